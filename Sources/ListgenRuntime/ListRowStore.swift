// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

/// The rows of a generated list screen, by section, keyed by stable ID: the half of every generated
/// controller that does not depend on its spec. Written once per module (listgen writes this file once
/// per output folder; the build plugin once per target), used by every generated screen in it.
///
/// One rule set for every variant (table or collection, diffable or classic):
/// - Row IDs are unique within the list. A row whose ID is already in the list (or earlier in the same
///   call) is dropped and reported to `onDuplicateRows`; the first one stays.
/// - An index past the end of a section appends to that section (`insert` and `moveRow` alike). An
///   index path that names no place (its section does not exist, or its row is negative) changes
///   nothing and finds no row, in debug and release builds alike.
/// - Changes are animated only while the list is in a window; otherwise the list reloads (classic) or
///   applies without animation (diffable).
/// - During a search (`// MARK: - Search`) the list shows the rows it finds, and the changes go on on
///   every row. Index paths that name a row the list shows (`row(at:)`, `indexPath(forRowID:)`,
///   `deleteRow(at:)`, taps) are where the list shows it; index paths that say where a row goes
///   (`insert(_:at:)`, `moveRow(at:to:)`) and `rows(in:)` are in the full list. A section keeps its
///   place during a search, with the rows it finds (possibly none).
/// - A collapsed section (`// MARK: - Collapsed sections`) keeps its place and its rows, and the list
///   shows none of them: index paths that name a row the list shows skip it, as during a search, and
///   a change of its rows is stored and shows when it expands.
///
/// Sections are fixed or come from the rows (``Sections``). Fixed: every section is always there, with
/// rows or not, in the order given (`init()` takes a section enum's `allCases`). From the rows: a row's
/// section is always its own value (`sectionOf`, the one source of truth); a section is there while it
/// has rows, created by the first row with its value and removed with its last one, in the same update
/// of the list (classic: `insertSections`/`deleteSections` in the batch of the row change; diffable:
/// the snapshot, whose section identifiers are the values, so rows move between sections); `setRows`
/// and `append` group rows by it, `insert` puts a row in its own section, an `update` that changes a
/// row's value moves it to the end of its new section, and a move (`moveRow`, or a person's drag in
/// edit mode) stays within the row's section: a drag into another section is put back.
@MainActor
public final class ListRowStore<Section, Row>
where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {
    /// Where the sections come from.
    public enum Sections {
        /// These sections, in this order, each always there (empty or not).
        case fixed([Section])
        /// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first
        /// row came (`areInIncreasingOrder` nil), or sorted by it.
        case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)
    }

    /// The list a store shows its rows and selection in.
    public enum ListView {
        case table(UITableView)
        case collection(UICollectionView)

        /// The list as a view.
        public var view: UIView {
            switch self {
            case .table(let table): table
            case .collection(let collection): collection
            }
        }
    }

    /// How the list shows a change of the rows.
    public enum Display {
        /// Not connected yet (the view has not loaded): changes are only stored.
        case none
        /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
        case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
        /// A classic table data source over `rows(in:)`.
        case table(UITableView)
        /// A classic collection data source over `rows(in:)`.
        case collection(UICollectionView)

        /// A diffable table data source over the IDs of `snapshot`.
        public static func diffable(
            _ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
        ) -> Display {
            .diffableList(.table(table), apply: apply)
        }

        /// A diffable collection data source over the IDs of `snapshot`.
        public static func diffable(
            _ collection: UICollectionView,
            apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
        ) -> Display {
            .diffableList(.collection(collection), apply: apply)
        }
    }

    /// How a classic list animates a change (a diffable list diffs the snapshots instead).
    enum ClassicChange {
        case reload
        case insert([IndexPath])
        case delete([IndexPath])
        case move(IndexPath, IndexPath)
        case reconfigure([IndexPath])
        /// Sections from the rows: emptied sections deleted (with their rows), then rows deleted from the
        /// sections that stay (old index paths), new sections inserted (with their rows) and rows
        /// inserted into the sections that stay (new index paths), in one batch.
        case regroup(
            deletedSections: IndexSet, deletedRows: [IndexPath], insertedSections: IndexSet, insertedRows: [IndexPath])
        /// The list shows the change already (a person's drag): nothing is moved again; only the sections
        /// whose header and footer appeared or went are reloaded.
        case shownAlready

        public var isReload: Bool {
            if case .reload = self { return true }
            return false
        }
    }

    /// Where the sections come from.
    let source: Sections
    /// The sections there now, in display order; `sections` holds their rows.
    public internal(set) var sectionIdentifiers: [Section]
    /// The rows of each section of `sectionIdentifiers`.
    var sections: [[Row]]
    /// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the
    /// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,
    /// snapshots) comes from here.
    var shown: [[Row]]
    /// The search shown now, if any (`// MARK: - Search`).
    var activeSearch = ListRowSearch<Row>()
    /// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).
    var collapsedSections: Set<Section> = []
    /// Every row, by ID (the diffable cell provider looks rows up here).
    var rowsByID: [Row.ID: Row] = [:]
    /// How changes reach the list; set when the view loads.
    public var display: Display = .none
    /// Gets the rows dropped because their ID was already in the list.
    public var onDuplicateRows: ([Row]) -> Void = { _ in }
    /// Called after every change of the rows (the empty state follows it).
    public var onChange: () -> Void = {}
    /// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).
    public var selection = ListRowSelection<Row.ID>()
    /// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).
    public var batchSelection = ListRowBatchSelection<Row.ID>()
    /// Whether a section shows its header and footer with a number of rows (the screen's
    /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
    /// texts. A change that makes a section's header and footer appear or go reloads that section: a
    /// list reads a section's titles when it loads the section, not when one of its rows changes.
    public var showsHeaderAndFooter: ((Section, Int) -> Bool)?

    public init(sections source: Sections) {
        self.source = source
        if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }
        sections = sectionIdentifiers.map { _ in [] }
        shown = sections
    }

    /// The section `row` belongs to when sections come from the rows; nil for fixed sections.
    func sectionOf(_ row: Row) -> Section? {
        if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }
        return nil
    }

    /// Whether sections come from the rows.
    var sectionsComeFromRows: Bool {
        if case .fromRows = source { return true }
        return false
    }

    // MARK: Reading

    /// Whether the list has no rows.
    public var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

    /// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.
    public internal(set) var rowsWereSet = false

    /// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a
    /// first `setRows`), so that the empty state does not flash while the first rows load. The one
    /// rule for every variant.
    public var showsEmptyState: Bool { rowsWereSet && isEmpty }

    /// The number of sections (every fixed section, with rows or not; or the sections that have rows).
    public var sectionCount: Int { sections.count }

    /// The section at `index`, or nil when there is none.
    public func section(at index: Int) -> Section? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// Where `section` is now, or nil when it is not in the list.
    public func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

    /// The number of rows the list shows in the section at `index`.
    public func rowCount(inSection index: Int) -> Int { shown[index].count }

    /// The rows of `section`, in display order (all of them, during a search too).
    public func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }

    /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
    /// told about, so a missing row is a bug in this code, and stops with a clear message.
    public func rowForCell(at indexPath: IndexPath) -> Row {
        guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
        return row
    }

    /// The row with `id`, or nil when it is not in the list.
    public func row(withID id: Row.ID) -> Row? { rowsByID[id] }

    /// The row the list shows at `indexPath` now, or nil when there is none.
    public func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }

    /// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a
    /// search, not found).
    public func indexPath(forRowID id: Row.ID) -> IndexPath? {
        guard rowsByID[id] != nil else { return nil }
        return Self.indexPath(of: id, in: shown)
    }

    /// The IDs of the rows the list shows, by section, for a diffable data source.
    public var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row.ID>()
        snapshot.appendSections(sectionIdentifiers)
        for (section, rows) in zip(sectionIdentifiers, shown) {
            snapshot.appendItems(rows.map(\.id), toSection: section)
        }
        return snapshot
    }

    // MARK: Section index

    /// A section's title in the list's section index (`indexTitles: true`), given the section and its
    /// first row; nil leaves the section out. Nil: the list has no index.
    public var indexTitle: ((Section, Row) -> String?)?

    /// The section index now: each section that shows rows now and has a title, in list order, with
    /// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or
    /// filled since the last time changes it.
    var indexEntries: [(title: String, section: Int)] {
        guard let indexTitle else { return [] }
        return sectionIdentifiers.indices.compactMap { index in
            guard !shown[index].isEmpty, let first = sections[index].first,
                let title = indexTitle(sectionIdentifiers[index], first)
            else { return nil }
            return (title, index)
        }
    }

    /// The titles of the list's section index now (the table's `sectionIndexTitles(for:)`, the
    /// collection's `indexTitles(for:)`); nil without `indexTitle`.
    public var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\.title) }

    /// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now
    /// (the entry at `index` when it still has that title, else the first entry with the title, else
    /// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all
    /// sections: a section without rows has no entry, so positions differ.
    public func section(forIndexTitle title: String, at index: Int) -> Int {
        let entries = indexEntries
        if entries.indices.contains(index), entries[index].title == title { return entries[index].section }
        if let entry = entries.first(where: { $0.title == title }) { return entry.section }
        guard !entries.isEmpty else { return 0 }
        return entries[min(max(index, 0), entries.count - 1)].section
    }

    /// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants
    /// it: an index path of one index, the whole section.
    public func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(index: section(forIndexTitle: title, at: index))
    }

    /// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.
    static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    /// Where the row with `id` is in `sections`, or nil.
    static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {
        for (section, rows) in sections.enumerated() {
            if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    // MARK: Changing

    /// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,
    /// each row goes to its own section whatever its key: use `setRows(_:)` with a list.
    public func setRows(_ rows: [Section: [Row]]) {
        guard case .fixed(let fixed) = source else {
            setRows(rows.values.flatMap { $0 })
            return
        }
        replaceRows(with: fixed.map { rows[$0] ?? [] })
    }

    /// Replaces every row: with sections from the rows, grouped by section (in the order their first
    /// row comes, or sorted); with fixed sections, all in the first section.
    public func setRows(_ rows: [Row]) {
        guard sectionsComeFromRows else {
            replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })
            return
        }
        replaceRows(with: [rows])
    }

    /// Replaces every row with `groups` (the rows of each fixed section, or rows to group).
    func replaceRows(with groups: [[Row]]) {
        // Before the rows change: the new list's last row may come into view during the update.
        restartPaging()
        var dropped: [Row] = []
        var newRowsByID: [Row.ID: Row] = [:]
        let kept = groups.map { group in
            group.filter { row in
                guard newRowsByID[row.id] == nil else {
                    dropped.append(row)
                    return false
                }
                newRowsByID[row.id] = row
                return true
            }
        }
        var newIdentifiers = sectionIdentifiers
        var newSections = kept
        if sectionsComeFromRows {
            newIdentifiers = []
            newSections = []
            for row in kept.joined() { place(row, at: nil, in: &newIdentifiers, &newSections) }
        }
        // Rows that keep their ID but changed are redrawn in place (diffable lists). Sections from the
        // rows that stay are reloaded, so that their titles are read again (a title may follow the
        // clock: "Today" becomes "Yesterday"); a classic list reloads anyway.
        let changed = newRowsByID.compactMap { id, row in rowsByID[id].map { $0 != row } == true ? id : nil }
        let staying = sectionsComeFromRows ? sectionIdentifiers.filter(newIdentifiers.contains) : []
        change(reconfiguring: changed, reloading: staying, .reload) {
            sectionIdentifiers = newIdentifiers
            sections = newSections
            rowsByID = newRowsByID
            rowsWereSet = true
        }
        if !dropped.isEmpty { onDuplicateRows(dropped) }
    }

    /// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when `indexPath`
    /// is past it; nothing happens when `indexPath` names no place. A row whose ID is already in the
    /// list goes to `onDuplicateRows`.
    ///
    /// With sections from the rows, the row goes to its own section: at `indexPath.item` when
    /// `indexPath.section` is that section, else at its end (a new section when it has none yet).
    public func insert(_ row: Row, at indexPath: IndexPath) {
        if let section = sectionOf(row) {
            guard indexPath.item >= 0 else { return }
            guard rowsByID[row.id] == nil else {
                onDuplicateRows([row])
                return
            }
            let item = self.section(at: indexPath.section) == section ? indexPath.item : nil
            regroup(storing: [row]) { place(row, at: item, in: &$0, &$1) }
            return
        }
        guard let target = landing(at: indexPath) else { return }
        guard rowsByID[row.id] == nil else {
            onDuplicateRows([row])
            return
        }
        change(.insert([target])) {
            sections[target.section].insert(row, at: target.item)
            rowsByID[row.id] = row
        }
    }

    /// Appends each section's rows at the end of that section, all in one update of the list. A row
    /// whose ID is already in the list, or earlier in the batch (sections in `allCases` order), goes
    /// to `onDuplicateRows` once the other rows are in.
    /// With sections from the rows, each row goes to the end of its own section whatever its key: use
    /// `append(contentsOf:)` with a list.
    public func append(contentsOf rows: [Section: [Row]]) {
        guard case .fixed(let fixed) = source else {
            append(contentsOf: rows.values.flatMap { $0 })
            return
        }
        var seen = Set(rowsByID.keys)
        var added: [(section: Int, rows: [Row])] = []
        var dropped: [Row] = []
        for (index, section) in fixed.enumerated() {
            let kept = (rows[section] ?? []).filter { row in
                if seen.insert(row.id).inserted { return true }
                dropped.append(row)
                return false
            }
            if !kept.isEmpty { added.append((index, kept)) }
        }
        if !added.isEmpty {
            let targets = added.flatMap { section, rows in
                let start = sections[section].count
                return (start..<start + rows.count).map { IndexPath(item: $0, section: section) }
            }
            change(.insert(targets)) {
                for (section, rows) in added {
                    sections[section] += rows
                    for row in rows { rowsByID[row.id] = row }
                }
            }
        }
        if !dropped.isEmpty { onDuplicateRows(dropped) }
    }

    /// Appends `rows`, each at the end of its own section (with fixed sections, of the first section),
    /// all in one update of the list. A row whose ID is already in the list, or earlier in `rows`, goes
    /// to `onDuplicateRows` once the other rows are in.
    public func append(contentsOf rows: [Row]) {
        guard sectionsComeFromRows else {
            if let first = sectionIdentifiers.first { append(contentsOf: [first: rows]) }
            return
        }
        var seen = Set(rowsByID.keys)
        var dropped: [Row] = []
        let kept = rows.filter { row in
            if seen.insert(row.id).inserted { return true }
            dropped.append(row)
            return false
        }
        if !kept.isEmpty {
            regroup(storing: kept) { identifiers, sections in
                for row in kept { place(row, at: nil, in: &identifiers, &sections) }
            }
        }
        if !dropped.isEmpty { onDuplicateRows(dropped) }
    }

    /// Deletes the row at `indexPath`, if there is one (with sections from the rows, its section too
    /// when it was the section's last row).
    public func deleteRow(at indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        deleteRow(withID: row.id)
    }

    /// Deletes the row with `id`, if it is in the list (shown or not).
    public func deleteRow(withID id: Row.ID) {
        guard rowsByID[id] != nil, let place = Self.indexPath(of: id, in: sections) else { return }
        if sectionsComeFromRows {
            regroup(removing: id) { $1[place.section].remove(at: place.item) }
            return
        }
        change(.delete([place])) {
            sections[place.section].remove(at: place.item)
            rowsByID[id] = nil
        }
    }

    /// Moves the row at `source` so that it ends up at `destination`, in the same or another section,
    /// or at the end of that section when `destination` is past it. Nothing happens when there is no
    /// row at `source`, or when `destination` names no place.
    /// With sections from the rows, a row stays in its own section: a `destination` in another section
    /// changes nothing.
    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        guard let row = Self.row(at: source, in: sections),
            let target = landing(at: destination, movingFrom: source), target != source,
            !sectionsComeFromRows || target.section == source.section
        else { return }
        change(.move(source, target)) {
            sections[source.section].remove(at: source.item)
            sections[target.section].insert(row, at: target.item)
        }
    }

    /// Moves the row with `id` as ``moveRow(at:to:)`` moves the row where it is in the full list (during
    /// a search too, and in a collapsed section); nothing happens when no row has `id`.
    public func moveRow(withID id: Row.ID, to destination: IndexPath) {
        guard let source = Self.indexPath(of: id, in: sections) else { return }
        moveRow(at: source, to: destination)
    }

    /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
    /// With sections from the rows, a row whose section changed moves to the end of its new section
    /// (created when it has none yet; its old section goes when it empties).
    public func update(_ row: Row) {
        guard rowsByID[row.id] != nil, let indexPath = Self.indexPath(of: row.id, in: sections) else { return }
        if let section = sectionOf(row), section != sectionIdentifiers[indexPath.section] {
            regroup(storing: [row], reconfiguring: [row.id]) { identifiers, sections in
                sections[indexPath.section].remove(at: indexPath.item)
                place(row, at: nil, in: &identifiers, &sections)
            }
            return
        }
        change(reconfiguring: [row.id], .reconfigure([indexPath])) {
            sections[indexPath.section][indexPath.item] = row
            rowsByID[row.id] = row
        }
    }

    // MARK: Paging and refresh (ListRowStore+Paging.swift)

    /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
    public var loadNextPage: (@MainActor () async throws -> Page)?
    /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
    public var onPageFailed: (@MainActor (any Error) -> Void)?
    /// The page loading now, if any: while it runs, the last row coming into view again (after a
    /// reload, or as its cell is reused) starts nothing.
    var pageTask: Task<Void, Never>?
    /// False once a page came back empty; `setRows` sets it again.
    var hasMorePages = true
    /// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a
    /// retry button after a page failed, nothing otherwise (before the first page, after a page came,
    /// after the last page, after `setRows`). `onPageFooterChange` hears each change.
    public internal(set) var pageFooter = ListPageFooter.hidden {
        didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }
    }
    /// Shows `pageFooter` (the controller's footer view); called on each change.
    public var onPageFooterChange: ((ListPageFooter) -> Void)?
    /// The refresh running now, if any.
    var refreshTask: Task<Void, Never>?
}
