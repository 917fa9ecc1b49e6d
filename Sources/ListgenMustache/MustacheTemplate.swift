/// A parsed Mustache template.
///
/// Supports variables (`{{x}}`, `{{{x}}}`, `{{& x}}`), sections, inverted sections, comments,
/// set delimiters, partials (with standalone indentation), inheritance (`{{< }}`, `{{$ }}`)
/// and dynamic names (`{{>*name}}`). Lambdas are not supported.
///
/// Parse once, render many times: a template is immutable and `Sendable`, and `render` may be
/// called concurrently from several threads.
///
/// Indentation: a standalone partial or parent tag prepends its indentation to every line of the
/// partial that is not empty (an empty line stays empty, so generated code has no trailing
/// whitespace).
package struct MustacheTemplate: Sendable {
    /// How deep partials and parents may nest while rendering (recursion guard).
    package static let maximumPartialDepth = 100

    /// The name given at parse time, used in error messages.
    package let name: String
    /// The source the template was parsed from.
    package let source: String
    let nodes: [MustacheNode]
    /// The nodes compiled to byte code (built-in templates), walked instead of `nodes` (then empty).
    let program: MustacheProgram?

    /// Parses `source`. `name` is used in error messages (typically the template's path).
    ///
    /// - Throws: `MustacheError` located at the offending tag (1-based line and column, the column
    ///   counting Unicode scalars): unclosed tag, unclosed or mismatched section, stray closing tag,
    ///   bad set-delimiter tag, empty or invalid tag name.
    package init(source: String, name: String) throws(MustacheError) {
        var parser = MustacheParser(source: source, name: name)
        self.nodes = try parser.parse()
        self.program = nil
        self.name = name
        self.source = source
    }

    /// A template compiled earlier to `program` (from nodes parsed from `source`): nothing is parsed
    /// or built.
    package init(name: String, source: String, program: MustacheProgram) {
        self.name = name
        self.source = source
        self.nodes = []
        self.program = program
    }

    /// Renders the template.
    ///
    /// - Parameters:
    ///   - context: the root context.
    ///   - partials: looks up a partial (or parent template) by name; `nil` renders as empty, as the spec says.
    ///     Each partial is parsed at most once per call.
    ///   - escape: applied to `{{x}}` interpolations. `MustacheEscaping.html` for the spec; `MustacheEscaping.none` for code.
    /// - Throws: `MustacheError` when a partial fails to parse (located in the partial), or when partials
    ///   nest more than `maximumPartialDepth` levels (located at the tag that went too deep).
    ///   - unknownNames: what a variable, section or dynamic partial name found in no context does:
    ///     render as empty (`.empty`, the spec's rule), or throw (`.error`, for generating code, where
    ///     a misspelt name must not silently produce nothing). A name that is present but false,
    ///     null or empty is known.
    package func render(
        _ context: MustacheValue,
        partials: MustachePartials = .none,
        escape: MustacheEscaping = .html,
        unknownNames: MustacheUnknownNames = .empty
    ) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(
            context: context, partials: partials, escape: escape, strict: unknownNames == .error,
            capacity: max(4096, source.utf8.count * 2))
        try renderer.render(self)
        return renderer.output.text
    }
}

/// Looks up partials by name. Parsed partials should be cached by the implementation.
package final class MustachePartials: Sendable {
    /// Returns the source of the named partial, with a name for errors, or nil if absent.
    package let lookup: @Sendable (String) -> (source: String, name: String)?
    /// Partials parsed in advance; consulted before `lookup`.
    let parsed: [String: MustacheTemplate]
    /// Finds a partial parsed in advance by name, consulted after `parsed` and before `lookup`; nil
    /// when there is none (then `lookup` is asked).
    let resolveParsed: (@Sendable (String) -> MustacheTemplate?)?

    /// Partials found by `lookup`; each is parsed at most once per render call.
    package init(lookup: @escaping @Sendable (String) -> (source: String, name: String)?) {
        self.lookup = lookup
        self.parsed = [:]
        self.resolveParsed = nil
    }

    private init(parsed: [String: MustacheTemplate]) {
        self.lookup = { name in parsed[name].map { ($0.source, $0.name) } }
        self.parsed = parsed
        self.resolveParsed = nil
    }

    /// Partials parsed in advance by name, with `lookup` for any other name (parsed at most once
    /// per render call, as with ``init(lookup:)``).
    package init(
        parsed: [String: MustacheTemplate], lookup: @escaping @Sendable (String) -> (source: String, name: String)?
    ) {
        self.lookup = lookup
        self.parsed = parsed
        self.resolveParsed = nil
    }

    /// Partials parsed in advance by name (`parsed`), then found already parsed by `resolveParsed`
    /// (for partials parsed when the program was built: nothing is built for a partial no template
    /// uses), then by `lookup` (parsed at most once per render call).
    package init(
        parsed: [String: MustacheTemplate], resolveParsed: @escaping @Sendable (String) -> MustacheTemplate?,
        lookup: @escaping @Sendable (String) -> (source: String, name: String)?
    ) {
        self.lookup = lookup
        self.parsed = parsed
        self.resolveParsed = resolveParsed
    }

    /// No partials: every `{{> name}}` renders as empty.
    package static let none = MustachePartials { _ in nil }

    /// Partials from a dictionary of name → source.
    package static func dictionary(_ sources: [String: String]) -> MustachePartials {
        MustachePartials { name in sources[name].map { ($0, name) } }
    }

    /// Partials parsed in advance, by name: nothing is parsed while rendering. The fastest choice
    /// when the same partials serve many renders.
    package static func templates(_ templates: [String: MustacheTemplate]) -> MustachePartials {
        MustachePartials(parsed: templates)
    }
}

/// What rendering does with a name that no context on the stack has.
package enum MustacheUnknownNames: Sendable, Equatable {
    /// Render as empty (a section as false), as the Mustache spec requires.
    case empty
    /// Throw a ``MustacheError`` at the tag, with ``MustacheError/unknownName`` and
    /// ``MustacheError/knownNames`` set.
    case error
}

/// How `{{x}}` interpolations are escaped.
package enum MustacheEscaping: Sendable {
    /// `&`, `<`, `>`, `"` and `'` become entities, as the Mustache spec requires.
    case html
    /// Nothing is escaped: the right choice for generating source code.
    case none
}

/// A broken template, located in its source.
package struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's name (usually its path).
    package var templateName: String
    /// 1-based line.
    package var line: Int
    /// 1-based column.
    package var column: Int
    /// What is wrong.
    package var message: String
    /// For an unknown name (strict rendering): the part of the name that was not found.
    package var unknownName: String?
    /// For an unknown name: the names that were visible where it was looked up, sorted.
    package var knownNames: [String] = []

    /// An error at `line`:`column` of the template named `templateName`.
    package init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: error: message`
    package var description: String { "\(templateName):\(line):\(column): error: \(message)" }
}

extension MustacheTemplate {
    /// The names of the partials and parents this template's tags name (`{{> name}}`, `{{< name}}`),
    /// sorted, each once; nil when a tag's name is dynamic (`{{>*name}}`), known only when rendering.
    /// Partials of those partials are not included.
    package var namedTemplates: [String]? {
        var names: Set<String> = []
        if let program {
            var reader = MustacheCodeReader(code: program.code, position: 0)
            while reader.position < program.code.count {
                switch reader.byte() {
                case UInt8(ascii: "t"), UInt8(ascii: "L"): _ = reader.number()
                case UInt8(ascii: "V"), UInt8(ascii: "v"): _ = reader.skipName()
                case UInt8(ascii: "S"), UInt8(ascii: "I"): _ = (reader.skipName(), reader.number())
                default:  // `P`
                    guard reader.byte() == UInt8(ascii: "f") else { return nil }
                    names.insert(program.string(reader.number()))
                    _ = (reader.number(), reader.number(), reader.number())
                }
            }
            return names.sorted()
        }
        func collect(_ nodes: [MustacheNode]) -> Bool {
            for node in nodes {
                switch node {
                case .text, .lineStart, .variable: break
                case .section(_, let children), .inverted(_, let children):
                    guard collect(children) else { return false }
                case .partial(let tag):
                    guard case .fixed(let name) = tag.name else { return false }
                    names.insert(name)
                case .parent(let tag):
                    guard case .fixed(let name) = tag.name else { return false }
                    names.insert(name)
                    for block in tag.blocks.values where !collect(block.content) { return false }
                case .block(let block):
                    guard collect(block.content) else { return false }
                }
            }
            return true
        }
        return collect(nodes) ? names.sorted() : nil
    }
}
