// The parsed form of a template (internal).

/// A tag's name: `.` (no parts) or a dotted name split on periods.
package struct MustacheName: Sendable {
    /// Empty for the implicit iterator `.`.
    let parts: [String]
    /// Where the tag naming it is (for unknown-name errors when rendering strictly).
    let location: MustacheLocation

    /// The name as written, `a.b`, or `.`.
    var text: String { parts.isEmpty ? "." : parts.joined(separator: ".") }

    package init(_ parts: [String], _ location: MustacheLocation) {
        self.parts = parts
        self.location = location
    }
}

/// The name of a partial or parent: fixed, or `*dotted.name` resolved against the context.
package enum MustachePartialName: Sendable {
    case fixed(String)
    case dynamic(MustacheName)
}

/// Where a tag is, for errors raised while rendering.
package struct MustacheLocation: Sendable {
    let templateName: String
    let line: Int
    let column: Int

    package init(_ templateName: String, _ line: Int, _ column: Int) {
        self.templateName = templateName
        self.line = line
        self.column = column
    }

    func error(_ message: String) -> MustacheError {
        MustacheError(templateName: templateName, line: line, column: column, message: message)
    }
}

/// A `{{> partial}}` tag.
package final class MustachePartialTag: Sendable {
    let name: MustachePartialName
    /// The indentation of a standalone tag (prepended to every line of the partial); nil inline.
    let indent: String?
    let location: MustacheLocation

    package init(name: MustachePartialName, indent: String?, location: MustacheLocation) {
        self.name = name
        self.indent = indent
        self.location = location
    }
}

/// A `{{< parent}}…{{/parent}}` tag with its arguments.
package final class MustacheParentTag: Sendable {
    let name: MustachePartialName
    /// The indentation of a standalone tag; nil inline.
    let indent: String?
    /// The `{{$ block}}` arguments, by name.
    let blocks: [String: MustacheBlock]
    let location: MustacheLocation

    package init(
        name: MustachePartialName, indent: String?, blocks: [String: MustacheBlock], location: MustacheLocation
    ) {
        self.name = name
        self.indent = indent
        self.blocks = blocks
        self.location = location
    }
}

/// A `{{$ block}}…{{/block}}`: a parameter with default content, or an argument of a parent tag.
package final class MustacheBlock: Sendable {
    let name: String
    let content: [MustacheNode]
    /// Whether the content's first line starts at the beginning of a source line.
    let startsAtLineStart: Bool
    /// Whether the opening tag is standalone: the content was dedented, and is reindented
    /// at expansion by `expansionIndent`.
    let isStandalone: Bool
    /// Whitespace before a standalone opening tag.
    let before: String
    /// Common indentation of a standalone block's content lines (already removed from them).
    let contentIndent: String

    package init(
        name: String, content: [MustacheNode], startsAtLineStart: Bool, isStandalone: Bool, before: String,
        contentIndent: String
    ) {
        self.name = name
        self.content = content
        self.startsAtLineStart = startsAtLineStart
        self.isStandalone = isStandalone
        self.before = before
        self.contentIndent = contentIndent
    }

    /// The indentation added to every line of the content where a standalone block expands.
    var expansionIndent: String { contentIndent.isEmpty ? before : contentIndent }

    /// This block inside a standalone block whose lines lose `count` leading whitespace characters.
    func dedented(by count: Int) -> MustacheBlock {
        if isStandalone {
            return MustacheBlock(
                name: name, content: content, startsAtLineStart: startsAtLineStart, isStandalone: true,
                before: String(before.dropFirst(count)), contentIndent: String(contentIndent.dropFirst(count)))
        }
        return MustacheBlock(
            name: name, content: dedent(content, by: count), startsAtLineStart: startsAtLineStart,
            isStandalone: false, before: before, contentIndent: contentIndent)
    }
}

/// A node of a parsed template.
package enum MustacheNode: Sendable {
    /// Literal text (never contains a line start except at its end).
    case text(String)
    /// The start of a non-empty source line: the current indentation, then the line's leading whitespace.
    case lineStart(String)
    /// `{{x}}` (escaped) or `{{{x}}}` / `{{& x}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#x}}…{{/x}}`.
    case section(MustacheName, [MustacheNode])
    /// `{{^x}}…{{/x}}`.
    case inverted(MustacheName, [MustacheNode])
    case partial(MustachePartialTag)
    case parent(MustacheParentTag)
    case block(MustacheBlock)
}

/// Removes `count` leading whitespace characters from every line of `nodes` (block reindentation).
func dedent(_ nodes: [MustacheNode], by count: Int) -> [MustacheNode] {
    guard count > 0 else { return nodes }
    return nodes.map { node in
        switch node {
        case .text, .variable: return node
        case .lineStart(let whitespace): return .lineStart(String(whitespace.dropFirst(count)))
        case .section(let name, let children): return .section(name, dedent(children, by: count))
        case .inverted(let name, let children): return .inverted(name, dedent(children, by: count))
        case .partial(let tag):
            guard let indent = tag.indent else { return node }
            return .partial(
                MustachePartialTag(name: tag.name, indent: String(indent.dropFirst(count)), location: tag.location))
        case .parent(let tag):
            return .parent(
                MustacheParentTag(
                    name: tag.name, indent: tag.indent.map { String($0.dropFirst(count)) },
                    blocks: tag.blocks.mapValues { $0.dedented(by: count) }, location: tag.location))
        case .block(let block): return .block(block.dedented(by: count))
        }
    }
}
