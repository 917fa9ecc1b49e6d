// Behaviour scenarios, run on every generated screen and on the hand-written negative controls.
//
// Each scenario drives a screen only through `ScreenHarness` and returns the problems it found;
// an empty array is a pass. They do not use Swift Testing, so the same code can assert "no
// problems" on generated code and "problems found" on the deliberately wrong controls.

/// Makes a fresh screen with the given router.
public typealias HarnessFactory = @MainActor (RouterKind) -> any ScreenHarness

/// Drives a screen and keeps the rows it should show, independently of the screen.
///
/// By default the screen is shown the way an app shows it: its controller (or `host`, a container
/// around it) is the root of a key `UIWindow`, so the list is in a window and its changes animate.
/// Every warning UIKit logged while the driver lived is a problem.
@MainActor
final class Driver {
    let harness: any ScreenHarness
    var list: ListProbe { harness.list }
    var info: ScreenInfo { harness.info }
    /// The row IDs each section should show, in order (a person's move in EditingScenarios.swift
    /// changes it too).
    var expected: [[String]]
    /// The sections collapsed now (CollapseScenarios.swift): their rows are in `expected`, and the list
    /// shows none of them.
    var collapsedSections: Set<Int> = []
    /// The row IDs each section should show on screen: `expected`, without a collapsed section's rows.
    var shownExpected: [[String]] {
        expected.enumerated().map { collapsedSections.contains($0.offset) ? [] : $0.element }
    }
    private var kindByID: [String: Int] = [:]
    private var nextKey = 1
    private var failures: [String] = []
    /// The window showing the screen, or nil when the screen is not shown.
    private(set) var window: UIWindow?
    private let firstWarning: Int

    init(_ harness: any ScreenHarness, capacity: Int = 10, host: UIViewController? = nil, inWindow: Bool = true) {
        self.harness = harness
        expected = harness.info.sections.map { _ in [] }
        firstWarning = UIKitStandIn.loggedWarnings.count
        if inWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = host ?? harness.viewController
            window.makeKeyAndVisible()
            self.window = window
        }
        harness.loadView()
        harness.list.visibleRowCapacity = capacity
    }

    /// What went wrong, including every warning UIKit logged since the driver was made.
    var problems: [String] {
        let warnings = UIKitStandIn.loggedWarnings
        return failures + warnings.dropFirst(min(firstWarning, warnings.count)).map { "UIKit warning: \($0)" }
    }

    func fail(_ message: String) { failures.append(message) }

    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    // MARK: Rows

    /// A new row; kinds take turns so every kind appears in every section.
    func newRow(kind: Int? = nil) -> RowSpec {
        defer { nextKey += 1 }
        let row = RowSpec(kind: kind ?? nextKey % info.cells.count, key: nextKey)
        kindByID[harness.rowID(for: row)] = row.kind
        return row
    }

    /// Sets `total` rows, split evenly over the sections (or as `counts` says).
    /// The walk of the per-row look scenarios: `check` after a fill of 60 rows, at windows scrolled
    /// through reused cells, after an insert, a delete and a move at the top, and after every visible
    /// row was updated, `updateRounds` times (each round's check is told `updated` and its round).
    func checkThroughReuseAndChanges(updateRounds: Int = 1, updated: String, _ check: (String) -> Void) {
        fill(total: 60)
        check("first fill")
        for start in [7, 23, 41, 50, 0] {
            list.scroll(toFlatRow: start)
            check("window at \(start)")
        }
        let top = IndexPath(item: 0, section: 0)
        insert(newRow(), at: top)
        check("after an insert at the top")
        deleteRow(at: top)
        check("after a delete at the top")
        moveRow(at: IndexPath(item: 3, section: 0), to: top)
        check("after a move to the top")
        for round in 1...updateRounds {
            for (_, rowID, _) in visibleCells() {
                harness.update(rowID: rowID)
            }
            check(updateRounds == 1 ? updated : "\(updated) (round \(round))")
        }
    }

    func fill(total: Int) {
        let sections = info.sections.count
        fill(counts: (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) })
    }

    func fill(counts: [Int]) {
        let rows = counts.map { count in (0..<count).map { _ in newRow() } }
        harness.setRows(rows)
        expected = rows.map { $0.map(harness.rowID(for:)) }
        checkData("after setRows")
    }

    func kind(of rowID: String) -> Int? { kindByID[rowID] }

    func insert(_ row: RowSpec, at indexPath: IndexPath) {
        harness.insert(row, at: indexPath)
        expected[indexPath.section].insert(harness.rowID(for: row), at: indexPath.item)
        checkData("after insert at \(indexPath)")
    }

    func append(_ row: RowSpec, toSection section: Int) {
        harness.append(row, toSection: section)
        expected[section].append(harness.rowID(for: row))
        checkData("after append to section \(section)")
    }

    func deleteRow(at indexPath: IndexPath) {
        harness.deleteRow(at: indexPath)
        expected[indexPath.section].remove(at: indexPath.item)
        checkData("after delete at \(indexPath)")
    }

    func deleteRow(withID rowID: String) {
        harness.deleteRow(withID: rowID)
        for section in expected.indices { expected[section].removeAll { $0 == rowID } }
        checkData("after delete of \(rowID)")
    }

    func moveRow(at source: IndexPath, to destination: IndexPath) {
        harness.moveRow(at: source, to: destination)
        let id = expected[source.section].remove(at: source.item)
        expected[destination.section].insert(id, at: destination.item)
        checkData("after move \(source) → \(destination)")
    }

    func update(at indexPath: IndexPath) {
        harness.update(rowID: expected[indexPath.section][indexPath.item])
        checkData("after update at \(indexPath)")
    }

    /// The screen's own view of its rows matches what was done to it.
    func checkData(_ context: String) {
        for section in expected.indices {
            let actual = harness.rowIDs(inSection: section)
            check(
                actual == expected[section],
                "\(context): section \(section) has \(actual), expected \(expected[section])")
        }
        for (section, ids) in shownExpected.enumerated() {
            for (item, id) in ids.enumerated() {
                let indexPath = IndexPath(item: item, section: section)
                guard harness.rowID(at: indexPath) == id, harness.indexPath(forRowID: id) == indexPath else {
                    fail("\(context): row(at:)/indexPath(forRowID:) disagree for \(id) at \(indexPath)")
                    return
                }
            }
        }
        // A collapsed section's rows are in the list, and nowhere the list shows a row.
        for section in collapsedSections.sorted() where expected.indices.contains(section) {
            for id in expected[section] where harness.indexPath(forRowID: id) != nil {
                fail("\(context): \(id) of collapsed section \(section) is at \(harness.indexPath(forRowID: id)!)")
            }
            if let id = harness.rowID(at: IndexPath(item: 0, section: section)) {
                fail("\(context): collapsed section \(section) shows \(id) at its first place")
            }
        }
    }

    func expectedRowID(at indexPath: IndexPath) -> String? {
        let shown = shownExpected
        guard shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return shown[indexPath.section][indexPath.item]
    }

    func indexPath(ofFlat flat: Int) -> IndexPath {
        var remaining = flat
        for (section, ids) in expected.enumerated() {
            if remaining < ids.count { return IndexPath(item: remaining, section: section) }
            remaining -= ids.count
        }
        preconditionFailure("flat row \(flat) is past the end")
    }

    var totalRows: Int { expected.reduce(0) { $0 + $1.count } }

    // MARK: Confirmation

    /// The alert the screen shows now, if any (UIKit presents from the outermost container).
    var presentedAlert: UIAlertController? {
        var root = harness.viewController
        while let parent = root.parent { root = parent }
        return root.presentedViewController as? UIAlertController
    }

    /// Right after `event` was triggered on the available row `rowID`: with `confirm` (and its `when`
    /// field true for the row), the alert the spec describes must be up and nothing done yet, and the
    /// person confirms it (its confirming button, through the action's handler as UIKit calls it).
    /// Without `confirm`, or with its `when` false, no alert may be up.
    func confirmIfAsked(_ event: EventInfo, rowID: String, _ context: String) {
        guard let written = event.confirm, harness.asks(event, rowID: rowID) else {
            check(presentedAlert == nil, "\(context): \(event.name) does not ask for \(rowID), yet an alert is up")
            return
        }
        // Its texts name the row as it is now (`{field}` placeholders).
        let confirm = harness.shown(written, rowID: rowID)
        guard let alert = presentedAlert else { return fail("\(context): \(event.name) did not ask first") }
        check(
            harness.log.entries.isEmpty,
            "\(context): \(event.name) acted before it was confirmed: \(harness.log.entries)")
        check(
            alert.title == confirm.title && alert.message == confirm.message
                && alert.preferredStyle == (confirm.isActionSheet ? .actionSheet : .alert),
            "\(context): the alert says \(String(describing: alert.title)) / \(String(describing: alert.message))")
        check(
            alert.actions.filter { $0.style == .cancel }.count == 1,
            "\(context): the alert has no single cancel button: \(alert.actions.map(\.title))")
        let style: UIAlertAction.Style = confirm.isDestructive ? .destructive : .default
        guard let action = alert.actions.first(where: { $0.style == style && $0.title == confirm.button }) else {
            return fail("\(context): the alert has no \(style) button \(confirm.button): \(alert.actions.map(\.title))")
        }
        check(alert.simulateTap(on: action), "\(context): the confirming button could not be tapped")
    }

    // MARK: Taps

    /// Taps every button of `cell` and checks that each tap produced exactly what a tap on that
    /// button of `rowID` must, or nothing at all when `rowID` is nil.
    func tapEveryButton(of cell: UIView, expecting rowID: String?, _ context: String) {
        if let rowID {
            guard let kind = kind(of: rowID) else { return fail("\(context): unknown row \(rowID)") }
            let cellInfo = info.cells[kind]
            for event in cellInfo.buttonEvents {
                guard let button = findButton(cellInfo.buttonIdentifier(event), in: cell) else {
                    fail("\(context): no button \(cellInfo.buttonIdentifier(event)) in the cell of \(rowID)")
                    continue
                }
                // The button shows this row's `enabled`/`visible` state (a recycled cell too), and
                // a disabled or hidden button does nothing.
                let state = harness.state(of: event, rowID: rowID)
                check(
                    button.isEnabled == state.enabled && button.isHidden == !state.visible,
                    "\(context): \(cellInfo.buttonIdentifier(event)) of \(rowID) is enabled \(button.isEnabled), "
                        + "hidden \(button.isHidden); the row says enabled \(state.enabled), visible \(state.visible)")
                harness.log.removeAll()
                button.simulateTap()
                if harness.isAvailable(event, rowID: rowID) {
                    confirmIfAsked(event, rowID: rowID, "\(context): \(event.name)")
                }
                let want =
                    harness.isAvailable(event, rowID: rowID)
                    ? harness.expected(event, rowID: rowID).map { [$0] } ?? [] : []
                check(
                    harness.log.entries == want,
                    "\(context): tap \(cellInfo.buttonIdentifier(event)) on the cell of \(rowID) gave "
                        + "\(harness.log.entries), expected \(want)")
                if let got = harness.log.entries.first, let first = want.first, got.rowID == first.rowID {
                    check(got.payload == first.payload, "\(context): payload \(got.payload), expected \(first.payload)")
                }
            }
        } else {
            for cellInfo in info.cells {
                for event in cellInfo.buttonEvents {
                    guard let button = findButton(cellInfo.buttonIdentifier(event), in: cell) else { continue }
                    harness.log.removeAll()
                    button.simulateTap()
                    check(presentedAlert == nil, "\(context): an off-screen cell's \(event.name) asked to confirm")
                    check(
                        harness.log.entries.isEmpty,
                        "\(context): tap \(cellInfo.buttonIdentifier(event)) on an off-screen cell gave \(harness.log.entries)"
                    )
                }
            }
        }
        harness.log.removeAll()
    }

    /// Taps every button of every on-screen cell; each must act for the row shown there.
    func tapVisibleCells(_ context: String) {
        for indexPath in list.visibleIndexPaths {
            guard let cell = list.cell(at: indexPath), let rowID = expectedRowID(at: indexPath) else {
                fail("\(context): no cell or row at \(indexPath)")
                continue
            }
            check(
                harness.rowID(ofCell: cell) == rowID,
                "\(context): the cell at \(indexPath) shows \(harness.rowID(ofCell: cell) ?? "nothing"), expected \(rowID)"
            )
            tapEveryButton(of: cell, expecting: rowID, "\(context) at \(indexPath)")
        }
    }

    /// A cell kept from earlier: on screen, it acts for the row it shows now (and says so);
    /// off screen, it does nothing.
    func tapHeldCell(_ cell: UIView, _ context: String) {
        if let indexPath = list.indexPath(for: cell) {
            let rowID = expectedRowID(at: indexPath)
            check(
                harness.rowID(ofCell: cell) == rowID,
                "\(context): cell at \(indexPath) shows \(harness.rowID(ofCell: cell) ?? "nothing"), expected \(rowID ?? "nothing")"
            )
            tapEveryButton(of: cell, expecting: rowID, "\(context) (held cell now at \(indexPath))")
        } else {
            tapEveryButton(of: cell, expecting: nil, "\(context) (held cell off screen)")
        }
    }

    /// The on-screen cells with the rows they show.
    func visibleCells() -> [(cell: UIView, rowID: String, indexPath: IndexPath)] {
        list.visibleIndexPaths.compactMap { indexPath in
            guard let cell = list.cell(at: indexPath), let rowID = expectedRowID(at: indexPath) else { return nil }
            return (cell, rowID, indexPath)
        }
    }
}

/// The scenarios. Each makes fresh screens with `make` and returns the problems found.
@MainActor
public enum Scenarios {
    /// Every scenario, by name.
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("reuse", reuse), ("mutation", mutation), ("staleHandler", staleHandler),
        ("multiEvent", multiEvent), ("noLeaks", noLeaks), ("navigation", navigation),
        ("sheets", sheets), ("closeButton", closeButton),
    ]

    /// Runs `body`, turning every exception UIKit would raise into a problem instead of a crash.
    public static func raising(_ body: @MainActor () -> [String]) -> [String] {
        var problems: [String] = []
        let raised = UIKitStandIn.recordingInconsistencies { problems = body() }
        return problems + raised.map { "UIKit raised: \($0)" }
    }

    // MARK: Reuse

    /// 200 rows behind a 10-row window, scrolled through: every button of every visible cell acts
    /// for exactly the row it shows, and cells really were reused.
    public static func reuse(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        let list = driver.list
        driver.fill(total: 200)
        var rowsByCell: [ObjectIdentifier: Set<String>] = [:]
        for start in Array(stride(from: 0, through: 190, by: 7)) + [190, 95, 0] {
            list.scroll(toFlatRow: start)
            driver.check(
                list.firstVisibleFlatRow == start, "scrolled to \(start), window starts at \(list.firstVisibleFlatRow)")
            driver.check(list.visibleIndexPaths.count == 10, "\(list.visibleIndexPaths.count) visible rows at \(start)")
            for (cell, rowID, _) in driver.visibleCells() {
                rowsByCell[ObjectIdentifier(cell), default: []].insert(rowID)
            }
            driver.tapVisibleCells("window at \(start)")
        }
        let kinds = driver.info.cells.count
        driver.check(
            list.cellCreationCount <= 2 * 10 * kinds,
            "\(list.cellCreationCount) cells created for a 10-row window: no reuse?")
        driver.check(list.prepareForReuseCount >= 100, "only \(list.prepareForReuseCount) prepareForReuse calls")
        driver.check(rowsByCell.values.contains { $0.count > 5 }, "no cell showed more than 5 rows")
        return driver.problems
    }

    // MARK: Mutation

    /// A change to the rows made through the generated API.
    public enum Mutation: String, CaseIterable, Sendable {
        case insertAtTop, insertVisible, append, deleteAbove, deleteVisible, deleteWithID
        case moveDown, moveUp, moveAcrossSections, update, combined
    }

    /// For each mutation, on a fresh screen: keep the on-screen cells, mutate, then tap the kept
    /// cells. A kept cell still on screen acts for its own row (which it must still show); one
    /// that left the screen does nothing. Then every on-screen cell is tapped.
    public static func mutation(_ make: HarnessFactory) -> [String] {
        Mutation.allCases.flatMap { mutation($0, make) }
    }

    public static func mutation(_ mutation: Mutation, _ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        let list = driver.list
        let sections = driver.info.sections.count
        let last = sections - 1
        if mutation == .moveAcrossSections, sections < 2 { return [] }
        // Two sections: a short first one, so that both are on screen.
        driver.fill(counts: sections == 1 ? [30] : [4] + Array(repeating: 26, count: sections - 1))
        list.scroll(toFlatRow: mutation == .deleteAbove ? 6 : 0)
        let held = driver.visibleCells()
        driver.tapVisibleCells("\(mutation) before")

        switch mutation {
        case .insertAtTop:
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
        case .insertVisible:
            driver.insert(driver.newRow(), at: IndexPath(item: 2, section: 0))
            driver.insert(driver.newRow(), at: IndexPath(item: 1, section: last))
        case .append:
            driver.append(driver.newRow(), toSection: 0)
            driver.append(driver.newRow(), toSection: last)
        case .deleteAbove:
            let first = driver.indexPath(ofFlat: 6)
            driver.deleteRow(at: IndexPath(item: first.item - 1, section: first.section))
        case .deleteVisible:
            driver.deleteRow(at: IndexPath(item: 1, section: 0))
        case .deleteWithID:
            driver.deleteRow(withID: driver.expectedRowID(at: IndexPath(item: 0, section: 0))!)
        case .moveDown:
            driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        case .moveUp:
            driver.moveRow(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        case .moveAcrossSections:
            driver.moveRow(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: last))
            driver.moveRow(at: IndexPath(item: 0, section: last), to: IndexPath(item: 0, section: 0))
        case .update:
            driver.update(at: IndexPath(item: 2, section: 0))
            driver.update(at: IndexPath(item: 0, section: 0))
        case .combined:
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            driver.deleteRow(at: IndexPath(item: 2, section: 0))
            driver.moveRow(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: last))
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: last))
            driver.update(at: IndexPath(item: 0, section: 0))
        }

        // The mutation must have moved some kept cell that is still on screen with its row.
        var moved = 0
        for (cell, rowID, before) in held {
            if let now = list.indexPath(for: cell), driver.expectedRowID(at: now) == rowID, now != before { moved += 1 }
        }
        // (An update moves nothing; an append only moves cells of later sections by flat position.)
        if mutation != .update, mutation != .append {
            driver.check(moved > 0, "\(mutation): no kept cell moved, the scenario proves nothing")
        }
        for (cell, rowID, before) in held {
            driver.tapHeldCell(cell, "\(mutation): cell of \(rowID) (was at \(before))")
        }
        driver.tapVisibleCells("\(mutation) after")
        return driver.problems
    }

    // MARK: Stale handlers

    /// Recycled cells act only for their new row; cells waiting in the reuse queue do nothing.
    public static func staleHandler(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        let list = driver.list
        driver.fill(total: 40)
        list.layoutIfNeeded()
        let first = driver.visibleCells()
        let reusedBefore = list.prepareForReuseCount
        list.scroll(toFlatRow: 10)
        driver.check(list.prepareForReuseCount > reusedBefore, "scrolling reused no cell")
        var recycled = 0
        for (cell, rowID, _) in first {
            if let now = list.indexPath(for: cell), driver.expectedRowID(at: now) != rowID { recycled += 1 }
            driver.tapHeldCell(cell, "after scrolling, cell of \(rowID)")
        }
        driver.check(recycled > 0, "no cell was recycled to another row")

        // Shrink the window: cells leave the screen and wait in the reuse queue.
        let window = driver.visibleCells()
        list.visibleRowCapacity = 4
        driver.check(list.reuseQueueCount >= 6, "only \(list.reuseQueueCount) cells queued")
        var queued = 0
        for (cell, rowID, _) in window where list.indexPath(for: cell) == nil {
            queued += 1
            driver.tapHeldCell(cell, "queued cell of \(rowID)")
        }
        driver.check(queued >= 6, "only \(queued) cells left the screen")

        // A deleted row's cell, and cells whose rows are all replaced.
        list.visibleRowCapacity = 10
        let beforeDelete = driver.visibleCells()
        driver.deleteRow(at: beforeDelete[1].indexPath)
        driver.tapHeldCell(beforeDelete[1].cell, "cell of deleted \(beforeDelete[1].rowID)")
        let beforeReplace = driver.visibleCells()
        driver.fill(total: 40)
        for (cell, rowID, _) in beforeReplace {
            driver.tapHeldCell(cell, "after setRows, cell of replaced \(rowID)")
        }
        driver.tapVisibleCells("after setRows")
        return driver.problems
    }

    // MARK: Every event

    /// Every button of every cell kind, in every section: routed events reach their route with the
    /// row's model or ID, the others reach the action handler with the row's model.
    public static func multiEvent(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording), capacity: 40)
        let info = driver.info
        driver.fill(total: 6 * info.cells.count * info.sections.count)
        var routes: Set<String> = []
        var actions: Set<String> = []
        var kindsBySection: [Int: Set<Int>] = [:]
        for (cell, rowID, indexPath) in driver.visibleCells() {
            guard let kind = driver.kind(of: rowID) else { continue }
            kindsBySection[indexPath.section, default: []].insert(kind)
            for event in info.cells[kind].events {
                if let route = driver.harness.route(of: event, rowID: rowID) { routes.insert(route) }
                if let action = event.action { actions.insert(action) }
                driver.check(
                    event.route != nil || event.action != nil, "\(info.cells[kind].name).\(event.name) goes nowhere")
            }
            driver.tapEveryButton(of: cell, expecting: rowID, "row \(rowID) at \(indexPath)")
            // The row tap is one more way to a route or an action (see rowTap for its selection).
            if let select = info.cells[kind].select {
                if let route = driver.harness.route(of: select, rowID: rowID) { routes.insert(route) }
                driver.harness.log.removeAll()
                let available = driver.harness.isAvailable(select, rowID: rowID)
                driver.list.simulateSelection(at: indexPath)
                if available { driver.confirmIfAsked(select, rowID: rowID, "a tap on the row \(rowID)") }
                let want = available ? driver.harness.expected(select, rowID: rowID).map { [$0] } ?? [] : []
                driver.check(
                    (!available || !want.isEmpty) && driver.harness.log.entries == want,
                    "a tap on the row \(rowID) at \(indexPath) gave \(driver.harness.log.entries), expected \(want)")
                driver.harness.log.removeAll()
            }
        }
        for section in info.sections.indices {
            driver.check(
                kindsBySection[section]?.count == info.cells.count, "not every cell kind in section \(section)")
        }
        // The empty state's button follows its route from an empty list (Scenarios.emptyStateAction).
        if let action = (driver.harness as? any FeedHarness)?.feedInfo.emptyStateAction, action.isRoute {
            routes.insert(action.recorded)
        }
        driver.check(routes == Set(info.routes.map(\.name)), "routes exercised \(routes.sorted())")
        // After an update, a model-passing event hands over the new model.
        let indexPath = IndexPath(item: 0, section: 0)
        driver.update(at: indexPath)
        if let cell = driver.list.cell(at: indexPath) {
            driver.tapEveryButton(of: cell, expecting: driver.expectedRowID(at: indexPath), "after update")
        }
        return driver.problems
    }

    // MARK: Leaks

    /// Configure cells, tap, mutate, navigate; once the screen is released, the controller, its
    /// list, its cells, its data source and its router are all gone.
    public static func noLeaks(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        for router in [RouterKind.recording, .real] {
            var objects: [(String, Weak)] = []
            do {
                let harness = make(router)
                let navigation = UINavigationController(rootViewController: harness.viewController)
                let driver = Driver(harness, host: navigation)
                driver.fill(total: 30)
                tapAll(driver, router: router, navigation: navigation, "leak check")
                driver.list.scroll(toFlatRow: 12)
                driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
                driver.moveRow(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
                driver.deleteRow(at: IndexPath(item: 2, section: 0))
                driver.update(at: IndexPath(item: 0, section: 0))
                tapAll(driver, router: router, navigation: navigation, "leak check after mutations")
                problems += driver.problems
                objects.append(("controller", Weak(harness.viewController)))
                objects.append(("list view", Weak(harness.listView)))
                objects.append(("router", Weak(harness.routerObject)))
                objects.append(("navigation controller", Weak(navigation)))
                if let dataSource = driver.list.dataSource { objects.append(("list data source", Weak(dataSource))) }
                for child in Mirror(reflecting: harness.viewController).children {
                    if child.label == "dataSource", let object = unwrapObject(child.value) {
                        objects.append(("controller.dataSource", Weak(object)))
                    }
                }
                for (index, cell) in driver.visibleCells().enumerated() {
                    objects.append(("cell \(index)", Weak(cell.cell)))
                }
            }
            for (name, object) in objects where object.object != nil {
                problems.append("\(router) router: \(name) (\(type(of: object.object!))) still alive after release")
            }
        }
        return problems
    }

    /// Taps every button on screen: checked with the recording router; with the real one, each
    /// destination is shown, then dismissed or popped.
    private static func tapAll(
        _ driver: Driver, router: RouterKind, navigation: UINavigationController, _ context: String
    ) {
        guard router == .real else { return driver.tapVisibleCells(context) }
        for (cell, rowID, _) in driver.visibleCells() {
            guard let kind = driver.kind(of: rowID) else { continue }
            let cellInfo = driver.info.cells[kind]
            for event in cellInfo.buttonEvents {
                findButton(cellInfo.buttonIdentifier(event), in: cell)?.simulateTap()
                navigation.dismiss(animated: false)
                navigation.popToRootViewController(animated: false)
            }
        }
    }

    // MARK: Navigation

    /// With the generated router and a navigation controller, each routed button lands where the
    /// spec says: pushed, presented (in a navigation controller of its own when the spec embeds
    /// it), or shown (a push inside a navigation controller), with the tapped row's data.
    /// Without a navigation controller, push and show present.
    public static func navigation(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        for inNavigation in [true, false] {
            let harness = make(.real)
            let navigation = inNavigation ? UINavigationController(rootViewController: harness.viewController) : nil
            let driver = Driver(harness, capacity: 40, host: navigation)
            let info = driver.info
            driver.fill(total: 4 * info.cells.count * info.sections.count)
            let where_ = inNavigation ? "in a navigation controller" : "alone"
            for (cell, rowID, _) in driver.visibleCells() {
                guard let kind = driver.kind(of: rowID) else { continue }
                let cellInfo = info.cells[kind]
                for event in cellInfo.buttonEvents where harness.isAvailable(event, rowID: rowID) {
                    guard let routeName = harness.route(of: event, rowID: rowID),
                        let route = info.route(named: routeName),
                        let button = findButton(cellInfo.buttonIdentifier(event), in: cell)
                    else { continue }
                    let payload = harness.payload(of: route, rowID: rowID)
                    let context = "\(where_): \(cellInfo.buttonIdentifier(event)) of \(rowID) (\(route.presentation))"
                    button.simulateTap()
                    // Where did it land?
                    var landed: UIViewController?
                    var pushed = false
                    if let navigation, navigation.viewControllers.count > 1 {
                        landed = navigation.topViewController
                        pushed = true
                    }
                    let presenter = navigation ?? harness.viewController
                    let presented = presenter.presentedViewController
                    if let presented {
                        if landed != nil { driver.fail("\(context): pushed and presented") }
                        if route.presentation.isModal, route.embedInNavigation {
                            if let container = presented as? UINavigationController {
                                driver.check(
                                    container.viewControllers.count == 1,
                                    "\(context): embedded stack \(container.viewControllers)")
                                landed = container.viewControllers.first
                            } else {
                                driver.fail(
                                    "\(context): presented \(type(of: presented)), not a UINavigationController")
                            }
                        } else {
                            driver.check(
                                !(presented is UINavigationController),
                                "\(context): presented in a navigation controller")
                            landed = presented
                        }
                    }
                    let shouldPush = !route.presentation.isModal && inNavigation
                    driver.check(pushed == shouldPush, "\(context): pushed = \(pushed)")
                    driver.check((presented != nil) == !shouldPush, "\(context): presented = \(presented != nil)")
                    if let landed {
                        let destination = harness.destination(of: landed)
                        driver.check(
                            destination?.route == routeName && destination?.payload == payload,
                            "\(context): landed on \(type(of: landed)) with \(destination.map { "\($0)" } ?? "nothing"), expected \(routeName) with \(payload)"
                        )
                    } else {
                        driver.fail("\(context): nothing was shown")
                    }
                    driver.check(
                        harness.log.entries.isEmpty, "\(context): real router, yet recorded \(harness.log.entries)")
                    presenter.dismiss(animated: false)
                    navigation?.popToRootViewController(animated: false)
                }
            }
            problems += driver.problems
        }
        return problems
    }
}

/// A weak reference, for leak checks.
final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The object inside `value` (unwrapping optionals), if it is a class instance.
private func unwrapObject(_ value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return nil }
        return unwrapObject(wrapped)
    }
    return mirror.displayStyle == .class ? value as AnyObject : nil
}

// MARK: - Real-device rules (issue #11)

/// Scenarios for what generated screens promise beyond tap routing: changes made before the list
/// first laid out, one mutation policy in every variant, rows that are not selectable, the
/// accessibility of the buttons, the table cells' layout and content-view reuse. They use the
/// generated API (`onDuplicateRows`, accessibility labels), so they run on generated screens only.
extension Scenarios {
    /// Every scenario of this group, by name.
    public static let generated: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("changesBeforeFirstLayout", changesBeforeFirstLayout), ("changesWhileCovered", changesWhileCovered),
        ("contentViewReuse", contentViewReuse), ("duplicateRows", duplicateRows),
        ("insertPastEnd", insertPastEnd), ("indexPathBoundaries", indexPathBoundaries),
        ("rowsAreNotSelectable", rowsAreNotSelectable), ("rowTap", rowTap),
        ("accessibility", accessibility), ("tableCellLayout", tableCellLayout),
    ]

    /// Rows changed right after `setRows`, before the list laid out: off screen (view loaded, not in
    /// a window) and on screen with the reload still pending. `UICollectionView.reloadData()` is
    /// deferred, so a batch update there reads its "before" counts from the changed rows and UIKit
    /// raises "Invalid update". Nothing may raise or warn, and the cells then show the right rows.
    public static func changesBeforeFirstLayout(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        for inWindow in [false, true] {
            let place = inWindow ? "in a window" : "off screen"
            problems += raising {
                let driver = Driver(make(.recording), inWindow: inWindow)
                let last = driver.info.sections.count - 1
                driver.fill(counts: driver.info.sections.map { _ in 5 })
                driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
                driver.deleteRow(at: IndexPath(item: 2, section: last))
                driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: last))
                driver.update(at: IndexPath(item: 1, section: 0))
                driver.append(driver.newRow(), toSection: last)
                driver.list.layoutIfNeeded()
                driver.tapVisibleCells("\(place), after changes before the first layout")
                return driver.problems.map { "\(place): \($0)" }
            }
        }
        return problems
    }

    /// Rows changed while another screen is pushed over the list (a server update arriving while the
    /// user looks at a detail screen): the list laid out before but is not in a window now, so an
    /// animated change would make UIKit log its warning. After popping back, the cells show the
    /// right rows.
    public static func changesWhileCovered(_ make: HarnessFactory) -> [String] {
        raising {
            let harness = make(.recording)
            let navigation = UINavigationController(rootViewController: harness.viewController)
            let driver = Driver(harness, host: navigation)
            let last = driver.info.sections.count - 1
            driver.fill(counts: driver.info.sections.map { _ in 5 })
            driver.list.layoutIfNeeded()
            navigation.pushViewController(UIViewController(), animated: false)
            driver.check(harness.listView.window == nil, "the list is still in the window under a pushed screen")
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            driver.deleteRow(at: IndexPath(item: 2, section: last))
            driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: last))
            driver.update(at: IndexPath(item: 1, section: 0))
            driver.append(driver.newRow(), toSection: last)
            navigation.popViewController(animated: false)
            driver.list.layoutIfNeeded()
            driver.tapVisibleCells("after changes made while covered")
            return driver.problems
        }
    }

    /// Reuse keeps each cell's content view: scrolling through 200 rows reuses cells, and no cell
    /// ever built a second content view (`contentConfiguration = nil` in `prepareForReuse()` made
    /// UIKit build one on every reuse).
    public static func contentViewReuse(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            driver.fill(total: 200)
            var worst = 0
            for start in stride(from: 0, through: 190, by: 10) {
                driver.list.scroll(toFlatRow: start)
                for (cell, _, _) in driver.visibleCells() {
                    let count =
                        (cell as? UITableViewCell)?.simulatedContentViewCreationCount
                        ?? (cell as? UICollectionViewCell)?.simulatedContentViewCreationCount ?? 0
                    worst = max(worst, count)
                }
            }
            driver.check(driver.list.prepareForReuseCount >= 100, "only \(driver.list.prepareForReuseCount) reuses")
            driver.check(worst <= 1, "a reused cell built \(worst) content views")
            return driver.problems
        }
    }

    /// One duplicate-ID policy: the first row with an ID stays, later ones are dropped and reported
    /// to `onDuplicateRows`, in `setRows`, `insert` and `append` alike, and nothing raises.
    public static func duplicateRows(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            let harness = driver.harness
            let sections = driver.info.sections.count
            let a = driver.newRow()
            let b = driver.newRow()
            let c = driver.newRow()
            // `a` twice in the first section, `b` again in the last one.
            var rows = (0..<sections).map { _ in [RowSpec]() }
            rows[0] = [a, b, a]
            rows[sections - 1] += [c, b]
            harness.setRows(rows)
            var expected = (0..<sections).map { _ in [String]() }
            expected[0] = [a, b].map(harness.rowID(for:))
            expected[sections - 1] += [harness.rowID(for: c)]
            var wantDropped = [a, b].map(harness.rowID(for:))
            @MainActor func check(_ context: String) {
                for section in 0..<sections {
                    let actual = harness.rowIDs(inSection: section)
                    driver.check(
                        actual == expected[section],
                        "\(context): section \(section) has \(actual), expected \(expected[section])")
                }
                let dropped = harness.droppedRowIDs
                driver.check(dropped == wantDropped, "\(context): dropped \(dropped), expected \(wantDropped)")
            }
            check("setRows with duplicates")
            harness.insert(c, at: IndexPath(item: 0, section: 0))
            wantDropped.append(harness.rowID(for: c))
            check("insert of an ID already in the list")
            harness.append(a, toSection: sections - 1)
            wantDropped.append(harness.rowID(for: a))
            check("append of an ID already in the list")
            driver.list.layoutIfNeeded()
            driver.check(
                driver.list.visibleIndexPaths.count == expected.reduce(0) { $0 + $1.count },
                "the list shows \(driver.list.visibleIndexPaths.count) rows")
            return driver.problems
        }
    }

    /// An index past the end of a section appends, in every variant (classic lists used to trap).
    public static func insertPastEnd(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            driver.fill(total: 3 * driver.info.sections.count)
            let count = driver.harness.rowIDs(inSection: 0).count
            let row = driver.newRow()
            driver.harness.insert(row, at: IndexPath(item: count + 5, section: 0))
            let ids = driver.harness.rowIDs(inSection: 0)
            driver.check(
                ids.count == count + 1 && ids.last == driver.harness.rowID(for: row),
                "insert past the end: section 0 is \(ids), expected the new row last")
            return driver.problems
        }
    }

    /// Rows of a cell kind without `select` (every row, when no cell kind has one): a tap beside the
    /// buttons selects nothing and leaves no highlight.
    public static func rowsAreNotSelectable(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            driver.fill(total: 6)
            for indexPath in driver.list.visibleIndexPaths {
                // Also the rows whose `select.enabled` field is false.
                guard let rowID = driver.expectedRowID(at: indexPath), let kind = driver.kind(of: rowID),
                    driver.info.cells[kind].select.map({ !driver.harness.isAvailable($0, rowID: rowID) }) ?? true
                else { continue }
                driver.list.simulateSelection(at: indexPath)
                if let cell = driver.list.cell(at: indexPath) as? UITableViewCell {
                    driver.check(!cell.isSelected && !cell.isHighlighted, "the cell at \(indexPath) stays selected")
                }
                if let cell = driver.list.cell(at: indexPath) as? UICollectionViewCell {
                    driver.check(!cell.isSelected && !cell.isHighlighted, "the cell at \(indexPath) stays selected")
                }
                driver.check(
                    driver.list.selectedIndexPaths.isEmpty,
                    "a tap on the not selectable row \(rowID) selected \(driver.list.selectedIndexPaths)")
                driver.check(driver.harness.log.entries.isEmpty, "a row tap did \(driver.harness.log.entries)")
            }
            return driver.problems
        }
    }

    /// A tap on a row of a cell kind with `select` routes (or acts for) exactly that row, looked up
    /// when the tap happens: also after rows were inserted, deleted and moved above it. Shown in a
    /// navigation controller with the real router, a row that pushes stays selected while its
    /// destination is shown and is deselected when navigation pops back; a row that presents or
    /// acts is deselected at once.
    public static func rowTap(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        problems += raising {
            let driver = Driver(make(.recording), capacity: 40)
            guard driver.info.cells.contains(where: { $0.select != nil }) else { return [] }
            driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
            @MainActor func tapEveryRow(_ context: String) {
                for indexPath in driver.list.visibleIndexPaths {
                    guard let rowID = driver.expectedRowID(at: indexPath), let kind = driver.kind(of: rowID),
                        let select = driver.info.cells[kind].select
                    else { continue }
                    driver.harness.log.removeAll()
                    let available = driver.harness.isAvailable(select, rowID: rowID)
                    driver.list.simulateSelection(at: indexPath)
                    if available {
                        driver.confirmIfAsked(select, rowID: rowID, "\(context): a tap on the row \(rowID)")
                    }
                    let want = available ? driver.harness.expected(select, rowID: rowID).map { [$0] } ?? [] : []
                    driver.check(
                        driver.harness.log.entries == want,
                        "\(context): a tap on the row \(rowID) at \(indexPath) gave \(driver.harness.log.entries), "
                            + "expected \(want)")
                    if driver.info.persistentSelection {
                        // `selection: { persistent: true }`: the tapped row stays selected (SelectionScenarios.swift).
                        if available {
                            driver.check(
                                driver.list.selectedIndexPaths == [indexPath],
                                "\(context): after the tap on \(rowID), selected \(driver.list.selectedIndexPaths), "
                                    + "expected [\(indexPath)] (persistent selection)")
                        }
                    } else {
                        // Not in a navigation controller: nothing comes back to deselect, so nothing stays selected.
                        driver.check(
                            driver.list.selectedIndexPaths.isEmpty,
                            "\(context): after the tap on \(rowID), selected \(driver.list.selectedIndexPaths)")
                    }
                }
                driver.harness.log.removeAll()
            }
            tapEveryRow("after setRows")
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            driver.deleteRow(at: IndexPath(item: 1, section: 0))
            driver.moveRow(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
            tapEveryRow("after insert, delete and move above")
            return driver.problems
        }
        problems += raising {
            let harness = make(.real)
            let navigation = UINavigationController(rootViewController: harness.viewController)
            let driver = Driver(harness, capacity: 40, host: navigation)
            guard driver.info.cells.contains(where: { $0.select != nil }) else { return [] }
            driver.fill(total: 2 * driver.info.cells.count * driver.info.sections.count)
            for indexPath in driver.list.visibleIndexPaths {
                guard let rowID = driver.expectedRowID(at: indexPath), let kind = driver.kind(of: rowID),
                    let select = driver.info.cells[kind].select
                else { continue }
                let route = driver.harness.route(of: select, rowID: rowID).flatMap { driver.info.route(named: $0) }
                let context =
                    "in a navigation controller: a tap on \(rowID) (\(route.map { "\($0.presentation)" } ?? "action"))"
                guard driver.harness.isAvailable(select, rowID: rowID) else { continue }
                driver.list.simulateSelection(at: indexPath)
                driver.confirmIfAsked(select, rowID: rowID, context)
                if let route, !route.presentation.isModal {
                    driver.check(
                        navigation.viewControllers.count == 2, "\(context): pushed \(navigation.viewControllers)")
                    // A row tap that asked first was deselected when its alert opened.
                    driver.check(
                        driver.list.selectedIndexPaths == (select.confirm == nil ? [indexPath] : []),
                        "\(context): while its destination is shown, selected \(driver.list.selectedIndexPaths)")
                    navigation.popViewController(animated: false)
                    // With persistent selection the row stays selected when the screen reappears.
                    let kept = driver.info.persistentSelection && select.confirm == nil ? [indexPath] : []
                    driver.check(
                        driver.list.selectedIndexPaths == kept,
                        "\(context): back from its destination, selected \(driver.list.selectedIndexPaths), expected \(kept)"
                    )
                } else {
                    let kept = driver.info.persistentSelection && select.confirm == nil ? [indexPath] : []
                    driver.check(
                        driver.list.selectedIndexPaths == kept,
                        "\(context): selected \(driver.list.selectedIndexPaths) after the tap, expected \(kept)")
                    navigation.dismiss(animated: false)
                }
            }
            return driver.problems
        }
        return problems
    }

    /// Every button has a name VoiceOver can say (an image-only one through `accessibilityLabel`),
    /// and every event that is not a swipe action (UIKit offers those to VoiceOver itself) is also a
    /// custom action of the cell, named like the button, that acts for the row the cell shows when it
    /// is performed, after reuse and moves too.
    public static func accessibility(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            driver.fill(total: 40)
            @MainActor func checkVisible(_ context: String) {
                for (cell, rowID, indexPath) in driver.visibleCells() {
                    guard let kind = driver.kind(of: rowID) else { continue }
                    var cellInfo = driver.info.cells[kind]
                    // As the row shows them now: a text that follows the row's state is resolved for it.
                    cellInfo.events = cellInfo.events.map { driver.harness.shown($0, rowID: rowID) }
                    let names = cell.accessibilityCustomActions?.map(\.name) ?? []
                    // Only the actions of the events this row offers now (enabled and visible) that are
                    // not swipe actions.
                    let labels = cellInfo.events.filter {
                        driver.harness.isAvailable($0, rowID: rowID) && $0.isAccessibilityAction
                    }.map { $0.accessibilityLabel ?? "" }
                    driver.check(
                        names == labels,
                        "\(context): the cell at \(indexPath) offers actions \(names), expected \(labels)")
                    for event in cellInfo.events {
                        if let button = findButton(cellInfo.buttonIdentifier(event), in: cell) {
                            let spoken = button.accessibilityLabel ?? button.configuration?.title ?? ""
                            driver.check(
                                !spoken.isEmpty && spoken == event.accessibilityLabel,
                                "\(context): \(cellInfo.buttonIdentifier(event)) is read as \"\(spoken)\"")
                        }
                        guard
                            let action = cell.accessibilityCustomActions?.first(where: {
                                $0.name == event.accessibilityLabel
                            })
                        else { continue }
                        driver.harness.log.removeAll()
                        let handled = action.actionHandler?(action) ?? false
                        driver.confirmIfAsked(event, rowID: rowID, "\(context): action \(action.name) of \(rowID)")
                        let want = driver.harness.expected(event, rowID: rowID).map { [$0] } ?? []
                        driver.check(
                            handled && driver.harness.log.entries == want,
                            "\(context): action \(action.name) of the cell of \(rowID) gave \(driver.harness.log.entries), expected \(want)"
                        )
                    }
                }
                driver.harness.log.removeAll()
            }
            checkVisible("first screen")
            driver.list.scroll(toFlatRow: 17)
            checkVisible("after scrolling")
            driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            driver.list.scroll(toFlatRow: 0)
            checkVisible("after a move and an insert")
            return driver.problems
        }
    }

    /// Table cells lay their buttons out with Auto Layout under the row's content: no accessory
    /// view sized by hand, no frame set by hand, every view placed by constraints.
    public static func tableCellLayout(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            guard driver.harness.listView is UITableView else { return [] }
            driver.fill(total: 10)
            for (cell, rowID, _) in driver.visibleCells() {
                guard let cell = cell as? UITableViewCell, let kind = driver.kind(of: rowID) else { continue }
                let cellInfo = driver.info.cells[kind]
                guard !cellInfo.buttonEvents.isEmpty else { continue }
                // An accessory view may hold a badge (`display.badge`), never the cell's buttons.
                @MainActor func holdsAButton(_ view: UIView) -> Bool {
                    view is UIButton || view.subviews.contains { holdsAButton($0) }
                }
                let accessoryHoldsAButton = cell.accessoryView.map { holdsAButton($0) } ?? false
                driver.check(!accessoryHoldsAButton, "\(cellInfo.name): buttons in an accessory view")
                // Each view in the content view is placed by active constraints installed there (their
                // closest common ancestor): top, leading and trailing each, and the bottom one pins the
                // content view's bottom, so the cell sizes itself to its content.
                var bottomPinned = false
                for view in cell.contentView.subviews {
                    driver.check(
                        !view.translatesAutoresizingMaskIntoConstraints,
                        "\(cellInfo.name): \(type(of: view)) in the content view is placed by its frame")
                    let attributes = Set(
                        cell.contentView.constraints.filter { $0.isActive && $0.firstItem === view }.map(
                            \.firstAttribute))
                    let missing = [NSLayoutConstraint.Attribute.top, .leading, .trailing].filter {
                        !attributes.contains($0)
                    }
                    driver.check(
                        missing.isEmpty, "\(cellInfo.name): \(type(of: view)) has no constraint for \(missing)")
                    if attributes.contains(.bottom) { bottomPinned = true }
                }
                driver.check(bottomPinned, "\(cellInfo.name): nothing pins the content view's bottom")
                for event in cellInfo.buttonEvents {
                    guard let button = findButton(cellInfo.buttonIdentifier(event), in: cell.contentView) else {
                        driver.fail("\(cellInfo.name): no button \(event.name) in the content view")
                        continue
                    }
                    var view: UIView? = button
                    while let current = view, current !== cell.contentView {
                        driver.check(
                            current.frame == .zero, "\(cellInfo.name): \(type(of: current)) has a hand-set frame")
                        view = current.superview
                    }
                }
            }
            return driver.problems
        }
    }
}
