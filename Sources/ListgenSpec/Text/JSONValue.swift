/// A JSON value, for what the early stages print as JSON: the spec's schema (`SpecSchema`) and the
/// diagnostics (`DiagnosticRenderer.json`). Its own small type, so that no stage before the
/// template context depends on the template engine; standard library only, so the CLI starts
/// without loading Foundation.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value for `key` when this value is an object; `nil` otherwise or when the key is absent.
    package subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// The value as JSON text: two-space indentation and keys sorted (the same text as
    /// Foundation's `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`),
    /// without a final newline.
    package func prettyJSON() -> String {
        var out = ""
        Self.write(self, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let bool): out += bool ? "true" : "false"
        case .int(let int): out += String(int)
        case .double(let double): out += number(double)
        case .string(let string): writeString(string, into: &out)
        case .array(let items):
            let padding = String(repeating: " ", count: indent + 2)
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += padding
                write(item, indent: indent + 2, into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            if items.isEmpty { out += "\n" }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let object):
            let padding = String(repeating: " ", count: indent + 2)
            out += "{\n"
            let keys = object.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += padding
                writeString(key, into: &out)
                out += " : "
                write(object[key]!, indent: indent + 2, into: &out)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            if keys.isEmpty { out += "\n" }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func number(_ double: Double) -> String {
        guard double.isFinite else { return "null" }
        if double == double.rounded(.towardZero), abs(double) < 1e15 { return String(Int(double)) }
        return String(double)
    }

    private static func writeString(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
