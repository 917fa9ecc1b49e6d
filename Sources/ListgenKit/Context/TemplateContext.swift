import ListgenMustache

/// Builds the template context — the data every template is rendered with — from a validated spec.
///
/// The context is a contract with template authors: `Documentation/TemplateContext.md`
/// describes every field, golden JSON files pin it, and ``version`` changes whenever a
/// field is renamed or removed. Templates stay logic-less: every name variant and every
/// flag they need is computed here.
enum TemplateContext {
    /// The context's version, `contextVersion` in the JSON. Bump it on any breaking change.
    static let version = 1

    /// The context for `spec`.
    static func make(for spec: ScreenSpec) -> MustacheValue {
        Builder(spec: spec).build()
    }
}

/// Derived names and flags for one spec.
///
/// Names that depend on the other cells (row cases, action cases, a route's user) are computed once
/// here, in one pass each, so that building the context stays linear in the size of the spec.
struct Builder {
    let spec: ScreenSpec
    let names: Names
    /// Which types the screen generates (the flags `hasMultipleCellKinds`, `hasRoutes`, `hasActions`).
    let generated: GeneratedTypes
    /// ``Names/rowCases()``: the row enum case of every cell, by cell name.
    let rowCases: [String: String]
    /// The action case of every event without a route, by cell name, then event name.
    let actionCases: [String: [String: String]]
    /// The cases of the action enum, in spec order: the first (cell, event) to use each case name.
    let declaredActions: [(caseName: String, cell: CellSpec, event: EventSpec)]
    /// The first cell with an event using each route, by route name.
    let routeUsers: [String: CellSpec]

    init(spec: ScreenSpec) {
        self.spec = spec
        let names = Names(spec: spec)
        self.names = names
        generated = GeneratedTypes(spec: spec)
        let rowCases = names.rowCases()
        self.rowCases = rowCases
        var seen: [String: String] = [:]  // case name → model
        var actionCases: [String: [String: String]] = [:]
        var declaredActions: [(caseName: String, cell: CellSpec, event: EventSpec)] = []
        var routeUsers: [String: CellSpec] = [:]
        for cell in spec.cells {
            for event in cell.events {
                if let route = event.route {
                    if routeUsers[route] == nil { routeUsers[route] = cell }
                    continue
                }
                var caseName = event.name
                if let model = seen[caseName], model != cell.model {
                    caseName = event.name + SwiftIdentifier.upperFirst(rowCases[cell.name]!)
                }
                if seen[caseName] == nil {
                    seen[caseName] = cell.model
                    declaredActions.append((caseName, cell, event))
                }
                if actionCases[cell.name]?[event.name] == nil {
                    actionCases[cell.name, default: [:]][event.name] = caseName
                }
            }
        }
        self.actionCases = actionCases
        self.declaredActions = declaredActions
        self.routeUsers = routeUsers
    }

    func rowCase(for cell: CellSpec) -> String { rowCases[cell.name]! }

    func build() -> MustacheValue {
        let cells = spec.cells.enumerated().map { cell($0.element, index: $0.offset) }
        let routes = spec.routes.enumerated().map { route($0.element, index: $0.offset) }
        let actions = self.actions()
        let models = self.models()
        let wirings = Set(spec.cells.map(\.wiring))
        let singleCell = !generated.contains(.row)
        let hasSectionTitles = spec.sections.contains { $0.title != nil }
        var screen: [String: MustacheValue] = [
            "name": .string(spec.screen),
            "viewControllerType": .string(names.viewController),
            "sectionType": .string(names.section),
            "rowType": .string(names.row),
            "rowIDType": .string(names.rowID),
            "rowEnumType": .string(names.rowEnum),
            "routeType": .string(names.route),
            "routingType": .string(names.routing),
            "routerType": .string(names.router),
            "actionType": .string(names.action),
            "actionHandlingType": .string(names.actionHandling),
            "hasTitle": .bool(spec.title != nil),
            "isTable": .bool(spec.list == .table),
            "isCollection": .bool(spec.list == .collection),
            "isDiffable": .bool(spec.dataSource == .diffable),
            "isClassic": .bool(spec.dataSource == .classic),
            "hasSingleCellKind": .bool(singleCell),
            "hasMultipleCellKinds": .bool(!singleCell),
            "isSingleSection": .bool(spec.sections.count == 1),
            "hasSectionTitles": .bool(hasSectionTitles),
            "listStyle": .string(hasSectionTitles ? "insetGrouped" : "plain"),
            "headerMode": .string(hasSectionTitles ? "supplementary" : "none"),
            "hasRoutes": .bool(generated.contains(.route)),
            "hasActions": .bool(generated.contains(.action)),
            "usesClosureWiring": .bool(wirings.contains(.closure)),
            "usesDelegateWiring": .bool(wirings.contains(.delegate)),
            "firstSectionCase": .string(spec.sections[0].id),
            "listViewName": .string(spec.list == .table ? "tableView" : "collectionView"),
            "listViewType": .string(spec.list == .table ? "UITableView" : "UICollectionView"),
            "rowKey": .string(spec.list == .table ? "row" : "item"),
            "diffableDataSourceType": .string(
                spec.list == .table ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource"),
            "needsDataSourceSubclass": .bool(
                spec.list == .table && spec.dataSource == .diffable && hasSectionTitles),
            "actionHandlerMethod": .string(SwiftIdentifier.lowerFirst(names.viewController)),
            "routesPush": .bool(spec.routes.contains { $0.presentation == .push }),
            "routesPresent": .bool(spec.routes.contains { $0.presentation == .present }),
            "routesShow": .bool(spec.routes.contains { $0.presentation == .show }),
        ]
        if let title = spec.title {
            screen["titleLiteral"] = .string(SwiftLiteral.string(title))
            screen["titleDoc"] = .string(SwiftLiteral.docText(title))
        }
        return .object([
            "contextVersion": .int(TemplateContext.version),
            "specFileName": .string(SwiftLiteral.docText(spec.sourceFileName)),
            "screen": .object(screen),
            "sections": .array(spec.sections.enumerated().map { section($0.element, index: $0.offset) }),
            "cells": .array(cells),
            "models": .array(models),
            "routes": .array(routes),
            "actions": .array(actions),
            "events": .array(controllerEvents()),
        ])
    }

    // MARK: Sections

    func section(_ section: SectionSpec, index: Int) -> MustacheValue {
        var value: [String: MustacheValue] = [
            "id": .string(section.id),
            "caseName": .string(section.id),
            "index": .int(index),
            "hasTitle": .bool(section.title != nil),
        ]
        if let title = section.title {
            value["titleLiteral"] = .string(SwiftLiteral.string(title))
            value["titleDoc"] = .string(SwiftLiteral.docText(title))
        }
        return .object(value.merging(position(index, spec.sections.count)) { a, _ in a })
    }

    // MARK: Cells

    func cell(_ cell: CellSpec, index: Int) -> MustacheValue {
        let parameter = names.parameter(for: cell)
        let rowCase = self.rowCase(for: cell)
        var display: [String: MustacheValue] = [:]
        if let text = cell.display.text {
            display["text"] = .string("\(parameter).\(text)")
        }
        if let secondary = cell.display.secondaryText {
            display["secondaryText"] = .string("\(parameter).\(secondary)")
        }
        switch cell.display.image {
        case .systemName(let name):
            display["imageSystemNameLiteral"] = .string(SwiftLiteral.string(name))
        case .field(let field):
            let optional = cell.field(named: field)?.type.isOptional ?? false
            display["imageField"] = .string("\(parameter).\(field)")
            display["imageFieldIsOptional"] = .bool(optional)
        case nil: break
        }
        display["hasText"] = .bool(cell.display.text != nil)
        display["hasSecondaryText"] = .bool(cell.display.secondaryText != nil)
        display["hasImage"] = .bool(cell.display.image != nil)
        display["hasContent"] = .bool(
            cell.display.text != nil || cell.display.secondaryText != nil || cell.display.image != nil)
        display["hasSymbolImage"] = .bool({ if case .systemName = cell.display.image { true } else { false } }())
        display["hasFieldImage"] = .bool({ if case .field = cell.display.image { true } else { false } }())

        let events = cell.events.enumerated().map { event($0.element, index: $0.offset, cell: cell) }
        let single = spec.cells.count == 1
        // A table cell with buttons lays them out itself, under a `UIListContentView`; every other
        // cell shows its content through `contentConfiguration`.
        let usesListContentView = spec.list == .table && !events.isEmpty
        let lines = stride(from: 0, to: cell.events.count, by: Self.maxButtonsPerLine).map { start in
            Array(cell.events[start..<min(start + Self.maxButtonsPerLine, cell.events.count)])
        }
        let buttonLines = lines.enumerated().map { lineIndex, line -> MustacheValue in
            let buttons = line.enumerated().map { index, event -> MustacheValue in
                .object(
                    ["buttonName": .string(Self.buttonName(event))].merging(position(index, line.count)) { a, _ in a })
            }
            return .object(["buttons": .array(buttons)].merging(position(lineIndex, lines.count)) { a, _ in a })
        }
        var value: [String: MustacheValue] = [
            "name": .string(cell.name),
            "lowerName": .string(SwiftIdentifier.lowerFirst(cell.name)),
            "registrationName": .string(SwiftIdentifier.lowerFirst(cell.name) + "Registration"),
            "reuseIdentifierLiteral": .string(SwiftLiteral.string(cell.name)),
            "superclass": .string(spec.list == .table ? "UITableViewCell" : "UICollectionViewListCell"),
            "isTableCell": .bool(spec.list == .table),
            "isCollectionCell": .bool(spec.list == .collection),
            "modelType": .string(cell.model),
            "modelIDType": .string("\(cell.model).ID"),
            "parameterName": .string(parameter),
            "rowCaseName": .string(rowCase),
            "rowIDExpression": .string(single ? "\(parameter).id" : ".\(rowCase)(\(parameter).id)"),
            "isClosureWiring": .bool(cell.wiring == .closure),
            "isDelegateWiring": .bool(cell.wiring == .delegate),
            "delegateProtocol": .string(ScreenType.delegateProtocol(of: cell.name)),
            "display": .object(display),
            "events": .array(events),
            "hasEvents": .bool(!events.isEmpty),
            "hasSingleEvent": .bool(events.count == 1),
            "hasMultipleEvents": .bool(events.count > 1),
            // Hooks exist only for a cell with events: a delegate-wired cell without events has no
            // delegate protocol, no delegate property and no conformance.
            "hasClosures": .bool(cell.wiring == .closure && !events.isEmpty),
            "hasDelegate": .bool(cell.wiring == .delegate && !events.isEmpty),
            "hasHooks": .bool(!events.isEmpty),
            "usesListContentView": .bool(usesListContentView),
            "contentTarget": .string(usesListContentView ? "listContentView.configuration" : "contentConfiguration"),
            "maxButtonsPerLine": .int(Self.maxButtonsPerLine),
            "buttonLines": .array(buttonLines),
        ]
        value.merge(position(index, spec.cells.count)) { a, _ in a }
        return .object(value)
    }

    func event(_ event: EventSpec, index: Int, cell: CellSpec) -> MustacheValue {
        let stem = SwiftIdentifier.upperFirst(event.name)
        let buttonName = Self.buttonName(event)
        let accessibilityLabel = event.accessibilityLabel ?? event.title ?? Self.readableName(event.name)
        var value: [String: MustacheValue] = [
            "name": .string(event.name),
            "cellName": .string(cell.name),
            "stem": .string(stem),
            "closureName": .string("on\(stem)Tap"),
            "delegateMethod": .string("didTap\(stem)"),
            "controllerMethod": .string("didTap\(stem)"),
            "buttonName": .string(buttonName),
            "accessibilityIdentifierLiteral": .string(SwiftLiteral.string("\(cell.name).\(event.name)")),
            "hasTitle": .bool(event.title != nil),
            "hasSystemImage": .bool(event.systemImage != nil),
            "hasRoute": .bool(event.route != nil),
            "description": .string(SwiftLiteral.docText(event.title ?? event.systemImage ?? event.name)),
            "reportMethod": .string("report\(stem)Tap"),
            "accessibilityLabelLiteral": .string(SwiftLiteral.string(accessibilityLabel)),
            // A titled button is read by its title; a label is set when there is none or the spec gives one.
            "needsAccessibilityLabel": .bool(event.accessibilityLabel != nil || event.title == nil),
        ]
        if let title = event.title { value["titleLiteral"] = .string(SwiftLiteral.string(title)) }
        if let image = event.systemImage { value["systemImageLiteral"] = .string(SwiftLiteral.string(image)) }
        if let route = event.route { value["routeCaseName"] = .string(route) }
        value.merge(position(index, cell.events.count)) { a, _ in a }
        return .object(value)
    }

    // MARK: Models

    /// Models listgen declares (``GeneratedTypes/models``), described by the first cell naming each.
    func models() -> [MustacheValue] {
        var firstCell: [String: CellSpec] = [:]
        for cell in spec.cells where cell.generateModel && firstCell[cell.model] == nil { firstCell[cell.model] = cell }
        return generated.models.map { model in
            let cell = firstCell[model]!
            let fields = cell.fields.enumerated().map { index, field -> MustacheValue in
                .object(
                    [
                        "name": .string(field.name),
                        "type": .string(field.type.description),
                        "isIdentity": .bool(field.name == cell.idField),
                    ].merging(position(index, cell.fields.count)) { a, _ in a })
            }
            let idType = cell.field(named: cell.idField)?.type.description ?? "String"
            return .object([
                "name": .string(cell.model),
                "fields": .array(fields),
                "idField": .string(cell.idField),
                "idType": .string(idType),
                "mapsIdentity": .bool(cell.idField != "id"),
            ])
        }
    }

    // MARK: Routes

    func route(_ route: RouteSpec, index: Int) -> MustacheValue {
        // Validation guarantees one model type per route; an unused route passes the first cell's model.
        let user = routeUsers[route.name] ?? spec.cells[0]
        let payloadType = route.pass == .model ? user.model : "\(user.model).ID"
        let payloadName = route.pass == .model ? names.parameter(for: user) : "id"
        let value: [String: MustacheValue] = [
            "name": .string(route.name),
            "caseName": .string(route.name),
            "stem": .string(SwiftIdentifier.upperFirst(route.name)),
            "factoryName": .string("make\(SwiftIdentifier.upperFirst(route.name))"),
            "destinationType": .string(route.destination.description),
            "payloadType": .string(payloadType),
            "payloadName": .string(payloadName),
            "passesModel": .bool(route.pass == .model),
            "passesID": .bool(route.pass == .id),
            "isPush": .bool(route.presentation == .push),
            "isPresent": .bool(route.presentation == .present),
            "isShow": .bool(route.presentation == .show),
            "embedInNavigation": .bool(route.embedInNavigation),
            "embedInNavigationLiteral": .string(route.embedInNavigation ? "true" : "false"),
            "presentation": .string(route.presentation.rawValue),
        ]
        return .object(value.merging(position(index, spec.routes.count)) { a, _ in a })
    }

    // MARK: Actions (events without a route)

    /// One action case per (event, model) pair with no route.
    func actions() -> [MustacheValue] {
        declaredActions.enumerated().map { index, action in
            .object(
                [
                    "caseName": .string(action.caseName),
                    "modelType": .string(action.cell.model),
                    "parameterName": .string(names.parameter(for: action.cell)),
                    "description": .string(SwiftLiteral.docText(action.event.title ?? action.event.name)),
                ].merging(position(index, declaredActions.count)) { a, _ in a })
        }
    }

    /// The action case of an event without a route (see ``actions()``).
    func actionCase(event: EventSpec, cell: CellSpec) -> String {
        actionCases[cell.name]?[event.name] ?? event.name
    }

    // MARK: Controller events

    /// The union of event names over all cells: one `didTap<Event>(at:)` each on the controller.
    func controllerEvents() -> [MustacheValue] {
        var order: [String] = []
        for cell in spec.cells {
            for event in cell.events where !order.contains(event.name) { order.append(event.name) }
        }
        return order.enumerated().map { index, name in
            let stem = SwiftIdentifier.upperFirst(name)
            let cases = spec.cells.map { cell -> MustacheValue in
                let parameter = names.parameter(for: cell)
                var value: [String: MustacheValue] = [
                    "cellName": .string(cell.name),
                    "rowCaseName": .string(rowCase(for: cell)),
                    "parameterName": .string(parameter),
                ]
                if let event = cell.events.first(where: { $0.name == name }) {
                    value["handles"] = .bool(true)
                    if let routeName = event.route, let route = spec.route(named: routeName) {
                        value["hasRoute"] = .bool(true)
                        value["routeCaseName"] = .string(routeName)
                        value["payload"] = .string(route.pass == .model ? parameter : "\(parameter).id")
                    } else {
                        value["hasRoute"] = .bool(false)
                        value["actionCaseName"] = .string(actionCase(event: event, cell: cell))
                    }
                    value["description"] = .string(SwiftLiteral.docText(event.title ?? event.systemImage ?? name))
                } else {
                    value["handles"] = .bool(false)
                }
                return .object(value)
            }
            let handlingCells = spec.cells.filter { $0.events.contains { $0.name == name } }
            let first = handlingCells.first?.events.first { $0.name == name }
            return .object(
                [
                    "name": .string(name),
                    "stem": .string(stem),
                    "method": .string("didTap\(stem)"),
                    "closureName": .string("on\(stem)Tap"),
                    "delegateMethod": .string("didTap\(stem)"),
                    "description": .string(SwiftLiteral.docText(first?.title ?? first?.systemImage ?? name)),
                    "cases": .array(cases),
                    "singleCase": spec.cells.count == 1 ? cases[0] : .null,
                ].merging(position(index, order.count)) { a, _ in a })
        }
    }

    /// How many buttons a table cell puts side by side; more go on further lines below.
    static let maxButtonsPerLine = 3

    /// The cell's property for `event`'s button: `reply` → `replyButton`; `button` stays `button`.
    static func buttonName(_ event: EventSpec) -> String {
        event.name.lowercased().hasSuffix("button") ? event.name : event.name + "Button"
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

    func position(_ index: Int, _ count: Int) -> [String: MustacheValue] {
        ["isFirst": .bool(index == 0), "isLast": .bool(index == count - 1), "index": .int(index)]
    }
}
