import Testing

/// The stand-in-only `updateCount`: one per update the list takes in, however many rows it touches.
@MainActor
@Suite struct UpdateCountTests {
    @Test func aTableCountsReloadsAndUpdatesNotRows() {
        let (table, source) = makeTable(rows: 3)
        table.layoutIfNeeded()
        let start = table.updateCount
        source.rows += ["row 3", "row 4", "row 5"]
        table.insertRows(at: (3..<6).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        #expect(table.updateCount == start + 1, "one insertRows of three rows is one update")
        source.rows += ["row 6", "row 7"]
        table.performBatchUpdates {
            table.insertRows(at: [IndexPath(row: 6, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        }
        #expect(table.updateCount == start + 2, "one batch of two inserts is one update")
        source.rows += ["row 8"]
        table.insertRows(at: [IndexPath(row: 8, section: 0)], with: .automatic)
        source.rows += ["row 9"]
        table.insertRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
        #expect(table.updateCount == start + 4, "two inserts outside a batch are two updates")
        table.reloadData()
        #expect(table.updateCount == start + 5)
        #expect(table.numberOfRows(inSection: 0) == 10)
    }

    @Test func aDiffableApplyIsOneUpdate() {
        let (table, source, _) = makeDiffableTable(items: [0, 1, 2])
        table.layoutIfNeeded()
        let start = table.updateCount
        var snapshot = source.snapshot()
        snapshot.appendItems(Array(3..<50))
        source.apply(snapshot, animatingDifferences: false)
        #expect(table.updateCount == start + 1, "one apply of 47 new items is one update")
        #expect(table.numberOfRows(inSection: 0) == 50)
    }

    @Test func aCollectionCountsTheSameWay() {
        let (collection, source) = makeCollection(count: 2)
        collection.layoutIfNeeded()
        let start = collection.updateCount
        source.items += ["item 2", "item 3", "item 4"]
        collection.insertItems(at: (2..<5).map { IndexPath(item: $0, section: 0) })
        #expect(collection.updateCount == start + 1)
        collection.reloadData()
        #expect(collection.updateCount == start + 2)
    }
}
