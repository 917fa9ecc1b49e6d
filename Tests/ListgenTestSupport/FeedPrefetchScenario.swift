// The paging scenario about `paging.prefetch` (issue #24): the page is asked for when the row
// `prefetch` rows before the end comes into view, once per page however many rows near the end come
// into view while it loads.

extension Scenarios {
    /// With one row on screen at a time, scrolled a row at a time: no page is asked for before the row
    /// `prefetch` rows before the end comes into view; that row asks once; the rows after it (and the
    /// same rows again) ask nothing while the page loads; once the page's rows are in, the rows before
    /// the new near-end row ask nothing, and that row asks for the next page.
    public static func prefetch(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        let distance = harness.feedInfo.prefetch
        guard harness.feedInfo.paging, distance > 0 else { return [] }
        let hooks = harness.feedHooks
        // One row on screen before any row is: a screen may lay its list out as its view loads.
        harness.viewController.loadViewIfNeeded()
        let list = ListProbe(harness.listView)
        list.visibleRowCapacity = 1
        list.layoutIfNeeded()
        harness.setRows(rows(harness, perSection: distance + 2))
        list.layoutIfNeeded()
        func total() -> Int { (0..<harness.sectionCount).reduce(0) { $0 + harness.rowIDs(inSection: $1).count } }
        /// Shows the rows in `flatRows` one after the other, then lets the screen's tasks run.
        func show(_ flatRows: some Sequence<Int>) async {
            for flatRow in flatRows { list.scroll(toFlatRow: flatRow) }
            await settle()
        }
        let nearEnd = total() - 1 - distance
        await show(0..<nearEnd)
        check(hooks.pageRequests == 0, "asked for a page before the row \(distance) rows before the end came into view")
        list.scroll(toFlatRow: nearEnd)
        await settle { hooks.pageRequests >= 1 }
        check(
            hooks.pageRequests == 1, "the row \(distance) before the end in view: \(hooks.pageRequests) requests, not 1"
        )
        await show(Array(nearEnd..<total()) + Array((nearEnd..<total()).reversed()))
        check(
            hooks.pageRequests == 1, "rows near the end shown while a page loads: \(hooks.pageRequests) requests, not 1"
        )
        // The page lands in the last section: the near-end row is further down now.
        let last = harness.sectionCount - 1
        let before = harness.rowIDs(inSection: last)
        let page = (0..<(distance + 3)).map { RowSpec(kind: $0 % harness.cellKindCount, key: 800 + $0) }
        hooks.finishPage((0..<harness.sectionCount).map { $0 == last ? page : [] })
        await settle { harness.rowIDs(inSection: last).count > before.count }
        check(
            harness.rowIDs(inSection: last) == before + page.map(harness.rowID(for:)),
            "the page's rows were not appended: \(harness.rowIDs(inSection: last))")
        let newNearEnd = total() - 1 - distance
        await show(nearEnd..<newNearEnd)
        check(
            hooks.pageRequests == 1,
            "after the page, rows before the new row \(distance) before the end asked again: "
                + "\(hooks.pageRequests) requests, not 1")
        list.scroll(toFlatRow: newNearEnd)
        await settle { hooks.pageRequests >= 2 }
        check(
            hooks.pageRequests == 2,
            "the new row \(distance) before the end in view: \(hooks.pageRequests) requests, not 2")
        hooks.failPage()
        await settle()
        return problems
    }
}
