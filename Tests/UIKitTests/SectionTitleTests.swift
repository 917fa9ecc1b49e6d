import Testing

/// A list reads a section's header and footer (a table's titles, a collection list's section
/// provider) when it loads the section, and keeps them until the section is reloaded or inserted; a
/// row update alone does not make it ask again. Stricter than known: UIKit may ask again during other
/// updates, but a screen must not depend on it to show or hide a header (README, "Section titles").
@MainActor
@Suite struct SectionTitleTests {
    /// Two sections; a section's title is shown only while it has rows.
    final class TitledSource: NSObject, UITableViewDataSource {
        var rows: [[String]] = [["a"], []]

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            rows[section].isEmpty ? nil : "Section \(section)"
        }
    }

    private func makeTitledTable() -> (UITableView, TitledSource) {
        let table = UITableView(frame: .zero, style: .plain)
        let source = TitledSource()
        table.dataSource = source
        table.reloadData()
        return (table, source)
    }

    @Test func aTableShowsTheTitlesItReadWhenItLoadedTheSection() {
        let (table, source) = makeTitledTable()
        withExtendedLifetime(source) {
            #expect(table.standInHeaderTitle(inSection: 0) == "Section 0")
            #expect(table.standInHeaderTitle(inSection: 1) == nil)
        }
    }

    /// The negative control: a controller that inserts the first row of a section without reloading it
    /// keeps showing the section without its header.
    @Test func aRowInsertDoesNotReadTheTitleAgain() {
        let (table, source) = makeTitledTable()
        source.rows[1] = ["b"]
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
        #expect(table.standInHeaderTitle(inSection: 1) == nil, "the title read when the section was loaded")
    }

    @Test func reloadingTheSectionReadsTheTitleAgain() {
        let (table, source) = makeTitledTable()
        source.rows[1] = ["b"]
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
        table.reloadSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.standInHeaderTitle(inSection: 1) == "Section 1")
        source.rows[0] = []
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.standInHeaderTitle(inSection: 0) == "Section 0", "stale until reloaded")
        table.reloadData()
        #expect(table.standInHeaderTitle(inSection: 0) == nil)
    }

    /// A collection list's section provider is asked when the section is laid out and again only when
    /// the section is reloaded (or everything is).
    @Test func aSectionProviderIsAskedAgainOnlyForReloadedSections() {
        var asked: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Void> { _, _, _ in }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, _ in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: ())
        }
        source.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1], toSection: 0)
        source.applySnapshotUsingReloadData(snapshot)
        collection.layoutIfNeeded()
        #expect(asked.sorted() == [0, 1], "both sections laid out")
        asked = []
        snapshot.appendItems([2], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        #expect(asked.isEmpty, "an item insert does not ask again")
        snapshot.reloadSections([1])
        source.apply(snapshot, animatingDifferences: false)
        #expect(asked == [1], "the reloaded section is asked again")
        #expect(collection.simulatedSectionSupplementaries[1]?.header != nil)
    }
}
