import Testing

final class ListCell: UICollectionViewListCell {
    var resets = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
    }
}

@MainActor
func listText(_ cell: UICollectionViewCell?) -> String? {
    (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

/// A list screen as listgen emits it: compositional list layout, registrations, diffable data source,
/// a button accessory that routes by resolving the cell's index path at tap time.
final class CollectionListController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<String, Int>!
    var routed: [Int] = []

    override func loadView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<ListCell, Int> { [weak self] cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = "item \(id)"
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            let button = UIButton(configuration: .plain(), primaryAction: nil)
            button.addAction(
                UIAction(identifier: UIAction.Identifier("open")) { [weak self, weak cell] _ in
                    guard let self, let cell, let indexPath = self.collectionView.indexPath(for: cell),
                        let id = self.dataSource.itemIdentifier(for: indexPath)
                    else { return }
                    self.routed.append(id)
                }, for: .primaryActionTriggered)
            cell.accessories = [
                .customView(configuration: .init(customView: button, placement: .trailing())),
                .disclosureIndicator(),
            ]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] view, _, indexPath in
            var content = UIListContentConfiguration.header()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    func show(_ ids: [Int]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["Main"])
        snapshot.appendItems(ids)
        dataSource.apply(snapshot)
    }
}

@MainActor
@Suite struct CollectionTests {
    @Test func listScreenReusesAndRoutes() {
        let controller = CollectionListController()
        controller.loadViewIfNeeded()
        controller.show(Array(0..<200))
        let collection = controller.collectionView!
        #expect(collection.indexPathsForVisibleItems.count == 10)
        #expect(listText(collection.cellForItem(at: IndexPath(item: 4, section: 0))) == "item 4")
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(
            (header as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
                == {
                    var c = UIListContentConfiguration.header(); c.text = "Main"; return c
                }())
        for start in 1...100 { collection.scroll(toFlatRow: start) }
        #expect(collection.cellCreationCount <= 11)
        #expect(collection.prepareForReuseCount == 100)

        collection.scroll(toFlatRow: 0)
        let cell = collection.cellForItem(at: IndexPath(item: 3, section: 0)) as! ListCell
        var snapshot = controller.dataSource.snapshot()
        snapshot.insertItems([-1], beforeItem: 0)
        controller.dataSource.apply(snapshot)
        #expect(collection.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        let button = cell.simulatedAccessoryViews.first as! UIButton
        button.simulateTap()
        #expect(controller.routed == [3])
        #expect(
            (listText(cell), (cell.contentConfiguration as? UIListContentConfiguration)?.image?.simulatedSystemName)
                == ("item 3", "star"))
    }

    @Test func classicDataSourceMutations() {
        final class Source: NSObject, UICollectionViewDataSource {
            var items = Array(0..<30)
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                items.count
            }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            )
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! ListCell
                var content = cell.defaultContentConfiguration()
                content.text = "item \(items[indexPath.item])"
                cell.contentConfiguration = content
                return cell
            }
        }
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(ListCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        collection.dataSource = source
        collection.reloadData()
        let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        source.items.insert(99, at: 0)
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.indexPath(for: cell) == IndexPath(item: 3, section: 0))
        collection.performBatchUpdates {
            source.items.remove(at: 0)
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(collection.indexPath(for: cell) == IndexPath(item: 2, section: 0))
        source.items[2] = 42
        collection.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        #expect((cell as! ListCell).resets == 0)
        #expect(listText(cell) == "item 42")
        let resets = collection.prepareForReuseCount
        collection.reloadItems(at: [IndexPath(item: 2, section: 0)])
        #expect(collection.prepareForReuseCount == resets + 1)
        #expect(collection.numberOfItems(inSection: 0) == 30)
        let messages = UIKitStandIn.recordingInconsistencies {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(messages.first?.contains("invalid number of items in section 0") == true)
    }
}
