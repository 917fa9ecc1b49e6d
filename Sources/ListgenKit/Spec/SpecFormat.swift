/// The spec format, declared once: every key of every mapping a spec may contain.
///
/// Each ``SpecKey`` gives a key's name, the kind of value it takes (and so its JSON type), its
/// default, whether it is required, and its one-line description. Everything else is derived
/// from this table:
///
/// - ``SpecDecoder`` takes its known-key sets (unknown-key errors), key names and defaults from it;
/// - ``SpecSchema`` builds the JSON Schema (`Schema/listgen.schema.json`) from it;
/// - ``SpecReference`` writes the README's spec-reference tables from it.
///
/// Cross-references between parts of a spec (a route an event names, a field `display` binds)
/// are not shapes and are checked by ``SpecValidator``. `Documentation/Architecture.md` shows
/// how to add a key end to end.
enum SpecFormat {
    /// The top-level mapping.
    enum Screen {
        static let screen = SpecKey(
            "screen", .identifier, .required,
            "Stem of the type names: `<screen>ViewController`, `<screen>Section`, `<screen>Route`, "
                + "`<screen>Routing`, `<screen>Router`, `<screen>Row`, `<screen>Action`, `<screen>Strings`.")
        static let title = SpecKey("title", .text, .none, "The view controller's `title`.")
        static let list = SpecKey(
            "list",
            .choice(
                ListKind.self,
                synonyms: [
                    .table: ["tableView", "UITableView"], .collection: ["collectionView", "UICollectionView", "grid"],
                ]
            ) {
                switch $0 {
                case .table: "UITableView"
                case .collection: "UICollectionView with a list layout, `UICollectionViewListCell`"
                }
            }, .value(ListKind.table.rawValue), "The list view.")
        static let dataSource = SpecKey(
            "dataSource",
            .choice(DataSourceKind.self, synonyms: [.diffable: ["snapshot"], .classic: ["indexPath", "plain"]]) {
                switch $0 {
                case .diffable: "IDs in a snapshot, models in a store keyed by ID"
                case .classic: "sections of models, `UITableViewDataSource`/`UICollectionViewDataSource`"
                }
            }, .value(DataSourceKind.diffable.rawValue), "How rows reach the list.")
        static let style = SpecKey(
            "style",
            .choice(ListStyle.self, synonyms: [.insetGrouped: ["inset"]]) {
                switch $0 {
                case .plain: "`UITableView.Style.plain`, or the list appearance `.plain`"
                case .grouped: "`.grouped`"
                case .insetGrouped: "`.insetGrouped`"
                case .sidebar: "the list appearance `.sidebar`, collection lists only"
                case .sidebarPlain: "the list appearance `.sidebarPlain`, collection lists only"
                }
            }, .described("`insetGrouped` when a section has a `title` or a `footer`, else `plain`"),
            "The table style, or the collection list's appearance.")
        static let separators = SpecKey(
            "separators", .boolean, .value("true"),
            "`false` hides the lines between rows: the table's `separatorStyle = .none`, or the list "
                + "configuration's `showsSeparators = false`.")
        static let wiring = SpecKey(
            "wiring", Cell.wiringChoice, .value(Wiring.closure.rawValue),
            "How cells report taps. A cell may set its own.")
        static let access = SpecKey(
            "access",
            .choice(AccessLevel.self, synonyms: [.public: ["open"], .internal: ["private", "fileprivate"]]) {
                switch $0 {
                case .internal: "usable only in the module the code is generated into"
                case .package: "usable from the other modules of the same package"
                case .public: "usable from any module that imports the generated code's module"
                }
            }, .value(AccessLevel.internal.rawValue),
            "The access level of what an app uses from another module: the screen's types, the "
                + "controller's initializer, mutation API and tap handlers (`didTap<Event>(at:)`), models and "
                + "their memberwise initializers, "
                + "routes, routing protocol, router, actions, cell delegate protocols. The rest stays as "
                + "narrow as it can.")
        static let sections = SpecKey(
            "sections", .list(Section.mapping, minItems: 1, maxItems: SpecDecoder.Limits.sections),
            .described("one untitled section `main`"), "The sections, in order. Ids become cases of `<screen>Section`.")
        static let cells = SpecKey(
            "cells", .map(of: .mapping(Cell.mapping), minCount: 1, maxCount: SpecDecoder.Limits.cells), .required,
            "Cell type name → cell (below).")
        static let routes = SpecKey(
            "routes", .map(of: .mapping(Route.mapping), minCount: 0, maxCount: SpecDecoder.Limits.routes), .none,
            "Route name → route (below).")
        static let localization = SpecKey(
            "localization", .mapping(Localization.mapping), .described("none: texts are string literals"),
            "Every user-visible text becomes `String(localized:defaultValue:table:bundle:comment:)` with a key "
                + "derived from the spec; `listgen strings` prints the table.")

        static let emptyState = SpecKey(
            "emptyState", .mapping(EmptyState.mapping), .none,
            "What the list shows while it has no rows (below): its background view, hidden once rows arrive.")
        static let refresh = SpecKey(
            "refresh", .boolean, .value("false"),
            "Pull to refresh: a `UIRefreshControl` that calls the controller's `onRefresh` and ends when it returns.")
        static let paging = SpecKey(
            "paging", .boolean, .value("false"),
            "Load more: the controller's `onLoadNextPage` is called once when the last row comes into view; "
                + "the rows it returns are appended.")

        static let mapping = SpecMapping(
            title: "Screen", description: "A listgen screen spec.",
            keys: [
                screen, title, list, dataSource, style, separators, wiring, access, emptyState, refresh, paging,
                localization,
                sections, cells,
                routes,
            ])

        /// The section a spec without `sections` has.
        static let defaultSection = SectionSpec(id: "main", title: nil, footer: nil, showWhenEmpty: false)
    }

    /// The screen's `emptyState`.
    enum EmptyState {
        static let text = SpecKey("text", .text, .required, "The main text, e.g. `No orders yet`.")
        static let secondaryText = SpecKey("secondaryText", .text, .none, "A second line under it.")
        static let systemImage = SpecKey("systemImage", .nonEmptyString, .none, "An SF Symbol shown above the text.")

        static let mapping = SpecMapping(
            title: "Empty state",
            description: "What the list shows while it has no rows: a list content view in its `backgroundView`.",
            keys: [text, secondaryText, systemImage])
    }

    /// The screen's `localization`.
    enum Localization {
        static let table = SpecKey(
            "table", .identifier, .required,
            "The strings table (`<table>.strings` or a String Catalog named so) the texts are looked up in.")
        static let bundle = SpecKey(
            "bundle",
            .choice(LocalizationBundle.self, synonyms: [.module: ["package"]]) {
                switch $0 {
                case .main: "the app's main bundle, for code generated into an app target"
                case .module: "`Bundle.module`: the resources of the package target the code is generated into"
                }
            }, .value(LocalizationBundle.main.rawValue), "Where the table is.")

        static let mapping = SpecMapping(
            title: "Localization", description: "Where localized texts are looked up.", keys: [table, bundle])
    }

    /// One entry of `sections`.
    enum Section {
        static let id = SpecKey("id", .identifier, .required, "The section's case name.")
        static let title = SpecKey("title", .text, .none, "The section's header title.")
        static let footer = SpecKey(
            "footer", .text, .none, "The section's footer text, shown the way the header title is.")
        static let showWhenEmpty = SpecKey(
            "showWhenEmpty", .boolean, .value("false"),
            "Show the header and footer while the section has no rows (by default a section with no rows "
                + "shows neither).")

        static let mapping = SpecMapping(
            title: "Sections", description: "A section of the list.", keys: [id, title, footer, showWhenEmpty])
    }

    /// One entry of `cells`.
    enum Cell {
        static let model = SpecKey("model", .identifier, .required, "The row model's type name.")
        static let generateModel = SpecKey(
            "generateModel", .boolean, .value("true"),
            "`false`: the model is your own `Identifiable, Hashable, Sendable` type (its `ID` `Sendable` too), "
                + "and `fields` lists only what `display` uses.")
        static let id = SpecKey(
            "id", .identifier, .value("id"),
            "The stable identity field. Another name is mapped: `var id: T { isbn }`. It cannot be optional.")
        static let fields = SpecKey(
            "fields", .map(of: .swiftType, minCount: 1, maxCount: SpecDecoder.Limits.fields), .required,
            "Field name → Swift type. Types are parsed (names, dotted names, generics, `?`, `[T]`, `[K: V]`), so "
                + "nothing but a type reaches the output. `[String]` and `[String: Int]` may be written unquoted.")
        static let display = SpecKey(
            "display", .mapping(Display.mapping), .none, "What the cell's content configuration shows.")
        static let content = SpecKey(
            "content", .mapping(Content.mapping), .none,
            "Your own view instead of `display` (below): the cell shows it, and it conforms to the generated "
                + "`<Cell>Content` protocol.")
        static let events = SpecKey(
            "events", .either([.map(of: .mapping(Event.mapping), minCount: 0, maxCount: nil), .nothing]), .none,
            "Event name → event (below): one button each. Empty (`events:` or `events: {}`) means none.")
        static let wiring = SpecKey("wiring", wiringChoice, .described("the screen's"), "This cell's wiring.")
        static let select = SpecKey(
            "select", .either([.mapping(Select.mapping), .nothing]),
            .described("none: rows of this cell kind are not selectable"),
            "A tap on the row itself (below). `select: {}` (no route) is an action.")
        static let fullSwipe = SpecKey(
            "fullSwipe", .boolean, .value("true"),
            "`false`: a full swipe across a row of this kind only reveals its swipe actions, it does not perform "
                + "the first one (`performsFirstActionWithFullSwipe`).")

        static let mapping = SpecMapping(
            title: "Cells", description: "A cell kind: its row model, fields, display and buttons.",
            keys: [model, generateModel, id, fields, display, content, events, wiring, select, fullSwipe],
            exclusive: [.init(display, content)])

        static let wiringChoice = SpecValue.choice(
            Wiring.self, synonyms: [.closure: ["closures", "block", "callback"], .delegate: ["protocol"]]
        ) {
            switch $0 {
            case .closure: "`var on<Event>Tap: (() -> Void)?`"
            case .delegate: "`weak var delegate`, `didTap<Event>(in:)`"
            }
        }
    }

    /// A cell's `display`.
    enum Display {
        static let text = SpecKey(
            "text", .either([.identifier, .mapping(Formatted.mapping)]), .none,
            "A `String` or `String?` field for the content configuration's text, or `{field:, format:}` (below) "
                + "for a field of another type.")
        static let secondaryText = SpecKey(
            "secondaryText", .either([.identifier, .mapping(Formatted.mapping)]), .none,
            "A `String` or `String?` field for the secondary text, or `{field:, format:}` (below).")
        static let image = SpecKey(
            "image", .either([.identifier, .mapping(Image.mapping)]), .none,
            "`{systemName: star}` for a fixed SF Symbol, `{named: order}` for an asset, `{field: icon, source: asset}` "
                + "for a field holding an asset's name, or a `String`/`String?` field holding a symbol name. Images "
                + "from URLs belong in your own content view.")

        static let mapping = SpecMapping(
            title: "Display", description: "What the cell's content configuration shows.",
            keys: [text, secondaryText, image])
    }

    /// A cell's `content`: the app's own view.
    enum Content {
        static let view = SpecKey(
            "view", .typeName, .required,
            "Your `UIView` subclass (`ProductRowView`), conforming to `<Cell>Content`: `init()`, "
                + "`show(_:)` for one model, `prepareForReuse()`, and a `UIButton` property per button "
                + "event (`<event>Button`). The cell creates it once, pins it to its layout margins, wires "
                + "the buttons with `UIAction`, calls `show(_:)` in `configure(with:at:)` and "
                + "`prepareForReuse()` in its own.")

        static let mapping = SpecMapping(
            title: "Content", description: "Your own view for the cell's rows, instead of `display`.", keys: [view])
    }

    /// `display.text` or `display.secondaryText` as a mapping: a field shown through a format.
    enum Formatted {
        static let field = SpecKey("field", .identifier, .required, "The field shown.")
        static let format = SpecKey(
            "format",
            .choice(DisplayFormat.self, synonyms: [.description: ["string", "text"]]) {
                switch $0 {
                case .number: "a number field, `.number`"
                case .percent: "a number field, `.percent`"
                case .currency: "a number field, `.currency(code:)`; needs `currencyCode`"
                case .date: "a `Date`, `formatted(date: .abbreviated, time: .omitted)`"
                case .time: "a `Date`, `formatted(date: .omitted, time: .shortened)`"
                case .dateTime: "a `Date`, `formatted(date: .abbreviated, time: .shortened)`"
                case .relative: "a `Date`, `.relative(presentation: .named)`"
                case .description: "any `CustomStringConvertible`, `String(describing:)`"
                }
            }, .required, "How the value is written: the iOS 15 `FormatStyle` API, in the user's locale.")
        static let currencyCode = SpecKey(
            "currencyCode", .currencyCode, .none, "The ISO 4217 code (`EUR`), with `format: currency` only.")

        static let mapping = SpecMapping(
            title: "Formatted text", description: "A field shown through a format.",
            keys: [field, format, currencyCode])
    }

    /// `display.image` as a mapping.
    enum Image {
        static let systemName = SpecKey("systemName", .nonEmptyString, .none, "The SF Symbol's name.")
        static let named = SpecKey("named", .nonEmptyString, .none, "An image asset's name: `UIImage(named:)`.")
        static let field = SpecKey("field", .identifier, .none, "A `String`/`String?` field holding the image's name.")
        static let source = SpecKey(
            "source",
            .choice(ImageSource.self, synonyms: [.asset: ["named", "image"], .symbol: ["systemName", "sfSymbol"]]) {
                switch $0 {
                case .asset: "`UIImage(named:)`"
                case .symbol: "`UIImage(systemName:)`"
                }
            }, .value(ImageSource.symbol.rawValue), "With `field`: what the name is.")

        static let mapping = SpecMapping(
            title: "Image", description: "A fixed SF Symbol or asset, or a field holding an image's name.",
            keys: [systemName, named, field, source], requiresOneOf: [systemName, named, field])
    }

    /// One entry of a cell's `events`.
    enum Event {
        static let title = SpecKey("title", .text, .none, "The button's title.")
        static let systemImage = SpecKey("systemImage", .string, .none, "The SF Symbol shown on the button.")
        static let route = SpecKey(
            "route", .identifier, .none,
            "The route a tap navigates to. Without one, the tap calls the screen's `actionHandler` with "
                + "`<screen>Action.<event><Model>(model)` (`shareBook(book)`).")

        static let accessibilityLabel = SpecKey(
            "accessibilityLabel", .text,
            .described("the title, else the event's name made readable (`addToCart` → \"Add to cart\")"),
            "What VoiceOver says for the button, and the name of the cell's matching accessibility action.")

        static let role = SpecKey(
            "role",
            .choice(EventSpec.Role.self, synonyms: [.destructive: ["delete", "danger"]]) {
                switch $0 {
                case .normal: "an ordinary control"
                case .destructive: "a destructive one: the button's title and image are red"
                }
            }, .value(EventSpec.Role.normal.rawValue), "What kind of action the event is.")
        static let enabled = SpecKey(
            "enabled", .identifier, .described("always enabled"),
            "A `Bool` field of the model: the control is disabled (and its accessibility action not offered) "
                + "when it is false. Set in `configure(with:at:)`, reset in `prepareForReuse()`.")
        static let visible = SpecKey(
            "visible", .identifier, .described("always visible"),
            "A `Bool` field of the model: the control is hidden (and its accessibility action not offered) "
                + "when it is false. Set in `configure(with:at:)`, reset in `prepareForReuse()`.")

        static let confirm = SpecKey(
            "confirm", .mapping(Confirm.mapping), .described("acts at once"),
            "Ask before acting: an alert with a cancel button and a confirming one. The row is looked up "
                + "again, by its ID, when the user confirms; if it was deleted meanwhile, nothing happens.")
        static let placementWords = SpecValue.choices(
            EventSpec.Placement.self,
            synonyms: [
                .menu: ["contextMenu", "longPress"],
                .swipeLeading: ["swipe", "leadingSwipe", "swipeLeft"],
                .swipeTrailing: ["swipe", "trailingSwipe", "swipeRight"],
            ]
        ) {
            switch $0 {
            case .button: "a button in the cell"
            case .swipeLeading: "a `UIContextualAction` revealed by swiping the row from the leading edge"
            case .swipeTrailing: "a `UIContextualAction` revealed by swiping the row from the trailing edge"
            case .menu: "an item of the row's context menu, shown on touch and hold"
            }
        }
        static let placement = SpecKey(
            "placement", .either([.choice(placementWords), .words(placementWords, minItems: 1)]),
            .value(EventSpec.Placement.button.rawValue),
            "Where the event is offered, one word or a list (`[swipeTrailing, menu]`); every placement calls the same "
                + "`didTap<Event>(at:)`, and VoiceOver offers each event once (a swipe action, which UIKit offers "
                + "VoiceOver itself, is no custom action of the cell). A hidden event is not offered; a disabled one "
                + "is a disabled menu item, and no swipe action. Words:")

        static let swipeTitle = SpecKey(
            "swipeTitle", .text, .described("the title"),
            "The swipe action's title, where it differs from the button's and the menu item's (`Edit` for "
                + "`Rename`). Only for an event placed `swipeLeading` or `swipeTrailing`.")
        static let color = SpecKey(
            "color",
            .choice(
                SystemColor.self, synonyms: [.systemRed: ["red"], .systemOrange: ["orange"], .systemBlue: ["blue"]]
            ) {
                "`UIColor.\($0.rawValue)`"
            }, .described("UIKit's: grey, red for `role: destructive`"),
            "The swipe action's background colour, a UIKit system colour. Only for an event placed "
                + "`swipeLeading` or `swipeTrailing`.")

        /// What an event needs at least one of, as diagnostics say it: `a 'title' or a 'systemImage'`.
        static var requirement: String { mapping.requiresOneOf.map { "a \($0.quoted)" }.joined(separator: " or ") }

        static let mapping = SpecMapping(
            title: "Events", description: "A button of the cell. Needs a `title` or a `systemImage`.",
            keys: [
                title, systemImage, route, accessibilityLabel, role, enabled, visible, confirm, placement, swipeTitle,
                color,
            ],
            requiresOneOf: [title, systemImage])
    }

    /// A cell's `select`: a tap on the row itself.
    enum Select {
        static let route = SpecKey(
            "route", .identifier, .none,
            "The route a row tap navigates to. Without one, the tap calls the screen's `actionHandler` with "
                + "`<screen>Action.select<Model>(model)` (`selectNote(note)`).")

        static let enabled = SpecKey(
            "enabled", .identifier, .described("always selectable"),
            "A `Bool` field of the model: the row cannot be highlighted or selected while it is false.")

        /// Event keys a row tap cannot have: the row itself is the control, so it has no title, symbol or
        /// placement.
        static let eventOnlyKeys = [Event.title.name, Event.systemImage.name, Event.placement.name]

        static let mapping = SpecMapping(
            title: "Select",
            description: "A tap on the row: the controller's `didSelectRow(at:)`. Rows of a cell kind without "
                + "`select` are not selectable.",
            keys: [route, Event.confirm, enabled])
    }

    /// An event's or a row tap's `confirm`: the alert shown before acting.
    enum Confirm {
        static let title = SpecKey("title", .text, .required, "The alert's title.")
        static let message = SpecKey("message", .text, .none, "The alert's message, below its title.")
        static let button = SpecKey(
            "button", .text, .described("the event's title, else its accessibility label; \"OK\" for `select`"),
            "The confirming button's title. Its style is destructive when the event's `role` is.")

        static let mapping = SpecMapping(
            title: "Confirm", description: "An alert that asks before an event or a row tap acts.",
            keys: [title, message, button])
    }

    /// One entry of `routes`.
    enum Route {
        static let destination = SpecKey(
            "destination", .typeName, .required,
            "Your `UIViewController` subclass; the router's factory for this route returns it.")
        static let pass = SpecKey(
            "pass",
            .choice(RouteSpec.Pass.self, synonyms: [.model: ["row", "object", "item"], .id: ["identifier"]]) {
                switch $0 {
                case .model: "the route case carries the row model"
                case .id: "its ID"
                }
            }, .value(RouteSpec.Pass.model.rawValue), "What the destination receives.")
        static let presentation = SpecKey(
            "presentation",
            .choice(
                RouteSpec.Presentation.self,
                synonyms: [
                    .present: ["modal", "modally", "fullScreen"], .sheet: ["pageSheet", "formSheet", "bottomSheet"],
                    .push: ["navigation"],
                ]
            ) {
                switch $0 {
                case .push: "onto the source's navigation controller, else `show`"
                case .present: "modal"
                case .sheet: "modal, `modalPresentationStyle = .pageSheet`, sized by `detents`"
                case .show: "`show(_:sender:)`"
                }
            }, .value(RouteSpec.Presentation.push.rawValue), "How the destination is shown.")
        static let embedInNavigation = SpecKey(
            "embedInNavigation", .boolean, .value("false"),
            "With `present` or `sheet`: wrap the destination in a `UINavigationController`.")
        static let detents = SpecKey(
            "detents",
            .words(
                SpecValue.choices(RouteSpec.Detent.self, synonyms: [.medium: ["half"], .large: ["full"]]) {
                    switch $0 {
                    case .medium: "`.medium()`, about half the screen"
                    case .large: "`.large()`, full height"
                    }
                }, minItems: 1),
            .described("UIKit's: `[large]`"),
            "With `sheet`: the heights the sheet rests at (`sheetPresentationController.detents`, iOS 15), "
                + "smallest first.")
        static let closeButton = SpecKey(
            "closeButton", .boolean, .value("false"),
            "With `embedInNavigation: true`: a Close button (`UIBarButtonItem(systemItem: .close)`) on the "
                + "destination's navigation item that dismisses it.")

        static let mapping = SpecMapping(
            title: "Routes", description: "A navigation destination.",
            keys: [destination, pass, presentation, embedInNavigation, detents, closeButton])
    }
}

extension SpecFormat {
    /// What a key of that name holds when that is a mapping, as a hint says it: `a mapping of event names`
    /// (`events`), `a mapping of 'text', 'secondaryText', 'image'` (`display`); nil for other keys.
    static func mappingDescription(ofKeyNamed name: String) -> String? {
        func mapping(_ value: SpecValue) -> String? {
            switch value {
            case .map:
                // `events` → "event names": the keys of a map are names of the things it maps.
                let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
                return "a mapping of \(singular) names"
            case .mapping(let nested): return "a mapping of " + nested.keys.map(\.quoted).joined(separator: ", ")
            case .either(let values): return values.lazy.compactMap(mapping).first
            default: return nil
            }
        }
        return values(ofKeysNamed: name).lazy.compactMap(mapping).first
    }

    /// The mappings a value contains.
    private static func nested(_ value: SpecValue) -> [SpecMapping] {
        switch value {
        case .mapping(let mapping), .list(let mapping, _, _): [mapping]
        case .map(let entry, _, _): nested(entry.value)
        case .either(let values): values.flatMap(nested)
        default: []
        }
    }

    /// The values keys of that name take, anywhere in the format (`confirm` is in two places).
    static func values(ofKeysNamed name: String) -> [SpecValue] {
        var result: [SpecValue] = []
        var pending = [Screen.mapping]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next.title).inserted else { continue }
            for key in next.keys {
                if key.name == name { result.append(key.value) }
                pending += nested(key.value)
            }
        }
        return result
    }
}

/// One key of a mapping in the spec format.
struct SpecKey: Sendable {
    /// A key's default.
    enum Default: Sendable {
        /// The key must be present.
        case required
        /// Leaving the key out means "none".
        case none
        /// The value used when the key is left out, as written in a spec.
        case value(String)
        /// A default that depends on the rest of the spec, described in words.
        case described(String)
    }

    let name: String
    let value: SpecValue
    let defaultValue: Default
    /// One line, Markdown: the README's "meaning" column and the schema's `description`.
    let description: String

    init(_ name: String, _ value: SpecValue, _ defaultValue: Default, _ description: String) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.description = description
    }

    var isRequired: Bool { if case .required = defaultValue { true } else { false } }

    /// The name as diagnostics quote it: `'title'`.
    var quoted: String { "'\(name)'" }

    /// The words a choice key allows (one word, a list of words, or either), with their synonyms; empty for
    /// other keys.
    var choices: [SpecValue.Choice] {
        func words(_ value: SpecValue) -> [SpecValue.Choice]? {
            switch value {
            case .choice(let choices), .words(let choices, _): choices
            case .either(let values): values.lazy.compactMap(words).first
            default: nil
            }
        }
        return words(value) ?? []
    }

    /// The default of a key whose value is one of `T`'s cases.
    func defaultCase<T: RawRepresentable>(_ type: T.Type) -> T where T.RawValue == String {
        guard case .value(let text) = defaultValue, let value = T(rawValue: text) else {
            preconditionFailure("the spec format gives '\(name)' no default of type \(T.self)")
        }
        return value
    }

    /// The default of a boolean key.
    var defaultBool: Bool {
        guard case .value(let text) = defaultValue, let value = Bool(text) else {
            preconditionFailure("the spec format gives '\(name)' no boolean default")
        }
        return value
    }

    /// The default of a string key.
    var defaultString: String {
        guard case .value(let text) = defaultValue else {
            preconditionFailure("the spec format gives '\(name)' no default")
        }
        return text
    }
}

/// A mapping of the spec format: its keys, in the order the README lists them.
struct SpecMapping: Sendable {
    /// The heading of its README table.
    let title: String
    /// One line: the schema's `description`.
    let description: String
    let keys: [SpecKey]
    /// At least one of these keys must be present.
    var requiresOneOf: [SpecKey] = []
    /// Pairs of keys that cannot both be present.
    var exclusive: [ExclusivePair] = []

    /// Two keys of a mapping that cannot both be present.
    struct ExclusivePair: Sendable {
        let first: SpecKey
        let second: SpecKey

        init(_ first: SpecKey, _ second: SpecKey) {
            self.first = first
            self.second = second
        }
    }

    /// The names of its keys: the known keys of unknown-key errors.
    var keyNames: [String] { keys.map(\.name) }
}

/// The kind of value a key takes.
///
/// Not `indirect`: the table lives in static storage, and LeakSanitizer (the fuzz target) cannot
/// follow an indirect case's tagged box pointer from there, so it reported every box as leaked.
/// Recursion goes through arrays and ``MapEntry`` instead.
enum SpecValue: Sendable {
    /// One allowed word, what it means, and the words people write for it by mistake.
    struct Choice: Sendable {
        let word: String
        let meaning: String
        /// Known synonyms (`modal` for `present`): a spec that writes one is told the word. A synonym may
        /// belong to several words (`swipe`: `swipeLeading` and `swipeTrailing`).
        var synonyms: [String] = []
    }

    /// A Swift identifier (a name that becomes part of generated code); keywords are refused.
    case identifier
    /// Text, such as a title; numbers and booleans are taken as written.
    case text
    /// A string, exactly as written (no numbers or booleans).
    case string
    /// A string that is not empty.
    case nonEmptyString
    /// An ISO 4217 currency code: three capital letters (`EUR`), ``currencyCodePattern``.
    case currencyCode
    /// `true` or `false`.
    case boolean
    /// One of a fixed set of words.
    case choice([Choice])
    /// A Swift type: a string, or the YAML flow collections `[T]` and `[K: V]`.
    case swiftType
    /// A named Swift type (`DetailViewController`, `Feature.Detail`), as a string.
    case typeName
    /// A list of mappings.
    case list(SpecMapping, minItems: Int, maxItems: Int?)
    /// A list of allowed words, each at most once.
    case words([Choice], minItems: Int)
    /// A mapping with the keys of `SpecMapping`.
    case mapping(SpecMapping)
    /// Names (Swift identifiers) to values.
    case map(of: MapEntry, minCount: Int, maxCount: Int?)
    /// Any one of these.
    case either([SpecValue])
    /// Nothing: the key written with no value (`events:`).
    case nothing

    /// What the values of a ``map(of:minCount:maxCount:)`` are.
    enum MapEntry: Sendable {
        case mapping(SpecMapping)
        case swiftType

        var value: SpecValue {
            switch self {
            case .mapping(let mapping): .mapping(mapping)
            case .swiftType: .swiftType
            }
        }
    }

    /// What a ``currencyCode`` matches, as a JSON Schema pattern.
    static let currencyCodePattern = "^[A-Z]{3}$"

    /// Whether `code` has the shape of an ISO 4217 code (``currencyCodePattern``).
    static func isCurrencyCode(_ code: String) -> Bool {
        code.unicodeScalars.count == 3 && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The words of a `CaseIterable` enum, each with its meaning and its known synonyms.
    static func choice<T: RawRepresentable & CaseIterable & Hashable>(
        _ type: T.Type, synonyms: [T: [String]] = [:], meaning: (T) -> String
    ) -> SpecValue
    where T.RawValue == String {
        .choice(choices(T.self, synonyms: synonyms, meaning: meaning))
    }

    /// The words of a `CaseIterable` enum with their meanings and known synonyms, for ``choice(_:)`` and
    /// ``words(_:minItems:)``.
    static func choices<T: RawRepresentable & CaseIterable & Hashable>(
        _ type: T.Type, synonyms: [T: [String]] = [:], meaning: (T) -> String
    ) -> [Choice]
    where T.RawValue == String {
        T.allCases.map { Choice(word: $0.rawValue, meaning: meaning($0), synonyms: synonyms[$0] ?? []) }
    }
}
