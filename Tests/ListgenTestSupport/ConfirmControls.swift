// Negative controls for the `confirm.when` and `{field}` scenarios (ConfirmScenarios.swift): a
// hand-written table screen whose rows delete from a trailing swipe action, asking "Delete {title}?"
// first only for a row whose `hasHistory` is true, the way a generated screen with
// `confirm: { title: "Delete {title}?", when: hasHistory }` does, right or in a classic wrong way. The
// wrong ones must be caught by the scenarios written for them, and the right one by none.

/// When the control's swipe action reads the row's `hasHistory` and `title`.
public enum ConfirmControl: String, CaseIterable, Sendable {
    /// Right: both read from the row, looked up by ID, when the action is performed.
    case correct
    /// `hasHistory` read when the swipe actions were built (as a cell reads its row when configured): a
    /// row updated meanwhile is asked about, or not, as it was.
    case readsWhenBuilt
    /// The alert's title made when the swipe actions were built: it names the row as it was.
    case namesBuiltRow

    /// The confirmation scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .readsWhenBuilt: ["confirmWhen"]
        case .namesBuiltRow: ["confirmWhen", "confirmNamesRow"]
        }
    }
}

final class ConfirmControlCell: UITableViewCell {
    var rowID: String?

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
    }
}

final class ConfirmControlController: OneSectionTableController<ConfirmControlCell>, UITableViewDelegate {
    let control: ConfirmControl
    let log: HarnessLog
    /// The row's `hasHistory`, from the harness that made it.
    var hasHistory: (String) -> Bool = { _ in false }

    init(control: ConfirmControl, log: HarnessLog) {
        self.control = control
        self.log = log
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    override func configure(_ cell: ConfirmControlCell, with row: NegativeRow) {
        cell.rowID = row.id
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let id = rows[indexPath.row].id
        // WRONG for `readsWhenBuilt`: the row may change before the action is performed.
        let askedWhenBuilt = hasHistory(id)
        // WRONG for `namesBuiltRow`: the same for the title.
        let titleWhenBuilt = rows[indexPath.row].title
        let remove = UIContextualAction(style: .normal, title: "Delete") { [weak self] _, _, completion in
            guard let self, self.rows.contains(where: { $0.id == id }) else { return completion(false) }
            let asks = self.control == .readsWhenBuilt ? askedWhenBuilt : self.hasHistory(id)
            if asks, let row = self.rows.first(where: { $0.id == id }) {
                self.askToRemove(id, naming: self.control == .namesBuiltRow ? titleWhenBuilt : row.title)
            } else {
                self.remove(id)
            }
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }

    private func askToRemove(_ id: String, naming title: String) {
        let alert = UIAlertController(title: "Delete \(title)?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .default) { [weak self] _ in self?.remove(id) })
        present(alert, animated: true)
    }

    /// `remove`'s action, for the row with `id` as it is now.
    private func remove(_ id: String) {
        guard let row = rows.first(where: { $0.id == id }) else { return }
        log.record(.action, "remove", rowID: row.id, payload: "\(row)")
    }
}

/// Drives a `ConfirmControlController` through `ScreenHarness`. A row's `hasHistory` flips with each
/// update, as a generated harness's Bool fields do.
@MainActor
public final class ConfirmControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "ConfirmControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "ConfirmControlCell",
                events: [
                    EventInfo(
                        name: "remove", route: nil, action: "remove", placements: ["swipeTrailing"], title: "Delete",
                        confirm: ConfirmInfo(
                            title: "Delete {title}?", message: nil, button: "Delete", isDestructive: false,
                            whenField: "hasHistory"))
                ])
        ],
        routes: []
    )
    public let log: HarnessLog
    public var routerObject: AnyObject { controller }
    let controller: ConfirmControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: ConfirmControl) {
        let log = HarnessLog()
        self.log = log
        controller = ConfirmControlController(control: control, log: log)
        controller.hasHistory = { [unowned self] rowID in self.flag("hasHistory", ofRowID: rowID) ?? false }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func flag(_ field: String, ofRowID rowID: String) -> Bool? {
        guard field == "hasHistory", let key = Int(rowID.dropFirst("row-".count)) else { return nil }
        return (key + (revisions[rowID] ?? 0)) % 2 == 0
    }

    public func text(_ field: String, ofRowID rowID: String) -> String? {
        field == "title" && indexPath(forRowID: rowID) != nil ? model(rowID).title : nil
    }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? ConfirmControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }
}
