// TEST-ONLY simulation API: not part of real UIKit.

extension UIControl {
    /// Simulates a finger tap: sends `.touchDown`, then `.touchUpInside`, then `.primaryActionTriggered`
    /// (each `sendActions(for:)`), as UIKit does for a tap on a button. Disabled or hidden controls
    /// get no touches, as on iOS.
    public func simulateTap() {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    /// Number of actions currently registered (all events).
    public var registeredActionCount: Int { registeredActions.count }
}
