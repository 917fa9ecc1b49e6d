import Testing

/// README rules 23 and 24: what reloads and batch updates do to a list's selected index paths.
@MainActor
@Suite struct SelectionRuleTests {
    /// Rule 23: `reloadData()` drops the selection. The negative control is code that counts on it staying:
    /// after a reload with a row inserted above, it would find the old index path, now another row's.
    @Test func aReloadDropsTheSelection() {
        let (table, source) = makeTable(rows: 5)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        source.rows.insert("new", at: 0)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.indexPathsForSelectedRows == nil || table.indexPathsForSelectedRows == [])
    }

    /// Rule 24: through a batch update the selected row stays selected where the update puts it (an insert
    /// above, a move), and is deselected when it is deleted. The negative control keeps the old index path:
    /// after the insert it names the row that was above.
    @Test func aBatchUpdateMovesTheSelectionWithItsRow() {
        let (table, source) = makeTable(rows: 5)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.rows.insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        let stale = IndexPath(row: 2, section: 0)
        #expect(source.rows[stale.row] != "row 2", "the negative control's index path names another row")
        source.rows.insert(source.rows.remove(at: 3), at: 0)
        table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        source.rows.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// Rules 23 and 24 on a collection view: the same engine keeps its selected items.
    @Test func aCollectionViewKeepsItsSelectionTheSameWay() {
        let (collection, source) = makeCollection(count: 5)
        collection.layoutIfNeeded()
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        source.items.insert("new", at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        collection.reloadData()
        #expect(collection.indexPathsForSelectedItems == [])
    }
}
