import ListgenYAML

extension SpecDecoder.Context {
    /// Decodes the whole screen's shape: keys, kinds, names, types and defaults. References
    /// between its parts are checked afterwards by ``SpecValidator``.
    mutating func screen(_ root: YAMLNode) -> DecodedScreen? {
        guard let entries = mapping(root, "a spec") else { return nil }
        typealias Format = SpecFormat.Screen
        var keys = MappingKeys()
        var screen =
            decode(
                Format.format, entries: entries, of: root, what: "the spec", keysIn: "the screen",
                into: DecodedScreen(screenNode: root), partial: true, keys: &keys) ?? DecodedScreen(screenNode: root)
        screen.screenNode = keys[Format.screen.name]?.value ?? root
        screen.declaresRoutes = keys[Format.routes.name] != nil
        screen.localizationNode = keys[Format.localization.name]?.key
        screen.routesOfFailedEvents = routesOfFailedEvents
        for index in screen.cells.indices where !screen.cells[index].setsWiring {
            screen.cells[index].spec.wiring = screen.wiring
        }
        return screen
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
            var keys = MappingKeys()
            guard
                let section = decode(
                    SpecFormat.Section.format, item, what: "a section", into: SectionSpec(id: "", title: nil),
                    keys: &keys),
                let idNode = keys[SpecFormat.Section.id.name]?.value
            else { continue }
            let id = section.id
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
            result.append(section)
        }
        return result.isEmpty ? [SpecFormat.Screen.defaultSection] : result
    }

    // MARK: Cells

    mutating func cells(_ node: YAMLNode) -> [LocatedCell] {
        guard let entries = mapping(node, "'cells'"), within(SpecDecoder.Limits.cells, entries.count, "cells", at: node)
        else { return [] }
        if entries.isEmpty { error("'cells' must declare at least one cell", at: node) }
        var result: [LocatedCell] = []
        for entry in entries {
            // An invalid name is reported, and the cell's body is still checked.
            let name = identifierKey(entry.key, "cell name")
            let fallback: String
            if case .scalar(let scalar) = entry.key.content { fallback = scalar.text } else { fallback = "?" }
            let body = cell(name: name ?? fallback, key: entry.key, node: entry.value)
            if name != nil, let body { result.append(body) }
        }
        let events = result.reduce(0) { $0 + $1.spec.events.count }
        _ = within(SpecDecoder.Limits.events, events, "events", at: node)
        return result
    }

    mutating func cell(name: String, key: YAMLNode, node: YAMLNode) -> LocatedCell? {
        typealias Format = SpecFormat.Cell
        let initial = LocatedCell(
            spec: CellSpec(
                name: name, model: "", generateModel: Format.generateModel.defaultValue,
                idField: Format.id.defaultValue,
                fields: [], display: DisplaySpec(text: nil, secondaryText: nil, image: nil), events: [],
                wiring: SpecFormat.Screen.wiring.defaultValue),
            key: key, fieldNodes: [:], identityNode: key, displayNodes: [:], eventNodes: [])
        let outer = cellName
        cellName = name
        defer { cellName = outer }
        var keys = MappingKeys()
        // A cell without its model is decoded all the same, so that every mistake in it is reported; one
        // without `fields` is kept (with none), so that its events' routes count as used.
        guard
            var cell = decode(
                Format.format, node, what: "cell '\(name)'", into: initial, missingAt: key, partial: true,
                keys: &keys), !cell.spec.model.isEmpty
        else { return nil }
        // Whether the identity is among the fields is checked by SpecValidator, here.
        cell.identityNode = keys[Format.id.name]?.value ?? keys[Format.fields.name]?.key ?? key
        return cell
    }

    /// A cell's `fields`: names to Swift types, and where each name is.
    mutating func locatedFields(_ node: YAMLNode, _ what: String) -> LocatedFields? {
        guard let entries = mapping(node, what),
            within(SpecDecoder.Limits.fields, entries.count, "fields in a cell", at: node)
        else { return nil }
        if entries.isEmpty { error("\(enclosing) must declare at least one field", at: node) }
        var result = LocatedFields()
        for entry in entries {
            guard let fieldName = identifierKey(entry.key, "field name") else { continue }
            if Self.reservedFieldNames.contains(fieldName) {
                error("field name '\(fieldName)' would break the model's Hashable conformance", at: entry.key)
                continue
            }
            result.nodes[fieldName] = entry.key
            if let type = type(entry.value, "type of field '\(fieldName)'") {
                result.fields.append(FieldSpec(name: fieldName, type: type))
            }
        }
        return result
    }

    /// A cell's `display`, and where the keys that bind a field are (what they bind is checked by
    /// SpecValidator).
    mutating func locatedDisplay(_ node: YAMLNode, _ what: String) -> LocatedDisplay? {
        guard let entries = mapping(node, what) else { return nil }
        typealias Display = SpecFormat.Display
        var result = LocatedDisplay()
        let displayKeys = self.fields(of: entries, known: Display.mapping.keyNames, in: "\(what) of \(enclosing)")
        if let node = displayKeys[Display.text.name]?.value, let (field, format) = displayText(node, Display.text) {
            result.display.text = field
            result.display.textFormat = format
            result.nodes[.text] = node
        }
        if let node = displayKeys[Display.secondaryText.name]?.value,
            let (field, format) = displayText(node, Display.secondaryText)
        {
            result.display.secondaryText = field
            result.display.secondaryTextFormat = format
            result.nodes[.secondaryText] = node
        }
        if let imageNode = displayKeys[Display.image.name]?.value {
            result.display.image = image(imageNode)
            switch result.display.image {
            case .field, .assetField: result.nodes[.image] = imageNode
            default: break
            }
        }
        return result
    }

    /// A cell's `events`, each with its value's node.
    mutating func locatedEvents(_ node: YAMLNode) -> LocatedEvents? {
        let what = enclosing
        guard let entries = eventEntries(node, of: what) else { return nil }
        var result = LocatedEvents()
        var derived: [String: YAMLNode] = [:]
        for entry in entries {
            guard let eventName = identifierKey(entry.key, "event name") else {
                noteRouteOfFailedEvent(entry.value)
                continue
            }
            let stem = SwiftIdentifier.upperFirst(eventName)
            if let first = derived[stem] {
                error(
                    "event '\(eventName)' would generate the same names as another event of \(what) (on\(stem)Tap)",
                    at: entry.key, notes: [.init("the other event is here", at: location(first))])
                noteRouteOfFailedEvent(entry.value)
                continue
            }
            derived[stem] = entry.key
            if let event = event(eventName, key: entry.key, node: entry.value, cell: cellName) {
                result.events.append(event)
                result.nodes.append(entry.value)
            } else {
                noteRouteOfFailedEvent(entry.value)
            }
        }
        return result
    }

    /// A cell's `select` and its node (its route is checked by SpecValidator).
    mutating func locatedSelect(_ node: YAMLNode) -> LocatedSelect? {
        select(node, of: enclosing).map { LocatedSelect(select: $0, node: node) }
    }

    /// A cell's `content` and the node of its view, where a clash of the view's name is reported.
    mutating func locatedContent(_ node: YAMLNode) -> LocatedContent? {
        content(node, of: enclosing).map { LocatedContent(content: $0, viewNode: contentViewNode(node)) }
    }

    /// A cell's `content`: `{view: TypeName}`, a named type (not optional, not a collection).
    mutating func content(_ node: YAMLNode, of what: String) -> ContentSpec? {
        typealias Content = SpecFormat.Content
        let whatContent = "\(SpecFormat.Cell.content.quoted) of \(what)"
        var keys = MappingKeys()
        guard
            let view = decode(
                Content.format, node, what: whatContent, into: ContentSpec(view: Content.view.defaultValue), keys: &keys
            )?.view
        else { return nil }
        guard case .named = view else {
            error(
                "the content view of \(what) must name a view class, not '\(view)'",
                at: keys[Content.view.name]?.value ?? node)
            return nil
        }
        return ContentSpec(view: view)
    }

    /// The value of `content.view`, where a clash of the view's name is reported.
    func contentViewNode(_ contentNode: YAMLNode?) -> YAMLNode? {
        contentNode.flatMap { SpecValidator.valueNode(SpecFormat.Content.view.name, in: $0) } ?? contentNode
    }

    /// A cell's `select`. `select: {}` and `select:` with nothing after it are a row tap without a
    /// route (an action). The keys only a button has are refused with a message that says why.
    mutating func select(_ node: YAMLNode, of what: String) -> SelectSpec? {
        typealias Format = SpecFormat.Select
        let whatSelect = "\(SpecFormat.Cell.select.quoted) of \(what)"
        if case .scalar(let scalar) = node.content, scalar.value == .null { return SelectSpec(route: nil) }
        guard case .mapping(let entries) = node.content else {
            // `select: detail` most likely means the route: it is not reported as unused too.
            if case .scalar(let scalar) = node.content { routesOfFailedEvents.insert(scalar.text) }
            error(
                "\(whatSelect) must be a mapping, found \(kind(of: node)); for example "
                    + "'select: { route: detail }', or 'select: {}' for an action", at: node)
            return nil
        }
        var keys = MappingKeys()
        // Which field `enabled` names, and its type, is checked by SpecValidator.
        let select = decode(
            Format.format, entries: entries, of: node, what: whatSelect, into: SelectSpec(route: nil),
            alsoKnown: Format.eventOnlyKeys, keys: &keys)
        var failed = false
        for name in Format.eventOnlyKeys {
            guard let entry = keys[name] else { continue }
            error(
                "\(whatSelect) cannot have '\(name)': it is a tap on the row itself, not a button "
                    + "(only \(Format.mapping.keyNames.map { "'\($0)'" }.joined(separator: ", ")))", at: entry.key)
            failed = true
        }
        if failed || (keys[Format.route.name] != nil && select?.route == nil) {
            noteRouteOfFailedEvent(node)
            return nil
        }
        return select
    }

    /// The entries of a cell's `events`. One rule for an empty value: `events:` with nothing after
    /// it means no events, exactly as `events: {}` does (and as leaving the key out). Anything
    /// else that is not a mapping is an error that shows what to write.
    mutating func eventEntries(_ node: YAMLNode, of what: String) -> [YAMLMappingEntry]? {
        switch node.content {
        case .mapping(let entries): return entries
        case .scalar(let scalar) where scalar.value == .null: return []
        default:
            error(
                "\(SpecFormat.Cell.events.quoted) of \(what) must map event names to events, found \(kind(of: node)); for example "
                    + "'events: { details: { title: Details, route: detail } }', or 'events: {}' for none",
                at: node)
            return nil
        }
    }

    /// Records the `route:` of an event that had an error (see ``routesOfFailedEvents``).
    mutating func noteRouteOfFailedEvent(_ eventNode: YAMLNode) {
        if let node = SpecValidator.routeValueNode(in: eventNode), case .scalar(let scalar) = node.content {
            routesOfFailedEvents.insert(scalar.text)
        }
    }

    /// `display.image`: a fixed symbol, or the name of a field (checked by SpecValidator).
    mutating func image(_ node: YAMLNode) -> DisplaySpec.Image? {
        if case .mapping(let entries) = node.content {
            typealias Image = SpecFormat.Image
            let keys = self.fields(of: entries, known: Image.mapping.keyNames, in: "'image'")
            let given = Image.mapping.requiresOneOf.filter { keys[$0.name] != nil }
            guard given.count == 1, let key = given.first, let valueNode = keys[key.name]?.value else {
                // `{ url: … }` alone is one mistake, reported as the unknown key it is.
                if !given.isEmpty || !keys.mayBeMisspeltOne(of: Image.mapping.requiresOneOf) {
                    let names = Image.mapping.requiresOneOf.map(\.quoted).joined(separator: ", ")
                    error("'image' needs exactly one of \(names)", at: node)
                }
                return nil
            }
            let source = keys[Image.source.name].flatMap { choice($0.value, Image.source, as: ImageSource.self) }
            if source != nil, key.name != Image.field.name {
                error(
                    "\(Image.source.quoted) is only for an image from a \(Image.field.quoted)",
                    at: keys[Image.source.name]!.value)
                return nil
            }
            if key.name == Image.field.name {
                guard let field = identifier(valueNode, "field name") else { return nil }
                return (source ?? Image.source.defaultCase(ImageSource.self)) == .asset
                    ? .assetField(field) : .field(field)
            }
            guard let name = string(valueNode, key.quoted) else { return nil }
            if name.isEmpty { error("\(key.quoted) cannot be empty", at: valueNode) }
            return key.name == Image.named.name ? .named(name) : .systemName(name)
        }
        return string(node, SpecFormat.Display.image.quoted).map { .field($0) }
    }

    mutating func event(_ name: String, key: YAMLNode, node: YAMLNode, cell: String) -> EventSpec? {
        let what = "event '\(name)' of cell '\(cell)'"
        // `reply:` with nothing under it gets the same message as an empty mapping.
        if case .scalar(let scalar) = node.content, scalar.value == .null {
            error("\(what) needs \(SpecFormat.Event.requirement)", at: key)
            return nil
        }
        typealias Format = SpecFormat.Event
        var keys = MappingKeys()
        // Which fields `enabled` and `visible` name, and their types, is checked by SpecValidator.
        guard
            let event = decode(
                Format.format, node, what: what,
                into: EventSpec(name: name, title: nil, systemImage: nil, route: nil), keys: &keys)
        else { return nil }
        if Format.mapping.requiresOneOf.allSatisfy({ keys[$0.name] == nil }),
            !keys.mayBeMisspeltOne(of: Format.mapping.requiresOneOf)
        {
            // A swipe action or a menu item shows its title or symbol and nothing else.
            let shown = event.placements.filter { $0 != .button }.map { "'\($0.rawValue)'" }
            let reason = shown.isEmpty ? "" : ": placed \(shown.joined(separator: " and ")), it shows one of them"
            error("\(what) needs \(SpecFormat.Event.requirement)\(reason)", at: key)
        }
        return event
    }

    // MARK: Routes

    mutating func routes(_ node: YAMLNode) -> [LocatedRoute] {
        guard let entries = mapping(node, "'routes'"),
            within(SpecDecoder.Limits.routes, entries.count, "routes", at: node)
        else { return [] }
        var result: [LocatedRoute] = []
        for entry in entries {
            guard let name = identifierKey(entry.key, "route name") else { continue }
            let what = "route '\(name)'"
            var keys = MappingKeys()
            let initial = RouteSpec(
                name: name, destination: .named([]), pass: .model, presentation: .push, embedInNavigation: false)
            if let route = decode(
                SpecFormat.Route.format, entry.value, what: what, into: initial, missingAt: entry.key, keys: &keys)
            {
                result.append(LocatedRoute(spec: route, key: entry.key))
            }
        }
        return result
    }
}

/// A cell's `fields` as decoded, with the node of each name.
struct LocatedFields: Sendable {
    var fields: [FieldSpec] = []
    var nodes: [String: YAMLNode] = [:]
}

/// A cell's `display` as decoded, with the node of each key that binds a field.
struct LocatedDisplay: Sendable {
    var display = DisplaySpec(text: nil, secondaryText: nil, image: nil)
    var nodes: [LocatedCell.Binding: YAMLNode] = [:]
}

/// A cell's `events` as decoded, with the node of each.
struct LocatedEvents: Sendable {
    var events: [EventSpec] = []
    var nodes: [YAMLNode] = []
}

/// A cell's `select` and its node.
struct LocatedSelect: Sendable {
    var select: SelectSpec
    var node: YAMLNode
}

/// A cell's `content` and the node of its view.
struct LocatedContent: Sendable {
    var content: ContentSpec
    var viewNode: YAMLNode?
}

/// The places the cell table's key paths lead to: each part of ``LocatedCell`` together with its nodes.
extension LocatedCell {
    var locatedFields: LocatedFields {
        get { LocatedFields(fields: spec.fields, nodes: fieldNodes) }
        set {
            spec.fields = newValue.fields
            fieldNodes = newValue.nodes
        }
    }
    var locatedDisplay: LocatedDisplay {
        get { LocatedDisplay(display: spec.display, nodes: displayNodes) }
        set {
            spec.display = newValue.display
            displayNodes = newValue.nodes
        }
    }
    var locatedEvents: LocatedEvents {
        get { LocatedEvents(events: spec.events, nodes: eventNodes) }
        set {
            spec.events = newValue.events
            eventNodes = newValue.nodes
        }
    }
    var locatedSelect: LocatedSelect? {
        get { spec.select.flatMap { select in selectNode.map { LocatedSelect(select: select, node: $0) } } }
        set {
            spec.select = newValue?.select
            selectNode = newValue?.node
        }
    }
    var locatedContent: LocatedContent? {
        get { spec.content.map { LocatedContent(content: $0, viewNode: contentViewNode) } }
        set {
            spec.content = newValue?.content
            contentViewNode = newValue?.viewNode
        }
    }
    /// The cell's own `wiring`; nil takes the screen's.
    var ownWiring: Wiring? {
        get { setsWiring ? spec.wiring : nil }
        set {
            setsWiring = newValue != nil
            if let newValue { spec.wiring = newValue }
        }
    }
}

extension SpecDecoder.Context {
    /// `text`/`secondaryText`: a field name, or `{field:, format:, currencyCode:}`.
    mutating func displayText(_ node: YAMLNode, _ key: SpecKey) -> (String, TextFormat?)? {
        guard case .mapping(let entries) = node.content else {
            return string(node, key.quoted).map { ($0, nil) }
        }
        typealias Formatted = SpecFormat.Formatted
        let what = "'display.\(key.name)'"
        let keys = fields(of: entries, known: Formatted.mapping.keyNames, in: what)
        let field = required(Formatted.field, in: keys, of: node, what).flatMap { identifier($0, "field name") }
        let format = required(Formatted.format, in: keys, of: node, what).flatMap {
            choice($0, Formatted.format, as: DisplayFormat.self)
        }
        let codeNode = keys[Formatted.currencyCode.name]?.value
        let code = codeNode.flatMap { string($0, Formatted.currencyCode.quoted) }
        guard let field, let format else { return nil }
        if format == .currency, code == nil, codeNode == nil {
            error("\(what) with format 'currency' needs a \(Formatted.currencyCode.quoted)", at: node)
            return nil
        }
        if format != .currency, let codeNode {
            error(
                "\(Formatted.currencyCode.quoted) is only for format 'currency', not '\(format.rawValue)'", at: codeNode
            )
            return nil
        }
        if let code, !SpecValue.isCurrencyCode(code) {
            let upper = code.uppercased()
            let hint = SpecValue.isCurrencyCode(upper) ? "; did you mean '\(upper)'?" : " such as 'EUR' or 'USD'"
            error(
                "\(Formatted.currencyCode.quoted) must be an ISO 4217 code, three capital letters\(hint)",
                at: codeNode ?? node)
            return nil
        }
        return (field, TextFormat(format: format, currencyCode: code))
    }

    /// Members of the generated section enum that a case may not shadow.
    static let reservedSectionIDs: Set<String> = ["title", "rawValue", "allCases", "hashValue", "init"]
    /// Field names that would break the generated model struct.
    static let reservedFieldNames: Set<String> = ["hashValue"]
}
