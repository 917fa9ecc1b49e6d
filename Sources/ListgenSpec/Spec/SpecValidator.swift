import ListgenYAML

/// A screen as ``SpecDecoder`` decoded it — every shape checked — with the YAML nodes that
/// validation points its diagnostics at.
struct DecodedScreen {
    /// nil when the name was missing or invalid (already reported).
    var screen: String? = nil
    var screenNode: YAMLNode
    var title: String? = nil
    var list: ListKind = SpecFormat.Screen.list.defaultValue
    var dataSource: DataSourceKind = SpecFormat.Screen.dataSource.defaultValue
    /// The screen's `wiring`: the wiring of each cell that sets none.
    var wiring: Wiring = SpecFormat.Screen.wiring.defaultValue
    var sections: [SectionSpec] = SpecFormat.Screen.sections.defaultValue.fixed
    /// `sections` in its data form, when the spec gives it.
    var dataSections: DataSectionsSpec? = nil
    /// The `sections` value, where a problem with sections from the data is reported.
    var sectionsNode: YAMLNode? = nil
    var cells: [LocatedCell] = []
    var routes: [LocatedRoute] = []
    /// Whether the spec has a `routes` key (an unknown route's message says so when it has none).
    var declaresRoutes = false
    /// Routes named by events that had an error of their own: their use is unknown, so they get
    /// no "not used" warning (a consequence of that error, not a finding).
    var routesOfFailedEvents: Set<String> = []
    /// Routes declared but refused for an error of their own (``SpecDecoder/Context/invalidRoutes``).
    var invalidRoutes: Set<String> = []
    var access: AccessLevel = SpecFormat.Screen.access.defaultValue
    /// `style`, when the spec sets it.
    var style: ListStyle? = SpecFormat.Screen.style.defaultValue
    /// `emptyState`, `refresh`, `paging`.
    var feed = FeedSpec()

    /// `sections`, both forms, as its key stores it.
    var sectionsDeclaration: SectionsDeclaration {
        get { SectionsDeclaration(fixed: sections, fromData: dataSections) }
        set {
            sections = newValue.fixed
            dataSections = newValue.fromData
        }
    }
    /// `localization`, when the spec sets it (and it is valid).
    var localization: LocalizationSpec? = SpecFormat.Screen.localization.defaultValue
    /// `separators`.
    var separators: Bool = SpecFormat.Screen.separators.defaultValue
    /// `indexTitles`.
    var indexTitles: Bool = SpecFormat.Screen.indexTitles.defaultValue
    /// The `indexTitles` value, where an index without titles or on a grouped table is reported.
    var indexTitlesNode: YAMLNode? = nil
    /// `editing`, when the spec sets it.
    var editing: EditingSpec? = SpecFormat.Screen.editing.defaultValue
    /// `selection`, when the spec sets it.
    var selection: PersistentSelectionSpec? = SpecFormat.Screen.selection.defaultValue
    /// The `selection` value, where a persistent selection without selectable rows is reported.
    var selectionNode: YAMLNode? = nil
    /// `search`, when the spec sets it.
    var search: SearchSpec? = SpecFormat.Screen.search.defaultValue
    /// The `search` value, where a field it names is checked.
    var searchNode: YAMLNode? = nil
    /// The `style` value, where a style the list kind has not is reported.
    var styleNode: YAMLNode? = nil
    /// The `localization` key, where a problem with the localized keys is reported.
    var localizationNode: YAMLNode? = nil
    /// The `emptyState` value, where a problem with its action's route is reported.
    var emptyStateNode: YAMLNode? = nil
    /// The `editing` value, where the event `editing.delete` names is checked.
    var editingNode: YAMLNode? = nil
}

/// A decoded cell and where its parts are in the spec.
struct LocatedCell {
    /// A `display` key that binds a field.
    enum Binding: String, CaseIterable {
        case text, secondaryText, image, indentation, accessory, value, badge
    }

    /// A node per ``Binding``, in stored properties rather than a `[Binding: YAMLNode]`: the
    /// dictionary's storage type is instantiated at run time after a conformance lookup
    /// (`Binding: Hashable`, ≈ 100 k instructions on first use).
    struct BindingNodes: Sendable {
        private var text, secondaryText, image, indentation, accessory, value, badge: YAMLNode?

        subscript(binding: Binding) -> YAMLNode? {
            get {
                switch binding {
                case .text: text
                case .secondaryText: secondaryText
                case .image: image
                case .indentation: indentation
                case .accessory: accessory
                case .value: value
                case .badge: badge
                }
            }
            set {
                switch binding {
                case .text: text = newValue
                case .secondaryText: secondaryText = newValue
                case .image: image = newValue
                case .indentation: indentation = newValue
                case .accessory: accessory = newValue
                case .value: value = newValue
                case .badge: badge = newValue
                }
            }
        }
    }

    var spec: CellSpec
    /// Whether the cell sets its own `wiring` (else it takes the screen's).
    var setsWiring = false
    /// The cell's key under `cells`.
    var key: YAMLNode
    /// Each field's key, by field name (also fields whose type was invalid).
    var fieldNodes: [String: YAMLNode]
    /// Where a wrong identity is reported: the `id` value, else the `fields` key, else ``key``.
    var identityNode: YAMLNode
    /// The value of each `display` key that binds a field.
    var displayNodes: BindingNodes
    /// Each event's value, in `spec.events` order.
    var eventNodes: [YAMLNode]
    /// The positions of the events in `spec.events` and ``eventNodes``. The validator reads the two by
    /// index: `zip(spec.events, eventNodes)` copied each array through the value witnesses of its type,
    /// which the runtime instantiated from the type's mangled name.
    var eventIndices: Range<Int> { 0..<min(spec.events.count, eventNodes.count) }
    /// The value of `select`, when `spec.select` is set.
    var selectNode: YAMLNode? = nil
    /// The value of `content.view`, when `spec.content` is set.
    var contentViewNode: YAMLNode? = nil
}

/// A decoded route and its key in the spec.
struct LocatedRoute {
    var spec: RouteSpec
    var key: YAMLNode
    /// The value of a URL route's `url`.
    var urlNode: YAMLNode? = nil
}

/// Checks the references between the parts of a decoded spec — the rules that no single key's
/// shape can express, and that the JSON Schema cannot either:
///
/// - a cell's identity and `display` bindings name its fields, of suitable types;
/// - every event's `route` names a route, every route is used, and by cells of one model;
/// - a model listgen declares is declared the same way by every cell that declares it;
/// - no two generated types (``GeneratedTypes``), cells, models or destinations share a name.
struct SpecValidator {
    let path: String
    private(set) var diagnostics = DiagnosticEngine()

    init(path: String) { self.path = path }

    func location(_ node: YAMLNode) -> SourceLocation { SourceLocation(path: path, mark: node.mark) }

    mutating func error(_ message: String, at node: YAMLNode, notes: [Diagnostic.Note] = []) {
        diagnostics.error(message, at: location(node), notes: notes)
    }

    /// Validates `decoded`; the spec, when nothing was wrong with its name.
    mutating func validate(_ decoded: DecodedScreen, sourceFileName: String) -> ScreenSpec? {
        for cell in decoded.cells {
            checkIdentity(cell)
            checkDisplay(cell)
            checkSelect(cell)
            checkEventStates(cell)
            checkConfirmTexts(cell)
            checkRouteChoices(cell)
            checkSubmenus(cell)
        }
        checkSwitches(decoded.cells)
        checkRoutes(
            routes: decoded.routes, cells: decoded.cells, declaresRoutes: decoded.declaresRoutes,
            routesOfFailedEvents: decoded.routesOfFailedEvents, invalidRoutes: decoded.invalidRoutes,
            emptyStateRoute: decoded.feed.emptyState?.action?.route)
        checkEmptyStateAction(decoded)
        checkEditingDelete(decoded)
        checkMultiSelect(decoded)
        checkPersistentSelection(decoded)
        checkDataSections(decoded)
        checkSearch(decoded)
        checkModels(decoded.cells)
        checkActionCases(decoded.cells)
        checkLocalizationKeys(decoded)
        guard let screen = decoded.screen else { return nil }
        checkTypeNames(
            screen: screen, screenNode: decoded.screenNode, cells: decoded.cells, routes: decoded.routes,
            localized: decoded.localization != nil,
            emptyStateAction: decoded.feed.emptyState?.action.map { $0.route == nil } ?? false)
        checkListStyle(decoded)
        checkIndexTitles(decoded)
        var spec = ScreenSpec(
            sourceFileName: sourceFileName, screen: screen, title: decoded.title, list: decoded.list,
            dataSource: decoded.dataSource, sections: decoded.sections, cells: decoded.cells.map(\.spec),
            routes: decoded.routes.map(\.spec), access: decoded.access, style: decoded.style,
            feed: decoded.feed,
            localization: decoded.localization)
        spec.separators = decoded.separators
        spec.indexTitles = decoded.indexTitles
        spec.dataSections = decoded.dataSections
        spec.editing = decoded.editing
        spec.selection = decoded.selection
        spec.search = decoded.search
        return spec
    }

    /// The types a section's value may have (`sections.from`): `Hashable` values every row has, that
    /// a title can show. An optional would need a section for "no value", which listgen would invent.
    static let dataSectionTypes: [String: String] = [
        "String": "String", "Swift.String": "String", "Int": "Int", "Swift.Int": "Int", "Bool": "Bool",
        "Swift.Bool": "Bool", "Date": "Date", "Foundation.Date": "Date",
    ]

    /// `sections` from the data: `from` names a field of every cell's model, of a type a section can
    /// be (``dataSectionTypes``); `by` groups only a `Date`; `title` names a `String` field of every
    /// cell; `relativeDay` titles a `Date`; a `Bool` has no order to sort by. `paging` goes with them:
    /// a page is then a list of rows, each of which names its section.
    mutating func checkDataSections(_ decoded: DecodedScreen) {
        guard let data = decoded.dataSections, let node = decoded.sectionsNode else { return }
        checkDataSections(data, of: decoded.cells, at: node)
    }

    /// The checks of ``checkDataSections(_:)`` on `data`, the value of `node`.
    private mutating func checkDataSections(_ data: DataSectionsSpec, of cells: [LocatedCell], at node: YAMLNode) {
        typealias Format = SpecFormat.DataSections
        let sections = SpecFormat.Screen.sections.name
        let fromNode = Self.valueNode(Format.from.name, in: node) ?? node
        var valueType: String? = nil
        for cell in cells {
            guard let field = cell.spec.field(named: data.from) else {
                error(
                    "'\(sections).\(Format.from.name)' names '\(data.from)', which is not a field of cell "
                        + "'\(cell.spec.name)'" + Self.fieldSuggestion(data.from, of: cell.spec),
                    at: fromNode)
                return
            }
            guard let type = Self.dataSectionTypes[field.type.description] else {
                error(
                    "'\(sections).\(Format.from.name)' must name a String, Int, Bool or Date field (a Hashable value "
                        + "every row has), but '\(data.from)' of cell '\(cell.spec.name)' is \(field.type)",
                    at: fromNode)
                return
            }
            if let valueType, valueType != type {
                error(
                    "'\(sections).\(Format.from.name)': '\(data.from)' is \(valueType) in one cell and \(type) in "
                        + "cell '\(cell.spec.name)'; a section's value has one type",
                    at: fromNode)
                return
            }
            valueType = type
        }
        guard let valueType else { return }
        if data.by != nil, valueType != "Date", let byNode = Self.valueNode(Format.by.name, in: node) {
            error(
                "'\(sections).\(Format.by.name)' groups a Date field by day, week or month, but '\(data.from)' is "
                    + valueType,
                at: byNode)
        }
        if data.sort != .given, valueType == "Bool", let sortNode = Self.valueNode(Format.sort.name, in: node) {
            error(
                "'\(sections).\(Format.sort.name): \(data.sort.rawValue)' sorts by value, but '\(data.from)' is a "
                    + "Bool, which has no order; leave '\(Format.sort.name)' out (the order of the first rows)",
                at: sortNode)
        }
        guard let title = data.title, let titleNode = Self.valueNode(Format.title.name, in: node) else { return }
        switch title {
        case .format(.relativeDay):
            guard valueType != "Date" else { return }
            error(
                "'\(sections).\(Format.title.name)' format '\(SectionTitleFormat.relativeDay.rawValue)' titles a "
                    + "Date field, but '\(data.from)' is \(valueType)",
                at: Self.valueNode(SpecFormat.SectionTitle.titleFormat.name, in: titleNode) ?? titleNode)
        case .field(let name):
            for cell in cells {
                guard let field = cell.spec.field(named: name) else {
                    error(
                        "'\(sections).\(Format.title.name)' names '\(name)', which is not a field of cell "
                            + "'\(cell.spec.name)'" + Self.fieldSuggestion(name, of: cell.spec),
                        at: titleNode)
                    return
                }
                guard ["String", "Swift.String"].contains(field.type.description) else {
                    error(
                        "'\(sections).\(Format.title.name)' must name a String field, but '\(name)' of cell "
                            + "'\(cell.spec.name)' is \(field.type)",
                        at: titleNode)
                    return
                }
            }
        }
    }

    /// `indexTitles: true` lists the sections' header titles: it needs sections with titles (sections from
    /// the data always have one). On a table it needs the plain style: Apple's `sectionIndexTitles(for:)`
    /// says "The table view must be in the plain style". Checked after the command line's `--list`.
    mutating func checkIndexTitles(_ decoded: DecodedScreen) {
        guard decoded.indexTitles, let node = decoded.indexTitlesNode else { return }
        let key = SpecFormat.Screen.indexTitles.name
        guard decoded.dataSections != nil || decoded.sections.contains(where: { $0.title != nil }) else {
            error(
                "'\(key)' lists the sections' titles, but no section has a 'title'; give sections a 'title' "
                    + "or remove '\(key)'",
                at: node)
            return
        }
        // The default style, as the context resolves it: `insetGrouped` when a section shows a header or footer.
        let hasTexts =
            decoded.dataSections != nil
            || decoded.sections.contains { $0.title != nil || $0.footer != nil || $0.headerView || $0.footerView }
        let style = decoded.style ?? (hasTexts ? .insetGrouped : .plain)
        guard decoded.list == .table, style != .plain else { return }
        error(
            "'\(key)' on a table needs '\(SpecFormat.Screen.style.name): \(ListStyle.plain.rawValue)': UIKit shows a "
                + "section index only on a plain table, and this one is '\(style.rawValue)'"
                + (decoded.style == nil ? " (the default with section titles)" : ""),
            at: node)
    }

    /// `style: sidebar` and `sidebarPlain` are list appearances of a collection view; a table has none.
    /// Checked after the command line's `--list`, so that the message is about what is generated.
    mutating func checkListStyle(_ decoded: DecodedScreen) {
        guard decoded.list == .table, let style = decoded.style, ListStyle.collectionOnly.contains(style),
            let node = decoded.styleNode
        else { return }
        error(
            "'\(SpecFormat.Screen.style.name): \(style.rawValue)' is a collection list's appearance; a table has "
                + "no such style (use '\(SpecFormat.Screen.list.name): \(ListKind.collection.rawValue)', or "
                + "'plain', 'grouped' or 'insetGrouped')",
            at: node)
    }

    /// With `localization`, a cell's texts have keys `<screen>.<cell>.<event>.<role>` and a section's
    /// `<screen>.section.<id>.<role>` (``LocalizedKey``): a cell named `section` could clash.
    mutating func checkLocalizationKeys(_ decoded: DecodedScreen) {
        guard decoded.localization != nil else { return }
        for cell in decoded.cells where cell.spec.name == LocalizedKey.sectionNamespace {
            error(
                "with \(SpecFormat.Screen.localization.quoted), a cell may not be named '\(cell.spec.name)': its texts' keys would clash with "
                    + "the sections' ('<screen>.\(LocalizedKey.sectionNamespace).<id>.title'); rename the cell",
                at: cell.key)
        }
    }

    // MARK: Within a cell

    /// An event's `enabled` and `visible`, and the `if` of its state texts (`title: { if: isStarred, … }`),
    /// name a non-optional `Bool` field of the cell's model (negated or not). A row tap's `enabled` is
    /// checked the same way.
    ///
    /// Each is checked where it is found, in order: collecting them first into an array of tuples made
    /// the runtime instantiate that tuple type's array storage (about 60 k instructions per run).
    mutating func checkEventStates(_ cell: LocatedCell) {
        for index in cell.eventIndices {
            let (event, eventNode) = (cell.spec.events[index], cell.eventNodes[index])
            let owner = "event '\(event.name)' of cell '\(cell.spec.name)'"
            let enabled = SpecFormat.Event.enabled.spec
            checkBoolField(
                "\(enabled.quoted) of \(owner)", event.enabled, in: cell,
                at: Self.valueNode(enabled.name, in: eventNode) ?? eventNode)
            let visible = SpecFormat.Event.visible.spec
            checkBoolField(
                "\(visible.quoted) of \(owner)", event.visible, in: cell,
                at: Self.valueNode(visible.name, in: eventNode) ?? eventNode)
            checkConfirmWhen(event.confirm, owner: owner, in: eventNode, of: cell)
            if event.isSwitch, let value = event.value {
                let key = SpecFormat.Event.value.spec
                checkBoolField(
                    "\(key.quoted) of \(owner)", FieldCondition(field: value), in: cell,
                    at: Self.valueNode(key.name, in: eventNode) ?? eventNode)
            }
            checkStateText(SpecFormat.Event.title.spec, event.title, owner: owner, in: eventNode, of: cell)
            checkStateText(
                SpecFormat.Event.systemImage.spec, event.systemImage, owner: owner, in: eventNode, of: cell)
            checkStateText(
                SpecFormat.Event.accessibilityLabel.spec, event.accessibilityLabel, owner: owner, in: eventNode,
                of: cell)
        }
        if let select = cell.spec.select, let selectNode = cell.selectNode {
            checkConfirmWhen(
                select.confirm, owner: "\(SpecFormat.Cell.select.quoted) of cell '\(cell.spec.name)'", in: selectNode,
                of: cell)
            let key = SpecFormat.Select.enabled.spec
            checkBoolField(
                "\(key.quoted) of \(SpecFormat.Cell.select.quoted) of cell '\(cell.spec.name)'",
                select.enabled.map { FieldCondition(field: $0) }, in: cell,
                at: Self.valueNode(key.name, in: selectNode) ?? selectNode)
        }
    }

    /// The `if` of a state text (`title: { if: isStarred, … }`) names a `Bool` field.
    private mutating func checkStateText(
        _ key: SpecKey, _ text: StateText?, owner: String, in eventNode: YAMLNode, of cell: LocatedCell
    ) {
        guard let condition = text?.condition, let textNode = Self.valueNode(key.name, in: eventNode) else { return }
        let name = SpecFormat.StateTextFormat.condition.quoted
        checkBoolField(
            "\(name) of \(key.quoted) of \(owner)", condition, in: cell,
            at: Self.valueNode(SpecFormat.StateTextFormat.condition.name, in: textNode) ?? textNode)
    }

    /// A `confirm`'s `when` names a `Bool` field.
    private mutating func checkConfirmWhen(
        _ confirm: ConfirmSpec?, owner: String, in node: YAMLNode, of cell: LocatedCell
    ) {
        guard let condition = confirm?.when else { return }
        let confirmKey = SpecFormat.Event.confirm.spec
        let whenKey = SpecFormat.Confirm.when.spec
        let confirmNode = Self.valueNode(confirmKey.name, in: node) ?? node
        checkBoolField(
            "\(whenKey.quoted) of \(confirmKey.quoted) of \(owner)", condition, in: cell,
            at: Self.valueNode(whenKey.name, in: confirmNode) ?? confirmNode)
    }

    /// `condition`, the value `what`, names a non-optional `Bool` field of the cell's model.
    private mutating func checkBoolField(
        _ what: String, _ condition: FieldCondition?, in cell: LocatedCell,
        at node: YAMLNode
    ) {
        guard let condition else { return }
        let field = condition.field
        guard let spec = cell.spec.field(named: field) else {
            error(
                "\(what) names '\(field)', which is not a field of the cell"
                    + Self.fieldSuggestion(field, of: cell.spec), at: node)
            return
        }
        if !spec.type.isBool {
            error("\(what) names '\(field)' of type '\(spec.type)'; it must be a Bool field", at: node)
        }
    }

    /// A switch (`control: switch`, issue #23) is the cell's own `UISwitch`: a cell with its own content
    /// view has none to set. An event that several cell kinds share is one controller method, so they
    /// agree on whether it is a switch.
    mutating func checkSwitches(_ cells: [LocatedCell]) {
        let control = SpecFormat.Event.control.spec
        // The first cell of each event name, by index; its event is found again by name (one per cell).
        // A dictionary of `(cell:event:node:)` tuples was a storage class of its own, instantiated at run
        // time from its mangled name.
        var first: [String: Int] = [:]
        for cellIndex in cells.indices {
            let cell = cells[cellIndex]
            for index in cell.eventIndices {
                let (event, node) = (cell.spec.events[index], cell.eventNodes[index])
                let place = Self.valueNode(control.name, in: node) ?? node
                if event.isSwitch, cell.spec.content != nil {
                    error(
                        "event '\(event.name)' of cell '\(cell.spec.name)' is a switch, but the cell shows its own "
                            + "\(SpecFormat.Cell.content.quoted) view, which has no switch for listgen to set; "
                            + "use a button, or leave \(SpecFormat.Cell.content.quoted) out", at: place)
                }
                guard let earlierCell = first[event.name] else {
                    first[event.name] = cellIndex
                    continue
                }
                let earlier = cells[earlierCell]
                guard let earlierIndex = earlier.spec.events.firstIndex(where: { $0.name == event.name }) else {
                    continue
                }
                let earlierEvent = earlier.spec.events[earlierIndex]
                if earlierEvent.isSwitch != event.isSwitch {
                    let earlierNode = earlier.eventNodes[earlierIndex]
                    let earlierPlace = Self.valueNode(control.name, in: earlierNode) ?? earlierNode
                    error(
                        "event '\(event.name)' of cell '\(cell.spec.name)' is \(event.isSwitch ? "a switch" : "no switch"), "
                            + "but the same event of cell '\(earlier.spec.name)' is \(earlierEvent.isSwitch ? "one" : "none"): "
                            + "both report through one controller method; give them the same \(control.quoted) or "
                            + "different names", at: place,
                        notes: [
                            .init(
                                "event '\(event.name)' of cell '\(earlier.spec.name)' is here",
                                at: location(earlierPlace))
                        ])
                }
            }
        }
    }

    /// The events of one cell with the same `submenu` form one submenu at one place of the row's menu:
    /// all of them in the same `menuGroup` (inline section), or all at the top level.
    mutating func checkSubmenus(_ cell: LocatedCell) {
        let submenu = SpecFormat.Event.submenu.spec
        let group = SpecFormat.Event.menuGroup.spec
        var first: [String: (event: EventSpec, node: YAMLNode)] = [:]
        for index in cell.eventIndices {
            let (event, node) = (cell.spec.events[index], cell.eventNodes[index])
            guard let title = event.submenu else { continue }
            let place = Self.valueNode(submenu.name, in: node) ?? node
            guard let earlier = first[title] else {
                first[title] = (event, place)
                continue
            }
            guard earlier.event.menuGroup != event.menuGroup else { continue }
            func named(_ group: String?) -> String { group.map { "'\($0)'" } ?? "none" }
            error(
                "event '\(event.name)' of cell '\(cell.spec.name)' joins the submenu '\(title)' with "
                    + "\(group.quoted) \(named(event.menuGroup)), but event '\(earlier.event.name)' joins it with "
                    + "\(named(earlier.event.menuGroup)): a submenu is in one place of the menu; give its events the "
                    + "same \(group.quoted)", at: place,
                notes: [.init("event '\(earlier.event.name)' joins it here", at: location(earlier.node))])
        }
    }

    /// The `{field}` placeholders of every `confirm`'s `title`, `message` and `button` (issue #23): balanced
    /// braces, each naming a non-optional `String` or `Int` field of the cell's model.
    mutating func checkConfirmTexts(_ cell: LocatedCell) {
        // Checked where each is found: a list of (confirm, owner, node) tuples first, or of (key, text)
        // pairs, made the runtime instantiate each tuple type's array storage.
        for index in cell.eventIndices {
            let (event, node) = (cell.spec.events[index], cell.eventNodes[index])
            checkConfirmTexts(
                event.confirm, owner: "event '\(event.name)' of cell '\(cell.spec.name)'", in: node, of: cell)
        }
        if let select = cell.spec.select, let selectNode = cell.selectNode {
            checkConfirmTexts(
                select.confirm, owner: "\(SpecFormat.Cell.select.quoted) of cell '\(cell.spec.name)'", in: selectNode,
                of: cell)
        }
    }

    private mutating func checkConfirmTexts(
        _ confirm: ConfirmSpec?, owner: String, in node: YAMLNode, of cell: LocatedCell
    ) {
        guard let confirm else { return }
        let confirmKey = SpecFormat.Event.confirm.spec
        let confirmNode = Self.valueNode(confirmKey.name, in: node) ?? node
        let prefix = " of \(confirmKey.quoted) of \(owner)"
        checkPlaceholders(SpecFormat.Confirm.title.spec, confirm.title, prefix, in: confirmNode, of: cell)
        checkPlaceholders(
            SpecFormat.Confirm.message.spec, confirm.message, prefix, in: confirmNode, of: cell)
        checkPlaceholders(
            SpecFormat.Confirm.button.spec, confirm.button, prefix, in: confirmNode, of: cell)
    }

    /// The `{field}` placeholders of `text`, the value of `key` (named `'key'<suffix>`): balanced braces,
    /// each naming a non-optional `String` or `Int` field.
    private mutating func checkPlaceholders(
        _ key: SpecKey, _ text: String?, _ suffix: String, in confirmNode: YAMLNode, of cell: LocatedCell
    ) {
        guard let text else { return }
        let what = key.quoted + suffix
        let textNode = Self.valueNode(key.name, in: confirmNode) ?? confirmNode
        switch PlaceholderText.parse(text) {
        case .failure(let problem):
            error(
                "\(what) has \(problem.message); a placeholder is '{field}', and a text has no other braces",
                at: textNode)
        case .success(let parsed):
            for field in parsed.fields {
                guard let spec = cell.spec.field(named: field) else {
                    error(
                        "\(what) names '{\(field)}', which is not a field of the cell"
                            + Self.fieldSuggestion(field, of: cell.spec), at: textNode)
                    continue
                }
                if !spec.type.isString && !spec.type.isInt {
                    error(
                        "\(what) names '{\(field)}' of type '\(spec.type)'; a placeholder shows a String or "
                            + "Int field", at: textNode)
                }
            }
        }
    }

    /// A row tap without a route and an event named like its action case (`select`) without a route
    /// would be the same `<screen>Action` case: the handler could not tell them apart.
    mutating func checkSelect(_ cell: LocatedCell) {
        guard let select = cell.spec.select, select.route == nil else { return }
        for index in cell.eventIndices
        where cell.spec.events[index].name == SelectSpec.actionName && cell.spec.events[index].route == nil {
            let (event, node) = (cell.spec.events[index], cell.eventNodes[index])
            error(
                "event '\(event.name)' of cell '\(cell.spec.name)' would be the same action as the row tap "
                    + "(\(SpecFormat.Cell.select.quoted) without a route); rename the event or give one a route",
                at: node, notes: cell.selectNode.map { [.init("the row tap is here", at: location($0))] } ?? [])
        }
    }

    /// An event or row tap without a route is the action case `<event><Model>`
    /// (``Names/actionCase(event:model:)``): two that spell one case must be one event name of one
    /// model (`deleteFolder` of an `Item` and `delete` of a `FolderItem` would both be
    /// `deleteFolderItem`).
    mutating func checkActionCases(_ cells: [LocatedCell]) {
        var first: [String: (event: String, model: String, what: String, node: YAMLNode)] = [:]
        // Each event, then the row tap, checked where it is found (a list of (event, node, what) tuples
        // first made the runtime instantiate that tuple type's array storage).
        func check(_ event: EventSpec, _ node: YAMLNode, _ what: String, of cell: LocatedCell) {
            guard event.route == nil else { return }
            let model = cell.spec.model
            let name = Names.actionCase(event: event.name, model: model)
            let described = "\(what) of cell '\(cell.spec.name)'"
            guard let other = first[name] else {
                first[name] = (event.name, model, described, node)
                return
            }
            guard other.event != event.name || other.model != model else { return }
            error(
                "\(described) would be the action case '\(name)', as \(other.what) is; rename one of the events",
                at: node, notes: [.init("\(other.what) is here", at: location(other.node))])
        }
        for cell in cells {
            for index in cell.eventIndices {
                let (event, node) = (cell.spec.events[index], cell.eventNodes[index])
                check(event, node, "event '\(event.name)'", of: cell)
            }
            if let select = cell.spec.selectEvent, let node = cell.selectNode {
                check(select, node, "the row tap (\(SpecFormat.Cell.select.quoted))", of: cell)
            }
        }
    }

    /// A generated model's identity is one of its fields, not optional, and not shadowed by a field named `id`.
    mutating func checkIdentity(_ cell: LocatedCell) {
        let spec = cell.spec
        guard spec.generateModel else { return }
        let idField = spec.idField
        var suggestsID = false
        if let field = spec.field(named: idField) {
            if field.type.isOptional {
                error("identity field '\(idField)' cannot be optional", at: cell.fieldNodes[idField] ?? cell.key)
            }
        } else if !cell.fieldNodes.isEmpty, cell.fieldNodes[idField] == nil {
            let suggestion = Self.nearestField(to: idField, of: spec)
            suggestsID = suggestion == "id"
            error(
                "identity field '\(idField)' is not among the fields of cell '\(spec.name)'"
                    + Suggestion.didYouMean(suggestion), at: cell.identityNode)
        }
        // A misspelt `id: id` is one mistake: the did-you-mean above fixes the clash too.
        if idField != "id", !suggestsID, let clash = cell.fieldNodes["id"] {
            error(
                "a field named '\(SpecFormat.Cell.id.defaultValue)' would clash with the identity mapped from '\(idField)'; rename it",
                at: clash)
        }
    }

    /// Each `display` binding names a `String` or `String?` field of the cell.
    mutating func checkDisplay(_ cell: LocatedCell) {
        for binding in LocatedCell.Binding.allCases {
            guard let node = cell.displayNodes[binding] else { continue }
            let name: String?
            var format: TextFormat? = nil
            switch binding {
            case .text: (name, format) = (cell.spec.display.text, cell.spec.display.textFormat)
            case .secondaryText:
                (name, format) = (cell.spec.display.secondaryText, cell.spec.display.secondaryTextFormat)
            case .image:
                switch cell.spec.display.image {
                case .field(let field), .assetField(let field): name = field
                case .url(let field, _):
                    checkImageURL(cell, field: field, at: node)
                    continue
                default: name = nil
                }
            case .indentation: name = cell.spec.display.indentation
            case .badge: name = cell.spec.display.badge
            case .value: (name, format) = (cell.spec.display.value, cell.spec.display.valueFormat)
            case .accessory:
                guard case .checkmarkField(let field) = cell.spec.display.accessory else { continue }
                checkCheckmark(
                    cell, field: field,
                    at: Self.valueNode(SpecFormat.CheckmarkAccessory.field.name, in: node) ?? node)
                continue
            }
            guard let name else { continue }
            let role = "\(SpecFormat.Cell.display.name).\(binding.rawValue)"
            guard let field = cell.spec.field(named: name) else {
                error(
                    "\(role) of cell '\(cell.spec.name)' binds '\(name)', which is not one of its fields"
                        + Self.fieldSuggestion(name, of: cell.spec), at: node)
                continue
            }
            if binding == .indentation || binding == .badge {
                // `indentationLevel` is an `Int`: an optional or another number type would need a rule
                // listgen would invent. A badge counts, and hides at 0: an `Int` too.
                let meaning = binding == .badge ? "the row's count" : "the row's indentation level"
                if !["Int", "Swift.Int"].contains(field.type.description) {
                    error("\(role) must bind an Int field (\(meaning)), but '\(name)' is \(field.type)", at: node)
                }
                continue
            }
            // Worked out only for a message or a format to check: a `String` field shown as it is needs
            // neither, and the array was one more storage type the runtime instantiated at run time.
            var fitting: [DisplayFormat] { Self.formats(fitting: field.type.unwrapped) }
            if let format {
                if !fitting.contains(format.format) {
                    error(
                        "\(role): format '\(format.format.rawValue)' does not fit '\(name)', which is \(field.type); "
                            + "formats that fit: \(fitting.map { "'\($0.rawValue)'" }.joined(separator: ", "))",
                        at: node)
                }
            } else if binding == .value, DisplayFormat.implied(forValueOf: field.type) != nil {
                // A number shows as `.number` without a `format:`.
            } else if binding == .value, !field.type.unwrapped.isString {
                error(
                    "\(role) binds '\(name)', which is \(field.type) and has no format of its own; write "
                        + "{ field: \(name), format: … } with one of "
                        + fitting.map { "'\($0.rawValue)'" }.joined(separator: ", "), at: node)
            } else if !field.type.unwrapped.isString {
                let hint =
                    binding == .image && Self.isURL(field.type.unwrapped)
                    ? "; for an image loaded from a URL, write { \(SpecFormat.Image.url.name): \(name), "
                        + "\(SpecFormat.Image.placeholder.name): … }"
                    : fitting == [.description]
                        ? ""
                        : "; to show it, write { field: \(name), format: … } with one of "
                            + fitting.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                error("\(role) must bind a String or String? field, but '\(name)' is \(field.type)\(hint)", at: node)
            }
        }
    }

    /// `display.accessory: { checkmark: }` names a `Bool` field of the cell.
    mutating func checkCheckmark(_ cell: LocatedCell, field name: String, at node: YAMLNode) {
        let role =
            "\(SpecFormat.Cell.display.name).\(LocatedCell.Binding.accessory.rawValue).\(SpecFormat.CheckmarkAccessory.field.name)"
        guard let field = cell.spec.field(named: name) else {
            error(
                "\(role) of cell '\(cell.spec.name)' binds '\(name)', which is not one of its fields"
                    + Self.fieldSuggestion(name, of: cell.spec), at: node)
            return
        }
        if !["Bool", "Swift.Bool"].contains(field.type.description) {
            error(
                "\(role) must bind a Bool field (the row shows a checkmark while it is true), but '\(name)' is \(field.type)",
                at: node)
        }
    }

    /// `display.image: { url: }` names a `URL` or `URL?` field of the cell.
    mutating func checkImageURL(_ cell: LocatedCell, field name: String, at node: YAMLNode) {
        let role = "\(SpecFormat.Cell.display.name).\(LocatedCell.Binding.image.rawValue).\(SpecFormat.Image.url.name)"
        guard let field = cell.spec.field(named: name) else {
            error(
                "\(role) of cell '\(cell.spec.name)' binds '\(name)', which is not one of its fields"
                    + Self.fieldSuggestion(name, of: cell.spec), at: node)
            return
        }
        guard !Self.isURL(field.type.unwrapped) else { return }
        let hint =
            field.type.unwrapped.isString
            ? "; declare it as URL\(field.type.isOptional ? "?" : "") (the app parses the address once, not each cell)"
            : ""
        error("\(role) must bind a URL or URL? field, but '\(name)' is \(field.type)\(hint)", at: node)
    }

    /// `type` (not optional) is Foundation's `URL`.
    static func isURL(_ type: SwiftType) -> Bool { ["URL", "Foundation.URL"].contains(type.description) }

    /// The display formats a field of `type` (not optional) can take.
    static func formats(fitting type: SwiftType) -> [DisplayFormat] {
        switch type.description {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "Decimal", "Foundation.Decimal", "Swift.Int", "Swift.Double", "Swift.Float":
            DisplayFormat.numeric
        case "Date", "Foundation.Date": DisplayFormat.dates
        default: [.description]
        }
    }
    /// A route chosen per row names a field of the cell that can choose: a non-optional `String`, or an
    /// enum of the app.
    mutating func checkRouteChoices(_ cell: LocatedCell) {
        Self.forEachTap(of: cell) { tap, owner, ownerNode in
            guard let choice = tap.routeChoice,
                let routeNode = Self.routeValueNode(in: ownerNode)
            else { return }
            let node = Self.valueNode(SpecFormat.RouteChoice.field.name, in: routeNode) ?? routeNode
            let what =
                "'\(SpecFormat.Event.route.name).\(SpecFormat.RouteChoice.field.name)' of \(owner) of cell '\(cell.spec.name)'"
            guard let field = cell.spec.field(named: choice.field) else {
                error(
                    "\(what) names '\(choice.field)', which is not a field of the cell"
                        + Self.fieldSuggestion(choice.field, of: cell.spec), at: node)
                return
            }
            if !field.type.canChooseRoute {
                error(
                    "\(what) names '\(field.name)' of type '\(field.type)', which cannot choose a route; it must be "
                        + "a String or an enum of the app (its cases named in 'cases')", at: node)
            }
        }
    }

    /// Calls `body` with every tap of `cell` that may route: its events, then its row tap, each with how
    /// messages name it and its node. A visitor, like ``forEachRoute(of:in:_:)``, not an array of
    /// `(tap, what, node)` tuples: each tuple type's array storage was instantiated by the runtime at
    /// first use (20–36 k instructions apiece).
    static func forEachTap(of cell: LocatedCell, _ body: (any RoutedTap, _ what: String, YAMLNode) -> Void) {
        for index in cell.eventIndices {
            let event = cell.spec.events[index]
            body(event, "event '\(event.name)'", cell.eventNodes[index])
        }
        if let select = cell.spec.select, let selectNode = cell.selectNode {
            body(select, "the row tap (\(SpecFormat.Cell.select.quoted))", selectNode)
        }
    }

    /// Calls `body` with each route a tap may take and the node that names it: the route's value, or each
    /// case's and the `default`'s value of a route chosen per row.
    static func forEachRoute(of tap: any RoutedTap, in tapNode: YAMLNode, _ body: (String, YAMLNode) -> Void) {
        guard let route = tap.route else { return }
        let routeNode = routeValueNode(in: tapNode) ?? tapNode
        guard let choice = tap.routeChoice else { return body(route, routeNode) }
        if let casesNode = valueNode(SpecFormat.RouteChoice.cases.name, in: routeNode),
            case .mapping(let entries) = casesNode.content
        {
            for routeCase in choice.cases {
                let node = entries.first { entry in
                    if case .scalar(let scalar) = entry.key.content { return scalar.text == routeCase.value }
                    return false
                }?.value
                body(routeCase.route, node ?? casesNode)
            }
        }
        body(route, valueNode(SpecFormat.RouteChoice.defaultRoute.name, in: routeNode) ?? routeNode)
    }

    // MARK: Across the screen

    /// Every `route:` names a route; every route is used; a route carries one model type.
    mutating func checkRoutes(
        routes: [LocatedRoute], cells: [LocatedCell], declaresRoutes: Bool, routesOfFailedEvents: Set<String>,
        invalidRoutes: Set<String> = [], emptyStateRoute: String? = nil
    ) {
        let names = routes.map(\.spec.name)
        let declared = Set(names)
        // Each suggestion costs a distance per route: bound them so that thousands of events
        // naming unknown routes among thousands of routes stay linear.
        var suggestionsLeft = 20
        var users = RouteUses()
        // A route an error already points at (named by a failed event, or suggested for a
        // misspelt one) is not reported as unused: that would be the same mistake twice.
        var excused = routesOfFailedEvents
        for located in cells {
            let cell = located.spec
            Self.forEachTap(of: located) { tap, what, node in
                Self.forEachRoute(of: tap, in: node) { route, routeNode in
                    if declared.contains(route) {
                        users.add(route, cell, routeNode)
                    } else if !invalidRoutes.contains(route) {
                        // A route declared but refused has its own error: that is the one mistake.
                        suggestionsLeft -= 1
                        let suggestion = suggestionsLeft >= 0 ? Suggestion.closest(to: route, among: names) : nil
                        if let suggestion { excused.insert(suggestion) }
                        let known =
                            names.isEmpty
                            ? (declaresRoutes ? "" : " (the spec declares no routes)")
                            : Suggestion.didYouMean(suggestion)
                        error(
                            "\(what) of cell '\(cell.name)' names the unknown route '\(route)'\(known)",
                            at: routeNode)
                    }
                }
            }
        }
        // The empty state's misspelt route: its suggestion is excused as an event's is.
        if let name = emptyStateRoute, !declared.contains(name),
            let suggestion = Suggestion.closest(to: name, among: names)
        {
            excused.insert(suggestion)
        }
        for route in routes {
            guard let uses = users.uses(of: route.spec.name) else {
                if excused.contains(route.spec.name) { continue }
                if route.spec.presentation.needsAnchor {
                    error(
                        "route '\(route.spec.name)' has 'presentation: \(route.spec.presentation.rawValue)', "
                            + "but no event or row tap reaches it: a popover points at the cell of the row it is shown from",
                        at: route.key)
                    continue
                }
                if emptyStateRoute == route.spec.name { continue }
                diagnostics.warning("route '\(route.spec.name)' is not used by any event", at: location(route.key))
                continue
            }
            // A URL route carries the URL, not the row: cells of any model may reach it.
            if let url = route.spec.url {
                checkURLField(url, of: route, usedBy: uses, in: users)
                continue
            }
            let models = Set(uses.map { users.cells[$0].model })
            // A route that passes nothing of the row can serve rows of any model.
            if models.count > 1, route.spec.pass.needsRow, let last = uses.last {
                error(
                    "route '\(route.spec.name)' is used by cells with different models "
                        + "(\(models.sorted().joined(separator: ", "))); give each model its own route",
                    at: users.nodes[last],
                    notes: uses.dropLast().map {
                        .init("also used by cell '\(users.cells[$0].name)' here", at: location(users.nodes[$0]))
                    })
            }
        }
    }

    /// The cells that reach each route and where, in source order.
    ///
    /// Chains of indices into two arrays, not a `[String: [(cell: CellSpec, node: YAMLNode)]]`: that
    /// dictionary's storage class, its arrays' storage class and the tuple were three types the runtime
    /// instantiated from their mangled names on first use.
    struct RouteUses {
        /// The cell of each use.
        private(set) var cells: [CellSpec] = []
        /// Where each use names the route.
        private(set) var nodes: [YAMLNode] = []
        /// The next use of the same route, or -1.
        private var next: [Int] = []
        private var first: [String: Int] = [:]
        private var last: [String: Int] = [:]

        /// Records that `cell` reaches `route` at `node`.
        mutating func add(_ route: String, _ cell: CellSpec, _ node: YAMLNode) {
            let index = cells.count
            cells.append(cell)
            nodes.append(node)
            next.append(-1)
            if let previous = last[route] { next[previous] = index } else { first[route] = index }
            last[route] = index
        }

        /// The uses of `route`, in order, as indices into ``cells`` and ``nodes``; nil when none.
        func uses(of route: String) -> [Int]? {
            guard var index = first[route] else { return nil }
            var result: [Int] = []
            while index >= 0 {
                result.append(index)
                index = next[index]
            }
            return result
        }
    }

    /// A URL route's `url` names a `URL` or `URL?` field of the model of every cell that reaches it.
    mutating func checkURLField(_ name: String, of route: LocatedRoute, usedBy uses: [Int], in users: RouteUses) {
        let urlNode = route.urlNode ?? route.key
        let what = "'\(SpecFormat.Route.url.name)' of route '\(route.spec.name)'"
        guard let firstUse = uses.first else { return }
        let first = users.cells[firstUse]
        guard uses.contains(where: { users.cells[$0].field(named: name) != nil }) else {
            error(
                "\(what) names '\(name)', which is not a field of cell '\(first.name)' that reaches it"
                    + Self.fieldSuggestion(name, of: first), at: urlNode,
                notes: [.init("reached from cell '\(first.name)' here", at: location(users.nodes[firstUse]))])
            return
        }
        var checked: Set<String> = []
        for use in uses {
            let cell = users.cells[use]
            let node = users.nodes[use]
            guard checked.insert(cell.name).inserted else { continue }
            guard let field = cell.field(named: name) else {
                error(
                    "cell '\(cell.name)' reaches the URL route '\(route.spec.name)', but its model '\(cell.model)' has "
                        + "no field '\(name)' to open" + Self.fieldSuggestion(name, of: cell), at: node,
                    notes: [.init("the route opens '\(name)' here", at: location(urlNode))])
                continue
            }
            guard !Self.isURL(field.type.unwrapped) else { continue }
            let hint =
                field.type.unwrapped.isString
                ? "; declare it as URL\(field.type.isOptional ? "?" : "") (the app parses the address once)" : ""
            error(
                "\(what) must name a URL or URL? field, but '\(name)' of cell '\(cell.name)' is \(field.type)\(hint)",
                at: urlNode)
        }
    }

    /// The empty state's button names a route, and one that takes no row (`pass: none`): an empty
    /// list has no row to pass.
    mutating func checkEmptyStateAction(_ decoded: DecodedScreen) {
        guard let name = decoded.feed.emptyState?.action?.route, let stateNode = decoded.emptyStateNode,
            let actionNode = Self.valueNode(SpecFormat.EmptyState.action.name, in: stateNode)
        else { return }
        let node = Self.valueNode(SpecFormat.EmptyStateAction.route.name, in: actionNode) ?? actionNode
        let what = "the empty state's button ('emptyState.action')"
        guard let route = decoded.routes.first(where: { $0.spec.name == name }) else {
            // A route declared but refused has its own error.
            if decoded.invalidRoutes.contains(name) { return }
            let names = decoded.routes.map(\.spec.name)
            let known =
                names.isEmpty
                ? " (the spec declares no routes)"
                : Suggestion.didYouMean(name, among: names)
            error("\(what) names the unknown route '\(name)'\(known)", at: node)
            return
        }
        if route.spec.presentation.needsAnchor {
            error(
                "\(what) names the route '\(name)', which has 'presentation: \(route.spec.presentation.rawValue)'; "
                    + "a popover points at the cell of a row, and an empty list has none",
                at: node, notes: [.init("route '\(name)' is declared here", at: location(route.key))])
            return
        }
        guard route.spec.pass.needsRow else { return }
        error(
            "\(what) names the route '\(name)', which passes the row ('pass: \(route.spec.pass.rawValue)'); "
                + "an empty list has no row: give the route 'pass: none'",
            at: node, notes: [.init("route '\(name)' is declared here", at: location(route.key))])
    }

    /// The field of `cell` nearest to `name`, which is not one of its fields (``Suggestion/nearestIdentifier(to:among:)``).
    /// Every message that names a field the cell lacks suggests through this one place.
    static func nearestField(to name: String, of cell: CellSpec) -> String? {
        Suggestion.nearestIdentifier(to: name, among: cell.fields.map(\.name))
    }

    /// `; did you mean 'teamName'?` for `name`, which is not a field of `cell`; the empty string when no
    /// field is near.
    static func fieldSuggestion(_ name: String, of cell: CellSpec) -> String {
        Suggestion.didYouMean(nearestField(to: name, of: cell))
    }

    /// How a message about the unknown event `name` ends: that no cell declares an event, or a
    /// did-you-mean among the events the cells declare (none when nothing is close).
    static func unknownEventHint(_ name: String, in decoded: DecodedScreen) -> String {
        var names: [String] = []
        for cell in decoded.cells {
            for event in cell.spec.events where !names.contains(event.name) { names.append(event.name) }
        }
        guard !names.isEmpty else { return " (no cell declares an event)" }
        return Suggestion.didYouMean(name, among: names)
    }

    /// `editing.delete` names an event that some cell declares, and not a switch (a switch's event carries
    /// its new value, which a delete control has none of). Rows of a cell kind without the event show no
    /// delete control: a screen whose notes cannot be deleted but whose books can is a real screen.
    mutating func checkEditingDelete(_ decoded: DecodedScreen) {
        guard let name = decoded.editing?.delete, let editingNode = decoded.editingNode else { return }
        let node = Self.valueNode(SpecFormat.Editing.delete.name, in: editingNode) ?? editingNode
        let what = "the delete control ('editing.delete')"
        let events = decoded.cells.flatMap { cell in cell.spec.events.map { (cell: cell.spec, event: $0) } }
        let named = events.filter { $0.event.name == name }
        guard !named.isEmpty else {
            error("\(what) names the unknown event '\(name)'\(Self.unknownEventHint(name, in: decoded))", at: node)
            return
        }
        if let toggle = named.first(where: { $0.event.isSwitch }) {
            error(
                "\(what) names the event '\(name)', which is a switch of '\(toggle.cell.name)' "
                    + "('control: switch'); a delete control fires an event that carries no value",
                at: node)
        }
    }

    /// Each event of `editing.multiSelect` is an event some cell declares, not a switch (its event carries a
    /// value, a batch has none), and without a route: a batch action gets the selected rows, and a route
    /// passes one row (or none, which would drop the selection).
    mutating func checkMultiSelect(_ decoded: DecodedScreen) {
        guard let batch = decoded.editing?.multiSelect, !batch.isEmpty, let editingNode = decoded.editingNode
        else { return }
        let listNode = Self.valueNode(SpecFormat.Editing.multiSelect.name, in: editingNode) ?? editingNode
        let itemNodes: [YAMLNode]
        if case .sequence(let items) = listNode.content { itemNodes = items } else { itemNodes = [] }
        let what = "the batch actions ('editing.multiSelect')"
        var events: [(cell: LocatedCell, event: EventSpec, node: YAMLNode)] = []
        for cell in decoded.cells {
            for (index, event) in cell.spec.events.enumerated() {
                events.append(
                    (cell, event, cell.eventNodes.indices.contains(index) ? cell.eventNodes[index] : cell.key))
            }
        }
        for (index, name) in batch.enumerated() {
            let node = itemNodes.indices.contains(index) ? itemNodes[index] : listNode
            let named = events.filter { $0.event.name == name }
            guard !named.isEmpty else {
                error("\(what) name the unknown event '\(name)'\(Self.unknownEventHint(name, in: decoded))", at: node)
                continue
            }
            if let toggle = named.first(where: { $0.event.isSwitch }) {
                error(
                    "\(what) name the event '\(name)', which is a switch of '\(toggle.cell.spec.name)' "
                        + "('control: switch'); a batch action fires an event that carries no value",
                    at: node, notes: [.init("event '\(name)' is declared here", at: location(toggle.node))])
                continue
            }
            if let routed = named.first(where: { $0.event.route != nil || $0.event.routeChoice != nil }) {
                let route = routed.event.route.flatMap { name in decoded.routes.first { $0.spec.name == name } }
                let passes = route.map { "route '\($0.spec.name)' ('pass: \($0.spec.pass.rawValue)')" } ?? "a route"
                error(
                    "\(what) name the event '\(name)', which follows \(passes) in cell '\(routed.cell.spec.name)'; "
                        + "a route takes one row, a batch action gets the selected rows: give the event no route "
                        + "(the action handler gets the rows)",
                    at: node, notes: [.init("event '\(name)' is declared here", at: location(routed.node))])
                continue
            }
            // The batch button asks with the confirm of the first cell kind that declares the event, once for
            // all the rows: a `when` or a `{field}` placeholder reads one row, which a batch does not have.
            let first = named[0]
            if let confirm = first.event.confirm {
                let texts = [confirm.title, confirm.message, confirm.button].compactMap { $0 }
                let hasPlaceholder = texts.contains { !PlaceholderText.fields(in: $0).isEmpty }
                let readsRow: String? =
                    confirm.when != nil ? "'when'" : hasPlaceholder ? "a '{field}' placeholder" : nil
                if let readsRow {
                    error(
                        "\(what) name the event '\(name)', whose 'confirm' in cell '\(first.cell.spec.name)' reads "
                            + "one row (\(readsRow)); a batch button asks once for all the selected rows: give the "
                            + "event a confirm without row fields",
                        at: node, notes: [.init("event '\(name)' is declared here", at: location(first.node))])
                }
            }
        }
    }

    /// `selection.persistent: true` keeps a selected row selected: some cell kind must have `select`, or no
    /// row could ever be selected and the key would promise nothing.
    mutating func checkPersistentSelection(_ decoded: DecodedScreen) {
        guard decoded.selection?.persistent == true, let selectionNode = decoded.selectionNode else { return }
        guard !decoded.cells.isEmpty, !decoded.cells.contains(where: { $0.spec.select != nil }) else { return }
        let node = Self.valueNode(SpecFormat.Selection.persistent.name, in: selectionNode) ?? selectionNode
        error(
            "'\(SpecFormat.Screen.selection.name).\(SpecFormat.Selection.persistent.name)' keeps the selected row "
                + "selected, but no cell kind has 'select', so no row can be selected; add 'select' to a cell or "
                + "remove '\(SpecFormat.Screen.selection.name)'",
            at: node)
    }

    /// `search` names fields of the rows: each of `fields` a `String` (or `String?`) field, each scope's
    /// `field` a `Bool` one. A search filters the rows of one cell kind (its model is the row type).
    mutating func checkSearch(_ decoded: DecodedScreen) {
        guard let search = decoded.search, let searchNode = decoded.searchNode else { return }
        guard decoded.cells.count == 1, let cell = decoded.cells.first else {
            if decoded.cells.count > 1 {
                error(
                    "'\(SpecFormat.Screen.search.name)' filters the rows of a screen with one cell kind; this screen "
                        + "has \(decoded.cells.count) (\(decoded.cells.map { "'\($0.spec.name)'" }.joined(separator: ", ")))",
                    at: searchNode)
            }
            return
        }
        let fieldsNode = Self.valueNode(SpecFormat.Search.fields.name, in: searchNode)
        let fieldNodes: [YAMLNode]
        if let fieldsNode, case .sequence(let items) = fieldsNode.content {
            fieldNodes = items
        } else {
            fieldNodes = []
        }
        let role = "'\(SpecFormat.Screen.search.name).\(SpecFormat.Search.fields.name)'"
        for (index, name) in search.fields.enumerated() {
            let node = fieldNodes.indices.contains(index) ? fieldNodes[index] : fieldsNode ?? searchNode
            guard let field = cell.spec.field(named: name) else {
                error(
                    "\(role) names '\(name)', which is not a field of cell '\(cell.spec.name)'"
                        + Self.fieldSuggestion(name, of: cell.spec), at: node)
                continue
            }
            if !field.type.unwrapped.isString {
                error(
                    "\(role) names '\(name)', which is \(field.type); a search matches text: name a String or "
                        + "String? field", at: node)
            }
        }
        let scopesNode = Self.valueNode(SpecFormat.Search.scopes.name, in: searchNode)
        let scopeNodes: [YAMLNode]
        if let scopesNode, case .sequence(let items) = scopesNode.content {
            scopeNodes = items
        } else {
            scopeNodes = []
        }
        for (index, scope) in search.scopes.enumerated() {
            guard let name = scope.field else { continue }
            let scopeNode = scopeNodes.indices.contains(index) ? scopeNodes[index] : scopesNode ?? searchNode
            let node = Self.valueNode(SpecFormat.SearchScope.field.name, in: scopeNode) ?? scopeNode
            let what = "the 'field' of search scope '\(scope.title)'"
            guard let field = cell.spec.field(named: name) else {
                error(
                    "\(what) names '\(name)', which is not a field of cell '\(cell.spec.name)'"
                        + Self.fieldSuggestion(name, of: cell.spec), at: node)
                continue
            }
            if !field.type.isBool {
                error(
                    "\(what) names '\(name)', which is \(field.type); a scope keeps the rows whose field is true: "
                        + "name a Bool field", at: node)
            }
        }
    }

    static func routeValueNode(in eventNode: YAMLNode) -> YAMLNode? {
        valueNode(SpecFormat.Event.route.name, in: eventNode)
    }

    /// The value of the key `name` in `node`, when `node` is a mapping that has it.
    static func valueNode(_ name: String, in node: YAMLNode) -> YAMLNode? {
        guard case .mapping(let entries) = node.content else { return nil }
        return entries.first { entry in
            if case .scalar(let scalar) = entry.key.content { return scalar.text == name }
            return false
        }?.value
    }

    /// A model declared by listgen is declared once.
    mutating func checkModels(_ cells: [LocatedCell]) {
        // By index, as the other checks' tables are: a `[String: LocatedCell]` was a dictionary storage
        // class of its own, instantiated at run time from its mangled name.
        var declared: [String: Int] = [:]
        for index in cells.indices where cells[index].spec.generateModel {
            let cell = cells[index]
            if let firstIndex = declared[cell.spec.model] {
                let first = cells[firstIndex]
                if first.spec.fields != cell.spec.fields || first.spec.idField != cell.spec.idField {
                    error(
                        "cells '\(first.spec.name)' and '\(cell.spec.name)' both declare model '\(cell.spec.model)' "
                            + "with different fields; declare it in one and set '\(SpecFormat.Cell.generateModel.name): false' in the other",
                        at: cell.key, notes: [.init("first declared here", at: location(first.key))])
                }
            } else {
                declared[cell.spec.model] = index
            }
        }
    }

    /// Every type listgen declares for a screen, and every destination, has a distinct name.
    mutating func checkTypeNames(
        screen: String, screenNode: YAMLNode, cells: [LocatedCell], routes: [LocatedRoute], localized: Bool = false,
        emptyStateAction: Bool = false
    ) {
        // Each name's first declaration by index into two arrays: a dictionary of `(node:what:)` tuples was
        // a storage class of its own (and a tuple type), instantiated at run time from their mangled names.
        var declared: [String: Int] = [:]
        var declaredNodes: [YAMLNode] = []
        var declaredAs: [String] = []
        func declare(_ name: String, _ node: YAMLNode, _ what: String) {
            if let first = declared[name] {
                error(
                    "\(what) '\(name)' clashes with \(declaredAs[first]) of the same name", at: node,
                    notes: [.init("\(declaredAs[first]) comes from here", at: location(declaredNodes[first]))])
            } else {
                declared[name] = declaredNodes.count
                declaredNodes.append(node)
                declaredAs.append(what)
            }
        }
        let generated = GeneratedTypes(
            screen: screen, cells: cells.map(\.spec), routes: routes.map(\.spec), localized: localized,
            emptyStateAction: emptyStateAction)
        for type in generated.types { declare(generated.name(of: type), screenNode, type.role) }
        var models: Set<String> = []
        for cell in cells {
            let spec = cell.spec
            declare(spec.name, cell.key, "cell")
            if spec.declaresDelegateProtocol {
                declare(
                    ScreenType.delegateProtocol(of: spec.name), cell.key, "the delegate protocol of cell '\(spec.name)'"
                )
            }
            if spec.content != nil {
                declare(
                    ScreenType.contentProtocol(of: spec.name), cell.key, "the content protocol of cell '\(spec.name)'")
            }
            if spec.generateModel, models.insert(spec.model).inserted {
                declare(spec.model, cell.key, "the model of cell '\(spec.name)'")
            }
        }
        // A content view is the app's own type: named like a generated type, it would be declared twice.
        for cell in cells {
            guard let content = cell.spec.content, case .named(let components) = content.view, components.count == 1,
                let generated = declared[components[0].name]
            else { continue }
            error(
                "content view '\(components[0].name)' of cell '\(cell.spec.name)' clashes with \(declaredAs[generated]) "
                    + "of the same name; the view is your own type", at: cell.contentViewNode ?? cell.key,
                notes: [.init("declared here", at: location(declaredNodes[generated]))])
        }
        // A route may drill down into this screen again (a folder inside a folder): its destination is the
        // generated view controller, built by the router's factory as any other.
        let drillDown = ScreenType.viewController.name(for: screen)
        for route in routes {
            if case .named(let components) = route.spec.destination, components.count == 1,
                components[0].name != drillDown, let generated = declared[components[0].name]
            {
                error(
                    "destination '\(components[0].name)' of route '\(route.spec.name)' clashes with "
                        + "\(declaredAs[generated]) of the same name", at: route.key,
                    notes: [.init("declared here", at: location(declaredNodes[generated]))]
                )
            }
        }
    }
}
