import ListgenSpec

/// An element of `events`: an event name of any cell, one `didTap<Event>(at:)` on the controller.
struct ControllerEventContext: Encodable, Sendable {
    /// The event's name: `reply`.
    var name: String
    /// The controller's method: `didTapReply` (called as `didTapReply(at:)`).
    var tapMethod: String
    /// The first handling cell's title, else symbol, else the name, as doc-comment text.
    var description: String
    /// One per cell kind, in spec order: what a tap in that kind of row does.
    var cases: [ControllerEventCaseContext]
    /// With one cell kind, its case; else `null`.
    var singleCase: ControllerEventCaseContext?
    /// In some cell kind the event asks first (`confirm`).
    var asksFirst: Bool
    /// 0-based position in `events`.
    var index: Int
    /// The first event.
    var isFirst: Bool
    /// The last event.
    var isLast: Bool
    /// Some cell kind shows the event as a button (`placement` has `button`, the default); else it is
    /// only a swipe action, a menu item and an accessibility action.
    var hasButton: Bool
    /// `control: switch`: a toggle, reported with the switch's new value (`didToggleMute(to:at:)`).
    var isSwitch: Bool
    /// What the method takes before the index path: `to isOn: Bool, ` for a switch, else empty.
    var valueParameter: String
    /// What the action case gets after the model: `, isOn: isOn` for a switch, else empty.
    var valueArgument: String
    /// Some cell kind shows the event as a button (not a switch): the method also takes the button that
    /// was tapped, `control` (nil from a swipe action, menu item or VoiceOver action), the anchor of a
    /// popover or action sheet while it still shows the row.
    var sendsControl: Bool
    /// What the method takes after the index path: `, from control: UIView? = nil` with `sendsControl`,
    /// else empty.
    var controlParameter: String
    /// The anchor argument of the method's `navigate` calls when some route is a popover:
    /// `, anchor: self.anchor(forRowAt: indexPath, from: control)` with `sendsControl` (the tapped
    /// button, else the cell that shows the row when the tap acts), else without `from:`; else empty.
    var navigateAnchorArgument: String
}

/// An element of `events[].cases`: what a tap does in one cell kind's rows.
struct ControllerEventCaseContext: Encodable, Sendable {
    /// Flattened: the keys of ``RowTapContext`` (`cellName`, `rowCaseName`, `parameterName`, `hasRoute`,
    /// `routeCaseName`, `payload`, `actionCaseName`, `confirm`) are this object's own.
    var tap: RowTapContext
    /// This cell kind has the event.
    var handles: Bool
    /// The event's title, else symbol, else name, as doc-comment text (only with `handles`).
    var description: String?
}

/// Encodes the flattened ``RowTapContext`` first, then the own keys, into one object.
extension ControllerEventCaseContext {
    private enum CodingKeys: String, CodingKey { case handles, description }

    func encode(to encoder: any Encoder) throws {
        try tap.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(handles, forKey: .handles)
        try container.encodeIfPresent(description, forKey: .description)
    }
}

extension TemplateContextBuilder {
    /// The union of event names over all cells: one `didTap<Event>(at:)` each on the controller.
    func controllerEvents() -> [ControllerEventContext] {
        var order: [String] = []
        for cell in spec.cells {
            for event in cell.events where !order.contains(event.name) { order.append(event.name) }
        }
        let routesPopover = spec.routes.contains { $0.presentation.needsAnchor }
        return order.enumerated().map { index, name in
            let sendsControl = spec.cells.contains { cell in
                cell.events.contains { $0.name == name && $0.isButton && !$0.isSwitch }
            }
            let cases = spec.cells.map { cell -> ControllerEventCaseContext in
                let event = cell.events.first { $0.name == name }
                return ControllerEventCaseContext(
                    tap: rowTap(event, in: cell, defaultButton: nil, control: sendsControl ? "control" : nil),
                    handles: event != nil,
                    description: event.map {
                        SwiftLiteral.docText($0.title?.documented ?? $0.systemImage?.documented ?? name)
                    })
            }
            let first = spec.cells.lazy.compactMap { $0.events.first { $0.name == name } }.first
            let hasButton = spec.cells.contains { cell in
                cell.events.contains { $0.name == name && $0.isButton }
            }
            let isSwitch = first?.isSwitch ?? false
            return ControllerEventContext(
                name: name,
                tapMethod: Self.tapMethod(name, isSwitch: isSwitch),
                description: SwiftLiteral.docText(first?.title?.documented ?? first?.systemImage?.documented ?? name),
                cases: cases,
                singleCase: spec.cells.count == 1 ? cases[0] : nil,
                asksFirst: cases.contains { $0.tap.confirm != nil },
                index: index, isFirst: index == 0, isLast: index == order.count - 1, hasButton: hasButton,
                isSwitch: isSwitch, valueParameter: isSwitch ? "to isOn: Bool, " : "",
                valueArgument: isSwitch ? ", isOn: isOn" : "",
                sendsControl: sendsControl, controlParameter: sendsControl ? ", from control: UIView? = nil" : "",
                navigateAnchorArgument: routesPopover
                    ? ", anchor: self.anchor(forRowAt: indexPath\(sendsControl ? ", from: control" : ""))" : "")
        }
    }

    /// The action case of an event without a route (see ``actions()``).
    func actionCase(event: EventSpec, cell: CellSpec) -> String {
        Names.actionCase(event: event.name, model: cell.model)
    }
}
