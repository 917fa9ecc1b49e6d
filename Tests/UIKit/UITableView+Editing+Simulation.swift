// Editing a table: a person reordering rows (TEST-ONLY simulation API, not part of real UIKit).

extension UITableView {
    /// A person drags the row at `source` by its reorder control and drops it at `destination`
    /// (an index path of the list after the move), as UIKit runs it: the table moves the row on screen
    /// first, then tells the data source with `tableView(_:moveRowAt:to:)`, which must update its model
    /// without moving the row again.
    ///
    /// A row shows a reorder control only in editing mode (`isEditing`) and when the data source says
    /// it can move (`tableView(_:canMoveRowAt:)`, false unless the data source says otherwise; UIKit
    /// also shows it when the data source implements only `moveRowAt`, which Swift cannot detect here:
    /// stricter than UIKit). Without one, or when `source` is not a visible row or `destination` no place
    /// for it, nothing happens and the result is false.
    @discardableResult
    public func simulateUserMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard isEditing, swipedOpenRow == nil, let dataSource, engine.cell(at: source) != nil,
            dataSource.tableView(self, canMoveRowAt: source)
        else { return false }
        guard engine.userMove(from: source, to: destination) else { return false }
        dataSource.tableView(self, moveRowAt: source, to: destination)
        return true
    }
}
