// Negative controls for the switch scenarios (SwitchScenarios.swift): a hand-written table screen whose
// cells have a Mute switch bound to the row's `isMuted`, the way a generated cell with `control: switch`
// and `value: isMuted` does, right or in a classic wrong way. Each wrong cell must be caught by the
// scenario written for it, and the right one by none.

/// How the control's cells set and wire their switch.
public enum SwitchControl: String, CaseIterable, Sendable {
    /// Right: set from the row without animation on every configure, reset on reuse; a toggle looks
    /// the row up by the ID captured at configure, while the cell is on the list.
    case correct
    /// The switch is turned on for a muted row and never turned off, on reuse or configure: a recycled
    /// cell shows the previous row's "on" on a row that is not muted.
    case notResetOnReuse
    /// Set with `animated: true` on configure: a reused cell visibly flips while it scrolls in.
    case animatesOnConfigure
    /// The toggle's hook captures the row's position when the cell is configured: after a move,
    /// delete or insert above it, a toggle acts on whichever row is now at that position.
    case capturesPosition

    /// The switch scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .notResetOnReuse, .animatesOnConfigure: ["switchShowsRow"]
        case .capturesPosition: ["switchToggleActsOnRow"]
        }
    }
}

final class SwitchControlCell: UITableViewCell {
    var control = SwitchControl.correct
    let muteSwitch = UISwitch()
    var rowID: String?
    var onToggle: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        muteSwitch.accessibilityIdentifier = "SwitchControlCell.mute"
        muteSwitch.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.onToggle?(self.muteSwitch.isOn)
            }, for: .valueChanged)
        contentView.addSubview(muteSwitch)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    func configure(with row: NegativeRow, isMuted: Bool) {
        rowID = row.id
        switch control {
        case .notResetOnReuse: if isMuted { muteSwitch.setOn(true, animated: false) }
        case .animatesOnConfigure: muteSwitch.setOn(isMuted, animated: true)
        case .correct, .capturesPosition: muteSwitch.setOn(isMuted, animated: false)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
        onToggle = nil
        if control != .notResetOnReuse { muteSwitch.setOn(false, animated: false) }
    }
}

final class SwitchControlController: OneSectionTableController<SwitchControlCell> {
    let control: SwitchControl
    /// The row's `isMuted`, from the harness that made it.
    var isMuted: (String) -> Bool = { _ in false }
    /// Receives a toggle: the row it acts on and the new value.
    var report: (String, Bool) -> Void = { _, _ in }

    init(control: SwitchControl) {
        self.control = control
        super.init()
    }

    override func configure(_ cell: SwitchControlCell, with row: NegativeRow) {
        cell.control = control
        cell.configure(with: row, isMuted: isMuted(row.id))
        switch control {
        case .capturesPosition:
            let position = rows.firstIndex { $0.id == row.id }
            cell.onToggle = { [weak self] isOn in
                guard let self, let position, self.rows.indices.contains(position) else { return }
                self.report(self.rows[position].id, isOn)
            }
        default:
            let id = row.id
            cell.onToggle = { [weak self, weak cell] isOn in
                guard let self, let cell, self.tableView.indexPath(for: cell) != nil,
                    self.rows.contains(where: { $0.id == id })
                else { return }
                self.report(id, isOn)
            }
        }
    }
}

/// Drives a `SwitchControlController` through `ScreenHarness`. A row's `isMuted` flips with each
/// update, as a generated harness's Bool fields do.
@MainActor
public final class SwitchControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "SwitchControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "SwitchControlCell",
                events: [
                    EventInfo(
                        name: "mute", route: nil, action: "mute", accessibilityLabel: "Mute", switchField: "isMuted")
                ])
        ],
        routes: []
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: SwitchControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: SwitchControl) {
        controller = SwitchControlController(control: control)
        controller.isMuted = { [unowned self] rowID in self.flag("isMuted", ofRowID: rowID) ?? false }
        controller.report = { [unowned self] rowID, isOn in
            self.log.record(.action, "mute", rowID: rowID, payload: "isOn: \(isOn)")
        }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func flag(_ field: String, ofRowID rowID: String) -> Bool? {
        guard field == "isMuted", let key = Int(rowID.dropFirst("row-".count)) else { return nil }
        return (key + (revisions[rowID] ?? 0)) % 2 == 0
    }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? SwitchControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }
}
