@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    private var storedReuseIdentifier: String?
    open var reuseIdentifier: String? { storedReuseIdentifier }
    public let style: CellStyle
    open private(set) var contentView = UIView(frame: .zero)
    open var accessoryView: UIView?
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var backgroundConfiguration: AnyHashable?
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?

    /// Installs the configuration's content view, as UIKit does (see `installContentView()`).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentView() }
    }
    /// Content views installed by `contentConfiguration` (see `simulatedContentViewCreationCount`).
    var contentViewCreationCount = 0
    private var isUpdatingConfiguration = false

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        self.style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

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
    open func prepareForReuse() {}

    /// Apple: "Setting a content configuration replaces the existing contentView of the cell with a new
    /// content view instance from the configuration, or directly applies the configuration to the
    /// existing content view if the configuration is compatible with the existing content view type";
    /// setting nil "replaces the current content view with a new, empty content view". Subviews added
    /// to a replaced content view go with it.
    private func installContentView() {
        if let configuration = contentConfiguration, let current = contentView as? any UIView & UIContentView,
            current.supports(configuration)
        {
            current.configuration = configuration
            return
        }
        let replacement: UIView = contentConfiguration?.makeContentView() ?? UIView(frame: .zero)
        contentView.removeFromSuperview()
        contentView = replacement
        insertSubview(replacement, at: 0)
        contentViewCreationCount += 1
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .subtitle ? .subtitleCell() : style == .value1 ? .valueCell() : .cell()
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Runs the configuration update at once (real UIKit defers it to the next layout).
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration(using: configurationState)
    }

    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
}

extension UITableViewCell: ListReusableView {
    func setStandInReuseIdentifier(_ identifier: String) { storedReuseIdentifier = identifier }
}
