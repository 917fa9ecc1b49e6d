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

    /// Every template by file name (`Cell.swift.mustache`, `header.mustache`, …).
    package private(set) var sources: [String: Source]

    /// The built-in templates, embedded in the binary (see `Templates/` in the repository).
    package static let builtIn = TemplateSet(
        sources: BuiltinTemplates.sources.reduce(into: [:]) { result, entry in
            result[entry.key] = Source(text: entry.value, path: "Templates/\(entry.key)", isOverride: false)
        })

    init(sources: [String: Source]) {
        self.sources = sources
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
            guard builtIn.sources[name] != nil else {
                diagnostics.warning(
                    "'\(name)' does not replace a built-in template and is used only as a partial"
                        + Suggestion.didYouMean(name, among: builtIn.sources.keys.sorted()), at: location)
                set.sources[name] = Source(text: text, path: path, isOverride: true)
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
            set.sources[name] = Source(text: text, path: path, isOverride: true)
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
        sources[name]?.isOverride == true || sources[name + ".mustache"]?.isOverride == true
    }

    /// Partials resolve `{{> name}}` to `name.mustache` in this set.
    package var partials: MustachePartials {
        let sources = self.sources
        return MustachePartials { name in
            sources[name + ".mustache"].map { ($0.text, $0.path) } ?? sources[name].map { ($0.text, $0.path) }
        }
    }

    /// ``partials`` with every partial already parsed: the built-in ones as parsed when listgen was
    /// built (each built only when a template uses it), the overrides parsed here (`already` holds
    /// templates parsed before, by file name). An override that does not parse is left to
    /// ``partials``' lookup, so its error is still reported, located in the partial, when a template uses it.
    func parsedPartials(reusing already: [String: MustacheTemplate]) -> MustachePartials {
        var byFile = already
        var byName: [String: MustacheTemplate] = [:]
        for file in sources.keys.sorted() {
            let names = file.hasSuffix(".mustache") ? [file, String(file.dropLast(".mustache".count))] : [file]
            for name in names {
                // The file `{{> name}}` resolves to (see `partials`).
                let resolved = sources[name + ".mustache"] != nil ? name + ".mustache" : name
                guard let source = sources[resolved], source.isOverride || byFile[resolved] != nil else { continue }
                if byFile[resolved] == nil {
                    guard let template = try? template(named: resolved) else { continue }
                    byFile[resolved] = template
                }
                byName[name] = byFile[resolved]
            }
        }
        let sources = self.sources
        return MustachePartials(
            parsed: byName,
            resolveParsed: { name in
                let file = sources[name + ".mustache"] != nil ? name + ".mustache" : name
                guard let source = sources[file], !source.isOverride else { return nil }
                return BuiltinTemplates.parsed(file)
            },
            lookup: partials.lookup)
    }

    /// The template named `name`: a built-in one as parsed when listgen was built, an override
    /// parsed now.
    package func template(named name: String) throws(MustacheError) -> MustacheTemplate {
        guard let source = sources[name] else {
            throw MustacheError(templateName: "Templates/\(name)", line: 1, column: 1, message: "no such template")
        }
        if !source.isOverride, let parsed = BuiltinTemplates.parsed(name) { return parsed }
        return try MustacheTemplate(source: source.text, name: source.path)
    }
}
