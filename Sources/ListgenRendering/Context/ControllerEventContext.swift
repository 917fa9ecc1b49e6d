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
    /// Some cell kind shows the event as a button (not a switch) and a tap may show a popover or action
    /// sheet: where it points, that button of the row's cell; else `null`.
    var buttonAnchor: ButtonAnchorContext?
    /// The anchor argument of the method's `navigate` calls when some route is a popover:
    /// `, anchor: self.shareButtonAnchor(forRowAt: indexPath)` with `buttonAnchor` (the row's button,
    /// else the cell that shows the row when the tap acts), else `, anchor: self.anchor(forRowAt:
    /// indexPath)`; else empty.
    var navigateAnchorArgument: String
}

/// `events[].buttonAnchor`: the controller's private method that finds, when a tap acts, the event's
/// button in the cell that shows the row, for a popover or action sheet to point at.
struct ButtonAnchorContext: Encodable, Sendable {
    /// The method: `shareButtonAnchor` (called as `shareButtonAnchor(forRowAt:)`).
    var methodName: String
    /// The event's title, else symbol, else name, as doc-comment text.
    var description: String
    /// The cell kinds that show the event as a button, in spec order.
    var cells: [ButtonAnchorCellContext]
}

/// An element of `events[].buttonAnchor.cells`: a cell kind and its button's property.
struct ButtonAnchorCellContext: Encodable, Sendable {
    /// The cell class.
    var cellName: String
    /// The cell's property holding the event's button: `shareButton`.
    var buttonName: String
    /// The last cell kind.
    var isLast: Bool
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
        let needsAnchors = routesPopover || hasActionSheetConfirms
        return order.enumerated().map { index, name in
            let buttonCells = spec.cells.filter { cell in
                cell.events.contains { $0.name == name && $0.isButton && !$0.isSwitch }
            }
            let buttonAnchor = buttonAnchor(event: name, cells: buttonCells, needed: needsAnchors)
            let cases = spec.cells.map { cell -> ControllerEventCaseContext in
                let event = cell.events.first { $0.name == name }
                return ControllerEventCaseContext(
                    tap: rowTap(event, in: cell, defaultButton: nil, anchorMethod: buttonAnchor?.methodName),
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
                buttonAnchor: buttonAnchor,
                navigateAnchorArgument: routesPopover
                    ? ", anchor: self.\(buttonAnchor?.methodName ?? "anchor")(forRowAt: indexPath)" : "")
        }
    }

    /// The anchor method of the event `name` when `cells` show it as a button and the screen shows
    /// popovers or action sheets (`needed`); else nil.
    func buttonAnchor(event name: String, cells: [CellSpec], needed: Bool) -> ButtonAnchorContext? {
        guard needed, let first = cells.first?.events.first(where: { $0.name == name }) else { return nil }
        let buttonName = Self.buttonName(first)
        return ButtonAnchorContext(
            methodName: buttonName + "Anchor",
            description: SwiftLiteral.docText(first.title?.documented ?? first.systemImage?.documented ?? name),
            cells: cells.enumerated().map { index, cell in
                ButtonAnchorCellContext(
                    cellName: cell.name, buttonName: buttonName, isLast: index == cells.count - 1)
            })
    }

    /// The action case of an event without a route (see ``actions()``).
    func actionCase(event: EventSpec, cell: CellSpec) -> String {
        Names.actionCase(event: event.name, model: cell.model)
    }
}
