import ListgenMustache

/// A struct of the typed template context (``RootContext`` and the structs it holds) that writes
/// itself into a `MustacheValue` object: each stored property a key of the same name, an optional
/// that is nil written as `null` (a template's `{{#key}}` is then false), so every object has every
/// key of its struct.
///
/// The conformances are generated from the structs' stored properties
/// (`ContextEncodable+Generated.swift`, re-recorded by `LISTGEN_RECORD=1 swift test`), so adding a
/// field stays one edit; ContextEncodingTests checks that they encode what `Encodable` would.
/// Unlike `Encodable`, they need no keyed container, box or conformance lookup at run time.
protocol ContextEncodable {
    /// How many keys ``encodeFields(into:)`` adds, so the object is allocated once at its size
    /// rather than grown (and rehashed) key by key.
    static var fieldCount: Int { get }
    /// Adds this struct's fields to `object`.
    func encodeFields(into object: inout [String: MustacheValue])
}

extension ContextEncodable {
    /// This struct as a template object.
    var contextValue: MustacheValue {
        var object = [String: MustacheValue](minimumCapacity: Self.fieldCount)
        encodeFields(into: &object)
        return .object(object)
    }
}

/// The one encoder from the typed template context to the `MustacheValue` templates are rendered with.
enum ContextEncoder {
    static func encode(_ value: some ContextEncodable) -> MustacheValue { value.contextValue }
}
