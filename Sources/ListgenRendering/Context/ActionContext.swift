import ListgenSpec

/// An element of `actions`: a case of `<screen>Action`, one per (event, model) with no route.
struct ActionContext: Encodable, Sendable {
    /// The case name: the event's name, then the model's (`share` of a `Book` → `shareBook`), whatever
    /// other cells the screen has.
    var caseName: String
    /// The model the case carries.
    var modelType: String
    /// The model's parameter name.
    var parameterName: String
    /// The event's title, else its name, as doc-comment text.
    var description: String
    /// 0-based position in `actions`.
    var index: Int
    /// The first action.
    var isFirst: Bool
    /// The last action.
    var isLast: Bool
    /// What the case carries after the model: `, isOn: Bool` for a switch's toggle, else empty.
    var valueParameter: String
    /// The case is a switch's toggle: it carries the new value (`isOn`) after the model.
    var isSwitch: Bool
}

extension TemplateContextBuilder {
    /// One action case per (event, model) pair with no route.
    func actions() -> [ActionContext] {
        declaredActions.enumerated().map { index, action in
            ActionContext(
                caseName: action.caseName, modelType: action.cell.model,
                parameterName: names.parameter(for: action.cell),
                description: SwiftLiteral.docText(action.event.title?.documented ?? action.event.name),
                index: index, isFirst: index == 0, isLast: index == declaredActions.count - 1,
                valueParameter: action.event.isSwitch ? ", isOn: Bool" : "", isSwitch: action.event.isSwitch)
        }
    }
}
