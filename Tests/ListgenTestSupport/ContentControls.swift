// Negative controls for the content scenarios (ContentScenarios.swift): a hand-written table screen
// whose cells show an app's view the way a generated content cell does, right or in one of the
// classic wrong ways. Each wrong cell must be caught by the scenario written for it, and the right
// one by none, or the scenarios prove nothing.

/// How the control's cells hold and wire their view.
public enum ContentControl: String, CaseIterable, Sendable {
    /// Right: one view per cell, wired once, reset in `prepareForReuse()`.
    case correct
    /// `prepareForReuse()` does not reset the view: it shows the previous row until configured.
    case skipsReset
    /// Each configure adds another `UIAction` to the view's button: a recycled cell fires twice.
    case wiresPerConfigure
    /// Each configure makes a new view and adds it to the content view.
    case createsViewPerConfigure
    /// The button's action captures the cell strongly: cell → view → button → action → cell.
    case capturesCellStrongly
    /// The view is pinned to the content view's edges, not its layout margins: it runs into the
    /// separator insets and the cell's edges.
    case ignoresLayoutMargins

    /// The content scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .skipsReset, .createsViewPerConfigure, .ignoresLayoutMargins: ["contentReuse"]
        case .wiresPerConfigure: ["contentControls"]
        case .capturesCellStrongly: ["contentLeaks"]
        }
    }
}

/// The app's view of the control: a title and an Open button in a stack view.
final class ControlRowView: UIView {
    let titleLabel = UILabel()
    let openButton = UIButton(configuration: .plain())

    override init(frame: CGRect) {
        super.init(frame: frame)
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Open"
        openButton.configuration = configuration
        let stack = UIStackView(arrangedSubviews: [titleLabel, openButton])
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    func show(_ row: NegativeRow) { titleLabel.text = row.title }
    func prepareForReuse() { titleLabel.text = nil }
}

final class ContentControlCell: UITableViewCell {
    var control = ContentControl.correct
    private(set) var content = ControlRowView()
    var onOpen: (() -> Void)?
    var rowID: String?
    private var wired = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    /// Installs the first view; the control is known only after the cell is made.
    private var installed = false

    private func install(_ view: ControlRowView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        if control == .ignoresLayoutMargins {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        } else {
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: margins.topAnchor),
                view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
        view.openButton.accessibilityIdentifier = "ContentControlCell.open"
    }

    func configure(with row: NegativeRow) {
        rowID = row.id
        if !installed {
            install(content)
            installed = true
        } else if control == .createsViewPerConfigure {
            content = ControlRowView()
            install(content)
            wired = false
        }
        if !wired || control == .wiresPerConfigure {
            let action =
                control == .capturesCellStrongly
                ? UIAction { _ in self.onOpen?() } : UIAction { [weak self] _ in self?.onOpen?() }
            content.openButton.addAction(action, for: .primaryActionTriggered)
            wired = true
        }
        content.show(row)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onOpen = nil
        rowID = nil
        if control != .skipsReset { content.prepareForReuse() }
    }
}

final class ContentControlController: OneSectionTableController<ContentControlCell> {
    let control: ContentControl
    let log: HarnessLog

    init(control: ContentControl, log: HarnessLog) {
        self.control = control
        self.log = log
        super.init()
    }

    override func configure(_ cell: ContentControlCell, with row: NegativeRow) {
        cell.control = control
        cell.configure(with: row)
        cell.onOpen = { [weak self, weak cell] in
            guard let self, let cell, let indexPath = self.tableView.indexPath(for: cell) else { return }
            let row = self.rows[indexPath.row]
            self.log.record(.action, "open", rowID: row.id, payload: "\(row)")
        }
    }
}

/// Drives a `ContentControlController` through `ScreenHarness`.
@MainActor
public final class ContentControlHarness: OneSectionTableHarness {
    public let info = ScreenInfo(
        screen: "ContentControl",
        sections: ["main"],
        cells: [
            CellInfo(
                name: "ContentControlCell", events: [EventInfo(name: "open", route: nil, action: "open")],
                contentView: "ControlRowView")
        ],
        routes: []
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: ContentControlController
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: ContentControl) {
        controller = ContentControlController(control: control, log: log)
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? ContentControlCell)?.rowID }

    public func contentView(ofCell cell: UIView) -> UIView? { (cell as? ContentControlCell)?.content }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }
}
