import Testing

/// A table's section header and footer views: registered by class, asked from the delegate when a
/// section comes on screen, kept while it stays there (row updates do not ask again), queued for reuse
/// when it leaves, and asked again when it is reloaded (`UITableView+HeaderFooter.swift`).
@MainActor
@Suite struct TableHeaderFooterViewTests {
    /// Ten sections of three rows; every section's header view is dequeued and labelled with its section.
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = Array(repeating: 3, count: 10)
        var identifier = "Header"
        var asked: [Int] = []
        /// The negative control: keeps the first section it labelled and labels every view with it.
        var cachesItsSection = false
        private var cached: Int?

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            asked.append(section)
            guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else { return nil }
            if cachesItsSection, cached == nil { cached = section }
            header.tag = cachesItsSection ? cached ?? section : section
            return header
        }
    }

    private func makeTable(_ source: Source) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.visibleRowCapacity = 4
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    /// Every header on screen, checked after each scroll: it shows its own section.
    private func headersShowTheirSections(_ table: UITableView) -> Bool {
        (0..<table.numberOfSections).allSatisfy { section in
            table.headerView(forSection: section).map { $0.tag == section } ?? true
        }
    }

    @Test func headersAreAskedForTheSectionsOnScreenAndReusedWhenTheyLeave() {
        let source = Source()
        let table = makeTable(source)
        #expect(source.asked == [0, 1])
        let first = table.headerView(forSection: 0)
        #expect(first?.reuseIdentifier == "Header")
        #expect(table.footerView(forSection: 0) == nil)
        table.scroll(toFlatRow: 9)
        #expect(table.headerView(forSection: 0) == nil, "off screen")
        #expect(table.headerView(forSection: 3) === first, "the view left with section 0 and came back for 3")
        #expect(headersShowTheirSections(table))
    }

    /// The negative control: a delegate that labels reused views with a section it kept.
    @Test func aDelegateThatCachesItsSectionShowsTheWrongOneOnAReusedHeader() {
        let source = Source()
        source.cachesItsSection = true
        let table = makeTable(source)
        table.scroll(toFlatRow: 9)
        #expect(!headersShowTheirSections(table))
    }

    @Test func aRowUpdateKeepsTheHeaderAndAReloadAsksAgain() {
        let source = Source()
        let table = makeTable(source)
        let header = table.headerView(forSection: 0)
        source.rows[0] = 4
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(table.headerView(forSection: 0) === header)
        #expect(source.asked == [0, 1])
        table.reloadSections(IndexSet(integer: 0), with: .automatic)
        #expect(source.asked == [0, 1, 0])
        table.reloadData()
        #expect(source.asked == [0, 1, 0, 0], "only section 0 (now four rows) is on screen")
    }

    /// UIKit returns nil for an identifier with no registered class and no queued view (Apple's
    /// documentation), and raises nothing: the table then shows no header view.
    @Test func anUnregisteredIdentifierDequeuesNothing() {
        let source = Source()
        source.identifier = "Unregistered"
        let messages = UIKitStandIn.recordingInconsistencies {
            let table = makeTable(source)
            #expect(table.headerView(forSection: 0) == nil)
        }
        #expect(messages.isEmpty)
    }

    @Test func registeringAClassThatIsNoHeaderFooterViewRaises() {
        let table = UITableView(frame: .zero, style: .plain)
        let messages = UIKitStandIn.recordingInconsistencies {
            table.register(UITableViewCell.self, forHeaderFooterViewReuseIdentifier: "Header")
        }
        #expect(messages == ["UITableViewCell is not a subclass of UITableViewHeaderFooterView"])
    }
}
