import ListgenYAML

/// How a value of one kind is read from YAML, and what it looks like in the schema and the README.
///
/// A kind is a value: the table composes them (``optional``, ``either(_:or:)``, ``mapping(_:initial:)``),
/// so a key whose value is a word or a mapping (`image: icon` or `image: { systemName: star }`) is one
/// declaration like any other.
struct SpecKind<Value: Sendable>: Sendable {
    /// The value's shape: its JSON type, its words, its nested mappings.
    let shape: SpecValue
    /// How a value is written in a spec, for a documented default; nil for "none".
    let written: @Sendable (Value) -> String?
    /// Reads `node`; nil, with an error that names the value `what`, when it is not such a value.
    let read: @Sendable (inout SpecDecoder.Context, YAMLNode, _ what: String) -> Value?

    init(
        _ shape: SpecValue, written: @escaping @Sendable (Value) -> String? = { _ in nil },
        read: @escaping @Sendable (inout SpecDecoder.Context, YAMLNode, _ what: String) -> Value?
    ) {
        self.shape = shape
        self.written = written
        self.read = read
    }

    /// The same kind into an optional model field: nil stands for "left out".
    ///
    /// The value read is moved into the result: `read(…).map { Optional.some($0) }` copied it, and a copy
    /// of an optional of a large struct (`LocatedText?`) goes through the value witnesses of its type,
    /// which the runtime instantiated from its mangled name (one type per optional key a spec used).
    var optional: SpecKind<Value?> {
        let base = self
        return SpecKind<Value?>(shape, written: { $0.flatMap(base.written) }) { context, node, what in
            guard let value = base.read(&context, node, what) else { return nil }
            return Optional.some(value)
        }
    }

    /// A value of this kind, then turned into another type.
    func map<Other: Sendable>(
        _ transform: @escaping @Sendable (Value) -> Other,
        written: @escaping @Sendable (Other) -> String? = { _ in nil }
    ) -> SpecKind<Other> {
        let base = self
        return SpecKind<Other>(shape, written: written) { context, node, what in
            base.read(&context, node, what).map(transform)
        }
    }

    /// A scalar of this kind or a mapping of `other`'s kind (`display.text: title` or `{ field:, format: }`):
    /// a mapping is read by `other`, anything else by this kind.
    func either(_ other: SpecKind<Value>) -> SpecKind<Value> {
        let scalar = self
        return SpecKind(.either([scalar.shape, other.shape]), written: scalar.written) { context, node, what in
            if case .mapping = node.content { return other.read(&context, node, what) }
            return scalar.read(&context, node, what)
        }
    }
}

extension SpecKind where Value == String {
    /// A Swift identifier (a name that becomes part of generated code).
    static var identifier: SpecKind {
        SpecKind(.identifier, written: { $0 }) { context, node, what in context.identifier(node, what) }
    }
    /// Text; numbers and booleans are taken as written.
    static var text: SpecKind {
        SpecKind(.text, written: { $0 }) { context, node, what in context.string(node, what, lenient: true) }
    }
    /// Text that is neither empty nor blank (only white space): the name of something a user sees or
    /// hears (a button, an alert, a menu item); an empty or blank one would name nothing, and is told with
    /// the mapping it is in (`'title' of 'confirm' of …`).
    static var nonEmptyText: SpecKind {
        SpecKind(.text, written: { $0 }) { context, node, what in
            guard let text = context.string(node, what, lenient: true) else { return nil }
            if text.isEmpty {
                context.error("\(context.placed(what)) cannot be empty", at: node)
            } else if text.allSatisfy({ $0.isWhitespace }) {
                context.error("\(context.placed(what)) cannot be blank: it would name nothing", at: node)
            }
            return text
        }
    }
    /// The name of an event's control (its `title`, `swipeTitle`, `accessibilityLabel`): ``nonEmptyText``
    /// without a `{field}` placeholder, which only a `confirm`'s texts fill in; anywhere else the button,
    /// swipe action, menu item or VoiceOver would show it as written (`Close {name}`; braces around
    /// anything but a name are text). `stateText`: the key also takes the form that follows the row
    /// (`{ if:, then:, else: }`), which the message suggests.
    static func controlName(stateText: Bool) -> SpecKind {
        let text = nonEmptyText
        return SpecKind(.text, written: { $0 }) { context, node, what in
            guard let name = text.read(&context, node, what) else { return nil }
            // Braces around a name, as a confirm's placeholder is written; other braces (`\u{41}`) are text.
            guard
                let field = PlaceholderText.fields(in: name).first(where: { SwiftIdentifier.problem(with: $0) == nil })
            else { return name }
            let hint =
                stateText
                ? "; for a text that follows the row, write '{ if: field, then: …, else: … }'" : ""
            context.error(
                "\(context.placed(what)) would show '{\(field)}' as written: '{field}' placeholders work only in "
                    + "the texts of a 'confirm'\(hint)", at: node)
            return name
        }
    }
    /// A string, exactly as written.
    static var string: SpecKind {
        SpecKind(.string, written: { $0 }) { context, node, what in context.string(node, what) }
    }
    /// An ISO 4217 currency code (`EUR`); a lowercase one is told its uppercase form.
    static var currencyCode: SpecKind {
        SpecKind(.currencyCode, written: { $0 }) { context, node, what in
            guard let code = context.string(node, what) else { return nil }
            guard SpecValue.isCurrencyCode(code) else {
                let upper = code.uppercased()
                let hint = SpecValue.isCurrencyCode(upper) ? "; did you mean '\(upper)'?" : " such as 'EUR' or 'USD'"
                context.error("\(what) must be an ISO 4217 code, three capital letters\(hint)", at: node)
                return nil
            }
            return code
        }
    }
    /// A string that is not empty.
    static var nonEmptyString: SpecKind {
        SpecKind(.nonEmptyString, written: { $0 }) { context, node, what in
            guard let text = context.string(node, what) else { return nil }
            if text.isEmpty { context.error("\(what) cannot be empty", at: node) }
            return text
        }
    }
}

extension SpecKind where Value == FieldCondition {
    /// A `Bool` field of the row, or `!field` for its negation (``FieldCondition``). YAML reads an unquoted
    /// `!` as a tag, so a spec writes `"!isMuted"`; the validator checks the field.
    static var fieldCondition: SpecKind {
        SpecKind(.fieldCondition, written: { $0.written }) { context, node, what in
            guard let text = context.string(node, what) else { return nil }
            let isNegated = text.hasPrefix("!")
            let field = isNegated ? String(text.dropFirst()) : text
            if let problem = SwiftIdentifier.problem(with: field) {
                context.error(
                    "invalid \(what): \(problem); write a Bool field, or \"!field\" for its negation", at: node)
                return nil
            }
            return FieldCondition(field: field, isNegated: isNegated)
        }
    }
}

extension SpecKind where Value == Bool {
    /// `true` or `false`.
    static var boolean: SpecKind {
        SpecKind(.boolean, written: { String($0) }) { context, node, what in context.bool(node, what) }
    }
}

extension SpecKind where Value == Int {
    /// A whole number of at least 1.
    static var positiveInteger: SpecKind {
        SpecKind(.integer(minimum: 1), written: { String($0) }) { context, node, what in
            context.integer(node, what, minimum: 1)
        }
    }
}

extension SpecKind where Value == SwiftType {
    /// A Swift type, parsed.
    static var swiftType: SpecKind {
        SpecKind(.swiftType, written: { "\($0)" }) { context, node, what in context.type(node, what) }
    }
    /// A named Swift type (`DetailViewController`, `Feature.Detail`); the message says what it must name.
    static func typeName(_ mustName: @escaping @Sendable (SwiftType) -> String) -> SpecKind {
        SpecKind(.typeName, written: { "\($0)" }) { context, node, what in
            guard let type = context.type(node, what) else { return nil }
            guard case .named = type else {
                context.error(mustName(type), at: node)
                return nil
            }
            return type
        }
    }
}

extension SpecKind where Value: RawRepresentable & CaseIterable & Hashable, Value.RawValue == String {
    /// One of `Value`'s words, with its meaning and the words people write for it by mistake.
    static func choice(
        synonyms: (Value) -> [String] = { _ in [] }, lookalikes: (Value) -> [SpecValue.Lookalike] = { _ in [] },
        meaning: (Value) -> String
    ) -> SpecKind {
        words(SpecValue.choices(Value.self, synonyms: synonyms, lookalikes: lookalikes, meaning: meaning))
    }

    /// One of these words (the cases of `Value`).
    static func words(_ choices: [SpecValue.Choice]) -> SpecKind {
        SpecKind(.choice(choices), written: { $0.rawValue }) { context, node, what in
            guard let text = context.string(node, what) else { return nil }
            if let value = Value(rawValue: text) { return value }
            context.error(SpecDecoder.Context.notAChoice(what, text, choices), at: node)
            return nil
        }
    }
}

/// Where a cross-key rule's diagnostic points.
enum SpecRulePlace: Sendable {
    /// The key of the rule's subject.
    case key
    /// The value of the rule's subject.
    case value
    /// The mapping the keys are in.
    case mapping
}

/// What a cross-key rule says.
enum SpecRuleKind: Sendable {
    /// `subject` and `other` cannot both be present.
    case exclusive
    /// `subject` applies only when `other` has a value `holds` accepts; otherwise it is reset to its
    /// default.
    case onlyWith
    /// When `holds` accepts the model (a value of `subject`), `other` must be present.
    case requires
}

/// A cross-key rule's kind, keys and diagnostic, whatever the model (``SpecRule/about``).
final class SpecRuleKeys: Sendable {
    let kind: SpecRuleKind
    let subject: SpecKey
    let other: SpecKey
    let severity: Diagnostic.Severity
    let place: SpecRulePlace

    init(
        kind: SpecRuleKind, subject: SpecKey, other: SpecKey, severity: Diagnostic.Severity, place: SpecRulePlace
    ) {
        self.kind = kind
        self.subject = subject
        self.other = other
        self.severity = severity
        self.place = place
    }
}

/// A rule between keys of one mapping: data in the table, checked by the generic decoder after the
/// keys are read, and (where JSON Schema can say it) written to the schema.
///
/// Not generic over the model, as ``AnySpecField`` is not: each model's `[SpecRule<Model>]` was an array
/// storage class of its own, and each `SpecRule<Model>` a type, that the runtime instantiated from
/// their mangled names. The model is passed by address; a format checks that its rules are its model's,
/// and ``holds(_:)``, ``reset(_:)`` and ``message(_:_:)`` are the only ways in.
struct SpecRule: Sendable {
    typealias Kind = SpecRuleKind

    /// What the rule is about: its kind, keys, severity and place (one reference to copy).
    let about: SpecRuleKeys
    /// The model type the rule is about.
    let model: ObjectIdentifier
    /// The condition on the decoded model at the address (`presentation` is `sheet`).
    private let holdsAt: @Sendable (UnsafeRawPointer) -> Bool
    /// Sets the subject of the model at the address back to its default, when the rule does not let it apply.
    private let resetAt: @Sendable (UnsafeMutableRawPointer) -> Void
    /// The message, given the model at the address and how the mapping is named.
    private let messageAt: @Sendable (UnsafeRawPointer, _ what: String) -> String

    init<Model>(
        kind: Kind, subject: SpecKey, other: SpecKey, severity: Diagnostic.Severity, place: SpecRulePlace,
        holds: @escaping @Sendable (Model) -> Bool, reset: @escaping @Sendable (inout Model) -> Void,
        message: @escaping @Sendable (Model, _ what: String) -> String
    ) {
        self.about = SpecRuleKeys(kind: kind, subject: subject, other: other, severity: severity, place: place)
        self.model = ObjectIdentifier(Model.self)
        self.holdsAt = { holds($0.assumingMemoryBound(to: Model.self).pointee) }
        self.resetAt = { reset(&$0.assumingMemoryBound(to: Model.self).pointee) }
        self.messageAt = { message($0.assumingMemoryBound(to: Model.self).pointee, $1) }
    }

    var kind: Kind { about.kind }
    var subject: SpecKey { about.subject }
    var other: SpecKey { about.other }
    var severity: Diagnostic.Severity { about.severity }
    var place: SpecRulePlace { about.place }

    /// Whether the rule's condition holds for `model`.
    func holds<Model>(_ model: Model) -> Bool {
        checkModel(Model.self)
        return withUnsafePointer(to: model) { holdsAt(UnsafeRawPointer($0)) }
    }

    /// Sets the subject of `model` back to its default.
    func reset<Model>(_ model: inout Model) {
        checkModel(Model.self)
        withUnsafeMutablePointer(to: &model) { resetAt(UnsafeMutableRawPointer($0)) }
    }

    /// The message, given `model` and how the mapping is named.
    func message<Model>(_ model: Model, _ what: String) -> String {
        checkModel(Model.self)
        return withUnsafePointer(to: model) { messageAt(UnsafeRawPointer($0), what) }
    }

    /// Stops when `Model` is not the model the rule is about: its closures read the model by address.
    private func checkModel<Model>(_: Model.Type) {
        precondition(ObjectIdentifier(Model.self) == model, "a rule of \(subject.quoted) of another model")
    }

    // The factories borrow the keys (a ``SpecField`` cannot be copied) and capture only their parts (a
    // name, a place, a default): a `SpecField<Model, Value>` copied whole, into a closure's context, went
    // through its value witnesses, which the runtime instantiated from the type's mangled name (about 15 k
    // instructions for each key a rule of a used mapping names). A rule resets its subject through the
    // erased key (one reference): capturing the subject's default copied it out of the `static let`, and
    // a copy of an optional default (`ConfirmSpec?`) instantiated the optional's type the same way.

    /// `subject` and `other` cannot both be present.
    static func exclusive<Model, A, B>(
        _ subject: borrowing SpecField<Model, A>, _ other: borrowing SpecField<Model, B>, because reason: String
    ) -> SpecRule {
        let message = "\(subject.quoted) and \(other.quoted); " + reason
        return SpecRule(
            kind: .exclusive, subject: subject.spec, other: other.spec, severity: .error, place: .key,
            holds: { (_: Model) in false }, reset: { (_: inout Model) in },
            message: { (_: Model, what) in "\(what) sets both " + message })
    }

    /// `subject` applies only when `condition` holds for `other`'s value; otherwise it is reset to its default.
    static func onlyWith<Model, A, B>(
        _ subject: borrowing SpecField<Model, A>, _ other: borrowing SpecField<Model, B>,
        severity: Diagnostic.Severity = .error, place: SpecRulePlace = .key,
        where condition: @escaping @Sendable (B) -> Bool, message: @escaping @Sendable (B) -> String
    ) -> SpecRule {
        let value = other.reader
        let erased = subject.erased
        return SpecRule(
            kind: .onlyWith, subject: subject.spec, other: other.spec, severity: severity, place: place,
            holds: { condition(value($0)) }, reset: { erased.reset(&$0) },
            message: { model, _ in message(value(model)) })
    }

    /// `subject` applies only when `condition` holds for the model (`id` renames the identity only of a
    /// model listgen declares); otherwise it is reset to its default.
    static func onlyWith<Model, A, B>(
        _ subject: borrowing SpecField<Model, A>, _ other: borrowing SpecField<Model, B>,
        severity: Diagnostic.Severity = .error, place: SpecRulePlace = .key,
        holds condition: @escaping @Sendable (Model) -> Bool, message: @escaping @Sendable (Model) -> String
    ) -> SpecRule {
        let erased = subject.erased
        return SpecRule(
            kind: .onlyWith, subject: subject.spec, other: other.spec, severity: severity, place: place,
            holds: condition, reset: { erased.reset(&$0) },
            message: { model, _ in message(model) })
    }

    /// When `condition` holds for `subject`'s value, `other` must be present.
    static func requires<Model, A, B>(
        _ subject: borrowing SpecField<Model, A>, _ other: borrowing SpecField<Model, B>,
        when condition: @escaping @Sendable (A) -> Bool, message: @escaping @Sendable (_ what: String) -> String
    ) -> SpecRule {
        let value = subject.reader
        return SpecRule(
            kind: .requires, subject: subject.spec, other: other.spec, severity: .error, place: .mapping,
            holds: { condition(value($0)) }, reset: { (_: inout Model) in },
            message: { (_: Model, what) in message(what) })
    }
}

/// Where a key's value goes in its model: a closure that hands the model's field, in place, to its
/// second argument, `{ $1(&$0.title) }`, so that the decoder can set it and a rule can read it.
///
/// A closure, not a `WritableKeyPath`: the runtime instantiated each key path literal on first use,
/// about 58 k instructions apiece (demangling its root and value types, making its class), and every
/// declared key of every mapping a spec used needed its own: 3.0 M of a one-screen run's 20.6 M. A
/// closure literal is plain code.
typealias SpecPlace<Model, Value> = @Sendable (inout Model, (inout Value) -> Void) -> Void

/// One key of a mapping whose values decode into `Model`: its name, where its value goes (a ``SpecPlace``),
/// its kind, its typed default and its description. The decoder, the defaults, the schema, the README,
/// the fuzz dictionary and the starter spec all read this one declaration.
///
/// Its stored parts are few and small (the erased key, one reference; the place; the default): a
/// `SpecField<Model, Value>` with its key, kind and noun stored as well was copied (into a rule, as an
/// argument) through its value witnesses, whose metadata the runtime instantiated from the type's
/// mangled name for each key, where a small one is copied with a few retains.
///
/// Not copyable: a key is declared once, as a `static let`, and only ever borrowed. A copyable key read
/// from its `static let` (passed to a rule, even `borrowing`, or asked for its `quoted` name in a
/// message) was copied whole first, through an outlined copy that instantiated the key's type from its
/// mangled name (five such types, and 0.12 M instructions, in a one-screen run).
struct SpecField<Model, Value: Sendable>: ~Copyable, Sendable {
    /// Where the value goes.
    let place: SpecPlace<Model, Value>
    /// The value when the key is left out (a placeholder, never seen, for a required key).
    let defaultValue: Value

    /// A key with a default.
    init(
        _ name: String, _ place: @escaping SpecPlace<Model, Value>, _ kind: SpecKind<Value>,
        default value: Value, described: String? = nil, noun: SpecNoun = .mapping, starter: String? = nil,
        _ description: String
    ) {
        let documented: SpecKey.Default =
            described.map { .described($0) } ?? kind.written(value).map { .value($0) } ?? .none
        let spec = SpecKey(name, kind.shape, documented, description, starter: starter)
        self.place = place
        self.defaultValue = value
        self.erased = Self.erase(spec, place, kind, value, noun)
    }

    /// A key the mapping must have.
    init(
        required name: String, _ place: @escaping SpecPlace<Model, Value>, _ kind: SpecKind<Value>,
        placeholder: Value, noun: SpecNoun = .mapping, _ description: String
    ) {
        let spec = SpecKey(name, kind.shape, .required, description)
        self.place = place
        self.defaultValue = placeholder
        self.erased = Self.erase(spec, place, kind, placeholder, noun)
    }

    /// The key as the schema and the README see it.
    var spec: SpecKey { erased.spec }
    var name: String { spec.name }
    /// The name as diagnostics quote it: `'title'`.
    var quoted: String { spec.quoted }
    var description: String { spec.description }
    var value: SpecValue { spec.value }
    var choices: [SpecValue.Choice] { spec.choices }

    /// The key's value in `model`.
    func value(in model: Model) -> Value { reader(model) }

    /// Reads the key's value from a model.
    var reader: @Sendable (Model) -> Value {
        let place = place
        let defaultValue = defaultValue
        return { model in
            var copy = model
            var value = defaultValue
            place(&copy) { value = $0 }
            return value
        }
    }

    /// The key for the generic decoder, whatever its value's type. Made with the key: reading it from
    /// the key's `static let` then loads one field, where a computed property copied the whole
    /// `SpecField<Model, Value>` through an outlined copy that instantiated the type's metadata at run
    /// time (about 20 k instructions per key of every mapping a spec used).
    let erased: AnySpecField

    private static func erase(
        _ spec: SpecKey, _ place: @escaping SpecPlace<Model, Value>, _ kind: SpecKind<Value>, _ defaultValue: Value,
        _ noun: SpecNoun
    ) -> AnySpecField {
        AnySpecField(
            spec: spec, noun: noun, model: ObjectIdentifier(Model.self),
            store: { context, node, what, model in
                guard let value = kind.read(&context, node, what) else { return false }
                place(&model.assumingMemoryBound(to: Model.self).pointee) { $0 = value }
                return true
            },
            reset: { model in place(&model.assumingMemoryBound(to: Model.self).pointee) { $0 = defaultValue } })
    }
}

/// A key of a mapping whatever its value's type and its model's: what ``SpecDecoder`` walks.
///
/// Not generic over the model: copies of a generic `AnySpecField<Model>` (as the formats' key lists
/// were built, and as the decoder walked them) went through the type's value witnesses, which the
/// runtime instantiated from the type's mangled name for each model, and each model's
/// `[AnySpecField<Model>]` was a storage class of its own (together about 0.6 M instructions of a
/// one-screen run). A class, so that a copy (and a ``SpecField`` holding one) is one reference. The
/// model is passed by address; a format checks that its keys are its model's
/// (``SpecMappingFormat/init(title:description:keys:requiresOneOf:rules:noun:)``), and ``store(_:_:_:into:)``
/// and ``reset(_:)`` are the only ways in.
final class AnySpecField: Sendable {
    let spec: SpecKey
    let noun: SpecNoun
    /// The model type the key's value goes into.
    let model: ObjectIdentifier
    /// Reads the value and stores it in the model at the address; false (an error reported) when it is refused.
    private let storeAt: @Sendable (inout SpecDecoder.Context, YAMLNode, String, UnsafeMutableRawPointer) -> Bool
    /// Stores the default in the model at the address.
    private let resetAt: @Sendable (UnsafeMutableRawPointer) -> Void

    fileprivate init(
        spec: SpecKey, noun: SpecNoun, model: ObjectIdentifier,
        store: @escaping @Sendable (inout SpecDecoder.Context, YAMLNode, String, UnsafeMutableRawPointer) -> Bool,
        reset: @escaping @Sendable (UnsafeMutableRawPointer) -> Void
    ) {
        self.spec = spec
        self.noun = noun
        self.model = model
        self.storeAt = store
        self.resetAt = reset
    }

    /// Reads the value and stores it in `model`; false (an error reported) when it is refused.
    func store<Model>(
        _ context: inout SpecDecoder.Context, _ node: YAMLNode, _ what: String, into model: inout Model
    ) -> Bool {
        checkModel(Model.self)
        return withUnsafeMutablePointer(to: &model) { storeAt(&context, node, what, UnsafeMutableRawPointer($0)) }
    }

    /// Stores the default in `model`.
    func reset<Model>(_ model: inout Model) {
        checkModel(Model.self)
        withUnsafeMutablePointer(to: &model) { resetAt(UnsafeMutableRawPointer($0)) }
    }

    /// Stops when `Model` is not the key's model: its closures write the model by address.
    private func checkModel<Model>(_: Model.Type) {
        precondition(ObjectIdentifier(Model.self) == model, "\(spec.quoted) is a key of another model")
    }
}

/// A mapping of the spec format with the model it decodes into: its keys, in order, and its rules.
struct SpecMappingFormat<Model>: Sendable {
    /// The mapping as the schema and the README see it.
    let mapping: SpecMapping
    /// Its keys, each of `Model`.
    let fields: [AnySpecField]
    /// Its rules, each of `Model`.
    let rules: [SpecRule]
    /// How messages name a key's value, given how the mapping is named: `'title'` unless the mapping says
    /// otherwise (`a section's 'title'`).
    let noun: @Sendable (SpecKey, _ mapping: String) -> String

    init(
        title: String, description: String, keys fields: [AnySpecField], requiresOneOf: [SpecKey] = [],
        rules: [SpecRule] = [],
        noun: @escaping @Sendable (SpecKey, _ mapping: String) -> String = { key, _ in key.quoted }
    ) {
        for field in fields where field.model != ObjectIdentifier(Model.self) {
            preconditionFailure("the key \(field.spec.quoted) of '\(title)' is declared for another model")
        }
        for rule in rules where rule.model != ObjectIdentifier(Model.self) {
            preconditionFailure("a rule of \(rule.subject.quoted) of '\(title)' is about another model")
        }
        self.fields = fields
        self.rules = rules
        self.noun = noun
        self.mapping = SpecMapping(
            title: title, description: description, keys: fields.map(\.spec), requiresOneOf: requiresOneOf,
            exclusive: rules.filter { $0.kind == .exclusive }.map { .init($0.other, $0.subject) })
    }

    /// A copy with one more key (tests show that such a key is decoded end to end).
    func adding(_ field: AnySpecField) -> SpecMappingFormat {
        SpecMappingFormat(
            title: mapping.title, description: mapping.description, keys: fields + [field],
            requiresOneOf: mapping.requiresOneOf, rules: rules, noun: noun)
    }
}

extension SpecKind {
    /// A mapping of `format`'s keys, read by the generic decoder into `initial()`. `format` (a `static let`)
    /// is built on first use: when a spec has the key, or the schema or the reference reads it.
    static func mapping(
        _ format: @autoclosure @escaping @Sendable () -> SpecMappingFormat<Value>,
        initial: @escaping @Sendable () -> Value
    ) -> SpecKind {
        SpecKind(.mapping(SpecMapping { format().mapping })) { context, node, what in
            var keys = MappingKeys()
            return context.decode(format(), node, what: what, into: initial(), keys: &keys)
        }
    }
}

/// How messages name a key's value.
enum SpecNoun: Sendable {
    /// As its mapping names its keys (`'title'`, `a section's 'title'`).
    case mapping
    /// By a name of its own (`route name`).
    case named(String)
    /// The key of the mapping named so: `'confirm' of event 'delete' of cell 'ItemCell'`.
    case ofMapping
    /// A key whose value names a field: `'enabled' field`.
    case field

    /// A mapping's keys named as paths from the mapping's own key: `'emptyState.text'`.
    static let dotted: @Sendable (SpecKey, String) -> String = { key, what in
        guard what.count > 2, what.hasPrefix("'"), what.hasSuffix("'") else { return key.quoted }
        return "'\(what.dropFirst().dropLast()).\(key.name)'"
    }
}

extension SpecKind {
    /// One word of `choices` or a non-empty list of different ones (`placement: menu`, `[swipeTrailing, menu]`).
    static func wordOrWords<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ choices: [SpecValue.Choice]
    ) -> SpecKind where Value == [Word], Word.RawValue == String {
        let word = SpecKind<Word>.words(choices)
        return SpecKind(
            .either([.choice(choices), .words(choices, minItems: 1)]),
            written: { $0.count == 1 ? $0[0].rawValue : nil }
        ) { context, node, what in
            guard case .sequence(let items) = node.content else { return word.read(&context, node, what).map { [$0] } }
            guard !items.isEmpty else {
                let words = choices.map { "'\($0.word)'" }.joined(separator: ", ")
                context.error(
                    "\(context.placed(what)) is an empty list; name at least one of \(words)", at: node)
                return nil
            }
            var result: [Word] = []
            var failed = false
            for item in items {
                guard let value = word.read(&context, item, what) else {
                    failed = true
                    continue
                }
                if result.contains(value) {
                    context.error("\(context.placed(what)) lists '\(value.rawValue)' twice", at: item)
                    failed = true
                } else {
                    result.append(value)
                }
            }
            return failed ? nil : result
        }
    }

    /// A list of different words of `choices`, at least one (`detents: [medium, large]`); each item is named
    /// `a <item>` in messages, and an empty list is told `ifEmpty`.
    static func distinctWords<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ choices: [SpecValue.Choice], item: String = "detent", ifEmpty: String = "leave it out for UIKit's default"
    ) -> SpecKind where Value == [Word], Word.RawValue == String {
        let word = SpecKind<Word>.words(choices)
        return SpecKind(.words(choices, minItems: 1)) { context, node, what in
            guard let items = context.sequence(node, what) else { return nil }
            if items.isEmpty {
                let words = choices.map(\.word).joined(separator: ", ")
                context.error("\(what) must list at least one \(item) ([\(words)]); \(ifEmpty)", at: node)
                return nil
            }
            var result: [Word] = []
            for node in items {
                guard let value = word.read(&context, node, "a \(item)") else { continue }
                if result.contains(value) {
                    context.error("the \(item) '\(value.rawValue)' is listed twice", at: node)
                    continue
                }
                result.append(value)
            }
            return result
        }
    }
}

extension SpecKind where Value == [String] {
    /// A non-empty list of different field names (`search.fields: [title, url]`); the validator checks
    /// that each names a field.
    static var fieldNames: SpecKind { names(of: "field") }

    /// A non-empty list of different event names (`editing.multiSelect: [archive, remove]`); the validator
    /// checks that each names an event of the screen's cells.
    static var eventNames: SpecKind { names(of: "event") }

    /// A non-empty list of different Swift identifiers, each an `item` name: an empty list, a name given
    /// twice and a non-identifier are told at their own position.
    private static func names(of item: String) -> SpecKind {
        SpecKind(.names(minItems: 1)) { context, node, what in
            guard let items = context.sequence(node, what) else { return nil }
            guard !items.isEmpty else {
                context.error("\(what) is an empty list; name at least one \(item)", at: node)
                return nil
            }
            var result: [String] = []
            var failed = false
            for entry in items {
                guard let name = context.identifier(entry, "\(item) name in \(what)") else {
                    failed = true
                    continue
                }
                if result.contains(name) {
                    context.error("\(what) lists '\(name)' twice", at: entry)
                    failed = true
                } else {
                    result.append(name)
                }
            }
            return failed ? nil : result
        }
    }
}
