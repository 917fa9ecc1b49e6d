import ListgenYAML

extension SpecDecoder.Context {
    /// Decodes the screen's `emptyState`, `refresh` and `paging` keys.
    mutating func feed(_ keys: MappingKeys) -> FeedSpec {
        typealias Format = SpecFormat.Screen
        let refresh = keys[Format.refresh.name].flatMap { bool($0.value, Format.refresh.quoted) }
        let paging = keys[Format.paging.name].flatMap { bool($0.value, Format.paging.quoted) }
        return FeedSpec(
            emptyState: keys[Format.emptyState.name].flatMap { emptyState($0.value) },
            refresh: refresh ?? Format.refresh.defaultBool, paging: paging ?? Format.paging.defaultBool)
    }

    /// `emptyState: { text, secondaryText?, systemImage? }`.
    mutating func emptyState(_ node: YAMLNode) -> EmptyStateSpec? {
        typealias Format = SpecFormat.EmptyState
        guard let entries = mapping(node, SpecFormat.Screen.emptyState.quoted) else { return nil }
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: "'emptyState'")
        let secondaryText = keys[Format.secondaryText.name].flatMap {
            string($0.value, "'emptyState.secondaryText'", lenient: true)
        }
        var systemImage: String?
        if let imageNode = keys[Format.systemImage.name]?.value,
            let name = string(imageNode, "'emptyState.systemImage'")
        {
            if name.isEmpty {
                error("'emptyState.systemImage' cannot be empty", at: imageNode)
            } else {
                systemImage = name
            }
        }
        guard let textNode = required(Format.text, in: keys, of: node, "'emptyState'"),
            let text = string(textNode, "'emptyState.text'", lenient: true)
        else { return nil }
        return EmptyStateSpec(text: text, secondaryText: secondaryText, systemImage: systemImage)
    }
}
