// The variant-independent face of a generated screen, for behaviour tests.
//
// Every golden module renders a `<Screen>Harness` from Tests/Harness/Harness.swift.mustache that
// conforms to `ScreenHarness`; the hand-written negative controls conform too. Scenarios (see
// Scenarios.swift) drive screens only through this protocol, so the same checks run on all of
// them.

/// One row to create: a cell kind (index into `ScreenInfo.cells`) and a key that makes the row's ID.
/// Keys must be unique within a screen, across cell kinds.
public struct RowSpec: Hashable, Sendable {
    public var kind: Int
    public var key: Int

    public init(kind: Int, key: Int) {
        self.kind = kind
        self.key = key
    }
}

/// Something the screen did in response to a tap: a route handed to the router, or an action
/// handed to the action handler.
public struct Recorded: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case route, action }

    public var kind: Kind
    /// The route name (as in the spec) or the action's case name.
    public var name: String
    /// The ID of the row the tap was resolved to, as `"\(id)"`.
    public var rowID: String
    /// `"\(model)"` or `"\(id)"`: what was passed.
    public var payload: String

    public init(kind: Kind, name: String, rowID: String, payload: String) {
        self.kind = kind
        self.name = name
        self.rowID = rowID
        self.payload = payload
    }

    public var description: String { "\(kind.rawValue) \(name)(\(rowID))" }
}

/// What the recording router and action handler saw, in order.
@MainActor
public final class HarnessLog {
    public private(set) var entries: [Recorded] = []

    public init() {}

    /// Called with each entry as it is recorded, while the router or action handler runs: a scenario
    /// acts as the app would there (for example, deletes the row an action was for).
    public var onRecord: ((Recorded) -> Void)?

    public func record(_ kind: Recorded.Kind, _ name: String, rowID: String, payload: String) {
        let entry = Recorded(kind: kind, name: name, rowID: rowID, payload: payload)
        entries.append(entry)
        onRecord?(entry)
    }

    public func removeAll() { entries.removeAll() }
}

/// How a route shows its destination.
public enum Presentation: String, Sendable {
    case push, present, show, sheet, popover
    /// A URL route: Safari's view, presented modally (an http or https URL), or the system (`openURL`).
    case safari, external

    /// Shown modally: `present`, `sheet`, `popover` or `safari`.
    public var isModal: Bool { self == .present || self == .sheet || self == .popover || self == .safari }
}

/// A route of the spec.
public struct RouteInfo: Sendable {
    public var name: String
    public var passesID: Bool
    public var presentation: Presentation
    public var embedInNavigation: Bool
    /// A sheet's `detents` (`medium`, `large`), in spec order; empty for UIKit's default.
    public var detents: [String]
    /// `closeButton: true`.
    public var closeButton: Bool
    /// A URL route's `url` field: the route carries the tapped row's URL (`text(_:ofRowID:)`), not the row.
    public var urlField: String?
    /// `pass: none`: the route carries nothing of the row (the recording router logs no row ID).
    public var passesNothing: Bool

    public init(
        name: String, passesID: Bool, presentation: Presentation, embedInNavigation: Bool, detents: [String] = [],
        closeButton: Bool = false, urlField: String? = nil, passesNothing: Bool = false
    ) {
        self.name = name
        self.passesID = passesID
        self.presentation = presentation
        self.embedInNavigation = embedInNavigation
        self.detents = detents
        self.closeButton = closeButton
        self.urlField = urlField
        self.passesNothing = passesNothing
    }
}

/// An event's `confirm`: the alert shown before acting.
public struct ConfirmInfo: Sendable, Hashable {
    public var title: String
    public var message: String?
    /// The confirming button's title.
    public var button: String
    /// The confirming button is `.destructive` (else `.default`).
    public var isDestructive: Bool
    /// `style: actionSheet`: an action sheet pointing at the row's cell (else an alert).
    public var isActionSheet: Bool
    /// `when`: the Bool field (`!`-prefixed when negated) that must hold for it to ask; nil: it always asks.
    public var whenField: String?

    /// Some text names a field of the row (`"Delete {sender}?"`): `ScreenHarness.shown(_:rowID:)` fills it in.
    public var hasPlaceholders: Bool { ([title, button] + [message].compactMap { $0 }).contains { $0.contains("{") } }

    public init(
        title: String, message: String?, button: String, isDestructive: Bool, isActionSheet: Bool = false,
        whenField: String? = nil
    ) {
        self.isActionSheet = isActionSheet
        self.whenField = whenField
        self.title = title
        self.message = message
        self.button = button
        self.isDestructive = isDestructive
    }
}

/// A button of a cell kind: routed (`route`) or handed to the action handler (`action`, the case name).
public struct EventInfo: Sendable {
    public var name: String
    public var route: String?
    public var action: String?
    /// What VoiceOver says for the button, and the name of the cell's matching custom action.
    public var accessibilityLabel: String?
    /// `enabled`: the Bool field that enables the button; nil when always enabled.
    public var enabledField: String?
    /// `visible`: the Bool field that shows the button; nil when always visible.
    public var visibleField: String?
    /// `placement`: `button`, `swipeLeading`, `swipeTrailing`, `menu`.
    public var placements: [String]
    /// The title, or nil (swipe actions and menu items are found by it).
    public var title: String?

    /// `confirm`: the alert that asks before acting; nil acts at once.
    public var confirm: ConfirmInfo?
    /// `swipeTitle`: the swipe action's title where it differs from `title`.
    public var swipeTitle: String?
    /// `color`: the swipe action's background colour, by its `UIColor` name; nil: UIKit's.
    public var swipeColor: String?
    /// `menuGroup`: the inline section of the context menu the event's item joins; nil: the top level.
    public var menuGroup: String?
    /// `submenu`: the title of the context menu's submenu the event's item joins (inside its
    /// `menuGroup`); nil: none.
    public var submenu: String?
    /// The texts that follow the row's state, by role (`title`, `systemImage`, `accessibilityLabel`):
    /// `{ if:, then:, else: }` (issue #23). Empty when every text is fixed.
    public var stateTexts: [String: StateTextInfo]
    /// `route: { field: }`: the `String` field whose value chooses the route at tap time; nil for a
    /// fixed route (then `route` is the route; with a field, `route` is the `default`).
    public var routeField: String?
    /// `route: { cases: }`: the field's value → the route it takes.
    public var routeCases: [String: String] = [:]
    /// `control: switch`: the `Bool` field the event's `UISwitch` shows (issue #23); nil for a button.
    public var switchField: String?
    /// The event is a switch: the cell shows a `UISwitch`, not a button (`switchField`).
    public var isSwitch: Bool { switchField != nil }

    public init(
        name: String, route: String?, action: String?, accessibilityLabel: String? = nil,
        enabledField: String? = nil, visibleField: String? = nil, placements: [String] = ["button"],
        title: String? = nil, confirm: ConfirmInfo? = nil, swipeTitle: String? = nil, swipeColor: String? = nil,
        menuGroup: String? = nil, submenu: String? = nil, stateTexts: [String: StateTextInfo] = [:],
        routeField: String? = nil, routeCases: [String: String] = [:], switchField: String? = nil
    ) {
        self.switchField = switchField
        self.submenu = submenu
        self.menuGroup = menuGroup
        self.stateTexts = stateTexts
        self.routeField = routeField
        self.routeCases = routeCases
        self.swipeTitle = swipeTitle
        self.swipeColor = swipeColor
        self.confirm = confirm
        self.name = name
        self.route = route
        self.action = action
        self.accessibilityLabel = accessibilityLabel
        self.enabledField = enabledField
        self.visibleField = visibleField
        self.placements = placements
        self.title = title
    }

    /// The event has a button in the cell (a switch is no button: `isSwitch`).
    public var hasButton: Bool { placements.contains("button") && !isSwitch }
}

/// A text of an event that follows a `Bool` field of the row: `{ if: isStarred, then: Unstar, else: Star }`.
public struct StateTextInfo: Sendable {
    /// The field, `!`-prefixed when negated.
    public var condition: String
    public var then: String
    public var otherwise: String

    public init(if condition: String, then: String, else otherwise: String) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
    }
}

/// A cell kind of the spec, in spec order.
public struct CellInfo: Sendable {
    public var name: String
    public var events: [EventInfo]
    /// The row tap (`select`), named `select`; nil when rows of this kind are not selectable.
    public var select: EventInfo?
    /// The app's own view type the cell shows (`content.view`), or nil for a content-configuration cell.
    public var contentView: String?
    /// `display.indentation`: the `Int` field of the row's indentation level; nil: level 0.
    public var indentationField: String?
    /// `select.highlight: false`: a touched row shows no grey highlight.
    public var hidesTouchHighlight: Bool
    /// `select.enabled` on a cell with `display.text`: the `Bool` field without which the row's text
    /// shows dimmed (`.secondaryLabel`); nil: never dimmed.
    public var dimmedUnlessField: String?
    /// `display.accessory` as a word: `disclosure` or `checkmark` (nil: none, or ``checkmarkField``).
    public var accessory: String?
    /// `display.accessory: { checkmark: }`: the `Bool` field the checkmark follows.
    public var checkmarkField: String?
    /// `display.value`: the field shown as the trailing value text.
    public var valueField: String?
    /// `display.badge`: the `Int` field of the count badge.
    public var badgeField: String?

    public init(
        name: String, select: EventInfo? = nil, events: [EventInfo], contentView: String? = nil,
        indentationField: String? = nil, hidesTouchHighlight: Bool = false, dimmedUnlessField: String? = nil,
        accessory: String? = nil,
        checkmarkField: String? = nil, valueField: String? = nil, badgeField: String? = nil
    ) {
        self.accessory = accessory
        self.checkmarkField = checkmarkField
        self.valueField = valueField
        self.badgeField = badgeField
        self.hidesTouchHighlight = hidesTouchHighlight
        self.dimmedUnlessField = dimmedUnlessField
        self.indentationField = indentationField
        self.name = name
        self.select = select
        self.events = events
        self.contentView = contentView
    }

    /// The events that have a button in the cell (the others are swipe actions or menu items only).
    public var buttonEvents: [EventInfo] { events.filter(\.hasButton) }

    /// The accessibility identifier of `event`'s button.
    public func buttonIdentifier(_ event: EventInfo) -> String { "\(name).\(event.name)" }
}

/// A section's header title and footer text, as the spec says.
public struct SectionText: Sendable, Hashable {
    public var title: String?
    public var footer: String?
    /// `showWhenEmpty`: the header and footer show while the section has no rows.
    public var showWhenEmpty: Bool

    public init(title: String?, footer: String?, showWhenEmpty: Bool = false) {
        self.title = title
        self.footer = footer
        self.showWhenEmpty = showWhenEmpty
    }

    /// What the list shows for the section when it has `rowCount` rows.
    public func shown(withRowCount rowCount: Int) -> SectionText {
        rowCount > 0 || showWhenEmpty ? self : SectionText(title: nil, footer: nil, showWhenEmpty: showWhenEmpty)
    }
}

/// What a screen is, as the spec says.
public struct ScreenInfo: Sendable {
    public var screen: String
    public var sections: [String]
    public var cells: [CellInfo]
    public var routes: [RouteInfo]
    /// The list's style as the spec resolves it: `plain`, `grouped` or `insetGrouped`; nil: not checked.
    public var style: String?
    /// Each section's header title and footer, in section order; empty: not checked.
    public var sectionTexts: [SectionText]
    /// `separators` (default true): false hides the lines between rows.
    public var separators: Bool
    /// The cell kinds with `fullSwipe: false`: a full swipe across their rows performs nothing.
    public var cellsWithoutFullSwipe: [String]
    /// `editing.reorder: true`: in editing mode a person can drag rows, and `onMoveRow` reports each move.
    public var canReorder: Bool
    /// `editing.delete`: the event a row's delete control fires in edit mode (the app then deletes the
    /// row); nil without one.
    public var deleteEvent: String?
    /// The sections come from a field of the rows (`sections: { from: }`): the harness gives the rows of
    /// a scenario's section `i` the `i`th value, a section is there only while it has rows (an empty
    /// list has none), and a row cannot move to another section. Scenarios that need fixed sections
    /// skip such a screen, by this flag.
    public var sectionsFromData: Bool
    /// `selection: { persistent: true }`: the selected row stays selected, by ID, across changes and when
    /// the screen reappears; the harness's `selectedRowID`, `selectRow(withID:)` and
    /// `reportedSelections` reach the controller's API.
    public var persistentSelection: Bool
    /// `editing.multiSelect`: the toolbar's batch buttons, in order (empty without it). In edit mode rows
    /// whose cell kind has one of the events can be selected together.
    public var batchActions: [BatchActionInfo]
    /// `indexTitles: true`: the list shows a section index, each section's header title while it shows
    /// rows, and a tap on a title jumps to that section (`IndexTitleScenarios`).
    public var indexTitles: Bool

    public init(
        screen: String, sections: [String], cells: [CellInfo], routes: [RouteInfo], style: String? = nil,
        separators: Bool = true, cellsWithoutFullSwipe: [String] = [], canReorder: Bool = false,
        deleteEvent: String? = nil, persistentSelection: Bool = false, batchActions: [BatchActionInfo] = [],
        indexTitles: Bool = false, sectionsFromData: Bool = false, sectionTexts: [SectionText] = []
    ) {
        self.indexTitles = indexTitles
        self.batchActions = batchActions
        self.persistentSelection = persistentSelection
        self.deleteEvent = deleteEvent
        self.sectionsFromData = sectionsFromData
        self.canReorder = canReorder
        self.separators = separators
        self.cellsWithoutFullSwipe = cellsWithoutFullSwipe
        self.screen = screen
        self.sections = sections
        self.cells = cells
        self.routes = routes
        self.style = style
        self.sectionTexts = sectionTexts
    }

    public func route(named name: String) -> RouteInfo? { routes.first { $0.name == name } }

    /// Whether rows of the cell kind `kind` can be selected in edit mode for the batch actions.
    public func isBatchSelectable(kind: Int) -> Bool {
        cells[kind].events.contains { event in batchActions.contains { $0.event == event.name } }
    }
}

/// A batch action of `editing.multiSelect`: a toolbar button that performs `action` with the rows
/// selected in edit mode. The recorded entry's `rowID` is the rows' IDs joined by newlines, in list order.
public struct BatchActionInfo: Sendable, Hashable {
    public var event: String
    /// The action case: `removeRows`.
    public var action: String

    public init(event: String, action: String) {
        self.event = event
        self.action = action
    }
}

/// Which router the harness gives the controller.
public enum RouterKind: Sendable {
    /// A fake that records every route in `log`.
    case recording
    /// The generated `<Screen>Router`, with destinations that record their payload.
    case real
}

/// A generated screen (or a hand-written control) driven through its public API.
@MainActor
public protocol ScreenHarness: AnyObject {
    init(router: RouterKind)

    var info: ScreenInfo { get }
    /// Routes (recording router only) and actions, in order.
    var log: HarnessLog { get }
    var viewController: UIViewController { get }
    /// The `UITableView` or `UICollectionView` of the screen.
    var listView: UIView { get }
    /// The router object the controller holds (for leak checks).
    var routerObject: AnyObject { get }

    /// `"\(id)"` of the row `row` makes.
    func rowID(for row: RowSpec) -> String
    /// `"\(model)"` of the current model of the row with `rowID`, as last set or updated.
    func payload(forRowID rowID: String) -> String

    // The generated mutation API, one call each.
    func setRows(_ rows: [[RowSpec]])
    func insert(_ row: RowSpec, at indexPath: IndexPath)
    func append(_ row: RowSpec, toSection section: Int)
    /// `append(contentsOf:to:)`: `rows` in one call.
    func append(contentsOf rows: [RowSpec], toSection section: Int)
    func deleteRow(at indexPath: IndexPath)
    func deleteRow(withID rowID: String)
    func moveRow(at source: IndexPath, to destination: IndexPath)
    /// Replaces the row with a new revision of its model (same ID, other field values).
    func update(rowID: String)

    // The generated query API.
    func rowIDs(inSection section: Int) -> [String]
    func rowID(at indexPath: IndexPath) -> String?
    func indexPath(forRowID rowID: String) -> IndexPath?
    /// The `rowID` the cell says it shows, or nil (not a cell of this screen, or showing none).
    func rowID(ofCell cell: UIView) -> String?
    /// The current value of the Bool field `field` of the row `rowID` (what `enabled` and
    /// `visible` read), or nil when the row has no such field.
    func flag(_ field: String, ofRowID rowID: String) -> Bool?
    /// The current value of the `String` field `field` of the row `rowID` (what a route chosen per row
    /// reads), or nil when the row has no such field.
    func text(_ field: String, ofRowID rowID: String) -> String?

    /// The route and payload a destination controller of this screen was built for, or nil.
    func destination(of controller: UIViewController) -> (route: String, payload: String)?
    /// The URLs the generated router handed to its `openURL` (nil on a screen without a URL route).
    var openedURLs: OpenedURLs? { get }

    /// The app's own view a cell of this screen shows (`content`), or nil (a content-configuration cell,
    /// or not a cell of this screen).
    func contentView(ofCell cell: UIView) -> UIView?

    /// The current value of the `Int` field `field` of the row `rowID` (as `flag` for `Bool` fields), or
    /// nil when it has no such field.
    func number(_ field: String, ofRowID rowID: String) -> Int?

    /// `"\(id)"` of every row the screen dropped as a duplicate (its `onDuplicateRows` hook), in order.
    var droppedRowIDs: [String] { get }
    /// Each move `onMoveRow` reported, in order: the row's ID string, where it came from and where it
    /// is now (empty without `editing.reorder`).
    var reportedMoves: [ReportedMove] { get }
    /// The controller's `selectedRowID` as an ID string (nil without persistent selection).
    var selectedRowID: String? { get }
    /// The controller's `selectRow(withID:)` (nothing without persistent selection).
    func selectRow(withID rowID: String?)
    /// Each selected ID `onSelectionChange` reported, in order, nil for none (empty without
    /// persistent selection).
    var reportedSelections: [String?] { get }
}

extension ScreenHarness {
    /// Screens without a URL route (and the hand-written controls without one) open none.
    public var openedURLs: OpenedURLs? { nil }
    /// Screens without a duplicate hook (the hand-written controls) report none.
    public var droppedRowIDs: [String] { [] }
    public var reportedMoves: [ReportedMove] { [] }
    /// Screens without persistent selection keep no selected ID.
    public var selectedRowID: String? { nil }
    public func selectRow(withID rowID: String?) {}
    public var reportedSelections: [String?] { [] }
    /// Screens without a batch append (the hand-written controls) append one row at a time.
    public func append(contentsOf rows: [RowSpec], toSection section: Int) {
        for row in rows { append(row, toSection: section) }
    }
    public func flag(_ field: String, ofRowID rowID: String) -> Bool? { nil }
    public func number(_ field: String, ofRowID rowID: String) -> Int? { nil }
    public func text(_ field: String, ofRowID rowID: String) -> String? { nil }
    /// Screens without content cells show none.
    public func contentView(ofCell cell: UIView) -> UIView? { nil }

    /// Loads the controller's view (`viewDidLoad` runs once).
    public func loadView() { viewController.loadViewIfNeeded() }

    /// The list view, through the stand-in's simulation API.
    public var list: ListProbe { ListProbe(listView) }

    /// Whether `condition`, a `Bool` field of the row `rowID` or its negation (`"!isMuted"`), holds now.
    public func holds(_ condition: String, rowID: String) -> Bool {
        let negated = condition.hasPrefix("!")
        let value = flag(negated ? String(condition.dropFirst()) : condition, ofRowID: rowID) ?? false
        return negated ? !value : value
    }

    /// Whether `event`'s button is enabled and visible in the row `rowID` now.
    public func state(of event: EventInfo, rowID: String) -> (enabled: Bool, visible: Bool) {
        (
            event.enabledField.map { holds($0, rowID: rowID) } ?? true,
            event.visibleField.map { holds($0, rowID: rowID) } ?? true
        )
    }

    /// `event` as the row `rowID` shows it now: each text that follows the row's state resolved (a
    /// state title sets the title, and the accessibility label where that follows the title).
    public func shown(_ event: EventInfo, rowID: String) -> EventInfo {
        var shown = event
        func text(_ role: String) -> String? {
            event.stateTexts[role].map { holds($0.condition, rowID: rowID) ? $0.then : $0.otherwise }
        }
        if let title = text("title") {
            if event.accessibilityLabel == event.title && event.stateTexts["accessibilityLabel"] == nil {
                shown.accessibilityLabel = title
            }
            shown.title = title
        }
        if let label = text("accessibilityLabel") { shown.accessibilityLabel = label }
        return shown
    }

    /// The SF Symbol `event` shows in the row `rowID` now, when it follows the row's state.
    public func shownSystemImage(_ event: EventInfo, rowID: String) -> String? {
        event.stateTexts["systemImage"].map { holds($0.condition, rowID: rowID) ? $0.then : $0.otherwise }
    }

    /// Whether a tap on `event` in the row `rowID` acts now: its button is enabled and visible.
    public func isAvailable(_ event: EventInfo, rowID: String) -> Bool {
        let state = state(of: event, rowID: rowID)
        return state.enabled && state.visible
    }

    /// `confirm` as its alert shows it for the row `rowID` now: each `{field}` placeholder of its texts
    /// filled with the row's value (`text(_:ofRowID:)`, else `number(_:ofRowID:)`).
    public func shown(_ confirm: ConfirmInfo, rowID: String) -> ConfirmInfo {
        func fill(_ written: String) -> String {
            var result = ""
            var name: String?
            for character in written {
                switch (character, name) {
                case ("{", nil): name = ""
                case ("}", let open?):
                    result += text(open, ofRowID: rowID) ?? number(open, ofRowID: rowID).map(String.init) ?? "{\(open)}"
                    name = nil
                case (_, let open?): name = open + String(character)
                default: result.append(character)
                }
            }
            return result
        }
        var shown = confirm
        shown.title = fill(confirm.title)
        shown.message = confirm.message.map(fill)
        shown.button = fill(confirm.button)
        return shown
    }

    /// Whether a tap on `event` in the row `rowID` asks first now: it has `confirm`, and its `when`
    /// field (if any) holds.
    public func asks(_ event: EventInfo, rowID: String) -> Bool {
        guard let confirm = event.confirm else { return false }
        return confirm.whenField.map { holds($0, rowID: rowID) } ?? true
    }

    /// The route a tap on `event` in the row `rowID` takes now: its fixed route, or the one its field's
    /// current value chooses (else the `default`); nil for an action.
    public func route(of event: EventInfo, rowID: String) -> String? {
        guard let field = event.routeField, let value = text(field, ofRowID: rowID) else { return event.route }
        return event.routeCases[value] ?? event.route
    }

    /// What `route` carries for the row `rowID` now: its ID (`pass: id`), its model, for a URL
    /// route the row's URL, or `none` for a route that passes nothing.
    public func payload(of route: RouteInfo, rowID: String) -> String {
        if route.passesNothing { return "none" }
        if let field = route.urlField { return text(field, ofRowID: rowID) ?? "nil" }
        return route.passesID ? rowID : payload(forRowID: rowID)
    }

    public func expected(_ event: EventInfo, rowID: String) -> Recorded? {
        if let routeName = route(of: event, rowID: rowID), let route = info.route(named: routeName) {
            // A route that passes nothing records no row.
            if route.passesNothing { return Recorded(kind: .route, name: routeName, rowID: "", payload: "none") }
            return Recorded(kind: .route, name: routeName, rowID: rowID, payload: payload(of: route, rowID: rowID))
        }
        if let action = event.action {
            return Recorded(kind: .action, name: action, rowID: rowID, payload: payload(forRowID: rowID))
        }
        return nil
    }
}

/// The URLs a generated router opened outside the app: the harness passes `open(_:)` as the
/// router's `openURL`, where an app keeps the default (`UIApplication.shared.open`).
@MainActor
public final class OpenedURLs {
    public private(set) var urls: [URL] = []

    public init() {}

    public func open(_ url: URL) { urls.append(url) }

    public func removeAll() { urls.removeAll() }
}

/// The controllers of this screen's own type that its router built (a drill-down route: the screen
/// inside itself), each with the route and payload it was built for.
@MainActor
public final class DrillDownLog {
    private var built: [(controller: Weak, route: String, payload: String)] = []

    private struct Weak {
        weak var object: UIViewController?
    }

    public init() {}

    /// Records that `make` built a controller for `route` with `payload`, and returns it.
    public func build<Controller: UIViewController>(
        _ route: String, payload: String, _ make: () -> Controller
    ) -> Controller {
        let controller = make()
        built.removeAll { $0.controller.object == nil }
        built.append((Weak(object: controller), route, payload))
        return controller
    }

    /// The route and payload `controller` was built for, or nil when this log did not build it.
    public func destination(of controller: UIViewController) -> (route: String, payload: String)? {
        built.first { $0.controller.object === controller }.map { ($0.route, $0.payload) }
    }
}

/// A factory for one screen variant, for parameterized tests.
public struct HarnessCase: Sendable, CustomStringConvertible {
    public var name: String
    public var make: @MainActor @Sendable (RouterKind) -> any ScreenHarness

    public init(_ name: String, make: @escaping @MainActor @Sendable (RouterKind) -> any ScreenHarness) {
        self.name = name
        self.make = make
    }

    public var description: String { name }
}

/// A move a person made, as the screen's `onMoveRow` reported it.
public struct ReportedMove: Hashable, Sendable, CustomStringConvertible {
    public var rowID: String
    public var source: IndexPath
    public var destination: IndexPath

    public init(rowID: String, source: IndexPath, destination: IndexPath) {
        self.rowID = rowID
        self.source = source
        self.destination = destination
    }

    public var description: String { "\(rowID) \(source) → \(destination)" }
}

/// A URL route's payload as the log records it: the URL's `absoluteString`, or "nil".
public enum URLPayload {
    public static func describe(_ url: URL?) -> String { url?.absoluteString ?? "nil" }
}
