/// An action of an alert: a button with a title, a style and a handler (iOS 8). `NSCopying` is not
/// declared (nothing in the generated code copies an action).
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject {
    /// The style of an action's button.
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel
        case destructive
    }

    @available(iOS 8.0, *)
    open private(set) var title: String?
    @available(iOS 8.0, *)
    open private(set) var style: Style = .default
    @available(iOS 8.0, *)
    open var isEnabled = true
    /// What a tap runs, with the action; read by the simulation (UIKit calls it the same way).
    let handler: ((UIAlertAction) -> Void)?

    private init(storedTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.title = storedTitle
        self.style = style
        self.handler = handler
        super.init()
    }

    @available(iOS 8.0, *)
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(storedTitle: title, style: style, handler: handler)
    }
}

/// A view controller that shows an alert or an action sheet (iOS 8). Present it with
/// `present(_:animated:completion:)`; a tap on one of its actions dismisses it and runs the action's
/// handler (see `UIAlertController+Simulation.swift`). Text fields and `severity` are not declared.
@available(iOS 8.0, *)
@MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    @available(iOS 8.0, *)
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert
    }

    @available(iOS 8.0, *)
    open private(set) var actions: [UIAlertAction] = []
    @available(iOS 9.0, *)
    open var preferredAction: UIAlertAction?
    @available(iOS 8.0, *)
    open var message: String?
    @available(iOS 8.0, *)
    open private(set) var preferredStyle: Style = .actionSheet

    @available(iOS 8.0, *)
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// An action sheet is a popover in a regular width (Apple: "you must provide location information
    /// for this popover through the alert controller's popoverPresentationController").
    override var simulatedPresentsAsPopover: Bool { preferredStyle == .actionSheet }

    /// Adds a button. UIKit raises when a second `.cancel` action is added.
    @available(iOS 8.0, *)
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitStandIn.fail("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
    }
}
