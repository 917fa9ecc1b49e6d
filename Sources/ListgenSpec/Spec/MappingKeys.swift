import ListgenYAML

/// The keys of a mapping the decoder knows, by name, and what its unknown keys resemble.
///
/// One mistake gets one error: a required key written misspelt is an unknown key, and the error
/// for it stands for the missing key too (``mayBeMisspelt(_:)``).
struct MappingKeys {
    /// The known keys' entries, by name.
    var entries: [String: YAMLMappingEntry] = [:]
    /// For each unknown key, in order, the known key it was suggested as, or nil for one that
    /// resembles none (its error lists every known key).
    var unknownKeysResemble: [String?] = []

    subscript(name: String) -> YAMLMappingEntry? { entries[name] }

    /// Whether an unknown key of the mapping may be `key` misspelt: it resembles `key`, or no key at
    /// all (`image: { url: … }` for an image source). Then its error is the whole mistake, and a
    /// "missing `key`" error would report it twice.
    func mayBeMisspelt(_ key: SpecKey) -> Bool {
        unknownKeysResemble.contains { $0 == nil || $0 == key.name }
    }

    /// Whether an unknown key may stand for one of `keys` (the mapping needs one of them).
    func mayBeMisspeltOne(of keys: [SpecKey]) -> Bool { keys.contains(where: mayBeMisspelt) }
}
