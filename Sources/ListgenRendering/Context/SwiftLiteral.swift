import ListgenSpec

/// Safe spellings of spec data in Swift source.
enum SwiftLiteral {
    /// A Swift string literal (with quotes) whose value is exactly `text`.
    ///
    /// Backslashes and quotes are escaped (so `\(` can never start an interpolation, and a
    /// `"` can never end the literal); control characters, line and paragraph separators and
    /// bidirectional-formatting characters become `\u{…}` escapes, so the literal stays on one
    /// line and reads as it compiles.
    static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += UnsafeScalars.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` made safe for a `///` doc comment: one line, no control characters.
    static func docText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(
                needsEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar)
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { UnsafeScalars.contains(scalar) }
}
