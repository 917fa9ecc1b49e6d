// Editing: a person deleting a row with its delete control in edit mode (TEST-ONLY simulation API, not
// part of real UIKit).

/// A delete control a person tapped, whose confirmation is still to come: a table row's Delete
/// confirmation button, shown after its red delete control was tapped, or a collection list cell's
/// delete accessory about to be tapped. It belongs to the cell that showed it: confirming acts on the
/// row that cell is at when the person confirms (UIKit names the row then, not when the control was
/// shown). The confirmation ends when its cell leaves the list (scrolled off, reloaded): stricter than
/// known, since Apple does not say what happens to a confirmation during updates.
@MainActor
public final class SimulatedDeleteControl {
    private weak var table: UITableView?
    private weak var collection: UICollectionView?
    private weak var cell: UIView?
    /// How often the cell had left the list when the control was shown.
    private let enqueueCount: Int

    init(table: UITableView?, collection: UICollectionView?, cell: UIView, enqueueCount: Int) {
        self.table = table
        self.collection = collection
        self.cell = cell
        self.enqueueCount = enqueueCount
    }

    /// The person confirms the delete: a table's data source gets `tableView(_:commit:forRowAt:)` with
    /// `.delete` and the row's index path now; a collection list cell's delete accessory runs its
    /// `actionHandler`. False, doing nothing, when the list left edit mode, the cell left the list since
    /// the control was shown, or the row has no delete control now (its editing style, its accessory).
    /// A delete accessory without an action handler does nothing here (stricter than UIKit, whose
    /// behaviour then the stand-in does not simulate).
    @discardableResult
    public func simulateConfirm() -> Bool {
        guard let cell else { return false }
        if let table, let dataSource = table.dataSource, let tableCell = cell as? UITableViewCell {
            guard table.isEditing, table.engine.enqueueCounts[ObjectIdentifier(cell), default: 0] == enqueueCount,
                let indexPath = table.indexPath(for: tableCell), table.showsDeleteControl(at: indexPath)
            else { return false }
            dataSource.tableView(table, commit: .delete, forRowAt: indexPath)
            return true
        }
        if let collection, let listCell = cell as? UICollectionViewListCell {
            guard collection.isEditing,
                collection.engine.enqueueCounts[ObjectIdentifier(cell), default: 0] == enqueueCount,
                collection.indexPath(for: listCell) != nil,
                let accessory = listCell.accessories.first(where: {
                    $0.accessoryType == .delete && $0.isDisplayed(editing: true)
                }),
                let handler = accessory.actionHandler
            else { return false }
            handler()
            return true
        }
        return false
    }
}

extension UITableView {
    /// A person taps the red delete control of the row at `indexPath` in edit mode, which shows the
    /// row's Delete confirmation button (confirm it with `simulateConfirm()`). A row shows the control
    /// only in edit mode (`isEditing`), when the data source can edit it (`tableView(_:canEditRowAt:)`)
    /// and when the delegate's `tableView(_:editingStyleForRowAt:)` says `.delete` (Apple: without that
    /// method an editable row has `.delete`). A table with `allowsMultipleSelectionDuringEditing` shows
    /// none (Apple: it "doesn't query for editing styles when it goes into editing mode"; rule 29). Nil for
    /// a row without one, or with no cell on screen.
    public func simulateDeleteControl(at indexPath: IndexPath) -> SimulatedDeleteControl? {
        // Swiped open (UIKit's swipe-to-delete mode): "the table view does not display any insertion,
        // deletion, and reordering controls" (Apple, `tableView(_:willBeginEditingRowAt:)`).
        guard isEditing, swipedOpenRow == nil, !allowsMultipleSelectionDuringEditing,
            let cell = cellForRow(at: indexPath),
            showsDeleteControl(at: indexPath)
        else { return nil }
        return SimulatedDeleteControl(
            table: self, collection: nil, cell: cell,
            enqueueCount: engine.enqueueCounts[ObjectIdentifier(cell), default: 0])
    }

    /// The row at `indexPath` is editable and its editing style is `.delete`.
    func showsDeleteControl(at indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        return (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    }
}

extension UICollectionView {
    /// The delete accessory of the list cell at `indexPath`, displayed now (`.whenEditing`, its
    /// default, needs `isEditing`), about to be tapped (`simulateConfirm()` taps it). Nil when the item
    /// has no cell on screen or its cell no displayed delete accessory.
    public func simulateDeleteControl(at indexPath: IndexPath) -> SimulatedDeleteControl? {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
            cell.accessories.contains(where: { $0.accessoryType == .delete && $0.isDisplayed(editing: isEditing) })
        else { return nil }
        return SimulatedDeleteControl(
            table: nil, collection: self, cell: cell,
            enqueueCount: engine.enqueueCounts[ObjectIdentifier(cell), default: 0])
    }
}
