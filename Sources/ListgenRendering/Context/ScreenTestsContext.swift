import ListgenSpec

/// The context of `listgen tests` (`Templates/ScreenTests.swift.mustache`): one Swift Testing file per
/// screen, for the app's test target, that performs every covered event on visible rows of the screen
/// shown in a window, and expects exactly that row at the router or action handler, after reuse and
/// after each kind of mutation.
struct ScreenTestsContext: Encodable, Sendable {
    /// The context's version (``TemplateContext/version``).
    var contextVersion: Int
    /// The file's name: `OrdersViewControllerTests.swift`.
    var fileName: String
    /// The spec's file name, for the header.
    var specFileName: String
    /// The modules imported plainly, sorted: `Foundation`, `Testing` (UIKit is imported apart: not on Linux,
    /// where Swift Testing has no UIKit overlay).
    var imports: [String]
    /// The module under test, imported `@testable` even for a `public` screen: the tests tap the cells'
    /// buttons, which are internal.
    var testableImport: String?
    /// The test suite: `OrdersViewControllerTests`.
    var suiteType: String
    /// The recording router and action handler the tests declare: `OrdersTestRecorder`.
    var recorderType: String
    /// The screen in a window, as the tests drive it: `OrdersTestScreen`.
    var screenType: String
    /// The screen's view controller: `OrdersViewController`.
    var viewControllerType: String
    /// The route enum: `OrdersRoute`.
    var routeType: String
    /// The routing protocol: `OrdersRouting`.
    var routingType: String
    /// `, anchor: ListAnchor` when `navigate(to:from:)` takes the popover's anchor, else empty.
    var navigateAnchorParameter: String
    /// The action enum, when the screen has actions: `OrdersAction`; `null` otherwise.
    var actionType: String?
    /// The action handling protocol: `OrdersActionHandling` (read with ``actionType``).
    var actionHandlingType: String
    /// The action handler's method: `ordersViewController`.
    var actionHandlerMethod: String
    /// The image loader the tests declare when the screen loads images: `OrdersTestImageLoader`; `null`
    /// otherwise.
    var imageLoaderType: String?
    /// The controller made for a test, as a Swift expression of `recorder`: `OrdersViewController(router:
    /// recorder)`.
    var makeControllerExpression: String
    /// The row type (an enum of the cell kinds, or the one model): `OrdersRow`.
    var rowType: String
    /// `setRows(_:)`'s argument for `rows`, all in the first section: `[.open: rows]`, or `rows`.
    var setRowsArgument: String
    /// The rows the tests build, one function per model whose fields all have a type listgen builds.
    var builtSamples: [SampleRowContext]
    /// The rows the app gives, one requirement of ``samplesProtocol`` per model listgen cannot build.
    var askedSamples: [SampleRowContext]
    /// The protocol the app's test target implements in an extension of the suite when some rows are
    /// asked for: `OrdersTestRows`; `null` when listgen builds every row.
    var samplesProtocol: String?
    /// One test per cell kind and covered event.
    var checks: [EventCheckContext]
    /// The events these tests do not cover yet, one line each: `Cancel of OrderCell (confirm)`.
    var uncovered: [String]
    /// ``uncovered`` has a line.
    var hasUncovered: Bool
    /// The first check, for the test that the screen is released (`null` without any check).
    var releaseCheck: EventCheckContext?
}

/// An element of `builtSamples` or `askedSamples`: how the tests get sample rows of one model.
struct SampleRowContext: Encodable, Sendable {
    /// The function: `order` (called `order(n, version: v)`).
    var functionName: String
    /// The model: `Order`.
    var modelType: String
    /// For a built model, the value, a Swift expression of `n` and `version` whose ID depends on `n`
    /// alone: `Order(id: …, number: "number \(n).\(version)", …)`; empty for an asked one.
    var valueExpression: String
    /// For an asked model, the fields listgen cannot build, for the requirement's documentation:
    /// `` `price: Decimal` ``; empty for a built one.
    var missingFields: String
}

/// An element of `checks`: one event of one cell kind, performed on visible rows.
struct EventCheckContext: Encodable, Sendable {
    /// The test function: `trackOfOrderCell`.
    var testName: String
    /// The test's display name: `Track button of OrderCell reaches exactly its row`.
    var displayName: String
    /// What is performed, for failure messages: `Track button`.
    var eventDescription: String
    /// The rows the test shows, as a Swift expression of `n` and `version`: `.order(Self.order(n, version:
    /// version))`.
    var rowExpression: String
    /// Binds the model of `row` to ``parameterName``, or skips the row: `guard case .order(let order) =
    /// row else { continue }`, or `let order = row`.
    var bindingStatement: String
    /// The model's parameter name: `order`.
    var parameterName: String
    /// The cell class: `OrderCell`.
    var cellType: String
    /// The event is a button of the cell: the test sends its button's actions.
    var isButton: Bool
    /// The cell's button property: `trackButton`.
    var buttonName: String
    /// The event is a row tap: the test calls the delegate's `didSelectRowAt`.
    var isRowTap: Bool
    /// The event is a swipe action: the test calls the delegate's swipe configuration and its handler.
    var isSwipe: Bool
    /// The delegate method's label: `leadingSwipeActionsConfigurationForRowAt`.
    var swipeMethod: String
    /// The action's index in the configuration, with every Bool field of the sample rows true.
    var swipeIndex: Int
    /// What the recorder must have received, a Swift expression of ``parameterName``:
    /// `.route(.tracking(order.id))`.
    var expectedExpression: String
}

extension TemplateContextBuilder {
    /// The context of `listgen tests` for the module `module`.
    func screenTests(module: String) -> ScreenTestsContext {
        let screen = screen()
        let suite = names.viewController + "Tests"
        var built: [SampleRowContext] = []
        var asked: [SampleRowContext] = []
        for cell in spec.cells
        where !built.contains(where: { $0.modelType == cell.model })
            && !asked.contains(where: { $0.modelType == cell.model })
        {
            let function = SwiftIdentifier.lowerFirst(cell.model)
            let missing =
                cell.generateModel ? cell.fields.filter { Self.sampleValue($0.type, field: $0.name) == nil } : []
            if cell.generateModel, missing.isEmpty {
                let arguments = cell.fields.map {
                    "\($0.name): \(Self.sampleValue($0.type, field: $0.name, isID: $0.name == cell.idField)!)"
                }
                // One argument a line, as the formatter leaves a call that does not fit on one.
                built.append(
                    SampleRowContext(
                        functionName: function, modelType: cell.model,
                        valueExpression:
                            "\(cell.model)(\n            \(arguments.joined(separator: ",\n            ")))",
                        missingFields: ""))
            } else {
                let fields = missing.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ")
                asked.append(
                    SampleRowContext(
                        functionName: function, modelType: cell.model, valueExpression: "",
                        missingFields: cell.generateModel ? "its \(fields)" : "it is the app's own type"))
            }
        }
        var checks: [EventCheckContext] = []
        var uncovered: [String] = []
        for cell in spec.cells {
            for event in cell.eventsAndSelect {
                let isRowTap = event.name == SelectSpec.actionName
                let label = isRowTap ? "Row tap of \(cell.name)" : "\(event.name) of \(cell.name)"
                if let reason = Self.uncoveredReason(event, in: cell) {
                    uncovered.append("\(label) (\(reason))")
                    continue
                }
                checks += eventChecks(event, of: cell, suite: suite)
            }
        }
        var initArguments = ["router: recorder"]
        if screen.loadsImages { initArguments.append("imageLoader: \(spec.screen)TestImageLoader()") }
        return ScreenTestsContext(
            contextVersion: TemplateContext.version,
            fileName: suite + ".swift",
            specFileName: SwiftLiteral.docText(spec.sourceFileName),
            imports: ["Foundation", "Testing"], testableImport: module,
            suiteType: suite, recorderType: spec.screen + "TestRecorder", screenType: spec.screen + "TestScreen",
            viewControllerType: names.viewController, routeType: names.route, routingType: names.routing,
            navigateAnchorParameter: screen.navigateAnchorParameter,
            actionType: screen.hasActions ? names.action : nil, actionHandlingType: names.actionHandling,
            actionHandlerMethod: screen.actionHandlerMethod,
            imageLoaderType: screen.loadsImages ? spec.screen + "TestImageLoader" : nil,
            makeControllerExpression: "\(names.viewController)(\(initArguments.joined(separator: ", ")))",
            rowType: names.row,
            setRowsArgument: spec.dataSections == nil ? "[.\(spec.sections.first?.id ?? "main"): rows]" : "rows",
            builtSamples: built, askedSamples: asked,
            samplesProtocol: asked.isEmpty ? nil : spec.screen + "TestRows",
            checks: checks, uncovered: uncovered, hasUncovered: !uncovered.isEmpty, releaseCheck: checks.first)
    }

    /// Why the tests do not cover `event` yet, or nil when they do.
    private static func uncoveredReason(_ event: EventSpec, in cell: CellSpec) -> String? {
        if event.confirm != nil { return "it asks first: confirmations are not covered yet" }
        if event.isSwitch { return "a switch: not covered yet" }
        for condition in [event.enabled, event.visible].compactMap({ $0 }) {
            guard !condition.isNegated, cell.field(named: condition.field)?.type.isBool == true else {
                return "its condition '\(condition.written)' is false for the sample rows"
            }
        }
        if let choice = event.routeChoice, cell.field(named: choice.field)?.type.isString != true {
            return "its route is chosen by '\(choice.field)', whose sample value the tests cannot choose"
        }
        if event.name != SelectSpec.actionName, !event.isButton, !event.isSwipeAction {
            return "a menu item or accessibility action: not covered yet"
        }
        return nil
    }

    /// The checks of `event` of `cell`: its button, then its swipe actions, or the row tap.
    private func eventChecks(_ event: EventSpec, of cell: CellSpec, suite: String) -> [EventCheckContext] {
        let parameter = names.parameter(for: cell)
        let rowCase = spec.cells.count == 1 ? nil : rowCase(for: cell)
        let sample = "Self.\(SwiftIdentifier.lowerFirst(cell.model))(n, version: version)"
        let expected: String
        if let route = event.route {
            expected = ".route(\(routeValue(route, parameter: parameter)))"
        } else {
            expected = ".action(.\(actionCase(event: event, cell: cell))(\(parameter)))"
        }
        // The model is bound only when the expectation reads it (a `pass: none` route does not).
        let usesModel = expected.contains("(\(parameter)")
        let binding =
            switch (rowCase, usesModel) {
            case (let rowCase?, true): "guard case .\(rowCase)(let \(parameter)) = row else { continue }"
            case (let rowCase?, false): "guard case .\(rowCase) = row else { continue }"
            case (nil, true): "let \(parameter) = row"
            case (nil, false): "_ = row"
            }
        let title = event.name == SelectSpec.actionName ? "Row tap" : SwiftIdentifier.upperFirst(event.name)
        func check(
            _ kind: String, name: String, isButton: Bool = false, swipe: String = "", index: Int = 0
        )
            -> EventCheckContext
        {
            EventCheckContext(
                testName: SwiftIdentifier.lowerFirst(name) + "Of" + cell.name,
                displayName: "\(kind) of \(cell.name) reaches exactly its row",
                eventDescription: kind,
                rowExpression: rowCase.map { ".\($0)(\(sample))" } ?? sample,
                bindingStatement: binding,
                parameterName: parameter, cellType: cell.name, isButton: isButton,
                buttonName: Self.buttonName(event), isRowTap: event.name == SelectSpec.actionName,
                isSwipe: !swipe.isEmpty, swipeMethod: swipe, swipeIndex: index, expectedExpression: expected)
        }
        if event.name == SelectSpec.actionName { return [check("Row tap", name: "rowTap")] }
        var checks: [EventCheckContext] = []
        if event.isButton { checks.append(check("\(title) button", name: event.name + "Button", isButton: true)) }
        for (placement, edge) in [(EventSpec.Placement.swipeLeading, "leading"), (.swipeTrailing, "trailing")]
        where event.placements.contains(placement) {
            // The events before it on that edge that the sample rows (every Bool true) are offered.
            let index = cell.events.prefix { $0.name != event.name }.filter { other in
                other.placements.contains(placement)
                    && [other.enabled, other.visible].compactMap { $0 }.allSatisfy { !$0.isNegated }
            }.count
            checks.append(
                check(
                    "\(title) \(edge) swipe action", name: event.name + SwiftIdentifier.upperFirst(edge) + "Swipe",
                    swipe: edge + "SwipeActionsConfigurationForRowAt", index: index))
        }
        return checks
    }

    /// A sample value of `type` for row `n` at `version`, as Swift source, or nil when listgen cannot build
    /// one. An ID depends on `n` alone; every other value also on `version`, so that `update` changes it.
    static func sampleValue(_ type: SwiftType, field: String, isID: Bool = false) -> String? {
        let tag = isID ? "\\(n)" : "\\(n).\\(version)"
        switch type {
        case .optional(let wrapped): return sampleValue(wrapped, field: field, isID: isID)
        case .array(let element): return sampleValue(element, field: field, isID: isID).map { "[\($0)]" }
        case .dictionary: return nil
        case .named: break
        }
        var name = type.description
        for module in ["Swift.", "Foundation."] where name.hasPrefix(module) { name.removeFirst(module.count) }
        switch name {
        case "String": return "\"\(field) \(tag)\""
        // Small: an `Int` may be an indentation level.
        case "Int": return isID ? "n" : "version"
        case "Double": return isID ? "Double(n)" : "Double(n * 1_000 + version)"
        case "Decimal": return isID ? "Decimal(n)" : "Decimal(n * 1_000 + version)"
        case "Bool": return "true"
        // One day for every row: sections made from a date hold every row.
        case "Date": return "Date(timeIntervalSince1970: 86_400 * 20_000)"
        case "URL": return "URL(string: \"https://example.com/\(field)/\(tag)\")!"
        case "UUID":
            return isID
                ? "UUID(uuidString: String(format: \"00000000-0000-0000-0000-%012ld\", n))!"
                : "UUID(uuidString: String(format: \"%08ld-0000-0000-0000-%012ld\", version, n))!"
        default: return nil
        }
    }
}
