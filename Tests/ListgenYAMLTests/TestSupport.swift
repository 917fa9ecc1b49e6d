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

/// A JSON value, for comparing composed documents with the suite's `in.json`.
indirect enum JSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o):
            return "{" + o.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// The JSON form of a composed node (scalar keys by their text).
    init(_ node: YAMLNode) {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: self = .null
            case .bool(let b): self = .bool(b)
            case .int(let i): self = .number(Double(i))
            case .float(let d): self = .number(d)
            case .string(let s): self = .string(s)
            }
        case .sequence(let items):
            self = .array(items.map(JSON.init))
        case .mapping(let entries):
            var object: [String: JSON] = [:]
            for entry in entries {
                let key: String
                if case .scalar(let scalar) = entry.key.content {
                    key = scalar.text
                } else {
                    key = "\(JSON(entry.key))"
                }
                object[key] = JSON(entry.value)
            }
            self = .object(object)
        }
    }

    /// Parses every JSON value in `bytes`, one after another.
    static func parseAll(_ bytes: [UInt8]) -> [JSON]? {
        var parser = JSONParser(bytes: bytes)
        var values: [JSON] = []
        while true {
            parser.skipSpace()
            if parser.index == bytes.count { return values }
            guard let value = parser.value() else { return nil }
            values.append(value)
        }
    }
}

/// A minimal JSON parser (the suite's files are small and shallow).
private struct JSONParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func literal(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return false }
        index += w.count
        return true
    }

    mutating func value() -> JSON? {
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "\""): return string().map(JSON.string)
        case UInt8(ascii: "["):
            index += 1
            var items: [JSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = value() else { return nil }
                items.append(item)
                skipSpace()
                guard index < bytes.count else { return nil }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
            }
        case UInt8(ascii: "{"):
            index += 1
            var object: [String: JSON] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let item = value() else { return nil }
                object[key] = item
                skipSpace()
                guard index < bytes.count else { return nil }
                index += 1
                if bytes[index - 1] == UInt8(ascii: "}") { return .object(object) }
                guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
            }
        default:
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            return Double(String(decoding: bytes[start..<index], as: UTF8.self)).map(JSON.number)
        }
    }

    mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count {
            let c = bytes[index]
            index += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(code), literal("\\u"), let low = hex4() {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    utf8.append(contentsOf: Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8))
                default: utf8.append(e)
                }
            default:
                utf8.append(c)
            }
        }
        return nil
    }

    mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return code
    }
}
