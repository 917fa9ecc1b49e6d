// A parsed template as Swift source, so that a program can embed templates parsed when it is
// built and parse nothing at run time (listgen's `BuiltinTemplates+Generated.swift`).

extension MustacheTemplate {
    /// A template from nodes parsed earlier, as written by ``nodesSwiftSource(templateNameVariable:indent:)``:
    /// nothing is parsed. `source` must be the text those nodes were parsed from.
    package init(name: String, source: String, nodes: [MustacheNode]) {
        self.name = name
        self.source = source
        self.nodes = nodes
    }

    /// Swift source of an array literal of type `[MustacheNode]` equal to this template's nodes, for
    /// code generated at build time. Locations name the template through the variable
    /// `templateNameVariable`, which the surrounding code declares; the first line is not indented,
    /// every other line by `indent` spaces or more.
    package func nodesSwiftSource(templateNameVariable: String, indent: Int) -> String {
        var writer = NodeSourceWriter(templateNameVariable: templateNameVariable)
        writer.nodes(nodes, indent: indent)
        return writer.out
    }
}

/// Writes nodes as Swift expressions, one node per line.
private struct NodeSourceWriter {
    let templateNameVariable: String
    var out = ""

    mutating func nodes(_ nodes: [MustacheNode], indent: Int) {
        if nodes.isEmpty {
            out += "[]"
            return
        }
        out += "[\n"
        for node in nodes {
            out += String(repeating: " ", count: indent + 4)
            self.node(node, indent: indent + 4)
            out += ",\n"
        }
        out += String(repeating: " ", count: indent) + "]"
    }

    mutating func node(_ node: MustacheNode, indent: Int) {
        switch node {
        case .text(let text): out += ".text(\(literal(text)))"
        case .lineStart(let text): out += ".lineStart(\(literal(text)))"
        case .variable(let name, let escaped): out += ".variable(\(self.name(name)), escaped: \(escaped))"
        case .section(let name, let children):
            out += ".section(\(self.name(name)), "
            nodes(children, indent: indent)
            out += ")"
        case .inverted(let name, let children):
            out += ".inverted(\(self.name(name)), "
            nodes(children, indent: indent)
            out += ")"
        case .partial(let tag):
            out += ".partial(MustachePartialTag(name: \(partialName(tag.name)), indent: \(optional(tag.indent)), "
            out += "location: \(location(tag.location))))"
        case .parent(let tag):
            out += ".parent(MustacheParentTag(name: \(partialName(tag.name)), indent: \(optional(tag.indent)), "
            out += "blocks: "
            blocks(tag.blocks, indent: indent)
            out += ", location: \(location(tag.location))))"
        case .block(let block):
            out += ".block("
            self.block(block, indent: indent)
            out += ")"
        }
    }

    mutating func blocks(_ blocks: [String: MustacheBlock], indent: Int) {
        if blocks.isEmpty {
            out += "[:]"
            return
        }
        out += "[\n"
        for key in blocks.keys.sorted() {
            out += String(repeating: " ", count: indent + 4) + literal(key) + ": "
            block(blocks[key]!, indent: indent + 4)
            out += ",\n"
        }
        out += String(repeating: " ", count: indent) + "]"
    }

    mutating func block(_ block: MustacheBlock, indent: Int) {
        out += "MustacheBlock(name: \(literal(block.name)), content: "
        nodes(block.content, indent: indent)
        out += ", startsAtLineStart: \(block.startsAtLineStart), isStandalone: \(block.isStandalone), "
        out += "before: \(literal(block.before)), contentIndent: \(literal(block.contentIndent)))"
    }

    func name(_ name: MustacheName) -> String {
        "MustacheName([\(name.parts.map(literal).joined(separator: ", "))], \(location(name.location)))"
    }

    func partialName(_ name: MustachePartialName) -> String {
        switch name {
        case .fixed(let text): ".fixed(\(literal(text)))"
        case .dynamic(let name): ".dynamic(\(self.name(name)))"
        }
    }

    func location(_ location: MustacheLocation) -> String {
        "MustacheLocation(\(templateNameVariable), \(location.line), \(location.column))"
    }

    func optional(_ text: String?) -> String { text.map(literal) ?? "nil" }

    /// A Swift string literal for `text`, printable ASCII only.
    func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Only printable ASCII raw: the literal is the same whatever the editor or the file's encoding.
                if scalar.value < 0x20 || scalar.value >= 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension MustacheTemplate {
    /// The names of the partials and parents this template's tags name (`{{> name}}`, `{{< name}}`),
    /// sorted, each once; nil when a tag's name is dynamic (`{{>*name}}`), known only when rendering.
    /// Partials of those partials are not included.
    package var namedTemplates: [String]? {
        var names: Set<String> = []
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
