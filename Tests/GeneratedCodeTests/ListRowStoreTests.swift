// ListRowStore, the support type every generated screen forwards its rows to (issue #21 item 1),
// tested directly against the stand-in: every display it drives (none, classic table and
// collection, diffable table and collection), in a window and out of one, every change at every
// index-path boundary, the duplicate-ID policy and the paging lifecycle. It is the ListgenRuntime
// library's, which every golden module imports.

import Testing

@testable import ListgenRuntime

enum StoreSection: Int, CaseIterable, Hashable, Sendable { case first, second, third }

struct StoreRow: Identifiable, Equatable, Sendable {
    var id: Int
    var revision = 0
    /// The row's section when sections come from the rows.
    var group = 0
}

/// The displays a ``StoreList`` can connect its store to.
enum StoreListKind: String, CaseIterable, Sendable {
    case none, tableClassic, collectionClassic, tableDiffable, collectionDiffable
}

final class StoreTableCell: UITableViewCell {
    var rowID: Int?
}

final class StoreItemCell: UICollectionViewCell {
    var rowID: Int?
}

/// A list that shows a store's rows, as a generated controller sets it up.
@MainActor
final class StoreList<Section: Hashable & Sendable>: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    typealias Kind = StoreListKind

    let store: ListRowStore<Section, StoreRow>
    let view: UIView
    private var tableDataSource: UITableViewDiffableDataSource<Section, Int>?
    private var collectionDataSource: UICollectionViewDiffableDataSource<Section, Int>?

    init(_ kind: Kind, store: ListRowStore<Section, StoreRow>) {
        self.store = store
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        table.register(StoreTableCell.self, forCellReuseIdentifier: "row")
        collection.register(StoreItemCell.self, forCellWithReuseIdentifier: "row")
        view = kind == .collectionClassic || kind == .collectionDiffable ? collection : table
        super.init()
        let store = store
        switch kind {
        case .none:
            break
        case .tableClassic:
            table.dataSource = self
            table.reloadData()
            store.display = .table(table)
        case .collectionClassic:
            collection.dataSource = self
            collection.reloadData()
            store.display = .collection(collection)
        case .tableDiffable:
            let dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: table) {
                table, indexPath, id in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! StoreTableCell
                cell.rowID = store.row(withID: id)?.id
                return cell
            }
            tableDataSource = dataSource
            dataSource.applySnapshotUsingReloadData(store.snapshot)
            store.display = .diffable(table) { dataSource.apply($0, animatingDifferences: $1) }
        case .collectionDiffable:
            let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collection) {
                collection, indexPath, id in
                let cell =
                    collection.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! StoreItemCell
                cell.rowID = store.row(withID: id)?.id
                return cell
            }
            collectionDataSource = dataSource
            dataSource.applySnapshotUsingReloadData(store.snapshot)
            store.display = .diffable(collection) { dataSource.apply($0, animatingDifferences: $1) }
        }
    }

    var probe: ListProbe { ListProbe(view) }

    /// The row ID the on-screen cell at `indexPath` shows.
    func shownID(at indexPath: IndexPath) -> Int? {
        (probe.cell(at: indexPath) as? StoreTableCell)?.rowID ?? (probe.cell(at: indexPath) as? StoreItemCell)?.rowID
    }

    func numberOfSections(in tableView: UITableView) -> Int { store.sectionCount }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.rowCount(inSection: section)
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! StoreTableCell
        cell.rowID = store.rowForCell(at: indexPath).id
        return cell
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { store.sectionCount }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.rowCount(inSection: section)
    }
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! StoreItemCell
        cell.rowID = store.rowForCell(at: indexPath).id
        return cell
    }
}

extension StoreList where Section == StoreSection {
    /// A list over a store of the fixed sections `StoreSection`.
    convenience init(_ kind: Kind) {
        self.init(kind, store: ListRowStore<StoreSection, StoreRow>())
    }
}

@MainActor
@Suite struct ListRowStoreTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: StoreListKind
        var inWindow: Bool
        var testDescription: String { "\(kind.rawValue) \(inWindow ? "in a window" : "out of a window")" }
    }

    nonisolated static let cases = StoreListKind.allCases.flatMap { kind in
        kind == .none ? [Case(kind: kind, inWindow: false)] : [false, true].map { Case(kind: kind, inWindow: $0) }
    }

    /// Every change and query at rows -1, 0, last, count and count + 5 of every section, of an empty
    /// section and of sections -1, 3 and 6: the store does what `RowModel` (the documented rule) says,
    /// the list shows exactly the store's rows, and UIKit neither raises nor warns.
    @Test(arguments: cases)
    func everyCallAtEveryBoundary(_ test: Case) {
        let list = StoreList(test.kind)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if test.inWindow {
            window.addSubview(list.view)
            window.makeKeyAndVisible()
        }
        #expect((list.view.window != nil) == test.inWindow)
        list.probe.visibleRowCapacity = 500
        let store = list.store
        var model = RowModel(sections: [[], [], []])
        var nextID = 1
        func newRow() -> StoreRow {
            defer { nextID += 1 }
            return StoreRow(id: nextID)
        }
        func ids(_ rows: [StoreRow]) -> [String] { rows.map { "\($0.id)" } }
        var dropped: [Int] = []
        store.onDuplicateRows = { dropped += $0.map(\.id) }
        var steps = 0
        func check(_ context: String) {
            steps += 1
            for section in StoreSection.allCases {
                #expect(
                    ids(store.rows(in: section)) == model.sections[section.rawValue], "\(test): \(context), \(section)")
            }
            for (section, rowIDs) in model.sections.enumerated() {
                for (item, id) in rowIDs.enumerated() {
                    let indexPath = IndexPath(item: item, section: section)
                    #expect(store.row(at: indexPath).map { "\($0.id)" } == id, "\(test): \(context), row(at:)")
                    #expect(
                        store.indexPath(forRowID: Int(id)!) == indexPath, "\(test): \(context), indexPath(forRowID:)")
                }
            }
            #expect(store.isEmpty == model.sections.allSatisfy(\.isEmpty))
            guard test.kind != .none else { return }
            list.probe.layoutIfNeeded()
            let visible = list.probe.visibleIndexPaths
            #expect(visible.count == model.sections.joined().count, "\(test): \(context), cells on screen")
            for indexPath in visible {
                #expect(list.shownID(at: indexPath).map(String.init) == model.row(at: indexPath), "\(test): \(context)")
            }
        }
        func edges() -> [IndexPath] {
            (-1...StoreSection.allCases.count + 3).filter { $0 <= 3 || $0 == 6 }.flatMap { section in
                let count = model.sections.indices.contains(section) ? model.sections[section].count : 0
                return Set([-1, 0, count - 1, count, count + 5]).sorted().map { IndexPath(item: $0, section: section) }
            }
        }
        let warningsBefore = UIKitStandIn.loggedWarnings.count
        let raised = UIKitStandIn.recordingInconsistencies {
            let first = [newRow(), newRow()]
            let third = [newRow()]
            store.setRows([.first: first, .third: third])
            model.sections = [ids(first), [], ids(third)]
            check("setRows")
            for indexPath in edges() {
                #expect(store.row(at: indexPath).map { "\($0.id)" } == model.row(at: indexPath))
                let row = newRow()
                store.insert(row, at: indexPath)
                model.insert("\(row.id)", at: indexPath)
                check("insert at \(indexPath)")
            }
            for section in StoreSection.allCases {
                let batch = [newRow(), newRow()]
                store.append(contentsOf: [section: batch])
                model.sections[section.rawValue] += ids(batch)
                check("append(contentsOf:) to \(section)")
                store.append(contentsOf: [section: []])
                check("append(contentsOf:) of nothing to \(section)")
            }
            for destination in edges() {
                for source in [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 2)] {
                    store.moveRow(at: source, to: destination)
                    model.move(from: source, to: destination)
                    check("move \(source) → \(destination)")
                }
            }
            for source in edges() {
                store.moveRow(at: source, to: IndexPath(item: 0, section: 0))
                model.move(from: source, to: IndexPath(item: 0, section: 0))
                check("move \(source) → [0, 0]")
            }
            // By ID: as a move from where the row is (issue #45, item 12).
            for destination in edges() {
                let source = IndexPath(item: 1, section: 2)
                guard let id = model.row(at: source).flatMap({ Int($0) }) else { continue }
                store.moveRow(withID: id, to: destination)
                model.move(from: source, to: destination)
                check("move row \(id) → \(destination)")
            }
            store.moveRow(withID: -1, to: IndexPath(item: 0, section: 0))
            check("move of an ID no row has")
            var gone: [Int] = []
            for indexPath in edges() {
                if let id = model.row(at: indexPath) { gone.append(Int(id)!) }
                store.deleteRow(at: indexPath)
                model.delete(at: indexPath)
                check("delete at \(indexPath)")
            }
            for id in gone {
                store.deleteRow(withID: id)
                store.update(StoreRow(id: id, revision: 1))
                #expect(store.indexPath(forRowID: id) == nil && store.row(withID: id) == nil)
                check("deleteRow(withID:) and update of the removed row \(id)")
            }
            for id in model.sections.joined().prefix(3) {
                store.update(StoreRow(id: Int(id)!, revision: 2))
                #expect(store.row(withID: Int(id)!)?.revision == 2)
                check("update of \(id)")
            }
            store.setRows([:])
            model.sections = [[], [], []]
            check("setRows([:])")
            for indexPath in edges() {
                store.moveRow(at: indexPath, to: IndexPath(item: 0, section: 0))
                store.deleteRow(at: indexPath)
                check("move and delete at \(indexPath) in an empty list")
            }
        }
        #expect(raised.isEmpty, "\(test): UIKit raised \(raised)")
        let warnings = Array(UIKitStandIn.loggedWarnings.dropFirst(warningsBefore))
        #expect(warnings.isEmpty, "\(test): UIKit warned \(warnings)")
        #expect(dropped.isEmpty)
        #expect(steps > 100)
        list.view.removeFromSuperview()
    }

    /// Sections from the rows (`group`, sorted descending): every change keeps each row in its own
    /// section, creates a section with its first row and removes it with its last one, in the same
    /// update of the list; moves stay within a section. The list shows exactly the store's sections
    /// and rows after each step, and UIKit neither raises nor warns.
    @Test(arguments: cases)
    func sectionsFromTheRows(_ test: Case) {
        let store = ListRowStore<Int, StoreRow>(sections: .fromRows(sectionOf: \.group, areInIncreasingOrder: (>)))
        let list = StoreList(test.kind, store: store)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if test.inWindow {
            window.addSubview(list.view)
            window.makeKeyAndVisible()
        }
        list.probe.visibleRowCapacity = 500
        func row(_ id: Int, _ group: Int, revision: Int = 0) -> StoreRow {
            StoreRow(id: id, revision: revision, group: group)
        }
        /// `expected`: each section's value and its row IDs, in display order.
        func check(_ expected: [(Int, [Int])], _ context: String) {
            #expect(store.sectionIdentifiers == expected.map(\.0), "\(test): \(context), sections")
            #expect(store.sectionCount == expected.count, "\(test): \(context), section count")
            for (index, (section, ids)) in expected.enumerated() {
                #expect(store.rows(in: section).map(\.id) == ids, "\(test): \(context), rows of \(section)")
                #expect(store.section(at: index) == section && store.index(of: section) == index)
                for (item, id) in ids.enumerated() {
                    #expect(
                        store.indexPath(forRowID: id) == IndexPath(item: item, section: index), "\(test): \(context)")
                    #expect(store.row(withID: id)?.group == section, "\(test): \(context), row \(id)'s section")
                }
            }
            guard test.kind != .none else { return }
            list.probe.layoutIfNeeded()
            let shown = (0..<expected.count).map { section in
                list.probe.visibleIndexPaths.filter { $0.section == section }.sorted().compactMap {
                    list.shownID(at: $0)
                }
            }
            #expect(shown == expected.map(\.1), "\(test): \(context), cells on screen")
        }
        let warningsBefore = UIKitStandIn.loggedWarnings.count
        let raised = UIKitStandIn.recordingInconsistencies {
            store.setRows([row(1, 1), row(2, 3), row(3, 1), row(4, 2)])
            check([(3, [2]), (2, [4]), (1, [1, 3])], "setRows groups and sorts")
            store.append(contentsOf: [row(5, 4), row(6, 2)])
            check([(4, [5]), (3, [2]), (2, [4, 6]), (1, [1, 3])], "append creates a section in its place")
            store.update(row(2, 1))
            check([(4, [5]), (2, [4, 6]), (1, [1, 3, 2])], "update moves a row and removes its emptied section")
            store.update(row(5, 0))
            check([(2, [4, 6]), (1, [1, 3, 2]), (0, [5])], "update moves a row into a new section")
            store.insert(row(7, 5), at: IndexPath(item: 0, section: 0))
            check([(5, [7]), (2, [4, 6]), (1, [1, 3, 2]), (0, [5])], "insert creates its section")
            store.insert(row(8, 1), at: IndexPath(item: 0, section: 2))
            check([(5, [7]), (2, [4, 6]), (1, [8, 1, 3, 2]), (0, [5])], "insert at an index of its own section")
            store.insert(row(9, 2), at: IndexPath(item: 0, section: 2))
            check([(5, [7]), (2, [4, 6, 9]), (1, [8, 1, 3, 2]), (0, [5])], "insert at another section's index")
            store.deleteRow(withID: 7)
            check([(2, [4, 6, 9]), (1, [8, 1, 3, 2]), (0, [5])], "delete of a section's last row")
            store.moveRow(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
            check([(2, [4, 6, 9]), (1, [8, 1, 3, 2]), (0, [5])], "a move into another section")
            store.moveRow(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
            check([(2, [4, 6, 9]), (1, [1, 3, 8, 2]), (0, [5])], "a move within the section")
            store.moveRow(withID: 8, to: IndexPath(item: 0, section: 1))
            check([(2, [4, 6, 9]), (1, [8, 1, 3, 2]), (0, [5])], "a move by ID within the section")
            store.moveRow(withID: 8, to: IndexPath(item: 0, section: 0))
            check([(2, [4, 6, 9]), (1, [8, 1, 3, 2]), (0, [5])], "a move by ID into another section")
            store.moveRow(withID: 8, to: IndexPath(item: 2, section: 1))
            check([(2, [4, 6, 9]), (1, [1, 3, 8, 2]), (0, [5])], "a move by ID back")
            #expect(
                store.takeMoveMadeOnScreen(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
                    == nil)
            check([(2, [4, 6, 9]), (1, [1, 3, 8, 2]), (0, [5])], "a drag into another section, put back")
            store.update(row(1, 1, revision: 1))
            #expect(store.row(withID: 1)?.revision == 1)
            check([(2, [4, 6, 9]), (1, [1, 3, 8, 2]), (0, [5])], "update in place")
            store.deleteRow(at: IndexPath(item: 0, section: 2))
            check([(2, [4, 6, 9]), (1, [1, 3, 8, 2])], "delete at the index path of a section's last row")
            store.setRows([row(10, 7), row(11, 0)])
            check([(7, [10]), (0, [11])], "setRows replaces the sections")
            store.setRows([])
            check([], "setRows of nothing")
        }
        #expect(raised.isEmpty, "\(test): UIKit raised \(raised)")
        let warnings = Array(UIKitStandIn.loggedWarnings.dropFirst(warningsBefore))
        #expect(warnings.isEmpty, "\(test): UIKit warned \(warnings)")
        list.view.removeFromSuperview()
    }

    /// The negative control of `sectionsFromTheRows`: a classic list whose data drops a section with
    /// its last row, but is told only of the row's delete (no `deleteSections` in the batch), is caught
    /// by UIKit's consistency check ("Invalid update: …"), as is one that keeps the emptied section and
    /// deletes it anyway. The store tells the list of both in one batch, so neither happens there.
    @Test(arguments: [StoreListKind.tableClassic, .collectionClassic])
    func aSectionRemovedWithoutItsDeleteIsCaught(_ kind: StoreListKind) {
        let list = WrongSectionsList(kind)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(list.view)
        window.makeKeyAndVisible()
        let rowOnly = UIKitStandIn.recordingInconsistencies {
            list.sections = [[2]]
            list.tellDeleted(rows: [IndexPath(item: 0, section: 0)], sections: [])
        }
        #expect(rowOnly.contains { $0.hasPrefix("Invalid update:") }, "\(kind): \(rowOnly)")
        let sectionKept = UIKitStandIn.recordingInconsistencies {
            list.sections = [[], [2]]
            list.tellDeleted(rows: [], sections: [0])
        }
        #expect(
            sectionKept.contains { $0.hasPrefix("Invalid update:") },
            "\(kind): \(sectionKept)")
        list.view.removeFromSuperview()
    }

    /// Sections from the rows without a sort: in the order their first row comes; a new one at the end.
    @Test func sectionsFromTheRowsInTheirGivenOrder() {
        let store = ListRowStore<Int, StoreRow>(sections: .fromRows(sectionOf: \.group, areInIncreasingOrder: nil))
        store.setRows([StoreRow(id: 1, group: 2), StoreRow(id: 2, group: 9), StoreRow(id: 3, group: 2)])
        #expect(store.sectionIdentifiers == [2, 9] && store.rows(in: 2).map(\.id) == [1, 3])
        store.append(contentsOf: [StoreRow(id: 4, group: 1)])
        #expect(store.sectionIdentifiers == [2, 9, 1])
        var dropped: [Int] = []
        store.onDuplicateRows = { dropped += $0.map(\.id) }
        store.append(contentsOf: [StoreRow(id: 4, group: 5)])
        store.insert(StoreRow(id: 1, group: 5), at: IndexPath(item: 0, section: 0))
        #expect(dropped == [4, 1] && store.sectionIdentifiers == [2, 9, 1])
    }

    /// The section index (`indexTitles`), one rule for every variant: the titles of the sections that
    /// show rows now, in list order, worked out each time (a section that emptied, filled, came or went
    /// changes them); a section whose title is nil has none; each title jumps to its own section, never
    /// to its position among all sections, also when asked with a stale index.
    @Test func sectionIndexFollowsTheRowsNow() {
        let store = ListRowStore<StoreSection, StoreRow>()
        #expect(store.sectionIndexTitles == nil)
        store.indexTitle = { section, first in section == .third ? "C\(first.id)" : "\(section)" }
        #expect(store.sectionIndexTitles == [])
        #expect(store.section(forIndexTitle: "first", at: 0) == 0)
        store.setRows([.first: [StoreRow(id: 1)], .second: [StoreRow(id: 2)], .third: [StoreRow(id: 3)]])
        #expect(store.sectionIndexTitles == ["first", "second", "C3"])
        store.deleteRow(withID: 2)
        #expect(store.sectionIndexTitles == ["first", "C3"])
        #expect(store.section(forIndexTitle: "C3", at: 1) == 2)
        // A stale index (the index had "second" at 1): the title's own section.
        #expect(store.section(forIndexTitle: "C3", at: 2) == 2)
        store.insert(StoreRow(id: 4), at: IndexPath(item: 0, section: 2))
        #expect(store.sectionIndexTitles == ["first", "C4"])
        store.deleteRow(withID: 1)
        store.append(contentsOf: [.second: [StoreRow(id: 5)]])
        #expect(store.sectionIndexTitles == ["second", "C4"])
        #expect(store.section(forIndexTitle: "second", at: 0) == 1)
        #expect(store.indexPath(forIndexTitle: "C4", at: 1) == IndexPath(index: 2))

        let fromRows = ListRowStore<Int, StoreRow>(
            sections: .fromRows(sectionOf: \.group, areInIncreasingOrder: (<)))
        fromRows.indexTitle = { group, _ in group == 0 ? nil : "G\(group)" }
        fromRows.setRows([StoreRow(id: 1, group: 3), StoreRow(id: 2, group: 1), StoreRow(id: 3, group: 0)])
        #expect(fromRows.sectionIndexTitles == ["G1", "G3"])
        #expect(fromRows.section(forIndexTitle: "G3", at: 1) == 2)
        fromRows.append(contentsOf: [StoreRow(id: 4, group: 2)])
        #expect(fromRows.sectionIndexTitles == ["G1", "G2", "G3"])
        #expect(fromRows.section(forIndexTitle: "G3", at: 2) == 3)
        fromRows.deleteRow(withID: 2)
        #expect(fromRows.sectionIndexTitles == ["G2", "G3"])
        #expect(fromRows.section(forIndexTitle: "G2", at: 0) == 1)
    }

    /// One duplicate policy: the first row with an ID stays, later ones (in the list, or earlier in the
    /// same call) go to `onDuplicateRows` in order, in `setRows`, `insert` and `append` alike.
    /// A search on every display, in a window and out: the list shows the rows the predicate (then the
    /// app's result IDs) finds, changes made during the search reach the results, the index paths of
    /// `row(at:)` and `indexPath(forRowID:)` are the shown ones while `rows(in:)` keeps every row, and
    /// ending the search shows every row again; UIKit neither raises nor warns.
    @Test(arguments: cases)
    func searchShowsWhatItFinds(_ test: Case) {
        let list = StoreList(test.kind)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if test.inWindow {
            window.addSubview(list.view)
            window.makeKeyAndVisible()
        }
        list.probe.visibleRowCapacity = 100
        let warnings = UIKitStandIn.loggedWarnings.count
        let store = list.store
        // Even IDs match "even" (odd revisions match every text).
        store.searchPredicate = { row, query in query.text != "even" || row.id % 2 == 0 || row.revision % 2 == 1 }
        store.setRows([.first: (1...4).map { StoreRow(id: $0) }, .second: [StoreRow(id: 5), StoreRow(id: 6)]])
        func shown() -> [[Int]] {
            (0..<store.sectionCount).map { section in
                (0..<store.rowCount(inSection: section)).compactMap {
                    store.row(at: IndexPath(item: $0, section: section))?.id
                }
            }
        }
        func expectListShowsTheStore(_ context: String) {
            list.probe.layoutIfNeeded()
            guard test.kind != .none else { return }
            let onScreen = list.probe.visibleIndexPaths.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
            #expect(onScreen.compactMap(list.shownID) == shown().joined().map { $0 }, "\(context)")
        }
        store.search(ListSearchQuery(text: "even"))
        #expect(shown() == [[2, 4], [6], []])
        #expect(store.indexPath(forRowID: 4) == IndexPath(item: 1, section: 0))
        #expect(store.indexPath(forRowID: 3) == nil)
        #expect(store.rows(in: .first).map(\.id) == [1, 2, 3, 4])
        expectListShowsTheStore("searching")
        // A row updated into the results, one inserted into them, one deleted from them.
        store.update(StoreRow(id: 3, revision: 1))
        store.insert(StoreRow(id: 8), at: IndexPath(item: 0, section: 1))
        store.deleteRow(at: IndexPath(item: 0, section: 0))
        #expect(shown() == [[3, 4], [8, 6], []])
        expectListShowsTheStore("after the changes")
        // The app's own results, in the list's order; a row they name that is gone shows nothing.
        store.showSearchResults(withIDs: [6, 1, 2])
        #expect(shown() == [[1], [6], []])
        #expect(!store.showsNoResults)
        store.showSearchResults(withIDs: [99])
        #expect(shown() == [[], [], []] && store.showsNoResults)
        expectListShowsTheStore("no results")
        store.search(nil)
        #expect(shown() == [[1, 3, 4], [8, 5, 6], []] && !store.showsNoResults)
        expectListShowsTheStore("after the search")
        #expect(UIKitStandIn.loggedWarnings.count == warnings, "\(UIKitStandIn.loggedWarnings.dropFirst(warnings))")
    }

    /// A collapsed section keeps its place and its rows and the list shows none of them: changes in it
    /// and around it are stored and show on expanding; the selected row and the rows selected for batch
    /// actions stay selected in the store and show selected again on expanding; a search finds in it
    /// when it expands. UIKit neither raises nor warns.
    @Test(arguments: cases)
    func aCollapsedSectionKeepsItsRows(_ test: Case) {
        let list = StoreList(test.kind)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        if test.inWindow {
            window.addSubview(list.view)
            window.makeKeyAndVisible()
        }
        list.probe.visibleRowCapacity = 100
        let warnings = UIKitStandIn.loggedWarnings.count
        let store = list.store
        store.selection.isPersistent = true
        store.setRows([.first: (1...3).map { StoreRow(id: $0) }, .second: (4...6).map { StoreRow(id: $0) }])
        func shown() -> [[Int]] {
            (0..<store.sectionCount).map { section in
                (0..<store.rowCount(inSection: section)).compactMap {
                    store.row(at: IndexPath(item: $0, section: section))?.id
                }
            }
        }
        func selectedOnScreen() -> [Int] {
            let paths: [IndexPath] =
                switch list.view {
                case let table as UITableView: table.indexPathsForSelectedRows ?? []
                case let collection as UICollectionView: collection.indexPathsForSelectedItems ?? []
                default: []
                }
            return paths.compactMap { store.row(at: $0)?.id }
        }
        func expectListShowsTheStore(_ context: String) {
            list.probe.layoutIfNeeded()
            guard test.kind != .none else { return }
            let onScreen = list.probe.visibleIndexPaths.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
            #expect(onScreen.compactMap(list.shownID) == shown().joined().map { $0 }, "\(context)")
        }
        store.selectRow(withID: 2)
        store.setSection(.first, collapsed: true)
        #expect(store.isCollapsed(.first) && !store.isCollapsed(.second))
        #expect(shown() == [[], [4, 5, 6], []])
        #expect(store.rows(in: .first).map(\.id) == [1, 2, 3])
        #expect(store.indexPath(forRowID: 2) == nil && store.row(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(store.selectedRowID == 2, "the selection stays in the store")
        if test.kind != .none { #expect(selectedOnScreen().isEmpty) }
        expectListShowsTheStore("collapsed")
        // Changes in the collapsed section and around it (full-list index paths for places).
        store.insert(StoreRow(id: 7), at: IndexPath(item: 0, section: 0))
        store.update(StoreRow(id: 3, revision: 1))
        store.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 9, section: 0))
        store.moveRow(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0))
        store.deleteRow(withID: 1)
        store.deleteRow(at: IndexPath(item: 0, section: 0))  // names no shown row: nothing
        store.append(contentsOf: [.first: [StoreRow(id: 8)], .second: [StoreRow(id: 9)]])
        #expect(store.rows(in: .first).map(\.id) == [4, 2, 3, 7, 8])
        #expect(shown() == [[], [5, 6, 9], []])
        expectListShowsTheStore("after the changes")
        // A drag into the collapsed section is put back.
        #expect(
            store.takeMoveMadeOnScreen(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 0)) == nil)
        #expect(shown() == [[], [5, 6, 9], []])
        store.setSection(.first, collapsed: false)
        #expect(shown() == [[4, 2, 3, 7, 8], [5, 6, 9], []])
        #expect(store.row(withID: 3)?.revision == 1)
        #expect(store.indexPath(forRowID: 2) == IndexPath(item: 1, section: 0))
        if test.kind != .none { #expect(selectedOnScreen() == [2], "the selection shows again") }
        expectListShowsTheStore("expanded")
        // With a search: a collapsed section shows nothing; on expanding, what the search finds.
        store.searchPredicate = { row, _ in row.id % 2 == 0 }
        store.setSection(.second, collapsed: true)
        store.search(ListSearchQuery(text: "even"))
        #expect(shown() == [[4, 2, 8], [], []])
        store.setSection(.second, collapsed: false)
        #expect(shown() == [[4, 2, 8], [6], []])
        expectListShowsTheStore("searching, expanded")
        store.search(nil)
        #expect(UIKitStandIn.loggedWarnings.count == warnings, "\(UIKitStandIn.loggedWarnings.dropFirst(warnings))")
    }

    @Test func duplicates() {
        let store = ListRowStore<StoreSection, StoreRow>()
        var dropped: [[Int]] = []
        store.onDuplicateRows = { dropped.append($0.map(\.id)) }
        store.setRows([.first: [StoreRow(id: 1), StoreRow(id: 2), StoreRow(id: 1)], .second: [StoreRow(id: 2)]])
        #expect(store.rows(in: .first).map(\.id) == [1, 2] && store.rows(in: .second).isEmpty)
        store.insert(StoreRow(id: 2), at: IndexPath(item: 0, section: 2))
        store.append(contentsOf: [
            .second: [StoreRow(id: 3), StoreRow(id: 1), StoreRow(id: 3)], .third: [StoreRow(id: 4)],
        ])
        #expect(store.rows(in: .second).map(\.id) == [3] && store.rows(in: .third).map(\.id) == [4])
        #expect(dropped == [[1, 2], [2], [1, 3]])
    }

    /// Paging: a page is asked for once while it loads, its task is released before its rows go in
    /// (the new last row can ask for the next at once), a failure is reported, an empty page ends
    /// paging until `setRows`, and a page that `setRows` overtook is dropped.
    @Test func pagingLifecycle() async {
        let store = ListRowStore<StoreSection, StoreRow>()
        let hooks = FeedHooks()
        var failures = 0
        store.loadNextPage = {
            let rows = try await hooks.nextPage()
            return .bySection([.third: rows.first?.map { StoreRow(id: $0.key) } ?? []])
        }
        store.onPageFailed = { _ in failures += 1 }
        func settle(until done: @MainActor () -> Bool) async {
            for _ in 0..<2000 where !done() { await Task.yield() }
        }
        store.setRows([.third: [StoreRow(id: 1)]])
        store.loadNextPageIfNear(IndexPath(item: 0, section: 0), distance: 0)
        await settle { hooks.pageRequests > 0 }
        #expect(hooks.pageRequests == 0, "asked for a page for a row that is not the last")
        store.loadNextPageIfNear(IndexPath(item: 0, section: 2), distance: 0)
        store.loadNextPageIfNear(IndexPath(item: 0, section: 2), distance: 0)
        await settle { hooks.pageRequests > 0 }
        #expect(hooks.pageRequests == 1)
        // The new last row comes into view as the page goes in: it asks for the next page at once.
        store.onChange = { [store] in store.loadNextPageIfNear(IndexPath(item: 1, section: 2), distance: 0) }
        hooks.finishPage([[RowSpec(kind: 0, key: 2)]])
        await settle { hooks.pageRequests > 1 }
        #expect(store.rows(in: .third).map(\.id) == [1, 2])
        #expect(hooks.pageRequests == 2, "the page's last row in view during its update asked for no page")
        store.onChange = {}
        hooks.failPage()
        await settle { failures > 0 }
        #expect(failures == 1)
        store.loadNextPageIfNear(IndexPath(item: 1, section: 2), distance: 0)
        await settle { hooks.pageRequests > 2 }
        #expect(hooks.pageRequests == 3, "a failed page is asked for again")
        // setRows overtakes that page: whatever it returns is dropped, and paging starts again.
        store.setRows([.third: [StoreRow(id: 9)]])
        hooks.finishPage([[RowSpec(kind: 0, key: 5)]])
        await settle { false }
        #expect(store.rows(in: .third).map(\.id) == [9])
        store.loadNextPageIfNear(IndexPath(item: 0, section: 2), distance: 0)
        await settle { hooks.pageRequests > 3 }
        #expect(hooks.pageRequests == 4)
        hooks.finishPage([])
        await settle { false }
        store.loadNextPageIfNear(IndexPath(item: 0, section: 2), distance: 0)
        await settle { false }
        #expect(hooks.pageRequests == 4, "an empty page did not end paging")
        #expect(failures == 1)
    }

    /// The paging footer is the paging lifecycle seen from the list's end: a spinner while a page
    /// loads, a retry after it failed that asks for that page once however often it is tapped, and
    /// nothing after a page came, after the last page, or after `setRows`.
    @Test func pageFooterFollowsThePagingLifecycle() async {
        let store = ListRowStore<StoreSection, StoreRow>()
        let hooks = FeedHooks()
        var shown: [ListPageFooter] = []
        store.loadNextPage = {
            let rows = try await hooks.nextPage()
            return .bySection([.third: rows.first?.map { StoreRow(id: $0.key) } ?? []])
        }
        store.onPageFooterChange = { shown.append($0) }
        func settle(until done: @MainActor () -> Bool) async {
            for _ in 0..<2000 where !done() { await Task.yield() }
        }
        store.setRows([.third: [StoreRow(id: 1)]])
        store.retryPage()
        #expect(store.pageFooter == .hidden && hooks.pageRequests == 0, "a retry with no failed page asked")
        store.loadNextPageIfNear(IndexPath(item: 0, section: 2), distance: 0)
        #expect(store.pageFooter == .loading)
        await settle { hooks.pagesInFlight > 0 }
        hooks.finishPage([[RowSpec(kind: 0, key: 2)]])
        await settle { store.pageFooter == .hidden }
        #expect(store.pageFooter == .hidden && store.rows(in: .third).map(\.id) == [1, 2])
        store.loadNextPageIfNear(IndexPath(item: 1, section: 2), distance: 0)
        await settle { hooks.pagesInFlight > 0 }
        hooks.failPage()
        await settle { store.pageFooter == .failed }
        #expect(store.pageFooter == .failed)
        store.retryPage()
        store.retryPage()
        #expect(store.pageFooter == .loading)
        await settle { hooks.pagesInFlight > 0 }
        #expect(hooks.pageRequests == 3, "a retry asked for the failed page other than once")
        hooks.finishPage([])
        await settle { store.pageFooter == .hidden }
        store.loadNextPageIfNear(IndexPath(item: 1, section: 2), distance: 0)
        #expect(store.pageFooter == .hidden && hooks.pageRequests == 3, "the footer came back after the last page")
        #expect(shown == [.loading, .hidden, .loading, .failed, .loading, .hidden])
        // setRows while a page loads: the footer goes with the page it showed.
        store.setRows([.third: [StoreRow(id: 9)]])
        store.loadNextPageIfNear(IndexPath(item: 0, section: 2), distance: 0)
        #expect(store.pageFooter == .loading)
        store.setRows([.third: [StoreRow(id: 9)]])
        #expect(store.pageFooter == .hidden)
        await settle { hooks.pagesInFlight > 0 }
        hooks.finishPage([])
    }
}

/// A classic list over sections of row IDs that a test changes by hand, then tells the list of what
/// it chooses: the wrong controllers of ``ListRowStoreTests/aSectionRemovedWithoutItsDeleteIsCaught(_:)``.
@MainActor
final class WrongSectionsList: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[Int]] = [[1], [2]]
    let view: UIView

    init(_ kind: StoreListKind) {
        if kind == .collectionClassic {
            let collection = UICollectionView(
                frame: .zero,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            collection.register(StoreItemCell.self, forCellWithReuseIdentifier: "row")
            view = collection
        } else {
            let table = UITableView(frame: .zero, style: .plain)
            table.register(StoreTableCell.self, forCellReuseIdentifier: "row")
            view = table
        }
        super.init()
        (view as? UITableView)?.dataSource = self
        (view as? UICollectionView)?.dataSource = self
        (view as? UITableView)?.reloadData()
        (view as? UICollectionView)?.reloadData()
    }

    /// Tells the list, in one batch, that `rows` and `sections` were deleted.
    func tellDeleted(rows: [IndexPath], sections deleted: IndexSet) {
        view.layoutIfNeeded()
        if let table = view as? UITableView {
            table.performBatchUpdates {
                table.deleteSections(deleted, with: .automatic)
                table.deleteRows(at: rows, with: .automatic)
            }
        } else if let collection = view as? UICollectionView {
            collection.performBatchUpdates {
                collection.deleteSections(deleted)
                collection.deleteItems(at: rows)
            }
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
}
