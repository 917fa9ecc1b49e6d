import ListgenSpec

/// The root's `selection`: row taps (`select` of a cell), one `didSelectRow(at:)` on the controller.
/// `null` when no cell kind has `select` and there is no `editing.multiSelect` (then the list allows no
/// selection at all).
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
    /// The controller's method the list's delegate asks whether a row can be selected now:
    /// `isSelectableRow`, or with `editing.multiSelect` `canSelectRow` (in edit mode for the batch actions,
    /// else for the row's `select`); called as `<method>(at:)`.
    var selectableCheckMethod: String
    /// `selection: { persistent: true }`: the row store keeps the selected row by ID (`selectRow(withID:)`,
    /// `selectedRowID`, `onSelectionChange`); a tap selects the row instead of deselecting it, and the
    /// screen keeps the selection when it reappears.
    var persistent: Bool
}

/// An element of `selection.cases`: a row tap in one cell kind's rows.
struct SelectionCaseContext: Encodable, Sendable {
    /// Flattened: the keys of ``RowTapContext`` (`cellName`, `rowCaseName`, `parameterName`, `hasRoute`,
    /// `routeCaseName`, `payload`, `actionCaseName`, `confirm`) are this object's own.
    var tap: RowTapContext
    /// This cell kind has `select`: its rows are selectable.
    var isSelectable: Bool
    /// `true` or `false`: ``isSelectable`` as a Swift literal.
    var isSelectableLiteral: String
    /// The route presents modally: no appearance callback comes back to deselect the row, so it is
    /// deselected at once, as for an action (only with `hasRoute`).
    var presents: Bool?
    /// With `select.enabled`: whether a row can be selected, read from the model bound to
    /// `parameterName`: `returnRequest.isOpen`; else `null`.
    var enabledExpression: String?
    /// What the row tap's `case` binds in a screen of several cell kinds: `(let book)`, or for a tap that
    /// asks first and reads nothing of the row, nothing (only with `isSelectable`).
    var tapBinding: String
    /// The tapped row's ID as a Swift expression: `book.id` with one cell kind, else `row.id`.
    var rowIDExpression: String
    /// With `confirm`: the condition that looks the row up again when the person confirms, binding the
    /// model only when what follows reads it: `let book = self.row(at: indexPath)`, or with several cell
    /// kinds `case .book(let book)? = self.row(at: indexPath)`; else empty.
    var rowLookup: String
}

/// Encodes the flattened ``RowTapContext`` first, then the own keys, into one object.
extension SelectionCaseContext {
    private enum CodingKeys: String, CodingKey {
        case isSelectable, isSelectableLiteral, presents, enabledExpression, tapBinding, rowIDExpression
        case rowLookup
    }

    func encode(to encoder: any Encoder) throws {
        try tap.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isSelectable, forKey: .isSelectable)
        try container.encode(isSelectableLiteral, forKey: .isSelectableLiteral)
        try container.encodeIfPresent(presents, forKey: .presents)
        try container.encodeIfPresent(enabledExpression, forKey: .enabledExpression)
        try container.encode(tapBinding, forKey: .tapBinding)
        try container.encode(rowIDExpression, forKey: .rowIDExpression)
        try container.encode(rowLookup, forKey: .rowLookup)
    }
}

extension TemplateContextBuilder {
    /// The row taps of the screen, or nil when no cell kind has `select`.
    func selection() -> SelectionContext? {
        guard hasRowSelection else { return nil }
        let isSingle = spec.cells.count == 1
        let cases = spec.cells.map { cell -> SelectionCaseContext in
            let event = cell.selectEvent
            let routes = (event?.routeNames ?? []).compactMap { spec.route(named: $0) }
            let tap = rowTap(
                event, in: cell, defaultButton: "OK", keepsRowID: spec.selection?.persistent == true)
            let parameter = names.parameter(for: cell)
            return SelectionCaseContext(
                tap: tap, isSelectable: event != nil,
                isSelectableLiteral: event != nil ? "true" : "false",
                presents: routes.isEmpty
                    ? nil : routes.allSatisfy { [.present, .popover, .safari, .external].contains($0.presentation) },
                enabledExpression: cell.select?.enabled.map { "\(parameter).\($0)" },
                tapBinding: tap.confirm.map(\.caseBinding) ?? tap.modelBinding ?? "",
                rowIDExpression: isSingle ? "\(parameter).id" : "row.id",
                rowLookup: tap.confirm.map {
                    isSingle
                        ? $0.singleLookup : "case .\(tap.rowCaseName)\($0.lookupBinding)? = self.row(at: indexPath)"
                } ?? "")
        }
        let isTable = spec.list == .table
        return SelectionContext(
            selectMethod: "didSelectRow",
            deselectMethod: isTable ? "deselectRow" : "deselectItem",
            selectedIndexPathsProperty: isTable ? "indexPathsForSelectedRows" : "indexPathsForSelectedItems",
            cases: cases,
            singleCase: cases.count == 1 ? cases[0] : nil,
            selectableCheckMethod: spec.editing?.multiSelect.isEmpty == false ? "canSelectRow" : "isSelectableRow",
            persistent: spec.selection?.persistent == true)
    }
}
