import ListgenSpec

/// An element of `cell.events`: one button of a cell.
struct EventContext: Encodable, Sendable {
    /// The event's name: `reply`.
    var name: String
    /// The cell class: `MessageCell`.
    var cellName: String
    /// The cell's closure property: `onReplyTap`.
    var closureName: String
    /// The tap method: `didTapReply`, both the delegate protocol's `didTapReply(in:)` and the
    /// controller's `didTapReply(at:)`.
    var tapMethod: String
    /// The button property: `replyButton` (`button` stays `button`).
    var buttonName: String
    /// The local variable holding the button's configuration: `replyButtonConfiguration`.
    var configurationName: String
    /// `"<Cell>.<event>"` as a Swift string literal, for UI tests.
    var accessibilityIdentifierLiteral: String
    /// The event has a title.
    var hasTitle: Bool
    /// The event has an SF Symbol.
    var hasSystemImage: Bool
    /// The event navigates (`route`); else it is an action.
    var hasRoute: Bool
    /// The title, else the symbol, else the name, as doc-comment text.
    var description: String
    /// The cell's private method that reports a tap: `reportReplyTap`.
    var reportMethod: String
    /// The spec's `accessibilityLabel`, else the title, else the name made readable (`addToCart` →
    /// `"Add to cart"`), as a `String` expression (a string literal, or with `localization` its member of
    /// the strings enum); also the name of the cell's accessibility custom action.
    var accessibilityLabelLiteral: String
    /// The button gets `accessibilityLabel` set: it has no title, or the spec gives a label.
    var needsAccessibilityLabel: Bool
    /// The title as a `String` expression (only with `hasTitle`): a string literal, or with
    /// `localization` its member of the strings enum.
    var titleLiteral: String?
    /// The SF Symbol's name as a Swift string literal (only with `hasSystemImage`).
    var systemImageLiteral: String?
    /// The route's case name (only with `hasRoute`).
    var routeCaseName: String?
    /// The case of `<screen>Action` a tap performs (only without `hasRoute`).
    var actionCaseName: String?
    /// 0-based position in the cell's events.
    var index: Int
    /// The cell's first event.
    var isFirst: Bool
    /// The cell's last event.
    var isLast: Bool
    /// `enabled`'s field read from the model (`order.isShipped`): the button's `isEnabled`; `null`
    /// when the event is always enabled.
    var enabledExpression: String?
    /// `visible`'s field read from the model and negated (`!order.canCancel`): the button's
    /// `isHidden`; `null` when the event is always visible.
    var hiddenExpression: String?
    /// `role: destructive`: the button's title and image are red (`baseForegroundColor`).
    var isDestructive: Bool
    /// The event is placed `button` (the default): the cell has a button for it. Every event, button
    /// or not, has the cell's hook; every event that is not a swipe action has the cell's
    /// accessibility custom action (`cell.accessibilityActionEvents`).
    var hasButton: Bool
    /// The cell offers the event as an accessibility custom action: it is not a swipe action (UIKit
    /// offers those to VoiceOver itself).
    var hasAccessibilityAction: Bool
    /// Whether the cell offers the event's accessibility action now: `replyButton.isEnabled &&
    /// !replyButton.isHidden` for a button, the stored `offeredName` for another event with
    /// `enabled`/`visible`, else `true`.
    var offeredCheck: String
    /// An event without a button, offered as an accessibility action (not a swipe action), with
    /// `enabled`/`visible`: the cell's stored property saying whether its accessibility action is
    /// offered (`isArchiveOffered`); else `null`.
    var offeredName: String?
    /// With `offeredName`: its value for the model (`order.isShipped && order.canCancel`).
    var offeredExpression: String?
    /// The texts of the event that follow the row's state (`{ if:, then:, else: }`), set again in every
    /// `configure(with:at:)`; `null` when every text is fixed, or the cell shows none of them (a swipe
    /// action or menu item only, which reads its texts from the row when it is built).
    var stateTexts: StateTextsContext?
    /// `control: switch`: the cell's control is a `UISwitch` (`buttonName` is `muteSwitch`), wired for
    /// `.valueChanged`; its hook carries the new value (`on<Event>Toggle: ((Bool) -> Void)?`,
    /// `didToggle<Event>(_:in:)`), and it is no accessibility custom action (VoiceOver toggles the switch).
    var isSwitch: Bool
    /// With `isSwitch`: the `value` field read from the model (`message.isMuted`), set with
    /// `setOn(_:animated: false)` in `configure(with:at:)`; else `null`.
    var switchValueExpression: String?
}

/// `event.stateTexts`: what `configure(with:at:)` sets from the row, each a `String` expression that
/// reads the model (`message.isStarred ? "Unstar" : "Star"`), or `null` when that text is fixed (or
/// the cell has no such place for it). Before the first row, the install uses the `else` texts.
struct StateTextsContext: Encodable, Sendable {
    /// The button's configuration title (a cell without its own content view).
    var buttonTitle: String?
    /// The SF Symbol's name for the button's configuration image (a cell without its own content view).
    var buttonSystemImage: String?
    /// The button's `accessibilityLabel` (set when the spec gives a label or the button has no title).
    var buttonAccessibilityLabel: String?
    /// The name of the cell's accessibility custom action for the event, and where that action is:
    /// `allAccessibilityActions[1]` or `accessibilityCustomActions?[1]`.
    var accessibilityActionName: String?
    /// With `accessibilityActionName`: the action, as an assignable expression.
    var accessibilityAction: String?
}

extension TemplateContextBuilder {
    func event(_ event: EventSpec, index: Int, cell: CellSpec) -> EventContext {
        let stem = SwiftIdentifier.upperFirst(event.name)
        let parameter = names.parameter(for: cell)
        let label = event.accessibilityLabel ?? event.title ?? StateText(Self.readableName(event.name))
        let labelKey = [cell.name, event.name, "accessibilityLabel"]
        let labelComment = "What VoiceOver says for the button '\(event.name)' of \(cell.name)"
        let titleKey = [cell.name, event.name, "title"]
        let titleComment = "The title of the button '\(event.name)' of \(cell.name)"
        let needsAccessibilityLabel = event.accessibilityLabel != nil || event.title == nil
        return EventContext(
            name: event.name,
            cellName: cell.name,
            closureName: event.isSwitch ? "on\(stem)Toggle" : "on\(stem)Tap",
            tapMethod: Self.tapMethod(event.name, isSwitch: event.isSwitch),
            buttonName: Self.buttonName(event),
            configurationName: Self.buttonName(event) + "Configuration",
            accessibilityIdentifierLiteral: SwiftLiteral.string("\(cell.name).\(event.name)"),
            hasTitle: event.title != nil,
            hasSystemImage: event.systemImage != nil,
            hasRoute: event.route != nil,
            description: SwiftLiteral.docText(event.title?.documented ?? event.systemImage?.documented ?? event.name),
            reportMethod: event.isSwitch ? "report\(stem)Toggle" : "report\(stem)Tap",
            accessibilityLabelLiteral: initialUserText(label, key: labelKey, comment: labelComment),
            // A titled button is read by its title; a label is set when there is none or the spec gives one.
            needsAccessibilityLabel: needsAccessibilityLabel || event.isSwitch,
            titleLiteral: event.title.map { initialUserText($0, key: titleKey, comment: titleComment) },
            systemImageLiteral: event.systemImage.map { SwiftLiteral.string($0.otherwise) },
            routeCaseName: event.route,
            actionCaseName: event.route == nil ? actionCase(event: event, cell: cell) : nil,
            index: index, isFirst: index == 0, isLast: index == cell.events.count - 1,
            enabledExpression: event.enabled.map { $0.expression(on: parameter) },
            hiddenExpression: event.visible.map { $0.negatedExpression(on: parameter) },
            isDestructive: event.role == .destructive,
            hasButton: event.isButton,
            hasAccessibilityAction: event.isAccessibilityAction,
            offeredCheck: Self.offeredCheck(event),
            offeredName: Self.offeredName(event),
            offeredExpression: Self.offeredName(event).map { _ in
                [event.enabled, event.visible].compactMap { $0 }.map { $0.expression(on: parameter) }
                    .joined(separator: " && ")
            },
            stateTexts: stateTexts(
                event, cell: cell, label: label, labelKey: labelKey, labelComment: labelComment, titleKey: titleKey,
                titleComment: titleComment, needsAccessibilityLabel: needsAccessibilityLabel || event.isSwitch),
            isSwitch: event.isSwitch,
            switchValueExpression: event.isSwitch ? event.value.map { "\(parameter).\($0)" } : nil)
    }

    /// The cell's and controller's method for an event: `didTapReply`, or `didToggleMute` for a switch.
    static func tapMethod(_ name: String, isSwitch: Bool) -> String {
        (isSwitch ? "didToggle" : "didTap") + SwiftIdentifier.upperFirst(name)
    }

    /// What a state text shows before the cell shows a row: a fixed text, or the `else` text (recorded
    /// under the key the row's expression uses for it).
    func initialUserText(_ text: StateText, key: [String], comment: String) -> String {
        userText(text.otherwise, key: text.dependsOnRow ? key + ["else"] : key, comment: comment)
    }

    /// A state text read from the row: `message.isStarred ? <then> : <else>`, each text a literal or,
    /// with `localization`, its lookup (keys `<…>.title.then`, `<…>.title.else`).
    func stateUserText(_ text: StateText, parameter: String, key: [String], comment: String) -> String {
        text.expression(on: parameter) { value, role in
            userText(value, key: key + (role.map { [$0] } ?? []), comment: comment)
        }
    }

    /// See ``EventContext/stateTexts``.
    private func stateTexts(
        _ event: EventSpec, cell: CellSpec, label: StateText, labelKey: [String], labelComment: String,
        titleKey: [String], titleComment: String, needsAccessibilityLabel: Bool
    ) -> StateTextsContext? {
        guard event.hasStateTexts || label.dependsOnRow else { return nil }
        let parameter = names.parameter(for: cell)
        let ownsButton = event.isButton && !event.isSwitch && cell.content == nil
        var context = StateTextsContext()
        if ownsButton, let title = event.title, title.dependsOnRow {
            context.buttonTitle = stateUserText(title, parameter: parameter, key: titleKey, comment: titleComment)
        }
        if ownsButton, let image = event.systemImage, image.dependsOnRow {
            context.buttonSystemImage = image.expression(on: parameter) { value, _ in SwiftLiteral.string(value) }
        }
        if label.dependsOnRow {
            let expression = stateUserText(label, parameter: parameter, key: labelKey, comment: labelComment)
            if event.isButton && needsAccessibilityLabel { context.buttonAccessibilityLabel = expression }
            let actions = cell.events.filter(\.isAccessibilityAction)
            if let position = actions.firstIndex(where: { $0.name == event.name }) {
                let filters = actions.contains { $0.enabled != nil || $0.visible != nil }
                context.accessibilityActionName = expression
                context.accessibilityAction =
                    filters ? "allAccessibilityActions[\(position)]" : "accessibilityCustomActions?[\(position)]"
            }
        }
        // An event offered only as a swipe action or menu item reads its texts there, not in the cell.
        let setsAnything = [
            context.buttonTitle, context.buttonSystemImage, context.buttonAccessibilityLabel,
            context.accessibilityActionName,
        ].contains { $0 != nil }
        return setsAnything ? context : nil
    }

    /// See ``EventContext/offeredName``.
    static func offeredName(_ event: EventSpec) -> String? {
        guard !event.isButton, event.isAccessibilityAction, event.enabled != nil || event.visible != nil
        else { return nil }
        return "is\(SwiftIdentifier.upperFirst(event.name))Offered"
    }

    /// See ``EventContext/offeredCheck``.
    static func offeredCheck(_ event: EventSpec) -> String {
        if event.isButton {
            let button = buttonName(event)
            return "\(button).isEnabled && !\(button).isHidden"
        }
        return offeredName(event) ?? "true"
    }

    /// An event name as words, for VoiceOver: `addToCart` → "Add to cart", `share` → "Share".
    static func readableName(_ name: String) -> String {
        // A word starts at an underscore, or at a capital after a lower-case letter or digit
        // (`openURL` → "Open url").
        var words: [String] = []
        var word = ""
        for character in name {
            let startsWord = character.isUppercase && (word.last.map { $0.isLowercase || $0.isNumber } ?? false)
            if (startsWord || character == "_") && !word.isEmpty {
                words.append(word)
                word = ""
            }
            if character != "_" { word.append(character) }
        }
        if !word.isEmpty { words.append(word) }
        let sentence = words.map { $0.lowercased() }.joined(separator: " ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
