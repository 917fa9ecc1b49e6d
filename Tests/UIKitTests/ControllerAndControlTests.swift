import Testing

final class LifecycleController: UIViewController {
    var loadCount = 0
    var didLoadCount = 0
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        loadCount += 1
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoadCount += 1
        title = "Lifecycle"
    }
}

/// A router that holds its screen weakly, as generated code does.
@MainActor
final class Router {
    weak var screen: UIViewController?
    func open(_ title: String) {
        let detail = UIViewController()
        detail.title = title
        screen?.show(detail, sender: nil)
    }
}

@MainActor
@Suite struct ControllerTests {
    @Test func viewLoadsLazilyOnce() {
        let controller = LifecycleController()
        #expect(!controller.isViewLoaded)
        #expect(controller.view === controller.tableView)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect((controller.loadCount, controller.didLoadCount) == (1, 1))
        #expect(controller.title == "Lifecycle")
    }

    @Test func navigationPushPopAndShow() {
        let root = LifecycleController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers == [root])
        #expect(root.navigationController === navigation)
        #expect(root.isViewLoaded)
        let router = Router()
        router.screen = root
        router.open("Detail")
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Detail")
        #expect(navigation.topViewController?.isViewLoaded == true)
        let popped = navigation.popViewController(animated: true)
        #expect(popped?.title == "Detail")
        #expect(popped?.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)  // the root stays
    }

    @Test func presentAndShowOutsideNavigation() {
        let presenter = UIViewController()
        let sheet = UIViewController()
        var completed = false
        presenter.present(sheet, animated: true) { completed = true }
        #expect(completed)
        #expect(presenter.presentedViewController === sheet)
        #expect(sheet.presentingViewController === presenter)
        sheet.dismiss(animated: true)
        #expect(presenter.presentedViewController == nil)
        let shown = UIViewController()
        presenter.show(shown, sender: nil)
        #expect(presenter.presentedViewController === shown)
    }

    @Test func presentFromChildIsRecordedOnTheNavigationController() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let sheet = UINavigationController(rootViewController: UIViewController())
        root.present(sheet, animated: true)
        #expect(navigation.presentedViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
    }

    @Test func controllersAndDataSourcesAreNotRetainedByTheStandIn() {
        weak var weakController: LifecycleController?
        weak var weakSource: UITableViewDiffableDataSource<String, Int>?
        weak var weakDetail: UIViewController?
        let table = UITableView()
        do {
            let controller = LifecycleController()
            let navigation = UINavigationController(rootViewController: controller)
            controller.loadViewIfNeeded()
            let source = UITableViewDiffableDataSource<String, Int>(tableView: controller.tableView) {
                [weak controller] view, indexPath, _ in
                _ = controller
                return view.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "c")
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["s"])
            snapshot.appendItems([1, 2, 3])
            source.apply(snapshot)
            table.dataSource = source
            let detail = UIViewController()
            navigation.pushViewController(detail, animated: true)
            navigation.popViewController(animated: true)
            weakController = controller
            weakSource = source
            weakDetail = detail
        }
        #expect(weakController == nil)
        #expect(weakSource == nil)
        #expect(weakDetail == nil)
        #expect(table.dataSource == nil)
    }
}

@MainActor
@Suite struct ControlTests {
    @Test func actionWithSameIdentifierReplacesEarlierOne() {
        let button = UIButton(configuration: .filled(), primaryAction: nil)
        var fired: [String] = []
        button.addAction(UIAction(identifier: .init("tap")) { _ in fired.append("first") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: .init("tap")) { _ in fired.append("second") }, for: .touchUpInside)
        button.addAction(UIAction { _ in fired.append("anonymous") }, for: .touchUpInside)
        button.addAction(UIAction { _ in fired.append("anonymous 2") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(fired == ["second", "anonymous", "anonymous 2"])
        #expect(button.registeredActionCount == 3)
        button.removeAction(identifiedBy: .init("tap"), for: .touchUpInside)
        fired = []
        button.sendActions(for: .touchUpInside)
        #expect(fired == ["anonymous", "anonymous 2"])
    }

    @Test func primaryActionSenderAndEnabledState() {
        var senders: [UIButton] = []
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Go", image: UIImage(systemName: "arrow.right")) { action in
                if let sender = action.sender as? UIButton { senders.append(sender) }
            })
        button.sendActions(for: .touchUpInside)
        #expect(senders.isEmpty)  // primary actions listen to .primaryActionTriggered
        button.simulateTap()
        #expect(senders.count == 1 && senders[0] === button)
        button.isEnabled = false
        button.simulateTap()
        #expect(senders.count == 1)
        button.sendActions(for: .primaryActionTriggered)  // programmatic sends are not blocked
        #expect(senders.count == 2)
    }

    /// Rule 31: a control in a view hierarchy that UIKit would lay out at zero size gets no tap (hit-testing,
    /// `point(inside:with:)`, is false everywhere in empty bounds), and the stand-in reports the tap. The
    /// negative control is a button added to a view with no frame and no constraints; each way UIKit sizes
    /// a control lets the tap through: a frame, Auto Layout, a stack view, a list cell's custom accessory.
    @Test func aTapOnAControlThatHasNoSizeIsReported() {
        var taps = 0
        func button() -> UIButton {
            UIButton(configuration: .plain(), primaryAction: UIAction { _ in taps += 1 })
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let unplaced = button()
        container.addSubview(unplaced)
        var reported = UIKitStandIn.recordingInconsistencies { unplaced.simulateTap() }
        #expect(reported.count == 1 && reported.first?.contains("it has no size") == true, "\(reported)")
        #expect(taps == 0, "the tap does not reach it")
        // Constraints that are not active, or a view that still translates its autoresizing mask, place nothing.
        unplaced.translatesAutoresizingMaskIntoConstraints = false
        let trailing = unplaced.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor)
        reported = UIKitStandIn.recordingInconsistencies { unplaced.simulateTap() }
        #expect(reported.count == 1)
        trailing.isActive = true
        unplaced.translatesAutoresizingMaskIntoConstraints = true
        reported = UIKitStandIn.recordingInconsistencies { unplaced.simulateTap() }
        #expect(reported.count == 1)
        // Placed by Auto Layout.
        unplaced.translatesAutoresizingMaskIntoConstraints = false
        reported = UIKitStandIn.recordingInconsistencies { unplaced.simulateTap() }
        #expect(reported.isEmpty && taps == 1)
        // A frame of its own.
        let framed = button()
        framed.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        container.addSubview(framed)
        // An arranged subview of a stack view.
        let arranged = button()
        let stack = UIStackView(arrangedSubviews: [arranged])
        container.addSubview(stack)
        // A list cell's custom-view accessory, which UIKit sizes unless it maintains a fixed size.
        let accessory = button()
        let cell = UICollectionViewListCell(frame: .zero)
        cell.accessories = [.customView(configuration: .init(customView: accessory, placement: .trailing()))]
        // Not in any view hierarchy: not judged.
        let alone = button()
        reported = UIKitStandIn.recordingInconsistencies {
            for control in [framed, arranged, accessory, alone] { control.simulateTap() }
        }
        #expect(reported.isEmpty && taps == 5, "\(reported)")
        // A fixed-size accessory, and a table cell's accessory view, keep the zero frame they have.
        let fixed = button()
        cell.accessories = [
            .customView(configuration: .init(customView: fixed, placement: .trailing(), maintainsFixedSize: true))
        ]
        let tableAccessory = button()
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableCell.accessoryView = tableAccessory
        reported = UIKitStandIn.recordingInconsistencies {
            fixed.simulateTap()
            tableAccessory.simulateTap()
        }
        #expect(reported.count == 2 && taps == 5, "\(reported)")
    }

    /// UIMenuLeaf.h: `sender` is "only populated during the execution of the element's primary action":
    /// a handler reads the tapped control, and an action kept and read later has none.
    @Test func actionSenderIsSetOnlyWhileTheHandlerRuns() {
        var kept: UIAction?
        var during: AnyObject?
        let action = UIAction { action in
            during = action.sender as AnyObject?
            kept = action
        }
        let button = UIButton(configuration: .plain())
        button.addAction(action, for: .primaryActionTriggered)
        button.simulateTap()
        #expect(during === button)
        #expect(kept?.sender == nil)
    }

    /// A button inside a cell is a descendant of the cell, whether in its content view or shown as an
    /// accessory (a table cell's `accessoryView`, a list cell's custom-view accessory); it leaves the
    /// hierarchy with its accessory. A view is a descendant of itself (UIView.h: "returns YES for self").
    @Test func descendantsIncludeAccessoryViews() {
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inContent = UIButton(configuration: .plain())
        tableCell.contentView.addSubview(inContent)
        let accessory = UIButton(configuration: .plain())
        tableCell.accessoryView = accessory
        #expect(inContent.isDescendant(of: tableCell) && accessory.isDescendant(of: tableCell))
        #expect(tableCell.isDescendant(of: tableCell) && !tableCell.isDescendant(of: inContent))
        tableCell.accessoryView = nil
        #expect(!accessory.isDescendant(of: tableCell))

        let listCell = UICollectionViewListCell(frame: .zero)
        let button = UIButton(configuration: .plain())
        listCell.accessories = [.customView(configuration: .init(customView: button, placement: .trailing()))]
        #expect(button.isDescendant(of: listCell))
        listCell.accessories = [.customView(configuration: .init(customView: button, placement: .trailing()))]
        #expect(listCell.subviews.filter { $0 === button }.count == 1)
        listCell.accessories = []
        #expect(!button.isDescendant(of: listCell))
    }

    @Test func buttonTitlesAndConfiguration() {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Open"
        configuration.image = UIImage(systemName: "chevron.right")
        let button = UIButton(configuration: configuration)
        button.accessibilityIdentifier = "open"
        button.accessibilityLabel = "Open item"
        #expect(button.configuration?.title == "Open")
        #expect(button.currentTitle == "Open")
        button.setTitle("Normal", for: .normal)
        #expect(button.title(for: .highlighted) == "Normal")
        #expect(button.configuration?.image?.simulatedSystemName == "chevron.right")
    }

    @Test func viewsStackAndConstraints() {
        let label = UILabel()
        label.text = "Title"
        let stack = UIStackView(arrangedSubviews: [label, UIImageView(image: UIImage(systemName: "star"))])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
            stack.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.superview === cell.contentView)
        stack.removeFromSuperview()
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.defaultContentConfiguration() == .subtitleCell())
    }
}
