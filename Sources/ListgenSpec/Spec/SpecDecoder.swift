import ListgenYAML

/// Turns a composed YAML document into a validated ``ScreenSpec``.
///
/// Decoding checks shapes — unknown keys (with a did-you-mean), wrong value kinds, invalid names
/// and types — with the keys and defaults of ``SpecFormat``; ``SpecValidator`` then checks the
/// references between the parts. Every problem goes to a ``DiagnosticEngine``, and a spec is
/// returned only when there was no error.
package struct SpecDecoder {
    /// The path used in diagnostics, as given on the command line.
    let path: String
    /// The spec's file name, named in generated headers.
    let fileName: String

    package init(path: String) {
        self.path = path
        self.fileName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    func location(_ node: YAMLNode) -> SourceLocation { SourceLocation(path: path, mark: node.mark) }

    /// Decodes `root` (nil for an empty document), applies `overrides` to what it decoded, and
    /// validates the result: the spec's checks see the choices the code is generated with.
    package func decode(
        _ root: YAMLNode?, overrides: SpecOverrides = SpecOverrides(), diagnostics: inout DiagnosticEngine
    ) -> ScreenSpec? {
        let before = diagnostics.diagnostics.count
        guard let root else {
            diagnostics.error(
                "the spec is empty; it needs at least "
                    + SpecFormat.Screen.mapping.keys.filter(\.isRequired).map(\.quoted).joined(separator: " and ")
                    + " (run 'listgen init' for a starter)",
                at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        var context = Context(decoder: self)
        var validator = SpecValidator(path: path)
        var spec: ScreenSpec? = nil
        // Validated where it is decoded, with no `DecodedScreen?` in between: an optional of that type
        // was destroyed through the value witnesses of its type, which the runtime instantiated from the
        // type's mangled name.
        if let entries = context.mapping(root, "a spec") {
            spec = validator.validate(
                overrides.applied(to: context.screen(root, entries: entries)), sourceFileName: fileName)
        }
        diagnostics.merge(context.diagnostics)
        diagnostics.merge(validator.diagnostics)
        let hasNewErrors = diagnostics.diagnostics[before...].contains { $0.severity == .error }
        return hasNewErrors ? nil : spec
    }
}

extension SpecDecoder {
    /// How much one spec may declare. Generated code grows with cells × event names (every
    /// controller event switches over every cell kind), so an unbounded spec would make the
    /// generator run for hours and write gigabytes; these bounds are far above any real screen
    /// and admit the benchmark's very large spec (300 cell kinds with 3 events each).
    enum Limits {
        static let cells = 500
        static let events = 2_000
        static let routes = 500
        static let sections = 200
        static let fields = 200
    }

    /// Decoding state: the diagnostics of this spec.
    struct Context {
        let decoder: SpecDecoder
        var diagnostics = DiagnosticEngine()
        /// Routes named by events that had an error of their own: their use is unknown, so they
        /// get no "not used" warning (a consequence of that error, not a finding).
        var routesOfFailedEvents: Set<String> = []
        /// Routes declared under a valid name but refused for an error of their own: an event that
        /// names one is told nothing (the route's error is the one mistake), not "unknown route".
        var invalidRoutes: Set<String> = []
        /// How messages name the mapping whose key is being read (`event 'open' of cell 'ItemCell'`).
        var enclosing = "the spec"
        /// `what` with the mapping it is in (`'title' of 'confirm' of …`), unless `what` is a path from
        /// that mapping, which already says where it is (`'emptyState.action.title'`).
        func placed(_ what: String) -> String {
            let enclosingPath = enclosing.filter { $0 != "'" }
            // Byte-wise: `String.contains(_:)` (_StringProcessing) builds a `[Character: Int]` table
            // per call, ≈ 200 k instructions the first time.
            let prefix = Array("'\(enclosingPath).".utf8)
            let bytes = Array(what.utf8)
            let found =
                bytes.count >= prefix.count
                && (0...(bytes.count - prefix.count)).contains { start in
                    bytes[start..<(start + prefix.count)].elementsEqual(prefix)
                }
            return found ? what : "\(what) of \(enclosing)"
        }
        /// The cell being decoded (its events' messages name it).
        var cellName = ""

        init(decoder: SpecDecoder) { self.decoder = decoder }

        func location(_ node: YAMLNode) -> SourceLocation { decoder.location(node) }

        /// False, with an error at `node`, when `count` exceeds `limit`.
        mutating func within(_ limit: Int, _ count: Int, _ what: String, at node: YAMLNode) -> Bool {
            guard count > limit else { return true }
            error("a spec may declare at most \(limit) \(what); this one declares \(count)", at: node)
            return false
        }

        mutating func error(_ message: String, at node: YAMLNode, notes: [Diagnostic.Note] = []) {
            diagnostics.error(message, at: location(node), notes: notes)
        }

        // MARK: Shapes

        /// The entries of a mapping, or an error naming what was expected.
        mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLMappingEntry]? {
            if case .mapping(let entries) = node.content { return entries }
            error("\(what) must be a mapping, found \(kind(of: node))", at: node)
            return nil
        }

        mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
            if case .sequence(let items) = node.content { return items }
            error("\(what) must be a list, found \(kind(of: node))", at: node)
            return nil
        }

        func kind(of node: YAMLNode) -> String {
            switch node.content {
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            case .scalar(let scalar):
                switch scalar.value {
                case .null: return "nothing (null)"
                case .bool(let value): return "the boolean \(value)"
                case .int, .float: return "the number \(scalar.text)"
                case .string(let text): return "'\(text)'"
                }
            }
        }

        /// A mapping's keys as strings, reporting non-string and unknown keys.
        /// The keys of `entries` that are `known`; any other is an unknown key, told the closest of `valid`
        /// (the known keys, unless the caller refuses some of them itself, as `select` does a button's), or
        /// else every one of them.
        mutating func fields(
            of entries: [YAMLMappingEntry], known: [String], valid: [String]? = nil, in what: String
        ) -> MappingKeys {
            let valid = valid ?? known
            var result = MappingKeys()
            let adopted = childrenAtTheirParentsIndentation(entries, known: known, in: what)
            for (index, entry) in entries.enumerated() where !adopted.contains(index) {
                guard let key = keyText(entry.key) else { continue }
                if case .scalar(let scalar) = entry.value.content, entry.value.tag.hasPrefix("!") {
                    // `visible: !isUnread`: YAML takes `!isUnread` for a tag (`!!str` and the other core tags
                    // arrive resolved as `tag:yaml.org,2002:…`, so a leading `!` here is written by the user).
                    error(Self.valueReadAsTag(key: key, tag: entry.value.tag, value: scalar.text), at: entry.value)
                    continue
                }
                if known.contains(key) {
                    result.add(key, at: index, of: entries)
                } else {
                    // A close key is suggested; otherwise every key is listed.
                    let suggestion = Suggestion.closest(to: key, among: valid)
                    result.unknownKeysResemble.append(suggestion)
                    let hint =
                        suggestion.map { "; did you mean '\($0)'?" }
                        ?? " (expected \(valid.map { "'\($0)'" }.joined(separator: ", ")))"
                    error("unknown key '\(key)' in \(what)\(hint)", at: entry.key)
                }
            }
            return result
        }

        /// `display:` followed by its children at its own indentation: YAML reads `display` as empty and
        /// the children as keys of the mapping around it. Reports each such key once, naming the line to
        /// indent, and returns the indices of the empty key and its would-be children (not decoded further).
        mutating func childrenAtTheirParentsIndentation(
            _ entries: [YAMLMappingEntry], known: [String], in what: String
        ) -> Set<Int> {
            func name(_ node: YAMLNode) -> String? {
                if case .scalar(let scalar) = node.content, case .string(let text) = scalar.value { text } else { nil }
            }
            var adopted: Set<Int> = []
            for (index, entry) in entries.enumerated() where !adopted.contains(index) {
                guard case .scalar(let scalar) = entry.value.content, scalar.value == .null, scalar.text.isEmpty,
                    let parent = name(entry.key), known.contains(parent)
                else { continue }
                let values = SpecFormat.values(ofKeysNamed: parent)
                var children: [Int] = []
                for next in entries.indices.dropFirst(index + 1) {
                    let child = entries[next]
                    guard let childName = name(child.key), !known.contains(childName),
                        child.key.mark.column == entry.key.mark.column,
                        values.contains(where: { Self.value($0, admits: childName, child.value) })
                    else { break }
                    children.append(next)
                }
                guard let first = children.first else { continue }
                let names = children.compactMap { name(entries[$0].key) }
                error(
                    Self.childrenNotIndented(
                        parent: parent, line: entry.key.mark.line, children: names, in: what),
                    at: entries[first].key)
                adopted.insert(index)
                adopted.formUnion(children)
            }
            return adopted
        }

        /// Whether `value`, the value of a mapping-valued key, could hold the entry `name: node`: a key of
        /// its mapping, or (for a map of names to mappings, such as `events`) a name whose mapping has
        /// only keys of that mapping.
        static func value(_ value: SpecValue, admits name: String, _ node: YAMLNode) -> Bool {
            switch value {
            case .mapping(let mapping): return mapping.keyNames.contains(name)
            case .map(.mapping(let mapping), _, _):
                guard case .mapping(let entries) = node.content, !entries.isEmpty else { return false }
                return entries.allSatisfy { entry in
                    if case .scalar(let scalar) = entry.key.content, case .string(let key) = scalar.value {
                        mapping.keyNames.contains(key)
                    } else {
                        false
                    }
                }
            case .either(let values): return values.contains { Self.value($0, admits: name, node) }
            default: return false
            }
        }

        /// `'text' belongs under 'display', not in cell 'MessageCell': the children of 'display:' on line 9 need
        /// more indentation than 'display:'`.
        static func childrenNotIndented(parent: String, line: Int, children: [String], in what: String) -> String {
            let names = children.map { "'\($0)'" }.joined(separator: ", ")
            let verb = children.count == 1 ? "belongs" : "belong"
            return "\(names) \(verb) under '\(parent)', not in \(what): the children of '\(parent):' on line \(line) "
                + "need more indentation than '\(parent):'"
        }

        /// `visible: !isUnread`, where YAML reads the leading `!` as a tag: the message shows the quoted form.
        static func valueReadAsTag(key: String, tag: String, value: String) -> String {
            let written = value.isEmpty ? tag : tag + " " + value
            var escaped = ""
            for character in written {
                if character == "\"" || character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            let leftOver = value.isEmpty ? "'\(key)' has no value" : "'\(key)' is '\(value)'"
            return "YAML reads '\(tag)' as a tag (a value starting with '!'), so \(leftOver); to write '\(written)', "
                + "quote it: \(key): \"\(escaped)\""
        }

        /// A key's text; keys must be plain strings.
        mutating func keyText(_ key: YAMLNode) -> String? {
            if case .scalar(let scalar) = key.content, case .string(let text) = scalar.value { return text }
            error("a key here must be a name, found \(kind(of: key))", at: key)
            return nil
        }

        // MARK: Scalars

        /// A string scalar. Numbers and booleans are taken as written only where `lenient`.
        mutating func string(_ node: YAMLNode, _ what: String, lenient: Bool = false) -> String? {
            if case .scalar(let scalar) = node.content {
                switch scalar.value {
                case .string(let text): return text
                case .int, .float, .bool: if lenient { return scalar.text }
                case .null: break
                }
            }
            error("\(what) must be a string, found \(kind(of: node))", at: node)
            return nil
        }

        /// A string that must be a valid Swift identifier.
        mutating func identifier(_ node: YAMLNode, _ what: String) -> String? {
            guard let text = string(node, what) else { return nil }
            if let problem = SwiftIdentifier.problem(with: text) {
                error("invalid \(what): \(problem)", at: node)
                return nil
            }
            return text
        }

        /// A key (already a string) that must be a valid Swift identifier.
        mutating func identifierKey(_ key: YAMLNode, _ what: String) -> String? {
            guard let text = keyText(key) else { return nil }
            if let problem = SwiftIdentifier.problem(with: text) {
                error("invalid \(what): \(problem)", at: key)
                return nil
            }
            return text
        }

        mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
            if case .scalar(let scalar) = node.content, case .bool(let value) = scalar.value { return value }
            error("\(what) must be true or false, found \(kind(of: node))", at: node)
            return nil
        }

        /// A whole number of at least `minimum`; a number written with a fraction, a word or a smaller number is
        /// refused.
        mutating func integer(_ node: YAMLNode, _ what: String, minimum: Int) -> Int? {
            guard case .scalar(let scalar) = node.content, case .int(let value) = scalar.value else {
                error("\(what) must be a whole number of at least \(minimum), found \(kind(of: node))", at: node)
                return nil
            }
            guard value >= minimum else {
                error("\(what) must be at least \(minimum), found \(value)", at: node)
                return nil
            }
            return value
        }

        /// `'presentation' must be one of push, present, sheet, show, found 'modal'; did you mean 'present'?`:
        /// a known synonym names its words, else a close word is suggested.
        static func notAChoice(_ what: String, _ text: String, _ choices: [SpecValue.Choice]) -> String {
            let words = choices.map(\.word)
            for choice in choices {
                for lookalike in choice.lookalikes where lookalike.word.lowercased() == text.lowercased() {
                    return "\(what) must be one of \(words.joined(separator: ", ")), found '\(text)'; \(lookalike.why)"
                }
            }
            let meant = choices.filter { $0.synonyms.contains { $0.lowercased() == text.lowercased() } }.map(\.word)
            let hint =
                meant.isEmpty
                ? Suggestion.didYouMean(text, among: words)
                : "; did you mean " + meant.map { "'\($0)'" }.joined(separator: " or ") + "?"
            return "\(what) must be one of \(words.joined(separator: ", ")), found '\(text)'\(hint)"
        }

        /// A Swift type string, parsed.
        ///
        /// Unquoted `[String]` and `[String: Int]` are YAML flow collections (a list of one type,
        /// a list of one single-pair mapping); they are read back as the array and dictionary
        /// types they spell, so users need not quote them.
        mutating func type(_ node: YAMLNode, _ what: String) -> SwiftType? {
            if case .sequence(let items) = node.content {
                guard items.count == 1 else {
                    error("\(what) must be a Swift type, found a list of \(items.count) items", at: node)
                    return nil
                }
                if case .mapping(let entries) = items[0].content {
                    guard entries.count == 1, let key = type(entries[0].key, what),
                        let value = type(entries[0].value, what)
                    else {
                        if entries.count != 1 { error("\(what) must be a Swift type", at: items[0]) }
                        return nil
                    }
                    return .dictionary(key: key, value: value)
                }
                return type(items[0], what).map { .array($0) }
            }
            guard let text = string(node, what) else { return nil }
            switch SwiftType.parse(text) {
            case .success(let type):
                for typo in KnownTypes.likelyTypos(in: type) {
                    let known = typo.known.map { "'\($0)'" }.joined(separator: " or ")
                    diagnostics.warning(
                        "\(what) names '\(typo.written)', which is not a type listgen knows; did you mean \(known)? "
                            + "(ignore this if '\(typo.written)' is the app's own type)", at: location(node))
                }
                return type
            case .failure(let failure):
                var at = location(node)
                // Point into the type when its source spelling is its text: plain, or quoted
                // without anything that an escape or a doubled quote could have changed.
                if case .scalar(let scalar) = node.content, !text.contains("\n") {
                    let quote: Int?
                    switch scalar.style {
                    case .plain: quote = 0
                    case .doubleQuoted where !text.contains("\\") && !text.contains("\""): quote = 1
                    case .singleQuoted where !text.contains("'"): quote = 1
                    default: quote = nil
                    }
                    if let quote {
                        at.column +=
                            quote
                            + String(decoding: Array(text.utf8).prefix(failure.offset), as: UTF8.self).unicodeScalars
                            .count
                    }
                }
                diagnostics.error("invalid \(what) '\(text)': \(failure.message)", at: at)
                return nil
            }
        }
    }
}
