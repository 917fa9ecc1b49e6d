import ListgenYAML

extension SpecDecoder.Context {
    /// Decodes the whole screen's shape: keys, kinds, names, types and defaults. References
    /// between its parts are checked afterwards by ``SpecValidator``.
    mutating func screen(_ root: YAMLNode) -> DecodedScreen? {
        guard let entries = mapping(root, "a spec") else { return nil }
        typealias Format = SpecFormat.Screen
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: "the screen")

        let screen = required(Format.screen, in: keys, of: root, "the spec").flatMap {
            identifier($0, "screen name")
        }
        let list = choice(Format.list, in: keys, as: ListKind.self)
        let dataSource = choice(Format.dataSource, in: keys, as: DataSourceKind.self)
        let wiring = choice(Format.wiring, in: keys, as: Wiring.self)
        let access = choice(Format.access, in: keys, as: AccessLevel.self)
        let title = keys[Format.title.name].flatMap { string($0.value, Format.title.quoted, lenient: true) }
        let style = keys[Format.style.name].flatMap { choice($0.value, Format.style, as: ListStyle.self) }
        let localization = keys[Format.localization.name].flatMap { self.localization($0.value) }

        let sections = keys[Format.sections.name].map { self.sections($0.value) } ?? [Format.defaultSection]
        let routes = keys[Format.routes.name].map { self.routes($0.value) } ?? []
        var cells: [LocatedCell] = []
        if let cellsNode = required(Format.cells, in: keys, of: root, "the spec") {
            cells = self.cells(cellsNode, screenWiring: wiring)
            let events = cells.reduce(0) { $0 + $1.spec.events.count }
            _ = within(SpecDecoder.Limits.events, events, "events", at: cellsNode)
        }
        var decoded = DecodedScreen(
            screen: screen, screenNode: keys[Format.screen.name]?.value ?? root, title: title, list: list,
            dataSource: dataSource, sections: sections, cells: cells, routes: routes,
            declaresRoutes: keys[Format.routes.name] != nil, routesOfFailedEvents: routesOfFailedEvents,
            access: access, style: style, feed: feed(keys), localization: localization,
            localizationNode: keys[Format.localization.name]?.key)
        beyondScreen(keys, into: &decoded)
        return decoded
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
                string($0.value, "a section's \(SpecFormat.Section.title.quoted)", lenient: true)
            }
            let footer = keys[SpecFormat.Section.footer.name].flatMap {
                string($0.value, "a section's \(SpecFormat.Section.footer.quoted)", lenient: true)
            }
            let showWhenEmpty =
                keys[SpecFormat.Section.showWhenEmpty.name].flatMap {
                    bool($0.value, "a section's \(SpecFormat.Section.showWhenEmpty.quoted)")
                } ?? SpecFormat.Section.showWhenEmpty.defaultBool
            result.append(SectionSpec(id: id, title: title, footer: footer, showWhenEmpty: showWhenEmpty))
        }
        return result.isEmpty ? [SpecFormat.Screen.defaultSection] : result
    }

    // MARK: Cells

    mutating func cells(_ node: YAMLNode, screenWiring: Wiring) -> [LocatedCell] {
        guard let entries = mapping(node, "'cells'"), within(SpecDecoder.Limits.cells, entries.count, "cells", at: node)
        else { return [] }
        if entries.isEmpty { error("'cells' must declare at least one cell", at: node) }
        var result: [LocatedCell] = []
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

    mutating func cell(name: String, key: YAMLNode, node: YAMLNode, screenWiring: Wiring) -> LocatedCell? {
        let what = "cell '\(name)'"
        guard let entries = mapping(node, what) else { return nil }
        typealias Format = SpecFormat.Cell
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: what)
        let model = required(Format.model, in: keys, of: key, what).flatMap { identifier($0, "model name") }
        let generateModel =
            keys[Format.generateModel.name].flatMap { bool($0.value, Format.generateModel.quoted) }
            ?? Format.generateModel.defaultBool
        // The default is the screen's wiring (`SpecFormat.Cell.wiring` says so in words).
        let wiring =
            keys[Format.wiring.name].flatMap { choice($0.value, Format.wiring, as: Wiring.self) } ?? screenWiring

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
        // Identity (whether it is among the fields is checked by SpecValidator)
        var idField = Format.id.defaultString
        if let idEntry = keys[Format.id.name], let id = identifier(idEntry.value, "'id' field") {
            idField = id
            if !generateModel && id != Format.id.defaultString {
                error(
                    "'id' cannot rename the identity of an app-supplied model (generateModel: false); "
                        + "its Identifiable 'id' is used", at: idEntry.value)
            }
        }

        // Content: the app's own view, instead of `display` (its name's clashes are checked by SpecValidator)
        var content: ContentSpec?
        if let contentEntry = keys[Format.content.name] {
            if let displayEntry = keys[Format.display.name] {
                error(
                    "\(what) sets both \(Format.content.quoted) and \(Format.display.quoted); your own view shows "
                        + "the row, so remove 'display' (or 'content' to let the content configuration show it)",
                    at: contentEntry.key, notes: [.init("'display' is here", at: location(displayEntry.key))])
            }
            content = self.content(contentEntry.value, of: what)
        }

        // Display (what it binds is checked by SpecValidator)
        var display = DisplaySpec(text: nil, secondaryText: nil, image: nil)
        var displayNodes: [LocatedCell.Binding: YAMLNode] = [:]
        if keys[Format.content.name] == nil, let displayNode = keys[Format.display.name]?.value,
            let entries = mapping(displayNode, Format.display.quoted)
        {
            typealias Display = SpecFormat.Display
            let displayKeys = self.fields(of: entries, known: Display.mapping.keyNames, in: "'display' of \(what)")
            if let node = displayKeys[Display.text.name]?.value, let (field, format) = displayText(node, Display.text) {
                display.text = field
                display.textFormat = format
                displayNodes[.text] = node
            }
            if let node = displayKeys[Display.secondaryText.name]?.value,
                let (field, format) = displayText(node, Display.secondaryText)
            {
                display.secondaryText = field
                display.secondaryTextFormat = format
                displayNodes[.secondaryText] = node
            }
            if let imageNode = displayKeys[Display.image.name]?.value {
                display.image = image(imageNode)
                switch display.image {
                case .field, .assetField: displayNodes[.image] = imageNode
                default: break
                }
            }
        }

        // Events
        var events: [EventSpec] = []
        var eventNodes: [YAMLNode] = []
        if let eventsNode = keys[Format.events.name]?.value, let entries = eventEntries(eventsNode, of: what) {
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
                if let event = event(eventName, key: entry.key, node: entry.value, cell: name) {
                    events.append(event)
                    eventNodes.append(entry.value)
                } else {
                    noteRouteOfFailedEvent(entry.value)
                }
            }
        }

        // Row tap (its route is checked by SpecValidator)
        let selectNode = keys[Format.select.name]?.value
        let select = selectNode.flatMap { self.select($0, of: what) }

        guard let model else { return nil }
        var spec = CellSpec(
            name: name, model: model, generateModel: generateModel, idField: idField, fields: fields,
            display: display, events: events, wiring: wiring, select: select, content: content)
        beyondCell(keys, into: &spec)
        return LocatedCell(
            spec: spec, key: key, fieldNodes: fieldNodes,
            identityNode: keys[Format.id.name]?.value ?? keys[Format.fields.name]?.key ?? key,
            displayNodes: displayNodes, eventNodes: eventNodes, selectNode: select == nil ? nil : selectNode,
            contentViewNode: content == nil ? nil : contentViewNode(keys[Format.content.name]?.value))
    }

    /// A cell's `content`: `{view: TypeName}`, a named type (not optional, not a collection).
    mutating func content(_ node: YAMLNode, of what: String) -> ContentSpec? {
        typealias Content = SpecFormat.Content
        let whatContent = "\(SpecFormat.Cell.content.quoted) of \(what)"
        guard let entries = mapping(node, whatContent) else { return nil }
        let keys = fields(of: entries, known: Content.mapping.keyNames, in: whatContent)
        guard let viewNode = required(Content.view, in: keys, of: node, whatContent),
            let view = type(viewNode, "content view")
        else { return nil }
        guard case .named = view else {
            error("the content view of \(what) must name a view class, not '\(view)'", at: viewNode)
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
        let keys = fields(of: entries, known: Format.mapping.keyNames + Format.eventOnlyKeys, in: whatSelect)
        var failed = false
        for name in Format.eventOnlyKeys {
            guard let entry = keys[name] else { continue }
            error(
                "\(whatSelect) cannot have '\(name)': it is a tap on the row itself, not a button "
                    + "(only \(Format.mapping.keyNames.map { "'\($0)'" }.joined(separator: ", ")))", at: entry.key)
            failed = true
        }
        let route = keys[Format.route.name].flatMap { identifier($0.value, "route name") }
        // Which field `enabled` names, and its type, is checked by SpecValidator.
        let enabled = keys[Format.enabled.name].flatMap { identifier($0.value, "\(Format.enabled.quoted) field") }
        let confirm = keys[SpecFormat.Event.confirm.name].flatMap { self.confirm($0.value, of: whatSelect) }
        if failed || (keys[Format.route.name] != nil && route == nil) {
            noteRouteOfFailedEvent(node)
            return nil
        }
        return SelectSpec(route: route, confirm: confirm, enabled: enabled)
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
        guard let entries = mapping(node, what) else { return nil }
        typealias Format = SpecFormat.Event
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: what)
        let title = keys[Format.title.name].flatMap { string($0.value, Format.title.quoted, lenient: true) }
        let systemImage = keys[Format.systemImage.name].flatMap { string($0.value, Format.systemImage.quoted) }
        let route = keys[Format.route.name].flatMap { identifier($0.value, "route name") }
        let accessibilityLabel = keys[Format.accessibilityLabel.name].flatMap {
            string($0.value, Format.accessibilityLabel.quoted, lenient: true)
        }
        // Which fields `enabled` and `visible` name, and their types, is checked by SpecValidator.
        let enabled = keys[Format.enabled.name].flatMap { identifier($0.value, "\(Format.enabled.quoted) field") }
        let visible = keys[Format.visible.name].flatMap { identifier($0.value, "\(Format.visible.quoted) field") }
        let placements = keys[Format.placement.name].flatMap { placementList($0.value, of: what) } ?? [.button]
        if Format.mapping.requiresOneOf.allSatisfy({ keys[$0.name] == nil }),
            !keys.mayBeMisspeltOne(of: Format.mapping.requiresOneOf)
        {
            // A swipe action or a menu item shows its title or symbol and nothing else.
            let shown = placements.filter { $0 != .button }.map { "'\($0.rawValue)'" }
            let reason = shown.isEmpty ? "" : ": placed \(shown.joined(separator: " and ")), it shows one of them"
            error("\(what) needs \(SpecFormat.Event.requirement)\(reason)", at: key)
        }
        var event = EventSpec(
            name: name, title: title, systemImage: systemImage, route: route, accessibilityLabel: accessibilityLabel,
            enabled: enabled, visible: visible)
        event.role = choice(Format.role, in: keys, as: EventSpec.Role.self)
        event.confirm = keys[Format.confirm.name].flatMap { confirm($0.value, of: what) }
        event.placements = placements
        beyondEvent(keys, into: &event)
        return event
    }

    /// `placement`: one word or a non-empty list of different words.
    mutating func placementList(_ node: YAMLNode, of what: String) -> [EventSpec.Placement]? {
        let quoted = SpecFormat.Event.placement.quoted
        guard case .sequence(let items) = node.content else {
            return choice(node, SpecFormat.Event.placement, as: EventSpec.Placement.self).map { [$0] }
        }
        guard !items.isEmpty else {
            let words = EventSpec.Placement.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            error("\(quoted) of \(what) is an empty list; name at least one of \(words)", at: node)
            return nil
        }
        var result: [EventSpec.Placement] = []
        var failed = false
        for item in items {
            guard let placement = choice(item, SpecFormat.Event.placement, as: EventSpec.Placement.self) else {
                failed = true
                continue
            }
            if result.contains(placement) {
                error("\(quoted) of \(what) lists '\(placement.rawValue)' twice", at: item)
                failed = true
            } else {
                result.append(placement)
            }
        }
        return failed ? nil : result
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
                keys[Format.embedInNavigation.name].flatMap { bool($0.value, Format.embedInNavigation.quoted) }
                ?? Format.embedInNavigation.defaultBool
            // With an invalid presentation (an error already), what applies to it is unknown.
            let presentationIsValid =
                keys[Format.presentation.name].map { entry in
                    if case .scalar(let scalar) = entry.value.content {
                        RouteSpec.Presentation(rawValue: scalar.text) != nil
                    } else {
                        false
                    }
                } ?? true
            if embed, presentationIsValid, !presentation.isModal, let node = keys[Format.embedInNavigation.name]?.key {
                diagnostics.warning(
                    "'embedInNavigation' applies only to 'presentation: present' or 'sheet'; it is ignored for "
                        + "'\(presentation.rawValue)'",
                    at: location(node))
            }
            let detents = keys[Format.detents.name].flatMap { self.detents($0.value) } ?? []
            if let entry = keys[Format.detents.name], presentationIsValid, presentation != .sheet {
                error(
                    "\(Format.detents.quoted) apply only to 'presentation: sheet', not '\(presentation.rawValue)'",
                    at: entry.key)
            }
            let closeButton =
                keys[Format.closeButton.name].flatMap { bool($0.value, Format.closeButton.quoted) }
                ?? Format.closeButton.defaultBool
            if closeButton, presentationIsValid, let node = keys[Format.closeButton.name]?.key {
                if !presentation.isModal {
                    error(
                        "\(Format.closeButton.quoted) needs a modal presentation ('present' or 'sheet') with "
                            + "'embedInNavigation: true'; a '\(presentation.rawValue)' destination is not dismissed",
                        at: node)
                } else if !embed {
                    error(
                        "\(Format.closeButton.quoted) needs 'embedInNavigation: true': the Close button goes on "
                            + "the navigation bar of the destination's own navigation controller",
                        at: node)
                }
            }
            if let destination, case .named = destination {
                result.append(
                    LocatedRoute(
                        spec: RouteSpec(
                            name: name, destination: destination, pass: pass, presentation: presentation,
                            embedInNavigation: embed && presentation.isModal,
                            detents: presentation == .sheet ? detents : [],
                            closeButton: closeButton && embed && presentation.isModal), key: entry.key))
            }
        }
        return result
    }
}

extension SpecDecoder.Context {
    /// A route's `detents`: a list of distinct detent words, at least one.
    mutating func detents(_ node: YAMLNode) -> [RouteSpec.Detent]? {
        let quoted = SpecFormat.Route.detents.quoted
        guard let items = sequence(node, quoted) else { return nil }
        if items.isEmpty {
            let words = RouteSpec.Detent.allCases.map(\.rawValue).joined(separator: ", ")
            error("\(quoted) must list at least one detent ([\(words)]); leave it out for UIKit's default", at: node)
            return nil
        }
        var result: [RouteSpec.Detent] = []
        for item in items {
            guard let detent = choice(item, SpecFormat.Route.detents, what: "a detent", as: RouteSpec.Detent.self)
            else { continue }
            if result.contains(detent) {
                error("the detent '\(detent.rawValue)' is listed twice", at: item)
                continue
            }
            result.append(detent)
        }
        return result
    }

    /// The screen's `localization`.
    mutating func localization(_ node: YAMLNode) -> LocalizationSpec? {
        typealias Format = SpecFormat.Localization
        let what = SpecFormat.Screen.localization.quoted
        guard let entries = mapping(node, what) else { return nil }
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: what)
        let table = required(Format.table, in: keys, of: node, what).flatMap { identifier($0, "table name") }
        let bundle = choice(Format.bundle, in: keys, as: LocalizationBundle.self)
        return table.map { LocalizationSpec(table: $0, bundle: bundle) }
    }

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
