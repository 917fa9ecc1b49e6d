// Feed scenarios about the refresh and paging lifecycle (issue #20, items 3 to 5): a list shorter
// than the screen keeps paging without being scrolled, a page belongs to the list it was asked for,
// and pull to refresh is offered only while the app has a refresh hook.

extension Scenarios {
    /// Without an `onRefresh` hook the list has no refresh control (a pull would show a spinner that
    /// ends at once, possibly with the finger still down); setting the hook adds one that refreshes,
    /// setting it to nil removes it again, before the view loads and after.
    public static func refreshOnlyWithHook(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        guard harness.feedInfo.refresh, let scrollView = harness.listView as? UIScrollView else { return [] }
        let hooks = harness.feedHooks
        harness.connectRefresh(false)
        harness.viewController.loadViewIfNeeded()
        check(
            scrollView.refreshControl == nil, "no onRefresh before the view loaded, yet the list has a refresh control")
        check(!scrollView.simulatePullToRefresh(), "no onRefresh, yet a pull started a refresh")
        harness.connectRefresh(true)
        guard let control = scrollView.refreshControl else {
            return problems + ["onRefresh set after the view loaded: the list has no refresh control"]
        }
        check(control.superview === scrollView, "the refresh control is not in the list")
        check(scrollView.simulatePullToRefresh(), "with onRefresh, the pull started no refresh")
        await settle { hooks.refreshCalls >= 1 }
        check(hooks.refreshCalls == 1, "with onRefresh, a pull called it \(hooks.refreshCalls) times, not once")
        hooks.finishRefresh()
        await settle { !control.isRefreshing }
        check(!control.isRefreshing, "the spinner still shows after onRefresh returned")
        harness.connectRefresh(false)
        check(scrollView.refreshControl == nil, "onRefresh set to nil: the list still has a refresh control")
        check(!scrollView.simulatePullToRefresh(), "onRefresh set to nil, yet a pull started a refresh")
        harness.connectRefresh(true)
        check(scrollView.simulatePullToRefresh(), "onRefresh set again: the pull started no refresh")
        await settle { hooks.refreshCalls >= 2 }
        check(hooks.refreshCalls == 2, "onRefresh set again: \(hooks.refreshCalls) refreshes, not 2")
        hooks.finishRefresh()
        await settle { scrollView.refreshControl?.isRefreshing != true }
        return problems
    }

    /// A list shorter than the screen, never scrolled: each page's new last row comes into view as the
    /// page goes in, which asks for the next page, until an empty page ends the list. Four pages of
    /// two rows, then the empty one: five requests. In a window and out of one (laid out after each
    /// page, as the app's next turn would).
    public static func shortPages(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        for inWindow in [false, true] {
            let harness = make()
            guard harness.feedInfo.paging else { return [] }
            let place = inWindow ? "in a window" : "out of a window"
            func check(_ condition: Bool, _ message: String) {
                if !condition { problems.append("\(place): \(message)") }
            }
            let hooks = harness.feedHooks
            let last = harness.sectionCount - 1
            harness.setRows(rows(harness, perSection: 1))
            var window: UIWindow?
            if inWindow {
                window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window?.rootViewController = harness.viewController
                window?.makeKeyAndVisible()
            }
            harness.viewController.loadViewIfNeeded()
            let list = ListProbe(harness.listView)
            list.visibleRowCapacity = 50
            list.layoutIfNeeded()
            await settle { hooks.pageRequests >= 1 }
            check(hooks.pageRequests == 1, "the last row in view: \(hooks.pageRequests) page requests, not 1")
            var expected = harness.rowIDs(inSection: last)
            var key = 800
            for page in 1...4 {
                let rows = (0..<2).map { _ in
                    key += 1
                    return RowSpec(kind: 0, key: key)
                }
                guard hooks.finishPage((0..<harness.sectionCount).map { $0 == last ? rows : [] }) else {
                    check(false, "page \(page) was never asked for (\(hooks.pageRequests) requests)")
                    break
                }
                let before = expected.count
                await settle { harness.rowIDs(inSection: last).count > before }
                list.layoutIfNeeded()
                expected += rows.map(harness.rowID(for:))
                check(
                    harness.rowIDs(inSection: last) == expected,
                    "after page \(page): \(harness.rowIDs(inSection: last)), not \(expected)")
                await settle { hooks.pageRequests >= page + 1 }
                check(
                    hooks.pageRequests == page + 1,
                    "page \(page) went in, its last row in view: \(hooks.pageRequests) page requests, not \(page + 1)")
            }
            hooks.finishPage([])
            await settle()
            list.layoutIfNeeded()
            await settle()
            check(hooks.pageRequests == 5, "after the empty page: \(hooks.pageRequests) page requests, not 5")
            while hooks.failPage() {}
            await settle()
            window?.rootViewController = nil
        }
        return problems
    }

    /// A page still loading when `setRows` replaces the rows (a pull to refresh) belongs to the old
    /// list: its rows are not appended to the new one, a late empty page does not end the new list's
    /// paging, and a late failure is not reported. The new list pages on its own. In a window and out
    /// of one.
    public static func pageAfterSetRows(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        enum Late: String, CaseIterable {
            case rows = "late rows", empty = "a late empty page", failure = "a late failure"
        }
        for inWindow in [false, true] {
            for late in Late.allCases {
                let harness = make()
                guard harness.feedInfo.paging else { return [] }
                let place = "\(inWindow ? "in a window" : "out of a window"), \(late.rawValue)"
                func check(_ condition: Bool, _ message: String) {
                    if !condition { problems.append("\(place): \(message)") }
                }
                let hooks = harness.feedHooks
                let last = harness.sectionCount - 1
                func onlyLast(_ rows: [RowSpec]) -> [[RowSpec]] {
                    (0..<harness.sectionCount).map { $0 == last ? rows : [] }
                }
                harness.setRows(rows(harness, perSection: 4))
                var window: UIWindow?
                if inWindow {
                    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                    window?.rootViewController = harness.viewController
                    window?.makeKeyAndVisible()
                }
                harness.viewController.loadViewIfNeeded()
                let list = ListProbe(harness.listView)
                list.visibleRowCapacity = 5
                list.layoutIfNeeded()
                func total() -> Int {
                    (0..<harness.sectionCount).reduce(0) { $0 + harness.rowIDs(inSection: $1).count }
                }
                list.scroll(toFlatRow: total())
                await settle { hooks.pageRequests >= 1 }
                guard hooks.pageRequests == 1 else {
                    problems.append("\(place): scrolled to the end: \(hooks.pageRequests) page requests, not 1")
                    continue
                }
                // The rows are replaced while that page loads: one row, in the last section.
                let fresh = RowSpec(kind: 0, key: 900)
                harness.setRows(onlyLast([fresh]))
                list.layoutIfNeeded()
                await settle()
                let requestsAfterSetRows = hooks.pageRequests
                let failuresBefore = hooks.reportedPageFailures
                switch late {
                case .rows: hooks.finishPage(onlyLast([RowSpec(kind: 0, key: 500), RowSpec(kind: 0, key: 501)]))
                case .empty: hooks.finishPage([])
                case .failure: hooks.failPage()
                }
                await settle()
                list.layoutIfNeeded()
                check(
                    harness.rowIDs(inSection: last) == [harness.rowID(for: fresh)],
                    "the page asked for before setRows changed the new list: \(harness.rowIDs(inSection: last))")
                check(
                    hooks.reportedPageFailures == failuresBefore,
                    "the old list's page was reported as a failure of the new one")
                // The new list pages: its last row is in view, so a request is in flight or comes now.
                if hooks.pagesInFlight == 0 {
                    list.scroll(toFlatRow: 0)
                    list.scroll(toFlatRow: total())
                    await settle { hooks.pagesInFlight > 0 }
                }
                check(
                    hooks.pagesInFlight == 1,
                    "the new list's last row in view: \(hooks.pagesInFlight) pages loading, not 1 "
                        + "(\(hooks.pageRequests) requests, \(requestsAfterSetRows) right after setRows)")
                let page = [RowSpec(kind: 0, key: 601), RowSpec(kind: 0, key: 602)]
                if hooks.finishPage(onlyLast(page)) {
                    await settle { harness.rowIDs(inSection: last).count > 1 }
                    check(
                        harness.rowIDs(inSection: last) == ([fresh] + page).map(harness.rowID(for:)),
                        "the new list's page was not appended: \(harness.rowIDs(inSection: last))")
                }
                while hooks.failPage() {}
                await settle()
                window?.rootViewController = nil
            }
        }
        return problems
    }
}
