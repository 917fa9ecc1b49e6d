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

extension UIView {
    /// Performs the custom action named `name` the way VoiceOver does (the user picks it in the
    /// actions rotor of this element): finds it in `accessibilityCustomActions` and calls its
    /// `actionHandler`. Returns the handler's result, or nil when the element offers no action with
    /// that name (VoiceOver could not perform it) or the action has no handler.
    public func simulateAccessibilityCustomAction(named name: String) -> Bool? {
        guard let action = accessibilityCustomActions?.first(where: { $0.name == name }),
            let handler = action.actionHandler
        else { return nil }
        return handler(action)
    }

    /// The names VoiceOver would list in this element's actions rotor, in order.
    public var simulatedAccessibilityCustomActionNames: [String] {
        accessibilityCustomActions?.map(\.name) ?? []
    }
}
