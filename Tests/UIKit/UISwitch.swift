/// A control that offers a binary choice (iOS 2). A person flipping it changes `isOn` and sends
/// `.valueChanged` (see `simulateToggle()`); setting `isOn` or calling `setOn(_:animated:)` from code
/// sends no action, as on iOS.
@MainActor
@available(iOS 2.0, *)
open class UISwitch: UIControl {
    /// Whether the switch is on; setting it changes the position without animation and sends nothing.
    @available(iOS 2.0, *)
    open var isOn = false

    /// Every `setOn(_:animated:)` call's `animated`, in order (`UISwitch+Simulation.swift`).
    var setOnAnimations: [Bool] = []

    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off, animating the flip when `animated`. Sends no action message.
    @available(iOS 2.0, *)
    open func setOn(_ on: Bool, animated: Bool) {
        setOnAnimations.append(animated)
        isOn = on
    }
}
