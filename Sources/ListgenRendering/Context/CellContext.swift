import ListgenSpec

/// An element of `cells` (and `cell` in `Cell.swift.mustache`): one cell kind.
struct CellContext: Encodable, Sendable {
    /// The cell class: `ContactCell`.
    var name: String
    /// The collection registration's property: `contactCellRegistration`.
    var registrationName: String
    /// The reuse identifier as a Swift string literal: `"ContactCell"`.
    var reuseIdentifierLiteral: String
    /// `UITableViewCell` or `UICollectionViewListCell`.
    var superclass: String
    /// A table cell.
    var isTableCell: Bool
    /// A collection list cell.
    var isCollectionCell: Bool
    /// The row model: `Contact`.
    var modelType: String
    /// `Contact.ID`.
    var modelIDType: String
    /// The model as a parameter name: `contact` (a keyword becomes `model`).
    var parameterName: String
    /// The cell's case of `<screen>Row`: `contact`.
    var rowCaseName: String
    /// A row ID from `parameterName`: `contact.id`, or `.contact(contact.id)` with several cell kinds.
    var rowIDExpression: String
    /// The delegate protocol: `ContactCellDelegate` (declared only with `hasDelegate`).
    var delegateProtocol: String
    /// What the cell shows.
    var display: DisplayContext
    /// The cell's events, in spec order: buttons, and events offered elsewhere (swipe actions, menu
    /// items).
    var events: [EventContext]
    /// The events the cell itself reports, in spec order: those with a button or an accessibility
    /// custom action (every event but one that is only a swipe action and menu item, which the
    /// controller alone offers). Each has a hook (`on<Event>Tap`, or a delegate method). `isFirst` and
    /// `isLast` of each refer to this list.
    var hookEvents: [EventContext]
    /// The cell has `hookEvents`.
    var hasEvents: Bool
    /// Closure-wired with `hookEvents`: `on<Event>Tap` closures exist.
    var hasClosures: Bool
    /// Delegate-wired with `hookEvents`: the delegate protocol and `weak var delegate` exist.
    var hasDelegate: Bool
    /// The cell has tap hooks to clear on reuse (it has `hookEvents`).
    var hasHooks: Bool
    /// The cell has the event `editing.delete` names: its rows show a delete control in edit mode.
    var hasDeleteControl: Bool
    /// A collection list cell whose kind has an event of `editing.multiSelect`: its registration gives it a
    /// `.multiselect()` accessory, the selection circle shown in edit mode.
    var showsMultiselectAccessory: Bool
    /// A table cell with buttons: its content is a `UIListContentView` above the button lines.
    var usesListContentView: Bool
    /// Where the content configuration goes: `listContentView.configuration` or `contentConfiguration`.
    var contentTarget: String
    /// How many buttons a table cell puts side by side.
    var maxButtonsPerLine: Int
    /// The buttons in lines of at most `maxButtonsPerLine`.
    var buttonLines: [ButtonLineContext]
    /// 0-based position in `cells`.
    var index: Int
    /// The first cell kind.
    var isFirst: Bool
    /// The last cell kind.
    var isLast: Bool
    /// Some event has `enabled` or `visible`: `configure(with:at:)` sets the buttons' state (and the
    /// `offeredName` properties); `prepareForReuse()` resets them. See `filtersAccessibilityActions`.
    var hasEventStates: Bool
    /// The buttons: the events placed `button`, in order (others are swipe actions or menu items).
    var buttons: [ButtonContext]
    /// `buttons` is not empty.
    var hasButtons: Bool
    /// The private method the initializer calls to set up the events: `installButtons` with buttons,
    /// else `installAccessibilityActions` (the events are swipe actions or menu items only).
    var installMethod: String
    /// The events the cell offers to VoiceOver as accessibility custom actions, in order: every event
    /// that is not a swipe action (UIKit already offers a row's swipe actions to VoiceOver, and removes
    /// no duplicates). `isFirst` and `isLast` of each refer to this list.
    var accessibilityActionEvents: [EventContext]
    /// `accessibilityActionEvents` is not empty.
    var hasAccessibilityActions: Bool
    /// Some event of `accessibilityActionEvents` has `enabled` or `visible`: `configure(with:at:)` and
    /// `prepareForReuse()` offer only the actions of the events the row offers now.
    var filtersAccessibilityActions: Bool
    /// Where `installButtons()` puts the accessibility actions: `accessibilityCustomActions`, or,
    /// with `filtersAccessibilityActions`, `allAccessibilityActions` (filtered into it per row).
    var accessibilityActionsTarget: String
    /// The cell loads images from URLs (`display.image: { url: }` into its `imageSlot`, or its content
    /// view with `content.loadsImages`): the controller calls its `loadImage(with:)` after
    /// `configure(with:at:)`.
    var loadsImage: Bool
    /// The cell shows the app's own view (`content`) instead of a content configuration.
    var hasContentView: Bool
    /// The app's own view and its protocol (only with `hasContentView`).
    var contentView: ContentViewContext?
    /// With `select.highlight: false`, what turns the grey touch highlight off, set in every
    /// `configure(with:at:)`: `selectionStyle = .none` (table) or
    /// `automaticallyUpdatesBackgroundConfiguration = false` (list cell: its background is not updated
    /// for the highlighted state); else absent.
    var touchHighlightStatement: String?
}

/// `cell.contentView`: the app's view a cell with `content` shows, and the protocol it conforms to.
struct ContentViewContext: Encodable, Sendable {
    /// The app's view type, as the spec names it: `ProductRowView`.
    var viewType: String
    /// The generated protocol the view conforms to: `ProductCellContent`.
    var protocolName: String
    /// The events whose button lives on the app's view, in spec order: each is a `UIButton` property
    /// of the protocol (`addToCartButton`), wired by the cell.
    var controlEvents: [EventContext]
    /// The view has controls (`controlEvents` is not empty).
    var hasControls: Bool
    /// `content.loadsImages`: the protocol has `loadImages(for:with:)`, which the cell's
    /// `loadImage(with:)` calls with a `ListRowImages` from its `imageSlots`.
    var loadsImages: Bool
}

/// `cell.display`: what the cell's content configuration shows.
struct DisplayContext: Encodable, Sendable {
    /// The text expression: `contact.name` (only with `hasText`).
    var text: String?
    /// The secondary text expression (only with `hasSecondaryText`).
    var secondaryText: String?
    /// The image as an expression of type `UIImage?`, from a fixed SF Symbol
    /// (`UIImage(systemName: "star")`) or a field holding a symbol name (`UIImage(systemName: book.icon)`,
    /// `book.icon.flatMap { UIImage(systemName: $0) }` when optional); absent without `display.image`.
    var imageExpression: String?
    /// `display.image: { url:, placeholder: }`: the image loaded from a URL field (absent otherwise).
    var imageURL: ImageURLContext?
    /// `display.text` is set.
    var hasText: Bool
    /// `display.secondaryText` is set.
    var hasSecondaryText: Bool
    /// Any of text, secondary text or image is set.
    var hasContent: Bool
    /// The row's indentation level, `display.indentation`'s `Int` field (`contact.depth`); absent without
    /// it. Set on the cell's `indentationLevel` in every `configure(with:at:)`, so a reused cell never
    /// keeps the previous row's level.
    var indentationExpression: String?
    /// The text colour of a row that `select.enabled` may refuse: `returnRequest.isOpen ? .label :
    /// .secondaryLabel`, so a row that cannot be selected shows dimmed (absent without `select.enabled`,
    /// or with no text to dim). Set on `textProperties.color` in every `configure(with:at:)`, so a
    /// reused cell never keeps the previous row's dimming and an `update` of the field shows at once.
    var textColorExpression: String?
    /// The content configuration the cell starts from: `defaultContentConfiguration()`, or
    /// `UIListContentConfiguration.valueCell()` with `display.value` (its `secondaryText` is the value,
    /// shown at the trailing edge).
    var contentConfigurationExpression: String
    /// The row's accessories (`display.accessory`, `display.badge`), set in every `configure(with:at:)`
    /// (absent without either key).
    var accessories: AccessoriesContext?
}

/// `cell.display.accessories`: the accessory and the count badge, set for every row so that a reused
/// cell never keeps the previous row's checkmark or badge.
struct AccessoriesContext: Encodable, Sendable {
    /// Table cells: the `accessoryType` expression, `.disclosureIndicator`, `.checkmark` or
    /// `task.isDone ? .checkmark : .none` (absent without `display.accessory`).
    var accessoryTypeExpression: String?
    /// List cells: the `UICellAccessory.AccessoryType`s this cell sets per row (removed before they are
    /// set again, so the accessories the cell keeps, its buttons and a reorder control, stay):
    /// `.disclosureIndicator, .customView(badgeLabel)`.
    var accessoryTypesLiteral: String
    /// List cells: the accessories for the row after the badge (a `.customView` of `badgeLabel`, hidden at
    /// 0), in order: `.checkmark(options: .init(isHidden: !task.isDone))`.
    var cellAccessories: [AccessoryExpressionContext]
    /// The count badge, `display.badge` (absent without it).
    var badge: BadgeContext?
}

/// `cell.display.accessories.badge`: a count shown in a `UILabel` while it is not 0.
struct BadgeContext: Encodable, Sendable {
    /// The count: `message.unread`.
    var countExpression: String
    /// The label's text: `message.unread.formatted(.number)`.
    var textExpression: String
    /// The field, for documentation comments: `unread`.
    var fieldName: String
    /// What VoiceOver says the count is, before it reads the number as the label's value: the field's
    /// name made readable (`unread` → "Unread"), as a Swift expression (a literal, or the strings member
    /// that looks it up with `localization`, key `<screen>.<Cell>.badge.<field>`).
    var accessibilityLabelLiteral: String
}

/// An element of `cells[].display.accessories.cellAccessories`: one `UICellAccessory` for the row.
struct AccessoryExpressionContext: Encodable, Sendable {
    /// The accessory as a Swift expression: `.disclosureIndicator()`.
    var expression: String
}

/// `cell.display.imageURL`: an image loaded from a URL field through the screen's `ListImageLoader`.
///
/// `configure(with:at:)` shows `imageExpression` (the image already loaded for this row and URL, else the
/// placeholder) and remembers the URL; the controller then calls `loadImage(with:)`, whose result
/// reaches the cell only while it still shows that row and URL (`ListImageSlot`).
struct ImageURLContext: Encodable, Sendable {
    /// The URL expression, of type `URL` or `URL?`: `message.avatarURL`.
    var urlExpression: String
    /// The placeholder as a `UIImage?` expression: `UIImage(systemName: "person.crop.circle")`, or `nil`.
    var placeholderExpression: String
    /// `placeholder` is set: the cell makes it once, as `imagePlaceholder`.
    var hasPlaceholder: Bool
    /// The field, for documentation comments: `avatarURL`.
    var fieldName: String
}

/// An element of `cell.buttonLines`: the buttons side by side on one line.
struct ButtonLineContext: Encodable, Sendable {
    /// The line's buttons.
    var buttons: [ButtonContext]
    /// 0-based line number.
    var index: Int
    /// The first line.
    var isFirst: Bool
    /// The last line.
    var isLast: Bool
}

/// An element of `buttonLines[].buttons`.
struct ButtonContext: Encodable, Sendable {
    /// The button property: `replyButton`.
    var buttonName: String
    /// 0-based position in the line.
    var index: Int
    /// The first button of the line.
    var isFirst: Bool
    /// The last button of the line.
    var isLast: Bool
}

extension TemplateContextBuilder {
    /// How many buttons a table cell puts side by side; more go on further lines below.
    static let maxButtonsPerLine = 3

    func cell(_ cell: CellSpec, index: Int) -> CellContext {
        let parameter = names.parameter(for: cell)
        let rowCase = self.rowCase(for: cell)
        let events = cell.events.indices.map { event(cell.events[$0], index: $0, cell: cell) }
        let hasEventStates = cell.events.contains { $0.enabled != nil || $0.visible != nil }
        let actionSpecs = cell.events.filter(\.isAccessibilityAction)
        let accessibilityActionEvents = Self.reindexed(events, of: cell.events) { $0.isAccessibilityAction }
        let hookEvents = Self.reindexed(events, of: cell.events) { $0.isReportedByCell }
        let filtersAccessibilityActions = actionSpecs.contains { $0.enabled != nil || $0.visible != nil }
        // A table cell with buttons lays them out itself, under a `UIListContentView`; every other
        // cell shows its content through `contentConfiguration`.
        let buttonEvents = cell.buttonEvents
        let usesListContentView = spec.list == .table && !buttonEvents.isEmpty && cell.content == nil
        let lines = stride(from: 0, to: buttonEvents.count, by: Self.maxButtonsPerLine).map { start in
            Array(buttonEvents[start..<min(start + Self.maxButtonsPerLine, buttonEvents.count)])
        }
        let buttonLines = lines.indices.map { lineIndex in
            ButtonLineContext(
                buttons: Self.buttons(lines[lineIndex]), index: lineIndex, isFirst: lineIndex == 0,
                isLast: lineIndex == lines.count - 1)
        }
        return CellContext(
            name: cell.name,
            registrationName: SwiftIdentifier.lowerFirst(cell.name) + "Registration",
            reuseIdentifierLiteral: SwiftLiteral.string(cell.name),
            superclass: spec.list == .table ? "UITableViewCell" : "UICollectionViewListCell",
            isTableCell: spec.list == .table,
            isCollectionCell: spec.list == .collection,
            modelType: cell.model,
            modelIDType: "\(cell.model).ID",
            parameterName: parameter,
            rowCaseName: rowCase,
            rowIDExpression: spec.cells.count == 1 ? "\(parameter).id" : ".\(rowCase)(\(parameter).id)",
            delegateProtocol: ScreenType.delegateProtocol(of: cell.name),
            display: display(cell, parameter: parameter),
            events: events,
            hookEvents: hookEvents,
            hasEvents: !hookEvents.isEmpty,
            // Hooks exist only for a cell with events it reports: a delegate-wired cell without them
            // has no delegate protocol, no delegate property and no conformance.
            hasClosures: cell.wiring == .closure && !hookEvents.isEmpty,
            hasDelegate: cell.declaresDelegateProtocol,
            hasHooks: !hookEvents.isEmpty,
            hasDeleteControl: spec.editing?.delete.map { name in cell.events.contains { $0.name == name } } ?? false,
            showsMultiselectAccessory: spec.list == .collection
                && cell.events.contains { (spec.editing?.multiSelect ?? []).contains($0.name) },
            usesListContentView: usesListContentView,
            contentTarget: usesListContentView ? "listContentView.configuration" : "contentConfiguration",
            maxButtonsPerLine: Self.maxButtonsPerLine,
            buttonLines: buttonLines,
            index: index, isFirst: index == 0, isLast: index == spec.cells.count - 1,
            hasEventStates: hasEventStates,
            buttons: Self.buttons(buttonEvents),
            hasButtons: !buttonEvents.isEmpty,
            installMethod: buttonEvents.isEmpty ? "installAccessibilityActions" : "installButtons",
            accessibilityActionEvents: accessibilityActionEvents,
            hasAccessibilityActions: !accessibilityActionEvents.isEmpty,
            filtersAccessibilityActions: filtersAccessibilityActions,
            accessibilityActionsTarget: filtersAccessibilityActions
                ? "allAccessibilityActions" : "accessibilityCustomActions",
            loadsImage: Self.loadsImage(cell),
            hasContentView: cell.content != nil,
            contentView: cell.content.map { content in
                let controlEvents = cell.buttonEvents.compactMap { event in
                    events.first { $0.name == event.name }
                }
                return ContentViewContext(
                    viewType: content.view.description, protocolName: ScreenType.contentProtocol(of: cell.name),
                    controlEvents: controlEvents, hasControls: !controlEvents.isEmpty,
                    loadsImages: content.loadsImages)
            },
            touchHighlightStatement: cell.select?.highlight == false
                ? (spec.list == .table
                    ? "selectionStyle = .none" : "automaticallyUpdatesBackgroundConfiguration = false")
                : nil)
    }

    /// The buttons of `events`, in order. By index, not `enumerated()`: an (offset, element) tuple
    /// of a spec type is built by the runtime from its mangled name on first use.
    static func buttons(_ events: [EventSpec]) -> [ButtonContext] {
        events.indices.map { index in
            ButtonContext(
                buttonName: buttonName(events[index]), index: index, isFirst: index == 0,
                isLast: index == events.count - 1)
        }
    }

    /// `cell` shows an image loaded from a URL field, or its content view loads images.
    static func loadsImage(_ cell: CellSpec) -> Bool {
        if let content = cell.content { return content.loadsImages }
        if case .url? = cell.display.image { return true }
        return false
    }

    /// The contexts (`events`, one per spec of `specs`) of the events whose spec is `included`, with
    /// `isFirst`/`isLast` for their place in this list. By index, without (spec, context) pairs or
    /// `enumerated()`, whose tuple types the runtime would build from their mangled names.
    static func reindexed(
        _ events: [EventContext], of specs: [EventSpec], where included: (EventSpec) -> Bool
    ) -> [EventContext] {
        var kept = specs.indices.filter { included(specs[$0]) }.map { events[$0] }
        for index in kept.indices {
            kept[index].isFirst = index == 0
            kept[index].isLast = index == kept.count - 1
        }
        return kept
    }

    func display(_ cell: CellSpec, parameter: String) -> DisplayContext {
        let display = cell.display
        var context = DisplayContext(
            text: display.text.map {
                Self.textExpression(cell, field: $0, format: display.textFormat, parameter: parameter)
            },
            secondaryText: display.secondaryText.map {
                Self.textExpression(cell, field: $0, format: display.secondaryTextFormat, parameter: parameter)
            } ?? display.value.map { Self.valueExpression(cell, field: $0, parameter: parameter) },
            hasText: display.text != nil, hasSecondaryText: display.secondaryText != nil || display.value != nil,
            hasContent: display.text != nil || display.secondaryText != nil || display.image != nil
                || display.value != nil,
            indentationExpression: display.indentation.map { "\(parameter).\($0)" },
            textColorExpression: display.text == nil
                ? nil : cell.select?.enabled.map { "\(parameter).\($0) ? .label : .secondaryLabel" },
            contentConfigurationExpression: display.value == nil
                ? "defaultContentConfiguration()" : "UIListContentConfiguration.valueCell()",
            accessories: accessories(cell, parameter: parameter))
        switch display.image {
        case .systemName(let name):
            context.imageExpression = "UIImage(systemName: \(SwiftLiteral.string(name)))"
        case .field(let field):
            let optional = cell.field(named: field)?.type.isOptional ?? false
            context.imageExpression =
                optional
                ? "\(parameter).\(field).flatMap { UIImage(systemName: $0) }"
                : "UIImage(systemName: \(parameter).\(field))"
        case .named(let name):
            context.imageExpression = "UIImage(named: \(SwiftLiteral.string(name)))"
        case .url(let field, let placeholder):
            let url = "\(parameter).\(field)"
            let placeholderExpression = placeholder.map { "UIImage(systemName: \(SwiftLiteral.string($0)))" } ?? "nil"
            context.imageURL = ImageURLContext(
                urlExpression: url, placeholderExpression: placeholderExpression, hasPlaceholder: placeholder != nil,
                fieldName: field)
            context.imageExpression =
                "imageSlot.loadedImage(for: \(parameter).id, from: \(url))"
                + (placeholder == nil ? "" : " ?? imagePlaceholder")
        case .assetField(let field):
            let optional = cell.field(named: field)?.type.isOptional ?? false
            context.imageExpression =
                optional
                ? "\(parameter).\(field).flatMap { UIImage(named: $0) }"
                : "UIImage(named: \(parameter).\(field))"
        case nil: break
        }
        return context
    }

    /// `display.value`: written as `display.text` is, a number field without `format:` as `.number`.
    static func valueExpression(_ cell: CellSpec, field: String, parameter: String) -> String {
        let implied = cell.field(named: field).flatMap { DisplayFormat.implied(forValueOf: $0.type) }
        let format = cell.display.valueFormat ?? implied.map { TextFormat(format: $0, currencyCode: nil) }
        return textExpression(cell, field: field, format: format, parameter: parameter)
    }

    /// `display.accessory` and `display.badge` as the list's accessories; nil without either.
    func accessories(_ cell: CellSpec, parameter: String) -> AccessoriesContext? {
        let display = cell.display
        guard display.accessory != nil || display.badge != nil else { return nil }
        var types: [String] = []
        var cellAccessories: [String] = []
        var accessoryType: String?
        switch display.accessory {
        case .disclosure:
            accessoryType = ".disclosureIndicator"
            types.append(".disclosureIndicator")
            cellAccessories.append(".disclosureIndicator()")
        case .checkmark:
            accessoryType = ".checkmark"
            types.append(".checkmark")
            cellAccessories.append(".checkmark()")
        case .checkmarkField(let field):
            accessoryType = "\(parameter).\(field) ? .checkmark : .none"
            types.append(".checkmark")
            cellAccessories.append(".checkmark(options: .init(isHidden: !\(parameter).\(field)))")
        case nil: break
        }
        let badge = display.badge.map { field in
            BadgeContext(
                countExpression: "\(parameter).\(field)", textExpression: "\(parameter).\(field).formatted(.number)",
                fieldName: field,
                accessibilityLabelLiteral: userText(
                    Self.readableName(field), key: [cell.name, "badge", field],
                    comment: "What VoiceOver says the count badge of \(cell.name) counts, before the number"))
        }
        if badge != nil { types.append(".customView(badgeLabel)") }
        return AccessoriesContext(
            accessoryTypeExpression: accessoryType, accessoryTypesLiteral: types.joined(separator: ", "),
            cellAccessories: cellAccessories.map { AccessoryExpressionContext(expression: $0) }, badge: badge)
    }

    /// A display text: the field itself, or the field written with its format (`FormatStyle`, iOS 15;
    /// through `map` when the field is optional).
    static func textExpression(_ cell: CellSpec, field: String, format: TextFormat?, parameter: String) -> String {
        let value = "\(parameter).\(field)"
        guard let format else { return value }
        let call: (String) -> String
        switch format.format {
        case .number: call = { "\($0).formatted(.number)" }
        case .percent: call = { "\($0).formatted(.percent)" }
        case .currency:
            let code = SwiftLiteral.string(format.currencyCode ?? "")
            call = { "\($0).formatted(.currency(code: \(code)))" }
        case .date: call = { "\($0).formatted(date: .abbreviated, time: .omitted)" }
        case .time: call = { "\($0).formatted(date: .omitted, time: .shortened)" }
        case .dateTime: call = { "\($0).formatted(date: .abbreviated, time: .shortened)" }
        case .relative: call = { "\($0).formatted(.relative(presentation: .named))" }
        case .description: call = { "String(describing: \($0))" }
        }
        let optional = cell.field(named: field)?.type.isOptional ?? false
        return optional ? "\(value).map { \(call("$0")) }" : call(value)
    }

    /// The cell's property for `event`'s button: `reply` → `replyButton`; `button` stays `button`.
    static func buttonName(_ event: EventSpec) -> String {
        if event.isSwitch { return event.name.lowercased().hasSuffix("switch") ? event.name : event.name + "Switch" }
        return event.name.lowercased().hasSuffix("button") ? event.name : event.name + "Button"
    }
}
