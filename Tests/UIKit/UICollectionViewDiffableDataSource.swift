@MainActor
@available(iOS 13.0, *)
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    @available(iOS 13.0, *)
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    @available(iOS 13.0, *)
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    @available(iOS 13.0, *)
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What a person may reorder, and what the data source says before and after a reorder.
    @available(iOS 14.0, *)
    public struct ReorderingHandlers {
        /// Whether the item can be dragged; nil (the default) means no item can.
        @available(iOS 14.0, *)
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the snapshot takes the move.
        @available(iOS 14.0, *)
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction once the snapshot took the move: the app updates its own store.
        @available(iOS 14.0, *)
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        @available(iOS 14.0, *)
        public init() {}
    }

    @available(iOS 14.0, *)
    public var reorderingHandlers = ReorderingHandlers()

    @available(iOS 13.0, *)
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Diffs against the current snapshot by identifier and performs the result as one batch update;
    /// synchronous, `completion` runs before returning.
    @available(iOS 13.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        snapshot.reportReloadedEmptySections()
        collectionView?.engine.flushPendingReload()
        let old = currentSnapshot
        currentSnapshot = snapshot.clearingReloads()
        if let collectionView {
            if collectionView.engine.isLive {
                if animatingDifferences { collectionView.engine.warnIfOutsideWindow() }
                let updates = snapshot.updates(from: old)
                if !updates.isEmpty { collectionView.dropHeaders() }
                collectionView.engine.apply(updates)
            } else {
                collectionView.reloadData()
            }
        }
        completion?()
    }

    @available(iOS 15.0, *)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    @available(iOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        currentSnapshot = snapshot.clearingReloads()
        collectionView?.reloadData()
        completion?()
    }

    @available(iOS 15.0, *)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    @available(iOS 13.0, *)
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    @available(iOS 13.0, *)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.item(at: indexPath)
    }

    @available(iOS 13.0, *)
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier)
    }

    @available(iOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sectionIdentifiers.indices.contains(index) ? currentSnapshot.sectionIdentifiers[index] : nil
    }

    @available(iOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    @available(iOS 13.0, *)
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    @available(iOS 13.0, *)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return currentSnapshot.numberOfItems(inSection: identifier)
    }

    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath) else {
            UIKitStandIn.fail("Invalid index path: \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitStandIn.fail(
                "the collection view's data source did not return a valid cell from "
                    + "-collectionView:cellForItemAtIndexPath: for index path <NSIndexPath> {length = 2, path = "
                    + "\(indexPath.section) - \(indexPath.item)}")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// `reorderingHandlers.canReorderItem` for the item there; false without the handler.
    @available(iOS 13.0, *)
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorderItem = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorderItem(item)
    }

    /// The collection view moved an item on screen (a person dragged it): `willReorder`, the snapshot
    /// takes the move, `didReorder`, each handler with the same transaction.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let initial = currentSnapshot
        guard itemIdentifier(for: sourceIndexPath) != nil else { return }
        let final = initial.standInMovingItem(at: sourceIndexPath, to: destinationIndexPath)
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        currentSnapshot = final
        reorderingHandlers.didReorder?(transaction)
    }

    @available(iOS 14.0, *)
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// What the diffable data source answers without a subclass is not documented: the stand-in stops
    /// (stricter), as for a data source without the method.
    @available(iOS 14.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        UIKitStandIn.fail(UICollectionView.standInMissingIndexPathForIndexTitle)
        return IndexPath(index: 0)
    }

    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            UIKitStandIn.fail("supplementaryViewProvider returned nil (or is not set) for kind \(kind) at \(indexPath)")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }
}
