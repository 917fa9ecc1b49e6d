// Scenarios for paging a screen whose sections come from the rows (issue #24): a page is a list of
// rows, each of which goes to its own section through the row store, which creates a section it has
// not seen yet.

extension Scenarios {
    /// A page's rows fall into a section the list has (appended at its end) and into a new one (which
    /// the page creates, in its place by the sort); the row `prefetch` rows before the end asks for the
    /// next page exactly once, counted over every section, the new one included; with a footer, a
    /// failed page is retried from it, once, and its rows go to their sections too.
    public static func pageIntoDataSections(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        guard harness.feedInfo.paging, let screen = harness as? any ScreenHarness, screen.info.sectionsFromData
        else { return [] }
        let hooks = harness.feedHooks
        let distance = harness.feedInfo.prefetch
        // More rows than the screen shows plus the prefetch distance, also at the list's default capacity
        // (10 rows, before the scenario sets 3): no page is due at the first layout.
        let first = (1...(distance + 20)).map { RowSpec(kind: 0, key: $0) }
        harness.setRows([first])
        harness.viewController.loadViewIfNeeded()
        let list = ListProbe(harness.listView)
        list.visibleRowCapacity = 3
        list.layoutIfNeeded()
        func ids(_ section: Int) -> [String] { harness.rowIDs(inSection: section) }
        func total() -> Int { (0..<4).reduce(0) { $0 + ids($1).count } }
        await settle()
        check(hooks.pageRequests == 0, "asked for a page before a row near the end came into view")
        // The row `distance` rows before the end, counted over all sections.
        list.scroll(toFlatRow: total() - 1 - distance)
        await settle { hooks.pageRequests >= 1 }
        list.scroll(toFlatRow: total() - 1)
        await settle()
        check(hooks.pageRequests == 1, "the first page: \(hooks.pageRequests) page requests, not 1")
        // The page: one row of the section the list has, two of a section it has not.
        let existing = RowSpec(kind: 0, key: 100)
        let new = [RowSpec(kind: 0, key: 101), RowSpec(kind: 0, key: 102)]
        let before = ids(0)
        check(ids(1).isEmpty, "a second section before the page brought its rows: \(ids(1))")
        hooks.finishPage([[existing], new])
        await settle { ids(1).count == new.count }
        check(ids(0) == before + [harness.rowID(for: existing)], "the existing section after the page: \(ids(0))")
        check(ids(1) == new.map(harness.rowID(for:)), "the section the page created: \(ids(1))")
        // Prefetch over all sections: the new section's rows count; asked once however many rows near the
        // end come into view while the page loads.
        list.scroll(toFlatRow: total() - 1 - distance)
        await settle { hooks.pageRequests >= 2 }
        list.scroll(toFlatRow: total() - 1)
        list.scroll(toFlatRow: total() - 2)
        await settle()
        check(hooks.pageRequests == 2, "the second page: \(hooks.pageRequests) page requests, not 2")
        guard harness.feedInfo.pageFooter else {
            _ = hooks.finishPage([])
            return problems
        }
        // A failed page, retried from the footer: once, however often it is tapped.
        hooks.failPage()
        await settle { hooks.reportedPageFailures >= 1 }
        guard let retry = shownSubview(UIButton.self, in: pageFooter(of: harness.listView)) else {
            problems.append("no retry button in the footer after the page failed")
            return problems
        }
        retry.simulateTap()
        retry.simulateTap()
        await settle { hooks.pageRequests >= 3 }
        await settle()
        check(hooks.pageRequests == 3, "two taps on retry: \(hooks.pageRequests - 2) page requests, not 1")
        let retried = RowSpec(kind: 0, key: 103)
        let second = ids(1)
        hooks.finishPage([[], [retried]])
        await settle { ids(1).count > second.count }
        check(ids(1) == second + [harness.rowID(for: retried)], "the retried page's row: \(ids(1))")
        return problems
    }
}
