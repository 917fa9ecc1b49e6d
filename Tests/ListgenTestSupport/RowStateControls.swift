// Negative controls for the row-state scenarios (RowStateScenarios.swift): a hand-written table screen
// whose cells have a Star/Unstar button that follows the row's `isStarred`, the way a generated cell
// with `title: { if: isStarred, then: Unstar, else: Star }` does, right or in the classic wrong way.
// The wrong cell must be caught by the scenario written for it, and the right one by none.

/// How the control's cells set their button's title.
public enum RowStateControl: String, CaseIterable, Sendable {
    /// Right: the title (and the accessibility action's name) is set from the row on every configure.
    case correct
    /// The title is set once, for the first row the cell shows, and kept across reuse and updates: a
    /// recycled cell says "Unstar" on a row that is not starred.
    case cachesTitle

    /// The row-state scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .cachesTitle: ["stateTexts"]
        }
    }
}

final class RowStateControlCell: UITableViewCell {
    var control = RowStateControl.correct
    let starButton = UIButton(configuration: .plain())
    var rowID: String?
    private var isTitled = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        starButton.accessibilityIdentifier = "RowStateControlCell.star"
        contentView.addSubviewAtTrailingMargin(starButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    func configure(with row: NegativeRow, isStarred: Bool) {
        rowID = row.id
        guard control == .correct || !isTitled else { return }
        let title = isStarred ? "Unstar" : "Star"
        starButton.configuration?.title = title
        accessibilityCustomActions = [UIAccessibilityCustomAction(name: title) { _ in true }]
        isTitled = true
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
    }
}

final class RowStateControlController: OneSectionTableController<RowStateControlCell> {
    let control: RowStateControl
    /// The row's `isStarred`, from the harness that made it.
    var isStarred: (String) -> Bool = { _ in false }

    init(control: RowStateControl) {
        self.control = control
        super.init()
    }

    override func configure(_ cell: RowStateControlCell, with row: NegativeRow) {
        cell.control = control
        cell.configure(with: row, isStarred: isStarred(row.id))
    }
}

/// Drives a `RowStateControlController` through `ScreenHarness`. A row's `isStarred` flips with each
/// update, as a generated harness's Bool fields do.
@MainActor
public final class RowStateControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "RowStateControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "RowStateControlCell",
                events: [
                    EventInfo(
                        name: "star", route: nil, action: "star", accessibilityLabel: "Star", title: "Star",
                        stateTexts: ["title": StateTextInfo(if: "isStarred", then: "Unstar", else: "Star")])
                ])
        ],
        routes: []
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: RowStateControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: RowStateControl) {
        controller = RowStateControlController(control: control)
        controller.isStarred = { [unowned self] rowID in self.flag("isStarred", ofRowID: rowID) ?? false }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func flag(_ field: String, ofRowID rowID: String) -> Bool? {
        guard field == "isStarred", let key = Int(rowID.dropFirst("row-".count)) else { return nil }
        return (key + (revisions[rowID] ?? 0)) % 2 == 0
    }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? RowStateControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }
}
