/// A position in a YAML source: 1-based line and column, converted once at the libyaml boundary.
///
/// Columns count Unicode scalars from the start of the line, as libyaml does.
public struct SourceMark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int

    /// Creates a mark at the given 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders marks by line, then column.
    public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// A composed YAML node: anchors and aliases resolved, merge keys applied, every node located.
public struct YAMLNode: Sendable {
    /// The node's content.
    public enum Content: Sendable {
        /// A scalar.
        case scalar(YAMLScalar)
        /// A sequence's items, in source order.
        case sequence([YAMLNode])
        /// Entries in source order. Keys are unique (duplicates are rejected while composing).
        case mapping([YAMLMappingEntry])
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts in the source (for an alias: where the alias is used).
    public var mark: SourceMark
    /// The node's tag after resolution, in full form, e.g. `tag:yaml.org,2002:str`.
    public var tag: String

    /// Creates a node.
    public init(content: Content, mark: SourceMark, tag: String) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }
}

/// One key/value pair of a mapping.
public struct YAMLMappingEntry: Sendable {
    /// The key.
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar with its source text and its value under the YAML 1.2 core schema (or its explicit tag).
public struct YAMLScalar: Sendable {
    /// How the scalar was written.
    public enum Style: Sendable, Hashable {
        /// Unquoted; the only style whose value is resolved by the core schema.
        case plain
        /// `'…'`.
        case singleQuoted
        /// `"…"`.
        case doubleQuoted
        /// `|` block scalar.
        case literal
        /// `>` block scalar.
        case folded
    }

    /// The value a scalar resolves to.
    public enum Value: Sendable, Hashable {
        /// `!!null`.
        case null
        /// `!!bool`.
        case bool(Bool)
        /// `!!int` that fits `Int` (larger integers resolve to `.float`).
        case int(Int)
        /// `!!float`, including `.inf`, `-.inf` and `.nan`.
        case float(Double)
        /// `!!str`, and every scalar with a tag outside the core schema.
        case string(String)
    }

    /// The scalar's text, after unescaping and folding.
    public var text: String
    /// How the scalar was written.
    public var style: Style
    /// The resolved value.
    public var value: Value

    /// Creates a scalar.
    public init(text: String, style: Style, value: Value) {
        self.text = text
        self.style = style
        self.value = value
    }
}
