@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

@MainActor
@available(iOS 13.0, *)
open class UIMenuElement: NSObject {
    @available(iOS 13.0, *)
    public struct Attributes: OptionSet, Sendable {
        @available(iOS 13.0, *)
        public let rawValue: UInt
        @available(iOS 13.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        @available(iOS 13.0, *)
        public static let disabled = Attributes(rawValue: 1 << 0)
        @available(iOS 13.0, *)
        public static let destructive = Attributes(rawValue: 1 << 1)
        @available(iOS 13.0, *)
        public static let hidden = Attributes(rawValue: 1 << 2)
        @available(iOS 16.0, *)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    @available(iOS 13.0, *)
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    @available(iOS 13.0, *)
    open var title: String
    @available(iOS 15.0, *)
    open var subtitle: String?
    @available(iOS 13.0, *)
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

@MainActor
@available(iOS 13.0, *)
open class UIAction: UIMenuElement {
    @available(iOS 13.0, *)
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        @available(iOS 13.0, *)
        public var rawValue: String
        @available(iOS 13.0, *)
        public init(_ rawValue: String) { self.rawValue = rawValue }
        @available(iOS 13.0, *)
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    @available(iOS 13.0, *)
    open var discoverabilityTitle: String?
    @available(iOS 13.0, *)
    open var attributes: UIMenuElement.Attributes
    @available(iOS 13.0, *)
    open var state: UIMenuElement.State
    @available(iOS 13.0, *)
    open private(set) var identifier: UIAction.Identifier
    let handler: UIActionHandler
    weak var senderObject: AnyObject?

    /// The control that sent the action (set by `UIControl.sendAction(_:)`).
    @available(iOS 14.0, *)
    open var sender: Any? { senderObject }

    init(
        _title title: String, image: UIImage?, identifier: UIAction.Identifier?, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    @available(iOS 13.0, *)
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            _title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state, handler: handler)
    }
}
