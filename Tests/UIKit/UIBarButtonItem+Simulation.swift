// TEST-ONLY simulation API: not part of real UIKit.

extension UIBarButtonItem {
    /// Simulates a tap on the item in its bar: an enabled item performs its `primaryAction` (its
    /// handler runs with the action, whose `sender` is the item), as UIKit does. A disabled item, or
    /// one without a primary action, does nothing. Returns whether an action ran.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled, let action = primaryAction else { return false }
        action.senderObject = self
        defer { action.senderObject = nil }
        action.handler(action)
        return true
    }

    /// The system item the item was made with (`nil` for a custom item).
    public var simulatedSystemItem: SystemItem? { standInSystemItem }
}
