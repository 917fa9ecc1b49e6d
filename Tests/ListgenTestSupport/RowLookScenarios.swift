// Scenarios for the per-row look of `display` cells (issue #22): each row's indentation level
// (`display.indentation`), on reused cells and after rows change. Run on every generated screen and on
// the negative controls (a cell that forgets to reset the level must fail).

extension Driver {
    /// The indentation level the cell shows: a table cell's or list cell's `indentationLevel`.
    func shownIndentation(of cell: UIView) -> Int? {
        (cell as? UITableViewCell)?.indentationLevel ?? (cell as? UICollectionViewListCell)?.indentationLevel
    }

    /// Every on-screen cell shows the level of the row it shows now: its cell kind's `indentation`
    /// field, or 0 for a kind without one.
    func checkIndentation(_ context: String) {
        for (cell, rowID, indexPath) in visibleCells() {
            guard let kind = kind(of: rowID) else { continue }
            let want = info.cells[kind].indentationField.flatMap { harness.number($0, ofRowID: rowID) } ?? 0
            let shown = shownIndentation(of: cell)
            check(
                shown == want,
                "\(context): the cell of \(rowID) at \(indexPath) is indented \(shown.map(String.init) ?? "-"), "
                    + "expected \(want)")
        }
    }
}

extension Driver {
    /// Whether a touch on the cell would show the grey highlight (the stand-in's test-only view of a
    /// table cell's `selectionStyle` or a list cell's background updates).
    func showsTouchHighlight(_ cell: UIView) -> Bool? {
        (cell as? UITableViewCell)?.simulatedShowsTouchHighlight
            ?? (cell as? UICollectionViewCell)?.simulatedShowsTouchHighlight
    }

    /// Every on-screen cell of a kind with `select.highlight: false` shows no touch highlight, and
    /// every other selectable one does (whatever row its cell showed before).
    func checkTouchHighlight(_ context: String) {
        for (cell, rowID, indexPath) in visibleCells() {
            guard let kind = kind(of: rowID) else { continue }
            let cellInfo = info.cells[kind]
            guard cellInfo.hidesTouchHighlight || cellInfo.select != nil else { continue }
            let shows = showsTouchHighlight(cell)
            check(
                shows == !cellInfo.hidesTouchHighlight,
                "\(context): the cell of \(rowID) at \(indexPath) shows the touch highlight: "
                    + "\(shows.map(String.init) ?? "-"), expected \(!cellInfo.hidesTouchHighlight)")
        }
    }
}

extension Driver {
    /// Whether the cell shows its text dimmed: its content configuration's text colour is
    /// `.secondaryLabel` (a cell with no list content configuration shows it undimmed).
    func showsDimmed(_ cell: UIView) -> Bool {
        let configuration =
            (cell as? UITableViewCell)?.contentConfiguration ?? (cell as? UICollectionViewCell)?.contentConfiguration
        return (configuration as? UIListContentConfiguration)?.textProperties.color == .secondaryLabel
    }

    /// Every on-screen cell of a kind with `select.enabled` shows dimmed exactly while its row's field
    /// is false (whatever row its cell showed before); cells of other kinds never show dimmed.
    func checkDimming(_ context: String) {
        for (cell, rowID, indexPath) in visibleCells() {
            guard let kind = kind(of: rowID) else { continue }
            let want = info.cells[kind].dimmedUnlessField.map { harness.flag($0, ofRowID: rowID) == false } ?? false
            let shown = showsDimmed(cell)
            check(
                shown == want,
                "\(context): the cell of \(rowID) at \(indexPath) shows dimmed: \(shown), expected \(want)")
        }
    }
}

/// The per-row look scenarios, by name (run on the negative controls too).
@MainActor
public enum RowLookScenarios {
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("indentation", indentation), ("touchHighlight", touchHighlight), ("dimmedDisabledRows", dimmedDisabledRows),
    ]

    /// Whether some cell kind of the screen has `display.indentation`.
    public static func hasIndentation(_ info: ScreenInfo) -> Bool {
        info.cells.contains { $0.indentationField != nil }
    }

    /// Whether some cell kind of the screen dims its rows that `select.enabled` refuses.
    public static func dimsDisabledRows(_ info: ScreenInfo) -> Bool {
        info.cells.contains { $0.dimmedUnlessField != nil }
    }

    /// Whether some cell kind of the screen has `select.highlight: false`.
    public static func hidesTouchHighlight(_ info: ScreenInfo) -> Bool {
        info.cells.contains(where: \.hidesTouchHighlight)
    }

    /// `select.highlight: false`: the rows of such a kind show no grey highlight when touched, on
    /// every visible cell, while scrolling through reused cells and after rows change, while every
    /// other selectable row does; and a tap on one still acts (the highlight is not turned off by
    /// refusing `shouldHighlight…`, which would refuse the tap too).
    public static func touchHighlight(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hidesTouchHighlight(driver.info) else { return driver.problems }
        driver.fill(total: 60)
        driver.checkTouchHighlight("first fill")
        for start in [7, 23, 41, 50, 0] {
            driver.list.scroll(toFlatRow: start)
            driver.checkTouchHighlight("window at \(start)")
        }
        let top = IndexPath(item: 0, section: 0)
        driver.insert(driver.newRow(), at: top)
        driver.deleteRow(at: IndexPath(item: 1, section: 0))
        driver.moveRow(at: IndexPath(item: 3, section: 0), to: top)
        for (_, rowID, _) in driver.visibleCells() {
            driver.harness.update(rowID: rowID)
        }
        driver.checkTouchHighlight("after rows changed")
        return driver.problems
    }

    /// `display.indentation`: every visible cell shows its own row's level after the first fill, while
    /// scrolling through reused cells (a reused cell never keeps the previous row's level), after rows
    /// above change (insert, delete, move) and after every visible row's level changed (update).
    public static func indentation(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hasIndentation(driver.info) else { return driver.problems }
        driver.checkThroughReuseAndChanges(updated: "after every visible row changed its level") {
            driver.checkIndentation($0)
        }
        return driver.problems
    }

    /// `select.enabled` on a `display` cell: a row that cannot be selected shows dimmed, every other
    /// row does not, after the first fill, while scrolling through reused cells (a reused cell never
    /// keeps the previous row's dimming), after rows above change (insert, delete, move) and after
    /// every visible row's field flipped (update).
    public static func dimmedDisabledRows(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard dimsDisabledRows(driver.info) else { return driver.problems }
        driver.checkThroughReuseAndChanges(updated: "after every visible row's field flipped") {
            driver.checkDimming($0)
        }
        return driver.problems
    }
}
