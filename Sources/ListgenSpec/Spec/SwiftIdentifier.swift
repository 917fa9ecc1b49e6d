/// Rules for the names a spec gives to types, fields, events, routes and sections.
///
/// listgen accepts ASCII identifiers (`[A-Za-z_][A-Za-z0-9_]*`) and **rejects** Swift keywords
/// rather than escaping them with backticks: every name is also the stem of derived names
/// (`onReplyTap`, `didTapReply(at:)`, `ReplyRoute`), and a keyword would need escaping in some
/// of those places and not in others. Rejecting keeps every generated name plain.
package enum SwiftIdentifier {
    /// Why a name is not acceptable, or nil when it is.
    package static func problem(with name: String) -> String? {
        guard let first = name.utf8.first else { return "a name cannot be empty" }
        guard isHead(first), name.utf8.allSatisfy(isBody) else {
            return "'\(name)' is not a valid Swift identifier (use letters, digits and '_', not starting with a digit)"
        }
        if keywords.contains(name) {
            return "'\(name)' is a Swift keyword; choose another name"
        }
        return nil
    }

    static func isHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    static func isBody(_ byte: UInt8) -> Bool { isHead(byte) || (byte >= 0x30 && byte <= 0x39) }

    /// The words Swift reserves everywhere (they need backticks as a name). Contextual keywords
    /// such as `open`, `package`, `async` or `override` are ordinary names outside their context
    /// and are accepted. This list was checked against the compiler: each word fails as a
    /// property, a parameter, an enum case and a member access.
    package static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol",
    ]

    /// `name` with its first letter upper-cased: `reply` → `Reply`.
    package static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        // `String(…)`, not the generic `String + Substring`, which looks up `Substring: Collection` at
        // run time on first use (≈ 100 k instructions).
        return first.uppercased() + String(name.dropFirst())
    }

    /// `name` with its leading capitals lower-cased as Swift does for acronyms:
    /// `ContactCell` → `contactCell`, `URLCell` → `urlCell`.
    package static func lowerFirst(_ name: String) -> String {
        // Walked by index: `Array(name)`, a `[Character]`, was a storage type the runtime instantiated from
        // its mangled name on first use.
        var upperRun = 0
        var end = name.startIndex
        while end < name.endIndex, name[end].isUppercase {
            upperRun += 1
            end = name.index(after: end)
        }
        if upperRun == 0 { return name }
        // In "URLCell" keep the "C" of "Cell" upper-case; in "URL" lower everything.
        let lowerCount = (upperRun > 1 && end < name.endIndex) ? upperRun - 1 : upperRun
        // Appended one by one: `joined()` and `String(ArraySlice<Character>)` are generic, and look up
        // conformances at run time on first use (≈ 100 k instructions each).
        var result = ""
        var index = name.startIndex
        for _ in 0..<lowerCount {
            result += name[index].lowercased()
            index = name.index(after: index)
        }
        return result + String(name.dropFirst(lowerCount))
    }
}
