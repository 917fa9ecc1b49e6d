// Renders parsed nodes into one output string (internal; one renderer per render call).

struct MustacheRenderer {
    var output = ""
    private let escape: MustacheEscaping
    private let partials: MustachePartials
    /// Partials parsed during this render, by name; nil when absent.
    private var cache: [String: MustacheTemplate?] = [:]
    /// The context stack, innermost last.
    private var stack: [MustacheValue]
    /// Prepended at every line start (standalone partials and blocks).
    private var indent = ""
    /// Block arguments of the parents being expanded, outermost first.
    private var arguments: [[String: MustacheBlock]] = []
    private var depth = 0
    /// Whether a name found in no context is an error (``MustacheUnknownNames/error``).
    private let strict: Bool

    init(context: MustacheValue, partials: MustachePartials, escape: MustacheEscaping, strict: Bool = false) {
        self.stack = [context]
        self.partials = partials
        self.escape = escape
        self.strict = strict
    }

    mutating func render(_ nodes: [MustacheNode]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart(let whitespace):
                if !indent.isEmpty { output += indent }
                if !whitespace.isEmpty { output += whitespace }
            case .variable(let name, let escaped):
                guard let value = try resolve(name, kind: "variable") else { continue }
                if escaped, escape == .html {
                    appendEscaped(value)
                } else {
                    value.appendInterpolation(to: &output)
                }
            case .section(let name, let children):
                guard let value = try resolve(name, kind: "section") else { continue }
                if case .array(let items) = value {
                    for item in items {
                        stack.append(item)
                        try render(children)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try render(children)
                    stack.removeLast()
                }
            case .inverted(let name, let children):
                if !(try resolve(name, kind: "section")?.isTruthy ?? false) { try render(children) }
            case .partial(let tag):
                guard let template = try template(tag.name) else { continue }
                try expand(template, indent: tag.indent, at: tag.location)
            case .parent(let tag):
                guard let template = try template(tag.name) else { continue }
                arguments.append(tag.blocks)
                try expand(template, indent: tag.indent, at: tag.location)
                arguments.removeLast()
            case .block(let block):
                var chosen = block
                for frame in arguments {
                    if let argument = frame[block.name] {
                        chosen = argument
                        break
                    }
                }
                if block.isStandalone {
                    let saved = indent
                    indent += block.expansionIndent
                    if !chosen.startsAtLineStart, !chosen.content.isEmpty { output += indent }
                    try render(chosen.content)
                    indent = saved
                } else {
                    try render(chosen.content)
                }
            }
        }
    }

    /// ``lookup(_:)``; when strict, a name that is not found is an error at its tag, with the names
    /// that were visible there (for a did-you-mean).
    private func resolve(_ name: MustacheName, kind: String) throws(MustacheError) -> MustacheValue? {
        if let value = lookup(name) { return value }
        guard strict, let first = name.parts.first else { return nil }
        // Which part failed, and what was visible there.
        var visible: Set<String> = []
        var value: MustacheValue?
        for frame in stack.reversed() {
            if case .object(let fields) = frame {
                if let found = fields[first] {
                    value = found
                    break
                }
                visible.formUnion(fields.keys)
            }
        }
        var missing = first
        if var current = value {
            for part in name.parts.dropFirst() {
                guard case .object(let fields) = current, let next = fields[part] else {
                    missing = part
                    if case .object(let fields) = current { visible = Set(fields.keys) } else { visible = [] }
                    break
                }
                current = next
            }
        }
        var error = name.location.error(
            missing == name.text
                ? "unknown \(kind) '\(missing)'" : "unknown \(kind) '\(name.text)' (no '\(missing)' there)")
        error.unknownName = missing
        error.knownNames = visible.sorted()
        throw error
    }

    /// Resolves `name` through the context stack: the first part against each context from the
    /// top, the other parts strictly against the previous result. `nil` when it fails.
    private func lookup(_ name: MustacheName) -> MustacheValue? {
        let parts = name.parts
        guard let first = parts.first else { return stack.last }
        var index = stack.count - 1
        var found: MustacheValue? = nil
        while index >= 0 {
            if case .object(let fields) = stack[index], let value = fields[first] {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else { return nil }
        // An index loop, not `parts.dropFirst()`: a debug build (as a build plugin builds listgen)
        // looks up the slice's and its iterator's generic metadata on every call.
        var position = 1
        while position < parts.count {
            guard case .object(let fields) = value, let next = fields[parts[position]] else { return nil }
            value = next
            position += 1
        }
        return value
    }

    private mutating func template(_ name: MustachePartialName) throws(MustacheError) -> MustacheTemplate? {
        let key: String
        switch name {
        case .fixed(let fixed):
            key = fixed
        case .dynamic(let dynamic):
            guard let value = try resolve(dynamic, kind: "partial name") else { return nil }
            key = value.interpolationText
            if key.isEmpty { return nil }
        }
        if let template = partials.parsed[key] { return template }
        if let template = partials.resolveParsed?(key) { return template }
        if let cached = cache[key] { return cached }
        guard let (source, sourceName) = partials.lookup(key) else {
            cache[key] = .some(nil)
            return nil
        }
        let template = try MustacheTemplate(source: source, name: sourceName)
        cache[key] = template
        return template
    }

    private mutating func expand(
        _ template: MustacheTemplate, indent tagIndent: String?, at location: MustacheLocation
    ) throws(MustacheError) {
        guard depth < MustacheTemplate.maximumPartialDepth else {
            throw location.error(
                "partial '\(template.name)' nested more than \(MustacheTemplate.maximumPartialDepth) levels deep "
                    + "(endless recursion?)")
        }
        depth += 1
        let saved = indent
        indent = tagIndent.map { saved + $0 } ?? ""
        try render(template.nodes)
        indent = saved
        depth -= 1
    }

    private mutating func appendEscaped(_ value: MustacheValue) {
        switch value {
        case .string(let text): appendEscaped(text)
        case .array: appendEscaped(value.interpolationText)
        default: value.appendInterpolation(to: &output)
        }
    }

    private mutating func appendEscaped(_ text: String) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            output += text
            return
        }
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let entity: String
            switch utf8[index] {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22: entity = "&quot;"
            case 0x27: entity = "&#39;"
            default:
                index = utf8.index(after: index)
                continue
            }
            output += text[start..<index]
            output += entity
            index = utf8.index(after: index)
            start = index
        }
        output += text[start..<utf8.endIndex]
    }
}
