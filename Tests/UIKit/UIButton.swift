@MainActor
@available(iOS 2.0, *)
open class UIButton: UIControl {
    @available(iOS 2.0, *)
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        @available(iOS 2.0, *)
        public static var plain: ButtonType { .system }
    }

    /// `UIButton.Configuration` (iOS 15). Not isolated, not Sendable.
    @available(iOS 15.0, *)
    public struct Configuration {
        /// Stand-in bookkeeping (not in the SDK, which has no such type): which factory made it.
        enum Style: Sendable, Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style
        @available(iOS 15.0, *)
        public var title: String?
        @available(iOS 15.0, *)
        public var subtitle: String?
        @available(iOS 15.0, *)
        public var image: UIImage?
        @available(iOS 15.0, *)
        public var imagePlacement: NSDirectionalRectEdge = .leading
        @available(iOS 15.0, *)
        public var imagePadding: CGFloat = 0
        @available(iOS 15.0, *)
        public var baseForegroundColor: UIColor?
        @available(iOS 15.0, *)
        public var baseBackgroundColor: UIColor?
        @available(iOS 15.0, *)
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        @available(iOS 15.0, *)
        public static func plain() -> Configuration { Configuration(style: .plain) }
        @available(iOS 15.0, *)
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        @available(iOS 15.0, *)
        public static func gray() -> Configuration { Configuration(style: .gray) }
        @available(iOS 15.0, *)
        public static func filled() -> Configuration { Configuration(style: .filled) }
        @available(iOS 15.0, *)
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        @available(iOS 15.0, *)
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        @available(iOS 15.0, *)
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        @available(iOS 15.0, *)
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    @available(iOS 2.0, *)
    open private(set) var buttonType: ButtonType = .custom
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration?
    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(iOS 2.0, *)
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    @available(iOS 2.0, *)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    @available(iOS 2.0, *)
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    @available(iOS 2.0, *)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
    }

    @available(iOS 2.0, *)
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    @available(iOS 2.0, *)
    open var currentTitle: String? { title(for: state) ?? configuration?.title }
    @available(iOS 2.0, *)
    open var currentImage: UIImage? { image(for: state) ?? configuration?.image }
}

@available(iOS 13.0, *)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    @available(iOS 13.0, *)
    public let rawValue: UInt
    @available(iOS 13.0, *)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    @available(iOS 13.0, *)
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    @available(iOS 13.0, *)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    @available(iOS 13.0, *)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    @available(iOS 13.0, *)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    @available(iOS 13.0, *)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
