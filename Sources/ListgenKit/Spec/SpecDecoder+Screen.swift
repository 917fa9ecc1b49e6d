import ListgenYAML

extension SpecDecoder.Context {
    /// Decodes the whole screen, then checks references between its parts.
    mutating func screen(_ root: YAMLNode) -> ScreenSpec? {
        guard let entries = mapping(root, "a spec") else { return nil }
        typealias Format = SpecFormat.Screen
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: "the screen")

        let screen = required(Format.screen, in: keys, of: root, "the spec").flatMap {
            identifier($0, "screen name")
        }
        let list = choice(Format.list, in: keys, as: ListKind.self)
        let dataSource = choice(Format.dataSource, in: keys, as: DataSourceKind.self)
        let wiring = choice(Format.wiring, in: keys, as: Wiring.self)
        let title = keys[Format.title.name].flatMap { string($0.value, "'title'", lenient: true) }

        let sections = keys[Format.sections.name].map { self.sections($0.value) } ?? [Format.defaultSection]
        let routes = keys[Format.routes.name].map { self.routes($0.value) } ?? []
        var cells: [(spec: CellSpec, node: YAMLNode, events: [YAMLNode])] = []
        if let cellsNode = required(Format.cells, in: keys, of: root, "the spec") {
            cells = self.cells(cellsNode, screenWiring: wiring)
            let events = cells.reduce(0) { $0 + $1.spec.events.count }
            _ = within(SpecDecoder.Limits.events, events, "events", at: cellsNode)
        }

        checkRoutes(routes: routes, cells: cells, declaresRoutes: keys[Format.routes.name] != nil)
        checkModels(cells)
        guard let screen else { return nil }
        checkTypeNames(
            screen: screen, screenNode: keys[Format.screen.name]?.value ?? root, cells: cells, routes: routes)
        return ScreenSpec(
            sourceFileName: decoder.fileName, screen: screen, title: title, list: list, dataSource: dataSource,
            sections: sections, cells: cells.map(\.spec), routes: routes.map(\.spec))
    }

    // MARK: Sections

    mutating func sections(_ node: YAMLNode) -> [SectionSpec] {
        guard let items = sequence(node, "'sections'"),
            within(SpecDecoder.Limits.sections, items.count, "sections", at: node)
        else { return [SpecFormat.Screen.defaultSection] }
        if items.isEmpty {
            error("'sections' must list at least one section (leave it out for a single untitled section)", at: node)
        }
        var result: [SectionSpec] = []
        var seen: [String: YAMLNode] = [:]
        for item in items {
            guard let entries = mapping(item, "a section") else { continue }
            let keys = fields(of: entries, known: SpecFormat.Section.mapping.keyNames, in: "a section")
            guard let idNode = required(SpecFormat.Section.id, in: keys, of: item, "a section"),
                let id = identifier(idNode, "section id")
            else { continue }
            if Self.reservedSectionIDs.contains(id) {
                error(
                    "section id '\(id)' would clash with a member of the generated section enum; choose another id",
                    at: idNode)
                continue
            }
            if let first = seen[id] {
                error(
                    "duplicate section id '\(id)'", at: idNode,
                    notes: [.init("first defined here", at: location(first))])
                continue
            }
            seen[id] = idNode
            let title = keys[SpecFormat.Section.title.name].flatMap {
                string($0.value, "a section's 'title'", lenient: true)
            }
            result.append(SectionSpec(id: id, title: title))
        }
        return result.isEmpty ? [SpecFormat.Screen.defaultSection] : result
    }

    // MARK: Cells

    mutating func cells(
        _ node: YAMLNode, screenWiring: Wiring
    ) -> [(spec: CellSpec, node: YAMLNode, events: [YAMLNode])] {
        guard let entries = mapping(node, "'cells'"), within(SpecDecoder.Limits.cells, entries.count, "cells", at: node)
        else { return [] }
        if entries.isEmpty { error("'cells' must declare at least one cell", at: node) }
        var result: [(spec: CellSpec, node: YAMLNode, events: [YAMLNode])] = []
        for entry in entries {
            // An invalid name is reported, and the cell's body is still checked.
            let name = identifierKey(entry.key, "cell name")
            let fallback: String
            if case .scalar(let scalar) = entry.key.content { fallback = scalar.text } else { fallback = "?" }
            let body = cell(
                name: name ?? fallback, key: entry.key, node: entry.value, screenWiring: screenWiring)
            if name != nil, let body { result.append(body) }
        }
        return result
    }

    mutating func cell(
        name: String, key: YAMLNode, node: YAMLNode, screenWiring: Wiring
    )
        -> (spec: CellSpec, node: YAMLNode, events: [YAMLNode])?
    {
        let what = "cell '\(name)'"
        guard let entries = mapping(node, what) else { return nil }
        typealias Format = SpecFormat.Cell
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: what)
        let model = required(Format.model, in: keys, of: key, what).flatMap { identifier($0, "model name") }
        let generateModel =
            keys[Format.generateModel.name].flatMap { bool($0.value, "'generateModel'") }
            ?? Format.generateModel.defaultBool
        // The default is the screen's wiring (`SpecFormat.Cell.wiring` says so in words).
        let wiring =
            keys[Format.wiring.name].flatMap { choice($0.value, "'wiring'", as: Wiring.self) } ?? screenWiring

        // Fields
        var fields: [FieldSpec] = []
        var fieldNodes: [String: YAMLNode] = [:]
        if let fieldsNode = required(Format.fields, in: keys, of: key, what),
            let entries = mapping(fieldsNode, "'fields'"),
            within(SpecDecoder.Limits.fields, entries.count, "fields in a cell", at: fieldsNode)
        {
            if entries.isEmpty { error("\(what) must declare at least one field", at: fieldsNode) }
            for entry in entries {
                guard let fieldName = identifierKey(entry.key, "field name") else { continue }
                if Self.reservedFieldNames.contains(fieldName) {
                    error("field name '\(fieldName)' would break the model's Hashable conformance", at: entry.key)
                    continue
                }
                fieldNodes[fieldName] = entry.key
                if let type = type(entry.value, "type of field '\(fieldName)'") {
                    fields.append(FieldSpec(name: fieldName, type: type))
                }
            }
        }
        let fieldNames = fields.map(\.name)

        // Identity
        var idField = Format.id.defaultString
        if let idEntry = keys[Format.id.name], let id = identifier(idEntry.value, "'id' field") {
            idField = id
            if !generateModel && id != Format.id.defaultString {
                error(
                    "'id' cannot rename the identity of an app-supplied model (generateModel: false); "
                        + "its Identifiable 'id' is used", at: idEntry.value)
            }
        }
        if generateModel {
            if let field = fields.first(where: { $0.name == idField }) {
                if field.type.isOptional {
                    error("identity field '\(idField)' cannot be optional", at: fieldNodes[idField] ?? key)
                }
            } else if !fieldNodes.isEmpty, fieldNodes[idField] == nil {
                let at = keys[Format.id.name]?.value ?? keys[Format.fields.name]?.key ?? key
                error(
                    "identity field '\(idField)' is not among the fields of \(what)"
                        + Suggestion.didYouMean(idField, among: fieldNames), at: at)
            }
            if idField != "id", let clash = fieldNodes["id"] {
                error(
                    "a field named 'id' would clash with the identity mapped from '\(idField)'; rename it", at: clash)
            }
        }

        // Display
        var display = DisplaySpec(text: nil, secondaryText: nil, image: nil)
        if let displayNode = keys[Format.display.name]?.value, let entries = mapping(displayNode, "'display'") {
            typealias Display = SpecFormat.Display
            let displayKeys = self.fields(of: entries, known: Display.mapping.keyNames, in: "'display' of \(what)")
            display.text = displayKeys[Display.text.name].flatMap {
                stringField($0.value, role: "display.text", fields: fields, cell: name)
            }
            display.secondaryText = displayKeys[Display.secondaryText.name].flatMap {
                stringField($0.value, role: "display.secondaryText", fields: fields, cell: name)
            }
            if let imageNode = displayKeys[Display.image.name]?.value {
                display.image = image(imageNode, fields: fields, cell: name)
            }
        }

        // Events
        var events: [EventSpec] = []
        var eventNodes: [YAMLNode] = []
        if let eventsNode = keys[Format.events.name]?.value, let entries = mapping(eventsNode, "'events'") {
            var derived: [String: YAMLNode] = [:]
            for entry in entries {
                guard let eventName = identifierKey(entry.key, "event name") else { continue }
                let stem = SwiftIdentifier.upperFirst(eventName)
                if let first = derived[stem] {
                    error(
                        "event '\(eventName)' would generate the same names as another event of \(what) (on\(stem)Tap)",
                        at: entry.key, notes: [.init("the other event is here", at: location(first))])
                    continue
                }
                derived[stem] = entry.key
                if let event = event(eventName, key: entry.key, node: entry.value, cell: name) {
                    events.append(event)
                    eventNodes.append(entry.value)
                }
            }
        }

        guard let model else { return nil }
        let spec = CellSpec(
            name: name, model: model, generateModel: generateModel, idField: idField, fields: fields,
            display: display, events: events, wiring: wiring)
        return (spec, key, eventNodes)
    }

    /// A `display` binding that must name a `String` or `String?` field.
    mutating func stringField(_ node: YAMLNode, role: String, fields: [FieldSpec], cell: String) -> String? {
        guard let name = string(node, "'\(role.split(separator: ".").last!)'") else { return nil }
        guard let field = fields.first(where: { $0.name == name }) else {
            error(
                "\(role) of cell '\(cell)' binds '\(name)', which is not one of its fields"
                    + Suggestion.didYouMean(name, among: fields.map(\.name)), at: node)
            return nil
        }
        guard field.type.unwrapped.isString else {
            error("\(role) must bind a String or String? field, but '\(name)' is \(field.type)", at: node)
            return nil
        }
        return name
    }

    mutating func image(_ node: YAMLNode, fields: [FieldSpec], cell: String) -> DisplaySpec.Image? {
        if case .mapping(let entries) = node.content {
            let keys = self.fields(of: entries, known: SpecFormat.Image.mapping.keyNames, in: "'image'")
            guard let symbol = required(SpecFormat.Image.systemName, in: keys, of: node, "'image'"),
                let name = string(symbol, "'systemName'")
            else { return nil }
            if name.isEmpty { error("'systemName' cannot be empty", at: symbol) }
            return .systemName(name)
        }
        return stringField(node, role: "display.image", fields: fields, cell: cell).map { .field($0) }
    }

    mutating func event(_ name: String, key: YAMLNode, node: YAMLNode, cell: String) -> EventSpec? {
        let what = "event '\(name)' of cell '\(cell)'"
        // `reply:` with nothing under it gets the same message as an empty mapping.
        if case .scalar(let scalar) = node.content, scalar.value == .null {
            error("\(what) needs a 'title' or a 'systemImage'", at: key)
            return nil
        }
        guard let entries = mapping(node, what) else { return nil }
        typealias Format = SpecFormat.Event
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: what)
        let title = keys[Format.title.name].flatMap { string($0.value, "'title'", lenient: true) }
        let systemImage = keys[Format.systemImage.name].flatMap { string($0.value, "'systemImage'") }
        let route = keys[Format.route.name].flatMap { identifier($0.value, "route name") }
        if Format.mapping.requiresOneOf.allSatisfy({ keys[$0.name] == nil }) {
            error("\(what) needs a 'title' or a 'systemImage'", at: key)
        }
        return EventSpec(name: name, title: title, systemImage: systemImage, route: route)
    }

    // MARK: Routes

    mutating func routes(_ node: YAMLNode) -> [(spec: RouteSpec, key: YAMLNode)] {
        guard let entries = mapping(node, "'routes'"),
            within(SpecDecoder.Limits.routes, entries.count, "routes", at: node)
        else { return [] }
        var result: [(spec: RouteSpec, key: YAMLNode)] = []
        for entry in entries {
            guard let name = identifierKey(entry.key, "route name") else { continue }
            let what = "route '\(name)'"
            guard let routeEntries = mapping(entry.value, what) else { continue }
            typealias Format = SpecFormat.Route
            let keys = fields(of: routeEntries, known: Format.mapping.keyNames, in: what)
            let destination = required(Format.destination, in: keys, of: entry.key, what).flatMap {
                type($0, "destination")
            }
            if let destination, case .named = destination {
            } else if let destination, let node = keys[Format.destination.name]?.value {
                error("destination must name a view controller class, not '\(destination)'", at: node)
            }
            let pass = choice(Format.pass, in: keys, as: RouteSpec.Pass.self)
            let presentation = choice(Format.presentation, in: keys, as: RouteSpec.Presentation.self)
            let embed =
                keys[Format.embedInNavigation.name].flatMap { bool($0.value, "'embedInNavigation'") }
                ?? Format.embedInNavigation.defaultBool
            if embed, presentation != .present, let node = keys[Format.embedInNavigation.name]?.key {
                diagnostics.warning(
                    "'embedInNavigation' applies only to 'presentation: present'; it is ignored for '\(presentation.rawValue)'",
                    at: location(node))
            }
            if let destination, case .named = destination {
                result.append(
                    (
                        RouteSpec(
                            name: name, destination: destination, pass: pass, presentation: presentation,
                            embedInNavigation: embed && presentation == .present), entry.key
                    ))
            }
        }
        return result
    }

    /// Every `route:` names a route; every route is used; a route carries one model type.
    mutating func checkRoutes(
        routes: [(spec: RouteSpec, key: YAMLNode)], cells: [(spec: CellSpec, node: YAMLNode, events: [YAMLNode])],
        declaresRoutes: Bool
    ) {
        let names = routes.map(\.spec.name)
        let declared = Set(names)
        // Each suggestion costs a distance per route: bound them so that thousands of events
        // naming unknown routes among thousands of routes stay linear.
        var suggestionsLeft = 20
        var users: [String: [(cell: CellSpec, node: YAMLNode)]] = [:]
        for (cell, _, eventNodes) in cells {
            for (event, eventNode) in zip(cell.events, eventNodes) {
                guard let route = event.route else { continue }
                let routeNode = routeValueNode(in: eventNode) ?? eventNode
                if declared.contains(route) {
                    users[route, default: []].append((cell, routeNode))
                } else {
                    suggestionsLeft -= 1
                    let known =
                        names.isEmpty
                        ? (declaresRoutes ? "" : " (the spec declares no routes)")
                        : suggestionsLeft >= 0 ? Suggestion.didYouMean(route, among: names) : ""
                    error(
                        "event '\(event.name)' of cell '\(cell.name)' names the unknown route '\(route)'\(known)",
                        at: routeNode)
                }
            }
        }
        for (route, key) in routes {
            guard let uses = users[route.name] else {
                diagnostics.warning("route '\(route.name)' is not used by any event", at: location(key))
                continue
            }
            let models = Set(uses.map(\.cell.model))
            if models.count > 1, let last = uses.last {
                error(
                    "route '\(route.name)' is used by cells with different models (\(models.sorted().joined(separator: ", "))); "
                        + "give each model its own route", at: last.node,
                    notes: uses.dropLast().map {
                        .init("also used by cell '\($0.cell.name)' here", at: location($0.node))
                    })
            }
        }
    }

    func routeValueNode(in eventNode: YAMLNode) -> YAMLNode? {
        guard case .mapping(let entries) = eventNode.content else { return nil }
        return entries.first { entry in
            if case .scalar(let scalar) = entry.key.content { return scalar.text == SpecFormat.Event.route.name }
            return false
        }?.value
    }

    /// A model declared by listgen is declared once.
    mutating func checkModels(_ cells: [(spec: CellSpec, node: YAMLNode, events: [YAMLNode])]) {
        var declared: [String: (cell: CellSpec, node: YAMLNode)] = [:]
        for (cell, node, _) in cells where cell.generateModel {
            if let first = declared[cell.model] {
                if first.cell.fields != cell.fields || first.cell.idField != cell.idField {
                    error(
                        "cells '\(first.cell.name)' and '\(cell.name)' both declare model '\(cell.model)' with different "
                            + "fields; declare it in one and set 'generateModel: false' in the other", at: node,
                        notes: [.init("first declared here", at: location(first.node))])
                }
            } else {
                declared[cell.model] = (cell, node)
            }
        }
    }
}

extension SpecDecoder.Context {
    /// Members of the generated section enum that a case may not shadow.
    static let reservedSectionIDs: Set<String> = ["title", "rawValue", "allCases", "hashValue", "init"]
    /// Field names that would break the generated model struct.
    static let reservedFieldNames: Set<String> = ["hashValue"]

    /// Every type listgen declares for a screen, and every destination, has a distinct name.
    mutating func checkTypeNames(
        screen: String, screenNode: YAMLNode, cells: [(spec: CellSpec, node: YAMLNode, events: [YAMLNode])],
        routes: [(spec: RouteSpec, key: YAMLNode)]
    ) {
        var declared: [String: (node: YAMLNode, what: String)] = [:]
        func declare(_ name: String, _ node: YAMLNode, _ what: String) {
            if let first = declared[name] {
                error(
                    "\(what) '\(name)' clashes with \(first.what) of the same name", at: node,
                    notes: [.init("\(first.what) comes from here", at: location(first.node))])
            } else {
                declared[name] = (node, what)
            }
        }
        declare(ScreenType.viewController.name(for: screen), screenNode, "the generated view controller")
        declare(ScreenType.section.name(for: screen), screenNode, "the generated section enum")
        if cells.count > 1 { declare(ScreenType.row.name(for: screen), screenNode, "the generated row enum") }
        if !routes.isEmpty {
            declare(ScreenType.route.name(for: screen), screenNode, "the generated route enum")
            declare(ScreenType.routing.name(for: screen), screenNode, "the generated routing protocol")
            declare(ScreenType.router.name(for: screen), screenNode, "the generated router")
        }
        if cells.contains(where: { $0.spec.events.contains { $0.route == nil } }) {
            declare(ScreenType.action.name(for: screen), screenNode, "the generated action enum")
            declare(ScreenType.actionHandling.name(for: screen), screenNode, "the generated action handler protocol")
        }
        var models: Set<String> = []
        for (cell, node, _) in cells {
            declare(cell.name, node, "cell")
            if cell.wiring == .delegate {
                declare(
                    ScreenType.delegateProtocol(of: cell.name), node, "the delegate protocol of cell '\(cell.name)'")
            }
            if cell.generateModel, models.insert(cell.model).inserted {
                declare(cell.model, node, "the model of cell '\(cell.name)'")
            }
        }
        for (route, key) in routes {
            if case .named(let components) = route.destination, components.count == 1 {
                if let generated = declared[components[0].name] {
                    error(
                        "destination '\(components[0].name)' of route '\(route.name)' clashes with \(generated.what) "
                            + "of the same name", at: key, notes: [.init("declared here", at: location(generated.node))]
                    )
                }
            }
        }
    }
}
