import Testing

/// A diffable apply never reloads a section with no items in the snapshot being applied: on iOS 15 a
/// diffable data source crashes on it (mozilla-mobile/firefox-ios#22961), and the stand-in reports it
/// (README, rule 31).
@MainActor
@Suite struct SectionReloadRuleTests {
    /// A table and a collection list, diffable, with sections "a" (items 1, 2) and "b" (item 3).
    private static func snapshot(b: [Int] = [3]) -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems(b, toSection: "b")
        return snapshot
    }

    /// Applies `change` to each list, diffable table and collection, and returns what each reported.
    private static func reports(
        applying change: (inout NSDiffableDataSourceSnapshot<String, Int>) -> Void
    ) -> [[String]] {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let tableSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        let collection = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let collectionSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        tableSource.applySnapshotUsingReloadData(snapshot())
        collectionSource.applySnapshotUsingReloadData(snapshot())
        table.layoutIfNeeded()
        collection.layoutIfNeeded()
        var next = snapshot()
        change(&next)
        return [
            UIKitStandIn.recordingInconsistencies { tableSource.apply(next, animatingDifferences: false) },
            UIKitStandIn.recordingInconsistencies { collectionSource.apply(next, animatingDifferences: false) },
        ]
    }

    /// The section's last item deleted and the section reloaded in the same apply is reported, by both
    /// data sources; so is a reload of a section that was empty already.
    @Test func reloadingASectionWithNoItemsIsReported() {
        let expected = NSDiffableDataSourceSnapshot<String, Int>.standInReloadOfEmptySection("b")
        let emptied = Self.reports {
            $0.deleteItems([3])
            $0.reloadSections(["b"])
        }
        #expect(emptied == [[expected], [expected]])
        #expect(expected.contains("no items in the snapshot being applied"))
    }

    /// Negative controls: a reload of a section that has items (the one that just got its first, too) and
    /// the same delete without the reload are not reported.
    @Test func reloadingASectionWithItemsIsNot() {
        let reloaded = Self.reports {
            $0.deleteItems([2])
            $0.reloadSections(["a", "b"])
        }
        #expect(reloaded == [[], []])
        let deleted = Self.reports { $0.deleteItems([3]) }
        #expect(deleted == [[], []])
    }
}
