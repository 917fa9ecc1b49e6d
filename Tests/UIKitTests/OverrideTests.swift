import Testing

/// `override` of optional data-source/delegate methods compiles as on iOS.
final class NumbersController: UITableViewController {
    var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "n")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.section * 100 + indexPath.row)
    }
}

final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

@MainActor
@Suite struct OverrideTests {
    @Test func tableViewControllerOverrides() {
        let controller = NumbersController(style: .insetGrouped)
        let table = controller.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 1, section: 1))  // window spans sections
        table.scrollToRow(at: IndexPath(row: 7, section: 1), at: .bottom, animated: false)
        #expect(table.firstVisibleFlatRow == 6)
        table.simulateRowSelection(at: IndexPath(row: 3, section: 1))
        #expect(controller.selected == [103])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 1))
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "Section 1")
    }

    @Test func diffableSubclassTitles() {
        let table = UITableView(frame: .zero, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = TitledDataSource(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Fruit", "Veg"])
        snapshot.appendItems([1], toSection: "Fruit")
        snapshot.appendItems([2], toSection: "Veg")
        source.apply(snapshot)
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "Veg")
        #expect(table.visibleCells.count == 2)
    }
}
