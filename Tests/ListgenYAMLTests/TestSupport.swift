import Foundation
import ListgenMustache
import ListgenYAML

/// Reads `text` as a single document, for tests.
func read(_ text: String, limits: YAMLReader.Limits = .init()) throws(YAMLErrors) -> YAMLNode? {
    try YAMLReader.readSingleDocument(Array(text.utf8), limits: limits)
}

/// The errors thrown when reading `text` (empty when it reads fine).
func errors(_ text: String, limits: YAMLReader.Limits = .init()) -> [YAMLError] {
    errors(Array(text.utf8), limits: limits)
}

/// The errors thrown when reading `bytes` (empty when they read fine).
func errors(_ bytes: [UInt8], limits: YAMLReader.Limits = .init()) -> [YAMLError] {
    do {
        _ = try YAMLReader.readSingleDocument(bytes, limits: limits)
        return []
    } catch {
        return error.errors
    }
}

extension YAMLNode {
    /// The value of a scalar node.
    var scalarValue: YAMLScalar.Value? {
        if case .scalar(let scalar) = content { return scalar.value }
        return nil
    }

    /// The items of a sequence node.
    var items: [YAMLNode] {
        if case .sequence(let items) = content { return items }
        return []
    }

    /// The entries of a mapping node.
    var entries: [YAMLMappingEntry] {
        if case .mapping(let entries) = content { return entries }
        return []
    }

    /// The value for a string key of a mapping node.
    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.scalarValue == .string(key) }?.value
    }

    /// The keys of a mapping node, as their text.
    var keyTexts: [String] {
        entries.map { entry in
            if case .scalar(let scalar) = entry.key.content { return scalar.text }
            return "<complex>"
        }
    }
}

// MARK: - Test-suite event notation

/// Renders events in the yaml-test-suite `test.event` notation.
func testSuiteNotation(_ events: [YAMLEvent]) -> String {
    events.map(testSuiteNotation).joined(separator: "\n")
}

/// Renders one event in the yaml-test-suite `test.event` notation.
func testSuiteNotation(_ event: YAMLEvent) -> String {
    func properties(_ anchor: String?, _ tag: String?) -> String {
        (anchor.map { " &" + $0 } ?? "") + (tag.map { " <" + $0 + ">" } ?? "")
    }
    switch event {
    case .streamStart: return "+STR"
    case .streamEnd: return "-STR"
    case .documentStart(let explicit): return explicit ? "+DOC ---" : "+DOC"
    case .documentEnd(let explicit): return explicit ? "-DOC ..." : "-DOC"
    case .mappingStart(let anchor, let tag, let flow):
        return "+MAP" + (flow ? " {}" : "") + properties(anchor, tag)
    case .mappingEnd: return "-MAP"
    case .sequenceStart(let anchor, let tag, let flow):
        return "+SEQ" + (flow ? " []" : "") + properties(anchor, tag)
    case .sequenceEnd: return "-SEQ"
    case .alias(let name): return "=ALI *" + name
    case .scalar(let anchor, let tag, let style, let value):
        let sigil: String
        switch style {
        case .plain: sigil = ":"
        case .singleQuoted: sigil = "'"
        case .doubleQuoted: sigil = "\""
        case .literal: sigil = "|"
        case .folded: sigil = ">"
        }
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\0": escaped += "\\0"
            case "\u{8}": escaped += "\\b"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "=VAL" + properties(anchor, tag) + " " + sigil + escaped
    }
}

// MARK: - JSON

/// A complex key's JSON text (as the product's printer, `JSONValue.prettyJSON()`, writes it).
func jsonText(_ value: MustacheValue) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
}

/// The JSON form of a composed node, for comparing documents with the suite's `in.json` (parsed
/// with the product's own JSON parser, `MustacheValue(json:)`). Scalar keys are taken by their
/// text; integral floats compare as integers, as the parser reads `1.0`.
func jsonValue(_ node: YAMLNode) -> MustacheValue {
    switch node.content {
    case .scalar(let scalar):
        switch scalar.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .float(let d):
            if d.rounded() == d, let i = Int(exactly: d) { return .int(i) }
            return .double(d)
        case .string(let s): return .string(s)
        }
    case .sequence(let items):
        return .array(items.map(jsonValue))
    case .mapping(let entries):
        var object: [String: MustacheValue] = [:]
        for entry in entries {
            let key: String
            if case .scalar(let scalar) = entry.key.content {
                key = scalar.text
            } else {
                key = jsonText(jsonValue(entry.key))
            }
            object[key] = jsonValue(entry.value)
        }
        return .object(object)
    }
}
