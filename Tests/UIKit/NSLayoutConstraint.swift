// Auto Layout is not solved by the stand-in: anchors and constraints are inert records.

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// Raw values as in `NSLayoutAttribute` (iOS 6; margins iOS 8).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    open private(set) var firstAttribute: NSLayoutConstraint.Attribute
    open private(set) var secondAttribute: NSLayoutConstraint.Attribute
    open var constant: CGFloat
    open private(set) var multiplier: CGFloat
    open private(set) var relation: Relation
    open var priority: UILayoutPriority = .required
    open var isActive = false
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

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

@MainActor
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

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .equal, 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .greaterThanOrEqual, 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(anchor, .lessThanOrEqual, 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(anchor, .equal, c)
    }

    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(anchor, .greaterThanOrEqual, c)
    }

    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(anchor, .lessThanOrEqual, c)
    }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: (item, attribute), second: nil, relation: .equal, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: (item, attribute), second: (anchor.item, anchor.attribute), relation: .equal, multiplier: m,
            constant: 0)
    }
}

@MainActor
open class UILayoutGuide: NSObject {
    open weak var owningView: UIView?
    open var identifier = ""

    public override init() {
        super.init()
    }

    init(owningView: UIView, identifier: String) {
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
