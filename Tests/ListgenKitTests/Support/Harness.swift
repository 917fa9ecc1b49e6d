import Foundation
import ListgenMustache
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Renders `Tests/Harness/Harness.swift.mustache`: the test-side code that stands in for the app
/// around each golden module and drives it for GeneratedCodeTests (a `<Screen>Harness`
/// conforming to `ScreenHarness` from Tests/ListgenTestSupport).
enum Harness {
    struct UnsupportedField: Error, CustomStringConvertible {
        var description: String
    }

    static func render(for spec: ScreenSpec) throws -> String {
        let templatePath = Fixtures.path("Tests/Harness/Harness.swift.mustache")
        let source = try String(contentsOfFile: templatePath, encoding: .utf8)
        let template = try MustacheTemplate(source: source, name: templatePath)
        return try template.render(context(for: spec), escape: .none)
    }

    /// The template context plus what only tests need:
    /// - each cell's `harnessFields` (`name`, `sample`: a Swift expression of the field's type made
    ///   from `key` and `revision`; the identity field ignores `revision`), and
    /// - each event's `harnessRouteLiteral` / `harnessActionLiteral` (`"caseName"` or `nil`), and
    /// - each cell's `harnessSelect`: the same two literals for its row tap, or `false` without `select`.
    static func context(for spec: ScreenSpec) throws -> MustacheValue {
        guard case .object(var root) = TemplateContext.make(for: spec), case .array(let cells)? = root["cells"]
        else { throw UnsupportedField(description: "unexpected template context shape") }
        var selectCases: [MustacheValue] = []
        if case .object(let selection)? = root["selection"], case .array(let cases)? = selection["cases"] {
            selectCases = cases
        }
        // A sheet's detents and a Close button, only where the spec has them (other harnesses unchanged).
        if case .array(let routes)? = root["routes"] {
            root["routes"] = .array(
                zip(spec.routes, routes).map { routeSpec, routeValue in
                    guard case .object(var route) = routeValue else { return routeValue }
                    var extras = ""
                    if !routeSpec.detents.isEmpty {
                        extras +=
                            ", detents: [" + routeSpec.detents.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                            + "]"
                    }
                    if routeSpec.closeButton { extras += ", closeButton: true" }
                    if let url = routeSpec.url { extras += ", urlField: \"\(url)\"" }
                    if routeSpec.pass == .nothing, routeSpec.url == nil { extras += ", passesNothing: true" }
                    route["harnessRouteExtras"] = .string(extras)
                    return .object(route)
                })
        }
        // The `confirm` of each event in each cell kind, from the controller's `events[].cases[]`.
        var confirmByEvent: [String: [MustacheValue?]] = [:]
        if case .array(let events)? = root["events"] {
            for case .object(let event) in events {
                guard case .string(let name)? = event["name"], case .array(let cases)? = event["cases"] else {
                    continue
                }
                confirmByEvent[name] = cases.map { value -> MustacheValue? in
                    guard case .object(let object) = value else { return nil }
                    return object["confirm"]
                }
            }
        }
        root["cells"] = .array(
            try zip(spec.cells, cells).enumerated().map { index, pair in
                let (cellSpec, cellValue) = pair
                guard case .object(var cell) = cellValue, case .array(let events)? = cell["events"] else {
                    throw UnsupportedField(description: "unexpected cell context shape")
                }
                // Every event of the cell, also one the cell has no hook for (a swipe action and menu item).
                cell["harnessHasEvents"] = .bool(!events.isEmpty)
                cell["harnessSelect"] = .bool(false)
                if selectCases.indices.contains(index), case .object(let selectCase) = selectCases[index],
                    selectCase["isSelectable"] == .bool(true)
                {
                    cell["harnessSelect"] = .object([
                        "harnessRouteLiteral": .string(
                            selectCase["routeCaseName"]?.harnessString.map { "\"\($0)\"" } ?? "nil"),
                        "harnessActionLiteral": .string(
                            selectCase["actionCaseName"]?.harnessString.map { "\"\($0)\"" } ?? "nil"),
                        "harnessEnabledLiteral": .string(cellSpec.select?.enabled.map { "\"\($0)\"" } ?? "nil"),
                        "harnessSelectConfirmLiteral": .string(
                            confirmLiteral(
                                selectCase["confirm"], spec: cellSpec.select?.confirm, indent: 24)),
                        "harnessSelectExtras": .string(cellSpec.selectEvent.map(routeChoiceExtras) ?? ""),
                    ])
                }
                cell["harnessFields"] = .array(
                    try cellSpec.fields.enumerated().map { index, field in
                        .object([
                            "name": .string(field.name),
                            // Sections from the data: the field's value is the row's group's (`groups`).
                            "sample": .string(
                                field.name == spec.dataSections?.from
                                    ? "dataSectionValue(group: groups[spec] ?? 0)"
                                    : try sample(for: field, in: cellSpec)),
                            "isLast": .bool(index == cellSpec.fields.count - 1),
                        ])
                    })
                cell["harnessBoolFields"] = .array(
                    try cellSpec.fields.filter(\.type.isBool).map { field in
                        .object([
                            "name": .string(field.name), "cellIndex": .string("\(index)"),
                            "sample": .string(try sample(for: field, in: cellSpec)),
                        ])
                    })
                // `display.indentation`'s field, the one `Int` field a scenario reads (`number(_:ofRowID:)`).
                cell["harnessIntFields"] = .array(
                    try cellSpec.fields.filter { intFieldsRead(by: cellSpec).contains($0.name) }.map { field in
                        .object([
                            "name": .string(field.name), "cellIndex": .string("\(index)"),
                            "sample": .string(try sample(for: field, in: cellSpec)),
                        ])
                    })
                // The per-row look, only where the spec has it (other harnesses unchanged).
                cell["harnessCellExtras"] = .string(
                    (cellSpec.display.indentation.map { ", indentationField: \"\($0)\"" } ?? "")
                        + (cellSpec.select?.highlight == false ? ", hidesTouchHighlight: true" : "")
                        + (cellSpec.display.text == nil
                            ? "" : cellSpec.select?.enabled.map { ", dimmedUnlessField: \"\($0)\"" } ?? "")
                        + accessoryExtras(cellSpec))
                // A field that a text reads (a route choice, a placeholder), or that a search matches
                // (`searchTexts(ofRowID:)`).
                let searched = Set(spec.search?.fields ?? [])
                let textFields = try cellSpec.fields.filter {
                    textFieldsRead(by: cellSpec, in: spec).contains($0.name) || searched.contains($0.name)
                }.map { field in
                    MustacheValue.object([
                        "name": .string(field.name), "cellIndex": .string("\(index)"),
                        "sample": .string(try textSample(for: field, in: cellSpec)),
                    ])
                }
                cell["harnessTextFields"] = .array(textFields)
                cell["events"] = .array(
                    zip(cellSpec.events, events).map { eventSpec, eventValue in
                        guard case .object(var event) = eventValue else { return eventValue }
                        event["harnessEnabledLiteral"] = .string(
                            eventSpec.enabled.map { "\"\($0.written)\"" } ?? "nil")
                        event["harnessVisibleLiteral"] = .string(
                            eventSpec.visible.map { "\"\($0.written)\"" } ?? "nil")
                        event["harnessConfirmLiteral"] = .string(
                            confirmLiteral(
                                confirmByEvent[eventSpec.name]?[index], spec: eventSpec.confirm, indent: 28))
                        event["harnessPlacementsLiteral"] = .string(
                            "[" + eventSpec.placements.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]")
                        event["harnessRouteLiteral"] = .string(
                            event["routeCaseName"]?.harnessString.map { "\"\($0)\"" } ?? "nil")
                        event["harnessActionLiteral"] = .string(
                            event["actionCaseName"]?.harnessString.map { "\"\($0)\"" } ?? "nil")
                        // The swipe styling, only where the spec has it (other harnesses unchanged).
                        var extras = ""
                        if let swipeTitle = eventSpec.swipeTitle { extras += ", swipeTitle: \"\(swipeTitle)\"" }
                        if let color = eventSpec.color { extras += ", swipeColor: \"\(color.rawValue)\"" }
                        if let group = eventSpec.menuGroup { extras += ", menuGroup: \"\(group)\"" }
                        if let submenu = eventSpec.submenu { extras += ", submenu: \(SwiftLiteral.string(submenu))" }
                        // The texts that follow the row's state (issue #23), only where the spec has them.
                        let stateTexts = [
                            ("title", eventSpec.title), ("systemImage", eventSpec.systemImage),
                            ("accessibilityLabel", eventSpec.accessibilityLabel),
                        ].compactMap { role, text in
                            text.flatMap { text in
                                text.condition.map {
                                    "\n                            \"\(role)\": StateTextInfo(\n                                if: "
                                        + "\"\($0.written)\", then: \(SwiftLiteral.string(text.text)), else: "
                                        + "\(SwiftLiteral.string(text.otherwise))),"
                                }
                            }
                        }
                        if !stateTexts.isEmpty {
                            extras +=
                                ",\n                        stateTexts: [" + stateTexts.joined()
                                + "\n                        ]"
                        }
                        extras += routeChoiceExtras(eventSpec)
                        // A switch (issue #23), only where the spec has one.
                        if eventSpec.isSwitch, let value = eventSpec.value { extras += ", switchField: \"\(value)\"" }
                        event["harnessEventExtras"] = .string(extras)
                        return .object(event)
                    })
                return .object(cell)
            })
        // The list layout beyond the defaults, only where the spec has it (other harnesses unchanged).
        var screenExtras = ""
        if !spec.separators { screenExtras += "\n        separators: false," }
        let noFullSwipe = spec.cells.filter { !$0.fullSwipe }.map { "\"\($0.name)\"" }
        if !noFullSwipe.isEmpty {
            screenExtras += "\n        cellsWithoutFullSwipe: [\(noFullSwipe.joined(separator: ", "))],"
        }
        if spec.editing?.reorder == true { screenExtras += "\n        canReorder: true," }
        if let delete = spec.editing?.delete { screenExtras += "\n        deleteEvent: \"\(delete)\"," }
        if spec.selection?.persistent == true { screenExtras += "\n        persistentSelection: true," }
        if let batch = spec.editing?.multiSelect, !batch.isEmpty {
            let infos = batch.map { name in
                "BatchActionInfo(event: \"\(name)\", action: \"\(Names.batchActionCase(event: name))\")"
            }
            screenExtras +=
                "\n        batchActions: [" + infos.map { "\n            \($0)," }.joined() + "\n        ],"
        }
        // The app's part of a delete control: in edit mode, where the control fires the event, the action
        // handler deletes the row (out of edit mode the other placements' scenarios expect the rows to stay).
        if let delete = spec.editing?.delete, case .array(let actions)? = root["actions"] {
            root["actions"] = .array(
                actions.map { value in
                    guard case .object(var action) = value, case .string(let caseName)? = action["caseName"] else {
                        return value
                    }
                    let cell = spec.cells.first { cell in
                        cell.events.contains { $0.name == delete && $0.route == nil }
                            && Names.actionCase(event: delete, model: cell.model) == caseName
                    }
                    guard let cell else { return value }
                    let rowCase = cells.compactMap { cellValue -> String? in
                        guard case .object(let object) = cellValue, object["name"] == .string(cell.name),
                            case .string(let rowCase)? = object["rowCaseName"]
                        else { return nil }
                        return rowCase
                    }.first
                    let id = spec.cells.count == 1 ? "model.id" : ".\(rowCase ?? "")(model.id)"
                    action["harnessDeleteStatement"] = .string(
                        "if controller.isEditing { controller.deleteRow(withID: \(id)) }")
                    return .object(action)
                })
        }
        if spec.indexTitles { screenExtras += "\n        indexTitles: true," }
        root["harnessScreenExtras"] = .string(screenExtras)
        // The empty state's asset image, which a scenario finds in its view (an SF Symbol is not an asset).
        root["harnessEmptyStateImageLiteral"] = .string(
            spec.feed.emptyState?.image.map { SwiftLiteral.string($0) } ?? "nil")
        root["harnessHasIntFields"] = .bool(spec.cells.contains { !intFieldsRead(by: $0).isEmpty })
        // A content view that loads images (`content.loadsImages`) decides which image view shows which
        // URL field; the example's view says it here (`contentImageViews`).
        let contentImage = spec.cells.lazy.compactMap { cell -> (CellSpec, ContentImageView)? in
            guard let content = cell.content, content.loadsImages else { return nil }
            guard let view = contentImageViews[content.view.description] else {
                fatalError("no image view known for \(content.view); add it to Harness.contentImageViews")
            }
            return (cell, view)
        }.first
        root["harnessContentImage"] =
            contentImage.map { cell, view in
                .object([
                    "cellName": .string(cell.name), "viewType": .string(cell.content!.view.description),
                    "imageView": .string(view.imageView), "urlField": .string(view.urlField),
                    "rowCaseName": cells.lazy.compactMap { value -> MustacheValue? in
                        guard case .object(let object) = value, object["name"] == .string(cell.name) else { return nil }
                        return object["rowCaseName"]
                    }.first ?? .null,
                ])
            } ?? .null
        root["harnessImagePlaceholder"] = .string(
            spec.cells.compactMap { cell -> String? in
                if let content = cell.content, content.loadsImages {
                    return contentImageViews[content.view.description].map { "\"\($0.placeholder)\"" }
                }
                guard case .url(_, let placeholder)? = cell.display.image else { return nil }
                return placeholder.map { "\"\($0)\"" } ?? "nil"
            }.first ?? "nil")
        // A route chosen per row reads a String field (`text(_:ofRowID:)`); a drill-down route builds
        // this screen again (`drillDowns`). Only where the spec has them (other harnesses unchanged).
        root["harnessHasTextFields"] = .bool(
            spec.search != nil || spec.cells.contains { !textFieldsRead(by: $0, in: spec).isEmpty })
        // What a search scenario needs to know of the spec's `search` (only where the spec has one).
        if let search = spec.search {
            let noResults = spec.feed.emptyState?.noResults
            root["harnessSearchFieldsLiteral"] = .string(
                "[" + search.fields.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            root["harnessSearchScopesLiteral"] = .string(
                "["
                    + search.scopes.map { scope in
                        "(title: \(SwiftLiteral.string(scope.title)), field: \(scope.field.map { "\"\($0)\"" } ?? "nil"))"
                    }.joined(separator: ", ") + "]")
            root["harnessNoResultsLiteral"] = .string(noResults.map { SwiftLiteral.string($0.text) } ?? "nil")
            root["harnessNoResultsImageLiteral"] = .string(
                noResults?.image.map { SwiftLiteral.string($0) } ?? "nil")
            root["harnessEmptyStateViewExpression"] = .string(
                spec.feed.emptyState == nil ? "nil" : "controller.emptyStateView")
            root["harnessNoResultsViewExpression"] = .string(noResults == nil ? "nil" : "controller.noResultsView")
        }
        // Sections from the data: group `g`'s value (for a Date, `g` days before the harness's first
        // day, whatever its clock says), and back from a section's value to its group.
        if let data = spec.dataSections,
            let type = spec.cells.first?.field(named: data.from)?.type.description
        {
            let (value, group): (String, String) =
                switch type {
                case "Date", "Foundation.Date":
                    (
                        "calendar.date(byAdding: .day, value: -group, to: firstDay)! + 3600",
                        "calendar.dateComponents([.day], from: value, to: firstDay).day ?? 0"
                    )
                case "Int", "Swift.Int": ("group", "value")
                case "Bool", "Swift.Bool": ("group != 0", "value ? 1 : 0")
                default: ("\"group \\(group)\"", "Int(value.dropFirst(\"group \".count)) ?? 0")
                }
            let isDate = type.hasSuffix("Date")
            root["harnessDataSections"] = .object([
                "valueType": .string(type), "valueExpression": .string(value), "groupExpression": .string(group),
                "isDate": .bool(isDate), "order": .string(data.sort.rawValue),
                "valueFallsWithGroup": .bool(isDate), "titlesRelativeDay": .bool(data.title == .format(.relativeDay)),
            ])
        }
        root["harnessHasDrillDown"] = .bool(
            spec.routes.contains { $0.destination.description == "\(spec.screen)ViewController" })
        return .object(root)
    }

    /// The `Int` fields a scenario reads (`number(_:ofRowID:)`): `display.indentation`, `display.badge`,
    /// `display.value` when it is an `Int`, and those a confirmation's `{field}` placeholder shows.
    /// An example's content view that loads images (`content.loadsImages`): the image view the image
    /// scenarios read, the URL field it shows and its placeholder symbol, as the view's code says.
    struct ContentImageView {
        var imageView: String
        var urlField: String
        var placeholder: String
    }

    /// The examples' content views that load images, by type name (`Examples/Catalog/ProductRowView.swift`).
    static let contentImageViews: [String: ContentImageView] = [
        "ProductRowView": ContentImageView(imageView: "photoView", urlField: "photoURL", placeholder: "photo")
    ]

    static func intFieldsRead(by cell: CellSpec) -> Set<String> {
        let value = cell.display.value.flatMap { cell.field(named: $0) }
            .flatMap { ["Int", "Swift.Int"].contains($0.type.description) ? $0.name : nil }
        return Set([cell.display.indentation, cell.display.badge, value].compactMap { $0 })
            .union(placeholderFields(of: cell).filter { cell.field(named: $0)?.type.isInt == true })
    }

    /// The fields a scenario reads as text (`text(_:ofRowID:)`): one that chooses a route (a `String`, or
    /// an app enum as its case's name), those a confirmation's `{field}` placeholder shows, and the URL
    /// field of a URL route the cell reaches (its `absoluteString`).
    static func textFieldsRead(by cell: CellSpec, in spec: ScreenSpec) -> Set<String> {
        let reached = Set(cell.eventsAndSelect.flatMap(\.routeNames))
        let urls = spec.routes.filter { reached.contains($0.name) }.compactMap(\.url)
        return Set(cell.fields.filter { routeChoice(of: $0, in: cell) != nil }.map(\.name))
            .union(placeholderFields(of: cell).filter { cell.field(named: $0)?.type.isString == true })
            .union(urls.filter { cell.field(named: $0) != nil })
    }

    /// `sample(for:in:)` as a `String?` (what `text(_:ofRowID:)` returns): an app enum's case by its
    /// name, a URL by its `absoluteString`.
    static func textSample(for field: FieldSpec, in cell: CellSpec) throws -> String {
        let sample = try sample(for: field, in: cell)
        switch field.type.unwrapped.description {
        case "String", "Swift.String": return sample
        case "URL", "Foundation.URL": return "(\(sample))\(field.type.isOptional ? "?" : "").absoluteString"
        default: return "\"\\(\(sample))\""
        }
    }

    /// The fields the `{field}` placeholders of the cell's confirmations name.
    static func placeholderFields(of cell: CellSpec) -> Set<String> {
        Set(
            cell.eventsAndSelect.compactMap(\.confirm).flatMap { confirm in
                [confirm.title, confirm.message, confirm.button].flatMap { PlaceholderText.fields(in: $0 ?? "") }
            })
    }

    /// The accessories of a `display` cell (issue #23), only where the spec has them (other harnesses
    /// unchanged): `, accessory: "disclosure"`, `, checkmarkField: "isDone"`, `, valueField:`, `, badgeField:`.
    static func accessoryExtras(_ cell: CellSpec) -> String {
        var extras = ""
        switch cell.display.accessory {
        case .disclosure: extras += ", accessory: \"disclosure\""
        case .checkmark: extras += ", accessory: \"checkmark\""
        case .checkmarkField(let field): extras += ", checkmarkField: \"\(field)\""
        case nil: break
        }
        if let value = cell.display.value { extras += ", valueField: \"\(value)\"" }
        if let badge = cell.display.badge { extras += ", badgeField: \"\(badge)\"" }
        return extras
    }

    /// `ConfirmInfo(…)` from a case's `confirm` context, its arguments on lines indented by `indent`;
    /// or `nil`.
    /// A text with `{field}` placeholders is given as the spec writes it (the scenarios fill it in from
    /// the row, `ScreenHarness.shown(_:rowID:)`): the context's is an expression on the row.
    static func confirmLiteral(_ value: MustacheValue?, spec: ConfirmSpec? = nil, indent: Int) -> String {
        guard case .object(let confirm)? = value, case .string(var title)? = confirm["titleLiteral"],
            case .string(var message)? = confirm["messageLiteral"],
            case .string(var button)? = confirm["buttonLiteral"],
            case .string(let style)? = confirm["buttonStyle"]
        else { return "nil" }
        func written(_ text: String?, else literal: String) -> String {
            guard let text, !PlaceholderText.fields(in: text).isEmpty else { return literal }
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }
        title = written(spec?.title, else: title)
        message = written(spec?.message, else: message)
        button = written(spec?.button, else: button)
        let when = spec?.when
        let margin = "\n" + String(repeating: " ", count: indent)
        // An action sheet only where the spec asks for one (other harnesses unchanged).
        let sheet = confirm["anchorArgument"]?.harnessString.map { $0.isEmpty ? "" : ", isActionSheet: true" } ?? ""
        return "ConfirmInfo(\(margin)title: \(title), message: \(message),\(margin)button: \(button), "
            + "isDestructive: \(style == "destructive")\(sheet)"
            // `when`, only where the spec has it (other harnesses unchanged).
            + (when.map { ", whenField: \"\($0.written)\"" } ?? "") + ")"
    }

    /// `, routeField: "kind", routeCases: [...]` for a tap whose route is chosen per row, else nothing.
    static func routeChoiceExtras(_ event: EventSpec) -> String {
        guard let choice = event.routeChoice else { return "" }
        let cases = choice.cases.map { "\"\($0.value)\": \"\($0.route)\"" }.joined(separator: ", ")
        return ", routeField: \"\(choice.field)\", routeCases: [\(cases)]"
    }

    /// The route choice (of any tap of `cell`) that `field` chooses, if any.
    static func routeChoice(of field: FieldSpec, in cell: CellSpec) -> RouteChoiceSpec? {
        cell.eventsAndSelect.lazy.compactMap(\.routeChoice).first { $0.field == field.name }
    }

    /// A Swift expression of `field`'s type, distinct per `key`; other than for the identity field,
    /// it changes with `revision`. A `String` field that chooses a route takes each case's value in
    /// turn, and one more that no case names (the `default`'s), so that an update changes the route.
    static func sample(for field: FieldSpec, in cell: CellSpec) throws -> String {
        if let choice = routeChoice(of: field, in: cell) {
            // Every value any tap of the cell names for this field, each once.
            var named: [String] = []
            for event in cell.eventsAndSelect where event.routeChoice?.field == field.name {
                for routeCase in choice.cases + (event.routeChoice?.cases ?? []) where !named.contains(routeCase.value)
                {
                    named.append(routeCase.value)
                }
            }
            // An app enum (`kind: Kind`): its named cases in turn (the validator lets only a String or
            // an app enum choose; an enum may have no case that no choice names).
            let values =
                field.type.isString
                ? (named + ["unlisted"]).map { "\"\($0)\"" } : named.map { "\(field.type.unwrapped).\($0)" }
            return "[\(values.joined(separator: ", "))][(key + key / 3 + revision) % \(values.count)]"
        }
        let isIdentity = field.name == cell.idField
        let type = field.type.unwrapped.description
        let expression: String
        switch type {
        case "String", "Swift.String":
            expression = isIdentity ? "\"\(cell.name)-\\(key)\"" : "\"\(field.name) \\(key) r\\(revision)\""
        case "UUID", "Foundation.UUID":
            expression = isIdentity ? "Samples.uuid(key)" : "Samples.uuid(key, salt: revision + 1)"
        case "Int", "Swift.Int":
            // A badge's count is 0 (no badge) in every third row, and each update changes it.
            expression =
                isIdentity ? "key" : field.name == cell.display.badge ? "(key + revision) % 3" : "key * 1000 + revision"
        case "Double", "Swift.Double":
            expression = isIdentity ? "Double(key)" : "Double(key) + Double(revision) / 8"
        case "Decimal", "Foundation.Decimal":
            expression = "Decimal(key * 100 + revision) / 100"
        case "Bool", "Swift.Bool":
            // The n-th Bool field (from 0) flips every n + 1 rows, so that two Bool fields of a row differ
            // in some rows (`title: { if: isStarred }` with `visible: "!isMuted"`); each flips with revision.
            let position = cell.fields.filter(\.type.isBool).firstIndex { $0.name == field.name } ?? 0
            expression = position == 0 ? "(key + revision) % 2 == 0" : "(key / \(position + 1) + revision) % 2 == 0"
        case "Date", "Foundation.Date":
            expression = "Date(timeIntervalSince1970: Double(key * 1000 + revision))"
        case "URL", "Foundation.URL":
            expression = "URL(string: \"https://example.com/\(field.name)/\\(key)/r\\(revision)\")!"
        default:
            throw UnsupportedField(
                description:
                    "no sample value for \(cell.name).\(field.name): \(field.type); add one to Harness.sample(for:in:)")
        }
        // Optional fields are nil in every third row.
        return field.type.isOptional ? "key % 3 == 0 ? nil : \(expression)" : expression
    }

    // MARK: The list of harnesses

    /// `Tests/GeneratedCodeTests/AllHarnesses.swift`: every golden module's harness, in
    /// GoldenTests' variant order.
    static func renderList() throws -> String {
        var imports: [String] = []
        var cases: [String] = []
        var screens: [String: String] = [:]
        for example in Fixtures.examples {
            screens[example] = try #require(Generator().generate([try Fixtures.exampleInput(example)]).specs.first)
                .screen
        }
        for variant in GoldenTests.variants {
            let screen = try #require(screens[variant.example])
            imports.append("import \(variant.moduleName)")
            let name = variant.choices == nil ? "\(variant.example) as written" : variant.words.joined(separator: " ")
            cases.append("    HarnessCase(\"\(name)\") {")
            cases.append("        \(variant.moduleName).\(screen)Harness(router: $0)")
            cases.append("    },")
        }
        return """
            // AllHarnesses.swift — rendered by HarnessListTests (Tests/ListgenKitTests/Support/Harness.swift);
            // LISTGEN_RECORD=1 swift test --filter HarnessListTests re-records it. Do not edit.

            \(imports.sorted().joined(separator: "\n"))
            import ListgenTestSupport

            /// Every golden module's harness: each example in each variant.
            let allHarnesses: [HarnessCase] = [
            \(cases.joined(separator: "\n"))
            ]

            """
    }
}

/// The list of harnesses that GeneratedCodeTests iterates over is rendered, never hand-kept.
@Suite struct HarnessListTests {
    @Test func harnessListIsFresh() throws {
        try assertGolden(try Harness.renderList(), at: "Tests/GeneratedCodeTests/AllHarnesses.swift")
    }
}

extension MustacheValue {
    /// The string, if this is one.
    fileprivate var harnessString: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
