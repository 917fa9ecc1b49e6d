@MainActor
@available(iOS 2.0, *)
open class UIControl: UIView {
    @available(iOS 2.0, *)
    public struct Event: OptionSet, Hashable, Sendable {
        @available(iOS 2.0, *)
        public let rawValue: UInt
        @available(iOS 2.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        @available(iOS 2.0, *)
        public static let touchDown = Event(rawValue: 1 << 0)
        @available(iOS 2.0, *)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        @available(iOS 2.0, *)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        @available(iOS 2.0, *)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        @available(iOS 2.0, *)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        @available(iOS 2.0, *)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        @available(iOS 2.0, *)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        @available(iOS 2.0, *)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        @available(iOS 2.0, *)
        public static let touchCancel = Event(rawValue: 1 << 8)
        @available(iOS 2.0, *)
        public static let valueChanged = Event(rawValue: 1 << 12)
        @available(iOS 9.0, *)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        @available(iOS 14.0, *)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        @available(iOS 2.0, *)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        @available(iOS 2.0, *)
        public static let editingChanged = Event(rawValue: 1 << 17)
        @available(iOS 2.0, *)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        @available(iOS 2.0, *)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        @available(iOS 2.0, *)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        @available(iOS 2.0, *)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        @available(iOS 2.0, *)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        @available(iOS 2.0, *)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        @available(iOS 2.0, *)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    @available(iOS 2.0, *)
    public struct State: OptionSet, Hashable, Sendable {
        @available(iOS 2.0, *)
        public let rawValue: UInt
        @available(iOS 2.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        @available(iOS 2.0, *)
        public static let normal = State([])
        @available(iOS 2.0, *)
        public static let highlighted = State(rawValue: 1 << 0)
        @available(iOS 2.0, *)
        public static let disabled = State(rawValue: 1 << 1)
        @available(iOS 2.0, *)
        public static let selected = State(rawValue: 1 << 2)
        @available(iOS 9.0, *)
        public static let focused = State(rawValue: 1 << 3)
    }

    @available(iOS 2.0, *)
    open var isEnabled = true
    @available(iOS 2.0, *)
    open var isSelected = false
    @available(iOS 2.0, *)
    open var isHighlighted = false

    @available(iOS 2.0, *)
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Registered actions in registration order (the control owns them, as on iOS).
    var registeredActions: [(action: UIAction, events: UIControl.Event)] = []

    /// Adds `action` for `controlEvents`; an action with the same identifier replaces the earlier one.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action.identifier == action.identifier }
        registeredActions.append((action, controlEvents))
    }

    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Fires every action registered for an event that intersects `controlEvents`, in registration order.
    @available(iOS 2.0, *)
    open func sendActions(for controlEvents: UIControl.Event) {
        let matching = registeredActions.filter { !$0.events.intersection(controlEvents).isEmpty }
        for entry in matching { sendAction(entry.action) }
    }

    /// Calls the action's handler with this control as the action's `sender`, which is set only while
    /// the handler runs (UIMenuLeaf.h: "only populated during the execution of the element's primary
    /// action"): a handler that keeps the action and reads `sender` later gets nil.
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) {
        action.senderObject = self
        defer { action.senderObject = nil }
        action.handler(action)
    }
}
