// Scenarios for switches (issue #23: an event with `control: switch` and `value: <Bool field>`), run on
// every generated screen and on the negative controls. On screens without a switch they check nothing.
// Tests/ListgenTestSupport/SwitchControls.swift holds hand-written cells that do not reset the switch on
// reuse, animate it on configure, or capture the row's position when the cell is configured, which
// they must catch.

extension Scenarios {
    /// Every switch scenario, by name.
    public static let switches: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("switchShowsRow", switchShowsRow), ("switchToggleActsOnRow", switchToggleActsOnRow),
    ]

    /// Whether some event of the screen is a switch.
    public static func hasSwitches(_ info: ScreenInfo) -> Bool {
        info.cells.contains { $0.events.contains(where: \.isSwitch) }
    }

    /// 200 rows behind a 10-row window, scrolled through, so that cells are reused for rows with the
    /// other value; then every row on screen updated (each of its Bool fields flips), so that the same
    /// cells are configured again. Each time, every switch shows its row's `value` field and its
    /// `enabled` state, and was never animated by a configuration.
    public static func switchShowsRow(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            guard hasSwitches(driver.info) else { return [] }
            driver.fill(total: 200)
            var checked = 0
            @MainActor func checkVisible(_ context: String) {
                for (cell, rowID, indexPath) in driver.visibleCells() {
                    guard let kind = driver.kind(of: rowID) else { continue }
                    let cellInfo = driver.info.cells[kind]
                    for event in cellInfo.events {
                        guard let field = event.switchField else { continue }
                        let here = "\(context): \(event.name) of \(rowID) at \(indexPath)"
                        guard let toggle = findSwitch(cellInfo.buttonIdentifier(event), in: cell) else {
                            driver.fail("\(here): the cell has no switch \(cellInfo.buttonIdentifier(event))")
                            continue
                        }
                        checked += 1
                        let value = driver.harness.flag(field, ofRowID: rowID)
                        driver.check(
                            toggle.isOn == value,
                            "\(here): the switch is \(toggle.isOn ? "on" : "off"), but the row's \(field) is "
                                + "\(value.map { "\($0)" } ?? "unknown")")
                        let enabled = driver.harness.state(of: event, rowID: rowID).enabled
                        driver.check(
                            toggle.isEnabled == enabled,
                            "\(here): the switch is \(toggle.isEnabled ? "enabled" : "disabled"), expected "
                                + (enabled ? "enabled" : "disabled"))
                        driver.check(
                            toggle.simulatedAnimatedSetOnCount == 0,
                            "\(here): the switch was set with animation \(toggle.simulatedAnimatedSetOnCount) "
                                + "time(s); a configuration sets it with `animated: false`")
                    }
                }
            }
            for start in [0, 37, 110, 190, 3] {
                driver.list.scroll(toFlatRow: start)
                checkVisible("window at \(start)")
            }
            driver.check(driver.list.prepareForReuseCount > 0, "cells were never reused")
            for (_, _, indexPath) in driver.visibleCells() { driver.update(at: indexPath) }
            checkVisible("after every row on screen was updated")
            driver.check(checked > 0, "no switch was on screen")
            return driver.problems
        }
    }

    /// 40 rows; every switch on screen toggled, then again after a move, a delete and an insert above
    /// it (which reconfigure no cell) and after scrolling (which reuses cells). Each toggle of an
    /// enabled switch reports its event once, for the row the cell shows now, with the switch's new
    /// value; a disabled switch does not flip and reports nothing. A cell whose row was deleted
    /// reports nothing.
    public static func switchToggleActsOnRow(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            guard hasSwitches(driver.info) else { return [] }
            driver.fill(total: 40)
            var toggled = 0
            @MainActor func toggleVisible(_ context: String) {
                for (cell, rowID, indexPath) in driver.visibleCells() {
                    guard let kind = driver.kind(of: rowID) else { continue }
                    let cellInfo = driver.info.cells[kind]
                    for event in cellInfo.events where event.isSwitch {
                        let here = "\(context): \(event.name) of \(rowID) at \(indexPath)"
                        guard let toggle = findSwitch(cellInfo.buttonIdentifier(event), in: cell) else {
                            driver.fail("\(here): the cell has no switch")
                            continue
                        }
                        let enabled = driver.harness.state(of: event, rowID: rowID).enabled
                        let newValue = !toggle.isOn
                        driver.harness.log.removeAll()
                        let flipped = toggle.simulateToggle()
                        let entry = Recorded(
                            kind: .action, name: event.action ?? "", rowID: rowID, payload: "isOn: \(newValue)")
                        let want = enabled ? [entry] : []
                        if enabled { toggled += 1 }
                        driver.check(
                            flipped == enabled && driver.harness.log.entries == want,
                            "\(here): a toggle gave \(driver.harness.log.entries), expected \(want)")
                    }
                }
                driver.harness.log.removeAll()
            }
            toggleVisible("first screen")
            driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
            toggleVisible("after a move")
            driver.deleteRow(at: IndexPath(item: 1, section: 0))
            toggleVisible("after a delete")
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            toggleVisible("after an insert")
            driver.list.scroll(toFlatRow: 25)
            toggleVisible("after scrolling")
            // A cell held while its row is deleted: its switch reports nothing (the row is gone).
            if let (cell, rowID, indexPath) = driver.visibleCells().first(where: { entry in
                driver.kind(of: entry.rowID).map { driver.info.cells[$0].events.contains(where: \.isSwitch) } ?? false
            }), let kind = driver.kind(of: rowID),
                let event = driver.info.cells[kind].events.first(where: \.isSwitch),
                let toggle = findSwitch(driver.info.cells[kind].buttonIdentifier(event), in: cell)
            {
                driver.deleteRow(at: indexPath)
                driver.harness.log.removeAll()
                // A cell reused at once for another row reports that row, as checked above.
                if driver.harness.rowID(ofCell: cell).map({ $0 == rowID }) ?? true {
                    toggle.simulateToggle()
                    driver.check(
                        driver.harness.log.entries.isEmpty,
                        "the switch of deleted \(rowID)'s cell gave \(driver.harness.log.entries), expected nothing")
                }
            }
            driver.check(toggled > 0, "no enabled switch was on screen")
            return driver.problems
        }
    }
}
