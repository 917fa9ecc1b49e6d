@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// Cell accessories (iOS 14). Custom-view accessories keep their view so tests can reach buttons.
public struct UICellAccessory {
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }

    public enum LayoutDimension: Sendable {
        case actual
        case standard
        case custom(CGFloat)
    }

    public enum Placement {
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(
            displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
        case trailing(
            displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
    }

    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label, customView
        case detail, popUpMenu
    }

    public struct CustomViewConfiguration {
        public let customView: UIView
        public var placement: UICellAccessory.Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool

        public init(
            customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var tintColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var tintColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }

    public let accessoryType: UICellAccessory.AccessoryType
    let customViewConfiguration: CustomViewConfiguration?

    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(accessoryType: .customView, customViewConfiguration: configuration)
    }

    public static func disclosureIndicator(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(accessoryType: .disclosureIndicator, customViewConfiguration: nil)
    }

    public static func checkmark(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(accessoryType: .checkmark, customViewConfiguration: nil)
    }
}
