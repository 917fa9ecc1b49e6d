// Auto Layout is not solved by the stand-in: anchors and constraints are inert records.

@available(iOS 6.0, *)
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    @available(iOS 6.0, *)
    public var rawValue: Float
    @available(iOS 6.0, *)
    public init(rawValue: Float) { self.rawValue = rawValue }
    @available(iOS 6.0, *)
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    @available(iOS 6.0, *)
    public static let required = UILayoutPriority(1000)
    @available(iOS 6.0, *)
    public static let defaultHigh = UILayoutPriority(750)
    @available(iOS 6.0, *)
    public static let defaultLow = UILayoutPriority(250)
    @available(iOS 6.0, *)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

@MainActor
@available(iOS 6.0, *)
open class NSLayoutConstraint: NSObject {
    @available(iOS 6.0, *)
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// Raw values as in `NSLayoutAttribute` (iOS 6; margins iOS 8).
    @available(iOS 6.0, *)
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    @available(iOS 6.0, *)
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    @available(iOS 6.0, *)
    open private(set) weak var firstItem: AnyObject?
    @available(iOS 6.0, *)
    open private(set) weak var secondItem: AnyObject?
    @available(iOS 6.0, *)
    open private(set) var firstAttribute: NSLayoutConstraint.Attribute
    @available(iOS 6.0, *)
    open private(set) var secondAttribute: NSLayoutConstraint.Attribute
    @available(iOS 6.0, *)
    open var constant: CGFloat
    @available(iOS 6.0, *)
    open private(set) var multiplier: CGFloat
    @available(iOS 6.0, *)
    open private(set) var relation: Relation
    @available(iOS 6.0, *)
    open var priority: UILayoutPriority = .required
    /// Apple: "Activating or deactivating the constraint calls addConstraint(_:) and removeConstraint(_:)
    /// on the view that is the closest common ancestor of the items managed by this constraint." With no
    /// common ancestor UIKit raises (see `install()`).
    @available(iOS 8.0, *)
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { install() } else { installedOn?.removeConstraint(self) }
        }
    }
    private weak var installedOn: UIView?

    private static func view(of item: AnyObject?) -> UIView? {
        item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }

    private static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "<\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)>"
    }

    private func install() {
        guard let first = Self.view(of: firstItem) else { return }
        var ancestor: UIView? = first
        if let second = Self.view(of: secondItem) {
            var firstChain: [UIView] = []
            var current: UIView? = first
            while let view = current {
                firstChain.append(view)
                current = view.superview
            }
            ancestor = nil
            current = second
            while let view = current, ancestor == nil {
                if firstChain.contains(where: { $0 === view }) { ancestor = view }
                current = view.superview
            }
        }
        guard let ancestor else {
            UIKitStandIn.fail(
                "Unable to activate constraint with anchors \(Self.describe(firstItem, firstAttribute)) and "
                    + "\(Self.describe(secondItem, secondAttribute)) because they have no common ancestor.  Does the "
                    + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        ancestor.addConstraint(self)
        installedOn = ancestor
    }
    @available(iOS 7.0, *)
    open var identifier: String?

    init(
        first: (item: AnyObject?, attribute: Attribute), second: (item: AnyObject?, attribute: Attribute)?,
        relation: Relation, multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstItem = first.item
        self.firstAttribute = first.attribute
        self.secondItem = second?.item
        self.secondAttribute = second?.attribute ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    @available(iOS 8.0, *)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

@MainActor
@available(iOS 9.0, *)
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    private func make(
        _ other: NSLayoutAnchor<AnchorType>?, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: (item, attribute), second: other.map { ($0.item, $0.attribute) }, relation: relation, multiplier: 1,
            constant: constant)
    }

    @available(iOS 9.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .equal, 0)
    }

    @available(iOS 9.0, *)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, 0)
    }

    @available(iOS 9.0, *)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, 0)
    }

    @available(iOS 9.0, *)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(anchor, .equal, c)
    }

    @available(iOS 9.0, *)
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(anchor, .greaterThanOrEqual, c)
    }

    @available(iOS 9.0, *)
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(anchor, .lessThanOrEqual, c)
    }
}

@MainActor
@available(iOS 9.0, *)
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
@available(iOS 9.0, *)
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
@available(iOS 9.0, *)
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    @available(iOS 9.0, *)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: (item, attribute), second: nil, relation: .equal, multiplier: 1, constant: c)
    }

    @available(iOS 9.0, *)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
    }

    @available(iOS 9.0, *)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: c)
    }

    @available(iOS 9.0, *)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: (anchor.item, anchor.attribute), relation: .equal, multiplier: m,
            constant: 0)
    }
}

@MainActor
@available(iOS 9.0, *)
open class UILayoutGuide: NSObject {
    @available(iOS 9.0, *)
    open weak var owningView: UIView?
    @available(iOS 9.0, *)
    open var identifier = ""

    @available(iOS 9.0, *)
    public override init() {
        super.init()
    }

    init(owningView: UIView, identifier: String) {
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    @available(iOS 9.0, *)
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    @available(iOS 9.0, *)
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    @available(iOS 9.0, *)
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    @available(iOS 9.0, *)
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    @available(iOS 9.0, *)
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    @available(iOS 9.0, *)
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    @available(iOS 9.0, *)
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    @available(iOS 9.0, *)
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
