// Scenarios for sections that come from the rows (`sections: { from: }`, issue #24): rows that move
// between sections, sections created and removed by a mutation, the clock passing midnight, and the
// order of the sections.
//
// Each scenario shows the screen in a window (so that classic lists animate their changes and UIKit's
// consistency checks run), changes the rows through the mutation API, and compares the screen's
// sections, its rows, what its list shows and its titles with a model of its own (`DataSectionProbe`),
// which places rows and sections by the rules the mutation API documents, not by the generated code.

/// What a screen's spec says about its sections from the rows.
public struct DataSectionInfo: Sendable {
    /// `sections.sort`.
    public enum Order: String, Sendable { case ascending, descending, given }

    public var order: Order
    /// A later group has a smaller value (a `Date` group `g` is `g` days before the harness's first
    /// day), so that `descending` puts group 0 first.
    public var valueFallsWithGroup: Bool
    /// `title: { format: relativeDay }`: "Today", "Yesterday", then the date.
    public var titlesRelativeDay: Bool
    /// A diffable data source: a section's identity is its value, so a row that changes section is
    /// moved, and its cell goes with it (a classic list deletes and inserts it: another cell may show it).
    public var isDiffable: Bool

    public init(order: Order, valueFallsWithGroup: Bool, titlesRelativeDay: Bool, isDiffable: Bool = false) {
        self.order = order
        self.valueFallsWithGroup = valueFallsWithGroup
        self.titlesRelativeDay = titlesRelativeDay
        self.isDiffable = isDiffable
    }

    /// Whether a section of group `a` comes before one of group `b`; nil for `given` (first row's order).
    public func comesBefore(_ a: Int, _ b: Int) -> Bool? {
        switch order {
        case .given: nil
        case .ascending: valueFallsWithGroup ? a > b : a < b
        case .descending: valueFallsWithGroup ? a < b : a > b
        }
    }
}

/// A screen whose sections come from the rows (a generated one, or a negative control), driven through
/// its public API. A row's group is the value of the field its sections come from: rows of one group
/// share a section.
@MainActor
public protocol DataSectionHarness: AnyObject {
    var dataSectionInfo: DataSectionInfo { get }
    var viewController: UIViewController { get }
    /// The `UITableView` or `UICollectionView` of the screen.
    var listView: UIView { get }

    func rowID(for row: RowSpec) -> String
    /// `setRows` with each row in its group, in this order.
    func setRows(grouped rows: [(row: RowSpec, group: Int)])
    /// `insert(_:at:)` of a row of `group`.
    func insert(_ row: RowSpec, inGroup group: Int, at indexPath: IndexPath)
    /// `append(_:)` of a row of `group`.
    func append(_ row: RowSpec, inGroup group: Int)
    /// `update(_:)` with the row's next revision, its field now in `group`.
    func update(rowID: String, toGroup group: Int)
    /// `update(_:)` with the row's next revision, in its own group.
    func update(rowID: String)
    func deleteRow(withID rowID: String)
    func deleteRow(at indexPath: IndexPath)
    func moveRow(at source: IndexPath, to destination: IndexPath)

    /// The group of each section the screen has now, in display order (`sections`).
    var sectionGroups: [Int] { get }
    /// The IDs of the rows of the section at `section` (`rows(in:)`).
    func rowIDs(inSection section: Int) -> [String]
    func indexPath(forRowID rowID: String) -> IndexPath?
    /// The row a cell shows, from the cell itself.
    func rowID(ofCell cell: UIView) -> String?
    /// The title the screen gives the section at `index` when asked now (`title(ofSectionAt:)`).
    func title(ofSectionAt index: Int) -> String?
    /// The date a title shows for a section of `group` older than yesterday.
    func dateTitle(ofGroup group: Int) -> String
    /// Moves the clock the screen reads (`now`) by `days` days.
    func advanceClock(days: Int)
    /// Selects the row shown at `indexPath`, performs every swipe action and chooses every menu item it
    /// offers; the IDs of the rows the screen acted for, one per tap that acted.
    func actedRowIDs(at indexPath: IndexPath) -> [String]
}

extension DataSectionHarness where Self: ScreenHarness {
    public func actedRowIDs(at indexPath: IndexPath) -> [String] {
        var acted: [String] = []
        log.removeAll()
        list.simulateSelection(at: indexPath)
        acted += log.entries.map(\.rowID)
        for edge in [SimulatedSwipeEdge.leading, .trailing] {
            for action in list.swipeActions(edge, at: indexPath)?.actions ?? [] {
                log.removeAll()
                action.simulatePerform(in: listView)
                acted += log.entries.map(\.rowID)
            }
        }
        if let menu = list.contextMenu(at: indexPath)?.simulateMenu() {
            for action in menu.simulatedVisibleActions where !action.attributes.contains(.disabled) {
                log.removeAll()
                menu.simulateChoosing(action.title)
                acted += log.entries.map(\.rowID)
            }
        }
        log.removeAll()
        return acted
    }
}

extension Scenarios {
    /// The data-section scenarios, each run on every generated screen with `sections: { from: }`
    /// (DataSectionBehaviourTests) and on the data-section negative controls.
    public static let dataSections: [(name: String, run: @MainActor (() -> any DataSectionHarness) -> [String])] = [
        ("dataSectionMoves", dataSectionMoves), ("dataSectionCreatedAndRemoved", dataSectionCreatedAndRemoved),
        ("dataSectionMidnight", dataSectionMidnight), ("dataSectionOrder", dataSectionOrder),
    ]

    /// Rows moving between sections: a row whose field changes (`update`) leaves its section for the end
    /// of its new one, keeps its ID, and its tap, swipe actions and menu items act on it there; the
    /// section it left goes when it is empty. `moveRow` moves a row within its section, and does nothing
    /// across sections (a row's section is its field's).
    public static func dataSectionMoves(_ make: () -> any DataSectionHarness) -> [String] {
        var probe = DataSectionProbe(make())
        let (a, b, c, d, e) = (probe.newRow(), probe.newRow(), probe.newRow(), probe.newRow(), probe.newRow())
        probe.setRows([(a, 0), (b, 0), (c, 1), (d, 2), (e, 2)], "three sections")
        probe.update(b, toGroup: 2, "b to the third section")
        probe.expectActs(on: b, "b after its move")
        probe.update(c, toGroup: 0, "c, the last row of the second section, to the first")
        probe.expectActs(on: c, "c after its move")
        probe.update(c, toGroup: 0, "c updated in its own section")
        probe.expectActs(on: a, "a, which stayed")
        probe.moveRow(from: b, toItem: 0, "b moved to the top of its section")
        probe.expectActs(on: b, "b after moveRow")
        probe.moveRow(from: a, toSectionOf: d, "a moved into another section (nothing happens)")
        probe.update(b, toGroup: 0, "b back to the first section")
        probe.update(d, toGroup: 0, "d to the first section")
        probe.update(e, toGroup: 0, "e, the last row of its section, to the first: one section left")
        for row in [a, b, c, d, e] { probe.expectActs(on: row, "\(probe.id(row)) in the one section left") }
        return probe.problems
    }

    /// A section created and removed by a mutation: a row inserted or appended with a value no section
    /// has creates its section where the order puts it; deleting (by ID or index path) the last row of a
    /// section removes it, down to no section at all.
    public static func dataSectionCreatedAndRemoved(_ make: () -> any DataSectionHarness) -> [String] {
        var probe = DataSectionProbe(make())
        let (a, b, c, d) = (probe.newRow(), probe.newRow(), probe.newRow(), probe.newRow())
        probe.setRows([(a, 1), (b, 3)], "two sections")
        probe.insert(c, group: 2, at: IndexPath(item: 0, section: 0), "c creates the section of group 2")
        probe.insert(d, group: 0, at: IndexPath(item: 5, section: 1), "d creates the section of group 0")
        let e = probe.newRow()
        probe.append(e, group: 4, "e appended creates the section of group 4")
        let f = probe.newRow()
        probe.insert(f, group: 2, atItem: 0, "f at the top of group 2's section")
        let g = probe.newRow()
        probe.insert(g, group: 2, at: IndexPath(item: 0, section: 0), "g at another section's index path")
        probe.expectActs(on: g, "g")
        probe.deleteRow(d, "d, the last row of its section")
        probe.deleteRowAtIndexPath(of: e, "e by index path, the last row of its section")
        probe.deleteRow(c, "c of three in its section")
        probe.deleteRowAtIndexPath(of: f, "f by index path")
        probe.deleteRow(g, "g, the last row of group 2's section")
        probe.expectActs(on: b, "b")
        probe.deleteRow(a, "a")
        probe.deleteRowAtIndexPath(of: b, "b, the last row")
        let h = probe.newRow()
        probe.insert(h, group: 1, at: IndexPath(item: 0, section: 0), "h into the empty list")
        probe.expectActs(on: h, "h")
        return probe.problems
    }

    /// The clock passing midnight: a section's title is worked out when it is shown, so the next day
    /// "Today" is "Yesterday" at once, and the list shows it once the rows are set again; a row of the
    /// new day gets a new section titled "Today". The rows stay in their sections (their days did not
    /// change).
    public static func dataSectionMidnight(_ make: () -> any DataSectionHarness) -> [String] {
        var probe = DataSectionProbe(make())
        let rows = (0..<4).map { _ in probe.newRow() }
        let grouped = [(rows[0], 0), (rows[1], 0), (rows[2], 1), (rows[3], 3)]
        probe.setRows(grouped, "today, yesterday and three days ago")
        probe.advanceClock(days: 1, "one day later")
        probe.setRows(grouped, "one day later, the rows set again")
        let new = probe.newRow()
        probe.insert(new, group: -1, at: IndexPath(item: 0, section: 0), "a row of the new day")
        probe.expectActs(on: new, "the new day's row")
        probe.update(rows[1], toGroup: -1, "a row of yesterday visited again today")
        probe.advanceClock(days: 6, "a week later")
        probe.setRows(grouped, "a week later, the rows set again")
        return probe.problems
    }

    /// The order of the sections: rows given out of order are grouped, and the sections sorted by their
    /// value (`ascending`, `descending`) or kept in the order of their first row (`given`); a section
    /// created later goes to its sorted place, or (given) to the end.
    public static func dataSectionOrder(_ make: () -> any DataSectionHarness) -> [String] {
        var probe = DataSectionProbe(make())
        let rows = (0..<6).map { _ in probe.newRow() }
        probe.setRows(
            [(rows[0], 2), (rows[1], 0), (rows[2], 2), (rows[3], 5), (rows[4], 1), (rows[5], 0)],
            "rows of four groups, out of order")
        let late = probe.newRow()
        probe.append(late, group: 6, "a row of a group past every other")
        let early = probe.newRow()
        probe.append(early, group: -2, "a row of a group before every other")
        let middle = probe.newRow()
        probe.insert(middle, group: 3, at: IndexPath(item: 0, section: 0), "a row of a group between")
        probe.update(rows[3], toGroup: 4, "the one row of group 5 to a new group 4")
        return probe.problems
    }
}

/// Drives a data-section screen shown in a window, and keeps the sections and rows it should have.
@MainActor
struct DataSectionProbe {
    let harness: any DataSectionHarness
    let info: DataSectionInfo
    /// The sections the screen should have, in order: each one's group and row IDs.
    private(set) var expected: [(group: Int, ids: [String])] = []
    private var groupByID: [String: Int] = [:]
    private var specByID: [String: RowSpec] = [:]
    private var nextKey = 1
    /// Days the clock moved since the screen was made.
    private var clockDays = 0
    /// The clock moved since the rows were last set: the list still shows the titles it read then.
    private var shownTitlesMayBeOld = false
    private var failures: [String] = []
    private let window: UIWindow
    private let firstWarning: Int
    private let raised: RaisedLog
    private let previousHandler: (String) -> Void

    /// What UIKit raised while the probe lived (the stand-in's inconsistency handler).
    private final class RaisedLog {
        var messages: [String] = []
    }

    init(_ harness: any DataSectionHarness) {
        self.harness = harness
        info = harness.dataSectionInfo
        firstWarning = UIKitStandIn.loggedWarnings.count
        let raised = RaisedLog()
        self.raised = raised
        previousHandler = UIKitStandIn.inconsistencyHandler
        UIKitStandIn.inconsistencyHandler = { raised.messages.append($0) }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = harness.viewController
        window.makeKeyAndVisible()
        harness.viewController.loadViewIfNeeded()
        list.visibleRowCapacity = 100
    }

    var list: ListProbe { ListProbe(harness.listView) }

    /// Everything that went wrong: the checks that failed, what UIKit raised and what it logged. Ends
    /// the probe's recording of UIKit's exceptions.
    var problems: [String] {
        UIKitStandIn.inconsistencyHandler = previousHandler
        let warnings = UIKitStandIn.loggedWarnings
        return failures + raised.messages.map { "UIKit raised: \($0)" }
            + warnings.dropFirst(min(firstWarning, warnings.count)).map { "UIKit warning: \($0)" }
    }

    mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    mutating func newRow() -> RowSpec {
        defer { nextKey += 1 }
        return RowSpec(kind: 0, key: nextKey)
    }

    func id(_ row: RowSpec) -> String { harness.rowID(for: row) }

    // MARK: Mutations, each followed by a check of the whole screen

    mutating func setRows(_ rows: [(RowSpec, Int)], _ context: String) {
        let messagesBefore = raised.messages.count
        harness.setRows(grouped: rows.map { (row: $0.0, group: $0.1) })
        expected = []
        groupByID = [:]
        for (row, group) in rows { place(id(row), group: group, at: nil, spec: row) }
        shownTitlesMayBeOld = false
        expectScreen("setRows: \(context)", raisedBefore: messagesBefore)
    }

    mutating func insert(_ row: RowSpec, group: Int, at indexPath: IndexPath, _ context: String) {
        let messagesBefore = raised.messages.count
        harness.insert(row, inGroup: group, at: indexPath)
        let sameSection = expected.indices.contains(indexPath.section) && expected[indexPath.section].group == group
        place(id(row), group: group, at: sameSection ? indexPath.item : nil, spec: row)
        expectScreen("insert: \(context)", raisedBefore: messagesBefore)
    }

    /// Inserts `row` at `item` of its own group's section (which must be there).
    mutating func insert(_ row: RowSpec, group: Int, atItem item: Int, _ context: String) {
        guard let section = expected.firstIndex(where: { $0.group == group }) else {
            return check(false, "\(context): no section of group \(group) to insert into")
        }
        insert(row, group: group, at: IndexPath(item: item, section: section), context)
    }

    mutating func append(_ row: RowSpec, group: Int, _ context: String) {
        let messagesBefore = raised.messages.count
        harness.append(row, inGroup: group)
        place(id(row), group: group, at: nil, spec: row)
        expectScreen("append: \(context)", raisedBefore: messagesBefore)
    }

    mutating func update(_ row: RowSpec, toGroup group: Int, _ context: String) {
        let messagesBefore = raised.messages.count
        let rowID = id(row)
        let cellBefore = cell(showing: rowID)
        let cellsMadeBefore = list.prepareForReuseCount + list.cellCreationCount
        harness.update(rowID: rowID, toGroup: group)
        let cellAfter = cell(showing: rowID)
        let cellsMade = list.prepareForReuseCount + list.cellCreationCount - cellsMadeBefore
        let oldGroup = groupByID[rowID]
        let movesSection = oldGroup != group
        if movesSection {
            remove(rowID)
            place(rowID, group: group, at: nil, spec: row)
        }
        expectScreen("update: \(context)", raisedBefore: messagesBefore)
        if movesSection, info.isDiffable, expected.contains(where: { $0.group == oldGroup }) {
            // Moved, its cell goes with it untouched: no cell is prepared for reuse or made for it (a
            // delete and an insert would dequeue one, which may even be the same object). Only when the
            // section it left stays: a row cannot move out of a section that is deleted in the same
            // update, so the stand-in's diffable data source deletes and inserts it then.
            check(
                cellBefore != nil && cellAfter === cellBefore && cellsMade == 0,
                "update: \(context): the row's cell did not move with it to its new section (\(cellsMade) cell(s) "
                    + "dequeued; a diffable list moves it)")
        }
    }

    mutating func deleteRow(_ row: RowSpec, _ context: String) {
        let messagesBefore = raised.messages.count
        harness.deleteRow(withID: id(row))
        remove(id(row))
        expectScreen("deleteRow(withID:): \(context)", raisedBefore: messagesBefore)
    }

    mutating func deleteRowAtIndexPath(of row: RowSpec, _ context: String) {
        guard let indexPath = expectedIndexPath(of: id(row)) else { return check(false, "\(context): no row") }
        let messagesBefore = raised.messages.count
        harness.deleteRow(at: indexPath)
        remove(id(row))
        expectScreen("deleteRow(at:): \(context)", raisedBefore: messagesBefore)
    }

    /// `moveRow` of `row` to `item` of its own section.
    mutating func moveRow(from row: RowSpec, toItem item: Int, _ context: String) {
        guard let source = expectedIndexPath(of: id(row)) else { return check(false, "\(context): no row") }
        let messagesBefore = raised.messages.count
        harness.moveRow(at: source, to: IndexPath(item: item, section: source.section))
        var ids = expected[source.section].ids
        ids.remove(at: source.item)
        ids.insert(id(row), at: min(item, ids.count))
        expected[source.section].ids = ids
        expectScreen("moveRow: \(context)", raisedBefore: messagesBefore)
    }

    /// `moveRow` of `row` into the section of `other`, which a row of sections from the rows cannot do.
    mutating func moveRow(from row: RowSpec, toSectionOf other: RowSpec, _ context: String) {
        guard let source = expectedIndexPath(of: id(row)), let target = expectedIndexPath(of: id(other)) else {
            return check(false, "\(context): no row")
        }
        let messagesBefore = raised.messages.count
        harness.moveRow(at: source, to: target)
        expectScreen("moveRow: \(context)", raisedBefore: messagesBefore)
    }

    mutating func advanceClock(days: Int, _ context: String) {
        harness.advanceClock(days: days)
        clockDays += days
        shownTitlesMayBeOld = true
        expectScreen("clock: \(context)", raisedBefore: raised.messages.count)
    }

    // MARK: The model

    /// Puts `rowID` in its group's section, at `item` (nil: the end); a new section goes where the
    /// order puts it: before the first section it comes before, else (and for `given`) at the end.
    private mutating func place(_ rowID: String, group: Int, at item: Int?, spec: RowSpec) {
        guard groupByID[rowID] == nil else { return }  // a duplicate: dropped
        groupByID[rowID] = group
        specByID[rowID] = spec
        if let index = expected.firstIndex(where: { $0.group == group }) {
            let count = expected[index].ids.count
            expected[index].ids.insert(rowID, at: min(item ?? count, count))
            return
        }
        let index = expected.firstIndex { info.comesBefore(group, $0.group) == true } ?? expected.count
        expected.insert((group, [rowID]), at: index)
    }

    private mutating func remove(_ rowID: String) {
        groupByID[rowID] = nil
        for index in expected.indices { expected[index].ids.removeAll { $0 == rowID } }
        expected.removeAll { $0.ids.isEmpty }
    }

    private func expectedIndexPath(of rowID: String) -> IndexPath? {
        for (section, entry) in expected.enumerated() {
            if let item = entry.ids.firstIndex(of: rowID) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The title a section of `group` should have now: "Today", "Yesterday" (counted from the clock),
    /// else the date.
    func expectedTitle(ofGroup group: Int) -> String {
        switch group + clockDays {
        case 0: "Today"
        case 1: "Yesterday"
        default: harness.dateTitle(ofGroup: group)
        }
    }

    // MARK: Checks

    /// The screen has the expected sections and rows, finds each row where it is, its list shows the
    /// same on screen, each section's title is right when asked (and as the list shows it, unless the
    /// clock moved since the rows were set), and UIKit raised nothing during the step.
    private mutating func expectScreen(_ context: String, raisedBefore: Int) {
        let newlyRaised = raised.messages.dropFirst(raisedBefore)
        check(newlyRaised.isEmpty, "\(context): UIKit raised \(Array(newlyRaised))")
        let groups = harness.sectionGroups
        let expectedGroups = expected.map(\.group)
        check(
            groups == expectedGroups,
            "\(context): the sections are groups \(groups), expected \(expectedGroups)")
        for (section, entry) in expected.enumerated() {
            let ids = harness.rowIDs(inSection: section)
            check(ids == entry.ids, "\(context): section \(section) has rows \(ids), expected \(entry.ids)")
            for (item, rowID) in entry.ids.enumerated() {
                let found = harness.indexPath(forRowID: rowID)
                check(
                    found == IndexPath(item: item, section: section),
                    "\(context): \(rowID) found at \(found.map { "\($0)" } ?? "nil"), expected [\(section), \(item)]")
            }
        }
        list.layoutIfNeeded()
        var shown: [[String]] = expected.map { _ in [] }
        for indexPath in list.visibleIndexPaths.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            guard shown.indices.contains(indexPath.section) else {
                check(false, "\(context): the list shows a cell at \(indexPath), past the sections")
                continue
            }
            shown[indexPath.section].append(list.cell(at: indexPath).flatMap(harness.rowID(ofCell:)) ?? "none")
        }
        let expectedIDs = expected.map(\.ids)
        check(shown == expectedIDs, "\(context): the list shows \(shown), expected \(expectedIDs)")
        guard info.titlesRelativeDay else { return }
        let titles = expected.indices.map { harness.title(ofSectionAt: $0) }
        let expectedTitles = expected.map { expectedTitle(ofGroup: $0.group) }
        check(titles == expectedTitles, "\(context): the sections' titles are \(titles), expected \(expectedTitles)")
        guard !shownTitlesMayBeOld else { return }
        let shownTexts = list.shownSectionTexts
        let shownSections = shownTexts.keys.sorted()
        let sectionCount = expected.count
        check(
            shownSections == Array(0..<sectionCount),
            "\(context): the list shows the titles of sections \(shownSections), expected all \(sectionCount)")
        for (section, text) in shownTexts where expected.indices.contains(section) {
            check(
                text.title == expectedTitles[section],
                "\(context): the list shows the title \(text.title ?? "nil") for section \(section), expected "
                    + expectedTitles[section])
        }
    }

    /// The cell on screen that shows `rowID`, if any.
    private func cell(showing rowID: String) -> UIView? {
        list.layoutIfNeeded()
        return list.visibleIndexPaths.lazy.compactMap { list.cell(at: $0) }.first { harness.rowID(ofCell: $0) == rowID }
    }

    /// The row's tap, swipe actions and menu items act for it where it is now.
    mutating func expectActs(on row: RowSpec, _ context: String) {
        let rowID = id(row)
        guard let indexPath = expectedIndexPath(of: rowID) else { return check(false, "\(context): no row \(rowID)") }
        let acted = harness.actedRowIDs(at: indexPath)
        check(
            !acted.isEmpty && acted.allSatisfy { $0 == rowID },
            "\(context): the taps on the row at \(indexPath), \(rowID), acted for \(acted)")
    }
}
