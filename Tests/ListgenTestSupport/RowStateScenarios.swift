// Scenarios for texts that follow the row's state (issue #23: `title: { if: isStarred, then: Unstar,
// else: Star }`, also `systemImage` and `accessibilityLabel`), run on every generated screen and on the
// negative controls. On screens without such texts they check nothing. Tests/ListgenTestSupport/
// RowStateControls.swift holds a hand-written cell that keeps its title across reuse, which they must catch.

extension Scenarios {
    /// Every row-state scenario, by name.
    public static let rowState: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("stateTexts", stateTexts)
    ]

    /// Whether some event of the screen has a text that follows the row's state.
    public static func hasStateTexts(_ info: ScreenInfo) -> Bool {
        info.cells.contains { $0.events.contains { !$0.stateTexts.isEmpty } }
    }

    /// 200 rows behind a 10-row window, scrolled through, so that cells are reused for rows in the other
    /// state; then every row on screen updated (each of its Bool fields flips), so that the same cells
    /// are configured again. Each time, every event with a state text shows the row its cell shows now:
    /// the button's title, symbol and spoken label, the cell's accessibility custom action, and the
    /// titles of the row's swipe actions and menu items, built when they are asked for.
    public static func stateTexts(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            guard hasStateTexts(driver.info) else { return [] }
            driver.fill(total: 200)
            var checked = 0
            @MainActor func checkVisible(_ context: String) {
                for (cell, rowID, indexPath) in driver.visibleCells() {
                    guard let kind = driver.kind(of: rowID) else { continue }
                    let cellInfo = driver.info.cells[kind]
                    let names = cell.accessibilityCustomActions?.map(\.name) ?? []
                    for event in cellInfo.events where !event.stateTexts.isEmpty {
                        let shown = driver.harness.shown(event, rowID: rowID)
                        let here = "\(context): \(event.name) of \(rowID) at \(indexPath)"
                        checked += 1
                        if event.hasButton, cellInfo.contentView == nil,
                            let button = findButton(cellInfo.buttonIdentifier(event), in: cell)
                        {
                            if event.stateTexts["title"] != nil {
                                driver.check(
                                    button.configuration?.title == shown.title,
                                    "\(here): the button says \(button.configuration?.title ?? "nothing"), "
                                        + "expected \(shown.title ?? "nothing")")
                            }
                            if let symbol = driver.harness.shownSystemImage(event, rowID: rowID) {
                                let shownSymbol = button.configuration?.image?.simulatedSystemName
                                driver.check(
                                    shownSymbol == symbol,
                                    "\(here): the button shows \(shownSymbol ?? "no symbol"), expected \(symbol)")
                            }
                            let spoken = button.accessibilityLabel ?? button.configuration?.title
                            driver.check(
                                spoken == shown.accessibilityLabel,
                                "\(here): the button is read as \(spoken ?? "nothing"), "
                                    + "expected \(shown.accessibilityLabel ?? "nothing")")
                        }
                        if event.isAccessibilityAction && driver.harness.isAvailable(event, rowID: rowID) {
                            driver.check(
                                names.contains(shown.accessibilityLabel ?? ""),
                                "\(here): the cell offers VoiceOver \(names), "
                                    + "expected \(shown.accessibilityLabel ?? "nothing") among them")
                        }
                    }
                    for kind in PlacementKind.allCases {
                        let events = driver.events(placed: kind, rowID: rowID).filter {
                            let state = driver.harness.state(of: $0, rowID: rowID)
                            return state.visible && (kind.edge == nil || state.enabled)
                        }
                        guard events.contains(where: { !$0.stateTexts.isEmpty }) else { continue }
                        let titles = driver.placedActions(kind, at: indexPath).map(\.title)
                        driver.check(
                            titles == events.map { $0.shownTitle(kind) },
                            "\(context): \(kind) of \(rowID) at \(indexPath) offers \(titles), "
                                + "expected \(events.map { $0.shownTitle(kind) })")
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
            driver.check(checked > 0, "no event with a state text was on screen")
            return driver.problems
        }
    }
}
