import ListgenYAML

/// The keys of a mapping the decoder knows, by name, and what its unknown keys resemble.
///
/// One mistake gets one error: a required key written misspelt is an unknown key, and the error
/// for it stands for the missing key too (``mayBeMisspelt(_:)``).
struct MappingKeys {
    /// The known keys, in source order, and the positions of their entries in ``entries``.
    ///
    /// Arrays searched by name, not a `[String: YAMLMappingEntry]`: a mapping has a few keys, and the
    /// dictionary's storage class (or an array of entries built here) was one more generic type the
    /// runtime instantiated from its mangled name on first use.
    private var names: [String] = []
    private var positions: [Int] = []
    /// The mapping's entries, all of them (shared with the node, not copied).
    private var entries: [YAMLMappingEntry] = []
    /// For each unknown key, in order, the known key it was suggested as, or nil for one that
    /// resembles none (its error lists every known key).
    var unknownKeysResemble: [String?] = []

    /// Whether the mapping has the known key `name`.
    func has(_ name: String) -> Bool { names.contains(name) }

    /// The key node of the known key `name`, if the mapping has it.
    ///
    /// The key and the value are asked for apart: a subscript that returned the whole entry made a
    /// `YAMLMappingEntry?` (two nodes) per look-up, destroyed through the value witnesses of that
    /// optional type, which the runtime instantiated from its mangled name.
    func key(_ name: String) -> YAMLNode? { position(of: name).map { entries[$0].key } }

    /// The value node of the known key `name`, if the mapping has it.
    func value(_ name: String) -> YAMLNode? { position(of: name).map { entries[$0].value } }

    /// The position in ``entries`` of the known key `name`'s entry (the last one recorded). A loop over
    /// the indices rather than `lastIndex(of:)`: a debug build (as a build plugin builds listgen) runs
    /// that generic method unspecialized, about 2,100 instructions a lookup on the very large spec.
    private func position(of name: String) -> Int? {
        var index = names.count
        while index > 0 {
            index -= 1
            if names[index] == name { return positions[index] }
        }
        return nil
    }

    /// Records that `entries[position]` is the entry of the known key `name`.
    mutating func add(_ name: String, at position: Int, of entries: [YAMLMappingEntry]) {
        self.entries = entries
        names.append(name)
        positions.append(position)
    }

    /// Whether an unknown key of the mapping may be `key` misspelt: it resembles `key`, or no key at
    /// all (`image: { url: … }` for an image source). Then its error is the whole mistake, and a
    /// "missing `key`" error would report it twice.
    func mayBeMisspelt(_ key: SpecKey) -> Bool {
        unknownKeysResemble.contains { $0 == nil || $0 == key.name }
    }

    /// Whether an unknown key may stand for one of `keys` (the mapping needs one of them).
    func mayBeMisspeltOne(of keys: [SpecKey]) -> Bool { keys.contains(where: mayBeMisspelt) }
}
