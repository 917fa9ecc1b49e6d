// Context menus: UIMenu and UIContextMenuConfiguration (iOS 13), as in the iOS 18 SDK.

@available(iOS 13.0, *)
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

@available(iOS 13.0, *)
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

@MainActor
@available(iOS 13.0, *)
open class UIMenu: UIMenuElement {
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
    public struct Options: OptionSet, Sendable {
        @available(iOS 13.0, *)
        public let rawValue: UInt
        @available(iOS 13.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        @available(iOS 13.0, *)
        public static let displayInline = Options(rawValue: 1 << 0)
        @available(iOS 13.0, *)
        public static let destructive = Options(rawValue: 1 << 1)
    }

    @available(iOS 13.0, *)
    open private(set) var identifier: UIMenu.Identifier
    @available(iOS 13.0, *)
    open private(set) var options: UIMenu.Options
    @available(iOS 13.0, *)
    open private(set) var children: [UIMenuElement]

    init(
        _title title: String, image: UIImage?, identifier: UIMenu.Identifier?, options: UIMenu.Options,
        children: [UIMenuElement]
    ) {
        self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    @available(iOS 13.0, *)
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(_title: title, image: image, identifier: identifier, options: options, children: children)
    }
}

@MainActor
@available(iOS 13.0, *)
open class UIContextMenuConfiguration: NSObject {
    /// Identifies the menu (UIKit hands it back to the delegate's later context-menu callbacks).
    @available(iOS 13.0, *)
    open private(set) var identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    init(
        _identifier identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider?
    ) {
        // UIKit makes a unique identifier (an NSUUID) when none is given.
        self.identifier = identifier ?? (NSUUID() as any NSCopying)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    @available(iOS 13.0, *)
    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init(_identifier: identifier, previewProvider: previewProvider, actionProvider: actionProvider)
    }
}
