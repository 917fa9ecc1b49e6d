/// A Swift type written in a spec, parsed with a small grammar so that nothing but a type can
/// reach the generated code.
///
/// ```
/// type      := primary "?"*
/// primary   := "[" type "]" | "[" type ":" type "]" | named
/// named     := component ("." component)*
/// component := identifier ("<" type ("," type)* ">")?
/// ```
/// Whitespace between tokens is allowed; ``description`` spells the type canonically.
package indirect enum SwiftType: Sendable, Hashable, CustomStringConvertible {
    /// `A.B<C>` — one or more dotted components, each with optional generic arguments.
    case named([Component])
    /// `[Element]`
    case array(SwiftType)
    /// `[Key: Value]`
    case dictionary(key: SwiftType, value: SwiftType)
    /// `Wrapped?`
    case optional(SwiftType)

    /// One dotted component of a named type.
    package struct Component: Sendable, Hashable {
        package var name: String
        package var arguments: [SwiftType]
    }

    /// Canonical spelling: `[String: Int]`, `Set<UUID>`, `Foundation.Date?`.
    package var description: String {
        switch self {
        case .named(let components):
            // Appended, not `joined(separator:)`: called here unspecialized, that looks up
            // `Array<String>: Collection` at run time on first use (≈ 100 k instructions).
            var text = ""
            for (index, component) in components.enumerated() {
                if index > 0 { text += "." }
                text += component.name
                guard !component.arguments.isEmpty else { continue }
                text += "<"
                for (index, argument) in component.arguments.enumerated() {
                    text += (index > 0 ? ", " : "") + argument.description
                }
                text += ">"
            }
            return text
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        }
    }

    /// Whether the outermost type is an optional.
    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without one level of optionality.
    package var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Whether this is `String` (or `Swift.String`).
    package var isString: Bool { description == "String" || description == "Swift.String" }
    /// Whether a value of this type can choose a route (`route: { field:, cases: }`): a `String`, or an
    /// app type that is none of the known standard and Foundation ones (an enum, compared with `==`).
    package var canChooseRoute: Bool {
        guard case .named(let components) = self else { return false }
        return isString || (components.count == 1 && !KnownTypes.names.contains(components[0].name))
    }
    /// Whether this is `Int` (or `Swift.Int`), as a confirmation's `{field}` placeholder may show.
    package var isInt: Bool { description == "Int" || description == "Swift.Int" }
    /// `Bool` (not optional), as an event's `enabled` and `visible` need.
    package var isBool: Bool { description == "Bool" || description == "Swift.Bool" }

    /// Parses `text`, or returns the 0-based offset and message of the first problem.
    package static func parse(_ text: String) -> Result<SwiftType, ParseError> {
        var parser = Parser(Array(text.utf8))
        do throws(ParseError) {
            let type = try parser.type(depth: 0)
            parser.skipSpace()
            guard parser.index == parser.bytes.count else {
                throw ParseError(offset: parser.index, message: "unexpected '\(parser.currentCharacter)' after type")
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    /// Where and why a type string did not parse.
    package struct ParseError: Error, Sendable, Hashable {
        /// 0-based offset in the type string, in UTF-8 bytes.
        package var offset: Int
        package var message: String
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var currentCharacter: String {
            index < bytes.count ? String(decoding: bytes[index...].prefix(1), as: UTF8.self) : "end of type"
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        }

        mutating func consume(_ character: UInt8) -> Bool {
            skipSpace()
            if index < bytes.count, bytes[index] == character {
                index += 1
                return true
            }
            return false
        }

        func fail(_ message: String) -> ParseError { ParseError(offset: index, message: message) }

        mutating func type(depth: Int) throws(ParseError) -> SwiftType {
            guard depth < 32 else { throw fail("type is nested too deeply") }
            var result = try primary(depth: depth)
            while consume(UInt8(ascii: "?")) { result = .optional(result) }
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "!") {
                throw fail("implicitly unwrapped optionals are not allowed; use '?'")
            }
            return result
        }

        mutating func primary(depth: Int) throws(ParseError) -> SwiftType {
            skipSpace()
            if consume(UInt8(ascii: "[")) {
                let element = try type(depth: depth + 1)
                if consume(UInt8(ascii: ":")) {
                    let value = try type(depth: depth + 1)
                    guard consume(UInt8(ascii: "]")) else { throw fail("expected ']' to close the dictionary type") }
                    return .dictionary(key: element, value: value)
                }
                guard consume(UInt8(ascii: "]")) else { throw fail("expected ']' to close the array type") }
                return .array(element)
            }
            var components: [Component] = []
            repeat {
                components.append(try component(depth: depth))
            } while consume(UInt8(ascii: "."))
            return .named(components)
        }

        mutating func component(depth: Int) throws(ParseError) -> Component {
            skipSpace()
            let start = index
            guard index < bytes.count, SwiftIdentifier.isHead(bytes[index]) else {
                throw fail(
                    index < bytes.count ? "expected a type name, found '\(currentCharacter)'" : "expected a type name")
            }
            while index < bytes.count, SwiftIdentifier.isBody(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if SwiftIdentifier.keywords.contains(name), name != "Any" {
                throw ParseError(offset: start, message: "'\(name)' is a Swift keyword, not a type name")
            }
            var arguments: [SwiftType] = []
            if consume(UInt8(ascii: "<")) {
                repeat {
                    arguments.append(try type(depth: depth + 1))
                } while consume(UInt8(ascii: ","))
                guard consume(UInt8(ascii: ">")) else { throw fail("expected '>' to close the generic arguments") }
            }
            return Component(name: name, arguments: arguments)
        }
    }
}
