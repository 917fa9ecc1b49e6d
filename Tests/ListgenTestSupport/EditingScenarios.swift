// Editing scenarios (issue #22): a person reordering rows in edit mode, on every generated screen with
// `editing.reorder`, and deleting one with its delete control, on every screen with `editing.delete`.
// Screens without them pass trivially; the negative controls of the stand-in's rules are in
// Tests/UIKitTests/EditingRuleTests.swift, those of `deleteControl` in DeleteControls.swift.

extension ListProbe {
    /// A person drags the row at `source` to `destination` (the list's own simulation of it).
    func simulateUserMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        if let table = view as? UITableView { return table.simulateUserMove(from: source, to: destination) }
        return (view as! UICollectionView).simulateUserMove(from: source, to: destination)
    }

    /// A person taps the delete control of the row at `indexPath` in edit mode (nil: it has none).
    func simulateDeleteControl(at indexPath: IndexPath) -> SimulatedDeleteControl? {
        if let table = view as? UITableView { return table.simulateDeleteControl(at: indexPath) }
        return (view as! UICollectionView).simulateDeleteControl(at: indexPath)
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
        ("reorder", reorder), ("reorderAcrossSections", reorderAcrossSections),
        ("reorderSectionTexts", reorderSectionTexts), ("reorderNeedsEditing", reorderNeedsEditing),
        ("deleteControl", deleteControl),
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

    /// In edit mode a person drags the last row of the first section to the top of the second, back, and
    /// again: the rows keep their order over all sections, so a diffable collection's reorder transaction
    /// has an empty difference (Apple's: of the item identifiers of all sections in one order). The row
    /// store still takes each move, `onMoveRow` reports it, and the buttons, and a delete the app makes
    /// next to the moved row, act on the rows where they are.
    public static func reorderAcrossSections(_ make: HarnessFactory) -> [String] {
        let harness = make(.recording)
        guard harness.info.canReorder, harness.info.sections.count > 1 else { return [] }
        let driver = Driver(harness)
        driver.fill(total: 6)
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        let last = IndexPath(item: driver.expected[0].count - 1, section: 0)
        let top = IndexPath(item: 0, section: 1)
        driver.userMove(from: last, to: top, "the first section's last row to the top of the next")
        driver.userMove(from: top, to: last, "back")
        driver.userMove(from: last, to: top, "again")
        driver.deleteRow(at: IndexPath(item: 1, section: 1))
        driver.list.layoutIfNeeded()
        driver.tapVisibleCells("after the app deleted the row below the moved one")
        return driver.problems
    }

    /// In edit mode a person drags the only row of the first section into the second, and back: the first
    /// section's header and footer go when the drag empties it and come back when a drag gives it a row,
    /// as for the app's own changes (`emptySections`), and the rows stay where the person put them.
    public static func reorderSectionTexts(_ make: HarnessFactory) -> [String] {
        let harness = make(.recording)
        let texts = harness.info.sectionTexts
        guard harness.info.canReorder, harness.info.sections.count > 1, !texts.isEmpty else { return [] }
        let driver = Driver(harness)
        driver.fill(counts: texts.indices.map { $0 == 0 ? 1 : 2 })
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        func checkTexts(_ context: String) {
            driver.list.layoutIfNeeded()
            let shown = driver.list.shownSectionTexts
            for (section, text) in texts.enumerated() {
                let expected = text.shown(withRowCount: harness.rowIDs(inSection: section).count)
                let actual = shown[section] ?? SectionText(title: nil, footer: nil)
                driver.check(
                    actual.title == expected.title && actual.footer == expected.footer,
                    "\(context): section \(section) shows header \(String(describing: actual.title)) and footer "
                        + "\(String(describing: actual.footer)), expected \(String(describing: expected.title)) and "
                        + "\(String(describing: expected.footer))")
            }
        }
        checkTexts("before the drags")
        let only = IndexPath(item: 0, section: 0)
        let below = IndexPath(item: 1, section: 1)
        driver.userMove(from: only, to: below, "the first section's only row into the second")
        checkTexts("after a drag emptied the first section")
        driver.userMove(from: below, to: only, "back into the empty first section")
        checkTexts("after a drag gave the empty first section a row")
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

    /// In edit mode a person taps a row's delete control (a table's Delete confirmation is then up; a
    /// collection list cell's delete accessory is about to be tapped), and the list changes before the
    /// person confirms: the app inserts a row above it and moves it down, and the list scrolls by a row,
    /// so that a cell is reused. Confirming fires the delete event once, for that row's ID, as its other
    /// placements do (confirmed when it asks first), and the app's handler deletes the row: it is gone,
    /// and every other row, cell and button still agrees. Out of edit mode no row has the control, and
    /// in edit mode only the rows that offer the event have it (their cell kind has it, and its
    /// `visible` and `enabled` hold for the row). When the event follows the row's state, the app first
    /// updates the row so that it no longer offers the event while its control is up: the row shows no
    /// control now, confirming the old one does nothing, and an update back shows the control again.
    public static func deleteControl(_ make: HarnessFactory) -> [String] {
        let harness = make(.recording)
        guard let eventName = harness.info.deleteEvent, !harness.info.sectionsFromData else { return [] }
        let driver = Driver(harness)
        driver.fill(total: 30)
        let top = IndexPath(item: 0, section: 0)
        driver.check(driver.list.simulateDeleteControl(at: top) == nil, "a delete control out of edit mode")
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        if !harness.info.batchActions.isEmpty, harness.listView is UITableView {
            // A table with batch actions shows selection circles in edit mode and no delete controls
            // (`allowsMultipleSelectionDuringEditing`: it does not ask for editing styles); the batch
            // button of the delete event replaces them (MultiSelectScenarios).
            for item in 0..<min(4, driver.expected[0].count) {
                let indexPath = IndexPath(item: item, section: 0)
                driver.check(
                    driver.list.simulateDeleteControl(at: indexPath) == nil,
                    "\(indexPath) shows a delete control on a table with batch actions")
            }
            return driver.problems
        }
        func event(ofRowID rowID: String) -> EventInfo? {
            driver.kind(of: rowID).flatMap { harness.info.cells[$0].events.first { $0.name == eventName } }
        }
        /// The row offers the event now: its cell kind has it, visible and enabled for the row.
        func offers(_ rowID: String) -> Bool {
            event(ofRowID: rowID).map { harness.isAvailable($0, rowID: rowID) } ?? false
        }
        var shown: [Int] = []
        for item in 0..<min(8, driver.expected[0].count) {
            let rowID = driver.expected[0][item]
            let shows = driver.list.simulateDeleteControl(at: IndexPath(item: item, section: 0)) != nil
            driver.check(
                shows == offers(rowID),
                "\(rowID) shows a delete control: \(shows); it offers '\(eventName)': \(offers(rowID))")
            if shows, item < 4 { shown.append(item) }
        }
        // Preferably a row whose event follows its state.
        let deletable =
            shown.first { item in
                event(ofRowID: driver.expected[0][item]).map { $0.enabledField != nil || $0.visibleField != nil }
                    ?? false
            } ?? shown.first
        guard let item = deletable, let event = event(ofRowID: driver.expected[0][item]) else {
            return driver.problems + ["no row among the first four has a delete control"]
        }
        let rowID = driver.expected[0][item]
        guard var control = driver.list.simulateDeleteControl(at: IndexPath(item: item, section: 0)) else {
            return driver.problems + ["\(rowID) has no delete control"]
        }
        if event.enabledField != nil || event.visibleField != nil {
            // The row's state changes while its control is up (an update flips it): no control now, and
            // confirming the old one does nothing; an update back shows the control again.
            harness.log.removeAll()
            driver.update(at: IndexPath(item: item, section: 0))
            driver.list.layoutIfNeeded()
            driver.check(!offers(rowID), "the update did not change what \(rowID) offers")
            driver.check(
                driver.list.simulateDeleteControl(at: IndexPath(item: item, section: 0)) == nil,
                "\(rowID) shows a delete control after an update made it not offer '\(eventName)'")
            control.simulateConfirm()
            if let alert = driver.presentedAlert {
                driver.fail("confirming the delete control of \(rowID), which no longer offers it, asked")
                alert.dismiss(animated: false)
            }
            driver.check(
                harness.log.entries.isEmpty,
                "the delete control of \(rowID), which no longer offers it, gave \(harness.log.entries)")
            driver.checkData("after confirming the delete control of \(rowID), which no longer offers it")
            driver.update(at: IndexPath(item: item, section: 0))
            driver.list.layoutIfNeeded()
            guard let again = driver.list.simulateDeleteControl(at: IndexPath(item: item, section: 0)) else {
                return driver.problems + ["\(rowID) shows no delete control after an update made it offer it again"]
            }
            control = again
        }
        // The list changes between the control and the confirmation.
        driver.insert(driver.newRow(), at: top)
        driver.moveRow(at: IndexPath(item: item + 1, section: 0), to: IndexPath(item: item + 3, section: 0))
        driver.list.scroll(toFlatRow: 1)
        harness.log.removeAll()
        guard control.simulateConfirm() else {
            return driver.problems + ["the delete control of \(rowID) could not be confirmed after the list changed"]
        }
        if harness.isAvailable(event, rowID: rowID) { driver.confirmIfAsked(event, rowID: rowID, "the delete control") }
        let want = harness.expected(event, rowID: rowID).map { [$0] } ?? []
        driver.check(
            harness.log.entries == want,
            "the delete control of \(rowID) gave \(harness.log.entries), expected \(want)")
        // The app's handler deleted the row, through the controller's mutation API.
        for section in driver.expected.indices { driver.expected[section].removeAll { $0 == rowID } }
        driver.checkData("after the delete control of \(rowID)")
        driver.check(harness.indexPath(forRowID: rowID) == nil, "\(rowID) is still in the list")
        driver.list.layoutIfNeeded()
        driver.tapVisibleCells("after the delete control")
        return driver.problems
    }
}
