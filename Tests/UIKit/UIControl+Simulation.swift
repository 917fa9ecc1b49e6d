// TEST-ONLY simulation API: not part of real UIKit.

extension UIControl {
    /// Simulates a finger tap: sends `.touchDown`, then `.touchUpInside`, then `.primaryActionTriggered`
    /// (each `sendActions(for:)`), as UIKit does for a tap on a button. Disabled or hidden controls
    /// get no touches, as on iOS. A control in a view hierarchy that UIKit would lay out at zero size
    /// is reported (`UIKitStandIn.fail`) and gets no touches either (rule 33, `simulatedHasNoSize`).
    public func simulateTap() {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
        if simulatedHasNoSize {
            UIKitStandIn.fail(
                "[stand-in] A tap on \(type(of: self))\(accessibilityIdentifier.map { " '\($0)'" } ?? "") cannot "
                    + "reach it: it has no size (frame \(frame.size.width)×\(frame.size.height)) and nothing "
                    + "sizes it: no active constraints with translatesAutoresizingMaskIntoConstraints false, not "
                    + "an arranged subview of a UIStackView, not a cell accessory's custom view. UIKit raises "
                    + "nothing here; the touch never reaches the control (hit-testing asks "
                    + "point(inside:with:), which is false everywhere in empty bounds).")
            return
        }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }

    /// Whether UIKit would lay this control out at zero size, so that no tap can reach it: it is in a
    /// view hierarchy (has a superview), its frame has no area, and nothing sizes it: it is not positioned
    /// by Auto Layout (`translatesAutoresizingMaskIntoConstraints` false with an active constraint on
    /// it), not an arranged subview of a `UIStackView`, and not the custom view of a list cell's
    /// `.customView` accessory without `maintainsFixedSize` (which UIKit "sizes during layout of the
    /// accessories"). A table cell's `accessoryView` keeps the frame it has (stricter than known: Apple
    /// documents no sizing of it). A control without a superview is not judged: it is no screen's.
    public var simulatedHasNoSize: Bool {
        guard let superview, frame.size.width <= 0 || frame.size.height <= 0 else { return false }
        if !translatesAutoresizingMaskIntoConstraints && hasActiveConstraint { return false }
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            return false
        }
        if let cell = superview as? UICollectionViewListCell,
            cell.accessories.contains(where: {
                $0.customViewConfiguration.map { $0.customView === self && !$0.maintainsFixedSize } ?? false
            })
        {
            return false
        }
        return true
    }

    /// An active constraint names this control as one of its items (it is installed on the control or
    /// an ancestor: the closest common ancestor of its items).
    private var hasActiveConstraint: Bool {
        var view: UIView? = self
        while let current = view {
            if current.constraints.contains(where: { $0.isActive && ($0.firstItem === self || $0.secondItem === self) })
            {
                return true
            }
            view = current.superview
        }
        return false
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
