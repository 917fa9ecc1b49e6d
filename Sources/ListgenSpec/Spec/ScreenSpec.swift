/// A validated screen spec: what one `*.listgen.yaml` file describes.
///
/// Every name is a valid Swift identifier, every type parsed, every reference resolved.
/// ``SpecDecoder`` is the only way to make one from YAML.
package struct ScreenSpec: Sendable, Hashable {
    /// The file name of the spec (no directories), named in the generated file header.
    package var sourceFileName: String
    /// `screen`: the stem of the screen's type names.
    package var screen: String
    /// `title`: the view controller's title, if any.
    package var title: String?
    /// `list`: the kind of list view.
    package var list: ListKind
    /// `dataSource`: how rows reach the list.
    package var dataSource: DataSourceKind
    /// `style`: the table style or list appearance; `nil` when the spec leaves it out (the
    /// default depends on the sections, see ``SpecFormat/Screen/style``).
    package var style: ListStyle?
    /// `sections`: at least one (a single untitled `main` section when the spec has none).
    package var sections: [SectionSpec]
    /// `cells`, in spec order.
    package var cells: [CellSpec]
    /// `routes`, in spec order.
    package var routes: [RouteSpec]
    /// `access`: the access level of what an app uses from another module.
    package var access: AccessLevel
    /// `emptyState`, `refresh` and `paging`.
    package var feed: FeedSpec
    /// `localization`: where user-visible texts are looked up; nil keeps them string literals.
    package var localization: LocalizationSpec?
    /// `separators` (default true): false hides the lines between rows.
    package var separators: Bool = SpecFormat.Screen.separators.defaultValue
    /// `indexTitles` (default false): the list shows a section index of its sections' titles.
    package var indexTitles: Bool = SpecFormat.Screen.indexTitles.defaultValue
    /// `editing`: the list's edit mode; nil when the spec has none.
    package var editing: EditingSpec? = SpecFormat.Screen.editing.defaultValue
    /// `selection`: how the list keeps its selected row; nil when the spec has none.
    package var selection: PersistentSelectionSpec? = SpecFormat.Screen.selection.defaultValue
    /// `sections` in its data form (`from:`): one section per value of a field of the rows; nil for
    /// fixed sections.
    package var dataSections: DataSectionsSpec? = nil
    /// `search`: the search bar over the rows; nil when the spec has none.
    package var search: SearchSpec? = SpecFormat.Screen.search.defaultValue

    package init(
        sourceFileName: String, screen: String, title: String?, list: ListKind, dataSource: DataSourceKind,
        sections: [SectionSpec], cells: [CellSpec], routes: [RouteSpec], access: AccessLevel = .internal,
        style: ListStyle? = nil, feed: FeedSpec = FeedSpec(), localization: LocalizationSpec? = nil
    ) {
        self.feed = feed
        self.localization = localization
        self.access = access
        self.style = style
        self.sourceFileName = sourceFileName
        self.screen = screen
        self.title = title
        self.list = list
        self.dataSource = dataSource
        self.sections = sections
        self.cells = cells
        self.routes = routes
    }

    /// The route named `name`.
    package func route(named name: String) -> RouteSpec? { routes.first { $0.name == name } }
}

/// `list:` — a table view, or a collection view with a list layout.
package enum ListKind: String, Sendable, Hashable, CaseIterable, Codable {
    case table, collection
}

/// `dataSource:` — a diffable data source keyed by stable IDs, or the classic index-based protocol.
package enum DataSourceKind: String, Sendable, Hashable, CaseIterable, Codable {
    case diffable, classic
}

/// `access:` — the access level of the declarations an app uses from another module.
package enum AccessLevel: String, Sendable, Hashable, CaseIterable, Codable {
    case `internal`, `package`, `public`
}

/// `style:` — the table view style, or the collection list layout's appearance.
package enum ListStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    /// The styles only a collection list has (`UICollectionLayoutListConfiguration.Appearance`); a
    /// table has no such `UITableView.Style`.
    package static let collectionOnly: [ListStyle] = [.sidebar, .sidebarPlain]
}

/// `localization:` — the strings table user-visible texts are looked up in.
package struct LocalizationSpec: Sendable, Hashable {
    /// `table`: the table's name (`Orders` for `Orders.strings`).
    package var table: String
    /// `bundle` (default `main`).
    package var bundle: LocalizationBundle

    /// `bundle: nil` takes the spec format's default.
    package init(table: String, bundle: LocalizationBundle? = nil) {
        self.table = table
        self.bundle = bundle ?? SpecFormat.Localization.bundle.defaultValue
    }
}

/// `localization.bundle:` — the bundle the strings table is in.
package enum LocalizationBundle: String, Sendable, Hashable, CaseIterable, Codable {
    case main, module
}

/// `wiring:` — how a cell reports a tap: a closure per event, or a weak delegate.
package enum Wiring: String, Sendable, Hashable, CaseIterable, Codable {
    case closure, delegate
}

/// One entry of `sections:`.
package struct SectionSpec: Sendable, Hashable {
    /// `id`: the section's case name.
    package var id: String
    /// `title`: the header text, if any.
    package var title: String?
    /// `footer`: the footer text, if any.
    package var footer: String?
    /// `showWhenEmpty`: the header and footer show while the section has no rows (default false).
    package var showWhenEmpty: Bool
    /// `headerView`: the header is a view that the controller's `onSectionHeader` configures (default false).
    package var headerView: Bool
    /// `footerView`: the footer is a view that the controller's `onSectionFooter` configures (default false).
    package var footerView: Bool
    /// `collapsible`: the section's header view offers a toggle that shows or hides its rows (default
    /// false); the rows stay in the row store while hidden.
    package var collapsible: Bool

    /// A `nil` flag takes the spec format's default.
    package init(
        id: String, title: String?, footer: String? = nil, showWhenEmpty: Bool? = nil, headerView: Bool? = nil,
        footerView: Bool? = nil, collapsible: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.footer = footer
        self.showWhenEmpty = showWhenEmpty ?? SpecFormat.Section.showWhenEmpty.defaultValue
        self.headerView = headerView ?? SpecFormat.Section.headerView.defaultValue
        self.footerView = footerView ?? SpecFormat.Section.footerView.defaultValue
        self.collapsible = collapsible ?? SpecFormat.Section.collapsible.defaultValue
    }
}

/// A cell's `content:` — the app's own view for its rows.
package struct ContentSpec: Sendable, Hashable {
    /// `view`: the app's `UIView` subclass, a named type (`ProductRowView`, `Catalog.RowView`).
    package var view: SwiftType
    /// `loadsImages`: the view loads images from URLs through the screen's `ListImageLoader`.
    package var loadsImages: Bool

    package init(view: SwiftType, loadsImages: Bool = SpecFormat.Content.loadsImages.defaultValue) {
        self.view = view
        self.loadsImages = loadsImages
    }
}

/// One entry of `cells:`.
package struct CellSpec: Sendable, Hashable {
    /// The cell's type name (the key under `cells:`).
    package var name: String
    /// `model`: the row model's type name.
    package var model: String
    /// `generateModel`: whether listgen declares the model struct (default true).
    package var generateModel: Bool
    /// `id`: the identity field (default `id`).
    package var idField: String
    /// `fields`, in spec order.
    package var fields: [FieldSpec]
    /// `display`.
    package var display: DisplaySpec
    /// `events`, in spec order; empty for a cell without buttons.
    package var events: [EventSpec]
    /// `wiring`: the cell's own, or the screen's.
    package var wiring: Wiring
    /// `select`: what a tap on the row does; nil when rows of this kind are not selectable.
    package var select: SelectSpec?
    /// `content`: the app's own view, shown instead of `display`; nil for a cell that shows `display`.
    package var content: ContentSpec?
    /// `fullSwipe` (default true): a full swipe performs the first swipe action of this cell's rows.
    package var fullSwipe: Bool = SpecFormat.Cell.fullSwipe.defaultValue

    package init(
        name: String, model: String, generateModel: Bool, idField: String, fields: [FieldSpec],
        display: DisplaySpec, events: [EventSpec], wiring: Wiring, select: SelectSpec? = nil,
        content: ContentSpec? = nil
    ) {
        self.name = name
        self.model = model
        self.generateModel = generateModel
        self.idField = idField
        self.fields = fields
        self.display = display
        self.events = events
        self.wiring = wiring
        self.select = select
        self.content = content
    }

    /// The field named `name`.
    package func field(named name: String) -> FieldSpec? { fields.first { $0.name == name } }

    /// The row tap as an event named ``SelectSpec/actionName``: routes and action cases treat it as they
    /// treat a button's event.
    package var selectEvent: EventSpec? {
        select.map {
            var event = EventSpec(
                name: SelectSpec.actionName, title: "A tap on the row", systemImage: nil, route: $0.route,
                enabled: $0.enabled.map { FieldCondition(field: $0) })
            event.confirm = $0.confirm
            event.routeChoice = $0.routeChoice
            return event
        }
    }

    /// The events and then the row tap: everything that routes or becomes an action.
    package var eventsAndSelect: [EventSpec] { events + (selectEvent.map { [$0] } ?? []) }
    /// The events the cell itself reports through a hook (closure or delegate): its buttons and its
    /// accessibility actions. A swipe action without a button is reported by the controller alone.
    package var hookEvents: [EventSpec] { events.filter(\.isReportedByCell) }
    /// The cell declares the delegate protocol `<Cell>Delegate`: it is delegate-wired and has hook
    /// events (with nothing to delegate there is no protocol, no delegate property, no conformance).
    package var declaresDelegateProtocol: Bool { wiring == .delegate && !hookEvents.isEmpty }
    /// The events that are buttons in the cell (``EventSpec/isButton``), in the spec's order.
    package var buttonEvents: [EventSpec] { events.filter(\.isButton) }
}

/// One entry of a cell's `fields:`.
package struct FieldSpec: Sendable, Hashable {
    package var name: String
    package var type: SwiftType

    package init(name: String, type: SwiftType) {
        self.name = name
        self.type = type
    }
}

/// A cell's `display:` — what its content configuration shows.
package struct DisplaySpec: Sendable, Hashable {
    /// Where the image comes from.
    package enum Image: Sendable, Hashable {
        /// `image: { systemName: star }` — the same SF Symbol in every row.
        case systemName(String)
        /// `image: iconName` — a field holding a symbol name.
        case field(String)
        /// `image: { named: order }` — the same asset in every row.
        case named(String)
        /// `image: { field: icon, source: asset }` — a field holding an asset's name.
        case assetField(String)
        /// `image: { url: avatarURL, placeholder: person.crop.circle }` — loaded from a `URL`/`URL?` field
        /// through the screen's image loader, the SF Symbol `placeholder` (if any) shown until it arrives.
        case url(String, placeholder: String?)
    }

    /// `text`: a String field.
    package var text: String?
    /// `secondaryText`: a String field.
    package var secondaryText: String?
    /// `image`.
    package var image: Image?
    /// `text: {field:, format:}`: how `text` is formatted; nil for a plain String field.
    package var textFormat: TextFormat?
    /// `secondaryText: {field:, format:}`: how `secondaryText` is formatted.
    package var secondaryTextFormat: TextFormat?
    /// `indentation`: an `Int` field, the row's indentation level; nil: level 0.
    package var indentation: String?
    /// `accessory`: the cell's trailing accessory; nil: none.
    package var accessory: Accessory?
    /// `value`: the field shown as the trailing value text (a value cell's secondary text).
    package var value: String?
    /// `value: {field:, format:}`: how `value` is formatted; nil for a String field, or a number field
    /// (``DisplayFormat/implied(forValueOf:)``).
    package var valueFormat: TextFormat?
    /// `badge`: an `Int` field, the count badge; hidden while it is 0.
    package var badge: String?

    /// A cell's `accessory`.
    package enum Accessory: Sendable, Hashable {
        /// `accessory: disclosure`: the chevron.
        case disclosure
        /// `accessory: checkmark`: a checkmark on every row.
        case checkmark
        /// `accessory: { checkmark: isDone }`: a checkmark while the `Bool` field is true.
        case checkmarkField(String)
    }

    package init(
        text: String?, secondaryText: String?, image: Image?, textFormat: TextFormat? = nil,
        secondaryTextFormat: TextFormat? = nil
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.textFormat = textFormat
        self.secondaryTextFormat = secondaryTextFormat
    }
}

/// `source:` of `image: { field: }`.
package enum ImageSource: String, Sendable, Hashable, CaseIterable, Codable {
    case asset, symbol
}

/// `format:` of a displayed field.
package enum DisplayFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case number, percent, currency, date, time, dateTime, relative, description

    /// The formats for a field of numeric type.
    package static let numeric: [DisplayFormat] = [.number, .percent, .currency, .description]
    /// The formats for a `Date` field.
    package static let dates: [DisplayFormat] = [.date, .time, .dateTime, .relative, .description]

    /// The format `display.value: field` (no `format:`) implies for a field of `type`: `.number` for a
    /// number, nil for a `String` (shown as it is) and for any other type (which needs a `format:`).
    package static func implied(forValueOf type: SwiftType) -> DisplayFormat? {
        let unwrapped = type.unwrapped
        return !unwrapped.isString && SpecValidator.formats(fitting: unwrapped) == numeric ? .number : nil
    }
}

/// The words of `display.accessory` (its mapping form is `{ checkmark: <Bool field> }`).
enum AccessoryName: String, Sendable, CaseIterable {
    case disclosure, checkmark, none
}

/// A display text's format and its currency code.
package struct TextFormat: Sendable, Hashable {
    package var format: DisplayFormat
    /// `currencyCode`, with `format: currency`.
    package var currencyCode: String?

    package init(format: DisplayFormat, currencyCode: String?) {
        self.format = format
        self.currencyCode = currencyCode
    }
}

/// One entry of a cell's `events:` — a button.
package struct EventSpec: Sendable, Hashable {
    /// `role:` — what kind of action the event is.
    package enum Role: String, Sendable, Hashable, CaseIterable, Codable {
        case normal, destructive
    }

    /// The event's name (the key): `button`, `reply`.
    package var name: String
    /// `title`: the button's title, fixed or following the row's state.
    package var title: StateText?
    /// `systemImage`: the button's SF Symbol, fixed or following the row's state.
    package var systemImage: StateText?
    /// `route`: where a tap navigates (for a route chosen per row, its `default`); nil sends the tap to
    /// the screen's action handler.
    package var route: String?
    /// `route: { field:, cases: }`: the route chosen by a field's value at tap time; nil for a fixed route.
    package var routeChoice: RouteChoiceSpec?
    /// `accessibilityLabel`: what VoiceOver says for the button and names its custom action;
    /// nil uses the title, else a readable form of the event's name. Fixed or following the row's state.
    package var accessibilityLabel: StateText?
    /// `enabled`: a `Bool` field, or its negation; the control is disabled while it is false. nil: always
    /// enabled.
    package var enabled: FieldCondition?
    /// `visible`: a `Bool` field, or its negation; the control is hidden while it is false. nil: always
    /// visible.
    package var visible: FieldCondition?
    /// `role` (default `normal`).
    package var role: Role = SpecFormat.Event.role.defaultValue
    /// `confirm`: the alert shown before acting; nil acts at once.
    package var confirm: ConfirmSpec?
    /// `swipeTitle`: the swipe action's title where it differs from the title; nil uses the title.
    package var swipeTitle: String?
    /// `color`: the swipe action's background colour; nil leaves UIKit's (grey, red when destructive).
    package var color: SystemColor?
    /// `menuGroup`: the inline section of the context menu the event's item joins; nil keeps it at the
    /// menu's top level.
    package var menuGroup: String?
    /// `submenu`: the title of the context menu's submenu the event's item joins; nil: none.
    package var submenu: String?
    /// `placement:` — where the event is offered.
    package enum Placement: String, Sendable, Hashable, CaseIterable, Codable {
        case button, swipeLeading, swipeTrailing, menu
    }
    /// `placement` (default `[button]`), in the spec's order, each once.
    package var placements: [Placement] = SpecFormat.Event.placement.defaultValue
    /// `control:` — what the cell shows for the event.
    package enum Control: String, Sendable, Hashable, CaseIterable, Codable {
        case button
        case `switch`
    }
    /// `control` (default `button`).
    package var control: Control = SpecFormat.Event.control.defaultValue
    /// `value`: with `control: switch`, the `Bool` field the switch shows; nil otherwise.
    package var value: String?
    /// Whether the cell shows a `UISwitch` for the event (`control: switch`): it is set from the row's
    /// `value` field and reports its new value when toggled.
    package var isSwitch: Bool { control == .switch }
    /// Whether the event is a button in the cell (its `placement` has `button`): the one rule for
    /// which events get a control, in a list content view's button row or in the app's content view.
    package var isButton: Bool { placements.contains(.button) }
    /// Whether the event is a swipe action (its `placement` has `swipeLeading` or `swipeTrailing`).
    package var isSwipeAction: Bool { placements.contains(.swipeLeading) || placements.contains(.swipeTrailing) }
    /// Whether the cell offers the event to VoiceOver as an accessibility custom action: every event
    /// that is not a swipe action. UIKit already offers a row's swipe actions to VoiceOver as actions
    /// and removes no duplicates, so a swipe action offered again by the cell would be heard twice. A
    /// switch is not one either: VoiceOver toggles the `UISwitch` itself.
    package var isAccessibilityAction: Bool { !isSwipeAction && !isSwitch }
    /// The cell reports the event through a hook (closure or delegate): it is a button or an
    /// accessibility action of the cell; a swipe action without a button is the controller's alone.
    package var isReportedByCell: Bool { isButton || isAccessibilityAction }
    /// The title, symbol or accessibility label follows the row's state (`{ if:, then:, else: }`).
    package var hasStateTexts: Bool {
        // Not `[title, …].contains`: that array's storage of `StateText?` was instantiated at run time.
        title?.dependsOnRow == true || systemImage?.dependsOnRow == true || accessibilityLabel?.dependsOnRow == true
    }

    package init(
        name: String, title: StateText?, systemImage: StateText?, route: String?,
        accessibilityLabel: StateText? = nil, enabled: FieldCondition? = nil, visible: FieldCondition? = nil
    ) {
        self.name = name
        self.title = title
        self.systemImage = systemImage
        self.route = route
        self.accessibilityLabel = accessibilityLabel
        self.enabled = enabled
        self.visible = visible
    }
}

/// A cell's `select:` — a tap on the row itself.
package struct SelectSpec: Sendable, Hashable {
    /// The event name of a row tap: without a route it becomes `<screen>Action.select<Model>(model)`,
    /// named as events' cases are (``Names/actionCase(event:model:)``).
    package static let actionName = "select"

    /// `route`: where a row tap navigates (for a route chosen per row, its `default`); nil sends it to
    /// the screen's action handler.
    package var route: String?
    /// `route: { field:, cases: }`: the route chosen by a field's value at tap time; nil for a fixed route.
    package var routeChoice: RouteChoiceSpec?
    /// `confirm`: the alert shown before acting; nil acts at once.
    package var confirm: ConfirmSpec?
    /// `enabled`: a `Bool` field; the row cannot be selected while it is false. nil: always selectable.
    package var enabled: String?
    /// `highlight` (default true): false keeps the row tappable without the grey touch highlight.
    package var highlight: Bool = SpecFormat.Select.highlight.defaultValue

    package init(route: String?, confirm: ConfirmSpec? = nil, enabled: String? = nil) {
        self.route = route
        self.confirm = confirm
        self.enabled = enabled
    }
}

/// An event's or a row tap's `confirm:` — an alert that asks before acting.
package struct ConfirmSpec: Sendable, Hashable {
    /// How the confirmation is shown.
    package enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        case alert, actionSheet
    }

    /// `style` (default `alert`); an action sheet points at the row's cell.
    package var style: Style = .alert
    /// `title`: the alert's title (required).
    package var title: String
    /// `message`: the text below the title.
    package var message: String?
    /// `button`: the confirming button's title; nil uses the event's accessibility label (`OK` for `select`).
    package var button: String?
    /// `when`: a `Bool` field of the row (or its negation); it asks only while it holds, read from the
    /// row as it is at the tap. Nil always asks.
    package var when: FieldCondition?

    package init(title: String, message: String? = nil, button: String? = nil) {
        self.title = title
        self.message = message
        self.button = button
    }
}

/// A `route:` as written: one route's name, or `{ field:, cases:, default: }`.
package struct RouteTargetSpec: Sendable, Hashable {
    /// The route's name; for a route chosen per row, `default`: the route of every other value.
    package var route: String
    /// `field`: the field whose value chooses; nil for a fixed route.
    package var field: String?
    /// `cases`, in the spec's order; empty for a fixed route.
    package var cases: [RouteChoiceSpec.Case]

    package init(route: String, field: String? = nil, cases: [RouteChoiceSpec.Case] = []) {
        self.route = route
        self.field = field
        self.cases = cases
    }

    /// `field` and `cases`; nil for a fixed route.
    package var choice: RouteChoiceSpec? { field.map { RouteChoiceSpec(field: $0, cases: cases) } }
}

/// `route: { field:, cases: }`: the route a tap takes is chosen by the value the row's field has then.
package struct RouteChoiceSpec: Sendable, Hashable {
    /// One entry of `cases`: a value of the field and the route it takes.
    package struct Case: Sendable, Hashable {
        /// The field's value: an enum case's name, or a `String`.
        package var value: String
        /// The route's name.
        package var route: String

        package init(value: String, route: String) {
            self.value = value
            self.route = route
        }
    }

    /// `field`: an enum or `String` field of the model.
    package var field: String
    /// `cases`, in the spec's order.
    package var cases: [Case]

    package init(field: String, cases: [Case]) {
        self.field = field
        self.cases = cases
    }
}

/// The keys of `route` and `routeChoice` seen as one value, for the key table's `route`.
package protocol RoutedTap {
    var route: String? { get set }
    var routeChoice: RouteChoiceSpec? { get set }
}

extension RoutedTap {
    /// `route` as written: a fixed route or one chosen per row; setting it sets both fields.
    package var routeTarget: RouteTargetSpec? {
        get {
            route.map { RouteTargetSpec(route: $0, field: routeChoice?.field, cases: routeChoice?.cases ?? []) }
        }
        set {
            route = newValue?.route
            routeChoice = newValue?.choice
        }
    }

    /// Every route a tap may take: the cases' routes, then the default (or the fixed route), each once.
    package var routeNames: [String] {
        var names: [String] = []
        for name in (routeChoice?.cases.map(\.route) ?? []) + (route.map { [$0] } ?? []) where !names.contains(name) {
            names.append(name)
        }
        return names
    }
}

extension EventSpec: RoutedTap {}
extension SelectSpec: RoutedTap {}

/// One entry of `routes:`.
package struct RouteSpec: Sendable, Hashable {
    /// What a route hands to its destination.
    package enum Pass: String, Sendable, Hashable, CaseIterable, Codable {
        case model, id
        /// `none`: the route case carries nothing, so the empty state (which has no row) can use it.
        case nothing = "none"

        /// The route hands its destination something of the row (`model` or `id`).
        package var needsRow: Bool { self != .nothing }
    }

    /// How the destination is shown.
    package enum Presentation: String, Sendable, Hashable, CaseIterable, Codable {
        case push, present, show, sheet, popover
        /// A URL route's: `SFSafariViewController`, presented modally by the router.
        case safari
        /// A URL route's: the system opens the URL (`UIApplication.open(_:options:completionHandler:)`).
        case external

        /// Shown modally (`present` or `sheet`): it can be embedded in a navigation controller.
        package var isModal: Bool { self == .present || self == .sheet }
        /// Opens the route's `url` (`safari` or `external`) instead of showing a destination.
        package var opensURL: Bool { self == .safari || self == .external }
        /// Needs an anchor (`popover`): the router points it at the row's cell.
        package var needsAnchor: Bool { self == .popover }
    }

    /// A height a sheet rests at: `UISheetPresentationController.Detent`'s system detents (iOS 15).
    package enum Detent: String, Sendable, Hashable, CaseIterable, Codable {
        case medium, large
    }

    /// The route's name (the key).
    package var name: String
    /// `destination`: an app-supplied `UIViewController` subclass; empty (`.named([])`) for a URL route.
    package var destination: SwiftType
    /// `url`: the `URL` or `URL?` field of the row that a URL route opens; nil for a route with a
    /// `destination`.
    package var url: String?
    /// `pass` (default `model`).
    package var pass: Pass
    /// `presentation` (default `push`).
    package var presentation: Presentation
    /// `embedInNavigation` (default false; applies to `present` and `sheet`).
    package var embedInNavigation: Bool
    /// `detents`, in spec order; empty when the spec gives none (UIKit's default, `[.large()]`).
    /// Only a `sheet` has them.
    package var detents: [Detent]
    /// `closeButton` (default false): a Close bar button on the embedded destination. Only with
    /// `embedInNavigation`.
    package var closeButton: Bool

    package init(
        name: String, destination: SwiftType, pass: Pass, presentation: Presentation, embedInNavigation: Bool,
        detents: [Detent]? = nil, closeButton: Bool? = nil, url: String? = nil
    ) {
        self.name = name
        self.destination = destination
        self.url = url
        self.pass = pass
        self.presentation = presentation
        self.embedInNavigation = embedInNavigation
        self.detents = detents ?? SpecFormat.Route.detents.defaultValue
        self.closeButton = closeButton ?? SpecFormat.Route.closeButton.defaultValue
    }
}
