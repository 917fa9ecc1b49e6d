/// The Unicode scalars that must never appear raw in one line of text listgen writes — a
/// diagnostic (``Diagnostic``) or a Swift string literal or doc comment in generated code —
/// because they break the line, hide or reorder text, or are invisible.
package enum UnsafeScalars {
    /// Whether `scalar` must be escaped (or replaced) rather than written as is.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x80..<0xA0: return true  // C0, DEL, C1 (includes U+0085 NEXT LINE)
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls ("Trojan Source")
        case 0xFEFF: return true  // zero-width no-break space / BOM
        default: return false
        }
    }

    /// The Swift (and diagnostic) escape of a scalar: `\u{202E}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
