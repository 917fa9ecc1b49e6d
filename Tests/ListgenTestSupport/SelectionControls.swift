import Foundation
import UIKit

// Negative controls for the persistent-selection scenarios (SelectionScenarios.swift): a hand-written
// table screen whose row tap is an action and whose selected row should stay selected across changes,
// kept right or in a classic wrong way. Each wrong controller must be caught by the scenario written for
// it, and the right one by none.

/// How the control keeps its selected row.
public enum SelectionControl: String, CaseIterable, Sendable {
    /// Right: by the row's ID; after every change the row is selected where it is now, without animation
    /// and without its action; a deleted row leaves nothing selected.
    case correct
    /// By index path: after a change the list shows the old index path selected, which holds another row
    /// once a row is inserted above it.
    case keepsIndexPath
    /// By ID, but shown again by calling the delegate's `didSelectRowAt`: the row's action fires after
    /// every change, as if the person had tapped it.
    case refiresAction
    /// By ID, but it tells its edit mode (where it would show the rows selected for batch actions, none
    /// yet) by the table's `isEditing`: a person swiping a row open sets it, and a change meanwhile shows
    /// no row selected.
    case editModeByIsEditing

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .keepsIndexPath: ["selectionFollowsRow", "selectionByID", "selectionWhileSwipedOpen"]
        case .refiresAction: ["selectionFollowsRow", "selectionByID", "selectionWhileSwipedOpen"]
        case .editModeByIsEditing: ["selectionWhileSwipedOpen"]
        }
    }
}

final class SelectionControlController: OneSectionTableController<UITableViewCell>, UITableViewDelegate {
    let control: SelectionControl
    /// The selected row's ID (the ID-keeping controls) and index path (`keepsIndexPath`).
    var selectedID: String?
    var selectedIndexPath: IndexPath?
    /// Receives each tap's action, with the row it acts on.
    var report: (String) -> Void = { _ in }
    /// Gets each change of the selected ID.
    var onSelectionChange: (String?) -> Void = { _ in }

    init(control: SelectionControl) {
        self.control = control
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showSelection()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.row) else { return }
        let id = rows[indexPath.row].id
        selectedIndexPath = indexPath
        if selectedID != id {
            selectedID = id
            onSelectionChange(id)
        }
        report(id)
    }

    /// Every row can be swiped open: one trailing action, which does nothing.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        ])
    }

    /// Selects the row with `id` (nil: none), as the app's `selectRow(withID:)`.
    func selectRow(withID id: String?) {
        let id = id.flatMap { id in rows.contains { $0.id == id } ? id : nil }
        selectedIndexPath = id.flatMap { id in rows.firstIndex { $0.id == id } }.map { IndexPath(row: $0, section: 0) }
        let changed = selectedID != id
        selectedID = id
        showSelection()
        if changed { onSelectionChange(id) }
    }

    /// After every change of the rows, and when the screen appears.
    func showSelection() {
        if let id = selectedID, !rows.contains(where: { $0.id == id }) {
            selectedID = nil
            selectedIndexPath = nil
            onSelectionChange(nil)
        }
        let target: IndexPath?
        switch control {
        case .keepsIndexPath:
            target = selectedIndexPath.flatMap { rows.indices.contains($0.row) ? $0 : nil }
        case .editModeByIsEditing where tableView.isEditing:
            target = nil
        case .correct, .refiresAction, .editModeByIsEditing:
            target = selectedID.flatMap { id in rows.firstIndex { $0.id == id } }.map { IndexPath(row: $0, section: 0) }
        }
        for other in tableView.indexPathsForSelectedRows ?? [] where other != target {
            tableView.deselectRow(at: other, animated: false)
        }
        guard let target else { return }
        tableView.selectRow(at: target, animated: false, scrollPosition: .none)
        if control == .refiresAction { self.tableView(tableView, didSelectRowAt: target) }
    }
}

/// Drives a `SelectionControlController` through `ScreenHarness`: the row half of a one-section table,
/// with the selection shown again after each change.
@MainActor
public final class SelectionControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "SelectionControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "SelectionControlCell", select: EventInfo(name: "select", route: nil, action: "open"),
                events: [])
        ],
        routes: [],
        persistentSelection: true
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: SelectionControlController
    public var revisions: [String: Int] = [:]
    public private(set) var reportedSelections: [String?] = []
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: SelectionControl) {
        controller = SelectionControlController(control: control)
        controller.report = { [unowned self] rowID in
            self.log.record(.action, "open", rowID: rowID, payload: self.payload(forRowID: rowID))
        }
        controller.onSelectionChange = { [unowned self] id in self.reportedSelections.append(id) }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public var selectedRowID: String? {
        switch controller.control {
        case .keepsIndexPath: controller.selectedIndexPath.flatMap { rowID(at: $0) }
        case .correct, .refiresAction, .editModeByIsEditing: controller.selectedID
        }
    }

    public func selectRow(withID rowID: String?) { controller.selectRow(withID: rowID) }

    public func rowID(ofCell cell: UIView) -> String? {
        table.flatMap { table in (cell as? UITableViewCell).flatMap { table.indexPath(for: $0) } }.flatMap(rowID(at:))
    }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }

    /// Each change of the mutation API (`OneSectionTableHarness`) shows the selection again.
    public func rowsDidChange() { controller.showSelection() }
}
