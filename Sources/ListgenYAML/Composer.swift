internal import CYaml

/// Builds located nodes straight from libyaml events, without recursion.
///
/// Collections under construction live on an explicit stack, so nesting depth costs heap, not
/// call stack; the stack never grows beyond `limits.maxDepth`. Recoverable problems (duplicate
/// keys, unknown aliases, tags that do not fit) are collected; limit violations stop composing.
struct Composer {
    /// A collection being built.
    private struct Frame {
        var isMapping: Bool
        var mark: SourceMark
        var tag: String
        var anchor: String?
        /// `expanded` before this collection was started (to count the anchored subtree).
        var countAtStart: Int
        /// Where this collection's children start in `nodes` (sequence items, or mapping keys
        /// and values alternating).
        var start: Int
        /// Whether a merge key (`<<`) was added to this mapping.
        var hasMerge = false
    }

    /// An anchored node and the number of nodes it expands to.
    private struct Anchored {
        var node: YAMLNode
        var count: Int
    }

    private let limits: YAMLReader.Limits
    /// Every problem found so far.
    private(set) var errors: [YAMLError] = []
    private var anchors: [String: Anchored] = [:]
    /// Nodes in the current document, counting each alias as the size of its target.
    private var expanded = 0
    private var stack: [Frame] = []
    /// The children of every open collection, innermost last: one shared buffer, so that each
    /// finished collection costs exactly one allocation of its final size.
    private let nodes = NodeBuffer()
    private var root: YAMLNode?

    init(limits: YAMLReader.Limits) {
        self.limits = limits
    }

    /// Reads every event from `parser` and returns the composed documents.
    ///
    /// With `single`, a second document is an error located at its start.
    static func compose(
        _ parser: LibYAMLParser, limits: YAMLReader.Limits, single: Bool
    ) throws(YAMLErrors) -> [YAMLNode] {
        var composer = Composer(limits: limits)
        var documents: [YAMLNode] = []
        var firstDocument: SourceMark?
        let event = parser.event
        loop: while true {
            guard parser.next() else {
                // A syntax error comes alone: anything derived from the partial document (a
                // duplicate key made of a value's pieces, say) would be invented, not found.
                throw YAMLErrors([parser.error()])
            }
            let mark = SourceMark(event.pointee.start_mark)
            let ok: Bool
            switch event.pointee.type {
            case YAML_SCALAR_EVENT:
                ok = composer.scalar(event, mark: mark)
            case YAML_MAPPING_START_EVENT:
                let data = event.pointee.data.mapping_start
                ok = composer.start(mapping: true, anchor: data.anchor, tag: data.tag, mark: mark)
            case YAML_SEQUENCE_START_EVENT:
                let data = event.pointee.data.sequence_start
                ok = composer.start(mapping: false, anchor: data.anchor, tag: data.tag, mark: mark)
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                composer.end()
                ok = true
            case YAML_ALIAS_EVENT:
                ok = composer.alias(event.pointee.data.alias.anchor, mark: mark)
            case YAML_DOCUMENT_START_EVENT:
                if single, let firstDocument {
                    composer.errors.append(
                        YAMLError(
                            message: "a spec must be a single YAML document", mark: mark,
                            notes: [YAMLError.Note(message: "the first document started here", mark: firstDocument)]))
                    ok = false
                } else {
                    firstDocument = mark
                    composer.startDocument()
                    ok = true
                }
            case YAML_DOCUMENT_END_EVENT:
                if let root = composer.root { documents.append(root) }
                composer.root = nil
                ok = true
            case YAML_STREAM_END_EVENT:
                break loop
            default:
                ok = true
            }
            if !ok { throw composer.sortedErrors() }
        }
        if !composer.errors.isEmpty { throw composer.sortedErrors() }
        return documents
    }

    /// The errors in source order (stable for errors at the same place).
    private func sortedErrors() -> YAMLErrors {
        let sorted = errors.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }
        return YAMLErrors(sorted.map(\.element))
    }

    private mutating func startDocument() {
        anchors.removeAll(keepingCapacity: true)
        expanded = 0
        root = nil
    }

    /// Counts `nodes` more nodes; false (with an error at `mark`) once over the limit.
    @inline(__always)
    private mutating func count(_ nodes: Int, at mark: SourceMark, alias: String?) -> Bool {
        expanded += nodes
        guard expanded > limits.maxExpandedNodes else { return true }
        let how = alias.map { "alias '*\($0)' expands" } ?? "this node expands"
        errors.append(
            YAMLError(message: "\(how) the document beyond \(limits.maxExpandedNodes) nodes", mark: mark))
        return false
    }

    @inline(__always)
    private mutating func add(_ node: YAMLNode) {
        if stack.isEmpty {
            root = node
        } else {
            nodes.append(node)
        }
    }

    /// Whether the next node added is a mapping key.
    @inline(__always)
    private var expectsKey: Bool {
        guard !stack.isEmpty else { return false }
        let top = stack.count - 1
        return stack[top].isMapping && (nodes.count - stack[top].start) % 2 == 0
    }

    // MARK: - Scalars

    private mutating func scalar(_ event: UnsafeMutablePointer<yaml_event_t>, mark: SourceMark) -> Bool {
        let data = event.pointee.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.length)
        let text = makeString(data.value, data.length)
        let style: YAMLScalar.Style
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        let value: YAMLScalar.Value
        let tag: String
        var isMerge = false
        if let rawTag = data.tag {
            (value, tag) = resolveTagged(String(cString: rawTag), bytes: bytes, text: text, mark: mark)
            isMerge = tag == CoreTag.merge && expectsKey
        } else if style == .plain {
            if data.length == 2, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "<"), expectsKey {
                (value, tag) = (.string(text), CoreTag.merge)
                isMerge = true
            } else {
                (value, tag) = CoreSchema.resolvePlain(bytes, text: text)
            }
        } else {
            (value, tag) = (.string(text), CoreTag.str)
        }
        if isMerge { stack[stack.count - 1].hasMerge = true }
        let node = YAMLNode(content: .scalar(YAMLScalar(text: text, style: style, value: value)), mark: mark, tag: tag)
        guard count(1, at: mark, alias: nil) else { return false }
        if let anchor = data.anchor {
            anchors[String(cString: anchor)] = Anchored(node: node, count: 1)
        }
        add(node)
        return true
    }

    /// Resolves a scalar with an explicit tag; a core tag whose form does not match is an error.
    private mutating func resolveTagged(
        _ tag: String, bytes: UnsafeBufferPointer<UInt8>, text: String, mark: SourceMark
    ) -> (YAMLScalar.Value, String) {
        switch tag {
        case "!", CoreTag.str:
            return (.string(text), CoreTag.str)
        case CoreTag.int:
            if let value = CoreSchema.int(bytes, text: text) { return (value, tag) }
        case CoreTag.float:
            if let value = CoreSchema.float(bytes, text: text) { return (.float(value), tag) }
            switch CoreSchema.int(bytes, text: text) {
            case .int(let int)?: return (.float(Double(int)), tag)
            case .float(let double)?: return (.float(double), tag)
            default: break
            }
        case CoreTag.bool:
            if let value = CoreSchema.bool(bytes) { return (.bool(value), tag) }
        case CoreTag.null:
            if CoreSchema.isNull(bytes) { return (.null, tag) }
        case CoreTag.map, CoreTag.seq:
            errors.append(YAMLError(message: "\(shortTag(tag)) tag on a scalar", mark: mark))
            return (.string(text), CoreTag.str)
        default:
            return (.string(text), tag)
        }
        errors.append(YAMLError(message: "'\(abbreviated(text))' is not a valid \(shortTag(tag))", mark: mark))
        return (.string(text), CoreTag.str)
    }

    // MARK: - Collections

    private mutating func start(
        mapping: Bool, anchor: UnsafeMutablePointer<UInt8>?, tag rawTag: UnsafeMutablePointer<UInt8>?,
        mark: SourceMark
    ) -> Bool {
        guard stack.count < limits.maxDepth else {
            errors.append(YAMLError(message: "nesting is deeper than \(limits.maxDepth) levels", mark: mark))
            return false
        }
        let defaultTag = mapping ? CoreTag.map : CoreTag.seq
        var tag = defaultTag
        if let rawTag {
            let written = String(cString: rawTag)
            switch written {
            case "!", defaultTag:
                break
            case CoreTag.map, CoreTag.seq, CoreTag.str, CoreTag.int, CoreTag.float, CoreTag.bool, CoreTag.null:
                let kind = mapping ? "mapping" : "sequence"
                errors.append(YAMLError(message: "\(shortTag(written)) tag on a \(kind)", mark: mark))
            default:
                tag = written
            }
        }
        let countAtStart = expanded
        guard count(1, at: mark, alias: nil) else { return false }
        stack.append(
            Frame(
                isMapping: mapping, mark: mark, tag: tag, anchor: anchor.map { String(cString: $0) },
                countAtStart: countAtStart, start: nodes.count))
        return true
    }

    private mutating func end() {
        // `removeLast()`, not `popLast()`: an optional frame was one more type (`Frame?`) whose metadata
        // the runtime instantiated from its mangled name to destroy it.
        guard !stack.isEmpty else { return }
        let frame = stack.removeLast()
        let content: YAMLNode.Content
        if frame.isMapping {
            let entries = nodes.takeEntries(from: frame.start)
            checkDuplicates(entries)
            content = .mapping(frame.hasMerge ? applyMerges(entries) : entries)
        } else {
            content = .sequence(nodes.takeSequence(from: frame.start))
        }
        let node = YAMLNode(content: content, mark: frame.mark, tag: frame.tag)
        if let anchor = frame.anchor {
            anchors[anchor] = Anchored(node: node, count: expanded - frame.countAtStart)
        }
        add(node)
    }

    private mutating func alias(_ rawName: UnsafeMutablePointer<UInt8>?, mark: SourceMark) -> Bool {
        let name = rawName.map { String(cString: $0) } ?? ""
        guard let target = anchors[name] else {
            if stack.contains(where: { $0.anchor == name }) {
                errors.append(YAMLError(message: "alias '*\(name)' refers to a node that contains it", mark: mark))
            } else {
                errors.append(
                    YAMLError(message: "unknown alias '*\(name)': no anchor '&\(name)' before it", mark: mark))
            }
            add(
                YAMLNode(
                    content: .scalar(YAMLScalar(text: "", style: .plain, value: .null)), mark: mark, tag: CoreTag.null))
            return true
        }
        guard count(target.count, at: mark, alias: name) else { return false }
        if target.node.tag == CoreTag.merge, expectsKey { stack[stack.count - 1].hasMerge = true }
        var node = target.node
        node.mark = mark
        add(node)
        return true
    }

    // MARK: - Mappings

    /// Reports every key equal to an earlier key of the same mapping (at the later key, noting the first).
    private mutating func checkDuplicates(_ entries: [YAMLMappingEntry]) {
        guard entries.count > 1 else { return }
        if entries.count <= 16 {
            for i in 1..<entries.count {
                for j in 0..<i where sameKey(entries[j].key, entries[i].key) {
                    reportDuplicate(entries[i].key, first: entries[j].key)
                    break
                }
            }
        } else {
            var seen: [KeyIdentity: Int] = [:]
            seen.reserveCapacity(entries.count)
            for (i, entry) in entries.enumerated() {
                let identity = KeyIdentity(entry.key)
                if let j = seen[identity] {
                    reportDuplicate(entry.key, first: entries[j].key)
                } else {
                    seen[identity] = i
                }
            }
        }
    }

    private mutating func reportDuplicate(_ key: YAMLNode, first: YAMLNode) {
        let what: String
        if case .scalar(let scalar) = key.content {
            what = "duplicate key '\(abbreviated(scalar.text))'"
        } else {
            what = "duplicate mapping key"
        }
        errors.append(
            YAMLError(
                message: what, mark: key.mark, notes: [YAMLError.Note(message: "first defined here", mark: first.mark)])
        )
    }

    /// Replaces merge keys by the entries they merge; explicit keys win, earlier merged mappings win.
    private mutating func applyMerges(_ entries: [YAMLMappingEntry]) -> [YAMLMappingEntry] {
        var present = Set<KeyIdentity>()
        for entry in entries where entry.key.tag != CoreTag.merge {
            present.insert(KeyIdentity(entry.key))
        }
        var result: [YAMLMappingEntry] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            guard entry.key.tag == CoreTag.merge else {
                result.append(entry)
                continue
            }
            let sources: [YAMLNode]
            switch entry.value.content {
            case .mapping: sources = [entry.value]
            case .sequence(let items): sources = items
            case .scalar:
                errors.append(
                    YAMLError(
                        message: "the value of merge key '<<' must be a mapping or a sequence of mappings",
                        mark: entry.value.mark))
                continue
            }
            for source in sources {
                guard case .mapping(let merged) = source.content else {
                    errors.append(
                        YAMLError(message: "merge key '<<' can only merge mappings", mark: source.mark))
                    continue
                }
                for item in merged where present.insert(KeyIdentity(item.key)).inserted {
                    result.append(item)
                }
            }
        }
        return result
    }

    /// Keys are equal when their resolved tags and values (recursively, for collections) are equal.
    @inline(__always)
    private func sameKey(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        if case .scalar(let x) = a.content, case .scalar(let y) = b.content {
            return x.value == y.value && a.tag == b.tag
        }
        if case .scalar = a.content { return false }
        if case .scalar = b.content { return false }
        return KeyIdentity(a) == KeyIdentity(b)
    }
}

/// What makes two mapping keys the same: tag and value, flattened without recursion.
private struct KeyIdentity: Hashable {
    enum Token: Hashable {
        case scalar(tag: String, value: YAMLScalar.Value)
        case sequence(tag: String)
        case mapping(tag: String)
        case end
    }

    var tokens: [Token]

    init(_ node: YAMLNode) {
        if case .scalar(let scalar) = node.content {
            tokens = [.scalar(tag: node.tag, value: scalar.value)]
            return
        }
        enum Work {
            case node(YAMLNode)
            case end
        }
        var tokens: [Token] = []
        var work: [Work] = [.node(node)]
        while let next = work.popLast() {
            guard case .node(let node) = next else {
                tokens.append(.end)
                continue
            }
            switch node.content {
            case .scalar(let scalar):
                tokens.append(.scalar(tag: node.tag, value: scalar.value))
            case .sequence(let items):
                tokens.append(.sequence(tag: node.tag))
                work.append(.end)
                for item in items.reversed() { work.append(.node(item)) }
            case .mapping(let entries):
                tokens.append(.mapping(tag: node.tag))
                work.append(.end)
                for entry in entries.reversed() {
                    work.append(.node(entry.value))
                    work.append(.node(entry.key))
                }
            }
        }
        self.tokens = tokens
    }
}

/// `!!int` for a core tag, the full tag otherwise.
private func shortTag(_ tag: String) -> String {
    let prefix = "tag:yaml.org,2002:"
    return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
}

/// Text shortened for a message.
private func abbreviated(_ text: String) -> String {
    text.count > 40 ? text.prefix(37) + "..." : text
}

/// The children of open collections: a growable buffer whose tail is handed out by moving
/// (no copies, no reference counting), so each finished collection costs one exact-size allocation.
private final class NodeBuffer {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    /// The number of nodes held.
    private(set) var count = 0

    init(capacity: Int = 256) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func append(_ node: YAMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    private func grow() {
        let grown = UnsafeMutablePointer<YAMLNode>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    /// Moves the nodes from `start` on into an array, removing them from the buffer.
    func takeSequence(from start: Int) -> [YAMLNode] {
        let taken = count - start
        let array = [YAMLNode](unsafeUninitializedCapacity: taken) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: taken)
            initialized = taken
        }
        count = start
        return array
    }

    /// Moves the keys and values from `start` on (an even count) into entries, removing them from the buffer.
    func takeEntries(from start: Int) -> [YAMLMappingEntry] {
        let pairs = (count - start) / 2
        let array = [YAMLMappingEntry](unsafeUninitializedCapacity: pairs) { buffer, initialized in
            var source = base + start
            for i in 0..<pairs {
                (buffer.baseAddress! + i).initialize(
                    to: YAMLMappingEntry(key: source.move(), value: (source + 1).move()))
                source += 2
            }
            initialized = pairs
        }
        count = start
        return array
    }
}
