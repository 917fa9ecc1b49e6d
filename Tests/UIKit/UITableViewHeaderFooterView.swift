/// A section's header or footer view of a table: registered by class, dequeued and reused as cells are
/// (see `UITableView+HeaderFooter.swift`).
@MainActor
@available(iOS 6.0, *)
open class UITableViewHeaderFooterView: UIView {
    private let storedReuseIdentifier: String?
    @available(iOS 6.0, *)
    open var reuseIdentifier: String? { storedReuseIdentifier }
    @available(iOS 6.0, *)
    open private(set) var contentView = UIView(frame: .zero)
    /// Installs the configuration's content view, as cells do (Apple: "Setting a content configuration
    /// replaces the existing contentView of the view with a new content view instance from the
    /// configuration, or directly applies the configuration to the existing content view if the
    /// configuration is compatible with the existing content view type").
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            if let replacement = replacingContentView(contentView, for: contentConfiguration) {
                contentView = replacement
            }
        }
    }

    @available(iOS 6.0, *)
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// STAND-IN ONLY (not in UIKit): how `UITableView` creates a registered class from its metatype.
    /// Subclasses inherit it when they override both designated initializers (or none).
    public required convenience init(standInReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Subclasses must call super.
    @available(iOS 6.0, *)
    open func prepareForReuse() {}

    /// UIKit styles it for the section where the view appears; the stand-in draws nothing and gives
    /// the header style.
    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
}
