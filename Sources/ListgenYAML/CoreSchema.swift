/// Full tags of the YAML 1.2 failsafe, JSON and core schemas (plus the merge key type).
enum CoreTag {
    static let str = "tag:yaml.org,2002:str"
    static let int = "tag:yaml.org,2002:int"
    static let float = "tag:yaml.org,2002:float"
    static let bool = "tag:yaml.org,2002:bool"
    static let null = "tag:yaml.org,2002:null"
    static let map = "tag:yaml.org,2002:map"
    static let seq = "tag:yaml.org,2002:seq"
    static let merge = "tag:yaml.org,2002:merge"
}

/// Resolution of scalars under the YAML 1.2 core schema, working on the raw UTF-8 bytes.
///
/// Integers that do not fit `Int` resolve to `.float` (the nearest `Double`), keeping the int tag.
enum CoreSchema {
    /// Resolves a plain, untagged scalar to its value and tag.
    @inline(__always)
    static func resolvePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> (YAMLScalar.Value, String) {
        guard let first = bytes.first else { return (.null, CoreTag.null) }
        switch first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "~"):
            if isNull(bytes) { return (.null, CoreTag.null) }
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            if let bool = bool(bytes) { return (.bool(bool), CoreTag.bool) }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let value = int(bytes, text: text) { return (value, CoreTag.int) }
            if let value = float(bytes, text: text) { return (.float(value), CoreTag.float) }
        default:
            break
        }
        return (.string(text), CoreTag.str)
    }

    /// `null`, `Null`, `NULL`, `~` or empty.
    static func isNull(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        switch b.count {
        case 0: return true
        case 1: return b[0] == UInt8(ascii: "~")
        case 4: return matches(b, "null") || matches(b, "Null") || matches(b, "NULL")
        default: return false
        }
    }

    /// `true|True|TRUE|false|False|FALSE`.
    static func bool(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        if b.count == 4, matches(b, "true") || matches(b, "True") || matches(b, "TRUE") { return true }
        if b.count == 5, matches(b, "false") || matches(b, "False") || matches(b, "FALSE") { return false }
        return nil
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`; `.float` when the value overflows `Int`.
    static func int(_ b: UnsafeBufferPointer<UInt8>, text: String) -> YAMLScalar.Value? {
        var i = 0
        var negative = false
        if b.count > 2, b[0] == UInt8(ascii: "0"), b[1] == UInt8(ascii: "o") || b[1] == UInt8(ascii: "x") {
            let radix = b[1] == UInt8(ascii: "o") ? 8 : 16
            var value = 0
            var overflow = false
            var approx = 0.0
            for j in 2..<b.count {
                guard let digit = digitValue(b[j], radix: radix) else { return nil }
                approx = approx * Double(radix) + Double(digit)
                if !overflow {
                    let (m, o1) = value.multipliedReportingOverflow(by: radix)
                    let (s, o2) = m.addingReportingOverflow(digit)
                    if o1 || o2 { overflow = true } else { value = s }
                }
            }
            return overflow ? .float(approx) : .int(value)
        }
        if b[0] == UInt8(ascii: "-") || b[0] == UInt8(ascii: "+") {
            negative = b[0] == UInt8(ascii: "-")
            i = 1
        }
        guard i < b.count else { return nil }
        var value = 0
        var overflow = false
        while i < b.count {
            guard let digit = digitValue(b[i], radix: 10) else { return nil }
            if !overflow {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (s, o2) = negative ? m.subtractingReportingOverflow(digit) : m.addingReportingOverflow(digit)
                if o1 || o2 { overflow = true } else { value = s }
            }
            i += 1
        }
        if overflow { return .float(Double(text) ?? (negative ? -.infinity : .infinity)) }
        return .int(value)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`.
    static func float(_ b: UnsafeBufferPointer<UInt8>, text: String) -> Double? {
        var i = 0
        var negative = false
        if let first = b.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            i = 1
        }
        let rest = UnsafeBufferPointer(rebasing: b[i...])
        if rest.count == 4, rest[0] == UInt8(ascii: ".") {
            let word = UnsafeBufferPointer(rebasing: rest[1...])
            if matches(word, "inf") || matches(word, "Inf") || matches(word, "INF") {
                return negative ? -.infinity : .infinity
            }
            if i == 0, matches(word, "nan") || matches(word, "NaN") || matches(word, "NAN") { return .nan }
        }
        var digits = 0
        while i < b.count, isDigit(b[i]) {
            i += 1
            digits += 1
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            while i < b.count, isDigit(b[i]) {
                i += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            var exponentDigits = 0
            while i < b.count, isDigit(b[i]) {
                i += 1
                exponentDigits += 1
            }
            guard exponentDigits > 0 else { return nil }
        }
        guard i == b.count else { return nil }
        return Double(text)
    }

    @inline(__always)
    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always)
    private static func digitValue(_ c: UInt8, radix: Int) -> Int? {
        let value: Int
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }

    @inline(__always)
    private static func matches(_ b: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard b.count == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for i in 0..<b.count where b[i] != w[i] { return false }
        return true
    }
}
