import ListgenYAML

extension SpecDecoder.Context {
    /// The generic decoder: reads `node`, a mapping of `format`'s keys, into `initial`.
    ///
    /// Every declared key is walked: one that is present is read by its kind and stored at its key path,
    /// one that is left out gets its default. So a key in the table is decoded by construction. Unknown
    /// keys get a did-you-mean; then the format's rules (exclusive keys, `requires`, only-with) are checked.
    /// Nil when `node` is not a mapping or a required key is missing; `keys` gives back the entries, for
    /// the locations later checks point at.
    mutating func decode<Model>(
        _ format: SpecMappingFormat<Model>, _ node: YAMLNode, what: String, into initial: Model,
        missingAt: YAMLNode? = nil, partial: Bool = false, keys: inout MappingKeys
    ) -> Model? {
        guard let entries = mapping(node, what) else { return nil }
        return decode(
            format, entries: entries, of: node, what: what, into: initial, missingAt: missingAt, partial: partial,
            keys: &keys)
    }

    /// ``decode(_:_:what:into:keys:)`` for the entries of a mapping; a missing required key is reported at
    /// `missingAt` (the mapping's key, where there is one). `alsoKnown` are keys a caller refuses itself;
    /// `keysIn` names the mapping in unknown-key errors, when not as `what` does. A `partial` model is
    /// returned even when a required key is missing (the screen: its other parts are still checked).
    mutating func decode<Model>(
        _ format: SpecMappingFormat<Model>, entries: [YAMLMappingEntry], of node: YAMLNode, what: String,
        keysIn: String? = nil, into initial: Model, missingAt: YAMLNode? = nil, alsoKnown: [String] = [],
        partial: Bool = false, keys: inout MappingKeys
    ) -> Model? {
        keys = fields(
            of: entries, known: format.mapping.keyNames + alsoKnown, valid: format.mapping.keyNames,
            in: keysIn ?? what)
        var model = initial
        var complete = true
        var refused: Set<String> = []
        for field in format.fields {
            if let value = keys.value(field.spec.name) {
                let noun: String
                switch field.noun {
                case .mapping: noun = format.noun(field.spec, what)
                case .named(let name): noun = name
                case .ofMapping: noun = "\(field.spec.quoted) of \(what)"
                case .field: noun = "\(field.spec.quoted) field"
                }
                let outer = enclosing
                enclosing = what
                defer { enclosing = outer }
                if !field.store(&self, value, noun, into: &model) {
                    refused.insert(field.spec.name)
                    field.reset(&model)
                    if field.spec.isRequired { complete = false }
                }
            } else {
                field.reset(&model)
                if field.spec.isRequired {
                    complete = false
                    if !keys.mayBeMisspelt(field.spec) {
                        error("\(what) is missing the required key \(field.spec.quoted)", at: missingAt ?? node)
                    }
                }
            }
        }
        check(format.rules, of: what, on: &model, keys: keys, refused: refused, at: node)
        return complete || partial ? model : nil
    }

    /// Checks `rules` in order. A rule whose keys were refused is not checked (what applies is unknown),
    /// nor one about a key that broke an earlier rule (one mistake, one message).
    mutating func check<Model>(
        _ rules: [SpecRule], of what: String, on model: inout Model, keys: MappingKeys, refused: Set<String>,
        at node: YAMLNode
    ) {
        var broken: Set<String> = []
        for rule in rules {
            let names = [rule.subject.name, rule.other.name]
            guard let subjectKey = keys.key(rule.subject.name), let subjectValue = keys.value(rule.subject.name),
                !names.contains(where: refused.contains), !broken.contains(rule.subject.name)
            else { continue }
            let otherKey = keys.key(rule.other.name)
            var notes: [Diagnostic.Note] = []
            switch rule.kind {
            case .exclusive:
                guard let otherKey else { continue }
                notes = [.init("\(rule.other.quoted) is here", at: location(otherKey))]
            case .onlyWith:
                guard !rule.holds(model) else { continue }
                rule.reset(&model)
            case .requires:
                guard rule.holds(model), otherKey == nil else { continue }
            }
            broken.insert(rule.subject.name)
            let place: YAMLNode
            switch rule.place {
            case .key: place = subjectKey
            case .value: place = subjectValue
            case .mapping: place = node
            }
            let message = rule.message(model, what)
            switch rule.severity {
            case .warning: diagnostics.warning(message, at: location(place), notes: notes)
            default: diagnostics.error(message, at: location(place), notes: notes)
            }
        }
    }
}
