import ListgenSpec

/// An element of the root's `routeChoices`: the controller's method that chooses, at tap time, the route
/// of a tap whose `route` is `{ field:, cases:, default: }`.
struct RouteChoiceContext: Encodable, Sendable {
    /// The private method: `categoryCellSelectRoute` (called with the row's model).
    var methodName: String
    /// The model's parameter name: `category`.
    var parameterName: String
    /// The model type: `Category`.
    var modelType: String
    /// What the tap is, for the method's documentation: `the row tap of CategoryCell`.
    var description: String
    /// The field that chooses: `kind`.
    var field: String
    /// The cases, in the spec's order.
    var cases: [RouteChoiceCaseContext]
    /// The route of every other value, as a `<screen>Route` value: `.thread(message.id)`.
    var defaultRouteExpression: String
}

/// One case of a ``RouteChoiceContext``.
struct RouteChoiceCaseContext: Encodable, Sendable {
    /// The comparison with the field's value: `message.kind == .channel` for an enum,
    /// `message.kind == "channel"` for a `String`.
    var conditionExpression: String
    /// The route it takes, as a `<screen>Route` value: `.channel(message.id)`.
    var routeExpression: String
}

extension TemplateContextBuilder {
    /// The route `name` as a `<screen>Route` value built from the model bound to `parameter`:
    /// `.detail(contact.id)`, `.compose(contact)` for `pass: model`, or `.browse` for `pass: none`.
    func routeValue(_ name: String, parameter: String) -> String {
        // A URL route carries the row's URL, read from the row as the controller resolves it.
        if let url = spec.route(named: name)?.url { return ".\(name)(\(parameter).\(url))" }
        return switch spec.route(named: name)?.pass {
        case .id: ".\(name)(\(parameter).id)"
        case .nothing: ".\(name)"
        case .model, nil: ".\(name)(\(parameter))"
        }
    }

    /// The name of the method that chooses the route of `event` in `cell`'s rows.
    func routeChoiceMethod(event: EventSpec, cell: CellSpec) -> String {
        SwiftIdentifier.lowerFirst(cell.name) + SwiftIdentifier.upperFirst(event.name) + "Route"
    }

    /// Every tap with a route chosen per row, cell by cell, the events before the row tap.
    func routeChoices() -> [RouteChoiceContext] {
        spec.cells.flatMap { cell in
            cell.eventsAndSelect.compactMap { event -> RouteChoiceContext? in
                guard let choice = event.routeChoice, let route = event.route else { return nil }
                let parameter = names.parameter(for: cell)
                let isString = cell.field(named: choice.field)?.type.isString ?? false
                let tap = event.name == SelectSpec.actionName ? "the row tap" : "the \(event.name) event"
                return RouteChoiceContext(
                    methodName: routeChoiceMethod(event: event, cell: cell),
                    parameterName: parameter, modelType: cell.model, description: "\(tap) of \(cell.name)",
                    field: choice.field,
                    cases: choice.cases.map { routeCase in
                        RouteChoiceCaseContext(
                            conditionExpression: "\(parameter).\(choice.field) == "
                                + (isString ? SwiftLiteral.string(routeCase.value) : ".\(routeCase.value)"),
                            routeExpression: routeValue(routeCase.route, parameter: parameter))
                    },
                    defaultRouteExpression: routeValue(route, parameter: parameter))
            }
        }
    }
}
