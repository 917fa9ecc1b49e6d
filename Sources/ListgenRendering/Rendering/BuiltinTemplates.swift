import ListgenSpec

/// The templates compiled into listgen. Their sources are `Templates/*.mustache`;
/// `BuiltinTemplates+Generated.swift` embeds them and a test keeps it fresh.
package enum BuiltinTemplates {
    /// The embedded templates' file names, sorted.
    package static var names: [String] { sources.keys.sorted() }
    /// The text of the embedded template `name` (`Action.swift.mustache`), if there is one.
    package static func source(named name: String) -> String? { sources[name] }

    /// The Swift source of `BuiltinTemplates+Generated.swift` for `templates` (file name → text).
    ///
    /// Each template becomes a multi-line raw string literal, indented by eight spaces, with enough
    /// `#`s that no text in the template can end it.
    static func embeddingSource(for templates: [String: String]) -> String {
        var out = """
            // BuiltinTemplates+Generated.swift
            // Generated from Templates/ by `LISTGEN_RECORD=1 swift test --filter FreshnessTests`. Do not edit.

            extension BuiltinTemplates {
                /// The built-in templates by file name, embedded so the binary needs no resources at run time.
                static let sources: [String: String] = [

            """
        for name in templates.keys.sorted() {
            let text = templates[name]!
            var hashes = "#"
            while text.contains("\"" + hashes) { hashes += "#" }
            out += "        \"\(name)\": \(hashes)\"\"\"\n"
            // The line break before the closing delimiter is not part of the literal, so a template
            // ending in a newline gets an empty last line here.
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "\n" : "        \(line)\n"
            }
            out += "        \"\"\"\(hashes),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
