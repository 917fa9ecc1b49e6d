// Internal: the reuse/visible-window simulation shared by UITableView and UICollectionView.

/// A cell or supplementary view that can sit in a reuse queue.
@MainActor
protocol ListReusableView: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
    func setStandInReuseIdentifier(_ identifier: String)
}

/// What the engine needs from its list view (table or collection view).
@MainActor
protocol ListEngineHost: AnyObject {
    func engineNumberOfSections() -> Int
    func engineNumberOfRows(inSection section: Int) -> Int
    /// Asks the data source for the cell at `indexPath` (`cellForRowAt` / `cellForItemAt`).
    func engineRequestCell(at indexPath: IndexPath) -> any ListReusableView
    func engineWillDisplay(_ cell: any ListReusableView, at indexPath: IndexPath)
    func engineDidLayout()
    /// Called before visible cells are dropped for a reload (collection views drop their headers).
    func engineWillReload()
    /// After a batch update, before the new layout: `origins[new]` is the old index of each section
    /// that survived it as is; nil for a section that was inserted or reloaded.
    func engineDidUpdate(sectionOrigins origins: [Int?])
    /// "row"/"item", "table view"/"collection view" for UIKit's messages.
    var engineNames: (row: String, view: String) { get }
    /// True for `UICollectionView`: `reloadData()` only marks the counts stale; they are read at the
    /// next layout or when a batch update starts. False for `UITableView`, which reads them at once.
    var engineDefersReload: Bool { get }
    /// Whether the list view is in a window (`window != nil`).
    var engineIsInWindow: Bool { get }
    /// The warning UIKit logs when the list lays out or animates updates outside a window.
    var engineOutsideWindowWarning: String { get }
}

/// Updates collected between begin/end (or in `performBatchUpdates`), in UIKit's index conventions:
/// deletes, reloads and move sources refer to the state BEFORE the update; inserts and move
/// destinations to the state AFTER it.
struct ListUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Before-update index paths; reconfigured after the update at their new positions.
    var reconfiguredRows: [IndexPath] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && reconfiguredRows.isEmpty
    }
}

@MainActor
final class ListEngine {
    unowned let host: any ListEngineHost
    /// The selected index paths, in the order they were selected (`indexPathsForSelectedRows`,
    /// `indexPathsForSelectedItems`): kept here because reloads and updates change them (README rules 23, 24).
    var selection: [IndexPath] = []

    // Simulation parameters and counters.
    var visibleRowCapacity = 10 {
        didSet { if isLive { layout() } }
    }
    private(set) var firstVisibleFlatRow = 0
    var cellCreationCount = 0
    var prepareForReuseCount = 0
    var cellRequestCount = 0
    /// Changes of the rows the list took in: each `reloadData()` and each update it performed (a batch
    /// update committed, or a diffable apply on a laid-out list).
    private(set) var updateCount = 0

    // State.
    private(set) var isLive = false
    private var needsReload = true
    private(set) var counts: [Int] = []
    private(set) var visible: [IndexPath: any ListReusableView] = [:]
    private var reuseQueues: [String: [any ListReusableView]] = [:]
    private var factories: [String: () -> any ListReusableView] = [:]
    private var reconfiguring: (indexPath: IndexPath, cell: any ListReusableView)?
    private var batchDepth = 0
    private var pending = ListUpdates()

    init(host: any ListEngineHost) {
        self.host = host
    }

    // MARK: Registration and dequeue

    func register(_ identifier: String, factory: (() -> any ListReusableView)?) {
        factories[identifier] = factory
    }

    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    var queuedCount: Int { reuseQueues.values.reduce(0) { $0 + $1.count } }

    /// A queued cell (after `prepareForReuse()`), else a new one if registered, else nil.
    /// While a row is being reconfigured, the dequeue for that row returns the same cell untouched.
    func dequeue(_ identifier: String, for indexPath: IndexPath?) -> (any ListReusableView)? {
        if let indexPath, let current = reconfiguring, current.indexPath == indexPath,
            current.cell.reuseIdentifier == identifier
        {
            reconfiguring = nil
            return current.cell
        }
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeFirst()
            reuseQueues[identifier] = queue
            prepareForReuseCount += 1
            cell.prepareForReuse()
            return cell
        }
        guard let factory = factories[identifier] else { return nil }
        let cell = factory()
        cell.setStandInReuseIdentifier(identifier)
        cellCreationCount += 1
        return cell
    }

    /// How often each cell went to a reuse queue (it left the list): what a delete confirmation shown on
    /// the cell checks, since it ends when its cell leaves.
    private(set) var enqueueCounts: [ObjectIdentifier: Int] = [:]

    private func enqueue(_ cell: any ListReusableView) {
        enqueueCounts[ObjectIdentifier(cell), default: 0] += 1
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reuseQueues[identifier, default: []].append(cell)
    }

    // MARK: Queries

    /// Runs the pending load or reload (a layout pass).
    func ensureLive() {
        if needsReload { reloadNow() }
    }

    /// A `reloadData()` was called on a loaded view and its counts are not read yet (collection views).
    var hasPendingReload: Bool { isLive && needsReload }

    func setNeedsReload() {
        needsReload = true
    }

    var totalRows: Int { counts.reduce(0, +) }

    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < counts.count,
            indexPath.row >= 0, indexPath.row < counts[indexPath.section]
        else { return nil }
        return counts[..<indexPath.section].reduce(0, +) + indexPath.row
    }

    func indexPath(forFlat flat: Int) -> IndexPath? {
        var remaining = flat
        for (section, count) in counts.enumerated() {
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    /// The sections on screen, in order: those of the visible rows, the empty sections between them, and
    /// the empty sections before the first row (at the top) or after the last one (at the bottom) when the
    /// window reaches them; every section while the list has no rows.
    var sectionsOnScreen: [Int] {
        guard !counts.isEmpty else { return [] }
        let paths = visibleIndexPaths
        guard let first = paths.first?.section, let last = paths.last?.section else {
            return totalRows == 0 ? Array(counts.indices) : []
        }
        var lower = first
        var upper = last
        if firstVisibleFlatRow == 0 {
            while lower > 0, counts[lower - 1] == 0 { lower -= 1 }
        }
        if firstVisibleFlatRow + paths.count >= totalRows {
            while upper < counts.count - 1, counts[upper + 1] == 0 { upper += 1 }
        }
        return Array(lower...upper)
    }

    /// Visible index paths in display order.
    var visibleIndexPaths: [IndexPath] {
        visible.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    func cell(at indexPath: IndexPath) -> (any ListReusableView)? {
        ensureLive()
        return visible[indexPath]
    }

    func indexPath(for cell: UIView) -> IndexPath? {
        ensureLive()
        return visible.first { $0.value === cell }?.key
    }

    // MARK: Layout

    /// `reloadData()`: a table view reads the counts and lays out at once; a collection view only
    /// marks itself for a reload at the next layout (or when a batch update starts).
    func reloadData() {
        updateCount += 1
        // README rule 23: a reload drops the selection, at the call (the rows may be other rows now).
        selection = []
        if host.engineDefersReload {
            needsReload = true
        } else {
            reloadNow()
        }
    }

    private func reloadNow() {
        host.engineWillReload()
        selection = []
        for cell in visible.values { enqueue(cell) }
        visible = [:]
        reconfiguring = nil
        pending = ListUpdates()
        batchDepth = 0
        counts = fetchCounts()
        isLive = true
        needsReload = false
        layout()
    }

    private func fetchCounts() -> [Int] {
        (0..<max(0, host.engineNumberOfSections())).map { max(0, host.engineNumberOfRows(inSection: $0)) }
    }

    /// Brings the visible set up to date: cells leaving the window go to the reuse queue first,
    /// then rows entering it are asked for, in display order.
    func layout() {
        guard isLive else { return }
        let total = totalRows
        firstVisibleFlatRow = max(0, min(firstVisibleFlatRow, total - visibleRowCapacity))
        let window = firstVisibleFlatRow..<min(total, firstVisibleFlatRow + max(0, visibleRowCapacity))
        let wanted = window.compactMap { indexPath(forFlat: $0) }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visible where !wantedSet.contains(indexPath) {
            visible[indexPath] = nil
            enqueue(cell)
        }
        for indexPath in wanted where visible[indexPath] == nil {
            let cell = requestCell(at: indexPath)
            visible[indexPath] = cell
            host.engineWillDisplay(cell, at: indexPath)
        }
        host.engineDidLayout()
    }

    private func requestCell(at indexPath: IndexPath) -> any ListReusableView {
        cellRequestCount += 1
        UIKitStandIn.cellRequestDepth += 1
        defer { UIKitStandIn.cellRequestDepth -= 1 }
        return host.engineRequestCell(at: indexPath)
    }

    func scroll(toFlatRow flatRow: Int) {
        ensureLive()
        firstVisibleFlatRow = flatRow
        layout()
    }

    enum ScrollAnchor { case top, middle, bottom, nearest }

    func scroll(to indexPath: IndexPath, anchor: ScrollAnchor) {
        ensureLive()
        guard let flat = flatIndex(of: indexPath) else { return }
        switch anchor {
        case .top: firstVisibleFlatRow = flat
        case .middle: firstVisibleFlatRow = flat - visibleRowCapacity / 2
        case .bottom: firstVisibleFlatRow = flat - visibleRowCapacity + 1
        case .nearest:
            if flat < firstVisibleFlatRow {
                firstVisibleFlatRow = flat
            } else if flat >= firstVisibleFlatRow + visibleRowCapacity {
                firstVisibleFlatRow = flat - visibleRowCapacity + 1
            }
        }
        layout()
    }

    // MARK: Reconfigure

    /// Asks the data source again for each visible row; the dequeue inside returns the same cell
    /// without `prepareForReuse()`.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard isLive, !needsReload else { return }
        if batchDepth > 0 {
            pending.reconfiguredRows += indexPaths
            return
        }
        reconfigureNow(indexPaths)
    }

    private func reconfigureNow(_ indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visible[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let result = requestCell(at: indexPath)
            reconfiguring = nil
            if result !== cell {
                enqueue(cell)
                visible[indexPath] = result
            }
        }
    }

    // MARK: Batch updates

    /// The outermost begin reads the counts if they are not loaded or a reload is pending: a collection
    /// view that needs layout lays out at the start of `performBatchUpdates`, reading the data source's
    /// counts before the updates block runs (README, rule 3). A model changed BEFORE this point is then
    /// counted as the "before" state, and the update fails its count check, as on iOS.
    func beginUpdates() {
        if batchDepth == 0 {
            let wasLive = isLive  // laid out before (a pending reload does not change that)
            if needsReload { reloadNow() }
            if wasLive { warnIfOutsideWindow() }
        }
        batchDepth += 1
    }

    /// Logs UIKit's warning when a loaded list performs updates (or an animated diffable apply) while
    /// it is not in a window.
    func warnIfOutsideWindow() {
        guard isLive, !host.engineIsInWindow else { return }
        UIKitStandIn.logWarning(host.engineOutsideWindowWarning)
    }

    /// For diffable data sources: a pending reload is performed before the snapshot is diffed.
    func flushPendingReload() {
        if hasPendingReload { reloadNow() }
    }

    func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { commit() }
    }

    func record(_ change: (inout ListUpdates) -> Void) {
        beginUpdates()
        change(&pending)
        endUpdates()
    }

    private func commit() {
        let updates = pending
        pending = ListUpdates()
        guard isLive, !needsReload else { return }  // cannot happen: beginUpdates loaded the counts
        apply(updates)
    }

    func apply(_ updates: ListUpdates) {
        updateCount += 1
        guard let result = plan(updates) else {
            // UIKit throws; after the failure hook returns, the stand-in reloads from the data source.
            reloadNow()
            return
        }
        var newVisible: [IndexPath: any ListReusableView] = [:]
        for (indexPath, cell) in visible {
            if let destination = result.destinations[indexPath] {
                newVisible[destination] = cell  // moved with its row, data source NOT asked
            } else {
                enqueue(cell)  // deleted or reloaded
            }
        }
        visible = newVisible
        counts = result.counts
        // README rule 24: a selected row stays selected where the update puts it; deleted or reloaded, it is not.
        selection = selection.compactMap { result.destinations[$0] }
        host.engineDidUpdate(sectionOrigins: result.sectionOrigins)
        layout()
        let reconfigured = updates.reconfiguredRows.compactMap { result.destinations[$0] }
        reconfigureNow(reconfigured)
    }

    /// A person dragged the row at `source` to `destination`: its cell moves with it on screen, the
    /// other rows close the gap and open a new one, and the counts change by one in each section. The
    /// data source is told afterwards (by the caller), so nothing is asked of it here. False, and
    /// nothing, when `source` is not a visible row or `destination` is not a place for it.
    func userMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        ensureLive()
        guard visible[source] != nil, counts.indices.contains(destination.section), destination.row >= 0 else {
            return false
        }
        var newCounts = counts
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        guard destination.row < newCounts[destination.section] else { return false }
        func moved(_ indexPath: IndexPath) -> IndexPath {
            guard indexPath != source else { return destination }
            var row = indexPath.row
            if indexPath.section == source.section, row > source.row { row -= 1 }
            if indexPath.section == destination.section, row >= destination.row { row += 1 }
            return IndexPath(row: row, section: indexPath.section)
        }
        var newVisible: [IndexPath: any ListReusableView] = [:]
        for (indexPath, cell) in visible { newVisible[moved(indexPath)] = cell }
        visible = newVisible
        // The dragged row, and the rows it passes, keep their selection at their new places (rule 24).
        selection = selection.map(moved)
        counts = newCounts
        return true
    }

    private struct Plan {
        var counts: [Int]
        /// Old index path -> new index path, for rows whose cell survives the update.
        var destinations: [IndexPath: IndexPath]
        /// For each new section, its old index; nil when inserted or reloaded.
        var sectionOrigins: [Int?]
    }

    private func inconsistent(_ message: String) -> Plan? {
        UIKitStandIn.fail(message)
        return nil
    }

    /// Works out where every old row goes, and checks the result against the data source as UIKit does.
    private func plan(_ updates: ListUpdates) -> Plan? {
        let names = host.engineNames
        let oldSectionCount = counts.count

        // Sections.
        for section in updates.deletedSections.union(updates.reloadedSections) where section >= oldSectionCount {
            return inconsistent(
                "Invalid update: attempt to delete or reload section \(section), but there are only "
                    + "\(oldSectionCount) sections before the update")
        }
        let newSectionCount = oldSectionCount - updates.deletedSections.count + updates.insertedSections.count
        let reportedSections = max(0, host.engineNumberOfSections())
        guard reportedSections == newSectionCount else {
            return inconsistent(
                "Invalid update: invalid number of sections. The number of sections contained in the "
                    + "\(names.view) after the update (\(reportedSections)) must be equal to the number of sections "
                    + "contained in the \(names.view) before the update (\(oldSectionCount)), plus or minus the "
                    + "number of sections inserted or deleted (\(updates.insertedSections.count) inserted, "
                    + "\(updates.deletedSections.count) deleted).")
        }
        var sectionOrigin = [Int?](repeating: nil, count: newSectionCount)
        var sectionTaken = [Bool](repeating: false, count: newSectionCount)
        for section in updates.insertedSections {
            guard section < newSectionCount else {
                return inconsistent(
                    "Invalid update: attempt to insert section \(section) but there are only "
                        + "\(newSectionCount) sections after the update")
            }
            sectionTaken[section] = true
        }
        for move in updates.movedSections {
            guard move.from < oldSectionCount, move.to < newSectionCount, !sectionTaken[move.to] else {
                return inconsistent("Invalid update: invalid section move from \(move.from) to \(move.to)")
            }
            sectionOrigin[move.to] = move.from
            sectionTaken[move.to] = true
        }
        let movedSectionSources = Set(updates.movedSections.map(\.from))
        var unmovedSections = (0..<oldSectionCount).filter {
            !updates.deletedSections.contains($0) && !movedSectionSources.contains($0)
        }[...]
        for section in 0..<newSectionCount where !sectionTaken[section] {
            sectionOrigin[section] = unmovedSections.popFirst()
        }

        // Rows.
        for indexPath in updates.deletedRows.union(updates.reloadedRows).union(updates.movedRows.map(\.from)) {
            guard indexPath.section < oldSectionCount, indexPath.row < counts[indexPath.section] else {
                return inconsistent(
                    "Invalid update: attempt to delete \(names.row) \(indexPath.row) from section "
                        + "\(indexPath.section) which only contains "
                        + "\(indexPath.section < oldSectionCount ? counts[indexPath.section] : 0) \(names.row)s "
                        + "before the update")
            }
        }
        let movedRowSources = Set(updates.movedRows.map(\.from))
        var newCounts: [Int] = []
        var destinations: [IndexPath: IndexPath] = [:]
        for newSection in 0..<newSectionCount {
            let reported = max(0, host.engineNumberOfRows(inSection: newSection))
            guard let oldSection = sectionOrigin[newSection], !updates.reloadedSections.contains(oldSection) else {
                newCounts.append(reported)  // inserted or reloaded section: all rows are new
                continue
            }
            let inserted = updates.insertedRows.filter { $0.section == newSection }.map(\.row)
            let movedIn = updates.movedRows.filter { $0.to.section == newSection }
            let movedOut = updates.movedRows.filter { $0.from.section == oldSection }.count
            let deleted = updates.deletedRows.filter { $0.section == oldSection }.count
            let kept = (0..<counts[oldSection]).map { IndexPath(row: $0, section: oldSection) }.filter {
                !updates.deletedRows.contains($0) && !movedRowSources.contains($0)
            }
            let expected = kept.count + inserted.count + movedIn.count
            guard reported == expected else {
                return inconsistent(
                    "Invalid update: invalid number of \(names.row)s in section \(newSection). The number of "
                        + "\(names.row)s contained in an existing section after the update (\(reported)) must be "
                        + "equal to the number of \(names.row)s contained in that section before the update "
                        + "(\(counts[oldSection])), plus or minus the number of \(names.row)s inserted or deleted "
                        + "from that section (\(inserted.count) inserted, \(deleted) deleted) and plus or minus "
                        + "the number of \(names.row)s moved into or out of that section (\(movedIn.count) moved "
                        + "in, \(movedOut) moved out).")
            }
            var slots = [IndexPath?](repeating: nil, count: expected)
            var taken = [Bool](repeating: false, count: expected)
            for row in inserted {
                guard row < expected else {
                    return inconsistent(
                        "Invalid update: attempt to insert \(names.row) \(row) into section \(newSection), but "
                            + "there are only \(expected) \(names.row)s in section \(newSection) after the update")
                }
                taken[row] = true
            }
            for move in movedIn {
                guard move.to.row < expected, !taken[move.to.row] else {
                    return inconsistent("Invalid update: invalid move to \(names.row) \(move.to.row)")
                }
                slots[move.to.row] = move.from
                taken[move.to.row] = true
            }
            var keptRows = kept[...]
            for row in 0..<expected where !taken[row] {
                slots[row] = keptRows.popFirst()
            }
            for (row, origin) in slots.enumerated() {
                guard let origin, !updates.reloadedRows.contains(origin),
                    sectionOrigin.contains(origin.section)
                else { continue }
                destinations[origin] = IndexPath(row: row, section: newSection)
            }
            newCounts.append(expected)
        }
        let origins = sectionOrigin.map { origin in origin.flatMap { updates.reloadedSections.contains($0) ? nil : $0 }
        }
        return Plan(counts: newCounts, destinations: destinations, sectionOrigins: origins)
    }
}
