/// A value a Mustache template is rendered with: the JSON data model.
///
/// Truthiness in sections (`{{#x}}`) and inverted sections (`{{^x}}`): `null`, `false`, the empty
/// list and the empty string are falsey; everything else (including `0`, `0.0` and the empty
/// object) is truthy. A non-empty list is iterated.
///
/// Interpolation (`{{x}}`): strings as they are; integers in decimal; doubles with an integral
/// value below 2⁵³ in magnitude without a fractional part (`2.0` → `2`), other doubles in their
/// shortest round-tripping form (`1.21` → `1.21`); `true`/`false`; `null` as nothing; a list as
/// its elements joined by `,`; an object as nothing.
package enum MustacheValue: Sendable, Hashable {
    /// JSON `null`: falsey, renders as nothing.
    case null
    /// A boolean: `false` is falsey; renders as `true` or `false`.
    case bool(Bool)
    /// An integer: truthy (even `0`); renders in decimal.
    case int(Int)
    /// A floating-point number: truthy; see the type's documentation for its rendering.
    case double(Double)
    /// A string: falsey when empty; renders as is (escaped per `MustacheEscaping` in `{{x}}`).
    case string(String)
    /// A list: iterated by sections; falsey when empty.
    case array([MustacheValue])
    /// Keys are unordered; `Dictionary` keeps lookups O(1).
    case object([String: MustacheValue])
}

extension MustacheValue {
    /// The value for `key` when this value is an object; `nil` otherwise or when the key is absent.
    package subscript(key: String) -> MustacheValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// Whether a section over this value renders (see the type's documentation).
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let items): !items.isEmpty
        case .int, .double, .object: true
        }
    }

    /// Appends the interpolation text of this value to `output`, without escaping.
    func appendInterpolation(to output: inout MustacheOutput) {
        switch self {
        case .null, .object: break
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value): output += Self.format(value)
        case .string(let value): output += value
        case .array(let items):
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.appendInterpolation(to: &output)
            }
        }
    }

    /// The interpolation text of this value, without escaping.
    var interpolationText: String {
        if case .string(let value) = self { return value }
        var text = MustacheOutput(capacity: 16)
        appendInterpolation(to: &text)
        return text.text
    }

    private static func format(_ value: Double) -> String {
        // Integral check without libm (the module links the standard library only).
        if value.magnitude < 9_007_199_254_740_992, Double(Int(value)) == value {
            return String(Int(value))
        }
        return value.description
    }
}

extension MustacheValue: Codable {
    /// Decodes from a single-value container, trying in order: nil, `Bool`, `Int`, `Double`,
    /// `String`, `[MustacheValue]`, `[String: MustacheValue]`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: MustacheValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a JSON-like value (null, bool, number, string, list, object)")
        }
    }

    /// Encodes into a single-value container, symmetrically to `init(from:)`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    /// `"text"` is `.string("text")`.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// `42` is `.int(42)`.
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// `1.5` is `.double(1.5)`.
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// `true` is `.bool(true)`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// `[a, b]` is `.array([a, b])`.
    package init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// `["k": v]` is `.object(["k": v])`; with a repeated key, the last value wins.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    /// `nil` is `.null`.
    package init(nilLiteral: ()) { self = .null }
}
