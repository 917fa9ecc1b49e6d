// TEST-ONLY simulation API: not part of real UIKit.

extension UIAlertController {
    /// A person taps the button of the action titled `title`, as UIKit handles it: the alert is
    /// dismissed, then the action's handler runs with the action. Returns false (and does nothing)
    /// when the alert is not presented, has no such action, or the action is disabled.
    @discardableResult
    public func simulateTapOnAction(titled title: String) -> Bool {
        guard presentingViewController != nil,
            let action = actions.first(where: { $0.title == title }), action.isEnabled
        else { return false }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }

    /// The titles of the alert's buttons, in the order they were added.
    public var simulatedActionTitles: [String] { actions.map { $0.title ?? "" } }
}
