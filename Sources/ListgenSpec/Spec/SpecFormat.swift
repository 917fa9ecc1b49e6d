/// The spec format, declared once: every key of every mapping a spec may contain.
///
/// Each key is a ``SpecField``: its name, where its value goes in the model (a ``SpecPlace``), the kind
/// of value it takes (and so its decoder and its JSON type), its typed default, and its one-line
/// description. Cross-key rules (exclusive keys, `requires`, only-with) are ``SpecRule``s of the
/// mapping. Everything else is derived from this table:
///
/// - ``SpecDecoder`` walks each mapping's declared keys (`SpecDecoder.Context.decode`, `SpecDecoder+Mapping.swift`),
///   so a declared key is decoded by construction, and takes unknown-key sets and messages' key names from it;
/// - the models' defaults (``EventSpec/role``, ``FeedSpec/refresh``, …) are the table's;
/// - ``SpecSchema`` builds the JSON Schema (`Schema/listgen.schema.json`) from it;
/// - ``SpecReference`` writes the spec-reference tables of `Documentation/SpecFormat.md`, and ``SpecDictionary`` the fuzz dictionary;
/// - ``StarterSpec`` (`listgen init`) takes its defaults and the words of each choice from it.
///
/// Cross-references between parts of a spec (a route an event names, a field `display` binds)
/// are not shapes and are checked by ``SpecValidator``. `Documentation/Architecture.md` shows
/// how to add a key end to end.
package enum SpecFormat {
    /// The top-level mapping.
    enum Screen {
        typealias Key<Value: Sendable> = SpecField<DecodedScreen, Value>

        static let screen = Key(
            required: "screen", { $1(&$0.screen) }, SpecKind.identifier.optional, placeholder: nil,
            noun: .named("screen name"),
            "Stem of the type names: `<screen>ViewController`, `<screen>Section`, `<screen>Route`, "
                + "`<screen>Routing`, `<screen>Router`, `<screen>Row`, `<screen>Action`, `<screen>Strings`.")
        static let title = Key(
            "title", { $1(&$0.title) }, SpecKind.text.optional, default: nil, starter: "<screen>",
            "The view controller's `title`.")
        static let list = Key(
            "list", { $1(&$0.list) },
            .choice(
                synonyms: {
                    switch $0 {
                    case .table: ["tableView", "UITableView"]
                    case .collection: ["collectionView", "UICollectionView"]
                    }
                },
                lookalikes: {
                    $0 == .table
                        ? []
                        : [
                            .init(
                                word: "grid",
                                why: "a grid is not a list kind; the nearest is 'collection', a UICollectionView "
                                    + "with a list layout (one column of rows)")
                        ]
                }
            ) {
                switch $0 {
                case .table: "UITableView"
                case .collection: "UICollectionView with a list layout, `UICollectionViewListCell`"
                }
            }, default: ListKind.table, "The list view.")
        static let dataSource = Key(
            "dataSource", { $1(&$0.dataSource) },
            .choice(synonyms: {
                switch $0 {
                case .diffable: ["snapshot"]
                case .classic: ["indexPath", "plain"]
                }
            }) {
                switch $0 {
                case .diffable: "IDs in a snapshot, models in a store keyed by ID"
                case .classic: "sections of models, `UITableViewDataSource`/`UICollectionViewDataSource`"
                }
            }, default: DataSourceKind.diffable, "How rows reach the list.")
        static let style = Key(
            "style", { $1(&$0.style) },
            SpecKind<ListStyle>.choice(synonyms: { $0 == .insetGrouped ? ["inset"] : [] }) {
                switch $0 {
                case .plain: "`UITableView.Style.plain`, or the list appearance `.plain`"
                case .grouped: "`.grouped`"
                case .insetGrouped: "`.insetGrouped`"
                case .sidebar: "the list appearance `.sidebar`, collection lists only"
                case .sidebarPlain: "the list appearance `.sidebarPlain`, collection lists only"
                }
            }.optional, default: nil,
            described: "`insetGrouped` when a section has a `title` or a `footer`, else `plain`",
            starter: "insetGrouped",
            "The table style, or the collection list's appearance.")
        static let separators = Key(
            "separators", { $1(&$0.separators) }, .boolean, default: true, starter: "false",
            "`false` hides the lines between rows: the table's `separatorStyle = .none`, or the list "
                + "configuration's `showsSeparators = false`.")
        static let indexTitles = Key(
            "indexTitles", { $1(&$0.indexTitles) }, .boolean, default: false,
            "`true` shows the section index (the strip of titles at the list's edge that jumps to a section): "
                + "the header title of each section that shows rows now, worked out each time the list asks. "
                + "Needs section titles; a table needs `style: plain` (UIKit shows the index on plain tables).")
        static let wiring = Key(
            "wiring", { $1(&$0.wiring) }, wiringKind, default: Wiring.closure,
            "How cells report taps. A cell may set its own.")
        static let access = Key(
            "access", { $1(&$0.access) },
            .choice(synonyms: {
                switch $0 {
                case .public: ["open"]
                case .internal: ["private", "fileprivate"]
                default: []
                }
            }) {
                switch $0 {
                case .internal: "usable only in the module the code is generated into"
                case .package: "usable from the other modules of the same package"
                case .public: "usable from any module that imports the generated code's module"
                }
            }, default: AccessLevel.internal, starter: "public",
            "The access level of what an app uses from another module: the screen's types, the "
                + "controller's initializer, mutation API and tap handlers (`didTap<Event>(at:)`), models and "
                + "their memberwise initializers, "
                + "routes, routing protocol, router, actions, cell delegate protocols. The rest stays as "
                + "narrow as it can.")
        static let sections: Key<SectionsDeclaration> = Key(
            "sections", { $1(&$0.sectionsDeclaration) },
            SpecKind(
                .either([
                    .list(Section.mapping, minItems: 1, maxItems: SpecDecoder.Limits.sections),
                    .mapping(DataSections.mapping),
                ])
            ) { context, node, what in
                guard case .mapping = node.content else {
                    return SectionsDeclaration(fixed: context.sections(node, what))
                }
                // A mapping with a refused key is refused whole: what it means is unknown.
                var keys = MappingKeys()
                let errorsBefore = context.diagnostics.diagnostics.count
                let data = context.decode(
                    DataSections.format, node, what: what, into: DataSectionsSpec(from: ""), keys: &keys)
                guard let data, context.diagnostics.diagnostics.count == errorsBefore else { return nil }
                return SectionsDeclaration(fixed: [defaultSection], fromData: data)
            }, default: SectionsDeclaration(fixed: [defaultSection]), described: "one untitled section `main`",
            starter: "[{ id: pinned, title: Pinned }, { id: all }]",
            "The sections: a list, in order, whose ids become cases of `<screen>Section`; or a mapping with "
                + "`from` (below), for sections that come from the rows' data.")
        static let cells = Key(
            required: "cells", { $1(&$0.cells) },
            SpecKind(
                .map(of: .mapping(Cell.mapping), minCount: 1, maxCount: SpecDecoder.Limits.cells)
            ) { context, node, what in context.cells(node, what) }, placeholder: [], "Cell type name → cell (below).")
        static let routes = Key(
            "routes", { $1(&$0.routes) },
            SpecKind(.map(of: .mapping(Route.mapping), minCount: 0, maxCount: SpecDecoder.Limits.routes)) {
                context, node, what in context.routes(node, what)
            }, default: [], "Route name → route (below).")
        static let localization = Key(
            "localization", { $1(&$0.localization) },
            SpecKind.mapping(Localization.format) { LocalizationSpec(table: "") }.optional, default: nil,
            described: "none: texts are string literals", starter: "{ table: <screen> }",
            "Every user-visible text becomes `String(localized:defaultValue:table:bundle:comment:)` with a key "
                + "derived from the spec; `listgen strings` prints the table.")

        static let emptyState = Key(
            "emptyState", { $1(&$0.feed.emptyState) },
            SpecKind.mapping(EmptyState.format) { EmptyStateSpec(text: "") }.optional, default: nil,
            starter: "{ text: No items yet, systemImage: tray }",
            "What the list shows while it has no rows (below): its background view, hidden once rows arrive.")
        static let refresh = Key(
            "refresh", { $1(&$0.feed.refresh) }, .boolean, default: false, starter: "true",
            "Pull to refresh: a `UIRefreshControl` that calls the controller's `onRefresh` and ends when it returns.")
        static let paging = Key(
            "paging", { $1(&$0.feed.paging) },
            SpecKind.boolean.map { $0 ? PagingSpec() : nil }
                .either(SpecKind.mapping(Paging.format) { PagingSpec() }.optional),
            default: nil, described: "none: no paging (`false`)", starter: "true",
            "Load more: `true`, or `{ prefetch: N }` to ask when the row N rows before the last (counted over all "
                + "sections, N at least 1) comes into view. The controller's `onLoadNextPage` is called once per "
                + "page when that row or a later one comes into view; the rows it returns are appended. "
                + "`{ footer: true }` adds a spinner and retry footer (below).")

        static let search = Key(
            "search", { $1(&$0.search) },
            SpecKind.mapping(Search.format) { SearchSpec(fields: []) }.optional, default: nil,
            described: "none: the screen has no search bar", starter: "{ fields: [title] }",
            "A search bar over the rows (below): the screen's `UISearchController` filters the rows it holds, "
                + "and ending the search shows every row again.")

        static let editing = Key(
            "editing", { $1(&$0.editing) },
            SpecKind.mapping(Editing.format) { EditingSpec() }.optional, default: nil,
            described: "none: the list has no edit mode", starter: "{ reorder: true }",
            "What a person may change in the list's edit mode (below): the controller's `setEditing(_:animated:)` "
                + "and `editButtonItem` put the list into it.")

        static let selection = Key(
            "selection", { $1(&$0.selection) },
            SpecKind.mapping(Selection.format) { PersistentSelectionSpec() }.optional, default: nil,
            described: "none: a tapped row is deselected (at once, or when navigation returns)",
            "How the list keeps its selected row (below): `{ persistent: true }` keeps it selected, by its ID, "
                + "across updates and when the screen reappears.")

        static let format = SpecMappingFormat<DecodedScreen>(
            title: "Screen", description: "A listgen screen spec.",
            keys: [
                screen.erased, title.erased, list.erased, dataSource.erased, style.erased, separators.erased,
                indexTitles.erased, wiring.erased, access.erased, emptyState.erased, refresh.erased, paging.erased,
                search.erased,
                editing.erased, selection.erased, localization.erased, sections.erased, cells.erased, routes.erased,
            ],
            rules: [
                // It is shown while a search finds nothing: a screen without a search never shows it.
                .onlyWith(emptyState, search, holds: { $0.feed.emptyState?.noResults == nil || $0.search != nil }) {
                    _ in
                    "'\(emptyState.name).\(EmptyState.noResults.name)' is shown while a search finds nothing, but the "
                        + "screen has no \(search.quoted); add \(search.quoted) or remove '\(EmptyState.noResults.name)'"
                }
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }

        /// The section a spec without `sections` has.
        static let defaultSection = SectionSpec(id: "main", title: nil, footer: nil, showWhenEmpty: false)

        /// `wiring`, the screen's and a cell's.
        static let wiringKind = SpecKind<Wiring>.choice(
            synonyms: {
                switch $0 {
                case .closure: ["closures", "block", "callback"]
                case .delegate: ["protocol"]
                }
            }
        ) {
            switch $0 {
            case .closure: "`var on<Event>Tap: (() -> Void)?`"
            case .delegate: "`weak var delegate`, `didTap<Event>(in:)`"
            }
        }
    }

    /// Why an empty state (or its `noResults`) takes one image: an asset's name or an SF Symbol's, so that
    /// a name is never looked up as the wrong kind.
    static let imageOrSystemImage =
        "it shows one image above its text: 'image' names an asset of the app, 'systemImage' an SF Symbol; "
        + "remove one of them"

    /// The screen's `emptyState`.
    enum EmptyState {
        typealias Key<Value: Sendable> = SpecField<EmptyStateSpec, Value>

        static let text = Key(
            required: "text", { $1(&$0.text) }, .text, placeholder: "", "The main text, e.g. `No orders yet`.")
        static let secondaryText = Key(
            "secondaryText", { $1(&$0.secondaryText) }, SpecKind.text.optional, default: nil, "A second line under it.")
        static let systemImage = Key(
            "systemImage", { $1(&$0.systemImage) }, SpecKind.nonEmptyString.optional, default: nil,
            "An SF Symbol shown above the text: `UIImage(systemName:)`.")
        static let image = Key(
            "image", { $1(&$0.image) }, SpecKind.nonEmptyString.optional, default: nil,
            "An image asset's name, shown with the text (the content configuration's `image`): `UIImage(named:)`, from the app's main bundle; a name "
                + "the asset catalog does not have shows no image. Not with `systemImage`.")
        static let action = Key(
            "action", { $1(&$0.action) },
            SpecKind.mapping(EmptyStateAction.format) { EmptyStateActionSpec(title: "") }.optional, default: nil,
            described: "none: the empty state has no button",
            "A button under the text (below): it follows `route`, or without one calls the screen's "
                + "`actionHandler` with `<screen>Action.emptyStateAction`.")
        static let noResults = Key(
            "noResults", { $1(&$0.noResults) },
            SpecKind.mapping(NoResults.format) { NoResultsSpec(text: "") }.optional, default: nil,
            described: "none: a search that finds nothing shows an empty list",
            "What the list shows while a search finds no row (below), in place of the empty state; only with "
                + "`search`.")

        /// Its keys' values are named as paths in messages: `'emptyState.text'`.
        static let format = SpecMappingFormat<EmptyStateSpec>(
            title: "Empty state",
            description: "What the list shows while it has no rows: a list content view in its `backgroundView`.",
            keys: [
                text.erased, secondaryText.erased, systemImage.erased, image.erased, action.erased, noResults.erased,
            ],
            rules: [.exclusive(image, systemImage, because: SpecFormat.imageOrSystemImage)],
            noun: SpecNoun.dotted)
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// The screen's `emptyState.noResults`.
    enum NoResults {
        typealias Key<Value: Sendable> = SpecField<NoResultsSpec, Value>

        static let text = Key(
            required: "text", { $1(&$0.text) }, .nonEmptyText, placeholder: "", "The main text, e.g. `No matches`.")
        static let systemImage = Key(
            "systemImage", { $1(&$0.systemImage) }, SpecKind.nonEmptyString.optional, default: nil,
            "An SF Symbol shown above the text: `UIImage(systemName:)`.")
        static let image = Key(
            "image", { $1(&$0.image) }, SpecKind.nonEmptyString.optional, default: nil,
            "An image asset's name, shown with the text: `UIImage(named:)`, as the empty state's `image`. "
                + "Not with `systemImage`.")

        /// Its keys' values are named as paths in messages: `'emptyState.noResults.text'`.
        static let format = SpecMappingFormat<NoResultsSpec>(
            title: "No results",
            description: "What the list shows while a search finds no row: a list content view in its "
                + "`backgroundView`.",
            keys: [text.erased, systemImage.erased, image.erased],
            rules: [.exclusive(image, systemImage, because: SpecFormat.imageOrSystemImage)], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// The screen's `search`.
    enum Search {
        typealias Key<Value: Sendable> = SpecField<SearchSpec, Value>

        static let fields = Key(
            required: "fields", { $1(&$0.fields) }, .fieldNames, placeholder: [],
            "The `String` (or `String?`) fields a search matches, case- and diacritic-insensitive: a row "
                + "matches when one of them contains the text typed. At least one.")
        static let placeholder = Key(
            "placeholder", { $1(&$0.placeholder) }, SpecKind.text.optional, default: nil,
            described: "UIKit's (`Search`)", "The text the empty search field shows.")
        static let scopes = Key(
            "scopes", { $1(&$0.scopes) },
            SpecKind(.list(SearchScope.mapping, minItems: 2, maxItems: nil)) { context, node, what in
                context.searchScopes(node, what)
            }, default: [], described: "none: no scope bar",
            "The scope buttons under the search field, in order, each `{ title:, field: }`: its title, and a "
                + "`Bool` field whose rows it keeps (none: every row). The first is selected when a search starts. "
                + "At least two: UIKit shows no scope bar with fewer.")

        /// Its keys' values are named as paths in messages: `'search.fields'`.
        static let format = SpecMappingFormat<SearchSpec>(
            title: "Search", description: "A search bar over the rows, in the navigation bar.",
            keys: [fields.erased, placeholder.erased, scopes.erased], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// One entry of `search.scopes`.
    enum SearchScope {
        typealias Key<Value: Sendable> = SpecField<SearchScopeSpec, Value>

        static let title = Key(
            required: "title", { $1(&$0.title) }, .nonEmptyText, placeholder: "", "The button's title, e.g. `Starred`.")
        static let field = Key(
            "field", { $1(&$0.field) }, SpecKind.identifier.optional, default: nil, described: "none: every row",
            noun: .field, "A `Bool` field: the scope keeps the rows that have it true.")

        static let format = SpecMappingFormat<SearchScopeSpec>(
            title: "Search scopes", description: "A scope button of the search bar.",
            keys: [title.erased, field.erased])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// The screen's `paging`, written as a mapping.
    enum Paging {
        typealias Key<Value: Sendable> = SpecField<PagingSpec, Value>

        static let prefetch = Key(
            "prefetch", { $1(&$0.prefetch) }, SpecKind.positiveInteger.optional, default: nil,
            described: "none: the last row",
            "Ask for the next page when the row this many rows before the end (counted over all sections) "
                + "comes into view, e.g. `5`.")
        static let footer = Key(
            "footer", { $1(&$0.footer) }, .boolean, default: false,
            "A footer after the last row: a spinner while a page loads, a retry button when the page failed (it "
                + "asks for that page again), nothing after the last page. A table's `tableFooterView`; a "
                + "collection list's boundary supplementary item after every section.")

        /// Its keys' values are named as paths in messages: `'paging.prefetch'`.
        static let format = SpecMappingFormat<PagingSpec>(
            title: "Paging",
            description: "When the next page is asked for, and what the list shows while it loads: `paging: true` "
                + "with a prefetch distance and a footer.",
            keys: [prefetch.erased, footer.erased], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// The screen's `emptyState.action`.
    enum EmptyStateAction {
        typealias Key<Value: Sendable> = SpecField<EmptyStateActionSpec, Value>

        static let title = Key(
            required: "title", { $1(&$0.title) }, .nonEmptyText, placeholder: "", "The button's title, e.g. `Browse`.")
        static let route = Key(
            "route", { $1(&$0.route) }, SpecKind.identifier.optional, default: nil,
            described: "none: an action of the screen",
            noun: .named("route name"),
            "The route the button follows; it must have `pass: none` (an empty list has no row to pass).")

        /// Its keys' values are named as paths in messages: `'emptyState.action.title'`.
        static let format = SpecMappingFormat<EmptyStateActionSpec>(
            title: "Empty-state action",
            description: "The empty state's button: it follows `route`, or is an action of the screen.",
            keys: [title.erased, route.erased], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// The screen's `editing`.
    enum Editing {
        typealias Key<Value: Sendable> = SpecField<EditingSpec, Value>

        static let reorder = Key(
            "reorder", { $1(&$0.reorder) }, .boolean, default: false,
            "Rows can be dragged to a new place in edit mode (a reorder control on each row): the row store "
                + "moves the row, then the controller's `onMoveRow` gets it with its old and new index path.")
        static let delete = Key(
            "delete", { $1(&$0.delete) }, SpecKind.identifier.optional, default: nil,
            described: "none: no delete control",
            noun: .named("event name"),
            "The event a row's delete control fires in edit mode, e.g. `remove`: an event of the screen's cells "
                + "(rows of a cell kind without it show no delete control). It fires as from its other "
                + "placements (its route or action, its `confirm`), for the row the control belongs to when the "
                + "person confirms; the app deletes the row (`deleteRow(withID:)`).")
        static let multiSelect = Key(
            "multiSelect", { $1(&$0.multiSelect) }, .eventNames, default: [], described: "none: one row at a time",
            "The events to offer as batch actions on the rows selected in edit mode, e.g. `[archive, remove]`: "
                + "events of the screen's cells without a route (a route takes one row) and not switches, each "
                + "once. In edit mode the list then allows several selected rows (kept by ID), and the controller's "
                + "`toolbarItems` get one button per event, enabled while a row is selected; a button fires its "
                + "event (after its `confirm`) with the selected rows, resolved when it fires, then edit mode ends.")

        /// Its keys' values are named as paths in messages: `'editing.reorder'`.
        static let format = SpecMappingFormat<EditingSpec>(
            title: "Editing",
            description: "What a person may change while the list is in edit mode.",
            keys: [reorder.erased, delete.erased, multiSelect.erased], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { format.mapping }
    }

    /// The screen's `selection`.
    enum Selection {
        typealias Key<Value: Sendable> = SpecField<PersistentSelectionSpec, Value>

        static let persistent = Key(
            "persistent", { $1(&$0.persistent) }, .boolean, default: false,
            "The selected row stays selected: the row store keeps it by its ID and shows it selected where it is "
                + "after every change (without animation, without firing its `select` again), drops it when the "
                + "row is deleted (`onSelectionChange` gets nil), and the screen keeps it when it reappears. A tap "
                + "on the selected row fires its `select` again. `selectRow(withID:)` and `selectedRowID` are the "
                + "app's API. Only on a screen whose rows have `select`.")

        /// Its keys' values are named as paths in messages: `'selection.persistent'`.
        static let format = SpecMappingFormat<PersistentSelectionSpec>(
            title: "Selection",
            description: "How the list keeps its selected row.",
            keys: [persistent.erased], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { format.mapping }
    }

    /// The screen's `localization`.
    enum Localization {
        typealias Key<Value: Sendable> = SpecField<LocalizationSpec, Value>

        static let table = Key(
            required: "table", { $1(&$0.table) }, .identifier, placeholder: "", noun: .named("table name"),
            "The strings table (`<table>.strings` or a String Catalog named so) the texts are looked up in.")
        static let bundle = Key(
            "bundle", { $1(&$0.bundle) },
            .choice(synonyms: { $0 == .module ? ["package"] : [] }) {
                switch $0 {
                case .main: "the app's main bundle, for code generated into an app target"
                case .module: "`Bundle.module`: the resources of the package target the code is generated into"
                }
            }, default: LocalizationBundle.main, "Where the table is.")

        static let format = SpecMappingFormat<LocalizationSpec>(
            title: "Localization", description: "Where localized texts are looked up.",
            keys: [table.erased, bundle.erased])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// `sections` in its data form: a mapping with `from`.
    enum DataSections {
        typealias Key<Value: Sendable> = SpecField<DataSectionsSpec, Value>

        static let from = Key(
            required: "from", { $1(&$0.from) }, .identifier, placeholder: "", noun: .field,
            "The field of the rows whose value groups them: rows with the same value share a section, which "
                + "exists while it has rows (a `String`, `Int`, `Bool` or `Date` field of every cell's model).")
        static let by = Key(
            "by", { $1(&$0.by) },
            SpecKind<DateGrouping>.choice {
                switch $0 {
                case .day: "one section per calendar day"
                case .week: "one section per calendar week"
                case .month: "one section per calendar month"
                }
            }.optional, default: nil, described: "`day`, for a `Date` field",
            "How a `Date` field is grouped, in the user's calendar and time zone (`Calendar.current`): the "
                + "section's value is the start of the row's day, week or month.")
        static let title = Key(
            "title", { $1(&$0.title) },
            SpecKind<String>.identifier.map { DataSectionTitle.field($0) }.either(
                SpecKind<SectionTitleFormatSpec>.mapping(SectionTitle.format) { SectionTitleFormatSpec() }.map {
                    DataSectionTitle.format($0.format)
                }
            ).optional, default: nil, described: "the value itself",
            "A section's header title: a `String` field (the section's first row's), or `{ format: relativeDay }` "
                + "(\"Today\", \"Yesterday\", then the date; worked out each time the title is shown).")
        static let sort = Key(
            "sort", { $1(&$0.sort) },
            SpecKind<SectionSort>.choice {
                switch $0 {
                case .given: "the order of each section's first row"
                case .ascending: "by value, smallest or earliest first"
                case .descending: "by value, largest or latest first"
                }
            }, default: SectionSort.given, "The order of the sections.")

        /// Its keys' values are named as paths in messages: `'sections.from'`.
        static let format: SpecMappingFormat<DataSectionsSpec> = SpecMappingFormat(
            title: "Sections from data",
            description: "`sections` as a mapping: one section per value of a field of the rows.",
            keys: [from.erased, by.erased, title.erased, sort.erased],
            rules: [
                .onlyWith(
                    title, by, place: .value,
                    holds: { $0.title != .format(.relativeDay) || ($0.by ?? .day) == .day },
                    message: { _ in
                        let sections = Screen.sections.name
                        return "'\(sections).\(title.name)' format '\(SectionTitleFormat.relativeDay.rawValue)' "
                            + "names days: it needs '\(sections).\(by.name): \(DateGrouping.day.rawValue)'"
                    })
            ], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { format.mapping }
    }

    /// `sections.title` as a mapping: a format of the section's value.
    enum SectionTitle {
        typealias Key<Value: Sendable> = SpecField<SectionTitleFormatSpec, Value>

        static let titleFormat = Key(
            required: "format", { $1(&$0.format) },
            SpecKind<SectionTitleFormat>.choice {
                switch $0 {
                case .relativeDay: "\"Today\", \"Yesterday\", then the date (a `Date` grouped by day)"
                }
            }, placeholder: .relativeDay, "How the section's value becomes its title.")

        static let format = SpecMappingFormat<SectionTitleFormatSpec>(
            title: "Section title format", description: "A section title worked out from the section's value.",
            keys: [titleFormat.erased], noun: SpecNoun.dotted)
        static var mapping: SpecMapping { format.mapping }
    }

    /// One entry of `sections`.
    enum Section {
        typealias Key<Value: Sendable> = SpecField<SectionSpec, Value>

        static let id = Key(
            required: "id", { $1(&$0.id) }, .identifier, placeholder: "", noun: .named("section id"),
            "The section's case name.")
        static let title = Key(
            "title", { $1(&$0.title) }, SpecKind.text.optional, default: nil, "The section's header title.")
        static let footer = Key(
            "footer", { $1(&$0.footer) }, SpecKind.text.optional, default: nil,
            "The section's footer text, shown the way the header title is.")
        static let showWhenEmpty = Key(
            "showWhenEmpty", { $1(&$0.showWhenEmpty) }, .boolean, default: false,
            "Show the header and footer while the section has no rows (by default a section with no rows "
                + "shows neither).")

        static let headerView = Key(
            "headerView", { $1(&$0.headerView) }, .boolean, default: false,
            "The header is a view the app configures: listgen registers, dequeues and reuses it, shows the "
                + "`title` in it, then hands it to the controller's `onSectionHeader` with the section.")
        static let footerView = Key(
            "footerView", { $1(&$0.footerView) }, .boolean, default: false,
            "The footer is a view the app configures, as `headerView`: shows the `footer` text, then goes to "
                + "`onSectionFooter`.")
        static let collapsible = Key(
            "collapsible", { $1(&$0.collapsible) }, .boolean, default: false,
            "The header view offers a toggle that hides the section's rows and shows them again (the "
                + "controller's `setSection(_:collapsed:)`); the header shows while the section is collapsed "
                + "or empty, and its rows stay in the list's store, changed as ever, while hidden.")

        /// Its keys' values are named `a section's 'title'` in messages.
        static let format = SpecMappingFormat<SectionSpec>(
            title: "Sections", description: "A section of the list.",
            keys: [
                id.erased, title.erased, footer.erased, showWhenEmpty.erased, headerView.erased, footerView.erased,
                collapsible.erased,
            ],
            rules: [
                // The toggle is in the header view: without one, nothing could expand the section.
                .onlyWith(collapsible, headerView, where: { $0 }) { _ in
                    "\(collapsible.quoted) puts the section's toggle in its header view: it needs "
                        + "'\(headerView.name): true'"
                },
                // The toggle is in the header, which a collapsible section shows while it is empty: a
                // `false` here would be ignored.
                .onlyWith(showWhenEmpty, collapsible, place: .value, holds: { $0.showWhenEmpty || !$0.collapsible }) {
                    _ in
                    "a collapsible section shows its header, and so its toggle, while it has no rows: "
                        + "'\(showWhenEmpty.name): false' does not apply to it; leave it out"
                },
            ],
            noun: { key, _ in "a section's \(key.quoted)" })
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }
    /// One entry of `cells`.
    enum Cell {
        typealias Key<Value: Sendable> = SpecField<LocatedCell, Value>

        static let model = Key(
            required: "model", { $1(&$0.spec.model) }, .identifier, placeholder: "", noun: .named("model name"),
            "The row model's type name.")
        static let generateModel = Key(
            "generateModel", { $1(&$0.spec.generateModel) }, .boolean, default: true,
            "`false`: the model is your own `Identifiable, Hashable, Sendable` type (its `ID` `Sendable` too), "
                + "and `fields` lists only what `display` uses.")
        static let id = Key(
            "id", { $1(&$0.spec.idField) }, .identifier, default: "id", noun: .field,
            "The stable identity field. Another name is mapped: `var id: T { isbn }`. It cannot be optional.")
        static let fields = Key(
            required: "fields", { $1(&$0.locatedFields) },
            SpecKind(.map(of: .swiftType, minCount: 1, maxCount: SpecDecoder.Limits.fields)) { context, node, what in
                context.locatedFields(node, what)
            }, placeholder: LocatedFields(),
            "Field name → Swift type. Types are parsed (names, dotted names, generics, `?`, `[T]`, `[K: V]`), so "
                + "nothing but a type reaches the output. `[String]` and `[String: Int]` may be written unquoted.")
        static let display = Key(
            "display", { $1(&$0.locatedDisplay) },
            SpecKind(.mapping(Display.mapping)) { context, node, what in context.locatedDisplay(node, what) },
            default: LocatedDisplay(), "What the cell's content configuration shows.")
        static let content = Key(
            "content", { $1(&$0.locatedContent) },
            SpecKind(.mapping(Content.mapping)) { context, node, _ in context.locatedContent(node) }.optional,
            default: nil,
            "Your own view instead of `display` (below): the cell shows it, and it conforms to the generated "
                + "`<Cell>Content` protocol.")
        static let events = Key(
            "events", { $1(&$0.locatedEvents) },
            SpecKind(.either([.map(of: .mapping(Event.mapping), minCount: 0, maxCount: nil), .nothing])) {
                context, node, _ in context.locatedEvents(node)
            }, default: LocatedEvents(),
            "Event name → event (below): one button each. Empty (`events:` or `events: {}`) means none.")
        static let wiring = Key(
            "wiring", { $1(&$0.ownWiring) }, Screen.wiringKind.optional, default: nil, described: "the screen's",
            starter: "delegate",
            "This cell's wiring.")
        static let select = Key(
            "select", { $1(&$0.locatedSelect) },
            SpecKind(.either([.mapping(Select.mapping), .nothing])) { context, node, _ in context.locatedSelect(node) }
                .optional, default: nil, described: "none: rows of this cell kind are not selectable",
            starter: "{ route: detail }",
            "A tap on the row itself (below). `select: {}` (no route) is an action.")
        static let fullSwipe = Key(
            "fullSwipe", { $1(&$0.spec.fullSwipe) }, .boolean, default: true,
            "`false`: a full swipe across a row of this kind only reveals its swipe actions, it does not perform "
                + "the first one (`performsFirstActionWithFullSwipe`).")

        static let format = SpecMappingFormat<LocatedCell>(
            title: "Cells", description: "A cell kind: its row model, fields, display and buttons.",
            keys: [
                model.erased, generateModel.erased, id.erased, fields.erased, display.erased, content.erased,
                events.erased, wiring.erased, select.erased, fullSwipe.erased,
            ],
            rules: [
                .exclusive(
                    content, display,
                    because: "your own view shows the row, so remove \(display.quoted) (or \(content.quoted) to let "
                        + "the content configuration show it)"),
                .onlyWith(
                    id, generateModel, place: .value,
                    holds: { $0.spec.generateModel || $0.spec.idField == id.defaultValue }
                ) { _ in
                    "\(id.quoted) cannot rename the identity of an app-supplied model (\(generateModel.name): false); "
                        + "its Identifiable '\(id.defaultValue)' is used"
                },
                // It sets the swipe actions' configuration: a cell kind without any would ignore it.
                .onlyWith(fullSwipe, events, holds: { $0.spec.events.contains { $0.isSwipeAction } }) { cell in
                    "\(fullSwipe.quoted) sets how cell '\(cell.spec.name)' performs its swipe actions, but none of its "
                        + "events is placed \(Event.swipePlacements)"
                },
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// A cell's `display`.
    enum Display {
        typealias Key<Value: Sendable> = SpecField<LocatedDisplay, Value>

        static let text = Key(
            "text", { $1(&$0.text) }, textKind(.text), default: nil,
            "A `String` or `String?` field for the content configuration's text, or `{field:, format:}` (below) "
                + "for a field of another type.")
        static let secondaryText = Key(
            "secondaryText", { $1(&$0.secondaryText) }, textKind(.secondaryText), default: nil,
            "A `String` or `String?` field for the secondary text, or `{field:, format:}` (below).")
        static let image = Key(
            "image", { $1(&$0.image) },
            SpecKind(.either([.identifier, .mapping(Image.mapping)])) { context, node, what in
                context.locatedImage(node, what)
            }.optional, default: nil,
            "`{systemName: star}` for a fixed SF Symbol, `{named: order}` for an asset, `{field: icon, source: asset}` "
                + "for a field holding an asset's name, a `String`/`String?` field holding a symbol name, or "
                + "`{url: avatarURL, placeholder: person.crop.circle}` for an image loaded from a `URL`/`URL?` field "
                + "through the screen's `ListImageLoader`.")

        static let indentation = Key(
            "indentation", { $1(&$0.indentation) },
            SpecKind<LocatedText>(.identifier) { context, node, what in
                context.identifier(node, what).map { LocatedText(field: $0, format: nil, node: node) }
            }.optional, default: nil, described: "level 0", noun: .field,
            "An `Int` field: the row's indentation level (the table cell's or list cell's `indentationLevel`). Set "
                + "in `configure(with:at:)`, so a reused cell never keeps the previous row's level.")

        static let accessory = Key(
            "accessory", { $1(&$0.accessory) },
            SpecKind<LocatedAccessory>(.either([accessoryName.shape, .mapping(CheckmarkAccessory.mapping)])) {
                context, node, what in context.locatedAccessory(node, what)
            }.optional, default: nil, described: "none", starter: "disclosure",
            "The cell's trailing accessory: `disclosure` (the chevron), `checkmark`, `none`, or "
                + "`{ checkmark: <Bool field> }` for a checkmark while the field is true. The table cell's "
                + "`accessoryType`, the list cell's `UICellAccessory`; set in every `configure(with:at:)`, so a "
                + "reused cell never keeps the previous row's checkmark.")
        /// The words of `accessory`.
        static let accessoryName = SpecKind<AccessoryName>.choice(
            synonyms: {
                switch $0 {
                case .disclosure: ["disclosureIndicator", "chevron"]
                case .checkmark: ["check"]
                default: []
                }
            }
        ) {
            switch $0 {
            case .disclosure: "the disclosure chevron, `.disclosureIndicator`"
            case .checkmark: "a checkmark on every row"
            case .none: "no accessory"
            }
        }
        static let value = Key(
            "value", { $1(&$0.value) }, textKind(.value), default: nil,
            "The trailing value text (right detail): the content configuration is `valueCell()` and shows the "
                + "field as its `secondaryText`. A `String` or number field (a number is written with "
                + "`.number`), or `{field:, format:}` (below). Not with `secondaryText`.")
        static let badge = Key(
            "badge", { $1(&$0.badge) },
            SpecKind<LocatedText>(.identifier) { context, node, what in
                context.identifier(node, what).map { LocatedText(field: $0, format: nil, node: node) }
            }.optional, default: nil, described: "none", noun: .field,
            "An `Int` field: a count badge at the trailing edge, hidden while the count is 0 (a table cell's "
                + "`accessoryView`, in place of its accessory while shown; a list cell's `.customView` accessory).")

        /// A field's name, or `{field:, format:}` (``Formatted``), named `'display.<key>'` in messages.
        static func textKind(_ binding: LocatedCell.Binding) -> SpecKind<LocatedText?> {
            SpecKind<LocatedText>(.either([.identifier, .mapping(Formatted.mapping)])) { context, node, what in
                context.locatedText(node, what, path: "'\(Cell.display.name).\(binding.rawValue)'")
            }.optional
        }

        static let format = SpecMappingFormat<LocatedDisplay>(
            title: "Display", description: "What the cell's content configuration shows.",
            keys: [
                text.erased, secondaryText.erased, image.erased, indentation.erased, accessory.erased, value.erased,
                badge.erased,
            ],
            rules: [
                .exclusive(
                    value, secondaryText,
                    because: "a value cell shows \(value.quoted) as its secondary text; remove one of them")
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// `display.accessory` as a mapping: a checkmark that follows a field.
    enum CheckmarkAccessory {
        static let field = SpecField<CheckmarkKeys, String>(
            required: "checkmark", { $1(&$0.field) }, .identifier, placeholder: "", noun: .field,
            "A `Bool` field of the model: the row shows a checkmark while it is true.")

        static let format = SpecMappingFormat<CheckmarkKeys>(
            title: "Checkmark accessory", description: "A checkmark that follows a `Bool` field of the row.",
            keys: [field.erased])
        static var mapping: SpecMapping { format.mapping }
    }

    /// A cell's `content`: the app's own view.
    enum Content {
        static let view = SpecField<ContentSpec, SwiftType>(
            required: "view", { $1(&$0.view) }, SpecKind(.typeName) { context, node, what in context.type(node, what) },
            placeholder: .named([]), noun: .named("content view"),
            "Your `UIView` subclass (`ProductRowView`), conforming to `<Cell>Content`: `init()`, "
                + "`show(_:)` for one model, `prepareForReuse()`, and a `UIButton` property per button "
                + "event (`<event>Button`). The cell creates it once, pins it to its layout margins, wires "
                + "the buttons with `UIAction`, calls `show(_:)` in `configure(with:at:)` and "
                + "`prepareForReuse()` in its own.")
        static let loadsImages = SpecField<ContentSpec, Bool>(
            "loadsImages", { $1(&$0.loadsImages) }, .boolean, default: false,
            "`true`: the view loads images from URLs through the screen's `ListImageLoader` (the screen takes "
                + "`imageLoader:`). `<Cell>Content` gains `loadImages(for:with:)`, called after `show(_:)` with a "
                + "`ListRowImages` whose `load(_:into:placeholder:)` shows only this row's image; the cell cancels "
                + "the loads in `prepareForReuse()`.")

        static let format = SpecMappingFormat<ContentSpec>(
            title: "Content", description: "Your own view for the cell's rows, instead of `display`.",
            keys: [view.erased, loadsImages.erased])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// `display.text` or `display.secondaryText` as a mapping: a field shown through a format.
    enum Formatted {
        typealias Key<Value: Sendable> = SpecField<FormattedText, Value>

        static let field = Key(
            required: "field", { $1(&$0.field) }, .identifier, placeholder: "", noun: .named("field name"),
            "The field shown.")
        static let displayFormat = Key(
            required: "format", { $1(&$0.format) },
            .choice(synonyms: { $0 == .description ? ["string", "text"] : [] }) {
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
            }, placeholder: DisplayFormat.description,
            "How the value is written: the iOS 15 `FormatStyle` API, in the user's locale.")
        static let currencyCode = Key(
            "currencyCode", { $1(&$0.currencyCode) }, SpecKind.currencyCode.optional, default: nil,
            "The ISO 4217 code (`EUR`), with `format: currency` only.")

        static let format = SpecMappingFormat<FormattedText>(
            title: "Formatted text", description: "A field shown through a format.",
            keys: [field.erased, displayFormat.erased, currencyCode.erased],
            rules: [
                .requires(displayFormat, currencyCode, when: { $0 == .currency }) { what in
                    "\(what) with \(displayFormat.name) '\(DisplayFormat.currency.rawValue)' needs a \(currencyCode.quoted)"
                },
                .onlyWith(currencyCode, displayFormat, place: .value, where: { $0 == .currency }) {
                    "\(currencyCode.quoted) is only for \(displayFormat.name) '\(DisplayFormat.currency.rawValue)', not "
                        + "'\($0.rawValue)'"
                },
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// `display.image` as a mapping.
    enum Image {
        typealias Key<Value: Sendable> = SpecField<ImageKeys, Value>

        static let systemName = Key(
            "systemName", { $1(&$0.systemName) }, SpecKind.nonEmptyString.optional, default: nil,
            "The SF Symbol's name.")
        static let named = Key(
            "named", { $1(&$0.named) }, SpecKind.nonEmptyString.optional, default: nil,
            "An image asset's name: `UIImage(named:)`.")
        static let field = Key(
            "field", { $1(&$0.field) }, SpecKind.identifier.optional, default: nil, noun: .named("field name"),
            "A `String`/`String?` field holding the image's name.")
        static let source = Key(
            "source", { $1(&$0.source) },
            .choice(synonyms: {
                switch $0 {
                case .asset: ["named", "image"]
                case .symbol: ["systemName", "sfSymbol"]
                }
            }) {
                switch $0 {
                case .asset: "`UIImage(named:)`"
                case .symbol: "`UIImage(systemName:)`"
                }
            }, default: ImageSource.symbol, "With `field`: what the name is.")
        static let url = Key(
            "url", { $1(&$0.url) }, SpecKind.identifier.optional, default: nil, noun: .named("field name"),
            "A `URL`/`URL?` field: the cell shows the placeholder at once and loads the image through the "
                + "screen's `ListImageLoader`; a result reaches the cell only while it shows that row and URL.")
        static let placeholder = Key(
            "placeholder", { $1(&$0.placeholder) }, SpecKind.nonEmptyString.optional, default: nil,
            "With `url`: the SF Symbol shown until the image arrives, for a nil URL and after a failed load.")

        static let format = SpecMappingFormat<ImageKeys>(
            title: "Image",
            description: "A fixed SF Symbol or asset, a field holding an image's name, or an image from a URL field.",
            keys: [systemName.erased, named.erased, field.erased, source.erased, url.erased, placeholder.erased],
            requiresOneOf: [systemName.spec, named.spec, field.spec, url.spec],
            rules: [
                .onlyWith(source, field, place: .value, where: { $0 != nil }) { _ in
                    "\(source.quoted) is only for an image from a \(field.quoted)"
                },
                .onlyWith(placeholder, url, place: .value, where: { $0 != nil }) { _ in
                    "\(placeholder.quoted) is only for an image from a \(url.quoted)"
                },
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// One entry of a cell's `events`.
    enum Event {
        typealias Key<Value: Sendable> = SpecField<EventSpec, Value>

        static let title = Key(
            "title", { $1(&$0.title) }, StateTextFormat.kind(.controlName(stateText: true)).optional, default: nil,
            "The button's title, or `{if:, then:, else:}` (below) for one that follows the row's state.")
        static let systemImage = Key(
            "systemImage", { $1(&$0.systemImage) }, StateTextFormat.kind(.string).optional, default: nil,
            starter: "arrow.right.circle",
            "The SF Symbol shown on the button, or `{if:, then:, else:}` (below).")
        static let route = Key(
            "route", { $1(&$0.routeTarget) }, RouteChoice.kind, default: nil, noun: .named("route name"),
            "The route a tap navigates to, or `{ field:, cases:, default: }` for one chosen by the row "
                + "(Documentation/Routes.md). Without one, the tap calls the screen's `actionHandler` with "
                + "`<screen>Action.<event><Model>(model)` (`shareBook(book)`).")

        static let accessibilityLabel = Key(
            "accessibilityLabel", { $1(&$0.accessibilityLabel) },
            StateTextFormat.kind(.controlName(stateText: true)).optional, default: nil,
            described: "the title, else the event's name made readable (`addToCart` → \"Add to cart\")",
            starter: "Open details",
            "What VoiceOver says for the button, and the name of the cell's matching accessibility action; "
                + "`{if:, then:, else:}` (below) for one that follows the row's state.")

        static let role = Key(
            "role", { $1(&$0.role) },
            .choice(synonyms: { $0 == .destructive ? ["delete", "danger"] : [] }) {
                switch $0 {
                case .normal: "an ordinary control"
                case .destructive: "a destructive one: the button's title and image are red"
                }
            }, default: EventSpec.Role.normal, "What kind of action the event is.")
        static let enabled = Key(
            "enabled", { $1(&$0.enabled) }, SpecKind.fieldCondition.optional, default: nil, described: "always enabled",
            noun: .field,
            "A `Bool` field of the model, or `\"!field\"` for its negation: the control is disabled (and its "
                + "accessibility action not offered) when it is false. Set in `configure(with:at:)`, reset in "
                + "`prepareForReuse()`.")
        static let visible = Key(
            "visible", { $1(&$0.visible) }, SpecKind.fieldCondition.optional, default: nil, described: "always visible",
            noun: .field,
            "A `Bool` field of the model, or `\"!field\"` for its negation: the control is hidden (and its "
                + "accessibility action not offered) when it is false. Set in `configure(with:at:)`, reset in "
                + "`prepareForReuse()`.")

        static let confirm = Key(
            "confirm", { $1(&$0.confirm) }, Confirm.kind, default: nil, described: Confirm.defaultDescription,
            noun: .ofMapping, starter: "{ title: Open this item?, message: Details follow., button: Open }",
            Confirm.keyDescription)
        static let placementWords = SpecValue.choices(
            EventSpec.Placement.self,
            synonyms: {
                switch $0 {
                case .menu: ["contextMenu", "longPress"]
                case .swipeLeading: ["swipe", "leadingSwipe", "swipeLeft"]
                case .swipeTrailing: ["swipe", "trailingSwipe", "swipeRight"]
                default: []
                }
            }
        ) {
            switch $0 {
            case .button: "a button in the cell"
            case .swipeLeading: "a `UIContextualAction` revealed by swiping the row from the leading edge"
            case .swipeTrailing: "a `UIContextualAction` revealed by swiping the row from the trailing edge"
            case .menu: "an item of the row's context menu, shown on touch and hold"
            }
        }
        static let placement = Key(
            "placement", { $1(&$0.placements) }, .wordOrWords(placementWords), default: [EventSpec.Placement.button],
            starter: "[button, swipeTrailing, menu]",
            "Where the event is offered, one word or a list (`[swipeTrailing, menu]`); every placement calls the same "
                + "`didTap<Event>(at:)`, and VoiceOver offers each event once (a swipe action, which UIKit offers "
                + "VoiceOver itself, is no custom action of the cell). A hidden event is not offered; a disabled one "
                + "is a disabled menu item, and no swipe action. Words:")

        static let swipeTitle = Key(
            "swipeTitle", { $1(&$0.swipeTitle) }, SpecKind.controlName(stateText: false).optional, default: nil,
            described: "the title",
            "The swipe action's title, where it differs from the button's and the menu item's (`Edit` for "
                + "`Rename`). Only for an event placed `swipeLeading` or `swipeTrailing`.")
        static let color = Key(
            "color", { $1(&$0.color) },
            SpecKind<SystemColor>.choice(
                synonyms: {
                    switch $0 {
                    case .systemRed: ["red"]
                    case .systemOrange: ["orange"]
                    case .systemBlue: ["blue"]
                    default: []
                    }
                }
            ) {
                "`UIColor.\($0.rawValue)`"
            }.optional, default: nil, described: "UIKit's: grey, red for `role: destructive`",
            "The swipe action's background colour, a UIKit system colour. Only for an event placed "
                + "`swipeLeading` or `swipeTrailing`.")
        static let menuGroup = Key(
            "menuGroup", { $1(&$0.menuGroup) }, SpecKind.identifier.optional, default: nil,
            described: "the menu's top level",
            noun: .named("menu group"),
            "The inline section (`UIMenu` with `.displayInline`) of the row's context menu that the event's item joins: "
                + "events of one group form one section, the sections in the order their first event appears. Only "
                + "for an event placed `menu`.")
        static let submenu = Key(
            "submenu", { $1(&$0.submenu) }, SpecKind.nonEmptyText.optional, default: nil, described: "no submenu",
            "The title of the submenu (`UIMenu(title:children:)`) of the row's context menu that the event's item "
                + "joins: events of one cell with the same title form one submenu, at the place of its first event, "
                + "inside their `menuGroup` (all of them give the same one, or none). Only for an event placed `menu`.")
        static let control = Key(
            "control", { $1(&$0.control) },
            .choice(synonyms: { $0 == .switch ? ["toggle"] : [] }) {
                switch $0 {
                case .button: "a `UIButton` that reports a tap"
                case .switch:
                    "a `UISwitch` showing the row's `value` field (set without animation); a toggle reports "
                        + "the new value with the row, looked up by its ID (Documentation/Switches.md)"
                }
            }, default: EventSpec.Control.button,
            "What the cell shows for the event. A switch is placed `button` only, has no `route` or `confirm`, "
                + "and needs no `title` (its accessibility label is the title, else the name made readable).")
        static let value = Key(
            "value", { $1(&$0.value) }, SpecKind.identifier.optional, default: nil, noun: .field,
            "With `control: switch`: the non-optional `Bool` field the switch shows, set in `configure(with:at:)` "
                + "without animation and reset in `prepareForReuse()`.")
        typealias Rule = SpecRule
        /// A switch reports a toggle to the action handler, in the cell alone: nowhere else to place it,
        /// nothing to navigate to, and nothing to confirm (the switch has already flipped).
        static func notOnSwitches<V>(
            _ key: borrowing Key<V>, unless fits: @escaping @Sendable (EventSpec) -> Bool
        ) -> Rule {
            let quoted = key.quoted
            return .onlyWith(key, control, holds: { !$0.isSwitch || fits($0) }) { event in
                "event '\(event.name)' is a switch (\(control.quoted): switch), which \(quoted) does not apply to; "
                    + "a toggle calls the action handler with the new value"
            }
        }

        /// The swipe placements, as messages name them: `'swipeLeading' or 'swipeTrailing'`.
        static let swipePlacements =
            "'\(EventSpec.Placement.swipeLeading.rawValue)' or "
            + "'\(EventSpec.Placement.swipeTrailing.rawValue)'"
        /// `swipeTitle` and `color` style the swipe action alone: on an event that is none they would do nothing.
        static func onlyOnSwipeActions<Value>(_ key: borrowing Key<Value>) -> SpecRule {
            let quoted = key.quoted
            return .onlyWith(key, placement, holds: { $0.isSwipeAction }) { event in
                "\(quoted) styles the event's swipe action, but event '\(event.name)' is not placed "
                    + swipePlacements
            }
        }

        /// What an event needs at least one of, as diagnostics say it: `a 'title' or a 'systemImage'`.
        /// (A switch needs neither: its `value`, which it requires, stands in for them.)
        static var requirement: String { "a \(title.quoted) or a \(systemImage.quoted)" }

        static let format = SpecMappingFormat<EventSpec>(
            title: "Events",
            description: "A button (or, with `control: switch`, a switch) of the cell. Needs a `title` or a "
                + "`systemImage`; a switch needs its `value`.",
            keys: [
                title.erased, systemImage.erased, route.erased, accessibilityLabel.erased, role.erased,
                enabled.erased, visible.erased, confirm.erased, placement.erased, swipeTitle.erased, color.erased,
                menuGroup.erased, submenu.erased, control.erased, value.erased,
            ],
            requiresOneOf: [title.spec, systemImage.spec, value.spec],
            rules: [
                onlyOnSwipeActions(swipeTitle), onlyOnSwipeActions(color),
                .onlyWith(value, control, where: { $0 == .switch }) { _ in
                    "\(value.quoted) is the field a switch shows; it needs \(control.quoted): switch"
                },
                .requires(control, value, when: { $0 == .switch }) { what in
                    "\(what) is a switch (\(control.quoted): switch) and needs a \(value.quoted): the Bool field it shows"
                },
                notOnSwitches(placement) { $0.placements == [.button] },
                notOnSwitches(route) { $0.routeTarget == nil },
                notOnSwitches(confirm) { $0.confirm == nil },
                // It places the event's menu item: an event without one would ignore it.
                .onlyWith(menuGroup, placement, holds: { $0.placements.contains(.menu) }) { event in
                    "\(menuGroup.quoted) places the event's context-menu item, but event '\(event.name)' is not placed "
                        + "'\(EventSpec.Placement.menu.rawValue)'"
                },
                .onlyWith(submenu, placement, holds: { $0.placements.contains(.menu) }) { event in
                    "\(submenu.quoted) places the event's context-menu item, but event '\(event.name)' is not placed "
                        + "'\(EventSpec.Placement.menu.rawValue)'"
                },
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// An event's `title`, `systemImage` or `accessibilityLabel` as a mapping: a text that follows a `Bool`
    /// field of the row.
    enum StateTextFormat {
        typealias Key<Value: Sendable> = SpecField<StateText, Value>

        static let condition = Key(
            required: "if", { $1(&$0.condition) }, SpecKind.fieldCondition.optional, placeholder: nil, noun: .field,
            "A `Bool` field of the model, or `\"!field\"`: read from the row each time its cell is configured "
                + "and each time its swipe action or menu is built.")
        static let text = Key(
            required: "then", { $1(&$0.text) }, .controlName(stateText: false), placeholder: "",
            "The text while the field is true.")
        static let otherwise = Key(
            required: "else", { $1(&$0.otherwise) }, .controlName(stateText: false), placeholder: "",
            "The text while the field is false.")

        static let format = SpecMappingFormat<StateText>(
            title: "State text", description: "A text that follows a Bool field of the row.",
            keys: [condition.erased, text.erased, otherwise.erased])
        static var mapping: SpecMapping { format.mapping }

        /// A fixed text of `base`'s kind, or the mapping (`title: Star` or `{ if: isStarred, then: Unstar,
        /// else: Star }`).
        static func kind(_ base: SpecKind<String>) -> SpecKind<StateText> {
            base.map(StateText.init(_:), written: { $0.dependsOnRow ? nil : $0.text })
                .either(.mapping(format) { StateText(if: nil, then: "", else: "") })
        }
    }

    /// A cell's `select`: a tap on the row itself.
    enum Select {
        typealias Key<Value: Sendable> = SpecField<SelectSpec, Value>

        static let route = Key(
            "route", { $1(&$0.routeTarget) }, RouteChoice.kind, default: nil, noun: .named("route name"),
            "The route a row tap navigates to, or `{ field:, cases:, default: }` for one chosen by the row "
                + "(Documentation/Routes.md). Without one, the tap calls the screen's `actionHandler` with "
                + "`<screen>Action.select<Model>(model)` (`selectNote(note)`).")
        static let confirm = Key(
            "confirm", { $1(&$0.confirm) }, Confirm.kind, default: nil, described: Confirm.defaultDescription,
            noun: .ofMapping, Confirm.keyDescription)
        static let enabled = Key(
            "enabled", { $1(&$0.enabled) }, SpecKind.identifier.optional, default: nil, described: "always selectable",
            noun: .field,
            "A `Bool` field of the model: the row cannot be highlighted or selected while it is false, and "
                + "shows dimmed (with `display.text`, its text colour is `.secondaryLabel`).")
        static let highlight = Key(
            "highlight", { $1(&$0.highlight) }, .boolean, default: true,
            "`false`: the row stays tappable but shows no grey highlight when touched: the table cell's "
                + "`selectionStyle = .none`, or the list cell's `automaticallyUpdatesBackgroundConfiguration = false` "
                + "(its background is not updated for the highlighted state). Not through "
                + "`shouldHighlight…`, which would also refuse the tap.")

        /// Event keys a row tap cannot have: the row itself is the control, so it has no title, symbol or
        /// placement.
        static let eventOnlyKeys = [Event.title.name, Event.systemImage.name, Event.placement.name]

        static let format = SpecMappingFormat<SelectSpec>(
            title: "Select",
            description: "A tap on the row: the controller's `didSelectRow(at:)`. Rows of a cell kind without "
                + "`select` are not selectable.",
            keys: [route.erased, confirm.erased, enabled.erased, highlight.erased])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }

    /// An event's or a row tap's `route` as a mapping: the route chosen by the row's field at tap time.
    enum RouteChoice {
        typealias Key<Value: Sendable> = SpecField<RouteTargetSpec, Value>

        static let field = Key(
            required: "field", { $1(&$0.field) }, SpecKind.identifier.optional, placeholder: nil,
            noun: .named("field name"),
            "An enum or `String` field of the model; its value when the row is tapped chooses the route.")
        static let cases = Key(
            required: "cases", { $1(&$0.cases) },
            SpecKind(.map(of: .identifier, minCount: 1, maxCount: SpecDecoder.Limits.routes)) { context, node, what in
                context.routeCases(node, what)
            }, placeholder: [],
            "The field's value (an enum case's name, or the `String`) → the route it takes.")
        static let defaultRoute = Key(
            required: "default", { $1(&$0.route) }, SpecKind.identifier, placeholder: "", noun: .named("route name"),
            "The route every other value takes.")

        static let format = SpecMappingFormat<RouteTargetSpec>(
            title: "Route choice",
            description:
                "A route chosen per row (`route: { field: kind, cases: { thread: thread }, default: thread }`), "
                + "read when the row is tapped, never from when the cell was configured.",
            keys: [field.erased, cases.erased, defaultRoute.erased])
        static var mapping: SpecMapping { format.mapping }

        /// The kind of an event's and a row tap's `route`: a route's name, or this mapping.
        static let kind = SpecKind.identifier.map { RouteTargetSpec(route: $0) }
            .either(SpecKind(.mapping(format.mapping)) { context, node, _ in context.routeChoice(node) }).optional
    }

    /// An event's or a row tap's `confirm`: the alert shown before acting.
    enum Confirm {
        typealias Key<Value: Sendable> = SpecField<ConfirmSpec, Value>

        static let title = Key(
            required: "title", { $1(&$0.title) }, .nonEmptyText, placeholder: "",
            "The alert's title. `{field}` shows a `String` or `Int` field of the row, read when the alert is "
                + "shown (`\"Delete '{name}'?\"`); the same in `message` and `button`.")
        static let message = Key(
            "message", { $1(&$0.message) }, SpecKind.text.optional, default: nil,
            "The alert's message, below its title.")
        static let button = Key(
            "button", { $1(&$0.button) }, SpecKind.nonEmptyText.optional, default: nil,
            described: "the event's title, else its accessibility label; \"OK\" for `select`",
            "The confirming button's title. Its style is destructive when the event's `role` is.")

        static let style = Key(
            "style", { $1(&$0.style) },
            .choice(synonyms: { $0 == .actionSheet ? ["sheet", "actionsheet", "action-sheet"] : [] }) {
                switch $0 {
                case .alert: "a `UIAlertController` alert, in the middle of the screen"
                case .actionSheet:
                    "an action sheet (`preferredStyle: .actionSheet`), pointing at the cell that shows the row "
                        + "when it is shown, or for a batch action at its toolbar button (a popover on iPad; "
                        + "Documentation/Routes.md#anchors)"
                }
            }, default: ConfirmSpec.Style.alert, "How the confirmation is shown.")
        static let when = Key(
            "when", { $1(&$0.when) }, SpecKind.fieldCondition.optional, default: nil, described: "always asks",
            noun: .field,
            "A `Bool` field of the model, or `\"!field\"` for its negation: it asks only while it is true, "
                + "else it acts at once. Read from the row as it is at the tap, never from when the cell was "
                + "configured.")

        static let format = SpecMappingFormat<ConfirmSpec>(
            title: "Confirm", description: "An alert that asks before an event or a row tap acts.",
            keys: [title.erased, message.erased, button.erased, style.erased, when.erased])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }

        /// The kind of an event's and a row tap's `confirm`.
        static let kind = SpecKind.mapping(format) { ConfirmSpec(title: "") }.optional
        static let defaultDescription = "acts at once"
        static let keyDescription =
            "Ask before acting: an alert with a cancel button and a confirming one. The row is looked up "
            + "again, by its ID, when the user confirms; if it was deleted meanwhile, nothing happens."
    }

    /// One entry of `routes`.
    enum Route {
        typealias Key<Value: Sendable> = SpecField<RouteSpec, Value>

        static let destination = Key(
            "destination", { $1(&$0.destination) },
            .typeName { "destination must name a view controller class, not '\($0)'" }, default: .named([]),
            described: "required, unless the route has a `url`", noun: .named("destination"),
            "Your `UIViewController` subclass; the router's factory for this route returns it.")
        static let url = Key(
            "url", { $1(&$0.url) }, SpecKind.identifier.optional, default: nil,
            described: "none: the route shows `destination`",
            noun: .named("field name"),
            "A URL route (Documentation/Routes.md#url-routes): the `URL` or `URL?` field, of the model of every "
                + "cell that reaches the route, whose value the route opens, read from the row when it is tapped. "
                + "It takes `presentation: safari` or `external` and no `destination` or `pass`; a nil URL does "
                + "nothing.")
        static let pass = Key(
            "pass", { $1(&$0.pass) },
            .choice(synonyms: {
                switch $0 {
                case .model: ["row", "object", "item"]
                case .id: ["identifier"]
                case .nothing: ["nothing"]
                }
            }) {
                switch $0 {
                case .model: "the route case carries the row model"
                case .id: "its ID"
                case .nothing: "nothing: the factory takes no row (usable from the empty state)"
                }
            }, default: RouteSpec.Pass.model, "What the destination receives.")
        static let presentation = Key(
            "presentation", { $1(&$0.presentation) },
            .choice(
                synonyms: {
                    switch $0 {
                    case .present: ["modal", "modally", "fullScreen"]
                    case .sheet: ["pageSheet", "bottomSheet"]
                    case .push: ["navigation"]
                    case .popover: ["popup", "popOver", "shareSheet"]
                    case .safari: ["safariView", "inApp"]
                    case .external: ["browser", "system", "openURL"]
                    default: []
                    }
                },
                lookalikes: {
                    $0 != .sheet
                        ? []
                        : [
                            .init(
                                word: "formSheet",
                                why: "a form sheet is not supported: 'sheet' presents a page sheet (.pageSheet, "
                                    + "sized by 'detents'), which on iPad is wider than a form sheet")
                        ]
                }
            ) {
                switch $0 {
                case .push: "onto the source's navigation controller, else `show`"
                case .present: "modal"
                case .sheet: "modal, `modalPresentationStyle = .pageSheet`, sized by `detents`"
                case .show: "`show(_:sender:)`"
                case .popover:
                    "`modalPresentationStyle = .popover`, pointing at the cell that shows the row when the "
                        + "tap acts (Documentation/Routes.md#anchors)"
                case .safari:
                    "with `url`: `SFSafariViewController`, presented modally; a URL that is not http or https "
                        + "opens as `external`"
                case .external:
                    "with `url`: the system opens the URL (`UIApplication.open`), through the router's `openURL`"
                }
            }, default: RouteSpec.Presentation.push, "How the destination is shown.")
        static let embedInNavigation = Key(
            "embedInNavigation", { $1(&$0.embedInNavigation) }, .boolean, default: false,
            "With `present` or `sheet`: wrap the destination in a `UINavigationController`.")
        static let detents = Key(
            "detents", { $1(&$0.detents) },
            .distinctWords(
                SpecValue.choices(
                    RouteSpec.Detent.self,
                    synonyms: {
                        switch $0 {
                        case .medium: ["half"]
                        case .large: ["full"]
                        }
                    }
                ) {
                    switch $0 {
                    case .medium: "`.medium()`, about half the screen"
                    case .large: "`.large()`, full height"
                    }
                }), default: [], described: "UIKit's: `[large]`",
            "With `sheet`: the heights the sheet rests at (`sheetPresentationController.detents`, iOS 15), "
                + "smallest first.")
        static let closeButton = Key(
            "closeButton", { $1(&$0.closeButton) }, .boolean, default: false,
            "With `embedInNavigation: true`: a Close button (`UIBarButtonItem(systemItem: .close)`) on the "
                + "destination's navigation item that dismisses it.")

        /// `presentation: present` or `sheet`, as messages write it.
        static func written(_ presentations: [RouteSpec.Presentation]) -> String {
            "'\(presentation.name): " + presentations.map(\.rawValue).joined(separator: "' or '") + "'"
        }

        static let format = SpecMappingFormat<RouteSpec>(
            title: "Routes", description: "A navigation destination.",
            keys: [
                destination.erased, url.erased, pass.erased, presentation.erased, embedInNavigation.erased,
                detents.erased, closeButton.erased,
            ],
            requiresOneOf: [destination.spec, url.spec],
            rules: [
                .exclusive(url, destination, because: "a URL route opens the row's URL and shows no view controller"),
                .onlyWith(pass, url, holds: { $0.url == nil }) { route in
                    "\(pass.quoted) does not apply to a URL route: it opens the row's '\(route.url ?? "")' and "
                        + "passes nothing else"
                },
                .onlyWith(url, presentation, where: { $0.opensURL }) {
                    "\(url.quoted) needs \(written([.safari, .external])), not '\($0.rawValue)'"
                },
                .requires(presentation, url, when: { $0.opensURL }) { what in
                    "\(what) opens a URL ('\(presentation.name): safari' or 'external') and needs a \(url.quoted): "
                        + "the URL field of the row it opens"
                },
                .onlyWith(embedInNavigation, presentation, severity: .warning, where: { $0.isModal }) {
                    "\(embedInNavigation.quoted) applies only to \(written([.present, .sheet])); it is ignored for "
                        + "'\($0.rawValue)'"
                },
                .onlyWith(detents, presentation, where: { $0 == .sheet }) {
                    "\(detents.quoted) apply only to \(written([.sheet])), not '\($0.rawValue)'"
                },
                .onlyWith(closeButton, presentation, where: { $0.isModal }) {
                    "\(closeButton.quoted) needs a modal presentation ('present' or 'sheet') with "
                        + "'\(embedInNavigation.name): true'; a '\($0.rawValue)' destination is not dismissed"
                },
                .onlyWith(closeButton, embedInNavigation, where: { $0 }) { _ in
                    "\(closeButton.quoted) needs '\(embedInNavigation.name): true': the Close button goes on "
                        + "the navigation bar of the destination's own navigation controller"
                },
            ])
        static var mapping: SpecMapping { SpecMapping { format.mapping } }
    }
}

extension SpecFormat {
    /// What a key of that name holds when that is a mapping, as a hint says it: `a mapping of event names`
    /// (`events`), `a mapping of 'text', 'secondaryText', 'image'` (`display`); nil for other keys.
    package static func mappingDescription(ofKeyNamed name: String) -> String? {
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
    static func nested(_ value: SpecValue) -> [SpecMapping] {
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
    /// One line, Markdown: the reference tables' "meaning" column and the schema's `description`.
    let description: String
    /// For a common optional key, a value that shows how it is written (`{ fields: [title] }`): the
    /// starter spec of `listgen init` shows the key, commented out, with it (``StarterSpec``), and a
    /// test generates the starter with each such line uncommented.
    let starter: String?

    init(_ name: String, _ value: SpecValue, _ defaultValue: Default, _ description: String, starter: String? = nil) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.description = description
        self.starter = starter
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

    /// The default of a string key.
    var defaultString: String {
        guard case .value(let text) = defaultValue else {
            preconditionFailure("the spec format gives '\(name)' no default")
        }
        return text
    }
}

/// A mapping of the spec format: its keys, in the order the reference lists them.
///
/// A key whose value is a nested mapping holds it by reference (``init(resolving:)``), read on first
/// use: a run builds the tables of only the mappings its spec has (a spec without `emptyState` never
/// builds that mapping's keys), while the schema and the reference still walk them all.
struct SpecMapping: Sendable {
    /// What a mapping holds, and its key names, worked out once.
    ///
    /// A class: each read of a part (the decoder reads ``keyNames`` for every mapping of a spec) copies
    /// one reference, where a struct of five arrays and strings was copied and destroyed whole through
    /// its value witnesses, and the names were mapped from the keys again each time.
    final class Contents: Sendable {
        let title: String
        let description: String
        let keys: [SpecKey]
        let keyNames: [String]
        let requiresOneOf: [SpecKey]
        let exclusive: [ExclusivePair]

        init(
            title: String, description: String, keys: [SpecKey], requiresOneOf: [SpecKey],
            exclusive: [ExclusivePair]
        ) {
            self.title = title
            self.description = description
            self.keys = keys
            self.keyNames = keys.map { $0.name }
            self.requiresOneOf = requiresOneOf
            self.exclusive = exclusive
        }
    }

    private let contents: @Sendable () -> Contents

    init(
        title: String, description: String, keys: [SpecKey], requiresOneOf: [SpecKey] = [],
        exclusive: [ExclusivePair] = []
    ) {
        let contents = Contents(
            title: title, description: description, keys: keys, requiresOneOf: requiresOneOf, exclusive: exclusive)
        self.contents = { contents }
    }

    /// The mapping `mapping` gives when it is first read (a format's `static let`).
    init(resolving mapping: @escaping @Sendable () -> SpecMapping) {
        self.contents = { mapping().contents() }
    }

    /// The heading of its table in `Documentation/SpecFormat.md`.
    var title: String { contents().title }
    /// One line: the schema's `description`.
    var description: String { contents().description }
    var keys: [SpecKey] { contents().keys }
    /// At least one of these keys must be present.
    var requiresOneOf: [SpecKey] { contents().requiresOneOf }
    /// Pairs of keys that cannot both be present.
    var exclusive: [ExclusivePair] { contents().exclusive }

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
    var keyNames: [String] { contents().keyNames }
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
        /// Words that look like this one but mean something it does not do (`grid` near `collection`): a spec
        /// that writes one is told why, and offered no word.
        var lookalikes: [Lookalike] = []
    }

    /// A word a spec may write for a choice that does something else, and why it is not that choice.
    struct Lookalike: Sendable {
        let word: String
        /// The end of the message: `a grid is not a list kind; …`.
        let why: String
    }

    /// A Swift identifier (a name that becomes part of generated code); keywords are refused.
    case identifier
    /// A `Bool` field's name, negated by a leading `!` (``FieldCondition``), ``fieldConditionPattern``.
    case fieldCondition
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
    /// A whole number of at least `minimum`.
    case integer(minimum: Int)
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
    /// A list of field names (Swift identifiers), each at most once.
    case names(minItems: Int)
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
        case identifier

        var value: SpecValue {
            switch self {
            case .mapping(let mapping): .mapping(mapping)
            case .swiftType: .swiftType
            case .identifier: .identifier
            }
        }
    }

    /// What a ``fieldCondition`` matches, as a JSON Schema pattern.
    static let fieldConditionPattern = "^!?[A-Za-z_][A-Za-z0-9_]*$"

    /// What a ``currencyCode`` matches, as a JSON Schema pattern.
    static let currencyCodePattern = "^[A-Z]{3}$"

    /// Whether `code` has the shape of an ISO 4217 code (``currencyCodePattern``).
    static func isCurrencyCode(_ code: String) -> Bool {
        code.unicodeScalars.count == 3 && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The words of a `CaseIterable` enum, each with its meaning and its known synonyms.
    static func choice<T: RawRepresentable & CaseIterable & Hashable>(
        _ type: T.Type, synonyms: (T) -> [String] = { _ in [] }, lookalikes: (T) -> [Lookalike] = { _ in [] },
        meaning: (T) -> String
    ) -> SpecValue
    where T.RawValue == String {
        .choice(choices(T.self, synonyms: synonyms, lookalikes: lookalikes, meaning: meaning))
    }

    /// The words of a `CaseIterable` enum with their meanings and known synonyms, for ``choice(_:)`` and
    /// ``words(_:minItems:)``.
    ///
    /// Synonyms are a function of the case (`{ $0 == .switch ? ["toggle"] : [] }`), like meanings, not a
    /// `KeyValuePairs<T, [String]>` literal: the literal's storage, `_ContiguousArrayStorage<(T, [String])>`,
    /// is a distinct generic class per enum, whose metadata the runtime instantiated from its mangled name
    /// on first use (about 20 k instructions per choice key a spec used); a closure literal is plain code.
    static func choices<T: RawRepresentable & CaseIterable & Hashable>(
        _ type: T.Type, synonyms: (T) -> [String] = { _ in [] }, lookalikes: (T) -> [Lookalike] = { _ in [] },
        meaning: (T) -> String
    ) -> [Choice]
    where T.RawValue == String {
        T.allCases.map { value in
            Choice(
                word: value.rawValue, meaning: meaning(value), synonyms: synonyms(value), lookalikes: lookalikes(value))
        }
    }
}
