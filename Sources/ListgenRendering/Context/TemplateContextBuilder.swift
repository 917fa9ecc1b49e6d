import ListgenSpec

/// Builds the typed template context (``RootContext``) of one spec.
///
/// Each context struct is declared, with its builder method, in its own file of `Context/`.
///
/// Names that depend on the other cells (row cases, the action enum's cases, a route's user) are computed once
/// here, in one pass each, so that building the context stays linear in the size of the spec.
struct TemplateContextBuilder {
    let spec: ScreenSpec
    let names: Names
    /// Which types the screen generates (the flags `hasMultipleCellKinds`, `hasRoutes`, `hasActions`).
    let generated: GeneratedTypes
    /// ``Names/rowCases()``: the row enum case of every cell, by cell name.
    let rowCases: [String: String]
    /// The cases of the action enum, in spec order: the first (cell, event) to use each case name
    /// (cells of one model share the case of an event name).
    let declaredActions: [(caseName: String, cell: CellSpec, event: EventSpec)]
    /// The first cell with an event using each route, by route name.
    let routeUsers: [String: CellSpec]
    /// The user-visible texts the context uses (``userText(_:key:comment:)``).
    let userTexts = UserTextLog()

    init(spec: ScreenSpec) {
        self.spec = spec
        let names = Names(spec: spec)
        self.names = names
        generated = GeneratedTypes(spec: spec)
        let rowCases = names.rowCases()
        self.rowCases = rowCases
        var declared: Set<String> = []
        var declaredActions: [(caseName: String, cell: CellSpec, event: EventSpec)] = []
        var routeUsers: [String: CellSpec] = [:]
        for cell in spec.cells {
            for event in cell.eventsAndSelect {
                if event.route != nil {
                    for route in event.routeNames where routeUsers[route] == nil { routeUsers[route] = cell }
                    continue
                }
                let caseName = Names.actionCase(event: event.name, model: cell.model)
                if declared.insert(caseName).inserted { declaredActions.append((caseName, cell, event)) }
            }
        }
        self.declaredActions = declaredActions
        self.routeUsers = routeUsers
    }

    func rowCase(for cell: CellSpec) -> String { rowCases[cell.name]! }
}
