/// A collection view that simulates UIKit's visible window and cell reuse, like `UITableView`;
/// see README.md and `UICollectionView+Simulation.swift`.
@MainActor
@available(iOS 6.0, *)
open class UICollectionView: UIScrollView {
    @available(iOS 6.0, *)
    public struct ScrollPosition: OptionSet, Sendable {
        @available(iOS 6.0, *)
        public let rawValue: UInt
        @available(iOS 6.0, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        @available(iOS 6.0, *)
        public static let top = ScrollPosition(rawValue: 1 << 0)
        @available(iOS 6.0, *)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        @available(iOS 6.0, *)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        @available(iOS 6.0, *)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        @available(iOS 6.0, *)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        @available(iOS 6.0, *)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    @available(iOS 6.0, *)
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    @available(iOS 6.0, *)
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    @available(iOS 6.0, *)
    open var collectionViewLayout: UICollectionViewLayout
    @available(iOS 6.0, *)
    open var allowsSelection = true
    @available(iOS 6.0, *)
    open var allowsMultipleSelection = false
    /// Editing mode: list cells show their accessories displayed `.whenEditing` (a reorder control, for one).
    @available(iOS 14.0, *)
    open var isEditing = false
    /// Whether a person can select an item in editing mode (default false). Stricter than known (rule 27
    /// of `README.md`): the stand-in also needs it when `allowsMultipleSelectionDuringEditing` is true.
    @available(iOS 14.0, *)
    open var allowsSelectionDuringEditing = false
    /// Whether more than one item can be selected in editing mode (default false); a tap on a selected
    /// item then deselects it.
    @available(iOS 14.0, *)
    open var allowsMultipleSelectionDuringEditing = false
    /// Behind every cell, header and footer, sized to the list's bounds; does not scroll. The list
    /// keeps it as its lowest subview (nil by default).
    @available(iOS 6.0, *)
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    @available(iOS 6.0, *)
    weak open var dataSource: (any UICollectionViewDataSource)? {
        didSet { engine.setNeedsReload() }
    }
    @available(iOS 6.0, *)
    weak open var delegate: (any UICollectionViewDelegate)?

    private(set) lazy var engine = ListEngine(host: self)
    private var supplementaryFactories: [String: () -> UICollectionReusableView] = [:]
    private var supplementaryQueues: [String: [UICollectionReusableView]] = [:]
    /// Visible section headers and footers: element kind → section index → view.
    private(set) var visibleSupplementaries: [String: [Int: UICollectionReusableView]] = [:]
    /// The views of the layout's own boundary supplementary items (not of a section), by element kind.
    private var visibleLayoutSupplementaries: [String: UICollectionReusableView] = [:]
    /// The element kind each dequeued supplementary view was dequeued for.
    private var supplementaryKinds: [ObjectIdentifier: String] = [:]
    private var selectedItems: [IndexPath] {
        get { engine.selection }
        set { engine.selection = newValue }
    }

    @available(iOS 6.0, *)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
    }

    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    // MARK: Registration and dequeue

    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            engine.register(identifier, factory: nil)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            UIKitStandIn.fail("\(cellClass) is not a subclass of UICollectionViewCell")
            return
        }
        engine.register(identifier) { cellType.init(standInReuseIdentifier: identifier) }
    }

    @available(iOS 6.0, *)
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = elementKind + "/" + identifier
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            supplementaryFactories[key] = nil
            return
        }
        supplementaryFactories[key] = { viewType.init(standInReuseIdentifier: identifier) }
    }

    @discardableResult
    @available(iOS 6.0, *)
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let cell = engine.dequeue(identifier, for: indexPath) as? UICollectionViewCell { return cell }
        UIKitStandIn.fail(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UICollectionViewCell(standInReuseIdentifier: identifier)
    }

    @discardableResult
    @available(iOS 6.0, *)
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if var queue = supplementaryQueues[key], !queue.isEmpty {
            let view = queue.removeFirst()
            supplementaryQueues[key] = queue
            view.prepareForReuse()
            supplementaryKinds[ObjectIdentifier(view)] = elementKind
            return view
        }
        if let factory = supplementaryFactories[key] {
            let view = factory()
            supplementaryKinds[ObjectIdentifier(view)] = elementKind
            return view
        }
        UIKitStandIn.fail(
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard")
        return UICollectionReusableView(standInReuseIdentifier: identifier)
    }

    // MARK: Queries

    /// While a `reloadData()` is pending, the counts from before it (stricter than iOS, where this may
    /// or may not read the data source again: code must not rely on it to force the reload).
    @available(iOS 6.0, *)
    open var numberOfSections: Int {
        if !engine.hasPendingReload { engine.ensureLive() }
        return engine.counts.count
    }

    /// While a `reloadData()` is pending, the count from before it; see `numberOfSections`.
    @available(iOS 6.0, *)
    open func numberOfItems(inSection section: Int) -> Int {
        if !engine.hasPendingReload { engine.ensureLive() }
        return section < engine.counts.count ? engine.counts[section] : 0
    }

    @available(iOS 6.0, *)
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        engine.indexPath(for: cell)
    }

    @available(iOS 6.0, *)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine.cell(at: indexPath) as? UICollectionViewCell
    }

    @available(iOS 6.0, *)
    open var visibleCells: [UICollectionViewCell] {
        engine.ensureLive()
        return engine.visibleIndexPaths.compactMap { engine.visible[$0] as? UICollectionViewCell }
    }

    @available(iOS 6.0, *)
    open var indexPathsForVisibleItems: [IndexPath] {
        engine.ensureLive()
        return engine.visibleIndexPaths
    }

    @available(iOS 9.0, *)
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionReusableView?
    {
        engine.ensureLive()
        if let view = visibleLayoutSupplementaries[elementKind] { return view }
        return visibleSupplementaries[elementKind]?[indexPath.section]
    }

    // MARK: Reload, updates

    /// Deferred, as on iOS: the data source is asked for counts at the next layout
    /// (`layoutIfNeeded()`, a scroll, a test's query of the visible cells) or when a batch update starts.
    @available(iOS 6.0, *)
    open func reloadData() {
        engine.reloadData()
    }

    @available(iOS 6.0, *)
    open override func layoutIfNeeded() {
        engine.ensureLive()
    }

    @available(iOS 6.0, *)
    open func insertItems(at indexPaths: [IndexPath]) {
        engine.record { $0.insertedRows.formUnion(indexPaths) }
    }

    @available(iOS 6.0, *)
    open func deleteItems(at indexPaths: [IndexPath]) {
        engine.record { $0.deletedRows.formUnion(indexPaths) }
    }

    @available(iOS 6.0, *)
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    @available(iOS 6.0, *)
    open func reloadItems(at indexPaths: [IndexPath]) {
        engine.record { $0.reloadedRows.formUnion(indexPaths) }
    }

    @available(iOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        engine.reconfigure(indexPaths)
    }

    @available(iOS 6.0, *)
    open func insertSections(_ sections: IndexSet) {
        engine.record { $0.insertedSections.formUnion(sections) }
    }

    @available(iOS 6.0, *)
    open func deleteSections(_ sections: IndexSet) {
        engine.record { $0.deletedSections.formUnion(sections) }
    }

    @available(iOS 6.0, *)
    open func reloadSections(_ sections: IndexSet) {
        engine.record { $0.reloadedSections.formUnion(sections) }
    }

    @available(iOS 6.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.record { $0.movedSections.append((section, newSection)) }
    }

    /// Applies synchronously; `completion` is called before returning, with `true`.
    @available(iOS 6.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.beginUpdates()
        updates?()
        engine.endUpdates()
        completion?(true)
    }

    // MARK: Scrolling, selection

    @available(iOS 6.0, *)
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        let anchor: ListEngine.ScrollAnchor =
            scrollPosition.contains(.top)
            ? .top
            : scrollPosition.contains(.bottom)
                ? .bottom : scrollPosition.contains(.centeredVertically) ? .middle : .nearest
        engine.scroll(to: indexPath, anchor: anchor)
    }

    @available(iOS 6.0, *)
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// Whether the mode the list is in now (editing or not) allows more than one selected item.
    var standInAllowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether a person can select an item in the mode the list is in now: `allowsSelection`, and in
    /// editing mode `allowsSelectionDuringEditing` too (rule 27 of `README.md`).
    var standInAllowsSelectionNow: Bool {
        allowsSelection && (!isEditing || allowsSelectionDuringEditing)
    }

    @available(iOS 6.0, *)
    open func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        if indexPath == nil || !standInAllowsMultipleSelectionNow {
            for previous in selectedItems { (engine.visible[previous] as? UICollectionViewCell)?.isSelected = false }
            selectedItems = []
        }
        guard let indexPath else { return }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        (engine.visible[indexPath] as? UICollectionViewCell)?.isSelected = true
    }

    @available(iOS 6.0, *)
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.contains(indexPath) else { return }
        selectedItems.removeAll { $0 == indexPath }
        (engine.visible[indexPath] as? UICollectionViewCell)?.isSelected = false
    }

    // MARK: Section headers and footers (list layouts with `headerMode`/`footerMode = .supplementary`)

    /// The list configuration that lays out `section`, or nil without a list layout.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(forSection: section)
    }

    /// The element kinds the list layout asks for in `section`: a header, then a footer. A list
    /// section with `headerMode`/`footerMode = .supplementary` has one of each whether or not it has
    /// items (UIKit shows the band of an empty section too).
    private func wantedSupplementaryKinds(inSection section: Int) -> [String] {
        guard let list = listConfiguration(forSection: section) else { return [] }
        return (list.headerMode == .supplementary ? [UICollectionView.elementKindSectionHeader] : [])
            + (list.footerMode == .supplementary ? [UICollectionView.elementKindSectionFooter] : [])
    }

    private func enqueueSupplementary(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryQueues[kind + "/" + identifier, default: []].append(view)
    }

    func dropHeaders() {
        for (kind, views) in visibleSupplementaries {
            for view in views.values { enqueueSupplementary(view, kind: kind) }
        }
        visibleSupplementaries = [:]
        for (kind, view) in visibleLayoutSupplementaries { enqueueSupplementary(view, kind: kind) }
        visibleLayoutSupplementaries = [:]
    }

    /// Asks the data source for the supplementary view of `kind` at `indexPath`, and raises as UIKit
    /// does when it was dequeued for another kind.
    private func requestSupplementary(
        from dataSource: any UICollectionViewDataSource, kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitStandIn.supplementaryRequestDepth += 1
        defer { UIKitStandIn.supplementaryRequestDepth -= 1 }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        let dequeuedKind = supplementaryKinds[ObjectIdentifier(view)]
        if let dequeuedKind, dequeuedKind != kind {
            // UIKit's NSInternalInconsistencyException, as apps report it.
            UIKitStandIn.fail(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not "
                    + "match the element kind it is being used for. When asked for a view of element kind "
                    + "'\(kind)' the data source dequeued a view registered for the element kind "
                    + "'\(dequeuedKind)'.")
        }
        addSubview(view)
        return view
    }

    /// The layout's own headers and footers (its configuration's boundary supplementary items) are
    /// asked for at each layout until shown, at index path [0, i] for the i-th item (the stand-in's
    /// choice: generated code must not depend on it).
    func layOutLayoutSupplementaries(from dataSource: any UICollectionViewDataSource) {
        let items = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.boundarySupplementaryItems ?? []
        for (index, item) in items.enumerated() where visibleLayoutSupplementaries[item.elementKind] == nil {
            visibleLayoutSupplementaries[item.elementKind] = requestSupplementary(
                from: dataSource, kind: item.elementKind, at: IndexPath(item: index, section: 0))
        }
    }
}

extension UICollectionView: ListEngineHost {
    func engineNumberOfSections() -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    func engineNumberOfRows(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func engineRequestCell(at indexPath: IndexPath) -> any ListReusableView {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        addSubview(cell)
        return cell
    }

    func engineWillDisplay(_ cell: any ListReusableView, at indexPath: IndexPath) {
        if let cell = cell as? UICollectionViewCell {
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Headers: one per section with a visible item. After updates section numbers may change,
    /// so headers are asked for again (they are cheap and not what the tests are about).
    func engineWillReload() {
        dropHeaders()
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.invalidateAllSections()
    }

    /// Headers and footers of sections that survived an update move with them; those of inserted or
    /// reloaded sections are asked for again (and their layout section, from a section provider).
    func engineDidUpdate(sectionOrigins origins: [Int?]) {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.remapSections(origins: origins)
        var kept: [String: [Int: UICollectionReusableView]] = [:]
        for (kind, views) in visibleSupplementaries {
            var reused = Set<ObjectIdentifier>()
            for (section, origin) in origins.enumerated() {
                guard let origin, let view = views[origin] else { continue }
                kept[kind, default: [:]][section] = view
                reused.insert(ObjectIdentifier(view))
            }
            for view in views.values where !reused.contains(ObjectIdentifier(view)) {
                enqueueSupplementary(view, kind: kind)
            }
        }
        visibleSupplementaries = kept
    }

    var engineDefersReload: Bool { true }
    var engineIsInWindow: Bool { window != nil }
    /// UIKit's text for collection views was not found (the table view's is known); the stand-in
    /// records this one so the rule is at least as strict for collection views.
    var engineOutsideWindowWarning: String {
        "UICollectionView performed updates without being in the view hierarchy (the collection view or one of "
            + "its superviews has not been added to a window). [stand-in: UIKit's own text for collection views "
            + "was not found; recorded as UITableView's equivalent warning]"
    }

    func engineDidLayout() {
        guard let dataSource else { return }
        let sections = engine.sectionsOnScreen
        let onScreen = Set(sections)
        for (kind, views) in visibleSupplementaries {
            for (section, view) in views
            where !onScreen.contains(section) || !wantedSupplementaryKinds(inSection: section).contains(kind) {
                visibleSupplementaries[kind]?[section] = nil
                enqueueSupplementary(view, kind: kind)
            }
        }
        for section in sections {
            for kind in wantedSupplementaryKinds(inSection: section) where visibleSupplementaries[kind]?[section] == nil
            {
                visibleSupplementaries[kind, default: [:]][section] = requestSupplementary(
                    from: dataSource, kind: kind, at: IndexPath(item: 0, section: section))
            }
        }
        layOutLayoutSupplementaries(from: dataSource)
    }

    var engineNames: (row: String, view: String) { ("item", "collection view") }
}
