@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var nibName: String? { storedNibName }
    private let storedNibName: String?
    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false
    public let navigationItem = UINavigationItem()

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.storedNibName = nibNameOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.storedNibName = nil
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View loading (lazy, as on iOS)

    /// Loaded on first access: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}

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

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let presenter = presentationRoot
        guard presenter.presentedViewController == nil else {
            // UIKit logs "Attempt to present ... which is already presenting ..." and does nothing.
            return
        }
        presenter.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = presenter
        viewControllerToPresent.loadViewIfNeeded()
        // On iOS the presented view goes into the presenter's window (full screen or sheet alike).
        presenter.viewIfLoaded?.window?.addSubview(viewControllerToPresent.view)
        completion?()
    }

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
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
}
