import ListgenSpec

/// The root of the template context: what every template is rendered with.
struct RootContext: Encodable, Sendable {
    /// The context's version (``TemplateContext/version``).
    var contextVersion: Int
    /// The spec's file name, no directories (`Contacts.listgen.yaml`). Doc-comment safe.
    var specFileName: String
    /// The screen.
    var screen: ScreenContext
    /// The sections, in order; one `main` section when the spec has none.
    var sections: [SectionContext]
    /// The cell kinds, in spec order.
    var cells: [CellContext]
    /// The only cell kind, when there is one (then rows are its models; no row enum).
    var singleCell: CellContext?
    /// The models listgen declares, once each (cells with `generateModel: false` add none).
    var models: [ModelContext]
    /// The routes, in spec order.
    var routes: [RouteContext]
    /// One per (event, model) with no route: the cases of `<screen>Action`.
    var actions: [ActionContext]
    /// The union of event names over all cells: one `didTap<Event>(at:)` each on the controller.
    var events: [ControllerEventContext]
    /// Row taps: the controller's `didSelectRow(at:)`; `null` when no cell kind has `select`.
    var selection: SelectionContext?
    /// Empty state, pull to refresh and paging.
    var feed: FeedContext
    /// The list's edit mode (`editing`).
    var editing: EditingContext
    /// The search bar (`search`); `null` without one.
    var search: SearchContext?
    /// The localized texts and their strings enum; `null` without `localization`.
    var localization: LocalizationContext?
    /// The controller's methods that choose a tap's route from the row (`route: { field:, cases: }`), in
    /// spec order; empty when every route is fixed.
    var routeChoices: [RouteChoiceContext]
    /// The controller's alert for `confirm`; `null` when no event or row tap has one.
    var confirmation: ConfirmationContext?
    /// Swipe actions and context menus (events placed `swipeLeading`, `swipeTrailing` or `menu`);
    /// `null` when no event has such a placement.
    var placements: PlacementsContext?
    /// Section header and footer views the app configures; `null` when no section has one.
    var sectionViews: SectionViewsContext?
    /// The sections from a field of the rows (`sections: { from: }`); `null` for fixed sections.
    var dataSections: DataSectionsContext?
}

extension TemplateContextBuilder {
    func build() -> RootContext {
        // By index, not `enumerated()`: an (offset, element) tuple of a spec type is built by the
        // runtime from its mangled name on first use.
        let cells = spec.cells.indices.map { cell(spec.cells[$0], index: $0) }
        var root = RootContext(
            contextVersion: TemplateContext.version,
            specFileName: SwiftLiteral.docText(spec.sourceFileName),
            screen: screen(),
            sections: spec.sections.indices.map { section(spec.sections[$0], index: $0) },
            cells: cells,
            singleCell: cells.count == 1 ? cells[0] : nil,
            models: models(),
            routes: spec.routes.indices.map { route(spec.routes[$0], index: $0) },
            actions: actions(),
            events: controllerEvents(),
            selection: selection(),
            feed: feed(),
            editing: editing(),
            search: search(),
            routeChoices: routeChoices(),
            confirmation: confirmation(),
            placements: placements(),
            sectionViews: sectionViews(),
            dataSections: dataSections())
        // Last: the texts are recorded while the rest is built.
        root.localization = localization()
        return root
    }
}
