@MainActor
@available(iOS 6.0, *)
open class UICollectionReusableView: UIView {
    private var storedReuseIdentifier: String?
    @available(iOS 6.0, *)
    open var reuseIdentifier: String? { storedReuseIdentifier }

    @available(iOS 6.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// STAND-IN ONLY (not in UIKit): how `UICollectionView` creates a registered class from its
    /// metatype. Subclasses inherit it when they override both designated initializers (or none).
    public required convenience init(standInReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        storedReuseIdentifier = identifier
    }

    /// Subclasses must call super.
    @available(iOS 6.0, *)
    open func prepareForReuse() {}
}

extension UICollectionReusableView: ListReusableView {
    func setStandInReuseIdentifier(_ identifier: String) { storedReuseIdentifier = identifier }
}

@MainActor
@available(iOS 6.0, *)
open class UICollectionViewCell: UICollectionReusableView {
    @available(iOS 6.0, *)
    open private(set) var contentView = UIView(frame: .zero)
    @available(iOS 6.0, *)
    open var isSelected = false
    @available(iOS 6.0, *)
    open var isHighlighted = false
    /// Installs the configuration's content view, as UIKit does (see `installContentView()`).
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentView() }
    }
    /// Content views installed by `contentConfiguration` (see `simulatedContentViewCreationCount`).
    var contentViewCreationCount = 0
    @available(iOS 14.0, *)
    open var backgroundConfiguration: AnyHashable?
    /// Whether the background configuration is updated for each state (highlighted, selected): what
    /// shows a touched list cell grey. Default true.
    @available(iOS 14.0, *)
    open var automaticallyUpdatesBackgroundConfiguration = true

    @available(iOS 6.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {}

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
}
