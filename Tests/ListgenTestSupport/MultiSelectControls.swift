import Foundation
import UIKit

// Negative controls for the batch-action scenarios (MultiSelectScenarios.swift): a hand-written table
// screen with one batch button (`archive`) in its toolbar, whose rows selected in edit mode are kept right
// or in a classic wrong way, and which asks in an action sheet pointing at the button before it archives
// (or points it wrongly). Each wrong controller must be caught by the scenarios, the right one by none.

/// How the control keeps the rows selected in edit mode.
public enum MultiSelectControl: String, CaseIterable, Sendable {
    /// Right: by the rows' IDs; after every change the list shows them selected where they are now; the
    /// button resolves them by ID when it fires, in list order.
    case correct
    /// By index path: after a change the list shows the old index paths selected, which hold other rows
    /// once a row is inserted above or a selected row moved, and the button acts on those.
    case keepsIndexPaths
    /// By ID, but the rows are resolved when they are selected: the button acts on the rows as they were
    /// then, a deleted one included.
    case resolvesAtSelection
    /// By ID, but ignoring the event's `enabled` (`isArchivable`): the button is enabled while any row is
    /// selected and acts on every selected row, those that do not offer the event included.
    case ignoresRowState
    /// By ID, but reading the event's `enabled` when the row was selected: the button follows what each
    /// row offered then, and acts on those rows, whatever an update changed since.
    case readsRowStateAtSelection
    /// Asks in an action sheet that points nowhere: on iPad UIKit raises and shows nothing.
    case sheetWithoutAnchor
    /// Asks in an action sheet that points at another bar button item (the edit button), not at the
    /// batch button that was tapped.
    case sheetAtWrongItem
    /// Asks in an alert, though the event says `confirm.style: actionSheet`.
    case alertForSheet

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .keepsIndexPaths, .resolvesAtSelection: ["batchSelectionByID"]
        case .ignoresRowState, .readsRowStateAtSelection: ["batchFollowsRowState"]
        case .sheetWithoutAnchor, .sheetAtWrongItem, .alertForSheet: ["batchConfirmAnchors"]
        }
    }
}

final class MultiSelectControlController: OneSectionTableController<UITableViewCell>, UITableViewDelegate {
    let control: MultiSelectControl
    /// The selected rows' IDs, in the order they were selected.
    var selectedIDs: [String] = []
    /// The selected rows' index paths (`keepsIndexPaths`).
    var selectedIndexPaths: [IndexPath] = []
    /// The selected rows as they were when selected (`resolvesAtSelection`).
    var selectedAtTap: [NegativeRow] = []
    /// The selected rows' `isArchivable` when they were selected (`readsRowStateAtSelection`).
    var archivableAtTap: [String: Bool] = [:]
    /// Whether the row with an ID offers `archive` now: its `isArchivable`, read from the row as it is.
    var isArchivable: (String) -> Bool = { _ in true }
    /// Receives the batch action with the rows it acts on.
    var report: ([String]) -> Void = { _ in }
    private(set) lazy var archiveButton = UIBarButtonItem(
        title: "Archive", image: nil,
        primaryAction: UIAction(title: "Archive") { [weak self] _ in self?.confirmArchive() })

    init(control: MultiSelectControl) {
        self.control = control
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
        tableView.allowsMultipleSelectionDuringEditing = true
        toolbarItems = [archiveButton]
        updateButton()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        selectedIDs = []
        selectedIndexPaths = []
        selectedAtTap = []
        archivableAtTap = [:]
        for indexPath in tableView.indexPathsForSelectedRows ?? [] {
            tableView.deselectRow(at: indexPath, animated: false)
        }
        updateButton()
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { tableView.isEditing }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView.isEditing ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.row) else { return }
        let row = rows[indexPath.row]
        selectedIDs.append(row.id)
        selectedIndexPaths.append(indexPath)
        selectedAtTap.append(row)
        archivableAtTap[row.id] = isArchivable(row.id)
        updateButton()
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.row) else { return }
        let id = rows[indexPath.row].id
        selectedIDs.removeAll { $0 == id }
        selectedIndexPaths.removeAll { $0 == indexPath }
        selectedAtTap.removeAll { $0.id == id }
        updateButton()
    }

    /// Whether the selected row with `id` offers `archive`, as this control decides it.
    private func offersArchive(_ id: String) -> Bool {
        switch control {
        case .correct, .keepsIndexPaths, .resolvesAtSelection, .sheetWithoutAnchor, .sheetAtWrongItem, .alertForSheet:
            isArchivable(id)
        case .ignoresRowState: true
        case .readsRowStateAtSelection: archivableAtTap[id] ?? false
        }
    }

    private func updateButton() {
        archiveButton.isEnabled = selectedIDs.contains(where: offersArchive)
    }

    /// After every change of the rows: the selection shown where the control thinks it is.
    func showSelection() {
        guard tableView.isEditing else { return }
        selectedIDs.removeAll { id in !rows.contains { $0.id == id } }
        let targets: [IndexPath]
        switch control {
        case .keepsIndexPaths:
            targets = selectedIndexPaths.filter { rows.indices.contains($0.row) }
        default:
            targets = rows.indices.filter { selectedIDs.contains(rows[$0].id) }.map { IndexPath(row: $0, section: 0) }
        }
        for other in tableView.indexPathsForSelectedRows ?? [] where !targets.contains(other) {
            tableView.deselectRow(at: other, animated: false)
        }
        for target in targets { tableView.selectRow(at: target, animated: false, scrollPosition: .none) }
        updateButton()
    }

    /// Asks first, in an action sheet whose popover points at the batch button (an iPad shows it there).
    private func confirmArchive() {
        let sheet = UIAlertController(
            title: "Archive the selected rows?", message: nil,
            preferredStyle: control == .alertForSheet ? .alert : .actionSheet)
        switch control {
        case .sheetWithoutAnchor: break
        case .sheetAtWrongItem: sheet.popoverPresentationController?.sourceItem = editButtonItem
        default: sheet.popoverPresentationController?.sourceItem = archiveButton
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(
            UIAlertAction(title: "Archive", style: .default) { [weak self] _ in self?.archiveSelectedRows() })
        present(sheet, animated: true)
    }

    private func archiveSelectedRows() {
        let ids: [String]
        switch control {
        case .correct, .ignoresRowState, .readsRowStateAtSelection, .sheetWithoutAnchor, .sheetAtWrongItem,
            .alertForSheet:
            ids = rows.map(\.id).filter { selectedIDs.contains($0) && offersArchive($0) }
        case .keepsIndexPaths:
            ids = selectedIndexPaths.sorted().compactMap { rows.indices.contains($0.row) ? rows[$0.row].id : nil }
                .filter(offersArchive)
        case .resolvesAtSelection:
            // A row deleted since it was selected is still among them.
            ids = selectedAtTap.map(\.id).filter { id in !rows.contains { $0.id == id } || offersArchive(id) }
        }
        guard !ids.isEmpty else { return }
        report(ids)
        setEditing(false, animated: true)
    }
}

/// Drives a `MultiSelectControlController` through `ScreenHarness`: the row half of a one-section table,
/// with the selection shown again after each change.
@MainActor
public final class MultiSelectControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "MultiSelectControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "MultiSelectControlCell",
                events: [
                    EventInfo(
                        name: "archive", route: nil, action: "archiveRow", enabledField: "isArchivable",
                        placements: ["menu"],
                        confirm: ConfirmInfo(
                            title: "Archive the selected rows?", message: nil, button: "Archive", isDestructive: false,
                            isActionSheet: true))
                ])
        ],
        routes: [],
        batchActions: [BatchActionInfo(event: "archive", action: "archiveRows")]
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: MultiSelectControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: MultiSelectControl) {
        controller = MultiSelectControlController(control: control)
        controller.isArchivable = { [unowned self] id in self.flag("isArchivable", ofRowID: id) ?? false }
        controller.report = { [unowned self] ids in
            self.log.record(.action, "archiveRows", rowID: ids.joined(separator: "\n"), payload: "\(ids.count) rows")
        }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    /// `isArchivable`: true for an odd key, flipped by every update.
    public func flag(_ field: String, ofRowID rowID: String) -> Bool? {
        guard field == "isArchivable", let revision = revisions[rowID], let key = Int(rowID.dropFirst(4)) else {
            return nil
        }
        return (key + revision) % 2 == 1
    }

    public func rowID(ofCell cell: UIView) -> String? {
        table.flatMap { table in (cell as? UITableViewCell).flatMap { table.indexPath(for: $0) } }.flatMap(rowID(at:))
    }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }

    /// Each change of the mutation API (`OneSectionTableHarness`) shows the selection again.
    public func rowsDidChange() { controller.showSelection() }
}
