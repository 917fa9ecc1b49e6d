// The paging scenario about how a page reaches the list: all its rows in ONE update (issue #14
// follow-up). Appending a page row by row costs one snapshot apply or batch update, one animation and
// one layout pass per row; the stand-in counts the updates a list takes in (`updateCount`).

extension Scenarios {
    /// A page of rows in every section, with a row whose ID is already in the list and a row repeated
    /// within the page, reaches the list in one update (one diffable apply, one batch update or one
    /// reload), out of a window and in one: the new rows are appended at the ends of their sections,
    /// and the two duplicates go to `onDuplicateRows` (the first row with an ID wins). Warnings are
    /// not checked here: the stand-in's log is global, and while this scenario awaits the page, other
    /// tests run on the main actor and may log on purpose. The append path is the one `append(_:to:)`
    /// takes, which the synchronous scenarios run in and out of a window with warnings checked.
    public static func pageInOneUpdate(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        for inWindow in [false, true] {
            let harness = make()
            guard harness.feedInfo.paging else { return [] }
            let place = inWindow ? "in a window" : "out of a window"
            func check(_ condition: Bool, _ message: String) {
                if !condition { problems.append("\(place): \(message)") }
            }
            let hooks = harness.feedHooks
            harness.setRows(rows(harness, perSection: 3))
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
            let sections = 0..<harness.sectionCount
            list.scroll(toFlatRow: sections.reduce(0) { $0 + harness.rowIDs(inSection: $1).count })
            await settle { hooks.pageRequests >= 1 }
            guard hooks.pageRequests == 1 else {
                problems.append("\(place): scrolled to the end: \(hooks.pageRequests) page requests, not 1")
                continue
            }
            // Six new rows per section; the last section also gets a row already in the list (the first
            // row of section 0) and a repeat of the page's first row: both must be dropped.
            var key = 600
            let fresh: [[RowSpec]] = sections.map { _ in
                (0..<6).map { index in
                    key += 1
                    return RowSpec(kind: index % harness.cellKindCount, key: key)
                }
            }
            let existing = RowSpec(kind: 0, key: 1)
            let repeated = fresh[0][0]
            var page = fresh
            page[page.count - 1] += [existing, repeated]
            let before = sections.map { harness.rowIDs(inSection: $0) }
            let droppedBefore = harness.droppedRowIDs.count
            let updatesBefore = updateCount(of: harness.listView)
            hooks.finishPage(page)
            await settle { sections.allSatisfy { harness.rowIDs(inSection: $0).count > before[$0].count } }
            let updates = updateCount(of: harness.listView) - updatesBefore
            check(
                updates == 1,
                "a page of \(fresh.joined().count) new rows in \(sections.count) section(s) took \(updates) "
                    + "updates of the list, not 1")
            for section in sections {
                let expected = before[section] + fresh[section].map(harness.rowID(for:))
                check(
                    harness.rowIDs(inSection: section) == expected,
                    "section \(section) after the page: \(harness.rowIDs(inSection: section)), not \(expected)")
            }
            let dropped = Array(harness.droppedRowIDs.dropFirst(droppedBefore))
            let expectedDropped = [existing, repeated].map(harness.rowID(for:))
            check(
                dropped.sorted() == expectedDropped.sorted(),
                "onDuplicateRows got \(dropped), not the row already in the list and the repeated page row "
                    + "\(expectedDropped)")
            while hooks.failPage() {}
            await settle()
            window?.rootViewController = nil
        }
        return problems
    }

    /// The stand-in's count of the updates `list` took in.
    static func updateCount(of list: UIView) -> Int {
        (list as? UITableView)?.updateCount ?? (list as? UICollectionView)?.updateCount ?? 0
    }
}
