@MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    open override var next: UIResponder? { superview }

    /// The window the view is in: the nearest `UIWindow` up the superview chain, else nil.
    open var window: UIWindow? { superview?.window }

    /// The option to use the smallest possible size (`class let` in the SDK).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The option to use the largest possible size (`class let` in the SDK).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Stand-in: there is no Auto Layout, so the fitting size is the sum of the subviews' frames
    /// laid side by side, never smaller than `targetSize`'s compressed request.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let width = subviews.reduce(0) { $0 + $1.frame.width }
        let height = subviews.map(\.frame.height).max() ?? 0
        return CGSize(width: max(width, 44), height: max(height, 44))
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func sizeToFit() {}

    // MARK: Auto Layout (inert records)

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// One guide per view (as in UIKit), so constraints made at different times share it.
    open var layoutMarginsGuide: UILayoutGuide { storedLayoutMarginsGuide }
    open var safeAreaLayoutGuide: UILayoutGuide { storedSafeAreaLayoutGuide }
    private lazy var storedLayoutMarginsGuide = UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide")
    private lazy var storedSafeAreaLayoutGuide = UILayoutGuide(
        owningView: self, identifier: "UIViewSafeAreaLayoutGuide")

    // MARK: Accessibility

    /// Declared on `NSObject` in UIKit (informal protocol `UIAccessibilityAction`, iOS 8); the stand-in
    /// declares it on `UIView`, where VoiceOver reads it for views and cells.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    open private(set) var constraints: [NSLayoutConstraint] = []
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
}
