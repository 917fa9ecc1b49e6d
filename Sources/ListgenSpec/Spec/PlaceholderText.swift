/// A confirmation's text with `{field}` placeholders (issue #23): `"Delete the conversation with {sender}?"`.
///
/// Each placeholder names a `String` or `Int` field of the row; the alert shows the row's value in its
/// place, read when the alert is shown. A text has no other braces: `{` opens a placeholder that the
/// next `}` closes. The validator checks the braces and the fields; the rendering stage turns the text
/// into a format string (``format(specifier:)``) with the values as arguments.
package struct PlaceholderText: Sendable, Hashable {
    /// A run of fixed text, or a placeholder.
    package enum Part: Sendable, Hashable {
        case text(String)
        case field(String)
    }

    /// Why a text is no placeholder text: an unbalanced or empty brace.
    package struct Problem: Error, Sendable, Hashable {
        /// What is wrong, as a diagnostic's tail: `an unclosed '{sender'`.
        package var message: String
    }

    /// The text's parts, in order.
    package var parts: [Part]

    /// The fields the placeholders name, in order (a field named twice, twice).
    package var fields: [String] {
        parts.compactMap {
            if case .field(let name) = $0 { name } else { nil }
        }
    }

    /// Parses `text` into its fixed runs and placeholders.
    package static func parse(_ text: String) -> Result<PlaceholderText, Problem> {
        var parts: [Part] = []
        var literal = ""
        var pending: String?
        for character in text {
            if let name = pending {
                switch character {
                case "}":
                    if name.isEmpty { return .failure(Problem(message: "an empty placeholder '{}'")) }
                    if !literal.isEmpty { parts.append(.text(literal)) }
                    literal = ""
                    parts.append(.field(name))
                    pending = nil
                case "{":
                    return .failure(Problem(message: "a '{' inside the placeholder '{\(name)'"))
                default:
                    pending = name + String(character)
                }
            } else if character == "{" {
                pending = ""
            } else if character == "}" {
                return .failure(Problem(message: "a '}' that no '{' opens"))
            } else {
                literal.append(character)
            }
        }
        if let name = pending { return .failure(Problem(message: "an unclosed '{\(name)'")) }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return .success(PlaceholderText(parts: parts))
    }

    /// The text as a `String(format:)` format: each placeholder the specifier `specifier` gives for
    /// its field (`%@`, `%ld`), each `%` of the fixed text doubled.
    package func format(specifier: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): String(text.flatMap { $0 == "%" ? ["%", "%"] : [$0] })
            case .field(let name): specifier(name)
            }
        }.joined()
    }
}

extension PlaceholderText {
    /// The fields `text`'s placeholders name; none when it has none, or unbalanced braces (which the
    /// validator refuses).
    package static func fields(in text: String) -> [String] {
        (try? parse(text).get())?.fields ?? []
    }
}
