// TEST-ONLY simulation API: not part of real UIKit.

extension UIAlertController {
    /// A person taps the button of `action`, as UIKit handles it: the alert is dismissed, then the
    /// action's handler runs with the action. Returns false (and does nothing) when the alert is not
    /// presented, `action` is not one of its actions, or the action is disabled.
    @discardableResult
    public func simulateTap(on action: UIAlertAction) -> Bool {
        guard presentingViewController != nil, actions.contains(where: { $0 === action }), action.isEnabled else {
            return false
        }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }
}
