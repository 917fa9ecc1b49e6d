@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        public static var plain: ButtonType { .system }
    }

    /// `UIButton.Configuration` (iOS 15). Not isolated, not Sendable.
    public struct Configuration {
        public enum Style: Sendable, Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        public enum ImagePlacement: Sendable {
            case leading, trailing, top, bottom
        }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    open private(set) var buttonType: ButtonType = .custom
    open var configuration: UIButton.Configuration?
    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    open var currentTitle: String? { title(for: state) ?? configuration?.title }
    open var currentImage: UIImage? { image(for: state) ?? configuration?.image }
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
