import Testing

/// A plain cell that counts its own reuse.
final class CountingCell: UITableViewCell {
    var resets = 0
    var configuredRow: Int?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
        configuredRow = nil
    }
}

/// A classic data source over an array of strings.
final class ArrayDataSource: NSObject, UITableViewDataSource {
    var rows: [String]
    var asked: [IndexPath] = []

    init(rows: [String]) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! CountingCell
        cell.configuredRow = indexPath.row
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
func makeTable(rows: Int) -> (UITableView, ArrayDataSource) {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    let source = ArrayDataSource(rows: (0..<rows).map { "row \($0)" })
    table.dataSource = source
    table.reloadData()
    return (table, source)
}

@MainActor
func text(_ cell: UITableViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

@MainActor
@Suite struct TableReuseTests {
    @Test func indexPathHelpers() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
    }

    @Test func scrollingReusesCells() {
        let (table, source) = makeTable(rows: 200)
        #expect(table.visibleCells.count == 10)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellCreationCount == 10)
        for start in stride(from: 1, through: 190, by: 1) { table.scroll(toFlatRow: start) }
        #expect(table.cellCreationCount <= 11)
        #expect(table.prepareForReuseCount == 190)
        #expect(table.visibleCells.count == 10)
        #expect(text(table.cellForRow(at: IndexPath(row: 195, section: 0))) == "row 195")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(source.asked.count == 200)
        table.scroll(toFlatRow: 500)
        #expect(table.firstVisibleFlatRow == 190)
    }

    @Test func insertAboveMovesCellsWithoutAskingDataSource() {
        let (table, source) = makeTable(rows: 200)
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let askedBefore = source.asked.count
        source.rows.insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === firstCell)
        #expect(table.indexPath(for: firstCell) == IndexPath(row: 1, section: 0))
        #expect(source.asked[askedBefore...] == [IndexPath(row: 0, section: 0)])
        #expect(text(table.cellForRow(at: IndexPath(row: 0, section: 0))) == "new")
        // Stale content on purpose: the moved cell still shows what it was configured with.
        #expect((firstCell as! CountingCell).configuredRow == 0)
    }

    @Test func deleteAndMoveKeepCells() {
        let (table, source) = makeTable(rows: 50)
        let cellAt5 = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        source.rows.remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        #expect(table.indexPath(for: cellAt5) == IndexPath(row: 4, section: 0))
        let moved = source.rows.remove(at: 0)
        source.rows.insert(moved, at: 6)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 6, section: 0))
        #expect(table.indexPath(for: cellAt5) == IndexPath(row: 3, section: 0))
    }

    @Test func batchUpdatesCombineDeletesInsertsAndMoves() {
        let (table, source) = makeTable(rows: 20)
        let cells = (0..<10).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        // before: 0 1 2 3 4 ...; delete 1, insert "x" at 0, move 4 -> 2
        source.rows = ["x", "row 0", "row 4", "row 2", "row 3"] + source.rows[5...]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 2, section: 0))
        }
        #expect(table.indexPath(for: cells[0]) == IndexPath(row: 1, section: 0))
        #expect(table.indexPath(for: cells[4]) == IndexPath(row: 2, section: 0))
        #expect(table.indexPath(for: cells[2]) == IndexPath(row: 3, section: 0))
        // The deleted row's cell went to the reuse queue and came back for the inserted row.
        #expect(table.indexPath(for: cells[1]) == IndexPath(row: 0, section: 0))
        #expect(text(cells[1]) == "x")
    }

    @Test func mismatchedCountsReportInconsistency() {
        let (table, source) = makeTable(rows: 20)
        let messages = UIKitStandIn.recordingInconsistencies {
            source.rows.append("extra")
            source.rows.append("extra 2")
            table.insertRows(at: [IndexPath(row: 20, section: 0)], with: .automatic)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("invalid number of rows in section 0") == true)
        #expect(table.numberOfRows(inSection: 0) == 22)  // recovered by reloading
    }

    @Test func reconfigureKeepsCellReloadRedequeues() {
        let (table, source) = makeTable(rows: 20)
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0)) as! CountingCell
        source.rows[3] = "changed"
        table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(cell.resets == 0)
        #expect(text(cell) == "changed")
        let resetsBefore = table.prepareForReuseCount
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(table.prepareForReuseCount == resetsBefore + 1)
        #expect(text(table.cellForRow(at: IndexPath(row: 3, section: 0))) == "changed")
    }

    @Test func reloadDataRequeuesEveryVisibleCell() {
        let (table, source) = makeTable(rows: 20)
        let asked = source.asked.count
        table.reloadData()
        #expect(table.prepareForReuseCount == 10)
        #expect(table.cellCreationCount == 10)
        #expect(source.asked.count == asked + 10)
    }

    @Test func unregisteredIdentifierFails() {
        let table = UITableView()
        let messages = UIKitStandIn.recordingInconsistencies {
            _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        }
        #expect(messages.count == 1)
        #expect(table.dequeueReusableCell(withIdentifier: "nope") == nil)
    }

    @Test func sectionsInsertDeleteMove() {
        final class Sections: NSObject, UITableViewDataSource {
            var sections: [[String]] = [["a", "b"], ["c"], ["d", "e", "f"]]
            func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections[section].count
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = sections[indexPath.section][indexPath.row]
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = UITableView(frame: .zero, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Sections()
        table.dataSource = source
        table.layoutIfNeeded()
        let dCell = table.cellForRow(at: IndexPath(row: 0, section: 2))!
        source.sections.remove(at: 0)
        table.deleteSections([0], with: .automatic)
        #expect(table.indexPath(for: dCell) == IndexPath(row: 0, section: 1))
        source.sections.insert(["z"], at: 0)
        table.insertSections([0], with: .automatic)
        #expect(table.indexPath(for: dCell) == IndexPath(row: 0, section: 2))
        source.sections.swapAt(1, 2)
        table.moveSection(2, toSection: 1)
        #expect(table.indexPath(for: dCell) == IndexPath(row: 0, section: 1))
        #expect(table.numberOfSections == 3)
    }
}
