@MainActor
@available(iOS 2.0, *)
open class UITableViewCell: UIView {
    /// The SDK names this `UITableViewCell.SeparatorStyle` (`UITableViewCellSeparatorStyle`); the table's
    /// `separatorStyle` property takes it.
    @available(iOS 2.0, *)
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    @available(iOS 2.0, *)
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    @available(iOS 2.0, *)
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    @available(iOS 2.0, *)
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    private var storedReuseIdentifier: String?
    @available(iOS 2.0, *)
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// Not public: real UIKit has no `style` property on UITableViewCell (Apple's UITableViewCell page lists none).
    let style: CellStyle
    @available(iOS 2.0, *)
    open private(set) var contentView = UIView(frame: .zero)
    /// In the cell's view hierarchy while it is the accessory view, as in UIKit.
    @available(iOS 2.0, *)
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
        }
    }
    @available(iOS 2.0, *)
    open var accessoryType: UITableViewCell.AccessoryType = .none
    @available(iOS 2.0, *)
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// The indentation level of the cell's content (0: none). Stored only: nothing is drawn.
    @available(iOS 2.0, *)
    open var indentationLevel = 0
    @available(iOS 14.0, *)
    open var backgroundConfiguration: AnyHashable?
    @available(iOS 2.0, *)
    open var isSelected = false
    @available(iOS 2.0, *)
    open var isHighlighted = false
    @available(iOS 2.0, *)
    open var isEditing = false
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?

    /// Installs the configuration's content view, as UIKit does (see `installContentView()`).
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentView() }
    }
    /// Content views installed by `contentConfiguration` (see `simulatedContentViewCreationCount`).
    var contentViewCreationCount = 0
    private var isUpdatingConfiguration = false

    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        self.style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    @available(iOS 2.0, *)
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// STAND-IN ONLY (not in UIKit): how `UITableView` creates a registered class from its metatype.
    /// Subclasses inherit it when they override both designated initializers (or none).
    public required convenience init(standInReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Subclasses must call super.
    @available(iOS 2.0, *)
    open func prepareForReuse() {}

    /// Apple: "Setting a content configuration replaces the existing contentView of the cell with a new
    /// content view instance from the configuration, or directly applies the configuration to the
    /// existing content view if the configuration is compatible with the existing content view type";
    /// setting nil "replaces the current content view with a new, empty content view". Subviews added
    /// to a replaced content view go with it.
    private func installContentView() {
        guard let replacement = replacingContentView(contentView, for: contentConfiguration) else { return }
        contentView = replacement
        contentViewCreationCount += 1
    }

    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .subtitle ? .subtitleCell() : style == .value1 ? .valueCell() : .cell()
    }

    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Runs the configuration update at once (real UIKit defers it to the next layout).
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration(using: configurationState)
    }

    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    @available(iOS 2.0, *)
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    @available(iOS 2.0, *)
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

extension UITableViewCell: ListReusableView {
    func setStandInReuseIdentifier(_ identifier: String) { storedReuseIdentifier = identifier }
}
