// JSON parsing for `MustacheValue` with the standard library only, so tools built on this module
// need not load Foundation at start-up. Printing is `JSONValue`'s (ListgenSpec), the one printer.

extension MustacheValue {
    /// Parses JSON text (RFC 8259): objects, arrays, strings, numbers, `true`, `false`, `null`.
    /// Integral numbers that fit `Int` (`3`, `1.0`, `1e2`) become `.int`; other numbers `.double`.
    package init(json text: String) throws(MustacheJSONError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        self = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the JSON value") }
    }

    /// Parses zero or more JSON values written one after another, separated by white space (as
    /// in JSON Lines, or the YAML test suite's `in.json` for a stream of several documents).
    package static func jsonSequence(_ text: String) throws(MustacheJSONError) -> [MustacheValue] {
        var parser = JSONParser(bytes: Array(text.utf8))
        var values: [MustacheValue] = []
        parser.skipSpace()
        while parser.index < parser.bytes.count {
            values.append(try parser.value(depth: 0))
            parser.skipSpace()
        }
        return values
    }
}

/// JSON that did not parse, with the 1-based line and column of the problem.
package struct MustacheJSONError: Error, Sendable, Hashable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "\(line):\(column): \(message)" }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    func fail(_ message: String) -> MustacheJSONError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return MustacheJSONError(line: line, column: column, message: message)
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func expect(_ word: String, _ value: MustacheValue) throws(MustacheJSONError) -> MustacheValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw fail("invalid JSON value")
        }
        index += expected.count
        return value
    }

    mutating func value(depth: Int) throws(MustacheJSONError) -> MustacheValue {
        guard depth < 512 else { throw fail("JSON nested too deeply") }
        guard index < bytes.count else { throw fail("unexpected end of JSON") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var object: [String: MustacheValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                index += 1
                skipSpace()
                object[key] = try value(depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw fail("unexpected end of JSON") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
                index += 1
                return .object(object)
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [MustacheValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw fail("unexpected end of JSON") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
                index += 1
                return .array(items)
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        default: return try number()
        }
    }

    mutating func number() throws(MustacheJSONError) -> MustacheValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        var isInteger = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                index += 1
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            {
                isInteger = false
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let int = Int(text) { return .int(int) }
        guard !text.isEmpty, let double = Double(text) else {
            index = start
            throw fail("invalid JSON value")
        }
        // As Foundation's JSONDecoder does for `MustacheValue`: integral numbers that fit are ints.
        if double == double.rounded(.towardZero), let int = Int(exactly: double) { return .int(int) }
        return .double(double)
    }

    mutating func string() throws(MustacheJSONError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ parser: JSONParser, _ run: Int, into scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: parser.bytes[run..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, run, into: &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw fail("control character in a JSON string") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            flush(self, run, into: &scalars)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                scalars.append(scalar)
            default: throw fail("invalid escape in a JSON string")
            }
            run = index
        }
        throw fail("unterminated JSON string")
    }

    mutating func hex4() throws(MustacheJSONError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw fail("invalid \\u escape") }
        index += 4
        return value
    }
}
