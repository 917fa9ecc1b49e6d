// Scenarios for the screen keys about rows arriving (issue #14): `emptyState`, `refresh`, `paging`.
//
// A screen's hooks are async: the app's refresh runs while the spinner shows, and a page loads while
// the list goes on scrolling. `FeedHooks` stands in for the app: it records each call and keeps it
// waiting until the scenario finishes it, so a scenario can scroll, reload and pull while a refresh
// or a page is in flight.

/// What a screen's spec says about its empty state, refresh and paging.
public struct FeedInfo: Sendable {
    /// `emptyState.text`; nil without an empty state.
    public var emptyStateText: String?
    /// `refresh: true`.
    public var refresh: Bool
    /// `paging: true`.
    public var paging: Bool
    /// `paging.prefetch`: how many rows before the end the row that asks for a page is; 0 for the last row.
    public var prefetch: Int
    /// `emptyState.action`; nil without a button.
    public var emptyStateAction: EmptyStateActionInfo?
    /// `paging.footer: true`: a spinner and retry footer after the last row.
    public var pageFooter: Bool
    /// `emptyState.image`: the asset's name; nil without one (an SF Symbol is not an asset).
    public var emptyStateImage: String?

    public init(
        emptyStateText: String?, refresh: Bool, paging: Bool, prefetch: Int = 0,
        emptyStateAction: EmptyStateActionInfo? = nil, pageFooter: Bool = false, emptyStateImage: String? = nil
    ) {
        self.emptyStateText = emptyStateText
        self.refresh = refresh
        self.paging = paging
        self.prefetch = prefetch
        self.emptyStateAction = emptyStateAction
        self.pageFooter = pageFooter
        self.emptyStateImage = emptyStateImage
    }
}

/// What a screen's spec says about its empty state's button (`emptyState.action`).
public struct EmptyStateActionInfo: Sendable {
    /// `title`.
    public var title: String
    /// What a tap records in the harness log: the route's name, or the action case's.
    public var recorded: String
    /// The button follows a route (else it performs an action of the screen).
    public var isRoute: Bool

    public init(title: String, recorded: String, isRoute: Bool) {
        self.title = title
        self.recorded = recorded
        self.isRoute = isRoute
    }
}

/// The app's side of a screen's refresh and paging hooks: counts the calls, and keeps each one
/// waiting until the scenario finishes it.
@MainActor
public final class FeedHooks {
    /// `onRefresh` calls so far.
    public private(set) var refreshCalls = 0
    /// `onLoadNextPage` calls so far.
    public private(set) var pageRequests = 0
    /// Failed pages the screen reported (its `onLoadNextPageFailed`), so far.
    public private(set) var reportedPageFailures = 0
    private var refreshWaiters: [CheckedContinuation<Void, Never>] = []
    private var pageWaiters: [CheckedContinuation<[[RowSpec]], any Error>] = []

    public init() {}

    /// The body of the screen's `onRefresh`: returns when `finishRefresh()` is called.
    public func refresh() async {
        refreshCalls += 1
        await withCheckedContinuation { refreshWaiters.append($0) }
    }

    /// The body of the screen's `onLoadNextPage`: returns the rows `finishPage(_:)` gives, by section
    /// index, or throws when `failPage()` is called.
    public func nextPage() async throws -> [[RowSpec]] {
        pageRequests += 1
        return try await withCheckedThrowingContinuation { pageWaiters.append($0) }
    }

    /// The body of the screen's `onLoadNextPageFailed`.
    public func pageFailureReported() {
        reportedPageFailures += 1
    }

    /// Refreshes waiting for `finishRefresh()`.
    public var refreshesInFlight: Int { refreshWaiters.count }
    /// Pages waiting for `finishPage(_:)` or `failPage()`.
    public var pagesInFlight: Int { pageWaiters.count }

    /// Lets every waiting refresh return.
    public func finishRefresh() {
        let waiters = refreshWaiters
        refreshWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// The oldest waiting page returns `rows` (by section index). False when no page is waiting.
    @discardableResult
    public func finishPage(_ rows: [[RowSpec]]) -> Bool {
        guard !pageWaiters.isEmpty else { return false }
        pageWaiters.removeFirst().resume(returning: rows)
        return true
    }

    /// The oldest waiting page throws. False when no page is waiting.
    @discardableResult
    public func failPage() -> Bool {
        guard !pageWaiters.isEmpty else { return false }
        pageWaiters.removeFirst().resume(throwing: PageFailure())
        return true
    }

    struct PageFailure: Error {}
}

/// A screen with an empty state, refresh or paging (a generated one, or a negative control),
/// driven through its public API.
@MainActor
public protocol FeedHarness: AnyObject {
    var feedInfo: FeedInfo { get }
    /// The app's side of the hooks, connected to the screen's `onRefresh` and `onLoadNextPage`.
    var feedHooks: FeedHooks { get }
    var viewController: UIViewController { get }
    /// The `UITableView` or `UICollectionView` of the screen.
    var listView: UIView { get }
    /// The screen's `emptyStateView`, or nil without one.
    var emptyStateView: UIView? { get }
    /// The number of sections and of cell kinds.
    var sectionCount: Int { get }
    var cellKindCount: Int { get }

    func setRows(_ rows: [[RowSpec]])
    func insert(_ row: RowSpec, at indexPath: IndexPath)
    func deleteRow(at indexPath: IndexPath)
    func rowIDs(inSection section: Int) -> [String]
    func rowID(for row: RowSpec) -> String
    var droppedRowIDs: [String] { get }
    /// Sets the screen's `onRefresh` to the hooks' (true, as the harness starts) or to nil (false).
    func connectRefresh(_ connected: Bool)
}

extension Scenarios {
    /// The feed scenarios, each run on every generated screen that has the key it checks (see
    /// FeedBehaviourTests) and on the feed negative controls.
    public static let feed: [(name: String, run: @MainActor (() -> any FeedHarness) async -> [String])] = [
        ("emptyState", emptyState), ("pullToRefresh", pullToRefresh), ("refreshOnlyWithHook", refreshOnlyWithHook),
        ("paging", paging), ("pageInOneUpdate", pageInOneUpdate), ("shortPages", shortPages),
        ("pageAfterSetRows", pageAfterSetRows), ("emptyStateAfterFirstRows", emptyStateAfterFirstRows),
        ("prefetch", prefetch), ("pageFooter", pageFooter),
    ]

    /// Lets the tasks the screen started run (its refresh and page tasks), on the main actor and
    /// off it: a hook's continuation may resume on the cooperative pool and hop back, which takes
    /// real time on a loaded machine, not a number of main-actor turns. With `done`, waits until it
    /// holds (at most 3 s, then the check after it fails); without, for a fixed 100 turns and 5 ms
    /// (a check that nothing happens).
    static func settle(until done: (@MainActor () -> Bool)? = nil) async {
        for _ in 0..<50 {
            if let done, done() { return }
            await Task.yield()
        }
        guard let done else {
            try? await Task.sleep(for: .milliseconds(5))
            for _ in 0..<50 { await Task.yield() }
            return
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(3)
        while !done(), clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// The empty state shows while there are no rows, and hides once rows arrive: across `setRows`,
    /// inserts and deletes, before the view loads and after, out of a window and in one.
    public static func emptyState(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        for inWindow in [false, true] {
            let harness = make()
            guard let text = harness.feedInfo.emptyStateText else { return [] }
            let place = inWindow ? "in a window" : "out of a window"
            // Rows set before the view loads: the empty state comes up hidden.
            harness.setRows(rows(harness, perSection: 1))
            var window: UIWindow?
            if inWindow {
                window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window?.rootViewController = harness.viewController
                window?.makeKeyAndVisible()
            }
            harness.viewController.loadViewIfNeeded()
            let list = ListProbe(harness.listView)
            list.layoutIfNeeded()
            guard let view = harness.emptyStateView else {
                return ["\(place): the screen has no empty-state view"]
            }
            check(
                isInBackground(view, of: harness.listView),
                "\(place): the empty state is not the list's background view")
            let shown = (view as? UIListContentView)?.configuration as? UIListContentConfiguration
            check(
                shown?.text == text, "\(place): the empty state shows \(String(describing: shown?.text)), not \(text)")
            func expectShown(_ shown: Bool, _ after: String) {
                let isShown = emptyStateIsShown(view, in: harness.listView)
                check(isShown == shown, "\(place): after \(after) the empty state is \(isShown ? "shown" : "hidden")")
            }
            expectShown(false, "rows set before the view loaded")
            // Delete every row, one at a time, from the first section that has rows.
            var deleted = 0
            for section in 0..<harness.sectionCount {
                while !harness.rowIDs(inSection: section).isEmpty {
                    expectShown(false, "\(deleted) deletes, with rows left")
                    harness.deleteRow(at: IndexPath(row: 0, section: section))
                    deleted += 1
                }
            }
            expectShown(true, "deleting every row")
            harness.insert(RowSpec(kind: 0, key: 900), at: IndexPath(row: 0, section: harness.sectionCount - 1))
            list.layoutIfNeeded()
            expectShown(false, "an insert")
            harness.setRows([])
            list.layoutIfNeeded()
            expectShown(true, "setRows([])")
            harness.setRows(rows(harness, perSection: 2))
            list.layoutIfNeeded()
            expectShown(false, "setRows with rows")
            window?.rootViewController = nil
        }
        return problems
    }

    /// A pull calls `onRefresh` once; the spinner shows until the hook returns and then ends; a pull
    /// while it refreshes starts nothing; the next pull refreshes again.
    public static func pullToRefresh(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        guard harness.feedInfo.refresh else { return [] }
        harness.viewController.loadViewIfNeeded()
        guard let scrollView = harness.listView as? UIScrollView, let control = scrollView.refreshControl else {
            return ["the list has no refresh control"]
        }
        check(control.superview === scrollView, "the refresh control is not in the list")
        let hooks = harness.feedHooks
        for round in 1...2 {
            check(scrollView.simulatePullToRefresh(), "round \(round): the pull started no refresh")
            await settle { hooks.refreshCalls >= round }
            check(hooks.refreshCalls == round, "round \(round): onRefresh called \(hooks.refreshCalls) times")
            check(control.isRefreshing, "round \(round): the spinner stopped before onRefresh returned")
            // A second pull while refreshing: the control is still refreshing, nothing starts.
            scrollView.simulatePullToRefresh()
            control.sendActions(for: .valueChanged)
            await settle()
            check(hooks.refreshCalls == round, "round \(round): a pull while refreshing called onRefresh again")
            hooks.finishRefresh()
            await settle { !control.isRefreshing }
            check(!control.isRefreshing, "round \(round): the spinner still shows after onRefresh returned")
        }
        return problems
    }

    /// `onLoadNextPage` is called once when the last row comes into view; not again while the page
    /// loads (scrolling away and back reuses the cell, a reload displays it again); the rows it
    /// returns are appended (duplicates dropped); the new last row asks again; a failed page asks
    /// again the next time the last row comes into view, and is reported (`onLoadNextPageFailed`); an
    /// empty page stops paging until `setRows`.
    public static func paging(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        guard harness.feedInfo.paging else { return [] }
        let hooks = harness.feedHooks
        harness.setRows(rows(harness, perSection: 4))
        harness.viewController.loadViewIfNeeded()
        let list = ListProbe(harness.listView)
        list.visibleRowCapacity = 5
        list.layoutIfNeeded()
        let last = harness.sectionCount - 1
        func total() -> Int { (0..<harness.sectionCount).reduce(0) { $0 + harness.rowIDs(inSection: $1).count } }
        func toEnd() { list.scroll(toFlatRow: total()) }
        func awayAndBack() {
            list.scroll(toFlatRow: 0)
            toEnd()
        }
        check(hooks.pageRequests == 0, "asked for a page before the last row came into view")
        toEnd()
        await settle { hooks.pageRequests >= 1 }
        check(hooks.pageRequests == 1, "scrolled to the end: \(hooks.pageRequests) page requests, not 1")
        awayAndBack()
        (harness.listView as? UITableView)?.reloadData()
        (harness.listView as? UICollectionView)?.reloadData()
        list.layoutIfNeeded()
        await settle()
        check(hooks.pageRequests == 1, "the last row shown again (reuse, reload) while a page loads asked again")
        // The page arrives: its rows are appended, a duplicate ID dropped.
        let before = harness.rowIDs(inSection: last)
        let page = [RowSpec(kind: 0, key: 500), RowSpec(kind: 0, key: 501)]
        let duplicate = RowSpec(kind: 0, key: 1)
        hooks.finishPage((0..<harness.sectionCount).map { $0 == last ? page + [duplicate] : [] })
        await settle { harness.rowIDs(inSection: last).count > before.count }
        check(
            harness.rowIDs(inSection: last) == before + page.map(harness.rowID(for:)),
            "the page's rows were not appended: \(harness.rowIDs(inSection: last))")
        check(
            harness.droppedRowIDs.contains(harness.rowID(for: duplicate)),
            "a page row with an ID already in the list was not dropped")
        toEnd()
        await settle { hooks.pageRequests >= 2 }
        check(hooks.pageRequests == 2, "the new last row in view: \(hooks.pageRequests) page requests, not 2")
        // A failed page: reported to the app; the last row is still in view, so nothing asks until it
        // comes into view again.
        hooks.failPage()
        await settle { hooks.reportedPageFailures >= 1 }
        check(
            hooks.reportedPageFailures == 1, "a failed page was reported \(hooks.reportedPageFailures) times, not once")
        check(hooks.pageRequests == 2, "a failed page asked again at once")
        awayAndBack()
        await settle { hooks.pageRequests >= 3 }
        check(
            hooks.pageRequests == 3,
            "after a failed page, the last row in view again: \(hooks.pageRequests) requests, not 3")
        // An empty page: the end of the list.
        hooks.finishPage([])
        await settle()
        awayAndBack()
        await settle()
        check(hooks.pageRequests == 3, "after an empty page (the end), paging asked again")
        harness.setRows(rows(harness, perSection: 4, from: 700))
        list.layoutIfNeeded()
        toEnd()
        await settle { hooks.pageRequests >= 4 }
        check(hooks.pageRequests == 4, "after setRows, the last row in view: \(hooks.pageRequests) requests, not 4")
        hooks.failPage()
        await settle()
        return problems
    }

    /// The paging footer (`paging.footer`), as the list shows it: nothing before a page is asked for; a
    /// turning spinner and no retry button while a page loads; after a failed page no spinner and a
    /// retry button, whose taps (two in a row) ask for that page exactly once, with the spinner again;
    /// the retried page's rows are appended; after the last page (an empty one) no footer.
    public static func pageFooter(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        guard harness.feedInfo.pageFooter else { return [] }
        let hooks = harness.feedHooks
        // More rows than the screen shows plus the prefetch distance, also at the list's default capacity
        // (10 rows, before the scenario sets 5) and with one section: no page is due at the first layout.
        harness.setRows(rows(harness, perSection: harness.feedInfo.prefetch + 20))
        harness.viewController.loadViewIfNeeded()
        let list = ListProbe(harness.listView)
        list.visibleRowCapacity = 5
        list.layoutIfNeeded()
        let last = harness.sectionCount - 1
        func total() -> Int { (0..<harness.sectionCount).reduce(0) { $0 + harness.rowIDs(inSection: $1).count } }
        func spinner() -> UIActivityIndicatorView? {
            shownSubview(UIActivityIndicatorView.self, in: pageFooter(of: harness.listView))
        }
        func retry() -> UIButton? { shownSubview(UIButton.self, in: pageFooter(of: harness.listView)) }
        check(spinner() == nil && retry() == nil, "the footer shows before a page was asked for")
        list.scroll(toFlatRow: total())
        await settle { hooks.pageRequests >= 1 }
        check(spinner()?.isAnimating == true, "no turning spinner in the footer while a page loads")
        check(retry() == nil, "a retry button in the footer while a page loads")
        hooks.failPage()
        await settle { hooks.reportedPageFailures >= 1 }
        check(spinner() == nil, "the footer's spinner still shows after the page failed")
        guard let button = retry() else {
            problems.append("no retry button in the footer after the page failed")
            return problems
        }
        button.simulateTap()
        button.simulateTap()
        await settle { hooks.pageRequests >= 2 }
        await settle()
        check(hooks.pageRequests == 2, "two taps on retry: \(hooks.pageRequests - 1) page requests, not 1")
        check(spinner()?.isAnimating == true, "no turning spinner while the retried page loads")
        check(retry() == nil, "the retry button still shows while the retried page loads")
        let before = harness.rowIDs(inSection: last)
        let page = [RowSpec(kind: 0, key: 600)]
        hooks.finishPage((0..<harness.sectionCount).map { $0 == last ? page : [] })
        await settle { harness.rowIDs(inSection: last).count > before.count }
        check(
            harness.rowIDs(inSection: last) == before + page.map(harness.rowID(for:)),
            "the retried page's rows were not appended: \(harness.rowIDs(inSection: last))")
        list.scroll(toFlatRow: total())
        await settle { hooks.pagesInFlight > 0 }
        check(hooks.finishPage([]), "no page asked for after the retried page's rows came")
        await settle { spinner() == nil }
        check(spinner() == nil && retry() == nil, "the footer still shows after the last page")
        return problems
    }

    /// The paging footer the list shows now: the table's `tableFooterView`, or the collection list's
    /// supplementary view of the page footer's kind (`ListPageFooter`, after every section).
    static func pageFooter(of list: UIView) -> UIView? {
        if let table = list as? UITableView { return table.tableFooterView }
        guard let collection = list as? UICollectionView else { return nil }
        collection.layoutIfNeeded()
        return collection.supplementaryView(forElementKind: "ListPageFooter", at: IndexPath(item: 0, section: 0))
    }

    /// The first view of type `T` in `root` that shows: neither it nor a view up to `root` is hidden.
    static func shownSubview<T: UIView>(_ type: T.Type, in root: UIView?) -> T? {
        guard let root, !root.isHidden else { return nil }
        if let found = root as? T { return found }
        for subview in root.subviews {
            if let found = shownSubview(type, in: subview) { return found }
        }
        return nil
    }

    /// `perSection` rows in every section, keys from `from` + 1, cell kinds in turn.
    static func rows(_ harness: any FeedHarness, perSection: Int, from: Int = 0) -> [[RowSpec]] {
        var key = from
        return (0..<harness.sectionCount).map { _ in
            (0..<perSection).map { index in
                key += 1
                return RowSpec(kind: index % harness.cellKindCount, key: key)
            }
        }
    }

    static func backgroundView(of list: UIView) -> UIView? {
        (list as? UITableView)?.backgroundView ?? (list as? UICollectionView)?.backgroundView
    }

    /// `view` is the list's background view, or inside it (the empty state with a button is a stack
    /// of the text's view and the button).
    static func isInBackground(_ view: UIView, of list: UIView) -> Bool {
        guard let background = backgroundView(of: list) else { return false }
        var current: UIView? = view
        while let candidate = current {
            if candidate === background { return true }
            current = candidate.superview
        }
        return false
    }

    /// The empty state shows: neither it nor any view up to the list's background view is hidden.
    static func emptyStateIsShown(_ view: UIView, in list: UIView) -> Bool {
        guard isInBackground(view, of: list), let background = backgroundView(of: list) else { return false }
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden { return false }
            if candidate === background { return true }
            current = candidate.superview
        }
        return false
    }
}
