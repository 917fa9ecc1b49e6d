/// `UIListContentConfiguration` (iOS 14). A value type, not isolated.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural

        public enum TextAlignment: Hashable, Sendable {
            case natural, center, justified
        }
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
    }

    enum Kind: Hashable {
        case cell, subtitleCell, valueCell, header, footer, groupedHeader, groupedFooter, plainHeader, plainFooter
        case sidebarCell, sidebarHeader
    }

    let kind: Kind
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var prefersSideBySideTextAndSecondaryText = false
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var imageToTextPadding: CGFloat = 0

    init(kind: Kind) {
        self.kind = kind
        if kind == .subtitleCell || kind == .valueCell {
            secondaryTextProperties.color = .secondaryLabel
        }
    }

    public static func cell() -> UIListContentConfiguration { .init(kind: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .subtitleCell) }
    public static func valueCell() -> UIListContentConfiguration { .init(kind: .valueCell) }
    public static func header() -> UIListContentConfiguration { .init(kind: .header) }
    public static func footer() -> UIListContentConfiguration { .init(kind: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: .groupedHeader) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: .groupedFooter) }
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: .plainHeader) }
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: .plainFooter) }
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: .sidebarCell) }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(kind: .sidebarHeader) }

    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

@MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        self.listConfiguration = .cell()
        super.init(coder: coder)
    }

    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let new = newValue as? UIListContentConfiguration { listConfiguration = new } }
    }

    /// A list content view shows list content configurations only.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
