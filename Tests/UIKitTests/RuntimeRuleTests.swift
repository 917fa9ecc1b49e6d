import Testing

// Each runtime rule of Tests/UIKit/README.md ("Rules the stand-in enforces"), shown to fire with
// UIKit's own message on the wrong code and to stay quiet on the right code. The expected texts
// are spelled out here, independently of the stand-in, as UIKit prints them.

/// "Invalid update: invalid number of …" as UIKit words it.
func invalidCountMessage(
    _ row: String, section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0,
    movedOut: Int = 0
) -> String {
    "Invalid update: invalid number of \(row)s in section \(section). The number of \(row)s contained in an "
        + "existing section after the update (\(after)) must be equal to the number of \(row)s contained in that "
        + "section before the update (\(before)), plus or minus the number of \(row)s inserted or deleted from that "
        + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(row)s moved into or "
        + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
}

let registrationMessagePrefix =
    "Attempted to dequeue a cell using a registration that was created inside "
    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. "
    + "Creating a new registration each time a cell is requested will prevent reuse and cause created cells to "
    + "remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up "
    + "front and reused. Registration: "

let tableOutsideWindowWarning =
    "UITableView was told to layout its visible cells and other contents without being in the view hierarchy "
    + "(the table view or one of its superviews has not been added to a window). This may cause bugs by forcing "
    + "views inside the table view to load and perform layout without accurate information (e.g. table view "
    + "bounds, trait collection, layout margins, safe area insets, etc), and will also cause unnecessary "
    + "performance overhead due to extra layout passes. Make a symbolic breakpoint at "
    + "UITableViewAlertForLayoutOutsideViewHierarchy to catch this in the debugger and see what caused this to "
    + "occur, so you can avoid this action altogether if possible, or defer it until the table view has been "
    + "added to a window."

/// A classic collection data source over an array of strings (registration made up front).
final class ItemSource: NSObject, UICollectionViewDataSource {
    var items: [String]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }

    init(count: Int) { items = (0..<count).map { "item \($0)" } }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }
}

@MainActor
func makeCollection(count: Int) -> (UICollectionView, ItemSource) {
    let collection = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    let source = ItemSource(count: count)
    collection.dataSource = source
    return (collection, source)
}

@MainActor
@Suite(.serialized) struct RuntimeRuleTests {
    // MARK: Registrations are created up front

    /// Creates its registration lazily, the first time the data source is asked for a cell.
    final class LazyRegistrationSource: NSObject, UICollectionViewDataSource {
        lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    @Test func aRegistrationCreatedWhileACellIsRequestedCannotBeUsed() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let source = LazyRegistrationSource()
        collection.dataSource = source
        let messages = UIKitStandIn.recordingInconsistencies { collection.layoutIfNeeded() }
        #expect(messages.count == 3, "every dequeue with that registration raises")
        #expect(messages.allSatisfy { $0.hasPrefix(registrationMessagePrefix) })

        // The same registration created before the data source is asked: fine.
        let early = LazyRegistrationSource()
        _ = early.registration
        let other = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        other.dataSource = early
        #expect(UIKitStandIn.recordingInconsistencies { other.layoutIfNeeded() }.isEmpty)
        #expect(other.visibleCells.count == 3)
    }

    @Test func aRegistrationCreatedInsideADiffableCellProviderCannotBeUsed() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
            collectionView, indexPath, item in
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        let messages = UIKitStandIn.recordingInconsistencies {
            dataSource.apply(snapshot, animatingDifferences: false)
            collection.layoutIfNeeded()
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix(registrationMessagePrefix) })
    }

    @Test func aSupplementaryRegistrationCreatedInsideAProviderCannotBeUsed() {
        func run(lazy: Bool) -> [String] {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            let collection = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            let upFront = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                let registration =
                    lazy
                    ? UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) {
                        _, _, _ in
                    }
                    : upFront
                return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            return UIKitStandIn.recordingInconsistencies {
                dataSource.apply(snapshot, animatingDifferences: false)
                collection.layoutIfNeeded()
                #expect(
                    collection.supplementaryView(
                        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                        != nil)
            }
        }
        #expect(run(lazy: false).isEmpty)
        let messages = run(lazy: true)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "Attempted to dequeue a supplementary view using a registration that was created inside a data source "
                    + "request") == true)
    }

    @Test func aSupplementaryViewMustBeDequeuedForTheKindItIsAskedFor() {
        func run(wrongKind: Bool) -> (messages: [String], footer: UICollectionReusableView?) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let collection = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, _, _ in }
            let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionFooter
            ) { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                // The wrong provider answers every kind with the header registration.
                let registration = kind == UICollectionView.elementKindSectionFooter && !wrongKind ? footer : header
                return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            var shown: UICollectionReusableView?
            let messages = UIKitStandIn.recordingInconsistencies {
                dataSource.apply(snapshot, animatingDifferences: false)
                collection.layoutIfNeeded()
                shown = collection.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
            }
            return (messages, shown)
        }
        let right = run(wrongKind: false)
        #expect(right.messages.isEmpty)
        #expect(right.footer != nil)
        #expect(
            run(wrongKind: true).messages == [
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not "
                    + "match the element kind it is being used for. When asked for a view of element kind "
                    + "'UICollectionElementKindSectionFooter' the data source dequeued a view registered for the "
                    + "element kind 'UICollectionElementKindSectionHeader'."
            ])
    }

    // MARK: Dequeuing an identifier that was never registered

    @Test func dequeuingAnUnregisteredIdentifierRaises() {
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let messages = UIKitStandIn.recordingInconsistencies {
            _ = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
            _ = collection.dequeueReusableCell(withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
        }
        #expect(
            messages == [
                "unable to dequeue a cell with identifier Row - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier Item - must register "
                    + "a nib or a class for the identifier or connect a prototype cell in a storyboard",
            ])
    }

    // MARK: reloadData: deferred on collection views, immediate on table views

    @Test func aCollectionViewReadsCountsAtTheNextLayoutNotAtReloadData() {
        let (collection, source) = makeCollection(count: 5)
        collection.layoutIfNeeded()
        source.items.append("new")
        collection.reloadData()
        #expect(collection.numberOfItems(inSection: 0) == 5, "counts are not read by reloadData()")
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 6)
    }

    @Test func anUpdateAfterAPendingReloadCountsTheChangedModelAsBefore() {
        // The old classic collection shape: reloadData (pending), then model change + insertItems.
        let (collection, source) = makeCollection(count: 5)
        collection.layoutIfNeeded()
        collection.reloadData()
        let messages = UIKitStandIn.recordingInconsistencies {
            source.items.insert("new", at: 0)
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(messages == [invalidCountMessage("item", section: 0, after: 6, before: 6, inserted: 1, deleted: 0)])
    }

    @Test func anUpdateBeforeTheFirstLayoutCountsTheChangedModelAsBefore() {
        let (collection, source) = makeCollection(count: 5)  // never laid out
        let messages = UIKitStandIn.recordingInconsistencies {
            source.items.append("new")
            collection.insertItems(at: [IndexPath(item: 5, section: 0)])
        }
        #expect(messages == [invalidCountMessage("item", section: 0, after: 6, before: 6, inserted: 1, deleted: 0)])
    }

    @Test func laidOutFirstOrChangedInsideTheBatchIsRight() {
        let (collection, source) = makeCollection(count: 5)
        collection.layoutIfNeeded()
        collection.reloadData()
        collection.layoutIfNeeded()  // the pending reload happens here
        var messages = UIKitStandIn.recordingInconsistencies {
            source.items.insert("new", at: 0)
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(messages.isEmpty)
        collection.reloadData()
        messages = UIKitStandIn.recordingInconsistencies {
            collection.performBatchUpdates {
                source.items.insert("newer", at: 0)
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(messages.isEmpty, "the batch reads the counts before its block runs")
        #expect(collection.numberOfItems(inSection: 0) == 7)
    }

    @Test func aTableViewReadsCountsInReloadData() {
        let (table, source) = makeTable(rows: 5)
        table.reloadData()
        var messages = UIKitStandIn.recordingInconsistencies {
            source.rows.insert("new", at: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(messages.isEmpty, "reloadData() already read 5 rows")
        messages = UIKitStandIn.recordingInconsistencies {
            source.rows.insert("newer", at: 0)
            table.reloadData()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(messages == [invalidCountMessage("row", section: 0, after: 7, before: 7, inserted: 1, deleted: 0)])
    }

    // MARK: Batch updates must balance

    @Test func unbalancedUpdatesRaiseWithUIKitsMessage() {
        let (table, tableSource) = makeTable(rows: 4)
        let (collection, collectionSource) = makeCollection(count: 4)
        collection.layoutIfNeeded()
        let messages = UIKitStandIn.recordingInconsistencies {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)  // model unchanged
            collectionSource.items.removeLast(2)
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])  // two removed, one deleted
            tableSource.rows.append("x")
            table.performBatchUpdates {
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            }
        }
        #expect(
            messages == [
                invalidCountMessage("row", section: 0, after: 4, before: 4, inserted: 1, deleted: 0),
                invalidCountMessage("item", section: 0, after: 2, before: 4, inserted: 0, deleted: 1),
                invalidCountMessage(
                    "row", section: 0, after: 5, before: 4, inserted: 0, deleted: 0, movedIn: 1, movedOut: 1),
            ])
    }

    // MARK: Diffable snapshots

    @Test func snapshotsRaiseOnDuplicatesAndUnknownIdentifiers() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let messages = UIKitStandIn.recordingInconsistencies {
            snapshot.appendSections(["a", "a"])
            snapshot.appendItems([1, 2, 2])
            snapshot.appendItems([1])
            snapshot.reloadItems([9])
            snapshot.reconfigureItems([8])
            snapshot.deleteItems([7])
            snapshot.insertItems([3], beforeItem: 6)
            snapshot.insertItems([4], afterItem: 5)
        }
        #expect(
            messages == [
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(a)}",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1)}",
                "Invalid item identifier specified for reload: 9",
                "Invalid item identifier specified for reconfigure: 8",
                "Invalid item identifier specified for delete: 7",
                "Invalid item identifier specified for insert: 6",
                "Invalid item identifier specified for insert: 5",
            ])
        #expect(snapshot.itemIdentifiers == [1, 2])
    }

    // MARK: A cell provider must return a cell

    @Test func aCellProviderThatReturnsNilRaises() {
        let table = UITableView(frame: .zero, style: .plain)
        let tableSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let collectionSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in
            nil
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        let messages = UIKitStandIn.recordingInconsistencies {
            tableSource.apply(snapshot, animatingDifferences: false)
            collectionSource.apply(snapshot, animatingDifferences: false)
            collection.layoutIfNeeded()
        }
        #expect(
            messages == [
                "UITableView (<UITableView>) failed to obtain a cell from its dataSource "
                    + "(<UITableViewDiffableDataSource<Int, Int>>)",
                "the collection view's data source did not return a valid cell from "
                    + "-collectionView:cellForItemAtIndexPath: for index path <NSIndexPath> {length = 2, path = 0 - 0}",
            ])
    }

    // MARK: contentConfiguration = nil replaces the content view

    final class ResettingCell: UITableViewCell {
        static var resetsConfiguration = false
        override func prepareForReuse() {
            super.prepareForReuse()
            if Self.resetsConfiguration { contentConfiguration = nil }
        }
    }

    @Test(arguments: [false, true])
    func reuseKeepsOneContentViewUnlessTheConfigurationIsCleared(resets: Bool) {
        ResettingCell.resetsConfiguration = resets
        defer { ResettingCell.resetsConfiguration = false }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(ResettingCell.self, forCellReuseIdentifier: "cell")
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "row \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let dataSource = Source()
        table.dataSource = dataSource
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let firstContentView = first.contentView
        #expect(firstContentView is UIListContentView)
        for row in stride(from: 5, through: 30, by: 5) { table.scroll(toFlatRow: row) }
        #expect(table.prepareForReuseCount > 0)
        let counts = table.visibleCells.map(\.simulatedContentViewCreationCount)
        if resets {
            #expect(counts.allSatisfy { $0 > 1 }, "every reuse built two more content views: \(counts)")
        } else {
            #expect(counts.allSatisfy { $0 == 1 }, "\(counts)")
            #expect(first.contentView === firstContentView)
        }
    }

    @Test func aNewContentViewDropsWhatWasAddedToTheOldOne() {
        let cell = UICollectionViewListCell(frame: .zero)
        let label = UILabel(frame: .zero)
        cell.contentView.addSubview(label)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(label.window == nil && label.superview?.superview == nil, "the old content view left the cell")
        #expect(!cell.contentView.subviews.contains(label))
        #expect(cell.simulatedContentViewCreationCount == 1)
        cell.contentConfiguration = nil
        #expect(cell.simulatedContentViewCreationCount == 2)
        #expect(!(cell.contentView is UIListContentView))
    }

    // MARK: Animating outside a window is logged

    @Test func animatedUpdatesOutsideAWindowAreLoggedAsUIKitDoes() {
        UIKitStandIn.resetLoggedWarnings()
        let (table, source, _) = makeDiffableTable(items: [1, 2, 3])
        var snapshot = source.snapshot()
        snapshot.appendItems([4])
        let outside = UIKitStandIn.recordingWarnings { source.apply(snapshot, animatingDifferences: true) }
        #expect(outside == [tableOutsideWindowWarning])
        snapshot.appendItems([5])
        #expect(UIKitStandIn.recordingWarnings { source.apply(snapshot, animatingDifferences: false) }.isEmpty)

        let window = UIWindow(frame: .zero)
        let controller = UIViewController()
        controller.view.addSubview(table)
        window.rootViewController = controller
        snapshot.appendItems([6])
        #expect(UIKitStandIn.recordingWarnings { source.apply(snapshot, animatingDifferences: true) }.isEmpty)
    }

    @Test func batchUpdatesOutsideAWindowAreLogged() {
        UIKitStandIn.resetLoggedWarnings()
        let (table, tableSource) = makeTable(rows: 3)
        let (collection, collectionSource) = makeCollection(count: 3)
        collection.layoutIfNeeded()
        let warnings = UIKitStandIn.recordingWarnings {
            tableSource.rows.append("x")
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
            collectionSource.items.append("x")
            collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(warnings.count == 2)
        #expect(warnings.first == tableOutsideWindowWarning)
        #expect(
            warnings.last?.hasPrefix("UICollectionView performed updates without being in the view hierarchy") == true)
        #expect(UIKitStandIn.loggedWarnings == warnings)

        // In a window: nothing is logged.
        let window = UIWindow(frame: .zero)
        let controller = UIViewController()
        controller.view.addSubview(table)
        controller.view.addSubview(collection)
        window.rootViewController = controller
        let inWindow = UIKitStandIn.recordingWarnings {
            tableSource.rows.append("y")
            table.insertRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
            collectionSource.items.append("y")
            collection.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        #expect(inWindow.isEmpty)
    }
}
