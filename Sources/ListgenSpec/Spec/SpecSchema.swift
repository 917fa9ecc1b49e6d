/// The JSON Schema (draft-07) of the spec format, for editors (the YAML language server) and tools.
///
/// Derived from ``SpecFormat`` — every key, kind, default, requirement and description comes from
/// that table — and checked in as `Schema/listgen.schema.json` (a freshness test keeps the copy
/// fresh; `Scripts/check-schema.py` checks in CI that it accepts every spec listgen accepts and
/// rejects the bad inputs it can judge).
package enum SpecSchema {
    /// The schema as pretty, key-sorted JSON with a final newline.
    package static func json() -> String {
        schema.prettyJSON() + "\n"
    }

    static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    static let schema: JSONValue = {
        guard case .object(var root) = mapping(SpecFormat.Screen.mapping) else { preconditionFailure() }
        root["$schema"] = "http://json-schema.org/draft-07/schema#"
        root["$id"] = "listgen.schema.json"
        root["title"] = "listgen spec"
        root["definitions"] = .object([
            "identifier": .object([
                "description": "A Swift identifier that is not a keyword.",
                "type": "string", "pattern": .string(identifierPattern),
                "not": .object(["enum": .array(SwiftIdentifier.keywords.sorted().map { .string($0) })]),
            ]),
            // `String`, `"[String]"`, or the YAML flow collections `[String]` and `[String: Int]`.
            "swiftType": .object([
                "description": "A Swift type, or the YAML flow collections [T] and [K: V].",
                "anyOf": [
                    .object(["type": "string", "minLength": 1]),
                    .object([
                        "type": "array", "minItems": 1, "maxItems": 1,
                        "items": .object([
                            "anyOf": [
                                .object(["$ref": "#/definitions/swiftType"]),
                                .object([
                                    "type": "object", "minProperties": 1, "maxProperties": 1,
                                    "additionalProperties": .object(["$ref": "#/definitions/swiftType"]),
                                ]),
                            ]
                        ]),
                    ]),
                ],
            ]),
        ])
        return .object(root)
    }()

    /// The schema of a mapping: its keys, the required ones, and nothing else.
    static func mapping(_ mapping: SpecMapping) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for key in mapping.keys { properties[key.name] = property(key) }
        var object: [String: JSONValue] = [
            "type": "object", "description": .string(mapping.description), "additionalProperties": .bool(false),
            "properties": .object(properties),
        ]
        let required = mapping.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { object["required"] = .array(required) }
        if !mapping.requiresOneOf.isEmpty {
            object["anyOf"] = .array(mapping.requiresOneOf.map { .object(["required": [.string($0.name)]]) })
        }
        if !mapping.exclusive.isEmpty {
            object["allOf"] = .array(
                mapping.exclusive.map { pair in
                    .object(["not": .object(["required": [.string(pair.first.name), .string(pair.second.name)]])])
                })
        }
        return .object(object)
    }

    /// A key's schema: its value's, with the key's description and default.
    static func property(_ key: SpecKey) -> JSONValue {
        guard case .object(var object) = value(key.value) else { preconditionFailure() }
        object["description"] = .string(key.description)
        if case .value(let text) = key.defaultValue {
            object["default"] = key.value.isBoolean ? .bool(text == "true") : .string(text)
        }
        return .object(object)
    }

    /// The schema of a kind of value (always an object).
    static func value(_ value: SpecValue) -> JSONValue {
        switch value {
        case .identifier:
            // `$ref` ignores its siblings in draft-07, so descriptions go next to an `allOf`.
            return .object(["allOf": [.object(["$ref": "#/definitions/identifier"])]])
        case .text:
            return .object(["type": ["string", "number", "boolean"]])
        case .string, .typeName:
            return .object(["type": "string"])
        case .nonEmptyString:
            return .object(["type": "string", "minLength": 1])
        case .fieldCondition:
            return .object(["type": "string", "pattern": .string(SpecValue.fieldConditionPattern)])
        case .currencyCode:
            return .object(["type": "string", "pattern": .string(SpecValue.currencyCodePattern)])
        case .boolean:
            return .object(["type": "boolean"])
        case .integer(let minimum):
            return .object(["type": "integer", "minimum": .int(minimum)])
        case .choice(let choices):
            return .object(["type": "string", "enum": .array(choices.map { .string($0.word) })])
        case .words(let choices, let minItems):
            return .object([
                "type": "array", "items": self.value(.choice(choices)), "minItems": .int(minItems), "uniqueItems": true,
            ])
        case .names(let minItems):
            return .object([
                "type": "array", "items": self.value(.identifier), "minItems": .int(minItems), "uniqueItems": true,
            ])
        case .swiftType:
            return .object(["allOf": [.object(["$ref": "#/definitions/swiftType"])]])
        case .list(let mapping, let minItems, let maxItems):
            var object: [String: JSONValue] = [
                "type": "array", "items": self.mapping(mapping), "minItems": .int(minItems),
            ]
            if let maxItems { object["maxItems"] = .int(maxItems) }
            return .object(object)
        case .mapping(let mapping):
            return self.mapping(mapping)
        case .map(let values, let minCount, let maxCount):
            var object: [String: JSONValue] = [
                "type": "object", "propertyNames": .object(["$ref": "#/definitions/identifier"]),
                "additionalProperties": self.value(values.value),
            ]
            if minCount > 0 { object["minProperties"] = .int(minCount) }
            if let maxCount { object["maxProperties"] = .int(maxCount) }
            return .object(object)
        case .either(let values):
            return .object(["oneOf": .array(values.map(self.value))])
        case .nothing:
            return .object(["type": "null"])
        }
    }
}

extension SpecValue {
    var isBoolean: Bool { if case .boolean = self { true } else { false } }
}
