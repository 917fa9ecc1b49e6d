import ListgenMustache
import ListgenSpec

/// The templates compiled into listgen. Their sources are `Templates/*.mustache`;
/// `BuiltinTemplates+Generated.swift` embeds them, each with its nodes parsed when listgen is
/// built and compiled to byte code (so a run parses no built-in template, and neither loading
/// listgen nor using a template builds or relocates anything), and a test keeps it fresh.
package enum BuiltinTemplates {
    /// The embedded templates' file names and texts, by file name.
    package static var sources: [String: String] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, source(named: $0)!) })
    }

    /// The Swift source of `BuiltinTemplates+Generated.swift` for `templates` (file name → text).
    ///
    /// Each template becomes a multi-line raw string literal, indented by eight spaces, with enough
    /// `#`s that no text in the template can end it, returned by `source(named:)` (a `switch`, so a
    /// run builds no table of the templates); and its parsed nodes as byte code, a `StaticString`
    /// (`MustacheProgram`) whose strings are literals of `switch`es shared by all
    /// templates, returned by `parsed(_:)`. All of it is computed properties and literals, never
    /// stored: nothing is relocated when listgen loads, or built on the heap when a template is
    /// used. A template that does not parse, or has parents or blocks, gets no byte code: it is
    /// parsed at run time (which reports a parse error).
    ///
    /// `runtime` is the runtime library's sources (file name → text), embedded as one file for
    /// `--runtime embedded` (``RuntimeLibrary``). `contentHash` is the output stage's manifest hash of
    /// a file's contents: that file's is embedded too (`runtimeFileHash`), so a run does not hash it.
    static func embeddingSource(
        for templates: [String: String], runtime: [String: String], contentHash: (String) -> UInt64
    ) -> String {
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

            """
        out += switchByLength(templates.keys.sorted().map { ($0, "text_\(property($0))") })
        out += "    }\n"
        // The runtime library, for `--runtime embedded`, and its public type names.
        out += RuntimeLibrary.embeddingSource(for: runtime, contentHash: contentHash)
        // Each template's nodes as byte code, the strings they name in one table for all of them.
        var strings = MustacheStringTable()
        var compiled: [(name: String, property: String, code: [UInt8])] = []
        for name in templates.keys.sorted() {
            guard let template = try? MustacheTemplate(source: templates[name]!, name: "Templates/\(name)"),
                let code = template.byteCode(strings: &strings)
            else { continue }
            compiled.append((name, property(name), code))
        }
        out += """

                /// The built-in template `name`, parsed when listgen was built (its nodes as byte code); nil
                /// when there is no such built-in template, or when it does not parse. Nothing is built.
                static func parsed(_ name: String) -> MustacheTemplate? {

            """
        out += switchByLength(
            compiled.map { entry in
                (
                    entry.name,
                    "MustacheTemplate(name: \"Templates/\(entry.name)\", source: text_\(entry.property), "
                        + "program: MustacheProgram(code: code_\(entry.property), strings: { string($0) }))"
                )
            })
        out += "    }\n"
        // One `switch` of thousands of cases compiles to a chain of range tests (about 60
        // instructions a call): a tree of `if`s picks one of several switches of at most 128
        // cases, each a jump table.
        let leafSize = 128
        let leaves = (strings.strings.count + leafSize - 1) / leafSize
        func tree(_ range: Range<Int>, indent: String) -> String {
            if range.count == 1 { return "\(indent)string\(range.lowerBound)(index)\n" }
            let middle = range.lowerBound + range.count / 2
            return "\(indent)if index < \(middle * leafSize) {\n"
                + tree(range.lowerBound..<middle, indent: indent + "    ")
                + "\(indent)} else {\n" + tree(middle..<range.upperBound, indent: indent + "    ") + "\(indent)}\n"
        }
        out += """

                /// The strings the templates' byte code names, by index.
                private static func string(_ index: Int) -> String {

            """
        out += leaves == 0 ? "        \"\"\n" : tree(0..<leaves, indent: "        ")
        out += "    }\n"
        for leaf in 0..<leaves {
            out += "\n    private static func string\(leaf)(_ index: Int) -> String {\n        switch index {\n"
            for index in leaf * leafSize..<min(strings.strings.count, (leaf + 1) * leafSize) {
                out += "        case \(index): \"" + escaped(strings.strings[index]).joined() + "\"\n"
            }
            out += "        default: \"\"\n        }\n    }\n"
        }
        out += "}\n"
        // Computed, not stored: a stored string or `StaticString` would be relocated data.
        for entry in compiled {
            out += "\nprivate var code_\(entry.property): StaticString {\n        \"\"\"\n"
            var line = ""
            for piece in escaped(String(decoding: entry.code, as: UTF8.self)) {
                if line.count + piece.count > 100 {
                    out += "        \(line)\\\n"
                    line = ""
                }
                line += piece
            }
            out += "        \(line)\n        \"\"\"\n}\n"
        }
        for name in templates.keys.sorted() {
            out += "\nprivate var text_\(property(name)): String {\n    \(rawLiteral(templates[name]!))\n}\n"
        }
        return out
    }

    /// A `switch` returning the value of the case whose name equals `name` (nil for none), by the
    /// name's UTF-8 length first: a `switch` over strings compares them one after another (about 80
    /// instructions each), so finding one of 43 template names took some 30 comparisons.
    private static func switchByLength(_ cases: [(name: String, value: String)]) -> String {
        let byLength = Dictionary(grouping: cases) { $0.name.utf8.count }
        var out = "        switch name.utf8.count {\n"
        for length in byLength.keys.sorted() {
            out += "        case \(length):\n            switch name {\n"
            for entry in byLength[length]! { out += "            case \"\(entry.name)\": \(entry.value)\n" }
            out += "            default: nil\n            }\n"
        }
        return out + "        default: nil\n        }\n"
    }

    /// The characters of `text` as they are written in a Swift string literal, printable ASCII only
    /// (the literal is the same whatever the editor or the file's encoding).
    private static func escaped(_ text: String) -> [String] {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default:
                scalar.value < 0x20 || scalar.value >= 0x7F
                    ? "\\u{\(String(scalar.value, radix: 16))}" : String(Character(scalar))
            }
        }
    }

    /// `text` as a multi-line raw string literal whose lines are indented by eight spaces, with
    /// enough `#`s that nothing in the text ends it or escapes.
    static func rawLiteral(_ text: String) -> String {
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
