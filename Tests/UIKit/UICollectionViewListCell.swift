@MainActor
@available(iOS 14.0, *)
open class UICollectionViewListCell: UICollectionViewCell {
    /// A custom-view accessory's view is in the cell's view hierarchy while the cell shows the
    /// accessory (as in UIKit, where a button accessory is a descendant of its cell), and leaves it when
    /// the accessory is removed.
    @available(iOS 14.0, *)
    open var accessories: [UICellAccessory] = [] {
        didSet { hostCustomAccessoryViews(replacing: oldValue) }
    }
    @available(iOS 14.0, *)
    open var indentationLevel = 0

    @available(iOS 14.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 14.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func hostCustomAccessoryViews(replacing old: [UICellAccessory]) {
        let shown = accessories.compactMap { $0.customViewConfiguration?.customView }
        for view in old.compactMap({ $0.customViewConfiguration?.customView })
        where view.superview === self && !shown.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in shown where view.superview !== self { addSubview(view) }
    }
}

/// Cell accessories (iOS 14). Custom-view accessories keep their view so tests can reach buttons.
@available(iOS 14.0, *)
public struct UICellAccessory {
    @available(iOS 14.0, *)
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }

    @available(iOS 14.0, *)
    public enum LayoutDimension: Sendable {
        case actual
        case standard
        case custom(CGFloat)
    }

    @available(iOS 14.0, *)
    public enum Placement {
        @available(iOS 14.0, *)
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(
            displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
        case trailing(
            displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
    }

    @available(iOS 14.0, *)
    public enum AccessoryType: Hashable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label
        case customView(UIView)
        @available(iOS 15.4, *)
        case detail
        @available(iOS 16.0, *)
        case popUpMenu
    }

    @available(iOS 14.0, *)
    public struct CustomViewConfiguration {
        @available(iOS 14.0, *)
        public let customView: UIView
        @available(iOS 14.0, *)
        public let placement: UICellAccessory.Placement
        @available(iOS 14.0, *)
        public var isHidden: Bool
        @available(iOS 14.0, *)
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public var maintainsFixedSize: Bool

        @available(iOS 14.0, *)
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

    @available(iOS 14.0, *)
    public struct DisclosureIndicatorOptions {
        @available(iOS 14.0, *)
        public var isHidden: Bool
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }

    @available(iOS 14.0, *)
    public struct CheckmarkOptions {
        @available(iOS 14.0, *)
        public var isHidden: Bool
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }

    @available(iOS 14.0, *)
    public struct ReorderOptions {
        @available(iOS 14.0, *)
        public var isHidden: Bool
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public var showsVerticalSeparator: Bool
        @available(iOS 14.0, *)
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    @available(iOS 14.0, *)
    public struct DeleteOptions {
        @available(iOS 14.0, *)
        public var isHidden: Bool
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public var backgroundColor: UIColor?
        @available(iOS 14.0, *)
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    @available(iOS 14.0, *)
    public struct MultiselectOptions {
        @available(iOS 14.0, *)
        public var isHidden: Bool
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public var backgroundColor: UIColor?
        @available(iOS 14.0, *)
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
            tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// What a tap on an accessory that takes one (a delete control) runs.
    @available(iOS 14.0, *)
    public typealias ActionHandler = () -> Void

    @available(iOS 14.0, *)
    public let accessoryType: UICellAccessory.AccessoryType
    let customViewConfiguration: CustomViewConfiguration?
    /// STAND-IN ONLY storage: when the accessory shows (UIKit keeps it private).
    var displayed: DisplayedState = .always
    /// STAND-IN ONLY storage: the options' `isHidden`.
    var hidden = false
    /// STAND-IN ONLY storage: what a tap on the accessory runs (a delete control's `actionHandler`).
    var actionHandler: ActionHandler? = nil

    /// Whether the accessory shows now, in a list that is editing or not.
    func isDisplayed(editing: Bool) -> Bool {
        guard !hidden else { return false }
        return switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// A control to drag the cell by, to reorder the list; shown only while editing by default.
    @available(iOS 14.0, *)
    public static func reorder(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .reorder, customViewConfiguration: nil, displayed: displayed, hidden: options.isHidden)
    }

    /// A selection circle (empty, or filled with a checkmark while the cell is selected), shown only while
    /// editing by default.
    @available(iOS 14.0, *)
    public static func multiselect(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .multiselect, customViewConfiguration: nil, displayed: displayed, hidden: options.isHidden)
    }

    /// A delete control, shown only while editing by default; a tap runs `actionHandler`.
    @available(iOS 14.0, *)
    public static func delete(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.DeleteOptions = DeleteOptions(),
        actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .delete, customViewConfiguration: nil, displayed: displayed, hidden: options.isHidden,
            actionHandler: actionHandler)
    }

    @available(iOS 14.0, *)
    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .customView(configuration.customView), customViewConfiguration: configuration,
            hidden: configuration.isHidden)
    }

    @available(iOS 14.0, *)
    public static func disclosureIndicator(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .disclosureIndicator, customViewConfiguration: nil, displayed: displayed,
            hidden: options.isHidden)
    }

    @available(iOS 14.0, *)
    public static func checkmark(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            accessoryType: .checkmark, customViewConfiguration: nil, displayed: displayed, hidden: options.isHidden)
    }
}
