/// The changes of a reorder: the snapshot before and after it, and their difference.
@available(iOS 14.0, *)
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    @available(iOS 14.0, *)
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @available(iOS 14.0, *)
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The insertions and removals from the initial items (all sections, in order) to the final ones.
    /// For a reorder: the dragged item removed at its old place and inserted at its new one (Apple does
    /// not say which item a swap of two neighbours names; the stand-in names the dragged one).
    @available(iOS 14.0, *)
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        moving item: ItemIdentifierType
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        let from = initialSnapshot.itemIdentifiers.firstIndex(of: item) ?? 0
        let to = finalSnapshot.itemIdentifiers.firstIndex(of: item) ?? 0
        difference =
            CollectionDifference([
                .remove(offset: from, element: item, associatedWith: to),
                .insert(offset: to, element: item, associatedWith: from),
            ]) ?? finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
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
