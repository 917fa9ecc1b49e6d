// Context-menu previews: the screen's `onContextMenuPreview` hook, driven through `MenuPreviewHarness`.
// The preview must be of the row under the menu when UIKit asks for it, found by its stable ID:
// after rows moved, changed or were reused, and also when they change between the menu opening and
// the preview being asked for.

/// A generated screen with a context menu (some event placed `menu`), or a hand-written control.
@MainActor
public protocol MenuPreviewHarness: ScreenHarness {
    /// Sets the screen's preview hook to call `make` with the ID string and `"\(model)"` of the row it
    /// receives, and to return what `make` returns (nil: the hook unset).
    func connectMenuPreview(_ make: (@MainActor (_ rowID: String, _ payload: String) -> UIViewController?)?)
    /// Sets the screen's preview-commit hook to call `commit` with the ID string and `"\(model)"` of the
    /// row it receives and the preview view controller it is given (nil: the hook unset).
    func connectPreviewCommit(
        _ commit: (@MainActor (_ rowID: String, _ payload: String, _ preview: UIViewController?) -> Void)?)
}

/// The view controller the scenario's hook returns: the row it was made for.
@MainActor
final class MenuPreviewProbe: UIViewController {
    let rowID: String
    let payload: String

    init(rowID: String, payload: String) {
        self.rowID = rowID
        self.payload = payload
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }
}

extension Driver {
    /// The row `rowID` at `indexPath`: its menu's preview (asked for now) is of that row, as it is now.
    /// Returns false when the row has no menu (no visible menu item), where nothing is checked.
    @discardableResult
    func checkPreview(at indexPath: IndexPath, rowID: String, _ context: String) -> Bool {
        guard let configuration = list.contextMenu(at: indexPath) else { return false }
        check(
            configuration.simulatedHasPreviewProvider,
            "\(context): the menu of \(rowID) at \(indexPath) has no preview provider, though the hook is set")
        let preview = configuration.simulatePreview() as? MenuPreviewProbe
        let want = "\(rowID) \(harness.payload(forRowID: rowID))"
        let got = preview.map { "\($0.rowID) \($0.payload)" } ?? "none"
        check(got == want, "\(context): the menu of \(rowID) at \(indexPath) previews \(got), expected \(want)")
        return true
    }
}

extension PlacementScenarios {
    /// The preview of every visible row's menu, through reused cells and after rows above changed and
    /// every visible row was updated; then menus opened and the rows changed before the preview is
    /// asked for (an update of the row, a move of it, an insert above it, its deletion): the preview is
    /// of the row as it is when asked for, and none for a deleted row. Without the hook, no preview.
    public static func menuPreview(_ make: HarnessFactory) -> [String] {
        guard let harness = make(.recording) as? any MenuPreviewHarness else { return [] }
        let driver = Driver(harness)
        harness.connectMenuPreview { MenuPreviewProbe(rowID: $0, payload: $1) }
        var previewed = 0
        driver.checkThroughReuseAndChanges(updated: "after every visible row changed") { context in
            for (_, rowID, indexPath) in driver.visibleCells()
            where driver.checkPreview(at: indexPath, rowID: rowID, context) {
                previewed += 1
            }
        }
        driver.check(previewed > 0, "no row had a context menu to preview")
        for change in ["update", "move to the top", "insert above", "delete"] {
            guard
                let (_, rowID, indexPath) = driver.visibleCells().first(where: {
                    $0.indexPath.item >= 2 && driver.list.contextMenu(at: $0.indexPath) != nil
                }), let configuration = driver.list.contextMenu(at: indexPath)
            else {
                driver.fail("no row with a menu for the change \(change)")
                continue
            }
            let top = IndexPath(item: 0, section: indexPath.section)
            switch change {
            case "update": driver.update(at: indexPath)
            case "move to the top": driver.moveRow(at: indexPath, to: top)
            case "insert above": driver.insert(driver.newRow(), at: top)
            default: driver.deleteRow(withID: rowID)
            }
            let context = "menu of \(rowID) opened at \(indexPath), then \(change)"
            let preview = configuration.simulatePreview() as? MenuPreviewProbe
            let got = preview.map { "\($0.rowID) \($0.payload)" } ?? "none"
            let want = change == "delete" ? "none" : "\(rowID) \(harness.payload(forRowID: rowID))"
            driver.check(got == want, "\(context): the preview is \(got), expected \(want)")
        }
        harness.connectMenuPreview(nil)
        if let (_, rowID, indexPath) = driver.visibleCells().first(where: {
            driver.list.contextMenu(at: $0.indexPath) != nil
        }) {
            driver.check(
                driver.list.contextMenu(at: indexPath)?.simulatedHasPreviewProvider == false,
                "the menu of \(rowID) has a preview provider without the hook (UIKit would not preview the cell)")
        }
        return driver.problems
    }
}

// MARK: - Committing a preview

/// What the preview-commit hook was called with, in order: `"<row ID> <payload> <preview's row ID or none>"`.
@MainActor
final class PreviewCommitLog {
    var calls: [String] = []
}

extension ListProbe {
    /// The user taps the preview of the menu shown with `configuration` (see
    /// `UITableView.simulateCommittingPreview(of:preview:meanwhile:)`).
    @discardableResult
    func commitPreview(
        of configuration: UIContextMenuConfiguration, preview: UIViewController?, meanwhile: () -> Void = {}
    ) -> SimulatedPreviewCommit? {
        if let table = view as? UITableView {
            return table.simulateCommittingPreview(of: configuration, preview: preview, meanwhile: meanwhile)
        }
        return (view as? UICollectionView)?.simulateCommittingPreview(
            of: configuration, preview: preview, meanwhile: meanwhile)
    }
}

extension PlacementScenarios {
    /// Committing a menu's preview (the user taps it): the commit hook is called once, with the row
    /// found by its stable ID when the commit ends and the preview shown. Through reused cells and
    /// after rows above changed and every visible row was updated; then for a menu opened and its
    /// preview shown, the row changed before the tap (an update of it, a move of it to the top, an
    /// insert above it, its deletion) and, last, a row deleted while the commit animates: the row as
    /// it is now, no call for a deleted one. Without the hook, the preview just goes (`.dismiss`, no
    /// block added to the animator) and nothing is called.
    public static func menuPreviewCommit(_ make: HarnessFactory) -> [String] {
        guard let harness = make(.recording) as? any MenuPreviewHarness else { return [] }
        let driver = Driver(harness)
        let log = PreviewCommitLog()
        harness.connectMenuPreview { MenuPreviewProbe(rowID: $0, payload: $1) }
        harness.connectPreviewCommit { rowID, payload, preview in
            log.calls.append("\(rowID) \(payload) \((preview as? MenuPreviewProbe)?.rowID ?? "none")")
        }
        func want(_ rowID: String) -> [String] { ["\(rowID) \(harness.payload(forRowID: rowID)) \(rowID)"] }
        var committed = 0
        driver.checkThroughReuseAndChanges(updated: "after every visible row changed") { context in
            for (_, rowID, indexPath) in driver.visibleCells().prefix(4) {
                guard let configuration = driver.list.contextMenu(at: indexPath) else { continue }
                log.calls = []
                driver.list.commitPreview(of: configuration, preview: configuration.simulatePreview())
                driver.check(
                    log.calls == want(rowID),
                    "\(context): committing the preview of \(rowID) at \(indexPath) called \(log.calls), "
                        + "expected \(want(rowID))")
                committed += 1
            }
        }
        driver.check(committed > 0, "no row had a context menu to commit")
        for change in ["update", "move to the top", "insert above", "delete", "delete while animating"] {
            guard
                let (_, rowID, indexPath) = driver.visibleCells().first(where: {
                    $0.indexPath.item >= 2 && driver.list.contextMenu(at: $0.indexPath) != nil
                }), let configuration = driver.list.contextMenu(at: indexPath)
            else {
                driver.fail("no row with a menu for the change \(change)")
                continue
            }
            let preview = configuration.simulatePreview()
            let top = IndexPath(item: 0, section: indexPath.section)
            var meanwhile: () -> Void = {}
            switch change {
            case "update": driver.update(at: indexPath)
            case "move to the top": driver.moveRow(at: indexPath, to: top)
            case "insert above": driver.insert(driver.newRow(), at: top)
            case "delete": driver.deleteRow(withID: rowID)
            default: meanwhile = { driver.deleteRow(withID: rowID) }
            }
            log.calls = []
            driver.list.commitPreview(of: configuration, preview: preview, meanwhile: meanwhile)
            let expected = change.hasPrefix("delete") ? [] : want(rowID)
            driver.check(
                log.calls == expected,
                "menu of \(rowID) opened at \(indexPath), then \(change): committing its preview called "
                    + "\(log.calls), expected \(expected)")
        }
        harness.connectPreviewCommit(nil)
        if let (_, rowID, indexPath) = driver.visibleCells().first(where: {
            driver.list.contextMenu(at: $0.indexPath) != nil
        }), let configuration = driver.list.contextMenu(at: indexPath) {
            log.calls = []
            let commit = driver.list.commitPreview(of: configuration, preview: configuration.simulatePreview())
            driver.check(
                commit?.style == .dismiss && commit?.addedBlocks == false && log.calls.isEmpty,
                "without the commit hook, committing the preview of \(rowID) left style \(String(describing: commit?.style)), "
                    + "added blocks \(String(describing: commit?.addedBlocks)), called \(log.calls): expected a plain "
                    + "dismissal")
        }
        harness.connectMenuPreview(nil)
        return driver.problems
    }
}
