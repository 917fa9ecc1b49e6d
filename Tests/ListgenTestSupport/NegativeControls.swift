// Negative controls for the scenarios: a hand-written table screen with the same shape as a
// generated one (three buttons per cell: a pushed route passing the ID, a presented route passing
// the model, an action), wired right or in one of the classic wrong ways. The scenarios that pass
// on generated code must fail on each wrong control, or they prove nothing.
// (Tests/UIKitTests/NegativeControlTests.swift shows the same bugs against the stand-in alone.)

/// How the control's cells are wired.
public enum NegativeControl: String, CaseIterable, Sendable {
    /// Right: the cell reports itself, the controller asks the table for its index path at tap time.
    case correct
    /// `button.tag = indexPath.row`; the tap reads `rows[sender.tag]`.
    case tagIndex
    /// The tap closure captures the index path it was configured at.
    case capturedIndexPath
    /// Each configure adds another `UIAction` (no identifier): a recycled cell fires every row it showed.
    case accumulatingActions
    /// The closure captures the row ID but never checks the cell is still on the list.
    case queuedCellFires
    /// The closure captures the controller strongly: controller → list → cell → closure → controller.
    case strongSelfCapture
    /// Right wiring, but the router pushes the route the spec presents.
    case pushesEverything
    /// The spec makes `compose` a sheet resting at `[medium]` with a Close button; the router presents
    /// a page sheet but never sets its detents (it rests at UIKit's default, full height).
    case sheetWithoutDetents
    /// As `sheetWithoutDetents`, but the router sets `detents = []`, which UIKit refuses.
    case emptyDetents
    /// As `sheetWithoutDetents` with the detents set; the Close button's action captures the
    /// destination strongly: destination → navigation item → button → action → destination.
    case closeButtonStrongCapture
    /// Right: `flag` asks first (an alert) and looks its row up by ID when the user confirms.
    case confirmsByID
    /// `flag` asks first, but the alert's handler acts on the index path the row had when the alert
    /// opened (resolved at open time, not at confirm time).
    case confirmCapturesIndexPath
    /// `flag` asks first, and the alert's handler holds the controller strongly: controller → alert →
    /// action → handler → controller while the alert is up.
    case confirmCapturesSelfStrongly

    /// The `flag` event asks first (`confirm`).
    var asksFirst: Bool {
        [.confirmsByID, .confirmCapturesIndexPath, .confirmCapturesSelfStrongly, .destructiveSwipeCompletesTrue]
            .contains(self)
    }
    /// The swipe action's handler captures the index path the configuration was asked for.
    case swipeCapturesIndexPath
    /// The context menu is keyed by the index path (its identifier) and its item resolves the row by it.
    case menuKeyedByIndexPath
    /// The swipe action's handler returns without calling its completion when its row is gone.
    case swipeSkipsCompletion
    /// `flag` is a `.destructive` swipe action that asks first (an alert), and its handler completes
    /// with `true` at once, while the row is still there (issue #20: UIKit animates it away, and it
    /// comes back on Cancel).
    case destructiveSwipeCompletesTrue
    /// The cell also offers `flag`, which is a swipe action, as an accessibility custom action: VoiceOver
    /// offers it twice (UIKit already offers the row's swipe actions and removes no duplicates).
    case swipeAlsoCustomAction
    /// `flag`'s menu item belongs to the inline group `review` (`menuGroup`), but the menu lists it at
    /// the top level, with no inline `UIMenu` around it.
    case menuIgnoresGroups
    /// The cell's indentation level (`display.indentation: depth`) is set only for an indented row
    /// (`if depth > 0`): a reused cell keeps the previous row's level on a row at level 0.
    case indentationKeptOnReuse
    /// The spec's cell has `select.highlight: false`, but the cell keeps UIKit's `selectionStyle`: a
    /// touched row turns grey.
    case touchHighlightKept
    /// The spec's cell has `select.enabled: isDone`: the cell dims a row that is not done (its text
    /// `.secondaryLabel`) but never un-dims, so a reused cell keeps the previous row's dimming.
    case dimmingKeptOnReuse
    /// The cell's checkmark (`display.accessory: { checkmark: isDone }`) is set only for a done row
    /// (`if isDone`), never cleared: a reused cell keeps the previous row's checkmark.
    case checkmarkKeptOnReuse
    /// The menu's preview provider captures the row as it was when the menu's configuration was made
    /// (a value, not the row's ID): a row updated before UIKit asks for the preview shows stale.
    case previewCapturesRow
    /// The menu's preview provider looks the row up by the index path the configuration was made for:
    /// after a move or an insert above, it previews another row.
    case previewByIndexPath
    /// Committing the menu's preview hands the commit hook the row as it was when the menu's
    /// configuration was made: a row updated (or deleted) before the tap commits stale (or gone).
    case previewCommitCapturesRow
    /// Committing the menu's preview looks the row up by the index path the configuration was made
    /// for: after an insert above, it commits another row.
    case previewCommitByIndexPath
    /// `flag`'s menu item belongs to the submenu `Review` (`submenu`), but the menu lists it at the top
    /// level, with no titled `UIMenu` around it.
    case menuIgnoresSubmenus

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .tagIndex, .capturedIndexPath: ["mutation"]
        case .accumulatingActions: ["reuse", "staleHandler"]
        case .queuedCellFires: ["staleHandler"]
        case .strongSelfCapture: ["noLeaks"]
        case .pushesEverything: ["navigation"]
        case .sheetWithoutDetents, .emptyDetents: ["sheets"]
        case .closeButtonStrongCapture: ["closeButton"]
        case .confirmsByID: []
        case .confirmCapturesIndexPath: ["confirmResolvesAtConfirmTime", "confirmRowDeletedMeanwhile"]
        case .confirmCapturesSelfStrongly: ["confirmLeaks"]
        case .swipeCapturesIndexPath, .menuKeyedByIndexPath, .swipeSkipsCompletion: ["placementAfterChange"]
        case .destructiveSwipeCompletesTrue: ["destructiveSwipe"]
        case .swipeAlsoCustomAction: ["voiceOverActions"]
        case .menuIgnoresGroups, .menuIgnoresSubmenus: ["placements"]
        case .indentationKeptOnReuse: ["indentation"]
        case .touchHighlightKept: ["touchHighlight"]
        case .dimmingKeptOnReuse: ["dimmedDisabledRows"]
        case .checkmarkKeptOnReuse: ["accessories"]
        case .previewCapturesRow, .previewByIndexPath: ["menuPreview"]
        case .previewCommitCapturesRow, .previewCommitByIndexPath: ["menuPreviewCommit"]
        }
    }

    /// The spec of this control's screen makes `compose` a sheet with detents and a Close button.
    var composesInASheet: Bool { [.sheetWithoutDetents, .emptyDetents, .closeButtonStrongCapture].contains(self) }
}

/// A row of the hand-written control screens.
public struct NegativeRow: Hashable, Sendable {
    public var id: String
    public var title: String

    /// The row's indentation level (its `display.indentation: depth`): 0, 1 or 2, from its key.
    public var depth: Int { Int(id.dropFirst("row-".count)).map { $0 % 3 } ?? 0 }
    /// Whether the row is done (its `display.accessory: { checkmark: isDone }`): every other row, from its key.
    public var isDone: Bool { Int(id.dropFirst("row-".count)).map { $0 % 2 == 1 } ?? false }
}

enum NegativeRoute {
    case detail(String)
    case compose(NegativeRow)
}

@MainActor
protocol NegativeRouting: AnyObject {
    func navigate(to route: NegativeRoute, from source: UIViewController)
}

@MainActor
final class NegativeRecordingRouter: NegativeRouting {
    let log: HarnessLog
    init(log: HarnessLog) { self.log = log }

    func navigate(to route: NegativeRoute, from source: UIViewController) {
        switch route {
        case .detail(let id): log.record(.route, "detail", rowID: id, payload: id)
        case .compose(let row): log.record(.route, "compose", rowID: row.id, payload: "\(row)")
        }
    }
}

final class NegativeDestination: UIViewController {
    let route: String
    let payload: String

    init(route: String, payload: String) {
        self.route = route
        self.payload = payload
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }
}

@MainActor
final class NegativeRouter: NegativeRouting {
    let control: NegativeControl
    var pushesEverything: Bool { control == .pushesEverything }
    init(control: NegativeControl) { self.control = control }

    func navigate(to route: NegativeRoute, from source: UIViewController) {
        switch route {
        case .detail(let id):
            push(NegativeDestination(route: "detail", payload: id), from: source)
        case .compose(let row):
            let destination = NegativeDestination(route: "compose", payload: "\(row)")
            if pushesEverything {
                push(destination, from: source)
            } else if control.composesInASheet {
                presentSheet(destination, from: source)
            } else {
                source.present(UINavigationController(rootViewController: destination), animated: true)
            }
        }
    }

    /// A page sheet in a navigation controller with a Close button, wrong as `control` says.
    private func presentSheet(_ destination: UIViewController, from source: UIViewController) {
        let navigation = UINavigationController(rootViewController: destination)
        navigation.modalPresentationStyle = .pageSheet
        switch control {
        case .sheetWithoutDetents: break
        case .emptyDetents: navigation.sheetPresentationController?.detents = []
        default: navigation.sheetPresentationController?.detents = [.medium()]
        }
        let close =
            control == .closeButtonStrongCapture
            ? UIAction { _ in destination.dismiss(animated: true) }
            : UIAction { [weak destination] _ in destination?.dismiss(animated: true) }
        destination.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: close)
        source.present(navigation, animated: true)
    }

    private func push(_ destination: UIViewController, from source: UIViewController) {
        if let navigation = source.navigationController {
            navigation.pushViewController(destination, animated: true)
        } else {
            source.show(destination, sender: source)
        }
    }
}

final class NegativeCell: UITableViewCell {
    static let events = ["open", "compose", "flag"]
    let buttons: [(event: String, button: UIButton)]
    var onTap: ((String) -> Void)?
    var rowID: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        buttons = Self.events.map { ($0, UIButton(configuration: .plain())) }
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for (event, button) in buttons {
            button.accessibilityIdentifier = "NegativeCell.\(event)"
            button.addAction(
                UIAction(identifier: UIAction.Identifier("tap")) { [weak self] _ in self?.onTap?(event) },
                for: .primaryActionTriggered)
        }
        accessoryView = UIStackView(arrangedSubviews: buttons.map(\.button))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func prepareForReuse() {
        super.prepareForReuse()
        onTap = nil
        rowID = nil
    }
}

final class NegativeController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let control: NegativeControl
    let router: any NegativeRouting
    let log: HarnessLog
    var rows: [NegativeRow] = []
    let tableView = UITableView(frame: .zero, style: .plain)

    init(control: NegativeControl, router: any NegativeRouting, log: HarnessLog) {
        self.control = control
        self.router = router
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NegativeCell.self, forCellReuseIdentifier: "NegativeCell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    /// The `flag` event is also a trailing swipe action: resolved by the row's ID when it fires, or
    /// (`swipeCapturesIndexPath`) by the index path it was made for; with `swipeSkipsCompletion` a
    /// handler whose row is gone returns without calling its completion.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let id = rows[indexPath.row].id
        let capturesIndexPath = control == .swipeCapturesIndexPath
        let skipsCompletion = control == .swipeSkipsCompletion
        let style: UIContextualAction.Style = control == .destructiveSwipeCompletesTrue ? .destructive : .normal
        let action = UIContextualAction(style: style, title: "Flag") { [weak self] _, _, completion in
            guard let self,
                let row = capturesIndexPath
                    ? (self.rows.indices.contains(indexPath.row) ? self.rows[indexPath.row] : nil)
                    : self.rows.first(where: { $0.id == id })
            else { return skipsCompletion ? () : completion(false) }
            self.flagOrAsk(row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// The `flag` event is also a context-menu item: keyed by the row's ID, or (`menuKeyedByIndexPath`)
    /// by the index path.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let id = rows[indexPath.row].id
        menusMade[id] = (rows[indexPath.row], indexPath)
        let keyedByIndexPath = control == .menuKeyedByIndexPath
        let identifier: any NSCopying = keyedByIndexPath ? NSNumber(value: indexPath.row) : NSString(string: id)
        let flag = UIAction(title: "Flag") { [weak self] _ in
            guard let self,
                let row = keyedByIndexPath
                    ? (self.rows.indices.contains(indexPath.row) ? self.rows[indexPath.row] : nil)
                    : self.rows.first(where: { $0.id == id })
            else { return }
            self.flagOrAsk(row)
        }
        // WRONG for `menuIgnoresGroups`: its spec puts `flag` in the inline group `review`, as in
        // `UIMenu(options: .displayInline, children: [flag])`; this list keeps it at the top level.
        // WRONG for `menuIgnoresSubmenus` likewise: its spec puts `flag` in `UIMenu(title: "Review", …)`.
        return UIContextMenuConfiguration(identifier: identifier, previewProvider: previewProvider(at: indexPath)) {
            _ in
            UIMenu(children: [flag])
        }
    }

    /// The app's preview hook (`MenuPreviewHarness`), with the row it is given.
    var preview: ((NegativeRow) -> UIViewController?)?
    /// The app's preview-commit hook (`MenuPreviewHarness`), with the row and the preview shown.
    var commitPreview: ((NegativeRow, UIViewController?) -> Void)?
    /// The row and index path each menu (by row ID) was last made for: what the wrong commits use.
    private var menusMade: [String: (row: NegativeRow, indexPath: IndexPath)] = [:]

    /// The user tapped a menu's preview: the hook gets the row found by the menu's identifier (the
    /// row's ID) once the commit ends, or wrong as the control says; without the hook, a plain dismissal.
    func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard commitPreview != nil, let id = configuration.identifier as? NSString, let made = menusMade[id as String]
        else {
            animator.preferredCommitStyle = .dismiss
            return
        }
        let preview = animator.previewViewController
        animator.addCompletion { [weak self] in
            guard let self else { return }
            let row: NegativeRow?
            switch self.control {
            case .previewCommitCapturesRow:
                // WRONG: the row as it was when the menu was made.
                row = made.row
            case .previewCommitByIndexPath:
                // WRONG: whatever row is at the menu's index path now.
                row = self.rows.indices.contains(made.indexPath.row) ? self.rows[made.indexPath.row] : nil
            default:
                row = self.rows.first(where: { $0.id == id as String })
            }
            if let row { self.commitPreview?(row, preview) }
        }
    }

    /// The menu's preview: the row found by its ID when UIKit asks, or wrong as the control says.
    private func previewProvider(at indexPath: IndexPath) -> UIContextMenuContentPreviewProvider? {
        guard preview != nil else { return nil }
        let captured = rows[indexPath.row]
        switch control {
        case .previewCapturesRow:
            // WRONG: the row as it was when the configuration was made.
            return { [weak self] in self?.preview?(captured) }
        case .previewByIndexPath:
            // WRONG: whatever row is at the configuration's index path when UIKit asks.
            return { [weak self] in
                guard let self, self.rows.indices.contains(indexPath.row) else { return nil }
                return self.preview?(self.rows[indexPath.row])
            }
        default:
            return { [weak self] in
                guard let self, let row = self.rows.first(where: { $0.id == captured.id }) else { return nil }
                return self.preview?(row)
            }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NegativeCell", for: indexPath) as! NegativeCell
        cell.rowID = rows[indexPath.row].id
        let depth = rows[indexPath.row].depth
        if control == .indentationKeptOnReuse {
            // WRONG: a row at level 0 keeps the level of the row the cell showed before.
            if depth > 0 { cell.indentationLevel = depth }
        } else {
            cell.indentationLevel = depth
        }
        if control == .checkmarkKeptOnReuse {
            // WRONG: a row that is not done keeps the checkmark of the row the cell showed before.
            if rows[indexPath.row].isDone { cell.accessoryType = .checkmark }
        } else {
            cell.accessoryType = rows[indexPath.row].isDone ? .checkmark : .none
        }
        if control == .dimmingKeptOnReuse, !rows[indexPath.row].isDone {
            // WRONG: dims a row that cannot be selected, never un-dims one that can.
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row].title
            content.textProperties.color = .secondaryLabel
            cell.contentConfiguration = content
        }
        wire(cell, at: indexPath)
        if control == .swipeAlsoCustomAction {
            // WRONG: `flag` is already a swipe action, which VoiceOver offers for the row.
            let id = rows[indexPath.row].id
            cell.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Flag") { [weak self] _ in
                    guard let self, let row = self.rows.first(where: { $0.id == id }) else { return false }
                    self.perform("flag", for: row)
                    return true
                }
            ]
        }
        return cell
    }

    func perform(_ event: String, for row: NegativeRow) {
        switch event {
        case "open": router.navigate(to: .detail(row.id), from: self)
        case "compose": router.navigate(to: .compose(row), from: self)
        default: log.record(.action, "flag", rowID: row.id, payload: "\(row)")
        }
    }

    /// `flag` from a swipe action or a menu item: the controls that ask first ask, from wherever the
    /// row is now; the others flag at once.
    private func flagOrAsk(_ row: NegativeRow) {
        guard control.asksFirst, let index = rows.firstIndex(where: { $0.id == row.id }) else {
            return perform("flag", for: row)
        }
        askThenFlag(at: IndexPath(row: index, section: 0))
    }

    /// The alert of `flag` for the controls that ask first, each handler in its control's way.
    private func askThenFlag(at indexPath: IndexPath) {
        let id = rows[indexPath.row].id
        let alert = UIAlertController(title: "Flag this row?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let handler: (UIAlertAction) -> Void
        switch control {
        case .confirmCapturesIndexPath:
            handler = { [weak self] _ in
                guard let self, self.rows.indices.contains(indexPath.row) else { return }
                self.perform("flag", for: self.rows[indexPath.row])
            }
        case .confirmCapturesSelfStrongly:
            handler = { _ in
                guard let row = self.rows.first(where: { $0.id == id }) else { return }
                self.perform("flag", for: row)
            }
        default:
            handler = { [weak self] _ in
                guard let self, let row = self.rows.first(where: { $0.id == id }) else { return }
                self.perform("flag", for: row)
            }
        }
        alert.addAction(UIAlertAction(title: "Flag", style: .default, handler: handler))
        present(alert, animated: true)
    }

    private func wire(_ cell: NegativeCell, at indexPath: IndexPath) {
        let id = rows[indexPath.row].id
        switch control {
        case .confirmsByID, .confirmCapturesIndexPath, .confirmCapturesSelfStrongly, .destructiveSwipeCompletesTrue:
            cell.onTap = { [weak self, weak cell] event in
                guard let self, let cell, let indexPath = self.tableView.indexPath(for: cell) else { return }
                if event == "flag" {
                    self.askThenFlag(at: indexPath)
                } else {
                    self.perform(event, for: self.rows[indexPath.row])
                }
            }
        case .correct, .pushesEverything, .sheetWithoutDetents, .emptyDetents, .closeButtonStrongCapture,
            .swipeCapturesIndexPath, .menuKeyedByIndexPath, .swipeSkipsCompletion, .swipeAlsoCustomAction,
            .menuIgnoresGroups, .indentationKeptOnReuse, .touchHighlightKept, .checkmarkKeptOnReuse,
            .dimmingKeptOnReuse, .previewCapturesRow, .previewByIndexPath, .menuIgnoresSubmenus,
            .previewCommitCapturesRow, .previewCommitByIndexPath:
            cell.onTap = { [weak self, weak cell] event in
                guard let self, let cell, let indexPath = self.tableView.indexPath(for: cell) else { return }
                self.perform(event, for: self.rows[indexPath.row])
            }
        case .tagIndex:
            for (event, button) in cell.buttons {
                button.tag = indexPath.row
                button.addAction(
                    UIAction(identifier: UIAction.Identifier("route")) { [weak self] action in
                        guard let self, let sender = action.sender as? UIButton, self.rows.indices.contains(sender.tag)
                        else { return }
                        self.perform(event, for: self.rows[sender.tag])
                    }, for: .primaryActionTriggered)
            }
        case .capturedIndexPath:
            cell.onTap = { [weak self] event in
                guard let self, self.rows.indices.contains(indexPath.row) else { return }
                self.perform(event, for: self.rows[indexPath.row])
            }
        case .accumulatingActions:
            for (event, button) in cell.buttons {
                button.addAction(
                    UIAction { [weak self] _ in
                        guard let self, let row = self.rows.first(where: { $0.id == id }) else { return }
                        self.perform(event, for: row)
                    }, for: .primaryActionTriggered)
            }
        case .queuedCellFires:
            cell.onTap = { [weak self] event in
                guard let self, let row = self.rows.first(where: { $0.id == id }) else { return }
                self.perform(event, for: row)
            }
        case .strongSelfCapture:
            cell.onTap = { [weak cell] event in
                guard let cell, let indexPath = self.tableView.indexPath(for: cell) else { return }
                self.perform(event, for: self.rows[indexPath.row])
            }
        }
    }
}

/// Drives a `NegativeController` through `ScreenHarness`.
@MainActor
public final class NegativeControlHarness: OneSectionTableHarness {
    public private(set) var info: ScreenInfo
    public let log = HarnessLog()
    public let routerObject: AnyObject
    let controller: NegativeController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: NegativeControl, router kind: RouterKind) {
        let flagConfirm =
            control.asksFirst
            ? ConfirmInfo(title: "Flag this row?", message: nil, button: "Flag", isDestructive: false) : nil
        info = ScreenInfo(
            screen: "Negative",
            sections: ["main"],
            cells: [
                CellInfo(
                    name: "NegativeCell",
                    events: [
                        EventInfo(name: "open", route: "detail", action: nil),
                        EventInfo(name: "compose", route: "compose", action: nil),
                        EventInfo(
                            name: "flag", route: nil, action: "flag", placements: ["button", "swipeTrailing", "menu"],
                            title: "Flag", confirm: flagConfirm,
                            menuGroup: control == .menuIgnoresGroups ? "review" : nil,
                            submenu: control == .menuIgnoresSubmenus ? "Review" : nil),
                    ],
                    indentationField: "depth", hidesTouchHighlight: control == .touchHighlightKept,
                    dimmedUnlessField: control == .dimmingKeptOnReuse ? "isDone" : nil,
                    checkmarkField: "isDone")
            ],
            routes: [
                RouteInfo(name: "detail", passesID: true, presentation: .push, embedInNavigation: false),
                RouteInfo(name: "compose", passesID: false, presentation: .present, embedInNavigation: true),
            ]
        )
        let router: any NegativeRouting =
            switch kind {
            case .recording: NegativeRecordingRouter(log: log)
            case .real: NegativeRouter(control: control)
            }
        routerObject = router
        controller = NegativeController(control: control, router: router, log: log)
        if control.composesInASheet {
            info.routes[1] = RouteInfo(
                name: "compose", passesID: false, presentation: .sheet, embedInNavigation: true, detents: ["medium"],
                closeButton: true)
        }
    }

    public convenience init(router kind: RouterKind) { self.init(.correct, router: kind) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? NegativeCell)?.rowID }

    public func number(_ field: String, ofRowID rowID: String) -> Int? {
        field == "depth" ? model(rowID).depth : nil
    }

    public func flag(_ field: String, ofRowID rowID: String) -> Bool? {
        field == "isDone" ? model(rowID).isDone : nil
    }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? {
        (controller as? NegativeDestination).map { ($0.route, $0.payload) }
    }
}

extension NegativeControlHarness: MenuPreviewHarness {
    public func connectMenuPreview(_ make: (@MainActor (_ rowID: String, _ payload: String) -> UIViewController?)?) {
        controller.preview = make.map { make in { row in make(row.id, "\(row)") } }
    }

    public func connectPreviewCommit(
        _ commit: (@MainActor (_ rowID: String, _ payload: String, _ preview: UIViewController?) -> Void)?
    ) {
        controller.commitPreview = commit.map { commit in { row, preview in commit(row.id, "\(row)", preview) } }
    }
}

// MARK: - Runtime-rule controls (issue #11)
//
// Hand-written collection list screens, each in one of the OLD template's code shapes that crash or
// misbehave on a device, or in the fixed shape (`.correct`). `RuleControlRun` drives one through the
// same steps the scenarios take (load, fill, mutate before and after it is in a window, scroll) and
// reports what the stand-in raised and logged, so a test can show that each rule catches its shape.

/// A wrong (or right) way to write a collection list screen.
public enum RuleControl: String, CaseIterable, Sendable {
    /// Registration up front, counts read before updates, no nil from the provider, one content view
    /// per cell, animation only in a window. Must trip nothing.
    case correct
    /// Crash 1, the old template's shape: `private lazy var` cell registration, first touched from the
    /// diffable cell provider or from `collectionView(_:cellForItemAt:)`.
    case lazyRegistration
    /// Crash 2, the old classic shape: `setRows` calls `reloadData()` (deferred on a collection view),
    /// then `insert` changes the model and calls `insertItems` before the collection view laid out.
    case updateBeforeLayout
    /// The provider returns nil when it cannot find the row (here because `setRows` applies the new
    /// snapshot before it stores the new rows).
    case nilFromCellProvider
    /// The cell sets `contentConfiguration = nil` in `prepareForReuse()`.
    case clearsContentConfigurationOnReuse
    /// Every change animates, also while the list is not in a window.
    case animatesOutsideWindow

    /// Whether the shape exists for a diffable (true) or classic (false) data source.
    public func applies(toDiffable diffable: Bool) -> Bool {
        switch self {
        case .updateBeforeLayout: !diffable
        case .nilFromCellProvider: diffable
        default: true
        }
    }
}

final class RuleControlCell: UICollectionViewListCell {
    var clearsConfigurationOnReuse = false

    override func prepareForReuse() {
        super.prepareForReuse()
        if clearsConfigurationOnReuse { contentConfiguration = nil }
    }
}

final class RuleControlController: UIViewController, UICollectionViewDataSource {
    let control: RuleControl
    let diffable: Bool
    let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    private var rows: [String] = []
    private var rowsByID: [String: String] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    /// Right: made in `init`, before the data source can ask for a cell.
    private var upFrontRegistration: UICollectionView.CellRegistration<RuleControlCell, String>?
    /// Wrong (crash 1): created the first time the provider touches it.
    private lazy var lazyRegistration = UICollectionView.CellRegistration<RuleControlCell, String> {
        [weak self] cell, _, row in
        self?.configure(cell, row)
    }

    init(control: RuleControl, diffable: Bool) {
        self.control = control
        self.diffable = diffable
        super.init(nibName: nil, bundle: nil)
        if control != .lazyRegistration {
            upFrontRegistration = UICollectionView.CellRegistration<RuleControlCell, String> {
                [weak self] cell, _, row in
                self?.configure(cell, row)
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = collectionView }

    override func viewDidLoad() {
        super.viewDidLoad()
        if diffable {
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                [weak self] collectionView, indexPath, id in
                guard let self else { return nil }
                guard let row = self.rowsByID[id] else {
                    if self.control == .nilFromCellProvider { return nil }
                    preconditionFailure("no row with ID \(id)")
                }
                return self.cell(for: row, at: indexPath, in: collectionView)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            dataSource?.applySnapshotUsingReloadData(snapshot)
        } else {
            collectionView.dataSource = self
            collectionView.reloadData()
        }
    }

    private func cell(
        for row: String, at indexPath: IndexPath, in collectionView: UICollectionView
    )
        -> UICollectionViewCell
    {
        let registration = upFrontRegistration ?? lazyRegistration
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }

    private func configure(_ cell: RuleControlCell, _ row: String) {
        cell.clearsConfigurationOnReuse = control == .clearsContentConfigurationOnReuse
        var content = cell.defaultContentConfiguration()
        content.text = row
        cell.contentConfiguration = content
    }

    private var animates: Bool { control == .animatesOutsideWindow || collectionView.window != nil }

    private func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource?.apply(snapshot, animatingDifferences: animates)
    }

    func setRows(_ newRows: [String]) {
        if diffable {
            rows = newRows
            if control == .nilFromCellProvider {
                apply()  // WRONG: the provider runs before the rows are stored
                rowsByID = Dictionary(uniqueKeysWithValues: newRows.map { ($0, $0) })
            } else {
                rowsByID = Dictionary(uniqueKeysWithValues: newRows.map { ($0, $0) })
                apply()
            }
        } else {
            rows = newRows
            collectionView.reloadData()
        }
    }

    func insert(_ row: String, at index: Int) {
        if diffable {
            rows.insert(row, at: index)
            rowsByID[row] = row
            apply()
        } else if control == .updateBeforeLayout {
            // The old classic shape: model first, then the update, whatever the list's state.
            rows.insert(row, at: index)
            collectionView.insertItems(at: [IndexPath(item: index, section: 0)])
        } else if !animates {
            rows.insert(row, at: index)
            collectionView.reloadData()
        } else {
            // Apple: "update your data model inside the updates block".
            collectionView.performBatchUpdates {
                self.rows.insert(row, at: index)
                self.collectionView.insertItems(at: [IndexPath(item: index, section: 0)])
            }
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        rows.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cell(for: rows[indexPath.item], at: indexPath, in: collectionView)
    }
}

/// What one run of a rule control tripped.
public struct RuleControlRun: Sendable {
    /// Messages UIKit would raise, in order.
    public let raised: [String]
    /// Warnings UIKit would log, in order.
    public let warnings: [String]
    /// `simulatedContentViewCreationCount` of each visible cell at the end.
    public let contentViewCounts: [Int]

    /// The life of a screen: loaded and filled before it is shown, a row inserted before its first
    /// layout; shown in a navigation controller in a key window, a row inserted; covered by a pushed
    /// screen (so out of the window) while its rows are replaced and one is inserted; uncovered and
    /// scrolled through.
    @MainActor
    public init(_ control: RuleControl, diffable: Bool) {
        let controller = RuleControlController(control: control, diffable: diffable)
        var warnings: [String] = []
        var counts: [Int] = []
        var window: UIWindow?
        raised = UIKitStandIn.recordingInconsistencies {
            warnings = UIKitStandIn.recordingWarnings {
                controller.loadViewIfNeeded()
                controller.setRows((0..<40).map { "row \($0)" })
                controller.insert("early", at: 0)
                let navigation = UINavigationController(rootViewController: controller)
                let shown = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                shown.rootViewController = navigation
                shown.makeKeyAndVisible()
                window = shown
                controller.collectionView.layoutIfNeeded()
                controller.insert("late", at: 1)
                navigation.pushViewController(UIViewController(), animated: false)
                controller.setRows((0..<40).map { $0 % 3 == 0 ? "new \($0)" : "row \($0)" })
                controller.insert("covered", at: 2)
                navigation.popViewController(animated: false)
                controller.collectionView.layoutIfNeeded()
                for start in stride(from: 0, through: 30, by: 6) { controller.collectionView.scroll(toFlatRow: start) }
                counts = controller.collectionView.visibleCells.map(\.simulatedContentViewCreationCount)
            }
        }
        window?.rootViewController = nil
        self.warnings = warnings
        contentViewCounts = counts
    }
}
