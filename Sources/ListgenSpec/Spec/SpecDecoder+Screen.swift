import ListgenYAML

extension SpecDecoder.Context {
    /// Decodes the whole screen's shape from `entries`, those of the spec's mapping `root`: keys,
    /// kinds, names, types and defaults. References between its parts are checked afterwards by
    /// ``SpecValidator``.
    mutating func screen(_ root: YAMLNode, entries: [YAMLMappingEntry]) -> DecodedScreen {
        typealias Format = SpecFormat.Screen
        var keys = MappingKeys()
        var screen =
            decode(
                Format.format, entries: entries, of: root, what: "the spec", keysIn: "the screen",
                into: DecodedScreen(screenNode: root), partial: true, keys: &keys) ?? DecodedScreen(screenNode: root)
        screen.screenNode = keys.value(Format.screen.name) ?? root
        screen.declaresRoutes = keys.has(Format.routes.name)
        screen.localizationNode = keys.key(Format.localization.name)
        screen.styleNode = keys.value(Format.style.name)
        screen.indexTitlesNode = keys.value(Format.indexTitles.name)
        screen.emptyStateNode = keys.value(Format.emptyState.name)
        screen.sectionsNode = keys.value(Format.sections.name)
        screen.searchNode = keys.value(Format.search.name)
        screen.editingNode = keys.value(Format.editing.name)
        screen.selectionNode = keys.value(Format.selection.name)
        screen.routesOfFailedEvents = routesOfFailedEvents
        screen.invalidRoutes = invalidRoutes
        for index in screen.cells.indices where !screen.cells[index].setsWiring {
            screen.cells[index].spec.wiring = screen.wiring
        }
        return screen
    }

    // MARK: Sections

    mutating func sections(_ node: YAMLNode, _ what: String) -> [SectionSpec] {
        guard let items = sequence(node, what),
            within(SpecDecoder.Limits.sections, items.count, "sections", at: node)
        else { return [SpecFormat.Screen.defaultSection] }
        if items.isEmpty {
            error("\(what) must list at least one section (leave it out for a single untitled section)", at: node)
        }
        var result: [SectionSpec] = []
        var seen: [String: YAMLNode] = [:]
        for item in items {
            var keys = MappingKeys()
            guard
                let section = decode(
                    SpecFormat.Section.format, item, what: "a section", into: SectionSpec(id: "", title: nil),
                    keys: &keys),
                let idNode = keys.value(SpecFormat.Section.id.name)
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

    // MARK: Search

    /// `search.scopes`: at least two scope buttons (UIKit shows no scope bar with fewer).
    mutating func searchScopes(_ node: YAMLNode, _ what: String) -> [SearchScopeSpec]? {
        guard let items = sequence(node, what) else { return nil }
        guard items.count >= 2 else {
            error("\(what) must list at least two scopes: UIKit shows no scope bar with fewer", at: node)
            return nil
        }
        var result: [SearchScopeSpec] = []
        var failed = false
        for item in items {
            var keys = MappingKeys()
            guard
                let scope = decode(
                    SpecFormat.SearchScope.format, item, what: "a search scope", into: SearchScopeSpec(title: ""),
                    keys: &keys)
            else {
                failed = true
                continue
            }
            result.append(scope)
        }
        return failed ? nil : result
    }

    // MARK: Cells

    mutating func cells(_ node: YAMLNode, _ what: String) -> [LocatedCell] {
        guard let entries = mapping(node, what), within(SpecDecoder.Limits.cells, entries.count, "cells", at: node)
        else { return [] }
        if entries.isEmpty { error("\(what) must declare at least one cell", at: node) }
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
            key: key, fieldNodes: [:], identityNode: key, displayNodes: .init(), eventNodes: [])
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
        cell.identityNode = keys.value(Format.id.name) ?? keys.key(Format.fields.name) ?? key
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
        var keys = MappingKeys()
        return decode(
            SpecFormat.Display.format, entries: entries, of: node, what: what, keysIn: placed(what),
            into: LocatedDisplay(), keys: &keys)
    }

    /// `display.text` or `display.secondaryText`: a field's name, or `{field:, format:, currencyCode:}`
    /// named `path` in messages.
    mutating func locatedText(_ node: YAMLNode, _ what: String, path: String) -> LocatedText? {
        guard case .mapping = node.content else {
            return string(node, what).map { LocatedText(field: $0, format: nil, node: node) }
        }
        var keys = MappingKeys()
        return decode(SpecFormat.Formatted.format, node, what: path, into: FormattedText(), keys: &keys).map {
            LocatedText(
                field: $0.field, format: TextFormat(format: $0.format, currencyCode: $0.currencyCode), node: node)
        }
    }

    /// `display.image`: a fixed symbol or asset, or the name of a field (checked by SpecValidator).
    mutating func locatedImage(_ node: YAMLNode, _ what: String) -> LocatedImage? {
        guard case .mapping = node.content else {
            return string(node, what).map { LocatedImage(image: .field($0), node: node) }
        }
        typealias Image = SpecFormat.Image
        var keys = MappingKeys()
        guard let image = decode(Image.format, node, what: what, into: ImageKeys(), keys: &keys) else { return nil }
        let oneOf = Image.mapping.requiresOneOf
        let given = oneOf.filter { keys.has($0.name) }
        guard given.count == 1 else {
            // `{ url: … }` alone is one mistake, reported as the unknown key it is.
            if !given.isEmpty || !keys.mayBeMisspeltOne(of: oneOf) {
                error("\(what) needs exactly one of \(oneOf.map(\.quoted).joined(separator: ", "))", at: node)
            }
            return nil
        }
        if let field = image.field {
            return LocatedImage(image: image.source == .asset ? .assetField(field) : .field(field), node: node)
        }
        if let url = image.url {
            return LocatedImage(image: .url(url, placeholder: image.placeholder), node: node)
        }
        if let named = image.named { return LocatedImage(image: .named(named), node: nil) }
        return image.systemName.map { LocatedImage(image: .systemName($0), node: nil) }
    }

    /// `display.accessory`: a word (`disclosure`, `checkmark`, `none`) or `{ checkmark: <Bool field> }`.
    mutating func locatedAccessory(_ node: YAMLNode, _ what: String) -> LocatedAccessory? {
        guard case .mapping = node.content else {
            return SpecFormat.Display.accessoryName.read(&self, node, what).map { name in
                switch name {
                case .disclosure: LocatedAccessory(accessory: .disclosure, node: node)
                case .checkmark: LocatedAccessory(accessory: .checkmark, node: node)
                case .none: LocatedAccessory(accessory: nil, node: node)
                }
            }
        }
        var keys = MappingKeys()
        guard
            let checkmark = decode(
                SpecFormat.CheckmarkAccessory.format, node, what: what, into: CheckmarkKeys(), keys: &keys)
        else { return nil }
        return LocatedAccessory(accessory: .checkmarkField(checkmark.field), node: node)
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

    /// A cell's `content`: `{view: TypeName, loadsImages:}`, a named type (not optional, not a collection).
    mutating func content(_ node: YAMLNode, of what: String) -> ContentSpec? {
        typealias Content = SpecFormat.Content
        let whatContent = "\(SpecFormat.Cell.content.quoted) of \(what)"
        var keys = MappingKeys()
        guard
            let content = decode(
                Content.format, node, what: whatContent, into: ContentSpec(view: Content.view.defaultValue), keys: &keys
            )
        else { return nil }
        let view = content.view
        guard case .named = view else {
            error(
                "the content view of \(what) must name a view class, not '\(view)'",
                at: keys.value(Content.view.name) ?? node)
            return nil
        }
        return content
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
            guard let key = keys.key(name) else { continue }
            error(
                "\(whatSelect) cannot have '\(name)': it is a tap on the row itself, not a button "
                    + "(only \(Format.mapping.keyNames.map { "'\($0)'" }.joined(separator: ", ")))", at: key)
            failed = true
        }
        if failed || (keys.has(Format.route.name) && select?.route == nil) {
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
        if Format.mapping.requiresOneOf.allSatisfy({ !keys.has($0.name) }),
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

    /// An event's or a row tap's `route` as a mapping (``SpecFormat/RouteChoice``), named
    /// `'route' of <the event>` in messages. When it is refused, the routes it names are not reported as
    /// unused too.
    mutating func routeChoice(_ node: YAMLNode) -> RouteTargetSpec? {
        var keys = MappingKeys()
        let what = placed(SpecFormat.Event.route.quoted)
        let decoded = decode(
            SpecFormat.RouteChoice.format, node, what: what, into: RouteTargetSpec(route: ""), keys: &keys)
        if decoded == nil, case .mapping(let entries) = node.content {
            for entry in entries {
                let values: [YAMLNode] =
                    if case .mapping(let cases) = entry.value.content { cases.map(\.value) } else { [entry.value] }
                for case .scalar(let scalar) in values.map(\.content) { routesOfFailedEvents.insert(scalar.text) }
            }
        }
        return decoded
    }

    /// A route choice's `cases`: each value (an identifier: an enum case's name, or the `String`) and
    /// the route's name. Whether the routes exist is checked by SpecValidator.
    mutating func routeCases(_ node: YAMLNode, _ what: String) -> [RouteChoiceSpec.Case]? {
        guard let entries = mapping(node, what),
            within(SpecDecoder.Limits.routes, entries.count, "route cases", at: node)
        else { return nil }
        if entries.isEmpty { error("\(placed(what)) needs at least one value", at: node) }
        var cases: [RouteChoiceSpec.Case] = []
        for entry in entries {
            guard let value = identifierKey(entry.key, "value of \(what)"),
                let route = identifier(entry.value, "route name")
            else { continue }
            if cases.contains(where: { $0.value == value }) {
                error("\(what) names the value '\(value)' twice", at: entry.key)
                continue
            }
            cases.append(RouteChoiceSpec.Case(value: value, route: route))
        }
        return cases
    }

    mutating func routes(_ node: YAMLNode, _ what: String) -> [LocatedRoute] {
        guard let entries = mapping(node, what),
            within(SpecDecoder.Limits.routes, entries.count, "routes", at: node)
        else { return [] }
        var result: [LocatedRoute] = []
        for entry in entries {
            guard let name = identifierKey(entry.key, "route name") else { continue }
            let route = "route '\(name)'"
            var keys = MappingKeys()
            let initial = RouteSpec(
                name: name, destination: .named([]), pass: .model, presentation: .push, embedInNavigation: false)
            guard
                let decoded = decode(
                    SpecFormat.Route.format, entry.value, what: route, into: initial, missingAt: entry.key,
                    keys: &keys)
            else {
                invalidRoutes.insert(name)
                continue
            }
            if decoded.url == nil, decoded.destination == initial.destination {
                // Nothing to show or open: neither key (an error, unless one is misspelt or a URL
                // presentation already asked for 'url'), or one that was refused (already reported).
                let oneOf = SpecFormat.Route.mapping.requiresOneOf
                if oneOf.allSatisfy({ !keys.has($0.name) }), !keys.mayBeMisspeltOne(of: oneOf),
                    !decoded.presentation.opensURL
                {
                    error(
                        "\(route) needs \(SpecFormat.Route.destination.quoted) (the view controller it shows) or "
                            + "\(SpecFormat.Route.url.quoted) (the URL field of the row it opens)", at: entry.key)
                }
                invalidRoutes.insert(name)
                continue
            }
            result.append(
                LocatedRoute(
                    spec: decoded, key: entry.key,
                    urlNode: keys.value(SpecFormat.Route.url.name)))
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
    var nodes = LocatedCell.BindingNodes()
}

/// The keys of `display.text: { field:, format:, currencyCode: }`.
struct FormattedText: Sendable {
    var field = ""
    var format = DisplayFormat.description
    var currencyCode: String? = nil
}

/// The keys of `display.image: { systemName: | named: | field:, source: | url:, placeholder: }`.
struct ImageKeys: Sendable {
    var systemName: String? = nil
    var named: String? = nil
    var field: String? = nil
    var source: ImageSource = SpecFormat.Image.source.defaultValue
    var url: String? = nil
    var placeholder: String? = nil
}

/// `display.text` or `display.secondaryText` as decoded, with its node.
///
/// This and the other located values that the display and cell tables declare optional (``LocatedImage``,
/// ``LocatedAccessory``, ``LocatedSelect``, ``LocatedContent``) are classes: the generic decoder stores
/// and resets an optional key's value in place, and each such assignment destroyed the old value, an
/// optional of a struct holding a whole `YAMLNode`, through the value witnesses of its optional type,
/// which the runtime instantiated from its mangled name (one type per key a spec used, 10–15 k
/// instructions apiece). An optional reference is released without them.
final class LocatedText: Sendable {
    let field: String
    let format: TextFormat?
    let node: YAMLNode

    init(field: String, format: TextFormat?, node: YAMLNode) {
        self.field = field
        self.format = format
        self.node = node
    }
}

/// `display.accessory` as decoded (nil: `none`), with its value's node (a class: see ``LocatedText``).
final class LocatedAccessory: Sendable {
    let accessory: DisplaySpec.Accessory?
    let node: YAMLNode

    init(accessory: DisplaySpec.Accessory?, node: YAMLNode) {
        self.accessory = accessory
        self.node = node
    }
}

/// The keys of `display.accessory: { checkmark: }`.
struct CheckmarkKeys: Sendable {
    var field = ""
}

/// `display.image` as decoded; `node` only for an image from a field (where a wrong field is reported).
/// A class: see ``LocatedText``.
final class LocatedImage: Sendable {
    let image: DisplaySpec.Image
    let node: YAMLNode?

    init(image: DisplaySpec.Image, node: YAMLNode?) {
        self.image = image
        self.node = node
    }
}

/// The places the display table's keys lead to. Written out, not through key paths: each key path
/// literal cost tens of thousands of instructions to instantiate at run time (see ``SpecPlace``).
extension LocatedDisplay {
    var text: LocatedText? {
        get { bound(.text, display.text, format: display.textFormat) }
        set {
            display.text = newValue?.field
            display.textFormat = newValue?.format
            nodes[.text] = newValue?.node
        }
    }
    var secondaryText: LocatedText? {
        get { bound(.secondaryText, display.secondaryText, format: display.secondaryTextFormat) }
        set {
            display.secondaryText = newValue?.field
            display.secondaryTextFormat = newValue?.format
            nodes[.secondaryText] = newValue?.node
        }
    }
    var indentation: LocatedText? {
        get { bound(.indentation, display.indentation) }
        set {
            display.indentation = newValue?.field
            nodes[.indentation] = newValue?.node
        }
    }
    var value: LocatedText? {
        get { bound(.value, display.value, format: display.valueFormat) }
        set {
            display.value = newValue?.field
            display.valueFormat = newValue?.format
            nodes[.value] = newValue?.node
        }
    }
    var badge: LocatedText? {
        get { bound(.badge, display.badge) }
        set {
            display.badge = newValue?.field
            nodes[.badge] = newValue?.node
        }
    }

    /// The field a display key binds, with its format (if the key takes one) and its node.
    private func bound(_ binding: LocatedCell.Binding, _ field: String?, format: TextFormat? = nil) -> LocatedText? {
        guard let field, let node = nodes[binding] else { return nil }
        return LocatedText(field: field, format: format, node: node)
    }
    var accessory: LocatedAccessory? {
        get { nodes[.accessory].map { LocatedAccessory(accessory: display.accessory, node: $0) } }
        set {
            display.accessory = newValue?.accessory
            nodes[.accessory] = newValue?.node
        }
    }
    var image: LocatedImage? {
        get { display.image.map { LocatedImage(image: $0, node: nodes[.image]) } }
        set {
            display.image = newValue?.image
            nodes[.image] = newValue?.node
        }
    }
}

/// A cell's `events` as decoded, with the node of each.
struct LocatedEvents: Sendable {
    var events: [EventSpec] = []
    var nodes: [YAMLNode] = []
}

/// A cell's `select` and its node (a class: see ``LocatedText``).
final class LocatedSelect: Sendable {
    let select: SelectSpec
    let node: YAMLNode

    init(select: SelectSpec, node: YAMLNode) {
        self.select = select
        self.node = node
    }
}

/// A cell's `content` and the node of its view (a class: see ``LocatedText``).
final class LocatedContent: Sendable {
    let content: ContentSpec
    let viewNode: YAMLNode?

    init(content: ContentSpec, viewNode: YAMLNode?) {
        self.content = content
        self.viewNode = viewNode
    }
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
    /// Members of the generated section enum that a case may not shadow.
    static let reservedSectionIDs: Set<String> = ["title", "rawValue", "allCases", "hashValue", "init"]
    /// Field names that would break the generated model struct.
    static let reservedFieldNames: Set<String> = ["hashValue"]
}
