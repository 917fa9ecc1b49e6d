import Testing

struct Item: Hashable, Sendable {
    let id: Int
    var title: String
}

@MainActor
func makeDiffableTable(items: [Int]) -> (UITableView, UITableViewDiffableDataSource<String, Int>, () -> [IndexPath]) {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    var asked: [IndexPath] = []
    let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { tableView, indexPath, id in
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "item \(id)"
        cell.contentConfiguration = content
        return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems(items)
    source.apply(snapshot, animatingDifferences: false)
    return (table, source, { asked })
}

@MainActor
@Suite struct DiffableTests {
    @Test func snapshotBasics() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.moveItem(3, afterItem: 4)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 4, 3])
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        #expect(snapshot.indexOfItem(4) == 3)
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [4, 3])
        #expect(snapshot.indexOfSection("b") == 0)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func duplicateIdentifiersFail() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let messages = UIKitStandIn.recordingInconsistencies {
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 1])
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("not unique") == true)
    }

    @Test func applyMovesInsertsDeletesKeepingCells() {
        let (table, source, asked) = makeDiffableTable(items: Array(0..<50))
        #expect(text(table.cellForRow(at: IndexPath(row: 0, section: 0))) == "item 0")
        let cell3 = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        let cell7 = table.cellForRow(at: IndexPath(row: 7, section: 0))!
        let askedBefore = asked().count
        var snapshot = source.snapshot()
        snapshot.insertItems([100], beforeItem: 0)
        snapshot.deleteItems([1])
        snapshot.moveItem(7, beforeItem: 2)
        source.apply(snapshot)
        // 100 0 7 2 3 4 5 6 8 9 ...
        #expect(table.indexPath(for: cell3) == IndexPath(row: 4, section: 0))
        #expect(table.indexPath(for: cell7) == IndexPath(row: 2, section: 0))
        #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == 7)
        #expect(source.indexPath(for: 3) == IndexPath(row: 4, section: 0))
        #expect(asked()[askedBefore...].sorted { $0.row < $1.row } == [IndexPath(row: 0, section: 0)])
        #expect(text(table.cellForRow(at: IndexPath(row: 0, section: 0))) == "item 100")
    }

    @Test func applySectionsChange() {
        let (table, source, _) = makeDiffableTable(items: [1, 2, 3])
        let cell2 = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var snapshot = source.snapshot()
        snapshot.insertSections(["top"], beforeSection: "main")
        snapshot.appendItems([10, 11], toSection: "top")
        source.apply(snapshot)
        #expect(table.numberOfSections == 2)
        #expect(table.indexPath(for: cell2) == IndexPath(row: 1, section: 1))
        #expect(source.sectionIdentifier(for: 0) == "top")
        #expect(source.index(for: "main") == 1)
        snapshot.moveSection("top", afterSection: "main")
        source.apply(snapshot)
        #expect(table.indexPath(for: cell2) == IndexPath(row: 1, section: 0))
    }

    @Test func reconfigureItemsKeepsCellReloadItemsRedequeues() {
        let (table, source, _) = makeDiffableTable(items: Array(0..<20))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! CountingCell
        var snapshot = source.snapshot()
        snapshot.reconfigureItems([2])
        source.apply(snapshot)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell.resets == 0)
        let resets = table.prepareForReuseCount
        snapshot = source.snapshot()
        snapshot.reloadItems([2])
        source.apply(snapshot)
        #expect(table.prepareForReuseCount == resets + 1)
    }

    @Test func applyUsingReloadDataRequeuesAll() {
        let (table, source, _) = makeDiffableTable(items: Array(0..<20))
        var completed = false
        source.applySnapshotUsingReloadData(source.snapshot()) { completed = true }
        #expect(completed)
        #expect(table.prepareForReuseCount == 10)
    }

    @Test func randomisedApplyMatchesSnapshot() {
        var generator = SystemRandomNumberGenerator()
        let (table, source, _) = makeDiffableTable(items: Array(0..<30))
        table.visibleRowCapacity = 1_000  // everything on screen
        var next = 1000
        for _ in 0..<30 {
            var snapshot = source.snapshot()
            var ids = snapshot.itemIdentifiers
            ids.shuffle(using: &generator)
            let dropped = Set(ids.prefix(Int.random(in: 0...3, using: &generator)))
            snapshot.deleteItems(Array(dropped))
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                snapshot.appendItems([next])
                next += 1
            }
            if let a = snapshot.itemIdentifiers.randomElement(using: &generator),
                let b = snapshot.itemIdentifiers.randomElement(using: &generator), a != b
            {
                snapshot.moveItem(a, beforeItem: b)
            }
            let cellsByID = Dictionary(
                uniqueKeysWithValues: table.visibleCells.map { (text($0)!, ObjectIdentifier($0)) })
            let messages = UIKitStandIn.recordingInconsistencies { source.apply(snapshot) }
            #expect(messages.isEmpty)
            for (row, id) in snapshot.itemIdentifiers.enumerated() {
                let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
                #expect(text(cell) == "item \(id)")
                if let kept = cellsByID["item \(id)"] { #expect(ObjectIdentifier(cell!) == kept) }
            }
        }
    }
}
