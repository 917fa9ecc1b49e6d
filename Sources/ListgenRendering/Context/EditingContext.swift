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
}

extension TemplateContextBuilder {
    /// The screen's edit mode.
    func editing() -> EditingContext {
        let editing = spec.editing
        return EditingContext(
            isUsed: editing != nil,
            listEditingStatement: spec.list == .table
                ? "tableView.setEditing(editing, animated: animated)" : "collectionView.isEditing = editing",
            canReorder: editing?.reorder == true)
    }
}
