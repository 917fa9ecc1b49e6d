/// `UIListContentConfiguration` (iOS 14). A value type, not isolated.
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    @available(iOS 14.0, *)
    public struct TextProperties: Hashable {
        @available(iOS 14.0, *)
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        @available(iOS 14.0, *)
        public var color: UIColor = .label
        @available(iOS 14.0, *)
        public var numberOfLines = 0
        @available(iOS 14.0, *)
        public var alignment: TextAlignment = .natural

        @available(iOS 14.0, *)
        public enum TextAlignment: Hashable, Sendable {
            case natural, center, justified
        }
    }

    @available(iOS 14.0, *)
    public struct ImageProperties: Hashable {
        @available(iOS 14.0, *)
        public var tintColor: UIColor?
        @available(iOS 14.0, *)
        public var cornerRadius: CGFloat = 0
        @available(iOS 14.0, *)
        public var maximumSize: CGSize = .zero
        @available(iOS 14.0, *)
        public var reservedLayoutSize: CGSize = .zero
    }

    enum Kind: Hashable {
        case cell, subtitleCell, valueCell, header, footer, groupedHeader, groupedFooter, plainHeader, plainFooter
        case sidebarCell, sidebarHeader
    }

    let kind: Kind
    @available(iOS 14.0, *)
    public var text: String?
    @available(iOS 14.0, *)
    public var secondaryText: String?
    @available(iOS 14.0, *)
    public var attributedText: NSAttributedString?
    @available(iOS 14.0, *)
    public var secondaryAttributedText: NSAttributedString?
    @available(iOS 14.0, *)
    public var image: UIImage?
    @available(iOS 14.0, *)
    public var textProperties = TextProperties()
    @available(iOS 14.0, *)
    public var secondaryTextProperties = TextProperties()
    @available(iOS 14.0, *)
    public var imageProperties = ImageProperties()
    @available(iOS 14.0, *)
    public var prefersSideBySideTextAndSecondaryText = false
    @available(iOS 14.0, *)
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    @available(iOS 14.0, *)
    public var imageToTextPadding: CGFloat = 0

    init(kind: Kind) {
        self.kind = kind
        if kind == .subtitleCell || kind == .valueCell {
            secondaryTextProperties.color = .secondaryLabel
        }
    }

    @available(iOS 14.0, *)
    public static func cell() -> UIListContentConfiguration { .init(kind: .cell) }
    @available(iOS 14.0, *)
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .subtitleCell) }
    @available(iOS 14.0, *)
    public static func valueCell() -> UIListContentConfiguration { .init(kind: .valueCell) }
    @available(iOS 18.0, *)
    public static func header() -> UIListContentConfiguration { .init(kind: .header) }
    @available(iOS 18.0, *)
    public static func footer() -> UIListContentConfiguration { .init(kind: .footer) }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "header")
    @available(*, deprecated, message: "deprecated in the iOS 18.0 SDK; use header()")
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: .groupedHeader) }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "footer")
    @available(*, deprecated, message: "deprecated in the iOS 18.0 SDK; use footer()")
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: .groupedFooter) }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "header")
    @available(*, deprecated, message: "deprecated in the iOS 18.0 SDK; use header()")
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: .plainHeader) }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "footer")
    @available(*, deprecated, message: "deprecated in the iOS 18.0 SDK; use footer()")
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: .plainFooter) }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "cell")
    @available(*, deprecated, message: "deprecated in the iOS 18.0 SDK; use cell()")
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: .sidebarCell) }
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "header")
    @available(*, deprecated, message: "deprecated in the iOS 18.0 SDK; use header()")
    public static func sidebarHeader() -> UIListContentConfiguration { .init(kind: .sidebarHeader) }

    @MainActor
    @available(iOS 14.0, *)
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    @available(iOS 14.0, *)
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

@MainActor
@available(iOS 14.0, *)
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    @available(iOS 14.0, *)
    public init(configuration: UIListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
    }

    @available(iOS 14.0, *)
    public required init?(coder: NSCoder) {
        self.listConfiguration = .cell()
        super.init(coder: coder)
    }

    @available(iOS 14.0, *)
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let new = newValue as? UIListContentConfiguration { listConfiguration = new } }
    }

    /// A list content view shows list content configurations only.
    @available(iOS 16.0, *)
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
