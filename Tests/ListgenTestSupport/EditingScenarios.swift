// Editing scenarios (issue #22): a person reordering rows in edit mode, on every generated screen with
// `editing.reorder`. Screens without it pass trivially; the negative controls of the stand-in's rules
// are in Tests/UIKitTests/EditingRuleTests.swift.

extension ListProbe {
    /// A person drags the row at `source` to `destination` (the list's own simulation of it).
    func simulateUserMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        if let table = view as? UITableView { return table.simulateUserMove(from: source, to: destination) }
        return (view as! UICollectionView).simulateUserMove(from: source, to: destination)
    }
}

extension Driver {
    /// A person moves the row at `source` to `destination` in edit mode: the move is taken, reported once
    /// with the moved row and both index paths, and the rows, the cells on screen and their buttons all
    /// agree with it.
    func userMove(from source: IndexPath, to destination: IndexPath, _ context: String) {
        let movesBefore = harness.reportedMoves.count
        guard list.simulateUserMove(from: source, to: destination) else {
            return fail("\(context): the row at \(source) could not be dragged (no reorder control?)")
        }
        let id = expected[source.section].remove(at: source.item)
        expected[destination.section].insert(id, at: destination.item)
        checkData("\(context): after the person's move \(source) → \(destination)")
        let reported = Array(harness.reportedMoves.dropFirst(movesBefore))
        let move = ReportedMove(rowID: id, source: source, destination: destination)
        check(reported == [move], "\(context): onMoveRow reported \(reported), expected [\(move)]")
        list.layoutIfNeeded()
        tapVisibleCells("\(context): after the move")
    }
}

@MainActor
public enum EditingScenarios {
    /// Every editing scenario, by name.
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("reorder", reorder), ("reorderNeedsEditing", reorderNeedsEditing),
    ]

    /// In edit mode a person drags rows: down, up, into another section, on a list whose cells are
    /// reused (30 rows behind a 10-row window); the row store takes each move (no second move: every
    /// cell still shows its row, also after a reload), `onMoveRow` reports it, and the moved row's
    /// buttons act on that row. Then the app changes the rows (a delete above the moved row, an
    /// insert) before the person taps again: the taps still reach the rows they show.
    public static func reorder(_ make: HarnessFactory) -> [String] {
        let harness = make(.recording)
        guard harness.info.canReorder else { return [] }
        let driver = Driver(harness)
        driver.fill(total: 30)
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        driver.userMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0), "down")
        driver.userMove(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 1, section: 0), "up")
        if harness.info.sections.count > 1 {
            // The last visible row of the first section goes to the top of the second.
            driver.userMove(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1), "across")
        }
        // A reload asks the data source again: the moves are in the rows, not only on screen.
        (harness.listView as? UITableView)?.reloadData()
        (harness.listView as? UICollectionView)?.reloadData()
        driver.list.layoutIfNeeded()
        driver.tapVisibleCells("after a reload")
        // The app changes the rows between the move and the next tap.
        driver.deleteRow(at: IndexPath(item: 0, section: 0))
        driver.insert(driver.newRow(), at: IndexPath(item: 1, section: 0))
        driver.list.layoutIfNeeded()
        driver.tapVisibleCells("after the app changed the rows")
        // Scrolled through: reused cells act for the rows they show after the moves.
        driver.list.scroll(toFlatRow: 15)
        driver.tapVisibleCells("scrolled")
        driver.list.scroll(toFlatRow: 0)
        driver.userMove(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0), "after scrolling")
        return driver.problems
    }

    /// Out of edit mode there is no reorder control: nothing moves and nothing is reported. The
    /// controller's `editButtonItem` enters edit mode (then a row can be dragged) and leaves it.
    public static func reorderNeedsEditing(_ make: HarnessFactory) -> [String] {
        let harness = make(.recording)
        guard harness.info.canReorder else { return [] }
        let driver = Driver(harness)
        driver.fill(total: 6)
        let source = IndexPath(item: 0, section: 0)
        let destination = IndexPath(item: 1, section: 0)
        driver.check(!driver.list.simulateUserMove(from: source, to: destination), "a row moved out of edit mode")
        driver.checkData("after a drag out of edit mode")
        driver.check(harness.reportedMoves.isEmpty, "onMoveRow reported \(harness.reportedMoves) out of edit mode")
        let editButton = harness.viewController.editButtonItem
        driver.check(editButton.simulateTap(), "the edit button did nothing")
        driver.check(harness.viewController.isEditing, "the edit button did not enter edit mode")
        driver.userMove(from: source, to: destination, "after the edit button")
        driver.check(editButton.simulateTap(), "the edit button did nothing the second time")
        driver.check(!harness.viewController.isEditing, "the edit button did not leave edit mode")
        driver.check(!driver.list.simulateUserMove(from: source, to: destination), "a row moved after edit mode ended")
        return driver.problems
    }
}
