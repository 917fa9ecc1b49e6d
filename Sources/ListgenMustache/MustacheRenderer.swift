// Renders parsed nodes into one output string (internal; one renderer per render call).

struct MustacheRenderer: ~Copyable {
    var output: MustacheOutput
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

    init(
        context: MustacheValue, partials: MustachePartials, escape: MustacheEscaping, strict: Bool = false,
        capacity: Int = 4096
    ) {
        self.output = MustacheOutput(capacity: capacity)
        self.stack = [context]
        self.partials = partials
        self.escape = escape
        self.strict = strict
    }

    /// Renders `template`: its byte code when it has some, else its nodes.
    mutating func render(_ template: MustacheTemplate) throws(MustacheError) {
        if let program = template.program {
            try render(program, of: template, in: 0..<program.code.count)
        } else {
            try render(template.nodes)
        }
    }

    // Parsed nodes and byte code are rendered by the same steps (`variable`, `section`, …): the two
    // walks below only decode what each step is applied to.

    mutating func render(_ nodes: [MustacheNode]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart(let whitespace):
                lineStart(whitespace)
            case .variable(let name, let escaped):
                variable(try resolve(name, kind: "variable"), escaped: escaped)
            case .section(let name, let children):
                try section(try resolve(name, kind: "section")) { renderer throws(MustacheError) in
                    try renderer.render(children)
                }
            case .inverted(let name, let children):
                try inverted(try resolve(name, kind: "section")) { renderer throws(MustacheError) in
                    try renderer.render(children)
                }
            case .partial(let tag):
                try partial(try template(tag.name), indent: tag.indent, at: tag.location)
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

    /// Renders the byte code in `range` of `program`, compiled from `template` (see `MustacheProgram`).
    private mutating func render(
        _ program: MustacheProgram, of template: MustacheTemplate, in range: Range<Int>
    ) throws(MustacheError) {
        var reader = MustacheCodeReader(code: program.code, position: range.lowerBound)
        while reader.position < range.upperBound {
            switch reader.byte() {
            case UInt8(ascii: "t"):
                output += program.string(reader.number())
            case UInt8(ascii: "L"):
                lineStart(program.string(reader.number()))
            case let op where op == UInt8(ascii: "V") || op == UInt8(ascii: "v"):
                let name = reader.skipName()
                variable(
                    try resolve(name, of: program, in: template, kind: "variable"), escaped: op == UInt8(ascii: "V"))
            case let op where op == UInt8(ascii: "S") || op == UInt8(ascii: "I"):
                let value = try resolve(reader.skipName(), of: program, in: template, kind: "section")
                let length = reader.number()
                let content = reader.position..<reader.position + length
                reader.position += length
                if op == UInt8(ascii: "S") {
                    try section(value) { renderer throws(MustacheError) in
                        try renderer.render(program, of: template, in: content)
                    }
                } else {
                    try inverted(value) { renderer throws(MustacheError) in
                        try renderer.render(program, of: template, in: content)
                    }
                }
            case UInt8(ascii: "P"):
                let isFixed = reader.byte() == UInt8(ascii: "f")
                let name = isFixed ? reader.number() : reader.skipName()
                let indent = reader.number()
                let location = MustacheLocation(template.name, reader.number(), reader.number())
                guard
                    let found = isFixed
                        ? try self.template(named: program.string(name))
                        : try self.template(namedBy: try resolve(name, of: program, in: template, kind: "partial name"))
                else { continue }
                try expand(found, indent: indent == 0 ? nil : program.string(indent - 1), at: location)
            default:
                assertionFailure("bad byte code in \(template.name) at \(reader.position - 1)")
                return
            }
        }
    }

    // MARK: The steps

    private mutating func lineStart(_ whitespace: String) {
        if !indent.isEmpty { output += indent }
        if !whitespace.isEmpty { output += whitespace }
    }

    private mutating func variable(_ value: MustacheValue?, escaped: Bool) {
        guard let value else { return }
        if escaped, escape == .html {
            appendEscaped(value)
        } else {
            value.appendInterpolation(to: &output)
        }
    }

    private mutating func section(
        _ value: MustacheValue?, _ content: (inout MustacheRenderer) throws(MustacheError) -> Void
    ) throws(MustacheError) {
        guard let value else { return }
        if case .array(let items) = value {
            for item in items {
                stack.append(item)
                try content(&self)
                stack.removeLast()
            }
        } else if value.isTruthy {
            stack.append(value)
            try content(&self)
            stack.removeLast()
        }
    }

    private mutating func inverted(
        _ value: MustacheValue?, _ content: (inout MustacheRenderer) throws(MustacheError) -> Void
    ) throws(MustacheError) {
        if !(value?.isTruthy ?? false) { try content(&self) }
    }

    private mutating func partial(
        _ template: MustacheTemplate?, indent: String?, at location: MustacheLocation
    ) throws(MustacheError) {
        guard let template else { return }
        try expand(template, indent: indent, at: location)
    }

    /// ``resolve(_:kind:)`` for the name whose code starts at `position` of `program`.
    private func resolve(
        _ position: Int, of program: MustacheProgram, in template: MustacheTemplate, kind: String
    ) throws(MustacheError) -> MustacheValue? {
        var reader = MustacheCodeReader(code: program.code, position: position)
        _ = reader.number()  // the name's length
        let count = reader.number()
        let first = reader.position
        let value = lookup(count) { index in
            var part = MustacheCodeReader(code: program.code, position: first)
            var skipped = 0
            while skipped < index {
                _ = part.number()
                skipped += 1
            }
            return program.string(part.number())
        }
        if value != nil || !strict || count == 0 { return value }
        var parts: [String] = []
        for _ in 0..<count { parts.append(program.string(reader.number())) }
        let name = MustacheName(parts, MustacheLocation(template.name, reader.number(), reader.number()))
        return try resolve(name, kind: kind)
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
        return lookup(parts.count) { parts[$0] }
    }

    /// ``lookup(_:)`` for a name of `count` parts, each given by `part`.
    private func lookup(_ count: Int, _ part: (Int) -> String) -> MustacheValue? {
        guard count > 0 else { return stack.last }
        let first = part(0)
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
        while position < count {
            guard case .object(let fields) = value, let next = fields[part(position)] else { return nil }
            value = next
            position += 1
        }
        return value
    }

    private mutating func template(_ name: MustachePartialName) throws(MustacheError) -> MustacheTemplate? {
        switch name {
        case .fixed(let fixed): try template(named: fixed)
        case .dynamic(let dynamic): try template(namedBy: try resolve(dynamic, kind: "partial name"))
        }
    }

    /// The partial or parent a dynamic name's value names; nil when the name resolves to nothing
    /// or to an empty text.
    private mutating func template(namedBy value: MustacheValue?) throws(MustacheError) -> MustacheTemplate? {
        guard let key = value?.interpolationText, !key.isEmpty else { return nil }
        return try template(named: key)
    }

    /// The partial or parent named `key`, parsed at most once per render; nil when absent.
    private mutating func template(named key: String) throws(MustacheError) -> MustacheTemplate? {
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
        try render(template)
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
