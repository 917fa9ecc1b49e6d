import ListgenSpec

/// What a tap does in one cell kind's rows: the part a button's event (``ControllerEventCaseContext``)
/// and a row tap (``SelectionCaseContext``) share. Its keys are flattened into those objects.
struct RowTapContext: Encodable, Sendable {
    /// The cell class.
    var cellName: String
    /// The cell's case of `<screen>Row`.
    var rowCaseName: String
    /// The cell model's parameter name.
    var parameterName: String
    /// The tap navigates (only when this cell kind acts on it).
    var hasRoute: Bool?
    /// The route's case name (only with `hasRoute`).
    var routeCaseName: String?
    /// The route's payload from the row: `contact` or `contact.id` (only with `hasRoute`; for a route
    /// chosen per row, the `default`'s).
    var payload: String?
    /// The route, as the `<screen>Route` value the router gets: `.detail(contact.id)`, or for a route
    /// chosen per row the call of its ``RouteChoiceContext`` method, `messageCellSelectRoute(message)`
    /// (only with `hasRoute`).
    var routeExpression: String?
    /// The action's case name (only when this cell kind acts on it and there is no route).
    var actionCaseName: String?
    /// The alert that asks before acting (`confirm` in the spec); `null` acts at once.
    var confirm: ConfirmContext?
    /// The binding of a `switch` case whose act reads the model (`(let contact)`: an action, a route
    /// with a payload or chosen per row); empty for a route that passes nothing (`pass: none`), whose
    /// act must not bind a value it never uses (a warning). Only when this cell kind acts on it.
    var modelBinding: String?
    /// The first check of a method for one cell kind: `let contact = row(at: indexPath)` when what
    /// follows reads the model (the act, or a confirmation, which keeps its ID), else
    /// `row(at: indexPath) != nil`. Only when this cell kind acts on it.
    var rowGuard: String?
}

/// An event's or a row tap's `confirm`: the `UIAlertController` shown before acting.
struct ConfirmContext: Encodable, Sendable {
    /// The alert's title, as a Swift literal; with `{field}` placeholders, the expression that fills
    /// them from the model bound to `parameterName`: `String(format: "Delete '%@'?", folder.name)`.
    var titleLiteral: String
    /// The alert's message as a Swift literal, or `nil`.
    var messageLiteral: String
    /// The confirming button's title as a Swift literal: the spec's `button`, else the event's title
    /// (else its accessibility label), else `"OK"` for a row tap.
    var buttonLiteral: String
    /// The confirming button's `UIAlertAction.Style` case: `destructive` for a destructive `role`,
    /// else `default`.
    var buttonStyle: String
    /// Whether the row still offers the event when the user confirms, read from the model bound to
    /// `parameterName`: its `enabled` and `visible` fields joined with `&&` (`order.canCancel`);
    /// `null` when the event names neither.
    var stillOfferedExpression: String?
    /// The anchor argument of the confirmation call for `style: actionSheet`:
    /// `, anchor: anchor(forRowAt: indexPath)` (the cell that shows the row when the sheet is shown), or
    /// for a button's event `, anchor: shareButtonAnchor(forRowAt: indexPath)` (that button of the cell
    /// that shows the row); else empty (an alert needs none).
    var anchorArgument: String
    /// The `asks` argument of the confirmation call for `when`: `, asks: message.hasHistory`, read from
    /// the model bound to `parameterName` at the tap; else empty (it always asks).
    var asksArgument: String
    /// The binding a `switch` case over the row needs for the call's arguments: `(let message)` when
    /// they read the model (`when`, or a `{field}` placeholder), else empty.
    var caseBinding: String
    /// The binding of the row looked up again when the person confirms, in a `switch` case pattern:
    /// `(let message)` when the act or the still-offered check reads it, else empty.
    var lookupBinding: String
    /// The same lookup for a screen with one cell kind: `let message = self.row(at: indexPath)`, or
    /// `self.row(at: indexPath) != nil`.
    var singleLookup: String
}

/// The root's `confirmation`: the controller's one method that presents every `confirm` alert.
struct ConfirmationContext: Encodable, Sendable {
    /// The controller's private method: `presentConfirmation` (called with
    /// `title:message:button:style:` and a trailing `onConfirm` closure).
    var methodName: String
    /// The cancel button's title, as a Swift literal: `"Cancel"`.
    var cancelTitleLiteral: String
    /// Some `confirm` has `style: actionSheet`: the method takes an `anchor` (nil: an alert), and
    /// shows an action sheet pointing at it.
    var hasActionSheets: Bool
    /// Some `confirm` has `when`: the method takes `asks` (default `true`), and acts at once without
    /// asking when it is `false`.
    var hasConditions: Bool
}

extension TemplateContextBuilder {
    /// Some `confirm` of the screen has `style: actionSheet`.
    var hasActionSheetConfirms: Bool {
        spec.cells.contains { $0.eventsAndSelect.contains { $0.confirm?.style == .actionSheet } }
    }

    /// The controller's confirmation alert, or nil when nothing has `confirm`.
    func confirmation() -> ConfirmationContext? {
        guard spec.cells.contains(where: { $0.eventsAndSelect.contains { $0.confirm != nil } }) else { return nil }
        return ConfirmationContext(
            methodName: "presentConfirmation",
            cancelTitleLiteral: userText(
                "Cancel", key: ["confirm", "cancel"], comment: "The button that closes a confirmation without acting"),
            hasActionSheets: hasActionSheetConfirms,
            hasConditions: spec.cells.contains { $0.eventsAndSelect.contains { $0.confirm?.when != nil } })
    }

    /// A confirmation's text as the Swift expression the alert shows (issue #23): the text as any user
    /// text is (``userText(_:key:comment:)``); with `{field}` placeholders, `String(format:)` of it as a
    /// format string (`%@` for a `String` field, `%ld` for an `Int`; localized as such) with the row's
    /// values as arguments, read from `parameter`, the row as it is when the alert is shown.
    func confirmText(_ text: String, cell: CellSpec, parameter: String, key: [String], comment: String) -> String {
        guard case .success(let parsed) = PlaceholderText.parse(text), !parsed.fields.isEmpty else {
            return userText(text, key: key, comment: comment)
        }
        let format = parsed.format { cell.field(named: $0)?.type.isInt == true ? "%ld" : "%@" }
        let arguments = parsed.fields.map { ", \(parameter).\($0)" }.joined()
        return "String(format: \(userText(format, key: key, comment: comment))\(arguments))"
    }

    /// What `event` does in `cell`'s rows, or only the row case when `event` is nil (the cell kind does
    /// not act on it). `anchorMethod` names the controller's method that finds the event's button
    /// (``ButtonAnchorContext``), when it has one: an action sheet points at it. `keepsRowID`: the tap
    /// keeps the row selected by its ID (a row tap with `selection: { persistent: true }`), read from
    /// the model.
    func rowTap(
        _ event: EventSpec?, in cell: CellSpec, defaultButton: String?, anchorMethod: String? = nil,
        keepsRowID: Bool = false
    ) -> RowTapContext {
        let parameter = names.parameter(for: cell)
        var value = RowTapContext(cellName: cell.name, rowCaseName: rowCase(for: cell), parameterName: parameter)
        guard let event else { return value }
        var actReadsModel = true
        if let routeName = event.route, let route = spec.route(named: routeName) {
            value.hasRoute = true
            value.routeCaseName = routeName
            value.payload =
                route.url.map { "\(parameter).\($0)" }
                ?? (route.pass == .model ? parameter : route.pass == .id ? "\(parameter).id" : nil)
            value.routeExpression =
                event.routeChoice == nil
                ? routeValue(routeName, parameter: parameter)
                : "\(routeChoiceMethod(event: event, cell: cell))(\(parameter))"
            actReadsModel = value.payload != nil || event.routeChoice != nil
        } else {
            value.hasRoute = false
            value.actionCaseName = actionCase(event: event, cell: cell)
        }
        value.confirm = event.confirm.map { confirm in
            // The event's title (or label) when the spec gives no button: read from the row, as the alert is shown.
            let button =
                confirm.button.map(StateText.init(_:)) ?? defaultButton.map(StateText.init(_:)) ?? event.title
                ?? event.accessibilityLabel ?? StateText(Self.readableName(event.name))
            let fields = [event.enabled, event.visible].compactMap { $0 }.map { $0.expression(on: parameter) }
            let key = [cell.name, event.name, "confirm"]
            let what = "the confirmation of '\(event.name)' in \(cell.name)"
            func text(_ text: String, _ part: String, _ comment: String) -> String {
                confirmText(text, cell: cell, parameter: parameter, key: key + [part], comment: comment)
            }
            let buttonComment = "The button that confirms \(what)"
            // Looked up again when the person confirms: bound when the act or the still-offered check reads it.
            let lookupReadsModel = actReadsModel || !fields.isEmpty
            let readsRow =
                confirm.when != nil
                || [confirm.title, confirm.message, confirm.button].contains {
                    !PlaceholderText.fields(in: $0 ?? "").isEmpty
                }
            return ConfirmContext(
                titleLiteral: text(confirm.title, "title", "The title of \(what)"),
                messageLiteral: confirm.message.map { text($0, "message", "The message of \(what)") } ?? "nil",
                buttonLiteral: confirm.button.flatMap {
                    PlaceholderText.fields(in: $0).isEmpty ? nil : text($0, "button", buttonComment)
                }
                    ?? stateUserText(button, parameter: parameter, key: key + ["button"], comment: buttonComment),
                buttonStyle: event.role == .destructive ? "destructive" : "default",
                stillOfferedExpression: fields.isEmpty ? nil : fields.joined(separator: " && "),
                anchorArgument: confirm.style == .actionSheet
                    ? ", anchor: \(anchorMethod ?? "anchor")(forRowAt: indexPath)" : "",
                asksArgument: confirm.when.map { ", asks: \($0.expression(on: parameter))" } ?? "",
                caseBinding: readsRow ? "(let \(parameter))" : "",
                lookupBinding: lookupReadsModel ? "(let \(parameter))" : "",
                singleLookup: lookupReadsModel
                    ? "let \(parameter) = self.row(at: indexPath)" : "self.row(at: indexPath) != nil")
        }
        value.modelBinding = actReadsModel ? "(let \(parameter))" : ""
        // A confirmation keeps the row's ID, and so does a kept selection.
        value.rowGuard =
            actReadsModel || event.confirm != nil || keepsRowID
            ? "let \(parameter) = row(at: indexPath)" : "row(at: indexPath) != nil"
        return value
    }
}
