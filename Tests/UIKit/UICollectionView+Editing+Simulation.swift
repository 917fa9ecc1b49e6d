// Editing a collection list: a person reordering items (TEST-ONLY simulation API, not part of real UIKit).

extension UICollectionView {
    /// A person drags the item at `source` by its reorder control and drops it at `destination` (an
    /// index path of the list after the move), as UIKit runs it: the collection view moves the item on
    /// screen first, then tells the data source with `collectionView(_:moveItemAt:to:)`. A diffable
    /// data source applies the move to its snapshot and calls its `reorderingHandlers`.
    ///
    /// A list cell can be dragged only by a reorder accessory (`UICellAccessory.reorder`) that is
    /// displayed now (`.whenEditing` needs `isEditing`), and only when the data source says the item
    /// can move (`collectionView(_:canMoveItemAt:)`; a diffable data source asks its
    /// `reorderingHandlers.canReorderItem`, and without one refuses). Without these, or when `source` is
    /// not a visible item or `destination` no place for it, nothing happens and the result is false.
    @discardableResult
    public func simulateUserMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource, let cell = engine.cell(at: source) as? UICollectionViewListCell,
            cell.accessories.contains(where: { $0.accessoryType == .reorder && $0.isDisplayed(editing: isEditing) }),
            dataSource.collectionView(self, canMoveItemAt: source)
        else { return false }
        guard engine.userMove(from: source, to: destination) else { return false }
        dataSource.collectionView(self, moveItemAt: source, to: destination)
        return true
    }
}
