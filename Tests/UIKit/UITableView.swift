/// A table view that simulates UIKit's visible window and cell reuse; see README.md
/// and `UITableView+Simulation.swift`.
@MainActor
@available(iOS 2.0, *)
open class UITableView: UIScrollView {
    @available(iOS 2.0, *)
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    @available(iOS 2.0, *)
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    @available(iOS 2.0, *)
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    @available(iOS 5.0, *)
    nonisolated public static let automaticDimension: CGFloat = -1

    @available(iOS 2.0, *)
    public let style: UITableView.Style
    @available(iOS 2.0, *)
    open var rowHeight: CGFloat = UITableView.automaticDimension
    @available(iOS 7.0, *)
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    @available(iOS 2.0, *)
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// Whether a person can select rows outside editing mode (only then: in editing mode
    /// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing` decide).
    @available(iOS 3.0, *)
    open var allowsSelection = true
    /// Whether a person can select rows in editing mode (UIKit's default: false).
    @available(iOS 2.0, *)
    open var allowsSelectionDuringEditing = false
    /// Whether a person can select more than one row outside editing mode: a tap adds a row, a tap on a
    /// selected row deselects it (UIKit's default: false).
    @available(iOS 5.0, *)
    open var allowsMultipleSelection = false
    /// Whether a person can select more than one row in editing mode (it also makes rows selectable
    /// there); UIKit's default: false.
    @available(iOS 5.0, *)
    open var allowsMultipleSelectionDuringEditing = false
    /// Editing mode: rows show their editing controls (reorder controls where the data source can move
    /// the row). Set with `setEditing(_:animated:)`, and by a person swiping a row open (UIKit's
    /// swipe-to-delete mode, rule 32), which shows no editing controls.
    @available(iOS 2.0, *)
    open var isEditing = false {
        didSet { if !isEditing { swipedOpenRow = nil } }
    }
    /// The row a person swiped open (`simulateSwipeActions(from:at:)`), which set `isEditing`; nil
    /// otherwise, also in the edit mode `setEditing(_:animated:)` sets.
    var swipedOpenRow: IndexPath?

    /// Enters or leaves editing mode (nothing is animated here); a row swiped open closes.
    @available(iOS 2.0, *)
    open func setEditing(_ editing: Bool, animated: Bool) {
        swipedOpenRow = nil
        isEditing = editing
    }
    @available(iOS 2.0, *)
    open var tableHeaderView: UIView?
    @available(iOS 2.0, *)
    open var tableFooterView: UIView?
    /// Behind every cell, header and footer, sized to the list's bounds; does not scroll. The list
    /// keeps it as its lowest subview (nil by default).
    @available(iOS 3.2, *)
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
    @available(iOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    @available(iOS 2.0, *)
    weak open var dataSource: (any UITableViewDataSource)? {
        didSet { engine.setNeedsReload() }
    }
    @available(iOS 2.0, *)
    weak open var delegate: (any UITableViewDelegate)?

    private(set) lazy var engine = ListEngine(host: self)
    /// The selected rows, in the order they were selected; one at most unless multiple selection is on.
    /// Kept by the list engine, which moves them with their rows through updates (rule 24).
    private var selectedIndexPaths: [IndexPath] {
        get { engine.selection }
        set { engine.selection = newValue }
    }
    /// The header and footer titles read for each section (see `standInHeaderTitle(inSection:)`).
    private var sectionTitles: [Int: (header: String?, footer: String?)] = [:]
    /// Header and footer views (`UITableView+HeaderFooter.swift`).
    var headerFooterViews = TableHeaderFooterViews()

    @available(iOS 2.0, *)
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    @available(iOS 2.0, *)
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Registration and dequeue

    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            engine.register(identifier, factory: nil)
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            UIKitStandIn.fail("\(cellClass) is not a subclass of UITableViewCell")
            return
        }
        engine.register(identifier) { cellType.init(standInReuseIdentifier: identifier) }
    }

    @discardableResult
    @available(iOS 2.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        engine.dequeue(identifier, for: nil) as? UITableViewCell
    }

    @discardableResult
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = engine.dequeue(identifier, for: indexPath) as? UITableViewCell { return cell }
        UIKitStandIn.fail(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Queries

    @available(iOS 2.0, *)
    open var numberOfSections: Int {
        engine.ensureLive()
        return engine.counts.count
    }

    @available(iOS 2.0, *)
    open func numberOfRows(inSection section: Int) -> Int {
        engine.ensureLive()
        return section < engine.counts.count ? engine.counts[section] : 0
    }

    @available(iOS 2.0, *)
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        engine.indexPath(for: cell)
    }

    @available(iOS 2.0, *)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        engine.cell(at: indexPath) as? UITableViewCell
    }

    @available(iOS 2.0, *)
    open var visibleCells: [UITableViewCell] {
        engine.ensureLive()
        return engine.visibleIndexPaths.compactMap { engine.visible[$0] as? UITableViewCell }
    }

    @available(iOS 2.0, *)
    open var indexPathsForVisibleRows: [IndexPath]? {
        engine.ensureLive()
        return engine.visibleIndexPaths
    }

    // MARK: Reload, updates

    @available(iOS 2.0, *)
    open func reloadData() {
        engine.reloadData()
    }

    @available(iOS 2.0, *)
    open override func layoutIfNeeded() {
        engine.ensureLive()
    }

    @available(iOS 2.0, *)
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.record { $0.insertedRows.formUnion(indexPaths) }
    }

    @available(iOS 2.0, *)
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.record { $0.deletedRows.formUnion(indexPaths) }
    }

    @available(iOS 5.0, *)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    @available(iOS 3.0, *)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.record { $0.reloadedRows.formUnion(indexPaths) }
    }

    @available(iOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        engine.reconfigure(indexPaths)
    }

    @available(iOS 2.0, *)
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.record { $0.insertedSections.formUnion(sections) }
    }

    @available(iOS 2.0, *)
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.record { $0.deletedSections.formUnion(sections) }
    }

    @available(iOS 3.0, *)
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.record { $0.reloadedSections.formUnion(sections) }
    }

    @available(iOS 5.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.record { $0.movedSections.append((section, newSection)) }
    }

    /// Applies synchronously; `completion` is called before returning, with `true`.
    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.beginUpdates()
        updates?()
        engine.endUpdates()
        completion?(true)
    }

    @available(iOS 2.0, *)
    open func beginUpdates() {
        engine.beginUpdates()
    }

    @available(iOS 2.0, *)
    open func endUpdates() {
        engine.endUpdates()
    }

    // MARK: Section titles (STAND-IN ONLY: what the table shows)

    /// The header title the table shows for `section`, nil for none (a plain table shows no header for a
    /// nil title). The table asks its data source when it first lays the section out, and keeps the answer
    /// until it reloads that section (`reloadData()`, `reloadSections`, a diffable snapshot that reloads it)
    /// or the section is inserted: stricter than known, since UIKit may ask again during other updates, but
    /// code must not rely on a row update to show or hide a header.
    public func standInHeaderTitle(inSection section: Int) -> String? {
        engine.ensureLive()
        return standInTitles(inSection: section).header
    }

    /// The footer text the table shows for `section`, nil for none; read and kept as header titles are.
    public func standInFooterTitle(inSection section: Int) -> String? {
        engine.ensureLive()
        return standInTitles(inSection: section).footer
    }

    private func standInTitles(inSection section: Int) -> (header: String?, footer: String?) {
        guard section >= 0, section < engine.counts.count, let dataSource else { return (nil, nil) }
        if let titles = sectionTitles[section] { return titles }
        let titles = (
            dataSource.tableView(self, titleForHeaderInSection: section),
            dataSource.tableView(self, titleForFooterInSection: section)
        )
        sectionTitles[section] = titles
        return titles
    }

    // MARK: Scrolling, selection

    @available(iOS 2.0, *)
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        let anchor: ListEngine.ScrollAnchor
        switch scrollPosition {
        case .none: anchor = .nearest
        case .top: anchor = .top
        case .middle: anchor = .middle
        case .bottom: anchor = .bottom
        }
        engine.scroll(to: indexPath, anchor: anchor)
    }

    /// The first selected row (of several when multiple selection is on), or nil.
    @available(iOS 2.0, *)
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }

    /// The selected rows, or nil when none is (Apple: nil if there are no selected rows).
    @available(iOS 5.0, *)
    open var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Whether the mode the table is in now (editing or not) allows more than one selected row.
    var standInAllowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether a person can select a row in the mode the table is in now: `allowsSelection` outside
    /// editing mode; in editing mode `allowsSelectionDuringEditing` or
    /// `allowsMultipleSelectionDuringEditing` (rule 25 of `README.md`).
    var standInAllowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Selects without calling the delegate (as UIKit's API does); the visible cell shows it. Without
    /// multiple selection in the table's mode the row replaces the selection (rule 26); nil clears it.
    @available(iOS 2.0, *)
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        if indexPath == nil || !standInAllowsMultipleSelectionNow {
            for previous in selectedIndexPaths where previous != indexPath {
                (engine.visible[previous] as? UITableViewCell)?.setSelected(false, animated: animated)
            }
            selectedIndexPaths.removeAll { $0 != indexPath }
        }
        guard let indexPath else { return }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
        (engine.visible[indexPath] as? UITableViewCell)?.setSelected(true, animated: animated)
    }

    @available(iOS 2.0, *)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPaths.contains(indexPath) else { return }
        selectedIndexPaths.removeAll { $0 == indexPath }
        (engine.visible[indexPath] as? UITableViewCell)?.setSelected(false, animated: animated)
    }
}

extension UITableView: ListEngineHost {
    func engineNumberOfSections() -> Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    func engineNumberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    func engineRequestCell(at indexPath: IndexPath) -> any ListReusableView {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        addSubview(cell)
        return cell
    }

    func engineWillDisplay(_ cell: any ListReusableView, at indexPath: IndexPath) {
        if let cell = cell as? UITableViewCell {
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Sections coming on screen get their titles read (once: see `standInHeaderTitle(inSection:)`).
    func engineDidLayout() {
        for section in engine.sectionsOnScreen where sectionTitles[section] == nil {
            _ = standInTitles(inSection: section)
        }
        layOutHeaderFooterViews()
    }

    func engineWillReload() {
        sectionTitles = [:]
        dropHeaderFooterViews()
    }

    func engineDidUpdate(sectionOrigins origins: [Int?]) {
        let old = sectionTitles
        sectionTitles = [:]
        for (section, origin) in origins.enumerated() {
            if let origin, let titles = old[origin] { sectionTitles[section] = titles }
        }
        remapHeaderFooterViews(sectionOrigins: origins)
    }
    var engineDefersReload: Bool { false }
    var engineIsInWindow: Bool { window != nil }
    /// UIKit's text (logged once per process with the prefix "[TableView] Warning once only: " and
    /// followed by the table view's description, both left out here).
    var engineOutsideWindowWarning: String {
        "UITableView was told to layout its visible cells and other contents without being in the view hierarchy "
            + "(the table view or one of its superviews has not been added to a window). This may cause bugs by "
            + "forcing views inside the table view to load and perform layout without accurate information (e.g. "
            + "table view bounds, trait collection, layout margins, safe area insets, etc), and will also cause "
            + "unnecessary performance overhead due to extra layout passes. Make a symbolic breakpoint at "
            + "UITableViewAlertForLayoutOutsideViewHierarchy to catch this in the debugger and see what caused this "
            + "to occur, so you can avoid this action altogether if possible, or defer it until the table view has "
            + "been added to a window."
    }

    var engineNames: (row: String, view: String) { ("row", "table view") }
}
