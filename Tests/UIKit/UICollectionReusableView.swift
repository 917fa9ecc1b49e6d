@MainActor
open class UICollectionReusableView: UIView {
    private var storedReuseIdentifier: String?
    open var reuseIdentifier: String? { storedReuseIdentifier }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

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
    open func prepareForReuse() {}
}

extension UICollectionReusableView: ListReusableView {
    func setStandInReuseIdentifier(_ identifier: String) { storedReuseIdentifier = identifier }
}

@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    open private(set) var contentView = UIView(frame: .zero)
    open var isSelected = false
    open var isHighlighted = false
    /// Real UIKit installs a content view for the configuration; the stand-in only stores it.
    open var contentConfiguration: (any UIContentConfiguration)?
    open var backgroundConfiguration: AnyHashable?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    open func updateConfiguration(using state: UICellConfigurationState) {}
}
