@MainActor
@available(iOS 2.0, *)
open class UINavigationController: UIViewController {
    @available(iOS 2.0, *)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first. Setting it replaces the children.
    @available(iOS 2.0, *)
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
            showTopView()
        }
    }

    /// As on iOS, only the top controller's view is in the navigation controller's view (so in its
    /// window); the views of controllers below it are out of the hierarchy.
    private func showTopView() {
        guard let container = viewIfLoaded else {
            topViewController?.loadViewIfNeeded()
            return
        }
        for subview in container.subviews where subview !== topViewController?.view {
            subview.removeFromSuperview()
        }
        if let top = topViewController?.view, top.superview !== container { container.addSubview(top) }
    }

    /// As on iOS, a navigation controller on screen (its view in a window) sends the appearance
    /// callbacks when its top controller changes: the old top gets `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)`, the new one `viewWillAppear(_:)` and `viewDidAppear(_:)` — this is when
    /// a list deselects the row that navigated, on coming back. No animation here: the four calls
    /// follow the change at once. Off screen, nothing is sent (nothing appears).
    private func changingTop(animated: Bool, _ change: () -> Void) {
        let old = topViewController
        let onScreen = viewIfLoaded?.window != nil
        change()
        let new = topViewController
        guard onScreen, old !== new else { return }
        old?.viewWillDisappear(animated)
        new?.viewWillAppear(animated)
        old?.viewDidDisappear(animated)
        new?.viewDidAppear(animated)
    }

    @available(iOS 2.0, *)
    open override func viewDidLoad() {
        super.viewDidLoad()
        showTopView()
    }

    @available(iOS 2.0, *)
    open var topViewController: UIViewController? { children.last }
    @available(iOS 2.0, *)
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Synchronous: the pushed controller's view is loaded before this returns.
    @available(iOS 2.0, *)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        changingTop(animated: animated) {
            addChild(viewController)
            viewController.didMove(toParent: self)
            showTopView()
        }
    }

    @discardableResult
    @available(iOS 2.0, *)
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        changingTop(animated: animated) {
            top.willMove(toParent: nil)
            top.removeFromParent()
            showTopView()
        }
        return top
    }

    @discardableResult
    @available(iOS 2.0, *)
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard children.count > 1 else { return [] }
        let popped = Array(children.dropFirst())
        changingTop(animated: animated) {
            for controller in popped { controller.removeFromParent() }
            showTopView()
        }
        return popped
    }

    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
}
