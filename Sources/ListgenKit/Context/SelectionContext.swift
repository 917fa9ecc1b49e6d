/// The root's `selection`: row taps (`select` of a cell), one `didSelectRow(at:)` on the controller.
/// `null` when no cell kind has `select` (then the list allows no selection at all).
struct SelectionContext: Encodable, Sendable {
    /// The controller's method: `didSelectRow` (called as `didSelectRow(at:)`).
    var selectMethod: String
    /// The list's deselection method: `deselectRow` (table) or `deselectItem` (collection), called as
    /// `<method>(at:animated:)`.
    var deselectMethod: String
    /// The list's property with the selected index paths: `indexPathsForSelectedRows` or
    /// `indexPathsForSelectedItems`.
    var selectedIndexPathsProperty: String
    /// One per cell kind, in spec order: what a tap on a row of that kind does.
    var cases: [SelectionCaseContext]
    /// With one cell kind, its case; else `null`.
    var singleCase: SelectionCaseContext?
}

/// An element of `selection.cases`: a row tap in one cell kind's rows.
struct SelectionCaseContext: Encodable, Sendable {
    /// The cell class.
    var cellName: String
    /// The cell's case of `<screen>Row`.
    var rowCaseName: String
    /// The cell model's parameter name.
    var parameterName: String
    /// This cell kind has `select`: its rows are selectable.
    var isSelectable: Bool
    /// `true` or `false`: ``isSelectable`` as a Swift literal.
    var isSelectableLiteral: String
    /// The row tap navigates (only with `isSelectable`).
    var hasRoute: Bool?
    /// The route's case name (only with `hasRoute`).
    var routeCaseName: String?
    /// The route's payload from the row: `contact` or `contact.id` (only with `hasRoute`).
    var payload: String?
    /// The action's case name (only with `isSelectable` and no route).
    var actionCaseName: String?
    /// The route presents modally: no appearance callback comes back to deselect the row, so it is
    /// deselected at once, as for an action (only with `hasRoute`).
    var presents: Bool?
}

extension TemplateContextBuilder {
    /// The row taps of the screen, or nil when no cell kind has `select`.
    func selection() -> SelectionContext? {
        guard spec.cells.contains(where: { $0.select != nil }) else { return nil }
        let cases = spec.cells.map { cell -> SelectionCaseContext in
            let parameter = names.parameter(for: cell)
            var value = SelectionCaseContext(
                cellName: cell.name, rowCaseName: rowCase(for: cell), parameterName: parameter,
                isSelectable: false, isSelectableLiteral: "false")
            if let event = cell.selectEvent {
                value.isSelectable = true
                value.isSelectableLiteral = "true"
                if let routeName = event.route, let route = spec.route(named: routeName) {
                    value.hasRoute = true
                    value.routeCaseName = routeName
                    value.payload = route.pass == .model ? parameter : "\(parameter).id"
                    value.presents = route.presentation == .present
                } else {
                    value.hasRoute = false
                    value.actionCaseName = actionCase(event: event, cell: cell)
                }
            }
            return value
        }
        let isTable = spec.list == .table
        return SelectionContext(
            selectMethod: "didSelectRow",
            deselectMethod: isTable ? "deselectRow" : "deselectItem",
            selectedIndexPathsProperty: isTable ? "indexPathsForSelectedRows" : "indexPathsForSelectedItems",
            cases: cases,
            singleCase: cases.count == 1 ? cases[0] : nil)
    }
}
