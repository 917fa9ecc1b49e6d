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
        if isPrintableASCII(text, exceptQuotes: true) { return "\"" + text + "\"" }
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
        if isPrintableASCII(text, exceptQuotes: false) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            out.unicodeScalars.append(
                needsEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar)
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { UnsafeScalars.contains(scalar) }

    /// Whether `text` is printable ASCII (and, with `exceptQuotes`, has no `"` or `\`): then it is
    /// written as it is, byte by byte checked, without building a string scalar by scalar (most
    /// spec text is; ≈ 35 k instructions a screen).
    private static func isPrintableASCII(_ text: String, exceptQuotes: Bool) -> Bool {
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return false }
            if exceptQuotes, byte == 0x22 || byte == 0x5C { return false }
        }
        return true
    }
}
