import ListgenSpec

/// The root's `editing`: the list's edit mode (`editing`). Always present; without `editing` every flag
/// is false and the generated code is as it was before the key existed.
struct EditingContext: Encodable, Sendable {
    /// The spec has `editing`: the controller's `setEditing(_:animated:)` puts the list into edit mode.
    var isUsed: Bool
    /// The statement of the controller's `setEditing(_:animated:)` that puts the list into (or out of)
    /// editing mode with it: `tableView.setEditing(editing, animated: animated)`, or
    /// `collectionView.isEditing = editing` (a collection view has no animated setter).
    var listEditingStatement: String
    /// `editing.reorder: true`: rows can be dragged (a table's reorder control; a collection list
    /// cell's `.reorder()` accessory), the row store takes each move and `onMoveRow` reports it.
    var canReorder: Bool
    /// `editing.delete` names an event: in edit mode the rows that offer it now (their cell kind has it,
    /// visible and enabled for the row) show a delete control (a table's editing style `.delete` and its
    /// commit; a collection list cell's `.delete()` accessory), which fires the event for the row it
    /// belongs to when it is confirmed.
    var canDelete: Bool
    /// The event `editing.delete` names (empty without it).
    var deleteEvent: String
    /// The controller's method the delete control calls, as the event's other placements do:
    /// `didTapRemove` (empty without `editing.delete`).
    var deleteMethod: String
    /// The controller's method that tests whether a row offers the delete control now (its cell kind has
    /// the event, visible and enabled for the row): `offersRemove` (empty without `editing.delete`).
    var deleteTestMethod: String
    /// A table with `editing`: the table delegate's `tableView(_:editingStyleForRowAt:)` says which rows
    /// show a delete control in edit mode (none without `editing.delete`, so that reordering alone shows
    /// no delete control), and keeps the swipe actions out of edit mode.
    var declaresEditingStyle: Bool
    /// The editing style of every row out of edit mode: `.delete` when the screen has swipe actions
    /// (their configurations are never nil, so `.delete` adds no Delete swipe of UIKit's own), else
    /// `.none`.
    var editingStyleOutsideEditMode: String
    /// A table whose delegate is set for the editing style alone (no cell kind has `select`, and no
    /// swipe action or menu sets it).
    var declaresTableDelegate: Bool
    /// A diffable table's data source subclass makes its rows editable (it says no by default): for
    /// swipe actions, or for the delete control.
    var makesRowsEditable: Bool
    /// `editing.multiSelect`: batch actions on the rows selected in edit mode; `null` without it.
    var multiSelect: MultiSelectContext?
    /// The tests of whether a row offers an event now, one per event of `editing.delete` and
    /// `editing.multiSelect`: what the delete control and the batch buttons ask of a row each time they
    /// act, so that they follow the event's `visible` and `enabled` as its other placements do.
    var rowEventTests: [RowEventTestContext]
}

extension TemplateContextBuilder {
    /// The screen's edit mode.
    func editing() -> EditingContext {
        let editing = spec.editing
        let isTable = spec.list == .table
        let deleteEvent = editing?.delete ?? ""
        let hasSwipes = Self.hasSwipeActions(spec)
        let hasSelect = hasRowSelection
        let placed = spec.cells.flatMap(\.events).flatMap(\.placements)
        let placementsSetDelegate = placed.contains { $0 != .button } && isTable
        return EditingContext(
            isUsed: editing != nil,
            listEditingStatement: isTable
                ? "tableView.setEditing(editing, animated: animated)" : "collectionView.isEditing = editing",
            canReorder: editing?.reorder == true,
            canDelete: !deleteEvent.isEmpty,
            deleteEvent: deleteEvent,
            deleteMethod: deleteEvent.isEmpty ? "" : Self.tapMethod(deleteEvent, isSwitch: false),
            deleteTestMethod: deleteEvent.isEmpty ? "" : Self.rowEventTestMethod(deleteEvent),
            declaresEditingStyle: isTable && editing != nil,
            editingStyleOutsideEditMode: hasSwipes ? ".delete" : ".none",
            declaresTableDelegate: isTable && editing != nil && !hasSelect && !placementsSetDelegate,
            makesRowsEditable: hasSwipes || !deleteEvent.isEmpty,
            multiSelect: multiSelect(), rowEventTests: rowEventTests())
    }
}
