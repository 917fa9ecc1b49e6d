// Batch actions on the rows selected in edit mode (`editing.multiSelect`, issue #22), on every generated
// screen that has them; screens without them pass trivially. The negative controls are in
// MultiSelectControls.swift; the stand-in's rules (README rules 25–29) in
// Tests/UIKitTests/MultipleSelectionRuleTests.swift.

extension ListProbe {
    /// Whether the row at `indexPath` shows a selection circle now (a collection list cell's displayed
    /// `.multiselect()` accessory); a table shows its own in edit mode with multiple selection, so true.
    func showsMultiselectControl(at indexPath: IndexPath) -> Bool {
        if let collection = view as? UICollectionView {
            return collection.simulatedShowsMultiselectControl(at: indexPath)
        }
        return (view as? UITableView)?.allowsMultipleSelectionDuringEditing == true
    }
}

@MainActor
public enum MultiSelectScenarios {
    /// Every batch-action scenario, by name.
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("batchSelectionByID", batchSelectionByID), ("batchButtonsFollowSelection", batchButtonsFollowSelection),
        ("batchFollowsRowState", batchFollowsRowState), ("batchConfirmAnchors", batchConfirmAnchors),
        ("batchActsOnShownRows", batchActsOnShownRows),
    ]

    /// Whether the row `rowID` offers the batch event `event` now: its cell kind has the event, and the
    /// event's `visible` and `enabled` hold for the row as it is.
    static func offers(_ driver: Driver, _ event: String, rowID: String) -> Bool {
        guard let kind = driver.kind(of: rowID),
            let info = driver.info.cells[kind].events.first(where: { $0.name == event })
        else { return false }
        return driver.harness.isAvailable(info, rowID: rowID)
    }

    /// Whether a cell kind's `event` follows a field of the row (`visible` or `enabled`).
    public static func followsRowState(_ info: ScreenInfo, _ event: String, kind: Int) -> Bool {
        info.cells[kind].events.contains { $0.name == event && ($0.enabledField != nil || $0.visibleField != nil) }
    }

    /// The toolbar's batch buttons, in the order of `editing.multiSelect`.
    static func buttons(_ harness: any ScreenHarness) -> [UIBarButtonItem] {
        harness.viewController.toolbarItems ?? []
    }

    /// The rows (by expected index path) a scenario selects: the first `count` rows of section 0 whose cell
    /// kind can be selected in edit mode, among the rows on screen.
    static func selectableRows(_ driver: Driver, count: Int) -> [IndexPath] {
        let visible = Set(driver.list.visibleIndexPaths)
        var found: [IndexPath] = []
        for (item, rowID) in driver.expected[0].enumerated() where found.count < count {
            let indexPath = IndexPath(item: item, section: 0)
            guard visible.contains(indexPath), let kind = driver.kind(of: rowID),
                driver.info.isBatchSelectable(kind: kind)
            else { continue }
            found.append(indexPath)
        }
        return found
    }

    /// Where the still-selected rows are now, by the driver's expected rows, sorted.
    static func expectedSelection(_ driver: Driver, _ ids: [String]) -> [IndexPath] {
        var result: [IndexPath] = []
        for (section, rows) in driver.expected.enumerated() {
            for (item, id) in rows.enumerated() where ids.contains(id) {
                result.append(IndexPath(item: item, section: section))
            }
        }
        return result
    }

    /// In edit mode a person selects three rows (a tap on each acts on nothing: no route, no action), then
    /// the app changes the list before the person taps a batch button: a row inserted above them, a
    /// selected row moved down, a selected row updated, a selected row deleted, a scroll that reuses cells.
    /// After each change the list shows exactly the still-present selected rows selected, where they are
    /// now. The button then fires its event once (after its `confirm`), with those rows, resolved by ID
    /// when it fires, in list order; edit mode ends and nothing stays selected. Each batch button in turn.
    public static func batchSelectionByID(_ make: HarnessFactory) -> [String] {
        let probe = make(.recording)
        guard !probe.info.batchActions.isEmpty, !probe.info.sectionsFromData else { return [] }
        var problems: [String] = []
        for (index, batch) in probe.info.batchActions.enumerated() {
            let harness = index == 0 ? probe : make(.recording)
            problems += batchSelection(harness, button: index, batch)
        }
        return problems
    }

    private static func batchSelection(
        _ harness: any ScreenHarness, button index: Int, _ batch: BatchActionInfo
    )
        -> [String]
    {
        let driver = Driver(harness)
        driver.fill(total: 30)
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        let picked = selectableRows(driver, count: 4)
        guard picked.count == 4 else { return driver.problems + ["fewer than 4 rows can be selected in edit mode"] }
        for indexPath in picked {
            driver.check(
                driver.list.showsMultiselectControl(at: indexPath),
                "\(batch.event): the row at \(indexPath) shows no selection circle in edit mode")
            driver.list.simulateSelection(at: indexPath)
        }
        var selected = picked.map { driver.expected[0][$0.item] }
        // A tap on a selected row deselects it.
        driver.list.simulateSelection(at: picked[3])
        selected.removeLast()
        driver.check(harness.log.entries.isEmpty, "a tap in edit mode acted: \(harness.log.entries)")
        func checkSelection(_ context: String) {
            driver.list.layoutIfNeeded()
            let want = expectedSelection(driver, selected)
            let shown = driver.list.selectedIndexPaths.sorted()
            driver.check(
                shown == want, "\(batch.event), \(context): the list shows \(shown) selected, expected \(want)")
        }
        checkSelection("after the taps")
        // The app changes the rows while they are selected.
        driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
        checkSelection("after an insert above")
        if let from = driver.expected[0].firstIndex(of: selected[0]) {
            driver.moveRow(at: IndexPath(item: from, section: 0), to: IndexPath(item: from + 4, section: 0))
            checkSelection("after a selected row moved")
        }
        if let at = driver.expected[0].firstIndex(of: selected[1]) {
            driver.update(at: IndexPath(item: at, section: 0))
            checkSelection("after a selected row was updated")
        }
        driver.deleteRow(withID: selected[2])
        selected.removeLast()
        checkSelection("after a selected row was deleted")
        driver.list.scroll(toFlatRow: 2)
        driver.list.scroll(toFlatRow: 0)
        checkSelection("after scrolling")
        let buttons = buttons(harness)
        guard buttons.indices.contains(index) else {
            return driver.problems + ["the toolbar has \(buttons.count) batch buttons, expected \(index + 1)"]
        }
        harness.log.removeAll()
        // The rows the event acts on: those selected that offer it now (its `visible` and `enabled`).
        let ids = driver.expected.joined().filter { selected.contains($0) && offers(driver, batch.event, rowID: $0) }
        driver.check(
            buttons[index].isEnabled == !ids.isEmpty,
            "\(batch.event): the button is enabled: \(buttons[index].isEnabled), while \(ids) offer the event")
        guard !ids.isEmpty else {
            return driver.problems + ["\(batch.event): no selected row offers the event, so nothing fires"]
        }
        tapBatch(driver, harness, buttons[index], batch, expecting: ids)
        driver.check(!harness.viewController.isEditing, "\(batch.event): edit mode did not end after the batch action")
        driver.list.layoutIfNeeded()
        driver.check(
            driver.list.selectedIndexPaths.isEmpty || harness.info.persistentSelection,
            "\(batch.event): rows stay selected after edit mode: \(driver.list.selectedIndexPaths)")
        driver.check(
            !buttons.contains { $0.isEnabled }, "\(batch.event): a batch button is enabled after edit mode ended")
        driver.checkData("\(batch.event): after the batch action")
        return driver.problems
    }

    /// A batch action acts only on rows a person can see (issue #42, point 5): in edit mode two rows are
    /// selected, then a search hides one of them; each batch button then fires with the shown selected row
    /// only (when it offers the event), and the hidden one is neither acted on nor lost: it shows selected
    /// again when the search ends. Runs on screens with batch actions and `search`.
    public static func batchActsOnShownRows(_ make: HarnessFactory) -> [String] {
        let probe = make(.recording)
        guard !probe.info.batchActions.isEmpty, probe is any SearchHarness else { return [] }
        var problems: [String] = []
        for (index, batch) in probe.info.batchActions.enumerated() {
            let harness = index == 0 ? probe : make(.recording)
            guard let search = harness as? any SearchHarness else { continue }
            let driver = Driver(harness)
            driver.fill(total: 30)
            harness.viewController.setEditing(true, animated: false)
            driver.list.layoutIfNeeded()
            // Two selected rows that offer the event: `hidden` is searched away, `shown` stays.
            let candidates = selectableRows(driver, count: 12).map { driver.expected[0][$0.item] }
                .filter { offers(driver, batch.event, rowID: $0) }
            guard candidates.count >= 2, let query = search.searchTexts(ofRowID: candidates[1]).compactMap({ $0 }).first
            else {
                problems.append("\(batch.event): fewer than two selectable rows offer the event")
                continue
            }
            let (hidden, shown) = (candidates[0], candidates[1])
            for rowID in [hidden, shown] {
                guard let indexPath = harness.indexPath(forRowID: rowID) else { continue }
                driver.list.simulateSelection(at: indexPath)
            }
            search.searchBar.simulateTyping(query)
            driver.list.layoutIfNeeded()
            driver.check(
                harness.indexPath(forRowID: hidden) == nil,
                "\(batch.event): the search for '\(query)' still shows \(hidden)")
            guard harness.indexPath(forRowID: shown) != nil else {
                problems += driver.problems + ["\(batch.event): the search for '\(query)' hides \(shown) too"]
                continue
            }
            let buttons = buttons(harness)
            guard buttons.indices.contains(index) else {
                problems += driver.problems + ["the toolbar has \(buttons.count) batch buttons, expected \(index + 1)"]
                continue
            }
            harness.log.removeAll()
            tapBatch(driver, harness, buttons[index], batch, expecting: [shown])
            problems += driver.problems
        }
        return problems
    }

    /// The batch event's `confirm`, if its first cell kind's event has one.
    public static func batchConfirm(_ info: ScreenInfo, _ batch: BatchActionInfo) -> ConfirmInfo? {
        info.cells.lazy.compactMap { $0.events.first { $0.name == batch.event } }.first?.confirm
    }

    /// Taps `button`, confirms when `batch`'s event asks, and checks that the batch action fired once
    /// with exactly `ids`, in that order.
    private static func tapBatch(
        _ driver: Driver, _ harness: any ScreenHarness, _ button: UIBarButtonItem, _ batch: BatchActionInfo,
        expecting ids: [String]
    ) {
        driver.check(button.simulateTap(), "\(batch.event): the batch button could not be tapped")
        confirmBatchIfAsked(driver, batch, button: button)
        let want = [
            Recorded(
                kind: .action, name: batch.action, rowID: ids.joined(separator: "\n"), payload: "\(ids.count) rows")
        ]
        driver.check(
            harness.log.entries == want, "\(batch.event): the batch gave \(harness.log.entries), expected \(want)")
    }

    /// After a tap on the batch button `button`: with the event's `confirm`, the alert is up and nothing
    /// was done yet (with `style: actionSheet`, an action sheet whose popover points at `button`, else an
    /// alert); the person confirms.
    static func confirmBatchIfAsked(_ driver: Driver, _ batch: BatchActionInfo, button: UIBarButtonItem) {
        guard let confirm = batchConfirm(driver.info, batch) else {
            driver.check(driver.presentedAlert == nil, "\(batch.event) does not ask, yet an alert is up")
            return
        }
        guard let alert = driver.presentedAlert else { return driver.fail("\(batch.event) did not ask first") }
        driver.check(driver.harness.log.entries.isEmpty, "\(batch.event) acted before it was confirmed")
        let wantStyle: UIAlertController.Style = confirm.isActionSheet ? .actionSheet : .alert
        driver.check(
            alert.preferredStyle == wantStyle, "\(batch.event) asks with \(alert.preferredStyle), expected \(wantStyle)"
        )
        if confirm.isActionSheet {
            // The popover of an action sheet (on iPad) points at the batch button that was tapped.
            let popover = alert.popoverPresentationController
            let item = (popover?.sourceItem as? UIBarButtonItem) ?? popover?.barButtonItem
            let pointsAt = item.map { "the bar button item '\($0.title ?? "")'" } ?? "no bar button item"
            driver.check(
                item === button,
                "\(batch.event): the action sheet points at \(pointsAt), not at the batch button '\(button.title ?? "")'"
            )
        }
        let style: UIAlertAction.Style = confirm.isDestructive ? .destructive : .default
        guard let action = alert.actions.first(where: { $0.style == style }) else {
            return driver.fail("\(batch.event): the alert has no \(style) button: \(alert.actions.map(\.title))")
        }
        driver.check(alert.simulateTap(on: action), "\(batch.event): the confirming button could not be tapped")
    }

    /// The batch buttons are in the toolbar, one per event, disabled while no row is selected (out of edit
    /// mode, on entering it, after the last selected row is deselected or deleted) and enabled as soon as
    /// one is; a row of a cell kind without any batch event cannot be selected in edit mode, and out of
    /// edit mode a tap selects nothing for the batch. Edit mode begins with nothing selected.
    public static func batchButtonsFollowSelection(_ make: HarnessFactory) -> [String] {
        let harness = make(.recording)
        guard !harness.info.batchActions.isEmpty, !harness.info.sectionsFromData else { return [] }
        let driver = Driver(harness)
        driver.fill(total: 12)
        let buttons = buttons(harness)
        driver.check(
            buttons.count == harness.info.batchActions.count,
            "the toolbar has \(buttons.count) items, expected \(harness.info.batchActions.count) batch buttons")
        var selected: [String] = []
        /// With rows selected, each button is enabled while one of them offers its event.
        func checkEnabled(_ enabled: Bool, _ context: String) {
            let states = buttons.map(\.isEnabled)
            let want = harness.info.batchActions.map { batch in
                enabled && selected.contains { offers(driver, batch.event, rowID: $0) }
            }
            driver.check(states == want, "\(context): the batch buttons are enabled: \(states), expected \(want)")
        }
        checkEnabled(false, "out of edit mode")
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        checkEnabled(false, "on entering edit mode")
        driver.check(driver.list.selectedIndexPaths.isEmpty, "edit mode began with rows selected")
        // A row that cannot be selected for the batch, if the screen has one, stays unselected.
        for (item, rowID) in driver.expected[0].enumerated().prefix(6) {
            guard let kind = driver.kind(of: rowID), !harness.info.isBatchSelectable(kind: kind) else { continue }
            driver.list.simulateSelection(at: IndexPath(item: item, section: 0))
            driver.check(
                driver.list.selectedIndexPaths.isEmpty, "\(rowID) was selected in edit mode without a batch event")
            checkEnabled(false, "after a tap on \(rowID), which has no batch event")
        }
        let rows = selectableRows(driver, count: 2)
        guard rows.count == 2 else { return driver.problems + ["fewer than 2 rows can be selected in edit mode"] }
        driver.list.simulateSelection(at: rows[0])
        selected = [driver.expected[0][rows[0].item]]
        checkEnabled(true, "after one row was selected")
        driver.list.simulateSelection(at: rows[0])
        selected = []
        checkEnabled(false, "after the only selected row was deselected")
        driver.list.simulateSelection(at: rows[1])
        selected = [driver.expected[0][rows[1].item]]
        checkEnabled(true, "after another row was selected")
        driver.deleteRow(withID: driver.expected[0][rows[1].item])
        selected = []
        checkEnabled(false, "after the only selected row was deleted")
        driver.check(harness.log.entries.isEmpty, "a tap in edit mode acted: \(harness.log.entries)")
        // Leaving and entering edit mode again starts with nothing selected.
        let again = selectableRows(driver, count: 1)
        if let first = again.first { driver.list.simulateSelection(at: first) }
        harness.viewController.setEditing(false, animated: false)
        selected = []
        checkEnabled(false, "after edit mode ended")
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        driver.check(driver.list.selectedIndexPaths.isEmpty, "edit mode began again with rows selected")
        checkEnabled(false, "on entering edit mode again")
        driver.checkData("after the taps")
        return driver.problems
    }

    /// A batch event whose `visible` or `enabled` follows a field of the row acts only on the selected rows
    /// that offer it when it fires, after its confirmation (issue #22). In edit mode a person selects a row
    /// that does not offer the event: the button stays disabled; the app updates the row (an update flips
    /// the row's state) and the button is enabled. Two more rows that offer it are selected; the app updates
    /// one of them, so it no longer does, between the selection and the tap, and the other between the tap
    /// and the confirmation, when the event asks first. The button fires once with the rows that offer the
    /// event at that moment, in list order (the others are left out), and edit mode ends with nothing
    /// selected. Screens without such a batch event pass trivially.
    public static func batchFollowsRowState(_ make: HarnessFactory) -> [String] {
        let probe = make(.recording)
        guard !probe.info.sectionsFromData else { return [] }
        var problems: [String] = []
        for (index, batch) in probe.info.batchActions.enumerated()
        where probe.info.cells.indices.contains(where: { followsRowState(probe.info, batch.event, kind: $0) }) {
            problems += rowState(make(.recording), button: index, batch)
        }
        return problems
    }

    private static func rowState(
        _ harness: any ScreenHarness, button index: Int, _ batch: BatchActionInfo
    )
        -> [String]
    {
        let driver = Driver(harness)
        driver.fill(total: 30)
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        let buttons = buttons(harness)
        guard buttons.indices.contains(index) else {
            return driver.problems + ["the toolbar has \(buttons.count) batch buttons, expected \(index + 1)"]
        }
        let button = buttons[index]
        func offered(_ rowID: String) -> Bool { offers(driver, batch.event, rowID: rowID) }
        // Rows on screen whose event follows their state, some offering it now and some not.
        let candidates = selectableRows(driver, count: 30).map { driver.expected[0][$0.item] }.filter { rowID in
            driver.kind(of: rowID).map { followsRowState(harness.info, batch.event, kind: $0) } ?? false
        }
        guard let first = candidates.first(where: { !offered($0) }) else {
            return driver.problems + ["\(batch.event): no row on screen lacks the event for its state"]
        }
        let others = Array(candidates.filter(offered).prefix(2))
        guard others.count == 2 else {
            return driver.problems + ["\(batch.event): fewer than 2 rows on screen offer the event"]
        }
        var selected: [String] = []
        func select(_ rowID: String) {
            guard let indexPath = harness.indexPath(forRowID: rowID) else { return driver.fail("\(rowID) is gone") }
            driver.list.simulateSelection(at: indexPath)
            selected.append(rowID)
        }
        func update(_ rowID: String) {
            guard let indexPath = expectedSelection(driver, [rowID]).first else {
                return driver.fail("\(rowID) is gone")
            }
            driver.update(at: indexPath)
        }
        func checkButton(_ context: String) {
            let want = selected.contains(where: offered)
            driver.check(
                button.isEnabled == want,
                "\(batch.event), \(context): the button is enabled: \(button.isEnabled), expected \(want)")
        }
        select(first)
        checkButton("with only \(first) selected, which does not offer it")
        update(first)
        driver.check(offered(first), "\(batch.event): the update did not change what \(first) offers")
        checkButton("after \(first) was updated to offer it")
        for rowID in others { select(rowID) }
        checkButton("after \(others) were selected")
        update(others[0])
        checkButton("after \(others[0]) was updated not to offer it")
        driver.check(harness.log.entries.isEmpty, "a tap in edit mode acted: \(harness.log.entries)")
        guard button.isEnabled, button.simulateTap() else {
            return driver.problems + ["\(batch.event): the batch button could not be tapped"]
        }
        if driver.presentedAlert != nil {
            // Asked first: the row changes while the alert is up.
            update(others[1])
        }
        confirmBatchIfAsked(driver, batch, button: button)
        let ids = driver.expected.joined().filter { selected.contains($0) && offered($0) }
        let want = [
            Recorded(
                kind: .action, name: batch.action, rowID: ids.joined(separator: "\n"), payload: "\(ids.count) rows")
        ]
        driver.check(
            harness.log.entries == want,
            "\(batch.event): the batch gave \(harness.log.entries), expected \(want) (the selected rows that offer it)")
        driver.check(!harness.viewController.isEditing, "\(batch.event): edit mode did not end after the batch action")
        driver.list.layoutIfNeeded()
        driver.check(
            driver.list.selectedIndexPaths.isEmpty || harness.info.persistentSelection,
            "\(batch.event): rows stay selected after edit mode: \(driver.list.selectedIndexPaths)")
        driver.checkData("\(batch.event): after the batch action")
        return driver.problems
    }

    /// On an iPad (a regular width, where UIKit raises for a popover, an action sheet's too, without an
    /// anchor; in a navigation controller), each batch button whose
    /// event confirms with `style: actionSheet`: with rows selected in edit mode, a tap presents an action
    /// sheet whose popover points at that button, and confirming performs the batch with the selected rows
    /// that offer the event, in list order. Screens without such a batch event pass trivially.
    public static func batchConfirmAnchors(_ make: HarnessFactory) -> [String] {
        let probe = make(.recording)
        guard !probe.info.sectionsFromData else { return [] }
        var problems: [String] = []
        for (index, batch) in probe.info.batchActions.enumerated()
        where batchConfirm(probe.info, batch)?.isActionSheet == true {
            problems += Scenarios.raising { batchSheet(make(.recording), button: index, batch) }
        }
        return problems
    }

    private static func batchSheet(
        _ harness: any ScreenHarness, button index: Int, _ batch: BatchActionInfo
    )
        -> [String]
    {
        let navigation = UINavigationController(rootViewController: harness.viewController)
        let driver = Driver(harness, host: navigation)
        driver.window?.simulatedHorizontalSizeClass = .regular
        driver.fill(total: 12)
        harness.viewController.setEditing(true, animated: false)
        driver.list.layoutIfNeeded()
        let picked = selectableRows(driver, count: 3)
        guard !picked.isEmpty else { return driver.problems + ["no row can be selected in edit mode"] }
        for indexPath in picked { driver.list.simulateSelection(at: indexPath) }
        let selected = picked.map { driver.expected[0][$0.item] }
        let ids = driver.expected.joined().filter { selected.contains($0) && offers(driver, batch.event, rowID: $0) }
        guard !ids.isEmpty else {
            return driver.problems + ["\(batch.event): none of the selected rows \(selected) offers the event"]
        }
        let buttons = buttons(harness)
        guard buttons.indices.contains(index) else {
            return driver.problems + ["the toolbar has \(buttons.count) batch buttons, expected \(index + 1)"]
        }
        harness.log.removeAll()
        tapBatch(driver, harness, buttons[index], batch, expecting: ids)
        return driver.problems
    }
}
