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
    /// 0-based position in `events`.
    var index: Int
    /// The first event.
    var isFirst: Bool
    /// The last event.
    var isLast: Bool
    /// Some cell kind shows the event as a button (`placement` has `button`, the default); else it is
    /// only a swipe action, a menu item and an accessibility action.
    var hasButton: Bool
}

/// An element of `events[].cases`: what a tap does in one cell kind's rows.
struct ControllerEventCaseContext: Encodable, Sendable {
    /// The cell class.
    var cellName: String
    /// The cell's case of `<screen>Row`.
    var rowCaseName: String
    /// The cell model's parameter name.
    var parameterName: String
    /// This cell kind has the event.
    var handles: Bool
    /// The event navigates (only with `handles`).
    var hasRoute: Bool?
    /// The route's case name (only with `hasRoute`).
    var routeCaseName: String?
    /// The route's payload from the row: `contact` or `contact.id` (only with `hasRoute`).
    var payload: String?
    /// The action's case name (only with `handles` and no route).
    var actionCaseName: String?
    /// The event's title, else symbol, else name, as doc-comment text (only with `handles`).
    var description: String?
}

extension TemplateContextBuilder {
    /// The union of event names over all cells: one `didTap<Event>(at:)` each on the controller.
    func controllerEvents() -> [ControllerEventContext] {
        var order: [String] = []
        for cell in spec.cells {
            for event in cell.events where !order.contains(event.name) { order.append(event.name) }
        }
        return order.enumerated().map { index, name in
            let stem = SwiftIdentifier.upperFirst(name)
            let cases = spec.cells.map { cell -> ControllerEventCaseContext in
                let parameter = names.parameter(for: cell)
                var value = ControllerEventCaseContext(
                    cellName: cell.name, rowCaseName: rowCase(for: cell), parameterName: parameter, handles: false)
                if let event = cell.events.first(where: { $0.name == name }) {
                    value.handles = true
                    if let routeName = event.route, let route = spec.route(named: routeName) {
                        value.hasRoute = true
                        value.routeCaseName = routeName
                        value.payload = route.pass == .model ? parameter : "\(parameter).id"
                    } else {
                        value.hasRoute = false
                        value.actionCaseName = actionCase(event: event, cell: cell)
                    }
                    value.description = SwiftLiteral.docText(event.title ?? event.systemImage ?? name)
                }
                return value
            }
            let first = spec.cells.lazy.compactMap { $0.events.first { $0.name == name } }.first
            let hasButton = spec.cells.contains { cell in
                cell.events.contains { $0.name == name && $0.placements.contains(.button) }
            }
            return ControllerEventContext(
                name: name,
                tapMethod: "didTap\(stem)",
                description: SwiftLiteral.docText(first?.title ?? first?.systemImage ?? name),
                cases: cases,
                singleCase: spec.cells.count == 1 ? cases[0] : nil,
                index: index, isFirst: index == 0, isLast: index == order.count - 1, hasButton: hasButton)
        }
    }

    /// The action case of an event without a route (see ``actions()``).
    func actionCase(event: EventSpec, cell: CellSpec) -> String {
        actionCases[cell.name]?[event.name] ?? event.name
    }
}
