// Scenarios for the screen-level spec keys (issue #14): list style, section headers and footers.

extension Scenarios {
    /// The screen-level scenarios, each run on every generated screen (see ScreenBehaviourTests).
    public static let screen: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("listStyle", listStyle), ("sectionTexts", sectionTexts), ("emptySections", emptySections),
    ]

    /// A section with no rows shows no header and no footer (unless `showWhenEmpty`), and a section shows
    /// no band where it has no text, in and out of a window: after `setRows` with empty sections, after
    /// the first row comes into an empty section (insert, append, move) and after the last one leaves
    /// (delete, move), and after `setRows` empties the list. The list reads a section's titles only when it
    /// loads the section (the stand-in's rule), so a screen that does not reload a section whose header
    /// appears or goes keeps showing the old one.
    public static func emptySections(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        for inWindow in [true, false] {
            let place = inWindow ? "in a window" : "off screen"
            problems += raising {
                let driver = Driver(make(.recording), capacity: 100, inWindow: inWindow)
                let texts = driver.info.sectionTexts
                guard !texts.isEmpty else { return driver.problems }
                let last = texts.count - 1
                @MainActor func check(_ context: String) {
                    driver.list.layoutIfNeeded()
                    let shown = driver.list.shownSectionTexts
                    for (section, text) in texts.enumerated() {
                        let expected = text.shown(withRowCount: driver.harness.rowIDs(inSection: section).count)
                        let actual = shown[section] ?? SectionText(title: nil, footer: nil)
                        driver.check(
                            actual.title == expected.title && actual.footer == expected.footer,
                            "\(context): section \(section) shows header \(String(describing: actual.title)) and "
                                + "footer \(String(describing: actual.footer)), expected "
                                + "\(String(describing: expected.title)) and \(String(describing: expected.footer))")
                    }
                }
                driver.fill(counts: texts.indices.map { $0 == 0 ? 2 : 0 })
                check("after setRows with only section 0 filled")
                driver.insert(driver.newRow(), at: IndexPath(item: 0, section: last))
                check("after the first row was inserted into section \(last)")
                driver.deleteRow(at: IndexPath(item: 0, section: last))
                check("after the last row of section \(last) was deleted")
                driver.append(driver.newRow(), toSection: last)
                check("after a row was appended to empty section \(last)")
                driver.moveRow(at: IndexPath(item: 0, section: last), to: IndexPath(item: 0, section: 0))
                check("after the only row of section \(last) moved to section 0")
                driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: last))
                check("after a row moved into empty section \(last)")
                driver.fill(counts: texts.map { _ in 0 })
                check("after setRows emptied the list")
                return driver.problems.map { "\(place): \($0)" }
            }
        }
        return problems
    }

    /// The list view has the style (table) or appearance (collection list) the spec resolves to, and
    /// shows separators unless the spec says `separators: false`.
    public static func listStyle(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            driver.list.layoutIfNeeded()
            let separators = driver.info.separators
            if let table = driver.harness.listView as? UITableView {
                driver.check(
                    (table.separatorStyle != .none) == separators,
                    "the table's separatorStyle is \(table.separatorStyle), the spec says separators: \(separators)")
            } else if let collection = driver.harness.listView as? UICollectionView {
                driver.check(
                    collection.simulatedListShowsSeparators == separators,
                    "the list shows separators: \(String(describing: collection.simulatedListShowsSeparators)), "
                        + "the spec says \(separators)")
            }
            guard let expected = driver.info.style else { return driver.problems }
            let actual: String
            if let table = driver.harness.listView as? UITableView {
                actual =
                    switch table.style {
                    case .plain: "plain"
                    case .grouped: "grouped"
                    case .insetGrouped: "insetGrouped"
                    }
            } else if let collection = driver.harness.listView as? UICollectionView {
                actual =
                    switch collection.simulatedListAppearance {
                    case .plain: "plain"
                    case .grouped: "grouped"
                    case .insetGrouped: "insetGrouped"
                    case .sidebar: "sidebar"
                    case .sidebarPlain: "sidebarPlain"
                    case nil: "not a list layout"
                    }
            } else {
                actual = "not a list view"
            }
            driver.check(actual == expected, "list style is \(actual), the spec says \(expected)")
            return driver.problems
        }
    }

    /// Every section shows its header title and footer text as the list asks for them: a table
    /// through its data source's `titleForHeaderInSection`/`titleForFooterInSection`, a collection
    /// list through the supplementary views it places for the sections on screen.
    public static func sectionTexts(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 100)
            let texts = driver.info.sectionTexts
            guard !texts.isEmpty else { return driver.problems }
            driver.fill(counts: texts.map { _ in 2 })
            driver.list.layoutIfNeeded()
            if let table = driver.harness.listView as? UITableView {
                guard let dataSource = table.dataSource else {
                    driver.fail("the table has no data source")
                    return driver.problems
                }
                for (section, text) in texts.enumerated() {
                    let title = dataSource.tableView(table, titleForHeaderInSection: section)
                    let footer = dataSource.tableView(table, titleForFooterInSection: section)
                    driver.check(title == text.title, "section \(section): header \(String(describing: title))")
                    driver.check(footer == text.footer, "section \(section): footer \(String(describing: footer))")
                }
            } else if let collection = driver.harness.listView as? UICollectionView {
                let kinds = [
                    (UICollectionView.elementKindSectionHeader, texts.map(\.title)),
                    (UICollectionView.elementKindSectionFooter, texts.map(\.footer)),
                ]
                for (kind, expected) in kinds {
                    for (section, text) in expected.enumerated() {
                        let view = collection.supplementaryView(
                            forElementKind: kind, at: IndexPath(item: 0, section: section))
                        // A section without the text has no such view: no blank band.
                        guard text != nil else {
                            driver.check(view == nil, "section \(section): an unexpected \(kind) (a blank band)")
                            continue
                        }
                        guard let cell = view as? UICollectionViewListCell else {
                            driver.fail("section \(section): no \(kind) list cell on screen")
                            continue
                        }
                        let shown = (cell.contentConfiguration as? UIListContentConfiguration)?.text
                        driver.check(shown == text, "section \(section): \(kind) shows \(String(describing: shown))")
                    }
                }
            }
            return driver.problems
        }
    }
}

extension Scenarios {
    /// Each on-screen cell's content configuration shows `expected(row)` as its secondary text: rows
    /// of every cell kind, `count` per section, keys from 1.
    public static func secondaryTexts(
        _ make: HarnessFactory, count: Int = 4,
        shown read: (UIListContentConfiguration) -> String? = { $0.secondaryText },
        expected: (RowSpec) -> String?
    ) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 100)
            let kinds = driver.info.cells.count
            var key = 0
            var byID: [String: RowSpec] = [:]
            let rows = driver.info.sections.map { _ in
                (0..<count).map { index -> RowSpec in
                    key += 1
                    let row = RowSpec(kind: index % kinds, key: key)
                    byID[driver.harness.rowID(for: row)] = row
                    return row
                }
            }
            driver.harness.setRows(rows)
            driver.list.layoutIfNeeded()
            var seen = 0
            for indexPath in driver.list.visibleIndexPaths {
                guard let cell = driver.list.cell(at: indexPath), let rowID = driver.harness.rowID(ofCell: cell),
                    let row = byID[rowID]
                else {
                    driver.fail("\(indexPath): no cell of a known row")
                    continue
                }
                let shown = shownConfiguration(in: cell).flatMap(read)
                let wanted = expected(row)
                driver.check(
                    shown == wanted,
                    "\(rowID): shows \(String(describing: shown)), not \(String(describing: wanted))")
                seen += 1
            }
            driver.check(seen == rows.joined().count, "only \(seen) cells on screen")
            return driver.problems
        }
    }
}

/// The list content configuration a cell shows: the cell's own, or that of a `UIListContentView`
/// in its content view (cells with buttons lay one out beside them).
@MainActor
func shownConfiguration(in cell: UIView) -> UIListContentConfiguration? {
    if let cell = cell as? UITableViewCell, let own = cell.contentConfiguration as? UIListContentConfiguration {
        return own
    }
    if let cell = cell as? UICollectionViewCell, let own = cell.contentConfiguration as? UIListContentConfiguration {
        return own
    }
    func search(_ view: UIView) -> UIListContentConfiguration? {
        if let list = view as? UIListContentView { return list.configuration as? UIListContentConfiguration }
        for child in view.subviews {
            if let found = search(child) { return found }
        }
        return nil
    }
    return search(cell)
}

/// A screen whose spec is said to be other than it is: the negative control of the screen-level
/// scenarios (a screen that shows other texts or another style than `info` says must be caught).
@MainActor
public final class MisdescribedHarness: ScreenHarness {
    let base: any ScreenHarness
    public let info: ScreenInfo

    public init(_ base: any ScreenHarness, info change: (inout ScreenInfo) -> Void) {
        self.base = base
        var info = base.info
        change(&info)
        self.info = info
    }

    public convenience init(router: RouterKind) {
        preconditionFailure("make a MisdescribedHarness from a screen")
    }

    public var log: HarnessLog { base.log }
    public var viewController: UIViewController { base.viewController }
    public var listView: UIView { base.listView }
    public var routerObject: AnyObject { base.routerObject }
    public var droppedRowIDs: [String] { base.droppedRowIDs }
    public func rowID(for row: RowSpec) -> String { base.rowID(for: row) }
    public func payload(forRowID rowID: String) -> String { base.payload(forRowID: rowID) }
    public func setRows(_ rows: [[RowSpec]]) { base.setRows(rows) }
    public func insert(_ row: RowSpec, at indexPath: IndexPath) { base.insert(row, at: indexPath) }
    public func append(_ row: RowSpec, toSection section: Int) { base.append(row, toSection: section) }
    public func append(contentsOf rows: [RowSpec], toSection section: Int) {
        base.append(contentsOf: rows, toSection: section)
    }
    public func deleteRow(at indexPath: IndexPath) { base.deleteRow(at: indexPath) }
    public func deleteRow(withID rowID: String) { base.deleteRow(withID: rowID) }
    public func moveRow(at source: IndexPath, to destination: IndexPath) { base.moveRow(at: source, to: destination) }
    public func update(rowID: String) { base.update(rowID: rowID) }
    public func rowIDs(inSection section: Int) -> [String] { base.rowIDs(inSection: section) }
    public func rowID(at indexPath: IndexPath) -> String? { base.rowID(at: indexPath) }
    public func indexPath(forRowID rowID: String) -> IndexPath? { base.indexPath(forRowID: rowID) }
    public func rowID(ofCell cell: UIView) -> String? { base.rowID(ofCell: cell) }
    public func destination(of controller: UIViewController) -> (route: String, payload: String)? {
        base.destination(of: controller)
    }
}
