/// A parsed Mustache template.
///
/// Supports variables (`{{x}}`, `{{{x}}}`, `{{& x}}`), sections, inverted sections, comments,
/// set delimiters, partials (with standalone indentation), inheritance (`{{< }}`, `{{$ }}`)
/// and dynamic names (`{{>*name}}`). Lambdas are not supported.
public struct MustacheTemplate: Sendable {
    /// Parses `source`. `name` is used in error messages (typically the template's path).
    public init(source: String, name: String) throws(MustacheError) {
        fatalError("not implemented yet")
    }

    /// Renders the template.
    ///
    /// - Parameters:
    ///   - context: the root context.
    ///   - partials: looks up a partial (or parent template) by name; `nil` renders as empty, as the spec says.
    ///   - escape: applied to `{{x}}` interpolations. `MustacheEscaping.html` for the spec; `MustacheEscaping.none` for code.
    /// - Throws: `MustacheError` when a partial fails to parse.
    public func render(
        _ context: MustacheValue,
        partials: MustachePartials = .none,
        escape: MustacheEscaping = .html
    ) throws(MustacheError) -> String {
        fatalError("not implemented yet")
    }
}

/// Looks up partials by name. Parsed partials should be cached by the implementation.
public struct MustachePartials: Sendable {
    /// Returns the source of the named partial, with a name for errors, or nil if absent.
    public var lookup: @Sendable (String) -> (source: String, name: String)?

    public init(lookup: @escaping @Sendable (String) -> (source: String, name: String)?) {
        self.lookup = lookup
    }

    /// No partials: every `{{> name}}` renders as empty.
    public static let none = MustachePartials { _ in nil }

    /// Partials from a dictionary of name → source.
    public static func dictionary(_ sources: [String: String]) -> MustachePartials {
        MustachePartials { name in sources[name].map { ($0, name) } }
    }
}

/// How `{{x}}` interpolations are escaped.
public enum MustacheEscaping: Sendable {
    /// `&`, `<`, `>`, `"` and `'` become entities, as the Mustache spec requires.
    case html
    /// Nothing is escaped: the right choice for generating source code.
    case none
}

/// A broken template, located in its source.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's name (usually its path).
    public var templateName: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String

    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:column: error: message`
    public var description: String { "\(templateName):\(line):\(column): error: \(message)" }
}
