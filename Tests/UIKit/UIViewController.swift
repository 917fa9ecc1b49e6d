@MainActor
@available(iOS 2.0, *)
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    @available(iOS 2.0, *)
    open var title: String?
    /// Whether the controller shows an editable view; changed by `setEditing(_:animated:)`.
    @available(iOS 2.0, *)
    open var isEditing = false
    /// STAND-IN ONLY storage: the one `editButtonItem` of this controller, made when first read.
    var standInEditButtonItem: UIBarButtonItem?

    /// Sets `isEditing`. A subclass overrides it to put its own views into editing mode (and calls super).
    @available(iOS 2.0, *)
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// An Edit/Done bar item that toggles editing: a tap calls `setEditing(!isEditing, animated: true)`.
    /// The same item every time it is read.
    @available(iOS 2.0, *)
    open var editButtonItem: UIBarButtonItem {
        if let item = standInEditButtonItem { return item }
        let item = UIBarButtonItem()
        // UIKit wires it with target-action; the stand-in with the primary action a tap performs.
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        standInEditButtonItem = item
        return item
    }
    @available(iOS 2.0, *)
    open var nibName: String? { storedNibName }
    private let storedNibName: String?
    @available(iOS 5.0, *)
    open private(set) weak var parent: UIViewController?
    @available(iOS 5.0, *)
    open private(set) var children: [UIViewController] = []
    @available(iOS 5.0, *)
    open private(set) var presentedViewController: UIViewController?
    @available(iOS 5.0, *)
    open private(set) weak var presentingViewController: UIViewController?
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    @available(iOS 13.0, *)
    open var isModalInPresentation = false
    @available(iOS 2.0, *)
    public let navigationItem = UINavigationItem()
    /// The items a navigation controller shows in its toolbar while this controller is on top (when the
    /// toolbar is shown); nil by default.
    @available(iOS 3.0, *)
    open var toolbarItems: [UIBarButtonItem]?

    /// Sets `toolbarItems` (nothing is animated here).
    @available(iOS 3.0, *)
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    private var storedSheetPresentationController: UISheetPresentationController?
    private var storedPopoverPresentationController: UIPopoverPresentationController?

    /// The popover presentation controller when `modalPresentationStyle` is `.popover`, else nil
    /// (Apple's documentation: accessing it before the presentation creates it for `.popover`). One
    /// object per view controller. A `UIAlertController` in the `.actionSheet` style has one too.
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || simulatedPresentsAsPopover else { return nil }
        if let storedPopoverPresentationController { return storedPopoverPresentationController }
        let popover = UIPopoverPresentationController()
        storedPopoverPresentationController = popover
        return popover
    }

    /// Presented as a popover in a regular width whatever its `modalPresentationStyle` (an action sheet).
    var simulatedPresentsAsPopover: Bool { false }

    /// The sheet presentation controller when `modalPresentationStyle` is `.pageSheet` or
    /// `.formSheet`, else nil (Apple's documentation). One object per view controller.
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        if let storedSheetPresentationController { return storedSheetPresentationController }
        let sheet = UISheetPresentationController()
        storedSheetPresentationController = sheet
        return sheet
    }

    @available(iOS 2.0, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.storedNibName = nibNameOrNil
        super.init()
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        self.storedNibName = nil
        super.init()
    }

    @available(iOS 2.0, *)
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View loading (lazy, as on iOS)

    /// Loaded on first access: `loadView()`, then `viewDidLoad()`.
    @available(iOS 2.0, *)
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { loadedView }
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { loadedView != nil }

    @available(iOS 9.0, *)
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    @available(iOS 2.0, *)
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    @available(iOS 2.0, *)
    open func viewDidLoad() {}
    @available(iOS 2.0, *)
    open func viewWillAppear(_ animated: Bool) {}
    @available(iOS 2.0, *)
    open func viewDidAppear(_ animated: Bool) {}
    @available(iOS 2.0, *)
    open func viewWillDisappear(_ animated: Bool) {}
    @available(iOS 2.0, *)
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    @available(iOS 5.0, *)
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    @available(iOS 2.0, *)
    open var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Presentation (synchronous; completions run before returning)

    /// The outermost container does the presenting, as on iOS.
    private var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let presenter = presentationRoot
        if let presented = presenter.presentedViewController {
            // UIKit logs this and shows nothing (its text, e.g. deltachat/deltachat-ios#2736:
            // "[Presentation] Attempt to present <UIAlertController: 0x…> on <UITabBarController: 0x…>
            // (from <…ChatViewController: 0x…>) which is already presenting <UIAlertController: 0x…>.").
            UIKitStandIn.logWarning(
                "[Presentation] Attempt to present <\(type(of: viewControllerToPresent))> on <\(type(of: presenter))> "
                    + "(from <\(type(of: self))>) which is already presenting <\(type(of: presented))>.")
            return
        }
        if viewControllerToPresent.modalPresentationStyle == .popover
            || viewControllerToPresent.simulatedPresentsAsPopover,
            presenter.viewIfLoaded?.window?.horizontalSizeClass == .regular,
            let popover = viewControllerToPresent.popoverPresentationController, !popover.hasAnchor
        {
            // In a regular width the presentation is a popover, and one without an anchor raises
            // NSGenericException (UIKit's text, e.g. x2on/FSImageViewer#30, RefugeRestrooms #119):
            // nothing is presented.
            UIKitStandIn.fail(
                "UIPopoverPresentationController (<\(type(of: popover))>) should have a non-nil sourceView or "
                    + "barButtonItem set before the presentation occurs.")
            return
        }
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        viewControllerToPresent.loadViewIfNeeded()
        // On iOS the presented view goes into the presenter's window (full screen or sheet alike).
        presenter.viewIfLoaded?.window?.addSubview(viewControllerToPresent.view)
        completion?()
    }

    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        if let presented = root.presentedViewController {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentingViewController = nil
            root.presentedViewController = nil
        } else if let presenter = root.presentingViewController {
            root.viewIfLoaded?.removeFromSuperview()
            presenter.presentedViewController = nil
            root.presentingViewController = nil
        }
        completion?()
    }

    /// Pushes when inside a navigation controller, otherwise presents.
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }
}

@available(iOS 3.2, *)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

@MainActor
@available(iOS 2.0, *)
open class UINavigationItem: NSObject {
    @available(iOS 2.0, *)
    open var title: String?
    @available(iOS 11.0, *)
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    @available(iOS 2.0, *)
    open var leftBarButtonItem: UIBarButtonItem?
    @available(iOS 2.0, *)
    open var rightBarButtonItem: UIBarButtonItem?
    /// Backs `searchController` (`UISearchController.swift`).
    var storedSearchController: UISearchController?

    @available(iOS 11.0, *)
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
}
