/// The changes of a reorder: the snapshot before and after it, and their difference.
@available(iOS 14.0, *)
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    @available(iOS 14.0, *)
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @available(iOS 14.0, *)
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// "A collection of insertions and removals that describe the difference between initial and final
    /// snapshots" (Apple): the difference of their item identifiers, all sections flattened in order
    /// (`finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)`). So it names
    /// no section: a drag across a section boundary that leaves the flattened order as it was (the last
    /// item of a section to the top of the next) is an empty difference, and which item a swap of two
    /// neighbours names is the diff's choice, not necessarily the dragged one.
    @available(iOS 14.0, *)
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// STAND-IN ONLY: this snapshot with the item at `source` moved so that it ends up at
    /// `destination` (index paths of the list before and after the move). Unchanged when there is no
    /// item at `source` or no section at `destination`.
    func standInMovingItem(at source: IndexPath, to destination: IndexPath) -> Self {
        guard let item = item(at: source), sectionIdentifiers.indices.contains(destination.section) else { return self }
        var moved = self
        moved.deleteItems([item])
        let section = moved.sectionIdentifiers[destination.section]
        let items = moved.itemIdentifiers(inSection: section)
        if destination.item < items.count {
            moved.insertItems([item], beforeItem: items[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        return moved
    }
}
