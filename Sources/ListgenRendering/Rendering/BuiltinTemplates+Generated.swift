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
        "ScreenTests.swift.mustache",
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
        switch name.utf8.count {
        case 15:
            switch name {
            case "header.mustache": text_header_mustache
            default: nil
            }
        case 18:
            switch name {
            case "Row.swift.mustache": text_Row_swift_mustache
            default: nil
            }
        case 19:
            switch name {
            case "Cell.swift.mustache": text_Cell_swift_mustache
            default: nil
            }
        case 20:
            switch name {
            case "Model.swift.mustache": text_Model_swift_mustache
            case "Route.swift.mustache": text_Route_swift_mustache
            default: nil
            }
        case 21:
            switch name {
            case "Action.swift.mustache": text_Action_swift_mustache
            case "Cell-content.mustache": text_Cell_content_mustache
            case "Router.swift.mustache": text_Router_swift_mustache
            default: nil
            }
        case 22:
            switch name {
            case "Section.swift.mustache": text_Section_swift_mustache
            case "Strings.swift.mustache": text_Strings_swift_mustache
            default: nil
            }
        case 26:
            switch name {
            case "ScreenTests.swift.mustache": text_ScreenTests_swift_mustache
            default: nil
            }
        case 27:
            switch name {
            case "ListRowStore.swift.mustache": text_ListRowStore_swift_mustache
            default: nil
            }
        case 28:
            switch name {
            case "ListRowStore-images.mustache": text_ListRowStore_images_mustache
            case "ListRowStore-search.mustache": text_ListRowStore_search_mustache
            case "ViewController-feed.mustache": text_ViewController_feed_mustache
            case "ViewController-load.mustache": text_ViewController_load_mustache
            case "ViewController-rows.mustache": text_ViewController_rows_mustache
            default: nil
            }
        case 29:
            switch name {
            case "ListRowStore-anchors.mustache": text_ListRowStore_anchors_mustache
            case "ViewController-cells.mustache": text_ViewController_cells_mustache
            case "ViewController.swift.mustache": text_ViewController_swift_mustache
            default: nil
            }
        case 30:
            switch name {
            case "ListRowStore-collapse.mustache": text_ListRowStore_collapse_mustache
            case "ViewController-search.mustache": text_ViewController_search_mustache
            default: nil
            }
        case 31:
            switch name {
            case "ListRowStore-selection.mustache": text_ListRowStore_selection_mustache
            case "ViewController-anchors.mustache": text_ViewController_anchors_mustache
            case "ViewController-editing.mustache": text_ViewController_editing_mustache
            case "ViewController-storage.mustache": text_ViewController_storage_mustache
            default: nil
            }
        case 33:
            switch name {
            case "ViewController-feed-load.mustache": text_ViewController_feed_load_mustache
            case "ViewController-selection.mustache": text_ViewController_selection_mustache
            default: nil
            }
        case 34:
            switch name {
            case "ViewController-placements.mustache": text_ViewController_placements_mustache
            default: nil
            }
        case 36:
            switch name {
            case "ViewController-confirmation.mustache": text_ViewController_confirmation_mustache
            case "ViewController-conformances.mustache": text_ViewController_conformances_mustache
            default: nil
            }
        case 37:
            switch name {
            case "ViewController-section-views.mustache": text_ViewController_section_views_mustache
            case "ViewController-selection-tap.mustache": text_ViewController_selection_tap_mustache
            default: nil
            }
        case 38:
            switch name {
            case "ViewController-placement-item.mustache": text_ViewController_placement_item_mustache
            default: nil
            }
        case 39:
            switch name {
            case "ViewController-placement-items.mustache": text_ViewController_placement_items_mustache
            default: nil
            }
        case 40:
            switch name {
            case "ViewController-editing-delegate.mustache": text_ViewController_editing_delegate_mustache
            case "ViewController-feed-conformance.mustache": text_ViewController_feed_conformance_mustache
            default: nil
            }
        case 42:
            switch name {
            case "ViewController-placement-delegate.mustache": text_ViewController_placement_delegate_mustache
            case "ViewController-search-conformance.mustache": text_ViewController_search_conformance_mustache
            default: nil
            }
        case 43:
            switch name {
            case "ViewController-editing-conformance.mustache": text_ViewController_editing_conformance_mustache
            default: nil
            }
        case 44:
            switch name {
            case "ViewController-persistent-selection.mustache": text_ViewController_persistent_selection_mustache
            default: nil
            }
        case 45:
            switch name {
            case "ViewController-placement-conformance.mustache": text_ViewController_placement_conformance_mustache
            case "ViewController-selection-conformance.mustache": text_ViewController_selection_conformance_mustache
            default: nil
            }
        case 49:
            switch name {
            case "ViewController-section-views-conformance.mustache": text_ViewController_section_views_conformance_mustache
            default: nil
            }
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
                /// The list shows the change already (a person's drag): nothing is moved again; only the sections
                /// whose header and footer appeared or went are reloaded.
                case shownAlready

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
            /// them, but the list is not told, since a second move would move another row; a section whose header
            /// and footer appeared or went with the drag is reloaded, as for any change. Nil, and nothing,
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
                // Through the one change path, which moves nothing again but reloads a section whose header and
                // footer appeared or went (a section the drag emptied or gave its first row).
                change(.shownAlready) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
                return RowMove(row: row, source: source, destination: target)
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
            /// (UIKit warns about animating a list that is not in the view hierarchy); a section whose header
            /// and footer must be read again is reloaded when it has rows in it, and otherwise removed and put
            /// back in two more applies (iOS 15 crashes reloading a section with no items). Classic, in a window:
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
                    let animated = list.view.window != nil
                    // A section with no rows in the snapshot is never reloaded: a diffable data source crashes on
                    // that on iOS 15 (a section emptied by this change, or by a search).
                    let emptied = reloaded.filter { snapshot.numberOfItems(inSection: $0) == 0 }
                    let refilled = reloaded.filter { !emptied.contains($0) }
                    if !refilled.isEmpty { snapshot.reloadSections(refilled) }
                    apply(snapshot, animated)
                    if !emptied.isEmpty {
                        // Once the rows changed, such a section goes in one apply and comes back, empty, in the
                        // next, so that the list asks for its header and footer again, as for a reloaded section.
                        // No row moves on screen meanwhile: the section has none.
                        var without = self.snapshot
                        without.deleteSections(emptied)
                        apply(without, animated)
                        apply(self.snapshot, animated)
                    }
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
                    case .shownAlready: break
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
                    case .shownAlready: break
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
                case .reload, .shownAlready: return false
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
        /// actionSheet`): the event's button in the cell that shows the row (however the event was
        /// performed); else that cell (an event without a button, a row tap); for a batch action's confirmation
        /// (`editing.multiSelect`), the toolbar button that was tapped (`barButton`). Looked up when the tap
        /// acts, never captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit
        /// raises when it presents a popover in a regular width (iPad).
        /// The generated router receives it with every route; a router of your own can point its own popovers
        /// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
        @MainActor
        public struct ListAnchor {
            /// The view the popover points at: the event's button, the row's cell, or the list when the row has
            /// no cell on screen; with `barButton`, which it points at instead, the list.
            public let sourceView: UIView

            /// The bar button item the popover points at instead of `sourceView`: a batch action's toolbar
            /// button; nil for a row's anchor.
            public let barButton: UIBarButtonItem?

            /// An anchor on `sourceView`, pointing at its bounds.
            public init(sourceView: UIView) {
                self.sourceView = sourceView
                self.barButton = nil
            }

            /// An anchor on `barButton`, a bar button item of the controller that shows `view` (its list).
            public init(barButton: UIBarButtonItem, in view: UIView) {
                self.sourceView = view
                self.barButton = barButton
            }

            /// Points `viewController`'s popover at this anchor: at `barButton` (the popover's `sourceItem` from
            /// iOS 16, its `barButtonItem` before: the SDK marks that one to be deprecated without a version,
            /// so it builds without warnings at any deployment target); else at `sourceView`, `sourceRect` its
            /// bounds. Does nothing when `viewController` is not presented as a popover.
            public func point(_ viewController: UIViewController) {
                guard let popover = viewController.popoverPresentationController else { return }
                if let barButton {
                    if #available(iOS 16.0, *) {
                        popover.sourceItem = barButton
                    } else {
                        popover.barButtonItem = barButton
                    }
                } else {
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                }
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
            /// Whether the screen is in edit mode, as its controller's `setEditing(_:animated:)` last said
            /// (`ListRowStore.editingChanged(_:)`); never the list's `isEditing`, which a swipe sets too.
            var isInEditMode = false
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

            /// The rows selected in edit mode (`editing.multiSelect`) that the list shows now, looked up by ID
            /// now, in list order: what a batch action acts on. A selected row that a collapsed section or a
            /// search hides stays selected (shown selected again when it shows) but is not acted on: a person
            /// acts only on rows they can see.
            var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return shown.joined().filter { ids.contains($0.id) }
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

            /// Whether the screen is in edit mode, as its controller last said (`editingChanged(_:)`).
            var isInEditMode: Bool { batchSelection.isInEditMode }

            /// Whether a tap selects rows for the batch actions now, and the list shows them selected: the list
            /// has batch actions (it allows multiple selection during editing) and is in the edit mode its
            /// controller set (`editingChanged(_:)`). Not the list's `isEditing`: a person swiping a table row
            /// open sets that too (UIKit's swipe-to-delete mode), and the persistent selection stays meanwhile.
            var isBatchSelecting: Bool { batchSelection.isEnabled && batchSelection.isInEditMode }

            /// Edit mode began or ended (`editing`, from the controller's `setEditing(_:animated:)`): the batch
            /// selection starts empty, or is emptied, and the list shows what its mode shows. Out of edit mode a
            /// list without persistent selection shows no row selected.
            func editingChanged(_ editing: Bool) {
                batchSelection.isInEditMode = editing
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || editing {
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
                if batchSelection.isInEditMode {
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
    static let supportFileHash: UInt64? = 0xb32676fadf4470df

    /// The built-in template `name`, parsed when listgen was built (its nodes as byte code); nil
    /// when there is no such built-in template, or when it does not parse. Nothing is built.
    static func parsed(_ name: String) -> MustacheTemplate? {
        switch name.utf8.count {
        case 15:
            switch name {
            case "header.mustache": MustacheTemplate(name: "Templates/header.mustache", source: text_header_mustache, program: MustacheProgram(code: code_header_mustache, strings: { string($0) }))
            default: nil
            }
        case 18:
            switch name {
            case "Row.swift.mustache": MustacheTemplate(name: "Templates/Row.swift.mustache", source: text_Row_swift_mustache, program: MustacheProgram(code: code_Row_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 19:
            switch name {
            case "Cell.swift.mustache": MustacheTemplate(name: "Templates/Cell.swift.mustache", source: text_Cell_swift_mustache, program: MustacheProgram(code: code_Cell_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 20:
            switch name {
            case "Model.swift.mustache": MustacheTemplate(name: "Templates/Model.swift.mustache", source: text_Model_swift_mustache, program: MustacheProgram(code: code_Model_swift_mustache, strings: { string($0) }))
            case "Route.swift.mustache": MustacheTemplate(name: "Templates/Route.swift.mustache", source: text_Route_swift_mustache, program: MustacheProgram(code: code_Route_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 21:
            switch name {
            case "Action.swift.mustache": MustacheTemplate(name: "Templates/Action.swift.mustache", source: text_Action_swift_mustache, program: MustacheProgram(code: code_Action_swift_mustache, strings: { string($0) }))
            case "Cell-content.mustache": MustacheTemplate(name: "Templates/Cell-content.mustache", source: text_Cell_content_mustache, program: MustacheProgram(code: code_Cell_content_mustache, strings: { string($0) }))
            case "Router.swift.mustache": MustacheTemplate(name: "Templates/Router.swift.mustache", source: text_Router_swift_mustache, program: MustacheProgram(code: code_Router_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 22:
            switch name {
            case "Section.swift.mustache": MustacheTemplate(name: "Templates/Section.swift.mustache", source: text_Section_swift_mustache, program: MustacheProgram(code: code_Section_swift_mustache, strings: { string($0) }))
            case "Strings.swift.mustache": MustacheTemplate(name: "Templates/Strings.swift.mustache", source: text_Strings_swift_mustache, program: MustacheProgram(code: code_Strings_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 26:
            switch name {
            case "ScreenTests.swift.mustache": MustacheTemplate(name: "Templates/ScreenTests.swift.mustache", source: text_ScreenTests_swift_mustache, program: MustacheProgram(code: code_ScreenTests_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 27:
            switch name {
            case "ListRowStore.swift.mustache": MustacheTemplate(name: "Templates/ListRowStore.swift.mustache", source: text_ListRowStore_swift_mustache, program: MustacheProgram(code: code_ListRowStore_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 28:
            switch name {
            case "ListRowStore-images.mustache": MustacheTemplate(name: "Templates/ListRowStore-images.mustache", source: text_ListRowStore_images_mustache, program: MustacheProgram(code: code_ListRowStore_images_mustache, strings: { string($0) }))
            case "ListRowStore-search.mustache": MustacheTemplate(name: "Templates/ListRowStore-search.mustache", source: text_ListRowStore_search_mustache, program: MustacheProgram(code: code_ListRowStore_search_mustache, strings: { string($0) }))
            case "ViewController-feed.mustache": MustacheTemplate(name: "Templates/ViewController-feed.mustache", source: text_ViewController_feed_mustache, program: MustacheProgram(code: code_ViewController_feed_mustache, strings: { string($0) }))
            case "ViewController-load.mustache": MustacheTemplate(name: "Templates/ViewController-load.mustache", source: text_ViewController_load_mustache, program: MustacheProgram(code: code_ViewController_load_mustache, strings: { string($0) }))
            case "ViewController-rows.mustache": MustacheTemplate(name: "Templates/ViewController-rows.mustache", source: text_ViewController_rows_mustache, program: MustacheProgram(code: code_ViewController_rows_mustache, strings: { string($0) }))
            default: nil
            }
        case 29:
            switch name {
            case "ListRowStore-anchors.mustache": MustacheTemplate(name: "Templates/ListRowStore-anchors.mustache", source: text_ListRowStore_anchors_mustache, program: MustacheProgram(code: code_ListRowStore_anchors_mustache, strings: { string($0) }))
            case "ViewController-cells.mustache": MustacheTemplate(name: "Templates/ViewController-cells.mustache", source: text_ViewController_cells_mustache, program: MustacheProgram(code: code_ViewController_cells_mustache, strings: { string($0) }))
            case "ViewController.swift.mustache": MustacheTemplate(name: "Templates/ViewController.swift.mustache", source: text_ViewController_swift_mustache, program: MustacheProgram(code: code_ViewController_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 30:
            switch name {
            case "ListRowStore-collapse.mustache": MustacheTemplate(name: "Templates/ListRowStore-collapse.mustache", source: text_ListRowStore_collapse_mustache, program: MustacheProgram(code: code_ListRowStore_collapse_mustache, strings: { string($0) }))
            case "ViewController-search.mustache": MustacheTemplate(name: "Templates/ViewController-search.mustache", source: text_ViewController_search_mustache, program: MustacheProgram(code: code_ViewController_search_mustache, strings: { string($0) }))
            default: nil
            }
        case 31:
            switch name {
            case "ListRowStore-selection.mustache": MustacheTemplate(name: "Templates/ListRowStore-selection.mustache", source: text_ListRowStore_selection_mustache, program: MustacheProgram(code: code_ListRowStore_selection_mustache, strings: { string($0) }))
            case "ViewController-anchors.mustache": MustacheTemplate(name: "Templates/ViewController-anchors.mustache", source: text_ViewController_anchors_mustache, program: MustacheProgram(code: code_ViewController_anchors_mustache, strings: { string($0) }))
            case "ViewController-editing.mustache": MustacheTemplate(name: "Templates/ViewController-editing.mustache", source: text_ViewController_editing_mustache, program: MustacheProgram(code: code_ViewController_editing_mustache, strings: { string($0) }))
            case "ViewController-storage.mustache": MustacheTemplate(name: "Templates/ViewController-storage.mustache", source: text_ViewController_storage_mustache, program: MustacheProgram(code: code_ViewController_storage_mustache, strings: { string($0) }))
            default: nil
            }
        case 33:
            switch name {
            case "ViewController-feed-load.mustache": MustacheTemplate(name: "Templates/ViewController-feed-load.mustache", source: text_ViewController_feed_load_mustache, program: MustacheProgram(code: code_ViewController_feed_load_mustache, strings: { string($0) }))
            case "ViewController-selection.mustache": MustacheTemplate(name: "Templates/ViewController-selection.mustache", source: text_ViewController_selection_mustache, program: MustacheProgram(code: code_ViewController_selection_mustache, strings: { string($0) }))
            default: nil
            }
        case 34:
            switch name {
            case "ViewController-placements.mustache": MustacheTemplate(name: "Templates/ViewController-placements.mustache", source: text_ViewController_placements_mustache, program: MustacheProgram(code: code_ViewController_placements_mustache, strings: { string($0) }))
            default: nil
            }
        case 36:
            switch name {
            case "ViewController-confirmation.mustache": MustacheTemplate(name: "Templates/ViewController-confirmation.mustache", source: text_ViewController_confirmation_mustache, program: MustacheProgram(code: code_ViewController_confirmation_mustache, strings: { string($0) }))
            case "ViewController-conformances.mustache": MustacheTemplate(name: "Templates/ViewController-conformances.mustache", source: text_ViewController_conformances_mustache, program: MustacheProgram(code: code_ViewController_conformances_mustache, strings: { string($0) }))
            default: nil
            }
        case 37:
            switch name {
            case "ViewController-section-views.mustache": MustacheTemplate(name: "Templates/ViewController-section-views.mustache", source: text_ViewController_section_views_mustache, program: MustacheProgram(code: code_ViewController_section_views_mustache, strings: { string($0) }))
            case "ViewController-selection-tap.mustache": MustacheTemplate(name: "Templates/ViewController-selection-tap.mustache", source: text_ViewController_selection_tap_mustache, program: MustacheProgram(code: code_ViewController_selection_tap_mustache, strings: { string($0) }))
            default: nil
            }
        case 38:
            switch name {
            case "ViewController-placement-item.mustache": MustacheTemplate(name: "Templates/ViewController-placement-item.mustache", source: text_ViewController_placement_item_mustache, program: MustacheProgram(code: code_ViewController_placement_item_mustache, strings: { string($0) }))
            default: nil
            }
        case 39:
            switch name {
            case "ViewController-placement-items.mustache": MustacheTemplate(name: "Templates/ViewController-placement-items.mustache", source: text_ViewController_placement_items_mustache, program: MustacheProgram(code: code_ViewController_placement_items_mustache, strings: { string($0) }))
            default: nil
            }
        case 40:
            switch name {
            case "ViewController-editing-delegate.mustache": MustacheTemplate(name: "Templates/ViewController-editing-delegate.mustache", source: text_ViewController_editing_delegate_mustache, program: MustacheProgram(code: code_ViewController_editing_delegate_mustache, strings: { string($0) }))
            case "ViewController-feed-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-feed-conformance.mustache", source: text_ViewController_feed_conformance_mustache, program: MustacheProgram(code: code_ViewController_feed_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 42:
            switch name {
            case "ViewController-placement-delegate.mustache": MustacheTemplate(name: "Templates/ViewController-placement-delegate.mustache", source: text_ViewController_placement_delegate_mustache, program: MustacheProgram(code: code_ViewController_placement_delegate_mustache, strings: { string($0) }))
            case "ViewController-search-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-search-conformance.mustache", source: text_ViewController_search_conformance_mustache, program: MustacheProgram(code: code_ViewController_search_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 43:
            switch name {
            case "ViewController-editing-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-editing-conformance.mustache", source: text_ViewController_editing_conformance_mustache, program: MustacheProgram(code: code_ViewController_editing_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 44:
            switch name {
            case "ViewController-persistent-selection.mustache": MustacheTemplate(name: "Templates/ViewController-persistent-selection.mustache", source: text_ViewController_persistent_selection_mustache, program: MustacheProgram(code: code_ViewController_persistent_selection_mustache, strings: { string($0) }))
            default: nil
            }
        case 45:
            switch name {
            case "ViewController-placement-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-placement-conformance.mustache", source: text_ViewController_placement_conformance_mustache, program: MustacheProgram(code: code_ViewController_placement_conformance_mustache, strings: { string($0) }))
            case "ViewController-selection-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-selection-conformance.mustache", source: text_ViewController_selection_conformance_mustache, program: MustacheProgram(code: code_ViewController_selection_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 49:
            switch name {
            case "ViewController-section-views-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-section-views-conformance.mustache", source: text_ViewController_section_views_conformance_mustache, program: MustacheProgram(code: code_ViewController_section_views_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        default: nil
        }
    }

    /// The strings the templates' byte code names, by index.
    private static func string(_ index: Int) -> String {
        if index < 1664 {
            if index < 768 {
                if index < 384 {
                    if index < 128 {
                        string0(index)
                    } else {
                        if index < 256 {
                            string1(index)
                        } else {
                            string2(index)
                        }
                    }
                } else {
                    if index < 512 {
                        string3(index)
                    } else {
                        if index < 640 {
                            string4(index)
                        } else {
                            string5(index)
                        }
                    }
                }
            } else {
                if index < 1152 {
                    if index < 896 {
                        string6(index)
                    } else {
                        if index < 1024 {
                            string7(index)
                        } else {
                            string8(index)
                        }
                    }
                } else {
                    if index < 1408 {
                        if index < 1280 {
                            string9(index)
                        } else {
                            string10(index)
                        }
                    } else {
                        if index < 1536 {
                            string11(index)
                        } else {
                            string12(index)
                        }
                    }
                }
            }
        } else {
            if index < 2432 {
                if index < 2048 {
                    if index < 1792 {
                        string13(index)
                    } else {
                        if index < 1920 {
                            string14(index)
                        } else {
                            string15(index)
                        }
                    }
                } else {
                    if index < 2176 {
                        string16(index)
                    } else {
                        if index < 2304 {
                            string17(index)
                        } else {
                            string18(index)
                        }
                    }
                }
            } else {
                if index < 2816 {
                    if index < 2560 {
                        string19(index)
                    } else {
                        if index < 2688 {
                            string20(index)
                        } else {
                            string21(index)
                        }
                    }
                } else {
                    if index < 3072 {
                        if index < 2944 {
                            string22(index)
                        } else {
                            string23(index)
                        }
                    } else {
                        if index < 3200 {
                            string24(index)
                        } else {
                            string25(index)
                        }
                    }
                }
            }
        }
    }

    private static func string0(_ index: Int) -> String {
        switch index {
        case 0: ""
        case 1: "/// A button tap of the "
        case 2: "screen"
        case 3: "name"
        case 4: " screen that does not navigate: the spec gives its event no route.\n"
        case 5: "accessPrefix"
        case 6: "enum "
        case 7: "actionType"
        case 8: ": Hashable, Sendable {\n"
        case 9: "    "
        case 10: "/// "
        case 11: "description"
        case 12: "\n"
        case 13: "case "
        case 14: "caseName"
        case 15: "("
        case 16: "modelType"
        case 17: "valueParameter"
        case 18: ")\n"
        case 19: "actions"
        case 20: "/// The "
        case 21: " batch button: the rows selected in edit mode, in list order.\n"
        case 22: "(["
        case 23: "rowType"
        case 24: "])\n"
        case 25: "buttons"
        case 26: "editing"
        case 27: "multiSelect"
        case 28: "/// The empty state's button.\n"
        case 29: "actionCaseName"
        case 30: "action"
        case 31: "feed"
        case 32: "emptyState"
        case 33: "}\n\n"
        case 34: "/// Performs the actions of the "
        case 35: " screen. The controller holds it weakly.\n"
        case 36: "@MainActor\n"
        case 37: "protocol "
        case 38: "actionHandlingType"
        case 39: ": AnyObject {\n"
        case 40: "/// Performs `action`, triggered by a button in `controller`'s list.\n"
        case 41: "func "
        case 42: "actionHandlerMethod"
        case 43: "(_ controller: "
        case 44: "viewControllerType"
        case 45: ", perform action: "
        case 46: "}\n"
        case 47: "/// Your view for the rows of a `"
        case 48: "cell"
        case 49: "`: it shows one `"
        case 50: "`, and the cell does the rest.\n"
        case 51: "///\n"
        case 52: "/// The cell creates the view once, pins it to its content view's layout margins with Auto Layout,\n"
        case 53: "/// wires its buttons with `UIAction` (add no target or action of your own), calls `show(_:)` from\n"
        case 54: "/// `configure(with:at:)`"
        case 55: " (then `loadImages(for:with:)`)"
        case 56: "loadsImages"
        case 57: " and `prepareForReuse()` from its\n"
        case 58: "/// own. The view decides how a row looks.\n"
        case 59: "protocolName"
        case 60: ": UIView {\n"
        case 61: "/// Creates the view, laid out with Auto Layout.\n"
        case 62: "init()\n"
        case 63: "/// Shows `"
        case 64: "parameterName"
        case 65: "`. Called each time the cell shows a row, a recycled cell too.\n"
        case 66: "func show(_ "
        case 67: ": "
        case 68: "/// Clears what `show(_:)` set. Called from the cell's `prepareForReuse()`.\n"
        case 69: "func prepareForReuse()\n"
        case 70: "/// Loads the images of `"
        case 71: "` with `images.load(_:into:placeholder:)`. Called after\n"
        case 72: "/// `show(_:)`; the cell cancels the loads on reuse, and an image arrives only for this row.\n"
        case 73: "func loadImages(for "
        case 74: ", with images: ListRowImages<"
        case 75: "modelIDType"
        case 76: ">)\n"
        case 77: " button. The cell wires it; its title and look are yours.\n"
        case 78: "var "
        case 79: "buttonName"
        case 80: ": UIButton { get }\n"
        case 81: "controlEvents"
        case 82: "contentView"
        case 83: "Cell-content"
        case 84: "/// Receives the button taps of a `"
        case 85: "`.\n"
        case 86: "delegateProtocol"
        case 87: " switch of `cell` was toggled; `isOn` is its new value.\n"
        case 88: "tapMethod"
        case 89: "(_ isOn: Bool, in cell: "
        case 90: "cellName"
        case 91: "isSwitch"
        case 92: " button of `cell` was tapped"
        case 93: ", or its accessibility action performed"
        case 94: "hasAccessibilityAction"
        case 95: ".\n"
        case 96: "hasButton"
        case 97: " accessibility action of `cell` was performed.\n"
        case 98: "(in cell: "
        case 99: "hookEvents"
        case 100: "hasDelegate"
        case 101: "/// Shows one `"
        case 102: "` and reports taps on its buttons.\n"
        case 103: "/// The cell renders and reports intent; it knows nothing about navigation. It never stores an\n"
        case 104: "/// index path, and `prepareForReuse()` clears every hook, so a recycled cell cannot fire the\n"
        case 105: "/// previous row's handler.\n"
        case 106: "/// Every button, and every other event that is not a swipe action, is also an accessibility custom\n"
        case 107: "/// action of the cell, so VoiceOver users can act on the row without finding the button. Swipe\n"
        case 108: "/// actions are not: UIKit offers them to VoiceOver itself.\n"
        case 109: "hasAccessibilityActions"
        case 110: "/// Layout: your `"
        case 111: "viewType"
        case 112: "` fills the content view's layout margins; it shows the row and holds\n"
        case 113: "/// the buttons (`"
        case 114: "`).\n"
        case 115: "/// Layout: the row's text and image fill the top of the cell; the buttons sit below them, at the\n"
        case 116: "/// trailing margin, side by side and at most "
        case 117: "maxButtonsPerLine"
        case 118: " to a line (more go on further lines).\n"
        case 119: "/// Auto Layout places everything, so the buttons follow Dynamic Type and never cover or squeeze\n"
        case 120: "/// the row's text.\n"
        case 121: "usesListContentView"
        case 122: "final class "
        case 123: "superclass"
        case 124: " {\n"
        case 125: "/// The reuse identifier this cell is registered under.\n"
        case 126: "static let reuseIdentifier = "
        case 127: "reuseIdentifierLiteral"
        default: ""
        }
    }

    private static func string1(_ index: Int) -> String {
        switch index {
        case 128: "\n\n"
        case 129: "/// Dequeues a cell of this class, registered under ``reuseIdentifier``, for `indexPath`.\n"
        case 130: "static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {\n"
        case 131: "        "
        case 132: "tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Self\n"
        case 133: "isTableCell"
        case 134: "/// Called with the new value when the "
        case 135: " switch is toggled. Cleared in `prepareForReuse()`.\n"
        case 136: "closureName"
        case 137: ": ((Bool) -> Void)?\n"
        case 138: "/// Called when the "
        case 139: " button is tapped"
        case 140: " or its accessibility action is performed"
        case 141: "/// Cleared in `prepareForReuse()`.\n"
        case 142: " accessibility action is performed (the event has no button).\n"
        case 143: ": (() -> Void)?\n"
        case 144: "hasClosures"
        case 145: "/// Receives button taps. Weak, so the cell never keeps its controller alive.\n"
        case 146: "weak var delegate: (any "
        case 147: ")?\n\n"
        case 148: "/// The stable ID of the row this cell shows, or nil while it shows none.\n"
        case 149: "private(set) var rowID: "
        case 150: "?\n"
        case 151: "/// Loads the image from `"
        case 152: "fieldName"
        case 153: "` for the row shown, and drops a result for any other row or URL.\n"
        case 154: "private let imageSlot = ListImageSlot<"
        case 155: ">()\n"
        case 156: "/// The row's `"
        case 157: "`, loaded by `loadImage(with:)`.\n"
        case 158: "private var imageURL: URL?\n"
        case 159: "/// Shown until the image arrives, for a row without URL and after a failed load.\n"
        case 160: "private let imagePlaceholder = "
        case 161: "placeholderExpression"
        case 162: "hasPlaceholder"
        case 163: "display"
        case 164: "imageURL"
        case 165: "/// Shows the row's `"
        case 166: "` count; hidden while it is 0. In the body text style, following\n"
        case 167: "/// Dynamic Type; VoiceOver reads what it counts, then the number. Restyle it from the app if you like.\n"
        case 168: "let badgeLabel: UILabel = {\n"
        case 169: "let label = UILabel()\n"
        case 170: "label.font = .preferredFont(forTextStyle: .body)\n"
        case 171: "label.adjustsFontForContentSizeCategory = true\n"
        case 172: "label.accessibilityLabel = "
        case 173: "accessibilityLabelLiteral"
        case 174: "return label\n"
        case 175: "}()\n"
        case 176: "badge"
        case 177: "accessories"
        case 178: "/// Shows the row's text and image, above the buttons.\n"
        case 179: "private let listContentView = UIListContentView(configuration: .cell())\n"
        case 180: "/// Your `"
        case 181: "`, created once with the cell. Typed by its protocol, so the compiler checks\n"
        case 182: "/// that the view conforms to `"
        case 183: "let content: some "
        case 184: " = "
        case 185: "()\n"
        case 186: "/// The loads of your view's images, for the row shown; cancelled on reuse.\n"
        case 187: "private let imageSlots = ListImageSlots<"
        case 188: "/// The row shown, whose images `loadImage(with:)` asks your view to load.\n"
        case 189: "private var imageRow: "
        case 190: "switchValueExpression"
        case 191: "`; a toggle reports the new value.\n"
        case 192: "private let "
        case 193: " = UISwitch()\n"
        case 194: " button, wired by this cell (add no action of your own). A popover or action\n"
        case 195: "/// sheet that its tap shows points at it.\n"
        case 196: "let "
        case 197: " = UIButton(configuration: .plain())\n"
        case 198: "hasContentView"
        case 199: "/// Your view's "
        case 200: " button, wired by this cell. A popover or action sheet that its tap\n"
        case 201: "/// shows points at it.\n"
        case 202: ": UIButton { content."
        case 203: " }\n"
        case 204: "/// Whether the row shown offers the "
        case 205: " accessibility action (`enabled`/`visible`).\n"
        case 206: "private var "
        case 207: "offeredName"
        case 208: " = true\n"
        case 209: "events"
        case 210: "/// Every accessibility action, in event order; `accessibilityCustomActions` offers those of the\n"
        case 211: "/// events the row offers now (enabled and visible).\n"
        case 212: "private var allAccessibilityActions: [UIAccessibilityCustomAction] = []\n"
        case 213: "filtersAccessibilityActions"
        case 214: "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n"
        case 215: "super.init(style: style, reuseIdentifier: reuseIdentifier)\n"
        case 216: "installContent()\n"
        case 217: "installMethod"
        case 218: "hasEvents"
        case 219: "override init(frame: CGRect) {\n"
        case 220: "super.init(frame: frame)\n"
        case 221: "isCollectionCell"
        case 222: "@available(*, unavailable, message: \""
        case 223: " is created in code\")\n"
        case 224: "required init?(coder: NSCoder) {\n"
        case 225: "fatalError(\""
        case 226: "`. The index path is for position-dependent styling only: it is not\n"
        case 227: "/// stored, because it goes stale as soon as rows move.\n"
        case 228: "func configure(with "
        case 229: ", at indexPath: IndexPath) {\n"
        case 230: "rowID = "
        case 231: ".id\n"
        case 232: "content.show("
        case 233: "imageRow = "
        case 234: "contentTarget"
        case 235: "contentConfigurationExpression"
        case 236: "hasContent"
        case 237: "var content = "
        case 238: "content.text = "
        case 239: "text"
        case 240: "hasText"
        case 241: "content.secondaryText = "
        case 242: "secondaryText"
        case 243: "hasSecondaryText"
        case 244: "content.image = "
        case 245: "imageExpression"
        case 246: "// `select.enabled`: a row that cannot be selected shows dimmed; set for every row (reuse, `update`).\n"
        case 247: "content.textProperties.color = "
        case 248: "textColorExpression"
        case 249: " = content\n"
        case 250: "imageURL = "
        case 251: "urlExpression"
        case 252: "// `display.indentation`: set for every row, so a reused cell never keeps another row's level.\n"
        case 253: "indentationLevel = "
        case 254: "indentationExpression"
        case 255: "// `display.accessory`, `display.badge`: set for every row, so a reused cell never keeps another row's.\n"
        default: ""
        }
    }

    private static func string2(_ index: Int) -> String {
        switch index {
        case 256: "badgeLabel.text = "
        case 257: "textExpression"
        case 258: "badgeLabel.accessibilityValue = badgeLabel.text\n"
        case 259: "accessoryType = "
        case 260: "accessoryTypeExpression"
        case 261: "// A table cell places its accessory view at the size it has: sized to the text each time.\n"
        case 262: "badgeLabel.sizeToFit()\n"
        case 263: "accessoryView = "
        case 264: "countExpression"
        case 265: " == 0 ? nil : badgeLabel\n"
        case 266: "// The accessories the cell keeps (its buttons, a reorder control), then this row's.\n"
        case 267: "let rowAccessoryTypes: [UICellAccessory.AccessoryType] = ["
        case 268: "accessoryTypesLiteral"
        case 269: "]\n"
        case 270: "var shown = accessories.filter { !rowAccessoryTypes.contains($0.accessoryType) }\n"
        case 271: "let badge = UICellAccessory.CustomViewConfiguration(\n"
        case 272: "            "
        case 273: "customView: badgeLabel, placement: .trailing(), isHidden: "
        case 274: " == 0)\n"
        case 275: "shown.append(.customView(configuration: badge))\n"
        case 276: "shown.append("
        case 277: "expression"
        case 278: "cellAccessories"
        case 279: "accessories = shown\n"
        case 280: "// `select.highlight: false`: the row stays tappable, without the grey highlight.\n"
        case 281: "touchHighlightStatement"
        case 282: ".isEnabled = "
        case 283: "enabledExpression"
        case 284: ".isHidden = "
        case 285: "hiddenExpression"
        case 286: "offeredExpression"
        case 287: "hasEventStates"
        case 288: "// The row's value, set for every row without animation: a reused cell never shows the last row's.\n"
        case 289: ".setOn("
        case 290: ", animated: false)\n"
        case 291: "// Follows the row's state: set from this row on every configuration, never kept from the last.\n"
        case 292: ".configuration?.title = "
        case 293: "buttonTitle"
        case 294: ".configuration?.image = UIImage(systemName: "
        case 295: "buttonSystemImage"
        case 296: ".accessibilityLabel = "
        case 297: "buttonAccessibilityLabel"
        case 298: "accessibilityAction"
        case 299: ".name = "
        case 300: "accessibilityActionName"
        case 301: "stateTexts"
        case 302: "offerAvailableAccessibilityActions()\n"
        case 303: "override func prepareForReuse() {\n"
        case 304: "super.prepareForReuse()\n"
        case 305: " = nil\n"
        case 306: "delegate = nil\n"
        case 307: "// The content configuration stays: `configure(with:at:)` replaces it, and setting it to nil\n"
        case 308: "// would make UIKit build a new content view on every reuse.\n"
        case 309: "rowID = nil\n"
        case 310: "// A load still running is for the previous row: cancelled, and its result dropped.\n"
        case 311: "imageSlot.cancel()\n"
        case 312: "imageURL = nil\n"
        case 313: "// The loads still running are for the previous row: cancelled, and their results dropped.\n"
        case 314: "imageSlots.cancel()\n"
        case 315: "imageRow = nil\n"
        case 316: "content.prepareForReuse()\n"
        case 317: ".setOn(false, animated: false)\n"
        case 318: ".isEnabled = true\n"
        case 319: ".isHidden = false\n"
        case 320: "/// Loads the row's image through `loader`, once `configure(with:at:)` has shown the placeholder (or the\n"
        case 321: "/// image already loaded for this row and URL). The image is shown only if it arrives while the cell\n"
        case 322: "/// still shows this row and URL; a failed load keeps the placeholder.\n"
        case 323: "func loadImage(with loader: any ListImageLoader) {\n"
        case 324: "guard let rowID else { return }\n"
        case 325: "imageSlot.load(imageURL, for: rowID, with: loader) { [weak self] image in\n"
        case 326: "self?.showLoadedImage(image)\n"
        case 327: "/// Puts `image` into the content configuration the cell shows.\n"
        case 328: "private func showLoadedImage(_ image: UIImage) {\n"
        case 329: "guard var content = "
        case 330: " as? UIListContentConfiguration else { return }\n"
        case 331: "content.image = image\n"
        case 332: "/// Asks your view to load the row's images through `loader`, once `configure(with:at:)` has shown\n"
        case 333: "/// the row. An image is shown only while the cell still shows this row.\n"
        case 334: "guard let rowID, let imageRow else { return }\n"
        case 335: "content.loadImages(for: imageRow, with: imageSlots.images(for: rowID, with: loader))\n"
        case 336: "/// Offers VoiceOver the actions of the events that are enabled and visible now.\n"
        case 337: "private func offerAvailableAccessibilityActions() {\n"
        case 338: "let offered = [\n"
        case 339: "offeredCheck"
        case 340: ","
        case 341: "isLast"
        case 342: "isFirst"
        case 343: "accessibilityActionEvents"
        case 344: "accessibilityCustomActions = zip(offered, allAccessibilityActions)\n"
        case 345: ".filter { isOffered, _ in isOffered }\n"
        case 346: ".map { _, action in action }\n"
        case 347: "/// Reports a toggle of the "
        case 348: " switch, with its new value.\n"
        case 349: "private func "
        case 350: "reportMethod"
        case 351: "() {\n"
        case 352: "?("
        case 353: ".isOn)\n"
        case 354: "delegate?."
        case 355: ".isOn, in: self)\n"
        case 356: "/// Reports a tap on the "
        case 357: " button"
        case 358: " or its accessibility action"
        case 359: "/// Reports the "
        case 360: " accessibility action (the event has no button).\n"
        case 361: "?()\n"
        case 362: "(in: self)\n"
        case 363: "/// Sets up the buttons, wires each to its hook with a `UIAction`, and offers each event that is not\n"
        case 364: "/// a swipe action as an accessibility custom action.\n"
        case 365: "hasButtons"
        case 366: "/// Offers each event that is not a swipe action as an accessibility custom action. The cell shows no\n"
        case 367: "/// button: its events are swipe actions or context-menu items.\n"
        case 368: "configurationName"
        case 369: " = UIButton.Configuration.plain()\n"
        case 370: ".title = "
        case 371: "titleLiteral"
        case 372: "hasTitle"
        case 373: ".image = UIImage(systemName: "
        case 374: "systemImageLiteral"
        case 375: "hasSystemImage"
        case 376: ".baseForegroundColor = .systemRed\n"
        case 377: "isDestructive"
        case 378: ".configuration = "
        case 379: "needsAccessibilityLabel"
        case 380: ".accessibilityIdentifier = "
        case 381: "accessibilityIdentifierLiteral"
        case 382: ".addAction(UIAction { [weak self] _ in self?."
        case 383: "() }, for: .valueChanged)\n"
        default: ""
        }
    }

    private static func string3(_ index: Int) -> String {
        switch index {
        case 384: "() }, for: .primaryActionTriggered)\n"
        case 385: "accessibilityActionsTarget"
        case 386: " = [\n"
        case 387: "UIAccessibilityCustomAction(name: "
        case 388: ") { [weak self] _ in\n"
        case 389: "                "
        case 390: "guard let self else { return false }\n"
        case 391: "self."
        case 392: "return true\n"
        case 393: "}"
        case 394: "let buttons = UIStackView(arrangedSubviews: [\n"
        case 395: "buttonLine(["
        case 396: ", "
        case 397: "])"
        case 398: "buttonLines"
        case 399: "buttons.axis = .vertical\n"
        case 400: "buttons.alignment = .trailing\n"
        case 401: "buttons.spacing = 4\n"
        case 402: "listContentView.translatesAutoresizingMaskIntoConstraints = false\n"
        case 403: "buttons.translatesAutoresizingMaskIntoConstraints = false\n"
        case 404: "contentView.addSubview(listContentView)\n"
        case 405: "contentView.addSubview(buttons)\n"
        case 406: "let margins = contentView.layoutMarginsGuide\n"
        case 407: "NSLayoutConstraint.activate([\n"
        case 408: "listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),\n"
        case 409: "listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),\n"
        case 410: "listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),\n"
        case 411: "buttons.topAnchor.constraint(equalTo: listContentView.bottomAnchor),\n"
        case 412: "buttons.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),\n"
        case 413: "buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"
        case 414: "buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),\n"
        case 415: "let buttons = UIStackView(arrangedSubviews: ["
        case 416: "buttons.axis = .horizontal\n"
        case 417: "buttons.spacing = 8\n"
        case 418: "accessories = [.customView(configuration: .init(customView: buttons, placement: .trailing()))]\n"
        case 419: "/// One line of buttons, side by side.\n"
        case 420: "private func buttonLine(_ lineButtons: [UIView]) -> UIStackView {\n"
        case 421: "let line = UIStackView(arrangedSubviews: lineButtons)\n"
        case 422: "line.axis = .horizontal\n"
        case 423: "line.spacing = 8\n"
        case 424: "return line\n"
        case 425: "/// Adds your `"
        case 426: "` to the content view, pinned to its layout margins.\n"
        case 427: "private func installContent() {\n"
        case 428: "content.translatesAutoresizingMaskIntoConstraints = false\n"
        case 429: "contentView.addSubview(content)\n"
        case 430: "content.topAnchor.constraint(equalTo: margins.topAnchor),\n"
        case 431: "content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),\n"
        case 432: "content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"
        case 433: "content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),\n"
        case 434: "// MARK: - Anchors\n\n"
        case 435: "/// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:\n"
        case 436: "/// actionSheet`): the event's button in the cell that shows the row (however the event was\n"
        case 437: "/// performed); else that cell (an event without a button, a row tap); for a batch action's confirmation\n"
        case 438: "/// (`editing.multiSelect`), the toolbar button that was tapped (`barButton`). Looked up when the tap\n"
        case 439: "/// acts, never captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit\n"
        case 440: "/// raises when it presents a popover in a regular width (iPad).\n"
        case 441: "/// The generated router receives it with every route; a router of your own can point its own popovers\n"
        case 442: "/// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.\n"
        case 443: "publicAccess"
        case 444: "struct ListAnchor {\n"
        case 445: "/// The view the popover points at: the event's button, the row's cell, or the list when the row has\n"
        case 446: "/// no cell on screen; with `barButton`, which it points at instead, the list.\n"
        case 447: "let sourceView: UIView\n\n"
        case 448: "/// The bar button item the popover points at instead of `sourceView`: a batch action's toolbar\n"
        case 449: "/// button; nil for a row's anchor.\n"
        case 450: "let barButton: UIBarButtonItem?\n\n"
        case 451: "/// An anchor on `sourceView`, pointing at its bounds.\n"
        case 452: "init(sourceView: UIView) {\n"
        case 453: "self.sourceView = sourceView\n"
        case 454: "self.barButton = nil\n"
        case 455: "/// An anchor on `barButton`, a bar button item of the controller that shows `view` (its list).\n"
        case 456: "init(barButton: UIBarButtonItem, in view: UIView) {\n"
        case 457: "self.sourceView = view\n"
        case 458: "self.barButton = barButton\n"
        case 459: "/// Points `viewController`'s popover at this anchor: at `barButton` (the popover's `sourceItem` from\n"
        case 460: "/// iOS 16, its `barButtonItem` before: the SDK marks that one to be deprecated without a version,\n"
        case 461: "/// so it builds without warnings at any deployment target); else at `sourceView`, `sourceRect` its\n"
        case 462: "/// bounds. Does nothing when `viewController` is not presented as a popover.\n"
        case 463: "func point(_ viewController: UIViewController) {\n"
        case 464: "guard let popover = viewController.popoverPresentationController else { return }\n"
        case 465: "if let barButton {\n"
        case 466: "if #available(iOS 16.0, *) {\n"
        case 467: "popover.sourceItem = barButton\n"
        case 468: "} else {\n"
        case 469: "popover.barButtonItem = barButton\n"
        case 470: "popover.sourceView = sourceView\n"
        case 471: "popover.sourceRect = sourceView.bounds\n"
        case 472: "// MARK: - Collapsed sections\n\n"
        case 473: "extension ListRowStore {\n"
        case 474: "/// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.\n"
        case 475: "func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }\n\n"
        case 476: "/// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as\n"
        case 477: "/// they are now, with every change made meanwhile). The rows stay in the store either way: their\n"
        case 478: "/// IDs, the selected row and the rows selected for batch actions, which show selected again on\n"
        case 479: "/// expanding. A section that is already so changes nothing. In one update of the list, animated in\n"
        case 480: "/// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.\n"
        case 481: "func setSection(_ section: Section, collapsed: Bool) {\n"
        case 482: "guard collapsedSections.contains(section) != collapsed else { return }\n"
        case 483: "guard let place = index(of: section) else {\n"
        case 484: "// Not in the list now (sections from the rows): the state waits for the section.\n"
        case 485: "if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }\n"
        case 486: "return\n"
        case 487: "if collapsed {\n"
        case 488: "let hidden = shown[place].indices.map { IndexPath(item: $0, section: place) }\n"
        case 489: "change(.delete(hidden), indexPathsShown: true) { collapsedSections.insert(section) }\n"
        case 490: "let revealed = activeSearch.shown(sections)[place].indices.map { IndexPath(item: $0, section: place) }\n"
        case 491: "change(.insert(revealed), indexPathsShown: true) { collapsedSections.remove(section) }\n"
        case 492: "/// The rows the list shows, by section: every row, or during a search the rows it finds; none of a\n"
        case 493: "/// collapsed section.\n"
        case 494: "fileprivate func shownRows() -> [[Row]] {\n"
        case 495: "let found = activeSearch.shown(sections)\n"
        case 496: "guard !collapsedSections.isEmpty else { return found }\n"
        case 497: "return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }\n"
        case 498: "// MARK: - Images from URLs\n\n"
        case 499: "/// Loads the images of `display.image: { url: }` for the generated screens of this module. Implement it\n"
        case 500: "/// with what your app uses (URLSession, Nuke, Kingfisher, SDWebImage) and pass it to the screen's\n"
        case 501: "/// initializer (`imageLoader:`).\n"
        case 502: "/// Call `completion` on the main actor, once, with the image or with nil when the load failed (the\n"
        case 503: "/// placeholder stays). A cell cancels its load when it is reused; a completion that still arrives after\n"
        case 504: "/// `cancel()` is dropped, so a loader that cannot cancel is safe too. Public, so that a public screen can\n"
        case 505: "/// take one (the file serves every screen of the module).\n"
        case 506: "protocol ListImageLoader: AnyObject {\n"
        case 507: "/// Starts loading the image at `url`; returns what cancels the load.\n"
        case 508: "func loadImage(\n"
        case 509: "from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void\n"
        case 510: ") -> any ListImageLoad\n"
        case 511: "/// A load started by a ``ListImageLoader``. `URLSessionTask` has this `cancel()` already:\n"
        default: ""
        }
    }

    private static func string4(_ index: Int) -> String {
        switch index {
        case 512: "/// `extension URLSessionDataTask: ListImageLoad {}`.\n"
        case 513: "protocol ListImageLoad {\n"
        case 514: "/// Stops the load; its completion may still run, and is then ignored.\n"
        case 515: "func cancel()\n"
        case 516: "/// One image view's image from a URL, for the row its cell shows: the guard against the best-known reuse\n"
        case 517: "/// bug, a slow response that lands on a cell that now shows another row.\n"
        case 518: "/// A generated cell holds one and calls it from `configure(with:at:)`, `loadImage(with:)` and\n"
        case 519: "/// `prepareForReuse()`. Your own content view (`content:`) can hold one too: call\n"
        case 520: "/// ``load(_:for:with:into:placeholder:)`` from `show(_:)` and ``cancel()`` from `prepareForReuse()` (or, with\n"
        case 521: "/// `content.loadsImages`, use the ``ListRowImages`` the cell hands it).\n"
        case 522: "final class ListImageSlot<RowID: Hashable & Sendable> {\n"
        case 523: "/// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it\n"
        case 524: "/// is for these.\n"
        case 525: "private var request: (row: RowID, url: URL)?\n"
        case 526: "/// The load in flight, cancelled when another starts or the cell is reused.\n"
        case 527: "private var loading: (any ListImageLoad)?\n"
        case 528: "/// The image loaded for `request`.\n"
        case 529: "private var image: UIImage?\n\n"
        case 530: "init() {}\n\n"
        case 531: "/// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again\n"
        case 532: "/// for the same row and URL keeps its image instead of flashing the placeholder.\n"
        case 533: "func loadedImage(for row: RowID, from url: URL?) -> UIImage? {\n"
        case 534: "guard let request, request.row == row, request.url == url else { return nil }\n"
        case 535: "return image\n"
        case 536: "/// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the\n"
        case 537: "/// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs\n"
        case 538: "/// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;\n"
        case 539: "/// a failed load shows nothing (the placeholder stays) and is tried again on the next call.\n"
        case 540: "func load(\n"
        case 541: "_ url: URL?, for row: RowID, with loader: (any ListImageLoader)?,\n"
        case 542: "show: @escaping @MainActor @Sendable (UIImage) -> Void\n"
        case 543: ") {\n"
        case 544: "if let request, request.row == row, request.url == url { return }\n"
        case 545: "cancel()\n"
        case 546: "guard let url, let loader else { return }\n"
        case 547: "request = (row, url)\n"
        case 548: "let load = loader.loadImage(from: url) { [weak self] image in\n"
        case 549: "guard let self, let request = self.request, request.row == row, request.url == url else { return }\n"
        case 550: "self.loading = nil\n"
        case 551: "guard let image else {\n"
        case 552: "self.request = nil\n"
        case 553: "self.image = image\n"
        case 554: "show(image)\n"
        case 555: "// A loader may complete at once (from its cache): then there is nothing left to cancel.\n"
        case 556: "if let request, request.row == row, request.url == url, image == nil { loading = load }\n"
        case 557: "/// ``load(_:for:with:show:)`` into `imageView`, which shows the image already loaded for `row` and\n"
        case 558: "/// `url`, else `placeholder`, at once.\n"
        case 559: "_ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,\n"
        case 560: "placeholder: UIImage?\n"
        case 561: "imageView.image = loadedImage(for: row, from: url) ?? placeholder\n"
        case 562: "load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }\n"
        case 563: "/// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from\n"
        case 564: "/// `prepareForReuse()`.\n"
        case 565: "func cancel() {\n"
        case 566: "loading?.cancel()\n"
        case 567: "loading = nil\n"
        case 568: "request = nil\n"
        case 569: "image = nil\n"
        case 570: "/// The images of one row, for your own content view (`content: { view:, loadsImages: true }`): the cell\n"
        case 571: "/// hands one to `loadImages(for:with:)` after `show(_:)`, with the screen's loader. Its\n"
        case 572: "/// ``load(_:into:placeholder:)`` is the row check your view would otherwise write: an image is shown only\n"
        case 573: "/// while the cell still shows this row, so a slow response after reuse, a delete, a move or a URL update\n"
        case 574: "/// lands nowhere. Public, so that a public screen's content protocol can take one.\n"
        case 575: "struct ListRowImages<RowID: Hashable & Sendable> {\n"
        case 576: "/// The row whose images these are.\n"
        case 577: "let rowID: RowID\n"
        case 578: "private let loader: any ListImageLoader\n"
        case 579: "/// The cell's slots; they stand for `rowID` until the cell is reused.\n"
        case 580: "private let slots: ListImageSlots<RowID>\n\n"
        case 581: "init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {\n"
        case 582: "self.rowID = rowID\n"
        case 583: "self.loader = loader\n"
        case 584: "self.slots = slots\n"
        case 585: "/// Shows `placeholder` in `imageView` at once (or the image already loaded for this row and URL), then\n"
        case 586: "/// the image loaded from `url`, if it arrives while the cell still shows this row and this URL. A nil\n"
        case 587: "/// URL loads nothing; a failed load keeps the placeholder. Kept past the cell's reuse, it loads nothing.\n"
        case 588: "func load(_ url: URL?, into imageView: UIImageView, placeholder: UIImage?) {\n"
        case 589: "guard slots.rowID == rowID else { return }\n"
        case 590: "slots.slot(for: imageView).load(url, for: rowID, with: loader, into: imageView, placeholder: placeholder)\n"
        case 591: "/// The image loads of a cell whose content view loads images: one ``ListImageSlot`` per image view, all\n"
        case 592: "/// for the row the cell shows.\n"
        case 593: "final class ListImageSlots<RowID: Hashable & Sendable> {\n"
        case 594: "/// Each image view's slot, by the view's identity (the views live as long as the cell).\n"
        case 595: "private var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]\n"
        case 596: "/// The row the cell shows; nil after `cancel()`.\n"
        case 597: "private(set) var rowID: RowID?\n\n"
        case 598: "/// The images of `rowID`, loaded through `loader`: what the cell hands its content view.\n"
        case 599: "func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {\n"
        case 600: "return ListRowImages(rowID: rowID, loader: loader, slots: self)\n"
        case 601: "/// `imageView`'s slot, made on first use.\n"
        case 602: "func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {\n"
        case 603: "if let slot = slots[ObjectIdentifier(imageView)] { return slot }\n"
        case 604: "let slot = ListImageSlot<RowID>()\n"
        case 605: "slots[ObjectIdentifier(imageView)] = slot\n"
        case 606: "return slot\n"
        case 607: "/// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``\n"
        case 608: "/// kept from before loads nothing. Call it from `prepareForReuse()`.\n"
        case 609: "for slot in slots.values { slot.cancel() }\n"
        case 610: "// MARK: - Search\n\n"
        case 611: "/// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the\n"
        case 612: "/// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file\n"
        case 613: "/// serves every screen of the module).\n"
        case 614: "struct ListSearchQuery: Sendable, Hashable {\n"
        case 615: "/// The text typed, as typed (possibly empty: every row matches it).\n"
        case 616: "var text: String\n"
        case 617: "/// The selected scope button's index, 0 for the first (and for a search bar without scopes).\n"
        case 618: "var scopeIndex: Int\n\n"
        case 619: "init(text: String, scopeIndex: Int = 0) {\n"
        case 620: "self.text = text\n"
        case 621: "self.scopeIndex = scopeIndex\n"
        case 622: "/// Whether `value` contains the text, ignoring case and diacritics (`\"Zoe\"` finds `\"Zo\u{eb}\"`); an empty\n"
        case 623: "/// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.\n"
        case 624: "func matches(_ value: String?) -> Bool {\n"
        case 625: "let text = text.trimmingCharacters(in: .whitespacesAndNewlines)\n"
        case 626: "guard !text.isEmpty else { return true }\n"
        case 627: "guard let value else { return false }\n"
        case 628: "return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil\n"
        case 629: "/// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;\n"
        case 630: "/// this only says which ones the list shows, so a change made during a search reaches the results.\n"
        case 631: "struct ListRowSearch<Row: Identifiable> {\n"
        case 632: "/// The search shown now; nil while no search is active (every row shows).\n"
        case 633: "var query: ListSearchQuery?\n"
        case 634: "/// The rows the app found itself (a server search), or nil: `predicate` decides.\n"
        case 635: "var resultIDs: Set<Row.ID>?\n"
        case 636: "/// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.\n"
        case 637: "var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }\n\n"
        case 638: "/// Whether a search is active.\n"
        case 639: "var isActive: Bool { query != nil }\n\n"
        default: ""
        }
    }

    private static func string5(_ index: Int) -> String {
        switch index {
        case 640: "/// The rows of `sections` the list shows: all of them without a search; during one, the rows the\n"
        case 641: "/// app's results name, else the rows `predicate` matches, each section in its own order.\n"
        case 642: "func shown(_ sections: [[Row]]) -> [[Row]] {\n"
        case 643: "guard let query else { return sections }\n"
        case 644: "if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }\n"
        case 645: "return sections.map { $0.filter { predicate($0, query) } }\n"
        case 646: "/// The search shown now, or nil when no search is active.\n"
        case 647: "var searchQuery: ListSearchQuery? { activeSearch.query }\n\n"
        case 648: "/// Whether the screen shows its no-results state: a search is active and finds none of the rows (a\n"
        case 649: "/// list with no rows at all shows its empty state instead). The one rule for every variant.\n"
        case 650: "var showsNoResults: Bool {\n"
        case 651: "activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }\n"
        case 652: "/// Whether a row matches a query. Setting it runs the active search again.\n"
        case 653: "var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {\n"
        case 654: "get { activeSearch.predicate }\n"
        case 655: "set {\n"
        case 656: "activeSearch.predicate = newValue\n"
        case 657: "if activeSearch.isActive { change(.reload) {} }\n"
        case 658: "/// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app\n"
        case 659: "/// handed back are dropped). The rows stay as they are: only what the list shows changes.\n"
        case 660: "func search(_ query: ListSearchQuery?) {\n"
        case 661: "guard query != activeSearch.query else { return }\n"
        case 662: "change(.reload) {\n"
        case 663: "activeSearch.query = query\n"
        case 664: "if query == nil { activeSearch.resultIDs = nil }\n"
        case 665: "/// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on\n"
        case 666: "/// a server), in the list's order, until the search ends or new results come; nil lets the predicate\n"
        case 667: "/// decide again. Results for a search that already ended are dropped.\n"
        case 668: "func showSearchResults(withIDs ids: [Row.ID]?) {\n"
        case 669: "guard activeSearch.isActive else { return }\n"
        case 670: "change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }\n"
        case 671: "// MARK: - Selection\n\n"
        case 672: "/// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's\n"
        case 673: "/// stable ID, never by index path, so that it names the same row whatever changes around it.\n"
        case 674: "struct ListRowSelection<ID: Hashable & Sendable> {\n"
        case 675: "/// Whether the store keeps the selection; false leaves the list's selection to the controller.\n"
        case 676: "var isPersistent = false\n"
        case 677: "/// The selected row's ID; nil when no row is selected.\n"
        case 678: "var rowID: ID?\n"
        case 679: "/// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).\n"
        case 680: "var onChange: (ID?) -> Void = { _ in }\n"
        case 681: "/// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,\n"
        case 682: "/// never by index path, apart from the persistent selection (which edit mode leaves as it is).\n"
        case 683: "struct ListRowBatchSelection<ID: Hashable & Sendable> {\n"
        case 684: "/// Whether the list has batch actions: in edit mode the store shows these rows selected.\n"
        case 685: "var isEnabled = false\n"
        case 686: "/// Whether the screen is in edit mode, as its controller's `setEditing(_:animated:)` last said\n"
        case 687: "/// (`ListRowStore.editingChanged(_:)`); never the list's `isEditing`, which a swipe sets too.\n"
        case 688: "var isInEditMode = false\n"
        case 689: "/// The selected rows' IDs, in the order they were selected.\n"
        case 690: "var rowIDs: [ID] = []\n"
        case 691: "/// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and\n"
        case 692: "/// after every change of the rows while rows are selected (an update can change what they offer).\n"
        case 693: "var onChange: () -> Void = {}\n"
        case 694: "/// The ID of the selected row, nil when none (persistent selection only).\n"
        case 695: "var selectedRowID: Row.ID? { selection.rowID }\n\n"
        case 696: "/// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation\n"
        case 697: "/// and without telling the list's delegate (its `select` does not fire). An ID that is not in the\n"
        case 698: "/// list selects nothing. `onChange` of the selection is called when the selected ID changes.\n"
        case 699: "func selectRow(withID id: Row.ID?) {\n"
        case 700: "let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }\n"
        case 701: "let changed = selection.rowID != id\n"
        case 702: "selection.rowID = id\n"
        case 703: "showSelection()\n"
        case 704: "if changed { selection.onChange(id) }\n"
        case 705: "/// The rows selected in edit mode (`editing.multiSelect`) that the list shows now, looked up by ID\n"
        case 706: "/// now, in list order: what a batch action acts on. A selected row that a collapsed section or a\n"
        case 707: "/// search hides stays selected (shown selected again when it shows) but is not acted on: a person\n"
        case 708: "/// acts only on rows they can see.\n"
        case 709: "var batchSelectedRows: [Row] {\n"
        case 710: "let ids = Set(batchSelection.rowIDs)\n"
        case 711: "return shown.joined().filter { ids.contains($0.id) }\n"
        case 712: "/// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.\n"
        case 713: "func batchSelectRow(at indexPath: IndexPath) {\n"
        case 714: "guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }\n"
        case 715: "batchSelection.rowIDs.append(id)\n"
        case 716: "batchSelection.onChange()\n"
        case 717: "/// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.\n"
        case 718: "func batchDeselectRow(at indexPath: IndexPath) {\n"
        case 719: "guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }\n"
        case 720: "batchSelection.rowIDs.removeAll { $0 == id }\n"
        case 721: "/// Whether the screen is in edit mode, as its controller last said (`editingChanged(_:)`).\n"
        case 722: "var isInEditMode: Bool { batchSelection.isInEditMode }\n\n"
        case 723: "/// Whether a tap selects rows for the batch actions now, and the list shows them selected: the list\n"
        case 724: "/// has batch actions (it allows multiple selection during editing) and is in the edit mode its\n"
        case 725: "/// controller set (`editingChanged(_:)`). Not the list's `isEditing`: a person swiping a table row\n"
        case 726: "/// open sets that too (UIKit's swipe-to-delete mode), and the persistent selection stays meanwhile.\n"
        case 727: "var isBatchSelecting: Bool { batchSelection.isEnabled && batchSelection.isInEditMode }\n\n"
        case 728: "/// Edit mode began or ended (`editing`, from the controller's `setEditing(_:animated:)`): the batch\n"
        case 729: "/// selection starts empty, or is emptied, and the list shows what its mode shows. Out of edit mode a\n"
        case 730: "/// list without persistent selection shows no row selected.\n"
        case 731: "func editingChanged(_ editing: Bool) {\n"
        case 732: "batchSelection.isInEditMode = editing\n"
        case 733: "guard batchSelection.isEnabled else { return }\n"
        case 734: "let hadRows = !batchSelection.rowIDs.isEmpty\n"
        case 735: "batchSelection.rowIDs = []\n"
        case 736: "if selection.isPersistent || editing {\n"
        case 737: "show(selected: [])\n"
        case 738: "if hadRows { batchSelection.onChange() }\n"
        case 739: "/// Shows the selection where its rows are now; called after every change of the rows and when the\n"
        case 740: "/// screen appears. In edit mode with batch actions: the batch selection, and no other row; otherwise\n"
        case 741: "/// the persistent selected row, and no other (a list without either is left alone). A deleted row\n"
        case 742: "/// leaves both (`onChange` is called; the batch selection's also whenever it holds rows, since an\n"
        case 743: "/// update can change what they offer). A row a search hides stays selected, shown selected again\n"
        case 744: "/// when the search ends.\n"
        case 745: "func showSelection() {\n"
        case 746: "if let id = selection.rowID, row(withID: id) == nil {\n"
        case 747: "selection.rowID = nil\n"
        case 748: "selection.onChange(nil)\n"
        case 749: "if !batchSelection.rowIDs.isEmpty {\n"
        case 750: "batchSelection.rowIDs.removeAll { row(withID: $0) == nil }\n"
        case 751: "// Also when every row is still there: an update may have changed what the batch actions offer.\n"
        case 752: "let targets: [IndexPath]\n"
        case 753: "if batchSelection.isInEditMode {\n"
        case 754: "targets = batchSelection.rowIDs.compactMap(indexPath(forRowID:))\n"
        case 755: "guard selection.isPersistent else { return }\n"
        case 756: "targets = selection.rowID.flatMap(indexPath(forRowID:)).map { [$0] } ?? []\n"
        case 757: "show(selected: targets)\n"
        case 758: "/// Makes `indexPaths` the list's only selected rows, without animation; nothing before the view\n"
        case 759: "/// loads. The one place that picks the table's or the collection view's way.\n"
        case 760: "private func show(selected indexPaths: [IndexPath]) {\n"
        case 761: "switch selectionView {\n"
        case 762: "case nil: break\n"
        case 763: "case .table(let table)?: Self.select(indexPaths, in: table)\n"
        case 764: "case .collection(let collection)?: Self.select(indexPaths, in: collection)\n"
        case 765: "/// The list the store shows its selection in, nil before the view loads.\n"
        case 766: "private var selectionView: ListView? {\n"
        case 767: "switch display {\n"
        default: ""
        }
    }

    private static func string6(_ index: Int) -> String {
        switch index {
        case 768: "case .none: nil\n"
        case 769: "case .diffableList(let list, _): list\n"
        case 770: "case .table(let table): .table(table)\n"
        case 771: "case .collection(let collection): .collection(collection)\n"
        case 772: "/// Makes `indexPaths` the table's only selected rows, without animation.\n"
        case 773: "private static func select(_ indexPaths: [IndexPath], in table: UITableView) {\n"
        case 774: "let selected = table.indexPathsForSelectedRows ?? []\n"
        case 775: "for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }\n"
        case 776: "for indexPath in indexPaths where !selected.contains(indexPath) {\n"
        case 777: "table.selectRow(at: indexPath, animated: false, scrollPosition: .none)\n"
        case 778: "/// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload\n"
        case 779: "/// is done first, so that it cannot drop the selection made after it.\n"
        case 780: "private static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {\n"
        case 781: "collection.layoutIfNeeded()\n"
        case 782: "let selected = collection.indexPathsForSelectedItems ?? []\n"
        case 783: "for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }\n"
        case 784: "collection.selectItem(at: indexPath, animated: false, scrollPosition: [])\n"
        case 785: "/// The rows of a generated list screen, by section, keyed by stable ID: the half of every generated\n"
        case 786: "/// controller that does not depend on its spec. Written once per module (listgen writes this file once\n"
        case 787: "/// per output folder; the build plugin once per target), used by every generated screen in it.\n"
        case 788: "/// One rule set for every variant (table or collection, diffable or classic):\n"
        case 789: "/// - Row IDs are unique within the list. A row whose ID is already in the list (or earlier in the same\n"
        case 790: "///   call) is dropped and reported to `onDuplicateRows`; the first one stays.\n"
        case 791: "/// - An index past the end of a section appends to that section (`insert` and `moveRow` alike). An\n"
        case 792: "///   index path that names no place (its section does not exist, or its row is negative) changes\n"
        case 793: "///   nothing and finds no row, in debug and release builds alike.\n"
        case 794: "/// - Changes are animated only while the list is in a window; otherwise the list reloads (classic) or\n"
        case 795: "///   applies without animation (diffable).\n"
        case 796: "/// - During a search (`// MARK: - Search`) the list shows the rows it finds, and the changes go on on\n"
        case 797: "///   every row. Index paths that name a row the list shows (`row(at:)`, `indexPath(forRowID:)`,\n"
        case 798: "///   `deleteRow(at:)`, taps) are where the list shows it; index paths that say where a row goes\n"
        case 799: "///   (`insert(_:at:)`, `moveRow(at:to:)`) and `rows(in:)` are in the full list. A section keeps its\n"
        case 800: "///   place during a search, with the rows it finds (possibly none).\n"
        case 801: "/// - A collapsed section (`// MARK: - Collapsed sections`) keeps its place and its rows, and the list\n"
        case 802: "///   shows none of them: index paths that name a row the list shows skip it, as during a search, and\n"
        case 803: "///   a change of its rows is stored and shows when it expands.\n"
        case 804: "/// Sections are fixed or come from the rows (``Sections``). Fixed: every section is always there, with\n"
        case 805: "/// rows or not, in the order given (`init()` takes a section enum's `allCases`). From the rows: a row's\n"
        case 806: "/// section is always its own value (`sectionOf`, the one source of truth); a section is there while it\n"
        case 807: "/// has rows, created by the first row with its value and removed with its last one, in the same update\n"
        case 808: "/// of the list (classic: `insertSections`/`deleteSections` in the batch of the row change; diffable:\n"
        case 809: "/// the snapshot, whose section identifiers are the values, so rows move between sections); `setRows`\n"
        case 810: "/// and `append` group rows by it, `insert` puts a row in its own section, an `update` that changes a\n"
        case 811: "/// row's value moves it to the end of its new section, and a move (`moveRow`, or a person's drag in\n"
        case 812: "/// edit mode) stays within the row's section: a drag into another section is put back.\n"
        case 813: "final class ListRowStore<Section, Row>\n"
        case 814: "where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {\n"
        case 815: "/// Where the sections come from.\n"
        case 816: "enum Sections {\n"
        case 817: "/// These sections, in this order, each always there (empty or not).\n"
        case 818: "case fixed([Section])\n"
        case 819: "/// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first\n"
        case 820: "/// row came (`areInIncreasingOrder` nil), or sorted by it.\n"
        case 821: "case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)\n"
        case 822: "/// The list a store shows its rows and selection in.\n"
        case 823: "enum ListView {\n"
        case 824: "case table(UITableView)\n"
        case 825: "case collection(UICollectionView)\n\n"
        case 826: "/// The list as a view.\n"
        case 827: "var view: UIView {\n"
        case 828: "switch self {\n"
        case 829: "case .table(let table): table\n"
        case 830: "case .collection(let collection): collection\n"
        case 831: "/// How the list shows a change of the rows.\n"
        case 832: "enum Display {\n"
        case 833: "/// Not connected yet (the view has not loaded): changes are only stored.\n"
        case 834: "case none\n"
        case 835: "/// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.\n"
        case 836: "case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)\n"
        case 837: "/// A classic table data source over `rows(in:)`.\n"
        case 838: "/// A classic collection data source over `rows(in:)`.\n"
        case 839: "/// A diffable table data source over the IDs of `snapshot`.\n"
        case 840: "static func diffable(\n"
        case 841: "_ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void\n"
        case 842: ") -> Display {\n"
        case 843: ".diffableList(.table(table), apply: apply)\n"
        case 844: "/// A diffable collection data source over the IDs of `snapshot`.\n"
        case 845: "_ collection: UICollectionView,\n"
        case 846: "apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void\n"
        case 847: ".diffableList(.collection(collection), apply: apply)\n"
        case 848: "/// How a classic list animates a change (a diffable list diffs the snapshots instead).\n"
        case 849: "private enum ClassicChange {\n"
        case 850: "case reload\n"
        case 851: "case insert([IndexPath])\n"
        case 852: "case delete([IndexPath])\n"
        case 853: "case move(IndexPath, IndexPath)\n"
        case 854: "case reconfigure([IndexPath])\n"
        case 855: "/// Sections from the rows: emptied sections deleted (with their rows), then rows deleted from the\n"
        case 856: "/// sections that stay (old index paths), new sections inserted (with their rows) and rows\n"
        case 857: "/// inserted into the sections that stay (new index paths), in one batch.\n"
        case 858: "case regroup(\n"
        case 859: "deletedSections: IndexSet, deletedRows: [IndexPath], insertedSections: IndexSet, insertedRows: [IndexPath])\n"
        case 860: "/// The list shows the change already (a person's drag): nothing is moved again; only the sections\n"
        case 861: "/// whose header and footer appeared or went are reloaded.\n"
        case 862: "case shownAlready\n\n"
        case 863: "var isReload: Bool {\n"
        case 864: "if case .reload = self { return true }\n"
        case 865: "return false\n"
        case 866: "private let source: Sections\n"
        case 867: "/// The sections there now, in display order; `sections` holds their rows.\n"
        case 868: "private(set) var sectionIdentifiers: [Section]\n"
        case 869: "/// The rows of each section of `sectionIdentifiers`.\n"
        case 870: "private var sections: [[Row]]\n"
        case 871: "/// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the\n"
        case 872: "/// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,\n"
        case 873: "/// snapshots) comes from here.\n"
        case 874: "private var shown: [[Row]]\n"
        case 875: "/// The search shown now, if any (`// MARK: - Search`).\n"
        case 876: "private var activeSearch = ListRowSearch<Row>()\n"
        case 877: "/// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).\n"
        case 878: "private var collapsedSections: Set<Section> = []\n"
        case 879: "/// Every row, by ID (the diffable cell provider looks rows up here).\n"
        case 880: "private var rowsByID: [Row.ID: Row] = [:]\n"
        case 881: "/// How changes reach the list; set when the view loads.\n"
        case 882: "var display: Display = .none\n"
        case 883: "/// Gets the rows dropped because their ID was already in the list.\n"
        case 884: "var onDuplicateRows: ([Row]) -> Void = { _ in }\n"
        case 885: "/// Called after every change of the rows (the empty state follows it).\n"
        case 886: "/// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).\n"
        case 887: "var selection = ListRowSelection<Row.ID>()\n"
        case 888: "/// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).\n"
        case 889: "var batchSelection = ListRowBatchSelection<Row.ID>()\n"
        case 890: "/// Whether a section shows its header and footer with a number of rows (the screen's\n"
        case 891: "/// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section\n"
        case 892: "/// texts. A change that makes a section's header and footer appear or go reloads that section: a\n"
        case 893: "/// list reads a section's titles when it loads the section, not when one of its rows changes.\n"
        case 894: "var showsHeaderAndFooter: ((Section, Int) -> Bool)?\n\n"
        case 895: "init(sections source: Sections) {\n"
        default: ""
        }
    }

    private static func string7(_ index: Int) -> String {
        switch index {
        case 896: "self.source = source\n"
        case 897: "if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }\n"
        case 898: "sections = sectionIdentifiers.map { _ in [] }\n"
        case 899: "shown = sections\n"
        case 900: "/// The section `row` belongs to when sections come from the rows; nil for fixed sections.\n"
        case 901: "private func sectionOf(_ row: Row) -> Section? {\n"
        case 902: "if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }\n"
        case 903: "return nil\n"
        case 904: "/// Whether sections come from the rows.\n"
        case 905: "private var sectionsComeFromRows: Bool {\n"
        case 906: "if case .fromRows = source { return true }\n"
        case 907: "// MARK: Reading\n\n"
        case 908: "/// Whether the list has no rows.\n"
        case 909: "var isEmpty: Bool { !sections.contains { !$0.isEmpty } }\n\n"
        case 910: "/// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.\n"
        case 911: "private(set) var rowsWereSet = false\n\n"
        case 912: "/// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a\n"
        case 913: "/// first `setRows`), so that the empty state does not flash while the first rows load. The one\n"
        case 914: "/// rule for every variant.\n"
        case 915: "var showsEmptyState: Bool { rowsWereSet && isEmpty }\n\n"
        case 916: "/// The number of sections (every fixed section, with rows or not; or the sections that have rows).\n"
        case 917: "var sectionCount: Int { sections.count }\n\n"
        case 918: "/// The section at `index`, or nil when there is none.\n"
        case 919: "func section(at index: Int) -> Section? {\n"
        case 920: "sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil\n"
        case 921: "/// Where `section` is now, or nil when it is not in the list.\n"
        case 922: "func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }\n\n"
        case 923: "/// The number of rows the list shows in the section at `index`.\n"
        case 924: "func rowCount(inSection index: Int) -> Int { shown[index].count }\n\n"
        case 925: "/// The rows of `section`, in display order (all of them, during a search too).\n"
        case 926: "func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }\n\n"
        case 927: "/// The row a classic data source shows at `indexPath`: the list asks only for index paths it was\n"
        case 928: "/// told about, so a missing row is a bug in this code, and stops with a clear message.\n"
        case 929: "func rowForCell(at indexPath: IndexPath) -> Row {\n"
        case 930: "guard let row = row(at: indexPath) else { preconditionFailure(\"ListRowStore: no row at \\(indexPath)\") }\n"
        case 931: "return row\n"
        case 932: "/// The row with `id`, or nil when it is not in the list.\n"
        case 933: "func row(withID id: Row.ID) -> Row? { rowsByID[id] }\n\n"
        case 934: "/// The row the list shows at `indexPath` now, or nil when there is none.\n"
        case 935: "func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }\n\n"
        case 936: "/// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a\n"
        case 937: "/// search, not found).\n"
        case 938: "func indexPath(forRowID id: Row.ID) -> IndexPath? {\n"
        case 939: "guard rowsByID[id] != nil else { return nil }\n"
        case 940: "return Self.indexPath(of: id, in: shown)\n"
        case 941: "/// The IDs of the rows the list shows, by section, for a diffable data source.\n"
        case 942: "var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {\n"
        case 943: "var snapshot = NSDiffableDataSourceSnapshot<Section, Row.ID>()\n"
        case 944: "snapshot.appendSections(sectionIdentifiers)\n"
        case 945: "for (section, rows) in zip(sectionIdentifiers, shown) {\n"
        case 946: "snapshot.appendItems(rows.map(\\.id), toSection: section)\n"
        case 947: "return snapshot\n"
        case 948: "// MARK: Section index\n\n"
        case 949: "/// A section's title in the list's section index (`indexTitles: true`), given the section and its\n"
        case 950: "/// first row; nil leaves the section out. Nil: the list has no index.\n"
        case 951: "var indexTitle: ((Section, Row) -> String?)?\n\n"
        case 952: "/// The section index now: each section that shows rows now and has a title, in list order, with\n"
        case 953: "/// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or\n"
        case 954: "/// filled since the last time changes it.\n"
        case 955: "private var indexEntries: [(title: String, section: Int)] {\n"
        case 956: "guard let indexTitle else { return [] }\n"
        case 957: "return sectionIdentifiers.indices.compactMap { index in\n"
        case 958: "guard !shown[index].isEmpty, let first = sections[index].first,\n"
        case 959: "let title = indexTitle(sectionIdentifiers[index], first)\n"
        case 960: "else { return nil }\n"
        case 961: "return (title, index)\n"
        case 962: "/// The titles of the list's section index now (the table's `sectionIndexTitles(for:)`, the\n"
        case 963: "/// collection's `indexTitles(for:)`); nil without `indexTitle`.\n"
        case 964: "var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\\.title) }\n\n"
        case 965: "/// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now\n"
        case 966: "/// (the entry at `index` when it still has that title, else the first entry with the title, else\n"
        case 967: "/// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all\n"
        case 968: "/// sections: a section without rows has no entry, so positions differ.\n"
        case 969: "func section(forIndexTitle title: String, at index: Int) -> Int {\n"
        case 970: "let entries = indexEntries\n"
        case 971: "if entries.indices.contains(index), entries[index].title == title { return entries[index].section }\n"
        case 972: "if let entry = entries.first(where: { $0.title == title }) { return entry.section }\n"
        case 973: "guard !entries.isEmpty else { return 0 }\n"
        case 974: "return entries[min(max(index, 0), entries.count - 1)].section\n"
        case 975: "/// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants\n"
        case 976: "/// it: an index path of one index, the whole section.\n"
        case 977: "func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {\n"
        case 978: "IndexPath(index: section(forIndexTitle: title, at: index))\n"
        case 979: "/// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.\n"
        case 980: "private static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {\n"
        case 981: "guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)\n"
        case 982: "return sections[indexPath.section][indexPath.item]\n"
        case 983: "/// Where the row with `id` is in `sections`, or nil.\n"
        case 984: "private static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {\n"
        case 985: "for (section, rows) in sections.enumerated() {\n"
        case 986: "if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }\n"
        case 987: "// MARK: Changing\n\n"
        case 988: "/// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,\n"
        case 989: "/// each row goes to its own section whatever its key: use `setRows(_:)` with a list.\n"
        case 990: "func setRows(_ rows: [Section: [Row]]) {\n"
        case 991: "guard case .fixed(let fixed) = source else {\n"
        case 992: "setRows(rows.values.flatMap { $0 })\n"
        case 993: "replaceRows(with: fixed.map { rows[$0] ?? [] })\n"
        case 994: "/// Replaces every row: with sections from the rows, grouped by section (in the order their first\n"
        case 995: "/// row comes, or sorted); with fixed sections, all in the first section.\n"
        case 996: "func setRows(_ rows: [Row]) {\n"
        case 997: "guard sectionsComeFromRows else {\n"
        case 998: "replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })\n"
        case 999: "replaceRows(with: [rows])\n"
        case 1000: "/// Replaces every row with `groups` (the rows of each fixed section, or rows to group).\n"
        case 1001: "private func replaceRows(with groups: [[Row]]) {\n"
        case 1002: "// Before the rows change: the new list's last row may come into view during the update.\n"
        case 1003: "restartPaging()\n"
        case 1004: "var dropped: [Row] = []\n"
        case 1005: "var newRowsByID: [Row.ID: Row] = [:]\n"
        case 1006: "let kept = groups.map { group in\n"
        case 1007: "group.filter { row in\n"
        case 1008: "guard newRowsByID[row.id] == nil else {\n"
        case 1009: "                    "
        case 1010: "dropped.append(row)\n"
        case 1011: "newRowsByID[row.id] = row\n"
        case 1012: "var newIdentifiers = sectionIdentifiers\n"
        case 1013: "var newSections = kept\n"
        case 1014: "if sectionsComeFromRows {\n"
        case 1015: "newIdentifiers = []\n"
        case 1016: "newSections = []\n"
        case 1017: "for row in kept.joined() { place(row, at: nil, in: &newIdentifiers, &newSections) }\n"
        case 1018: "// Rows that keep their ID but changed are redrawn in place (diffable lists). Sections from the\n"
        case 1019: "// rows that stay are reloaded, so that their titles are read again (a title may follow the\n"
        case 1020: "// clock: \"Today\" becomes \"Yesterday\"); a classic list reloads anyway.\n"
        case 1021: "let changed = newRowsByID.compactMap { id, row in rowsByID[id].map { $0 != row } == true ? id : nil }\n"
        case 1022: "let staying = sectionsComeFromRows ? sectionIdentifiers.filter(newIdentifiers.contains) : []\n"
        case 1023: "change(reconfiguring: changed, reloading: staying, .reload) {\n"
        default: ""
        }
    }

    private static func string8(_ index: Int) -> String {
        switch index {
        case 1024: "sectionIdentifiers = newIdentifiers\n"
        case 1025: "sections = newSections\n"
        case 1026: "rowsByID = newRowsByID\n"
        case 1027: "rowsWereSet = true\n"
        case 1028: "if !dropped.isEmpty { onDuplicateRows(dropped) }\n"
        case 1029: "/// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when `indexPath`\n"
        case 1030: "/// is past it; nothing happens when `indexPath` names no place. A row whose ID is already in the\n"
        case 1031: "/// list goes to `onDuplicateRows`.\n"
        case 1032: "/// With sections from the rows, the row goes to its own section: at `indexPath.item` when\n"
        case 1033: "/// `indexPath.section` is that section, else at its end (a new section when it has none yet).\n"
        case 1034: "func insert(_ row: Row, at indexPath: IndexPath) {\n"
        case 1035: "if let section = sectionOf(row) {\n"
        case 1036: "guard indexPath.item >= 0 else { return }\n"
        case 1037: "guard rowsByID[row.id] == nil else {\n"
        case 1038: "onDuplicateRows([row])\n"
        case 1039: "let item = self.section(at: indexPath.section) == section ? indexPath.item : nil\n"
        case 1040: "regroup(storing: [row]) { place(row, at: item, in: &$0, &$1) }\n"
        case 1041: "guard let target = landing(at: indexPath) else { return }\n"
        case 1042: "change(.insert([target])) {\n"
        case 1043: "sections[target.section].insert(row, at: target.item)\n"
        case 1044: "rowsByID[row.id] = row\n"
        case 1045: "/// Appends each section's rows at the end of that section, all in one update of the list. A row\n"
        case 1046: "/// whose ID is already in the list, or earlier in the batch (sections in `allCases` order), goes\n"
        case 1047: "/// to `onDuplicateRows` once the other rows are in.\n"
        case 1048: "/// With sections from the rows, each row goes to the end of its own section whatever its key: use\n"
        case 1049: "/// `append(contentsOf:)` with a list.\n"
        case 1050: "func append(contentsOf rows: [Section: [Row]]) {\n"
        case 1051: "append(contentsOf: rows.values.flatMap { $0 })\n"
        case 1052: "var seen = Set(rowsByID.keys)\n"
        case 1053: "var added: [(section: Int, rows: [Row])] = []\n"
        case 1054: "for (index, section) in fixed.enumerated() {\n"
        case 1055: "let kept = (rows[section] ?? []).filter { row in\n"
        case 1056: "if seen.insert(row.id).inserted { return true }\n"
        case 1057: "if !kept.isEmpty { added.append((index, kept)) }\n"
        case 1058: "if !added.isEmpty {\n"
        case 1059: "let targets = added.flatMap { section, rows in\n"
        case 1060: "let start = sections[section].count\n"
        case 1061: "return (start..<start + rows.count).map { IndexPath(item: $0, section: section) }\n"
        case 1062: "change(.insert(targets)) {\n"
        case 1063: "for (section, rows) in added {\n"
        case 1064: "sections[section] += rows\n"
        case 1065: "for row in rows { rowsByID[row.id] = row }\n"
        case 1066: "/// Appends `rows`, each at the end of its own section (with fixed sections, of the first section),\n"
        case 1067: "/// all in one update of the list. A row whose ID is already in the list, or earlier in `rows`, goes\n"
        case 1068: "func append(contentsOf rows: [Row]) {\n"
        case 1069: "if let first = sectionIdentifiers.first { append(contentsOf: [first: rows]) }\n"
        case 1070: "let kept = rows.filter { row in\n"
        case 1071: "if !kept.isEmpty {\n"
        case 1072: "regroup(storing: kept) { identifiers, sections in\n"
        case 1073: "for row in kept { place(row, at: nil, in: &identifiers, &sections) }\n"
        case 1074: "/// Deletes the row at `indexPath`, if there is one (with sections from the rows, its section too\n"
        case 1075: "/// when it was the section's last row).\n"
        case 1076: "func deleteRow(at indexPath: IndexPath) {\n"
        case 1077: "guard let row = row(at: indexPath) else { return }\n"
        case 1078: "deleteRow(withID: row.id)\n"
        case 1079: "/// Deletes the row with `id`, if it is in the list (shown or not).\n"
        case 1080: "func deleteRow(withID id: Row.ID) {\n"
        case 1081: "guard rowsByID[id] != nil, let place = Self.indexPath(of: id, in: sections) else { return }\n"
        case 1082: "regroup(removing: id) { $1[place.section].remove(at: place.item) }\n"
        case 1083: "change(.delete([place])) {\n"
        case 1084: "sections[place.section].remove(at: place.item)\n"
        case 1085: "rowsByID[id] = nil\n"
        case 1086: "/// Moves the row at `source` so that it ends up at `destination`, in the same or another section,\n"
        case 1087: "/// or at the end of that section when `destination` is past it. Nothing happens when there is no\n"
        case 1088: "/// row at `source`, or when `destination` names no place.\n"
        case 1089: "/// With sections from the rows, a row stays in its own section: a `destination` in another section\n"
        case 1090: "/// changes nothing.\n"
        case 1091: "func moveRow(at source: IndexPath, to destination: IndexPath) {\n"
        case 1092: "guard let row = Self.row(at: source, in: sections),\n"
        case 1093: "let target = landing(at: destination, movingFrom: source), target != source,\n"
        case 1094: "!sectionsComeFromRows || target.section == source.section\n"
        case 1095: "else { return }\n"
        case 1096: "change(.move(source, target)) {\n"
        case 1097: "sections[source.section].remove(at: source.item)\n"
        case 1098: "/// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).\n"
        case 1099: "/// With sections from the rows, a row whose section changed moves to the end of its new section\n"
        case 1100: "/// (created when it has none yet; its old section goes when it empties).\n"
        case 1101: "func update(_ row: Row) {\n"
        case 1102: "guard rowsByID[row.id] != nil, let indexPath = Self.indexPath(of: row.id, in: sections) else { return }\n"
        case 1103: "if let section = sectionOf(row), section != sectionIdentifiers[indexPath.section] {\n"
        case 1104: "regroup(storing: [row], reconfiguring: [row.id]) { identifiers, sections in\n"
        case 1105: "sections[indexPath.section].remove(at: indexPath.item)\n"
        case 1106: "place(row, at: nil, in: &identifiers, &sections)\n"
        case 1107: "change(reconfiguring: [row.id], .reconfigure([indexPath])) {\n"
        case 1108: "sections[indexPath.section][indexPath.item] = row\n"
        case 1109: "/// A row a person moved, where it was and where it is now.\n"
        case 1110: "struct RowMove {\n"
        case 1111: "var row: Row\n"
        case 1112: "var source: IndexPath\n"
        case 1113: "var destination: IndexPath\n"
        case 1114: "/// Takes a move a person made in editing mode, which the list has already shown (it moved the cell\n"
        case 1115: "/// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change\n"
        case 1116: "/// them, but the list is not told, since a second move would move another row; a section whose header\n"
        case 1117: "/// and footer appeared or went with the drag is reloaded, as for any change. Nil, and nothing,\n"
        case 1118: "/// when there is no row at `source`, `destination` names no place, or the row did not move. A drag\n"
        case 1119: "/// into a collapsed section, or (with sections from the rows) into another section, is put back: the\n"
        case 1120: "/// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the\n"
        case 1121: "/// result is nil.\n"
        case 1122: "func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {\n"
        case 1123: "// During a search the list shows some rows only: a place among them is no place in the full\n"
        case 1124: "// list, so the move is not taken and the list shows the rows as they are again.\n"
        case 1125: "guard !activeSearch.isActive else {\n"
        case 1126: "change(.reload) {}\n"
        case 1127: "guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source\n"
        case 1128: "// Put back, and the list shows the rows as they are again through the one change path: a drop\n"
        case 1129: "// into a collapsed section (it shows none of its rows, so the drop has no place among them) or,\n"
        case 1130: "// with sections from the rows, into another section.\n"
        case 1131: "guard !collapsedSections.contains(sectionIdentifiers[target.section]),\n"
        case 1132: "else {\n"
        case 1133: "// Through the one change path, which moves nothing again but reloads a section whose header and\n"
        case 1134: "// footer appeared or went (a section the drag emptied or gave its first row).\n"
        case 1135: "change(.shownAlready) {\n"
        case 1136: "return RowMove(row: row, source: source, destination: target)\n"
        case 1137: "/// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the\n"
        case 1138: "/// end of its section when `indexPath` is past it (counted without the row being moved from\n"
        case 1139: "/// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is\n"
        case 1140: "/// negative.\n"
        case 1141: "private func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {\n"
        case 1142: "guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }\n"
        case 1143: "let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)\n"
        case 1144: "return IndexPath(item: min(indexPath.item, count), section: indexPath.section)\n"
        case 1145: "/// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,\n"
        case 1146: "/// or the end when `item` is nil or past it; a section it has not yet is created where the order\n"
        case 1147: "/// puts it (the end, or its sorted place).\n"
        case 1148: "private func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {\n"
        case 1149: "guard case .fromRows(let sectionOf, let areInIncreasingOrder) = source else { return }\n"
        case 1150: "let section = sectionOf(row)\n"
        case 1151: "if let index = identifiers.firstIndex(of: section) {\n"
        default: ""
        }
    }

    private static func string9(_ index: Int) -> String {
        switch index {
        case 1152: "sections[index].insert(row, at: min(item ?? sections[index].count, sections[index].count))\n"
        case 1153: "let index =\n"
        case 1154: "areInIncreasingOrder.flatMap { before in identifiers.firstIndex { before(section, $0) } }\n"
        case 1155: "?? identifiers.count\n"
        case 1156: "identifiers.insert(section, at: index)\n"
        case 1157: "sections.insert([row], at: index)\n"
        case 1158: "/// Changes the sections and their rows with `update` (sections from the rows), drops the sections\n"
        case 1159: "/// it emptied, and shows the change in one update of the list: the rows that left or joined a\n"
        case 1160: "/// section that stays, the sections that went or came with theirs. `stored` rows are kept by ID\n"
        case 1161: "/// and `removed` forgotten with the change.\n"
        case 1162: "private func regroup(\n"
        case 1163: "storing stored: [Row] = [], removing removed: Row.ID? = nil, reconfiguring ids: [Row.ID] = [],\n"
        case 1164: "_ update: (inout [Section], inout [[Row]]) -> Void\n"
        case 1165: "var newSections = sections\n"
        case 1166: "update(&newIdentifiers, &newSections)\n"
        case 1167: "for index in newSections.indices.reversed() where newSections[index].isEmpty {\n"
        case 1168: "newIdentifiers.remove(at: index)\n"
        case 1169: "newSections.remove(at: index)\n"
        case 1170: "let oldIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })\n"
        case 1171: "let newIndex = Dictionary(uniqueKeysWithValues: newIdentifiers.enumerated().map { ($1, $0) })\n"
        case 1172: "let deletedSections = IndexSet(sectionIdentifiers.indices.filter { newIndex[sectionIdentifiers[$0]] == nil })\n"
        case 1173: "let insertedSections = IndexSet(newIdentifiers.indices.filter { oldIndex[newIdentifiers[$0]] == nil })\n"
        case 1174: "var deletedRows: [IndexPath] = []\n"
        case 1175: "var insertedRows: [IndexPath] = []\n"
        case 1176: "for (old, section) in sectionIdentifiers.enumerated() {\n"
        case 1177: "guard let new = newIndex[section] else { continue }\n"
        case 1178: "let oldIDs = Set(sections[old].map(\\.id))\n"
        case 1179: "let newIDs = Set(newSections[new].map(\\.id))\n"
        case 1180: "for (item, row) in sections[old].enumerated() where !newIDs.contains(row.id) {\n"
        case 1181: "deletedRows.append(IndexPath(item: item, section: old))\n"
        case 1182: "for (item, row) in newSections[new].enumerated() where !oldIDs.contains(row.id) {\n"
        case 1183: "insertedRows.append(IndexPath(item: item, section: new))\n"
        case 1184: "change(\n"
        case 1185: "reconfiguring: ids,\n"
        case 1186: ".regroup(\n"
        case 1187: "deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,\n"
        case 1188: "insertedRows: insertedRows)\n"
        case 1189: "for row in stored { rowsByID[row.id] = row }\n"
        case 1190: "if let removed { rowsByID[removed] = nil }\n"
        case 1191: "/// Changes the rows with `mutate`, then shows the change in the list (what it shows: the rows, or a\n"
        case 1192: "/// search's results, recomputed after `mutate`; during a search a classic list reloads).\n"
        case 1193: "/// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window\n"
        case 1194: "/// (UIKit warns about animating a list that is not in the view hierarchy); a section whose header\n"
        case 1195: "/// and footer must be read again is reloaded when it has rows in it, and otherwise removed and put\n"
        case 1196: "/// back in two more applies (iOS 15 crashes reloading a section with no items). Classic, in a window:\n"
        case 1197: "/// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks\n"
        case 1198: "/// itself for reloading) reads its counts from the rows before the change, and the change is then\n"
        case 1199: "/// animated; a batch update made before that reload would read its \"before\" counts from the\n"
        case 1200: "/// changed rows and raise \"Invalid update\". Classic, out of a window: the list reloads.\n"
        case 1201: "/// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section\n"
        case 1202: "/// collapsing or expanding), not places in the full list.\n"
        case 1203: "private func change(\n"
        case 1204: "reconfiguring ids: [Row.ID] = [], reloading reloaded: [Section] = [], _ requested: ClassicChange,\n"
        case 1205: "indexPathsShown: Bool = false, _ mutate: () -> Void\n"
        case 1206: "// The index paths of a change are in the full list; during a search the list shows other ones,\n"
        case 1207: "// and in a collapsed section none.\n"
        case 1208: "let classic =\n"
        case 1209: "activeSearch.isActive || (!indexPathsShown && touchesCollapsedSection(requested))\n"
        case 1210: "? ClassicChange.reload : requested\n"
        case 1211: "func update() {\n"
        case 1212: "mutate()\n"
        case 1213: "shown = shownRows()\n"
        case 1214: "let textsBefore = sectionsShowingTexts\n"
        case 1215: "case .none:\n"
        case 1216: "update()\n"
        case 1217: "case .diffableList(let list, let apply):\n"
        case 1218: "var snapshot = self.snapshot\n"
        case 1219: "// A row a search or a collapsed section does not show is not in the snapshot: there is no cell\n"
        case 1220: "// to redraw.\n"
        case 1221: "let hidesRows = activeSearch.isActive || !collapsedSections.isEmpty\n"
        case 1222: "let ids = hidesRows ? ids.filter { snapshot.indexOfItem($0) != nil } : ids\n"
        case 1223: "if !ids.isEmpty { snapshot.reconfigureItems(ids) }\n"
        case 1224: "let toggled = sectionsToggled(since: textsBefore)\n"
        case 1225: "let reloaded = toggled + reloaded.filter { !toggled.contains($0) }\n"
        case 1226: "let animated = list.view.window != nil\n"
        case 1227: "// A section with no rows in the snapshot is never reloaded: a diffable data source crashes on\n"
        case 1228: "// that on iOS 15 (a section emptied by this change, or by a search).\n"
        case 1229: "let emptied = reloaded.filter { snapshot.numberOfItems(inSection: $0) == 0 }\n"
        case 1230: "let refilled = reloaded.filter { !emptied.contains($0) }\n"
        case 1231: "if !refilled.isEmpty { snapshot.reloadSections(refilled) }\n"
        case 1232: "apply(snapshot, animated)\n"
        case 1233: "if !emptied.isEmpty {\n"
        case 1234: "// Once the rows changed, such a section goes in one apply and comes back, empty, in the\n"
        case 1235: "// next, so that the list asks for its header and footer again, as for a reloaded section.\n"
        case 1236: "// No row moves on screen meanwhile: the section has none.\n"
        case 1237: "var without = self.snapshot\n"
        case 1238: "without.deleteSections(emptied)\n"
        case 1239: "apply(without, animated)\n"
        case 1240: "apply(self.snapshot, animated)\n"
        case 1241: "case .table(let table):\n"
        case 1242: "guard table.window != nil, !classic.isReload else {\n"
        case 1243: "table.reloadData()\n"
        case 1244: "break\n"
        case 1245: "table.layoutIfNeeded()\n"
        case 1246: "switch classic {\n"
        case 1247: "case .reload: table.reloadData()\n"
        case 1248: "case .insert(let indexPaths): table.insertRows(at: indexPaths, with: .automatic)\n"
        case 1249: "case .delete(let indexPaths): table.deleteRows(at: indexPaths, with: .automatic)\n"
        case 1250: "case .move(let source, let target): table.moveRow(at: source, to: target)\n"
        case 1251: "case .reconfigure(let indexPaths): table.reconfigureRows(at: indexPaths)\n"
        case 1252: "case .shownAlready: break\n"
        case 1253: "case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):\n"
        case 1254: "table.performBatchUpdates {\n"
        case 1255: "table.deleteSections(deletedSections, with: .automatic)\n"
        case 1256: "table.deleteRows(at: deletedRows, with: .automatic)\n"
        case 1257: "table.insertSections(insertedSections, with: .automatic)\n"
        case 1258: "table.insertRows(at: insertedRows, with: .automatic)\n"
        case 1259: "if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.compactMap(index(of:))), with: .automatic) }\n"
        case 1260: "case .collection(let collection):\n"
        case 1261: "guard collection.window != nil, !classic.isReload else {\n"
        case 1262: "collection.reloadData()\n"
        case 1263: "case .reload: collection.reloadData()\n"
        case 1264: "case .insert(let indexPaths): collection.insertItems(at: indexPaths)\n"
        case 1265: "case .delete(let indexPaths): collection.deleteItems(at: indexPaths)\n"
        case 1266: "case .move(let source, let target): collection.moveItem(at: source, to: target)\n"
        case 1267: "case .reconfigure(let indexPaths): collection.reconfigureItems(at: indexPaths)\n"
        case 1268: "collection.performBatchUpdates {\n"
        case 1269: "collection.deleteSections(deletedSections)\n"
        case 1270: "collection.deleteItems(at: deletedRows)\n"
        case 1271: "collection.insertSections(insertedSections)\n"
        case 1272: "collection.insertItems(at: insertedRows)\n"
        case 1273: "if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.compactMap(index(of:)))) }\n"
        case 1274: "onChange()\n"
        case 1275: "/// Whether a classic change names a place in a collapsed section, where the list shows no row: the\n"
        case 1276: "/// list then reloads instead (the change's index paths are in the full list).\n"
        case 1277: "private func touchesCollapsedSection(_ change: ClassicChange) -> Bool {\n"
        case 1278: "guard !collapsedSections.isEmpty else { return false }\n"
        case 1279: "let collapsed = Set(collapsedSections.compactMap(index(of:)))\n"
        default: ""
        }
    }

    private static func string10(_ index: Int) -> String {
        switch index {
        case 1280: "switch change {\n"
        case 1281: "case .reload, .shownAlready: return false\n"
        case 1282: "case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):\n"
        case 1283: "return indexPaths.contains { collapsed.contains($0.section) }\n"
        case 1284: "case .move(let source, let target):\n"
        case 1285: "return collapsed.contains(source.section) || collapsed.contains(target.section)\n"
        case 1286: "case .regroup: return true\n"
        case 1287: "/// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.\n"
        case 1288: "private var sectionsShowingTexts: [Section: Bool] {\n"
        case 1289: "guard let showsHeaderAndFooter else { return [:] }\n"
        case 1290: "return Dictionary(\n"
        case 1291: "uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })\n"
        case 1292: "/// The sections, there before and now, whose header and footer appeared or went since `before`\n"
        case 1293: "/// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.\n"
        case 1294: "private func sectionsToggled(since before: [Section: Bool]) -> [Section] {\n"
        case 1295: "let now = sectionsShowingTexts\n"
        case 1296: "return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }\n"
        case 1297: "// MARK: Paging\n\n"
        case 1298: "/// A page's rows as the screen's `onLoadNextPage` returns them.\n"
        case 1299: "enum Page {\n"
        case 1300: "/// Each section's rows, appended at its end (fixed sections).\n"
        case 1301: "case bySection([Section: [Row]])\n"
        case 1302: "/// Rows in the order given, each appended at the end of its own section, which it creates when\n"
        case 1303: "/// it is new (sections from the rows).\n"
        case 1304: "case rows([Row])\n\n"
        case 1305: "/// The page has no row: it was the last page.\n"
        case 1306: "var isEmpty: Bool {\n"
        case 1307: "case .bySection(let rows): !rows.values.contains { !$0.isEmpty }\n"
        case 1308: "case .rows(let rows): rows.isEmpty\n"
        case 1309: "/// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.\n"
        case 1310: "var loadNextPage: (@MainActor () async throws -> Page)?\n"
        case 1311: "/// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).\n"
        case 1312: "var onPageFailed: (@MainActor (any Error) -> Void)?\n"
        case 1313: "/// The page loading now, if any: while it runs, the last row coming into view again (after a\n"
        case 1314: "/// reload, or as its cell is reused) starts nothing.\n"
        case 1315: "private var pageTask: Task<Void, Never>?\n"
        case 1316: "/// False once a page came back empty; `setRows` sets it again.\n"
        case 1317: "private var hasMorePages = true\n\n"
        case 1318: "/// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,\n"
        case 1319: "/// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),\n"
        case 1320: "/// unless a page is loading or the last page came. So a page is asked for once, however many rows\n"
        case 1321: "/// near the end come into view while it loads. The page's rows are appended in one update; an empty\n"
        case 1322: "/// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the\n"
        case 1323: "/// next time a row near the end comes into view. A page belongs to the list it was asked for:\n"
        case 1324: "/// `setRows` cancels it, and whatever it returns or throws is then dropped.\n"
        case 1325: "func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {\n"
        case 1326: "guard let after = rowsAfter(indexPath), after <= distance else { return }\n"
        case 1327: "startPage()\n"
        case 1328: "/// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a\n"
        case 1329: "/// retry button after a page failed, nothing otherwise (before the first page, after a page came,\n"
        case 1330: "/// after the last page, after `setRows`). `onPageFooterChange` hears each change.\n"
        case 1331: "private(set) var pageFooter = ListPageFooter.hidden {\n"
        case 1332: "didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }\n"
        case 1333: "/// Shows `pageFooter` (the controller's footer view); called on each change.\n"
        case 1334: "var onPageFooterChange: ((ListPageFooter) -> Void)?\n\n"
        case 1335: "/// The footer's retry button: asks again for the page that failed, once; nothing unless the footer\n"
        case 1336: "/// shows `.failed` (so a second tap while the page loads asks for nothing).\n"
        case 1337: "func retryPage() {\n"
        case 1338: "guard pageFooter == .failed else { return }\n"
        case 1339: "/// Starts loading the next page unless a page is loading, the last page came, or there is no hook.\n"
        case 1340: "private func startPage() {\n"
        case 1341: "guard pageTask == nil, hasMorePages, let loadNextPage else { return }\n"
        case 1342: "pageFooter = .loading\n"
        case 1343: "pageTask = Task { [weak self] in\n"
        case 1344: "guard self != nil, !Task.isCancelled else { return }\n"
        case 1345: "let page: Result<Page, any Error>\n"
        case 1346: "do {\n"
        case 1347: "page = .success(try await loadNextPage())\n"
        case 1348: "} catch {\n"
        case 1349: "page = .failure(error)\n"
        case 1350: "// Cancelled by `setRows`: the page belongs to the list it was asked for, which is gone.\n"
        case 1351: "guard let self, !Task.isCancelled else { return }\n"
        case 1352: "// Done before the rows go in: the new last row comes into view during that update, and\n"
        case 1353: "// must be able to ask for the next page.\n"
        case 1354: "self.pageTask = nil\n"
        case 1355: "switch page {\n"
        case 1356: "case .failure(let error):\n"
        case 1357: "self.pageFooter = .failed\n"
        case 1358: "self.onPageFailed?(error)\n"
        case 1359: "case .success(let rows) where rows.isEmpty:\n"
        case 1360: "self.hasMorePages = false\n"
        case 1361: "self.pageFooter = .hidden\n"
        case 1362: "case .success(let rows):\n"
        case 1363: "// Hidden before the rows go in: their update may ask for the next page at once.\n"
        case 1364: "switch rows {\n"
        case 1365: "case .bySection(let rows): self.append(contentsOf: rows)\n"
        case 1366: "case .rows(let rows): self.append(contentsOf: rows)\n"
        case 1367: "/// How many rows the list shows after `indexPath` (during a search, of the rows it finds), counted\n"
        case 1368: "/// over all sections; nil when it names no row.\n"
        case 1369: "private func rowsAfter(_ indexPath: IndexPath) -> Int? {\n"
        case 1370: "guard row(at: indexPath) != nil else { return nil }\n"
        case 1371: "let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }\n"
        case 1372: "return shown[indexPath.section].count - 1 - indexPath.item + later\n"
        case 1373: "/// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and\n"
        case 1374: "/// dropped, and paging starts again for the new list.\n"
        case 1375: "private func restartPaging() {\n"
        case 1376: "pageTask?.cancel()\n"
        case 1377: "pageTask = nil\n"
        case 1378: "hasMorePages = true\n"
        case 1379: "pageFooter = .hidden\n"
        case 1380: "// MARK: Refresh\n\n"
        case 1381: "/// The refresh running now, if any.\n"
        case 1382: "private var refreshTask: Task<Void, Never>?\n\n"
        case 1383: "/// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so\n"
        case 1384: "/// a refresh can be neither left spinning nor ended twice.\n"
        case 1385: "func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {\n"
        case 1386: "guard refreshTask == nil else { return }\n"
        case 1387: "refreshTask = Task { [weak self] in\n"
        case 1388: "await refresh()\n"
        case 1389: "end()\n"
        case 1390: "self?.refreshTask = nil\n"
        case 1391: "/// What a paged list shows after its last row (`paging: { footer: true }`), from the row store's one\n"
        case 1392: "/// paging lifecycle (``ListRowStore/pageFooter``); every variant's controller renders it the same way.\n"
        case 1393: "enum ListPageFooter: Sendable, Equatable {\n"
        case 1394: "/// No page is loading and none failed: no footer.\n"
        case 1395: "case hidden\n"
        case 1396: "/// A page is loading: a spinner.\n"
        case 1397: "case loading\n"
        case 1398: "/// The last page asked for failed: a retry button that asks for it again.\n"
        case 1399: "case failed\n\n"
        case 1400: "/// The element kind of a collection list's page footer: a boundary supplementary item of the whole\n"
        case 1401: "/// layout, after every section, so that no row's index path changes.\n"
        case 1402: "static let elementKind = \"ListPageFooter\"\n"
        case 1403: "extension ListRowStore where Section: CaseIterable {\n"
        case 1404: "/// A store whose sections are fixed: every case of `Section`, in `allCases` order.\n"
        case 1405: "convenience init() {\n"
        case 1406: "self.init(sections: .fixed(Array(Section.allCases)))\n"
        case 1407: "ListRowStore-search"
        default: ""
        }
    }

    private static func string11(_ index: Int) -> String {
        switch index {
        case 1408: "ListRowStore-images"
        case 1409: "ListRowStore-anchors"
        case 1410: "ListRowStore-selection"
        case 1411: "ListRowStore-collapse"
        case 1412: "/// A row model of the "
        case 1413: " screen, with a stable identity for diffing and tap routing.\n"
        case 1414: "struct "
        case 1415: "model"
        case 1416: ": Identifiable, Hashable, Sendable {\n"
        case 1417: "type"
        case 1418: "fields"
        case 1419: "/// Creates a `"
        case 1420: "` from its fields.\n"
        case 1421: "init(\n"
        case 1422: "declaresMemberwiseInits"
        case 1423: "/// The stable identity, taken from `"
        case 1424: "idField"
        case 1425: "var id: "
        case 1426: "idType"
        case 1427: " { "
        case 1428: "mapsIdentity"
        case 1429: "/// Where the "
        case 1430: " screen navigates, with the tapped row's data.\n"
        case 1431: "routeType"
        case 1432: "/// Opens the row's `"
        case 1433: "urlField"
        case 1434: "` ("
        case 1435: "presentation"
        case 1436: ").\n"
        case 1437: "opensURL"
        case 1438: "destinationType"
        case 1439: "caseDeclaration"
        case 1440: "routes"
        case 1441: "/// Navigates from the "
        case 1442: " screen.\n"
        case 1443: "/// The controller hands every routed tap to its router and never builds a destination itself,\n"
        case 1444: "/// so a test can pass a fake router and assert on the routes it receives.\n"
        case 1445: "routingType"
        case 1446: "/// Shows the destination of `route`, starting from `source`.\n"
        case 1447: "/// A popover points at `anchor`: the tapped button while it shows the row, else the cell that shows\n"
        case 1448: "/// the row now (a swipe action, menu item, VoiceOver action or row tap), else the list.\n"
        case 1449: "routesPopover"
        case 1450: "func navigate(to route: "
        case 1451: ", from source: UIViewController"
        case 1452: "navigateAnchorParameter"
        case 1453: "/// The default router: builds each destination with a factory you supply, then shows it as\n"
        case 1454: "/// the spec says.\n"
        case 1455: "routerType"
        case 1456: "factoryName"
        case 1457: ": @MainActor "
        case 1458: "factoryParameters"
        case 1459: " -> "
        case 1460: "hasFactory"
        case 1461: "private let openURL: @MainActor (URL) -> Void\n"
        case 1462: "routesURL"
        case 1463: "/// Creates a router from one destination factory per route.\n"
        case 1464: "/// `openURL` opens a URL route's URL outside the app; by default the system's\n"
        case 1465: "/// `UIApplication.shared.open(_:options:completionHandler:)`. A test passes its own to see the URL.\n"
        case 1466: " "
        case 1467: ": @escaping @MainActor "
        case 1468: "isLastParameter"
        case 1469: "openURL: @escaping @MainActor (URL) -> Void = {\n"
        case 1470: "UIApplication.shared.open($0, options: [:], completionHandler: nil)\n"
        case 1471: "self.openURL = openURL\n"
        case 1472: "switch route {\n"
        case 1473: "casePattern"
        case 1474: ":\n"
        case 1475: "push("
        case 1476: "makeExpression"
        case 1477: ", from: source)\n"
        case 1478: "isPush"
        case 1479: "present("
        case 1480: "destinationExpression"
        case 1481: ", from: source, embedInNavigation: "
        case 1482: "embedInNavigationLiteral"
        case 1483: "isPresent"
        case 1484: "presentSheet(\n"
        case 1485: ",\n"
        case 1486: "detents: "
        case 1487: "detentsLiteral"
        case 1488: "isSheet"
        case 1489: "source.show("
        case 1490: ", sender: source)\n"
        case 1491: "isShow"
        case 1492: "presentPopover("
        case 1493: ", from: source, anchor: anchor)\n"
        case 1494: "isPopover"
        case 1495: "openInSafari(url, from: source)\n"
        case 1496: "isSafari"
        case 1497: "openExternally(url)\n"
        case 1498: "isExternal"
        case 1499: "/// Pushes onto the source's navigation stack; without one, falls back to `show(_:sender:)`.\n"
        case 1500: "private func push(_ destination: UIViewController, from source: UIViewController) {\n"
        case 1501: "if let navigationController = source.navigationController {\n"
        case 1502: "navigationController.pushViewController(destination, animated: true)\n"
        case 1503: "source.show(destination, sender: source)\n"
        case 1504: "routesPush"
        case 1505: "/// Presents modally, optionally inside a navigation controller of its own.\n"
        case 1506: "private func present(_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool) {\n"
        case 1507: "let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination\n"
        case 1508: "source.present(presented, animated: true)\n"
        case 1509: "routesPresent"
        case 1510: "/// Presents as a page sheet resting at `detents` (none: UIKit's default, full height),\n"
        case 1511: "/// optionally inside a navigation controller of its own.\n"
        case 1512: "private func presentSheet(\n"
        case 1513: "_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool,\n"
        case 1514: "detents: [UISheetPresentationController.Detent]\n"
        case 1515: "presented.modalPresentationStyle = .pageSheet\n"
        case 1516: "if !detents.isEmpty, let sheet = presented.sheetPresentationController {\n"
        case 1517: "sheet.detents = detents\n"
        case 1518: "routesSheet"
        case 1519: "/// Presents as a popover pointing at `anchor`. In a compact width UIKit shows it as a sheet; in a\n"
        case 1520: "/// regular width (iPad) a popover without an anchor raises, so it always gets one.\n"
        case 1521: "private func presentPopover(_ destination: UIViewController, from source: UIViewController, anchor: ListAnchor) {\n"
        case 1522: "destination.modalPresentationStyle = .popover\n"
        case 1523: "anchor.point(destination)\n"
        case 1524: "source.present(destination, animated: true)\n"
        case 1525: "/// Presents Safari's view of `url` modally. `SFSafariViewController` shows only http and https URLs\n"
        case 1526: "/// (it raises for any other scheme), so another URL (`mailto:`, an app's own scheme) is opened\n"
        case 1527: "/// outside the app instead; a nil URL does nothing.\n"
        case 1528: "private func openInSafari(_ url: URL?, from source: UIViewController) {\n"
        case 1529: "guard let url else { return }\n"
        case 1530: "guard let scheme = url.scheme?.lowercased(), scheme == \"http\" || scheme == \"https\" else {\n"
        case 1531: "return openURL(url)\n"
        case 1532: "source.present(SFSafariViewController(url: url), animated: true)\n"
        case 1533: "routesSafari"
        case 1534: "/// Opens `url` outside the app (`openURL`); a nil URL does nothing.\n"
        case 1535: "private func openExternally(_ url: URL?) {\n"
        default: ""
        }
    }

    private static func string12(_ index: Int) -> String {
        switch index {
        case 1536: "openURL(url)\n"
        case 1537: "/// Gives `destination` a Close button (the right bar button item of its navigation item) that\n"
        case 1538: "/// dismisses it. `destination` is weak in the action: its navigation item keeps the button.\n"
        case 1539: "private func withCloseButton(_ destination: UIViewController) -> UIViewController {\n"
        case 1540: "destination.navigationItem.rightBarButtonItem = UIBarButtonItem(\n"
        case 1541: "systemItem: .close,\n"
        case 1542: "primaryAction: UIAction { [weak destination] _ in\n"
        case 1543: "destination?.dismiss(animated: true)\n"
        case 1544: "})\n"
        case 1545: "return destination\n"
        case 1546: "routesCloseButton"
        case 1547: "/// A row of the "
        case 1548: " screen: one case per cell kind.\n"
        case 1549: "rowEnumType"
        case 1550: "rowCaseName"
        case 1551: "cells"
        case 1552: "/// A row's stable identity: its cell kind and its model's ID.\n"
        case 1553: "enum ID: Hashable, Sendable {\n"
        case 1554: "var id: ID {\n"
        case 1555: "case ."
        case 1556: "(let "
        case 1557: "): ."
        case 1558: ".id)\n"
        case 1559: "// "
        case 1560: "fileName"
        case 1561: "// Generated by listgen (`listgen tests`) from "
        case 1562: "specFileName"
        case 1563: ". Do not edit: change the spec and run\n"
        case 1564: "// listgen again.\n"
        case 1565: "//\n"
        case 1566: "// Tests of the screen as the app builds it (its cells, its content views), shown in a window: each\n"
        case 1567: "// event, performed on a visible row, reaches the router or the action handler with exactly that row\n"
        case 1568: "// (its ID and its value) and nothing else, when shown, after scrolling (cells reused), after an insert\n"
        case 1569: "// above, a delete above, a move, an update and a `setRows`; and the controller is released when let go.\n"
        case 1570: "// Real UIKit API only: it runs in the app's test target on a simulator.\n"
        case 1571: "// Not covered yet:\n"
        case 1572: "hasUncovered"
        case 1573: "// - "
        case 1574: "uncovered"
        case 1575: "import "
        case 1576: "imports"
        case 1577: "@testable import "
        case 1578: "testableImport"
        case 1579: "#if !os(Linux)\n"
        case 1580: "// On Linux, where Swift Testing has no UIKit overlay, one file of the test target exports UIKit\n"
        case 1581: "// instead (`@_exported import UIKit`; Documentation/GeneratedTests.md).\n"
        case 1582: "import UIKit\n"
        case 1583: "#endif\n\n"
        case 1584: "/// Records everything the screen sends to its router"
        case 1585: " and its action handler"
        case 1586: ", in order.\n"
        case 1587: "recorderType"
        case 1588: "/// A route or an action, as the screen sent it.\n"
        case 1589: "enum Sent: Equatable {\n"
        case 1590: "case route("
        case 1591: "case action("
        case 1592: "/// What the screen sent since the last `removeAll()`.\n"
        case 1593: "var sent: [Sent] = []\n\n"
        case 1594: "sent.append(.route(route))\n"
        case 1595: "sent.append(.action(action))\n"
        case 1596: "/// Loads no image: the tests are about rows, not pictures.\n"
        case 1597: "imageLoaderType"
        case 1598: ": ListImageLoader {\n"
        case 1599: "/// A load that never finishes.\n"
        case 1600: "struct Load: ListImageLoad {\n"
        case 1601: "func cancel() {}\n"
        case 1602: "func loadImage(from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void) -> any ListImageLoad {\n"
        case 1603: "Load()\n"
        case 1604: "/// The screen in a window, with the rows it shows in its first section, kept by the test as it changes\n"
        case 1605: "/// them: the expected row at an index path is read here, never from the screen.\n"
        case 1606: "screenType"
        case 1607: "/// What has been done to the list before an event is performed.\n"
        case 1608: "enum Stage: String, CaseIterable {\n"
        case 1609: "case shown, scrolled, insertedAbove, deletedAbove, moved, updated, replaced\n"
        case 1610: "let recorder: "
        case 1611: "let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))\n"
        case 1612: "let controller: "
        case 1613: "/// Makes row `n` at `version` (the ID depends on `n` alone).\n"
        case 1614: "private let makeRow: (_ n: Int, _ version: Int) -> "
        case 1615: "/// The `n` and `version` of every row, in the order the test expects the screen to show them.\n"
        case 1616: "private var made: [(n: Int, version: Int)]\n\n"
        case 1617: "/// The rows, as the test expects the screen to show them.\n"
        case 1618: "var rows: ["
        case 1619: "] { made.map { makeRow($0.n, $0.version) } }\n\n"
        case 1620: "/// Shows 40 rows made by `makeRow`, enough to scroll.\n"
        case 1621: "init(makeRow: @escaping (_ n: Int, _ version: Int) -> "
        case 1622: "self.makeRow = makeRow\n"
        case 1623: "made = (0..<40).map { ($0, 0) }\n"
        case 1624: "let recorder = "
        case 1625: "self.recorder = recorder\n"
        case 1626: "controller = "
        case 1627: "makeControllerExpression"
        case 1628: "controller.actionHandler = recorder\n"
        case 1629: "window.rootViewController = controller\n"
        case 1630: "window.makeKeyAndVisible()\n"
        case 1631: "show()\n"
        case 1632: "/// Sets `rows` on the screen.\n"
        case 1633: "private func show() {\n"
        case 1634: "let rows = self.rows\n"
        case 1635: "controller.setRows("
        case 1636: "setRowsArgument"
        case 1637: "controller.tableView.layoutIfNeeded()\n"
        case 1638: "/// Does what `stage` says to the screen and to `rows`.\n"
        case 1639: "func enter(_ stage: Stage) {\n"
        case 1640: "let first = IndexPath(row: 0, section: 0)\n"
        case 1641: "switch stage {\n"
        case 1642: "case .shown:\n"
        case 1643: "case .scrolled:\n"
        case 1644: "let last = IndexPath(row: made.count - 1, section: 0)\n"
        case 1645: "controller.tableView.scrollToRow(at: last, at: .bottom, animated: false)\n"
        case 1646: "case .insertedAbove:\n"
        case 1647: "made.insert((1_000 + made.count, 0), at: 0)\n"
        case 1648: "controller.insert(makeRow(made[0].n, 0), at: first)\n"
        case 1649: "case .deletedAbove:\n"
        case 1650: "made.remove(at: 0)\n"
        case 1651: "controller.deleteRow(at: first)\n"
        case 1652: "case .moved:\n"
        case 1653: "made.insert(made.remove(at: 0), at: made.count - 1)\n"
        case 1654: "controller.moveRow(at: first, to: IndexPath(row: made.count - 2, section: 0))\n"
        case 1655: "case .updated:\n"
        case 1656: "for index in visibleIndexPaths.map(\\.row) {\n"
        case 1657: "made[index].version += 1\n"
        case 1658: "controller.update(makeRow(made[index].n, made[index].version))\n"
        case 1659: "case .replaced:\n"
        case 1660: "made = made.reversed().map { ($0.n, $0.version + 1) }\n"
        case 1661: "/// The index paths of the rows on screen now.\n"
        case 1662: "var visibleIndexPaths: [IndexPath] {\n"
        case 1663: "controller.tableView.indexPathsForVisibleRows ?? []\n"
        default: ""
        }
    }

    private static func string13(_ index: Int) -> String {
        switch index {
        case 1664: "/// Takes the screen out of its window.\n"
        case 1665: "func close() {\n"
        case 1666: "window.rootViewController = nil\n"
        case 1667: "window.isHidden = true\n"
        case 1668: "@Suite(\""
        case 1669: ": every event reaches its row\")\n"
        case 1670: "suiteType"
        case 1671: "@Test(\""
        case 1672: "displayName"
        case 1673: "\")\n"
        case 1674: "testName"
        case 1675: "() throws {\n"
        case 1676: "let screen = "
        case 1677: " { n, version in "
        case 1678: "rowExpression"
        case 1679: "for stage in "
        case 1680: ".Stage.allCases {\n"
        case 1681: "screen.enter(stage)\n"
        case 1682: "let visible = screen.visibleIndexPaths\n"
        case 1683: "#expect(!visible.isEmpty, \"\\(stage): no row is visible\")\n"
        case 1684: "for indexPath in visible {\n"
        case 1685: "let row = screen.rows[indexPath.row]\n"
        case 1686: "bindingStatement"
        case 1687: "screen.recorder.sent.removeAll()\n"
        case 1688: "let cell = try #require(\n"
        case 1689: "screen.controller.tableView.cellForRow(at: indexPath) as? "
        case 1690: "cellType"
        case 1691: "\"\\(stage): no "
        case 1692: " at \\(indexPath)\")\n"
        case 1693: "cell."
        case 1694: ".sendActions(for: .primaryActionTriggered)\n"
        case 1695: "isButton"
        case 1696: "screen.controller.tableView(screen.controller.tableView, didSelectRowAt: indexPath)\n"
        case 1697: "isRowTap"
        case 1698: "let configuration = try #require(\n"
        case 1699: "screen.controller.tableView(\n"
        case 1700: "                        "
        case 1701: "screen.controller.tableView, "
        case 1702: "swipeMethod"
        case 1703: ": indexPath),\n"
        case 1704: "\"\\(stage): no swipe actions at \\(indexPath)\")\n"
        case 1705: "let action = try #require(\n"
        case 1706: "configuration.actions.dropFirst("
        case 1707: "swipeIndex"
        case 1708: ").first,\n"
        case 1709: "eventDescription"
        case 1710: "action.handler(action, screen.controller.tableView) { _ in }\n"
        case 1711: "isSwipe"
        case 1712: "#expect(\n"
        case 1713: "screen.recorder.sent == ["
        case 1714: "expectedExpression"
        case 1715: "],\n"
        case 1716: "\"\\(stage): "
        case 1717: " at \\(indexPath) must reach \\(row.id) only\")\n"
        case 1718: "checks"
        case 1719: "@Test(\"The controller is released when the app lets go of it\")\n"
        case 1720: "func controllerIsReleased() throws {\n"
        case 1721: "weak var released: "
        case 1722: "released = screen.controller\n"
        case 1723: "screen.close()\n"
        case 1724: "#expect(released == nil, \"the controller is still alive: a cell, a closure or a task retains it\")\n"
        case 1725: "releaseCheck"
        case 1726: "extension "
        case 1727: "/// Row `n` of the `"
        case 1728: "` rows, at `version`: its ID depends on `n` alone.\n"
        case 1729: "static func "
        case 1730: "functionName"
        case 1731: "(_ n: Int, version: Int) -> "
        case 1732: "valueExpression"
        case 1733: "builtSamples"
        case 1734: "/// The rows listgen cannot build for these tests. Implement it in an extension of `"
        case 1735: "` in your\n"
        case 1736: "/// test target; a missing function is a compile error here.\n"
        case 1737: "samplesProtocol"
        case 1738: "` rows at `version` (listgen cannot build one: "
        case 1739: "missingFields"
        case 1740: "). Its ID\n"
        case 1741: "/// must depend on `n` alone and differ for every `n`; another `version` must give another value.\n"
        case 1742: "askedSamples"
        case 1743: " {}\n"
        case 1744: "/// A section of the "
        case 1745: " screen: the rows whose `"
        case 1746: "field"
        case 1747: "` "
        case 1748: "groupingDescription"
        case 1749: ", in the\n"
        case 1750: "/// controller's calendar. Its identity is its value, so a row whose `"
        case 1751: "` changes moves to\n"
        case 1752: "/// another section (a diffable list animates the move). Sections are "
        case 1753: "orderDescription"
        case 1754: "sectionType"
        case 1755: "/// The value its rows share"
        case 1756: " (the start of the calendar unit of their `"
        case 1757: "`)"
        case 1758: "formatsDate"
        case 1759: "let value: "
        case 1760: "valueType"
        case 1761: "/// The section of `row`, grouped in `calendar`.\n"
        case 1762: "init(of row: "
        case 1763: ", in calendar: Calendar) {\n"
        case 1764: " =\n"
        case 1765: "switch row {\n"
        case 1766: "pattern"
        case 1767: "cases"
        case 1768: "hasMultipleCellKinds"
        case 1769: "let value = "
        case 1770: "self.value = "
        case 1771: "groupingExpression"
        case 1772: "/// The section's header title"
        case 1773: ": \"Today\" or \"Yesterday\" as of `now`, else the\n"
        case 1774: "/// date"
        case 1775: "titlesRelativeDay"
        case 1776: ": the `"
        case 1777: "` of its first row, `firstRow`"
        case 1778: "titleField"
        case 1779: ": its value"
        case 1780: "titlesValue"
        case 1781: ". Worked out each time the list shows it.\n"
        case 1782: "func title(firstRow: "
        case 1783: ", now: Date, calendar: Calendar) -> String {\n"
        case 1784: "if calendar.isDate(value, inSameDayAs: now) { return "
        case 1785: "todayExpression"
        case 1786: "if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),\n"
        case 1787: "calendar.isDate(value, inSameDayAs: yesterday)\n"
        case 1788: "{\n"
        case 1789: "return "
        case 1790: "yesterdayExpression"
        case 1791: "valueTitleExpression"
        default: ""
        }
    }

    private static func string14(_ index: Int) -> String {
        switch index {
        case 1792: "switch firstRow {\n"
        case 1793: "titleExpression"
        case 1794: "/// `date` as a header shows it, in `calendar`'s time zone and locale.\n"
        case 1795: "static func formatted(_ date: Date, in calendar: Calendar) -> String {\n"
        case 1796: "let formatter = DateFormatter()\n"
        case 1797: "formatter.calendar = calendar\n"
        case 1798: "formatter.timeZone = calendar.timeZone\n"
        case 1799: "formatter.locale = calendar.locale ?? Locale.current\n"
        case 1800: "dateFormatSetup"
        case 1801: "return formatter.string(from: date)\n"
        case 1802: "/// Whether the section shows its header with `rowCount` rows shown: a section is there only while it\n"
        case 1803: "/// has rows, but during a search it may show none, and then no header.\n"
        case 1804: "func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {\n"
        case 1805: "rowCount > 0\n"
        case 1806: "/// Where the row store's sections come from: each row's own section in `calendar`, "
        case 1807: "static func fromRows(in calendar: Calendar) -> ListRowStore<"
        case 1808: ">.Sections {\n"
        case 1809: ".fromRows(sectionOf: { "
        case 1810: "(of: $0, in: calendar) }, areInIncreasingOrder: "
        case 1811: "orderExpression"
        case 1812: "dataSections"
        case 1813: "/// The sections of the "
        case 1814: " screen, in display order.\n"
        case 1815: ": Int, CaseIterable, Hashable, Sendable {\n"
        case 1816: "sections"
        case 1817: "/// The section's header title, if it has one.\n"
        case 1818: "var title: String? {\n"
        case 1819: "hasSectionTitles"
        case 1820: "nil\n"
        case 1821: "/// The section's footer text, if it has one.\n"
        case 1822: "var footer: String? {\n"
        case 1823: "footerExpression"
        case 1824: "hasSectionFooters"
        case 1825: "/// Whether the section's header is a view that the controller's `onSectionHeader` configures.\n"
        case 1826: "var hasHeaderView: Bool {\n"
        case 1827: "true"
        case 1828: "hasHeaderView"
        case 1829: "false"
        case 1830: "hasHeaderViews"
        case 1831: "/// Whether the section's footer is a view that the controller's `onSectionFooter` configures.\n"
        case 1832: "var hasFooterView: Bool {\n"
        case 1833: "hasFooterView"
        case 1834: "hasFooterViews"
        case 1835: "/// Whether the section's header view offers a toggle that hides and shows its rows (`collapsible`).\n"
        case 1836: "var isCollapsible: Bool {\n"
        case 1837: "isCollapsible"
        case 1838: "hasCollapsibleSections"
        case 1839: "sectionViews"
        case 1840: "/// Whether the section shows its header and footer when it has `rowCount` rows: a section with no\n"
        case 1841: "/// rows shows neither, unless the spec says `showWhenEmpty`.\n"
        case 1842: "showsTitlesExpression"
        case 1843: "hasSectionsShownWhenEmpty"
        case 1844: "hasSectionTitlesOrFooters"
        case 1845: " screen's user-visible texts, looked up in the strings table "
        case 1846: "tableLiteral"
        case 1847: "/// (`listgen strings` prints it in English). Each is looked up on every read, in the current language.\n"
        case 1848: "stringsType"
        case 1849: "docValue"
        case 1850: "static var "
        case 1851: "memberName"
        case 1852: ": String {\n"
        case 1853: "String(\n"
        case 1854: "localized: "
        case 1855: "keyLiteral"
        case 1856: "defaultValue: "
        case 1857: "valueLiteral"
        case 1858: "table: "
        case 1859: "bundle: .module,\n"
        case 1860: "usesModuleBundle"
        case 1861: "comment: "
        case 1862: "commentLiteral"
        case 1863: "texts"
        case 1864: "localization"
        case 1865: "/// Where a popover or action sheet shown for the row at `indexPath` points, worked out when the tap,\n"
        case 1866: "/// swipe action, menu item or accessibility action acts (after any reuse or move), never captured\n"
        case 1867: "/// earlier: the view `control` finds in the cell that shows that row now (an event's button), while\n"
        case 1868: "/// it is in that cell and not hidden; else that cell; else the list itself when the row has no cell\n"
        case 1869: "/// on screen.\n"
        case 1870: "private func anchor(forRowAt indexPath: IndexPath, control: (UIView) -> UIView? = { _ in nil }) -> ListAnchor {\n"
        case 1871: "guard let cell = "
        case 1872: "listViewName"
        case 1873: "."
        case 1874: "cellLookupMethod"
        case 1875: "(at: indexPath) else {\n"
        case 1876: "return ListAnchor(sourceView: "
        case 1877: "if let control = control(cell), control.isDescendant(of: cell), !control.isHidden {\n"
        case 1878: "return ListAnchor(sourceView: control)\n"
        case 1879: "return ListAnchor(sourceView: cell)\n"
        case 1880: "/// Where a popover or action sheet for the "
        case 1881: " event of the row at `indexPath` points:\n"
        case 1882: "/// the "
        case 1883: " button of the cell that shows the row when it acts, else as `anchor(forRowAt:)`.\n"
        case 1884: "methodName"
        case 1885: "(forRowAt indexPath: IndexPath) -> ListAnchor {\n"
        case 1886: "anchor(forRowAt: indexPath) { "
        case 1887: "($0 as? "
        case 1888: ")?."
        case 1889: " ?? "
        case 1890: "buttonAnchor"
        case 1891: "needsAnchors"
        case 1892: "private func makeCell(\n"
        case 1893: "for row: "
        case 1894: ", at indexPath: IndexPath, in tableView: UITableView\n"
        case 1895: ") -> UITableViewCell {\n"
        case 1896: "let cell = "
        case 1897: ".dequeue(from: tableView, for: indexPath)\n"
        case 1898: "cell.configure(with: row, at: indexPath)\n"
        case 1899: "cell.loadImage(with: imageLoader)\n"
        case 1900: "loadsImage"
        case 1901: "connect(cell, to: row)\n"
        case 1902: "hasHooks"
        case 1903: "return cell\n"
        case 1904: "singleCell"
        case 1905: "):\n"
        case 1906: "cell.configure(with: "
        case 1907: ", at: indexPath)\n"
        case 1908: "connect(cell, to: "
        case 1909: "isTable"
        case 1910: "/// Created with the controller, before any cell is requested: UIKit raises when a registration\n"
        case 1911: "/// is created inside a cell provider or `collectionView(_:cellForItemAt:)`.\n"
        case 1912: "registrationName"
        case 1913: " = UICollectionView.CellRegistration<"
        case 1914: "> {\n"
        case 1915: "cell, indexPath, "
        case 1916: " in\n"
        case 1917: "// The control a person drags the row by, shown while the list is editing (`editing.reorder`).\n"
        case 1918: "if !cell.accessories.contains(where: { $0.accessoryType == .reorder }) {\n"
        case 1919: "cell.accessories.append(.reorder())\n"
        default: ""
        }
    }

    private static func string15(_ index: Int) -> String {
        switch index {
        case 1920: "canReorder"
        case 1921: "// The selection circle of edit mode, shown while the list is editing (`editing.multiSelect`).\n"
        case 1922: "if !cell.accessories.contains(where: { $0.accessoryType == .multiselect }) {\n"
        case 1923: "cell.accessories.append(.multiselect())\n"
        case 1924: "showsMultiselectAccessory"
        case 1925: "/// Created with the controller, like the cell registrations.\n"
        case 1926: " = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(\n"
        case 1927: "elementKind: "
        case 1928: "elementKind"
        case 1929: ") { "
        case 1930: "viewName"
        case 1931: ", _, indexPath in\n"
        case 1932: "// The list cell's default configuration is styled for where it appears: here, "
        case 1933: "place"
        case 1934: ".defaultContentConfiguration()\n"
        case 1935: "(rawValue: indexPath.section)?."
        case 1936: "sectionProperty"
        case 1937: ".contentConfiguration = content\n"
        case 1938: "/// Created when first used, after the controller: its section's title comes from the controller.\n"
        case 1939: "private lazy var "
        case 1940: ") { [weak self] "
        case 1941: "content.text = self?.title(ofSectionAt: indexPath.section)\n"
        case 1942: "supplementaries"
        case 1943: ", at indexPath: IndexPath, in collectionView: UICollectionView\n"
        case 1944: ") -> UICollectionViewCell {\n"
        case 1945: "let cell = collectionView.dequeueConfiguredReusableCell(\n"
        case 1946: "using: "
        case 1947: ", for: indexPath, item: row)\n"
        case 1948: "showDeleteControl(on: cell, for: row)\n"
        case 1949: "hasDeleteControl"
        case 1950: ", for: indexPath, item: "
        case 1951: "isCollection"
        case 1952: "/// Connects the buttons of `cell`, which shows `"
        case 1953: "`, to this controller.\n"
        case 1954: "private func connect(_ cell: "
        case 1955: ", to "
        case 1956: "cell.delegate = self\n"
        case 1957: "// Capture the row's stable ID, never the index path: the row is found again at tap time.\n"
        case 1958: "// A cell off the list (waiting for reuse, its hooks not yet cleared) does nothing.\n"
        case 1959: "let id: "
        case 1960: "rowIDType"
        case 1961: "rowIDExpression"
        case 1962: " = { [weak self, weak cell] isOn in\n"
        case 1963: " = { [weak self, weak cell] in\n"
        case 1964: "guard let self, let cell, self."
        case 1965: ".indexPath(for: cell) != nil,\n"
        case 1966: "let indexPath = self.indexPath(forRowID: id)\n"
        case 1967: "(to: isOn, at: indexPath)\n"
        case 1968: "(at: indexPath)\n"
        case 1969: "// MARK: - Confirmation\n\n"
        case 1970: "/// Asks before acting: presents an alert"
        case 1971: " or an action sheet"
        case 1972: "hasActionSheets"
        case 1973: " from this\n"
        case 1974: "/// controller with a cancel button and a confirming one. `onConfirm` runs only when the user\n"
        case 1975: "/// confirms, after it is dismissed; it must look its row up again by ID (the list may have changed\n"
        case 1976: "/// while it was up).\n"
        case 1977: "/// With `asks` false (`confirm.when`, read from the row at the tap) it acts at once, without asking.\n"
        case 1978: "hasConditions"
        case 1979: "/// With an `anchor` it is an action sheet pointing at it (`confirm.style: actionSheet`): on iPad a\n"
        case 1980: "/// popover, which UIKit refuses to show unanchored.\n"
        case 1981: "(\n"
        case 1982: "title: String, message: String?, button: String, style: UIAlertAction.Style,\n"
        case 1983: "asks: Bool = true,\n"
        case 1984: "onConfirm: @escaping () -> Void\n"
        case 1985: "anchor: ListAnchor? = nil, onConfirm: @escaping () -> Void\n"
        case 1986: "guard asks else {\n"
        case 1987: "onConfirm()\n"
        case 1988: "let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)\n"
        case 1989: "let alert = UIAlertController(\n"
        case 1990: "title: title, message: message, preferredStyle: anchor == nil ? .alert : .actionSheet)\n"
        case 1991: "anchor?.point(alert)\n"
        case 1992: "alert.addAction(UIAlertAction(title: "
        case 1993: "cancelTitleLiteral"
        case 1994: ", style: .cancel))\n"
        case 1995: "alert.addAction(UIAlertAction(title: button, style: style) { _ in onConfirm() })\n"
        case 1996: "present(alert, animated: true)\n"
        case 1997: "confirmation"
        case 1998: "// Resolve the row now: the cell may have moved since it was configured.\n"
        case 1999: "guard let indexPath = "
        case 2000: ".indexPath(for: cell) else { return }\n"
        case 2001: ": UITableViewDataSource {\n"
        case 2002: "func numberOfSections(in tableView: UITableView) -> Int {\n"
        case 2003: "store.sectionCount\n"
        case 2004: "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n"
        case 2005: "store.rowCount(inSection: section)\n"
        case 2006: "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
        case 2007: "makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: tableView)\n"
        case 2008: "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {\n"
        case 2009: "true\n"
        case 2010: "/// The table moved the row on screen: the store takes the move without moving it again.\n"
        case 2011: "func tableView(\n"
        case 2012: "_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"
        case 2013: "rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)\n"
        case 2014: "/// A person confirmed a row's delete control: the event fires for the row there now.\n"
        case 2015: "_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath\n"
        case 2016: "guard editingStyle == .delete else { return }\n"
        case 2017: "deleteControlCommitted(at: indexPath)\n"
        case 2018: "canDelete"
        case 2019: "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"
        case 2020: "titledSection(at: section)?.title\n"
        case 2021: "title(ofSectionAt: section)\n"
        case 2022: "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {\n"
        case 2023: "titledSection(at: section)?.footer\n"
        case 2024: "/// The section index now, from the store (`indexTitles: true`).\n"
        case 2025: "func sectionIndexTitles(for tableView: UITableView) -> [String]? {\n"
        case 2026: "store.sectionIndexTitles\n"
        case 2027: "/// The section an index title names now, from the store.\n"
        case 2028: "_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int\n"
        case 2029: ") -> Int {\n"
        case 2030: "store.section(forIndexTitle: title, at: index)\n"
        case 2031: "indexTitles"
        case 2032: ": UICollectionViewDataSource {\n"
        case 2033: "func numberOfSections(in collectionView: UICollectionView) -> Int {\n"
        case 2034: "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {\n"
        case 2035: "func collectionView(\n"
        case 2036: "_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath\n"
        case 2037: "makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: collectionView)\n"
        case 2038: "func indexTitles(for collectionView: UICollectionView) -> [String]? {\n"
        case 2039: "/// Where an index title jumps now (its whole section), from the store.\n"
        case 2040: "_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int\n"
        case 2041: ") -> IndexPath {\n"
        case 2042: "store.indexPath(forIndexTitle: title, at: index)\n"
        case 2043: "func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {\n"
        case 2044: "/// The collection view moved the item on screen: the store takes the move without moving it again.\n"
        case 2045: "_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"
        case 2046: "_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath\n"
        case 2047: ") -> UICollectionReusableView {\n"
        default: ""
        }
    }

    private static func string16(_ index: Int) -> String {
        switch index {
        case 2048: "switch kind {\n"
        case 2049: "caseLabel"
        case 2050: "dequeueExpression"
        case 2051: "providedSupplementaries"
        case 2052: "hasSeveralSupplementaries"
        case 2053: "hasSupplementaries"
        case 2054: "isClassic"
        case 2055: ": UITableViewDelegate {\n"
        case 2056: "// The editing style of each row. Rows are not selectable: no cell kind has `select`.\n"
        case 2057: "ViewController-editing-delegate"
        case 2058: "declaresTableDelegate"
        case 2059: "/// In edit mode, a row shows the delete control when it offers `"
        case 2060: "deleteEvent"
        case 2061: "` now\n"
        case 2062: "/// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and\n"
        case 2063: "/// In edit mode, no row shows a delete control (`editing` has no `delete`). Out of edit mode a row's swipe actions need the `.delete` style, and\n"
        case 2064: "/// their configurations are never nil, so UIKit adds no Delete swipe of its own.\n"
        case 2065: "_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath\n"
        case 2066: ") -> UITableViewCell.EditingStyle {\n"
        case 2067: "// The mode the controller set: a person swiping a row open sets the table's `isEditing` too.\n"
        case 2068: "guard store.isInEditMode else { return "
        case 2069: "editingStyleOutsideEditMode"
        case 2070: "return hasDeleteControl(at: indexPath) ? .delete : .none\n"
        case 2071: "return .none\n"
        case 2072: "declaresEditingStyle"
        case 2073: "// MARK: - Editing\n\n"
        case 2074: "/// Puts the list into editing mode with the controller, and takes it out again: what\n"
        case 2075: "/// `editButtonItem` calls (place it in the navigation item or a toolbar from `onViewDidLoad`).\n"
        case 2076: "override func setEditing(_ editing: Bool, animated: Bool) {\n"
        case 2077: "super.setEditing(editing, animated: animated)\n"
        case 2078: "listEditingStatement"
        case 2079: "// The store keeps the mode: the list's own flag is also set while a person swipes a row open.\n"
        case 2080: "// The rows selected for the batch actions: none when edit mode begins, and none after it.\n"
        case 2081: "store.editingChanged(editing)\n"
        case 2082: "/// Called after a person dragged a row to a new place in editing mode, once the row store has moved\n"
        case 2083: "/// it (so `row(at:)`, the buttons, swipe actions and menus already act on it there): with the\n"
        case 2084: "/// controller, the moved row, the index path it came from and the one it is at now. Apply the same\n"
        case 2085: "/// move to the app's own model here; the list needs nothing more.\n"
        case 2086: "var onMoveRow: (("
        case 2087: ", _ row: "
        case 2088: ", _ from: IndexPath, _ to: IndexPath) -> Void)?\n\n"
        case 2089: "/// A person's move, already on screen: the store takes it without moving the row again, then the\n"
        case 2090: "/// app hears of it.\n"
        case 2091: "private func rowMovedByPerson(at source: IndexPath, to destination: IndexPath) {\n"
        case 2092: "guard let move = store.takeMoveMadeOnScreen(at: source, to: destination) else { return }\n"
        case 2093: "onMoveRow?(self, move.row, move.source, move.destination)\n"
        case 2094: "/// A person confirmed the delete control of the row at `indexPath` (`editing.delete`): UIKit names\n"
        case 2095: "/// where the row is when the person confirms, never where it was when the control was shown, and\n"
        case 2096: "/// `"
        case 2097: "` fires as from its other placements, when the row still offers it then (a row whose\n"
        case 2098: "/// event was hidden or disabled meanwhile does nothing). The app deletes the row\n"
        case 2099: "/// (`deleteRow(withID:)`), through the row store.\n"
        case 2100: "private func deleteControlCommitted(at indexPath: IndexPath) {\n"
        case 2101: "guard let row = row(at: indexPath), "
        case 2102: "deleteTestMethod"
        case 2103: "(for: row) else { return }\n"
        case 2104: "deleteMethod"
        case 2105: "/// Whether the row at `indexPath` shows a delete control in edit mode: it offers `"
        case 2106: "` now,\n"
        case 2107: "/// read from the row each time UIKit asks.\n"
        case 2108: "private func hasDeleteControl(at indexPath: IndexPath) -> Bool {\n"
        case 2109: "guard let row = row(at: indexPath) else { return false }\n"
        case 2110: "(for: row)\n"
        case 2111: "/// Gives `cell` the delete control a person taps in edit mode (`editing.delete`) when `row` offers\n"
        case 2112: "` now, replacing the one it had for the row it showed before (a row that does not\n"
        case 2113: "/// offer it gets none). The control keeps the row's stable ID, finds the row when it is tapped,\n"
        case 2114: "/// wherever it is then, and fires `"
        case 2115: "` as from its other placements when the row still\n"
        case 2116: "/// offers it. The app deletes the row (`deleteRow(withID:)`), through the row store.\n"
        case 2117: "private func showDeleteControl(on cell: UICollectionViewListCell, for row: "
        case 2118: "cell.accessories.removeAll { $0.accessoryType == .delete }\n"
        case 2119: "guard "
        case 2120: "let id = row.id\n"
        case 2121: "cell.accessories.append(\n"
        case 2122: ".delete(actionHandler: { [weak self] in\n"
        case 2123: "guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath),\n"
        case 2124: "}))\n"
        case 2125: "/// Whether `row` offers `"
        case 2126: "event"
        case 2127: "` now: its cell kind has the event, and the event's `visible` and\n"
        case 2128: "/// `enabled` hold for the row as it is. Asked each time an edit-mode control acts on a row.\n"
        case 2129: "(for row: "
        case 2130: ") -> Bool {\n"
        case 2131: "singleCase"
        case 2132: "): "
        case 2133: "bindsModel"
        case 2134: "rowEventTests"
        case 2135: "// MARK: - Batch actions\n"
        case 2136: "// `editing.multiSelect`: in edit mode several rows can be selected, kept by ID in the row store\n"
        case 2137: "// (`ListRowStore`, `// MARK: - Selection`); each toolbar button performs its event on them.\n\n"
        case 2138: "/// The batch buttons, in the spec's order, which `toolbarItems` holds (shown by a navigation\n"
        case 2139: "/// controller whose toolbar is visible; place them elsewhere from `onViewDidLoad`). Each is enabled\n"
        case 2140: "/// while a row selected in edit mode offers its event (visible and enabled for the row).\n"
        case 2141: "private(set) lazy var batchButtons: [UIBarButtonItem] = [\n"
        case 2142: "batchButton(title: "
        case 2143: ", image: "
        case 2144: "$0."
        case 2145: "},\n"
        case 2146: "]\n\n"
        case 2147: "/// Whether the row at `indexPath` can be selected in edit mode: its cell kind has one of the events\n"
        case 2148: "/// of `editing.multiSelect`.\n"
        case 2149: "private func isBatchSelectableRow(at indexPath: IndexPath) -> Bool {\n"
        case 2150: "row(at: indexPath) != nil\n"
        case 2151: "allRowsSelectable"
        case 2152: "switch row(at: indexPath) {\n"
        case 2153: "?: "
        case 2154: "isSelectableLiteral"
        case 2155: "case nil: false\n"
        case 2156: "/// A batch button: a tap calls `perform` with this controller.\n"
        case 2157: "private func batchButton(\n"
        case 2158: "title: String, image: UIImage?, perform: @escaping ("
        case 2159: ") -> Void\n"
        case 2160: ") -> UIBarButtonItem {\n"
        case 2161: "UIBarButtonItem(\n"
        case 2162: "title: title, image: image,\n"
        case 2163: "primaryAction: UIAction(title: title, image: image) { [weak self] _ in\n"
        case 2164: "if let self { perform(self) }\n"
        case 2165: "/// Enables each batch button while a row selected in edit mode offers its event now, and disables it\n"
        case 2166: "/// otherwise: called after every change of the selection and of the rows.\n"
        case 2167: "private func updateBatchButtons() {\n"
        case 2168: "let rows = store.batchSelectedRows\n"
        case 2169: "batchButtons["
        case 2170: "index"
        case 2171: "].isEnabled = rows.contains { "
        case 2172: "testMethod"
        case 2173: "(for: $0) }\n"
        case 2174: " batch button: "
        case 2175: "asks first, then "
        default: ""
        }
    }

    private static func string17(_ index: Int) -> String {
        switch index {
        case 2176: "confirm"
        case 2177: "performs `."
        case 2178: "` with the rows\n"
        case 2179: "/// selected then that offer `"
        case 2180: "` then, looked up by ID when it fires, in list order; then edit\n"
        case 2181: "/// mode ends.\n"
        case 2182: "title: "
        case 2183: ", message: "
        case 2184: "messageLiteral"
        case 2185: "button: "
        case 2186: "buttonLiteral"
        case 2187: ", style: ."
        case 2188: "buttonStyle"
        case 2189: "anchorArgument"
        case 2190: ") { [weak self] in\n"
        case 2191: "guard let self else { return }\n"
        case 2192: "self.performBatchAction(offeredBy: { self."
        case 2193: "(for: $0) }) { ."
        case 2194: "($0) }\n"
        case 2195: "performBatchAction(offeredBy: { "
        case 2196: "/// Performs the action `action` makes of the rows selected in edit mode that `offers` the event now,\n"
        case 2197: "/// looked up by ID and tested now, in list order (a row deleted meanwhile is not among them, and a\n"
        case 2198: "/// row whose event is hidden or disabled now is left out); then ends edit mode, which deselects the\n"
        case 2199: "/// rows left out too. Nothing, and edit mode goes on, when no selected row offers the event.\n"
        case 2200: "private func performBatchAction(\n"
        case 2201: "offeredBy offers: ("
        case 2202: ") -> Bool, _ action: (["
        case 2203: "]) -> "
        case 2204: "let rows = store.batchSelectedRows.filter(offers)\n"
        case 2205: "guard !rows.isEmpty else {\n"
        case 2206: "updateBatchButtons()\n"
        case 2207: "actionHandler?."
        case 2208: "(self, perform: action(rows))\n"
        case 2209: "setEditing(false, animated: true)\n"
        case 2210: "isUsed"
        case 2211: "pagingConformance"
        case 2212: "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n"
        case 2213: "store.loadNextPageIfNear(indexPath, distance: "
        case 2214: "pageDistance"
        case 2215: "_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath\n"
        case 2216: "hasPaging"
        case 2217: ".backgroundView = "
        case 2218: "backgroundViewName"
        case 2219: "updateEmptyState()\n"
        case 2220: "hasEmptyState"
        case 2221: "// Pull to refresh, offered only while `onRefresh` is set.\n"
        case 2222: "updateRefreshControl()\n"
        case 2223: "hasRefresh"
        case 2224: "// Paging: the delegate learns when "
        case 2225: "pageTrigger"
        case 2226: " comes into view.\n"
        case 2227: ".delegate = self\n"
        case 2228: "setsDelegateForPaging"
        case 2229: "// The paging footer shows the row store's paging lifecycle.\n"
        case 2230: "store.onPageFooterChange = { [weak self] footer in self?.showPageFooter(footer) }\n"
        case 2231: "showPageFooter(store.pageFooter)\n"
        case 2232: "hasPageFooter"
        case 2233: "// MARK: - Empty state, refresh and paging\n"
        case 2234: "/// Shown as the list's `backgroundView` while the list has no rows, hidden before the first\n"
        case 2235: "/// `setRows` (so it does not flash while they load) and once rows arrive (every change of the rows\n"
        case 2236: "/// updates it). A list content view, so it follows Dynamic Type and the system's\n"
        case 2237: "/// colors. Replace its `configuration` in `onViewDidLoad` to change it.\n"
        case 2238: "let emptyStateView: UIListContentView = {\n"
        case 2239: "var content = UIListContentConfiguration.cell()\n"
        case 2240: "secondaryTextExpression"
        case 2241: "content.textProperties.alignment = .center\n"
        case 2242: "content.secondaryTextProperties.alignment = .center\n"
        case 2243: "return UIListContentView(configuration: content)\n"
        case 2244: "}()\n\n"
        case 2245: "/// Shown as the list's `backgroundView`, in place of the empty state, while a search finds no row\n"
        case 2246: "/// (the list has rows, but none matches). Replace its `configuration` in `onViewDidLoad` to change it.\n"
        case 2247: "let noResultsView: UIListContentView = {\n"
        case 2248: "noResults"
        case 2249: "/// The empty state's button, under its text: "
        case 2250: "it follows the route `"
        case 2251: "`"
        case 2252: "routeName"
        case 2253: "it performs `."
        case 2254: "` through `actionHandler`"
        case 2255: "private(set) lazy var emptyStateButton: UIButton = {\n"
        case 2256: "var configuration = UIButton.Configuration.filled()\n"
        case 2257: "configuration.title = "
        case 2258: "return UIButton(\n"
        case 2259: "configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.emptyStateButtonTapped() })\n"
        case 2260: "/// The empty state with its button, as the list's background view, which UIKit sizes to the whole\n"
        case 2261: "/// list: the text's view above the button, in a stack centred in it by Auto Layout at the height they\n"
        case 2262: "/// need (the stack itself as the background would stretch the text's view to the list's height).\n"
        case 2263: "private lazy var emptyStateBackground: UIView = {\n"
        case 2264: "let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])\n"
        case 2265: "stack.axis = .vertical\n"
        case 2266: "stack.alignment = .center\n"
        case 2267: "stack.spacing = 8\n"
        case 2268: "stack.translatesAutoresizingMaskIntoConstraints = false\n"
        case 2269: "let background = UIView()\n"
        case 2270: "background.addSubview(stack)\n"
        case 2271: "let margins = background.layoutMarginsGuide\n"
        case 2272: "stack.centerYAnchor.constraint(equalTo: background.centerYAnchor),\n"
        case 2273: "stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),\n"
        case 2274: "stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"
        case 2275: "stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),\n"
        case 2276: "stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),\n"
        case 2277: "return background\n"
        case 2278: "private func emptyStateButtonTapped() {\n"
        case 2279: "router.navigate(to: "
        case 2280: ", from: self)\n"
        case 2281: "routeExpression"
        case 2282: "(self, perform: ."
        case 2283: "/// Shows the empty state while the list has no rows, once its first rows were set (`setRows`): it\n"
        case 2284: "/// stays hidden while they load, and hides once rows arrive.\n"
        case 2285: "private func updateEmptyState() {\n"
        case 2286: "emptyStateHiddenExpression"
        case 2287: "noResultsView.isHidden = !store.showsNoResults\n"
        case 2288: ".backgroundView = store.showsNoResults ? noResultsView : "
        case 2289: "/// Pull to refresh: called when the user pulls the list down. Replace the rows (`setRows`, or the\n"
        case 2290: "/// mutation API) and return when done: the spinner stops when this returns, so a refresh cannot be\n"
        case 2291: "/// left spinning or ended twice. Pulls while it runs are ignored. The controller is passed in: use\n"
        case 2292: "/// it instead of capturing the controller, which would be a retain cycle. The list offers pull to\n"
        case 2293: "/// refresh (has a `UIRefreshControl`) only while this is set: setting it adds the control, setting\n"
        case 2294: "/// it to nil removes it.\n"
        case 2295: "var onRefresh: (@MainActor ("
        case 2296: ") async -> Void)? {\n"
        case 2297: "didSet { updateRefreshControl() }\n"
        case 2298: "/// Gives the list a refresh control while `onRefresh` is set, and none without: a pull with nothing\n"
        case 2299: "/// to run would show a spinner that ends at once, possibly while the finger is still down.\n"
        case 2300: "private func updateRefreshControl() {\n"
        case 2301: "guard isViewLoaded else { return }\n"
        case 2302: "if onRefresh == nil {\n"
        case 2303: ".refreshControl = nil\n"
        default: ""
        }
    }

    private static func string18(_ index: Int) -> String {
        switch index {
        case 2304: "} else if "
        case 2305: ".refreshControl == nil {\n"
        case 2306: "let refreshControl = UIRefreshControl()\n"
        case 2307: "refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)\n"
        case 2308: ".refreshControl = refreshControl\n"
        case 2309: "/// Runs `onRefresh` for a pull (unless a refresh runs), then ends the refresh control's spinner.\n"
        case 2310: "private func refresh() {\n"
        case 2311: "store.refresh { [weak self] in\n"
        case 2312: "guard let self, let onRefresh = self.onRefresh else { return }\n"
        case 2313: "await onRefresh(self)\n"
        case 2314: "} then: { [weak self] in\n"
        case 2315: "self?."
        case 2316: ".refreshControl?.endRefreshing()\n"
        case 2317: "/// Load more: called once when "
        case 2318: " comes into view, not again while the page loads.\n"
        case 2319: "/// Return the next page's rows by section: they are appended at the ends of their sections in one\n"
        case 2320: "/// update of the list (`append(contentsOf:)`); a row whose ID is already in the list goes to\n"
        case 2321: "/// `onDuplicateRows`.\n"
        case 2322: "pagesBySection"
        case 2323: "/// Return the next page's rows: each is appended at the end of its own section (a section new to\n"
        case 2324: "/// the list is created) in one update of the list (`append(contentsOf:)`); a row whose ID is\n"
        case 2325: "/// already in the list goes to `onDuplicateRows`.\n"
        case 2326: "/// Once the page is in, when "
        case 2327: " comes into view (at once, when the list is shorter\n"
        case 2328: "/// than the screen), the next page is asked for. Return no rows after the last page: paging stops until `setRows`\n"
        case 2329: "/// replaces the rows. Throw when the page failed: `onLoadNextPageFailed` gets the error, and this\n"
        case 2330: "/// hook is called again the next time "
        case 2331: " comes into view. A page belongs to the list\n"
        case 2332: "/// it was asked for: when `setRows` replaces the rows while it loads, its task is cancelled and\n"
        case 2333: "/// whatever it returns or throws is dropped. The controller is passed in: use it instead of\n"
        case 2334: "/// capturing the controller, which would be a retain cycle.\n"
        case 2335: "var onLoadNextPage: (@MainActor ("
        case 2336: ") async throws -> "
        case 2337: "pageType"
        case 2338: ")? {\n"
        case 2339: "didSet {\n"
        case 2340: "guard let load = onLoadNextPage else { return store.loadNextPage = nil }\n"
        case 2341: "store.loadNextPage = { [weak self] in\n"
        case 2342: "guard let self else { return ."
        case 2343: "pageCase"
        case 2344: "emptyPageLiteral"
        case 2345: ") }\n"
        case 2346: "return ."
        case 2347: "(try await load(self))\n"
        case 2348: "/// Called with the error `onLoadNextPage` threw, on the main actor, so that the app can say the\n"
        case 2349: "/// page failed (its rows stay as they were; the page is asked for again the next time\n"
        case 2350: " comes into view). Not called for a page dropped because `setRows` replaced the\n"
        case 2351: "/// rows.\n"
        case 2352: "var onLoadNextPageFailed: (@MainActor ("
        case 2353: ", any Error) -> Void)? {\n"
        case 2354: "guard let report = onLoadNextPageFailed else { return store.onPageFailed = nil }\n"
        case 2355: "store.onPageFailed = { [weak self] error in\n"
        case 2356: "if let self { report(self, error) }\n"
        case 2357: "/// The paging footer's spinner: it turns while a page loads, and hides when stopped.\n"
        case 2358: "let pageFooterSpinner = UIActivityIndicatorView(style: .medium)\n\n"
        case 2359: "/// The paging footer's retry button, shown after a page failed: it asks for that page again, once.\n"
        case 2360: "private(set) lazy var pageFooterRetryButton: UIButton = {\n"
        case 2361: "var configuration = UIButton.Configuration.plain()\n"
        case 2362: "pageFooterRetryTitleExpression"
        case 2363: "configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.store.retryPage() })\n"
        case 2364: "/// The paging footer after the last row: the spinner while a page loads, the retry button after it\n"
        case 2365: "/// failed, hidden otherwise (the row store's `pageFooter`, the one rule of every variant).\n"
        case 2366: "private(set) lazy var pageFooterView: UIStackView = {\n"
        case 2367: "let stack = UIStackView(arrangedSubviews: [pageFooterSpinner, pageFooterRetryButton])\n"
        case 2368: "// A table footer view keeps the height of its frame.\n"
        case 2369: "stack.frame.size.height = 44\n"
        case 2370: "return stack\n"
        case 2371: "/// Shows the row store's paging footer.\n"
        case 2372: "private func showPageFooter(_ footer: ListPageFooter) {\n"
        case 2373: "if footer == .loading {\n"
        case 2374: "pageFooterSpinner.startAnimating()\n"
        case 2375: "pageFooterSpinner.stopAnimating()\n"
        case 2376: "pageFooterRetryButton.isHidden = footer != .failed\n"
        case 2377: "pageFooterView.isHidden = footer == .hidden\n"
        case 2378: "tableView.tableFooterView = footer == .hidden ? nil : pageFooterView\n"
        case 2379: "/// The collection list's page footer: a boundary supplementary item of the whole layout, after\n"
        case 2380: "/// every section (so that no row's index path changes), holding `pageFooterView`.\n"
        case 2381: "private let pageFooterRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(\n"
        case 2382: "elementKind: ListPageFooter.elementKind\n"
        case 2383: ") { _, _, _ in }\n\n"
        case 2384: "private func dequeuePageFooter(\n"
        case 2385: "in collectionView: UICollectionView, at indexPath: IndexPath\n"
        case 2386: "let view = collectionView.dequeueConfiguredReusableSupplementary(using: pageFooterRegistration, for: indexPath)\n"
        case 2387: "guard pageFooterView.superview !== view else { return view }\n"
        case 2388: "pageFooterView.translatesAutoresizingMaskIntoConstraints = false\n"
        case 2389: "view.addSubview(pageFooterView)\n"
        case 2390: "pageFooterView.topAnchor.constraint(equalTo: view.topAnchor),\n"
        case 2391: "pageFooterView.bottomAnchor.constraint(equalTo: view.bottomAnchor),\n"
        case 2392: "pageFooterView.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n"
        case 2393: "pageFooterView.trailingAnchor.constraint(equalTo: view.trailingAnchor),\n"
        case 2394: "return view\n"
        case 2395: "// Made now, before the list asks for a view: UIKit refuses a registration made in that request.\n"
        case 2396: "_ = "
        case 2397: "let dataSource = DataSource("
        case 2398: ", indexPath, id in\n"
        case 2399: "// The snapshot comes from the store, and the data source lives no longer than the\n"
        case 2400: "// controller: a missing row is a bug in this generated code, not something the app's data\n"
        case 2401: "// can cause. Stop with a clear message rather than return nil, which UIKit rejects with a\n"
        case 2402: "// vaguer exception.\n"
        case 2403: "guard let self, let row = self.store.row(withID: id) else {\n"
        case 2404: "preconditionFailure(\""
        case 2405: ": no row for ID \\(id) at \\(indexPath)\")\n"
        case 2406: "return self.makeCell(for: row, at: indexPath, in: "
        case 2407: "copiesRegistration"
        case 2408: "dataSource.supplementaryViewProvider = { "
        case 2409: "supplementaryProviderCaptures"
        case 2410: "collectionView, "
        case 2411: "supplementaryKindParameter"
        case 2412: ", indexPath in\n"
        case 2413: "providerDequeueExpression"
        case 2414: "dataSource.onCommitDelete = { [weak self] indexPath in\n"
        case 2415: "self?.deleteControlCommitted(at: indexPath)\n"
        case 2416: "// Rows can be dragged by their reorder accessory: a diffable data source lets none move without\n"
        case 2417: "// `canReorderItem`.\n"
        case 2418: "dataSource.reorderingHandlers.canReorderItem = { _ in true }\n"
        case 2419: "dataSource.onMoveRow = { [weak self] source, destination in\n"
        case 2420: "self?.rowMovedByPerson(at: source, to: destination)\n"
        case 2421: "self.dataSource = dataSource\n"
        case 2422: "dataSource.sectionTitle = { [weak self] in self?.title(ofSectionAt: $0) }\n"
        case 2423: "// The section index, from the store each time UIKit asks.\n"
        case 2424: "dataSource.indexTitles = { [weak self] in self?.store.sectionIndexTitles }\n"
        case 2425: "dataSource.sectionForIndexTitle = { [weak self] title, index in\n"
        case 2426: "self?.store.section(forIndexTitle: title, at: index) ?? 0\n"
        case 2427: "dataSource.indexPathForIndexTitle = { [weak self] title, index in\n"
        case 2428: "self?.store.indexPath(forIndexTitle: title, at: index) ?? IndexPath(index: 0)\n"
        case 2429: "dataSource.applySnapshotUsingReloadData(store.snapshot)\n"
        case 2430: "store.display = .diffable("
        case 2431: ") { snapshot, animated in\n"
        default: ""
        }
    }

    private static func string19(_ index: Int) -> String {
        switch index {
        case 2432: "dataSource.apply(snapshot, animatingDifferences: animated)\n"
        case 2433: "isDiffable"
        case 2434: ".dataSource = self\n"
        case 2435: ".reloadData()\n"
        case 2436: "store.display = .table("
        case 2437: "store.display = .collection("
        case 2438: "// MARK: - Persistent selection\n"
        case 2439: "// `selection: { persistent: true }`: the row store (`ListRowStore`, `// MARK: - Selection`) keeps the\n"
        case 2440: "// selected row by its ID and shows it selected where it is after every change of the rows.\n\n"
        case 2441: "/// The ID of the selected row, nil when no row is selected.\n"
        case 2442: "var selectedRowID: "
        case 2443: "? {\n"
        case 2444: "store.selectedRowID\n"
        case 2445: "/// Called when the selected row changes: a tap on another row, `selectRow(withID:)`, or the\n"
        case 2446: "/// deletion of the selected row (nil). A tap on the selected row changes nothing here.\n"
        case 2447: "var onSelectionChange: (("
        case 2448: "?) -> Void)? {\n"
        case 2449: "didSet { store.selection.onChange = { [weak self] id in self?.onSelectionChange?(id) } }\n"
        case 2450: "/// Selects the row with `id` (nil: none), without animation and without firing its `select`, as\n"
        case 2451: "/// when a split view restores the detail it shows. An ID not in the list selects nothing.\n"
        case 2452: "func selectRow(withID id: "
        case 2453: "?) {\n"
        case 2454: "store.selectRow(withID: id)\n"
        case 2455: "// Swipe actions and context menus. Rows are not selectable: no cell kind has `select`.\n"
        case 2456: "ViewController-placement-delegate"
        case 2457: ": UICollectionViewDelegate {\n"
        case 2458: "// Context menus. Rows are not selectable: no cell kind has `select`.\n"
        case 2459: "declaresDelegateConformance"
        case 2460: "placements"
        case 2461: "_ tableView: UITableView, "
        case 2462: "tableDelegateLabel"
        case 2463: " indexPath: IndexPath\n"
        case 2464: ") -> UISwipeActionsConfiguration? {\n"
        case 2465: "method"
        case 2466: "(forRowAt: indexPath)\n"
        case 2467: "swipeEdges"
        case 2468: "_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint\n"
        case 2469: ") -> UIContextMenuConfiguration? {\n"
        case 2470: "_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,\n"
        case 2471: "animator: any UIContextMenuInteractionCommitAnimating\n"
        case 2472: "commitMenuPreview(configuration, animator: animator)\n"
        case 2473: "menu"
        case 2474: "/// iOS 15 asks this method; iOS 16 and later ask the one below (so it is deprecated, as in UIKit).\n"
        case 2475: "@available(iOS, introduced: 13.0, deprecated: 16.0)\n"
        case 2476: "_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint\n"
        case 2477: "/// A menu for one item; none for several (a multiple selection) or none (empty space).\n"
        case 2478: "@available(iOS 16.0, *)\n"
        case 2479: "_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint\n"
        case 2480: "guard indexPaths.count == 1 else { return nil }\n"
        case 2481: "(forRowAt: indexPaths[0])\n"
        case 2482: "_ collectionView: UICollectionView,\n"
        case 2483: "willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,\n"
        case 2484: "menuAction(\n"
        case 2485: "group: "
        case 2486: "menuGroupLiteral"
        case 2487: ", submenu: "
        case 2488: "submenuTitleLiteral"
        case 2489: "hasMenuStructure"
        case 2490: "menuTitleLiteral"
        case 2491: "systemImage: "
        case 2492: ", isDestructive: "
        case 2493: "isDestructiveLiteral"
        case 2494: "rowID: id, isVisible: "
        case 2495: "isVisibleExpression"
        case 2496: ", isEnabled: "
        case 2497: "isEnabledExpression"
        case 2498: "perform: { $0."
        case 2499: "(at: $1) })"
        case 2500: "isMenu"
        case 2501: "swipeAction(\n"
        case 2502: "swipeTitleLiteral"
        case 2503: ", accessibilityLabel: "
        case 2504: "swipeStyle"
        case 2505: " rowID: id,"
        case 2506: "hasSwipeColors"
        case 2507: "backgroundColor: "
        case 2508: "backgroundColorExpression"
        case 2509: ", rowID: id,\n"
        case 2510: "isVisible: "
        case 2511: "guard let "
        case 2512: " = row(at: indexPath) else { return "
        case 2513: "emptyResult"
        case 2514: "let id = "
        case 2515: "let fullSwipe = "
        case 2516: "fullSwipeLiteral"
        case 2517: "setsFullSwipe"
        case 2518: "let actions: ["
        case 2519: "?] = [\n"
        case 2520: "ViewController-placement-item"
        case 2521: "items"
        case 2522: "guard let row = row(at: indexPath) else { return "
        case 2523: "?]\n"
        case 2524: "let fullSwipe: Bool\n"
        case 2525: "fullSwipe = "
        case 2526: "actions = [\n"
        case 2527: "hasItems"
        case 2528: "actions = []\n"
        case 2529: "// MARK: - Swipe actions and context menus\n"
        case 2530: "// Every placement of an event calls the same `didTap<Event>(at:)` as its button. Each action\n"
        case 2531: "// captures its row's stable ID, never the index path it was made for, and finds the row again\n"
        case 2532: "// when it fires: rows may move or go while a row is swiped open or its menu is shown.\n"
        case 2533: "edge"
        case 2534: " swipe actions of the row now at `indexPath`: its events placed `"
        case 2535: "placementWord"
        case 2536: "`\n"
        case 2537: "/// that are visible and enabled now.\n"
        case 2538: "(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {\n"
        case 2539: "ViewController-placement-items"
        case 2540: "return UISwipeActionsConfiguration(actions: actions.compactMap { $0 })\n"
        case 2541: "// The cell kind's `fullSwipe`: whether a full swipe performs the first action.\n"
        case 2542: "let configuration = UISwipeActionsConfiguration(actions: actions.compactMap { $0 })\n"
        case 2543: "configuration.performsFirstActionWithFullSwipe = fullSwipe\n"
        case 2544: "return configuration\n"
        case 2545: "/// No event is placed `"
        case 2546: "`: an empty configuration for every row, so that UIKit\n"
        case 2547: "/// offers no default "
        case 2548: " swipe actions either (a table's editable rows would get Delete).\n"
        case 2549: "UISwipeActionsConfiguration(actions: [])\n"
        case 2550: "/// Called when a row's context menu opens, with the row found by its stable ID at that moment:\n"
        case 2551: "/// the view controller UIKit shows as the menu's preview, or nil for UIKit's own (the row's cell).\n"
        case 2552: "/// The row is the one under the menu now, wherever it moved and whatever `update` changed since\n"
        case 2553: "/// its cell was configured; none is asked for a row deleted meanwhile. The controller is passed in:\n"
        case 2554: "/// use it instead of capturing the controller, which would be a retain cycle.\n"
        case 2555: "var onContextMenuPreview: (("
        case 2556: ") -> UIViewController?)?\n\n"
        case 2557: "/// Called when the user taps a row's context-menu preview (commits it), once the menu is gone:\n"
        case 2558: "/// with the row found by the menu's stable ID then, and the preview view controller shown (nil\n"
        case 2559: "/// when UIKit previewed the cell), e.g. to push it. The row is the one that is there now, wherever\n"
        default: ""
        }
    }

    private static func string20(_ index: Int) -> String {
        switch index {
        case 2560: "/// it moved and whatever `update` changed since the menu opened; a row deleted meanwhile gets no\n"
        case 2561: "/// call. Without the hook, tapping the preview only closes the menu.\n"
        case 2562: "var onCommitContextMenuPreview: (("
        case 2563: ", UIViewController?) -> Void)?\n\n"
        case 2564: "/// The context menu of the row now at `indexPath`: its events placed `menu` that are visible now,\n"
        case 2565: "/// a disabled one shown disabled; nil (no menu) when there is none. The configuration's identifier\n"
        case 2566: "/// is the row's stable ID, and a chosen item finds its row by it: a row deleted meanwhile does nothing.\n"
        case 2567: "(forRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {\n"
        case 2568: "let items = actions.compactMap { $0 }\n"
        case 2569: "guard !items.isEmpty else { return nil }\n"
        case 2570: "let preview = menuPreview(forRowID: id)\n"
        case 2571: "return UIContextMenuConfiguration(identifier: RowMenuIdentifier(id), previewProvider: preview) { _ in\n"
        case 2572: "UIMenu(children: items)\n"
        case 2573: "UIMenu(children: Self.menuElements(items))\n"
        case 2574: "/// A swipe action for the row with `id`, or nil when it is hidden or disabled: a contextual action\n"
        case 2575: "/// has no disabled state, and UIKit also offers every swipe action to VoiceOver, so a disabled one\n"
        case 2576: "/// is not offered at all. When tapped, it finds the row by `id` and calls `perform` with where the\n"
        case 2577: "/// row is now, then calls its completion handler: with `false` when it did nothing (the row is\n"
        case 2578: "/// gone). A destructive action completes with `true` only when the row is gone now: UIKit takes a\n"
        case 2579: "/// destructive completion as a deletion and animates the row away, so a row that stays (the app\n"
        case 2580: "/// kept it, or a confirmation is still up) must complete with `false`, or it disappears and jumps\n"
        case 2581: "/// back. It has a title even for an image-only event, which VoiceOver says, and the event's\n"
        case 2582: "/// accessibility label, when the spec gives one.\n"
        case 2583: "/// A `backgroundColor` replaces UIKit's (grey, or red for a destructive action); nil keeps it.\n"
        case 2584: "private func swipeAction(\n"
        case 2585: "title: String, accessibilityLabel: String?, systemImage: String?, style: UIContextualAction.Style,\n"
        case 2586: "backgroundColor: UIColor?,\n"
        case 2587: "rowID id: "
        case 2588: ", isVisible: Bool, isEnabled: Bool,\n"
        case 2589: "perform: @escaping @MainActor ("
        case 2590: ", IndexPath) -> Void\n"
        case 2591: ") -> UIContextualAction? {\n"
        case 2592: "guard isVisible, isEnabled else { return nil }\n"
        case 2593: "let action = UIContextualAction(style: style, title: title) { [weak self] _, _, completion in\n"
        case 2594: "guard let self, let indexPath = self.indexPath(forRowID: id) else {\n"
        case 2595: "completion(false)\n"
        case 2596: "perform(self, indexPath)\n"
        case 2597: "completion(style != .destructive || self.indexPath(forRowID: id) == nil)\n"
        case 2598: "action.image = systemImage.flatMap { UIImage(systemName: $0) }\n"
        case 2599: "action.accessibilityLabel = accessibilityLabel\n"
        case 2600: "if let backgroundColor {\n"
        case 2601: "action.backgroundColor = backgroundColor\n"
        case 2602: "return action\n"
        case 2603: "hasSwipeActions"
        case 2604: "/// A context-menu item for the row with `id`, or nil when it is not visible. When chosen, it finds\n"
        case 2605: "/// the row by `id` and calls `perform` with where the row is now; a row deleted meanwhile does\n"
        case 2606: "/// nothing. UIKit does not let the user choose a disabled item.\n"
        case 2607: "/// `group` is the spec's `menuGroup`: the inline section the item joins, nil for the top level;\n"
        case 2608: "/// `submenu` the spec's `submenu`: the title of the submenu it joins, nil for none.\n"
        case 2609: "private func menuAction(\n"
        case 2610: "group: String?, submenu: String?,\n"
        case 2611: "title: String, systemImage: String?, isDestructive: Bool, rowID id: "
        case 2612: "isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor ("
        case 2613: ") -> "
        case 2614: "guard isVisible else { return nil }\n"
        case 2615: "var attributes: UIMenuElement.Attributes = []\n"
        case 2616: "if isDestructive {\n"
        case 2617: "attributes.insert(.destructive)\n"
        case 2618: "if !isEnabled {\n"
        case 2619: "attributes.insert(.disabled)\n"
        case 2620: "let image = systemImage.flatMap { UIImage(systemName: $0) }\n"
        case 2621: "return UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in\n"
        case 2622: "guard let self, let indexPath = self.indexPath(forRowID: id) else { return }\n"
        case 2623: "let action = UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in\n"
        case 2624: "return RowMenuItem(group: group, submenu: submenu, action: action)\n"
        case 2625: "/// A context-menu item, the spec's `menuGroup` it joins (nil: the menu's top level) and the title of\n"
        case 2626: "/// the `submenu` it joins (nil: none).\n"
        case 2627: "private struct RowMenuItem {\n"
        case 2628: "let group: String?\n"
        case 2629: "let submenu: String?\n"
        case 2630: "let action: UIAction\n"
        case 2631: "/// The row menu's elements, in event order: an item of no group stays at the top level; the items\n"
        case 2632: "/// of one group form one inline `UIMenu` (`.displayInline`: shown in place, between separators),\n"
        case 2633: "/// placed where the group's first item is; the items of one submenu form one `UIMenu` with its\n"
        case 2634: "/// title, placed where its first item is, in its items' group. A group or submenu whose items are\n"
        case 2635: "/// all hidden shows nothing.\n"
        case 2636: "private static func menuElements(_ items: [RowMenuItem], inGroup: Bool = false) -> [UIMenuElement] {\n"
        case 2637: "var elements: [UIMenuElement] = []\n"
        case 2638: "var placedGroups: Set<String> = []\n"
        case 2639: "var placedSubmenus: Set<String> = []\n"
        case 2640: "for item in items {\n"
        case 2641: "if !inGroup, let group = item.group {\n"
        case 2642: "guard placedGroups.insert(group).inserted else { continue }\n"
        case 2643: "let members = menuElements(items.filter { $0.group == group }, inGroup: true)\n"
        case 2644: "elements.append(UIMenu(title: \"\", options: .displayInline, children: members))\n"
        case 2645: "} else if let submenu = item.submenu {\n"
        case 2646: "guard placedSubmenus.insert(submenu).inserted else { continue }\n"
        case 2647: "let members = items.filter { $0.submenu == submenu }.map(\\.action)\n"
        case 2648: "elements.append(UIMenu(title: submenu, children: members))\n"
        case 2649: "elements.append(item.action)\n"
        case 2650: "return elements\n"
        case 2651: "/// The menu's preview provider: nil without `onContextMenuPreview` (UIKit previews the row's cell);\n"
        case 2652: "/// else one that finds the row by `id` when UIKit asks for the preview, and hands it to the hook.\n"
        case 2653: "private func menuPreview(forRowID id: "
        case 2654: ") -> UIContextMenuContentPreviewProvider? {\n"
        case 2655: "guard onContextMenuPreview != nil else { return nil }\n"
        case 2656: "return { [weak self] in\n"
        case 2657: "guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {\n"
        case 2658: "return self.onContextMenuPreview?(self, row)\n"
        case 2659: "/// The user tapped the preview of the menu with `configuration`: without `onCommitContextMenuPreview`,\n"
        case 2660: "/// the preview just goes (`.dismiss`, no animation); else, once the commit's animations end, the\n"
        case 2661: "/// row is found by the menu's identifier (its stable ID) and handed to the hook with the preview.\n"
        case 2662: "func commitMenuPreview(\n"
        case 2663: "_ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating\n"
        case 2664: "guard onCommitContextMenuPreview != nil, let id = (configuration.identifier as? RowMenuIdentifier)?.rowID\n"
        case 2665: "animator.preferredCommitStyle = .dismiss\n"
        case 2666: "let preview = animator.previewViewController\n"
        case 2667: "animator.addCompletion { [weak self] in\n"
        case 2668: "self.onCommitContextMenuPreview?(self, row, preview)\n"
        case 2669: "/// A context menu's identifier: the row's stable ID, as the `NSCopying` object UIKit keeps.\n"
        case 2670: "/// Two identifiers are equal when their rows are the same row, wherever it is.\n"
        case 2671: "private final class RowMenuIdentifier: NSObject, NSCopying {\n"
        case 2672: "let rowID: "
        case 2673: "init(_ rowID: "
        case 2674: "func copy(with zone: NSZone? = nil) -> Any {\n"
        case 2675: "self\n"
        case 2676: "override func isEqual(_ object: Any?) -> Bool {\n"
        case 2677: "(object as? RowMenuIdentifier)?.rowID == rowID\n"
        case 2678: "override var hash: Int {\n"
        case 2679: "rowID.hashValue\n"
        case 2680: "// MARK: - Rows\n"
        case 2681: "// Change rows only through these methods: each one updates the data and the list together, so\n"
        case 2682: "// rows, cells and identities stay in step. They forward to `ListRowStore` (ListRowStore.swift),\n"
        case 2683: "// whose rules every screen and variant shares: row IDs are unique (later duplicates go to\n"
        case 2684: "// `onDuplicateRows`), an index past the end of a section appends to it, an index path that names\n"
        case 2685: "// no place changes nothing, and changes are animated only while the list is in a window.\n"
        case 2686: "/// Replaces every row.\n"
        case 2687: "func setRows(_ rows: ["
        default: ""
        }
    }

    private static func string21(_ index: Int) -> String {
        switch index {
        case 2688: "]) {\n"
        case 2689: "setRows([."
        case 2690: "firstSectionCase"
        case 2691: ": rows])\n"
        case 2692: "isSingleSection"
        case 2693: "/// Replaces every row. Each row goes to the section of its `"
        case 2694: "` (sections "
        case 2695: ");\n"
        case 2696: "/// the sections are reloaded, so that their titles are read again. A page still loading belongs to\n"
        case 2697: "/// the old rows and is dropped.\n"
        case 2698: "/// Replaces every row; a section missing from `rows` becomes empty. A page still loading belongs\n"
        case 2699: "/// to the old rows and is dropped.\n"
        case 2700: "func setRows(_ rows: "
        case 2701: "rowAPI"
        case 2702: "setRowsType"
        case 2703: "store.setRows(rows)\n"
        case 2704: "/// The sections there now, in display order: each is there while it has rows.\n"
        case 2705: "var sections: ["
        case 2706: "] {\n"
        case 2707: "store.sectionIdentifiers\n"
        case 2708: "/// The section at `index` now, or nil when there is none.\n"
        case 2709: "func section(at index: Int) -> "
        case 2710: "store.section(at: index)\n"
        case 2711: "/// The rows of `section`, in display order"
        case 2712: " (none when it is not there)"
        case 2713: "func rows(in section: "
        case 2714: ") -> ["
        case 2715: "store.rows(in: section)\n"
        case 2716: "/// The row at `indexPath` now, or nil when there is none.\n"
        case 2717: "func row(at indexPath: IndexPath) -> "
        case 2718: "store.row(at: indexPath)\n"
        case 2719: "/// Where the row with `id` is now, or nil when it is not in the list.\n"
        case 2720: "func indexPath(forRowID id: "
        case 2721: ") -> IndexPath? {\n"
        case 2722: "store.indexPath(forRowID: id)\n"
        case 2723: "/// Inserts `row` into the section of its `"
        case 2724: "`: at `indexPath.row` when `indexPath.section`\n"
        case 2725: "/// is that section (or past its end: at the end), else at the end of that section, which is\n"
        case 2726: "/// created when it is not there yet. Nothing happens when `indexPath.row` is negative. A row whose\n"
        case 2727: "/// ID is already in the list goes to `onDuplicateRows`.\n"
        case 2728: "/// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when\n"
        case 2729: "/// `indexPath` is past it; nothing happens when `indexPath` names no place. A row whose ID is\n"
        case 2730: "func insert(_ row: "
        case 2731: "store.insert(row, at: indexPath)\n"
        case 2732: "/// Appends `row` at the end of the section of its `"
        case 2733: "` (created when it is not there yet). A\n"
        case 2734: "/// row whose ID is already in the list goes to `onDuplicateRows`.\n"
        case 2735: "/// Appends `row` at the end of `section`. A row whose ID is already in the list goes to\n"
        case 2736: "func append(_ row: "
        case 2737: "sectionParameter"
        case 2738: "store.append(contentsOf: "
        case 2739: "appendedRowBatch"
        case 2740: "/// Appends `rows`, in order, each at the end of the section of its `"
        case 2741: "`, all in one update of\n"
        case 2742: "/// the list. A row whose ID is already in the list, or earlier in `rows`, goes to `onDuplicateRows`.\n"
        case 2743: "/// Appends `rows` at the end of `section`, in order, in one update of the list. A row whose ID is\n"
        case 2744: "/// already in the list, or earlier in `rows`, goes to `onDuplicateRows`.\n"
        case 2745: "func append(contentsOf rows: ["
        case 2746: "]"
        case 2747: "appendedRowsBatch"
        case 2748: "/// Appends each section's rows at the end of that section, all in one update of the list (one\n"
        case 2749: "/// animation and one layout pass, however many rows and sections). A row whose ID is already in the\n"
        case 2750: "/// list, or earlier in the batch (sections taken in `"
        case 2751: ".allCases` order), goes to\n"
        case 2752: "/// `onDuplicateRows` once the other rows are in.\n"
        case 2753: ": ["
        case 2754: "]]) {\n"
        case 2755: "store.append(contentsOf: rows)\n"
        case 2756: "/// Deletes the row at `indexPath`, if there is one"
        case 2757: ", and its section with it when it was the last"
        case 2758: "store.deleteRow(at: indexPath)\n"
        case 2759: "/// Deletes the row with `id`, if it is in the list"
        case 2760: "func deleteRow(withID id: "
        case 2761: "store.deleteRow(withID: id)\n"
        case 2762: "/// Moves the row at `source` so that it ends up at `destination` within its own section, or at the\n"
        case 2763: "/// end of the section when `destination` is past it. Nothing happens when there is no row at\n"
        case 2764: "/// `source`, or when `destination` is in another section (a row's section is its `"
        case 2765: "`'s).\n"
        case 2766: "store.moveRow(at: source, to: destination)\n"
        case 2767: "/// Replaces the row that has `row`'s ID and redraws its cell in place; when its `"
        case 2768: "` puts it\n"
        case 2769: "/// in another section, it moves to the end of that section (created when it is not there yet, and\n"
        case 2770: "/// its old section goes when it empties).\n"
        case 2771: "func update(_ row: "
        case 2772: "store.update(row)\n"
        case 2773: ": UISearchResultsUpdating {\n"
        case 2774: "/// The search bar's text or scope changed, or a search began or ended: the list shows the rows the\n"
        case 2775: "/// search finds (every row once it ends), and `onSearch` learns the new query.\n"
        case 2776: "func updateSearchResults(for searchController: UISearchController) {\n"
        case 2777: "let bar = searchController.searchBar\n"
        case 2778: "let query =\n"
        case 2779: "searchController.isActive\n"
        case 2780: "? ListSearchQuery(text: bar.text ?? \"\", scopeIndex: bar.selectedScopeButtonIndex) : nil\n"
        case 2781: "guard query != store.searchQuery else { return }\n"
        case 2782: "store.search(query)\n"
        case 2783: "onSearch?(query)\n"
        case 2784: "search"
        case 2785: "// MARK: - Search\n"
        case 2786: "// The row store keeps every row; a search only changes which ones the list shows, so the mutation\n"
        case 2787: "// API above keeps working on the full list during a search, and a row inserted or updated meanwhile\n"
        case 2788: "// shows in the results when it matches. During a search, index paths that name a row the list shows\n"
        case 2789: "// (`row(at:)`, `indexPath(forRowID:)`, `deleteRow(at:)`, the taps) are where the list shows it;\n"
        case 2790: "// `insert(_:at:)`, `moveRow(at:to:)` and `rows(in:)` address the full list. Ending the search shows\n"
        case 2791: "// every row again, rows added during it included.\n\n"
        case 2792: "/// The search bar, in the navigation bar (`navigationItem.searchController`); this controller is its\n"
        case 2793: "/// results updater. Configure its look freely in `onViewDidLoad`.\n"
        case 2794: "let searchController = UISearchController(searchResultsController: nil)\n\n"
        case 2795: "/// Whether a row matches a search: by default ``matchesSearch(_:_:)``, the spec's rule. Set your own\n"
        case 2796: "/// (a search that is active runs again with it).\n"
        case 2797: "var searchPredicate: @MainActor ("
        case 2798: ", ListSearchQuery) -> Bool {\n"
        case 2799: "get { store.searchPredicate }\n"
        case 2800: "set { store.searchPredicate = newValue }\n"
        case 2801: "/// Called with each new query while a search is active, and with nil when the search ends: for a\n"
        case 2802: "/// search the app runs itself (a server search). Hand its results back with\n"
        case 2803: "/// `showSearchResults(withIDs:)`; until then the list shows the rows `searchPredicate` matches.\n"
        case 2804: "var onSearch: ((ListSearchQuery?) -> Void)?\n\n"
        case 2805: "var searchQuery: ListSearchQuery? { store.searchQuery }\n\n"
        case 2806: "/// Shows, while a search is active, the rows with these IDs (the app's own results, in the list's\n"
        case 2807: "/// order) until the search ends or new results come; nil lets `searchPredicate` decide again.\n"
        case 2808: "/// Results that arrive after the search ended are dropped.\n"
        case 2809: "func showSearchResults(withIDs ids: ["
        case 2810: ".ID]?) {\n"
        case 2811: "store.showSearchResults(withIDs: ids)\n"
        case 2812: "/// The spec's rule: the row is in the selected scope, and one of its fields contains the query's text,\n"
        case 2813: "/// ignoring case and diacritics. The fields: "
        case 2814: "fieldList"
        case 2815: "nonisolated static func matchesSearch(_ row: "
        default: ""
        }
    }

    private static func string22(_ index: Int) -> String {
        switch index {
        case 2816: ", _ query: ListSearchQuery) -> Bool {\n"
        case 2817: "let isInScope: Bool\n"
        case 2818: "switch query.scopeIndex {\n"
        case 2819: ": isInScope = "
        case 2820: "conditionExpression"
        case 2821: "filteringScopes"
        case 2822: "default: isInScope = true\n"
        case 2823: "return isInScope && ("
        case 2824: "textMatchExpression"
        case 2825: "hasFilteringScopes"
        case 2826: "/// Puts the search bar in the navigation bar, with the spec's placeholder and scopes.\n"
        case 2827: "private func setUpSearch() {\n"
        case 2828: "searchController.searchResultsUpdater = self\n"
        case 2829: "searchController.obscuresBackgroundDuringPresentation = false\n"
        case 2830: "searchController.searchBar.placeholder = "
        case 2831: "searchController.searchBar.scopeButtonTitles = "
        case 2832: "scopeTitlesExpression"
        case 2833: "navigationItem.searchController = searchController\n"
        case 2834: "tableDelegateConformance"
        case 2835: "role"
        case 2836: " view of a section with `"
        case 2837: "View: true` while it shows its "
        case 2838: "; nil for\n"
        case 2839: "/// the others, which show their text, if any.\n"
        case 2840: "func tableView(_ tableView: UITableView, "
        case 2841: " index: Int) -> UIView? {\n"
        case 2842: "guard let section = titledSection(at: index), section."
        case 2843: "sectionFlag"
        case 2844: "let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "
        case 2845: "configureMethod"
        case 2846: "(view, for: section)\n"
        case 2847: "views"
        case 2848: "// MARK: - Section header and footer views\n"
        case 2849: "/// Called with the "
        case 2850: " view of each section that has `"
        case 2851: "View: true`, and the section, each time\n"
        case 2852: "/// the list shows it, and again after rows changed (so that a count it shows stays right). The view\n"
        case 2853: "/// comes showing the section's text, if any; listgen registers, dequeues and reuses it, so a view\n"
        case 2854: "/// comes back for another section: set everything the hook shows each time, and let a button's action\n"
        case 2855: "/// use the section it is given now (a `UIAction` with a fixed `identifier` replaces the previous one).\n"
        case 2856: "/// The controller is passed in: use it instead of capturing the controller, which would be a retain\n"
        case 2857: "/// cycle.\n"
        case 2858: "hookName"
        case 2859: ": (("
        case 2860: ") -> Void)? {\n"
        case 2861: "didSet { updateSectionViews() }\n"
        case 2862: "/// Shows `section` in `view`, its "
        case 2863: " view: the view's default content with the section's text,\n"
        case 2864: "/// then whatever `"
        case 2865: "` sets.\n"
        case 2866: "(_ view: "
        case 2867: ", for section: "
        case 2868: "var content = view.defaultContentConfiguration()\n"
        case 2869: "view.contentConfiguration = content\n"
        case 2870: "view.contentConfiguration = view.defaultContentConfiguration()\n"
        case 2871: "showCollapseToggle(in: view.contentView, for: section)\n"
        case 2872: "isHeader"
        case 2873: "?(self, view, section)\n"
        case 2874: " of the section at `indexPath`, from `"
        case 2875: "`, shown through\n"
        case 2876: "(_:for:)` when that section has a "
        case 2877: " view.\n"
        case 2878: "dequeueMethod"
        case 2879: "let view = collectionView.dequeueConfiguredReusableSupplementary(using: "
        case 2880: ", for: indexPath)\n"
        case 2881: "if let section = "
        case 2882: "(rawValue: indexPath.section), section."
        case 2883: "// MARK: - Collapsible sections\n\n"
        case 2884: "/// Whether `section` is collapsed: its header shows, its rows do not. They stay in the list, and\n"
        case 2885: "/// every change made to them meanwhile shows when it expands.\n"
        case 2886: "func isSectionCollapsed(_ section: "
        case 2887: "store.isCollapsed(section)\n"
        case 2888: "/// Collapses `section` (the list stops showing its rows) or expands it (the list shows them as they\n"
        case 2889: "/// are now), animated in a window; its header's toggle shows the new state. A section without\n"
        case 2890: "/// `collapsible` is always expanded: nothing changes for it. The rows stay in the list meanwhile,\n"
        case 2891: "/// with their IDs, the selected row and the rows selected for batch actions: a collapsed section's\n"
        case 2892: "/// rows cannot be tapped, and a selected one shows selected again when the section expands.\n"
        case 2893: "func setSection(_ section: "
        case 2894: ", collapsed: Bool) {\n"
        case 2895: "guard section.isCollapsible else { return }\n"
        case 2896: "store.setSection(section, collapsed: collapsed)\n"
        case 2897: "/// Expands `section` when it is collapsed, else collapses it: what its header's toggle does.\n"
        case 2898: "func toggleSection(_ section: "
        case 2899: "setSection(section, collapsed: !isSectionCollapsed(section))\n"
        case 2900: "/// The `accessibilityIdentifier` of the toggle button in a collapsible section's header view (and the\n"
        case 2901: "/// identifier of its `UIAction`).\n"
        case 2902: "nonisolated static let collapseToggleIdentifier = \"listgen.collapseToggle\"\n\n"
        case 2903: "/// Shows the toggle of `section` in a header view's `contentView`: one button per view, kept across\n"
        case 2904: "/// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron (forward,\n"
        case 2905: "/// which mirrors in right-to-left layouts, while collapsed; down while expanded) and its accessibility\n"
        case 2906: "/// value say the section's state now, and its action, replaced each time, toggles the section shown now.\n"
        case 2907: "/// Auto Layout places it at the content view's trailing margin, centred vertically, at its own size.\n"
        case 2908: "private func showCollapseToggle(in contentView: UIView, for section: "
        case 2909: "let toggle =\n"
        case 2910: "contentView.subviews.lazy.compactMap { $0 as? UIButton }\n"
        case 2911: ".first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }\n"
        case 2912: "?? {\n"
        case 2913: "let button = UIButton(configuration: .plain())\n"
        case 2914: "button.accessibilityIdentifier = Self.collapseToggleIdentifier\n"
        case 2915: "button.translatesAutoresizingMaskIntoConstraints = false\n"
        case 2916: "contentView.addSubview(button)\n"
        case 2917: "button.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),\n"
        case 2918: "button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),\n"
        case 2919: "return button\n"
        case 2920: "toggle.isHidden = !section.isCollapsible\n"
        case 2921: "let collapsed = isSectionCollapsed(section)\n"
        case 2922: "toggle.configuration?.image = UIImage(systemName: collapsed ? \"chevron.forward\" : \"chevron.down\")\n"
        case 2923: "toggle.accessibilityLabel = section.title\n"
        case 2924: "toggle.accessibilityValue =\n"
        case 2925: "collapsed\n"
        case 2926: "? "
        case 2927: "collapsedValueLiteral"
        case 2928: "expandedValueLiteral"
        case 2929: "toggle.addAction(\n"
        case 2930: "UIAction(identifier: UIAction.Identifier(Self.collapseToggleIdentifier)) { [weak self] _ in\n"
        case 2931: "self?.toggleSection(section)\n"
        case 2932: "}, for: .primaryActionTriggered)\n"
        case 2933: "/// Hands the header and footer views on screen to their hooks again: a list keeps a section's views\n"
        case 2934: "/// while only its rows change.\n"
        case 2935: "private func updateSectionViews() {\n"
        case 2936: "for section in "
        case 2937: ".allCases {\n"
        case 2938: "if section."
        case 2939: "let view = "
        case 2940: "visibleViewExpression"
        case 2941: "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {\n"
        case 2942: "selectableCheckMethod"
        case 2943: "/// Asked for every selection, also one made without touch (a hardware keyboard, focus), which\n"
        default: ""
        }
    }

    private static func string23(_ index: Int) -> String {
        switch index {
        case 2944: "/// highlighting never sees: a row that cannot be selected is refused here too.\n"
        case 2945: "func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {\n"
        case 2946: "(at: indexPath) ? indexPath : nil\n"
        case 2947: "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"
        case 2948: "// Checked again: a selection made some other way than through the delegate is undone.\n"
        case 2949: "tableView.deselectRow(at: indexPath, animated: false)\n"
        case 2950: "store.showSelection()\n"
        case 2951: "persistent"
        case 2952: "// In edit mode a tap selects the row for the batch actions and never follows its `select`.\n"
        case 2953: "if store.isBatchSelecting {\n"
        case 2954: "store.batchSelectRow(at: indexPath)\n"
        case 2955: "selectMethod"
        case 2956: "/// In edit mode a tap on a selected row deselects it: it leaves the batch selection.\n"
        case 2957: "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {\n"
        case 2958: "if store.isBatchSelecting { store.batchDeselectRow(at: indexPath) }\n"
        case 2959: "_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath\n"
        case 2960: "/// highlighting never sees: an item that cannot be selected is refused here too.\n"
        case 2961: "_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath\n"
        case 2962: "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {\n"
        case 2963: "collectionView.deselectItem(at: indexPath, animated: false)\n"
        case 2964: "func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {\n"
        case 2965: "selection"
        case 2966: "// Asks first: the selection stays where it was until the user confirms; the row is looked up\n"
        case 2967: "// again, by ID, then.\n"
        case 2968: "// Asks first: the row is deselected now and looked up again, by ID, when the user confirms.\n"
        case 2969: "deselectMethod"
        case 2970: "(at: indexPath, animated: true)\n"
        case 2971: "asksArgument"
        case 2972: "guard let self, let indexPath = self.indexPath(forRowID: id), "
        case 2973: "rowLookup"
        case 2974: "// Still offered? It may have been disabled or hidden while the alert was up.\n"
        case 2975: "stillOfferedExpression"
        case 2976: " else { return }\n"
        case 2977: "self.store.selectRow(withID: id)\n"
        case 2978: "self.router.navigate(to: "
        case 2979: ", from: self"
        case 2980: "navigateAnchorArgument"
        case 2981: "hasRoute"
        case 2982: "self.actionHandler?."
        case 2983: "))\n"
        case 2984: "// Kept selected, by ID, before it acts: the app reads `selectedRowID` as this row.\n"
        case 2985: "store.selectRow(withID: "
        case 2986: "presents"
        case 2987: "if navigationController == nil {\n"
        case 2988: "// Shown modally: no appearance callback comes back to deselect the row.\n"
        case 2989: "// MARK: - Row taps\n\n"
        case 2990: "/// Handles a tap on the row now at `indexPath`. The row is looked up now, from the current data.\n"
        case 2991: "/// The row becomes the selected row and stays selected (`selection: { persistent: true }`): the row\n"
        case 2992: "/// store keeps it by ID. A tap on the selected row acts again (a split view shows its detail again).\n"
        case 2993: "/// A row that asks first stays unselected until the person confirms; the selection is kept meanwhile.\n"
        case 2994: "/// A row that navigates stays selected while its destination is shown and is deselected when\n"
        case 2995: "/// navigation returns (`viewWillAppear(_:)`); any other tap deselects it at once.\n"
        case 2996: "(at indexPath: IndexPath) {\n"
        case 2997: "rowGuard"
        case 2998: "ViewController-selection-tap"
        case 2999: "isSelectable"
        case 3000: "// Not selectable (no `select` in the spec); the delegate refuses the selection.\n"
        case 3001: "(at: indexPath, animated: false)\n"
        case 3002: "tapBinding"
        case 3003: "/// Whether the row at `indexPath` can be selected: its cell kind has a row tap (and the row's\n"
        case 3004: "/// `enabled` field, when the spec names one, is true).\n"
        case 3005: "func isSelectableRow(at indexPath: IndexPath) -> Bool {\n"
        case 3006: "false\n"
        case 3007: " = row(at: indexPath) else { return false }\n"
        case 3008: ")?: "
        case 3009: "/// Whether a person can select the row at `indexPath` now: in edit mode for the batch actions (its\n"
        case 3010: "/// cell kind has one of their events), else for its `select`.\n"
        case 3011: "private func canSelectRow(at indexPath: IndexPath) -> Bool {\n"
        case 3012: "store.isBatchSelecting ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)\n"
        case 3013: "override func viewWillAppear(_ animated: Bool) {\n"
        case 3014: "super.viewWillAppear(animated)\n"
        case 3015: "// The selection stays when the screen reappears (UITableViewController would clear it unless\n"
        case 3016: "// `clearsSelectionOnViewWillAppear` is false): the selected row is shown selected where it is now.\n"
        case 3017: "// In edit mode the rows selected for the batch actions stay selected.\n"
        case 3018: "if isEditing {\n"
        case 3019: "// Navigation returned: clear the row its tap left selected, as UITableViewController does.\n"
        case 3020: "for indexPath in "
        case 3021: "selectedIndexPathsProperty"
        case 3022: " ?? [] {\n"
        case 3023: "(at: indexPath, animated: animated)\n"
        case 3024: "ViewController-persistent-selection"
        case 3025: "/// A diffable data source that also provides what the list asks beyond its cells.\n"
        case 3026: "private final class DataSource: "
        case 3027: "diffableDataSourceType"
        case 3028: "<"
        case 3029: "/// The section index's titles now, from the controller's row store (`indexTitles: true`).\n"
        case 3030: "var indexTitles: () -> [String]? = { nil }\n"
        case 3031: "/// Where an index title jumps (its whole section), from the controller's row store.\n"
        case 3032: "var indexPathForIndexTitle: (String, Int) -> IndexPath = { _, _ in IndexPath(index: 0) }\n\n"
        case 3033: "override func indexTitles(for collectionView: UICollectionView) -> [String]? {\n"
        case 3034: "indexTitles()\n"
        case 3035: "override func collectionView(\n"
        case 3036: "indexPathForIndexTitle(title, index)\n"
        case 3037: "/// Gets each move a person made (`editing.reorder`), once the snapshot took it.\n"
        case 3038: "var onMoveRow: ((IndexPath, IndexPath) -> Void)?\n\n"
        case 3039: "/// The collection view moved the row on screen; super makes the snapshot match (and calls the\n"
        case 3040: "/// reordering handlers), then the controller's store takes the move, from where the row was to\n"
        case 3041: "/// where it is. Not from the reorder transaction: its difference is of the items of all sections\n"
        case 3042: "/// in one order, and is empty for a drag across a section boundary that keeps that order.\n"
        case 3043: "_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,\n"
        case 3044: "to destinationIndexPath: IndexPath\n"
        case 3045: "super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)\n"
        case 3046: "onMoveRow?(sourceIndexPath, destinationIndexPath)\n"
        case 3047: "/// The title of the section at an index now (the controller's `title(ofSectionAt:)`).\n"
        case 3048: "var sectionTitle: (Int) -> String? = { _ in nil }\n\n"
        case 3049: "override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"
        case 3050: "sectionTitle(section)\n"
        case 3051: "override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {\n"
        case 3052: "/// The section at `index` when it shows its header and footer now (a section with no rows shows\n"
        case 3053: "/// neither, unless `showWhenEmpty`), else nil.\n"
        case 3054: "private func titledSection(at index: Int) -> "
        case 3055: "guard let section = sectionIdentifier(for: index),\n"
        case 3056: "section.showsHeaderAndFooter(withRowCount: snapshot().numberOfItems(inSection: section))\n"
        case 3057: "return section\n"
        case 3058: "/// Rows are editable so that UIKit offers their swipe actions (it offers them only on rows the\n"
        case 3059: "/// data source can edit, and a diffable data source says no by default). Nothing else is\n"
        case 3060: "/// edited: the list never enters editing mode and no row is committed.\n"
        case 3061: "override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {\n"
        case 3062: "/// Rows are editable, so that UIKit offers their swipe actions and, in edit mode, the delete\n"
        case 3063: "/// control (a diffable data source says no by default). The delegate's editing style says which\n"
        case 3064: "/// rows show the control.\n"
        case 3065: "/// Gets each delete a person confirmed (`editing.delete`), with where the row is now.\n"
        case 3066: "var onCommitDelete: ((IndexPath) -> Void)?\n\n"
        case 3067: "/// A person confirmed a row's delete control: the controller fires the event for the row there now.\n"
        case 3068: "override func tableView(\n"
        case 3069: "onCommitDelete?(indexPath)\n"
        case 3070: "makesRowsEditable"
        case 3071: "/// Rows can be dragged in editing mode.\n"
        default: ""
        }
    }

    private static func string24(_ index: Int) -> String {
        switch index {
        case 3072: "override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {\n"
        case 3073: "/// The table moved the row on screen; super makes the snapshot match, then the controller's\n"
        case 3074: "/// store takes the move.\n"
        case 3075: "super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)\n"
        case 3076: "/// The section an index title jumps to, from the controller's row store.\n"
        case 3077: "var sectionForIndexTitle: (String, Int) -> Int = { _, _ in 0 }\n\n"
        case 3078: "override func sectionIndexTitles(for tableView: UITableView) -> [String]? {\n"
        case 3079: "sectionForIndexTitle(title, index)\n"
        case 3080: "needsDataSourceSubclass"
        case 3081: "private typealias DataSource = "
        case 3082: ">\n"
        case 3083: "/// Created when the view loads.\n"
        case 3084: "private var dataSource: DataSource?\n"
        case 3085: "/// Every row, by section and stable ID: what the list shows, and what taps are resolved against.\n"
        case 3086: "private let store = ListRowStore<"
        case 3087: "/// Its sections come from the rows' `"
        case 3088: "` (`"
        case 3089: "private let store: ListRowStore<"
        case 3090: "/// The calendar, with its time zone and locale, that groups the rows into sections and formats\n"
        case 3091: "/// their titles. Given when the controller is created: every row's section depends on it.\n"
        case 3092: "let calendar: Calendar\n"
        case 3093: "/// The time now, read each time a section's title is shown (\"Today\", \"Yesterday\"). Replace it to\n"
        case 3094: "/// show the list at another time (a test rolling the clock past midnight); `setRows` reloads the\n"
        case 3095: "/// sections, so that their titles are read again.\n"
        case 3096: "var now: () -> Date = { Date() }\n"
        case 3097: " screen: a list whose cells carry buttons, each tap routed with its own row.\n"
        case 3098: "/// Rows are identified by stable IDs. A tap is resolved to its row when it happens, from the\n"
        case 3099: "/// current data, so it reaches the right row after cell reuse and after any insert, delete or\n"
        case 3100: "/// move made through the mutation API below.\n"
        case 3101: ": UIViewController {\n"
        case 3102: "/// The list. Configure its appearance freely; the controller owns its data source.\n"
        case 3103: "listViewType"
        case 3104: "/// Performs navigation for routed taps.\n"
        case 3105: "private let router: any "
        case 3106: "hasRoutes"
        case 3107: "/// Loads the rows' images from their URLs, for the cells that show them.\n"
        case 3108: "private let imageLoader: any ListImageLoader\n"
        case 3109: "/// Performs taps whose event has no route. Weak: the handler usually owns this controller.\n"
        case 3110: "weak var actionHandler: (any "
        case 3111: ")?\n"
        case 3112: "hasActions"
        case 3113: "/// Called with the rows that `setRows`, `insert` or `append` dropped because their ID was\n"
        case 3114: "/// already in the list, or earlier in the same call: the first row with an ID wins, the rest\n"
        case 3115: "/// are dropped. The default stops a debug build (`assertionFailure`) and does nothing in a\n"
        case 3116: "/// release build; set it to log or count the drops (lists fed by a server do get duplicates).\n"
        case 3117: "var onDuplicateRows: (["
        case 3118: "]) -> Void = { rows in\n"
        case 3119: "assertionFailure(\"dropped \\(rows.count) row(s) with an ID already in the list: \\(rows.map(\\.id))\")\n"
        case 3120: "/// The app's hook for customising the screen without editing generated code or subclassing:\n"
        case 3121: "/// called with this controller once its view has loaded, after listgen has set up the list\n"
        case 3122: "/// and its data source: at the end of `viewDidLoad()`, or at once when set after the view\n"
        case 3123: "/// loaded. Use it for the navigation item, a search controller, a header view, the list's\n"
        case 3124: "/// appearance. Leave the data source, the delegate wiring and the rows to the controller\n"
        case 3125: "/// (change rows through its mutation API).\n"
        case 3126: "var onViewDidLoad: (("
        case 3127: "if isViewLoaded {\n"
        case 3128: "onViewDidLoad?(self)\n"
        case 3129: "ViewController-storage"
        case 3130: "/// Creates the screen. Navigation goes through `router`"
        case 3131: "; images from URLs load through `imageLoader`"
        case 3132: "init(router: any "
        case 3133: ", imageLoader: any ListImageLoader"
        case 3134: ", calendar: Calendar = .current"
        case 3135: "self.router = router\n"
        case 3136: "/// Creates the screen"
        case 3137: "init("
        case 3138: "imageLoader: any ListImageLoader"
        case 3139: "calendar: Calendar = .current"
        case 3140: "self.calendar = calendar\n"
        case 3141: "store = ListRowStore(sections: "
        case 3142: ".fromRows(in: calendar))\n"
        case 3143: "self.imageLoader = imageLoader\n"
        case 3144: " = UITableView(frame: .zero, style: ."
        case 3145: "listStyle"
        case 3146: "var layout = UICollectionLayoutListConfiguration(appearance: ."
        case 3147: "layout.headerMode = ."
        case 3148: "headerMode"
        case 3149: "layout.showsSeparators = false\n"
        case 3150: "hidesSeparators"
        case 3151: "layout.footerMode = .supplementary\n"
        case 3152: "hasFooterBands"
        case 3153: " = UICollectionView(\n"
        case 3154: "frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))\n"
        case 3155: "super.init(nibName: nil, bundle: nil)\n"
        case 3156: "// The list layout's swipe-action providers call this controller, which exists only now: the\n"
        case 3157: "// layout is made again with them.\n"
        case 3158: "layout."
        case 3159: "listProviderName"
        case 3160: " = { [weak self] indexPath in\n"
        case 3161: ".collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)\n"
        case 3162: "remakesListLayout"
        case 3163: "// Each section gets its own list configuration: a header (or footer) band only where the section\n"
        case 3164: "// has a title (or footer) and shows it. The layout asks when it lays a section out; the rows'\n"
        case 3165: "// changes reload a section whose header and footer appear or go.\n"
        case 3166: ".collectionViewLayout = UICollectionViewCompositionalLayout {\n"
        case 3167: "[weak self, layout] index, environment in\n"
        case 3168: "var configuration = layout\n"
        case 3169: "let section = self?.titledSection(at: index)\n"
        case 3170: "configuration."
        case 3171: "modeProperty"
        case 3172: "bandCondition"
        case 3173: " ? .supplementary : .none\n"
        case 3174: "return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)\n"
        case 3175: "usesSectionProvider"
        case 3176: "// The paging footer: one boundary supplementary item of the whole layout, after every section,\n"
        case 3177: "// so that no row's index path changes.\n"
        case 3178: "let pageFooterLayout = UICollectionViewCompositionalLayoutConfiguration()\n"
        case 3179: "let pageFooterSize = NSCollectionLayoutSize(\n"
        case 3180: "widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))\n"
        case 3181: "pageFooterLayout.boundarySupplementaryItems = [\n"
        case 3182: "NSCollectionLayoutBoundarySupplementaryItem(\n"
        case 3183: "layoutSize: pageFooterSize, elementKind: ListPageFooter.elementKind, alignment: .bottom)\n"
        case 3184: "(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration = pageFooterLayout\n"
        case 3185: "store.onDuplicateRows = { [weak self] rows in self?.onDuplicateRows(rows) }\n"
        case 3186: "store.selection.isPersistent = true\n"
        case 3187: "store.batchSelection.isEnabled = true\n"
        case 3188: "store.batchSelection.onChange = { [weak self] in self?.updateBatchButtons() }\n"
        case 3189: "store.searchPredicate = Self.matchesSearch\n"
        case 3190: "store.showsHeaderAndFooter = { section, rowCount in section.showsHeaderAndFooter(withRowCount: rowCount) }\n"
        case 3191: "// `indexTitles: true`: the section index shows each section's header title while it shows rows.\n"
        case 3192: "store.indexTitle = { section, _ in section.title }\n"
        case 3193: "store.indexTitle = { [weak self] section, firstRow in\n"
        case 3194: "self.map { section.title(firstRow: firstRow, now: $0.now(), calendar: $0.calendar) }\n"
        case 3195: "store.onChange = { [weak self] in self?.updateEmptyState() }\n"
        case 3196: "store.onChange = { [weak self] in\n"
        case 3197: "self?.updateEmptyState()\n"
        case 3198: "self?.updateSectionViews()\n"
        case 3199: "title = "
        default: ""
        }
    }

    private static func string25(_ index: Int) -> String {
        switch index {
        case 3200: "override func loadView() {\n"
        case 3201: "view = "
        case 3202: "override func viewDidLoad() {\n"
        case 3203: "super.viewDidLoad()\n"
        case 3204: "// No event is a tap on the row itself (the buttons are the actions), so rows are not\n"
        case 3205: "// selectable: a tap beside the buttons highlights nothing.\n"
        case 3206: ".allowsSelection = false\n"
        case 3207: "// Row taps: the delegate lets only rows of a cell kind with `select` be selected.\n"
        case 3208: "// Swipe actions and context menus come through the delegate.\n"
        case 3209: "// Which rows show a delete control in edit mode comes through the delegate.\n"
        case 3210: "// `editing.multiSelect`: in edit mode several rows can be selected, for the toolbar's batch buttons\n"
        case 3211: "// (enabled while one is).\n"
        case 3212: "listFlagStatements"
        case 3213: "toolbarItems = batchButtons\n"
        case 3214: "// `separators: false`\n"
        case 3215: ".separatorStyle = .none\n"
        case 3216: ".register("
        case 3217: ".self, forCellReuseIdentifier: "
        case 3218: ".reuseIdentifier)\n"
        case 3219: "// Section header and footer views come from the delegate.\n"
        case 3220: "setsTableDelegate"
        case 3221: ".register(\n"
        case 3222: "UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "
        case 3223: "ViewController-load"
        case 3224: "ViewController-feed-load"
        case 3225: "setUpSearch()\n"
        case 3226: "ViewController-rows"
        case 3227: "guard let section = "
        case 3228: "(rawValue: index),\n"
        case 3229: "section.showsHeaderAndFooter(withRowCount: "
        case 3230: "sectionRowCountExpression"
        case 3231: "guard let section = store.section(at: index),\n"
        case 3232: "section.showsHeaderAndFooter(withRowCount: store.rowCount(inSection: index))\n"
        case 3233: "looksUpTitledSections"
        case 3234: "/// The header title of the section at `index` now, or nil when there is no such section or it\n"
        case 3235: "/// shows no rows (during a search): worked out each time the list asks, from its first row,\n"
        case 3236: "/// `now()` and `calendar`.\n"
        case 3237: "func title(ofSectionAt index: Int) -> String? {\n"
        case 3238: "guard let section = titledSection(at: index), let firstRow = store.rows(in: section).first else { return nil }\n"
        case 3239: "return section.title(firstRow: firstRow, now: now(), calendar: calendar)\n"
        case 3240: "ViewController-feed"
        case 3241: "ViewController-search"
        case 3242: "ViewController-section-views"
        case 3243: "// MARK: - Taps\n"
        case 3244: "/// Handles a toggle of the "
        case 3245: " switch of the row now at `indexPath`; `isOn` is its new value.\n"
        case 3246: "/// Handles a tap on the "
        case 3247: " button of the row now at `indexPath`.\n"
        case 3248: "/// Handles the "
        case 3249: " event (a swipe action, menu item or accessibility action) of the\n"
        case 3250: "/// row now at `indexPath`.\n"
        case 3251: "/// The row is looked up now, from the current data, never from when the cell was configured.\n"
        case 3252: "/// A popover or action sheet points at the row's "
        case 3253: " button, in the cell that shows the row\n"
        case 3254: "/// when the tap acts (else at that cell, else at the list).\n"
        case 3255: "/// It asks first, as its `confirm` says (an alert or an action sheet); the row is looked up again, by\n"
        case 3256: "/// its ID, when the user confirms.\n"
        case 3257: "asksFirst"
        case 3258: "at indexPath: IndexPath) {\n"
        case 3259: "// Looked up again, by ID: the row may have moved, or gone, while the alert was up.\n"
        case 3260: "singleLookup"
        case 3261: "valueArgument"
        case 3262: "caseBinding"
        case 3263: "guard let self, let indexPath = self.indexPath(forRowID: id),\n"
        case 3264: "lookupBinding"
        case 3265: "? = self.row(at: indexPath)\n"
        case 3266: "modelBinding"
        case 3267: "handles"
        case 3268: "ViewController-selection"
        case 3269: "ViewController-confirmation"
        case 3270: "ViewController-anchors"
        case 3271: "/// The route of "
        case 3272: ", chosen by the row's `"
        case 3273: "` as it is at the tap.\n"
        case 3274: "(_ "
        case 3275: "if "
        case 3276: " { return "
        case 3277: "defaultRouteExpression"
        case 3278: "routeChoices"
        case 3279: "ViewController-placements"
        case 3280: "ViewController-editing"
        case 3281: "// MARK: - Cells\n"
        case 3282: "ViewController-cells"
        case 3283: "ViewController-conformances"
        case 3284: "ViewController-selection-conformance"
        case 3285: "ViewController-feed-conformance"
        case 3286: "ViewController-search-conformance"
        case 3287: "ViewController-placement-conformance"
        case 3288: "ViewController-editing-conformance"
        case 3289: "ViewController-section-views-conformance"
        case 3290: "// Generated by listgen from "
        case 3291: ". Do not edit: change the spec and run listgen again.\n\n"
        case 3292: "safariServicesModule"
        case 3293: "importsSafariServices"
        case 3294: "framework"
        default: ""
        }
    }
}

private var code_Action_swift_mustache: StaticString {
        """
        L@tAVEBBCBYtDL@VEBBECAtFVEBBGC]tHSDASDAgALItJVDAKEItLLItMVDANFJtOVDAPFWVEAQFdAtRSEBZ[HAiASDAYIAaALIt\
        TVDAKJMtULItMVDANKJtVVEBBWKXtXSFB_`ANA]SDA^OAVSDA]PAOLIt\\LItMVC@RJtLL@taAL@tbAVFBBCXaAtcAL@tdAL@VEB\
        BEZAteAVGBBfAZaAtgALIthALItiAVFBBjA\\JtkAVGBBlA\\wAtmAVFBBG\\fCtRL@tnA
        """
}

private var code_Cell_content_mustache: StaticString {
        """
        SEArBBAsHL@toAVGBpACCbAtqAVGBpAPC`BtrAL@tsAL@ttAL@tuAL@tvASEAxAGZCtwAtyAL@tzAL@tdAL@VEBBEJAteAVFA{AJ\
        aAt|ALIt}ALIt~ALIt\u{7f}AVGBpA`BMPtaBLItbBVGBpA`BNQtcBVGBpAPNiAtRLItdBLIteBSEAxAQA`BLItfBVGBpA`BR^tg\
        BLIthBLItiBVGBpA`BTYtcBVGBpAPTqAtjBVHBpAkBT`CtlBSEAqBVA\\LItTVDAKWMtmBLItnBVEAoBXItpBL@taA
        """
}

private var code_Cell_swift_mustache: StaticString {
        """
        SEApABAthDPfsBACASEAdCDAcFL@ttBVEACEdAtuBL@tdAL@VEBBEGAteAVFAvBGaAtgASEAcCHAjDSEA{BIAfALItTVDAKJMtwB\
        LItiAVEAxBKJtyBVFAzBKoAtRIEA{BMArBSEA`CNA\\LItTVDAKOMt|BSFA~BOxACt}Bt\u{7f}BIEA`CQAMLItTVDAKRMtaCLIt\
        iAVEAxBTJtbCVFAzBTaAtRL@taAL@teCVDAPZPtfCL@tsAL@tgCL@thCL@tiCSEAmC_ATL@tsAL@tjCL@tkCL@tlCSFArBeAAeAL\
        @tsAL@tnCVFAoCgAStpCL@tqCVFA{AhAStrCSFAyCjAAeAL@tsAL@tsCL@ttCVGAuCmAoAtvCL@twCL@txCL@VFBBEqAAtzCVFAC\
        qAdAtcBVGA{CqAnAt|CSFAeDrAAkALIt}CLIt~CVGA\u{7f}CtAbAt`DLItaDLItbDLcDtdDLItaASFApD|AAmESFAcC}AAaESFA\
        {B~AAiALItfDVFAK\u{7f}AlAtgDLIVFBBE`BEtnBVGAhD`B`AtiDIFA{BbBAdCSFA`CcBAdALItjDVEAKdBYtkDSGA~BdByACtl\
        Dt\u{7f}BLItmDIFA`CgBATLItjDVEAKhBYtnDLItmDLIVFBBEkBEtnBVGAhDkB`AtoDtLSFAdCpBA^LItqDLIVFBBErBEtrDVGA\
        vBrBtAtsDLIttDLItuDVFAkBvB]tvDSHBcEdEwBAvBLItwDVFAxDxB_tyDLItzDVIBpAkByBkAt{DLIt|DVFAxDzBTt}DLIt~DSF\
        AbE|BAULIt\u{7f}DLIt`EVGAaE~BdAtLSHBcEqEaCArBSFApEbCAhBLIteEVFAxDcCZtfELItgELIthELcDtiELcDtjELcDtkEL\
        cDtlEVGAmEiCdAtLLcDtnELItoESFAyCnCAJLItrELItsESFArBrCAuCLIttEVFAoCsCOtuELItvEVGA{AtCdAtuBLItwEVFA{Au\
        CWtxEVGAoCuCjAtyESFAxAvCAnALItzELIt{EVIBpAkBxCmAt{DLIt|ELIt}EVGBpAPzC[tvDSFAqF}CAsFSFA`C~CA\u{7f}DIH\
        BpAfF\u{7f}CAwBSFA{B`DA`ALIteEVFA~EaDZt\u{7f}ELIt`FVFAoBbDQtaFIFA{BdDAcALItTVEAKeDMtbFLItcFLItdFVFAo\
        BgDIteFSHBpAfFjDApALItgFVEAKkDUthFLItiFLItnBVFAoBmDItjFVGAoBmDlAtkFSFAoFpDA`ALItlFVFAKqDjAtmFLItnFVF\
        AoFrDQtpFSFAuFuDAOLItrFLItsFLIttFtLSFAeD{DA~ALIVFBBE|DEtvFLcDtwFSFAfF~DAFLcDtxFSFAzFaEANLcDVFAyFbEIt\
        yELItnASFA}FfEA~ALIVFBBEgEEt{FLcDt|FSFAfFiEAFLcDtxFSFAzFlEANLcDVFAyFmEItyELItnAtLLIt~FVFACrEjAt\
        \u{7f}FLIVFBBEsEEt`GLcDtaGVEACtEUt\u{7f}FLItaALIt\u{7f}AVFA`BwEPtbGLItcGLIVFBBEyEEtdGVGA`ByEpAtcBVFA\
        PyEcBteGLcDtfGVFA`BzEQtgGSFAfF{EAtALcDthGVFA`B|EVtRSFArB}EA[SFAxA~EARLcDtiGVHBpA`B\u{7f}ETtLIFAfFcFA\
        qOIHBcElGdFAZLcDVFAjGeFItxEVHBcEkGeF]tLSHBcElGgFAqELcDtmGVHBcEkGhFWtLSFAcEiFAlCSFApGjFAPLcDtnGVFAoGk\
        FXtLSFAsGmFAQLcDtqGVGArGnFaAtLSFAuGpFAPLcDttGVFAuGqFYtLSFAxGsFAWLcDtvGLcDtwGVGAxGuFhAtLLcDVFAjGxFIty\
        GSHBcEdEyFAPLcDtzGVFA{GzFTtLSHBcE~G}FAXLcDt|GLcDt}GVHBcE~G\u{7f}F\\tLSHBcEqEaGA`GLcDt\u{7f}GSFApEcGA\
        VLcDt`HVFAaHdG[tLLcDtbHSHBpAeDgGA\u{7f}ASFAdHhGAPLcDtcHVFAdHiGYtLSFApEkGA]LcDteHLcDtfHLcDtgHVFAhHnGY\
        tiHSHBpA}FqGAdCLcDtjHLcDtkHVGAlHsGcBtmHLcDtnHSFApEuGA^LcDtoHLpHtqHVGAhHwGgBtrHLcDtsHSFAvHzGAPLcDttHV\
        FAuH{GVtRLcDtwHSFAyHaHASLcDtxHLcDVFAyHcHItLSFA\u{7f}HeHAyCSFAqFfHAoCSFA`CgHAdBSFA{HhHAYLcDVFAoBiHItz\
        HVGA{HiHdAtLSFA}HkHAYLcDVFAoBlHIt|HVGA}HlHcAtLSFAoFoHAXLcDVFAoFpHItxEVFA~HpH[tLSFAqFtHAfASFA~EuHA]Lc\
        Dt`ILcDVFAoBwHItaIVD@wH^tbISFAqFzHAxDSFAmI{HAnDLcDtcISFAeI}HAYLcDVFAoB~HItdIVGAeI~HoAtLSFAgI`IAYLcDV\
        FAoBaIItfIVGAgIaIcBtRSFAiIcIAYLcDVFAoBdIIthIVGAiIdImAtLSFAlIfIAYLcDVFAjIgIItkIVGAlIgIhAtLSFAuFkIAFLc\
        DtnILItaALIVFBBEpIEtoILcDtpISFApDrIAWSFAcCsIANLcDVFAhDtIItqISFAdCwIAFLcDtrIIFAfFzIALLcDtsILcDttILcDt\
        uISHBcEdE\u{7f}IARLcDtvILcDtwILcDtxISFArBdJA[SFAxAeJARLcDtyILcDtzILcDt{ISFAfFkJAFLcDt|ISFAqFnJAWSFA{\
        BoJANLcDVFAoBpJIt}ISFA\u{7f}HsJAyBSFAqFtJAoBSFA`CuJAnASFA{HvJANLcDVFAoBwJIt~ISFA}HyJANLcDVFAoBzJIt\
        \u{7f}ISFAoF}JANLcDVFAoF~JItpFSFAuFbKAFLcDtnILItnASHBcEdEfKAkCtLLIt`JLItaJLItbJLItcJLcDtdJLcDteJLpHt\
        fJLcDtnALItaALItgJLIthJLcDtiJVHBpAjGtK]tjJLcDtkJLcDVHBpAjGvKItyGLItnASFArByKAlASFAxAzKAbAtLLItlJLItm\
        JLItcJLcDtnJLcDtoJLItnASFAuFdLAiCtLLItpJLItqJLcDtrJSFAwJiLApALpHVFAsJjLMIFAuJjL]CttJSGAuJjLtAMIGAvJj\
        L\u{7f}ACttJtLLcDtmHLcDtxJLpHtyJLpHtzJLItnASFAzFrLAucASFAcCsLApHtLSFA{BuLApCLIt{JVFAKvLaAt|JLIt}JVFA\
        ~JwLRt\u{7f}JSHBpApDxLAYLcDVFAhDyLIt`KVFAoByLZtaKSHBpAdC{LA\\LcDtbKVFAxB|LStOVGAoB|LaAtcKLItnAIFA{B`\
        MAjDSFA`CaMA_LItdKVEAKbM^teKSGA~BbMtACtfKt\u{7f}BIFA`CdMAOLItgKVEAKeMUthKLIt}JVFA~JgMRt\u{7f}JSHBpAp\
        DhMANLcDVFAhDiMItiKSHBpAdCkMAQLcDtbKVFAxBlMStjKLItnAtLSFAmKrMAJLItkKLItlKIFAmKvMAJLItnKLItoKLIt}JVFA\
        yFzMRt\u{7f}JSFAqF{MAhISFA`C|MA~HIFA{B}MAqDIHBpAfF~MAeDLcDtnBVFApK\u{7f}MMtqKSFAtK`NAYLcDVFApKaNItrK\
        VGAsKaNgAtLSFAwKcNAYLcDVFApKdNItuKVGAvKdN{AtRSFAyKfNANLcDVFApKgNItxKLcDVFAoBiNItzKVGApKiNhAtLSFA{KlN\
        AYLcDVFAoBmNIthIVGAmEmNmAtLLcDVFAoBoNIt|KVGA}KoNrAtLSFA{BpNAZLcDVFAoBqNIt~KVGA~JqNdBt\u{7f}KIFA{BsNA\
        ZLcDVFAoBtNIt~KVGA~JtNdBt`LtLSFAmCyNAxCLcDVFAaLzNItbLSFAwJ{NAzBLpHtcLVGAmE|NoAtdLLeLtfLLeLtgLVFA~J~N\
        VtyELeLthLLpHtiLIFAuJ`ONCttJSGAuJ`OeAMIGAvJ`OpACttJtLLcDtmHSFAuFdOAFLcDtnISFAyCgOAgFLcDtjLSFAnLiOAmB\
        LpHtkLSEAYjOYVVGAoBjOeAIGAuJjOsACtlLtmLIGAuJjOyBCttJSGAuJjOpCMIGAvJjO{CCttJtLLcDtXLcDtoLLcDtpLLcDtqL\
        LcDtrLLcDtsLLcDttLLcDtuLLcDtvLLcDtwLLpHtxLLpHtyLLpHtzLLpHt{LLpHt|LLpHt}LLpHt~LLcDtXIFAyC\u{7f}OAmBSF\
        AmK`PAcBIFAfFaPAyALcDt\u{7f}LSFAYbPvAVVGAoBbPbBIGAuJbPpBCtlLtXLcDt`MLcDtaMLcDtbMLItnASFAyCjPAiAtLLIt\
        cMLItdMLcDteMLcDtfMLcDtgMLcDthMLItnASFArBuPAqBtLLItiMVFAoCwPTtjMLItkMLcDtlMLcDtmMLcDtvLLcDtwLLpHtnML\
        pHtoMLpHtpMLpHtqMLcDtXLItnAL@tnA
        """
}

private var code_ListRowStore_anchors_mustache: StaticString {
        """
        tLL@trML@tsML@ttML@tuML@tvML@twML@txML@tyML@tzML@tdAL@VEA{MNAt|MLIt}MLIt~MLIVEA{MQEt\u{7f}MLIt`NLIta\
        NLIVEA{MUEtbNLItcNLIVEA{MXEtdNLcDteNLcDtfNLItaALItgNLIVEA{M^EthNLcDtiNLcDtjNLItaALItkNLItlNLItmNLItn\
        NLIVFA{MgAEtoNLcDtpNLcDtqNLpHtrNLeLtsNLpHttNLeLtuNLpHtnALcDttNLpHtvNLpHtwNLcDtnALItnAL@tnA
        """
}

private var code_ListRowStore_collapse_mustache: StaticString {
        """
        tLL@txNL@tyNLItzNLIt{NLIt|NLIt}NLIt~NLIt\u{7f}NLIt`OLItaOLcDtbOLcDtcOLpHtdOLpHteOLpHtfOLcDtnALcDtgOL\
        pHthOLpHtiOLcDttNLpHtjOLpHtkOLcDtnALItaALItlOLItmOLItnOLcDtoOLcDtpOLcDtqOLItnAL@tnA
        """
}

private var code_ListRowStore_images_mustache: StaticString {
        """
        tLL@trOL@tsOL@ttOL@tuOL@tsAL@tvOL@twOL@txOL@tyOL@tdAL@VEA{MNAtzOLIt{OLIt|OLcDt}OLIt~OL@taAL@t\u{7f}O\
        L@t`PL@tdAL@VEA{MXAtaPLItbPLItcPL@taAL@tdPL@tePL@tsAL@tfPL@tgPL@thPL@tiPL@tdAL@tjPLItkPLItlPLItmPLIt\
        nPLItoPLItpPLItqPLItrPLItsPLIttPLItuPLcDtvPLcDtwPLItaALItxPLItyPLItzPLIt{PLIt|PLcDt}PLcDt~PLIt\u{7f}\
        PLcDt`QLcDtaQLcDtbQLcDtcQLcDtdQLpHteQLpHtfQLpHtgQLeLthQLeLtfOLpHtnALpHtiQLpHtjQLcDtnALcDtkQLcDtlQLIt\
        aALItmQLItnQLIt|PLcDtoQLcDtpQLIt\u{7f}PLcDtqQLcDtrQLItaALItsQLIttQLItuQLcDtvQLcDtwQLcDtxQLcDtyQLItnA\
        L@taAL@tzQL@t{QL@t|QL@t}QL@t~QL@tdAL@VFA{MkCAt\u{7f}QLIt`RLIVFA{MmCEtaRLItbRLItcRLItdRLIteRLcDtfRLcD\
        tgRLcDthRLItaALItiRLItjRLItkRLIVFA{M{CEtlRLcDtmRLcDtnRLItnAL@taAL@toRL@tpRL@tdAL@tqRLItrRLItsRLIttRL\
        ItuRLItrPLItvRLItwRLcDtfRLcDtxRLItaALItyRLItzRLcDt{RLcDt|RLcDt}RLcDt~RLItaALIt\u{7f}RLIt`SLItuQLcDta\
        SLcDtuILItnAL@tnA
        """
}

private var code_ListRowStore_search_mustache: StaticString {
        """
        tLL@tbSL@tcSL@tdSL@teSL@VEA{MHAtfSLItgSLIVEA{MJEthSLItiSLIVEA{MLEtjSLIVEA{MNEtkSLcDtlSLcDtmSLItaALIt\
        nSLItoSLIVEA{MUEtpSLcDtqSLcDtrSLcDtsSLcDttSLItnAL@taAL@tuSL@tvSL@tdAL@twSLItxSLItySLItzSLIt{SLIt|SLI\
        t}SLIt~SLIt\u{7f}SLIt`TLItaTLItbTLcDtcTLcDtdTLcDteTLItnAL@taAL@tyNLItfTLItgTLIthTLItiTLItjTLcDtkTLIt\
        aALItlTLItmTLcDtnTLcDtoTLpHtpTLpHtqTLcDtnALItaALItrTLItsTLIttTLcDtuTLcDtvTLpHtwTLpHtxTLcDtnALItaALIt\
        yTLItzTLIt{TLIt|TLcDt}TLcDt~TLItnAL@tnA
        """
}

private var code_ListRowStore_selection_mustache: StaticString {
        """
        tLL@t\u{7f}TL@t`UL@taUL@tbULItcULItdULIteULItfULItgULIthUL@taAL@tiUL@tjUL@tkULItlULItmULItnULItoULIt\
        pULItqULItrULItsULIttULItuUL@taAL@tyNLItvULItwULItxULItyULItzULIt{ULcDt|ULcDt}ULcDt~ULcDt\u{7f}ULcDt\
        `VLItaALItaVLItbVLItcVLItdVLIteVLcDtfVLcDtgVLItaALIthVLItiVLcDtjVLcDtkVLcDtlVLItaALItmVLItnVLcDtoVLc\
        DtpVLcDtlVLItaALItqVLItrVLItsVLIttVLItuVLItvVLItwVLItxVLItyVLItzVLIt{VLcDt|VLcDt}VLcDt~VLcDt\u{7f}VL\
        cDt`WLpHt\u{7f}ULcDttNLpHtaWLcDtnALcDtbWLItaALItcWLItdWLIteWLItfWLItgWLIthWLItiWLcDtjWLpHtkWLpHtlWLc\
        DtnALcDtmWLpHtnWLpHtoWLpHtlVLcDtnALcDtpWLcDtqWLpHt}VLpHtrWLcDttNLpHtsWLpHttWLcDtnALcDtuWLItaALItvWLI\
        twWLItxWLcDtyWLcDtzWLcDt{WLcDt|WLcDtnALItaALIt}WLIt~WLcDt\u{7f}WLcDt`XLcDtaXLcDtbXLcDtcXLcDtnALItaAL\
        ItdXLIteXLcDtfXLcDtgXLcDthXLpHtiXLcDtnALItaALItjXLItkXLItlXLcDtmXLcDtnXLcDtoXLcDthXLpHtpXLcDtnALItnA\
        L@tnA
        """
}

private var code_ListRowStore_swift_mustache: StaticString {
        """
        L@tqXL@trXL@tsXL@tsAL@ttXL@tuXL@tvXL@twXL@txXL@tyXL@tzXL@t{XL@t|XL@t}XL@t~XL@t\u{7f}XL@t`YL@taYL@tbY\
        L@tcYL@tsAL@tdYL@teYL@tfYL@tgYL@thYL@tiYL@tjYL@tkYL@tlYL@tdAL@tmYL@tnYLItoYLItpYLcDtqYLcDtrYLcDtsYLc\
        DttYLcDtuYLItaALItvYLItwYLcDtxYLcDtyYLcDtzYLcDt{YLpHt|YLpHt}YLpHt~YLpHtnALcDtnALItaALIt\u{7f}YLIt`ZL\
        cDtaZLcDtbZLcDtcZLcDtdZLcDteZLcDtxYLcDtfZLcDtyYLcDtgZLcDthZLpHtiZLcDtjZLpHtkZLcDtaALcDtlZLcDthZLpHtm\
        ZLpHtnZLcDtjZLpHtoZLcDtnALItaALItpZLItqZLcDtrZLcDtsZLcDttZLcDtuZLcDtvZLcDtwZLcDtxZLcDtyZLcDtzZLpHt{Z\
        LcDt|ZLcDt}ZLcDt~ZLcDt\u{7f}ZLpHt`[LpHta[LcDtnALItaALItoYLItb[LItc[LItd[LIte[LItf[LItg[LIth[LIti[LIt\
        j[LItk[LItl[LItm[LItn[LIto[LItp[LItq[LItr[LIts[LItt[LItu[LItuULItv[LItw[LItx[LIty[LItz[LIt{[LIt|[LIt\
        }[LIt~[LIt\u{7f}[LcDt`\\LcDta\\LcDtb\\LcDtc\\LItaALItd\\LIte\\LcDtf\\LcDtg\\LItaALIth\\LIti\\LcDtj\\\
        LcDta[LItaALItk\\LItl\\LItm\\LItn\\LIto\\LItp\\LItq\\LItr\\LIts\\LItt\\LItu\\LItv\\LItw\\LcDtx\\LIta\
        ALIty\\LItz\\LIt{\\LIt|\\LIt}\\LIt~\\LIt\u{7f}\\LIt`]LIta]LcDtb]LcDtc]LItaALItd]LIte]LItf]LItg]LIth]\
        LIti]LItj]LcDtk]LcDtl]LItaALItm]LItn]LcDto]LcDtp]LcDtq]LpHtr]LcDtnALcDts]LItaALItt]LItu]LItv]LItw]LI\
        tx]LIty]LItz]LIt{]LcDt|]LcDt}]LpHt~]LeLt\u{7f}]LpHt`^LpHta^LcDtnALItaALItb^LItc^LItd^LIte^LItf^LItg^\
        LIth^LIti^LcDtj^LcDtk^LcDtl^LcDtm^LcDtn^LItaALIto^LItp^LItq^LcDtr^LItaALIts^LItt^LcDtu^LcDt`^LcDtv^L\
        ItaALItw^LItx^LcDty^LpHtz^LcDtnALcDtg\\LItaALIt{^LIt|^LIt}^LIt~^LcDt\u{7f}^LpHt`_LpHtfOLcDtnALcDta_L\
        ItaALItb_LItc_LItd_LcDte_LpHtf_LpHtfOLcDtnALcDtg_LItaALIth_LIti_LcDtj_LcDtk_LcDtl_LcDtm_LcDtn_LpHto_\
        LeLtp_Lq_tr_Lq_ta[LeLtnALeLts_LeLthLLpHtnALcDtnALcDtt_LcDtu_LcDtv_LpHtw_LpHtx_LpHty_LcDtnALcDtz_LcDt\
        {_LcDt|_LcDt}_LcDt~_LcDt\u{7f}_LpHt``ALpHta`ALpHtb`ALpHtc`ALcDtnALcDtd`ALItaALIte`ALItf`ALItg`ALItsA\
        LIth`ALIti`ALItj`ALcDtk`ALpHtl`ALpHtm`ALeLtn`ALeLtfOLpHtnALpHto`ALpHtp`ALpHtfOLcDtnALcDtq`ALcDtm`ALp\
        Htn`ALpHtfOLcDtnALcDtr`ALpHts`ALpHtt`ALcDtnALItaALItu`ALItv`ALItw`ALItx`ALIty`ALItz`ALcDt\u{7f}^LpHt\
        {`ALpHtfOLcDtnALcDt|`ALcDt}`ALcDtl_LcDt~`ALpHt\u{7f}`ALeLt`aALeLtr_LeLta[LpHtnALpHtaaALcDtnALcDtbaAL\
        pHtcaALeLtdaALeLteaALpHtnALpHtfaALeLtgaALq_thaALq_tiaALeLtnALpHtnALcDtnALcDtd`ALItaALItjaALItkaALItw\
        `ALItlaALcDte_LpHtmaALpHtfOLcDtnALcDt|`ALcDtl_LcDtnaALpHt`aALpHtr_LpHta[LcDtnALcDtoaALpHtpaALeLtqaAL\
        pHtnALcDtnALcDtd`ALItaALItraALItsaALIttaALcDtuaALcDtvaALItaALItwaALItxaALcDtyaALcDtv_LpHtzaALpHtfOLc\
        DtnALcDt{aALpHt|aALpHt}aALcDtnALItaALIt~aALIt\u{7f}aALIt`bALItabALItbbALItcbALcDtdbALpHtebALpHtfbALc\
        DtgbALcDthbALpHtibALpHts`ALcDtnALItaALItjbALItkbALItlbALItmbALcDtnbALcDtobALpHtpbALeLtqbALeLtrbALpHt\
        nALpHtfOLcDtnALcDtsbALpHttbALpHtt`ALcDtnALItaALItubALItvbALcDtwbALcDtxbALcDtybALItaALItzbALIt{bALIt|\
        bALIt}bALIt~bALIt\u{7f}bALIt`cALItacALItbcALcDtccALcDtdcALcDtecALpHtfcALpHtg\\LcDtnALcDtgcALcDt`^LcD\
        thcALcDticALcDtjcALcDtkcALpHtfbALcDtlcALpHtfcALpHtg\\LcDtnALcDtmcALcDtncALcDtocALpHtibALpHts`ALcDtnA\
        LcDtpcALItaALItqcALItrcALItscALIttcALItucALcDtvcALcDtwcALcDtxcALItaALItycALItzcALIt{cALIt|cALcDt}cAL\
        cDt~cALcDt\u{7f}cALpHt`dALpHtfOLcDtnALcDtadALpHtbdALpHtcdALcDtddALcDtedALItaALItfdALItgdALIthdALItid\
        ALItjdALcDtkdALcDtldALIt\u{7f}PLcDtt_LcDtmdALcDtndALcDtodALpHtpdALpHtqdALcDtnALcDtrdALcDtsdALcDttdAL\
        cDtudALcDtvdALcDtwdALcDtxdALpHtydALpHtzdALpHt{dALpHt|dALeLt}dALpHtnALpHt~dALeLt\u{7f}dALpHtnALcDtnAL\
        cDt`eALpHtaeALpHtbeALeLtceALeLtdeALcDt\u{7f}PLpHt``ALpHta`ALpHteeALpHtfeALcDtnALItaALItgeALItheALIts\
        ALItieALItjeALItkeALItleALItmeALItneALItoeALItpeALItqeALItreALItseALcDtteALcDtueALIt\u{7f}PLcDtveALc\
        DtweALcDtxeALpHtyeALpHtzeALcDt{eALpHt|eALpHt}eALcDtnALcDt~eALcDt\u{7f}WLcDt\u{7f}eALpHt`fALcDtafALpH\
        t`fALpHtbfALpHtcfALpHtdfALpHtefALpHtffALpHtgfALpHthfALpHtifALpHtjfALpHtkfALpHtlfALpHtmfALpHtnfALpHto\
        fALpHtpfALpHtqfALeLtrfALeLtsfALeLttfALeLtufALeLtvfALeLtwfALeLtxfALpHtnALcDtyfALpHtzfALeLt`fALeLt{fAL\
        eLt|fALpHtnALpHt}fALpHt`fALpHt~fALpHt\u{7f}fALpHt`gALpHtagALpHtbgALpHtcgALpHtdgALpHtegALeLtfgALq_tgg\
        ALq_thgALq_tigALq_tjgALeLtnALpHtnALpHthfALpHtkgALcDtlgALpHtmgALeLt`fALeLtngALeLt|fALpHtnALpHtmXLpHt`\
        fALpHt~fALpHtogALpHtpgALpHtqgALpHtrgALpHtsgALpHtdgALpHtegALeLttgALq_tugALq_tvgALq_twgALq_txgALeLtnAL\
        pHtnALpHthfALpHtygALcDtnALcDt\u{7f}ULcDtzgALItaALIt{gALIt|gALIt}gALcDt~gALcDt\u{7f}gALcDt`hALcDtahAL\
        cDtbhALpHtchALcDtdhALpHtehALcDtfhALcDtnALItaALItghALIthhALcDtihALcDtjhALpHtkhALItaALItlhALItmhALItnh\
        ALcDtohALcDtphALItaALItqhALItrhALItshALcDtthALcDtuhALcDtvhALcDtwhALcDtxhALcDtyhALcDtzhALpHt|YLpHt{hA\
        LpHt|hALpHtnALcDtnALItaALIt}hALIt~hALIt\u{7f}hALIt`iALItaiALItbiALItciALItdiALIteiALItfiALItgiALIthi\
        ALItiiALItjiALItkiALItliALItmiALcDtniALcDtoiALItaALItpiALItqiALItriALItsiALcDttiALItnALItuiALItviALI\
        twiALItxiALItyiALcDtziALcDtoiALItaALIt{iALIt|iALcDt}iALcDt~iALcDt\u{7f}iALpHt`jALpHtajALpHtbjALeLtcj\
        ALpHtdjALeLtejALpHtnALpHtfjALpHtgjALpHthjALpHtijALpHtjjALpHtkjALpHtljALeLtmjALeLtnjALpHtojALeLtpjALe\
        LtqjALpHtrjALeLtsjALeLtqjALeLttjALeLtujALeLtvjALeLtnALpHtnALcDtnALItaALItwjALItxjALItyjALcDtzjALcDt{\
        jALcDt|jALItaALIt}jALIt~jALIt\u{7f}jALcDt`kALcDtakALcDtbkALcDtckALItaALItdkALItekALItfkALItgkALIthkA\
        LItikALcDtjkALcDtkkALpHtlkALpHtmkALpHtnkALcDtnALItnAL@taAL@tokAL@tpkAL@tqkALItrkALItskALIttkALItukAL\
        ItvkALItwkALItxkALItykALItzkAL@taAL@t{kALIt|kALIt}kALcDt~kALItnAL@tnAPf\u{7f}kAAk[APf`lAAl[APfalAAm[\
        APfblAAn[APfclAAo[A
        """
}

private var code_Model_swift_mustache: StaticString {
        """
        L@tdlAVEBBCBXtelAL@VEBBECAtflAVGBglACC_thlASIBglAjlADAaALIVEBBEEEtnBVEACE`AtcBVGAilAEjAtLSGBBnlAGA}C\
        tLLItklAVGBglACITtllALIVEBBEJEtmlASIBglAjlAKAaALcDVDACLItcBVFAilALSIEAuJL[CttJtLLIt\u{7f}PSIBglAjlAO\
        AWLcDtgLVDACPNtxEVDACPYtLLItnASIBglAtlATAcBtLLItolAVJBglAplAVjAtuBLIVEBBEWEtqlAVJBglArlAWdAtslAVJBgl\
        AplAWwAtkFL@tnA
        """
}

private var code_Route_swift_mustache: StaticString {
        """
        L@tulAVEBBCBOtvlAL@VEBBECAtFVGBBwlAC]tHSFA`mADA}BSFA}lAEA_LItxlAVFAylAFZtzlAVGA{lAFiAt|lAIFA}lAHA^LI\
        t\u{7f}AVFA~lAIPtzlAVGA{lAIfAt|lALItMVFA\u{7f}lAKJtLL@tnA
        """
}

private var code_Router_swift_mustache: StaticString {
        """
        L@tamAVEBBCBXtbmAL@tsAL@tcmAL@tdmAL@tdAL@VEBBEGAteAVHBBemAGaAtgALItfmASGBBimAIALLItgmALIthmALItjmAVG\
        BBwlAM]tkmAVHBBlmAMpBtRL@taAL@tmmAL@tnmAL@tdAL@VEBBESAtzCVHBBomASdAtcBVHBBemAS{At|CSFA`mATAsASFAtmAU\
        AiALIt`FVFApmAVQtqmAVGArmAVmAtsmAVGA~lAVfBtLSGBBvmAYAFLItumAtLLItwmASGBBvmA^ALLItxmALItymALIVFBBEbAE\
        tmlASGA`mAcAAnBSGAtmAdAAcBLcDVEANeAItzmAVGApmAeAVt{mAVHArmAeA|AtsmAVHA~lAeAuBIHA|mAeAhCCttJtLSHBBvmA\
        hAATLcDt}mALpHt~mALcDtnALIt\u{7f}PSGA`mAnAAhASGAtmAoAA^LcDtgLVGApmApANtxEVHApmApA`AtLSHBBvmAsAAGLcDt\
        \u{7f}mALItaALIVFBBExAEtjmAVIBBwlAxAtAtkmAVIBBlmAxAgCt\u{7f}PLcDt`nASGA`mAzAA{GLcDtMVGAanA{ANtbnASGA\
        fnA|AATLpHtcnAVGAdnA}ARtenASGAknA\u{7f}AA`ALpHtgnAVGAhnA`BUtinAVHAjnA`BqBtRSGApnAbBAwALpHtlnALeLVGAh\
        nAdBQtinAVHAjnAdBmBtmnALeLtnnAVGAonAeBZtRSGAsnAgBATLpHtqnAVGAdnAhBYtrnASGAvnAjBATLpHttnAVGAhnAkB\\tu\
        nASGAxnAmBAGLpHtwnASGAznApBAGLpHtynALcDtnALItnASHBB`oAvBAtAtLLIt{nALIt|nALcDt}nALpHt~nALcDttNLpHt\
        \u{7f}nALcDtnALItnASHBBeoAaCAaAtLLItaoALItboALcDtcoALcDtdoALItnASHBBnoAiCAuBtLLItfoALItgoALIthoALcDt\
        ioALcDtjoALIt\u{7f}PLcDtcoALcDtkoALcDtloALpHtmoALcDtnALcDtdoALItnASHBBimAyCAnAtLLItooALItpoALItqoALc\
        DtroALcDtsoALcDttoALItnASHBB}oAcDAaBtLLItuoALItvoALItwoALItxoALcDtyoALcDtzoALpHt{oALcDtnALcDt|oALItn\
        ASHBBvmApDAaAtLLIt~oALIt\u{7f}oALcDtyoALcDt`pALItnASHBBjpAxDAcBtLLItapALItbpALItcpALcDtdpALpHtepALpH\
        tfpALeLtgpALpHthpALcDtipALItnAL@tnA
        """
}

private var code_Row_swift_mustache: StaticString {
        """
        L@tkpAVEBBCBRtlpAL@VEBBECAtFVGBBmpAC]thlASFAopADAVLItMVFAnpAEJtOVDAPEZtRtLLItppALIVEBBEIEtqpASFAopAJ\
        AXLcDtMVFAnpAKNtOVEAkBK^tRLItaALIVEBBEOEtrpALcDt|YSFAopAQAvALcDtspAVFAnpAROttpAVFA`BRcAtupAVGAnpARxA\
        tOVFA`BRhBtvpALcDtnALItnAL@tnA
        """
}

private var code_ScreenTests_swift_mustache: StaticString {
        """
        L@twpAVFAxpABDtLL@typAVGAzpACpAt{pAL@t|pAL@t}pAL@t~pAL@t\u{7f}pAL@t`qAL@taqAL@tbqASFAdqAKALL@t}pAL@t\
        cqASFAfqAOAML@teqAVC@PFtLtLSFAhqASAML@tgqAVC@THtLSFAjqAVAOtLL@tiqAVC@XRtLtLL@tkqALItlqALItmqALItnqAL\
        @toqAL@tpqASFAGaAvADtqqAtrqAL@tdAL@tzCVGAsqAcAMtcBVGAemAcA_SFAGcAnALtlLVGAfAcA\u{7f}At|CLIttqALItuqA\
        LcDtvqAVGAwlAfATtRSEAGgAIPLcDtwqAVEAGhAUtRLItaALItxqALItyqALItjmAVGAwlAoA]tkmAVHAlmAoAiBt\u{7f}PLcDt\
        zqALItnASEAGrAEuAtLLItiAVFAjAtAJtkAVGAlAtApAtmAVFAGtAxBt\u{7f}PLcDt{qALItnAL@tnASGA}qAyAAnBtLL@t|qAL\
        @tdAL@tzCVGA}qA}AMt~qALIt\u{7f}qALIt`rALcDtarALItaALItbrALcDtcrALItnAL@tnAtLL@tdrAL@terAL@tdAL@tzCVG\
        AfrAlBMt|CLItgrALIthrALcDtirALItaALItjrAVGAsqArBStLLItkrALItlrAVFAlAtBUtLLItmrALItnrAVFAWvBxAtLLItor\
        ALItprALItqrALItrrAVEAW{BPtsrALIttrALIturAVFAW~B{At\u{7f}PLcDtvrALcDtwrALcDtxrAVGAsqAaCXtyELcDtyrALc\
        DtzrAVGA{rAcCVtLSEAGdCIGLcDt|rALcDt}rALcDt~rALcDt\u{7f}rALItaALIt`sALItasALcDtbsALcDtcsAVGAdsAoC\\tR\
        LcDtesALItaALItfsALItgsALcDthsALcDtisALcDtjsALpHt|fALcDtksALpHtlsALpHtmsALcDtnsALpHtosALpHtpsALcDtqs\
        ALpHtrsALpHtssALcDttsALpHtusALpHtvsALcDtwsALpHtxsALeLtysALeLtzsALpHtnALcDt{sALpHt|sALpHt\u{7f}rALcDt\
        nALcDtesALItaALIt}sALIt~sALcDt\u{7f}sALItaALIt`tALItatALcDtbtALcDtctALItnAL@taAL@tdAL@tdtAVFAlA~DIte\
        tAL@tflAVGAftA\u{7f}DHt|CSGAvuA`EEbMLItgtAVGAhtAaELtitALItiAVGAjtAbEJtktALcDtltAVGAfrAcEVtmtAVHAntAc\
        EuAtkFLcDtotAVGAfrAdEVtptALpHtqtALpHtrtALpHtstALpHtttALeLtutALeLVGAvtAjEQtLLeLtwtASGA\u{7f}tAlEQdBLe\
        LtxtALq_tytAVHAztAnEoBtmnALq_t{tAVHAztAoEcAt|tALeLt}tAVFAoBpEVt~tASGAauArEQGLeLt`uASGAouAuEQcCLeLtbu\
        ALq_tcuALduAteuAVHAfuAxEvAtguALq_thuALeLtiuALq_tjuAVHAkuA{EuAtluALq_t{tAVHAmuA|EcAt|tALeLtnuALeLtpuA\
        Lq_tquAVHAruA`FnAtsuALq_ttuAVHAmuAaF`AtuuALpHtnALcDtnALItaASGA}uAgFEgDLItwuALItxuALcDtyuAVFAlAjF\\tv\
        DLcDtbjALpHtltAVGAfrAlFZtmtAVHAntAlFyAtkFLpHtzuALpHtotAVGAfrAnFZtptALeLtqtALpHtnALpHt{uALcDtnALcDt|u\
        ALItnAL@tnASGAevAwFA{BtLL@t~uAVGAftAyFKt|CLIt\u{7f}uAVEAPzFYt`vALItavAVGAbvA{FQtcvAVFAP{F}At|CLcDVGA\
        dvA|FItLLItnAL@tnASGAivA`GAcEtLL@tfvAVHAftAbGuBtgvAL@thvAL@tdAL@teAVGAivAeGJt|CSGAnvAfGEbBLIt\u{7f}u\
        AVEAPgGYtjvAVHAkvAgGuBtlvALItmvALItavAVGAbvAiGQtcvAVFAPiG}AtLL@taAL@t~uAVGAftAmGKtcBVGAivAmGZtovA
        """
}

private var code_Section_swift_mustache: StaticString {
        """
        SFAtxABA\u{7f}ZL@tpvAVEBBCCVtqvAVGArvAC~AtsvAVGAtvACiBtuvAL@tvvAVGArvADgBtwvAL@txvAVGAyvAEgBt\u{7f}B\
        L@VEBBEFAtflAVGBBzvAF_tHLIt{vASGA~vAGaAQt|vAVGArvAG|Bt}vAt\u{7f}BLIVEBBEHEt\u{7f}vAVGA`wAHgAt`DLItaw\
        ALIVEBBEKEtbwAVFBBWKiAtcwASGBBhwALAcBLcDt\u{7f}vAVFA`wAMTtdwALpHtewASFAgwAOAZLpHtMVFAfwAPRtcBVFAdvAP\
        _tLLpHtnAIGBBhwATAZSFAgwAUAQLcDtiwAVFAdvAVUtLLcDtjwAVFAkwAYVtLLItaALItlwASGAowA\\cAJtmwALItnwASGArwA\
        ]cANtpwAVD@]yAtqwASGAtwA]kCDtswAtuwALIVEBBE^EtvwAVFBBW^qAtwwASFAowA_AsBLcDtxwAVHAywA`A~AtkFLcDtzwALp\
        Ht{wALcDt|wALpHt}wAVGA~wAdATtLLcDtnALcDt}wAVGA\u{7f}wAfAPtLSGAtwAhAANLcDVGA\u{7f}wAiAItLSGArwAkAAbCS\
        HBBhwAlAAsALcDt`xASGAgwAnAA\\LcDtMVGAfwAoANtcBVGAaxAoA[tLLcDtnAIHBBhwAsAAXSGAgwAtAANLcDVGAaxAuAItLLI\
        tnASGA~vAzAAdBtLLItbxALItcxALcDtdxALcDtexALcDtfxALcDtgxALcDVGAhxAbBItLLcDtixALItnAtLLItjxALItkxALItl\
        xALcDtmxALItaALItnxAVHAyvAmByBt\u{7f}BLItoxAVIBBzvAnBaBtlLVGBBWnByBtpxALcDtqxAVIBBzvAoB`AtrxAVHAsxAo\
        BfCtRLItnAL@tnAIGAtxAsBAsVL@tuxAVFBBCtBYtvxAL@VFBBEuBAtFVHBBzvAuB]twxASGAxxAvBAMLItMVEANwBJtLtLLItyx\
        ALIVFBBE{BEtzxASHBB{xA|BArALcDt|YSGAxxA~BA\\LcDtspAVEAN\u{7f}BOtcBVGAaxA\u{7f}B]tLLcDtnAIHBB{xAcCAGL\
        cDt|xALItnASHBB`yAgCAmBtLLIt}xALIVFBBEjCEt~xALcDt|YSGAxxAlCA\\LcDtspAVEANmCOtcBVGA\u{7f}xAmC]tLLcDtn\
        ALItnASGAoyArCAgJSGAfyAsCAbCtLLItayALIVFBBEvCEtbyALcDt|YSGAxxAxCApALcDtspAVEANyCOtcBSGAdyAyC]DtcyAIH\
        AdyAyCeBDteyAtLLcDtnALItnASGAjyA~CAbCtLLItgyALIVFBBEaDEthyALcDt|YSGAxxAcDApALcDtspAVEANdDOtcBSGAiyAd\
        D]DtcyAIHAiyAdDeBDteyAtLLcDtnALItnASGAnyAiDAbCtLLItkyALIVFBBElDEtlyALcDt|YSGAxxAnDApALcDtspAVEANoDOt\
        cBSGAmyAoD]DtcyAIHAmyAoDeBDteyAtLLcDtnALItnASHBBtyAuDAiCtLLItpyALItqyALItlxASHBBsyAzDArALcDt|YSGAxxA\
        |DA\\LcDtspAVEAN}DOtcBVGAryA}D]tLLcDtnAIHBBsyAaEAGLcDtmxALItnAL@tnA
        """
}

private var code_Strings_swift_mustache: StaticString {
        """
        SFAhzABAnFL@tTVEBBCCItuyAVGAvyACuBtLL@twyAL@tFVFAxyAEFt|CSFAgzAFApDIEAvJGABtLLItJVFAyyAJItLLItzyAVFA\
        {yAKPt|yALcDt}yALpHt~yAVFA\u{7f}yAMXtmnALpHt`zAVFAazAN[tmnALpHtbzAVFAvyAOTtmnASFAdzAPAGLpHtczALpHtez\
        AVFAfzASVtRLItnAL@tnA
        """
}

private var code_ViewController_anchors_mustache: StaticString {
        """
        SFAc{ABAiHtLLItrMLItizALItjzALItkzALItlzALItmzALItnzALcDtozAVFApzALZtqzAVGArzALkAtszALpHttzAVGApzAMk\
        AtRLcDtnALcDtuzALpHtvzALcDtnALcDtwzALItnASEAqFTA}CSFAb{AUAsCtLLItxzAVEAKWqAtyzALItzzAVDAKXMt{zALIt}J\
        VFA|zAYRt}zALcDt~zASGAopAZgAeAt\u{7f}zAVFAzBZyAt`{AVFAoBZhBIFAuJZvBDta{AtkFLItnA
        """
}

private var code_ViewController_cells_mustache: StaticString {
        """
        SFAu{ABAaHtLLItd{ALcDte{AVDAWERtf{ALItg{ASFAp{AGA\u{7f}ALcDth{AVDACHTti{ALcDtj{ASFAl{AJAGLcDtk{ASFAn\
        {AMAGLcDtm{ALcDto{ASFAhwARAjDLcDtewASFAopATAsCLcDtspAVFAnpAUOttpAVFA`BUcAtq{ALpHth{AVDACVXti{ALpHtr{\
        AVFA`BWbAts{ASFAl{AXAGLpHtk{ASFAn{A[APLpHtt{AVEA`B\\_tRLpHto{ALcDtnALItnASGA\u{7f}|AdAAqYSGAopAeAAmE\
        tLLItv{ALItw{ALIt`FVGAx{AiAQty{AVFACiAjBtlLVFAPiAtBtz{ALcDt{{AVFA`BjAZt|{ALcDtr{AVFA`BkA^ts{ASHBZ`|A\
        lAA[LcDt}{ALcDt~{ALpHt\u{7f}{ALcDtnASGAd|ArAA[LcDta|ALcDtb|ALpHtc|ALcDtnALItnASGAv|AzAA{ItLIGAtxA|AA\
        bELIte|ALIt`FVGAx{A~AQtf|ALcDtg|AVGAh|A\u{7f}AVtLLIti|AVGAj|A`BItk|ASFApGaBAvBLcDtl|AVHAm|AbBxBt\
        \u{7f}BLcDtmGVGAj|AcBWtn|ALcDtnGVGAzvAdBXto|AVHAp|AdBfBtLLcDVGAj|AeBItq|ALItnASGAtxAiBAaDLItr|ALIts|\
        AVGAx{AkBVtf|ALcDtg|AVGAh|AlBVtLLItt|AVGAj|AmBUtk|ALcDtl|AVHAm|AnBxBt\u{7f}BLcDtmGVGAj|AoBWtn|ALcDtu\
        |ALcDVGAj|AqBItq|ALItnAtLLItd{ALcDte{AVEAWwBRtw|ALItx|ASGAp{AyBAuBLcDty|ALpHtz|AVGAx{A{BTt{|ASGAl{A|\
        BAGLcDtk{ASGAn{A\u{7f}BAGLcDtm{ASGA}|AbCAGLcDt||ALcDto{ASGAhwAgCAcELcDtewASGAopAiCAkDLcDtspAVGAnpAjC\
        OttpAVGA`BjCcAtq{ALpHty|ALeLtz|AVGAx{AlCXt~|AVGA`BlCdBtRSGAl{AmCAGLpHtk{ASGAn{ApCAQLpHtt{AVFA`BqC_tR\
        SGA}|AsCAGLpHt||ALpHto{ALcDtnALItnASGAopA|CAxISGAn{A}CAmItLLIt`}AVGA`B\u{7f}CvAta}ALItb}AVFAC`DbAtc}\
        AVGA`B`DoAtcBVFAP`DbBt\u{7f}PSFAdCaDAGLcDtd}ASFApDdDApFLcDte}ALcDtf}ALcDtg}AVHBBh}AgDQtxEVHAi}AgDhAt\
        LSFAcChDAxDSFA{BiDASLcDt}tAVFAhDjDNtj}AIFA{BlDASLcDt}tAVFAhDmDNtk}ALpHtl}AVIBBpzAoDlAtm}ALeLtn}ALpHt\
        gbASFA{BrDARLpHtgLVFAxBsDRto}AIFA{BuDARLpHtgLVFAxBvDRtp}ALcDtnALItnA
        """
}

private var code_ViewController_confirmation_mustache: StaticString {
        """
        SFAm~ABA~HtLLItq}ALItr}ASGAt}AFnADts}Atu}ALItv}ALItw}ALItx}ASFAz}AJAFLIty}ASFAt}AMALLIt{}ALIt|}ALIt}\
        JVFA|zAQRt}}ALcDt~}ASFAz}ASAGLcDt\u{7f}}AIFAt}AVAGLcDt`~ASFAt}AYAGLcDta~ALIt\u{7f}PSFAz}A]AZLcDtb~AL\
        pHtc~ALpHtfOLcDtnAIGAt}AcAAGLcDtd~ASGAt}AfAAULcDte~ALpHtf~ALcDtg~ALcDth~AVHAi~AkAnAtj~ALcDtk~ALcDtl~\
        ALItnA
        """
}

private var code_ViewController_conformances_mustache: StaticString {
        """
        SFAopABAqGSEAdCCAhGtLL@t~uAVFBBlAEKtcBVFAvBEjAt|CSEAcCFA|EIEAvJGABtLSEA{BJApBLIVEBBEKEtiAVFAxBKaAtyB\
        VFAzBKfBt\u{7f}PLcDtn~ALcDto~AVGBBpzAM_tp~ALcDVEAxBNIto}ALItnAIEA{BQApBLIVEBBEREtiAVFAxBRaAtbCVFAzBR\
        xAt\u{7f}PLcDtn~ALcDto~AVGBBpzAT_tp~ALcDVEAxBUItp}ALItnAL@tnASFAf`B\\Aa\\SFAu{A]A}MtLL@t~uAVEAlA_Ktq\
        ~ALIVFBBE`AEtr~ALcDts~ALItaALIVFBBEdAEtt~ALcDtu~ALItaALIVFBBEhAEtv~ALcDtw~ALItnASHBZ`|AkAAhBtLLIVFBB\
        EmAEtx~ALcDty~ALItaALItz~ALIVFBBErAEt{~ALcDt|~ALIt\u{7f}PLcDt}~ALItnASHBZb\u{7f}AxAAuAtLLIt~~ALIVFBB\
        E{AEt{~ALcDt\u{7f}~ALIt\u{7f}PLcDt`\u{7f}ALcDta\u{7f}ALItnASGA{xAbBAwAtLLIVFBBEdBEtc\u{7f}AIGAtxAeBA\
        GLcDtd\u{7f}ASGAtxAhBAGLcDte\u{7f}ALItnASGA`yAmBA\\tLLIVFBBEoBEtf\u{7f}ALcDtg\u{7f}ALItnASGAo\u{7f}A\
        sBAoBtLLIth\u{7f}ALIVFBBEvBEti\u{7f}ALcDtj\u{7f}ALItaALItk\u{7f}ALIVFBBE{BEt{~ALcDtl\u{7f}ALItm\
        \u{7f}ALcDtn\u{7f}ALItnAL@tnASGA\u{7f}|AcCAoMtLL@t~uAVFAlAeCKtp\u{7f}ALIVFBBEfCEtq\u{7f}ALcDts~ALIta\
        ALIVFBBEjCEtr\u{7f}ALcDtu~ALItaALIVFBBEnCEts\u{7f}ALcDtt\u{7f}ALItx|ALcDtu\u{7f}ALItnASGAo\u{7f}AsCA\
        oBtLLIth\u{7f}ALIVFBBEvCEtv\u{7f}ALcDtj\u{7f}ALItaALItw\u{7f}ALIVFBBE{CEts\u{7f}ALcDtx\u{7f}ALIty\
        \u{7f}ALcDtz\u{7f}ALItnASHBZ`|AaDAhBtLLIVFBBEcDEt{\u{7f}ALcDty~ALItaALIt|\u{7f}ALIVFBBEhDEts\u{7f}AL\
        cDt}\u{7f}ALIt\u{7f}PLcDt}~ALItnASGAe`BnDAbDtLLIVFBBEpDEts\u{7f}ALcDt~\u{7f}ALIt\u{7f}\u{7f}ASGAd`Bs\
        DAsALcDt``BSGAc`BuDA\\LcDVGAa`BvDItLLpHVGAb`BwDMtLLcDtnAIGAd`B{DAXSGAc`B|DANLcDVGAb`B}DItLLItnAL@tnA
        """
}

private var code_ViewController_editing_conformance_mustache: StaticString {
        """
        SGBZj`BBAfAtLL@t~uAVEAlADKtg`BLIth`BPfi`BAFAL@tnA
        """
}

private var code_ViewController_editing_delegate_mustache: StaticString {
        """
        SDAZBA|DSFAx`BCArDtLSFAb\u{7f}AEAYLItk`BVGAl`BFfBtm`BLItn`BIFAb\u{7f}AIAFLIto`BLItp`BLIVEBBEMEt{~ALc\
        Dtq`BLItr`BLcDts`BLcDtt`BVGAu`BQpAtkFSFAb\u{7f}ARAGLcDtv`BIFAb\u{7f}AUAGLcDtw`BLItnA
        """
}

private var code_ViewController_editing_mustache: StaticString {
        """
        SDAZBAdtASFAbeBCAysAtLLIty`BLItz`BLIt{`BLIVEBBEIEt|`BLcDt}`BLcDVFA~`BKItLLcDt\u{7f}`BSDA[MAGLcDt`aBL\
        cDtaaBLItnASFA`|ARAcCtLLItbaBLItcaBLItdaBLIteaBLIVEBBEXEtfaBVFAlAXmAtgaBVEAWXlBthaBLItiaBLItjaBLItka\
        BLcDtlaBLcDtmaBLItnASGAb\u{7f}AaAApKSGAu{AbAA}DtLLItnaBLItoaBLItpaBVGAl`BfAJtqaBLItraBLItsaBLIttaBLc\
        DtuaBVHAvaBjAmAtwaBLcDVGAxaBkAItp}ALItaALItyaBVHAl`BnAxBtzaBLIt{aBLIt|aBLcDt}aBLcDt}wAVGAvaBrAPt~aBL\
        ItnASGA\u{7f}|AuAA}EtLLIt\u{7f}aBLItpaBVGAl`BxAJt`bBLItabBLItbbBVHAl`BzAiAtcbBLItdbBLItebBVGBBW|ApBt\
        \u{7f}PLcDtfbBLcDtgbBVGAvaB~AOtwaBLcDthbBLcDtibBLpHtjbBLeLtkbBLq_tgLVGAvaBcBZt~aBLeLtgbALeLtgLVGAxaB\
        eBVtp}ALpHtlbBLItnASGAvbBjBAxFtLLItmbBVGAnbBlB_tobBLItpbBLIt}JVGA|zAnBRtqbBVGBBWnBjAtrbBSGAsbBoBAMLc\
        DVFAuHpBItLIGAsbBrBAwCLcDtewASGAgwAtBA\u{7f}BSGAubBuBAlALcDtspAVGAnpAvBOttpAVGA`BvBcAttbBVGAuHvBwAtL\
        IGAubBxBA^LcDtspAVGAnpAyBOtcBVGAuHyB`AtLLcDtnALItnASEA[`CAoZtLLItwbBLIt}pALItxbBLItybBLItzbBLIt{bBLI\
        t|bBLIVFBBEjCEt}bBSEAYkCAyALcDt~bBVFAsKlC\\t\u{7f}bBVGAuGlCuAt\u{7f}PLpHt`cBVGA|zAmCPtyELcDtacBLItbc\
        BLItccBLItdcBLItecBSGAgcBuCAGLcDtfcBIGAgcBxCA\u{7f}ALcDthcBSGAopAzCA`ALcDtspAVGAnpA{COticBVHAjcB{CaA\
        tLLcDtkcBLcDtnALItaALItlcBLItmcBLcDtncBVGAlAdD}AtocBLItpcBLcDtqcBLpHtrcBLpHtscBLeLttcBLpHthpALItaALI\
        tucBLItvcBLItwcBLcDtxcBSEAYqDAbALcDtycBVGAzcBrDVt{cBVHA|cBrD}At}cBLItnASEAYuDAjItLLItTVEAKwDMt~cBSHA\
        `dBwDkADt\u{7f}cBtadBVFANwD\u{7f}BtbdBLItcdBVHAnbBxDcAtddBLItedBLIt}JVGA|zAzDRt\u{7f}JSGA`dB{DAsDLcD\
        VJBm~A|zA|DIt}}ALpHtfdBVFAsK}DTtgdBVHAhdB}DoAtmnALpHtidBVGAjdB~DUtkdBVHAldB~DpAVHAmdB~D\u{7f}AtLLcDt\
        ndBLpHtodBLpHtpdBVHA|cBaEwAtqdBVFANaEuBtrdBLcDtnAIGA`dBdEAaALcDtsdBVHA|cBeEiAtqdBVFANeEgBtrdBLItnAtL\
        LIttdBLItudBLItvdBLItwdBLItxdBLcDtydBVFBBWoE\\tzdBVGBBWoEeBt{dBVGBBGoE}BtLLIt\u{7f}PLcDt|dBLcDt}dBLp\
        Ht~dBLpHtfOLcDtnALcDt\u{7f}dBVGBBjAvEXt`eBLcDtaeBLItnA
        """
}

private var code_ViewController_feed_conformance_mustache: StaticString {
        """
        SDA_BAvESFAheBCAlESGBBu{ADAeBtLL@t~uAVFBBlAFKVGAceBFhAt|CLIVEBBEGEtdeBLcDteeBVGAfeBHwAtRLItnAL@tnASG\
        BB\u{7f}|ALAqBtLL@t~uAVFBBlANKVGAceBNhAt|CLIVEBBEOEts\u{7f}ALcDtgeBLIt\u{7f}PLcDteeBVGAfeBRwAtRLItnA\
        L@tnA
        """
}

private var code_ViewController_feed_load_mustache: StaticString {
        """
        SDA_BAqDSFAleBCAdALcDVGBBpzADItieBVIB`AjeBDrAtLLcDtkeBSFAoeBGANLcDtmeBLcDtneBSFAteBKAdALcDtpeBVGAqeB\
        LmAtreBLcDVGBBpzAMItseBSFAxeBOAULcDtueBLcDtveBLcDtweB
        """
}

private var code_ViewController_feed_mustache: StaticString {
        """
        SDA_BAzwASFAbeBCAHtLLItyeBSEA`AGAgUtLLItzeBLIt{eBLIt|eBLIt}eBLIVEBBEMEt~eBLcDt\u{7f}eBLcDtnGVEAaHOXt\
        LSFA`fBPAQLcDtqGVGA`fBQaAtLSEAuGSAOLcDttGVEAuGTYtLLcDtafBLcDtbfBLcDtcfBLItdfBSFAhfB[A}BLItefBLItffBL\
        IVEBBE^EtgfBLcDt\u{7f}eBLcDtnGVFAaH`AXtLSFAuGaAAPLcDttGVFAuGbAYtLLcDtafBLcDtcfBLItdfBSEA^iAAlJLItifB\
        SHAlfBjAsAOtjfBVE@jAwBtkfBSFA]jAkCOtmfBVE@jAlDtnfBt\u{7f}BLIVFBBEkAEtofBLcDtpfBLcDtqfBVGAaxAmA_tLLcD\
        trfBLpHtsfBLItdfBLIttfBLItufBLItvfBLItwfBLcDtxfBLcDtyfBLcDtzfBLcDt{fBLcDt|fBLcDt}fBLcDt~fBLcDt\u{7f}\
        fBLcDtwLLpHt`gBLpHtagBLpHtbgBLpHtcgBLpHtdgBLcDtXLcDtegBLItdfBLItfgBSGAigBiBAQLcDtggBVD@jB]thgBSEA]lB\
        A]LcDt\u{7f}dBVGBBjAmBXtjgBVE@mBgBtRLItaALItkgBLItlgBLItmgBLcDVGAjeBuBIt|HVIB_ngBuBkAtLSGAhfBvBAdALc\
        DtogBLcDVHBBpzAxBItpgBVHAjeBxByBtLLItnASGAoeB|BAfHtLLItqgBLItrgBLItsgBLIttgBLItugBLItvgBLIVFBBEdCEtw\
        gBVHBBlAdCxAtxgBLcDtygBLItaALItzgBLIt{gBLIt|gBLcDt}gBLcDt~gBLpHVHBBpzAmCMt\u{7f}gBLcDt`hBVHBBpzAnCSt\
        ahBLpHtbhBLpHtchBLpHVHBBpzAqCMtdhBLcDtnALItaALItehBLItfhBLcDtghBLpHthhBLpHtihBLcDtjhBLpHtkhBVHBBpzA{\
        CStlhBLcDtnALItnASGAheB\u{7f}CA}XtLLItmhBVHAqeBaDeAtnhBSGArhBbDARLItohBLItphBLItqhBIGArhBgDARLItshBL\
        ItthBLItuhBLItvhBVHAqeBlDcAtwhBLItxhBLItyhBLItzhBVHAqeBoDlAt{hBLIt|hBLIt}hBLIt~hBLIVFBBEsDEt\u{7f}hB\
        VHBBlAsD}At`iBVHAaiBsDlCtbiBLcDtciBLpHtdiBLpHteiBLeLtfiBVHAgiBwDoAtOVHAhiBwD|AtiiBLeLtjiBVGAgiBxDYtk\
        iBLpHtnALcDtnALItnALItliBLItmiBLItJVGAqeB~DItniBLItoiBLIVFBBE`EEtpiBVHBBlA`EcBtqiBLcDtciBLpHtriBLpHt\
        siBLeLttiBLpHtnALcDtnALItnASGAxeBhEAmLtLLItuiBLIVFBBEkEEtviBLItwiBLIVFBBEnEEtxiBLcDtyiBLcDtqfBVGAziB\
        pE_tLLcDtrfBLpHt{iBLItdfBLIt|iBLIt}iBLIVFBBEwEEt~iBLcDt\u{7f}iBLcDtyfBLcDtzfBSHBBu{A{EANLcDt`jBLcDta\
        jBLcDtbjBLItdfBLItcjBLItdjBLcDtejBLpHtfjBLcDttNLpHtgjBLcDtnALcDthjBLcDtijBSHBBu{AkFAGLcDtjjBLItnASHB\
        B\u{7f}|AoFAcDtLLItkjBLItljBLItmjBLcDtnjBLItojBLItpjBLcDtqjBLIt\u{7f}\u{7f}ALcDtrjBLcDtsjBLcDttjBLcD\
        tujBLcDtwLLpHtvjBLpHtwjBLpHtxjBLpHtyjBLcDtXLcDtzjBLItnA
        """
}

private var code_ViewController_load_mustache: StaticString {
        """
        SFAf`BBAuASFA\u{7f}|ACAkASFAtxADAaASFAv|AEAXLcDt{jBLcDt|jBVFAx{AGMtLSFAalBLArRLcDt}jBVGApzAMeAtcBVGA\
        pzAMwAtt|AVGApzAMwBt~jBLpHt\u{7f}jBLpHt`kBLpHtakBLpHtbkBLpHtckBLeLtdkBVFAlASfAtekBLpHtnALpHtfkBVGApz\
        AU\u{7f}AtRLcDtnASFA\u{7f}|AWA\u{7f}ESFAe`BXAuESFAc`BYAeASFAgkBZA\\LcDtdFVFAx{A[MtxEVGAx{A[dAtLLcDth\
        kBVGAikB^rAtjkBVGAkkB^cCtlkBSFAd`B_AsALpHt``BSGAc`BaAA\\LpHVGAa`BbAMtLLeLVGAmkBcAQtLLpHtnAIGAd`BgAAX\
        SGAc`BhAANLpHVGAmkBiAMtLLcDtnASHBZb\u{7f}AoAA^SGAu{ApAATLcDtnkBLpHtokBLcDtnASHBZ`|AvAAsASGA\u{7f}|Aw\
        AAULcDtpkBLcDtqkBLcDtrkBLcDtskBLpHttkBLcDtnALcDtukBSGAu{AaBAQSGAtxAbBAGLcDtvkBSGAo\u{7f}AfBAjBLcDtwk\
        BLcDtxkBSGAu{AiBATLcDtykBLpHtzkBLcDtnASGA\u{7f}|AnBATLcDt{kBLpHt|kBLcDtnALcDt}kBLcDt~kBVHApzAuBcAt\
        \u{7f}kBLpHt`lBLcDtnASGAf`ByBAzBLcDVGApzAzBItblBLcDVGApzA{BItclBSGAu{A|BASLcDtdlBVHApzA}B`AtRSGA\
        \u{7f}|A\u{7f}BASLcDtelBVHApzA`CeAtR
        """
}

private var code_ViewController_persistent_selection_mustache: StaticString {
        """
        tLLItflBLIt}pALItglBLIthlBLItilBLIVEBBEIEtjlBVGAh}AIoAtklBLcDtllBLItaALItmlBLItnlBLIVEBBEOEtolBVGAh}\
        AOuAtplBLcDtqlBLItaALItrlBLItslBLIVEBBEUEttlBVGAh}AUvAtulBLcDtvlBLItnA
        """
}

private var code_ViewController_placement_conformance_mustache: StaticString {
        """
        SFA|lBBAjCSFA{lBCA`CSFAu{ADAfAtLL@t~uAVEAlAFKtg`BLItwlBPfxlBAHAL@tnASFA\u{7f}|AKAfAtLL@t~uAVEAlAMKty\
        lBLItzlBPfxlBAOAL@tnA
        """
}

private var code_ViewController_placement_delegate_mustache: StaticString {
        """
        SFA|lBBAdLSFAu{ACAmESFAcmBDA}AtLLIVEBBEFEt{~ALcDt}lBVGA~lBGcAt\u{7f}lBLIt`mBLcDVFAamBIItbmBLItnASFAi\
        mBLA|BtLLIVEBBENEt{~ALcDtdmBLItemBLcDVFAamBQItbmBLItaALIVEBBETEt{~ALcDtfmBLcDtgmBLIt\u{7f}PLcDthmBLI\
        tnASFA\u{7f}|A\\AcFSFAimB]AyEtLLItjmBLItkmBLIVFBBEaAEts\u{7f}ALcDtlmBLItemBLcDVGAamBdAItbmBLItaALItm\
        mBLItnmBLIVFBBEiAEts\u{7f}ALcDtomBLItemBLcDtpmBLcDt}wAVGAamBmAPtqmBLItaALIVFBBEpAEts\u{7f}ALcDtrmBLc\
        DtsmBLcDtgmBLIt\u{7f}PLcDthmBLItnASGAu{AzAAIPfi`BA{AA
        """
}

private var code_ViewController_placement_item_mustache: StaticString {
        """
        SFAdnBBAyELpHttmBSFAymBDA`ALeLtumBVFAvmBEXtwmBVGAxmBEwAtmnALeLtfdBVFAzmBGXtmnALeLt{mBVEAvKH^t|mBVGA}\
        mBHeBtmnALeLt~mBVGA\u{7f}mBIgAt`nBVGAanBIkBtmnALeLtbnBVEAxBJ_tcnBIFAuJJwACttJSFAuJJnBLIFAvJJyBCttJtL\
        IFAdnBLAfFLpHtenBLeLtfdBVFAfnBNXtgnBVFAmENcBtmnALeLt{mBVEAvKO^tkdBVGAhnBO~AttJIGAjnBOmBDtinBtLSFAjnB\
        PATLeLtknBVGAlnBQbAtmnBLeLtnnBVFA\u{7f}mBS\\t`nBVGAanBS`BtmnALeLtbnBVEAxBT_tcnBIFAuJTwACttJSFAuJTnBL\
        IFAvJTyBCttJtL
        """
}

private var code_ViewController_placement_items_mustache: StaticString {
        """
        SFAsbBBAqCLcDtonBVEA`BCStpnBVGAqnBChBtkFLcDtrnBVEA`BDRtgGSFAunBEAQLcDtsnBVFAtnBFYtLLcDtvnBVDAGHWtwnB\
        SFAynBIAHPfxnBAJALcDtmHIFAsbBNAlGLcDtznBVGAqnBOzAtkFLcDthbBLcDtvnBVDAGQWt{nBSFAunBRAGLcDt|nBLcDtewAS\
        FAgwAVAzDSFAubBWA_LcDtspAVFAnpAXOttpAVFA`BXcAtq{AIFAubBZASLcDtspAVFAnpA[OtbnASFAunB]AQLpHt}nBVFAtnB^\
        YtLSGA\u{7f}nB`AA`ALpHt~nBSGAynBbAAIPfxnBJcAELpHtmHIGA\u{7f}nBgAAGLpHt`oBLcDtnA
        """
}

private var code_ViewController_placements_mustache: StaticString {
        """
        SFA|lBBAdsAtLLItaoBLIt}pALItboBLItcoBLItdoBSFAcmBIAoFSFA\u{7f}nBJAxCtLLItTVFAeoBLMtfoBVGAgoBLvBthoBL\
        ItioBLItiAVFAamBNJtjoBPfkoBAOAIFAunBPAGLcDtloBSFAunBSA\\LcDtmoBLcDtnoBLcDtooBLcDtpoBLItnAIFA\u{7f}nB\
        [AcBtLLItqoBVFAgoB]]troBLItsoBVFAeoB^[ttoBLItiAVFAamB_JtjoBLcDtuoBLItnASGAimBdAAdHtLLItvoBLItwoBLItx\
        oBLItyoBLItzoBLIVFBBEkAEt{oBVHBBlAkAxAtlLVGBBWkAwBt|oBLIt}oBLIt~oBLIt\u{7f}oBLIt`pBLItapBLIVFBBErAEt\
        bpBVHBBlArA~AtlLVGBBWrA}BtcpBLItdpBLItepBLItfpBLItiAVGAamBwAJtgpBPfkoBAxAALcDthpBLcDtipBLcDtjpBLcDtk\
        pBIGAymB}AAGLpHtlpBSGAymB`BAGLpHtmpBLcDtnALItnASGAkqBfBAjHtLLItnpBLItopBLItppBLItqpBLItrpBLItspBLItt\
        pBLItupBLItvpBSGAjnBqBAFLItwpBLItxpBLcDtypBSGAjnBvBAGLcDtzpBLcDt{pBVHBBh}AyBSt|pBLcDt}pBVHBBlAzBhAt~\
        pBLIt\u{7f}pBLcDt`qBLcDtaqBLpHtbqBLeLtcqBLeLtfOLpHtnALpHtdqBLpHteqBLcDtnALcDtfqBLcDtgqBSGAjnBgCATLcD\
        thqBLpHtiqBLcDtnALcDtjqBLItnASGAimBoCA|YtLLItlqBLItmqBLItnqBSGAymBtCALLItoqBLItpqBLItqqBSGAymByCAGLc\
        DtrqBLcDtsqBVIBBh}A|CmBtmnALcDttqBVHBBlA}CjBt~pBLItuqBVEAG~CJtklBLcDtvqBLcDtwqBLcDtxqBLpHtyqBLcDtnAL\
        cDtzqBLpHt{qBLcDtnALcDt|qBIGAymBhDA[LcDt}qBLpHt~qBLpHtdqBLcDtnASGAymBnDAbALcDt\u{7f}qBLpHt~qBLpHtdqB\
        LcDtnALcDt`rBLItnASGAymBvDAkFtLLItarBLItbrBLItcrBLcDtdrBLcDterBLcDtfrBLItaALItgrBLIthrBLItirBLItjrBL\
        ItkrBLItlrBLcDtmrBLcDtnrBLcDtorBLcDtprBLpHtqrBLeLtrrBLeLtsrBLeLttrBLpHturBLeLtvrBLeLtwrBLeLtxrBLpHtt\
        NLeLtyrBLpHtnALcDtnALcDtzrBLItnAtLLIt{rBLIt|rBLIt}rBVIBBh}A|EkAt~rBLcDt\u{7f}rBLcDt`sBLpHtasBLeLtg\\\
        LpHtnALpHtbsBLcDtnALItaALItcsBLItdsBLItesBLItfsBLcDtgsBLIt\u{7f}PLcDthsBLcDtlcALpHtisBLpHtfOLcDtnALc\
        DtjsBLcDtksBLpHtasBLeLtfOLpHtnALpHtlsBLcDtnALItaALItmsBLItnsBLItosBLcDtpsBVHBBh}A}FTt`DLcDtqsBVHBBh}\
        A\u{7f}FWt\u{7f}PLpHtfRLcDtaALcDtrsBLpHtssBLcDtaALcDttsBLpHtusBLcDtaALcDtvsBLpHtwsBLcDtnALItnA
        """
}

private var code_ViewController_rows_mustache: StaticString {
        """
        tLLItxsBLIt}pALItysBLItzsBLIt{sBLIt|sBLIt}sBIFAtxAJAbBSFAdtBKAxAtLLIt~sBLIVEBBENEt\u{7f}sBVEAWNrAt`t\
        BLcDtatBVFAbtBOStctBLItnAtLSFAtxATAlALItetBVGArvAUbBtftBVGAyvAUwBtgtBLIthtBLItitBIFAtxAYALLItjtBLItk\
        tBLIVEBBE]EtltBVJBmtBntB]qAt\u{7f}PLcDtotBLItnASGAtxA`AA~BtLLItptBLIVFBBEcAEtqtBVHAzvAcAkAtrtBLcDtst\
        BLItaALItttBLIVFBBEhAEtutBVHAzvAhA{AtklBLcDtvtBLItnAtLLItwtBSHAtxAmApADtxtBt\u{7f}BLIVFBBEnAEtytBVHA\
        zvAnArAtztBVFAWnAgBtrtBLcDt{tBLItaALIt|tBLIVFBBEsAEt}tBVFAWsAaBtklBLcDt~tBLItaALIt\u{7f}tBLIVFBBExAE\
        t`uBVHAh}AxAxAtauBLcDtbuBLItaASGAtxA|AAfALItcuBVHArvA}ApAtduBLIteuBLItfuBLItguBIGAtxAbBARLIthuBLItiu\
        BLItuhBLIVFBBEgBEtjuBVFAWgBoAteGLcDtkuBLItaASGAtxAkBAZLItluBVHArvAlByAtmuBLItnuBIGAtxAoBALLItouBLItq\
        hBLIVFBBEsBEtpuBVFAWsBoAVKBmtBquBsBzAt\u{7f}PLcDtruBVKBmtBsuBtBbAtRLItaASGAtxAwBAZLIttuBVHArvAxBjBtu\
        uBLItvuBIGAtxA{BALLItwuBLItxuBLIVFBBE\u{7f}BEtyuBVFAW\u{7f}BzAtzuBVKBmtBquB\u{7f}BfBt\u{7f}PLcDtruBV\
        KBmtB{uB`CbAtRLItnAIGAtxAbCA|BtLLIt|uBLIt}uBLIt~uBVHAzvAfC{At\u{7f}uBLIt`vBLIVFBBEhCEtyuBVHAzvAhCzAt\
        avBVFAWhClBtbvBLcDtcvBLItnAtLLItdvBSHAtxAmCxADtevBt\u{7f}BLIVFBBEnCEttaALcDtfvBLItaALItgvBSHAtxArCxA\
        DtevBt\u{7f}BLIVFBBEsCEthvBVHAh}AsCvAt\u{7f}PLcDtivBLItaASGAtxAwCA`ALItjvBLItkvBLItlvBVHArvAzCxBtmvB\
        IGAtxA|CARLIt~aALIt\u{7f}aALIt`bALIVFBBEaDEtcbALcDtnvBLItaASGAtxAeDA`ALItovBVHArvAfDwBtpvBLItqvBLItr\
        vBIGAtxAjDAFLItjbALIVFBBEmDEtsvBVFAWmDoAt\u{7f}PLcDttvBLItnA
        """
}

private var code_ViewController_search_conformance_mustache: StaticString {
        """
        SFA`wBBAhCtLL@t~uAVFBBlADKtuvBLItvvBLItwvBLIVEBBEGEtxvBLcDtyvBLcDtzvBLpHt{vBLpHt|vBLcDt}vBLcDt~vBLcD\
        t\u{7f}vBLItnAL@tnA
        """
}

private var code_ViewController_search_mustache: StaticString {
        """
        SFA`wBBA{OtLLItawBLIt}pALItbwBLItcwBLItdwBLItewBLItfwBLItgwBLIthwBLItiwBLIVEBBEOEtjwBLItkwBLItlwBLIV\
        EBBESEtmwBVFBBWS}AtnwBLcDtowBLcDtpwBLItaALItqwBLItrwBLItswBLIVEBBE[EttwBLItfTLIVEBBE^EtuwBLItvwBLItw\
        wBLItxwBLIVFBBEcAEtywBVGBBWcAaBtzwBLcDt{wBLItaALIt|wBLIt}wBVHA~wBhAsAt\u{7f}BLIVFBBEiAEt\u{7f}wBVGBB\
        WiAiBt`xBSGAixBjAAuBLcDtaxBLcDtbxBSGAexBmAA^LcDtMVGAzcBnANtcxBVHAdxBnAeAtLLcDtfxBLcDtnALcDtgxBVGAhxB\
        rA^tRIGAixBtAARLcDt}wAVGAhxBuAPtLLItaALItjxBLItkxBLcDtlxBLcDtmxBSFAaE}AAPLcDtnxBVE@~ArAtLSGApxB`BAPL\
        cDtoxBVE@aBxAtLLcDtqxBLItnA
        """
}

private var code_ViewController_section_views_conformance_mustache: StaticString {
        """
        SFAoyABApFSGBBu{ACAeFtLL@t~uAVFBBlAEKVGArxBEhAt|CSFA\u{7f}xBFAzDIEAvJGABtLLItTVFAsxBJMttxBVGAsxBJnAt\
        uxBVGAsxBJuBtvxBLItwxBLIVEBBELEtxxBVGA~lBLeBtyxBLcDtzxBVGA{xBM\u{7f}AtmnALpHt|xBVFA\u{7f}CNrBtRLcDt`\
        ^LcDVFA}xBPIt~xBLcDtzjBLItnAL@tnA
        """
}

private var code_ViewController_section_views_mustache: StaticString {
        """
        SFAoyABAsdAtLLIt`yBSFA\u{7f}xBEAoDtLLItayBVFAsxBGYtbyBVGAsxBGaBtcyBLItdyBLIteyBLItfyBLItgyBLIthyBLIt\
        iyBLIVEBBENEtnBVGAjyBN`AtkyBVGBBlANpAtlLVFAoCNoBtlLVHBBzvAN}BtlyBLcDtmyBLItnASFA\u{7f}xBRAcLtLLItnyB\
        VGAsxBThAtoyBLItpyBVFAjyBUXtqyBLIt}JVFA}xBVRtryBVFAoCVnAtsyBVHBBzvAViBt\u{7f}PSEAaHWA[LcDttyBLcDtnGV\
        C@YXtLLcDtuyBIEAaH\\AGLcDtvyBSFAxyB_AQSGAnyA`AAGLcDtwyBLcDVGAjyBdAItyyBLItnASHBB\u{7f}|AfAAeFtLLItTV\
        GAsxBhAMtzyBVHAx{AhA{At{yBLItpaBVGA}xBiAJt|yBVHAsxBiA\u{7f}At}yBLIt}JVGA~yBjARt}}ALcDtqjBLItuqBVFAoC\
        lAJt|CLcDt\u{7f}yBVHAx{AmAqBt`zBLcDtazBVHBBzvAnAZtbzBVHA{xBnAwBt|CLpHVGA}xBoAMt~xBLcDtnALcDtzjBLItnA\
        SGAnyAuAAqNtLLItczBLItdzBLItezBLIVFBBE{AEtfzBVIBBzvA{A\u{7f}AtrbBLcDtgzBLItaALIthzBLItizBLItjzBLItkz\
        BLItlzBLIVFBBEdBEtmzBVIBBzvAdBwAtnzBLcDtozBLcDtpzBLItaALItqzBLIVFBBEjBEtrzBVIBBzvAjBzAt\u{7f}PLcDtsz\
        BLItaALIttzBLItuzBLIVFBBEpBEtvzBLItwzBLItxzBLItyzBLItzzBLIt{zBLIt|zBVIBBzvAwBjBt\u{7f}PLcDt}zBLpHt~z\
        BLpHt\u{7f}zBLpHt`{BLeLta{BLeLtb{BLeLtc{BLeLtd{BLeLtwLLq_te{BLq_tf{BLeLtXLeLtg{BLpHtoELcDth{BLcDti{B\
        LcDtj{BLcDtk{BLcDtl{BLpHtm{BLpHtn{BVGAo{BlCOtLLpHtcBVGAp{BmCOtLLcDtq{BLpHtr{BLeLts{BLpHtt{BLItnAtLLI\
        tu{BLItv{BLItw{BLcDt}gBLcDtx{BVHBBzvAyCXty{BSGA\u{7f}xBzCAcBLpHtz{BVGA{xB{CXtmnALeLt{{BVGA|{B|C\\tLL\
        pHt|wALeLVGA}xB~CQt~xBLpHtnALcDtnALItnA
        """
}

private var code_ViewController_selection_conformance_mustache: StaticString {
        """
        SFAu|BBA`TSFAu{ACAdItLL@t~uAVEAlAEKtg`BLIVEBBEFEt}{BLcDVFA~{BGItp}ALItaALIt\u{7f}{BLIt`|BLIVEBBELEta\
        |BLcDVFA~{BMItb|BLItaALIVEBBEPEtc|BLcDtd|BLcDtgbBVFA~{BROtszALpHte|BSFAg|BTAGLpHtf|BLpHtfOLcDtnASEBZ\
        [YAaALcDth|BLcDti|BLpHtj|BLpHtfOLcDtnALcDVGAk|B`AItp}ALItnASFBZ[bAAbAtLLItl|BLIVFBBEeAEtm|BLcDtn|BLI\
        tnAPfxlBAiAAL@tnASGA\u{7f}|AlAAgJtLL@t~uAVFAlAnAKtylBLIVFBBEoAEts\u{7f}ALcDto|BLItrbBLcDVGA~{BrAItp}\
        ALItaALIt\u{7f}{BLItp|BLIVFBBEwAEts\u{7f}ALcDtq|BLItrbBLcDVGA~{BzAItp}ALItaALIVFBBE}AEtr|BLcDtd|BLcD\
        tgbBVGA~{B\u{7f}AOtszALpHts|BSGAg|BaBAGLpHtf|BLpHtfOLcDtnASFBZ[fBAaALcDth|BLcDti|BLpHtj|BLpHtfOLcDtn\
        ALcDVGAk|BmBItp}ALItnASFBZ[oBAbAtLLItl|BLIVFBBErBEtt|BLcDtn|BLItnAPfxlBAvBAL@tnA
        """
}

private var code_ViewController_selection_tap_mustache: StaticString {
        """
        SFA`dBBA}JSFAg|BCARL@tv|BL@tw|BL@tf|BIFAg|BHA`AL@tx|BL@VFApzAJAtqzAVFAy|BJRtz|BL@trnBVFAi}ALJtLL@VIB\
        m~A|zAMAt}}ALItfdBVEAsKNLtgdBVGAhdBNgAtmnALItidBVFAjdBOMtkdBVGAldBOhAVGA{|BOwAVGAmdBOgBtLL@tndBLIt||\
        BVGA}|BQcBtLLItgbASFA\u{7f}|BSAXLIt~|BLItgbBVFA\u{7f}|BUKt`}BSFAg|BWAFLIta}BSFAe}BZA^LItb}BVFAigB[^t\
        c}BVHBBd}B[}AtRIFAe}B]AgALItf}BVFBBjA^YtjgBVEA]^hBtOVFA`B^{Btg}BL@tnAIGA`dBbAApHSGAg|BcAAWL@th}BL@ti\
        }BVGAi}AeAYtRSGAe}BgAAiDL@tggBVGAigBhAUtc}BVIBBd}BhAtAtRIGAg|BiAA~BSGAj}BjAA\\L@VGApzAkAAtqzAVGAy|Bk\
        ARtz|BIGAj}BmAAmAL@tk}BLItl}BLIVGApzApAEtqzAVGAy|BpAVtz|BL@tnAIGAe}BuAApBL@t\u{7f}dBVGBBjAvAPtjgBVFA\
        ]vA\u{7f}AtOVGA`BvArBtg}BIGAg|BwAA\\L@VGApzAxAAtqzAVGAy|BxARtz|B
        """
}

private var code_ViewController_selection_mustache: StaticString {
        """
        SFAu|BBAb\\tLLItm}BLItn}BSFAg|BGARLIto}BLItp}BLItq}BIFAg|BLALLItr}BLIts}BLItiAVFAk|BPJtt}BSFAsbBQAjC\
        SFAw}BRA\\LcDtgbBVFAu}BSOt`}BPfv}BdDTIIFAw}BVA{ALcDtx}BSFAg|BXAGLcDtf|BIFAg|B[A[LcDVFApzA\\ItqzAVFAy\
        |B\\Zty}BIGAsbB`AAoELcDtuaALcDtewASGAgwAcAApDSGAw}BdAAgALcDtspAVGAnpAeAOVGAz}BeA^tbnAPfv}BqHfAMIGAw}\
        BhAAsBLcDtspAVGAnpAiAOtbnALpHtx}BSGAg|BkAAGLpHtf|BIGAg|BnAA]LpHVGApzAoAMtqzAVGAy|BoA^ty}BLcDtnALItaA\
        LIt{}BLIt|}BLIt}}BSGAsbBzAAzBIGAw}B{AAGLcDt~}BSGAw}B~AA~ASFA{H\u{7f}AAdALcDtonBVFA`B`BSt\u{7f}}BLcDt\
        }wAVFA{HaBPtLIFA{HcBAGLcDtfcBIGAsbBhBA\u{7f}CLcDthcBSGAgwAjBA`CSFA{HkBAlALcDtspAVGAnpAlBOttpAVGA`BlB\
        cAt`~BVGA{HlBxAtLIFA{HnBA`ALcDtspAVGAnpAoBOticBVHAjcBoBaAtLLcDtkcBLcDtnALItnASFBZ[vBA`AtLLIta~BLItb~\
        BLItc~BLcDtd~BLItnAtLLIVFBBE\u{7f}BEte~BLcDtf~BSGAg|BaCAULcDtg~BLcDth~BLcDtf|BIGAg|BfCAwCSFBZ[gCAaAL\
        cDti~BLcDtj~BLpHtf|BLpHtfOLcDtnALcDtk~BLcDtl~BVGApzAoCZtqzAVHAm~BoCkAtn~BLpHVGApzApCMtqzAVGAy|BpC^to\
        ~BLcDtnALItnASGAg|BtCAIPfp~BAuCA
        """
}

private var code_ViewController_storage_mustache: StaticString {
        """
        SFAalBBAs]SFAh`CCA\u{7f}ZtLLItq~BLItr~BVGAs~BFeAtt~BVGAzvAF`BtlLVGAh}AFqBtz{ASFA\u{7f}|AGAbFSFAo\
        \u{7f}AHArBLcDtu~BLcDtv~BLcDtw~BLcDtx~BLcDty~BLpHtz~BLcDtaALcDt{~BLpHtx\u{7f}ALcDty\u{7f}ALpHt|~BLcD\
        tnASGBZ`|AXA{BtLLcDt}~BLcDt~~BLcDt\u{7f}~BLcDt`\u{7f}BLcDta\u{7f}BLcDtb\u{7f}BLcDt{~BLpHtc\u{7f}BLpH\
        td\u{7f}BLcDt\u{7f}PLpHte\u{7f}BLpHtf\u{7f}BLcDtnASGAu{AjAAoRSGAtxAkAAbALcDtg\u{7f}BLcDth\u{7f}BLcDt\
        i\u{7f}BLpHtj\u{7f}BLcDtnAIGAtxAsAA^SGA{xAtAATLcDti\u{7f}BLpHtd\u{7f}ALcDtnASGA`yAzAAVtLLcDtk\u{7f}B\
        LpHtg\u{7f}ALcDtnASGAtyA`BAfBtLLcDtl\u{7f}BLcDtm\u{7f}BLcDtn\u{7f}BVHAzvAdBvAtklBLpHto\u{7f}BLeLtp\
        \u{7f}BLpHt`^LpHtq\u{7f}BLcDtnASEAZkBAtESGA~\u{7f}BlBAiEIGAb\u{7f}AmBAkAtLLcDtr\u{7f}BLcDts\u{7f}BLc\
        Dtt\u{7f}BLcDtu\u{7f}BLpHty~ALcDtnASGAb\u{7f}AvBAhCtLLcDtv\u{7f}BLcDtw\u{7f}BLcDtx\u{7f}BLcDtu\u{7f}\
        BLpHty~ALcDtaALcDty\u{7f}BLcDtz\u{7f}BLcDt{\u{7f}BLcDt|\u{7f}BLpHt\u{7f}~ALcDt\u{7f}PLpHt`\u{7f}ALpH\
        t}\u{7f}BLcDtnASHBZ`|AlCAaCtLLcDt}~BLcDt~~BLcDt\u{7f}\u{7f}BLcDt``CLpHty~ALcDtaALcDta`CLcDtb`CLcDt|\
        \u{7f}BLpHt|~ALcDt\u{7f}PLpHtc`CLpHtf\u{7f}BLcDtnASGAo\u{7f}A\u{7f}CAtBtLLcDtu~BLcDtv~BLcDtd`CLcDte`\
        CLcDtf`CLpHtz~BLcDtaALcDt|\u{7f}BLpHtl\u{7f}ALcDtm\u{7f}ALpHtg`CLcDtnALItnAIGAh`CsDAqAtLLIti`CVHAs~B\
        uDdAtt~BVHAzvAuD\u{7f}AtlLVHAh}AuDpBtj`CtLLItk`CLItl`CLItm`CIGAtxA|DA^LItn`CVHAzvA}DfAtlLVFAW}DwAt{D\
        SGAtxA\u{7f}DAzCLIto`CVHArvA`EkAtp`CVHAzvA`ExAtrCLItq`CVHAzvAaEeAtlLVFAWaEvAtj`CLItr`CLIts`CLIVFBBEd\
        EEtt`CLItu`CLItv`CLItw`CLIVFBBEhEEtx`C
        """
}

private var code_ViewController_swift_mustache: StaticString {
        """
        SDABBA}tCL@tTVDACCIty`CL@tsAL@tz`CL@t{`CL@t|`CL@VEBBEHAtzCVFAlAHdAt}`CLIt~`CLIVEBBEJEtdFVGApzAJ`AtcB\
        VGA\u{7f}`CJrAtLSFAbaCKAVLIt`aCLItaaCVFAemAM]tLSEAxAOALLItcaCLItdaCSFAhaCSA_LIteaCLIVEBBEUEtfaCVFAfA\
        UyAtgaCLItiaCLItjaCLItkaCLItlaCLIVEBBE[EtmaCVEAW[sAtnaCLcDtoaCLItnALItpaCLItqaCLItraCLItsaCLIttaCLIt\
        uaCLIVFBBEdAEtvaCVGAlAdAqAtlyBLcDtciBLpHtwaCLeLtxaCLpHtnALcDtnALItnAPfyaCAkAAtLSGAbaCmAAvBLItzaCSGAx\
        AnA}ADt{aCt\u{7f}BLIVFBBEoAEt|aCVHAemAoAmASGAxAoA|ADt}aCSHAtxAoA~CDt~aCt\u{7f}PLcDt\u{7f}aCIGAbaCrAA\
        qBLIt`bCSFAxAsA[Dt{aCt\u{7f}BLIVFBBEtAEtabCSGAxAtAaADtbbCSHAtxAtAaCQSGAxAtArCCtlLtcbCt\u{7f}PSGAtxAv\
        AA]LcDtdbCLcDtebCVIBBzvAxAhAtfbCSFAxAzAAGLcDtgbCSGAu{A}AA\\LcDVGApzA~AIthbCVHAibC~A~AtRSGA\u{7f}|A`B\
        A~BLcDtjbCVHAibCaBgBtRLcDtkbCVGAlbCbB^tLSGAnbCcBAGLcDtmbCSGApbCfBAGLcDtobCLcDVGApzAiBItqbCLpHtrbCLcD\
        tsbCSGA\u{7f}|AmBAfJSGA|lBnBArBSGAkqBoBAgBLcDttbCLcDtubCSGAcmBrBAnALcDtvbCVGAwbCsBPtxbCLpHtkhBVGAamB\
        tBStbmBLcDtnASGAzbCyBAPLcDVGApzAzBItybCSGAgcC|BAsCLcDt{bCLcDt|bCLcDt}bCLcDVGApzA`CIt~bCLpHt\u{7f}bCL\
        pHt`cCLpHtacCSGAv|AdCAaALpHtbcCVGAccCeC[txEVHAdcCeCnAtecCLpHtfcCLcDtnASHB_xeBjCAeBLcDthcCLcDticCLcDt\
        jcCLcDtkcCLpHtlcCLcDtmcCLpHtncCLeLtocCLcDtmHLcDtpcCLcDtqcCSGAu|BxCAQSGAg|ByCAGLcDtrcCSFBZ[}CANLcDtsc\
        CLcDttcCSGA`wBaDAGLcDtucCSGAtyAdDAGLcDtvcCSGAo\u{7f}AgDAvALcDtwcCIGAtxAiDAGLcDtxcCSGAtxAlDATLcDtycCL\
        pHtzcCLcDtnAIGAoyArDARSHB_leBsDAGLcDt{cCSGAoyAwDAfALcDt|cCSHB_leByDAGLpHt}cCLpHt~cCLcDtnASFAtK\u{7f}\
        DAQLcDt\u{7f}cCVFAsK`EQtLLItaALIt~FVGAlAdEjAt\u{7f}FLIVFBBEeEEt`GLcDtaGVFAlAfEUt\u{7f}FLItaALIVFBBEi\
        EEt`dCLcDtadCVGApzAjEPtLLItaALIVFBBEmEEtbdCLcDtcdCIGAu|BoEA^LcDtddCLcDtedCLcDVGApzArEItfdCSGAu|BtEAW\
        LcDtgdCLcDVGApzAvEItseBSGA|lBxEAaASGA{lByEAWLcDthdCLcDVGApzA{EItseBSHBZj`B~EAWLcDtidCLcDVGApzA`FItse\
        BSFBZ[bFAqALcDtjdCLcDtkdCSGAldCeFAKLcDVD@fFItLLcDtmdCLcDt~dBSGAu{AkFAmESGAnbClFAWLcDtndCLcDVGApzAnFI\
        todCSGAopApFAhALcDVGApzAqFItpdCVFACqFcAtqdCVFACqFjBtrdCSGAoyAsFAnBSGAtdCtFAWLcDtsdCLcDVGApzAvFItseBS\
        GA\u{7f}xBxFAbALcDVGApzAyFItudCLpHtvdCVGA\u{7f}CzFsBtRPfwdCA~FAPfxdCA\u{7f}FASGA`wB`GAGLcDtydCLcDtxa\
        CLItnAPfzdCAeGASGAaeCfGAdDtLLItl\u{7f}BLItm\u{7f}BLItn\u{7f}BVHAzvAjGrAtklBIGAtxAkGAmALcDt{dCVGAzvAl\
        G]t|dCLpHt}dCVHA~dCmGxAtRLcDt`^SGAtxApGATLcDt\u{7f}dCLpHt`eCLcDt`^LcDtq\u{7f}BLItnASGAtxAxGAuAtLLItb\
        eCLItceCLItdeCLIVFBBE}GEteeCLcDtfeCLcDtgeCLItnAPfheCAbHAPfieCAcHAPfjeCAdHAtLLItkeCSFAqFgHAxgAtLSFA{B\
        iHARLItleCVFAKjHaAtmeCIFA{BlHAZSFA`CmHAQLItneCVEAKnH^toeCIFA`CqHAWLItpeCVEAKrHUtqeCLItreCLItseCSGAb{\
        AvHAXLItteCVFAKwHwAtueCLItveCSGAyeCzHALLItweCLItxeCLIVFBBE~HEtiAVGAxB~HaAtOVFAQ~HoAtzeCSGAsbB\u{7f}H\
        AoNLcDtgbBVGAu}B`IOt`}BSGA`dBaIAzILcDtrnBVFA`BbIRtgGLcDVJBm~A|zAcIIt}}ALpHtfdBVFAsKdITtgdBVHAhdBdIoA\
        tmnALpHtidBVGAjdBeIUtkdBVHAldBeIpAVHA{|BeI\u{7f}AVHAmdBeIoBtLLcDtndBLpHt{eCLpHt||BVHA|eChIkBtLLpHtgb\
        ASGA\u{7f}|BjIA[LpHt~|BLpHtgbBVGA\u{7f}|BlISt`}BSGAe}BnIAaALpHtb}BVHAigBoIfAtc}BVHAd}BoIeBtRIGAe}BqI\
        AvALpHtf}BVHBBjArIaAtjgBVFA]rIpBtOVGA`BrIcCVHA}eCrItCtg}BLcDtnAIGA`dBvIAkCSGAe}BwIA`ALcDtggBVGAigBxI\
        ]tc}BVHAd}BxI|AtRIGAe}BzIAuALcDt\u{7f}dBVGBBjA{IXtjgBVFA]{IgBtOVGA`B{IzBVHA}eC{IkCtg}BIGAsbB\u{7f}IA\
        lRLcDtuaALcDtewASGAgwAbJAmQSGAcfCcJA}OSGA`dBdJA~JLcDtspAVGAnpAeJOVGA~eCeJ^tbnALpHthbBLpHVJBm~A|zAgJM\
        t}}ALeLtfdBVFAsKhJXtgdBVHAhdBhJsAtmnALeLtidBVGAjdBiJYtkdBVHAldBiJtAVHA{|BiJcBVHAmdBiJsBtLLpHtndBLeLt\
        {eCLeLt\u{7f}eCLq_tspAVGAnpAmJ[VHA`fCmJjAtafCLeLtgbASGA\u{7f}|BoJA[LeLt~|BLeLtgbBVGA\u{7f}|BqJWt`}BS\
        GAe}BsJAaALeLtb}BVHAigBtJjAtc}BVHAd}BtJiBtRIGAe}BvJAvALeLtf}BVHBBjAwJeAtjgBVFA]wJtBtOVGA`BwJgCVHA}eC\
        wJxCtg}BLpHtnAIGA`dB{JAiDLcDtspAVGAnpA|JOVGAbfC|J^tbnASGAe}B}JAaALpHtggBVHAigB~JaAtc}BVHAd}B~J`BtRIG\
        Ae}B`KAuALpHt\u{7f}dBVGBBjAaK\\tjgBVFA]aKkBtOVGA`BaK~BVHA}eCaKoCtg}BIGAcfCeKA[LcDtspAVGAnpAfKOtbnALp\
        Ht|fALcDtnALItnAPfdfCAnKAPfefCAoKAPfffCApKASGAnfCqKA{DtLLItgfCVEAKsKVthfCVHArvAsK|AtifCLIt}JVGA|zAtK\
        RtjfCVGA`BtKcAtcBVFAPtKvAtuqBVHAwlAtKhBt|CSGAgwAuKAaALcDtkfCVGAdxBvKLtlfCVHAigBvKmAtkFLcDt}wAVGAmfCx\
        KPtLLItnAPfofCA{KAPfpfCA|KAtLLItqfCPfrfCA\u{7f}KAL@tnAPfsfCAaLAPftfCAbLAPfufCAcLAPfvfCAdLAPfwfCAeLAP\
        fxfCAfLAPfyfCAgLA
        """
}

private var code_header_mustache: StaticString {
        """
        L@twpAVFAxpABDtLL@tzfCVFAzpAC^t{fCSFA}fCEAPL@tgqAVFA|fCFHtLL@tgqAVFA~fCHHtL
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
        {{^isSwitch}}
        {{#hasButton}}
            /// The {{description}} button of `cell` was tapped{{#hasAccessibilityAction}}, or its accessibility action performed{{/hasAccessibilityAction}}.
        {{/hasButton}}
        {{^hasButton}}
            /// The {{description}} accessibility action of `cell` was performed.
        {{/hasButton}}
            func {{tapMethod}}(in cell: {{cellName}})
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
            {{screen.accessPrefix}}var {{closureName}}: ((Bool) -> Void)?
        {{/isSwitch}}
        {{^isSwitch}}
        {{#hasButton}}
            /// Called when the {{description}} button is tapped{{#hasAccessibilityAction}} or its accessibility action is performed{{/hasAccessibilityAction}}.
            /// Cleared in `prepareForReuse()`.
        {{/hasButton}}
        {{^hasButton}}
            /// Called when the {{description}} accessibility action is performed (the event has no button).
            /// Cleared in `prepareForReuse()`.
        {{/hasButton}}
            {{screen.accessPrefix}}var {{closureName}}: (() -> Void)?
        {{/isSwitch}}
        {{/hookEvents}}

        {{/hasClosures}}
        {{#hasDelegate}}
            /// Receives button taps. Weak, so the cell never keeps its controller alive.
            {{screen.accessPrefix}}weak var delegate: (any {{delegateProtocol}})?

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
            /// Shows the row's `{{fieldName}}` count; hidden while it is 0. In the body text style, following
            /// Dynamic Type; VoiceOver reads what it counts, then the number. Restyle it from the app if you like.
            let badgeLabel: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.accessibilityLabel = {{accessibilityLabelLiteral}}
                return label
            }()
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
            /// The {{description}} button, wired by this cell (add no action of your own). A popover or action
            /// sheet that its tap shows points at it.
            let {{buttonName}} = UIButton(configuration: .plain())
        {{/isSwitch}}
        {{/cell.hasContentView}}
        {{#cell.hasContentView}}
            /// Your view's {{description}} button, wired by this cell. A popover or action sheet that its tap
            /// shows points at it.
            var {{buttonName}}: UIButton { content.{{buttonName}} }
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
            {{screen.accessPrefix}}func configure(with {{parameterName}}: {{modelType}}, at indexPath: IndexPath) {
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
                badgeLabel.accessibilityValue = badgeLabel.text
        {{/badge}}
        {{#cell.isTableCell}}
        {{#accessoryTypeExpression}}
                accessoryType = {{accessoryTypeExpression}}
        {{/accessoryTypeExpression}}
        {{#badge}}
                // A table cell places its accessory view at the size it has: sized to the text each time.
                badgeLabel.sizeToFit()
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
        {{^isSwitch}}
        {{#hasButton}}
            /// Reports a tap on the {{description}} button{{#hasAccessibilityAction}} or its accessibility action{{/hasAccessibilityAction}}.
        {{/hasButton}}
        {{^hasButton}}
            /// Reports the {{description}} accessibility action (the event has no button).
        {{/hasButton}}
            private func {{reportMethod}}() {
        {{#cell.hasClosures}}
                {{closureName}}?()
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}(in: self)
        {{/cell.hasDelegate}}
            }
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
                {{buttonName}}.addAction(UIAction { [weak self] _ in self?.{{reportMethod}}() }, for: .primaryActionTriggered)
        {{/isSwitch}}

        {{/hasButton}}
        {{/events}}
        {{#hasAccessibilityActions}}
                {{accessibilityActionsTarget}} = [
        {{#accessibilityActionEvents}}
                    UIAccessibilityCustomAction(name: {{accessibilityLabelLiteral}}) { [weak self] _ in
                        guard let self else { return false }
                        self.{{reportMethod}}()
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
        /// actionSheet`): the event's button in the cell that shows the row (however the event was
        /// performed); else that cell (an event without a button, a row tap); for a batch action's confirmation
        /// (`editing.multiSelect`), the toolbar button that was tapped (`barButton`). Looked up when the tap
        /// acts, never captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit
        /// raises when it presents a popover in a regular width (iPad).
        /// The generated router receives it with every route; a router of your own can point its own popovers
        /// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
        @MainActor
        {{publicAccess}}struct ListAnchor {
            /// The view the popover points at: the event's button, the row's cell, or the list when the row has
            /// no cell on screen; with `barButton`, which it points at instead, the list.
            {{publicAccess}}let sourceView: UIView

            /// The bar button item the popover points at instead of `sourceView`: a batch action's toolbar
            /// button; nil for a row's anchor.
            {{publicAccess}}let barButton: UIBarButtonItem?

            /// An anchor on `sourceView`, pointing at its bounds.
            {{publicAccess}}init(sourceView: UIView) {
                self.sourceView = sourceView
                self.barButton = nil
            }

            /// An anchor on `barButton`, a bar button item of the controller that shows `view` (its list).
            {{publicAccess}}init(barButton: UIBarButtonItem, in view: UIView) {
                self.sourceView = view
                self.barButton = barButton
            }

            /// Points `viewController`'s popover at this anchor: at `barButton` (the popover's `sourceItem` from
            /// iOS 16, its `barButtonItem` before: the SDK marks that one to be deprecated without a version,
            /// so it builds without warnings at any deployment target); else at `sourceView`, `sourceRect` its
            /// bounds. Does nothing when `viewController` is not presented as a popover.
            {{publicAccess}}func point(_ viewController: UIViewController) {
                guard let popover = viewController.popoverPresentationController else { return }
                if let barButton {
                    if #available(iOS 16.0, *) {
                        popover.sourceItem = barButton
                    } else {
                        popover.barButtonItem = barButton
                    }
                } else {
                    popover.sourceView = sourceView
                    popover.sourceRect = sourceView.bounds
                }
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
            /// Whether the screen is in edit mode, as its controller's `setEditing(_:animated:)` last said
            /// (`ListRowStore.editingChanged(_:)`); never the list's `isEditing`, which a swipe sets too.
            var isInEditMode = false
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

            /// The rows selected in edit mode (`editing.multiSelect`) that the list shows now, looked up by ID
            /// now, in list order: what a batch action acts on. A selected row that a collapsed section or a
            /// search hides stays selected (shown selected again when it shows) but is not acted on: a person
            /// acts only on rows they can see.
            var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return shown.joined().filter { ids.contains($0.id) }
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

            /// Whether the screen is in edit mode, as its controller last said (`editingChanged(_:)`).
            var isInEditMode: Bool { batchSelection.isInEditMode }

            /// Whether a tap selects rows for the batch actions now, and the list shows them selected: the list
            /// has batch actions (it allows multiple selection during editing) and is in the edit mode its
            /// controller set (`editingChanged(_:)`). Not the list's `isEditing`: a person swiping a table row
            /// open sets that too (UIKit's swipe-to-delete mode), and the persistent selection stays meanwhile.
            var isBatchSelecting: Bool { batchSelection.isEnabled && batchSelection.isInEditMode }

            /// Edit mode began or ended (`editing`, from the controller's `setEditing(_:animated:)`): the batch
            /// selection starts empty, or is emptied, and the list shows what its mode shows. Out of edit mode a
            /// list without persistent selection shows no row selected.
            func editingChanged(_ editing: Bool) {
                batchSelection.isInEditMode = editing
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || editing {
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
                if batchSelection.isInEditMode {
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
                /// The list shows the change already (a person's drag): nothing is moved again; only the sections
                /// whose header and footer appeared or went are reloaded.
                case shownAlready

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
            /// them, but the list is not told, since a second move would move another row; a section whose header
            /// and footer appeared or went with the drag is reloaded, as for any change. Nil, and nothing,
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
                // Through the one change path, which moves nothing again but reloads a section whose header and
                // footer appeared or went (a section the drag emptied or gave its first row).
                change(.shownAlready) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
                return RowMove(row: row, source: source, destination: target)
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
            /// (UIKit warns about animating a list that is not in the view hierarchy); a section whose header
            /// and footer must be read again is reloaded when it has rows in it, and otherwise removed and put
            /// back in two more applies (iOS 15 crashes reloading a section with no items). Classic, in a window:
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
                    let animated = list.view.window != nil
                    // A section with no rows in the snapshot is never reloaded: a diffable data source crashes on
                    // that on iOS 15 (a section emptied by this change, or by a search).
                    let emptied = reloaded.filter { snapshot.numberOfItems(inSection: $0) == 0 }
                    let refilled = reloaded.filter { !emptied.contains($0) }
                    if !refilled.isEmpty { snapshot.reloadSections(refilled) }
                    apply(snapshot, animated)
                    if !emptied.isEmpty {
                        // Once the rows changed, such a section goes in one apply and comes back, empty, in the
                        // next, so that the list asks for its header and footer again, as for a reloaded section.
                        // No row moves on screen meanwhile: the section has none.
                        var without = self.snapshot
                        without.deleteSections(emptied)
                        apply(without, animated)
                        apply(self.snapshot, animated)
                    }
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
                    case .shownAlready: break
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
                    case .shownAlready: break
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
                case .reload, .shownAlready: return false
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

private var text_ScreenTests_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        // {{fileName}}
        // Generated by listgen (`listgen tests`) from {{specFileName}}. Do not edit: change the spec and run
        // listgen again.
        //
        // Tests of the screen as the app builds it (its cells, its content views), shown in a window: each
        // event, performed on a visible row, reaches the router or the action handler with exactly that row
        // (its ID and its value) and nothing else, when shown, after scrolling (cells reused), after an insert
        // above, a delete above, a move, an update and a `setRows`; and the controller is released when let go.
        // Real UIKit API only: it runs in the app's test target on a simulator.
        {{#hasUncovered}}
        //
        // Not covered yet:
        {{/hasUncovered}}
        {{#uncovered}}
        // - {{.}}
        {{/uncovered}}

        {{#imports}}
        import {{.}}
        {{/imports}}
        {{#testableImport}}

        @testable import {{.}}
        {{/testableImport}}

        #if !os(Linux)
            // On Linux, where Swift Testing has no UIKit overlay, one file of the test target exports UIKit
            // instead (`@_exported import UIKit`; Documentation/GeneratedTests.md).
            import UIKit
        #endif

        /// Records everything the screen sends to its router{{#actionType}} and its action handler{{/actionType}}, in order.
        @MainActor
        final class {{recorderType}}: {{routingType}}{{#actionType}}, {{actionHandlingType}}{{/actionType}} {
            /// A route or an action, as the screen sent it.
            enum Sent: Equatable {
                case route({{routeType}})
                {{#actionType}}
                case action({{actionType}})
                {{/actionType}}
            }

            /// What the screen sent since the last `removeAll()`.
            var sent: [Sent] = []

            func navigate(to route: {{routeType}}, from source: UIViewController{{navigateAnchorParameter}}) {
                sent.append(.route(route))
            }
            {{#actionType}}

            func {{actionHandlerMethod}}(_ controller: {{viewControllerType}}, perform action: {{actionType}}) {
                sent.append(.action(action))
            }
            {{/actionType}}
        }
        {{#imageLoaderType}}

        /// Loads no image: the tests are about rows, not pictures.
        @MainActor
        final class {{imageLoaderType}}: ListImageLoader {
            /// A load that never finishes.
            struct Load: ListImageLoad {
                func cancel() {}
            }

            func loadImage(from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void) -> any ListImageLoad {
                Load()
            }
        }
        {{/imageLoaderType}}

        /// The screen in a window, with the rows it shows in its first section, kept by the test as it changes
        /// them: the expected row at an index path is read here, never from the screen.
        @MainActor
        final class {{screenType}} {
            /// What has been done to the list before an event is performed.
            enum Stage: String, CaseIterable {
                case shown, scrolled, insertedAbove, deletedAbove, moved, updated, replaced
            }

            let recorder: {{recorderType}}
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller: {{viewControllerType}}
            /// Makes row `n` at `version` (the ID depends on `n` alone).
            private let makeRow: (_ n: Int, _ version: Int) -> {{rowType}}
            /// The `n` and `version` of every row, in the order the test expects the screen to show them.
            private var made: [(n: Int, version: Int)]

            /// The rows, as the test expects the screen to show them.
            var rows: [{{rowType}}] { made.map { makeRow($0.n, $0.version) } }

            /// Shows 40 rows made by `makeRow`, enough to scroll.
            init(makeRow: @escaping (_ n: Int, _ version: Int) -> {{rowType}}) {
                self.makeRow = makeRow
                made = (0..<40).map { ($0, 0) }
                let recorder = {{recorderType}}()
                self.recorder = recorder
                controller = {{makeControllerExpression}}
                {{#actionType}}
                controller.actionHandler = recorder
                {{/actionType}}
                window.rootViewController = controller
                window.makeKeyAndVisible()
                show()
            }

            /// Sets `rows` on the screen.
            private func show() {
                let rows = self.rows
                controller.setRows({{setRowsArgument}})
                controller.tableView.layoutIfNeeded()
            }

            /// Does what `stage` says to the screen and to `rows`.
            func enter(_ stage: Stage) {
                let first = IndexPath(row: 0, section: 0)
                switch stage {
                case .shown:
                    break
                case .scrolled:
                    let last = IndexPath(row: made.count - 1, section: 0)
                    controller.tableView.scrollToRow(at: last, at: .bottom, animated: false)
                case .insertedAbove:
                    made.insert((1_000 + made.count, 0), at: 0)
                    controller.insert(makeRow(made[0].n, 0), at: first)
                case .deletedAbove:
                    made.remove(at: 0)
                    controller.deleteRow(at: first)
                case .moved:
                    made.insert(made.remove(at: 0), at: made.count - 1)
                    controller.moveRow(at: first, to: IndexPath(row: made.count - 2, section: 0))
                case .updated:
                    for index in visibleIndexPaths.map(\.row) {
                        made[index].version += 1
                        controller.update(makeRow(made[index].n, made[index].version))
                    }
                case .replaced:
                    made = made.reversed().map { ($0.n, $0.version + 1) }
                    show()
                }
                controller.tableView.layoutIfNeeded()
            }

            /// The index paths of the rows on screen now.
            var visibleIndexPaths: [IndexPath] {
                controller.tableView.indexPathsForVisibleRows ?? []
            }

            /// Takes the screen out of its window.
            func close() {
                window.rootViewController = nil
                window.isHidden = true
            }
        }

        @MainActor
        @Suite("{{viewControllerType}}: every event reaches its row")
        struct {{suiteType}} {
            {{#checks}}
            @Test("{{displayName}}")
            func {{testName}}() throws {
                let screen = {{screenType}} { n, version in {{rowExpression}} }
                for stage in {{screenType}}.Stage.allCases {
                    screen.enter(stage)
                    let visible = screen.visibleIndexPaths
                    #expect(!visible.isEmpty, "\(stage): no row is visible")
                    for indexPath in visible {
                        let row = screen.rows[indexPath.row]
                        {{bindingStatement}}
                        screen.recorder.sent.removeAll()
                        {{#isButton}}
                        let cell = try #require(
                            screen.controller.tableView.cellForRow(at: indexPath) as? {{cellType}},
                            "\(stage): no {{cellType}} at \(indexPath)")
                        cell.{{buttonName}}.sendActions(for: .primaryActionTriggered)
                        {{/isButton}}
                        {{#isRowTap}}
                        screen.controller.tableView(screen.controller.tableView, didSelectRowAt: indexPath)
                        {{/isRowTap}}
                        {{#isSwipe}}
                        let configuration = try #require(
                            screen.controller.tableView(
                                screen.controller.tableView, {{swipeMethod}}: indexPath),
                            "\(stage): no swipe actions at \(indexPath)")
                        let action = try #require(
                            configuration.actions.dropFirst({{swipeIndex}}).first,
                            "\(stage): no {{eventDescription}} at \(indexPath)")
                        action.handler(action, screen.controller.tableView) { _ in }
                        {{/isSwipe}}
                        #expect(
                            screen.recorder.sent == [{{expectedExpression}}],
                            "\(stage): {{eventDescription}} at \(indexPath) must reach \(row.id) only")
                    }
                }
            }

            {{/checks}}
            {{#releaseCheck}}
            @Test("The controller is released when the app lets go of it")
            func controllerIsReleased() throws {
                weak var released: {{viewControllerType}}?
                do {
                    let screen = {{screenType}} { n, version in {{rowExpression}} }
                    released = screen.controller
                    for stage in {{screenType}}.Stage.allCases {
                        screen.enter(stage)
                    }
                    screen.close()
                }
                #expect(released == nil, "the controller is still alive: a cell, a closure or a task retains it")
            }
            {{/releaseCheck}}
        }
        {{#builtSamples}}

        extension {{suiteType}} {
            /// Row `n` of the `{{modelType}}` rows, at `version`: its ID depends on `n` alone.
            static func {{functionName}}(_ n: Int, version: Int) -> {{modelType}} {
                {{valueExpression}}
            }
        }
        {{/builtSamples}}
        {{#samplesProtocol}}

        /// The rows listgen cannot build for these tests. Implement it in an extension of `{{suiteType}}` in your
        /// test target; a missing function is a compile error here.
        @MainActor
        protocol {{samplesProtocol}} {
            {{#askedSamples}}
            /// Row `n` of the `{{modelType}}` rows at `version` (listgen cannot build one: {{missingFields}}). Its ID
            /// must depend on `n` alone and differ for every `n`; another `version` must give another value.
            static func {{functionName}}(_ n: Int, version: Int) -> {{modelType}}
            {{/askedSamples}}
        }

        extension {{suiteType}}: {{samplesProtocol}} {}
        {{/samplesProtocol}}

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
            /// earlier: the view `control` finds in the cell that shows that row now (an event's button), while
            /// it is in that cell and not hidden; else that cell; else the list itself when the row has no cell
            /// on screen.
            private func anchor(forRowAt indexPath: IndexPath, control: (UIView) -> UIView? = { _ in nil }) -> ListAnchor {
                guard let cell = {{listViewName}}.{{cellLookupMethod}}(at: indexPath) else {
                    return ListAnchor(sourceView: {{listViewName}})
                }
                if let control = control(cell), control.isDescendant(of: cell), !control.isHidden {
                    return ListAnchor(sourceView: control)
                }
                return ListAnchor(sourceView: cell)
            }
        {{#events}}
        {{#buttonAnchor}}

            /// Where a popover or action sheet for the {{description}} event of the row at `indexPath` points:
            /// the {{description}} button of the cell that shows the row when it acts, else as `anchor(forRowAt:)`.
            private func {{methodName}}(forRowAt indexPath: IndexPath) -> ListAnchor {
                anchor(forRowAt: indexPath) { {{#cells}}($0 as? {{cellName}})?.{{buttonName}}{{^isLast}} ?? {{/isLast}}{{/cells}} }
            }
        {{/buttonAnchor}}
        {{/events}}
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
        {{^isSwitch}}
                cell.{{closureName}} = { [weak self, weak cell] in
        {{/isSwitch}}
                    guard let self, let cell, self.{{screen.listViewName}}.indexPath(for: cell) != nil,
                        let indexPath = self.indexPath(forRowID: id)
                    else { return }
        {{#isSwitch}}
                    self.{{tapMethod}}(to: isOn, at: indexPath)
        {{/isSwitch}}
        {{^isSwitch}}
                    self.{{tapMethod}}(at: indexPath)
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

            /// Asks before acting: presents an alert{{#hasActionSheets}} or an action sheet{{/hasActionSheets}} from this
            /// controller with a cancel button and a confirming one. `onConfirm` runs only when the user
            /// confirms, after it is dismissed; it must look its row up again by ID (the list may have changed
            /// while it was up).
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
        {{^isSwitch}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath)
            }
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

        {{#canDelete}}
            /// In edit mode, a row shows the delete control when it offers `{{deleteEvent}}` now
            /// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and
        {{/canDelete}}
        {{^canDelete}}
            /// In edit mode, no row shows a delete control (`editing` has no `delete`). Out of edit mode a row's swipe actions need the `.delete` style, and
        {{/canDelete}}
            /// their configurations are never nil, so UIKit adds no Delete swipe of its own.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
            ) -> UITableViewCell.EditingStyle {
                // The mode the controller set: a person swiping a row open sets the table's `isEditing` too.
                guard store.isInEditMode else { return {{editingStyleOutsideEditMode}} }
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
                // The store keeps the mode: the list's own flag is also set while a person swipes a row open.
        {{#multiSelect}}
                // The rows selected for the batch actions: none when edit mode begins, and none after it.
        {{/multiSelect}}
                store.editingChanged(editing)
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
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}{{anchorArgument}}
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

            /// The empty state with its button, as the list's background view, which UIKit sizes to the whole
            /// list: the text's view above the button, in a stack centred in it by Auto Layout at the height they
            /// need (the stack itself as the background would stretch the text's view to the list's height).
            private lazy var emptyStateBackground: UIView = {
                let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])
                stack.axis = .vertical
                stack.alignment = .center
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                let background = UIView()
                background.addSubview(stack)
                let margins = background.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    stack.centerYAnchor.constraint(equalTo: background.centerYAnchor),
                    stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                    stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                ])
                return background
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
        {{#isCollection}}
                // Rows can be dragged by their reorder accessory: a diffable data source lets none move without
                // `canReorderItem`.
                dataSource.reorderingHandlers.canReorderItem = { _ in true }
        {{/isCollection}}
                dataSource.onMoveRow = { [weak self] source, destination in
                    self?.rowMovedByPerson(at: source, to: destination)
                }
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
            /// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron (forward,
            /// which mirrors in right-to-left layouts, while collapsed; down while expanded) and its accessibility
            /// value say the section's state now, and its action, replaced each time, toggles the section shown now.
            /// Auto Layout places it at the content view's trailing margin, centred vertically, at its own size.
            private func showCollapseToggle(in contentView: UIView, for section: {{screen.sectionType}}) {
                let toggle =
                    contentView.subviews.lazy.compactMap { $0 as? UIButton }
                    .first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }
                    ?? {
                        let button = UIButton(configuration: .plain())
                        button.accessibilityIdentifier = Self.collapseToggleIdentifier
                        button.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(button)
                        NSLayoutConstraint.activate([
                            button.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                            button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        ])
                        return button
                    }()
                toggle.isHidden = !section.isCollapsible
                let collapsed = isSectionCollapsed(section)
                toggle.configuration?.image = UIImage(systemName: collapsed ? "chevron.forward" : "chevron.down")
                toggle.accessibilityLabel = section.title
                toggle.accessibilityValue =
                    collapsed
                    ? {{collapsedValueLiteral}}
                    : {{expandedValueLiteral}}
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
                if store.isBatchSelecting {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                if store.isBatchSelecting { store.batchDeselectRow(at: indexPath) }
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
                if store.isBatchSelecting {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                if store.isBatchSelecting { store.batchDeselectRow(at: indexPath) }
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
            guard let self, let indexPath = self.indexPath(forRowID: id), {{rowLookup}}
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
                guard {{rowGuard}} else { return }
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
                store.isBatchSelecting ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)
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
        {{#editing.canReorder}}

                /// Gets each move a person made (`editing.reorder`), once the snapshot took it.
                var onMoveRow: ((IndexPath, IndexPath) -> Void)?

                /// The collection view moved the row on screen; super makes the snapshot match (and calls the
                /// reordering handlers), then the controller's store takes the move, from where the row was to
                /// where it is. Not from the reorder transaction: its difference is of the items of all sections
                /// in one order, and is empty for a drag across a section boundary that keeps that order.
                override func collectionView(
                    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                    to destinationIndexPath: IndexPath
                ) {
                    super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
                    onMoveRow?(sourceIndexPath, destinationIndexPath)
                }
        {{/editing.canReorder}}
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
        {{#buttonAnchor}}
            /// A popover or action sheet points at the row's {{description}} button, in the cell that shows the row
            /// when the tap acts (else at that cell, else at the list).
        {{/buttonAnchor}}
        {{#asksFirst}}
            /// It asks first, as its `confirm` says (an alert or an action sheet); the row is looked up again, by
            /// its ID, when the user confirms.
        {{/asksFirst}}
            {{screen.accessPrefix}}func {{tapMethod}}({{valueParameter}}at indexPath: IndexPath) {
        {{#singleCase}}
                guard {{rowGuard}} else { return }
        {{#confirm}}
                let id = {{parameterName}}.id
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
                ) { [weak self] in
                    // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                    guard let self, let indexPath = self.indexPath(forRowID: id), {{singleLookup}}
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
                            case .{{rowCaseName}}{{lookupBinding}}? = self.row(at: indexPath)
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
                case .{{rowCaseName}}{{modelBinding}}:
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
