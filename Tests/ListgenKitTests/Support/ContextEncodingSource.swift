/// Writes `Sources/ListgenRendering/Context/ContextEncodable+Generated.swift`: for every context
/// struct (the stored properties ``ContextReference`` reads), the ``ContextEncodable`` conformance
/// that puts each field into the template context under its own name, as `Encodable` would, without
/// `Encodable`'s run-time cost (a `KeyedEncodingContainer` per type, boxes, conformance lookups).
enum ContextEncodingSource {
    static let path = "Sources/ListgenRendering/Context/ContextEncodable+Generated.swift"

    /// The generated file for the context structs of `directory`.
    static func render(directory: String) throws -> String {
        let declarations = try ContextReference.declarations(in: directory)
        var out = [
            "// Written from the stored properties of the context structs in this folder by",
            "// ContextEncodingTests (LISTGEN_RECORD=1 swift test), which fails when it is stale.",
            "// Do not edit. A renamed or removed field stops this file compiling: delete its line, re-record.",
            "import ListgenMustache",
        ]
        for name in declarations.keys.sorted() {
            let fields = declarations[name]!.fields
            // The keys the struct adds: its own fields', and a flattened struct's.
            let count =
                ([String(fields.filter { !$0.doc.hasPrefix("Flattened:") }.count)]
                + fields.filter { $0.doc.hasPrefix("Flattened:") }.map { "\($0.type).fieldCount" })
                .joined(separator: " + ")
            out += [
                "", "extension \(name): ContextEncodable {",
                "    static var fieldCount: Int { \(count) }",
                "",
                "    func encodeFields(into object: inout [String: MustacheValue]) {",
            ]
            for field in fields {
                // A flattened struct's keys are the object's own (see ContextReference).
                if field.doc.hasPrefix("Flattened:") {
                    out.append("        \(field.name).encodeFields(into: &object)")
                } else {
                    out.append(
                        "        object[\"\(field.name)\"] = \(value(of: field.name, type: field.type, depth: 0))")
                }
            }
            out += ["    }", "}"]
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The expression that encodes `expression` of Swift type `type`.
    static func value(of expression: String, type: String, depth: Int) -> String {
        let element = "v\(depth)"
        if type.hasSuffix("?") {
            return
                "\(expression).map { \(element) in \(value(of: element, type: String(type.dropLast()), depth: depth + 1)) } ?? .null"
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            return ".array(\(expression).map { \(element) in \(value(of: element, type: inner, depth: depth + 1)) })"
        }
        switch type {
        case "String": return ".string(\(expression))"
        case "Bool": return ".bool(\(expression))"
        case "Int": return ".int(\(expression))"
        case "MustacheValue": return expression
        default: return "\(expression).contextValue"
        }
    }
}
