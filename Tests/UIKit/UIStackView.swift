@MainActor
@available(iOS 9.0, *)
open class UIStackView: UIView {
    @available(iOS 9.0, *)
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    @available(iOS 9.0, *)
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        @available(iOS 9.0, *)
        public static var top: Alignment { .leading }
        @available(iOS 9.0, *)
        public static var bottom: Alignment { .trailing }
    }

    @available(iOS 9.0, *)
    open var axis: NSLayoutConstraint.Axis = .horizontal
    @available(iOS 9.0, *)
    open var spacing: CGFloat = 0
    @available(iOS 9.0, *)
    open var distribution: Distribution = .fill
    @available(iOS 9.0, *)
    open var alignment: Alignment = .fill
    @available(iOS 9.0, *)
    open private(set) var arrangedSubviews: [UIView] = []

    @available(iOS 9.0, *)
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    @available(iOS 9.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 9.0, *)
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    @available(iOS 9.0, *)
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    @available(iOS 9.0, *)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
        addSubview(view)
    }

    @available(iOS 9.0, *)
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
