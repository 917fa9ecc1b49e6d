/// The types listgen declares for a screen, named by a suffix after the screen's name.
package enum ScreenType: String, CaseIterable, Sendable {
    case viewController = "ViewController"
    case section = "Section"
    case row = "Row"
    case route = "Route"
    case routing = "Routing"
    case router = "Router"
    case action = "Action"
    case actionHandling = "ActionHandling"
    case strings = "Strings"

    /// `Contacts` → `ContactsViewController`.
    func name(for screen: String) -> String { screen + rawValue }

    /// The delegate protocol of a delegate-wired cell: `MessageCell` → `MessageCellDelegate`.
    package static func delegateProtocol(of cell: String) -> String { cell + "Delegate" }

    /// The protocol the app's view of a cell with `content` conforms to: `ProductCell` → `ProductCellContent`.
    package static func contentProtocol(of cell: String) -> String { cell + "Content" }

    /// How diagnostics name the type.
    var role: String {
        switch self {
        case .viewController: "the generated view controller"
        case .section: "the generated section enum"
        case .row: "the generated row enum"
        case .route: "the generated route enum"
        case .routing: "the generated routing protocol"
        case .router: "the generated router"
        case .action: "the generated action enum"
        case .actionHandling: "the generated action handler protocol"
        case .strings: "the generated strings enum"
        }
    }
}

/// Which of the ``ScreenType``s a screen generates — the one place this rule is written. The
/// validator checks their names for clashes, the template context sets its flags from it
/// (`hasMultipleCellKinds`, `hasRoutes`, `hasActions`), and the renderer writes a file for each.
package struct GeneratedTypes: Sendable, Hashable {
    /// The screen's name, the stem of every type name.
    let screen: String
    /// The types generated, in ``ScreenType`` order.
    let types: [ScreenType]
    /// The models listgen declares (`generateModel`), once each, in the order cells first name them.
    package let models: [String]
    /// The cell classes, in spec order.
    package let cells: [String]

    /// `emptyStateAction`: the empty state's button is an action of the screen (it has no route).
    init(
        screen: String, cells: [CellSpec], routes: [RouteSpec], localized: Bool = false, emptyStateAction: Bool = false
    ) {
        self.screen = screen
        var seen: Set<String> = []
        models = cells.filter { $0.generateModel && seen.insert($0.model).inserted }.map(\.model)
        self.cells = cells.map(\.name)
        types = ScreenType.allCases.filter { type in
            switch type {
            case .viewController, .section: true
            // A single cell kind uses its model as the row type.
            case .row: cells.count > 1
            case .route, .routing, .router: !routes.isEmpty
            // Events (and row taps) without a route go to the action handler.
            case .action, .actionHandling:
                emptyStateAction || cells.contains { $0.eventsAndSelect.contains { $0.route == nil } }
            // Localized texts are looked up in its members.
            case .strings: localized
            }
        }
    }

    package init(spec: ScreenSpec) {
        let action = spec.feed.emptyState?.action
        self.init(
            screen: spec.screen, cells: spec.cells, routes: spec.routes, localized: spec.localization != nil,
            emptyStateAction: action != nil && action?.route == nil)
    }

    package func contains(_ type: ScreenType) -> Bool { types.contains(type) }

    /// The name of `type` for this screen (whether or not the screen generates it).
    package func name(of type: ScreenType) -> String { type.name(for: screen) }
}

/// The names listgen derives from a spec.
package struct Names {
    let spec: ScreenSpec

    package init(spec: ScreenSpec) { self.spec = spec }

    package var viewController: String { ScreenType.viewController.name(for: spec.screen) }
    package var section: String { ScreenType.section.name(for: spec.screen) }
    package var rowEnum: String { ScreenType.row.name(for: spec.screen) }
    /// The row type: the model itself for a single cell kind, else the row enum.
    package var row: String { spec.cells.count == 1 ? spec.cells[0].model : rowEnum }
    package var rowID: String { row + ".ID" }
    package var route: String { ScreenType.route.name(for: spec.screen) }
    package var routing: String { ScreenType.routing.name(for: spec.screen) }
    package var router: String { ScreenType.router.name(for: spec.screen) }
    package var action: String { ScreenType.action.name(for: spec.screen) }
    package var actionHandling: String { ScreenType.actionHandling.name(for: spec.screen) }
    package var strings: String { ScreenType.strings.name(for: spec.screen) }

    /// The parameter name for a cell's model: `Contact` → `contact`; keywords become `model`.
    package func parameter(for cell: CellSpec) -> String {
        let name = SwiftIdentifier.lowerFirst(cell.model)
        return SwiftIdentifier.keywords.contains(name) ? "model" : name
    }

    /// The `<screen>Action` case of `event` (an event or row tap without a route) in rows of a cell
    /// with `model`: the event's name, then the model's (`share` of a `Book` → `shareBook`).
    ///
    /// The name depends on the event and its own cell alone, never on the other cells: adding,
    /// removing or reordering cell kinds renames no case an app switches on. Cells with one model
    /// share the case of an event name; two names that would spell one case are refused by
    /// ``SpecValidator``.
    package static func actionCase(event: String, model: String) -> String {
        event + SwiftIdentifier.upperFirst(model)
    }

    /// The action case of a batch action (`editing.multiSelect`), which carries the selected rows:
    /// `remove` → `removeRows`.
    package static func batchActionCase(event: String) -> String {
        event + "Rows"
    }

    /// The row enum case of every cell, by cell name: `PostCell` → `post`, unless that is
    /// ambiguous or a keyword. Linear in the number of cells.
    package func rowCases() -> [String: String] {
        let stems = spec.cells.map { Self.rowCaseStem($0.name) }
        var counts: [String: Int] = [:]
        for stem in stems { counts[stem, default: 0] += 1 }
        var result: [String: String] = [:]
        for (cell, stem) in zip(spec.cells, stems) {
            result[cell.name] = Self.rowCase(cell.name, stem: stem, clashes: counts[stem]! > 1)
        }
        return result
    }

    private static func rowCaseStem(_ name: String) -> String {
        let trimmed = name.hasSuffix("Cell") && name.count > 4 ? String(name.dropLast(4)) : name
        return SwiftIdentifier.lowerFirst(trimmed)
    }

    private static func rowCase(_ name: String, stem: String, clashes: Bool) -> String {
        if clashes || SwiftIdentifier.keywords.contains(stem) || stem == "id" {
            return SwiftIdentifier.lowerFirst(name)
        }
        return stem
    }
}
