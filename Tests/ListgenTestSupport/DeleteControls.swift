// Negative controls for the delete-control scenario (EditingScenarios.deleteControl): a hand-written
// table screen whose rows have the edit-mode delete control of `editing.delete: remove`, committed right
// or in a classic wrong way. Each wrong one must be caught by the scenario, and the right one by none.

/// How the control's table commits a delete.
public enum DeleteControl: String, CaseIterable, Sendable {
    /// Right: the commit names where the row is when the person confirms; the controller fires `remove`
    /// for the row there, and the app's handler deletes it through the controller.
    case correct
    /// The commit acts on the index path the row's cell was configured at (kept on the cell): after an
    /// insert above or a move, it fires `remove` for whichever row is now there.
    case staleIndexPath
    /// The commit deletes the row itself (model and table) and never fires `remove`: the app never hears
    /// of it, and a `confirm` would never be asked.
    case deletesItself
    /// The control ignores the event's `enabled` (`isRemovable`): every row shows it in edit mode, and a
    /// confirmation fires `remove` for a row that does not offer it.
    case ignoresRowState

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .staleIndexPath, .deletesItself, .ignoresRowState: ["deleteControl"]
        }
    }
}

final class DeleteControlCell: UITableViewCell {
    var rowID: String?
    /// Where the cell was configured (what `staleIndexPath` reads).
    var configuredAt: IndexPath?

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
        configuredAt = nil
    }
}

final class DeleteControlController: OneSectionTableController<DeleteControlCell>, UITableViewDelegate {
    let control: DeleteControl
    /// Receives the `remove` event with the row it fires for (the app's handler then deletes it).
    var report: (String) -> Void = { _ in }
    /// Whether the row with an ID offers `remove` now: its `isRemovable`, read from the row as it is.
    var isRemovable: (String) -> Bool = { _ in true }

    /// Whether the row at `indexPath` offers `remove`, as this control decides it.
    private func offersRemove(at indexPath: IndexPath) -> Bool {
        guard rows.indices.contains(indexPath.row) else { return false }
        return control == .ignoresRowState || isRemovable(rows[indexPath.row].id)
    }

    init(control: DeleteControl) {
        self.control = control
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    override func configure(_ cell: DeleteControlCell, with row: NegativeRow) {
        cell.rowID = row.id
        cell.configuredAt = rows.firstIndex { $0.id == row.id }.map { IndexPath(row: $0, section: 0) }
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        tableView.isEditing && offersRemove(at: indexPath) ? .delete : .none
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, offersRemove(at: indexPath) else { return }
        switch control {
        case .correct, .ignoresRowState:
            guard rows.indices.contains(indexPath.row) else { return }
            report(rows[indexPath.row].id)
        case .staleIndexPath:
            let cell = tableView.cellForRow(at: indexPath) as? DeleteControlCell
            let stale = cell?.configuredAt ?? indexPath
            guard rows.indices.contains(stale.row) else { return }
            report(rows[stale.row].id)
        case .deletesItself:
            guard rows.indices.contains(indexPath.row) else { return }
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
}

/// Drives a `DeleteControlController` through `ScreenHarness`: `remove` is an action (its handler, the
/// app's, deletes the row by ID), and the screen's delete control fires it.
@MainActor
public final class DeleteControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "DeleteControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "DeleteControlCell",
                events: [
                    EventInfo(
                        name: "remove", route: nil, action: "remove", enabledField: "isRemovable", placements: [])
                ])
        ],
        routes: [],
        deleteEvent: "remove"
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: DeleteControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: DeleteControl) {
        controller = DeleteControlController(control: control)
        controller.isRemovable = { [unowned self] id in self.flag("isRemovable", ofRowID: id) ?? false }
        controller.report = { [unowned self] rowID in
            self.log.record(.action, "remove", rowID: rowID, payload: self.payload(forRowID: rowID))
            self.deleteRow(withID: rowID)
        }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    /// `isRemovable`: true for a key that is not a multiple of 3, flipped by every update.
    public func flag(_ field: String, ofRowID rowID: String) -> Bool? {
        guard field == "isRemovable", let revision = revisions[rowID], let key = Int(rowID.dropFirst(4)) else {
            return nil
        }
        return ((key % 3 == 0 ? 1 : 0) + revision) % 2 == 0
    }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? DeleteControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }
}
