/// `typedef BOOL(^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction *customAction)
/// NS_SWIFT_UI_ACTOR` (iOS 13): main-actor isolated.
@available(iOS 13.0, *)
public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

/// A custom action VoiceOver offers on an element (iOS 8; handler form iOS 13). The target/selector
/// initializers need Objective-C selectors and are not declared.
@available(iOS 8.0, *)
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// A localized name that describes the action.
    @available(iOS 8.0, *)
    open var name: String
    @available(iOS 14.0, *)
    open var image: UIImage?
    /// Preferred over target/selector when set (the header says so).
    @available(iOS 13.0, *)
    open var actionHandler: UIAccessibilityCustomActionHandler?
    /// Nil: the default "Actions" category.
    @available(iOS 18.0, *)
    open var category: String?

    @available(iOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    @available(iOS 14.0, *)
    public init(name: String, image: UIImage?, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }
}
