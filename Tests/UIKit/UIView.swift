@MainActor
@available(iOS 2.0, *)
open class UIView: UIResponder {
    @available(iOS 2.0, *)
    open var frame: CGRect
    @available(iOS 2.0, *)
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    @available(iOS 2.0, *)
    open var backgroundColor: UIColor?
    @available(iOS 7.0, *)
    open var tintColor: UIColor!
    @available(iOS 2.0, *)
    open var isHidden = false
    @available(iOS 2.0, *)
    open var alpha: CGFloat = 1
    @available(iOS 2.0, *)
    open var isUserInteractionEnabled = true
    @available(iOS 2.0, *)
    open var tag = 0
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true
    @available(iOS 5.0, *)
    open var accessibilityIdentifier: String?
    @available(iOS 3.0, *)
    open var accessibilityLabel: String?
    @available(iOS 3.0, *)
    open var accessibilityHint: String?
    @available(iOS 3.0, *)
    open var accessibilityValue: String?
    @available(iOS 3.0, *)
    open var isAccessibilityElement = false

    @available(iOS 2.0, *)
    open private(set) var subviews: [UIView] = []
    @available(iOS 2.0, *)
    open private(set) weak var superview: UIView?

    @available(iOS 2.0, *)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    @available(iOS 2.0, *)
    public override convenience init() {
        self.init(frame: .zero)
    }

    @available(iOS 2.0, *)
    open override var next: UIResponder? { superview }

    /// The window the view is in: the nearest `UIWindow` up the superview chain, else nil.
    @available(iOS 2.0, *)
    open var window: UIWindow? { superview?.window }

    /// Whether the view is `view` or inside it: `view` is on its superview chain ("returns YES for self").
    @available(iOS 2.0, *)
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The option to use the smallest possible size (`class let` in the SDK).
    @available(iOS 6.0, *)
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The option to use the largest possible size (`class let` in the SDK).
    @available(iOS 6.0, *)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Stand-in: there is no Auto Layout, so the fitting size is the sum of the subviews' frames
    /// laid side by side, never smaller than `targetSize`'s compressed request.
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let width = subviews.reduce(0) { $0 + $1.frame.width }
        let height = subviews.map(\.frame.height).max() ?? 0
        return CGSize(width: max(width, 44), height: max(height, 44))
    }

    @available(iOS 2.0, *)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    @available(iOS 2.0, *)
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    @available(iOS 2.0, *)
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    @available(iOS 2.0, *)
    open func layoutSubviews() {}
    @available(iOS 2.0, *)
    open func setNeedsLayout() {}
    @available(iOS 2.0, *)
    open func layoutIfNeeded() {}
    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin (UIView.h: "calls
    /// sizeThatFits: with current view bounds and changes bounds size").
    @available(iOS 2.0, *)
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The size that best fits `size`; the view itself is not resized. A plain view returns its current
    /// size (UIView.h: "Default is return existing view size").
    @available(iOS 2.0, *)
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    // MARK: Auto Layout (inert records)

    @available(iOS 9.0, *)
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    @available(iOS 9.0, *)
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    @available(iOS 9.0, *)
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    @available(iOS 9.0, *)
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    @available(iOS 9.0, *)
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    @available(iOS 9.0, *)
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    @available(iOS 9.0, *)
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    @available(iOS 9.0, *)
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    @available(iOS 9.0, *)
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    @available(iOS 9.0, *)
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    @available(iOS 9.0, *)
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    @available(iOS 9.0, *)
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// One guide per view (as in UIKit), so constraints made at different times share it.
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { storedLayoutMarginsGuide }
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { storedSafeAreaLayoutGuide }
    private lazy var storedLayoutMarginsGuide = UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide")
    private lazy var storedSafeAreaLayoutGuide = UILayoutGuide(
        owningView: self, identifier: "UIViewSafeAreaLayoutGuide")

    // MARK: Accessibility

    /// Declared on `NSObject` in UIKit (informal protocol `UIAccessibilityAction`, iOS 8); the stand-in
    /// declares it on `UIView`, where VoiceOver reads it for views and cells.
    @available(iOS 8.0, *)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    @available(iOS 6.0, *)
    open private(set) var constraints: [NSLayoutConstraint] = []
    @available(iOS 6.0, *)
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
    }
    @available(iOS 6.0, *)
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
    @available(iOS 6.0, *)
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }

    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    @available(iOS 6.0, *)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
}
