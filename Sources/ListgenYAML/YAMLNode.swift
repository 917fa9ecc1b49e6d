/// A position in a YAML source: 1-based line and column, converted once at the libyaml boundary.
///
/// Columns count Unicode scalars from the start of the line, as libyaml does.
package struct SourceMark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    /// 1-based column number.
    package var column: Int

    /// Creates a mark at the given 1-based line and column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders marks by line, then column.
    package static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
}

/// A composed YAML node: anchors and aliases resolved, merge keys applied, every node located.
package struct YAMLNode: Sendable {
    /// The node's content.
    package enum Content: Sendable {
        /// A scalar.
        case scalar(YAMLScalar)
        /// A sequence's items, in source order.
        case sequence([YAMLNode])
        /// Entries in source order. Keys are unique (duplicates are rejected while composing).
        case mapping([YAMLMappingEntry])
    }

    /// The node's content.
    package var content: Content
    /// Where the node starts in the source (for an alias: where the alias is used).
    package var mark: SourceMark
    /// The node's tag after resolution, in full form, e.g. `tag:yaml.org,2002:str`.
    package var tag: String

    /// Creates a node.
    package init(content: Content, mark: SourceMark, tag: String) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }
}

/// One key/value pair of a mapping.
package struct YAMLMappingEntry: Sendable {
    /// The key.
    package var key: YAMLNode
    /// The value.
    package var value: YAMLNode

    /// Creates an entry.
    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A scalar with its source text and its value under the YAML 1.2 core schema (or its explicit tag).
package struct YAMLScalar: Sendable {
    /// How the scalar was written.
    package enum Style: Sendable, Hashable {
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
    package enum Value: Sendable, Hashable {
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
    package var text: String
    /// How the scalar was written.
    package var style: Style
    /// The resolved value.
    package var value: Value

    /// Creates a scalar.
    package init(text: String, style: Style, value: Value) {
        self.text = text
        self.style = style
        self.value = value
    }
}
