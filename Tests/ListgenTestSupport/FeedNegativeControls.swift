// Negative controls for the feed scenarios: a hand-written table screen with an empty state, pull to
// refresh and paging, written right or with one of the classic mistakes. The feed scenarios pass on
// every generated screen; each must fail on the control with its mistake, or it proves nothing.

/// How the control handles rows arriving.
public enum FeedControl: String, CaseIterable, Sendable {
    /// Right: as the generated code does it.
    case correct
    /// The page request has no once-guard: every time the last row comes into view (after a reload,
    /// or scrolling away and back) another page is asked for while one is still loading.
    case pagingWithoutGuard
    /// `deleteRow` forgets to update the empty state: deleting the last row leaves the list blank.
    case emptyStateNotUpdatedOnDelete
    /// The refresh hook runs, but nobody ends the refresh control: the spinner never stops.
    case refreshNeverEnds
    /// A page's rows are appended one at a time, each in its own update of the list: right rows, but
    /// one animation and layout pass per row.
    case pagingRowByRow
    /// The once-guard is released only after the page's rows went in (listgen before issue #20): the
    /// new last row comes into view during that update while the guard holds, so a list shorter than
    /// the screen stops after one page.
    case pageGuardHeldDuringAppend
    /// `setRows` leaves a page that is still loading alone: its rows are appended to the new list, and
    /// a late empty page ends the new list's paging.
    case pageOutlivesSetRows
    /// The refresh control is installed whether or not there is a refresh hook: a pull without one
    /// shows a spinner that ends at once.
    case refreshWithoutHook
    /// A failed page is swallowed: the app never learns that it failed.
    case pageFailureNotReported
    /// The empty state shows as soon as the view loads, before the first `setRows`: it flashes "no
    /// rows" while the first rows load.
    case emptyStateBeforeFirstRows
    /// `prefetch` is ignored: the page is asked for only when the last row comes into view, not the row
    /// `prefetch` rows before it.
    case prefetchOnlyAtLastRow
    /// The paging footer shows the retry button after a failed page, but its spinner goes on turning.
    case pageFooterSpinnerLeftAfterFailure
    /// The footer's retry button asks for the page on every tap, and stays while the page loads: two
    /// taps ask for the failed page twice.
    case pageFooterRetriesTwice

    /// The feed scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        // The others also count page requests; with a prefetch distance, each of a short list's rows
        // near the end asks (shortPages).
        case .pagingWithoutGuard:
            ["paging", "pageInOneUpdate", "pageAfterSetRows", "prefetch", "shortPages", "pageFooter"]
        case .emptyStateNotUpdatedOnDelete: ["emptyState"]
        case .refreshNeverEnds: ["pullToRefresh", "refreshOnlyWithHook"]
        case .pagingRowByRow: ["pageInOneUpdate"]
        case .pageGuardHeldDuringAppend: ["shortPages"]
        case .pageOutlivesSetRows: ["pageAfterSetRows"]
        case .refreshWithoutHook: ["refreshOnlyWithHook"]
        case .pageFailureNotReported: ["paging"]
        case .emptyStateBeforeFirstRows: ["emptyStateAfterFirstRows"]
        case .prefetchOnlyAtLastRow: ["prefetch"]
        case .pageFooterSpinnerLeftAfterFailure, .pageFooterRetriesTwice: ["pageFooter"]
        }
    }
}

/// The control's screen: two sections of rows identified by strings, in a classic table.
@MainActor
final class FeedControlViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let control: FeedControl
    let tableView = UITableView(frame: .zero, style: .plain)
    let emptyStateView: UIListContentView
    private(set) var rowsBySection: [[String]] = [[], []]
    var onDuplicateRows: ([String]) -> Void = { _ in }
    var onRefresh: (@MainActor (FeedControlViewController) async -> Void)? {
        didSet { updateRefreshControl() }
    }
    var onLoadNextPage: (@MainActor (FeedControlViewController) async throws -> [[String]])?
    var onLoadNextPageFailed: (@MainActor (FeedControlViewController, any Error) -> Void)?
    private var refreshTask: Task<Void, Never>?
    private var pageTask: Task<Void, Never>?
    private var hasMorePages = true
    private var rowsWereSet = false
    /// The last page asked for failed: the footer shows its retry button.
    private var pageFailed = false
    let pageFooterSpinner = UIActivityIndicatorView(style: .medium)
    private(set) lazy var pageFooterRetryButton = UIButton(
        configuration: .plain(), primaryAction: UIAction(title: "Retry") { [weak self] _ in self?.retryPage() })
    private lazy var pageFooterView = UIStackView(arrangedSubviews: [pageFooterSpinner, pageFooterRetryButton])

    init(_ control: FeedControl) {
        self.control = control
        var content = UIListContentConfiguration.cell()
        content.text = FeedControlHarness.emptyText
        emptyStateView = UIListContentView(configuration: content)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.backgroundView = emptyStateView
        updateRefreshControl()
        tableView.reloadData()
        updateEmptyState()
    }

    // MARK: Rows

    func setRows(_ rows: [[String]]) {
        var seen: Set<String> = []
        var dropped: [String] = []
        rowsBySection = (0..<2).map { section in
            (section < rows.count ? rows[section] : []).filter { id in
                if seen.insert(id).inserted { return true }
                dropped.append(id)
                return false
            }
        }
        if control != .pageOutlivesSetRows {
            pageTask?.cancel()
            pageTask = nil
        }
        hasMorePages = true
        rowsWereSet = true
        pageFailed = false
        showPageFooter()
        changed()
        if !dropped.isEmpty { onDuplicateRows(dropped) }
    }

    func insert(_ id: String, at indexPath: IndexPath) {
        guard !rowsBySection.joined().contains(id) else {
            onDuplicateRows([id])
            return
        }
        rowsBySection[indexPath.section].insert(id, at: min(indexPath.row, rowsBySection[indexPath.section].count))
        changed()
    }

    /// Appends each section's IDs at its end in one change; duplicates (in the list, or earlier in
    /// `page`) go to `onDuplicateRows`.
    func append(_ page: [[String]]) {
        var seen = Set(rowsBySection.joined())
        var dropped: [String] = []
        for (section, ids) in page.enumerated() where section < 2 {
            for id in ids {
                if seen.insert(id).inserted {
                    rowsBySection[section].append(id)
                } else {
                    dropped.append(id)
                }
            }
        }
        changed()
        if !dropped.isEmpty { onDuplicateRows(dropped) }
    }

    func deleteRow(at indexPath: IndexPath) {
        guard rowsBySection.indices.contains(indexPath.section),
            rowsBySection[indexPath.section].indices.contains(indexPath.row)
        else { return }
        rowsBySection[indexPath.section].remove(at: indexPath.row)
        changed(updatingEmptyState: control != .emptyStateNotUpdatedOnDelete)
    }

    private func changed(updatingEmptyState: Bool = true) {
        if isViewLoaded { tableView.reloadData() }
        if updatingEmptyState { updateEmptyState() }
    }

    private func updateEmptyState() {
        let rowsArrived = rowsWereSet || control == .emptyStateBeforeFirstRows
        emptyStateView.isHidden = !rowsArrived || rowsBySection.contains { !$0.isEmpty }
    }

    // MARK: Refresh and paging

    private func updateRefreshControl() {
        guard isViewLoaded else { return }
        if onRefresh == nil, control != .refreshWithoutHook {
            tableView.refreshControl = nil
        } else if tableView.refreshControl == nil {
            let refreshControl = UIRefreshControl()
            refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            tableView.refreshControl = refreshControl
        }
    }

    private func refresh() {
        guard refreshTask == nil else { return }
        refreshTask = Task { [weak self] in
            if let self, let onRefresh = self.onRefresh {
                await onRefresh(self)
            }
            if self?.control != .refreshNeverEnds {
                self?.tableView.refreshControl?.endRefreshing()
            }
            self?.refreshTask = nil
        }
    }

    private func loadNextPageIfLast(_ indexPath: IndexPath) {
        let distance = control == .prefetchOnlyAtLastRow ? 0 : FeedControlHarness.prefetch
        guard rowsBySection.indices.contains(indexPath.section),
            rowsBySection[indexPath.section].indices.contains(indexPath.row)
        else { return }
        let later = rowsBySection[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
        guard rowsBySection[indexPath.section].count - 1 - indexPath.row + later <= distance else { return }
        startPage(guarded: control != .pagingWithoutGuard)
    }

    /// The footer's retry button: asks again for the page that failed (once, unless the mistake).
    private func retryPage() {
        guard pageFailed else { return }
        startPage(guarded: control != .pageFooterRetriesTwice)
    }

    /// Shows the paging footer: the spinner while a page loads, the retry button after one failed.
    private func showPageFooter() {
        let loading = pageTask != nil
        let leavesSpinner = control == .pageFooterSpinnerLeftAfterFailure && pageFailed
        if loading || leavesSpinner { pageFooterSpinner.startAnimating() } else { pageFooterSpinner.stopAnimating() }
        let keepsRetry = control == .pageFooterRetriesTwice
        pageFooterRetryButton.isHidden = !pageFailed || (loading && !keepsRetry)
        tableView.tableFooterView = loading || pageFailed ? pageFooterView : nil
    }

    private func startPage(guarded: Bool) {
        guard !guarded || pageTask == nil, hasMorePages, let onLoadNextPage else { return }
        if control != .pageFooterRetriesTwice { pageFailed = false }
        defer { showPageFooter() }
        pageTask = Task { [weak self] in
            guard let self, !Task.isCancelled else { return }
            let page: [[String]]
            do {
                page = try await onLoadNextPage(self)
            } catch {
                guard !Task.isCancelled else { return }
                self.pageTask = nil
                self.pageFailed = true
                self.showPageFooter()
                if self.control != .pageFailureNotReported { self.onLoadNextPageFailed?(self, error) }
                return
            }
            guard !Task.isCancelled else { return }
            self.pageFailed = false
            // Released before the rows go in (the right way), or after (the mistake).
            let holdsGuard = self.control == .pageGuardHeldDuringAppend
            if !holdsGuard { self.pageTask = nil }
            defer { self.showPageFooter() }
            defer { if holdsGuard { self.pageTask = nil } }
            guard page.contains(where: { !$0.isEmpty }) else {
                self.hasMorePages = false
                return
            }
            guard self.control == .pagingRowByRow else {
                self.append(page)
                return
            }
            for (section, ids) in page.enumerated() where section < 2 {
                for id in ids {
                    self.insert(id, at: IndexPath(row: self.rowsBySection[section].count, section: section))
                }
            }
        }
    }

    // MARK: UITableViewDataSource, UITableViewDelegate

    func numberOfSections(in tableView: UITableView) -> Int { rowsBySection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowsBySection[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rowsBySection[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        loadNextPageIfLast(indexPath)
    }
}

/// Drives a `FeedControlViewController` for the feed scenarios.
@MainActor
public final class FeedControlHarness: FeedHarness {
    static let emptyText = "Nothing here yet"

    /// Asks for a page from the row this many rows before the end.
    static let prefetch = 2

    public let feedInfo = FeedInfo(
        emptyStateText: FeedControlHarness.emptyText, refresh: true, paging: true,
        prefetch: FeedControlHarness.prefetch,
        pageFooter: true)
    public let feedHooks = FeedHooks()
    let controller: FeedControlViewController
    public private(set) var droppedRowIDs: [String] = []

    public init(_ control: FeedControl) {
        controller = FeedControlViewController(control)
        controller.onDuplicateRows = { [weak self] ids in self?.droppedRowIDs += ids }
        controller.onLoadNextPage = { [feedHooks] _ in
            try await feedHooks.nextPage().map { $0.map(FeedControlHarness.id(for:)) }
        }
        controller.onLoadNextPageFailed = { [feedHooks] _, _ in feedHooks.pageFailureReported() }
        connectRefresh(true)
    }

    public func connectRefresh(_ connected: Bool) {
        if connected {
            controller.onRefresh = { [feedHooks] _ in await feedHooks.refresh() }
        } else {
            controller.onRefresh = nil
        }
    }

    static func id(for row: RowSpec) -> String { "row-\(row.key)" }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }
    public var emptyStateView: UIView? { controller.emptyStateView }
    public var sectionCount: Int { 2 }
    public var cellKindCount: Int { 1 }

    public func setRows(_ rows: [[RowSpec]]) { controller.setRows(rows.map { $0.map(Self.id(for:)) }) }
    public func insert(_ row: RowSpec, at indexPath: IndexPath) { controller.insert(Self.id(for: row), at: indexPath) }
    public func deleteRow(at indexPath: IndexPath) { controller.deleteRow(at: indexPath) }
    public func rowIDs(inSection section: Int) -> [String] { controller.rowsBySection[section] }
    public func rowID(for row: RowSpec) -> String { Self.id(for: row) }
}
