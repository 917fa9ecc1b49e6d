/// Safe spellings of spec data in Swift source.
public enum SwiftLiteral {
    /// A Swift string literal (with quotes) whose value is exactly `text`.
    ///
    /// Backslashes and quotes are escaped (so `\(` can never start an interpolation, and a
    /// `"` can never end the literal); control characters, line and paragraph separators and
    /// bidirectional-formatting characters become `\u{…}` escapes, so the literal stays on one
    /// line and reads as it compiles.
    public static func string(_ text: String) -> String {
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
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` made safe for a `///` doc comment: one line, no control characters.
    public static func docText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(
                needsEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar)
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x80..<0xA0: return true  // C0, DEL, C1 (includes U+0085 NEXT LINE)
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls ("Trojan Source")
        case 0xFEFF: return true  // zero-width no-break space / BOM
        default: return false
        }
    }
}
