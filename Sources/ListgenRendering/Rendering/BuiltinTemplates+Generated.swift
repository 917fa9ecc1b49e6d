// swift-format-ignore-file
// BuiltinTemplates+Generated.swift
// Generated from Templates/ by `LISTGEN_RECORD=1 swift test --filter FreshnessTests`. Do not edit.

import ListgenMustache

extension BuiltinTemplates {
    /// The embedded templates' file names, sorted.
    package static let names: [String] = [
        "Action.swift.mustache",
        "Cell-content.mustache",
        "Cell.swift.mustache",
        "ListRowStore-anchors.mustache",
        "ListRowStore-collapse.mustache",
        "ListRowStore-images.mustache",
        "ListRowStore-search.mustache",
        "ListRowStore-selection.mustache",
        "ListRowStore.swift.mustache",
        "Model.swift.mustache",
        "Route.swift.mustache",
        "Router.swift.mustache",
        "Row.swift.mustache",
        "Section.swift.mustache",
        "Strings.swift.mustache",
        "ViewController-anchors.mustache",
        "ViewController-cells.mustache",
        "ViewController-confirmation.mustache",
        "ViewController-conformances.mustache",
        "ViewController-editing-conformance.mustache",
        "ViewController-editing-delegate.mustache",
        "ViewController-editing.mustache",
        "ViewController-feed-conformance.mustache",
        "ViewController-feed-load.mustache",
        "ViewController-feed.mustache",
        "ViewController-load.mustache",
        "ViewController-persistent-selection.mustache",
        "ViewController-placement-conformance.mustache",
        "ViewController-placement-delegate.mustache",
        "ViewController-placement-item.mustache",
        "ViewController-placement-items.mustache",
        "ViewController-placements.mustache",
        "ViewController-rows.mustache",
        "ViewController-search-conformance.mustache",
        "ViewController-search.mustache",
        "ViewController-section-views-conformance.mustache",
        "ViewController-section-views.mustache",
        "ViewController-selection-conformance.mustache",
        "ViewController-selection-tap.mustache",
        "ViewController-selection.mustache",
        "ViewController-storage.mustache",
        "ViewController.swift.mustache",
        "header.mustache",
    ]

    /// The text of the embedded template `name` (`Action.swift.mustache`), if there is one.
    package static func source(named name: String) -> String? {
        switch name {
        case "Action.swift.mustache": text_Action_swift_mustache
        case "Cell-content.mustache": text_Cell_content_mustache
        case "Cell.swift.mustache": text_Cell_swift_mustache
        case "ListRowStore-anchors.mustache": text_ListRowStore_anchors_mustache
        case "ListRowStore-collapse.mustache": text_ListRowStore_collapse_mustache
        case "ListRowStore-images.mustache": text_ListRowStore_images_mustache
        case "ListRowStore-search.mustache": text_ListRowStore_search_mustache
        case "ListRowStore-selection.mustache": text_ListRowStore_selection_mustache
        case "ListRowStore.swift.mustache": text_ListRowStore_swift_mustache
        case "Model.swift.mustache": text_Model_swift_mustache
        case "Route.swift.mustache": text_Route_swift_mustache
        case "Router.swift.mustache": text_Router_swift_mustache
        case "Row.swift.mustache": text_Row_swift_mustache
        case "Section.swift.mustache": text_Section_swift_mustache
        case "Strings.swift.mustache": text_Strings_swift_mustache
        case "ViewController-anchors.mustache": text_ViewController_anchors_mustache
        case "ViewController-cells.mustache": text_ViewController_cells_mustache
        case "ViewController-confirmation.mustache": text_ViewController_confirmation_mustache
        case "ViewController-conformances.mustache": text_ViewController_conformances_mustache
        case "ViewController-editing-conformance.mustache": text_ViewController_editing_conformance_mustache
        case "ViewController-editing-delegate.mustache": text_ViewController_editing_delegate_mustache
        case "ViewController-editing.mustache": text_ViewController_editing_mustache
        case "ViewController-feed-conformance.mustache": text_ViewController_feed_conformance_mustache
        case "ViewController-feed-load.mustache": text_ViewController_feed_load_mustache
        case "ViewController-feed.mustache": text_ViewController_feed_mustache
        case "ViewController-load.mustache": text_ViewController_load_mustache
        case "ViewController-persistent-selection.mustache": text_ViewController_persistent_selection_mustache
        case "ViewController-placement-conformance.mustache": text_ViewController_placement_conformance_mustache
        case "ViewController-placement-delegate.mustache": text_ViewController_placement_delegate_mustache
        case "ViewController-placement-item.mustache": text_ViewController_placement_item_mustache
        case "ViewController-placement-items.mustache": text_ViewController_placement_items_mustache
        case "ViewController-placements.mustache": text_ViewController_placements_mustache
        case "ViewController-rows.mustache": text_ViewController_rows_mustache
        case "ViewController-search-conformance.mustache": text_ViewController_search_conformance_mustache
        case "ViewController-search.mustache": text_ViewController_search_mustache
        case "ViewController-section-views-conformance.mustache": text_ViewController_section_views_conformance_mustache
        case "ViewController-section-views.mustache": text_ViewController_section_views_mustache
        case "ViewController-selection-conformance.mustache": text_ViewController_selection_conformance_mustache
        case "ViewController-selection-tap.mustache": text_ViewController_selection_tap_mustache
        case "ViewController-selection.mustache": text_ViewController_selection_mustache
        case "ViewController-storage.mustache": text_ViewController_storage_mustache
        case "ViewController.swift.mustache": text_ViewController_swift_mustache
        case "header.mustache": text_header_mustache
        default: nil
        }
    }

    /// `ListRowStore.swift` as these templates render it (nil if they do not): a run writes
    /// it as it is unless an override replaces one of `supportFileTemplates`.
    static let supportFile: String? =
        #"""
        // ListRowStore.swift
        // Generated by listgen from the specs of this folder. Do not edit: change the spec and run listgen again.

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
        final class ListRowStore<Section, Row>
        where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {
            /// Where the sections come from.
            enum Sections {
                /// These sections, in this order, each always there (empty or not).
                case fixed([Section])
                /// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first
                /// row came (`areInIncreasingOrder` nil), or sorted by it.
                case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)
            }

            /// The list a store shows its rows and selection in.
            enum ListView {
                case table(UITableView)
                case collection(UICollectionView)

                /// The list as a view.
                var view: UIView {
                    switch self {
                    case .table(let table): table
                    case .collection(let collection): collection
                    }
                }
            }

            /// How the list shows a change of the rows.
            enum Display {
                /// Not connected yet (the view has not loaded): changes are only stored.
                case none
                /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
                case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
                /// A classic table data source over `rows(in:)`.
                case table(UITableView)
                /// A classic collection data source over `rows(in:)`.
                case collection(UICollectionView)

                /// A diffable table data source over the IDs of `snapshot`.
                static func diffable(
                    _ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.table(table), apply: apply)
                }

                /// A diffable collection data source over the IDs of `snapshot`.
                static func diffable(
                    _ collection: UICollectionView,
                    apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.collection(collection), apply: apply)
                }
            }

            /// How a classic list animates a change (a diffable list diffs the snapshots instead).
            private enum ClassicChange {
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

                var isReload: Bool {
                    if case .reload = self { return true }
                    return false
                }
            }

            /// Where the sections come from.
            private let source: Sections
            /// The sections there now, in display order; `sections` holds their rows.
            private(set) var sectionIdentifiers: [Section]
            /// The rows of each section of `sectionIdentifiers`.
            private var sections: [[Row]]
            /// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the
            /// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,
            /// snapshots) comes from here.
            private var shown: [[Row]]
            /// The search shown now, if any (`// MARK: - Search`).
            private var activeSearch = ListRowSearch<Row>()
            /// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).
            private var collapsedSections: Set<Section> = []
            /// Every row, by ID (the diffable cell provider looks rows up here).
            private var rowsByID: [Row.ID: Row] = [:]
            /// How changes reach the list; set when the view loads.
            var display: Display = .none
            /// Gets the rows dropped because their ID was already in the list.
            var onDuplicateRows: ([Row]) -> Void = { _ in }
            /// Called after every change of the rows (the empty state follows it).
            var onChange: () -> Void = {}
            /// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).
            var selection = ListRowSelection<Row.ID>()
            /// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).
            var batchSelection = ListRowBatchSelection<Row.ID>()
            /// Whether a section shows its header and footer with a number of rows (the screen's
            /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
            /// texts. A change that makes a section's header and footer appear or go reloads that section: a
            /// list reads a section's titles when it loads the section, not when one of its rows changes.
            var showsHeaderAndFooter: ((Section, Int) -> Bool)?

            init(sections source: Sections) {
                self.source = source
                if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }
                sections = sectionIdentifiers.map { _ in [] }
                shown = sections
            }

            /// The section `row` belongs to when sections come from the rows; nil for fixed sections.
            private func sectionOf(_ row: Row) -> Section? {
                if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }
                return nil
            }

            /// Whether sections come from the rows.
            private var sectionsComeFromRows: Bool {
                if case .fromRows = source { return true }
                return false
            }

            // MARK: Reading

            /// Whether the list has no rows.
            var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

            /// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.
            private(set) var rowsWereSet = false

            /// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a
            /// first `setRows`), so that the empty state does not flash while the first rows load. The one
            /// rule for every variant.
            var showsEmptyState: Bool { rowsWereSet && isEmpty }

            /// The number of sections (every fixed section, with rows or not; or the sections that have rows).
            var sectionCount: Int { sections.count }

            /// The section at `index`, or nil when there is none.
            func section(at index: Int) -> Section? {
                sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
            }

            /// Where `section` is now, or nil when it is not in the list.
            func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

            /// The number of rows the list shows in the section at `index`.
            func rowCount(inSection index: Int) -> Int { shown[index].count }

            /// The rows of `section`, in display order (all of them, during a search too).
            func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }

            /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
            /// told about, so a missing row is a bug in this code, and stops with a clear message.
            func rowForCell(at indexPath: IndexPath) -> Row {
                guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
                return row
            }

            /// The row with `id`, or nil when it is not in the list.
            func row(withID id: Row.ID) -> Row? { rowsByID[id] }

            /// The row the list shows at `indexPath` now, or nil when there is none.
            func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }

            /// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a
            /// search, not found).
            func indexPath(forRowID id: Row.ID) -> IndexPath? {
                guard rowsByID[id] != nil else { return nil }
                return Self.indexPath(of: id, in: shown)
            }

            /// The IDs of the rows the list shows, by section, for a diffable data source.
            var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
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
            var indexTitle: ((Section, Row) -> String?)?

            /// The section index now: each section that shows rows now and has a title, in list order, with
            /// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or
            /// filled since the last time changes it.
            private var indexEntries: [(title: String, section: Int)] {
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
            var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\.title) }

            /// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now
            /// (the entry at `index` when it still has that title, else the first entry with the title, else
            /// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all
            /// sections: a section without rows has no entry, so positions differ.
            func section(forIndexTitle title: String, at index: Int) -> Int {
                let entries = indexEntries
                if entries.indices.contains(index), entries[index].title == title { return entries[index].section }
                if let entry = entries.first(where: { $0.title == title }) { return entry.section }
                guard !entries.isEmpty else { return 0 }
                return entries[min(max(index, 0), entries.count - 1)].section
            }

            /// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants
            /// it: an index path of one index, the whole section.
            func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
                IndexPath(index: section(forIndexTitle: title, at: index))
            }

            /// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.
            private static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {
                guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
                else { return nil }
                return sections[indexPath.section][indexPath.item]
            }

            /// Where the row with `id` is in `sections`, or nil.
            private static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {
                for (section, rows) in sections.enumerated() {
                    if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
                }
                return nil
            }

            // MARK: Changing

            /// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,
            /// each row goes to its own section whatever its key: use `setRows(_:)` with a list.
            func setRows(_ rows: [Section: [Row]]) {
                guard case .fixed(let fixed) = source else {
                    setRows(rows.values.flatMap { $0 })
                    return
                }
                replaceRows(with: fixed.map { rows[$0] ?? [] })
            }

            /// Replaces every row: with sections from the rows, grouped by section (in the order their first
            /// row comes, or sorted); with fixed sections, all in the first section.
            func setRows(_ rows: [Row]) {
                guard sectionsComeFromRows else {
                    replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })
                    return
                }
                replaceRows(with: [rows])
            }

            /// Replaces every row with `groups` (the rows of each fixed section, or rows to group).
            private func replaceRows(with groups: [[Row]]) {
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
            func insert(_ row: Row, at indexPath: IndexPath) {
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
            func append(contentsOf rows: [Section: [Row]]) {
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
            func append(contentsOf rows: [Row]) {
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
            func deleteRow(at indexPath: IndexPath) {
                guard let row = row(at: indexPath) else { return }
                deleteRow(withID: row.id)
            }

            /// Deletes the row with `id`, if it is in the list (shown or not).
            func deleteRow(withID id: Row.ID) {
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
            func moveRow(at source: IndexPath, to destination: IndexPath) {
                guard let row = Self.row(at: source, in: sections),
                    let target = landing(at: destination, movingFrom: source), target != source,
                    !sectionsComeFromRows || target.section == source.section
                else { return }
                change(.move(source, target)) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            /// With sections from the rows, a row whose section changed moves to the end of its new section
            /// (created when it has none yet; its old section goes when it empties).
            func update(_ row: Row) {
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

            /// A row a person moved, where it was and where it is now.
            struct RowMove {
                var row: Row
                var source: IndexPath
                var destination: IndexPath
            }

            /// Takes a move a person made in editing mode, which the list has already shown (it moved the cell
            /// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change
            /// them, but the list is not told, since a second move would move another row. Nil, and nothing,
            /// when there is no row at `source`, `destination` names no place, or the row did not move. A drag
            /// into a collapsed section, or (with sections from the rows) into another section, is put back: the
            /// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the
            /// result is nil.
            func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {
                // During a search the list shows some rows only: a place among them is no place in the full
                // list, so the move is not taken and the list shows the rows as they are again.
                guard !activeSearch.isActive else {
                    change(.reload) {}
                    return nil
                }
                guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source
                else { return nil }
                // Put back, and the list shows the rows as they are again through the one change path: a drop
                // into a collapsed section (it shows none of its rows, so the drop has no place among them) or,
                // with sections from the rows, into another section.
                guard !collapsedSections.contains(sectionIdentifiers[target.section]),
                    !sectionsComeFromRows || target.section == source.section
                else {
                    change(.reload) {}
                    return nil
                }
                sections[source.section].remove(at: source.item)
                sections[target.section].insert(row, at: target.item)
                shown = shownRows()
                showSelection()
                onChange()
                return RowMove(row: row, source: source, destination: target)
            }

            /// Where the row with `id` is, and where `snapshot` has it: the move a person made in a diffable
            /// collection list (`snapshot` is its data source's snapshot after the move, and `id` the row the
            /// reorder transaction's difference inserts). Nil when the row is not in the list or not in `snapshot`.
            func moveMadeOnScreen(
                ofRowWithID id: Row.ID, toMatch snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID>
            ) -> (source: IndexPath, destination: IndexPath)? {
                guard let source = indexPath(forRowID: id), let section = snapshot.sectionIdentifier(containingItem: id),
                    let item = snapshot.itemIdentifiers(inSection: section).firstIndex(of: id)
                else { return nil }
                guard let index = sectionIdentifiers.firstIndex(of: section) else { return nil }
                return (source, IndexPath(item: item, section: index))
            }

            /// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the
            /// end of its section when `indexPath` is past it (counted without the row being moved from
            /// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is
            /// negative.
            private func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
                guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
                let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
                return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
            }

            /// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,
            /// or the end when `item` is nil or past it; a section it has not yet is created where the order
            /// puts it (the end, or its sorted place).
            private func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {
                guard case .fromRows(let sectionOf, let areInIncreasingOrder) = source else { return }
                let section = sectionOf(row)
                if let index = identifiers.firstIndex(of: section) {
                    sections[index].insert(row, at: min(item ?? sections[index].count, sections[index].count))
                    return
                }
                let index =
                    areInIncreasingOrder.flatMap { before in identifiers.firstIndex { before(section, $0) } }
                    ?? identifiers.count
                identifiers.insert(section, at: index)
                sections.insert([row], at: index)
            }

            /// Changes the sections and their rows with `update` (sections from the rows), drops the sections
            /// it emptied, and shows the change in one update of the list: the rows that left or joined a
            /// section that stays, the sections that went or came with theirs. `stored` rows are kept by ID
            /// and `removed` forgotten with the change.
            private func regroup(
                storing stored: [Row] = [], removing removed: Row.ID? = nil, reconfiguring ids: [Row.ID] = [],
                _ update: (inout [Section], inout [[Row]]) -> Void
            ) {
                var newIdentifiers = sectionIdentifiers
                var newSections = sections
                update(&newIdentifiers, &newSections)
                for index in newSections.indices.reversed() where newSections[index].isEmpty {
                    newIdentifiers.remove(at: index)
                    newSections.remove(at: index)
                }
                let oldIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
                let newIndex = Dictionary(uniqueKeysWithValues: newIdentifiers.enumerated().map { ($1, $0) })
                let deletedSections = IndexSet(sectionIdentifiers.indices.filter { newIndex[sectionIdentifiers[$0]] == nil })
                let insertedSections = IndexSet(newIdentifiers.indices.filter { oldIndex[newIdentifiers[$0]] == nil })
                var deletedRows: [IndexPath] = []
                var insertedRows: [IndexPath] = []
                for (old, section) in sectionIdentifiers.enumerated() {
                    guard let new = newIndex[section] else { continue }
                    let oldIDs = Set(sections[old].map(\.id))
                    let newIDs = Set(newSections[new].map(\.id))
                    for (item, row) in sections[old].enumerated() where !newIDs.contains(row.id) {
                        deletedRows.append(IndexPath(item: item, section: old))
                    }
                    for (item, row) in newSections[new].enumerated() where !oldIDs.contains(row.id) {
                        insertedRows.append(IndexPath(item: item, section: new))
                    }
                }
                change(
                    reconfiguring: ids,
                    .regroup(
                        deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,
                        insertedRows: insertedRows)
                ) {
                    sectionIdentifiers = newIdentifiers
                    sections = newSections
                    for row in stored { rowsByID[row.id] = row }
                    if let removed { rowsByID[removed] = nil }
                }
            }

            /// Changes the rows with `mutate`, then shows the change in the list (what it shows: the rows, or a
            /// search's results, recomputed after `mutate`; during a search a classic list reloads).
            ///
            /// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window
            /// (UIKit warns about animating a list that is not in the view hierarchy). Classic, in a window:
            /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
            /// itself for reloading) reads its counts from the rows before the change, and the change is then
            /// animated; a batch update made before that reload would read its "before" counts from the
            /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
            /// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section
            /// collapsing or expanding), not places in the full list.
            private func change(
                reconfiguring ids: [Row.ID] = [], reloading reloaded: [Section] = [], _ requested: ClassicChange,
                indexPathsShown: Bool = false, _ mutate: () -> Void
            ) {
                // The index paths of a change are in the full list; during a search the list shows other ones,
                // and in a collapsed section none.
                let classic =
                    activeSearch.isActive || (!indexPathsShown && touchesCollapsedSection(requested))
                    ? ClassicChange.reload : requested
                func update() {
                    mutate()
                    shown = shownRows()
                }
                let textsBefore = sectionsShowingTexts
                switch display {
                case .none:
                    update()
                case .diffableList(let list, let apply):
                    update()
                    var snapshot = self.snapshot
                    // A row a search or a collapsed section does not show is not in the snapshot: there is no cell
                    // to redraw.
                    let hidesRows = activeSearch.isActive || !collapsedSections.isEmpty
                    let ids = hidesRows ? ids.filter { snapshot.indexOfItem($0) != nil } : ids
                    if !ids.isEmpty { snapshot.reconfigureItems(ids) }
                    let toggled = sectionsToggled(since: textsBefore)
                    let reloaded = toggled + reloaded.filter { !toggled.contains($0) }
                    if !reloaded.isEmpty { snapshot.reloadSections(reloaded) }
                    apply(snapshot, list.view.window != nil)
                case .table(let table):
                    guard table.window != nil, !classic.isReload else {
                        update()
                        table.reloadData()
                        break
                    }
                    table.layoutIfNeeded()
                    update()
                    switch classic {
                    case .reload: table.reloadData()
                    case .insert(let indexPaths): table.insertRows(at: indexPaths, with: .automatic)
                    case .delete(let indexPaths): table.deleteRows(at: indexPaths, with: .automatic)
                    case .move(let source, let target): table.moveRow(at: source, to: target)
                    case .reconfigure(let indexPaths): table.reconfigureRows(at: indexPaths)
                    case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                        table.performBatchUpdates {
                            table.deleteSections(deletedSections, with: .automatic)
                            table.deleteRows(at: deletedRows, with: .automatic)
                            table.insertSections(insertedSections, with: .automatic)
                            table.insertRows(at: insertedRows, with: .automatic)
                        }
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.compactMap(index(of:))), with: .automatic) }
                case .collection(let collection):
                    guard collection.window != nil, !classic.isReload else {
                        update()
                        collection.reloadData()
                        break
                    }
                    collection.layoutIfNeeded()
                    update()
                    switch classic {
                    case .reload: collection.reloadData()
                    case .insert(let indexPaths): collection.insertItems(at: indexPaths)
                    case .delete(let indexPaths): collection.deleteItems(at: indexPaths)
                    case .move(let source, let target): collection.moveItem(at: source, to: target)
                    case .reconfigure(let indexPaths): collection.reconfigureItems(at: indexPaths)
                    case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                        collection.performBatchUpdates {
                            collection.deleteSections(deletedSections)
                            collection.deleteItems(at: deletedRows)
                            collection.insertSections(insertedSections)
                            collection.insertItems(at: insertedRows)
                        }
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.compactMap(index(of:)))) }
                }
                showSelection()
                onChange()
            }

            /// Whether a classic change names a place in a collapsed section, where the list shows no row: the
            /// list then reloads instead (the change's index paths are in the full list).
            private func touchesCollapsedSection(_ change: ClassicChange) -> Bool {
                guard !collapsedSections.isEmpty else { return false }
                let collapsed = Set(collapsedSections.compactMap(index(of:)))
                switch change {
                case .reload: return false
                case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):
                    return indexPaths.contains { collapsed.contains($0.section) }
                case .move(let source, let target):
                    return collapsed.contains(source.section) || collapsed.contains(target.section)
                case .regroup: return true
                }
            }

            /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
            private var sectionsShowingTexts: [Section: Bool] {
                guard let showsHeaderAndFooter else { return [:] }
                return Dictionary(
                    uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })
            }

            /// The sections, there before and now, whose header and footer appeared or went since `before`
            /// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.
            private func sectionsToggled(since before: [Section: Bool]) -> [Section] {
                let now = sectionsShowingTexts
                return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }
            }

            // MARK: Paging

            /// A page's rows as the screen's `onLoadNextPage` returns them.
            enum Page {
                /// Each section's rows, appended at its end (fixed sections).
                case bySection([Section: [Row]])
                /// Rows in the order given, each appended at the end of its own section, which it creates when
                /// it is new (sections from the rows).
                case rows([Row])

                /// The page has no row: it was the last page.
                var isEmpty: Bool {
                    switch self {
                    case .bySection(let rows): !rows.values.contains { !$0.isEmpty }
                    case .rows(let rows): rows.isEmpty
                    }
                }
            }

            /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
            var loadNextPage: (@MainActor () async throws -> Page)?
            /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
            var onPageFailed: (@MainActor (any Error) -> Void)?
            /// The page loading now, if any: while it runs, the last row coming into view again (after a
            /// reload, or as its cell is reused) starts nothing.
            private var pageTask: Task<Void, Never>?
            /// False once a page came back empty; `setRows` sets it again.
            private var hasMorePages = true

            /// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,
            /// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),
            /// unless a page is loading or the last page came. So a page is asked for once, however many rows
            /// near the end come into view while it loads. The page's rows are appended in one update; an empty
            /// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the
            /// next time a row near the end comes into view. A page belongs to the list it was asked for:
            /// `setRows` cancels it, and whatever it returns or throws is then dropped.
            func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {
                guard let after = rowsAfter(indexPath), after <= distance else { return }
                startPage()
            }

            /// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a
            /// retry button after a page failed, nothing otherwise (before the first page, after a page came,
            /// after the last page, after `setRows`). `onPageFooterChange` hears each change.
            private(set) var pageFooter = ListPageFooter.hidden {
                didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }
            }
            /// Shows `pageFooter` (the controller's footer view); called on each change.
            var onPageFooterChange: ((ListPageFooter) -> Void)?

            /// The footer's retry button: asks again for the page that failed, once; nothing unless the footer
            /// shows `.failed` (so a second tap while the page loads asks for nothing).
            func retryPage() {
                guard pageFooter == .failed else { return }
                startPage()
            }

            /// Starts loading the next page unless a page is loading, the last page came, or there is no hook.
            private func startPage() {
                guard pageTask == nil, hasMorePages, let loadNextPage else { return }
                pageFooter = .loading
                pageTask = Task { [weak self] in
                    guard self != nil, !Task.isCancelled else { return }
                    let page: Result<Page, any Error>
                    do {
                        page = .success(try await loadNextPage())
                    } catch {
                        page = .failure(error)
                    }
                    // Cancelled by `setRows`: the page belongs to the list it was asked for, which is gone.
                    guard let self, !Task.isCancelled else { return }
                    // Done before the rows go in: the new last row comes into view during that update, and
                    // must be able to ask for the next page.
                    self.pageTask = nil
                    switch page {
                    case .failure(let error):
                        self.pageFooter = .failed
                        self.onPageFailed?(error)
                    case .success(let rows) where rows.isEmpty:
                        self.hasMorePages = false
                        self.pageFooter = .hidden
                    case .success(let rows):
                        // Hidden before the rows go in: their update may ask for the next page at once.
                        self.pageFooter = .hidden
                        switch rows {
                        case .bySection(let rows): self.append(contentsOf: rows)
                        case .rows(let rows): self.append(contentsOf: rows)
                        }
                    }
                }
            }

            /// How many rows the list shows after `indexPath` (during a search, of the rows it finds), counted
            /// over all sections; nil when it names no row.
            private func rowsAfter(_ indexPath: IndexPath) -> Int? {
                guard row(at: indexPath) != nil else { return nil }
                let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
                return shown[indexPath.section].count - 1 - indexPath.item + later
            }

            /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
            /// dropped, and paging starts again for the new list.
            private func restartPaging() {
                pageTask?.cancel()
                pageTask = nil
                hasMorePages = true
                pageFooter = .hidden
            }

            // MARK: Refresh

            /// The refresh running now, if any.
            private var refreshTask: Task<Void, Never>?

            /// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so
            /// a refresh can be neither left spinning nor ended twice.
            func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {
                guard refreshTask == nil else { return }
                refreshTask = Task { [weak self] in
                    await refresh()
                    end()
                    self?.refreshTask = nil
                }
            }
        }

        /// What a paged list shows after its last row (`paging: { footer: true }`), from the row store's one
        /// paging lifecycle (``ListRowStore/pageFooter``); every variant's controller renders it the same way.
        enum ListPageFooter: Sendable, Equatable {
            /// No page is loading and none failed: no footer.
            case hidden
            /// A page is loading: a spinner.
            case loading
            /// The last page asked for failed: a retry button that asks for it again.
            case failed

            /// The element kind of a collection list's page footer: a boundary supplementary item of the whole
            /// layout, after every section, so that no row's index path changes.
            static let elementKind = "ListPageFooter"
        }

        extension ListRowStore where Section: CaseIterable {
            /// A store whose sections are fixed: every case of `Section`, in `allCases` order.
            convenience init() {
                self.init(sections: .fixed(Array(Section.allCases)))
            }
        }

        // MARK: - Search

        /// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the
        /// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file
        /// serves every screen of the module).
        public struct ListSearchQuery: Sendable, Hashable {
            /// The text typed, as typed (possibly empty: every row matches it).
            public var text: String
            /// The selected scope button's index, 0 for the first (and for a search bar without scopes).
            public var scopeIndex: Int

            public init(text: String, scopeIndex: Int = 0) {
                self.text = text
                self.scopeIndex = scopeIndex
            }

            /// Whether `value` contains the text, ignoring case and diacritics (`"Zoe"` finds `"Zoë"`); an empty
            /// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.
            public func matches(_ value: String?) -> Bool {
                let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { return true }
                guard let value else { return false }
                return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }

        /// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;
        /// this only says which ones the list shows, so a change made during a search reaches the results.
        @MainActor
        struct ListRowSearch<Row: Identifiable> {
            /// The search shown now; nil while no search is active (every row shows).
            var query: ListSearchQuery?
            /// The rows the app found itself (a server search), or nil: `predicate` decides.
            var resultIDs: Set<Row.ID>?
            /// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.
            var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }

            /// Whether a search is active.
            var isActive: Bool { query != nil }

            /// The rows of `sections` the list shows: all of them without a search; during one, the rows the
            /// app's results name, else the rows `predicate` matches, each section in its own order.
            func shown(_ sections: [[Row]]) -> [[Row]] {
                guard let query else { return sections }
                if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }
                return sections.map { $0.filter { predicate($0, query) } }
            }
        }

        extension ListRowStore {
            /// The search shown now, or nil when no search is active.
            var searchQuery: ListSearchQuery? { activeSearch.query }

            /// Whether the screen shows its no-results state: a search is active and finds none of the rows (a
            /// list with no rows at all shows its empty state instead). The one rule for every variant.
            var showsNoResults: Bool {
                activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }
            }

            /// Whether a row matches a query. Setting it runs the active search again.
            var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {
                get { activeSearch.predicate }
                set {
                    activeSearch.predicate = newValue
                    if activeSearch.isActive { change(.reload) {} }
                }
            }

            /// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app
            /// handed back are dropped). The rows stay as they are: only what the list shows changes.
            func search(_ query: ListSearchQuery?) {
                guard query != activeSearch.query else { return }
                change(.reload) {
                    activeSearch.query = query
                    if query == nil { activeSearch.resultIDs = nil }
                }
            }

            /// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on
            /// a server), in the list's order, until the search ends or new results come; nil lets the predicate
            /// decide again. Results for a search that already ended are dropped.
            func showSearchResults(withIDs ids: [Row.ID]?) {
                guard activeSearch.isActive else { return }
                change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }
            }
        }

        // MARK: - Images from URLs

        /// Loads the images of `display.image: { url: }` for the generated screens of this module. Implement it
        /// with what your app uses (URLSession, Nuke, Kingfisher, SDWebImage) and pass it to the screen's
        /// initializer (`imageLoader:`).
        ///
        /// Call `completion` on the main actor, once, with the image or with nil when the load failed (the
        /// placeholder stays). A cell cancels its load when it is reused; a completion that still arrives after
        /// `cancel()` is dropped, so a loader that cannot cancel is safe too. Public, so that a public screen can
        /// take one (the file serves every screen of the module).
        @MainActor
        public protocol ListImageLoader: AnyObject {
            /// Starts loading the image at `url`; returns what cancels the load.
            func loadImage(
                from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
            ) -> any ListImageLoad
        }

        /// A load started by a ``ListImageLoader``. `URLSessionTask` has this `cancel()` already:
        /// `extension URLSessionDataTask: ListImageLoad {}`.
        @MainActor
        public protocol ListImageLoad {
            /// Stops the load; its completion may still run, and is then ignored.
            func cancel()
        }

        /// One image view's image from a URL, for the row its cell shows: the guard against the best-known reuse
        /// bug, a slow response that lands on a cell that now shows another row.
        ///
        /// A generated cell holds one and calls it from `configure(with:at:)`, `loadImage(with:)` and
        /// `prepareForReuse()`. Your own content view (`content:`) can hold one too: call
        /// ``load(_:for:with:into:placeholder:)`` from `show(_:)` and ``cancel()`` from `prepareForReuse()` (or, with
        /// `content.loadsImages`, use the ``ListRowImages`` the cell hands it).
        @MainActor
        final class ListImageSlot<RowID: Hashable & Sendable> {
            /// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it
            /// is for these.
            private var request: (row: RowID, url: URL)?
            /// The load in flight, cancelled when another starts or the cell is reused.
            private var loading: (any ListImageLoad)?
            /// The image loaded for `request`.
            private var image: UIImage?

            init() {}

            /// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again
            /// for the same row and URL keeps its image instead of flashing the placeholder.
            func loadedImage(for row: RowID, from url: URL?) -> UIImage? {
                guard let request, request.row == row, request.url == url else { return nil }
                return image
            }

            /// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the
            /// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs
            /// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;
            /// a failed load shows nothing (the placeholder stays) and is tried again on the next call.
            func load(
                _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?,
                show: @escaping @MainActor @Sendable (UIImage) -> Void
            ) {
                if let request, request.row == row, request.url == url { return }
                cancel()
                guard let url, let loader else { return }
                request = (row, url)
                let load = loader.loadImage(from: url) { [weak self] image in
                    guard let self, let request = self.request, request.row == row, request.url == url else { return }
                    self.loading = nil
                    guard let image else {
                        self.request = nil
                        return
                    }
                    self.image = image
                    show(image)
                }
                // A loader may complete at once (from its cache): then there is nothing left to cancel.
                if let request, request.row == row, request.url == url, image == nil { loading = load }
            }

            /// ``load(_:for:with:show:)`` into `imageView`, which shows the image already loaded for `row` and
            /// `url`, else `placeholder`, at once.
            func load(
                _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,
                placeholder: UIImage?
            ) {
                imageView.image = loadedImage(for: row, from: url) ?? placeholder
                load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }
            }

            /// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from
            /// `prepareForReuse()`.
            func cancel() {
                loading?.cancel()
                loading = nil
                request = nil
                image = nil
            }
        }

        /// The images of one row, for your own content view (`content: { view:, loadsImages: true }`): the cell
        /// hands one to `loadImages(for:with:)` after `show(_:)`, with the screen's loader. Its
        /// ``load(_:into:placeholder:)`` is the row check your view would otherwise write: an image is shown only
        /// while the cell still shows this row, so a slow response after reuse, a delete, a move or a URL update
        /// lands nowhere. Public, so that a public screen's content protocol can take one.
        @MainActor
        public struct ListRowImages<RowID: Hashable & Sendable> {
            /// The row whose images these are.
            public let rowID: RowID
            private let loader: any ListImageLoader
            /// The cell's slots; they stand for `rowID` until the cell is reused.
            private let slots: ListImageSlots<RowID>

            init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {
                self.rowID = rowID
                self.loader = loader
                self.slots = slots
            }

            /// Shows `placeholder` in `imageView` at once (or the image already loaded for this row and URL), then
            /// the image loaded from `url`, if it arrives while the cell still shows this row and this URL. A nil
            /// URL loads nothing; a failed load keeps the placeholder. Kept past the cell's reuse, it loads nothing.
            public func load(_ url: URL?, into imageView: UIImageView, placeholder: UIImage?) {
                guard slots.rowID == rowID else { return }
                slots.slot(for: imageView).load(url, for: rowID, with: loader, into: imageView, placeholder: placeholder)
            }
        }

        /// The image loads of a cell whose content view loads images: one ``ListImageSlot`` per image view, all
        /// for the row the cell shows.
        @MainActor
        final class ListImageSlots<RowID: Hashable & Sendable> {
            /// Each image view's slot, by the view's identity (the views live as long as the cell).
            private var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]
            /// The row the cell shows; nil after `cancel()`.
            private(set) var rowID: RowID?

            init() {}

            /// The images of `rowID`, loaded through `loader`: what the cell hands its content view.
            func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {
                self.rowID = rowID
                return ListRowImages(rowID: rowID, loader: loader, slots: self)
            }

            /// `imageView`'s slot, made on first use.
            func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {
                if let slot = slots[ObjectIdentifier(imageView)] { return slot }
                let slot = ListImageSlot<RowID>()
                slots[ObjectIdentifier(imageView)] = slot
                return slot
            }

            /// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``
            /// kept from before loads nothing. Call it from `prepareForReuse()`.
            func cancel() {
                for slot in slots.values { slot.cancel() }
                rowID = nil
            }
        }

        // MARK: - Anchors

        /// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:
        /// actionSheet`): the button that was tapped, while it is in the cell that shows the row; else that
        /// cell (a swipe action, menu item, VoiceOver action or row tap); looked up when the tap acts, never
        /// captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit raises
        /// when it presents a popover in a regular width (iPad).
        /// The generated router receives it with every route; a router of your own can point its own popovers
        /// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
        @MainActor
        public struct ListAnchor {
            /// The view the popover points at: the tapped button, the row's cell, or the list when the row has
            /// no cell on screen.
            public let sourceView: UIView

            /// An anchor on `sourceView`, pointing at its bounds.
            public init(sourceView: UIView) {
                self.sourceView = sourceView
            }

            /// Points `viewController`'s popover at this anchor (`sourceView`, and `sourceRect` its bounds);
            /// does nothing when `viewController` is not presented as a popover.
            public func point(_ viewController: UIViewController) {
                guard let popover = viewController.popoverPresentationController else { return }
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
        }

        // MARK: - Selection

        /// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's
        /// stable ID, never by index path, so that it names the same row whatever changes around it.
        struct ListRowSelection<ID: Hashable & Sendable> {
            /// Whether the store keeps the selection; false leaves the list's selection to the controller.
            var isPersistent = false
            /// The selected row's ID; nil when no row is selected.
            var rowID: ID?
            /// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).
            var onChange: (ID?) -> Void = { _ in }
        }

        /// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,
        /// never by index path, apart from the persistent selection (which edit mode leaves as it is).
        struct ListRowBatchSelection<ID: Hashable & Sendable> {
            /// Whether the list has batch actions: in edit mode the store shows these rows selected.
            var isEnabled = false
            /// The selected rows' IDs, in the order they were selected.
            var rowIDs: [ID] = []
            /// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and
            /// after every change of the rows while rows are selected (an update can change what they offer).
            var onChange: () -> Void = {}
        }

        extension ListRowStore {
            /// The ID of the selected row, nil when none (persistent selection only).
            var selectedRowID: Row.ID? { selection.rowID }

            /// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation
            /// and without telling the list's delegate (its `select` does not fire). An ID that is not in the
            /// list selects nothing. `onChange` of the selection is called when the selected ID changes.
            func selectRow(withID id: Row.ID?) {
                let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }
                let changed = selection.rowID != id
                selection.rowID = id
                showSelection()
                if changed { selection.onChange(id) }
            }

            /// The rows selected in edit mode (`editing.multiSelect`), looked up by ID now, in list order.
            var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return sections.joined().filter { ids.contains($0.id) }
            }

            /// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.
            func batchSelectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.append(id)
                batchSelection.onChange()
            }

            /// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.
            func batchDeselectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.removeAll { $0 == id }
                batchSelection.onChange()
            }

            /// Edit mode began or ended (the list's own flag is already set): the batch selection starts empty,
            /// or is emptied, and the list shows what its mode shows. Out of edit mode a list without persistent
            /// selection shows no row selected.
            func editingChanged() {
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || isEditingList {
                    showSelection()
                } else {
                    show(selected: [])
                }
                if hadRows { batchSelection.onChange() }
            }

            /// Shows the selection where its rows are now; called after every change of the rows and when the
            /// screen appears. In edit mode with batch actions: the batch selection, and no other row; otherwise
            /// the persistent selected row, and no other (a list without either is left alone). A deleted row
            /// leaves both (`onChange` is called; the batch selection's also whenever it holds rows, since an
            /// update can change what they offer). A row a search hides stays selected, shown selected again
            /// when the search ends.
            func showSelection() {
                if let id = selection.rowID, row(withID: id) == nil {
                    selection.rowID = nil
                    selection.onChange(nil)
                }
                if !batchSelection.rowIDs.isEmpty {
                    batchSelection.rowIDs.removeAll { row(withID: $0) == nil }
                    // Also when every row is still there: an update may have changed what the batch actions offer.
                    batchSelection.onChange()
                }
                let targets: [IndexPath]
                if isEditingList {
                    guard batchSelection.isEnabled else { return }
                    targets = batchSelection.rowIDs.compactMap(indexPath(forRowID:))
                } else {
                    guard selection.isPersistent else { return }
                    targets = selection.rowID.flatMap(indexPath(forRowID:)).map { [$0] } ?? []
                }
                show(selected: targets)
            }

            /// Makes `indexPaths` the list's only selected rows, without animation; nothing before the view
            /// loads. The one place that picks the table's or the collection view's way.
            private func show(selected indexPaths: [IndexPath]) {
                switch selectionView {
                case nil: break
                case .table(let table)?: Self.select(indexPaths, in: table)
                case .collection(let collection)?: Self.select(indexPaths, in: collection)
                }
            }

            /// The list the store shows its selection in, nil before the view loads.
            private var selectionView: ListView? {
                switch display {
                case .none: nil
                case .diffableList(let list, _): list
                case .table(let table): .table(table)
                case .collection(let collection): .collection(collection)
                }
            }

            /// Whether the list is in edit mode now.
            private var isEditingList: Bool {
                switch selectionView {
                case nil: false
                case .table(let table)?: table.isEditing
                case .collection(let collection)?: collection.isEditing
                }
            }

            /// Makes `indexPaths` the table's only selected rows, without animation.
            private static func select(_ indexPaths: [IndexPath], in table: UITableView) {
                let selected = table.indexPathsForSelectedRows ?? []
                for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }

            /// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload
            /// is done first, so that it cannot drop the selection made after it.
            private static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {
                collection.layoutIfNeeded()
                let selected = collection.indexPathsForSelectedItems ?? []
                for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
        }

        // MARK: - Collapsed sections

        extension ListRowStore {
            /// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.
            func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as
            /// they are now, with every change made meanwhile). The rows stay in the store either way: their
            /// IDs, the selected row and the rows selected for batch actions, which show selected again on
            /// expanding. A section that is already so changes nothing. In one update of the list, animated in
            /// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.
            func setSection(_ section: Section, collapsed: Bool) {
                guard collapsedSections.contains(section) != collapsed else { return }
                guard let place = index(of: section) else {
                    // Not in the list now (sections from the rows): the state waits for the section.
                    if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }
                    return
                }
                if collapsed {
                    let hidden = shown[place].indices.map { IndexPath(item: $0, section: place) }
                    change(.delete(hidden), indexPathsShown: true) { collapsedSections.insert(section) }
                } else {
                    let revealed = activeSearch.shown(sections)[place].indices.map { IndexPath(item: $0, section: place) }
                    change(.insert(revealed), indexPathsShown: true) { collapsedSections.remove(section) }
                }
            }

            /// The rows the list shows, by section: every row, or during a search the rows it finds; none of a
            /// collapsed section.
            fileprivate func shownRows() -> [[Row]] {
                let found = activeSearch.shown(sections)
                guard !collapsedSections.isEmpty else { return found }
                return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }
            }
        }

        """#
    /// The template files and partial names `supportFile` is rendered from.
    static let supportFileTemplates: [String] = [
        "ListRowStore-anchors",
        "ListRowStore-collapse",
        "ListRowStore-images",
        "ListRowStore-search",
        "ListRowStore-selection",
        "ListRowStore.swift.mustache",
        "header.mustache",
    ]
    /// The manifest hash of `supportFile` (`GeneratedManifest.hash` of its UTF-8), nil without it.
    static let supportFileHash: UInt64? = 0x49bc48e6b2d91490

    /// The built-in template `name`, parsed when listgen was built (its nodes as byte code); nil
    /// when there is no such built-in template, or when it does not parse. Nothing is built.
    static func parsed(_ name: String) -> MustacheTemplate? {
        switch name {
        case "Action.swift.mustache":
            MustacheTemplate(
                name: "Templates/Action.swift.mustache", source: text_Action_swift_mustache,
                program: MustacheProgram(code: code_Action_swift_mustache, strings: { string($0) }))
        case "Cell-content.mustache":
            MustacheTemplate(
                name: "Templates/Cell-content.mustache", source: text_Cell_content_mustache,
                program: MustacheProgram(code: code_Cell_content_mustache, strings: { string($0) }))
        case "Cell.swift.mustache":
            MustacheTemplate(
                name: "Templates/Cell.swift.mustache", source: text_Cell_swift_mustache,
                program: MustacheProgram(code: code_Cell_swift_mustache, strings: { string($0) }))
        case "ListRowStore-anchors.mustache":
            MustacheTemplate(
                name: "Templates/ListRowStore-anchors.mustache", source: text_ListRowStore_anchors_mustache,
                program: MustacheProgram(code: code_ListRowStore_anchors_mustache, strings: { string($0) }))
        case "ListRowStore-collapse.mustache":
            MustacheTemplate(
                name: "Templates/ListRowStore-collapse.mustache", source: text_ListRowStore_collapse_mustache,
                program: MustacheProgram(code: code_ListRowStore_collapse_mustache, strings: { string($0) }))
        case "ListRowStore-images.mustache":
            MustacheTemplate(
                name: "Templates/ListRowStore-images.mustache", source: text_ListRowStore_images_mustache,
                program: MustacheProgram(code: code_ListRowStore_images_mustache, strings: { string($0) }))
        case "ListRowStore-search.mustache":
            MustacheTemplate(
                name: "Templates/ListRowStore-search.mustache", source: text_ListRowStore_search_mustache,
                program: MustacheProgram(code: code_ListRowStore_search_mustache, strings: { string($0) }))
        case "ListRowStore-selection.mustache":
            MustacheTemplate(
                name: "Templates/ListRowStore-selection.mustache", source: text_ListRowStore_selection_mustache,
                program: MustacheProgram(code: code_ListRowStore_selection_mustache, strings: { string($0) }))
        case "ListRowStore.swift.mustache":
            MustacheTemplate(
                name: "Templates/ListRowStore.swift.mustache", source: text_ListRowStore_swift_mustache,
                program: MustacheProgram(code: code_ListRowStore_swift_mustache, strings: { string($0) }))
        case "Model.swift.mustache":
            MustacheTemplate(
                name: "Templates/Model.swift.mustache", source: text_Model_swift_mustache,
                program: MustacheProgram(code: code_Model_swift_mustache, strings: { string($0) }))
        case "Route.swift.mustache":
            MustacheTemplate(
                name: "Templates/Route.swift.mustache", source: text_Route_swift_mustache,
                program: MustacheProgram(code: code_Route_swift_mustache, strings: { string($0) }))
        case "Router.swift.mustache":
            MustacheTemplate(
                name: "Templates/Router.swift.mustache", source: text_Router_swift_mustache,
                program: MustacheProgram(code: code_Router_swift_mustache, strings: { string($0) }))
        case "Row.swift.mustache":
            MustacheTemplate(
                name: "Templates/Row.swift.mustache", source: text_Row_swift_mustache,
                program: MustacheProgram(code: code_Row_swift_mustache, strings: { string($0) }))
        case "Section.swift.mustache":
            MustacheTemplate(
                name: "Templates/Section.swift.mustache", source: text_Section_swift_mustache,
                program: MustacheProgram(code: code_Section_swift_mustache, strings: { string($0) }))
        case "Strings.swift.mustache":
            MustacheTemplate(
                name: "Templates/Strings.swift.mustache", source: text_Strings_swift_mustache,
                program: MustacheProgram(code: code_Strings_swift_mustache, strings: { string($0) }))
        case "ViewController-anchors.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-anchors.mustache", source: text_ViewController_anchors_mustache,
                program: MustacheProgram(code: code_ViewController_anchors_mustache, strings: { string($0) }))
        case "ViewController-cells.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-cells.mustache", source: text_ViewController_cells_mustache,
                program: MustacheProgram(code: code_ViewController_cells_mustache, strings: { string($0) }))
        case "ViewController-confirmation.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-confirmation.mustache", source: text_ViewController_confirmation_mustache,
                program: MustacheProgram(code: code_ViewController_confirmation_mustache, strings: { string($0) }))
        case "ViewController-conformances.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-conformances.mustache", source: text_ViewController_conformances_mustache,
                program: MustacheProgram(code: code_ViewController_conformances_mustache, strings: { string($0) }))
        case "ViewController-editing-conformance.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-editing-conformance.mustache", source: text_ViewController_editing_conformance_mustache,
                program: MustacheProgram(code: code_ViewController_editing_conformance_mustache, strings: { string($0) }))
        case "ViewController-editing-delegate.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-editing-delegate.mustache", source: text_ViewController_editing_delegate_mustache,
                program: MustacheProgram(code: code_ViewController_editing_delegate_mustache, strings: { string($0) }))
        case "ViewController-editing.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-editing.mustache", source: text_ViewController_editing_mustache,
                program: MustacheProgram(code: code_ViewController_editing_mustache, strings: { string($0) }))
        case "ViewController-feed-conformance.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-feed-conformance.mustache", source: text_ViewController_feed_conformance_mustache,
                program: MustacheProgram(code: code_ViewController_feed_conformance_mustache, strings: { string($0) }))
        case "ViewController-feed-load.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-feed-load.mustache", source: text_ViewController_feed_load_mustache,
                program: MustacheProgram(code: code_ViewController_feed_load_mustache, strings: { string($0) }))
        case "ViewController-feed.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-feed.mustache", source: text_ViewController_feed_mustache,
                program: MustacheProgram(code: code_ViewController_feed_mustache, strings: { string($0) }))
        case "ViewController-load.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-load.mustache", source: text_ViewController_load_mustache,
                program: MustacheProgram(code: code_ViewController_load_mustache, strings: { string($0) }))
        case "ViewController-persistent-selection.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-persistent-selection.mustache", source: text_ViewController_persistent_selection_mustache,
                program: MustacheProgram(code: code_ViewController_persistent_selection_mustache, strings: { string($0) }))
        case "ViewController-placement-conformance.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-placement-conformance.mustache", source: text_ViewController_placement_conformance_mustache,
                program: MustacheProgram(code: code_ViewController_placement_conformance_mustache, strings: { string($0) }))
        case "ViewController-placement-delegate.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-placement-delegate.mustache", source: text_ViewController_placement_delegate_mustache,
                program: MustacheProgram(code: code_ViewController_placement_delegate_mustache, strings: { string($0) }))
        case "ViewController-placement-item.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-placement-item.mustache", source: text_ViewController_placement_item_mustache,
                program: MustacheProgram(code: code_ViewController_placement_item_mustache, strings: { string($0) }))
        case "ViewController-placement-items.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-placement-items.mustache", source: text_ViewController_placement_items_mustache,
                program: MustacheProgram(code: code_ViewController_placement_items_mustache, strings: { string($0) }))
        case "ViewController-placements.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-placements.mustache", source: text_ViewController_placements_mustache,
                program: MustacheProgram(code: code_ViewController_placements_mustache, strings: { string($0) }))
        case "ViewController-rows.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-rows.mustache", source: text_ViewController_rows_mustache,
                program: MustacheProgram(code: code_ViewController_rows_mustache, strings: { string($0) }))
        case "ViewController-search-conformance.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-search-conformance.mustache", source: text_ViewController_search_conformance_mustache,
                program: MustacheProgram(code: code_ViewController_search_conformance_mustache, strings: { string($0) }))
        case "ViewController-search.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-search.mustache", source: text_ViewController_search_mustache,
                program: MustacheProgram(code: code_ViewController_search_mustache, strings: { string($0) }))
        case "ViewController-section-views-conformance.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-section-views-conformance.mustache", source: text_ViewController_section_views_conformance_mustache,
                program: MustacheProgram(code: code_ViewController_section_views_conformance_mustache, strings: { string($0) }))
        case "ViewController-section-views.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-section-views.mustache", source: text_ViewController_section_views_mustache,
                program: MustacheProgram(code: code_ViewController_section_views_mustache, strings: { string($0) }))
        case "ViewController-selection-conformance.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-selection-conformance.mustache", source: text_ViewController_selection_conformance_mustache,
                program: MustacheProgram(code: code_ViewController_selection_conformance_mustache, strings: { string($0) }))
        case "ViewController-selection-tap.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-selection-tap.mustache", source: text_ViewController_selection_tap_mustache,
                program: MustacheProgram(code: code_ViewController_selection_tap_mustache, strings: { string($0) }))
        case "ViewController-selection.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-selection.mustache", source: text_ViewController_selection_mustache,
                program: MustacheProgram(code: code_ViewController_selection_mustache, strings: { string($0) }))
        case "ViewController-storage.mustache":
            MustacheTemplate(
                name: "Templates/ViewController-storage.mustache", source: text_ViewController_storage_mustache,
                program: MustacheProgram(code: code_ViewController_storage_mustache, strings: { string($0) }))
        case "ViewController.swift.mustache":
            MustacheTemplate(
                name: "Templates/ViewController.swift.mustache", source: text_ViewController_swift_mustache,
                program: MustacheProgram(code: code_ViewController_swift_mustache, strings: { string($0) }))
        case "header.mustache":
            MustacheTemplate(
                name: "Templates/header.mustache", source: text_header_mustache,
                program: MustacheProgram(code: code_header_mustache, strings: { string($0) }))
        default: nil
        }
    }

    /// The strings the templates' byte code names, by index.
    private static func string(_ index: Int) -> String {
        switch index {
        case 0: ""
        case 1: "screen"
        case 2: "name"
        case 3: "accessPrefix"
        case 4: "actionType"
        case 5: "    "
        case 6: "description"
        case 7: "caseName"
        case 8: "modelType"
        case 9: "valueParameter"
        case 10: "actions"
        case 11: "rowType"
        case 12: "buttons"
        case 13: "editing"
        case 14: "multiSelect"
        case 15: "actionCaseName"
        case 16: "action"
        case 17: "feed"
        case 18: "emptyState"
        case 19: "actionHandlingType"
        case 20: "actionHandlerMethod"
        case 21: "viewControllerType"
        case 22: "cell"
        case 23: "loadsImages"
        case 24: "protocolName"
        case 25: "parameterName"
        case 26: "modelIDType"
        case 27: "buttonName"
        case 28: "controlEvents"
        case 29: "contentView"
        case 30: "Cell-content"
        case 31: "delegateProtocol"
        case 32: "tapMethod"
        case 33: "cellName"
        case 34: "isSwitch"
        case 35: "hasAccessibilityAction"
        case 36: "sendsControl"
        case 37: "hasButton"
        case 38: "hookEvents"
        case 39: "hasDelegate"
        case 40: "hasAccessibilityActions"
        case 41: "viewType"
        case 42: "maxButtonsPerLine"
        case 43: "usesListContentView"
        case 44: "superclass"
        case 45: "reuseIdentifierLiteral"
        case 46: "        "
        case 47: "isTableCell"
        case 48: "closureName"
        case 49: "hasClosures"
        case 50: "fieldName"
        case 51: "placeholderExpression"
        case 52: "hasPlaceholder"
        case 53: "display"
        case 54: "imageURL"
        case 55: "badge"
        case 56: "accessories"
        case 57: "switchValueExpression"
        case 58: "hasContentView"
        case 59: "offeredName"
        case 60: "events"
        case 61: "filtersAccessibilityActions"
        case 62: "installMethod"
        case 63: "hasEvents"
        case 64: "isCollectionCell"
        case 65: "contentTarget"
        case 66: "contentConfigurationExpression"
        case 67: "hasContent"
        case 68: "text"
        case 69: "hasText"
        case 70: "secondaryText"
        case 71: "hasSecondaryText"
        case 72: "imageExpression"
        case 73: "textColorExpression"
        case 74: "urlExpression"
        case 75: "indentationExpression"
        case 76: "textExpression"
        case 77: "accessoryTypeExpression"
        case 78: "countExpression"
        case 79: "accessoryTypesLiteral"
        case 80: "            "
        case 81: "expression"
        case 82: "cellAccessories"
        case 83: "touchHighlightStatement"
        case 84: "enabledExpression"
        case 85: "hiddenExpression"
        case 86: "offeredExpression"
        case 87: "hasEventStates"
        case 88: "buttonTitle"
        case 89: "buttonSystemImage"
        case 90: "buttonAccessibilityLabel"
        case 91: "accessibilityAction"
        case 92: "accessibilityActionName"
        case 93: "stateTexts"
        case 94: "offeredCheck"
        case 95: "isLast"
        case 96: "isFirst"
        case 97: "accessibilityActionEvents"
        case 98: "reportMethod"
        case 99: "hasButtons"
        case 100: "configurationName"
        case 101: "titleLiteral"
        case 102: "hasTitle"
        case 103: "systemImageLiteral"
        case 104: "hasSystemImage"
        case 105: "isDestructive"
        case 106: "accessibilityLabelLiteral"
        case 107: "needsAccessibilityLabel"
        case 108: "accessibilityIdentifierLiteral"
        case 109: "accessibilityActionsTarget"
        case 110: "                "
        case 111: "buttonLines"
        case 112: "publicAccess"
        case 113: "                    "
        case 114: "ListRowStore-search"
        case 115: "ListRowStore-images"
        case 116: "ListRowStore-anchors"
        case 117: "ListRowStore-selection"
        case 118: "ListRowStore-collapse"
        case 119: "model"
        case 120: "type"
        case 121: "fields"
        case 122: "declaresMemberwiseInits"
        case 123: "idField"
        case 124: "idType"
        case 125: "mapsIdentity"
        case 126: "routeType"
        case 127: "urlField"
        case 128: "presentation"
        case 129: "opensURL"
        case 130: "destinationType"
        case 131: "caseDeclaration"
        case 132: "routes"
        case 133: "routingType"
        case 134: "routesPopover"
        case 135: "navigateAnchorParameter"
        case 136: "routerType"
        case 137: "factoryName"
        case 138: "factoryParameters"
        case 139: "hasFactory"
        case 140: "routesURL"
        case 141: "isLastParameter"
        case 142: "casePattern"
        case 143: "makeExpression"
        case 144: "isPush"
        case 145: "destinationExpression"
        case 146: "embedInNavigationLiteral"
        case 147: "isPresent"
        case 148: "detentsLiteral"
        case 149: "isSheet"
        case 150: "isShow"
        case 151: "isPopover"
        case 152: "isSafari"
        case 153: "isExternal"
        case 154: "routesPush"
        case 155: "routesPresent"
        case 156: "routesSheet"
        case 157: "routesSafari"
        case 158: "routesCloseButton"
        case 159: "rowEnumType"
        case 160: "rowCaseName"
        case 161: "cells"
        case 162: "field"
        case 163: "groupingDescription"
        case 164: "orderDescription"
        case 165: "sectionType"
        case 166: "formatsDate"
        case 167: "valueType"
        case 168: "pattern"
        case 169: "valueExpression"
        case 170: "cases"
        case 171: "hasMultipleCellKinds"
        case 172: "groupingExpression"
        case 173: "titlesRelativeDay"
        case 174: "titleField"
        case 175: "titlesValue"
        case 176: "todayExpression"
        case 177: "yesterdayExpression"
        case 178: "valueTitleExpression"
        case 179: "titleExpression"
        case 180: "dateFormatSetup"
        case 181: "orderExpression"
        case 182: "dataSections"
        case 183: "sections"
        case 184: "hasSectionTitles"
        case 185: "footerExpression"
        case 186: "hasSectionFooters"
        case 187: "hasHeaderView"
        case 188: "hasHeaderViews"
        case 189: "hasFooterView"
        case 190: "hasFooterViews"
        case 191: "isCollapsible"
        case 192: "hasCollapsibleSections"
        case 193: "sectionViews"
        case 194: "showsTitlesExpression"
        case 195: "hasSectionsShownWhenEmpty"
        case 196: "hasSectionTitlesOrFooters"
        case 197: "tableLiteral"
        case 198: "stringsType"
        case 199: "docValue"
        case 200: "memberName"
        case 201: "keyLiteral"
        case 202: "valueLiteral"
        case 203: "usesModuleBundle"
        case 204: "commentLiteral"
        case 205: "texts"
        case 206: "localization"
        case 207: "listViewName"
        case 208: "cellLookupMethod"
        case 209: "needsAnchors"
        case 210: "loadsImage"
        case 211: "hasHooks"
        case 212: "singleCell"
        case 213: "isTable"
        case 214: "registrationName"
        case 215: "canReorder"
        case 216: "showsMultiselectAccessory"
        case 217: "elementKind"
        case 218: "viewName"
        case 219: "place"
        case 220: "sectionProperty"
        case 221: "supplementaries"
        case 222: "hasDeleteControl"
        case 223: "isCollection"
        case 224: "rowIDType"
        case 225: "rowIDExpression"
        case 226: "hasConditions"
        case 227: "hasActionSheets"
        case 228: "methodName"
        case 229: "cancelTitleLiteral"
        case 230: "confirmation"
        case 231: "canDelete"
        case 232: "indexTitles"
        case 233: "caseLabel"
        case 234: "dequeueExpression"
        case 235: "providedSupplementaries"
        case 236: "hasSeveralSupplementaries"
        case 237: "hasSupplementaries"
        case 238: "isClassic"
        case 239: "ViewController-editing-delegate"
        case 240: "declaresTableDelegate"
        case 241: "deleteEvent"
        case 242: "editingStyleOutsideEditMode"
        case 243: "declaresEditingStyle"
        case 244: "listEditingStatement"
        case 245: "deleteTestMethod"
        case 246: "deleteMethod"
        case 247: "event"
        case 248: "singleCase"
        case 249: "bindsModel"
        case 250: "rowEventTests"
        case 251: "allRowsSelectable"
        case 252: "isSelectableLiteral"
        case 253: "index"
        case 254: "testMethod"
        case 255: "confirm"
        case 256: "messageLiteral"
        case 257: "buttonLiteral"
        case 258: "buttonStyle"
        case 259: "isUsed"
        case 260: "pagingConformance"
        case 261: "pageDistance"
        case 262: "hasPaging"
        case 263: "backgroundViewName"
        case 264: "hasEmptyState"
        case 265: "hasRefresh"
        case 266: "pageTrigger"
        case 267: "setsDelegateForPaging"
        case 268: "hasPageFooter"
        case 269: "secondaryTextExpression"
        case 270: "noResults"
        case 271: "routeName"
        case 272: "routeExpression"
        case 273: "emptyStateHiddenExpression"
        case 274: "pagesBySection"
        case 275: "pageType"
        case 276: "pageCase"
        case 277: "emptyPageLiteral"
        case 278: "pageFooterRetryTitleExpression"
        case 279: "copiesRegistration"
        case 280: "supplementaryProviderCaptures"
        case 281: "supplementaryKindParameter"
        case 282: "providerDequeueExpression"
        case 283: "isDiffable"
        case 284: "ViewController-placement-delegate"
        case 285: "declaresDelegateConformance"
        case 286: "placements"
        case 287: "tableDelegateLabel"
        case 288: "method"
        case 289: "swipeEdges"
        case 290: "menu"
        case 291: "menuGroupLiteral"
        case 292: "submenuTitleLiteral"
        case 293: "hasMenuStructure"
        case 294: "menuTitleLiteral"
        case 295: "isDestructiveLiteral"
        case 296: "isVisibleExpression"
        case 297: "isEnabledExpression"
        case 298: "isMenu"
        case 299: "swipeTitleLiteral"
        case 300: "swipeStyle"
        case 301: "hasSwipeColors"
        case 302: "backgroundColorExpression"
        case 303: "emptyResult"
        case 304: "fullSwipeLiteral"
        case 305: "setsFullSwipe"
        case 306: "ViewController-placement-item"
        case 307: "items"
        case 308: "hasItems"
        case 309: "edge"
        case 310: "placementWord"
        case 311: "ViewController-placement-items"
        case 312: "hasSwipeActions"
        case 313: "firstSectionCase"
        case 314: "isSingleSection"
        case 315: "rowAPI"
        case 316: "setRowsType"
        case 317: "sectionParameter"
        case 318: "appendedRowBatch"
        case 319: "appendedRowsBatch"
        case 320: "search"
        case 321: "fieldList"
        case 322: "conditionExpression"
        case 323: "filteringScopes"
        case 324: "textMatchExpression"
        case 325: "hasFilteringScopes"
        case 326: "scopeTitlesExpression"
        case 327: "tableDelegateConformance"
        case 328: "role"
        case 329: "sectionFlag"
        case 330: "configureMethod"
        case 331: "views"
        case 332: "hookName"
        case 333: "isHeader"
        case 334: "dequeueMethod"
        case 335: "visibleViewExpression"
        case 336: "selectableCheckMethod"
        case 337: "persistent"
        case 338: "selectMethod"
        case 339: "selection"
        case 340: "deselectMethod"
        case 341: "asksArgument"
        case 342: "anchorArgument"
        case 343: "rowLookupPattern"
        case 344: "stillOfferedExpression"
        case 345: "navigateAnchorArgument"
        case 346: "hasRoute"
        case 347: "presents"
        case 348: "ViewController-selection-tap"
        case 349: "isSelectable"
        case 350: "tapBinding"
        case 351: "selectedIndexPathsProperty"
        case 352: "ViewController-persistent-selection"
        case 353: "diffableDataSourceType"
        case 354: "makesRowsEditable"
        case 355: "needsDataSourceSubclass"
        case 356: "listViewType"
        case 357: "hasRoutes"
        case 358: "hasActions"
        case 359: "ViewController-storage"
        case 360: "listStyle"
        case 361: "headerMode"
        case 362: "hidesSeparators"
        case 363: "hasFooterBands"
        case 364: "listProviderName"
        case 365: "remakesListLayout"
        case 366: "modeProperty"
        case 367: "bandCondition"
        case 368: "usesSectionProvider"
        case 369: "listFlagStatements"
        case 370: "setsTableDelegate"
        case 371: "ViewController-load"
        case 372: "ViewController-feed-load"
        case 373: "ViewController-rows"
        case 374: "sectionRowCountExpression"
        case 375: "looksUpTitledSections"
        case 376: "ViewController-feed"
        case 377: "ViewController-search"
        case 378: "ViewController-section-views"
        case 379: "asksFirst"
        case 380: "controlParameter"
        case 381: "valueArgument"
        case 382: "caseBinding"
        case 383: "handles"
        case 384: "ViewController-selection"
        case 385: "ViewController-confirmation"
        case 386: "ViewController-anchors"
        case 387: "defaultRouteExpression"
        case 388: "routeChoices"
        case 389: "ViewController-placements"
        case 390: "ViewController-editing"
        case 391: "ViewController-cells"
        case 392: "ViewController-conformances"
        case 393: "ViewController-selection-conformance"
        case 394: "ViewController-feed-conformance"
        case 395: "ViewController-search-conformance"
        case 396: "ViewController-placement-conformance"
        case 397: "ViewController-editing-conformance"
        case 398: "ViewController-section-views-conformance"
        case 399: "fileName"
        case 400: "specFileName"
        case 401: "safariServicesModule"
        case 402: "importsSafariServices"
        case 403: "framework"
        default: ""
        }
    }
}

private var code_Action_swift_mustache: StaticString {
        """
        L@TkAXVBABBYTrBcBL@VBACCATlEEVBADC]TfFWSAJDAmALETnGDVAFEITaHALETfHEVAGFJTwHAVAHFWVAIFdATwIBSBMNHApAS\
        ALIAiALETpKHVAFJMTgL~ALETiNEVAGKJTzNBVBAKKXTnOCSBQRNA`ASAPOAZSAOPATLETpR^LETrSEV@RJT|SAL@TrUCL@TuU`A\
        VBABXaATdWiAL@TmXKL@VBACZAToYIVBASZaATuZNLETg[eBLETp]EVBAT\\JTs^OVBAU\\wAT\u{7f}_RVBAD\\fCTfaABL@Tha\
        AB
        """
}

private var code_Cell_content_mustache: StaticString {
        """
        SA]BAjIL@T|AaAVBVBCbATjCQVBVHC`BTmD_L@TlEDL@TpEcCL@TsHcCL@TvKYSAWGZDT\u{7f}L_TnNbAL@TpOkAL@T{PKL@VBA\
        CJAT}QIVAXJaATvRKLETeSqALETzTGLETeUKVBVYMPTfV\u{7f}ALETiXLVBVYNQTkYBVBVHNiAT\u{7f}YBLETeZlBLETu\\WSA\
        WQAcBLETa^YVBVYR^Tp_xALETlaA}BLETmdATVBVYTYTweABVBVHTqATkfA]VBVZT`CT|gACSA\\VAcALETgiAHVAFWMT~iAzALE\
        T|kADVA[XITnlASL@TtmAC
        """
}

private var code_Cell_swift_mustache: StaticString {
        """
        SAVBAu|DPf^ACASAgADAsGL@TyBcAVABEdATdDCL@TgDKL@VBACGATiEIVA_GaATfFNSAfAHAxESAbAIAkALETvGHVAFJMTmHxAL\
        ETiJEVA`AKJT{JXVAaAKoAT\u{7f}KBSAdAMAbBLETeMHVAFNMT|MuASAcANqBKTlPVLETfQfATgSBLETmSEVA`APJT\u{7f}SJV\
        AaAPaATuTYIAbARAsAIAeASAkALETaWHVAFTMTxWoALETkYEVA`AUJT}YJVAaAUaATsZBL@Tb\\CL@Tv\\OVAH\\PTr]cAL@Tu^D\
        L@Ty^\u{7f}BL@TxaA~BL@TvdA\\SAhAaAA_L@TofADL@TsfAdCL@TwiA`CL@TwlA|ASA]gAAmAL@TapADL@TepARVAiAiASTcqA\
        fBL@TisARVAXjASTktADSAkAlAAtAL@TyuADL@T}uAbCL@T\u{7f}xAnAVAjAoAoATb{AgAL@Ti|AaCL@Tj\u{7f}ATL@VBACsAA\
        TnaBLVABsAdATbbBBVAlAsAnATrbBCSAoAtAA|ALETjcBxALETfeB]VAmAvAbAT}fBBLETcgBzBLETajBuBLnAT~lBxBLETzoBCS\
        AqA~AAkFSAfA\u{7f}AA}ESAbA`BAhALETarBgAVAFaBlATwsBtALETouBDVApAbBITbvBTSAdAdBAcBLETzwBdAVAFeBiATmyBQ\
        SAcAeBiBMTyzB[LETx{BeATx}BbALET~~BDVApAgBITq\u{7f}BWIAbAiBAwAIAeAjBAnALET{aCTVAFkBYT~bC~ALET`eCdALET\
        hfCDVApAmBIT{fCPTygCASAgAsBAZLET\u{7f}iCnBLETqlCXVA_uB]T}mCDLETvnCjBLETdqCXVAZyB]TkrCBSBuAvAzBAhCLET\
        gsCZVArA{B_TntCbBLETtvCfAVBVZ|BkATnxCDLETvxCOVArA}BTTryCaALETwzC[SAtA\u{7f}BA\\LETj|CrBLET`\u{7f}C_V\
        AsAaCdATx`DASBuAxAdCAcASAwAeCA[LETkcDUVArAfCZTmdD_LETpeDcASAkAjCAPLETthDwALETojDhBSA]nCAfDLETenDJVAi\
        AoCOT{nDmBLETlqD_VAXpCdAT{rDCLETbsDRVAXqCWTdtDCVAiAqCjATstDCSAWrCAxALETkuDlBLET{wDhAVBVZtCmATwyDDLET\
        \u{7f}yDkBLETn|DVVBVHvC[Tv}DBSA|AyCAhFSAeAzCAnDIBVzA{CAjBSAbA|CAfALET`aEUVAyA}CZTnbEcALETucELVA[~CQT\
        odENIAbA`DASLET}eELVA[aDQTwfEeASBVzAdDApALET`jEPVAFeDUT\u{7f}jE]LET`lELVA[fDQTzlEUVA[fDtAT}mECSA{AiD\
        AhALET}oEeAVAFjDjATqqEmALETbsELVA{AkDQT}sEHSA}AnDAXLETgvEaCLETlyEuALETe{EhBTm~EASAoAtDAfBLEVBACuDET{\
        \u{7f}ElBLnATobF{ASAzAwDAHLnATfeFQSA\u{7f}AzDAOLnAVA~A{DITsgFCLETchFBSA`B\u{7f}DAdBLEVBAC`EETmjF_LnA\
        TtkFYSAzAbEAHLnATimFQSA\u{7f}AeEAOLnAVA~AfEITvoFCLETfpFBTmpFALETiqFeAVABkEjATvrFVLEVBAClEETgtFaALnAT\
        puFLVABmEUTdvFVLET~vFCLETewFKVAYpEPTaxFdBLETizFxALETe|FTVAYrEYTj}FBVAHrElATy}F]LnAT~~FHVAYsEQTw\
        \u{7f}FDSAzAtEAuALnATw`GMVAYuEVTuaGBSA]vEA[SAWwEATLnATacGKVBVYxETTbdGAIAzA|EA{PIBuAcB}EA]LnAVAaB~EIT\
        ~gGCVBuAbB~E]TkiGASBuAcB`FAgFLnATdkGNVBuAbBaFWT|lGASAuAbFA{CSAeBcFATLnAT\u{7f}mGOVAdBdFXTvnGASAgBfFA\
        ULnATbpGXVAfBgFaATkqGASAhBiFATLnAT\u{7f}rGPVAhBjFYTbtGASAiBlFA^LnATyuGfCLnATgyG_VAiBnFhAT}zGALnAVAaB\
        qFIT}|GKSBuAvArFATLnATf~GKVAjBsFTTb\u{7f}GASBuAkBvFA_LnAT|aH\u{7f}BLnATceHSVBuAkBxF\\TwfHASBuAxAzFAn\
        GLnAT|hHhCSAwA|FATLnATwlHRVAlB}F[T{mHASBVoA\u{7f}FAxASAmB`GATLnATbpHPVAmBaGYTmqHASAwAcGATLnAT~rHPVAn\
        BdGYTatHYSBV`BgGA}CLnAT~vHuBLnAT{yHzAVAoBiGcBTn|HBLnATx|HqBSAwAkGAhALnAT|\u{7f}HuALpBT}aIzAVAnBmGgBT\
        jdIGLnATydIpASArBpGATLnATqgIMVAqBqGVTlhIBLnATkiITSAsBwGAXLnATlmIrBLnAVAsByGITaqIASAwB{GA{CSA|A|GArCS\
        AeA}GAfBSAtB~GA[LnAVA[\u{7f}GIT{tIMVAtB\u{7f}GdAT}uIASAuBaHA[LnAVA[bHITaxILVAuBbHcATayIASA{AeHA[LnAV\
        A{AfHITo{ICVAvBfH[Tg|IASA|AjHAjASAyAkHAaALnATh\u{7f}IcCLnAVA[mHITacJGV@mH^TmcJSSA|ApHA`ESA}BqHAwDLnA\
        TkfJ`CSAxBsHA[LnAVA[tHITrjJXVAxBtHoATykJASAyBvHA\\LnAVA[wHITxmJlAVAyBwHcBTyoJBSAzByHA[LnAVA[zHITfrJV\
        VAzBzHmATxsJASA|B|HA\\LnAVA{B}HITsvJHVA|B}HhATvwJASA}AaIAILnATyzJeALETc}JCLEVBACfIETa~JbALnATk\u{7f}\
        JXSAqAhIAWSAfAiIAOLnAVApAjIIT{aKGSAgAmIAHLnAT|cKOIAzApIARLnATxeK}BLnAT}hK}ALnATvkKLSBuAvAuIAYLnAT`mK\
        tBLnAT|oKSLnATwpKOSA]zIA`ASAW{IAYLnATfsK{BLnATivKTLnATewKOSAzAaJAHLnATryKZSA|AdJAVSAbAeJANLnAVA[fJIT\
        p|K_SAwBiJAuBSA|AjJAlBSAeAkJAlASAtBlJANLnAVA[mJITeaLRSAuBoJANLnAVA[pJITzcLRSA{AsJAOLnAVA{AtJITyfLHSA\
        }AxJAILnAT{iLeALET\u{7f}kLBSBuAvA|JAsDTflLALETbmLiCLETopLeCLETxsLgBLETcvLsALnAT~wL`ALnATfyLjBLpBT|{L\
        ]LnATa}LBLETg}LCLETn}L`BLETr\u{7f}LqALnATkaMTVBVaBjK]TubMpALnATmdMVLnAVBVaBlKITafMKLETpfMBSA]oKA~ASA\
        WpKAvATggMALETohMcCLETvkMiBLETcnMsALnAT~oMnALnATtqMuBLETmtMBSA}AzKAbDT\u{7f}tMALETwvMqBLETlyMtALnATh\
        {MPSAaC\u{7f}KAsALpBVA~B`LMIA\u{7f}B`L]ET~}MASA\u{7f}B`LtANIA`C`L\u{7f}AETa\u{7f}MATy\u{7f}MALnATaaN\
        BLnATkaNcBLpBTzcNfALpBTleN]LETmfNBSA\u{7f}AhLA|lASAfAiLAaLTogNASAbAkLAzCLETbiN\\VAFlLaATmjN]LETnkNMV\
        AbCmLRTklNESBVqAnLAZLnAVApAoLIT}mNBVA[oLZTmnNGSBVgAqLA`ALnAThpNJVA`ArLST\u{7f}pNAVA[rLaATnqNQLETsrNB\
        SAdAvLA|CLET\u{7f}sNYVAFwL^TguNmASAcAwLzBLTowNNLETaxN_T{yNBLETazNMVAbCyLRT~zNZSBVqAzLAOLnAVApA{LITe}\
        NKSBVgA}LATLnATd\u{7f}NJVA`A~LST{\u{7f}NZLETiaOBIAbAbMAkCIAeAcMAbCLETdcOPVAFdMUTcdOqALETxeOMVAbCeMRT\
        ufOESBVqAfMAOLnAVApAgMITghODSBVgAiMATLnAT\u{7f}iOJVA`AjMSTvjOKLETukOBT|kOASAcCqMAPLET\u{7f}mOeCLEThq\
        OvAIAcCuMAPLETbtOfCLETlwO`BLET`zOMVA~AyMRT~zOESA|AzMArJSAeA{MAiJIAbA|MAzDIBVzA}MApDLnATm}ODVAdC~MMTf\
        ~ObASAfC\u{7f}MA\\LnAVAdC`NITs`PIVAeC`NgATlaPASAhCbNA\\LnAVAdCcNITlcP]VAgCcN{AT\u{7f}dPBSAiCeNAPLnAV\
        AdCfNITegPbALnAVA[hNITpiPQVAdChNhATvjPASAkCkNA[LnAVA[lNITqmPVVAjClNmATdoPALnAVA[nNITxpP[VAlCnNrATurP\
        ASAbAoNA\\LnAVA[pNITzsPmAVAbCpNdBTwuPZIAbArNAvALnATuwPyBLnAVA[tNITd{PLLpBT|{PgAVAbCuNtATs}PdALpBTc\
        \u{7f}P^Tn`QASAhA{NA\u{7f}DLnAVAmC|NITncQESAaC}NA\u{7f}CLpBT~dQbAVAjC~NoAT}fQULnCTbhQeALnCTwiQEVAbC`\
        OVTljQASAdA`OgAET~jQITxkQBLnCTjlQLLpBTbmQAIA\u{7f}BbONETnmQASA\u{7f}BbOeANIA`CbOpAETqnQATioQALnATqpQ\
        BSA}AfOAILnATyrQeASAkAiOAaHLnAT`vQnASAoCkOAsBLpBTkxQLSALlOYUVA[lOeAIA\u{7f}BlOsAET|yQBTuzQBIA\u{7f}B\
        lOyBETb{QASA\u{7f}BlOpCNIA`ClO{CETe|QAT}|QALnATw}QCLnATb~QYLnATc\u{7f}Q^LnATi`RTLnATeaRbBLnATocRzALn\
        ATqeRhALnATagR`ALnATihRmALnAT~iR^LpBThkRfBLpBTzmRnBLpBTtpRpBLpBTpsReBLpBTavRoBLpBT|xRdBLpBTl{R`BLnAT\
        t}RCIAkAaPAvBSAcCbPAmBIAzAcPAdBLnATu`SmASALdPvAUVA[dPbBIA\u{7f}BdPpBETgcSBT`dSCLnATkdS[LnATneSTLnATj\
        fS\u{7f}BLET{iSBSAkAlPA}ATljSALETjlSgALETumSbBLnAT\u{7f}oSvALnAT}qSXLnAT}rSQLnATvsSLLETftSBSA]wPAwCT\
        `uSALETfvSOVAiAyPTTawSuALETzxS`ALnATbzSzALnATd|S`ALnATl}SmALnATa\u{7f}S^LpBTk`TzALpBTqbTbBLpBT\u{7f}\
        dTdBLpBTogT`BLnATwiTCLET~iTBL@TojTB
        """
}

private var code_ListRowStore_anchors_mustache: StaticString {
        """
        TjAAL@TlATL@T`BfCL@TfEeCL@TkHfCL@TqKdCL@TuNzAL@ToPgCL@TvSxBL@TnVKL@VApCMATiWTLETaXdCLETi[WLEVApCPETt\
        \\XLETp]wALEVApCSET{_[LnAT~`A]LET\u{7f}aACLETfbAbCLETleAfBLEVApCYETfhAqALnAT\u{7f}iAqBLnATxlA`ALnAT`\
        nAgALETkoABL@TmoAB
        """
}

private var code_ListRowStore_collapse_mustache: StaticString {
        """
        TjAAL@TlA_L@TkBYLEThCfCLETrFvBLETlIdCLETtLbCLETzO`CLET~RdCLETfVdCLETnYwALnATm[gBLnAT|]lALpBTt_rBLpBT\
        rbA~BLpBT|eAGLnATkfABLnATufAOLpBTpgAnBLpBTjjAuBLnATgmAILpBT|mAgCLpBToqAwBLnATntABLETttACLET{tAdCLETc\
        xAWLET~xAjALnATpzAiALnATa|AwALnAT`~AoCLETsaBBL@TuaBB
        """
}

private var code_ListRowStore_images_mustache: StaticString {
        """
        TjAAL@TlA]L@TiBiCL@TrEcCL@TuHbAL@TwIDL@T{IdCL@T\u{7f}LiCL@ThPkCL@TsS{AL@TnUKL@VApCNATiVfALETsWfBLET}\
        YPLnATuZmBLETf]WL@T}]CL@T`^{BL@T{`AvAL@TqbAKL@VApCXATlcAYLETidAgBLETtfANL@TbgACL@TegAjCL@TojAjBL@Tyl\
        ADL@T}lA\u{7f}BL@T|oAsBL@TorAoCL@T~uAiBL@TgxAKL@TrxAxALETnzAcCLETu}ARLETk~AmALET|\u{7f}AmBLETmbBjALE\
        T{cBdALETceB]LETdfBKLETsfBeCLET|iBrBLETrlB\u{7f}ALnATynBnBLnAToqBMLET`rBCLETgrBdCLETouBbCLETuxBdCLET\
        }{B}BLET~~BKLnATq\u{7f}BbBLnAT{aCwALETvcCDLnATbdCbBLnATlfCILnAT}fCjALnATohCULnATliC~ALpBTvkCcCLpBTeo\
        CSLpBTdpCWLnCTkqCSLnCTnrCGLpBTasCBLpBTosCSLpBTntCLLnATbuCBLnATluCyBLnATmxCxBLETi{CCLETp{CdCLETx~ChAL\
        ETd`DKLnATw`D\u{7f}BLnAT~cDVLETxdDDLnATdeDbBLnATngDyBLETkjDCLETrjDeCLET{mDYLETxnDPLnATpoDRLnATjpDNLn\
        AT`qDNLnATvqDLLETfrDBL@ThrDCL@TkrDiCL@TtuDyBL@TmxDkCL@Tx{DjCL@Tb\u{7f}DtBL@TvaEKL@VApCkCATqbEsALEThd\
        EdALEVApCmCET`fEQLETufEhALETahEgBLETljEjALETzkEpBLnATrnESLnATmoEULnATjpESLETaqECLEThqEhCLETttEgCLET\
        \u{7f}wEjCLEVApC{CET}{EmBLnATr~EkALnATe`FjCLETscFBL@TucFCL@TxcFiCL@TagF`AL@TahFKL@TlhFyALETijFyBLETf\
        mFbBLETloFrALETbqF`ALETfrFKLETurFzBLETsuFzBLnATuxFSLnATpyF`BLETt{FCLET{{FkALETj}F`BLnATr\u{7f}FaBLnA\
        T{aGbALnATecGjALnATwdGLLETgeGCLETneGhCLETzhGfBLETdkGPLnAT|kGkALnATomGLLET\u{7f}mGBL@TanGB
        """
}

private var code_ListRowStore_search_mustache: StaticString {
        """
        TjAAL@TlASL@T\u{7f}AhCL@TgEfCL@TmHhAL@VApCHATeJmALETvKeBLEVApCJEToNQLETdO~BLEVApCLETvRULEVApCNET\
        \u{7f}SjALnATqUQLnATjV]LETkWCLETrWgCLET}ZkCLEVApCUET|^iALnATm`A`BLnATubAiALnATfdAfALnATteAxBLETphABL\
        @TrhACL@TuhAhCL@T}kAdCL@TaoAKL@TloAjALETzpAkBLETisA\\LETitArBLET\u{7f}vA\\LET\u{7f}wA`CLETc{AmBLETt}\
        A`ALETx~AeALETa`BbCLETgcBzBLETefBmALnATzgBiALnATkiBuBLnAThlB{ALETgnBBL@TinBCL@TlnBYLETioB{ALEThqBzAL\
        ETfsBdCLETnvB}BLEToyB[LnATrzB|BLETr}BCLETy}BlBLETi`CaBLnATrbC_LnATycCFLpBTkdCbALpBTyeCpALnATqgCBLETw\
        gCCLET~gCfCLEThkC{BLETgnCiALnATxoCrALnATrqCRLpBTprC[LpBTwsCqALnATpuCBLETvuCCLET}uCeCLETfyCfCLETp|CgB\
        LET{~CqALnATt`DlALnAThbD\u{7f}ALETkdDBL@TmdDB
        """
}

private var code_ListRowStore_selection_mustache: StaticString {
        """
        TjAAL@TlAVL@TbBdCL@TfE~BL@TdHsALET{I`CLET\u{7f}LYLET|MxALETxOOLETkP}BLETlSgAL@TsTCL@TvThCL@T~W`CL@T~\
        ZxALETz\\zBLETx_VLETr`A}ALETsbAVLETmcAeCLETvfAcCLET}iA^L@T{jACL@T~jAYLET{kAkBLETjnApALET~oAbCLETdsAc\
        CLETkvA~BLETmyAeALnATzzAzALnAT||AdALnATh~AULnATe\u{7f}APLnAT}\u{7f}AfALETgaBCLETnaB`CLETrdB_LnATyeBe\
        ALnATfgBxALETbiBCLETiiB`CLETmlBoALnATdnB{BLnATgqBaALnATprBZLETnsBCLETusB|BLETuvBqALnATnxBzBLnATp{BmA\
        LnATe}BZLETc~BCLETj~BeCLETsaCfCLET}dCeALETffCXLnATfgCoALnAT}hCmALnATrjC[LnATukCmALpBTnmCPLnATfnCILpB\
        T{nCSLnATvoCBLnAT`pCiALETmqCCLETtqCcCLET{tCfCLETexCcCLETl{CcCLETs~CbCLETyaDZLETwbDWLnATvcDvALpBTxeDV\
        LpBTzfDXLnATzgDBLnATdhDdALpBTtiD{ALpBT{kD`CLpBTgoDZLnATipDBLnATspDYLnATtqDSLpBTsrDoALpBTntDaBLnATwvD\
        ILpBTlwDmALpBTeyDkBLnATx{DBLnATb|DXLET~|DCLETe}DaCLETj`EnBLET|bEvALnATzdEWLnATyeEPLnATqfE|ALnATuhEkB\
        LnAThkEBLETnkECLETukEjBLETcnEgALnATroEQLnATkpEPLnATcqEfALnATqrEfALnAT\u{7f}sEzALnATavEBLETgvECLETnvE\
        jALET|wEbALnATfyEWLnATezEPLnAT}zEiALnATn|ExALnATn~EBLETt~ECLET{~EjBLETiaFoBLnAT`dFuALnAT}eFjCLnAToiF\
        bBLpBT}kFgBLnATlnFBLETrnFCLETynFfCLETcrFgBLETntFyBLnATowF\\LnATsxF{ALnATvzFpCLnATn~FbBLpBT|`GjBLnATn\
        cGBLETtcGBL@TvcGB
        """
}

private var code_ListRowStore_swift_mustache: StaticString {
        """
        L@TkAeCL@TpDhCL@TxG`CL@TxJDL@T|JoBL@TkMhCL@TsPoBL@TbSdCL@TfVbCL@ThYcBL@Tk[gCL@Tr^lAL@T~_gCL@TecAaCL@\
        TffAaCL@TgiAeCL@TllAeBL@TqnAgCL@TxqAfCL@T~tA`BL@T~vADL@TbwAhCL@TjzAiCL@Ts}AhCL@T{`BhCL@TcdBfCL@TigBf\
        CL@TojBfCL@TumBeCL@TzpBxBL@TrsBKL@T}sBgAL@TduBvBLET~wBbALETdyBPLnAT|yBeBLnATi|BVLnATg}BbCLnATq`C|ALn\
        ATubC`CLETyeCCLET`fCvALETzgCPLnATrhCXLnATriCcALnAT}jCXLnAT}kCSLpBT|lCNLpBTvmC^LpBT`oCmALpBTypCBLnATc\
        qCBLETiqCCLETpqCmALETasCOLnATxsCjBLnATjvCJLnAT|vCbCLnATfzCbCLnATp}CrALnATj\u{7f}CXLnATj`DwALnATibDcA\
        LnATtcD}ALnATyeDVLpBT{fDeCLnAThjDOLpBTckDkALnATvlDCLnATamDbBLnATkoDVLpBTmpD`ALpBTyqDoBLnATptDOLpBTku\
        DuALnAThwDBLETnwDCLETuwDxBLETqzD]LnATv{DLLnATj|DYLnATk}DYLnATl~D`ALnATt\u{7f}D^LnATz`EcCLnATedE{BLnA\
        ThgEjBLnATziENLpBTtjEmCLnATinEULpBTjoEgALpBT}pEMLnATrqEBLETxqECLET\u{7f}qEbALETesE]LETftEkBLETuvEoAL\
        EThxEvALETbzE^LETd{EdCLETl~EaCLETqaF`ALETubF[LETtcFxALETpeFpALETdgFrBLETziFqALETokFfBLETymFjALETgoFy\
        ALETdqF]LETerFdBLETmtFpALETavFhBLETmxF^LEToyFnBLETa|FkALETp}FvBLETj`GuALETcbGvBLET}dGcCLETdhGbCLETjk\
        G\u{7f}BLETmnGuALETfpGbALnATpqGULnATmrGcCLnATxuGnALnATnwGQLETcxGCLETjxG{BLETi{GqALnATb}GgBLnATq\
        \u{7f}GKLET``HCLETg`HiALETtaHiALnATecHkALnATxdHMLETieHCLETpeHRLETffHbALETlgHzALETjiHcCLETqlHfALET{mH\
        aCLET`qH`CLETdtH\\LETduHvALET~vHdCLETfzHjALETt{HwALETo}HjALnATa\u{7f}HmBLETraICLETyaI\u{7f}ALET|cIxB\
        LETxfIaBLET}hIcBLETdkIpBLETxmI{BLETwpIbCLET}sIxBLETyvIrALnATsxIhCLnATc|IKLETr|ICLETy|IzALETw~IvALETq\
        `JjBLET\u{7f}bJrBLETueJ`CLETyhJXLETuiJtALnATqkJnALnATgmJiALETtnJCLET{nJpBLEToqJ~ALnATusJ\u{7f}ALnAT|\
        uJlALnATpwJxALpBTtyJyALnATu{JBLnAT\u{7f}{JPLETs|JCLETz|JXLETv}JcCLET}`KgBLEThcKnALETzdKaCLET\u{7f}gK\
        dCLETgkKkALETvlK|ALnATznKhALnATjpKxALpBTnrK`BLnCT~tKyALpBTcwKTLpBTcxKVLnATayKBLETgyKCLETnyK|BLETn|Ka\
        BLETs~K{BLETraLeCLET{dLbCLETahLeCLETjkLhBLETvmLbBLnAT`pL[LnATcqLdCLnATotLtBLnATkwLiALnAT|xL~ALET~zLC\
        LETe{LdCLETm~LwALETh`MjBLnATzbM{ALETydMCLET`eMzBLET~gMqBLnATwjMqCLnATpnMTLnATloMsALETcqMCLETjqMvALET\
        dsMsBLnAT\u{7f}uMoALpBTzwMiCLnATk{MBLnATu{MKLETd|MCLETk|MSLETb}MbCLETh`NvBLETbcNiALnATsdNmALpBTlfNdA\
        LpBT|gNGLnATkhNBLnATuhNpALETijNCLETpjNbCLETvmNjBLETdpN^LnATjqNbALpBTxrNjBLpBTnuNGLnAT}uNBLnATgvNZLET\
        ewNCLETlwNyBLETizNqALnATb|NyBLnATc\u{7f}NPLnAT{\u{7f}NXLnAT{`OeALnAThbOaALpBTucOVLnCT{dOhALqCTwfOTLq\
        CT\u{7f}gOMLnCT|hOBLnCTniOZLnCTxjOLLpBTpkOBLnATzkOBLnATdlOhALnATtmOWLnATsnOZLpBTyoOTLpBTypOQLpBTvqOt\
        BLnATrtOBLnAT|tO`CLnATdxO|BLnATh{OgBLnATw}OfCLnATeaP}BLnATjdP~ALpBTtfPdALpBTdhPWLpBTgiPWLpBTjjPSLnAT\
        ekPBLnATokPqALETdmPCLETkmPcCLETrpPbCLETxsPdALET`uPDLEThuP{BLETgxP\u{7f}BLETj{PsALnATe}PbALpBTs~PjALp\
        BTi`QeALnCT~aQWLnCTecQGLpBTxcQBLpBTfdQqBLpBTcgQ\u{7f}ALpBTniQGLnAT}iQBLnATgjQzALnATilQeALpBTzmQWLpBT\
        }nQGLnATloQBLnATvoQ\\LpBT~pQvALpBT`sQWLnAT\u{7f}sQBLETetQCLETltQaCLETqwQbCLETwzQuALETp|QcCLETw\u{7f}\
        QgALETbaRqALnAT{bRmALpBTtdRoALpBTofRGLnAT~fRBLnAThgR^LnATnhRnALnATdjRXLnATdkRmALpBT}lRqALnCT~nRpALnC\
        T~pRTLnCTbrRMLpBT{rRBLpBTisRqALnATbuRBLnATluRTLpBTlvRoALnCTkxRdALnCT\u{7f}yRrBLpBT}|RBLpBTk}R[LnCTv~\
        R_LqCTi`SZLqCTwaSkALnCTrcSBLpBT`dSBLnATjdSBLnATtdSqALETifSCLETpfSdCLETxiSeCLETamSuALETznSfALnAThpSbA\
        LpBTvqSnBLpBTptSGLnAT\u{7f}tSBLnATiuS^LnATovSXLnATowS`ALpBT{xSpALpBTwzSTLpBTw{SMLnATl|SBLnATv|SSLpBT\
        u}SrALnCTw\u{7f}SeBLpBThbTBLnATrbTBLnAT|bTqALETqdTCLETxdTbCLET~gTiALETkiTjALnAT}jTsALnATxlTZLETvmTCL\
        ET}mTdBLETepTdALnATqqT|BLnATutTZLpBT{uTcBLpBTjxTGLnATyxTBLnATcyT[LpBTjzToALpBTe|TSLnAT`}TBLETf}TCLET\
        m}TcCLETt`UbCLETzcU{ALETyeUdCLETaiUULETziU`BLnATblUtALpBTbnUmBLpBT{pUzALnAT}rUPLnATusU`ALpBTauUqALpB\
        T~vUvALnAT|xUBLETbyUCLETiyUaCLETn|UaCLETs\u{7f}UjBLETabVZLnATccVhCLnATsfVtBLpBTsiVlBLnCTolVwALnCTvnV\
        qALpBTspVBLpBTaqVGLnATpqVBLnATzqV}ALpBTctVrALpBTavVWLnAT`wVBLETfwVCLETmwV|ALETmyVQLnATfzVMLnAT{zVVLn\
        ATy{V[LETx|VCLET\u{7f}|VdCLETg`WdCLETocWbCLETufWdCLET}iWfCLETgmWgCLETrpWSLETiqWyBLnATjtW}BLnATowWqBL\
        nAThzWdALpBTx{WSLpBTw|WKLnATj}WBLnATt}WmCLnATiaXTLnATebX\u{7f}BLnATleXaCLnATuhXvALnATsjXgBLpBTfmXzAL\
        nAThoXGLpBT{oXSLpBTzpXKLnATmqXBLnATwqXqALnATpsXvALnATnuXTLnATjvXPLnATbwXKLnATuwX~ALETwyXCLET~yXbCLET\
        d}XcCLETk`YiCLETxcYWLnATwdYxBLETsgYtALnAToiYjCLpBTemYkBLnATxoYTLnATtpYqBLnATmsYwALEThuYCLETouYbCLETu\
        xY}BLETv{Y~BLETx~YNLETj\u{7f}YcCLnATubZ|BLnATyeZ\u{7f}BLnAT`iZoBLETskZCLETzkZgCLETeoZbCLETkrZlALET{s\
        ZlCLnATowZwBLnATnzZ]LnATs{ZuALpBTt}Z{BLpBT{`[GLnATja[BLnATta[LLpBTlb[zBLpBTre[ULnATof[gALnAT~g[bALET\
        di[CLETki[cCLETrl[\u{7f}BLETuo[aCLETzr[mALETkt[VLnATiu[\u{7f}BLnATpx[sALETgz[DLnATsz[hALnATc|[[LnATf\
        }[fALnATt~[oBLpBToa\\aALpBT|b\\^LnATbd\\BLnATld\\bCLnATvg\\~BLnAT|j\\nCLnATrn\\gCLnATar\\bALnATks\\c\
        ALnATvt\\xALpBTzv\\tALpBTzx\\jALpBTpz\\mALpBTi|\\oBLnCTh\u{7f}\\xALpBTla]BLpBTza]rBLnCT|d]yALpBTag]B\
        LnATkg]BLnATug]HLpBTih]TLpBTii]JLnCTcj]`CLnCTsm]\\LnATwn]DLpBTgo]dALpBTwp]WLpBTzq]mALpBTss]kALnATfu]\
        BLETlu]CLETsu]eCLET|x]zBLETz{]DLETb|]\u{7f}BLETe\u{7f}]bCLETkb^cCLETre^cCLETyh^}BLETzk^yBLETwn^aCLET\
        |q^{ALET{s^ULnATxt^bCLnATbx^tALETzy^DLnATfz^`CLnATn}^dALnATz~^NLpBTt\u{7f}^rBLpBTrb_cALnAT}c_PLpBTyd\
        _ILpBTne_TLnATjf_BLnATtf_gALnATch_QLnAT|h_LLpBTti_ILnATej_iALpBTzk_ILpBTol_]LpBTxm_`CLpBTdq_NLpBT~q_\
        dBLpBTnt_kBLpBTew_sALpBTdy_rALpBTb{_cBLpBTq}_{ALpBTx\u{7f}_iALnATia`AXLpBTmb`AtALnCTqd`AILnCTje`ASLn\
        CTmf`AFLpBT\u{7f}f`ABLpBTmg`AWLpBTph`AILpBTei`AQLpBTbj`AaALpBTok`AqBLpBTln`AqBLpBTiq`AjBLpBT\u{7f}s`\
        AiBLpBTtv`A}BLnCTaz`A\\LqCTq{`AxALqCT}}`AtALqCTe`aAyALqCTrbaAuALnCTwdaABLpBTeeaABLpBTseaArALpBTqgaAi\
        CLnATbkaAbALpBTplaAyALnCTynaAILnCTroaAXLnCTzpaAFLpBTlqaABLpBTzqaA\\LpBTbsaAILpBTwsaAQLpBTttaAfALpBTf\
        vaAeBLpBTwxaAeBLpBTh{aApBLpBTd~aAoBLpBT\u{7f}`bA}BLnCTldbAaALqCTafbAkALqCT`hbAhALqCT|ibAlALqCT|kbAiA\
        LnCTumbABLpBTcnbABLpBTqnbArALpBTopbA|BLnATssbABLnAT}sbAPLnATutbAKLETdubACLETkubAdCLETsxbAoBLETf{bAhB\
        LnATv}bAwALnATu\u{7f}bA~ALnAT{acAPLnATsbcA[LnATvccAuBLpBTwfcA~ALnAT}hcAdALpBTmjcApBLnATemcA[LnAThncA\
        BLETnncACLETuncA`CLETyqcAtALnATuscAsALnATpucASLpBTovcAgCLETzycACLETazcA`CLETe}cAuBLET~\u{7f}cAkBLnAT\
        qbdA_LnATxcdAdCLET`gdACLETggdAQLET|gdAaBLETajdALLnATujdA\u{7f}ALnAT|ldAaALnATendA`CLnATmqdAhALnAT}rd\
        ARLnATwsdAoALnATnudATLpBTnvdANLpBThwdAaBLpBTuydAcALpBTd{dABLnATn{dABLETt{dACLET{{dAiCLETh\u{7f}dAxAL\
        ETdaeAkBLETsceAtALETkeeA~BLETmheAvALETgjeAiALETtkeA`BLETxmeAaALET}neAbCLETcreA`CLETgueAcCLETnxeAeCLE\
        Tw{eAgCLETb\u{7f}eA\u{7f}BLETebfAmBLETvdfAaBLnAT\u{7f}ffAjBLnATqifALLETajfACLEThjfAcCLETomfAcCLETvpf\
        AsBLETmsfAvALnATkufAiBLETxwfABLET~wfAnBLETpzfAuALETi|fAdCLETq\u{7f}fAmBLETbbgASLnAT}bgAlALnATqdgALLE\
        TaegACLEThegAdCLETphgA[LnATsigAfBLnATalgAVLnAT\u{7f}lgAaALpBTlngAuALpBTmpgAbALpBT{qgAELnCTprgAjALpBT\
        ftgAJLnCT`ugAWLpBTcvgABLpBTqvgAyBLpBTvygArALpBTt{gAxBLpBTx~gAjALpBTn`hATLpBTnahANLpBThbhAZLnCTrchAZL\
        nCT|dhAZLpBTbfhAlALnCT~ghAZLnCThihAZLpBTnjhAYLnCTwkhAqBLnCTxnhAZLnCTbphANLnCT`qhAyALnCTishAtALnCTmuh\
        ABLpBT{uhABLnATevhABLETkvhACLETrvhAdCLETzyhAqALETo{hAyALnATp}hAtALnATl\u{7f}hAjBLnAT~aiAcBLETediACLE\
        TldiAaCLETqgiAwALETliiA_LnATsjiASLnATnkiAOLnATeliATLnATamiAULETzmiACLETaniARLETwniAeALET`piAmALETqqi\
        AcCLETxtiA|ALETxviAlCLnATlziAiALnAT}{iAdALpBTm}iAPLpBTi~iAFLpBT{~iAXLnAT{\u{7f}iABLETa`jABL@Tc`jACL@\
        Tf`jAfCL@TlcjAhCL@TtfjAkALETchjAsALETzijALLETjjjAbALETpkjAMLETaljAkBLETpnjAMLETaojAdCLETirjAfBLETstj\
        AjAL@T}ujACL@T`vjAuALETywjAtBLETqzjAULnATn{jAuALETg}jABL@Ti}jABPfrCAa[APfsCAb[APftCAc[APfuCAd[APfvCA\
        e[A
        """
}

private var code_Model_swift_mustache: StaticString {
        """
        L@TkAWVBABBXTqB}AL@VBACCATeEGVBwCBC_TzEeASBwCyCDAaALEVBACEETlHDVABE`ATxHBVAxCEjATbIASBAzCGAzCTtIALET\
        ~JOVBwCBITT{KSLEVBACJETiMFSBwCyCKAaALnAVABLITqNBVAxCLSIA\u{7f}BL[DTfOATrOALETiPDSBwCyCOAYLnATgQEVABP\
        NTtQCVABPYT\u{7f}QALETpRBSBwC}CTA~ATwRALETyTeAVBwC{CVjAToVCLEVBACWETmWHVBwC|CWdATeXCVBwC{CWwATyXCL@T\
        rYB
        """
}

private var code_Route_swift_mustache: StaticString {
        """
        L@TkANVBABBOThBoAL@VBACCATnDEVBA~CC]TgEWSAdDDAtBSAaDEA[LET|FUVA\u{7f}CFZT}GCVA`DFiATpHCIAaDHA[LETsIK\
        VAbDIPTqJCVA`DIfATdKCLETyKEVAcDKJTqLAL@T|LB
        """
}

private var code_Router_swift_mustache: StaticString {
        """
        L@TkAWVBABBXTqBIL@TzBDL@T~B\u{7f}BL@T}EkBL@ThHKL@VBACGATjIIVBAeDGaATiJNLET{J~ASBAfDIANLETwMeCLET`QyB\
        LETwTXVBA~CM]TcV_VBAgDMpBTdXBL@TfXCL@TiX|BL@Te[SL@Tx[KL@VBACSATz\\LVBAhDSdAT{]BVBAeDS{ATs^CSAdDTAqAS\
        AkDUAiALETv_LVAiDVQTq`AMVAjDVmATsaADVAbDVfBTjbAASBAlDYAHLETadAnATdfAALETjfA}ASBAlD^APLETaiAoBLETtkAe\
        CLEVBACbAETjpAFSAdDcAAkBSAkDdAAbBLnAVAGeAITlqAAVAiDeAVTprAWVAjDeA|AT|sADVAbDeAuBIAmDeAhCETguAAT|uAAS\
        BAlDhAAZLnATwwApALpBTsyAdBLnAT\u{7f}{ABLET{|ADSAdDnAAjASAkDoAAaALnATc~AEVAiDpANTw~ACVAiDpA`ATi\u{7f}\
        AASBAlDsAAHLnATdaBWLETubBCLEVBACxAETscBXVBA~CxAtAT\u{7f}dB_VBAgDxAgCT`gBDLnATlgBOSAdDzAAwGLnATohBEVA\
        nD{ANTciBBSApD|AATLpBT}iBEVAoD}ARTtjBPSAsD\u{7f}AAbALpBTklBHVAqD`BUTlmBcAVArD`BqBTkoBBSAuDbBAyALpBTu\
        pBNLnCVAqDdBQTlrBcAVArDdBmBTktBBLnCT}tBIVAtDeBZTxuBBSAvDgBATLpBT\u{7f}vBLVAoDhBYT}wBRSAwDjBAULpBTvyB\
        OVAqDkB\\T~zB`ASAxDmBAILpBTg}B`ASAyDpBAHLpBTq\u{7f}BTLnATs`CBLET\u{7f}`CBSBAzDvBAgBTjaCALETmbC}BLETn\
        eCtBLnATjhC|ALpBTrjCeBLnAT\u{7f}lCILpBTtmCiALnATeoCBLETkoCBSBA{DaCAnATcpCALETcqClBLETssCpCLnATkwCjCL\
        nAT}zCjALETk|CBSBA|DiCApCTf}CALETd~CxBLET`aDzALET~bD[LnATadDyBLnATbgDpALETvhDDLnATbiDjCLnATtlDnALnAT\
        jnDiBLpBT\u{7f}pDXLnAT\u{7f}qDBLnATirDjALETwsDBSBAfDyCA~ATptDALETpuDcCLETwxDtBLETo{DrCLnATi\u{7f}DnA\
        LnAT\u{7f}`EZLnATabElALETqcEBSBA}DcDAvBTldEALETkeEeCLETthE`CLETxkEuALETqmEhBLnATapE^LnATgqEzBLpBTmtE\
        TLnATiuEBLnATsuEaBLETxwEBSBAlDpDAlATrxEALETnyEeBLETw{EkALnATj}E^LnATp~EMLETa\u{7f}EBSBA~DxDAwBTx\
        \u{7f}EALET|`F\u{7f}BLET\u{7f}cF}BLET`gFtBLnAT|iFaBLpBTilFTLpBTimFrALnCTkoFeALpBT|pFCLnATgqFSLET~qFB\
        L@T|rFB
        """
}

private var code_Row_swift_mustache: StaticString {
        """
        L@TkAQVBABBRTkBaAL@VBACCATcDEVBA\u{7f}DC]T~DeASAaEDAYLETrFEVA`EEJTfGAVAHEZTtGBT`HALETfH\u{7f}ALEVBAC\
        IET`K^SAaEJAZLnATqLEVA`EKNTeMAVAZK^TuMBLETfNCLEVBACOETdOMLnATyONSAaEQApALnATzPFVA`EROToQEVAYRcATeRDV\
        A`ERxATxRAVAYRhBTjSELnATxSBLETbTBL@ThTB
        """
}

private var code_Section_swift_mustache: StaticString {
        """
        SAvEBAe\\L@T}AUVBABCVTaCYVAbEC~ATcDBVAcECiBT|DIL@TeEfBVAbEDgBTtGSL@TgHfBVAdEEgBTaKBL@VBACFATzKGVBAeE\
        F_TwLWLETrM\\SAfEGaAPT~NkAVAbEG|BTrPBTdQBLEVBACHETaRKVAgEHgATyRBLET\u{7f}RqALEVBACKETkUMVBAKKiATjV[S\
        BAkELAaBLnATnXKVAgEMTTfYCLpBTuYMSAjEOA[LpBTyZEVAhEPRTi[BVAiEP_T~[ALpBTh\\BIBAkETAYSAjEUARLnATm_LVAiE\
        VUTl`AALnATabAMVAlEYVTdcAALETicACLETpcA^SAmE\\cAMTdeAoALETwfAHSAnE]cAOTdhAGV@]yATphA^SAoE]kCETmjAKTh\
        kAjALEVBAC^ETmmAUVBAK^qATtnAmASAmE_A`CLnAT`qAuAVApE`A~AThsACLnATssAfBLpBTevAoALnAT|wABLpBTjxAGVAqEdA\
        TThyAALnATqyABLnAT{yAGVArEfAPTzzAASAoEhAAOLnAVArEiAITq{AASAnEkAAcCSBAkElAAyALnATn\u{7f}ARSAjEnAA`ALn\
        ATs`BEVAhEoANTcaBBVAsEoA[TxaBALnATbbBBIBAkEsAAWSAjEtAAOLnAVAsEuAITmbBALETmcBBSAfEzAAwBTodBALETohBgBL\
        ETzjBgBLnATimB`ALnATqnB^LnATwoBgALnATfqBuALnAVAtEbBITvsBALnAT\u{7f}sBdALETguBBTyuBALET\u{7f}uBfCLETi\
        yBhBLETu{B`BLnAT}}BMLETn~BCLETu~BtBVAdEmByBT}aCBLETcbC|AVBAeEnBaBTudCBVBAKnByBTieCMLnAT~eCWVBAeEoB`A\
        TkgCpAVAuEoBfCTniCBLETtiCBL@TviCBIAvEsBAuXL@T|jCXVBABtBYTclC[L@VBACuBATumCEVBAeEuB]TpnCjASAwEvBARLET\
        lpCEVAGwBJT}pCATkqCALETqqCoALEVBAC{BET{sCUSBAxE|BAwALnATuuCNSAwE~BA_LnATyvCFVAG\u{7f}BOTkwCBVAsE\
        \u{7f}B]T`xCALnATmxCBIBAxEcCAHLnAT{zCDLETz{CBSBAzEgCAyBTa|CALETe}CnALEVBACjCETn\u{7f}CVLnATl`DNSAwEl\
        CA_LnATpaDFVAGmCOTbbDBVAyEmC]TxbDALnATecDBLETocDBSAaFrCAeKSA|EsCAnCTvcDALET`fD\u{7f}BLEVBACvCETziDZL\
        nAT|jDNSAwExCAsALnAT`lDFVAGyCOTrlDBSA{EyC]ETfmDDIA{EyCeBETnnDETeoDALnATroDBLET|oDBSA~E~CAnCTcpDALETq\
        qD\u{7f}BLEVBACaDETkuDZLnATmvDNSAwEcDAsALnATqwDFVAGdDOTcxDBSA}EdD]ETwxDDIA}EdDeBET\u{7f}yDETvzDALnAT\
        c{DBLETm{DBSA`FiDAnCTt{DALETj}DeCLEVBAClDETjaEZLnATlbENSAwEnDAsALnATpcEFVAGoDOTbdEBSA\u{7f}EoD]ETvdE\
        DIA\u{7f}EoDeBET~eEETufEALnATbgEBLETlgEBSBAdFuDAvCTsgEALETmjEcCLETtmE~ALETvoE`BSBAcFzDAwALnATdsENSAw\
        E|DA_LnAThtEFVAG}DOTztEBVAbF}D]TuuEALnATbvEBIBAcFaEAHLnATbyEMLETszEBL@TyzEB
        """
}

private var code_Strings_swift_mustache: StaticString {
        """
        SAnFBAkFL@T}AHVBABCITtB}AVAeFCuBTaEAL@TbEhCL@TjHEVAfFEFT~HCSAmFFAjDIA`CGADTkIALETkJDVAgFJIT{JALET`KK\
        VAhFKPTyKKLnATlLHLpBT`MKVAiFMXTyMBLpBTgNNVAjFN[TeOBLpBTsOGVAeFOTTjPBSAkFPAGLpBTnQQLpBTaSIVAlFSVT|SBL\
        ETbTBL@TmTB
        """
}

private var code_ViewController_anchors_mustache: StaticString {
        """
        SAqFBAnDTjAALETbBTLETzBfCLETdFcCLETkIeCLETtLcCLET{OxBLETwR`CLnAT\u{7f}UQVAoFLZT`WAVApFLkATuWWLpBTxX^\
        VAoFMkATfZBLnATpZBLnATzZqALpBTw\\gALnATf^BLnATp^dALETx_B
        """
}

private var code_ViewController_cells_mustache: StaticString {
        """
        SAuFBAtGTjAALET}AWLnAT|BIVAKERTpCuALETiEWSAtFGA}ALnATxFKVABHTTkGjALnAT}HiASArFJAHLnAT~JbASAsFMAGLnAT\
        fMWLnATsNLSAkERA`DLnATqPMSAaETAjCLnATqQFVA`EUOTfREVAYUcAT|RCLpBTkSKVABVXT~SjALpBTtUUVAYWbATzVQSArFXA\
        HLpBTgXbASAsF[APLpBTsZRVAY\\_Tv[BLpBTr\\LLnATg]BLETq]BSA\u{7f}FdAAh[SAaEeAAfFTl^ALETb`A`CLETfcAmBLET\
        weALVAvFiAQTwfAeAVABiAjBTdhABVAHiAtBTshADLnAT\u{7f}hAQVAYjAZTajADLnATmjAUVAYkA^TskAQSBMwFlAAcALnATdm\
        A\u{7f}BLnATkpAiBLpBT`sAdALnATltABSAxFrAAcALnATmvA\u{7f}BLnATtyAmBLpBTm|AhALnAT}}ABLET|~ABSA}FzAArJT\
        c\u{7f}AAIAvE|AAnELET{`B~ALET}bBLVAvF~AQT}cBiBLnATnfBMVAyF\u{7f}AVTjgBALETogBDVAzF`BIT\u{7f}gBRSAeBa\
        BA{BLnATfiBoBVA{FbBxBT~kBBLnAThlBNVAzFcBWTbmB_LnATinBOVAeEdBXTgoB_VA|FdBfBTypBALnAVAzFeBITnqB`ALETyr\
        BBSAvEiBAmDLETitBbCLETowBQVAvFkBVTtxBiBLnATe{BMVAyFlBVTa|BALETf|BPVAzFmBUTb}BRLnAT|}BoBVA{FnBxBTt`CB\
        LnAT~`CNVAzFoBWTxaC_LnAT\u{7f}bC{ALnAVAzFqBITneC`ALETrfCBTegCALET`hCWLnAT\u{7f}hCIVAKwBRTsiC\u{7f}AL\
        ETvkC\\SAtFyBAwBLnATjmCyALpBTooCGVAvF{BTTjpC]SArF|BAILnAT\u{7f}qCbASAsF\u{7f}BAHLnATgtCWSA~FbCAILnAT\
        jvCfALnATnxCLSAkEgCAgELnATlzCMSAaEiCAnDLnATl{CFVA`EjCOTa|CEVAYjCcATw|CCLpBTf}CyALnCTo\u{7f}CGVAvFlCX\
        Tj`DXVAYlCdBTsaDBSArFmCAILpBTqbDbASAsFpCASLpBT}dDRVAYqC_T`fDBSA~FsCAILpBTrgDfALpBTziDLLnATojDBLETyjD\
        BSAaE|CAsLSAsF}CAjLTtkDALETkmDqAVAY\u{7f}CvATmoDWLEThpD]VAB`DbATmqDEVAY`DoATcrDBVAH`DbBTrrDDSAgAaDAH\
        LnATosDUSAqAdDAfILnATnuDzBLnATpxDtBLnATl{DHVBA`GgDQTh|DCVAaGgDhAT~|DASAfAhDAiGSAbAiDAULnATe~DEVApAjD\
        NTy~DdASAdAlDAULnATeaEEVApAmDNTyaEgAIAbAoDA\\IAeApDATLnATwdEEVApAqDNTkeE_LpBTsgE_VBAoFtDlATiiE^LnCTw\
        jEmALpBTplEPSAbAwDATLpBTzmEEVA`AxDRTlnEZSAdAzDATLpBTrpEEVA`A{DRTdqE_IAbA}DA\\IAeA~DATLpBT~sEEVA`A\
        \u{7f}DRTptEPLnATmuEBLET{uEB
        """
}

private var code_ViewController_confirmation_mustache: StaticString {
        """
        SAfGBAuHTjAALETbBYLET\u{7f}BzBLET}E`CLETaI|BSAbGIAGLETtLfCSAcGLANLETfQdCLETnTuALET|VMVAdGPRTwWBLnATa\
        XmBSAbGRAGLnATi[SIAcGUAHLnATl]`ASAcGXAHLnAT~_{ALETrbADSAbG\\A`ALnATqcARLpBTodALLpBTgeAGLnATveABIAcGb\
        AAILnAThgAvBSAcGeAAYLnATpkA_LpBT{lAwBLnATzoAULnATlqAeAVAeGjAnATgsASLnATbtAqBLnAT{vA_LET~wAB
        """
}

private var code_ViewController_conformances_mustache: StaticString {
        """
        SAaEBAtJSAgACAlJTjAAL@ThBJVBAUEKToCBVA_EjATeDCSAfAFA\u{7f}HIA`CGADTwDASAbAJApBLEVBACKET|FEVA`AKaATnG\
        XVAaAKfBTrHDLnAT~HiBLnAToKVVBAoFM_T|LfALnAVA`ANITwNZLETuOBSAdAQApBLEVBACRETrQEVA`ARaATdRJVAaARxATzR[\
        LnAT}SiBLnATnVVVBAoFT_T{WfALnAVA`AUITvY_LETyZBIAbAXA|BIAeAYAtBLEVBACZETe]EVA`AZaATw]JVAaAZxATm^DLnAT\
        y^iBLnATjaAVVBAoF\\_TwbAfALnAVA`A]ITrdAPLETfeABL@TueABSAnGeAAa`ASAuFfAAgPTdfAAL@TphAJVAUhAKTpiAZLEVB\
        ACiAETekAzALnATgmASLET~mACLEVBACmAET|nAvBLnATzqAcALETasACLEVBACqAET\u{7f}sAaCLnAThwAmBLETyyABSBMwFtA\
        AyBTrzAALEVBACvAETo{AvBLnATm~AELETv~ACLET}~AyBLEVBAC{AETqbBPLnATicBcCLETpfBDLnAT|fB`BLET`iBBSBMgGaBA\
        dBTyiBALETvjBvBLEVBACdBETgnBPLnAT\u{7f}nBkCLETnrBDLnATzrBnALnATptBfALETzuBBSAxEkBA|ATrvBALEVBACmBETe\
        xB|BIAvEnBAILnAT{{BbASAvEqBAHLnATi~B\\LETu\u{7f}BBSAzEvBAdAT|\u{7f}BALEVBACxBETfbC|BLnATjeCcALETqfCB\
        SAhG|BAaCTigCALET`hCaBLEVBAC\u{7f}BET|jCcBLnATgmCYLETdnCCLETknCzALEVBACdCET`qCPLnATxqCsBLETotCKLnATb\
        uCoALETuvCBL@TfwCBSA\u{7f}FlCAhOTiwCAL@TjxCJVAUnCKTjyC_LEVBACoCETd{CdBLnATp}CSLETg~CCLEVBACsCETe\
        \u{7f}CfCLnATsbDcALETzcDCLEVBACwCETxdDULnATueDgBLET`hD\\LnATdiDrBLETzkDBSAhG|CAaCTllDALETrlDaBLEVBAC\
        \u{7f}CETnoDfBLnAT|qDYLETyrDCLET`sDhBLEVBACdDETcvDULnAT`wDxBLET|yDQLnATuzDqALETj|DBSBMwFjDAyBT||DALE\
        VBAClDETq~DfCLnAT\u{7f}aEELEThbECLETobEdCLEVBACqDETnfEULnATkgEnCLET}jEDLnATikE`BLETmmEBSAmGwDAiDTfnE\
        ALEVBACyDET{oEULnATxpElCLEThtE`ASAlG|DAvALnATovENSAkG~DA^LnAVAiG\u{7f}DITywEALpBVAjG`EMToxEALnATpyEB\
        IAlGdEAWSAkGeEAOLnAVAjGfEITnzEALETwzEBL@Tv{EB
        """
}

private var code_ViewController_editing_conformance_mustache: StaticString {
        """
        SBMpGBAgATjAAL@ToBJVAUDKToCXLETkDvBPfoGAFAL@TeHB
        """
}

private var code_ViewController_editing_delegate_mustache: StaticString {
        """
        SAMBA}CSAsGCAuCTjAALETwBaBVAqGEfBTgEFLETqEfELET{JrBLEVBACHEThNPLnAT`OdBLEThQdALnATtRhAVArGKqAT{TCSAg\
        GLAHLnATuUyAIAgGOAGLnATtXMLETnYB
        """
}

private var code_ViewController_editing_mustache: StaticString {
        """
        SAMBAvxASAcHCAmxATjAALETiBTLETaCvBLET{E`CLEVBACIETvI|ALnATzKnALnAVAtGKIThNASANLAOLnATbO{BLnATeRWLETk\
        SBSAwFQAtCTrSALEThTeCLETqW\u{7f}BLETtZdCLET|]cBLEVBACWETz`AQVAUWmATabAIVAKWlBTubAqALETjdAbCLETpgAULE\
        TihAqBLnATbkAyBLnATcnAzALETapABSAgG`AAbMSAuFaAAvETrpAALETtqAdCLET|tAbCLETbxAEVAqGeAJTvxAuBLETo{ArBLE\
        Te~AsALET|\u{7f}A\u{7f}ALnATcbBdAVAuGiAmAT{cB[LnAVAvGjAITneBPLETbfBCLETifBsBVAqGmAxBTkiBGLETviBlALET\
        fkBaBLnATomByALnATpoBGVAuGqAPTkpBKLETzpBBSA\u{7f}FtAAzFThqBALET`rBdCLEThuBEVAqGwAJT|uBrBLETrxBaCLETw\
        {BdAVAqGyAiATj}BrALET`\u{7f}BvBLETzaCkBVBAK{ApBTwdCDLnATceC{ALnATfgCFVAuG}AOT`hC[LnATciCPLnAT{iCYLpB\
        T`kChALnCTxlCaCLqCTmpCEVAuGbBZTfqCKLnCTarCPLnCTasCEVAvGdBVTvsCPLpBTrtCDLETztCBSAzGiBAaGTmuCALETuvCZV\
        AwGkB_TxwCbBLET~yC}BLET\u{7f}|CMVAdGmBRTz}CJVBAKmBjATv~CLSAxGnBAOLnAVAqBoBITq\u{7f}CAIAxGqBAyCLnATqa\
        DMSAjEsBA`CSAyGtBAmALnATacDFVA`EuBOTvcDEVAYuBcATldDCVAqBuBwAT}dDAIAyGwBAaALnATffDFVA`ExBOT{fDBVAqBxB\
        `ATkgDALnATzgDBLETehDBSAN\u{7f}BA\u{7f}\\TphDALETpjDYLETmkDCLETtkDaCLETynD~BLET{qD~BLET}tDeCLETfxDzB\
        LEVBACiCET{{DzASALjCA}ALnATj~DSVAeCkC\\Tm\u{7f}DIVAhBkCuATi`EDLpBTy`ECVAdGlCPTjaECLnATuaECLETibECLET\
        pbEeCLETyeE^LET{fEeBSA{GtCAHLnAT\u{7f}iEZIA{GwCAbBLnATolE\\SAaEyCAaALnAT~mEFVA`EzCOTsnECVA|GzCaATmoE\
        ALnATapEPLnATypEBLETvqECLET}qE`BLETatEZLnATcuEtAVAUcD}ATmwEJLET{wEWLnATzxEQLpBTwyE\\LpBT\u{7f}zEgBLn\
        CTv}E^LpBT`\u{7f}ECLETg\u{7f}ECLETn\u{7f}EfCLETxbFkBLETgeFdALnATsfFcASALpDAaALnATkhFMVA}GqDVTaiF^VA~\
        GqD}ATmjFLLETdkFBSALtDAmITkkFALET~kFHVAFvDMTulFOSA\u{7f}GvDkAETpmFQTmnFKVAGvD\u{7f}BTdoFPLETxoF^VAwG\
        wDcAT\u{7f}pF`BLETcsFOLETvsFMVAdGyDRTqtFESA\u{7f}GzDAmDLnAVBfGdG{DITfvFBLpBTtvFGVAeC|DTTkwFKVA`H|DoA\
        ThxFBLpBTvxFHVAaH}DUToyFJVAbH}DpAThzFALnATqzFSLpBTp{F_LpBT{|FjAVA~G`EwATs~FPVAG`EuBTo\u{7f}FGLnAT~\
        \u{7f}FBIA\u{7f}GcEAbALnATbaG`AVA~GdEiATpbGPVAGdEgBTlcGGLET~cGBTedGALETxdGfCLETbhGdCLETjkGeCLETsnG~B\
        LETuqGaALnAT~rGSVBAKnE\\TctGWVBAKnEeBTluGFVBADnE}BTgvGALETlvGDLnATxvGrALnATrxG[LpBTyyGULpBTzzGGLnATi\
        {GBLnATs{GOVBATuEXT`}G^LnATf~GbALETl\u{7f}GB
        """
}

private var code_ViewController_feed_conformance_mustache: StaticString {
        """
        SAQBAuESAfHCAmESBAuFDAgBTjAAL@TyBJVBAUFKVAdHFhATuDCLEVBACGETsEmCLnAThInAVAeHHwATfKBLETlKBL@TnKBSBA\
        \u{7f}FLAtBTcLAL@T~LJVBAUNKVAdHNhATzNCLEVBACOETxOULnATuPkCLETdTDLnATpTnAVAeHRwATnVBLETtVBL@TvVB
        """
}

private var code_ViewController_feed_load_mustache: StaticString {
        """
        SAQBAgDSAhHCAaALnAVBAoFDITgCRVBRgHDrATzDALnATcESSAiHGAOLnATaG{ALnATdIWSAkHKAaALnATnKdAVAjHLmATaMRLnA\
        VBAoFMITrNQSAlHOAXLnATyP}ALnAT~RrBLnATxUaA
        """
}

private var code_ViewController_feed_mustache: StaticString {
        """
        SAQBA~|ASAcHCAKTjAALETfBkASARGAsTT|CALETrD}BLETsGdCLET{JrBLETqMiBLEVBACMETuPjALnATgRpALnAT\u{7f}SOVA\
        lBOXT`UASAmHPARLnATfVXVAmHQaATyWASAhBSAQLnATtYPVAhBTYTwZALnATu[kALnATh]tALnATd_qALETy`AESAnH[ApCLETq\
        aAcCLETxdAhCLEVBAC^ET{hAiALnATljApALnATdlAOVAlB`AXTemAASAhBaAATLnATcnAPVAhBbAYTfoAALnATdpAkALnATwqAq\
        ALETlsAESAPiAAqHLETptAnASAoHjAsAPTlvAVV@jAwBTgwAASAOjAkCPTixANV@jAlDT|xAYThzABLEVBACkAETe{AuALnATb}A\
        tALnAT~~AVVAsEmA_Tg`BALnATp`BQLpBTmaBkCLET|dBELETeeBfCLETohBwALnATnjBnBLnATdmBWLnATcnBZLnATeoBRLnAT\
        \u{7f}oBMLETppBELETypBhASApH|AARLnAT~rBTV@}A]TwsBNSAO\u{7f}AA_LnATvuBOVBAT`BXTcwBQV@`BgBTywBBLETsxBC\
        LETfyBcCLETm|B~ALETo~BbALnAVAgHhBITo`CLVBQqHhBkAT~aCASAnHiBAgALnATvbCoALnAVBAoFkBITdeCyAVAgHkByBTsgC\
        ALETahCBSAiHoBAtIThhCALETniCcCLETulCdCLET}oCdCLETesCcCLETlvCdCLETtyCZLEVBACwBETi{C\\VBAUwBxATb}CTLnA\
        T~}CbALETd\u{7f}CCLETk\u{7f}CeCLETtbD|BLETteDfALnATbgDcALnATmhDVLpBVBAoF`CMTfjDVLnATdkDJVBAoFaCSTelD\
        YLpBTjmDhALpBT~nD|BLpBVBAoFdCMT}rDaALnATftDBLETltDCLETstDbCLETywDYLnATzxD_LpBTezD\u{7f}ALpBTp|DVLnAT\
        n}DYLpBTs~DFVBAoFnCSTp\u{7f}DaALnATy`EBLET\u{7f}`EBSAfHrCAl]TpaEALETebE`AVAjHtCeATtcErASArHuCAWLET~e\
        EcCLETeiE~BLETglEWIArHzCAXLETjnEbCLETpqE~BLETrtEsALET}vE^VAjH\u{7f}CcATjxEtALETbzEsCLETy}EcCLET`aFgA\
        VAjHbDlATvbFmALETgdFaCLETlgF}BLETmjF}ALEVBACfDETemFaAVBAUfD}ATcoFRVAsHfDlCTapFELnATnpFILpBTcqFiBLpBT\
        xsFfALnCTnuF^VAtHjDoATxvFAVAuHjD|ATmwFDLnCTaxFHVAtHkDYTuxFWLpBTxyFBLnATbzFBLEThzFBLETnzFaCLETs}FwBLE\
        Tn`GDVAjHqDITaaGpBLETucGJLEVBACsDETzdGgAVBAUsDcBT~fGYLnAT\u{7f}gGILpBTthGqBLpBTqkGlALnCTmmGdALpBT}nG\
        BLnATgoGBLETmoGBSAlH{DAeOTapGALETgpGvBLEVBAC~DETxsGaBLET}uGdCLEVBACaEET|yGzALnAT~{GsALnATy}GVVAvHcE_\
        Tq\u{7f}GALnATz\u{7f}GQLpBTw`HdCLET\u{7f}cHELEThdHdCLETpgH|BLEVBACjEETgkHvALnATemHvBLnATcpHWLnATbqHZ\
        SBAuFnEAQLnATxrHvALnATvtH]LnATovHMLET`wHELETiwHiALETvxHxALnATvzHXLpBTz{HcALnATe}HILpBTz}HbALnATd\
        \u{7f}HBLnATn\u{7f}HsALnATiaIlASBAuF~EAILnATqcIeBLEThfIBSBA\u{7f}FbFAmETofIALETngI`CLETrjIsBLETimIkC\
        LnAT|pIhALEThrIRLET~rI`ALnATftI}ALETgvI`ALnATowIpCLnATg{I}ALnATl}IaBLnATu\u{7f}I`ALnAT}`J^LpBTgbJ~AL\
        pBTqdJdBLpBTagJfBLpBTsiJhBLnATclJCLnATnlJLLET~lJB
        """
}

private var code_ViewController_load_mustache: StaticString {
        """
        SAnGBApASA\u{7f}FCAhASAvEDA`ASA}FEAYLnAT{CaCLnATdGDVAvFGMT|GASA{HLAoULnAT}J\\VAoFMeATiLBVAoFMwAT{LPV\
        AoFMwBT{MSLpBTzNsBLpBTyQ{BLpBT`U{BLpBTgXULpBThY|ALnCTt[UVAUSfAT\u{7f}\\hALpBTs^BLpBTa_rAVAoFU\u{7f}A\
        TcaABLnATmaABSA\u{7f}FWA|ESAmGXAtESAkGYAfASAwHZA_LnATvdADVAvF[MTneACVAvF[dATefAALnATchAiAVAxH^rATmjA\
        PVAyH^cCT{kAOSAlG_AvALpBTumANSAkGaAA^LpBVAiGbAMT\u{7f}nAALnCVAzHcAQTyoAALpBTfqABIAlGgAAWSAkGhAAOLpBV\
        AzHiAMTdrAALnATqrABSBMgGoAAbASAuFpAAZLnATt{AwALpBTw}AlALnATk\u{7f}ABSBMwFvAAbDSAuFwAAZLnAT~aB|ALpBTf\
        dBtALnATbfBBSA\u{7f}F|AAwBLnATkgBaCLnATtjB[LnATwkB}ALnAT|mBhBLpBTppBdBLpBT`sBwBLnCTgvB|BLpBToyBPLpBT\
        kzB}ALnATp|BBLnATd~B]SAuFjBAQSAvEkBAILnATh`CjBSAhGoBAvBLnATjdC{ALnATmfCkBSAuFrBAZLnATmiC`BLpBTykCzAL\
        nAT{mCBSA\u{7f}FwBAZLnATdoCbBLpBTrqCnBLnAThtCBLnATuuCxALnATuwCZVAoF~BcAT\u{7f}xCZLpBTezC{ALnATh|CBSA\
        nGbCAxBLnAVAoFcCITa~CSLnAVAoFdCITl\u{7f}CNSAuFeCAULnATo`DWVAoFfC`ATvaDBSA\u{7f}FhCAULnAT\u{7f}bD\\VA\
        oFiCeATkdDB
        """
}

private var code_ViewController_persistent_selection_mustache: StaticString {
        """
        TjAALETpA`ALETtBCLET{BgCLETfF}BLETgI}ALEVBACIET\u{7f}KSVA`GIoAT\u{7f}LDLnATkMTLETcNCLETjN}BLETkQxBLE\
        VBACOET~TYVA`GOuATdVOLnAT{VyBLETxYCLET\u{7f}YaCLETd]{BLEVBACUETz`AZVA`GUvATabAELnATnbA\\LETncAB
        """
}

private var code_ViewController_placement_conformance_mustache: StaticString {
        """
        SA~HBAfCSA}HCA~BSAuFDAgATjAAL@TjCJVAUFKTjDXLETfExBPf|HAHAL@TdIBSA\u{7f}FKAgATgIAL@ThJJVAUMKThK]LETiL\
        fBPf|HAOAL@TuOB
        """
}

private var code_ViewController_placement_delegate_mustache: StaticString {
        """
        SA~HBA\u{7f}LSAuFCAnESAaIDA|ATjAALEVBACFETtCPLnATlDZVA\u{7f}HGcAT|EVLETvFdALnAVA`IIITlHVLETfIBSAbILA\
        bCTwIALEVBACNET~JPLnATvK`CLETzNcALnAVA`IQIToPVLETiQCLEVBACTETgRPLnAT\u{7f}RiCLnATpVvALETjXDLnATvXuAL\
        EToZBSA\u{7f}F\\AaGSAbI]AyFTzZALETi\\dCLETq_tALEVBACaAET`bAULnAT}bAkCLETlfAcALnAVA`IdAITahAVLET{hACL\
        ETbiAxBLET~kAXLEVBACiAETqmAULnATnnAoCLETarAcALnATlsApALnATduAGVA`ImAPTuuAZLETsvACLEVBACpAETqwAULnATn\
        xAdALnATzyAoBLnATq|AvALETk~ADLnATw~AuALETp`BBSAuFzAAHPfoGA{AA
        """
}

private var code_ViewController_placement_item_mustache: StaticString {
        """
        SAjIBAiELpBTcBLSAeIDA\\LnCTuCGVAcIEXTpDKVAdIEwATrEBLnCTzFGVAfIGXTuGBLnCTgHMVAgCH^TjIQVAgIHeBTsJBLnCT\
        eKVVAhIIgATrLMVAiIIkBTvMBLnCThNNVA`AJ_TcOKIA\u{7f}BJwADTyOASA\u{7f}BJnBLIA`CJyBDT|PATtQAIAjILA\u{7f}\
        ELpBTyRMLnCTvSGVAkINXTrTVVAjCNcBTeVBLnCTwVMVAgCO^TzWJVAlIO~ATrXAIAmIOmBDTfYKTdZASAmIPARLnCTi[QVAnIQb\
        ATw\\MLnCTh^KVAhIS\\Tj_MVAiIS`BTn`ABLnCT`aANVA`AT_T{aAKIA\u{7f}BTwAETqbAASA\u{7f}BTnBMIA`CTyBETtcAAT\
        ldAA
        """
}

private var code_ViewController_placement_items_mustache: StaticString {
        """
        SAxGBAiCLnATcBJVAYCST~BdAVAoIChBTqDCLnAT|DIVAYDRTvEDSAqIEAQLnATuFPVApIFYTyGALnATuHNVADHWTqIGSAsIIAGP\
        frIAJALnATzKBIAxGNAwFLnATdMqAVAoIOzATdOCLnAToOPLnATgPNVADQWTcQCSAqIRAGLnATaRTLnATpSMSAjEVAhDSAyGWA[L\
        nAT`UFVA`EXOTuUEVAYXcATkVCIAyGZAQLnATvWFVA`E[OTkXBSAqI]AQLpBT|YLVApI^YT|ZASAtI`AA^LpBTj\\LSAsIbAAHPf\
        rIFcAELpBT`_BIAtIgAAHLpBTj`AMLnATcaAB
        """
}

private var code_ViewController_placements_mustache: StaticString {
        """
        SA~HBAj|ATjAALET`BkALEToCCLETvC~BLETxF\u{7f}BLET{IwBSAaIIA|FSAtIJA~CTaMALETuMHVAuILMTeNaBVAvILvBTwPB\
        LET}PfALETgREVA`INJTvRaBPfwIAOAIAqIPAHLnATwVgBSAqISAaALnATlZpBLnATd]tBLnAT``A{ALnATcbAULETicABIAtI[A\
        nBTpcAALETrdAXVAvI]]T{eAwALETvgAVVAuI^[TthAbBLETzjAEVA`I_JTikAaBLnATrmAiALET\u{7f}nABSAbIdAAoITnoAAL\
        ETnpA`CLETrsAdCLETzvAaCLET\u{7f}yAeCLETh}AoBLEVBACkAETr`B\\VBAUkAxATkbBBVBAKkAwBT\u{7f}bBZLET}cB`CLE\
        TagB`CLETejBdCLETmmBbCLETspBfBLEVBACrAETtsBbAVBAUrA~ATsuBBVBAKrA}BTgvB`ALETkwBcCLETrzBdCLETz}BiCLETg\
        aCEVA`IwAJTvaCaBPfwIAxAALnATdeCfALnATrfCiALnATchChALnATsiCfCIAeI}AAHLpBT{mCXSAeI`BAILpBTkpCkALnATjrC\
        BLETtrCBSAxIfBA}IT{rCALET`tCdCLEThwCdCLETpzCdCLETx}C`CLET|`DcCLETcdDaCLEThgDcCLETojD}BLETpmDrASAmIqB\
        AHLETzoD`CLETrsDZLnATttDcCSAmIvBAHLnATsxD[LnATjzDJVBA`GyBSTh{DdALnATt|D_VBAUzBhATp~DULETi\u{7f}D[LnA\
        Tl`EoALnATcbE~BLpBTmeEdBLnCTahERLnCTciEGLpBTviEBLpBTdjEYLpBTikEiBLnATzmEBLnATdnE\u{7f}ALnATkpEoASAmI\
        gCAYLnATvrEYLpBT{sEiALnATluEBLnATjvENLET|vEBSAbIoCAy_TrwEALETbxEdCLETj{E`CLETn~EaBSAeItCAPLETiaFaCLE\
        TndFuBLET}gFYSAeIyCAILnATtiFbALnATtkFdBVBA`G|CmBTlnFBLnATvnFaBVBAU}CjBTtqFULETmrFEVAD~CJT`sFDLnATlsF\
        dALnATxtFnALnATnvFSLpBTmwF`ALnATuxFBLnAT\u{7f}xFPLpBT{yF]LnAT`{FBLnATj{F|AIAeIhDAbALnATd~FwBLpBTgaGm\
        BLpBT`dGYLnATaeGBSAeInDAkALnATwfG}BLpBT`jGmBLpBTylGYLnATzmGBLnATdnGcBLET{pGBSAeIvDAdHTbqGALET~qGfCLE\
        ThuGhALETtvG]LnATywGSLnATtxGULnATqyGULETjzGCLETqzGcCLETx}GbCLET~`H`CLETbdHcCLETigH^LETkhHeCLnATxkHcA\
        LnATcmHcALnATnnHeALnAT{oHTLpBT{pHfALnCTqrH|ALnCT}tHnBLnCT{wHoBLpBTvzHgALnCTm|H`BLnCT}~HcBLnCTpaI{ALp\
        BTwcIILnCTpdI]LpBTyeIBLnATcfIBLnATmfIPLETagIBTxgIALET~gIeCLETgkIcCLETnnIfAVBA`G|EkAThpIlALnAT|qIvALn\
        ATzsIXLpBT~tIgCLnCTuxIKLpBTlyIBLpBTzyImALnATo{IBLETu{ICLET|{IhCLETh\u{7f}IbCLETnbJcCLETueJXLnATufJcC\
        LET|iJDLnAThjJjCLnATzmJGLpBTmnJiALpBTbpJGLnATqpJBLnAT{pJmALnATprJhALpBTdtJgCLnCT{wJGLpBTnxJBLpBT|xJu\
        ALnATyzJBLET\u{7f}zJCLETf{J}BLETg~JpBLET{`K}ALnAT`cKKVBA`G}FTT\u{7f}cKBLnATidKNVBA`G\u{7f}FWTkeKDLpB\
        T{eKSLnATvfKCLnATagKmALpBTzhKELnATgiKCLnATriKpALpBTnkKoALnATemKCLnATpmKYLpBTunKPLnATmoKBLETsoKB
        """
}

private var code_ViewController_rows_mustache: StaticString {
        """
        TjAALETpAPLETdBCLETkB\u{7f}BLETnEaCLETsH{BLETrKbCLETxNzBIAvEJA\u{7f}ASAzIKAwATcRALET~RXLEVBACNETqTVV\
        AKNrATrUELnAT\u{7f}UJVAyIOST}VILETjWBT`XASAvETAkALETjY}AVAbEUbBTp[LVAdEUwBTp\\CLETw\\dCLET\u{7f}_aAI\
        AvEYAPLEThbAbCLETneAdALEVBAC]ET\u{7f}gAUVB{I|I]qATjiADLnATviATLETnjABSAvE`AAiCTakAALETgkAoBLEVBACcAE\
        TqnAOVAeEcAkATooADLnAT{oAYLETxpACLET\u{7f}pA{ALEVBAChAETusA_VAeEhA{ATcuADLnATouAYLETlvABT\u{7f}vAALE\
        TewAkASAvEmApAETayA\\TnzABLEVBACnAETk{AVVAeEnArATp|AFVAKnAgBTa}ADLnATm}AXLETi~ACLETp~A{ALEVBACsAETfa\
        BeAVAKsAaBTvbBDLnATbcBYLET\u{7f}cBCLETfdBgBLEVBACxAEThgB\\VA`GxAxATqhBRLnATkiB^LETmjBCSAvE|AAnALETfk\
        BkAVAbE}ApATzlBoALETmnB}BLETnqBdCLETvtByAIAvEbBAXLETwwBwBLETrzB\u{7f}BLETu}BsALEVBACgBETu`CSVAKgBoAT\
        saC]LnATxbCaALET}cCCSAvEkBA^LETvdCtAVAbElByATsfChALET\u{7f}gCcBIAvEoBAOLETjkCyBLETgnCWLEVBACsBETkpCS\
        VAKsBoAVB{I}IsBzATdrCDLnATprCYVB{I~ItBbATdtCBLETjtCCSAvEwBA]LETcuCeBVAbExBjBTqwCXLETmxCfCIAvE{BAPLET\
        {|CcCLETb`DjBLEVBAC\u{7f}BETycD^VAK\u{7f}BzATbeDAVB{I}I\u{7f}BfBT~eDDLnATjfDYVB{I\u{7f}I`CbAT\u{7f}g\
        DBLETehDBIAvEbCAhCTxhDALET~hD\u{7f}BLETalDeCLETjoDvAVAeEfC{AToqD[LETnrDrALEVBAChCET{tD^VAeEhCzAThvDC\
        VAKhClBTvvDFLnATdwD_LETgxDBTzxDALET`yDsASAvEmCxAFTd{DnATc}DBLEVBACnCET`~DjALnATr\u{7f}D_LETu`ECLET|`\
        EsASAvErCxAFT`cEnAT\u{7f}dEBLEVBACsCET|eEZVA`GsCvATcgEDLnATogE\\LETohECSAvEwCAeALEThiEdCLETplE~BLETr\
        oEsBVAbEzCxBTnrEFIAvE|CAXLET|sEcCLETcwEbCLETizE{ALEVBACaDETq}E`BLnATy\u{7f}EkALEThaFCSAvEeDAeALETabF\
        rBVAbEfDwBT|dFJLETjeFcCLETqhFkAIAvEjDAHLETdkFaCLEVBACmDETroFSVAKmDoATppFDLnAT|pFRLETrqFB
        """
}

private var code_ViewController_search_conformance_mustache: StaticString {
        """
        SA`JBAoCTjAAL@TxAJVBAUDKT\u{7f}B\\LET\u{7f}CdCLETgGpBLEVBACGETrJeBLnAT\u{7f}LeALnATlNLLpBTdOZLpBTjPx\
        BLnATjSqALnATcUTLnAT\u{7f}UQLETtVBL@TvVB
        """
}

private var code_ViewController_search_mustache: StaticString {
        """
        SA`JBAcRTjAALET|ARLETrBCLETyBcCLET`FeCLETiIeCLETrLaCLETwOeCLET`StALETxTfCLETbXcBLEVBACOET`[iBLETm]fC\
        LETw`ArALEVBACSETdcAaAVBAKS}ATwdA]LnAT|eA^LnATbgAiALETohACLETvhAbCLET|kAmBLETmnAaCLEVBAC[ETirAmALETz\
        sA{ALEVBAC^ETpvAyALETmxAcCLETt{A\u{7f}BLETw~A|ALEVBACcAETnaBeAVBAKcAaBTecBILnATvcBfALET`eBCLETgeBhCL\
        ETshBnAVAaJhAsATnjBBLEVBACiAETkkBmAVBAKiAiBTjmBfASAeJjAA~BLnATpoBTLnATlpBZSAcJmAAaALnATcrBEVA}GnANTq\
        rBNVAbJnAeATvsBALnATttBZLnATvuBBLnAT`vBUVAdJrA^TlwBBIAeJtAATLnATfyBGVAdJuAPTdzBALETa{BCLETh{BwBLETc~\
        B]LnATh\u{7f}BmALnAT}`C~ASAsA}AATLnAT~cCiAV@~ArATleCASAfJ`BATLnATkgCoAV@aBxAT\u{7f}hCALnATcjCsALETzk\
        CB
        """
}

private var code_ViewController_section_views_conformance_mustache: StaticString {
        """
        SAaFBAiFSBAuFCA`FTjAAL@TrBJVBAUEKVAgJEhATuDCSAkJFAwDIA`CGADTbEALETbFHVAhJJMTrFYVAhJJnATsG_VAhJJuBTzH\
        JLEThIoALEVBACLETrKiAVA\u{7f}HLeBTqMZLnATsNvAVAiJM\u{7f}ATxPBLpBTfQeBVAmANrBTeTBLnAToTTLnAVAjJPIT~UU\
        LnAT{VLLETkWBL@TvWB
        """
}

private var code_ViewController_section_views_mustache: StaticString {
        """
        SAaFBAzeATjAALETbBkASAkJEAqDTwCALET}CTVAhJGYTyD`AVAhJGaBTaFhALETmGeCLETvJcCLET}MgCLEThQhCLETtTeCLET}\
        WKLEVBACNETcYDVAlJN`ATsYDVBAUNpATtZBVAiANoBTb[BVBAeEN}BTz[NLnATp\\`ALETt]BSAkJRA|LT`^ALETq^cAVAhJThA\
        T|_{ALET{aASVAlJUXTzbAHLETfcAMVAjJVRTfdAIVAiAVnAT{dAOVBAeEViBT`fADSAlBWAcALnAT`gAqALnATyhAOV@YXTmiAA\
        LnATviAdAIAlB\\AILnATjlA\u{7f}ASAmJ_AQSA`F`AAILnATopAwALnAVAlJdAITdtAWLET\u{7f}tABSBA\u{7f}FfAAuFTyu\
        AALET\u{7f}uAHVAhJhAMTovAfAVAvFhA{ATixAQLET~xAEVAjJiAJTvyAbAVAhJiA\u{7f}AT`{AGLETk{AMVAnJjARTi|ABLnA\
        Ts|A}ALETt~AEVAiAlAJTe\u{7f}ACLnATp\u{7f}AhBVAvFmAqBTlbBRLnATfcBQVBAeEnAZTmdBgAVAiJnAwBTcfBCLpBVAjJo\
        AMTegBULnATbhBBLnATlhBLLET|hBBSA`FuAAoNTviBALETckBaALEThlBbCLETnoB\u{7f}ALEVBAC{AEThrBcAVBAeE{A\
        \u{7f}ATatBLLnATutB[LETtuBCLET{uBeCLETdyB\u{7f}BLETg|BcCLETn\u{7f}BdCLETvbC}BLEVBACdBETnfC[VBAeEdBwA\
        T\u{7f}gCULnAT|hClALnATpjCpALETdlCCLETklC~BLEVBACjBETdpC^VBAeEjBzATxqCDLnATdrC}ALETetCCLETltCgCLETww\
        CcALEVBACpBETuyClBLETe|CeCLETn\u{7f}CgCLETybDgCLETdfD[LETcgDeBVBAeEvBjBT~iDDLnATjjDMLpBTckDyALpBThmD\
        gBLpBT{oDELnCTppDoALnCTorD\u{7f}ALnCT~tD_LnCTmvDNLpBTgwDDLnATswDiALnATdyDlALnATxzD`CLnAT`~D_LnATg\
        \u{7f}DjALnATy`ERLpBTwaE|BLnCTceE]LpBTlfEaALETqgEBTnhEALETthEeCLET}kE`ALETamEdALnATmnEcALnATxoEOVBAe\
        EpCXT}pELSAkJqCAgBLpBT`rEKVAiJrCXTzrEBLnCTlsEKVAoJsC\\TptEALpBT}tEBLnCVAjJuCQTbvEULpBTcwEBLnATnwEBLE\
        TxwEB
        """
}

private var code_ViewController_selection_conformance_mustache: StaticString {
        """
        SAsJBA}USAuFCA{ITjAAL@ThBJVAUEKThCXLEVBACFET{D~BLnAVApJGITzHPLETnICLETuI\u{7f}BLETxLpBLEVBACLETcP\
        \u{7f}BLnAVApJMITcTbALETiUCLEVBACPETgVpBLnAT\u{7f}XwBLnAT~[FVApJROT}\\WLpBT`^vASAqJTAHLpBTr`AVLpBTdb\
        AGLnATsbABSBMNYAjALnATvcA|BLnATzfAYLpBT\u{7f}gAdALpBToiAGLnAT~iABLnAVArJ`AITqkAPLETelABSBMNbAAlAT\
        \u{7f}lAALETemAvBLEVBACeAETvpArBLnATpsAaBLETuuABPf|HAiAAL@TnvABSA\u{7f}FlAAqKTwwAAL@TzxAJVAUnAKTzyA]\
        LEVBACoAETr{AULnATo|AoBLETb\u{7f}ALLnAVApJrAITo`BPLETcaBCLETjaB\u{7f}BLETmdBrBLEVBACwAETzgBULnATwhBl\
        BLETgkBLLnAVApJzAITtlBPLEThmBCLEVBAC}AETfnB`CLnATnqBwBLnATmtBFVApJ\u{7f}AOTluBWLpBTovB|ASAqJaBAHLpBT\
        gyBVLpBTyzBGLnATh{BBSBMNfBAjALnATk|B|BLnATo\u{7f}B^LpBTy`CdALpBTibCGLnATxbCBLnAVArJmBITkdCPLET\u{7f}\
        dCBSBMNoBAlATyeCALET\u{7f}eCvBLEVBACrBETpiCbCLnATzlCfBLETdoCBPf|HAvBAL@T}oCB
        """
}

private var code_ViewController_selection_tap_mustache: StaticString {
        """
        SA\u{7f}GBAjJSAqJCASL@ThB~BL@TfEWL@T}EVIAqJHA^L@TsG}BL@VAoFJAT`KAVAtJJRTsK`AL@TcMIVAaGLJT\u{7f}MAL@V\
        BfGdGMAT{NBLETaOGVAeCNLTxOKVA`HNgATuPBLET{PHVAaHOMTtQJVAbHOhAVAuJOwAVAvJOgBToSAL@TpSSLETgT~ALnAVAwJR\
        ITaW[LET`XPSAxJTAWLETpYnBLETb\\FVAxJVKTb]QSAqJXAGLETc_aASAzJ[A_LETfaAYVApH\\^TrbALVBAyJ\\}AT\u{7f}cA\
        BIAzJ^AhALETaeATVBAT_YTsfAQVAO_hBTvgAAVAY_{BThhACL@TwhABIA\u{7f}GcAAkHSAqJdAA[L@TejAtBL@TylAXVAaGfAY\
        TdnABSAzJhAAhDL@TdoATVApHiAUTkpALVBAyJiAtATxqABIAqJjAA~BSA{JkAA[L@VAoFlAAThsAAVAtJlART{sA`AIA{JnAArA\
        L@TwuAaALET|vAiBLEVAoFqAETyyAAVAtJqAVTlzA`AL@Tl{ABIAzJvAAnBL@Th}AOVBATwAPTu~AQVAOwA\u{7f}ATx\u{7f}AA\
        VAYwArBTj`BCIAqJxAA[L@VAoFyAATmaBAVAtJyART`bB`A
        """
}

private var code_ViewController_selection_mustache: StaticString {
        """
        SAsJBAz\\TjAALET\u{7f}AULETxBbCSAqJGAULETnFeCLETwIfCLETaMgCIAqJLANLETlQ~BLETnTsBLETuWEVArJPJTjX\\SAx\
        GQA`CSA}JRAYLnATpZJVAYSSTk[fAPf|JoATIIA}JVAxALnATh_qBSAqJXAHLnATqbAVIAqJ[AZLnAVAoF\\IT\u{7f}dAAVAtJ\
        \\ZTreAaAIAxG`AAiELnAT}hAsALnATxjAMSAjEcAAgDSA}JdAAdALnATjlAFVA`EeAOVA~JeA^TmmABPf|JqBfAMIA}JhAAqBLn\
        ATjpAFVA`EiAOT\u{7f}pABLpBTmqAqBSAqJkAAHLpBTztAVIAqJnAA\\LpBVAoFoAMTlwAAVAtJoA^T\u{7f}wAaALnATnyABLE\
        Tk{ACLETr{A\u{7f}BLETu~AxALETq`BxASAxGzAAzBIA}J{AAHLnATscBFSA}J~AAaBSAtB\u{7f}AAhALnAT|eBJVAY`BSTwfB\
        lALnATkhBGVAtBaBPTgiBAIAtBcBAHLnAT~jBZIAxGhBAaDLnATinB\\SAjEjBA`CSAtBkBAmALnATopBFVA`ElBOTdqBEVAYlBc\
        ATzqBDVAtBlBxATsrBAIAtBnBAaALnATjtBFVA`EoBOT\u{7f}tBCVA|GoBaATyuBALnATdwBPLnAT|wBBLETlxBBSBMNvBAtATs\
        xBALETryBdCLETz|B\u{7f}ALET}~B}ALnAVAoF{BITraCrBLEThdCBTbeCALEVBAC\u{7f}BET\u{7f}eCqALnATxgC_SAqJaCA\
        ZLnAToiC~BLnATulCdCLnATapCVIAqJfCA`DSBMNgCAiALnATxrCgBLnATguCOLpBTbvCVLpBTdwCGLnATswCBLnATvxC|BLnATz\
        {CQVAoFoCZT{|CAVA\u{7f}JoCkATz}CILpBVAoFpCMT\u{7f}~CAVAtJpC^Tr\u{7f}CdALnAT~`DBLETnaDBSAqJtCAHPf`KAu\
        CA
        """
}

private var code_ViewController_storage_mustache: StaticString {
        """
        SA{HBAh^SAcKCAo[TjAALET}BsBLETtE`AVAaKFeATnGAVAeEF`BT~GBVA`GFqBTmHDSA\u{7f}FGAcCSAhGHA{BLnAT|I{BLnAT\
        \u{7f}LkALnATrNuBLnAToQzBLnATqToBLpBTlWNLnATbXCLnATmX^LpBTwYxBLnATw\\QLpBTt]eALnATa_BSAuFYAbVSAvEZAk\
        ALnATmaAwBLnATldAsALnATgfAeCLpBTxiAVLnATvjABIAvEbAAbASAxEcAAZLnATzlAeCLpBTkpAbALnATuqABSAzEiAA_TlrAA\
        LnAT\u{7f}sAeCLpBTpwAcALnAT{xABSAdFoAAwBTsyAALnAT|zAaCLnATe~ApALnAT}\u{7f}AmAVAeEsAvATyaBDLpBTibBsAL\
        nCTldByBLpBTqgBTLpBTqhBOLnAThiBBSAMzAAyFSAbK{AApFIAgG|AAyAThjBALnATelB`CLnATmoBzBLnATorBhBLnAT\u{7f}\
        tB\u{7f}BLpBTjxBELnATwxBBSAgGeBAeDTgyBALnAT`zB~BLnATf}BaCLnATo`C[LnATraC\u{7f}BLpBT}dCELnATjeCCLnATu\
        eCwBLnATthClALnAThjCeCLnATumCYLpBTznCkCLnATmrCDLpBT}rCnALpBTwtC[LnATzuCBSBMwF{BA}CTjvCALnATpxCqBLnAT\
        i{CrALnATc}CiALnATt~C\u{7f}BLpBT\u{7f}aDELnATlbDCLnATwbD}BLnAT|eDZLnAT~fDYLpBTchDcCLnATnkDDLpBT~kDqB\
        LpBT{nDrALnATupDBSAhGnCAlCTnqDALnATirD{BLnATluDkALnAT\u{7f}vDjBLnATqyD`BLnATy{DlBLpBTq~DNLnATg\u{7f}\
        DCLnATr\u{7f}DYLpBTw`EsBLnATrcEKLpBTidEcALnATteEBLETefEBIAcKbDAsATsfEALETyhE_VAaKdDdATrjEAVAeEdD\
        \u{7f}ATbkEBVA`GdDpBTqkEBTolEALETulEaALETzmEdALETroEbCIAvEkDAaALETjsEaAVAeElDfATztEBVAKlDwATguEDSAvE\
        nDAhDLETsvEfAVAbEoDkATbxEDVAeEoDxATuxEDLET}xE`AVAeEpDeATlzEBVAKpDvATyzEBLET\u{7f}zE`CLETc~E{BLEVBACs\
        DETyaFWLETtbFbCLETzeFbCLET`iFsALEVBACwDETnkFaA
        """
}

private var code_ViewController_swift_mustache: StaticString {
        """
        SAABAbxCL@TwAHVABCITgBmBL@TtDDL@TxD~BL@TvG\u{7f}BL@TuJnAL@VBACHATzLLVAUHdAT|MULETuNtBLEVBACJETdRDVAo\
        FJ`ATxRBVAdKJrATjSASAeKKAWLET~SiALETkUXVAeDM]TrVASAWOANLETwWjBLETeZmASAfKSA_LETw\\|BLEVBACUETn`A]VAS\
        UyATabACLETxbA{BLETweA~BLETyhA|BLETykA\u{7f}BLEVBAC[ETsoAWVAK[sATupAWLnATtqAcCLET{tABLETauA}BLETbxA|\
        BLETb{A{BLETa~A{BLET`aBzBLET~cBlALEVBACdAETefBUVAUdAqATpgBNLnATfhBILpBT{hBRLnCT}iBULpBT~jBBLnAThkBBL\
        ETnkBBPfgKAkAATllBASAeKmAAzBLETamBxASAWnA}AFTioBmATfqBBLEVBACoAETcrBQVAeDoAmASAWoA|AFTssBbASAvEoA~CE\
        TvuB_TfwBDLnATrwBUIAeKrAAuBLETiyBVSAWsA[FTozBmATl|BBLEVBACtAETi}BESAWtAaAFT~}B`ASAvEtAaCRSAWtArCETo`\
        CBTaaC]TobCDSAvEvAA^LnAT|cCYLnAT}dC_VBAeExAhATrfCYSAWzAAHLnATvhC_SAuF}AA]LnAVAoF~AITkkCeAVAhK~A~AT}l\
        CBSA\u{7f}F`BAcCLnATfnC~AVAhKaBgBTqpCBLnAT{pCUVAiKbB^T~qCASAjKcBAHLnAT|rC_SAkKfBAILnATluCcALnAVAoFiB\
        IT{wCULpBT|xC}BLnATs|CfASA\u{7f}FmBAaKSA~HnBAtBSAxIoBAkBLnATx\u{7f}C}BLnAT}bDcASAaIrBApALnATxdDGVAlK\
        sBPTseD^LpBT}fDFVA`ItBSTmgDVLnATkhDBSAmKyBAPLnAVAoFzBITqkDpBSApK|BA`DLnATyoDbCLnATcsD\u{7f}BLnATjvDb\
        BLnAVAoF`CITdyD~ALpBTn{DjALpBTd}D[LpBTk~DmASA}FdCAaALpBTy`ENVAnKeC[TwaECVAoKeCnATkbEZLpBTfdE|BLnATjg\
        EBSBQlHjCAyBLnATeiE`CLnATmlEhALnAT}mEjBLnATopEmALpBThrEfBLnATvtEpALpBTrvEmALnCToxEyBLnATp{EBLnATz{Ep\
        CLnAT|`FlBSAsJxCAQSAqJyCAILnATodFdASBMN}CARLnATsgFfALnATaiFnBSA`JaDAILnAT|lFkASAdFdDAILnATzoFkCSAhGg\
        DA|ALnAT}tFaCIAvEiDAILnATxxFsASAvElDAZLnATw{FvALpBTy}FuBLnATv`GBIAaFrDARSBQhHsDAILnATmcG}ASAaFwDAjAL\
        nATngGbASBQhHyDAHLpBTtiGYLpBTqkG[LnATtlGBSAfC\u{7f}DATLnAT~mGHVAeC`EQTvnGALETioGCLETpoGeAVAUdEjATkqG\
        VLEVBACeEET|rGaALnATetGLVAUfEUTguGVLETavGCLEVBACiEET\u{7f}vG[LnATbxGGVAoFjEPTyxGALET~xGCLEVBACmEET|y\
        G^LnATb{GTIAsJoEAaALnATm|GvBLnATk\u{7f}G|ALnAVAoFrEIT\u{7f}aHYSAsJtEAXLnAT~cHsBLnAVAoFvEITigHQSA~HxE\
        A`ASA}HyEAXLnATbjH~ALnAVAoF{EITxlHQSBMpG~EAXLnATepHmBLnAVAoF`FITjsHQSBMNbFAvALnAT\u{7f}uHeCLnATlyH[S\
        AqKeFAMLnAV@fFIT~zHALnATm|H\\LnATq}HUSAuFkFAfESAjKlFAWLnATi`IWLnAVAoFnFITxaIXSAaEpFAgALnAVAoFqFIThdI\
        JVABqFcATzdI_VABqFjBTafIRSAaFsFAnBSArKtFAXLnATohI{ALnAVAoFvFITbkIQSAkJxFAeALnAVAoFyFITmmIKLpBTdnIfBV\
        AmAzFsBTdqIBPfsKA~FAPftKA\u{7f}FASA`J`GAHLnAT}tINLnAT\u{7f}uIULETxvIBPfuKAeGASAwKfGAvDTswIALETtxIaCL\
        ETy{IpALETm}ImAVAeEjGrATi\u{7f}IDIAvEkGArALnATg`JTVAeElG]TjaJSLpBTibJkAVAvKmGxATqdJBLnAT{dJTSAvEpGAZ\
        LnAT{fJnALpBTuhJmBLnATjkJTLnATxlJOLETkmJBSAvExGAdBTgnJALET\u{7f}nJ\u{7f}BLETbrJ}BLETcuJ\\LEVBAC}GETz\
        vJpALnATrxJoCLnATi|JiBLETv~JBPfxKAbHAPfyKAcHAPfzKAdHATi\u{7f}JALEThbKPSA|AgHAqgATccKASAbAiHATLETwcK\
        \\VAFjHaATbeK`BIAbAlHA[SAeAmHASLETqhKYVAFnH^TyiKgAIAeAqHAZLETplKPVAFrHUTomKbBLETuoK\\LETdqK~BSAdAvHA\
        PLETxtKeCLETaxKwBSA{KzHAHLET}{K}BLEVBAC}HETd`LEVA`A}HaATv`LAVAI}HoATiaLWVA|K}HxBTtbLDSAxG~HAgNLnATpc\
        LJVAY\u{7f}HSTkdLfASA\u{7f}G`IAzILnATffLIVAYaIRT`gLDLnAVBfGdGbIITghLBLpBTuhLGVAeCcITTliLKVA`HcIoATij\
        LBLpBTwjLHVAaHdIUTpkLJVAbHdIpAVAuJdI\u{7f}AVAvJdIoBTkmLALnATtmLSLpBTsnLtBLpBTsqLbBVAYgIoBTftL[LpBTmu\
        LPSAxJiIA]LpBTewLnBLpBT\u{7f}yLFVAxJkIST\u{7f}zLQSAzJmIAbALpBTf}LYVApHnIfATr~LLVAyJnIeBTx\u{7f}LBIAz\
        JpIAuALpBTbaMTVBATqIaATtbMQVAOqIpBTwcMAVAYqIcCVA}KqItCTzdMCLnATieMBIA\u{7f}GuIAgCSAzJvIAaALnATegMTVA\
        pHwI]TlhMLVAyJwI|ATriMBIAzJyIAtALnATxjMOVBATzIXTelMQVAOzIgBThmMAVAYzIzBVA}KzIkCTknMCIAxG~IAgRLnATqpM\
        sALnATlrMMSAjEaJAeQSA\u{7f}KbJAxOSA\u{7f}GcJA~JLnATftMFVA`EdJOVA~KdJ^TjuMBLpBTxuMPLpBVBfGdGfJMTowMBL\
        nCTaxMGVAeCgJXTxxMKVA`HgJsATuyMBLnCTgzMHVAaHhJYT`{MJVAbHhJtAVAuJhJcBVAvJhJsBT{|MALpBTh}MSLnCTk~MtBLn\
        CToaN~ALqCTadNFVA`ElJ[TvdNEVAYlJoATleN]LnCTyfNPSAxJnJA]LnCTuhNnBLnCTskNFVAxJpJWTslNQSAzJrJAbALnCT~nN\
        YVApHsJjATjpNLVAyJsJiBTpqNBIAzJuJAuALnCT~rNTVBATvJeATptNQVAOvJtBTsuNAVAYvJgCVA}KvJxCTvvNCLpBTewNBIA\
        \u{7f}GzJAhDLnATwxNFVA`E{JOTlyNEVAY{JcATbzNCSAzJ|JAbALpBT\u{7f}zNTVApH}JaATf|NLVAyJ}J`BTl}NBIAzJ\
        \u{7f}JAtALpBTv~NOVBAT`K\\Tc`OQVAO`KkBTfaOAVAY`K~BVA}K`KoCTibOCIA\u{7f}KdKA\\LnATidOFVA`EeKOT~dOBLpB\
        TleOFLnAT}eOBLEThfOBPf`LAmKAPfaLAnKAPfbLAoKASAdLpKAaETsfOALETkkOQVAFrKVTklOWVAbErK|ATkmOWLETfnOMVAdG\
        sKRTaoOCVAYsKcATuoOBVAHsKvATdpOEVA~CsKhBTvpOCSAjEtKAaALnATlqOCVAbJuKLTfrOJVApHuKmATcsOCLnATysOGVAcLw\
        KPTztOALET\u{7f}tOBPfeLAzKAPffLA{KATruOALETuwOQPfgLA~KAL@T\u{7f}xOBPfhLA`LAPfiLAaLAPfjLAbLAPfkLAcLAP\
        flLAdLAPfmLAeLAPfnLAfLA
        """
}

private var code_header_mustache: StaticString {
        """
        L@TkACVAoLBDTzAAL@T{A]VApLC^ThCwASArLEAPL@TzEGVAqLFHTyFAL@TuGGVAsLHHTiHA
        """
}

private var text_Action_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// A button tap of the {{screen.name}} screen that does not navigate: the spec gives its event no route.
        {{screen.accessPrefix}}enum {{screen.actionType}}: Hashable, Sendable {
        {{#actions}}
            /// {{description}}
            case {{caseName}}({{modelType}}{{valueParameter}})
        {{/actions}}
        {{#editing.multiSelect}}
        {{#buttons}}
            /// The {{description}} batch button: the rows selected in edit mode, in list order.
            case {{caseName}}([{{screen.rowType}}])
        {{/buttons}}
        {{/editing.multiSelect}}
        {{#feed.emptyState}}
        {{#action}}
        {{#actionCaseName}}
            /// The empty state's button.
            case {{.}}
        {{/actionCaseName}}
        {{/action}}
        {{/feed.emptyState}}
        }

        /// Performs the actions of the {{screen.name}} screen. The controller holds it weakly.
        @MainActor
        {{screen.accessPrefix}}protocol {{screen.actionHandlingType}}: AnyObject {
            /// Performs `action`, triggered by a button in `controller`'s list.
            func {{screen.actionHandlerMethod}}(_ controller: {{screen.viewControllerType}}, perform action: {{screen.actionType}})
        }

        """#
}

private var text_Cell_content_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#contentView}}
        /// Your view for the rows of a `{{cell.name}}`: it shows one `{{cell.modelType}}`, and the cell does the rest.
        ///
        /// The cell creates the view once, pins it to its content view's layout margins with Auto Layout,
        /// wires its buttons with `UIAction` (add no target or action of your own), calls `show(_:)` from
        /// `configure(with:at:)`{{#loadsImages}} (then `loadImages(for:with:)`){{/loadsImages}} and `prepareForReuse()` from its
        /// own. The view decides how a row looks.
        @MainActor
        {{screen.accessPrefix}}protocol {{protocolName}}: UIView {
            /// Creates the view, laid out with Auto Layout.
            init()
            /// Shows `{{cell.parameterName}}`. Called each time the cell shows a row, a recycled cell too.
            func show(_ {{cell.parameterName}}: {{cell.modelType}})
            /// Clears what `show(_:)` set. Called from the cell's `prepareForReuse()`.
            func prepareForReuse()
        {{#loadsImages}}
            /// Loads the images of `{{cell.parameterName}}` with `images.load(_:into:placeholder:)`. Called after
            /// `show(_:)`; the cell cancels the loads on reuse, and an image arrives only for this row.
            func loadImages(for {{cell.parameterName}}: {{cell.modelType}}, with images: ListRowImages<{{cell.modelIDType}}>)
        {{/loadsImages}}
        {{#controlEvents}}
            /// The {{description}} button. The cell wires it; its title and look are yours.
            var {{buttonName}}: UIButton { get }
        {{/controlEvents}}
        }

        {{/contentView}}

        """#
}

private var text_Cell_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#cell}}
        {{> Cell-content}}
        {{#hasDelegate}}
        /// Receives the button taps of a `{{name}}`.
        @MainActor
        {{screen.accessPrefix}}protocol {{delegateProtocol}}: AnyObject {
        {{#hookEvents}}
        {{#isSwitch}}
            /// The {{description}} switch of `cell` was toggled; `isOn` is its new value.
            func {{tapMethod}}(_ isOn: Bool, in cell: {{cellName}})
        {{/isSwitch}}
        {{#sendsControl}}
            /// The {{description}} button of `cell` was tapped: `control` is the button{{#hasAccessibilityAction}}, nil when the cell's
            /// accessibility action was performed{{/hasAccessibilityAction}}.
            func {{tapMethod}}(in cell: {{cellName}}, from control: UIView?)
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            /// The {{description}} accessibility action of `cell` was performed.
            func {{tapMethod}}(in cell: {{cellName}})
        {{/hasButton}}
        {{/isSwitch}}
        {{/hookEvents}}
        }

        {{/hasDelegate}}
        /// Shows one `{{modelType}}` and reports taps on its buttons.
        ///
        /// The cell renders and reports intent; it knows nothing about navigation. It never stores an
        /// index path, and `prepareForReuse()` clears every hook, so a recycled cell cannot fire the
        /// previous row's handler.
        {{#hasAccessibilityActions}}
        ///
        /// Every button, and every other event that is not a swipe action, is also an accessibility custom
        /// action of the cell, so VoiceOver users can act on the row without finding the button. Swipe
        /// actions are not: UIKit offers them to VoiceOver itself.
        {{/hasAccessibilityActions}}
        {{#contentView}}
        ///
        /// Layout: your `{{viewType}}` fills the content view's layout margins; it shows the row and holds
        /// the buttons (`{{protocolName}}`).
        {{/contentView}}
        {{#usesListContentView}}
        ///
        /// Layout: the row's text and image fill the top of the cell; the buttons sit below them, at the
        /// trailing margin, side by side and at most {{maxButtonsPerLine}} to a line (more go on further lines).
        /// Auto Layout places everything, so the buttons follow Dynamic Type and never cover or squeeze
        /// the row's text.
        {{/usesListContentView}}
        {{screen.accessPrefix}}final class {{name}}: {{superclass}} {
        {{#isTableCell}}
            /// The reuse identifier this cell is registered under.
            static let reuseIdentifier = {{reuseIdentifierLiteral}}

            /// Dequeues a cell of this class, registered under ``reuseIdentifier``, for `indexPath`.
            static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {
                tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Self
            }

        {{/isTableCell}}
        {{#hasClosures}}
        {{#hookEvents}}
        {{#isSwitch}}
            /// Called with the new value when the {{description}} switch is toggled. Cleared in `prepareForReuse()`.
            var {{closureName}}: ((Bool) -> Void)?
        {{/isSwitch}}
        {{#sendsControl}}
            /// Called with the button when the {{description}} button is tapped{{#hasAccessibilityAction}}, with nil when the cell's
            /// accessibility action is performed{{/hasAccessibilityAction}}. Cleared in `prepareForReuse()`.
            var {{closureName}}: ((UIView?) -> Void)?
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            /// Called when the {{description}} accessibility action is performed (the event has no button).
            /// Cleared in `prepareForReuse()`.
            var {{closureName}}: (() -> Void)?
        {{/hasButton}}
        {{/isSwitch}}
        {{/hookEvents}}

        {{/hasClosures}}
        {{#hasDelegate}}
            /// Receives button taps. Weak, so the cell never keeps its controller alive.
            weak var delegate: (any {{delegateProtocol}})?

        {{/hasDelegate}}
            /// The stable ID of the row this cell shows, or nil while it shows none.
            private(set) var rowID: {{modelIDType}}?
        {{#display.imageURL}}
            /// Loads the image from `{{fieldName}}` for the row shown, and drops a result for any other row or URL.
            private let imageSlot = ListImageSlot<{{cell.modelIDType}}>()
            /// The row's `{{fieldName}}`, loaded by `loadImage(with:)`.
            private var imageURL: URL?
        {{#hasPlaceholder}}
            /// Shown until the image arrives, for a row without URL and after a failed load.
            private let imagePlaceholder = {{placeholderExpression}}
        {{/hasPlaceholder}}
        {{/display.imageURL}}
        {{#display.accessories}}
        {{#badge}}
            /// Shows the row's `{{fieldName}}` count; hidden while it is 0.
            private let badgeLabel = UILabel()
        {{/badge}}
        {{/display.accessories}}
        {{#usesListContentView}}
            /// Shows the row's text and image, above the buttons.
            private let listContentView = UIListContentView(configuration: .cell())
        {{/usesListContentView}}
        {{#contentView}}
            /// Your `{{viewType}}`, created once with the cell. Typed by its protocol, so the compiler checks
            /// that the view conforms to `{{protocolName}}`.
            let content: some {{protocolName}} = {{viewType}}()
        {{#loadsImages}}
            /// The loads of your view's images, for the row shown; cancelled on reuse.
            private let imageSlots = ListImageSlots<{{cell.modelIDType}}>()
            /// The row shown, whose images `loadImage(with:)` asks your view to load.
            private var imageRow: {{cell.modelType}}?
        {{/loadsImages}}
        {{/contentView}}
        {{#events}}
        {{#hasButton}}
        {{^cell.hasContentView}}
        {{#isSwitch}}
            /// Shows the row's `{{switchValueExpression}}`; a toggle reports the new value.
            private let {{buttonName}} = UISwitch()
        {{/isSwitch}}
        {{^isSwitch}}
            private let {{buttonName}} = UIButton(configuration: .plain())
        {{/isSwitch}}
        {{/cell.hasContentView}}
        {{#cell.hasContentView}}
            /// Your view's {{description}} button, wired by this cell.
            private var {{buttonName}}: UIButton { content.{{buttonName}} }
        {{/cell.hasContentView}}
        {{/hasButton}}
        {{#offeredName}}
            /// Whether the row shown offers the {{description}} accessibility action (`enabled`/`visible`).
            private var {{offeredName}} = true
        {{/offeredName}}
        {{/events}}
        {{#filtersAccessibilityActions}}
            /// Every accessibility action, in event order; `accessibilityCustomActions` offers those of the
            /// events the row offers now (enabled and visible).
            private var allAccessibilityActions: [UIAccessibilityCustomAction] = []
        {{/filtersAccessibilityActions}}

        {{#isTableCell}}
            {{screen.accessPrefix}}override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
        {{#hasContentView}}
                installContent()
        {{/hasContentView}}
        {{#hasEvents}}
                {{installMethod}}()
        {{/hasEvents}}
            }
        {{/isTableCell}}
        {{#isCollectionCell}}
            {{screen.accessPrefix}}override init(frame: CGRect) {
                super.init(frame: frame)
        {{#hasContentView}}
                installContent()
        {{/hasContentView}}
        {{#hasEvents}}
                {{installMethod}}()
        {{/hasEvents}}
            }
        {{/isCollectionCell}}

            @available(*, unavailable, message: "{{name}} is created in code")
            {{screen.accessPrefix}}required init?(coder: NSCoder) {
                fatalError("{{name}} is created in code")
            }

            /// Shows `{{parameterName}}`. The index path is for position-dependent styling only: it is not
            /// stored, because it goes stale as soon as rows move.
            func configure(with {{parameterName}}: {{modelType}}, at indexPath: IndexPath) {
                rowID = {{parameterName}}.id
        {{#hasContentView}}
                content.show({{parameterName}})
        {{#contentView}}
        {{#loadsImages}}
                imageRow = {{cell.parameterName}}
        {{/loadsImages}}
        {{/contentView}}
        {{/hasContentView}}
        {{^hasContentView}}
        {{^display.hasContent}}
                {{contentTarget}} = {{display.contentConfigurationExpression}}
        {{/display.hasContent}}
        {{#display.hasContent}}
                var content = {{display.contentConfigurationExpression}}
        {{#display}}
        {{#hasText}}
                content.text = {{text}}
        {{/hasText}}
        {{#hasSecondaryText}}
                content.secondaryText = {{secondaryText}}
        {{/hasSecondaryText}}
        {{#imageExpression}}
                content.image = {{imageExpression}}
        {{/imageExpression}}
        {{#textColorExpression}}
                // `select.enabled`: a row that cannot be selected shows dimmed; set for every row (reuse, `update`).
                content.textProperties.color = {{textColorExpression}}
        {{/textColorExpression}}
        {{/display}}
                {{contentTarget}} = content
        {{#display.imageURL}}
                imageURL = {{urlExpression}}
        {{/display.imageURL}}
        {{/display.hasContent}}
        {{#display.indentationExpression}}
                // `display.indentation`: set for every row, so a reused cell never keeps another row's level.
                indentationLevel = {{display.indentationExpression}}
        {{/display.indentationExpression}}
        {{#display.accessories}}
                // `display.accessory`, `display.badge`: set for every row, so a reused cell never keeps another row's.
        {{#badge}}
                badgeLabel.text = {{textExpression}}
        {{/badge}}
        {{#cell.isTableCell}}
        {{#accessoryTypeExpression}}
                accessoryType = {{accessoryTypeExpression}}
        {{/accessoryTypeExpression}}
        {{#badge}}
                accessoryView = {{countExpression}} == 0 ? nil : badgeLabel
        {{/badge}}
        {{/cell.isTableCell}}
        {{#cell.isCollectionCell}}
                // The accessories the cell keeps (its buttons, a reorder control), then this row's.
                let rowAccessoryTypes: [UICellAccessory.AccessoryType] = [{{accessoryTypesLiteral}}]
                var shown = accessories.filter { !rowAccessoryTypes.contains($0.accessoryType) }
        {{#badge}}
                let badge = UICellAccessory.CustomViewConfiguration(
                    customView: badgeLabel, placement: .trailing(), isHidden: {{countExpression}} == 0)
                shown.append(.customView(configuration: badge))
        {{/badge}}
        {{#cellAccessories}}
                shown.append({{expression}})
        {{/cellAccessories}}
                accessories = shown
        {{/cell.isCollectionCell}}
        {{/display.accessories}}
        {{/hasContentView}}
        {{#touchHighlightStatement}}
                // `select.highlight: false`: the row stays tappable, without the grey highlight.
                {{touchHighlightStatement}}
        {{/touchHighlightStatement}}
        {{#hasEventStates}}
        {{#events}}
        {{#hasButton}}
        {{#enabledExpression}}
                {{buttonName}}.isEnabled = {{enabledExpression}}
        {{/enabledExpression}}
        {{#hiddenExpression}}
                {{buttonName}}.isHidden = {{hiddenExpression}}
        {{/hiddenExpression}}
        {{/hasButton}}
        {{#offeredName}}
                {{offeredName}} = {{offeredExpression}}
        {{/offeredName}}
        {{/events}}
        {{/hasEventStates}}
        {{#events}}
        {{#switchValueExpression}}
                // The row's value, set for every row without animation: a reused cell never shows the last row's.
                {{buttonName}}.setOn({{.}}, animated: false)
        {{/switchValueExpression}}
        {{/events}}
        {{#events}}
        {{#stateTexts}}
                // Follows the row's state: set from this row on every configuration, never kept from the last.
        {{#buttonTitle}}
                {{buttonName}}.configuration?.title = {{buttonTitle}}
        {{/buttonTitle}}
        {{#buttonSystemImage}}
                {{buttonName}}.configuration?.image = UIImage(systemName: {{buttonSystemImage}})
        {{/buttonSystemImage}}
        {{#buttonAccessibilityLabel}}
                {{buttonName}}.accessibilityLabel = {{buttonAccessibilityLabel}}
        {{/buttonAccessibilityLabel}}
        {{#accessibilityActionName}}
                {{accessibilityAction}}.name = {{accessibilityActionName}}
        {{/accessibilityActionName}}
        {{/stateTexts}}
        {{/events}}
        {{#filtersAccessibilityActions}}
                offerAvailableAccessibilityActions()
        {{/filtersAccessibilityActions}}
            }

            {{screen.accessPrefix}}override func prepareForReuse() {
                super.prepareForReuse()
        {{#hasClosures}}
        {{#hookEvents}}
                {{closureName}} = nil
        {{/hookEvents}}
        {{/hasClosures}}
        {{#hasDelegate}}
                delegate = nil
        {{/hasDelegate}}
        {{^hasContentView}}
                // The content configuration stays: `configure(with:at:)` replaces it, and setting it to nil
                // would make UIKit build a new content view on every reuse.
        {{/hasContentView}}
                rowID = nil
        {{#display.imageURL}}
                // A load still running is for the previous row: cancelled, and its result dropped.
                imageSlot.cancel()
                imageURL = nil
        {{/display.imageURL}}
        {{#contentView}}
        {{#loadsImages}}
                // The loads still running are for the previous row: cancelled, and their results dropped.
                imageSlots.cancel()
                imageRow = nil
        {{/loadsImages}}
        {{/contentView}}
        {{#hasContentView}}
                content.prepareForReuse()
        {{/hasContentView}}
        {{#events}}
        {{#isSwitch}}
                {{buttonName}}.setOn(false, animated: false)
        {{/isSwitch}}
        {{/events}}
        {{#hasEventStates}}
        {{#events}}
        {{#hasButton}}
        {{#enabledExpression}}
                {{buttonName}}.isEnabled = true
        {{/enabledExpression}}
        {{#hiddenExpression}}
                {{buttonName}}.isHidden = false
        {{/hiddenExpression}}
        {{/hasButton}}
        {{#offeredName}}
                {{offeredName}} = true
        {{/offeredName}}
        {{/events}}
        {{/hasEventStates}}
        {{#filtersAccessibilityActions}}
                offerAvailableAccessibilityActions()
        {{/filtersAccessibilityActions}}
            }
        {{#display.imageURL}}

            /// Loads the row's image through `loader`, once `configure(with:at:)` has shown the placeholder (or the
            /// image already loaded for this row and URL). The image is shown only if it arrives while the cell
            /// still shows this row and URL; a failed load keeps the placeholder.
            func loadImage(with loader: any ListImageLoader) {
                guard let rowID else { return }
                imageSlot.load(imageURL, for: rowID, with: loader) { [weak self] image in
                    self?.showLoadedImage(image)
                }
            }

            /// Puts `image` into the content configuration the cell shows.
            private func showLoadedImage(_ image: UIImage) {
                guard var content = {{cell.contentTarget}} as? UIListContentConfiguration else { return }
                content.image = image
                {{cell.contentTarget}} = content
            }
        {{/display.imageURL}}
        {{#contentView}}
        {{#loadsImages}}

            /// Asks your view to load the row's images through `loader`, once `configure(with:at:)` has shown
            /// the row. An image is shown only while the cell still shows this row.
            func loadImage(with loader: any ListImageLoader) {
                guard let rowID, let imageRow else { return }
                content.loadImages(for: imageRow, with: imageSlots.images(for: rowID, with: loader))
            }
        {{/loadsImages}}
        {{/contentView}}
        {{#filtersAccessibilityActions}}

            /// Offers VoiceOver the actions of the events that are enabled and visible now.
            private func offerAvailableAccessibilityActions() {
                let offered = [
        {{#accessibilityActionEvents}}
                    {{offeredCheck}}{{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/accessibilityActionEvents}}
                ]
                accessibilityCustomActions = zip(offered, allAccessibilityActions)
                    .filter { isOffered, _ in isOffered }
                    .map { _, action in action }
            }
        {{/filtersAccessibilityActions}}
        {{#hasEvents}}
        {{#hookEvents}}

        {{#isSwitch}}
            /// Reports a toggle of the {{description}} switch, with its new value.
            private func {{reportMethod}}() {
        {{#cell.hasClosures}}
                {{closureName}}?({{buttonName}}.isOn)
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}({{buttonName}}.isOn, in: self)
        {{/cell.hasDelegate}}
            }
        {{/isSwitch}}
        {{#sendsControl}}
            /// Reports a tap on the {{description}} button: `control` is the `UIAction`'s sender{{#hasAccessibilityAction}}, nil for the
            /// cell's accessibility action{{/hasAccessibilityAction}}.
            private func {{reportMethod}}(from control: UIView?) {
        {{#cell.hasClosures}}
                {{closureName}}?(control)
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}(in: self, from: control)
        {{/cell.hasDelegate}}
            }
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            /// Reports the {{description}} accessibility action (the event has no button).
            private func {{reportMethod}}() {
        {{#cell.hasClosures}}
                {{closureName}}?()
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}(in: self)
        {{/cell.hasDelegate}}
            }
        {{/hasButton}}
        {{/isSwitch}}
        {{/hookEvents}}

        {{#hasButtons}}
            /// Sets up the buttons, wires each to its hook with a `UIAction`, and offers each event that is not
            /// a swipe action as an accessibility custom action.
        {{/hasButtons}}
        {{^hasButtons}}
            /// Offers each event that is not a swipe action as an accessibility custom action. The cell shows no
            /// button: its events are swipe actions or context-menu items.
        {{/hasButtons}}
            private func {{installMethod}}() {
        {{#events}}
        {{#hasButton}}
        {{^isSwitch}}
        {{^cell.hasContentView}}
                var {{configurationName}} = UIButton.Configuration.plain()
        {{#hasTitle}}
                {{configurationName}}.title = {{titleLiteral}}
        {{/hasTitle}}
        {{#hasSystemImage}}
                {{configurationName}}.image = UIImage(systemName: {{systemImageLiteral}})
        {{/hasSystemImage}}
        {{#isDestructive}}
                {{configurationName}}.baseForegroundColor = .systemRed
        {{/isDestructive}}
                {{buttonName}}.configuration = {{configurationName}}
        {{/cell.hasContentView}}
        {{/isSwitch}}
        {{#needsAccessibilityLabel}}
                {{buttonName}}.accessibilityLabel = {{accessibilityLabelLiteral}}
        {{/needsAccessibilityLabel}}
                {{buttonName}}.accessibilityIdentifier = {{accessibilityIdentifierLiteral}}
        {{#isSwitch}}
                {{buttonName}}.addAction(UIAction { [weak self] _ in self?.{{reportMethod}}() }, for: .valueChanged)
        {{/isSwitch}}
        {{^isSwitch}}
                // The action's sender is the button, set while the handler runs: read then, never kept.
                {{buttonName}}.addAction(
                    UIAction { [weak self] action in self?.{{reportMethod}}(from: action.sender as? UIView) },
                    for: .primaryActionTriggered)
        {{/isSwitch}}

        {{/hasButton}}
        {{/events}}
        {{#hasAccessibilityActions}}
                {{accessibilityActionsTarget}} = [
        {{#accessibilityActionEvents}}
                    UIAccessibilityCustomAction(name: {{accessibilityLabelLiteral}}) { [weak self] _ in
                        guard let self else { return false }
                        self.{{reportMethod}}({{#sendsControl}}from: nil{{/sendsControl}})
                        return true
                    }{{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/accessibilityActionEvents}}
                ]
        {{/hasAccessibilityActions}}
        {{#filtersAccessibilityActions}}
                offerAvailableAccessibilityActions()
        {{/filtersAccessibilityActions}}
        {{#usesListContentView}}
                let buttons = UIStackView(arrangedSubviews: [
        {{#buttonLines}}
                    buttonLine([{{#buttons}}{{buttonName}}{{^isLast}}, {{/isLast}}{{/buttons}}]){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/buttonLines}}
                ])
                buttons.axis = .vertical
                buttons.alignment = .trailing
                buttons.spacing = 4
                listContentView.translatesAutoresizingMaskIntoConstraints = false
                buttons.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(listContentView)
                contentView.addSubview(buttons)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    buttons.topAnchor.constraint(equalTo: listContentView.bottomAnchor),
                    buttons.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
                    buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
        {{/usesListContentView}}
        {{^usesListContentView}}
        {{#hasButtons}}
        {{^hasContentView}}
                let buttons = UIStackView(arrangedSubviews: [{{#buttons}}{{buttonName}}{{^isLast}}, {{/isLast}}{{/buttons}}])
                buttons.axis = .horizontal
                buttons.spacing = 8
                accessories = [.customView(configuration: .init(customView: buttons, placement: .trailing()))]
        {{/hasContentView}}
        {{/hasButtons}}
        {{/usesListContentView}}
            }
        {{#usesListContentView}}

            /// One line of buttons, side by side.
            private func buttonLine(_ lineButtons: [UIView]) -> UIStackView {
                let line = UIStackView(arrangedSubviews: lineButtons)
                line.axis = .horizontal
                line.spacing = 8
                return line
            }
        {{/usesListContentView}}
        {{/hasEvents}}
        {{#contentView}}

            /// Adds your `{{viewType}}` to the content view, pinned to its layout margins.
            private func installContent() {
                content.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(content)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: margins.topAnchor),
                    content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
            }
        {{/contentView}}
        }
        {{/cell}}

        """#
}

private var text_ListRowStore_anchors_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Anchors

        /// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:
        /// actionSheet`): the button that was tapped, while it is in the cell that shows the row; else that
        /// cell (a swipe action, menu item, VoiceOver action or row tap); looked up when the tap acts, never
        /// captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit raises
        /// when it presents a popover in a regular width (iPad).
        /// The generated router receives it with every route; a router of your own can point its own popovers
        /// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
        @MainActor
        {{publicAccess}}struct ListAnchor {
            /// The view the popover points at: the tapped button, the row's cell, or the list when the row has
            /// no cell on screen.
            {{publicAccess}}let sourceView: UIView

            /// An anchor on `sourceView`, pointing at its bounds.
            {{publicAccess}}init(sourceView: UIView) {
                self.sourceView = sourceView
            }

            /// Points `viewController`'s popover at this anchor (`sourceView`, and `sourceRect` its bounds);
            /// does nothing when `viewController` is not presented as a popover.
            {{publicAccess}}func point(_ viewController: UIViewController) {
                guard let popover = viewController.popoverPresentationController else { return }
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
        }

        """#
}

private var text_ListRowStore_collapse_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Collapsed sections

        extension ListRowStore {
            /// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.
            func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as
            /// they are now, with every change made meanwhile). The rows stay in the store either way: their
            /// IDs, the selected row and the rows selected for batch actions, which show selected again on
            /// expanding. A section that is already so changes nothing. In one update of the list, animated in
            /// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.
            func setSection(_ section: Section, collapsed: Bool) {
                guard collapsedSections.contains(section) != collapsed else { return }
                guard let place = index(of: section) else {
                    // Not in the list now (sections from the rows): the state waits for the section.
                    if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }
                    return
                }
                if collapsed {
                    let hidden = shown[place].indices.map { IndexPath(item: $0, section: place) }
                    change(.delete(hidden), indexPathsShown: true) { collapsedSections.insert(section) }
                } else {
                    let revealed = activeSearch.shown(sections)[place].indices.map { IndexPath(item: $0, section: place) }
                    change(.insert(revealed), indexPathsShown: true) { collapsedSections.remove(section) }
                }
            }

            /// The rows the list shows, by section: every row, or during a search the rows it finds; none of a
            /// collapsed section.
            fileprivate func shownRows() -> [[Row]] {
                let found = activeSearch.shown(sections)
                guard !collapsedSections.isEmpty else { return found }
                return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }
            }
        }

        """#
}

private var text_ListRowStore_images_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Images from URLs

        /// Loads the images of `display.image: { url: }` for the generated screens of this module. Implement it
        /// with what your app uses (URLSession, Nuke, Kingfisher, SDWebImage) and pass it to the screen's
        /// initializer (`imageLoader:`).
        ///
        /// Call `completion` on the main actor, once, with the image or with nil when the load failed (the
        /// placeholder stays). A cell cancels its load when it is reused; a completion that still arrives after
        /// `cancel()` is dropped, so a loader that cannot cancel is safe too. Public, so that a public screen can
        /// take one (the file serves every screen of the module).
        @MainActor
        {{publicAccess}}protocol ListImageLoader: AnyObject {
            /// Starts loading the image at `url`; returns what cancels the load.
            func loadImage(
                from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
            ) -> any ListImageLoad
        }

        /// A load started by a ``ListImageLoader``. `URLSessionTask` has this `cancel()` already:
        /// `extension URLSessionDataTask: ListImageLoad {}`.
        @MainActor
        {{publicAccess}}protocol ListImageLoad {
            /// Stops the load; its completion may still run, and is then ignored.
            func cancel()
        }

        /// One image view's image from a URL, for the row its cell shows: the guard against the best-known reuse
        /// bug, a slow response that lands on a cell that now shows another row.
        ///
        /// A generated cell holds one and calls it from `configure(with:at:)`, `loadImage(with:)` and
        /// `prepareForReuse()`. Your own content view (`content:`) can hold one too: call
        /// ``load(_:for:with:into:placeholder:)`` from `show(_:)` and ``cancel()`` from `prepareForReuse()` (or, with
        /// `content.loadsImages`, use the ``ListRowImages`` the cell hands it).
        @MainActor
        final class ListImageSlot<RowID: Hashable & Sendable> {
            /// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it
            /// is for these.
            private var request: (row: RowID, url: URL)?
            /// The load in flight, cancelled when another starts or the cell is reused.
            private var loading: (any ListImageLoad)?
            /// The image loaded for `request`.
            private var image: UIImage?

            init() {}

            /// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again
            /// for the same row and URL keeps its image instead of flashing the placeholder.
            func loadedImage(for row: RowID, from url: URL?) -> UIImage? {
                guard let request, request.row == row, request.url == url else { return nil }
                return image
            }

            /// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the
            /// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs
            /// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;
            /// a failed load shows nothing (the placeholder stays) and is tried again on the next call.
            func load(
                _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?,
                show: @escaping @MainActor @Sendable (UIImage) -> Void
            ) {
                if let request, request.row == row, request.url == url { return }
                cancel()
                guard let url, let loader else { return }
                request = (row, url)
                let load = loader.loadImage(from: url) { [weak self] image in
                    guard let self, let request = self.request, request.row == row, request.url == url else { return }
                    self.loading = nil
                    guard let image else {
                        self.request = nil
                        return
                    }
                    self.image = image
                    show(image)
                }
                // A loader may complete at once (from its cache): then there is nothing left to cancel.
                if let request, request.row == row, request.url == url, image == nil { loading = load }
            }

            /// ``load(_:for:with:show:)`` into `imageView`, which shows the image already loaded for `row` and
            /// `url`, else `placeholder`, at once.
            func load(
                _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,
                placeholder: UIImage?
            ) {
                imageView.image = loadedImage(for: row, from: url) ?? placeholder
                load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }
            }

            /// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from
            /// `prepareForReuse()`.
            func cancel() {
                loading?.cancel()
                loading = nil
                request = nil
                image = nil
            }
        }

        /// The images of one row, for your own content view (`content: { view:, loadsImages: true }`): the cell
        /// hands one to `loadImages(for:with:)` after `show(_:)`, with the screen's loader. Its
        /// ``load(_:into:placeholder:)`` is the row check your view would otherwise write: an image is shown only
        /// while the cell still shows this row, so a slow response after reuse, a delete, a move or a URL update
        /// lands nowhere. Public, so that a public screen's content protocol can take one.
        @MainActor
        {{publicAccess}}struct ListRowImages<RowID: Hashable & Sendable> {
            /// The row whose images these are.
            {{publicAccess}}let rowID: RowID
            private let loader: any ListImageLoader
            /// The cell's slots; they stand for `rowID` until the cell is reused.
            private let slots: ListImageSlots<RowID>

            init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {
                self.rowID = rowID
                self.loader = loader
                self.slots = slots
            }

            /// Shows `placeholder` in `imageView` at once (or the image already loaded for this row and URL), then
            /// the image loaded from `url`, if it arrives while the cell still shows this row and this URL. A nil
            /// URL loads nothing; a failed load keeps the placeholder. Kept past the cell's reuse, it loads nothing.
            {{publicAccess}}func load(_ url: URL?, into imageView: UIImageView, placeholder: UIImage?) {
                guard slots.rowID == rowID else { return }
                slots.slot(for: imageView).load(url, for: rowID, with: loader, into: imageView, placeholder: placeholder)
            }
        }

        /// The image loads of a cell whose content view loads images: one ``ListImageSlot`` per image view, all
        /// for the row the cell shows.
        @MainActor
        final class ListImageSlots<RowID: Hashable & Sendable> {
            /// Each image view's slot, by the view's identity (the views live as long as the cell).
            private var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]
            /// The row the cell shows; nil after `cancel()`.
            private(set) var rowID: RowID?

            init() {}

            /// The images of `rowID`, loaded through `loader`: what the cell hands its content view.
            func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {
                self.rowID = rowID
                return ListRowImages(rowID: rowID, loader: loader, slots: self)
            }

            /// `imageView`'s slot, made on first use.
            func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {
                if let slot = slots[ObjectIdentifier(imageView)] { return slot }
                let slot = ListImageSlot<RowID>()
                slots[ObjectIdentifier(imageView)] = slot
                return slot
            }

            /// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``
            /// kept from before loads nothing. Call it from `prepareForReuse()`.
            func cancel() {
                for slot in slots.values { slot.cancel() }
                rowID = nil
            }
        }

        """#
}

private var text_ListRowStore_search_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Search

        /// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the
        /// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file
        /// serves every screen of the module).
        {{publicAccess}}struct ListSearchQuery: Sendable, Hashable {
            /// The text typed, as typed (possibly empty: every row matches it).
            {{publicAccess}}var text: String
            /// The selected scope button's index, 0 for the first (and for a search bar without scopes).
            {{publicAccess}}var scopeIndex: Int

            {{publicAccess}}init(text: String, scopeIndex: Int = 0) {
                self.text = text
                self.scopeIndex = scopeIndex
            }

            /// Whether `value` contains the text, ignoring case and diacritics (`"Zoe"` finds `"Zoë"`); an empty
            /// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.
            {{publicAccess}}func matches(_ value: String?) -> Bool {
                let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { return true }
                guard let value else { return false }
                return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }

        /// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;
        /// this only says which ones the list shows, so a change made during a search reaches the results.
        @MainActor
        struct ListRowSearch<Row: Identifiable> {
            /// The search shown now; nil while no search is active (every row shows).
            var query: ListSearchQuery?
            /// The rows the app found itself (a server search), or nil: `predicate` decides.
            var resultIDs: Set<Row.ID>?
            /// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.
            var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }

            /// Whether a search is active.
            var isActive: Bool { query != nil }

            /// The rows of `sections` the list shows: all of them without a search; during one, the rows the
            /// app's results name, else the rows `predicate` matches, each section in its own order.
            func shown(_ sections: [[Row]]) -> [[Row]] {
                guard let query else { return sections }
                if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }
                return sections.map { $0.filter { predicate($0, query) } }
            }
        }

        extension ListRowStore {
            /// The search shown now, or nil when no search is active.
            var searchQuery: ListSearchQuery? { activeSearch.query }

            /// Whether the screen shows its no-results state: a search is active and finds none of the rows (a
            /// list with no rows at all shows its empty state instead). The one rule for every variant.
            var showsNoResults: Bool {
                activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }
            }

            /// Whether a row matches a query. Setting it runs the active search again.
            var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {
                get { activeSearch.predicate }
                set {
                    activeSearch.predicate = newValue
                    if activeSearch.isActive { change(.reload) {} }
                }
            }

            /// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app
            /// handed back are dropped). The rows stay as they are: only what the list shows changes.
            func search(_ query: ListSearchQuery?) {
                guard query != activeSearch.query else { return }
                change(.reload) {
                    activeSearch.query = query
                    if query == nil { activeSearch.resultIDs = nil }
                }
            }

            /// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on
            /// a server), in the list's order, until the search ends or new results come; nil lets the predicate
            /// decide again. Results for a search that already ended are dropped.
            func showSearchResults(withIDs ids: [Row.ID]?) {
                guard activeSearch.isActive else { return }
                change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }
            }
        }

        """#
}

private var text_ListRowStore_selection_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Selection

        /// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's
        /// stable ID, never by index path, so that it names the same row whatever changes around it.
        struct ListRowSelection<ID: Hashable & Sendable> {
            /// Whether the store keeps the selection; false leaves the list's selection to the controller.
            var isPersistent = false
            /// The selected row's ID; nil when no row is selected.
            var rowID: ID?
            /// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).
            var onChange: (ID?) -> Void = { _ in }
        }

        /// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,
        /// never by index path, apart from the persistent selection (which edit mode leaves as it is).
        struct ListRowBatchSelection<ID: Hashable & Sendable> {
            /// Whether the list has batch actions: in edit mode the store shows these rows selected.
            var isEnabled = false
            /// The selected rows' IDs, in the order they were selected.
            var rowIDs: [ID] = []
            /// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and
            /// after every change of the rows while rows are selected (an update can change what they offer).
            var onChange: () -> Void = {}
        }

        extension ListRowStore {
            /// The ID of the selected row, nil when none (persistent selection only).
            var selectedRowID: Row.ID? { selection.rowID }

            /// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation
            /// and without telling the list's delegate (its `select` does not fire). An ID that is not in the
            /// list selects nothing. `onChange` of the selection is called when the selected ID changes.
            func selectRow(withID id: Row.ID?) {
                let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }
                let changed = selection.rowID != id
                selection.rowID = id
                showSelection()
                if changed { selection.onChange(id) }
            }

            /// The rows selected in edit mode (`editing.multiSelect`), looked up by ID now, in list order.
            var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return sections.joined().filter { ids.contains($0.id) }
            }

            /// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.
            func batchSelectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.append(id)
                batchSelection.onChange()
            }

            /// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.
            func batchDeselectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.removeAll { $0 == id }
                batchSelection.onChange()
            }

            /// Edit mode began or ended (the list's own flag is already set): the batch selection starts empty,
            /// or is emptied, and the list shows what its mode shows. Out of edit mode a list without persistent
            /// selection shows no row selected.
            func editingChanged() {
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || isEditingList {
                    showSelection()
                } else {
                    show(selected: [])
                }
                if hadRows { batchSelection.onChange() }
            }

            /// Shows the selection where its rows are now; called after every change of the rows and when the
            /// screen appears. In edit mode with batch actions: the batch selection, and no other row; otherwise
            /// the persistent selected row, and no other (a list without either is left alone). A deleted row
            /// leaves both (`onChange` is called; the batch selection's also whenever it holds rows, since an
            /// update can change what they offer). A row a search hides stays selected, shown selected again
            /// when the search ends.
            func showSelection() {
                if let id = selection.rowID, row(withID: id) == nil {
                    selection.rowID = nil
                    selection.onChange(nil)
                }
                if !batchSelection.rowIDs.isEmpty {
                    batchSelection.rowIDs.removeAll { row(withID: $0) == nil }
                    // Also when every row is still there: an update may have changed what the batch actions offer.
                    batchSelection.onChange()
                }
                let targets: [IndexPath]
                if isEditingList {
                    guard batchSelection.isEnabled else { return }
                    targets = batchSelection.rowIDs.compactMap(indexPath(forRowID:))
                } else {
                    guard selection.isPersistent else { return }
                    targets = selection.rowID.flatMap(indexPath(forRowID:)).map { [$0] } ?? []
                }
                show(selected: targets)
            }

            /// Makes `indexPaths` the list's only selected rows, without animation; nothing before the view
            /// loads. The one place that picks the table's or the collection view's way.
            private func show(selected indexPaths: [IndexPath]) {
                switch selectionView {
                case nil: break
                case .table(let table)?: Self.select(indexPaths, in: table)
                case .collection(let collection)?: Self.select(indexPaths, in: collection)
                }
            }

            /// The list the store shows its selection in, nil before the view loads.
            private var selectionView: ListView? {
                switch display {
                case .none: nil
                case .diffableList(let list, _): list
                case .table(let table): .table(table)
                case .collection(let collection): .collection(collection)
                }
            }

            /// Whether the list is in edit mode now.
            private var isEditingList: Bool {
                switch selectionView {
                case nil: false
                case .table(let table)?: table.isEditing
                case .collection(let collection)?: collection.isEditing
                }
            }

            /// Makes `indexPaths` the table's only selected rows, without animation.
            private static func select(_ indexPaths: [IndexPath], in table: UITableView) {
                let selected = table.indexPathsForSelectedRows ?? []
                for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }

            /// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload
            /// is done first, so that it cannot drop the selection made after it.
            private static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {
                collection.layoutIfNeeded()
                let selected = collection.indexPathsForSelectedItems ?? []
                for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
        }

        """#
}

private var text_ListRowStore_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
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
        final class ListRowStore<Section, Row>
        where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {
            /// Where the sections come from.
            enum Sections {
                /// These sections, in this order, each always there (empty or not).
                case fixed([Section])
                /// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first
                /// row came (`areInIncreasingOrder` nil), or sorted by it.
                case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)
            }

            /// The list a store shows its rows and selection in.
            enum ListView {
                case table(UITableView)
                case collection(UICollectionView)

                /// The list as a view.
                var view: UIView {
                    switch self {
                    case .table(let table): table
                    case .collection(let collection): collection
                    }
                }
            }

            /// How the list shows a change of the rows.
            enum Display {
                /// Not connected yet (the view has not loaded): changes are only stored.
                case none
                /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
                case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
                /// A classic table data source over `rows(in:)`.
                case table(UITableView)
                /// A classic collection data source over `rows(in:)`.
                case collection(UICollectionView)

                /// A diffable table data source over the IDs of `snapshot`.
                static func diffable(
                    _ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.table(table), apply: apply)
                }

                /// A diffable collection data source over the IDs of `snapshot`.
                static func diffable(
                    _ collection: UICollectionView,
                    apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.collection(collection), apply: apply)
                }
            }

            /// How a classic list animates a change (a diffable list diffs the snapshots instead).
            private enum ClassicChange {
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

                var isReload: Bool {
                    if case .reload = self { return true }
                    return false
                }
            }

            /// Where the sections come from.
            private let source: Sections
            /// The sections there now, in display order; `sections` holds their rows.
            private(set) var sectionIdentifiers: [Section]
            /// The rows of each section of `sectionIdentifiers`.
            private var sections: [[Row]]
            /// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the
            /// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,
            /// snapshots) comes from here.
            private var shown: [[Row]]
            /// The search shown now, if any (`// MARK: - Search`).
            private var activeSearch = ListRowSearch<Row>()
            /// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).
            private var collapsedSections: Set<Section> = []
            /// Every row, by ID (the diffable cell provider looks rows up here).
            private var rowsByID: [Row.ID: Row] = [:]
            /// How changes reach the list; set when the view loads.
            var display: Display = .none
            /// Gets the rows dropped because their ID was already in the list.
            var onDuplicateRows: ([Row]) -> Void = { _ in }
            /// Called after every change of the rows (the empty state follows it).
            var onChange: () -> Void = {}
            /// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).
            var selection = ListRowSelection<Row.ID>()
            /// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).
            var batchSelection = ListRowBatchSelection<Row.ID>()
            /// Whether a section shows its header and footer with a number of rows (the screen's
            /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
            /// texts. A change that makes a section's header and footer appear or go reloads that section: a
            /// list reads a section's titles when it loads the section, not when one of its rows changes.
            var showsHeaderAndFooter: ((Section, Int) -> Bool)?

            init(sections source: Sections) {
                self.source = source
                if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }
                sections = sectionIdentifiers.map { _ in [] }
                shown = sections
            }

            /// The section `row` belongs to when sections come from the rows; nil for fixed sections.
            private func sectionOf(_ row: Row) -> Section? {
                if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }
                return nil
            }

            /// Whether sections come from the rows.
            private var sectionsComeFromRows: Bool {
                if case .fromRows = source { return true }
                return false
            }

            // MARK: Reading

            /// Whether the list has no rows.
            var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

            /// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.
            private(set) var rowsWereSet = false

            /// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a
            /// first `setRows`), so that the empty state does not flash while the first rows load. The one
            /// rule for every variant.
            var showsEmptyState: Bool { rowsWereSet && isEmpty }

            /// The number of sections (every fixed section, with rows or not; or the sections that have rows).
            var sectionCount: Int { sections.count }

            /// The section at `index`, or nil when there is none.
            func section(at index: Int) -> Section? {
                sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
            }

            /// Where `section` is now, or nil when it is not in the list.
            func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

            /// The number of rows the list shows in the section at `index`.
            func rowCount(inSection index: Int) -> Int { shown[index].count }

            /// The rows of `section`, in display order (all of them, during a search too).
            func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }

            /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
            /// told about, so a missing row is a bug in this code, and stops with a clear message.
            func rowForCell(at indexPath: IndexPath) -> Row {
                guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
                return row
            }

            /// The row with `id`, or nil when it is not in the list.
            func row(withID id: Row.ID) -> Row? { rowsByID[id] }

            /// The row the list shows at `indexPath` now, or nil when there is none.
            func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }

            /// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a
            /// search, not found).
            func indexPath(forRowID id: Row.ID) -> IndexPath? {
                guard rowsByID[id] != nil else { return nil }
                return Self.indexPath(of: id, in: shown)
            }

            /// The IDs of the rows the list shows, by section, for a diffable data source.
            var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
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
            var indexTitle: ((Section, Row) -> String?)?

            /// The section index now: each section that shows rows now and has a title, in list order, with
            /// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or
            /// filled since the last time changes it.
            private var indexEntries: [(title: String, section: Int)] {
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
            var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\.title) }

            /// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now
            /// (the entry at `index` when it still has that title, else the first entry with the title, else
            /// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all
            /// sections: a section without rows has no entry, so positions differ.
            func section(forIndexTitle title: String, at index: Int) -> Int {
                let entries = indexEntries
                if entries.indices.contains(index), entries[index].title == title { return entries[index].section }
                if let entry = entries.first(where: { $0.title == title }) { return entry.section }
                guard !entries.isEmpty else { return 0 }
                return entries[min(max(index, 0), entries.count - 1)].section
            }

            /// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants
            /// it: an index path of one index, the whole section.
            func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
                IndexPath(index: section(forIndexTitle: title, at: index))
            }

            /// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.
            private static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {
                guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
                else { return nil }
                return sections[indexPath.section][indexPath.item]
            }

            /// Where the row with `id` is in `sections`, or nil.
            private static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {
                for (section, rows) in sections.enumerated() {
                    if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
                }
                return nil
            }

            // MARK: Changing

            /// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,
            /// each row goes to its own section whatever its key: use `setRows(_:)` with a list.
            func setRows(_ rows: [Section: [Row]]) {
                guard case .fixed(let fixed) = source else {
                    setRows(rows.values.flatMap { $0 })
                    return
                }
                replaceRows(with: fixed.map { rows[$0] ?? [] })
            }

            /// Replaces every row: with sections from the rows, grouped by section (in the order their first
            /// row comes, or sorted); with fixed sections, all in the first section.
            func setRows(_ rows: [Row]) {
                guard sectionsComeFromRows else {
                    replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })
                    return
                }
                replaceRows(with: [rows])
            }

            /// Replaces every row with `groups` (the rows of each fixed section, or rows to group).
            private func replaceRows(with groups: [[Row]]) {
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
            func insert(_ row: Row, at indexPath: IndexPath) {
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
            func append(contentsOf rows: [Section: [Row]]) {
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
            func append(contentsOf rows: [Row]) {
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
            func deleteRow(at indexPath: IndexPath) {
                guard let row = row(at: indexPath) else { return }
                deleteRow(withID: row.id)
            }

            /// Deletes the row with `id`, if it is in the list (shown or not).
            func deleteRow(withID id: Row.ID) {
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
            func moveRow(at source: IndexPath, to destination: IndexPath) {
                guard let row = Self.row(at: source, in: sections),
                    let target = landing(at: destination, movingFrom: source), target != source,
                    !sectionsComeFromRows || target.section == source.section
                else { return }
                change(.move(source, target)) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            /// With sections from the rows, a row whose section changed moves to the end of its new section
            /// (created when it has none yet; its old section goes when it empties).
            func update(_ row: Row) {
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

            /// A row a person moved, where it was and where it is now.
            struct RowMove {
                var row: Row
                var source: IndexPath
                var destination: IndexPath
            }

            /// Takes a move a person made in editing mode, which the list has already shown (it moved the cell
            /// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change
            /// them, but the list is not told, since a second move would move another row. Nil, and nothing,
            /// when there is no row at `source`, `destination` names no place, or the row did not move. A drag
            /// into a collapsed section, or (with sections from the rows) into another section, is put back: the
            /// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the
            /// result is nil.
            func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {
                // During a search the list shows some rows only: a place among them is no place in the full
                // list, so the move is not taken and the list shows the rows as they are again.
                guard !activeSearch.isActive else {
                    change(.reload) {}
                    return nil
                }
                guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source
                else { return nil }
                // Put back, and the list shows the rows as they are again through the one change path: a drop
                // into a collapsed section (it shows none of its rows, so the drop has no place among them) or,
                // with sections from the rows, into another section.
                guard !collapsedSections.contains(sectionIdentifiers[target.section]),
                    !sectionsComeFromRows || target.section == source.section
                else {
                    change(.reload) {}
                    return nil
                }
                sections[source.section].remove(at: source.item)
                sections[target.section].insert(row, at: target.item)
                shown = shownRows()
                showSelection()
                onChange()
                return RowMove(row: row, source: source, destination: target)
            }

            /// Where the row with `id` is, and where `snapshot` has it: the move a person made in a diffable
            /// collection list (`snapshot` is its data source's snapshot after the move, and `id` the row the
            /// reorder transaction's difference inserts). Nil when the row is not in the list or not in `snapshot`.
            func moveMadeOnScreen(
                ofRowWithID id: Row.ID, toMatch snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID>
            ) -> (source: IndexPath, destination: IndexPath)? {
                guard let source = indexPath(forRowID: id), let section = snapshot.sectionIdentifier(containingItem: id),
                    let item = snapshot.itemIdentifiers(inSection: section).firstIndex(of: id)
                else { return nil }
                guard let index = sectionIdentifiers.firstIndex(of: section) else { return nil }
                return (source, IndexPath(item: item, section: index))
            }

            /// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the
            /// end of its section when `indexPath` is past it (counted without the row being moved from
            /// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is
            /// negative.
            private func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
                guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
                let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
                return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
            }

            /// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,
            /// or the end when `item` is nil or past it; a section it has not yet is created where the order
            /// puts it (the end, or its sorted place).
            private func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {
                guard case .fromRows(let sectionOf, let areInIncreasingOrder) = source else { return }
                let section = sectionOf(row)
                if let index = identifiers.firstIndex(of: section) {
                    sections[index].insert(row, at: min(item ?? sections[index].count, sections[index].count))
                    return
                }
                let index =
                    areInIncreasingOrder.flatMap { before in identifiers.firstIndex { before(section, $0) } }
                    ?? identifiers.count
                identifiers.insert(section, at: index)
                sections.insert([row], at: index)
            }

            /// Changes the sections and their rows with `update` (sections from the rows), drops the sections
            /// it emptied, and shows the change in one update of the list: the rows that left or joined a
            /// section that stays, the sections that went or came with theirs. `stored` rows are kept by ID
            /// and `removed` forgotten with the change.
            private func regroup(
                storing stored: [Row] = [], removing removed: Row.ID? = nil, reconfiguring ids: [Row.ID] = [],
                _ update: (inout [Section], inout [[Row]]) -> Void
            ) {
                var newIdentifiers = sectionIdentifiers
                var newSections = sections
                update(&newIdentifiers, &newSections)
                for index in newSections.indices.reversed() where newSections[index].isEmpty {
                    newIdentifiers.remove(at: index)
                    newSections.remove(at: index)
                }
                let oldIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
                let newIndex = Dictionary(uniqueKeysWithValues: newIdentifiers.enumerated().map { ($1, $0) })
                let deletedSections = IndexSet(sectionIdentifiers.indices.filter { newIndex[sectionIdentifiers[$0]] == nil })
                let insertedSections = IndexSet(newIdentifiers.indices.filter { oldIndex[newIdentifiers[$0]] == nil })
                var deletedRows: [IndexPath] = []
                var insertedRows: [IndexPath] = []
                for (old, section) in sectionIdentifiers.enumerated() {
                    guard let new = newIndex[section] else { continue }
                    let oldIDs = Set(sections[old].map(\.id))
                    let newIDs = Set(newSections[new].map(\.id))
                    for (item, row) in sections[old].enumerated() where !newIDs.contains(row.id) {
                        deletedRows.append(IndexPath(item: item, section: old))
                    }
                    for (item, row) in newSections[new].enumerated() where !oldIDs.contains(row.id) {
                        insertedRows.append(IndexPath(item: item, section: new))
                    }
                }
                change(
                    reconfiguring: ids,
                    .regroup(
                        deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,
                        insertedRows: insertedRows)
                ) {
                    sectionIdentifiers = newIdentifiers
                    sections = newSections
                    for row in stored { rowsByID[row.id] = row }
                    if let removed { rowsByID[removed] = nil }
                }
            }

            /// Changes the rows with `mutate`, then shows the change in the list (what it shows: the rows, or a
            /// search's results, recomputed after `mutate`; during a search a classic list reloads).
            ///
            /// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window
            /// (UIKit warns about animating a list that is not in the view hierarchy). Classic, in a window:
            /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
            /// itself for reloading) reads its counts from the rows before the change, and the change is then
            /// animated; a batch update made before that reload would read its "before" counts from the
            /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
            /// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section
            /// collapsing or expanding), not places in the full list.
            private func change(
                reconfiguring ids: [Row.ID] = [], reloading reloaded: [Section] = [], _ requested: ClassicChange,
                indexPathsShown: Bool = false, _ mutate: () -> Void
            ) {
                // The index paths of a change are in the full list; during a search the list shows other ones,
                // and in a collapsed section none.
                let classic =
                    activeSearch.isActive || (!indexPathsShown && touchesCollapsedSection(requested))
                    ? ClassicChange.reload : requested
                func update() {
                    mutate()
                    shown = shownRows()
                }
                let textsBefore = sectionsShowingTexts
                switch display {
                case .none:
                    update()
                case .diffableList(let list, let apply):
                    update()
                    var snapshot = self.snapshot
                    // A row a search or a collapsed section does not show is not in the snapshot: there is no cell
                    // to redraw.
                    let hidesRows = activeSearch.isActive || !collapsedSections.isEmpty
                    let ids = hidesRows ? ids.filter { snapshot.indexOfItem($0) != nil } : ids
                    if !ids.isEmpty { snapshot.reconfigureItems(ids) }
                    let toggled = sectionsToggled(since: textsBefore)
                    let reloaded = toggled + reloaded.filter { !toggled.contains($0) }
                    if !reloaded.isEmpty { snapshot.reloadSections(reloaded) }
                    apply(snapshot, list.view.window != nil)
                case .table(let table):
                    guard table.window != nil, !classic.isReload else {
                        update()
                        table.reloadData()
                        break
                    }
                    table.layoutIfNeeded()
                    update()
                    switch classic {
                    case .reload: table.reloadData()
                    case .insert(let indexPaths): table.insertRows(at: indexPaths, with: .automatic)
                    case .delete(let indexPaths): table.deleteRows(at: indexPaths, with: .automatic)
                    case .move(let source, let target): table.moveRow(at: source, to: target)
                    case .reconfigure(let indexPaths): table.reconfigureRows(at: indexPaths)
                    case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                        table.performBatchUpdates {
                            table.deleteSections(deletedSections, with: .automatic)
                            table.deleteRows(at: deletedRows, with: .automatic)
                            table.insertSections(insertedSections, with: .automatic)
                            table.insertRows(at: insertedRows, with: .automatic)
                        }
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.compactMap(index(of:))), with: .automatic) }
                case .collection(let collection):
                    guard collection.window != nil, !classic.isReload else {
                        update()
                        collection.reloadData()
                        break
                    }
                    collection.layoutIfNeeded()
                    update()
                    switch classic {
                    case .reload: collection.reloadData()
                    case .insert(let indexPaths): collection.insertItems(at: indexPaths)
                    case .delete(let indexPaths): collection.deleteItems(at: indexPaths)
                    case .move(let source, let target): collection.moveItem(at: source, to: target)
                    case .reconfigure(let indexPaths): collection.reconfigureItems(at: indexPaths)
                    case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                        collection.performBatchUpdates {
                            collection.deleteSections(deletedSections)
                            collection.deleteItems(at: deletedRows)
                            collection.insertSections(insertedSections)
                            collection.insertItems(at: insertedRows)
                        }
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.compactMap(index(of:)))) }
                }
                showSelection()
                onChange()
            }

            /// Whether a classic change names a place in a collapsed section, where the list shows no row: the
            /// list then reloads instead (the change's index paths are in the full list).
            private func touchesCollapsedSection(_ change: ClassicChange) -> Bool {
                guard !collapsedSections.isEmpty else { return false }
                let collapsed = Set(collapsedSections.compactMap(index(of:)))
                switch change {
                case .reload: return false
                case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):
                    return indexPaths.contains { collapsed.contains($0.section) }
                case .move(let source, let target):
                    return collapsed.contains(source.section) || collapsed.contains(target.section)
                case .regroup: return true
                }
            }

            /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
            private var sectionsShowingTexts: [Section: Bool] {
                guard let showsHeaderAndFooter else { return [:] }
                return Dictionary(
                    uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })
            }

            /// The sections, there before and now, whose header and footer appeared or went since `before`
            /// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.
            private func sectionsToggled(since before: [Section: Bool]) -> [Section] {
                let now = sectionsShowingTexts
                return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }
            }

            // MARK: Paging

            /// A page's rows as the screen's `onLoadNextPage` returns them.
            enum Page {
                /// Each section's rows, appended at its end (fixed sections).
                case bySection([Section: [Row]])
                /// Rows in the order given, each appended at the end of its own section, which it creates when
                /// it is new (sections from the rows).
                case rows([Row])

                /// The page has no row: it was the last page.
                var isEmpty: Bool {
                    switch self {
                    case .bySection(let rows): !rows.values.contains { !$0.isEmpty }
                    case .rows(let rows): rows.isEmpty
                    }
                }
            }

            /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
            var loadNextPage: (@MainActor () async throws -> Page)?
            /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
            var onPageFailed: (@MainActor (any Error) -> Void)?
            /// The page loading now, if any: while it runs, the last row coming into view again (after a
            /// reload, or as its cell is reused) starts nothing.
            private var pageTask: Task<Void, Never>?
            /// False once a page came back empty; `setRows` sets it again.
            private var hasMorePages = true

            /// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,
            /// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),
            /// unless a page is loading or the last page came. So a page is asked for once, however many rows
            /// near the end come into view while it loads. The page's rows are appended in one update; an empty
            /// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the
            /// next time a row near the end comes into view. A page belongs to the list it was asked for:
            /// `setRows` cancels it, and whatever it returns or throws is then dropped.
            func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {
                guard let after = rowsAfter(indexPath), after <= distance else { return }
                startPage()
            }

            /// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a
            /// retry button after a page failed, nothing otherwise (before the first page, after a page came,
            /// after the last page, after `setRows`). `onPageFooterChange` hears each change.
            private(set) var pageFooter = ListPageFooter.hidden {
                didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }
            }
            /// Shows `pageFooter` (the controller's footer view); called on each change.
            var onPageFooterChange: ((ListPageFooter) -> Void)?

            /// The footer's retry button: asks again for the page that failed, once; nothing unless the footer
            /// shows `.failed` (so a second tap while the page loads asks for nothing).
            func retryPage() {
                guard pageFooter == .failed else { return }
                startPage()
            }

            /// Starts loading the next page unless a page is loading, the last page came, or there is no hook.
            private func startPage() {
                guard pageTask == nil, hasMorePages, let loadNextPage else { return }
                pageFooter = .loading
                pageTask = Task { [weak self] in
                    guard self != nil, !Task.isCancelled else { return }
                    let page: Result<Page, any Error>
                    do {
                        page = .success(try await loadNextPage())
                    } catch {
                        page = .failure(error)
                    }
                    // Cancelled by `setRows`: the page belongs to the list it was asked for, which is gone.
                    guard let self, !Task.isCancelled else { return }
                    // Done before the rows go in: the new last row comes into view during that update, and
                    // must be able to ask for the next page.
                    self.pageTask = nil
                    switch page {
                    case .failure(let error):
                        self.pageFooter = .failed
                        self.onPageFailed?(error)
                    case .success(let rows) where rows.isEmpty:
                        self.hasMorePages = false
                        self.pageFooter = .hidden
                    case .success(let rows):
                        // Hidden before the rows go in: their update may ask for the next page at once.
                        self.pageFooter = .hidden
                        switch rows {
                        case .bySection(let rows): self.append(contentsOf: rows)
                        case .rows(let rows): self.append(contentsOf: rows)
                        }
                    }
                }
            }

            /// How many rows the list shows after `indexPath` (during a search, of the rows it finds), counted
            /// over all sections; nil when it names no row.
            private func rowsAfter(_ indexPath: IndexPath) -> Int? {
                guard row(at: indexPath) != nil else { return nil }
                let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
                return shown[indexPath.section].count - 1 - indexPath.item + later
            }

            /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
            /// dropped, and paging starts again for the new list.
            private func restartPaging() {
                pageTask?.cancel()
                pageTask = nil
                hasMorePages = true
                pageFooter = .hidden
            }

            // MARK: Refresh

            /// The refresh running now, if any.
            private var refreshTask: Task<Void, Never>?

            /// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so
            /// a refresh can be neither left spinning nor ended twice.
            func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {
                guard refreshTask == nil else { return }
                refreshTask = Task { [weak self] in
                    await refresh()
                    end()
                    self?.refreshTask = nil
                }
            }
        }

        /// What a paged list shows after its last row (`paging: { footer: true }`), from the row store's one
        /// paging lifecycle (``ListRowStore/pageFooter``); every variant's controller renders it the same way.
        enum ListPageFooter: Sendable, Equatable {
            /// No page is loading and none failed: no footer.
            case hidden
            /// A page is loading: a spinner.
            case loading
            /// The last page asked for failed: a retry button that asks for it again.
            case failed

            /// The element kind of a collection list's page footer: a boundary supplementary item of the whole
            /// layout, after every section, so that no row's index path changes.
            static let elementKind = "ListPageFooter"
        }

        extension ListRowStore where Section: CaseIterable {
            /// A store whose sections are fixed: every case of `Section`, in `allCases` order.
            convenience init() {
                self.init(sections: .fixed(Array(Section.allCases)))
            }
        }
        {{> ListRowStore-search}}
        {{> ListRowStore-images}}
        {{> ListRowStore-anchors}}
        {{> ListRowStore-selection}}
        {{> ListRowStore-collapse}}

        """#
}

private var text_Model_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// A row model of the {{screen.name}} screen, with a stable identity for diffing and tap routing.
        {{screen.accessPrefix}}struct {{model.name}}: Identifiable, Hashable, Sendable {
        {{#model.fields}}
            {{screen.accessPrefix}}var {{name}}: {{type}}
        {{/model.fields}}
        {{#screen.declaresMemberwiseInits}}

            /// Creates a `{{model.name}}` from its fields.
            {{screen.accessPrefix}}init(
        {{#model.fields}}
                {{name}}: {{type}}{{^isLast}},{{/isLast}}
        {{/model.fields}}
            ) {
        {{#model.fields}}
                self.{{name}} = {{name}}
        {{/model.fields}}
            }
        {{/screen.declaresMemberwiseInits}}
        {{#model.mapsIdentity}}

            /// The stable identity, taken from `{{model.idField}}`.
            {{screen.accessPrefix}}var id: {{model.idType}} { {{model.idField}} }
        {{/model.mapsIdentity}}
        }

        """#
}

private var text_Route_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// Where the {{screen.name}} screen navigates, with the tapped row's data.
        {{screen.accessPrefix}}enum {{screen.routeType}}: Hashable, Sendable {
        {{#routes}}
        {{#opensURL}}
            /// Opens the row's `{{urlField}}` ({{presentation}}).
        {{/opensURL}}
        {{^opensURL}}
            /// Shows `{{destinationType}}` ({{presentation}}).
        {{/opensURL}}
            case {{caseDeclaration}}
        {{/routes}}
        }

        """#
}

private var text_Router_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// Navigates from the {{screen.name}} screen.
        ///
        /// The controller hands every routed tap to its router and never builds a destination itself,
        /// so a test can pass a fake router and assert on the routes it receives.
        @MainActor
        {{screen.accessPrefix}}protocol {{screen.routingType}}: AnyObject {
            /// Shows the destination of `route`, starting from `source`.
        {{#screen.routesPopover}}
            /// A popover points at `anchor`: the tapped button while it shows the row, else the cell that shows
            /// the row now (a swipe action, menu item, VoiceOver action or row tap), else the list.
        {{/screen.routesPopover}}
            func navigate(to route: {{screen.routeType}}, from source: UIViewController{{screen.navigateAnchorParameter}})
        }

        /// The default router: builds each destination with a factory you supply, then shows it as
        /// the spec says.
        @MainActor
        {{screen.accessPrefix}}final class {{screen.routerType}}: {{screen.routingType}} {
        {{#routes}}
        {{#hasFactory}}
            private let {{factoryName}}: @MainActor {{factoryParameters}} -> {{destinationType}}
        {{/hasFactory}}
        {{/routes}}
        {{#screen.routesURL}}
            private let openURL: @MainActor (URL) -> Void
        {{/screen.routesURL}}

            /// Creates a router from one destination factory per route.
        {{#screen.routesURL}}
            /// `openURL` opens a URL route's URL outside the app; by default the system's
            /// `UIApplication.shared.open(_:options:completionHandler:)`. A test passes its own to see the URL.
        {{/screen.routesURL}}
            {{screen.accessPrefix}}init(
        {{#routes}}
        {{#hasFactory}}
                {{caseName}} {{factoryName}}: @escaping @MainActor {{factoryParameters}} -> {{destinationType}}{{^isLastParameter}},{{/isLastParameter}}
        {{/hasFactory}}
        {{/routes}}
        {{#screen.routesURL}}
                openURL: @escaping @MainActor (URL) -> Void = {
                    UIApplication.shared.open($0, options: [:], completionHandler: nil)
                }
        {{/screen.routesURL}}
            ) {
        {{#routes}}
        {{#hasFactory}}
                self.{{factoryName}} = {{factoryName}}
        {{/hasFactory}}
        {{/routes}}
        {{#screen.routesURL}}
                self.openURL = openURL
        {{/screen.routesURL}}
            }

            {{screen.accessPrefix}}func navigate(to route: {{screen.routeType}}, from source: UIViewController{{screen.navigateAnchorParameter}}) {
                switch route {
        {{#routes}}
                case {{casePattern}}:
        {{#isPush}}
                    push({{makeExpression}}, from: source)
        {{/isPush}}
        {{#isPresent}}
                    present({{destinationExpression}}, from: source, embedInNavigation: {{embedInNavigationLiteral}})
        {{/isPresent}}
        {{#isSheet}}
                    presentSheet(
                        {{destinationExpression}}, from: source, embedInNavigation: {{embedInNavigationLiteral}},
                        detents: {{detentsLiteral}})
        {{/isSheet}}
        {{#isShow}}
                    source.show({{makeExpression}}, sender: source)
        {{/isShow}}
        {{#isPopover}}
                    presentPopover({{destinationExpression}}, from: source, anchor: anchor)
        {{/isPopover}}
        {{#isSafari}}
                    openInSafari(url, from: source)
        {{/isSafari}}
        {{#isExternal}}
                    openExternally(url)
        {{/isExternal}}
        {{/routes}}
                }
            }
        {{#screen.routesPush}}

            /// Pushes onto the source's navigation stack; without one, falls back to `show(_:sender:)`.
            private func push(_ destination: UIViewController, from source: UIViewController) {
                if let navigationController = source.navigationController {
                    navigationController.pushViewController(destination, animated: true)
                } else {
                    source.show(destination, sender: source)
                }
            }
        {{/screen.routesPush}}
        {{#screen.routesPresent}}

            /// Presents modally, optionally inside a navigation controller of its own.
            private func present(_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool) {
                let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination
                source.present(presented, animated: true)
            }
        {{/screen.routesPresent}}
        {{#screen.routesSheet}}

            /// Presents as a page sheet resting at `detents` (none: UIKit's default, full height),
            /// optionally inside a navigation controller of its own.
            private func presentSheet(
                _ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool,
                detents: [UISheetPresentationController.Detent]
            ) {
                let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination
                presented.modalPresentationStyle = .pageSheet
                if !detents.isEmpty, let sheet = presented.sheetPresentationController {
                    sheet.detents = detents
                }
                source.present(presented, animated: true)
            }
        {{/screen.routesSheet}}
        {{#screen.routesPopover}}

            /// Presents as a popover pointing at `anchor`. In a compact width UIKit shows it as a sheet; in a
            /// regular width (iPad) a popover without an anchor raises, so it always gets one.
            private func presentPopover(_ destination: UIViewController, from source: UIViewController, anchor: ListAnchor) {
                destination.modalPresentationStyle = .popover
                anchor.point(destination)
                source.present(destination, animated: true)
            }
        {{/screen.routesPopover}}
        {{#screen.routesSafari}}

            /// Presents Safari's view of `url` modally. `SFSafariViewController` shows only http and https URLs
            /// (it raises for any other scheme), so another URL (`mailto:`, an app's own scheme) is opened
            /// outside the app instead; a nil URL does nothing.
            private func openInSafari(_ url: URL?, from source: UIViewController) {
                guard let url else { return }
                guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                    return openURL(url)
                }
                source.present(SFSafariViewController(url: url), animated: true)
            }
        {{/screen.routesSafari}}
        {{#screen.routesURL}}

            /// Opens `url` outside the app (`openURL`); a nil URL does nothing.
            private func openExternally(_ url: URL?) {
                guard let url else { return }
                openURL(url)
            }
        {{/screen.routesURL}}
        {{#screen.routesCloseButton}}

            /// Gives `destination` a Close button (the right bar button item of its navigation item) that
            /// dismisses it. `destination` is weak in the action: its navigation item keeps the button.
            private func withCloseButton(_ destination: UIViewController) -> UIViewController {
                destination.navigationItem.rightBarButtonItem = UIBarButtonItem(
                    systemItem: .close,
                    primaryAction: UIAction { [weak destination] _ in
                        destination?.dismiss(animated: true)
                    })
                return destination
            }
        {{/screen.routesCloseButton}}
        }

        """#
}

private var text_Row_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// A row of the {{screen.name}} screen: one case per cell kind.
        {{screen.accessPrefix}}enum {{screen.rowEnumType}}: Identifiable, Hashable, Sendable {
        {{#cells}}
            case {{rowCaseName}}({{modelType}})
        {{/cells}}

            /// A row's stable identity: its cell kind and its model's ID.
            {{screen.accessPrefix}}enum ID: Hashable, Sendable {
        {{#cells}}
                case {{rowCaseName}}({{modelIDType}})
        {{/cells}}
            }

            {{screen.accessPrefix}}var id: ID {
                switch self {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}): .{{rowCaseName}}({{parameterName}}.id)
        {{/cells}}
                }
            }
        }

        """#
}

private var text_Section_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#dataSections}}
        /// A section of the {{screen.name}} screen: the rows whose `{{field}}` {{groupingDescription}}, in the
        /// controller's calendar. Its identity is its value, so a row whose `{{field}}` changes moves to
        /// another section (a diffable list animates the move). Sections are {{orderDescription}}.
        {{screen.accessPrefix}}struct {{screen.sectionType}}: Hashable, Sendable {
            /// The value its rows share{{#formatsDate}} (the start of the calendar unit of their `{{field}}`){{/formatsDate}}.
            {{screen.accessPrefix}}let value: {{valueType}}

            /// The section of `row`, grouped in `calendar`.
            {{screen.accessPrefix}}init(of row: {{screen.rowType}}, in calendar: Calendar) {
        {{#screen.hasMultipleCellKinds}}
                let value: {{valueType}} =
                    switch row {
        {{#cases}}
                    case {{pattern}}: {{valueExpression}}
        {{/cases}}
                    }
        {{/screen.hasMultipleCellKinds}}
        {{^screen.hasMultipleCellKinds}}
        {{#cases}}
                let value = {{valueExpression}}
        {{/cases}}
        {{/screen.hasMultipleCellKinds}}
                self.value = {{groupingExpression}}
            }

            /// The section's header title{{#titlesRelativeDay}}: "Today" or "Yesterday" as of `now`, else the
            /// date{{/titlesRelativeDay}}{{#titleField}}: the `{{.}}` of its first row, `firstRow`{{/titleField}}{{#titlesValue}}: its value{{/titlesValue}}. Worked out each time the list shows it.
            {{screen.accessPrefix}}func title(firstRow: {{screen.rowType}}, now: Date, calendar: Calendar) -> String {
        {{#titlesRelativeDay}}
                if calendar.isDate(value, inSameDayAs: now) { return {{todayExpression}} }
                if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
                    calendar.isDate(value, inSameDayAs: yesterday)
                {
                    return {{yesterdayExpression}}
                }
                return {{valueTitleExpression}}
        {{/titlesRelativeDay}}
        {{#titlesValue}}
                {{valueTitleExpression}}
        {{/titlesValue}}
        {{#titleField}}
        {{#screen.hasMultipleCellKinds}}
                switch firstRow {
        {{#cases}}
                case {{pattern}}: {{titleExpression}}
        {{/cases}}
                }
        {{/screen.hasMultipleCellKinds}}
        {{^screen.hasMultipleCellKinds}}
        {{#cases}}
                {{titleExpression}}
        {{/cases}}
        {{/screen.hasMultipleCellKinds}}
        {{/titleField}}
            }
        {{#formatsDate}}

            /// `date` as a header shows it, in `calendar`'s time zone and locale.
            static func formatted(_ date: Date, in calendar: Calendar) -> String {
                let formatter = DateFormatter()
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.locale = calendar.locale ?? Locale.current
                {{dateFormatSetup}}
                return formatter.string(from: date)
            }
        {{/formatsDate}}

            /// Whether the section shows its header with `rowCount` rows shown: a section is there only while it
            /// has rows, but during a search it may show none, and then no header.
            func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {
                rowCount > 0
            }

            /// Where the row store's sections come from: each row's own section in `calendar`, {{orderDescription}}.
            static func fromRows(in calendar: Calendar) -> ListRowStore<{{screen.sectionType}}, {{screen.rowType}}>.Sections {
                .fromRows(sectionOf: { {{screen.sectionType}}(of: $0, in: calendar) }, areInIncreasingOrder: {{orderExpression}})
            }
        }
        {{/dataSections}}
        {{^dataSections}}
        /// The sections of the {{screen.name}} screen, in display order.
        {{screen.accessPrefix}}enum {{screen.sectionType}}: Int, CaseIterable, Hashable, Sendable {
        {{#sections}}
            case {{caseName}}
        {{/sections}}

            /// The section's header title, if it has one.
            {{screen.accessPrefix}}var title: String? {
        {{#screen.hasSectionTitles}}
                switch self {
        {{#sections}}
                case .{{caseName}}: {{titleExpression}}
        {{/sections}}
                }
        {{/screen.hasSectionTitles}}
        {{^screen.hasSectionTitles}}
                nil
        {{/screen.hasSectionTitles}}
            }
        {{#screen.hasSectionFooters}}

            /// The section's footer text, if it has one.
            {{screen.accessPrefix}}var footer: String? {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{footerExpression}}
        {{/sections}}
                }
            }
        {{/screen.hasSectionFooters}}
        {{#sectionViews}}
        {{#hasHeaderViews}}

            /// Whether the section's header is a view that the controller's `onSectionHeader` configures.
            {{screen.accessPrefix}}var hasHeaderView: Bool {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{#hasHeaderView}}true{{/hasHeaderView}}{{^hasHeaderView}}false{{/hasHeaderView}}
        {{/sections}}
                }
            }
        {{/hasHeaderViews}}
        {{#hasFooterViews}}

            /// Whether the section's footer is a view that the controller's `onSectionFooter` configures.
            {{screen.accessPrefix}}var hasFooterView: Bool {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{#hasFooterView}}true{{/hasFooterView}}{{^hasFooterView}}false{{/hasFooterView}}
        {{/sections}}
                }
            }
        {{/hasFooterViews}}
        {{#hasCollapsibleSections}}

            /// Whether the section's header view offers a toggle that hides and shows its rows (`collapsible`).
            {{screen.accessPrefix}}var isCollapsible: Bool {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{#isCollapsible}}true{{/isCollapsible}}{{^isCollapsible}}false{{/isCollapsible}}
        {{/sections}}
                }
            }
        {{/hasCollapsibleSections}}
        {{/sectionViews}}
        {{#screen.hasSectionTitlesOrFooters}}

            /// Whether the section shows its header and footer when it has `rowCount` rows: a section with no
            /// rows shows neither, unless the spec says `showWhenEmpty`.
            func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {
        {{#screen.hasSectionsShownWhenEmpty}}
                switch self {
        {{#sections}}
                case .{{caseName}}: {{showsTitlesExpression}}
        {{/sections}}
                }
        {{/screen.hasSectionsShownWhenEmpty}}
        {{^screen.hasSectionsShownWhenEmpty}}
                rowCount > 0
        {{/screen.hasSectionsShownWhenEmpty}}
            }
        {{/screen.hasSectionTitlesOrFooters}}
        }
        {{/dataSections}}

        """#
}

private var text_Strings_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#localization}}
        /// The {{screen.name}} screen's user-visible texts, looked up in the strings table {{tableLiteral}}
        /// (`listgen strings` prints it in English). Each is looked up on every read, in the current language.
        enum {{stringsType}} {
        {{#texts}}
        {{^isFirst}}

        {{/isFirst}}
            /// {{docValue}}
            static var {{memberName}}: String {
                String(
                    localized: {{keyLiteral}},
                    defaultValue: {{valueLiteral}},
                    table: {{tableLiteral}},
        {{#usesModuleBundle}}
                    bundle: .module,
        {{/usesModuleBundle}}
                    comment: {{commentLiteral}})
            }
        {{/texts}}
        }
        {{/localization}}

        """#
}

private var text_ViewController_anchors_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#needsAnchors}}

            // MARK: - Anchors

            /// Where a popover or action sheet shown for the row at `indexPath` points, worked out when the tap,
            /// swipe action, menu item or accessibility action acts (after any reuse or move), never captured
            /// earlier: `control`, the button that was tapped, while it is in the cell that shows that row now;
            /// else that cell (a swipe action, menu item, VoiceOver action or row tap, or a button whose cell
            /// shows another row by now); else the list itself when the row has no cell on screen.
            private func anchor(forRowAt indexPath: IndexPath, from control: UIView? = nil) -> ListAnchor {
                guard let cell = {{listViewName}}.{{cellLookupMethod}}(at: indexPath) else {
                    return ListAnchor(sourceView: {{listViewName}})
                }
                if let control, control.isDescendant(of: cell) {
                    return ListAnchor(sourceView: control)
                }
                return ListAnchor(sourceView: cell)
            }
        {{/needsAnchors}}

        """#
}

private var text_ViewController_cells_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isTable}}

            private func makeCell(
                for row: {{rowType}}, at indexPath: IndexPath, in tableView: UITableView
            ) -> UITableViewCell {
        {{#singleCell}}
                let cell = {{name}}.dequeue(from: tableView, for: indexPath)
                cell.configure(with: row, at: indexPath)
        {{#loadsImage}}
                cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                connect(cell, to: row)
        {{/hasHooks}}
                return cell
        {{/singleCell}}
        {{#hasMultipleCellKinds}}
                switch row {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}):
                    let cell = {{name}}.dequeue(from: tableView, for: indexPath)
                    cell.configure(with: {{parameterName}}, at: indexPath)
        {{#loadsImage}}
                    cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                    connect(cell, to: {{parameterName}})
        {{/hasHooks}}
                    return cell
        {{/cells}}
                }
        {{/hasMultipleCellKinds}}
            }
        {{/isTable}}
        {{#isCollection}}
        {{#cells}}

            /// Created with the controller, before any cell is requested: UIKit raises when a registration
            /// is created inside a cell provider or `collectionView(_:cellForItemAt:)`.
            private let {{registrationName}} = UICollectionView.CellRegistration<{{name}}, {{modelType}}> {
                cell, indexPath, {{parameterName}} in
                cell.configure(with: {{parameterName}}, at: indexPath)
        {{#editing.canReorder}}
                // The control a person drags the row by, shown while the list is editing (`editing.reorder`).
                if !cell.accessories.contains(where: { $0.accessoryType == .reorder }) {
                    cell.accessories.append(.reorder())
                }
        {{/editing.canReorder}}
        {{#showsMultiselectAccessory}}
                // The selection circle of edit mode, shown while the list is editing (`editing.multiSelect`).
                if !cell.accessories.contains(where: { $0.accessoryType == .multiselect }) {
                    cell.accessories.append(.multiselect())
                }
        {{/showsMultiselectAccessory}}
            }
        {{/cells}}
        {{#supplementaries}}

        {{^dataSections}}
            /// Created with the controller, like the cell registrations.
            private let {{registrationName}} = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: {{elementKind}}
            ) { {{viewName}}, _, indexPath in
        {{#hasText}}
                // The list cell's default configuration is styled for where it appears: here, {{place}}.
                var content = {{viewName}}.defaultContentConfiguration()
                content.text = {{sectionType}}(rawValue: indexPath.section)?.{{sectionProperty}}
                {{viewName}}.contentConfiguration = content
        {{/hasText}}
            }
        {{/dataSections}}
        {{#dataSections}}
            /// Created when first used, after the controller: its section's title comes from the controller.
            private lazy var {{registrationName}} = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: {{elementKind}}
            ) { [weak self] {{viewName}}, _, indexPath in
                // The list cell's default configuration is styled for where it appears: here, {{place}}.
                var content = {{viewName}}.defaultContentConfiguration()
                content.text = self?.title(ofSectionAt: indexPath.section)
                {{viewName}}.contentConfiguration = content
            }
        {{/dataSections}}
        {{/supplementaries}}

            private func makeCell(
                for row: {{rowType}}, at indexPath: IndexPath, in collectionView: UICollectionView
            ) -> UICollectionViewCell {
        {{#singleCell}}
                let cell = collectionView.dequeueConfiguredReusableCell(
                    using: {{registrationName}}, for: indexPath, item: row)
        {{#loadsImage}}
                cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                connect(cell, to: row)
        {{/hasHooks}}
        {{#hasDeleteControl}}
                showDeleteControl(on: cell, for: row)
        {{/hasDeleteControl}}
                return cell
        {{/singleCell}}
        {{#hasMultipleCellKinds}}
                switch row {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}):
                    let cell = collectionView.dequeueConfiguredReusableCell(
                        using: {{registrationName}}, for: indexPath, item: {{parameterName}})
        {{#loadsImage}}
                    cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                    connect(cell, to: {{parameterName}})
        {{/hasHooks}}
        {{#hasDeleteControl}}
                    showDeleteControl(on: cell, for: row)
        {{/hasDeleteControl}}
                    return cell
        {{/cells}}
                }
        {{/hasMultipleCellKinds}}
            }
        {{/isCollection}}
        {{#cells}}
        {{#hasHooks}}

            /// Connects the buttons of `cell`, which shows `{{parameterName}}`, to this controller.
            private func connect(_ cell: {{name}}, to {{parameterName}}: {{modelType}}) {
        {{#hasDelegate}}
                cell.delegate = self
        {{/hasDelegate}}
        {{#hasClosures}}
                // Capture the row's stable ID, never the index path: the row is found again at tap time.
                // A cell off the list (waiting for reuse, its hooks not yet cleared) does nothing.
                let id: {{screen.rowIDType}} = {{rowIDExpression}}
        {{#hookEvents}}
        {{#isSwitch}}
                cell.{{closureName}} = { [weak self, weak cell] isOn in
        {{/isSwitch}}
        {{#sendsControl}}
                cell.{{closureName}} = { [weak self, weak cell] control in
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
                cell.{{closureName}} = { [weak self, weak cell] in
        {{/hasButton}}
        {{/isSwitch}}
                    guard let self, let cell, self.{{screen.listViewName}}.indexPath(for: cell) != nil,
                        let indexPath = self.indexPath(forRowID: id)
                    else { return }
        {{#isSwitch}}
                    self.{{tapMethod}}(to: isOn, at: indexPath)
        {{/isSwitch}}
        {{#sendsControl}}
                    self.{{tapMethod}}(at: indexPath, from: control)
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
                    self.{{tapMethod}}(at: indexPath)
        {{/hasButton}}
        {{/isSwitch}}
                }
        {{/hookEvents}}
        {{/hasClosures}}
            }
        {{/hasHooks}}
        {{/cells}}

        """#
}

private var text_ViewController_confirmation_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#confirmation}}

            // MARK: - Confirmation

            /// Asks before acting: presents an alert from this controller with a cancel button and a
            /// confirming one. `onConfirm` runs only when the user confirms, after the alert is dismissed;
            /// it must look its row up again by ID (the list may have changed while the alert was up).
        {{#hasConditions}}
            /// With `asks` false (`confirm.when`, read from the row at the tap) it acts at once, without asking.
        {{/hasConditions}}
        {{#hasActionSheets}}
            /// With an `anchor` it is an action sheet pointing at it (`confirm.style: actionSheet`): on iPad a
            /// popover, which UIKit refuses to show unanchored.
        {{/hasActionSheets}}
            private func {{methodName}}(
                title: String, message: String?, button: String, style: UIAlertAction.Style,
        {{#hasConditions}}
                asks: Bool = true,
        {{/hasConditions}}
        {{^hasActionSheets}}
                onConfirm: @escaping () -> Void
        {{/hasActionSheets}}
        {{#hasActionSheets}}
                anchor: ListAnchor? = nil, onConfirm: @escaping () -> Void
        {{/hasActionSheets}}
            ) {
        {{#hasConditions}}
                guard asks else {
                    onConfirm()
                    return
                }
        {{/hasConditions}}
        {{^hasActionSheets}}
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        {{/hasActionSheets}}
        {{#hasActionSheets}}
                let alert = UIAlertController(
                    title: title, message: message, preferredStyle: anchor == nil ? .alert : .actionSheet)
                anchor?.point(alert)
        {{/hasActionSheets}}
                alert.addAction(UIAlertAction(title: {{cancelTitleLiteral}}, style: .cancel))
                alert.addAction(UIAlertAction(title: button, style: style) { _ in onConfirm() })
                present(alert, animated: true)
            }
        {{/confirmation}}

        """#
}

private var text_ViewController_conformances_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#cells}}
        {{#hasDelegate}}

        extension {{screen.viewControllerType}}: {{delegateProtocol}} {
        {{#hookEvents}}
        {{^isFirst}}

        {{/isFirst}}
        {{#isSwitch}}
            {{screen.accessPrefix}}func {{tapMethod}}(_ isOn: Bool, in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(to: isOn, at: indexPath)
            }
        {{/isSwitch}}
        {{#sendsControl}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}, from control: UIView?) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath, from: control)
            }
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath)
            }
        {{/hasButton}}
        {{/isSwitch}}
        {{/hookEvents}}
        }
        {{/hasDelegate}}
        {{/cells}}
        {{#isClassic}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDataSource {
            {{screen.accessPrefix}}func numberOfSections(in tableView: UITableView) -> Int {
                store.sectionCount
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                store.rowCount(inSection: section)
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: tableView)
            }
        {{#editing.canReorder}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                true
            }

            /// The table moved the row on screen: the store takes the move without moving it again.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)
            }
        {{/editing.canReorder}}
        {{#editing.canDelete}}

            /// A person confirmed a row's delete control: the event fires for the row there now.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
            ) {
                guard editingStyle == .delete else { return }
                deleteControlCommitted(at: indexPath)
            }
        {{/editing.canDelete}}
        {{#hasSectionTitles}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        {{^dataSections}}
                titledSection(at: section)?.title
        {{/dataSections}}
        {{#dataSections}}
                title(ofSectionAt: section)
        {{/dataSections}}
            }
        {{/hasSectionTitles}}
        {{#hasSectionFooters}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                titledSection(at: section)?.footer
            }
        {{/hasSectionFooters}}
        {{#indexTitles}}

            /// The section index now, from the store (`indexTitles: true`).
            {{screen.accessPrefix}}func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                store.sectionIndexTitles
            }

            /// The section an index title names now, from the store.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
            ) -> Int {
                store.section(forIndexTitle: title, at: index)
            }
        {{/indexTitles}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDataSource {
            {{screen.accessPrefix}}func numberOfSections(in collectionView: UICollectionView) -> Int {
                store.sectionCount
            }

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                store.rowCount(inSection: section)
            }

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: collectionView)
            }
        {{#indexTitles}}

            /// The section index now, from the store (`indexTitles: true`).
            {{screen.accessPrefix}}func indexTitles(for collectionView: UICollectionView) -> [String]? {
                store.sectionIndexTitles
            }

            /// Where an index title jumps now (its whole section), from the store.
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
            ) -> IndexPath {
                store.indexPath(forIndexTitle: title, at: index)
            }
        {{/indexTitles}}
        {{#editing.canReorder}}

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
                true
            }

            /// The collection view moved the item on screen: the store takes the move without moving it again.
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)
            }
        {{/editing.canReorder}}
        {{#hasSupplementaries}}

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
        {{#hasSeveralSupplementaries}}
                switch kind {
        {{#providedSupplementaries}}
                {{caseLabel}}
                    {{dequeueExpression}}
        {{/providedSupplementaries}}
                }
        {{/hasSeveralSupplementaries}}
        {{^hasSeveralSupplementaries}}
        {{#providedSupplementaries}}
                {{dequeueExpression}}
        {{/providedSupplementaries}}
        {{/hasSeveralSupplementaries}}
            }
        {{/hasSupplementaries}}
        }
        {{/isCollection}}
        {{/isClassic}}

        """#
}

private var text_ViewController_editing_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing.declaresTableDelegate}}

        extension {{viewControllerType}}: UITableViewDelegate {
            // The editing style of each row. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-editing-delegate}}
        }
        {{/editing.declaresTableDelegate}}

        """#
}

private var text_ViewController_editing_delegate_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing}}
        {{#declaresEditingStyle}}

            /// In edit mode, a row shows the delete control when it offers `{{deleteEvent}}` now
            /// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and
            /// their configurations are never nil, so UIKit adds no Delete swipe of its own.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
            ) -> UITableViewCell.EditingStyle {
                guard tableView.isEditing else { return {{editingStyleOutsideEditMode}} }
        {{#canDelete}}
                return hasDeleteControl(at: indexPath) ? .delete : .none
        {{/canDelete}}
        {{^canDelete}}
                return .none
        {{/canDelete}}
            }
        {{/declaresEditingStyle}}
        {{/editing}}

        """#
}

private var text_ViewController_editing_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing}}
        {{#isUsed}}

            // MARK: - Editing

            /// Puts the list into editing mode with the controller, and takes it out again: what
            /// `editButtonItem` calls (place it in the navigation item or a toolbar from `onViewDidLoad`).
            {{screen.accessPrefix}}override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                {{listEditingStatement}}
        {{#multiSelect}}
                // The rows selected for the batch actions: none when edit mode begins, and none after it.
                store.editingChanged()
        {{/multiSelect}}
            }
        {{#canReorder}}

            /// Called after a person dragged a row to a new place in editing mode, once the row store has moved
            /// it (so `row(at:)`, the buttons, swipe actions and menus already act on it there): with the
            /// controller, the moved row, the index path it came from and the one it is at now. Apply the same
            /// move to the app's own model here; the list needs nothing more.
            {{screen.accessPrefix}}var onMoveRow: (({{viewControllerType}}, _ row: {{rowType}}, _ from: IndexPath, _ to: IndexPath) -> Void)?

            /// A person's move, already on screen: the store takes it without moving the row again, then the
            /// app hears of it.
            private func rowMovedByPerson(at source: IndexPath, to destination: IndexPath) {
                guard let move = store.takeMoveMadeOnScreen(at: source, to: destination) else { return }
                onMoveRow?(self, move.row, move.source, move.destination)
            }
        {{/canReorder}}
        {{#canDelete}}
        {{#isTable}}

            /// A person confirmed the delete control of the row at `indexPath` (`editing.delete`): UIKit names
            /// where the row is when the person confirms, never where it was when the control was shown, and
            /// `{{deleteEvent}}` fires as from its other placements, when the row still offers it then (a row whose
            /// event was hidden or disabled meanwhile does nothing). The app deletes the row
            /// (`deleteRow(withID:)`), through the row store.
            private func deleteControlCommitted(at indexPath: IndexPath) {
                guard let row = row(at: indexPath), {{deleteTestMethod}}(for: row) else { return }
                {{deleteMethod}}(at: indexPath)
            }

            /// Whether the row at `indexPath` shows a delete control in edit mode: it offers `{{deleteEvent}}` now,
            /// read from the row each time UIKit asks.
            private func hasDeleteControl(at indexPath: IndexPath) -> Bool {
                guard let row = row(at: indexPath) else { return false }
                return {{deleteTestMethod}}(for: row)
            }
        {{/isTable}}
        {{#isCollection}}

            /// Gives `cell` the delete control a person taps in edit mode (`editing.delete`) when `row` offers
            /// `{{deleteEvent}}` now, replacing the one it had for the row it showed before (a row that does not
            /// offer it gets none). The control keeps the row's stable ID, finds the row when it is tapped,
            /// wherever it is then, and fires `{{deleteEvent}}` as from its other placements when the row still
            /// offers it. The app deletes the row (`deleteRow(withID:)`), through the row store.
            private func showDeleteControl(on cell: UICollectionViewListCell, for row: {{screen.rowType}}) {
                cell.accessories.removeAll { $0.accessoryType == .delete }
                guard {{deleteTestMethod}}(for: row) else { return }
                let id = row.id
                cell.accessories.append(
                    .delete(actionHandler: { [weak self] in
                        guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath),
                            self.{{deleteTestMethod}}(for: row)
                        else { return }
                        self.{{deleteMethod}}(at: indexPath)
                    }))
            }
        {{/isCollection}}
        {{/canDelete}}
        {{#rowEventTests}}

            /// Whether `row` offers `{{event}}` now: its cell kind has the event, and the event's `visible` and
            /// `enabled` hold for the row as it is. Asked each time an edit-mode control acts on a row.
            private func {{methodName}}(for row: {{screen.rowType}}) -> Bool {
        {{#singleCase}}
                {{expression}}
        {{/singleCase}}
        {{^singleCase}}
                switch row {
        {{#cases}}
        {{#bindsModel}}
                case .{{rowCaseName}}(let {{parameterName}}): {{expression}}
        {{/bindsModel}}
        {{^bindsModel}}
                case .{{rowCaseName}}: {{expression}}
        {{/bindsModel}}
        {{/cases}}
                }
        {{/singleCase}}
            }
        {{/rowEventTests}}
        {{#multiSelect}}

            // MARK: - Batch actions
            //
            // `editing.multiSelect`: in edit mode several rows can be selected, kept by ID in the row store
            // (`ListRowStore`, `// MARK: - Selection`); each toolbar button performs its event on them.

            /// The batch buttons, in the spec's order, which `toolbarItems` holds (shown by a navigation
            /// controller whose toolbar is visible; place them elsewhere from `onViewDidLoad`). Each is enabled
            /// while a row selected in edit mode offers its event (visible and enabled for the row).
            {{screen.accessPrefix}}private(set) lazy var batchButtons: [UIBarButtonItem] = [
        {{#buttons}}
                batchButton(title: {{titleLiteral}}, image: {{imageExpression}}) {
                    $0.{{methodName}}()
                },
        {{/buttons}}
            ]

            /// Whether the row at `indexPath` can be selected in edit mode: its cell kind has one of the events
            /// of `editing.multiSelect`.
            private func isBatchSelectableRow(at indexPath: IndexPath) -> Bool {
        {{#allRowsSelectable}}
                row(at: indexPath) != nil
        {{/allRowsSelectable}}
        {{^allRowsSelectable}}
                switch row(at: indexPath) {
        {{#cells}}
                case .{{rowCaseName}}?: {{isSelectableLiteral}}
        {{/cells}}
                case nil: false
                }
        {{/allRowsSelectable}}
            }

            /// A batch button: a tap calls `perform` with this controller.
            private func batchButton(
                title: String, image: UIImage?, perform: @escaping ({{viewControllerType}}) -> Void
            ) -> UIBarButtonItem {
                UIBarButtonItem(
                    title: title, image: image,
                    primaryAction: UIAction(title: title, image: image) { [weak self] _ in
                        if let self { perform(self) }
                    })
            }

            /// Enables each batch button while a row selected in edit mode offers its event now, and disables it
            /// otherwise: called after every change of the selection and of the rows.
            private func updateBatchButtons() {
                let rows = store.batchSelectedRows
        {{#buttons}}
                batchButtons[{{index}}].isEnabled = rows.contains { {{testMethod}}(for: $0) }
        {{/buttons}}
            }
        {{#buttons}}

            /// The {{description}} batch button: {{#confirm}}asks first, then {{/confirm}}performs `.{{caseName}}` with the rows
            /// selected then that offer `{{event}}` then, looked up by ID when it fires, in list order; then edit
            /// mode ends.
            private func {{methodName}}() {
        {{#confirm}}
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}
                ) { [weak self] in
                    guard let self else { return }
                    self.performBatchAction(offeredBy: { self.{{testMethod}}(for: $0) }) { .{{caseName}}($0) }
                }
        {{/confirm}}
        {{^confirm}}
                performBatchAction(offeredBy: { {{testMethod}}(for: $0) }) { .{{caseName}}($0) }
        {{/confirm}}
            }
        {{/buttons}}

            /// Performs the action `action` makes of the rows selected in edit mode that `offers` the event now,
            /// looked up by ID and tested now, in list order (a row deleted meanwhile is not among them, and a
            /// row whose event is hidden or disabled now is left out); then ends edit mode, which deselects the
            /// rows left out too. Nothing, and edit mode goes on, when no selected row offers the event.
            private func performBatchAction(
                offeredBy offers: ({{screen.rowType}}) -> Bool, _ action: ([{{screen.rowType}}]) -> {{screen.actionType}}
            ) {
                let rows = store.batchSelectedRows.filter(offers)
                guard !rows.isEmpty else {
                    updateBatchButtons()
                    return
                }
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: action(rows))
                setEditing(false, animated: true)
            }
        {{/multiSelect}}
        {{/isUsed}}
        {{/editing}}

        """#
}

private var text_ViewController_feed_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#feed}}
        {{#hasPaging}}
        {{#screen.isTable}}

        extension {{screen.viewControllerType}}{{pagingConformance}} {
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                store.loadNextPageIfNear(indexPath, distance: {{pageDistance}})
            }
        }
        {{/screen.isTable}}
        {{#screen.isCollection}}

        extension {{screen.viewControllerType}}{{pagingConformance}} {
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
            ) {
                store.loadNextPageIfNear(indexPath, distance: {{pageDistance}})
            }
        }
        {{/screen.isCollection}}
        {{/hasPaging}}
        {{/feed}}

        """#
}

private var text_ViewController_feed_load_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#feed}}
        {{#hasEmptyState}}
                {{screen.listViewName}}.backgroundView = {{emptyState.backgroundViewName}}
                updateEmptyState()
        {{/hasEmptyState}}
        {{#hasRefresh}}
                // Pull to refresh, offered only while `onRefresh` is set.
                updateRefreshControl()
        {{/hasRefresh}}
        {{#setsDelegateForPaging}}
                // Paging: the delegate learns when {{pageTrigger}} comes into view.
                {{screen.listViewName}}.delegate = self
        {{/setsDelegateForPaging}}
        {{#hasPageFooter}}
                // The paging footer shows the row store's paging lifecycle.
                store.onPageFooterChange = { [weak self] footer in self?.showPageFooter(footer) }
                showPageFooter(store.pageFooter)
        {{/hasPageFooter}}
        {{/feed}}

        """#
}

private var text_ViewController_feed_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#feed}}
        {{#isUsed}}

            // MARK: - Empty state, refresh and paging
        {{/isUsed}}
        {{#emptyState}}

            /// Shown as the list's `backgroundView` while the list has no rows, hidden before the first
            /// `setRows` (so it does not flash while they load) and once rows arrive (every change of the rows
            /// updates it). A list content view, so it follows Dynamic Type and the system's
            /// colors. Replace its `configuration` in `onViewDidLoad` to change it.
            {{screen.accessPrefix}}let emptyStateView: UIListContentView = {
                var content = UIListContentConfiguration.cell()
                content.text = {{textExpression}}
        {{#secondaryTextExpression}}
                content.secondaryText = {{secondaryTextExpression}}
        {{/secondaryTextExpression}}
        {{#imageExpression}}
                content.image = {{imageExpression}}
        {{/imageExpression}}
                content.textProperties.alignment = .center
                content.secondaryTextProperties.alignment = .center
                return UIListContentView(configuration: content)
            }()

        {{#noResults}}
            /// Shown as the list's `backgroundView`, in place of the empty state, while a search finds no row
            /// (the list has rows, but none matches). Replace its `configuration` in `onViewDidLoad` to change it.
            {{screen.accessPrefix}}let noResultsView: UIListContentView = {
                var content = UIListContentConfiguration.cell()
                content.text = {{textExpression}}
        {{#imageExpression}}
                content.image = {{imageExpression}}
        {{/imageExpression}}
                content.textProperties.alignment = .center
                return UIListContentView(configuration: content)
            }()

        {{/noResults}}
        {{#action}}
            /// The empty state's button, under its text: {{#routeName}}it follows the route `{{.}}`{{/routeName}}{{#actionCaseName}}it performs `.{{.}}` through `actionHandler`{{/actionCaseName}}.
            {{screen.accessPrefix}}private(set) lazy var emptyStateButton: UIButton = {
                var configuration = UIButton.Configuration.filled()
                configuration.title = {{titleExpression}}
                return UIButton(
                    configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.emptyStateButtonTapped() })
            }()

            /// The empty state with its button: the text's view above the button, as the list's background view.
            private lazy var emptyStateBackground: UIStackView = {
                let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])
                stack.axis = .vertical
                stack.alignment = .center
                stack.spacing = 8
                return stack
            }()

            private func emptyStateButtonTapped() {
        {{#routeExpression}}
                router.navigate(to: {{.}}, from: self)
        {{/routeExpression}}
        {{#actionCaseName}}
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{.}})
        {{/actionCaseName}}
            }

        {{/action}}
            /// Shows the empty state while the list has no rows, once its first rows were set (`setRows`): it
            /// stays hidden while they load, and hides once rows arrive.
            private func updateEmptyState() {
                {{backgroundViewName}}.isHidden = {{feed.emptyStateHiddenExpression}}
        {{#noResults}}
                noResultsView.isHidden = !store.showsNoResults
                {{screen.listViewName}}.backgroundView = store.showsNoResults ? noResultsView : {{backgroundViewName}}
        {{/noResults}}
            }
        {{/emptyState}}
        {{#hasRefresh}}

            /// Pull to refresh: called when the user pulls the list down. Replace the rows (`setRows`, or the
            /// mutation API) and return when done: the spinner stops when this returns, so a refresh cannot be
            /// left spinning or ended twice. Pulls while it runs are ignored. The controller is passed in: use
            /// it instead of capturing the controller, which would be a retain cycle. The list offers pull to
            /// refresh (has a `UIRefreshControl`) only while this is set: setting it adds the control, setting
            /// it to nil removes it.
            {{screen.accessPrefix}}var onRefresh: (@MainActor ({{screen.viewControllerType}}) async -> Void)? {
                didSet { updateRefreshControl() }
            }

            /// Gives the list a refresh control while `onRefresh` is set, and none without: a pull with nothing
            /// to run would show a spinner that ends at once, possibly while the finger is still down.
            private func updateRefreshControl() {
                guard isViewLoaded else { return }
                if onRefresh == nil {
                    {{screen.listViewName}}.refreshControl = nil
                } else if {{screen.listViewName}}.refreshControl == nil {
                    let refreshControl = UIRefreshControl()
                    refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
                    {{screen.listViewName}}.refreshControl = refreshControl
                }
            }

            /// Runs `onRefresh` for a pull (unless a refresh runs), then ends the refresh control's spinner.
            private func refresh() {
                store.refresh { [weak self] in
                    guard let self, let onRefresh = self.onRefresh else { return }
                    await onRefresh(self)
                } then: { [weak self] in
                    self?.{{screen.listViewName}}.refreshControl?.endRefreshing()
                }
            }
        {{/hasRefresh}}
        {{#hasPaging}}

            /// Load more: called once when {{pageTrigger}} comes into view, not again while the page loads.
        {{#pagesBySection}}
            /// Return the next page's rows by section: they are appended at the ends of their sections in one
            /// update of the list (`append(contentsOf:)`); a row whose ID is already in the list goes to
            /// `onDuplicateRows`.
        {{/pagesBySection}}
        {{^pagesBySection}}
            /// Return the next page's rows: each is appended at the end of its own section (a section new to
            /// the list is created) in one update of the list (`append(contentsOf:)`); a row whose ID is
            /// already in the list goes to `onDuplicateRows`.
        {{/pagesBySection}}
            /// Once the page is in, when {{pageTrigger}} comes into view (at once, when the list is shorter
            /// than the screen), the next page is asked for. Return no rows after the last page: paging stops until `setRows`
            /// replaces the rows. Throw when the page failed: `onLoadNextPageFailed` gets the error, and this
            /// hook is called again the next time {{pageTrigger}} comes into view. A page belongs to the list
            /// it was asked for: when `setRows` replaces the rows while it loads, its task is cancelled and
            /// whatever it returns or throws is dropped. The controller is passed in: use it instead of
            /// capturing the controller, which would be a retain cycle.
            {{screen.accessPrefix}}var onLoadNextPage: (@MainActor ({{screen.viewControllerType}}) async throws -> {{pageType}})? {
                didSet {
                    guard let load = onLoadNextPage else { return store.loadNextPage = nil }
                    store.loadNextPage = { [weak self] in
                        guard let self else { return .{{pageCase}}({{emptyPageLiteral}}) }
                        return .{{pageCase}}(try await load(self))
                    }
                }
            }
            /// Called with the error `onLoadNextPage` threw, on the main actor, so that the app can say the
            /// page failed (its rows stay as they were; the page is asked for again the next time
            /// {{pageTrigger}} comes into view). Not called for a page dropped because `setRows` replaced the
            /// rows.
            {{screen.accessPrefix}}var onLoadNextPageFailed: (@MainActor ({{screen.viewControllerType}}, any Error) -> Void)? {
                didSet {
                    guard let report = onLoadNextPageFailed else { return store.onPageFailed = nil }
                    store.onPageFailed = { [weak self] error in
                        if let self { report(self, error) }
                    }
                }
            }
        {{#hasPageFooter}}

            /// The paging footer's spinner: it turns while a page loads, and hides when stopped.
            {{screen.accessPrefix}}let pageFooterSpinner = UIActivityIndicatorView(style: .medium)

            /// The paging footer's retry button, shown after a page failed: it asks for that page again, once.
            {{screen.accessPrefix}}private(set) lazy var pageFooterRetryButton: UIButton = {
                var configuration = UIButton.Configuration.plain()
                configuration.title = {{pageFooterRetryTitleExpression}}
                return UIButton(
                    configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.store.retryPage() })
            }()

            /// The paging footer after the last row: the spinner while a page loads, the retry button after it
            /// failed, hidden otherwise (the row store's `pageFooter`, the one rule of every variant).
            {{screen.accessPrefix}}private(set) lazy var pageFooterView: UIStackView = {
                let stack = UIStackView(arrangedSubviews: [pageFooterSpinner, pageFooterRetryButton])
                stack.axis = .vertical
                stack.alignment = .center
        {{#screen.isTable}}
                // A table footer view keeps the height of its frame.
                stack.frame.size.height = 44
        {{/screen.isTable}}
                return stack
            }()

            /// Shows the row store's paging footer.
            private func showPageFooter(_ footer: ListPageFooter) {
                if footer == .loading {
                    pageFooterSpinner.startAnimating()
                } else {
                    pageFooterSpinner.stopAnimating()
                }
                pageFooterRetryButton.isHidden = footer != .failed
                pageFooterView.isHidden = footer == .hidden
        {{#screen.isTable}}
                tableView.tableFooterView = footer == .hidden ? nil : pageFooterView
        {{/screen.isTable}}
            }
        {{#screen.isCollection}}

            /// The collection list's page footer: a boundary supplementary item of the whole layout, after
            /// every section (so that no row's index path changes), holding `pageFooterView`.
            private let pageFooterRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: ListPageFooter.elementKind
            ) { _, _, _ in }

            private func dequeuePageFooter(
                in collectionView: UICollectionView, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                let view = collectionView.dequeueConfiguredReusableSupplementary(using: pageFooterRegistration, for: indexPath)
                guard pageFooterView.superview !== view else { return view }
                pageFooterView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(pageFooterView)
                NSLayoutConstraint.activate([
                    pageFooterView.topAnchor.constraint(equalTo: view.topAnchor),
                    pageFooterView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    pageFooterView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    pageFooterView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                return view
            }
        {{/screen.isCollection}}
        {{/hasPageFooter}}
        {{/hasPaging}}
        {{/feed}}

        """#
}

private var text_ViewController_load_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isClassic}}
        {{#isCollection}}
        {{#dataSections}}
        {{#supplementaries}}
                // Made now, before the list asks for a view: UIKit refuses a registration made in that request.
                _ = {{registrationName}}
        {{/supplementaries}}
        {{/dataSections}}
        {{/isCollection}}
        {{/isClassic}}
        {{#isDiffable}}
                let dataSource = DataSource({{listViewName}}: {{listViewName}}) { [weak self] {{listViewName}}, indexPath, id in
                    // The snapshot comes from the store, and the data source lives no longer than the
                    // controller: a missing row is a bug in this generated code, not something the app's data
                    // can cause. Stop with a clear message rather than return nil, which UIKit rejects with a
                    // vaguer exception.
                    guard let self, let row = self.store.row(withID: id) else {
                        preconditionFailure("{{viewControllerType}}: no row for ID \(id) at \(indexPath)")
                    }
                    return self.makeCell(for: row, at: indexPath, in: {{listViewName}})
                }
        {{#isCollection}}
        {{#hasSupplementaries}}
        {{#providedSupplementaries}}
        {{#copiesRegistration}}
                let {{registrationName}} = {{registrationName}}
        {{/copiesRegistration}}
        {{/providedSupplementaries}}
                dataSource.supplementaryViewProvider = { {{supplementaryProviderCaptures}}collectionView, {{supplementaryKindParameter}}, indexPath in
        {{#hasSeveralSupplementaries}}
                    switch kind {
        {{#providedSupplementaries}}
                    {{caseLabel}}
                        {{providerDequeueExpression}}
        {{/providedSupplementaries}}
                    }
        {{/hasSeveralSupplementaries}}
        {{^hasSeveralSupplementaries}}
        {{#providedSupplementaries}}
                    {{providerDequeueExpression}}
        {{/providedSupplementaries}}
        {{/hasSeveralSupplementaries}}
                }
        {{/hasSupplementaries}}
        {{/isCollection}}
        {{#editing.canDelete}}
        {{#isTable}}
                dataSource.onCommitDelete = { [weak self] indexPath in
                    self?.deleteControlCommitted(at: indexPath)
                }
        {{/isTable}}
        {{/editing.canDelete}}
        {{#editing.canReorder}}
        {{#isTable}}
                dataSource.onMoveRow = { [weak self] source, destination in
                    self?.rowMovedByPerson(at: source, to: destination)
                }
        {{/isTable}}
        {{#isCollection}}
                // Rows can be dragged by their reorder accessory; the data source's snapshot has taken the move
                // when `didReorder` runs.
                dataSource.reorderingHandlers.canReorderItem = { _ in true }
                dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                    // The dragged row is the one the transaction's difference inserts.
                    guard let self, case .insert(_, let id, _)? = transaction.difference.insertions.first,
                        let move = self.store.moveMadeOnScreen(ofRowWithID: id, toMatch: transaction.finalSnapshot)
                    else { return }
                    self.rowMovedByPerson(at: move.source, to: move.destination)
                }
        {{/isCollection}}
        {{/editing.canReorder}}
                self.dataSource = dataSource
        {{#isTable}}
        {{#dataSections}}
                dataSource.sectionTitle = { [weak self] in self?.title(ofSectionAt: $0) }
        {{/dataSections}}
        {{/isTable}}
        {{#indexTitles}}
                // The section index, from the store each time UIKit asks.
                dataSource.indexTitles = { [weak self] in self?.store.sectionIndexTitles }
        {{#isTable}}
                dataSource.sectionForIndexTitle = { [weak self] title, index in
                    self?.store.section(forIndexTitle: title, at: index) ?? 0
                }
        {{/isTable}}
        {{#isCollection}}
                dataSource.indexPathForIndexTitle = { [weak self] title, index in
                    self?.store.indexPath(forIndexTitle: title, at: index) ?? IndexPath(index: 0)
                }
        {{/isCollection}}
        {{/indexTitles}}
                dataSource.applySnapshotUsingReloadData(store.snapshot)
                store.display = .diffable({{listViewName}}) { snapshot, animated in
                    dataSource.apply(snapshot, animatingDifferences: animated)
                }
        {{/isDiffable}}
        {{#isClassic}}
                {{listViewName}}.dataSource = self
                {{listViewName}}.reloadData()
        {{#isTable}}
                store.display = .table({{listViewName}})
        {{/isTable}}
        {{#isCollection}}
                store.display = .collection({{listViewName}})
        {{/isCollection}}
        {{/isClassic}}

        """#
}

private var text_ViewController_persistent_selection_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

            // MARK: - Persistent selection
            //
            // `selection: { persistent: true }`: the row store (`ListRowStore`, `// MARK: - Selection`) keeps the
            // selected row by its ID and shows it selected where it is after every change of the rows.

            /// The ID of the selected row, nil when no row is selected.
            {{screen.accessPrefix}}var selectedRowID: {{rowIDType}}? {
                store.selectedRowID
            }

            /// Called when the selected row changes: a tap on another row, `selectRow(withID:)`, or the
            /// deletion of the selected row (nil). A tap on the selected row changes nothing here.
            {{screen.accessPrefix}}var onSelectionChange: (({{rowIDType}}?) -> Void)? {
                didSet { store.selection.onChange = { [weak self] id in self?.onSelectionChange?(id) } }
            }

            /// Selects the row with `id` (nil: none), without animation and without firing its `select`, as
            /// when a split view restores the detail it shows. An ID not in the list selects nothing.
            {{screen.accessPrefix}}func selectRow(withID id: {{rowIDType}}?) {
                store.selectRow(withID: id)
            }

        """#
}

private var text_ViewController_placement_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}
        {{#declaresDelegateConformance}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDelegate {
            // Swipe actions and context menus. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-placement-delegate}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDelegate {
            // Context menus. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-placement-delegate}}
        }
        {{/isCollection}}
        {{/declaresDelegateConformance}}
        {{/placements}}

        """#
}

private var text_ViewController_placement_delegate_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}
        {{#isTable}}
        {{#swipeEdges}}

            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, {{tableDelegateLabel}} indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                {{method}}(forRowAt: indexPath)
            }
        {{/swipeEdges}}
        {{#menu}}

            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                {{method}}(forRowAt: indexPath)
            }

            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating
            ) {
                commitMenuPreview(configuration, animator: animator)
            }
        {{/menu}}
        {{/isTable}}
        {{#isCollection}}
        {{#menu}}

            /// iOS 15 asks this method; iOS 16 and later ask the one below (so it is deprecated, as in UIKit).
            @available(iOS, introduced: 13.0, deprecated: 16.0)
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                {{method}}(forRowAt: indexPath)
            }

            /// A menu for one item; none for several (a multiple selection) or none (empty space).
            @available(iOS 16.0, *)
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
            ) -> UIContextMenuConfiguration? {
                guard indexPaths.count == 1 else { return nil }
                return {{method}}(forRowAt: indexPaths[0])
            }

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView,
                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating
            ) {
                commitMenuPreview(configuration, animator: animator)
            }
        {{/menu}}
        {{/isCollection}}
        {{/placements}}
        {{#isTable}}
        {{> ViewController-editing-delegate}}
        {{/isTable}}

        """#
}

private var text_ViewController_placement_item_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isMenu}}
                    menuAction(
        {{#hasMenuStructure}}
                        group: {{menuGroupLiteral}}, submenu: {{submenuTitleLiteral}},
        {{/hasMenuStructure}}
                        title: {{menuTitleLiteral}},
                        systemImage: {{systemImageLiteral}}, isDestructive: {{isDestructiveLiteral}},
                        rowID: id, isVisible: {{isVisibleExpression}}, isEnabled: {{isEnabledExpression}},
                        perform: { $0.{{tapMethod}}(at: $1) }){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/isMenu}}
        {{^isMenu}}
                    swipeAction(
                        title: {{swipeTitleLiteral}}, accessibilityLabel: {{accessibilityLabelLiteral}},
                        systemImage: {{systemImageLiteral}}, style: .{{swipeStyle}},{{^hasSwipeColors}} rowID: id,{{/hasSwipeColors}}
        {{#hasSwipeColors}}
                        backgroundColor: {{backgroundColorExpression}}, rowID: id,
        {{/hasSwipeColors}}
                        isVisible: {{isVisibleExpression}}, isEnabled: {{isEnabledExpression}},
                        perform: { $0.{{tapMethod}}(at: $1) }){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/isMenu}}

        """#
}

private var text_ViewController_placement_items_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#singleCase}}
                guard let {{parameterName}} = row(at: indexPath) else { return {{emptyResult}} }
                let id = {{parameterName}}.id
        {{#setsFullSwipe}}
                let fullSwipe = {{fullSwipeLiteral}}
        {{/setsFullSwipe}}
                let actions: [{{actionType}}?] = [
        {{#items}}
        {{> ViewController-placement-item}}
        {{/items}}
                ]
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return {{emptyResult}} }
                let id = row.id
                let actions: [{{actionType}}?]
        {{#setsFullSwipe}}
                let fullSwipe: Bool
        {{/setsFullSwipe}}
                switch row {
        {{#cases}}
        {{#bindsModel}}
                case .{{rowCaseName}}(let {{parameterName}}):
        {{/bindsModel}}
        {{^bindsModel}}
                case .{{rowCaseName}}:
        {{/bindsModel}}
        {{#setsFullSwipe}}
                    fullSwipe = {{fullSwipeLiteral}}
        {{/setsFullSwipe}}
        {{#hasItems}}
                    actions = [
        {{#items}}
            {{> ViewController-placement-item}}
        {{/items}}
                    ]
        {{/hasItems}}
        {{^hasItems}}
                    actions = []
        {{/hasItems}}
        {{/cases}}
                }
        {{/singleCase}}

        """#
}

private var text_ViewController_placements_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}

            // MARK: - Swipe actions and context menus
            //
            // Every placement of an event calls the same `didTap<Event>(at:)` as its button. Each action
            // captures its row's stable ID, never the index path it was made for, and finds the row again
            // when it fires: rows may move or go while a row is swiped open or its menu is shown.
        {{#swipeEdges}}
        {{#hasItems}}

            /// The {{edge}} swipe actions of the row now at `indexPath`: its events placed `{{placementWord}}`
            /// that are visible and enabled now.
            func {{method}}(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {
        {{> ViewController-placement-items}}
        {{^setsFullSwipe}}
                return UISwipeActionsConfiguration(actions: actions.compactMap { $0 })
        {{/setsFullSwipe}}
        {{#setsFullSwipe}}
                // The cell kind's `fullSwipe`: whether a full swipe performs the first action.
                let configuration = UISwipeActionsConfiguration(actions: actions.compactMap { $0 })
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
        {{/setsFullSwipe}}
            }
        {{/hasItems}}
        {{^hasItems}}

            /// No event is placed `{{placementWord}}`: an empty configuration for every row, so that UIKit
            /// offers no default {{edge}} swipe actions either (a table's editable rows would get Delete).
            func {{method}}(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {
                UISwipeActionsConfiguration(actions: [])
            }
        {{/hasItems}}
        {{/swipeEdges}}
        {{#menu}}

            /// Called when a row's context menu opens, with the row found by its stable ID at that moment:
            /// the view controller UIKit shows as the menu's preview, or nil for UIKit's own (the row's cell).
            /// The row is the one under the menu now, wherever it moved and whatever `update` changed since
            /// its cell was configured; none is asked for a row deleted meanwhile. The controller is passed in:
            /// use it instead of capturing the controller, which would be a retain cycle.
            {{screen.accessPrefix}}var onContextMenuPreview: (({{screen.viewControllerType}}, {{screen.rowType}}) -> UIViewController?)?

            /// Called when the user taps a row's context-menu preview (commits it), once the menu is gone:
            /// with the row found by the menu's stable ID then, and the preview view controller shown (nil
            /// when UIKit previewed the cell), e.g. to push it. The row is the one that is there now, wherever
            /// it moved and whatever `update` changed since the menu opened; a row deleted meanwhile gets no
            /// call. Without the hook, tapping the preview only closes the menu.
            {{screen.accessPrefix}}var onCommitContextMenuPreview: (({{screen.viewControllerType}}, {{screen.rowType}}, UIViewController?) -> Void)?

            /// The context menu of the row now at `indexPath`: its events placed `menu` that are visible now,
            /// a disabled one shown disabled; nil (no menu) when there is none. The configuration's identifier
            /// is the row's stable ID, and a chosen item finds its row by it: a row deleted meanwhile does nothing.
            func {{method}}(forRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {
        {{> ViewController-placement-items}}
                let items = actions.compactMap { $0 }
                guard !items.isEmpty else { return nil }
                let preview = menuPreview(forRowID: id)
                return UIContextMenuConfiguration(identifier: RowMenuIdentifier(id), previewProvider: preview) { _ in
        {{^hasMenuStructure}}
                    UIMenu(children: items)
        {{/hasMenuStructure}}
        {{#hasMenuStructure}}
                    UIMenu(children: Self.menuElements(items))
        {{/hasMenuStructure}}
                }
            }
        {{/menu}}
        {{#hasSwipeActions}}

            /// A swipe action for the row with `id`, or nil when it is hidden or disabled: a contextual action
            /// has no disabled state, and UIKit also offers every swipe action to VoiceOver, so a disabled one
            /// is not offered at all. When tapped, it finds the row by `id` and calls `perform` with where the
            /// row is now, then calls its completion handler: with `false` when it did nothing (the row is
            /// gone). A destructive action completes with `true` only when the row is gone now: UIKit takes a
            /// destructive completion as a deletion and animates the row away, so a row that stays (the app
            /// kept it, or a confirmation is still up) must complete with `false`, or it disappears and jumps
            /// back. It has a title even for an image-only event, which VoiceOver says, and the event's
            /// accessibility label, when the spec gives one.
        {{#hasSwipeColors}}
            /// A `backgroundColor` replaces UIKit's (grey, or red for a destructive action); nil keeps it.
        {{/hasSwipeColors}}
            private func swipeAction(
                title: String, accessibilityLabel: String?, systemImage: String?, style: UIContextualAction.Style,
        {{#hasSwipeColors}}
                backgroundColor: UIColor?,
        {{/hasSwipeColors}}
                rowID id: {{screen.rowIDType}}, isVisible: Bool, isEnabled: Bool,
                perform: @escaping @MainActor ({{screen.viewControllerType}}, IndexPath) -> Void
            ) -> UIContextualAction? {
                guard isVisible, isEnabled else { return nil }
                let action = UIContextualAction(style: style, title: title) { [weak self] _, _, completion in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else {
                        completion(false)
                        return
                    }
                    perform(self, indexPath)
                    completion(style != .destructive || self.indexPath(forRowID: id) == nil)
                }
                action.image = systemImage.flatMap { UIImage(systemName: $0) }
                action.accessibilityLabel = accessibilityLabel
        {{#hasSwipeColors}}
                if let backgroundColor {
                    action.backgroundColor = backgroundColor
                }
        {{/hasSwipeColors}}
                return action
            }
        {{/hasSwipeActions}}
        {{#menu}}

            /// A context-menu item for the row with `id`, or nil when it is not visible. When chosen, it finds
            /// the row by `id` and calls `perform` with where the row is now; a row deleted meanwhile does
            /// nothing. UIKit does not let the user choose a disabled item.
        {{#hasMenuStructure}}
            /// `group` is the spec's `menuGroup`: the inline section the item joins, nil for the top level;
            /// `submenu` the spec's `submenu`: the title of the submenu it joins, nil for none.
        {{/hasMenuStructure}}
            private func menuAction(
        {{#hasMenuStructure}}
                group: String?, submenu: String?,
        {{/hasMenuStructure}}
                title: String, systemImage: String?, isDestructive: Bool, rowID id: {{screen.rowIDType}},
                isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor ({{screen.viewControllerType}}, IndexPath) -> Void
            ) -> {{actionType}}? {
                guard isVisible else { return nil }
                var attributes: UIMenuElement.Attributes = []
                if isDestructive {
                    attributes.insert(.destructive)
                }
                if !isEnabled {
                    attributes.insert(.disabled)
                }
                let image = systemImage.flatMap { UIImage(systemName: $0) }
        {{^hasMenuStructure}}
                return UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else { return }
                    perform(self, indexPath)
                }
        {{/hasMenuStructure}}
        {{#hasMenuStructure}}
                let action = UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else { return }
                    perform(self, indexPath)
                }
                return RowMenuItem(group: group, submenu: submenu, action: action)
        {{/hasMenuStructure}}
            }
        {{#hasMenuStructure}}

            /// A context-menu item, the spec's `menuGroup` it joins (nil: the menu's top level) and the title of
            /// the `submenu` it joins (nil: none).
            private struct RowMenuItem {
                let group: String?
                let submenu: String?
                let action: UIAction
            }

            /// The row menu's elements, in event order: an item of no group stays at the top level; the items
            /// of one group form one inline `UIMenu` (`.displayInline`: shown in place, between separators),
            /// placed where the group's first item is; the items of one submenu form one `UIMenu` with its
            /// title, placed where its first item is, in its items' group. A group or submenu whose items are
            /// all hidden shows nothing.
            private static func menuElements(_ items: [RowMenuItem], inGroup: Bool = false) -> [UIMenuElement] {
                var elements: [UIMenuElement] = []
                var placedGroups: Set<String> = []
                var placedSubmenus: Set<String> = []
                for item in items {
                    if !inGroup, let group = item.group {
                        guard placedGroups.insert(group).inserted else { continue }
                        let members = menuElements(items.filter { $0.group == group }, inGroup: true)
                        elements.append(UIMenu(title: "", options: .displayInline, children: members))
                    } else if let submenu = item.submenu {
                        guard placedSubmenus.insert(submenu).inserted else { continue }
                        let members = items.filter { $0.submenu == submenu }.map(\.action)
                        elements.append(UIMenu(title: submenu, children: members))
                    } else {
                        elements.append(item.action)
                    }
                }
                return elements
            }
        {{/hasMenuStructure}}

            /// The menu's preview provider: nil without `onContextMenuPreview` (UIKit previews the row's cell);
            /// else one that finds the row by `id` when UIKit asks for the preview, and hands it to the hook.
            private func menuPreview(forRowID id: {{screen.rowIDType}}) -> UIContextMenuContentPreviewProvider? {
                guard onContextMenuPreview != nil else { return nil }
                return { [weak self] in
                    guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {
                        return nil
                    }
                    return self.onContextMenuPreview?(self, row)
                }
            }

            /// The user tapped the preview of the menu with `configuration`: without `onCommitContextMenuPreview`,
            /// the preview just goes (`.dismiss`, no animation); else, once the commit's animations end, the
            /// row is found by the menu's identifier (its stable ID) and handed to the hook with the preview.
            func commitMenuPreview(
                _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
            ) {
                guard onCommitContextMenuPreview != nil, let id = (configuration.identifier as? RowMenuIdentifier)?.rowID
                else {
                    animator.preferredCommitStyle = .dismiss
                    return
                }
                let preview = animator.previewViewController
                animator.addCompletion { [weak self] in
                    guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {
                        return
                    }
                    self.onCommitContextMenuPreview?(self, row, preview)
                }
            }

            /// A context menu's identifier: the row's stable ID, as the `NSCopying` object UIKit keeps.
            /// Two identifiers are equal when their rows are the same row, wherever it is.
            private final class RowMenuIdentifier: NSObject, NSCopying {
                let rowID: {{screen.rowIDType}}

                init(_ rowID: {{screen.rowIDType}}) {
                    self.rowID = rowID
                }

                func copy(with zone: NSZone? = nil) -> Any {
                    self
                }

                override func isEqual(_ object: Any?) -> Bool {
                    (object as? RowMenuIdentifier)?.rowID == rowID
                }

                override var hash: Int {
                    rowID.hashValue
                }
            }
        {{/menu}}
        {{/placements}}

        """#
}

private var text_ViewController_rows_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

            // MARK: - Rows
            //
            // Change rows only through these methods: each one updates the data and the list together, so
            // rows, cells and identities stay in step. They forward to `ListRowStore` (ListRowStore.swift),
            // whose rules every screen and variant shares: row IDs are unique (later duplicates go to
            // `onDuplicateRows`), an index past the end of a section appends to it, an index path that names
            // no place changes nothing, and changes are animated only while the list is in a window.
        {{^dataSections}}
        {{#isSingleSection}}

            /// Replaces every row.
            {{screen.accessPrefix}}func setRows(_ rows: [{{rowType}}]) {
                setRows([.{{firstSectionCase}}: rows])
            }
        {{/isSingleSection}}
        {{/dataSections}}

        {{#dataSections}}
            /// Replaces every row. Each row goes to the section of its `{{field}}` (sections {{orderDescription}});
            /// the sections are reloaded, so that their titles are read again. A page still loading belongs to
            /// the old rows and is dropped.
        {{/dataSections}}
        {{^dataSections}}
            /// Replaces every row; a section missing from `rows` becomes empty. A page still loading belongs
            /// to the old rows and is dropped.
        {{/dataSections}}
            {{screen.accessPrefix}}func setRows(_ rows: {{rowAPI.setRowsType}}) {
                store.setRows(rows)
            }
        {{#dataSections}}

            /// The sections there now, in display order: each is there while it has rows.
            {{screen.accessPrefix}}var sections: [{{sectionType}}] {
                store.sectionIdentifiers
            }

            /// The section at `index` now, or nil when there is none.
            {{screen.accessPrefix}}func section(at index: Int) -> {{sectionType}}? {
                store.section(at: index)
            }
        {{/dataSections}}

            /// The rows of `section`, in display order{{#dataSections}} (none when it is not there){{/dataSections}}.
            {{screen.accessPrefix}}func rows(in section: {{sectionType}}) -> [{{rowType}}] {
                store.rows(in: section)
            }

            /// The row at `indexPath` now, or nil when there is none.
            {{screen.accessPrefix}}func row(at indexPath: IndexPath) -> {{rowType}}? {
                store.row(at: indexPath)
            }

            /// Where the row with `id` is now, or nil when it is not in the list.
            {{screen.accessPrefix}}func indexPath(forRowID id: {{rowIDType}}) -> IndexPath? {
                store.indexPath(forRowID: id)
            }

        {{#dataSections}}
            /// Inserts `row` into the section of its `{{field}}`: at `indexPath.row` when `indexPath.section`
            /// is that section (or past its end: at the end), else at the end of that section, which is
            /// created when it is not there yet. Nothing happens when `indexPath.row` is negative. A row whose
            /// ID is already in the list goes to `onDuplicateRows`.
        {{/dataSections}}
        {{^dataSections}}
            /// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when
            /// `indexPath` is past it; nothing happens when `indexPath` names no place. A row whose ID is
            /// already in the list goes to `onDuplicateRows`.
        {{/dataSections}}
            {{screen.accessPrefix}}func insert(_ row: {{rowType}}, at indexPath: IndexPath) {
                store.insert(row, at: indexPath)
            }

        {{#dataSections}}
            /// Appends `row` at the end of the section of its `{{field}}` (created when it is not there yet). A
            /// row whose ID is already in the list goes to `onDuplicateRows`.
        {{/dataSections}}
        {{^dataSections}}
            /// Appends `row` at the end of `section`. A row whose ID is already in the list goes to
            /// `onDuplicateRows`.
        {{/dataSections}}
            {{screen.accessPrefix}}func append(_ row: {{rowType}}{{rowAPI.sectionParameter}}) {
                store.append(contentsOf: {{rowAPI.appendedRowBatch}})
            }

        {{#dataSections}}
            /// Appends `rows`, in order, each at the end of the section of its `{{field}}`, all in one update of
            /// the list. A row whose ID is already in the list, or earlier in `rows`, goes to `onDuplicateRows`.
        {{/dataSections}}
        {{^dataSections}}
            /// Appends `rows` at the end of `section`, in order, in one update of the list. A row whose ID is
            /// already in the list, or earlier in `rows`, goes to `onDuplicateRows`.
        {{/dataSections}}
            {{screen.accessPrefix}}func append(contentsOf rows: [{{rowType}}]{{rowAPI.sectionParameter}}) {
                store.append(contentsOf: {{rowAPI.appendedRowsBatch}})
            }
        {{^dataSections}}

            /// Appends each section's rows at the end of that section, all in one update of the list (one
            /// animation and one layout pass, however many rows and sections). A row whose ID is already in the
            /// list, or earlier in the batch (sections taken in `{{sectionType}}.allCases` order), goes to
            /// `onDuplicateRows` once the other rows are in.
            {{screen.accessPrefix}}func append(contentsOf rows: [{{sectionType}}: [{{rowType}}]]) {
                store.append(contentsOf: rows)
            }
        {{/dataSections}}

            /// Deletes the row at `indexPath`, if there is one{{#dataSections}}, and its section with it when it was the last{{/dataSections}}.
            {{screen.accessPrefix}}func deleteRow(at indexPath: IndexPath) {
                store.deleteRow(at: indexPath)
            }

            /// Deletes the row with `id`, if it is in the list{{#dataSections}}, and its section with it when it was the last{{/dataSections}}.
            {{screen.accessPrefix}}func deleteRow(withID id: {{rowIDType}}) {
                store.deleteRow(withID: id)
            }

        {{#dataSections}}
            /// Moves the row at `source` so that it ends up at `destination` within its own section, or at the
            /// end of the section when `destination` is past it. Nothing happens when there is no row at
            /// `source`, or when `destination` is in another section (a row's section is its `{{field}}`'s).
        {{/dataSections}}
        {{^dataSections}}
            /// Moves the row at `source` so that it ends up at `destination`, in the same or another section,
            /// or at the end of that section when `destination` is past it. Nothing happens when there is no
            /// row at `source`, or when `destination` names no place.
        {{/dataSections}}
            {{screen.accessPrefix}}func moveRow(at source: IndexPath, to destination: IndexPath) {
                store.moveRow(at: source, to: destination)
            }

        {{#dataSections}}
            /// Replaces the row that has `row`'s ID and redraws its cell in place; when its `{{field}}` puts it
            /// in another section, it moves to the end of that section (created when it is not there yet, and
            /// its old section goes when it empties).
        {{/dataSections}}
        {{^dataSections}}
            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
        {{/dataSections}}
            {{screen.accessPrefix}}func update(_ row: {{rowType}}) {
                store.update(row)
            }

        """#
}

private var text_ViewController_search_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#search}}

        extension {{screen.viewControllerType}}: UISearchResultsUpdating {
            /// The search bar's text or scope changed, or a search began or ended: the list shows the rows the
            /// search finds (every row once it ends), and `onSearch` learns the new query.
            {{screen.accessPrefix}}func updateSearchResults(for searchController: UISearchController) {
                let bar = searchController.searchBar
                let query =
                    searchController.isActive
                    ? ListSearchQuery(text: bar.text ?? "", scopeIndex: bar.selectedScopeButtonIndex) : nil
                guard query != store.searchQuery else { return }
                store.search(query)
                onSearch?(query)
            }
        }
        {{/search}}

        """#
}

private var text_ViewController_search_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#search}}

            // MARK: - Search
            //
            // The row store keeps every row; a search only changes which ones the list shows, so the mutation
            // API above keeps working on the full list during a search, and a row inserted or updated meanwhile
            // shows in the results when it matches. During a search, index paths that name a row the list shows
            // (`row(at:)`, `indexPath(forRowID:)`, `deleteRow(at:)`, the taps) are where the list shows it;
            // `insert(_:at:)`, `moveRow(at:to:)` and `rows(in:)` address the full list. Ending the search shows
            // every row again, rows added during it included.

            /// The search bar, in the navigation bar (`navigationItem.searchController`); this controller is its
            /// results updater. Configure its look freely in `onViewDidLoad`.
            {{screen.accessPrefix}}let searchController = UISearchController(searchResultsController: nil)

            /// Whether a row matches a search: by default ``matchesSearch(_:_:)``, the spec's rule. Set your own
            /// (a search that is active runs again with it).
            {{screen.accessPrefix}}var searchPredicate: @MainActor ({{screen.rowType}}, ListSearchQuery) -> Bool {
                get { store.searchPredicate }
                set { store.searchPredicate = newValue }
            }

            /// Called with each new query while a search is active, and with nil when the search ends: for a
            /// search the app runs itself (a server search). Hand its results back with
            /// `showSearchResults(withIDs:)`; until then the list shows the rows `searchPredicate` matches.
            {{screen.accessPrefix}}var onSearch: ((ListSearchQuery?) -> Void)?

            /// The search shown now, or nil when no search is active.
            {{screen.accessPrefix}}var searchQuery: ListSearchQuery? { store.searchQuery }

            /// Shows, while a search is active, the rows with these IDs (the app's own results, in the list's
            /// order) until the search ends or new results come; nil lets `searchPredicate` decide again.
            /// Results that arrive after the search ended are dropped.
            {{screen.accessPrefix}}func showSearchResults(withIDs ids: [{{screen.rowType}}.ID]?) {
                store.showSearchResults(withIDs: ids)
            }

            /// The spec's rule: the row is in the selected scope, and one of its fields contains the query's text,
            /// ignoring case and diacritics. The fields: {{fieldList}}.
            {{screen.accessPrefix}}nonisolated static func matchesSearch(_ row: {{screen.rowType}}, _ query: ListSearchQuery) -> Bool {
        {{#hasFilteringScopes}}
                let isInScope: Bool
                switch query.scopeIndex {
        {{#filteringScopes}}
                case {{index}}: isInScope = {{conditionExpression}}
        {{/filteringScopes}}
                default: isInScope = true
                }
                return isInScope && ({{textMatchExpression}})
        {{/hasFilteringScopes}}
        {{^hasFilteringScopes}}
                return {{textMatchExpression}}
        {{/hasFilteringScopes}}
            }

            /// Puts the search bar in the navigation bar, with the spec's placeholder and scopes.
            private func setUpSearch() {
                searchController.searchResultsUpdater = self
                searchController.obscuresBackgroundDuringPresentation = false
        {{#placeholderExpression}}
                searchController.searchBar.placeholder = {{.}}
        {{/placeholderExpression}}
        {{#scopeTitlesExpression}}
                searchController.searchBar.scopeButtonTitles = {{.}}
        {{/scopeTitlesExpression}}
                navigationItem.searchController = searchController
            }
        {{/search}}

        """#
}

private var text_ViewController_section_views_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#sectionViews}}
        {{#screen.isTable}}

        extension {{screen.viewControllerType}}{{tableDelegateConformance}} {
        {{#views}}
        {{^isFirst}}

        {{/isFirst}}
            /// The {{role}} view of a section with `{{role}}View: true` while it shows its {{role}}; nil for
            /// the others, which show their text, if any.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, {{tableDelegateLabel}} index: Int) -> UIView? {
                guard let section = titledSection(at: index), section.{{sectionFlag}},
                    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: {{reuseIdentifierLiteral}})
                else { return nil }
                {{configureMethod}}(view, for: section)
                return view
            }
        {{/views}}
        }
        {{/screen.isTable}}
        {{/sectionViews}}

        """#
}

private var text_ViewController_section_views_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#sectionViews}}

            // MARK: - Section header and footer views
        {{#views}}

            /// Called with the {{role}} view of each section that has `{{role}}View: true`, and the section, each time
            /// the list shows it, and again after rows changed (so that a count it shows stays right). The view
            /// comes showing the section's text, if any; listgen registers, dequeues and reuses it, so a view
            /// comes back for another section: set everything the hook shows each time, and let a button's action
            /// use the section it is given now (a `UIAction` with a fixed `identifier` replaces the previous one).
            /// The controller is passed in: use it instead of capturing the controller, which would be a retain
            /// cycle.
            {{screen.accessPrefix}}var {{hookName}}: (({{screen.viewControllerType}}, {{viewType}}, {{screen.sectionType}}) -> Void)? {
                didSet { updateSectionViews() }
            }
        {{/views}}
        {{#views}}

            /// Shows `section` in `view`, its {{role}} view: the view's default content with the section's text,
            /// then whatever `{{hookName}}` sets.
            private func {{configureMethod}}(_ view: {{viewType}}, for section: {{screen.sectionType}}) {
        {{#textExpression}}
                var content = view.defaultContentConfiguration()
                content.text = {{.}}
                view.contentConfiguration = content
        {{/textExpression}}
        {{^textExpression}}
                view.contentConfiguration = view.defaultContentConfiguration()
        {{/textExpression}}
        {{#isHeader}}
        {{#hasCollapsibleSections}}
                showCollapseToggle(in: view.contentView, for: section)
        {{/hasCollapsibleSections}}
        {{/isHeader}}
                {{hookName}}?(self, view, section)
            }
        {{#screen.isCollection}}

            /// The {{role}} of the section at `indexPath`, from `{{registrationName}}`, shown through
            /// `{{configureMethod}}(_:for:)` when that section has a {{role}} view.
            private func {{dequeueMethod}}(
                in collectionView: UICollectionView, at indexPath: IndexPath
            ) -> {{viewType}} {
                let view = collectionView.dequeueConfiguredReusableSupplementary(using: {{registrationName}}, for: indexPath)
                if let section = {{screen.sectionType}}(rawValue: indexPath.section), section.{{sectionFlag}} {
                    {{configureMethod}}(view, for: section)
                }
                return view
            }
        {{/screen.isCollection}}
        {{/views}}
        {{#hasCollapsibleSections}}

            // MARK: - Collapsible sections

            /// Whether `section` is collapsed: its header shows, its rows do not. They stay in the list, and
            /// every change made to them meanwhile shows when it expands.
            {{screen.accessPrefix}}func isSectionCollapsed(_ section: {{screen.sectionType}}) -> Bool {
                store.isCollapsed(section)
            }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows them as they
            /// are now), animated in a window; its header's toggle shows the new state. A section without
            /// `collapsible` is always expanded: nothing changes for it. The rows stay in the list meanwhile,
            /// with their IDs, the selected row and the rows selected for batch actions: a collapsed section's
            /// rows cannot be tapped, and a selected one shows selected again when the section expands.
            {{screen.accessPrefix}}func setSection(_ section: {{screen.sectionType}}, collapsed: Bool) {
                guard section.isCollapsible else { return }
                store.setSection(section, collapsed: collapsed)
            }

            /// Expands `section` when it is collapsed, else collapses it: what its header's toggle does.
            {{screen.accessPrefix}}func toggleSection(_ section: {{screen.sectionType}}) {
                setSection(section, collapsed: !isSectionCollapsed(section))
            }

            /// The `accessibilityIdentifier` of the toggle button in a collapsible section's header view (and the
            /// identifier of its `UIAction`).
            {{screen.accessPrefix}}nonisolated static let collapseToggleIdentifier = "listgen.collapseToggle"

            /// Shows the toggle of `section` in a header view's `contentView`: one button per view, kept across
            /// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron and its
            /// selected state (expanded) say the section's state now, and its action, replaced each time, toggles
            /// the section shown now.
            private func showCollapseToggle(in contentView: UIView, for section: {{screen.sectionType}}) {
                let toggle =
                    contentView.subviews.lazy.compactMap { $0 as? UIButton }
                    .first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }
                    ?? {
                        let button = UIButton(configuration: .plain())
                        button.accessibilityIdentifier = Self.collapseToggleIdentifier
                        contentView.addSubview(button)
                        return button
                    }()
                toggle.isHidden = !section.isCollapsible
                let collapsed = isSectionCollapsed(section)
                toggle.configuration?.image = UIImage(systemName: collapsed ? "chevron.right" : "chevron.down")
                toggle.isSelected = !collapsed
                toggle.accessibilityLabel = section.title
                toggle.addAction(
                    UIAction(identifier: UIAction.Identifier(Self.collapseToggleIdentifier)) { [weak self] _ in
                        self?.toggleSection(section)
                    }, for: .primaryActionTriggered)
            }
        {{/hasCollapsibleSections}}

            /// Hands the header and footer views on screen to their hooks again: a list keeps a section's views
            /// while only its rows change.
            private func updateSectionViews() {
                guard isViewLoaded else { return }
                for section in {{screen.sectionType}}.allCases {
        {{#views}}
                    if section.{{sectionFlag}},
                        let view = {{visibleViewExpression}}
                    {
                        {{configureMethod}}(view, for: section)
                    }
        {{/views}}
                }
            }
        {{/sectionViews}}

        """#
}

private var text_ViewController_selection_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#selection}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDelegate {
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                {{selectableCheckMethod}}(at: indexPath)
            }

            /// Asked for every selection, also one made without touch (a hardware keyboard, focus), which
            /// highlighting never sees: a row that cannot be selected is refused here too.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                {{selectableCheckMethod}}(at: indexPath) ? indexPath : nil
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                // Checked again: a selection made some other way than through the delegate is undone.
                guard {{selectableCheckMethod}}(at: indexPath) else {
                    tableView.deselectRow(at: indexPath, animated: false)
        {{#persistent}}
                    store.showSelection()
        {{/persistent}}
                    return
                }
        {{#editing.multiSelect}}
                // In edit mode a tap selects the row for the batch actions and never follows its `select`.
                if tableView.isEditing {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                if tableView.isEditing { store.batchDeselectRow(at: indexPath) }
            }
        {{/editing.multiSelect}}
        {{> ViewController-placement-delegate}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDelegate {
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
            ) -> Bool {
                {{selectableCheckMethod}}(at: indexPath)
            }

            /// Asked for every selection, also one made without touch (a hardware keyboard, focus), which
            /// highlighting never sees: an item that cannot be selected is refused here too.
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
            ) -> Bool {
                {{selectableCheckMethod}}(at: indexPath)
            }

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                // Checked again: a selection made some other way than through the delegate is undone.
                guard {{selectableCheckMethod}}(at: indexPath) else {
                    collectionView.deselectItem(at: indexPath, animated: false)
        {{#persistent}}
                    store.showSelection()
        {{/persistent}}
                    return
                }
        {{#editing.multiSelect}}
                // In edit mode a tap selects the row for the batch actions and never follows its `select`.
                if collectionView.isEditing {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                if collectionView.isEditing { store.batchDeselectRow(at: indexPath) }
            }
        {{/editing.multiSelect}}
        {{> ViewController-placement-delegate}}
        }
        {{/isCollection}}
        {{/selection}}

        """#
}

private var text_ViewController_selection_tap_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#confirm}}
        {{#persistent}}
        // Asks first: the selection stays where it was until the user confirms; the row is looked up
        // again, by ID, then.
        store.showSelection()
        {{/persistent}}
        {{^persistent}}
        // Asks first: the row is deselected now and looked up again, by ID, when the user confirms.
        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/persistent}}
        let id = {{rowIDExpression}}
        {{confirmation.methodName}}(
            title: {{titleLiteral}}, message: {{messageLiteral}},
            button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
        ) { [weak self] in
            guard let self, let indexPath = self.indexPath(forRowID: id),
                {{rowLookupPattern}} = self.row(at: indexPath)
            else { return }
        {{#stillOfferedExpression}}
            // Still offered? It may have been disabled or hidden while the alert was up.
            guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#persistent}}
            self.store.selectRow(withID: id)
        {{/persistent}}
        {{#hasRoute}}
            self.router.navigate(to: {{routeExpression}}, from: self{{screen.navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
            self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
        }
        {{/confirm}}
        {{^confirm}}
        {{#persistent}}
        // Kept selected, by ID, before it acts: the app reads `selectedRowID` as this row.
        store.selectRow(withID: {{rowIDExpression}})
        {{/persistent}}
        {{#hasRoute}}
        router.navigate(to: {{routeExpression}}, from: self{{screen.navigateAnchorArgument}})
        {{^persistent}}
        {{#presents}}
        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/presents}}
        {{^presents}}
        if navigationController == nil {
            // Shown modally: no appearance callback comes back to deselect the row.
            {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        }
        {{/presents}}
        {{/persistent}}
        {{/hasRoute}}
        {{^hasRoute}}
        actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{^persistent}}
        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/persistent}}
        {{/hasRoute}}
        {{/confirm}}

        """#
}

private var text_ViewController_selection_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#selection}}

            // MARK: - Row taps

            /// Handles a tap on the row now at `indexPath`. The row is looked up now, from the current data.
        {{#persistent}}
            /// The row becomes the selected row and stays selected (`selection: { persistent: true }`): the row
            /// store keeps it by ID. A tap on the selected row acts again (a split view shows its detail again).
            /// A row that asks first stays unselected until the person confirms; the selection is kept meanwhile.
        {{/persistent}}
        {{^persistent}}
            /// A row that navigates stays selected while its destination is shown and is deselected when
            /// navigation returns (`viewWillAppear(_:)`); any other tap deselects it at once.
        {{/persistent}}
            func {{selectMethod}}(at indexPath: IndexPath) {
        {{#singleCase}}
        {{#isSelectable}}
                guard let {{parameterName}} = row(at: indexPath) else { return }
                {{> ViewController-selection-tap}}
        {{/isSelectable}}
        {{^isSelectable}}
                // Not selectable (no `select` in the spec); the delegate refuses the selection.
        {{#persistent}}
                store.showSelection()
        {{/persistent}}
        {{^persistent}}
                {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: false)
        {{/persistent}}
        {{/isSelectable}}
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return }
                switch row {
        {{#cases}}
        {{#isSelectable}}
                case .{{rowCaseName}}{{tapBinding}}:
                    {{> ViewController-selection-tap}}
        {{/isSelectable}}
        {{^isSelectable}}
                case .{{rowCaseName}}:
                    // Not selectable (no `select` in the spec); the delegate refuses the selection.
        {{#persistent}}
                    store.showSelection()
        {{/persistent}}
        {{^persistent}}
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: false)
        {{/persistent}}
        {{/isSelectable}}
        {{/cases}}
                }
        {{/singleCase}}
            }

            /// Whether the row at `indexPath` can be selected: its cell kind has a row tap (and the row's
            /// `enabled` field, when the spec names one, is true).
            func isSelectableRow(at indexPath: IndexPath) -> Bool {
        {{#singleCase}}
        {{^isSelectable}}
                false
        {{/isSelectable}}
        {{#isSelectable}}
        {{#enabledExpression}}
                guard let {{parameterName}} = row(at: indexPath) else { return false }
                return {{enabledExpression}}
        {{/enabledExpression}}
        {{^enabledExpression}}
                row(at: indexPath) != nil
        {{/enabledExpression}}
        {{/isSelectable}}
        {{/singleCase}}
        {{^singleCase}}
                switch row(at: indexPath) {
        {{#cases}}
        {{#enabledExpression}}
                case .{{rowCaseName}}(let {{parameterName}})?: {{enabledExpression}}
        {{/enabledExpression}}
        {{^enabledExpression}}
                case .{{rowCaseName}}?: {{isSelectableLiteral}}
        {{/enabledExpression}}
        {{/cases}}
                case nil: false
                }
        {{/singleCase}}
            }
        {{#editing.multiSelect}}

            /// Whether a person can select the row at `indexPath` now: in edit mode for the batch actions (its
            /// cell kind has one of their events), else for its `select`.
            private func canSelectRow(at indexPath: IndexPath) -> Bool {
                {{listViewName}}.isEditing ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)
            }
        {{/editing.multiSelect}}

            {{screen.accessPrefix}}override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
        {{#persistent}}
                // The selection stays when the screen reappears (UITableViewController would clear it unless
                // `clearsSelectionOnViewWillAppear` is false): the selected row is shown selected where it is now.
                store.showSelection()
        {{/persistent}}
        {{^persistent}}
        {{#editing.multiSelect}}
                // In edit mode the rows selected for the batch actions stay selected.
                if isEditing {
                    store.showSelection()
                    return
                }
        {{/editing.multiSelect}}
                // Navigation returned: clear the row its tap left selected, as UITableViewController does.
                for indexPath in {{listViewName}}.{{selectedIndexPathsProperty}} ?? [] {
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: animated)
                }
        {{/persistent}}
            }
        {{#persistent}}
        {{> ViewController-persistent-selection}}
        {{/persistent}}
        {{/selection}}

        """#
}

private var text_ViewController_storage_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isDiffable}}
        {{#needsDataSourceSubclass}}

            /// A diffable data source that also provides what the list asks beyond its cells.
            private final class DataSource: {{diffableDataSourceType}}<{{sectionType}}, {{rowIDType}}> {
        {{#isCollection}}
        {{#indexTitles}}
                /// The section index's titles now, from the controller's row store (`indexTitles: true`).
                var indexTitles: () -> [String]? = { nil }
                /// Where an index title jumps (its whole section), from the controller's row store.
                var indexPathForIndexTitle: (String, Int) -> IndexPath = { _, _ in IndexPath(index: 0) }

                override func indexTitles(for collectionView: UICollectionView) -> [String]? {
                    indexTitles()
                }

                override func collectionView(
                    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
                ) -> IndexPath {
                    indexPathForIndexTitle(title, index)
                }
        {{/indexTitles}}
        {{/isCollection}}
        {{#isTable}}
        {{#dataSections}}
                /// The title of the section at an index now (the controller's `title(ofSectionAt:)`).
                var sectionTitle: (Int) -> String? = { _ in nil }

                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    sectionTitle(section)
                }
        {{/dataSections}}
        {{^dataSections}}
        {{#hasSectionTitles}}
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    titledSection(at: section)?.title
                }
        {{/hasSectionTitles}}
        {{/dataSections}}
        {{#hasSectionFooters}}

                override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                    titledSection(at: section)?.footer
                }
        {{/hasSectionFooters}}
        {{#hasSectionTitlesOrFooters}}

                /// The section at `index` when it shows its header and footer now (a section with no rows shows
                /// neither, unless `showWhenEmpty`), else nil.
                private func titledSection(at index: Int) -> {{sectionType}}? {
                    guard let section = sectionIdentifier(for: index),
                        section.showsHeaderAndFooter(withRowCount: snapshot().numberOfItems(inSection: section))
                    else { return nil }
                    return section
                }
        {{/hasSectionTitlesOrFooters}}
        {{#editing}}
        {{#makesRowsEditable}}
        {{^canDelete}}

                /// Rows are editable so that UIKit offers their swipe actions (it offers them only on rows the
                /// data source can edit, and a diffable data source says no by default). Nothing else is
                /// edited: the list never enters editing mode and no row is committed.
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                    true
                }
        {{/canDelete}}
        {{#canDelete}}

                /// Rows are editable, so that UIKit offers their swipe actions and, in edit mode, the delete
                /// control (a diffable data source says no by default). The delegate's editing style says which
                /// rows show the control.
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                    true
                }

                /// Gets each delete a person confirmed (`editing.delete`), with where the row is now.
                var onCommitDelete: ((IndexPath) -> Void)?

                /// A person confirmed a row's delete control: the controller fires the event for the row there now.
                override func tableView(
                    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
                ) {
                    guard editingStyle == .delete else { return }
                    onCommitDelete?(indexPath)
                }
        {{/canDelete}}
        {{/makesRowsEditable}}
        {{/editing}}
        {{#editing.canReorder}}

                /// Gets each move a person made (`editing.reorder`), once the snapshot took it.
                var onMoveRow: ((IndexPath, IndexPath) -> Void)?

                /// Rows can be dragged in editing mode.
                override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                    true
                }

                /// The table moved the row on screen; super makes the snapshot match, then the controller's
                /// store takes the move.
                override func tableView(
                    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                ) {
                    super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
                    onMoveRow?(sourceIndexPath, destinationIndexPath)
                }
        {{/editing.canReorder}}
        {{#indexTitles}}

                /// The section index's titles now, from the controller's row store (`indexTitles: true`).
                var indexTitles: () -> [String]? = { nil }
                /// The section an index title jumps to, from the controller's row store.
                var sectionForIndexTitle: (String, Int) -> Int = { _, _ in 0 }

                override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                    indexTitles()
                }

                override func tableView(
                    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
                ) -> Int {
                    sectionForIndexTitle(title, index)
                }
        {{/indexTitles}}
        {{/isTable}}
            }
        {{/needsDataSourceSubclass}}
        {{^needsDataSourceSubclass}}

            private typealias DataSource = {{diffableDataSourceType}}<{{sectionType}}, {{rowIDType}}>
        {{/needsDataSourceSubclass}}

            /// Created when the view loads.
            private var dataSource: DataSource?
        {{/isDiffable}}
            /// Every row, by section and stable ID: what the list shows, and what taps are resolved against.
        {{^dataSections}}
            private let store = ListRowStore<{{sectionType}}, {{rowType}}>()
        {{/dataSections}}
        {{#dataSections}}
            /// Its sections come from the rows' `{{field}}` (`{{sectionType}}`).
            private let store: ListRowStore<{{sectionType}}, {{rowType}}>
            /// The calendar, with its time zone and locale, that groups the rows into sections and formats
            /// their titles. Given when the controller is created: every row's section depends on it.
            {{screen.accessPrefix}}let calendar: Calendar
            /// The time now, read each time a section's title is shown ("Today", "Yesterday"). Replace it to
            /// show the list at another time (a test rolling the clock past midnight); `setRows` reloads the
            /// sections, so that their titles are read again.
            {{screen.accessPrefix}}var now: () -> Date = { Date() }
        {{/dataSections}}

        """#
}

private var text_ViewController_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#screen}}
        /// The {{name}} screen: a list whose cells carry buttons, each tap routed with its own row.
        ///
        /// Rows are identified by stable IDs. A tap is resolved to its row when it happens, from the
        /// current data, so it reaches the right row after cell reuse and after any insert, delete or
        /// move made through the mutation API below.
        {{screen.accessPrefix}}final class {{viewControllerType}}: UIViewController {
            /// The list. Configure its appearance freely; the controller owns its data source.
            {{screen.accessPrefix}}let {{listViewName}}: {{listViewType}}
        {{#hasRoutes}}
            /// Performs navigation for routed taps.
            private let router: any {{routingType}}
        {{/hasRoutes}}
        {{#loadsImages}}
            /// Loads the rows' images from their URLs, for the cells that show them.
            private let imageLoader: any ListImageLoader
        {{/loadsImages}}
        {{#hasActions}}
            /// Performs taps whose event has no route. Weak: the handler usually owns this controller.
            {{screen.accessPrefix}}weak var actionHandler: (any {{actionHandlingType}})?
        {{/hasActions}}
            /// Called with the rows that `setRows`, `insert` or `append` dropped because their ID was
            /// already in the list, or earlier in the same call: the first row with an ID wins, the rest
            /// are dropped. The default stops a debug build (`assertionFailure`) and does nothing in a
            /// release build; set it to log or count the drops (lists fed by a server do get duplicates).
            {{screen.accessPrefix}}var onDuplicateRows: ([{{rowType}}]) -> Void = { rows in
                assertionFailure("dropped \(rows.count) row(s) with an ID already in the list: \(rows.map(\.id))")
            }
            /// The app's hook for customising the screen without editing generated code or subclassing:
            /// called with this controller once its view has loaded, after listgen has set up the list
            /// and its data source: at the end of `viewDidLoad()`, or at once when set after the view
            /// loaded. Use it for the navigation item, a search controller, a header view, the list's
            /// appearance. Leave the data source, the delegate wiring and the rows to the controller
            /// (change rows through its mutation API).
            {{screen.accessPrefix}}var onViewDidLoad: (({{viewControllerType}}) -> Void)? {
                didSet {
                    if isViewLoaded {
                        onViewDidLoad?(self)
                    }
                }
            }
        {{> ViewController-storage}}

        {{#hasRoutes}}
            /// Creates the screen. Navigation goes through `router`{{#loadsImages}}; images from URLs load through `imageLoader`{{/loadsImages}}.
            {{screen.accessPrefix}}init(router: any {{routingType}}{{#loadsImages}}, imageLoader: any ListImageLoader{{/loadsImages}}{{#dataSections}}, calendar: Calendar = .current{{/dataSections}}) {
                self.router = router
        {{/hasRoutes}}
        {{^hasRoutes}}
            /// Creates the screen{{#loadsImages}}; images from URLs load through `imageLoader`{{/loadsImages}}.
            {{screen.accessPrefix}}init({{#loadsImages}}imageLoader: any ListImageLoader{{/loadsImages}}{{#dataSections}}{{#loadsImages}}, {{/loadsImages}}calendar: Calendar = .current{{/dataSections}}) {
        {{/hasRoutes}}
        {{#dataSections}}
                self.calendar = calendar
                store = ListRowStore(sections: {{screen.sectionType}}.fromRows(in: calendar))
        {{/dataSections}}
        {{#loadsImages}}
                self.imageLoader = imageLoader
        {{/loadsImages}}
        {{#isTable}}
                {{listViewName}} = UITableView(frame: .zero, style: .{{listStyle}})
        {{/isTable}}
        {{#isCollection}}
                var layout = UICollectionLayoutListConfiguration(appearance: .{{listStyle}})
                layout.headerMode = .{{headerMode}}
        {{#hidesSeparators}}
                layout.showsSeparators = false
        {{/hidesSeparators}}
        {{#hasFooterBands}}
                layout.footerMode = .supplementary
        {{/hasFooterBands}}
                {{listViewName}} = UICollectionView(
                    frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))
        {{/isCollection}}
                super.init(nibName: nil, bundle: nil)
        {{#isCollection}}
        {{#placements}}
        {{#hasSwipeActions}}
                // The list layout's swipe-action providers call this controller, which exists only now: the
                // layout is made again with them.
        {{#swipeEdges}}
                layout.{{listProviderName}} = { [weak self] indexPath in
                    self?.{{method}}(forRowAt: indexPath)
                }
        {{/swipeEdges}}
        {{/hasSwipeActions}}
        {{/placements}}
        {{#remakesListLayout}}
                {{listViewName}}.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)
        {{/remakesListLayout}}
        {{#usesSectionProvider}}
                // Each section gets its own list configuration: a header (or footer) band only where the section
                // has a title (or footer) and shows it. The layout asks when it lays a section out; the rows'
                // changes reload a section whose header and footer appear or go.
                {{listViewName}}.collectionViewLayout = UICollectionViewCompositionalLayout {
                    [weak self, layout] index, environment in
                    var configuration = layout
                    let section = self?.titledSection(at: index)
        {{#supplementaries}}
                    configuration.{{modeProperty}} = {{bandCondition}} ? .supplementary : .none
        {{/supplementaries}}
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
        {{/usesSectionProvider}}
        {{#feed.hasPageFooter}}
                // The paging footer: one boundary supplementary item of the whole layout, after every section,
                // so that no row's index path changes.
                let pageFooterLayout = UICollectionViewCompositionalLayoutConfiguration()
                let pageFooterSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                pageFooterLayout.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: pageFooterSize, elementKind: ListPageFooter.elementKind, alignment: .bottom)
                ]
                (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration = pageFooterLayout
        {{/feed.hasPageFooter}}
        {{/isCollection}}
                store.onDuplicateRows = { [weak self] rows in self?.onDuplicateRows(rows) }
        {{#selection}}
        {{#persistent}}
                store.selection.isPersistent = true
        {{/persistent}}
        {{/selection}}
        {{#editing.multiSelect}}
                store.batchSelection.isEnabled = true
                store.batchSelection.onChange = { [weak self] in self?.updateBatchButtons() }
        {{/editing.multiSelect}}
        {{#search}}
                store.searchPredicate = Self.matchesSearch
        {{/search}}
        {{#hasSectionTitlesOrFooters}}
                store.showsHeaderAndFooter = { section, rowCount in section.showsHeaderAndFooter(withRowCount: rowCount) }
        {{/hasSectionTitlesOrFooters}}
        {{#indexTitles}}
                // `indexTitles: true`: the section index shows each section's header title while it shows rows.
        {{^dataSections}}
                store.indexTitle = { section, _ in section.title }
        {{/dataSections}}
        {{#dataSections}}
                store.indexTitle = { [weak self] section, firstRow in
                    self.map { section.title(firstRow: firstRow, now: $0.now(), calendar: $0.calendar) }
                }
        {{/dataSections}}
        {{/indexTitles}}
        {{^sectionViews}}
        {{#feed.hasEmptyState}}
                store.onChange = { [weak self] in self?.updateEmptyState() }
        {{/feed.hasEmptyState}}
        {{/sectionViews}}
        {{#sectionViews}}
                store.onChange = { [weak self] in
        {{#feed.hasEmptyState}}
                    self?.updateEmptyState()
        {{/feed.hasEmptyState}}
                    self?.updateSectionViews()
                }
        {{/sectionViews}}
        {{#hasTitle}}
                title = {{titleLiteral}}
        {{/hasTitle}}
            }

            @available(*, unavailable, message: "{{viewControllerType}} is created in code")
            {{screen.accessPrefix}}required init?(coder: NSCoder) {
                fatalError("{{viewControllerType}} is created in code")
            }

            {{screen.accessPrefix}}override func loadView() {
                view = {{listViewName}}
            }

            {{screen.accessPrefix}}override func viewDidLoad() {
                super.viewDidLoad()
        {{^selection}}
                // No event is a tap on the row itself (the buttons are the actions), so rows are not
                // selectable: a tap beside the buttons highlights nothing.
                {{listViewName}}.allowsSelection = false
        {{/selection}}
        {{#selection}}
                // Row taps: the delegate lets only rows of a cell kind with `select` be selected.
                {{listViewName}}.delegate = self
        {{/selection}}
        {{#placements}}
        {{#declaresDelegateConformance}}
                // Swipe actions and context menus come through the delegate.
                {{listViewName}}.delegate = self
        {{/declaresDelegateConformance}}
        {{/placements}}
        {{#editing.declaresTableDelegate}}
                // Which rows show a delete control in edit mode comes through the delegate.
                {{listViewName}}.delegate = self
        {{/editing.declaresTableDelegate}}
        {{#editing.multiSelect}}
                // `editing.multiSelect`: in edit mode several rows can be selected, for the toolbar's batch buttons
                // (enabled while one is).
        {{#listFlagStatements}}
                {{.}}
        {{/listFlagStatements}}
                toolbarItems = batchButtons
                updateBatchButtons()
        {{/editing.multiSelect}}
        {{#isTable}}
        {{#hidesSeparators}}
                // `separators: false`
                {{listViewName}}.separatorStyle = .none
        {{/hidesSeparators}}
        {{#cells}}
                {{listViewName}}.register({{name}}.self, forCellReuseIdentifier: {{name}}.reuseIdentifier)
        {{/cells}}
        {{#sectionViews}}
        {{#setsTableDelegate}}
                // Section header and footer views come from the delegate.
                {{listViewName}}.delegate = self
        {{/setsTableDelegate}}
        {{#views}}
                {{listViewName}}.register(
                    UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: {{reuseIdentifierLiteral}})
        {{/views}}
        {{/sectionViews}}
        {{/isTable}}
        {{> ViewController-load}}
        {{> ViewController-feed-load}}
        {{#search}}
                setUpSearch()
        {{/search}}
                onViewDidLoad?(self)
            }
        {{> ViewController-rows}}
        {{#looksUpTitledSections}}

            /// The section at `index` when it shows its header and footer now (a section with no rows shows
            /// neither, unless `showWhenEmpty`), else nil.
            private func titledSection(at index: Int) -> {{sectionType}}? {
        {{^dataSections}}
                guard let section = {{sectionType}}(rawValue: index),
                    section.showsHeaderAndFooter(withRowCount: {{sectionRowCountExpression}})
                else { return nil }
        {{/dataSections}}
        {{#dataSections}}
                guard let section = store.section(at: index),
                    section.showsHeaderAndFooter(withRowCount: store.rowCount(inSection: index))
                else { return nil }
        {{/dataSections}}
                return section
            }
        {{/looksUpTitledSections}}
        {{#dataSections}}

            /// The header title of the section at `index` now, or nil when there is no such section or it
            /// shows no rows (during a search): worked out each time the list asks, from its first row,
            /// `now()` and `calendar`.
            {{screen.accessPrefix}}func title(ofSectionAt index: Int) -> String? {
                guard let section = titledSection(at: index), let firstRow = store.rows(in: section).first else { return nil }
                return section.title(firstRow: firstRow, now: now(), calendar: calendar)
            }
        {{/dataSections}}
        {{> ViewController-feed}}
        {{> ViewController-search}}
        {{> ViewController-section-views}}

            // MARK: - Taps
        {{#events}}

        {{#isSwitch}}
            /// Handles a toggle of the {{description}} switch of the row now at `indexPath`; `isOn` is its new value.
        {{/isSwitch}}
        {{^isSwitch}}
        {{#hasButton}}
            /// Handles a tap on the {{description}} button of the row now at `indexPath`.
        {{/hasButton}}
        {{/isSwitch}}
        {{^hasButton}}
            /// Handles the {{description}} event (a swipe action, menu item or accessibility action) of the
            /// row now at `indexPath`.
        {{/hasButton}}
            /// The row is looked up now, from the current data, never from when the cell was configured.
        {{#sendsControl}}
            /// `control` is the button that was tapped (nil for a swipe action, menu item or VoiceOver action):
            /// a popover or action sheet points at it while it is in the cell that shows the row.
        {{/sendsControl}}
        {{#asksFirst}}
            /// It asks first (an alert); the row is looked up again, by its ID, when the user confirms.
        {{/asksFirst}}
            {{screen.accessPrefix}}func {{tapMethod}}({{valueParameter}}at indexPath: IndexPath{{controlParameter}}) {
        {{#singleCase}}
                guard let {{parameterName}} = row(at: indexPath) else { return }
        {{#confirm}}
                let id = {{parameterName}}.id
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
                ) { [weak self] in
                    // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                    guard let self, let indexPath = self.indexPath(forRowID: id), let {{parameterName}} = self.row(at: indexPath)
                    else { return }
        {{#stillOfferedExpression}}
                    // Still offered? It may have been disabled or hidden while the alert was up.
                    guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                    self.router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                    self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
                }
        {{/confirm}}
        {{^confirm}}
        {{#hasRoute}}
                router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
        {{/confirm}}
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return }
                switch row {
        {{#cases}}
        {{#handles}}
        {{#confirm}}
                case .{{rowCaseName}}{{caseBinding}}:
                    let id = row.id
                    {{confirmation.methodName}}(
                        title: {{titleLiteral}}, message: {{messageLiteral}},
                        button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
                    ) { [weak self] in
                        // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                        guard let self, let indexPath = self.indexPath(forRowID: id),
                            case .{{rowCaseName}}(let {{parameterName}})? = self.row(at: indexPath)
                        else { return }
        {{#stillOfferedExpression}}
                        // Still offered? It may have been disabled or hidden while the alert was up.
                        guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                        self.router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                        self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
                    }
        {{/confirm}}
        {{^confirm}}
                case .{{rowCaseName}}(let {{parameterName}}):
        {{#hasRoute}}
                    router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                    actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
        {{/confirm}}
        {{/handles}}
        {{^handles}}
                case .{{rowCaseName}}:
                    break
        {{/handles}}
        {{/cases}}
                }
        {{/singleCase}}
            }
        {{/events}}
        {{> ViewController-selection}}
        {{> ViewController-confirmation}}
        {{> ViewController-anchors}}
        {{#routeChoices}}

            /// The route of {{description}}, chosen by the row's `{{field}}` as it is at the tap.
            private func {{methodName}}(_ {{parameterName}}: {{modelType}}) -> {{routeType}} {
        {{#cases}}
                if {{conditionExpression}} { return {{routeExpression}} }
        {{/cases}}
                return {{defaultRouteExpression}}
            }
        {{/routeChoices}}
        {{> ViewController-placements}}
        {{> ViewController-editing}}

            // MARK: - Cells
        {{> ViewController-cells}}
        }
        {{> ViewController-conformances}}
        {{> ViewController-selection-conformance}}
        {{> ViewController-feed-conformance}}
        {{> ViewController-search-conformance}}
        {{> ViewController-placement-conformance}}
        {{> ViewController-editing-conformance}}
        {{> ViewController-section-views-conformance}}
        {{/screen}}

        """#
}

private var text_header_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        // {{fileName}}
        // Generated by listgen from {{specFileName}}. Do not edit: change the spec and run listgen again.

        {{#importsSafariServices}}
        import {{safariServicesModule}}
        {{/importsSafariServices}}
        import {{framework}}

        """#
}
