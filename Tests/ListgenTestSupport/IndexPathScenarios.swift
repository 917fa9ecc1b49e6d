// The mutation API at the edges of its index paths (issue #20, item 1): every call with index paths
// before, at and past the ends of every section, in empty sections, and in sections that do not
// exist, on every generated screen, in a window and out of one. Classic lists trapped in `moveRow`
// with a destination past the end of its section, while `insert` and the diffable `moveRow`
// appended: the rule was written once per data source.

/// The documented rule for index paths the app passes in, kept apart from the screen: an index past
/// the end of a section appends to it; an index path whose section does not exist, or whose row is
/// negative, names no place: the call changes nothing and finds no row.
public struct RowModel: Sendable {
    public var sections: [[String]]

    public init(sections: [[String]]) {
        self.sections = sections
    }

    public func row(at indexPath: IndexPath) -> String? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    public func indexPath(of id: String) -> IndexPath? {
        for (section, ids) in sections.enumerated() {
            if let item = ids.firstIndex(of: id) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// Where a row put at `indexPath` ends up (the row at `source` leaves first), or nil.
    public func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
        return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
    }

    public mutating func insert(_ id: String, at indexPath: IndexPath) {
        guard self.indexPath(of: id) == nil, let target = landing(at: indexPath) else { return }
        sections[target.section].insert(id, at: target.item)
    }

    public mutating func delete(at indexPath: IndexPath) {
        guard row(at: indexPath) != nil else { return }
        sections[indexPath.section].remove(at: indexPath.item)
    }

    public mutating func move(from source: IndexPath, to destination: IndexPath) {
        guard let id = row(at: source), let target = landing(at: destination, movingFrom: source) else { return }
        sections[source.section].remove(at: source.item)
        sections[target.section].insert(id, at: target.item)
    }
}

extension Scenarios {
    /// Every mutation-API call (`insert`, `append`, `append(contentsOf:)`, `deleteRow(at:)`,
    /// `deleteRow(withID:)`, `moveRow` as source and as destination, `update`, `row(at:)`,
    /// `indexPath(forRowID:)`) with the index paths at the edges: rows -1, 0, the last, count and
    /// count + 5 of every section, an empty section, and sections -1, count and count + 3. Each call
    /// must do what `RowModel` says (a past-the-end index appends, an index path naming no place
    /// changes nothing), nothing may raise or warn, and after each call the list's visible cells show
    /// the rows the screen reports. In a window (animated changes) and out of one (reloads).
    public static func indexPathBoundaries(_ make: HarnessFactory) -> [String] {
        // Sections from the data: a row goes to its own section whatever the index path says, and an
        // empty list has no section to name, so the fixed sections' boundaries do not apply.
        guard !make(.recording).info.sectionsFromData else { return [] }
        var problems: [String] = []
        for inWindow in [false, true] {
            let place = inWindow ? "in a window" : "out of a window"
            problems += raising {
                let driver = Driver(make(.recording), capacity: 200, inWindow: inWindow)
                let harness = driver.harness
                let sectionCount = driver.info.sections.count
                // The first section starts empty (the only one, with one section); the others have 3 rows.
                var model = RowModel(sections: (0..<sectionCount).map { _ in [] })
                if sectionCount > 1 {
                    let rows = (0..<sectionCount).map { $0 == 0 ? [] : (0..<3).map { _ in driver.newRow() } }
                    harness.setRows(rows)
                    model.sections = rows.map { $0.map(harness.rowID(for:)) }
                }
                var gone: [String] = []
                var steps = 0
                @MainActor func check(_ context: String) {
                    steps += 1
                    for section in 0..<sectionCount {
                        let actual = driver.harness.rowIDs(inSection: section)
                        driver.check(
                            actual == model.sections[section],
                            "\(place), \(context): section \(section) has \(actual), expected \(model.sections[section])"
                        )
                    }
                    for (section, ids) in model.sections.enumerated() {
                        for (item, id) in ids.enumerated() {
                            let indexPath = IndexPath(item: item, section: section)
                            driver.check(
                                driver.harness.rowID(at: indexPath) == id
                                    && driver.harness.indexPath(forRowID: id) == indexPath,
                                "\(place), \(context): row(at:)/indexPath(forRowID:) disagree for \(id) at \(indexPath)"
                            )
                        }
                    }
                    for id in gone where model.indexPath(of: id) == nil {
                        driver.check(
                            driver.harness.indexPath(forRowID: id) == nil,
                            "\(place), \(context): indexPath(forRowID:) finds the removed row \(id)")
                    }
                    // The list agrees: it lays out every row, and each cell shows the row reported there.
                    driver.list.layoutIfNeeded()
                    let visible = driver.list.visibleIndexPaths
                    let total = model.sections.reduce(0) { $0 + $1.count }
                    driver.check(
                        visible.count == total,
                        "\(place), \(context): the list shows \(visible.count) rows, not \(total)")
                    for indexPath in visible {
                        let shown = driver.list.cell(at: indexPath).flatMap(driver.harness.rowID(ofCell:))
                        driver.check(
                            shown == model.row(at: indexPath),
                            "\(place), \(context): the cell at \(indexPath) shows \(shown ?? "nothing"), "
                                + "expected \(model.row(at: indexPath) ?? "nothing")")
                    }
                }
                /// The index paths at the edges, for the rows as they are now.
                @MainActor func edges() -> [IndexPath] {
                    let sections = [-1] + Array(0..<sectionCount) + [sectionCount, sectionCount + 3]
                    return sections.flatMap { section -> [IndexPath] in
                        let count = model.sections.indices.contains(section) ? model.sections[section].count : 0
                        let items = Set([-1, 0, count - 1, count, count + 5]).sorted()
                        return items.map { IndexPath(item: $0, section: section) }
                    }
                }
                check("the start")
                // Queries at every edge.
                for indexPath in edges() {
                    let found = harness.rowID(at: indexPath)
                    driver.check(
                        found == model.row(at: indexPath),
                        "\(place): row(at: \(indexPath)) is \(found ?? "nil"), expected \(model.row(at: indexPath) ?? "nil")"
                    )
                }
                // Inserts at every edge, the empty section first.
                for indexPath in edges() {
                    let row = driver.newRow()
                    harness.insert(row, at: indexPath)
                    model.insert(harness.rowID(for: row), at: indexPath)
                    check("insert at \(indexPath)")
                }
                // Appends: one row, a batch, an empty batch, to every section.
                for section in 0..<sectionCount {
                    let row = driver.newRow()
                    harness.append(row, toSection: section)
                    model.sections[section].append(harness.rowID(for: row))
                    check("append to section \(section)")
                    let batch = [driver.newRow(), driver.newRow()]
                    harness.append(contentsOf: batch, toSection: section)
                    model.sections[section] += batch.map(harness.rowID(for:))
                    check("append(contentsOf:) of 2 rows to section \(section)")
                    harness.append(contentsOf: [], toSection: section)
                    check("append(contentsOf:) of no rows to section \(section)")
                }
                // Moves to every edge: from the same section (its first row) and from another one (its
                // last row); and from every edge, as the source, to the top of the first section.
                for destination in edges() {
                    var sources: [IndexPath] = []
                    if model.row(at: IndexPath(item: 0, section: destination.section)) != nil {
                        sources.append(IndexPath(item: 0, section: destination.section))
                    }
                    if let other = model.sections.indices.last(where: {
                        $0 != destination.section && !model.sections[$0].isEmpty
                    }) {
                        sources.append(IndexPath(item: model.sections[other].count - 1, section: other))
                    }
                    for source in sources {
                        harness.moveRow(at: source, to: destination)
                        model.move(from: source, to: destination)
                        check("move \(source) → \(destination)")
                    }
                }
                for source in edges() {
                    harness.moveRow(at: source, to: IndexPath(item: 0, section: 0))
                    model.move(from: source, to: IndexPath(item: 0, section: 0))
                    check("move \(source) → [0, 0]")
                }
                // Deletes at every edge, then by ID (a row in the list, and one already gone).
                for indexPath in edges() {
                    if let id = model.row(at: indexPath) { gone.append(id) }
                    harness.deleteRow(at: indexPath)
                    model.delete(at: indexPath)
                    check("delete at \(indexPath)")
                }
                if let id = model.sections.joined().first {
                    harness.deleteRow(withID: id)
                    model.delete(at: model.indexPath(of: id)!)
                    gone.append(id)
                    check("deleteRow(withID:) of \(id)")
                }
                for id in gone.suffix(3) {
                    harness.deleteRow(withID: id)
                    check("deleteRow(withID:) of the removed row \(id)")
                    // An update of a row not in the list changes nothing (it is not added back).
                    harness.update(rowID: id)
                    check("update of the removed row \(id)")
                }
                // Updates at the edges of every section that has rows.
                for section in 0..<sectionCount {
                    for item in Set([0, model.sections[section].count - 1]).sorted() {
                        guard let id = model.row(at: IndexPath(item: item, section: section)) else { continue }
                        harness.update(rowID: id)
                        check("update of \(id) at [\(section), \(item)]")
                    }
                }
                // Every section emptied by deletes at its ends, then everything again on empty sections.
                for section in 0..<sectionCount {
                    while let id = model.sections[section].last {
                        harness.deleteRow(at: IndexPath(item: model.sections[section].count - 1, section: section))
                        model.delete(at: IndexPath(item: model.sections[section].count - 1, section: section))
                        gone.append(id)
                    }
                    check("section \(section) emptied")
                }
                for indexPath in edges() {
                    harness.moveRow(at: indexPath, to: IndexPath(item: 0, section: 0))
                    model.move(from: indexPath, to: IndexPath(item: 0, section: 0))
                    harness.deleteRow(at: indexPath)
                    model.delete(at: indexPath)
                    check("move and delete at \(indexPath) after the list was emptied")
                    let row = driver.newRow()
                    harness.insert(row, at: indexPath)
                    model.insert(harness.rowID(for: row), at: indexPath)
                    check("insert at \(indexPath) after the list was emptied")
                }
                driver.check(steps > 50, "\(place): only \(steps) steps checked")
                // Every cell still acts for the row it shows.
                for indexPath in driver.list.visibleIndexPaths {
                    guard let cell = driver.list.cell(at: indexPath) else { continue }
                    driver.tapEveryButton(
                        of: cell, expecting: model.row(at: indexPath), "\(place), at the end, the cell at \(indexPath)")
                }
                return driver.problems
            }
        }
        return problems
    }
}
