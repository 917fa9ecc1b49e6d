@MainActor
@available(iOS 13.0, *)
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    @available(iOS 13.0, *)
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    @available(iOS 13.0, *)
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    @available(iOS 13.0, *)
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
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
        let old = currentSnapshot
        currentSnapshot = snapshot.clearingReloads()
        if let engine = tableView?.engine {
            if engine.isLive {
                if animatingDifferences { engine.warnIfOutsideWindow() }
                engine.apply(snapshot.updates(from: old))
            } else {
                engine.reloadData()
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
        tableView?.reloadData()
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

    // MARK: UITableViewDataSource

    @available(iOS 13.0, *)
    open func numberOfSections(in tableView: UITableView) -> Int {
        currentSnapshot.numberOfSections
    }

    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return currentSnapshot.numberOfItems(inSection: identifier)
    }

    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            UIKitStandIn.fail("Invalid index path: \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            UIKitStandIn.fail(
                "UITableView (<UITableView>) failed to obtain a cell from its dataSource (<\(type(of: self))>)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    @available(iOS 13.0, *)
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// What the diffable data source answers without a subclass is not documented: the stand-in stops
    /// (stricter), as for a data source without the method.
    @available(iOS 13.0, *)
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        UIKitStandIn.fail(UITableView.standInMissingSectionForIndexTitle)
        return 0
    }
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// The table moved a row on screen (a person dragged it): the data source's snapshot takes the
    /// move, so that the next `apply` diffs against what is on screen. A subclass that overrides this
    /// calls super (as apps do; Apple's documentation does not describe this method's behaviour, so the
    /// stand-in takes it from how apps use it: see README, *Rules*).
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        currentSnapshot = currentSnapshot.standInMovingItem(at: sourceIndexPath, to: destinationIndexPath)
    }
}
