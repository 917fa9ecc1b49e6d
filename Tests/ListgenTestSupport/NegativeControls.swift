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

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .tagIndex, .capturedIndexPath: ["mutation"]
        case .accumulatingActions: ["reuse", "staleHandler"]
        case .queuedCellFires: ["staleHandler"]
        case .strongSelfCapture: ["noLeaks"]
        case .pushesEverything: ["navigation"]
        }
    }
}

struct NegativeRow: Hashable {
    var id: String
    var title: String
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
    let pushesEverything: Bool
    init(pushesEverything: Bool) { self.pushesEverything = pushesEverything }

    func navigate(to route: NegativeRoute, from source: UIViewController) {
        switch route {
        case .detail(let id):
            push(NegativeDestination(route: "detail", payload: id), from: source)
        case .compose(let row):
            let destination = NegativeDestination(route: "compose", payload: "\(row)")
            if pushesEverything {
                push(destination, from: source)
            } else {
                source.present(UINavigationController(rootViewController: destination), animated: true)
            }
        }
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

final class NegativeController: UIViewController, UITableViewDataSource {
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
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NegativeCell", for: indexPath) as! NegativeCell
        cell.rowID = rows[indexPath.row].id
        wire(cell, at: indexPath)
        return cell
    }

    func perform(_ event: String, for row: NegativeRow) {
        switch event {
        case "open": router.navigate(to: .detail(row.id), from: self)
        case "compose": router.navigate(to: .compose(row), from: self)
        default: log.record(.action, "flag", rowID: row.id, payload: "\(row)")
        }
    }

    private func wire(_ cell: NegativeCell, at indexPath: IndexPath) {
        let id = rows[indexPath.row].id
        switch control {
        case .correct, .pushesEverything:
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
public final class NegativeControlHarness: ScreenHarness {
    public let info = ScreenInfo(
        screen: "Negative",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "NegativeCell",
                events: [
                    EventInfo(name: "open", route: "detail", action: nil),
                    EventInfo(name: "compose", route: "compose", action: nil),
                    EventInfo(name: "flag", route: nil, action: "flag"),
                ])
        ],
        routes: [
            RouteInfo(name: "detail", passesID: true, presentation: .push, embedInNavigation: false),
            RouteInfo(name: "compose", passesID: false, presentation: .present, embedInNavigation: true),
        ]
    )
    public let log = HarnessLog()
    public let routerObject: AnyObject
    let controller: NegativeController
    private var revisions: [String: Int] = [:]

    public init(_ control: NegativeControl, router kind: RouterKind) {
        let router: any NegativeRouting =
            switch kind {
            case .recording: NegativeRecordingRouter(log: log)
            case .real: NegativeRouter(pushesEverything: control == .pushesEverything)
            }
        routerObject = router
        controller = NegativeController(control: control, router: router, log: log)
    }

    public convenience init(router kind: RouterKind) { self.init(.correct, router: kind) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    private func model(_ rowID: String) -> NegativeRow {
        NegativeRow(id: rowID, title: "title \(rowID) r\(revisions[rowID] ?? 0)")
    }

    private func make(_ spec: RowSpec) -> NegativeRow {
        let id = rowID(for: spec)
        revisions[id] = 0
        return model(id)
    }

    public func rowID(for row: RowSpec) -> String { "row-\(row.key)" }
    public func payload(forRowID rowID: String) -> String { "\(model(rowID))" }

    private var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public func setRows(_ rows: [[RowSpec]]) {
        controller.rows = rows.flatMap { $0.map(make) }
        table?.reloadData()
    }

    public func insert(_ row: RowSpec, at indexPath: IndexPath) {
        controller.rows.insert(make(row), at: indexPath.row)
        table?.insertRows(at: [indexPath], with: .automatic)
    }

    public func append(_ row: RowSpec, toSection section: Int) {
        insert(row, at: IndexPath(row: controller.rows.count, section: 0))
    }

    public func deleteRow(at indexPath: IndexPath) {
        controller.rows.remove(at: indexPath.row)
        table?.deleteRows(at: [indexPath], with: .automatic)
    }

    public func deleteRow(withID rowID: String) {
        if let indexPath = indexPath(forRowID: rowID) { deleteRow(at: indexPath) }
    }

    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        controller.rows.insert(controller.rows.remove(at: source.row), at: destination.row)
        table?.moveRow(at: source, to: destination)
    }

    public func update(rowID: String) {
        guard let indexPath = indexPath(forRowID: rowID) else { return }
        revisions[rowID, default: 0] += 1
        controller.rows[indexPath.row] = model(rowID)
        table?.reconfigureRows(at: [indexPath])
    }

    public func rowIDs(inSection section: Int) -> [String] { controller.rows.map(\.id) }

    public func rowID(at indexPath: IndexPath) -> String? {
        controller.rows.indices.contains(indexPath.row) ? controller.rows[indexPath.row].id : nil
    }

    public func indexPath(forRowID rowID: String) -> IndexPath? {
        controller.rows.firstIndex { $0.id == rowID }.map { IndexPath(row: $0, section: 0) }
    }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? NegativeCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? {
        (controller as? NegativeDestination).map { ($0.route, $0.payload) }
    }
}
