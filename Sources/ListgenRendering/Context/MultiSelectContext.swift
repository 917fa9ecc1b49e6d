import ListgenSpec

/// `editing.multiSelect`: batch actions on the rows selected in edit mode (`editing.multiSelect`). The
/// list allows several selected rows in edit mode, the row store keeps them by ID, and the controller's
/// `toolbarItems` hold one button per event.
struct MultiSelectContext: Encodable, Sendable {
    /// One per event of `editing.multiSelect`, in the list's order: the toolbar's buttons.
    var buttons: [BatchButtonContext]
    /// One per cell kind, in spec order: whether its rows can be selected in edit mode.
    var cells: [BatchCellContext]
    /// Every cell kind's rows can be selected in edit mode (each declares one of the events).
    var allRowsSelectable: Bool
    /// The statements of `viewDidLoad()` that let the list keep several selected rows in edit mode:
    /// `tableView.allowsMultipleSelectionDuringEditing = true` (a collection view also needs
    /// `allowsSelectionDuringEditing`).
    var listFlagStatements: [String]
    /// A collection list: each cell gets a `.multiselect()` accessory, shown in edit mode.
    var showsMultiselectAccessory: Bool
}

/// An element of `editing.multiSelect.buttons`: one batch action's toolbar button.
struct BatchButtonContext: Encodable, Sendable {
    /// The event's name: `remove`.
    var event: String
    /// The case of `<screen>Action` it performs, carrying the selected rows: `removeRows`.
    var caseName: String
    /// The controller's method the button calls: `performRemoveOnSelectedRows`.
    var methodName: String
    /// The controller's method that tests whether a selected row offers the event now (its cell kind has
    /// it, visible and enabled for the row): `offersRemove`. The button acts on those rows only, and is
    /// enabled while one of the selected rows does.
    var testMethod: String
    /// The button's place in `batchButtons`, from 0.
    var index: Int
    /// The button's title as a `String` expression: the event's title (of the first cell kind that
    /// declares it), else its accessibility label, else its name made readable.
    var titleLiteral: String
    /// The button's image as a `UIImage?` expression: `UIImage(systemName: "trash")`, or `nil`.
    var imageExpression: String
    /// The event's title, else its name, as doc-comment text.
    var description: String
    /// The event's `confirm`: the alert shown before acting, once for all the rows (the validator refuses
    /// a `when` or a `{field}` placeholder, which read one row); `null` acts at once.
    var confirm: BatchConfirmContext?
}

/// The alert a batch button shows before acting.
struct BatchConfirmContext: Encodable, Sendable {
    /// The alert's title as a `String` expression.
    var titleLiteral: String
    /// The alert's message as a `String?` expression (`nil` without one).
    var messageLiteral: String
    /// The confirming button's title: the spec's `button`, else the button's title.
    var buttonLiteral: String
    /// `destructive` for a destructive `role`, else `default`.
    var buttonStyle: String
    /// The anchor argument of the confirmation call for `style: actionSheet`:
    /// `, anchor: ListAnchor(barButton: batchButtons[1], in: tableView)` (the tapped batch button,
    /// looked up when it acts); else empty (an alert needs none).
    var anchorArgument: String
}

/// An element of `editing.multiSelect.cells`: whether one cell kind's rows can be selected in edit mode.
struct BatchCellContext: Encodable, Sendable {
    /// The row case: `book`.
    var rowCaseName: String
    /// The cell kind declares one of the events of `editing.multiSelect`: `true` or `false`.
    var isSelectableLiteral: String
}

extension TemplateContextBuilder {
    /// The screen's batch actions, or nil without `editing.multiSelect`.
    func multiSelect() -> MultiSelectContext? {
        guard let batch = spec.editing?.multiSelect, !batch.isEmpty else { return nil }
        let isTable = spec.list == .table
        let listView = isTable ? "tableView" : "collectionView"
        let buttons = batch.enumerated().compactMap { index, name -> BatchButtonContext? in
            guard let cell = spec.cells.first(where: { $0.events.contains { $0.name == name } }),
                let event = cell.events.first(where: { $0.name == name })
            else { return nil }
            let title = event.title ?? event.accessibilityLabel ?? StateText(Self.readableName(event.name))
            let key = ["editing", "multiSelect", name]
            let titleLiteral = initialUserText(
                title, key: key + ["title"], comment: "The toolbar button that performs '\(name)' on the selected rows")
            let what = "the batch action '\(name)'"
            return BatchButtonContext(
                event: name,
                caseName: Names.batchActionCase(event: name),
                methodName: "perform\(SwiftIdentifier.upperFirst(name))OnSelectedRows",
                testMethod: Self.rowEventTestMethod(name), index: index,
                titleLiteral: titleLiteral,
                imageExpression: event.systemImage.map { "UIImage(systemName: \(SwiftLiteral.string($0.otherwise)))" }
                    ?? "nil",
                description: SwiftLiteral.docText(event.title?.documented ?? event.name),
                confirm: event.confirm.map { confirm in
                    BatchConfirmContext(
                        titleLiteral: userText(
                            confirm.title, key: key + ["confirm", "title"],
                            comment: "The title of \(what)'s confirmation"),
                        messageLiteral: confirm.message.map {
                            userText(
                                $0, key: key + ["confirm", "message"], comment: "The message of \(what)'s confirmation")
                        } ?? "nil",
                        buttonLiteral: confirm.button.map {
                            userText($0, key: key + ["confirm", "button"], comment: "The button that confirms \(what)")
                        } ?? titleLiteral,
                        buttonStyle: event.role == .destructive ? "destructive" : "default",
                        anchorArgument: confirm.style == .actionSheet
                            ? ", anchor: ListAnchor(barButton: batchButtons[\(index)], in: \(listView))" : "")
                })
        }
        let cells = spec.cells.map { cell in
            BatchCellContext(
                rowCaseName: rowCase(for: cell),
                isSelectableLiteral: cell.events.contains { batch.contains($0.name) } ? "true" : "false")
        }
        return MultiSelectContext(
            buttons: buttons, cells: cells, allRowsSelectable: !cells.contains { $0.isSelectableLiteral == "false" },
            listFlagStatements: isTable
                ? ["tableView.allowsMultipleSelectionDuringEditing = true"]
                : [
                    "collectionView.allowsSelectionDuringEditing = true",
                    "collectionView.allowsMultipleSelectionDuringEditing = true",
                ],
            showsMultiselectAccessory: !isTable)
    }

    /// Whether rows can be selected at all: a cell kind has `select`, or edit mode selects rows for batch
    /// actions (`editing.multiSelect`). The list's delegate then handles selection
    /// (`ViewController-selection-conformance`), and no other conformance declares it.
    var hasRowSelection: Bool {
        spec.cells.contains { $0.select != nil } || !(spec.editing?.multiSelect ?? []).isEmpty
    }
}
