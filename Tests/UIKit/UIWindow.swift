/// A window (iOS 2). `rootViewController`'s view becomes the window's only content, as on iOS, so
/// `UIView.window` tells whether a view is on screen. There is no scene in the stand-in:
/// `init(windowScene:)` is not declared (apps on iOS 13+ normally use it; `init(frame:)` is equivalent
/// for these tests).
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
    /// The window made key last (`makeKeyAndVisible()` / `makeKey()`).
    private static weak var keyWindowObject: UIWindow?
    /// The window's horizontal size class: compact (an iPhone in portrait) unless a test makes it
    /// regular (`simulatedHorizontalSizeClass`, an iPad).
    var horizontalSizeClass: UIUserInterfaceSizeClass = .compact

    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Setting it loads the controller's view and makes it the window's content (the previous root's
    /// view is removed).
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let root = rootViewController { addSubview(root.view) }
        }
    }

    @available(iOS 2.0, *)
    open var isKeyWindow: Bool { UIWindow.keyWindowObject === self }

    /// Shows the window and makes it key.
    @available(iOS 2.0, *)
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    @available(iOS 2.0, *)
    open func makeKey() {
        UIWindow.keyWindowObject = self
    }

    @available(iOS 2.0, *)
    open override var window: UIWindow? { self }
}
