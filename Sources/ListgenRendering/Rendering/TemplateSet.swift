import ListgenMustache
import ListgenSpec

/// The templates a run renders with: the built-ins, each optionally replaced by a file from an
/// override directory (`--templates DIR`).
package struct TemplateSet: Sendable {
    /// One template's source and where it came from.
    package struct Source: Sendable, Hashable {
        /// The template's text.
        package var text: String
        /// Its path for diagnostics: `Templates/<name>` for a built-in, the file's path for an override.
        package var path: String
        /// Whether it comes from an override directory.
        package var isOverride: Bool
    }

    /// The templates read from an override directory, by file name. The built-in templates are the
    /// rest of the set: they are looked up by name in the embedded ones
    /// (`BuiltinTemplates.source(named:)`), not copied into a table, so a run without overrides
    /// indexes no template.
    private var overridden: [String: Source]

    /// The built-in templates, embedded in the binary (see `Templates/` in the repository).
    package static let builtIn = TemplateSet(overridden: [:])

    private init(overridden: [String: Source]) {
        self.overridden = overridden
    }

    /// The template file `name` (`Cell.swift.mustache`, `header.mustache`, …), if the set has one.
    package func source(named name: String) -> Source? {
        if !overridden.isEmpty, let source = overridden[name] { return source }
        guard let text = BuiltinTemplates.source(named: name) else { return nil }
        return Source(text: text, path: "Templates/\(name)", isOverride: false)
    }

    /// Whether the set has the template file `name`.
    func contains(_ name: String) -> Bool { source(named: name) != nil }

    /// Every template file's name, sorted.
    var names: [String] {
        return Set(BuiltinTemplates.names).union(overridden.keys).sorted()
    }

    /// The built-ins with every `*.mustache` file of `directory` replacing the built-in of the same name.
    ///
    /// Warns about files that replace no built-in and about overrides written for another context version.
    package static func withOverrides(from directory: String, diagnostics: inout DiagnosticEngine) -> TemplateSet {
        var set = builtIn
        guard let all = FileSystem.contents(ofDirectory: directory) else {
            diagnostics.error(
                "cannot read the templates directory", at: SourceLocation(path: directory, line: 1, column: 1))
            return set
        }
        let names = all.filter { $0.hasSuffix(".mustache") }
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let location = SourceLocation(path: path, line: 1, column: 1)
            guard let data = FileSystem.readFile(path) else {
                diagnostics.error("cannot read the template", at: location)
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                diagnostics.error("the template is not valid UTF-8", at: location)
                continue
            }
            guard BuiltinTemplates.source(named: name) != nil else {
                diagnostics.warning(
                    "'\(name)' does not replace a built-in template and is used only as a partial"
                        + Suggestion.didYouMean(name, among: BuiltinTemplates.names), at: location)
                set.overridden[name] = Source(text: text, path: path, isOverride: true)
                continue
            }
            switch declaredContextVersion(in: text) {
            case TemplateContext.version?: break
            case let version?:
                diagnostics.warning(
                    "this template was written for context version \(version), but this listgen provides version "
                        + "\(TemplateContext.version); check it against 'listgen context' and update its header",
                    at: location)
            case nil:
                diagnostics.warning(
                    "this template does not declare the context version it was written for; start it with "
                        + "'{{! listgen template, contextVersion: \(TemplateContext.version) }}'", at: location)
            }
            set.overridden[name] = Source(text: text, path: path, isOverride: true)
        }
        return set
    }

    /// The version in a leading `{{! listgen template, contextVersion: N }}` comment.
    /// Only that comment counts: `contextVersion:` further down (in a comment about something else,
    /// or in the output) declares nothing.
    static func declaredContextVersion(in text: String) -> Int? {
        let start = text.drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        guard start.hasPrefix("{{!"), let end = start.firstRange(of: "}}") else { return nil }
        let comment = start[..<end.lowerBound]
        guard let range = comment.firstRange(of: "contextVersion:") else { return nil }
        let digits = comment[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
        return Int(digits)
    }

    /// Whether an override replaces or adds `name`, a template file name or a partial's name (which
    /// resolves to `name.mustache`, else `name`).
    func overrides(_ name: String) -> Bool {
        !overridden.isEmpty && (overridden[name] != nil || overridden[name + ".mustache"] != nil)
    }

    /// The file `{{> name}}` resolves to: `name.mustache` if the set has it, else `name`.
    func file(forPartial name: String) -> String {
        contains(name + ".mustache") ? name + ".mustache" : name
    }

    /// Partials resolve `{{> name}}` to `name.mustache` in this set.
    package var partials: MustachePartials {
        let set = self
        return MustachePartials { name in
            set.source(named: set.file(forPartial: name)).map { ($0.text, $0.path) }
        }
    }

    /// ``partials`` with every partial already parsed: the built-in ones as parsed when listgen was
    /// built (each built, and found by name, only when a template uses it), the overrides parsed
    /// here (`already` holds templates parsed before, by file name). An override that does not
    /// parse is left to ``partials``' lookup, so its error is still reported, located in the
    /// partial, when a template uses it.
    func parsedPartials(reusing already: [String: MustacheTemplate]) -> MustachePartials {
        var byName: [String: MustacheTemplate] = [:]
        // Without overrides, every partial is a built-in one, found already parsed by name below.
        if !overridden.isEmpty {
            var byFile = already
            for file in names {
                let names = file.hasSuffix(".mustache") ? [file, String(file.dropLast(".mustache".count))] : [file]
                for name in names {
                    let resolved = self.file(forPartial: name)
                    guard overridden[resolved] != nil || byFile[resolved] != nil else { continue }
                    if byFile[resolved] == nil {
                        guard let template = try? template(named: resolved) else { continue }
                        byFile[resolved] = template
                    }
                    byName[name] = byFile[resolved]
                }
            }
        }
        let set = self
        return MustachePartials(
            parsed: byName,
            resolveParsed: { name in
                if set.overridden.isEmpty {
                    // `name.mustache`, else `name`, among the built-ins: one lookup when it is a partial's name.
                    let file = name + ".mustache"
                    if let template = BuiltinTemplates.parsed(file) { return template }
                    return BuiltinTemplates.source(named: file) == nil ? BuiltinTemplates.parsed(name) : nil
                }
                let file = set.file(forPartial: name)
                return set.overridden[file] == nil ? BuiltinTemplates.parsed(file) : nil
            },
            lookup: partials.lookup)
    }

    /// The template named `name`: a built-in one as parsed when listgen was built, an override
    /// parsed now.
    package func template(named name: String) throws(MustacheError) -> MustacheTemplate {
        if overridden.isEmpty || overridden[name] == nil, let parsed = BuiltinTemplates.parsed(name) {
            return parsed
        }
        guard let source = source(named: name) else {
            throw MustacheError(templateName: "Templates/\(name)", line: 1, column: 1, message: "no such template")
        }
        return try MustacheTemplate(source: source.text, name: source.path)
    }
}
