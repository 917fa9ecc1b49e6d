// TEST-ONLY simulation API: not part of real UIKit.

extension UISwitch {
    /// Simulates a person flipping the switch: `isOn` changes, then `.valueChanged` is sent
    /// (`sendActions(for:)`), as UIKit does. A disabled or hidden switch gets no touches, as on iOS.
    /// Returns whether it flipped.
    @discardableResult
    public func simulateToggle() -> Bool {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }

    /// How many `setOn(_:animated:)` calls asked for an animation (`animated: true`).
    public var simulatedAnimatedSetOnCount: Int { setOnAnimations.filter { $0 }.count }
}
