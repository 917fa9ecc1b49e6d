// Persistent-selection scenarios (issue #22, `selection: { persistent: true }`), on every generated
// screen that has it, in every variant; screens without it pass trivially. SelectionControls.swift holds
// hand-written controllers that keep the selection the wrong way (by index path; by firing the row's
// action again), which they must catch.

extension Driver {
    /// The list shows exactly the row `rowID` selected, where it is now (nil: no row selected), and the
    /// controller says so (`selectedRowID`).
    func checkSelected(_ rowID: String?, _ context: String) {
        let expectedPaths = rowID.flatMap { harness.indexPath(forRowID: $0) }.map { [$0] } ?? []
        let shown = list.selectedIndexPaths
        let shownIDs = shown.map { harness.rowID(at: $0) ?? "nothing" }
        check(
            shown == expectedPaths,
            "\(context): the list shows \(shown) (\(shownIDs)) selected, expected \(expectedPaths) (\(rowID ?? "none"))"
        )
        check(
            harness.selectedRowID == rowID,
            "\(context): selectedRowID is \(harness.selectedRowID ?? "nil"), expected \(rowID ?? "nil")")
    }
}

@MainActor
public enum SelectionScenarios {
    /// Every persistent-selection scenario, by name.
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("selectionFollowsRow", selectionFollowsRow), ("selectionByID", selectionByID),
        ("selectionWhileSwipedOpen", selectionWhileSwipedOpen),
    ]

    /// The first selectable cell kind of the screen whose `select` asks nothing first and needs no
    /// field to be enabled (so that a tap acts at once, on any row of the kind).
    public static func plainSelectKind(_ info: ScreenInfo) -> Int? {
        info.cells.firstIndex { $0.select.map { $0.confirm == nil && $0.enabledField == nil } ?? false }
    }

    /// A person taps a row (20 rows behind a 10-row window): it acts once and stays selected. Then the
    /// app inserts a row above it, updates it, moves it, and the screen reappears: each time the same
    /// row is shown selected at its new index path, and its action does not fire again. A tap on the
    /// selected row acts again (the same in every variant) and changes no selection. Deleting it leaves
    /// no row selected, and `onSelectionChange` reports the tap and the deletion (nil), nothing else.
    public static func selectionFollowsRow(_ make: HarnessFactory) -> [String] {
        Scenarios.raising {
            let harness = make(.recording)
            guard harness.info.persistentSelection, let kind = plainSelectKind(harness.info) else { return [] }
            let driver = Driver(harness)
            let rows = (0..<20).map { _ in driver.newRow(kind: kind) }
            harness.setRows([rows] + harness.info.sections.dropFirst().map { _ in [] })
            driver.expected = [rows.map(harness.rowID(for:))] + harness.info.sections.dropFirst().map { _ in [] }
            driver.checkSelected(nil, "before any tap")
            let tapped = IndexPath(item: 3, section: 0)
            guard let id = harness.rowID(at: tapped) else { return ["no row at \(tapped)"] }
            driver.list.simulateSelection(at: tapped)
            driver.check(
                harness.log.entries.count == 1, "the tap acted \(harness.log.entries.count) times, expected once")
            driver.checkSelected(id, "after the tap")
            driver.insert(driver.newRow(kind: kind), at: IndexPath(item: 0, section: 0))
            driver.checkSelected(id, "after an insert above it")
            driver.update(at: harness.indexPath(forRowID: id)!)
            driver.checkSelected(id, "after its update")
            driver.moveRow(at: harness.indexPath(forRowID: id)!, to: IndexPath(item: 8, section: 0))
            driver.checkSelected(id, "after its move to row 8")
            driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 12, section: 0))
            driver.checkSelected(id, "after a move of a row above it to below it")
            harness.viewController.viewWillAppear(false)
            harness.viewController.viewDidAppear(false)
            driver.checkSelected(id, "after the screen reappeared")
            driver.check(
                harness.log.entries.count == 1,
                "the changes fired the row's action again: \(harness.log.entries.count - 1) more times")
            driver.list.simulateSelection(at: harness.indexPath(forRowID: id)!)
            driver.check(
                harness.log.entries.count == 2 && harness.log.entries.last?.rowID == id,
                "a tap on the selected row acted \(harness.log.entries.count - 1) times, expected once, on \(id)")
            driver.checkSelected(id, "after the tap on the selected row")
            driver.deleteRow(withID: id)
            driver.checkSelected(nil, "after its deletion")
            driver.check(
                harness.reportedSelections == [id, nil],
                "onSelectionChange reported \(harness.reportedSelections), expected [\(id), nil]")
            return driver.problems
        }
    }

    /// The app selects a row by ID, then a person swipes another row open (a table then sets its
    /// `isEditing`: UIKit's swipe-to-delete mode, which is not the screen's edit mode) and the app changes
    /// the rows meanwhile: every row again (`setRows`, which may reload) and an insert above the selected
    /// row. The selected row stays shown selected where it is, without its action firing; a tap then
    /// closes the swiped row (a table) and the selection is still there.
    public static func selectionWhileSwipedOpen(_ make: HarnessFactory) -> [String] {
        Scenarios.raising {
            let harness = make(.recording)
            guard harness.info.persistentSelection, let kind = plainSelectKind(harness.info) else { return [] }
            let driver = Driver(harness)
            let rows = (0..<12).map { _ in driver.newRow(kind: kind) }
            let others = harness.info.sections.dropFirst().map { _ in [RowSpec]() }
            harness.setRows([rows] + others)
            driver.expected = [rows.map(harness.rowID(for:))] + others.map { _ in [] }
            let id = harness.rowID(for: rows[5])
            harness.selectRow(withID: id)
            driver.checkSelected(id, "after selectRow(withID:)")
            let swiped = IndexPath(item: 1, section: 0)
            let opened = [SimulatedSwipeEdge.trailing, .leading].contains { edge in
                let actions: [UIContextualAction]
                if let table = harness.listView as? UITableView {
                    actions = table.simulateSwipeActions(from: edge, at: swiped)?.actions ?? []
                } else {
                    actions =
                        (harness.listView as? UICollectionView)?.simulateSwipeActions(from: edge, at: swiped)?.actions
                        ?? []
                }
                return !actions.isEmpty
            }
            guard opened else { return driver.problems }
            if let table = harness.listView as? UITableView {
                driver.check(table.isEditing, "the table is not in swipe-to-delete mode after a swipe")
            }
            let reversed = Array(rows.reversed())
            harness.setRows([reversed] + others)
            driver.expected = [reversed.map(harness.rowID(for:))] + others.map { _ in [] }
            driver.checkData("after setRows while a row is swiped open")
            driver.checkSelected(id, "after setRows while a row is swiped open")
            driver.insert(driver.newRow(kind: kind), at: IndexPath(item: 0, section: 0))
            driver.checkSelected(id, "after an insert above it while a row is swiped open")
            if let table = harness.listView as? UITableView {
                table.simulateRowSelection(at: IndexPath(row: 0, section: 0))
                driver.check(!table.isEditing, "a tap did not close the swiped row")
                driver.checkSelected(id, "after a tap closed the swiped row")
            }
            driver.check(harness.log.entries.isEmpty, "the changes fired \(harness.log.entries.count) actions")
            return driver.problems
        }
    }

    /// The app selects rows by ID (`selectRow(withID:)`, as a split view restoring its detail): the row
    /// is shown selected without its action firing, also after a reload of every row that keeps it
    /// (`setRows`) and a delete below it; the ID of a deleted row selects nothing; nil deselects.
    public static func selectionByID(_ make: HarnessFactory) -> [String] {
        Scenarios.raising {
            let harness = make(.recording)
            guard harness.info.persistentSelection, let kind = plainSelectKind(harness.info) else { return [] }
            let driver = Driver(harness)
            let rows = (0..<12).map { _ in driver.newRow(kind: kind) }
            let others = harness.info.sections.dropFirst().map { _ in [RowSpec]() }
            harness.setRows([rows] + others)
            driver.expected = [rows.map(harness.rowID(for:))] + others.map { _ in [] }
            let id = harness.rowID(for: rows[5])
            harness.selectRow(withID: id)
            driver.checkSelected(id, "after selectRow(withID:)")
            driver.check(harness.log.entries.isEmpty, "selectRow(withID:) fired the row's action")
            // Every row again, the selected one now first: a reload, after which the list shows it there.
            let reordered = [rows[5]] + rows.filter { $0 != rows[5] }
            harness.setRows([reordered] + others)
            driver.expected = [reordered.map(harness.rowID(for:))] + others.map { _ in [] }
            driver.checkData("after setRows")
            driver.checkSelected(id, "after setRows with the row first")
            let deleted = driver.expected[0][3]
            driver.deleteRow(at: IndexPath(item: 3, section: 0))
            driver.checkSelected(id, "after a delete below it")
            harness.selectRow(withID: deleted)
            driver.checkSelected(nil, "after selectRow(withID:) of a row not in the list")
            harness.selectRow(withID: id)
            harness.selectRow(withID: nil)
            driver.checkSelected(nil, "after selectRow(withID: nil)")
            driver.check(harness.log.entries.isEmpty, "selecting by ID fired \(harness.log.entries.count) actions")
            driver.check(
                harness.reportedSelections == [id, nil, id, nil],
                "onSelectionChange reported \(harness.reportedSelections), expected [\(id), nil, \(id), nil]")
            return driver.problems
        }
    }
}
