// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

// MARK: - Selection

/// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's
/// stable ID, never by index path, so that it names the same row whatever changes around it.
public struct ListRowSelection<ID: Hashable & Sendable> {
    /// Whether the store keeps the selection; false leaves the list's selection to the controller.
    public var isPersistent = false
    /// The selected row's ID; nil when no row is selected.
    public var rowID: ID?
    /// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).
    public var onChange: (ID?) -> Void = { _ in }
}

/// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,
/// never by index path, apart from the persistent selection (which edit mode leaves as it is).
public struct ListRowBatchSelection<ID: Hashable & Sendable> {
    /// Whether the list has batch actions: in edit mode the store shows these rows selected.
    public var isEnabled = false
    /// Whether the screen is in edit mode, as its controller's `setEditing(_:animated:)` last said
    /// (`ListRowStore.editingChanged(_:)`); never the list's `isEditing`, which a swipe sets too.
    public var isInEditMode = false
    /// The selected rows' IDs, in the order they were selected.
    public var rowIDs: [ID] = []
    /// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and
    /// after every change of the rows while rows are selected (an update can change what they offer).
    public var onChange: () -> Void = {}
}

extension ListRowStore {
    /// The ID of the selected row, nil when none (persistent selection only).
    public var selectedRowID: Row.ID? { selection.rowID }

    /// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation
    /// and without telling the list's delegate (its `select` does not fire). An ID that is not in the
    /// list selects nothing. `onChange` of the selection is called when the selected ID changes.
    public func selectRow(withID id: Row.ID?) {
        let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }
        let changed = selection.rowID != id
        selection.rowID = id
        showSelection()
        if changed { selection.onChange(id) }
    }

    /// The rows selected in edit mode (`editing.multiSelect`) that the list shows now, looked up by ID
    /// now, in list order: what a batch action acts on. A selected row that a collapsed section or a
    /// search hides stays selected (shown selected again when it shows) but is not acted on: a person
    /// acts only on rows they can see.
    public var batchSelectedRows: [Row] {
        let ids = Set(batchSelection.rowIDs)
        return shown.joined().filter { ids.contains($0.id) }
    }

    /// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.
    public func batchSelectRow(at indexPath: IndexPath) {
        guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }
        batchSelection.rowIDs.append(id)
        batchSelection.onChange()
    }

    /// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.
    public func batchDeselectRow(at indexPath: IndexPath) {
        guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }
        batchSelection.rowIDs.removeAll { $0 == id }
        batchSelection.onChange()
    }

    /// Whether the screen is in edit mode, as its controller last said (`editingChanged(_:)`).
    public var isInEditMode: Bool { batchSelection.isInEditMode }

    /// Whether a tap selects rows for the batch actions now, and the list shows them selected: the list
    /// has batch actions (it allows multiple selection during editing) and is in the edit mode its
    /// controller set (`editingChanged(_:)`). Not the list's `isEditing`: a person swiping a table row
    /// open sets that too (UIKit's swipe-to-delete mode), and the persistent selection stays meanwhile.
    public var isBatchSelecting: Bool { batchSelection.isEnabled && batchSelection.isInEditMode }

    /// Edit mode began or ended (`editing`, from the controller's `setEditing(_:animated:)`): the batch
    /// selection starts empty, or is emptied, and the list shows what its mode shows. Out of edit mode a
    /// list without persistent selection shows no row selected.
    public func editingChanged(_ editing: Bool) {
        batchSelection.isInEditMode = editing
        guard batchSelection.isEnabled else { return }
        let hadRows = !batchSelection.rowIDs.isEmpty
        batchSelection.rowIDs = []
        if selection.isPersistent || editing {
            showSelection()
        } else {
            show(selected: [])
        }
        if hadRows { batchSelection.onChange() }
    }

    /// Shows the selection where its rows are now; called after every change of the rows and when the
    /// screen appears. In edit mode with batch actions: the batch selection, and no other row; otherwise
    /// the persistent selected row, and no other (a list without either is left alone). A deleted row
    /// leaves both (`onChange` is called; the batch selection's also whenever it holds rows, since an
    /// update can change what they offer). A row a search hides stays selected, shown selected again
    /// when the search ends.
    public func showSelection() {
        if let id = selection.rowID, row(withID: id) == nil {
            selection.rowID = nil
            selection.onChange(nil)
        }
        if !batchSelection.rowIDs.isEmpty {
            batchSelection.rowIDs.removeAll { row(withID: $0) == nil }
            // Also when every row is still there: an update may have changed what the batch actions offer.
            batchSelection.onChange()
        }
        let targets: [IndexPath]
        if batchSelection.isInEditMode {
            guard batchSelection.isEnabled else { return }
            targets = batchSelection.rowIDs.compactMap(indexPath(forRowID:))
        } else {
            guard selection.isPersistent else { return }
            targets = selection.rowID.flatMap(indexPath(forRowID:)).map { [$0] } ?? []
        }
        show(selected: targets)
    }

    /// Makes `indexPaths` the list's only selected rows, without animation; nothing before the view
    /// loads. The one place that picks the table's or the collection view's way.
    func show(selected indexPaths: [IndexPath]) {
        switch selectionView {
        case nil: break
        case .table(let table)?: Self.select(indexPaths, in: table)
        case .collection(let collection)?: Self.select(indexPaths, in: collection)
        }
    }

    /// The list the store shows its selection in, nil before the view loads.
    var selectionView: ListView? {
        switch display {
        case .none: nil
        case .diffableList(let list, _): list
        case .table(let table): .table(table)
        case .collection(let collection): .collection(collection)
        }
    }

    /// Makes `indexPaths` the table's only selected rows, without animation.
    static func select(_ indexPaths: [IndexPath], in table: UITableView) {
        let selected = table.indexPathsForSelectedRows ?? []
        for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }
        for indexPath in indexPaths where !selected.contains(indexPath) {
            table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        }
    }

    /// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload
    /// is done first, so that it cannot drop the selection made after it.
    static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {
        collection.layoutIfNeeded()
        let selected = collection.indexPathsForSelectedItems ?? []
        for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }
        for indexPath in indexPaths where !selected.contains(indexPath) {
            collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }
}
