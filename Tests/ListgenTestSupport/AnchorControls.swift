// Negative controls for the anchor scenario (AnchorScenarios.swift): a hand-written table screen whose
// rows share through a popover route (`share: { presentation: popover }`), from a button and a
// trailing swipe action, and delete after an action sheet (`confirm: { style: actionSheet }`), the
// way a generated screen does, right or in a classic wrong way. The wrong
// ones must be caught by the scenario, and the right one by none.

/// How the control's screen points its popover.
public enum AnchorControl: String, CaseIterable, Sendable {
    /// Right: the popover points at the share button of the cell that shows the row when the action
    /// acts (the tapped button, for a tap), else the list.
    case correct
    /// The router sets `modalPresentationStyle = .popover` and presents, pointing it nowhere: UIKit
    /// raises in a regular width (iPad) and nothing is shown.
    case unanchored
    /// The swipe action points the popover at the cell it was made for, captured then: once that cell
    /// is reused, the popover points at another row.
    case capturedCell
    /// `remove` asks in an action sheet (`confirm.style: actionSheet`) pointing nowhere: UIKit raises
    /// in a regular width and nothing is shown.
    case unanchoredActionSheet
    /// The share button's popover points at the row's cell, not at the button: on an iPad the arrow
    /// points at the middle of the row, away from what was tapped (what listgen generated before).
    case buttonOnCell
    /// The share button's popover points at the share button of the cell configured last, kept by the
    /// controller from `tableView(_:cellForRowAt:)`: another row's button.
    case buttonOfAnotherRow

    /// The anchor scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> { self == .correct ? [] : ["anchors"] }
}

final class AnchorControlCell: UITableViewCell {
    let shareButton = UIButton(configuration: .plain())
    var rowID: String?
    /// Called with the tapped button, the action's `sender`.
    var onShareTap: ((UIView?) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        shareButton.accessibilityIdentifier = "AnchorControlCell.share"
        shareButton.addAction(
            UIAction { [weak self] action in self?.onShareTap?(action.sender as? UIView) },
            for: .primaryActionTriggered)
        contentView.addSubviewAtTrailingMargin(shareButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
        onShareTap = nil
    }
}

final class AnchorControlController: OneSectionTableController<AnchorControlCell>, UITableViewDelegate {
    let control: AnchorControl
    let log: HarnessLog

    init(control: AnchorControl, log: HarnessLog) {
        self.control = control
        self.log = log
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    /// The share button of the cell configured last (kept for `buttonOfAnotherRow`).
    private weak var lastConfiguredButton: UIView?

    override func configure(_ cell: AnchorControlCell, with row: NegativeRow) {
        cell.rowID = row.id
        lastConfiguredButton = cell.shareButton
        let id = row.id
        cell.onShareTap = { [weak self, weak cell] sender in
            guard let self, let cell, self.tableView.indexPath(for: cell) != nil,
                let index = self.rows.firstIndex(where: { $0.id == id })
            else { return }
            let now = self.tableView.cellForRow(at: IndexPath(row: index, section: 0))
            switch self.control {
            case .buttonOnCell:
                // WRONG: the row's cell, not the button that was tapped.
                self.share(id, anchor: now ?? self.tableView)
            case .buttonOfAnotherRow:
                // WRONG: a button kept from configuring another row.
                self.share(id, anchor: self.lastConfiguredButton)
            default:
                if let sender, let now, sender.isDescendant(of: now) {
                    self.share(id, anchor: sender)
                } else {
                    self.share(id, anchor: (now as? AnchorControlCell)?.shareButton ?? now ?? self.tableView)
                }
            }
        }
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let id = rows[indexPath.row].id
        let captured = tableView.cellForRow(at: indexPath)
        let capturesCell = control == .capturedCell
        let action = UIContextualAction(style: .normal, title: "Share") { [weak self] _, _, completion in
            guard let self, let index = self.rows.firstIndex(where: { $0.id == id }) else { return completion(false) }
            let now = self.tableView.cellForRow(at: IndexPath(row: index, section: 0)) as? AnchorControlCell
            // WRONG for `capturedCell`: the cell the action was made for may show another row now.
            self.share(id, anchor: capturesCell ? captured : now?.shareButton ?? self.tableView)
            completion(true)
        }
        let remove = UIContextualAction(style: .normal, title: "Delete") { [weak self] _, _, completion in
            guard let self, let index = self.rows.firstIndex(where: { $0.id == id }) else { return completion(false) }
            self.askToRemove(
                id, anchor: self.tableView.cellForRow(at: IndexPath(row: index, section: 0)) ?? self.tableView)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action, remove])
    }

    /// `remove`'s confirmation: an action sheet pointing at `anchor`, except for `unanchoredActionSheet`.
    private func askToRemove(_ id: String, anchor: UIView) {
        let sheet = UIAlertController(title: "Delete this row?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(
            UIAlertAction(title: "Delete", style: .default) { [weak self] _ in
                guard let self, let row = self.rows.first(where: { $0.id == id }) else { return }
                self.log.record(.action, "remove", rowID: row.id, payload: "\(row)")
            })
        if control != .unanchoredActionSheet, let popover = sheet.popoverPresentationController {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        }
        present(sheet, animated: true)
    }

    /// The router of the `share` route: a popover pointing at `anchor`, except for `unanchored`.
    private func share(_ id: String, anchor: UIView?) {
        guard let row = rows.first(where: { $0.id == id }) else { return }
        let destination = NegativeDestination(route: "share", payload: "\(row)")
        destination.modalPresentationStyle = .popover
        if control != .unanchored, let anchor, let popover = destination.popoverPresentationController {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
        }
        present(destination, animated: true)
    }
}

/// Drives an `AnchorControlController` through `ScreenHarness`.
@MainActor
public final class AnchorControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "AnchorControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "AnchorControlCell",
                events: [
                    EventInfo(
                        name: "share", route: "share", action: nil, placements: ["button", "swipeTrailing"],
                        title: "Share"),
                    EventInfo(
                        name: "remove", route: nil, action: "remove", placements: ["swipeTrailing"], title: "Delete",
                        confirm: ConfirmInfo(
                            title: "Delete this row?", message: nil, button: "Delete", isDestructive: false,
                            isActionSheet: true)),
                ])
        ],
        routes: [RouteInfo(name: "share", passesID: false, presentation: .popover, embedInNavigation: false)]
    )
    public let log: HarnessLog
    public var routerObject: AnyObject { controller }
    let controller: AnchorControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: AnchorControl) {
        let log = HarnessLog()
        self.log = log
        controller = AnchorControlController(control: control, log: log)
    }

    /// The control routes itself: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? AnchorControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? {
        (controller as? NegativeDestination).map { ($0.route, $0.payload) }
    }
}
