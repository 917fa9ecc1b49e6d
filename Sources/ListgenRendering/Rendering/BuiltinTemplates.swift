import ListgenMustache
import ListgenSpec

/// The templates compiled into listgen. Their sources are `Templates/*.mustache`;
/// `BuiltinTemplates+Generated.swift` embeds them, each with its node tree parsed when listgen is
/// built (so a run parses no built-in template), and a test keeps it fresh.
package enum BuiltinTemplates {
    /// The embedded templates' file names and texts, by file name.
    package static var sources: [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, source(named: $0)!) })
    }

    /// The Swift source of `BuiltinTemplates+Generated.swift` for `templates` (file name → text).
    ///
    /// Each template becomes a multi-line raw string literal, indented by eight spaces, with enough
    /// `#`s that no text in the template can end it, returned by `source(named:)` (a `switch`, so a
    /// run builds no table of the templates); and a static property holding its parsed nodes as
    /// Swift literals, returned by `parsed(_:)`. A template that does not parse gets none: it is
    /// parsed at run time, which reports its error.
    ///
    /// `contentHash` is the output stage's manifest hash of a file's contents: the support file's
    /// is embedded too (`supportFileHash`), so a run does not hash its text.
    static func embeddingSource(for templates: [String: String], contentHash: (String) -> UInt64) -> String {
        let property = { (name: String) in String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
        var out = """
            // swift-format-ignore-file
            // BuiltinTemplates+Generated.swift
            // Generated from Templates/ by `LISTGEN_RECORD=1 swift test --filter FreshnessTests`. Do not edit.

            import ListgenMustache

            extension BuiltinTemplates {
                /// The embedded templates' file names, sorted.
                package static let names: [String] = [

            """
        for name in templates.keys.sorted() { out += "        \"\(name)\",\n" }
        out += """
                ]

                /// The text of the embedded template `name` (`Action.swift.mustache`), if there is one.
                package static func source(named name: String) -> String? {
                    switch name {

            """
        for name in templates.keys.sorted() { out += "        case \"\(name)\": text_\(property(name))\n" }
        out += "        default: nil\n        }\n    }\n"
        // The support file as these templates render it, and what it is rendered from.
        let set = TemplateSet(
            sources: templates.reduce(into: [:]) { result, entry in
                result[entry.key] = TemplateSet.Source(
                    text: entry.value, path: "Templates/\(entry.key)", isOverride: true)
            })
        let support = try? TemplateRenderer(templates: set).renderSupportFromTemplates()
        let supportTemplates = TemplateRenderer.supportTemplates(in: set)
        out += """

                /// `ListRowStore.swift` as these templates render it (nil if they do not): a run writes
                /// it as it is unless an override replaces one of `supportFileTemplates`.
                static let supportFile: String? =

            """
        if let support, supportTemplates != nil {
            out += "        \(rawLiteral(support.contents))\n"
        } else {
            out += "        nil\n"
        }
        out += """
                /// The template files and partial names `supportFile` is rendered from.
                static let supportFileTemplates: [String] = [

            """
        for name in supportTemplates ?? [] { out += "        \"\(name)\",\n" }
        out += "    ]\n"
        out += "    /// The manifest hash of `supportFile` (`GeneratedManifest.hash` of its UTF-8), nil without it.\n"
        out += "    static let supportFileHash: UInt64? = "
        if let support, supportTemplates != nil {
            let hex = String(contentHash(support.contents), radix: 16)
            out += "0x" + String(repeating: "0", count: 16 - hex.count) + hex + "\n"
        } else {
            out += "nil\n"
        }
        var parsed: [(name: String, property: String, template: MustacheTemplate)] = []
        for name in templates.keys.sorted() {
            guard let template = try? MustacheTemplate(source: templates[name]!, name: "Templates/\(name)") else {
                continue
            }
            parsed.append((name, property(name), template))
        }
        out += """

                /// The built-in template `name`, parsed when listgen was built; nil when there is no such
                /// built-in template, or when it does not parse.
                static func parsed(_ name: String) -> MustacheTemplate? {
                    switch name {

            """
        for entry in parsed { out += "        case \"\(entry.name)\": parsed_\(entry.property)\n" }
        out += "        default: nil\n        }\n    }\n"
        for entry in parsed {
            let nodes = entry.template.nodesSwiftSource(templateNameVariable: "path_" + entry.property, indent: 8)
            out += "\n    private static let parsed_\(entry.property) = MustacheTemplate(\n"
            out += "        name: path_\(entry.property), source: text_\(entry.property),\n"
            out += "        nodes: \(nodes))\n"
        }
        out += "}\n\n"
        for entry in parsed { out += "private let path_\(entry.property) = \"Templates/\(entry.name)\"\n" }
        for name in templates.keys.sorted() {
            out += "\nprivate let text_\(property(name)) = \(rawLiteral(templates[name]!))\n"
        }
        return out
    }

    /// `text` as a multi-line raw string literal whose lines are indented by eight spaces, with
    /// enough `#`s that nothing in the text ends it or escapes.
    private static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        var out = "\(hashes)\"\"\"\n"
        // The line break before the closing delimiter is not part of the literal, so a text ending in
        // a newline gets an empty last line here.
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += line.isEmpty ? "\n" : "        \(line)\n"
        }
        return out + "        \"\"\"\(hashes)"
    }
}
