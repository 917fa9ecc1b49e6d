// Negative controls for the route scenarios (RouteScenarios.swift): a hand-written table screen whose
// row tap takes a route chosen by the row's `kind` (`select.route: { field: kind, cases: { thread:
// thread, channel: channel }, default: thread }`, both routes `push`) and whose trailing swipe action
// `open` opens the row's `link` (`web: { url: link, presentation: safari }`), the way a generated
// screen does, right or in a classic wrong way. Each update of a row flips its `kind` and changes its
// `link`. The wrong ones must be caught by their scenario, and the right one by none.
import Foundation
import UIKit

/// How the control's screen picks a row's route and URL.
public enum RouteControl: String, CaseIterable, Sendable {
    /// Right: the route is chosen from the row's `kind` when the row is tapped, and the URL read from
    /// the row when the swipe action acts, both from the row looked up by its ID then.
    case correct
    /// The route is chosen when the row's cell is first configured and kept for the row: an update
    /// that flips its `kind` (and configures the cell again) still takes the old route.
    case routeAtConfigure
    /// The swipe action reads the row's `link` when the action is made and keeps it: the row is
    /// updated while the action is held open, and the action opens the old URL.
    case urlAtConfigure

    /// The route scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        // `drillDown` taps again after an update too, and lands on the old route's destination.
        case .routeAtConfigure: ["rowRoutesAtTapTime", "drillDown"]
        case .urlAtConfigure: ["urlRoutesAtActionTime"]
        }
    }
}

extension NegativeRow {
    /// How often the row was updated: the `r<n>` its title ends with.
    var revision: Int { title.split(separator: " ").last.flatMap { Int($0.dropFirst()) } ?? 0 }
    /// The row's `kind`: `thread`, or `channel` after an odd number of updates.
    var kind: String { revision % 2 == 0 ? "thread" : "channel" }
    /// The row's `link`, which every update changes.
    var link: URL { URL(string: "https://example.com/\(id)/\(revision)")! }
}

final class RouteControlCell: UITableViewCell {
    var rowID: String?

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
    }
}

final class RouteControlController: OneSectionTableController<RouteControlCell>, UITableViewDelegate {
    let control: RouteControl
    let log: HarnessLog
    /// For `routeAtConfigure`: the route chosen for each row when its cell was first configured.
    private var configuredRoutes: [String: String] = [:]

    init(control: RouteControl, log: HarnessLog) {
        self.control = control
        self.log = log
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }

    override func configure(_ cell: RouteControlCell, with row: NegativeRow) {
        cell.rowID = row.id
        var content = UIListContentConfiguration.cell()
        content.text = row.title
        cell.contentConfiguration = content
        if control == .routeAtConfigure, configuredRoutes[row.id] == nil {
            // WRONG: picked once, when the row's cell is configured, instead of at the tap.
            configuredRoutes[row.id] = row.kind
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        guard rows.indices.contains(indexPath.row) else { return }
        let row = rows[indexPath.row]
        let route = control == .routeAtConfigure ? configuredRoutes[row.id] ?? row.kind : row.kind
        log.record(.route, route, rowID: row.id, payload: row.id)
        // The real router's side: pushes the route's destination (the `drillDown` scenario looks).
        navigationController?.pushViewController(NegativeDestination(route: route, payload: row.id), animated: false)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let id = rows[indexPath.row].id
        // WRONG for `urlAtConfigure`: the URL as it is when the action is made.
        let madeWith = rows[indexPath.row].link
        let capturesURL = control == .urlAtConfigure
        let open = UIContextualAction(style: .normal, title: "Open") { [weak self] _, _, completion in
            guard let self, let row = self.rows.first(where: { $0.id == id }) else { return completion(false) }
            let url = capturesURL ? madeWith : row.link
            self.log.record(.route, "web", rowID: id, payload: url.absoluteString)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [open])
    }
}

/// Drives a `RouteControlController` through `ScreenHarness`.
@MainActor
public final class RouteControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "RouteControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "RouteControlCell",
                select: EventInfo(
                    name: "select", route: "thread", action: nil, placements: [], routeField: "kind",
                    routeCases: ["thread": "thread", "channel": "channel"]),
                events: [
                    EventInfo(name: "open", route: "web", action: nil, placements: ["swipeTrailing"], title: "Open")
                ])
        ],
        routes: [
            RouteInfo(name: "thread", passesID: true, presentation: .push, embedInNavigation: false),
            RouteInfo(name: "channel", passesID: true, presentation: .push, embedInNavigation: false),
            RouteInfo(name: "web", passesID: false, presentation: .safari, embedInNavigation: false, urlField: "link"),
        ]
    )
    public let log: HarnessLog
    public var routerObject: AnyObject { controller }
    let controller: RouteControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: RouteControl) {
        let log = HarnessLog()
        self.log = log
        controller = RouteControlController(control: control, log: log)
    }

    /// The control routes itself: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? RouteControlCell)?.rowID }

    public func text(_ field: String, ofRowID rowID: String) -> String? {
        guard let row = rows.first(where: { $0.id == rowID }) else { return nil }
        switch field {
        case "kind": return row.kind
        case "link": return row.link.absoluteString
        default: return nil
        }
    }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? {
        (controller as? NegativeDestination).map { ($0.route, $0.payload) }
    }
}
