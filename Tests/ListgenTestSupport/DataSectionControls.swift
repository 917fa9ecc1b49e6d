// Negative controls for the data-section scenarios: a hand-written classic screen whose sections come
// from a group of its rows, written right or with one of the classic mistakes. The data-section
// scenarios pass on every generated screen with `sections: { from: }`; each must fail on the control
// with its mistake, or it proves nothing.

/// How the control changes its sections.
public enum DataSectionControl: String, CaseIterable, Sendable {
    /// Right: as the generated row store does it (a section that empties is deleted in the batch that
    /// deletes or moves its last row; a new section is inserted in the batch that inserts its first).
    case correct
    /// A section removed while its last row animates out: the data drops the emptied section at once,
    /// but the batch deletes only its row (no `deleteSections`). UIKit raises "Invalid update: invalid
    /// number of sections …".
    case deletesOnlyTheRow
    /// The batch deletes the emptied section, but the data still reports it (empty) until the update's
    /// completion, as if it waited for the row's animation. UIKit raises "Invalid update: invalid number
    /// of sections …".
    case deletesTheSectionItStillReports
    /// An emptied section stays (no UIKit error, an empty section with its header).
    case keepsEmptySections
    /// A new section is added at the end, whatever the sort.
    case newSectionsAtTheEnd
    /// Titles are worked out when the rows are set and kept: "Today" stays "Today" after midnight.
    case titlesFromWhenTheRowsWereSet
    /// A diffable list whose item identifiers include the section (`"<group>/<id>"`): a row that
    /// changes section is deleted and inserted, not moved, so its cell does not go with it.
    case diffableItemsKeyedBySection
    /// A diffable list that hides an emptied section's header by reloading the section, empty, in the
    /// apply that empties it, and removes it in the next apply: a diffable data source crashes on that
    /// reload on iOS 15 (rule 31 of Tests/UIKit/README.md); the list ends up right.
    case diffableReloadsEmptiedSection

    /// The control's list has a diffable data source.
    public var isDiffable: Bool { self == .diffableItemsKeyedBySection || self == .diffableReloadsEmptiedSection }

    /// The data-section scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .deletesOnlyTheRow, .deletesTheSectionItStillReports, .keepsEmptySections:
            ["dataSectionMoves", "dataSectionCreatedAndRemoved", "dataSectionOrder"]
        case .newSectionsAtTheEnd: ["dataSectionCreatedAndRemoved", "dataSectionMidnight", "dataSectionOrder"]
        case .titlesFromWhenTheRowsWereSet: ["dataSectionMidnight"]
        case .diffableItemsKeyedBySection: ["dataSectionMoves", "dataSectionMidnight"]
        case .diffableReloadsEmptiedSection: ["dataSectionMoves", "dataSectionCreatedAndRemoved", "dataSectionOrder"]
        }
    }
}

/// A row of the control: its key, group and revision.
struct DataSectionControlRow: Equatable {
    var key: Int
    var group: Int
    var revision = 0
    var id: String { "Row-\(key)" }
}

/// A table cell, or a collection list cell, that remembers the row it shows.
final class DataSectionControlTableCell: UITableViewCell {
    var rowID: String?
}

final class DataSectionControlItemCell: UICollectionViewListCell {
    var rowID: String?
}

/// The control's screen: a classic table or collection list, one section per group of its rows.
@MainActor
final class DataSectionControlViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate
{
    let control: DataSectionControl
    let order: DataSectionInfo.Order
    let listView: UIView
    private var table: UITableView? { listView as? UITableView }
    private var collection: UICollectionView? { listView as? UICollectionView }
    /// The sections the data source reports: each one's group and rows.
    private(set) var sections: [(group: Int, rows: [DataSectionControlRow])] = []
    /// Days the clock moved.
    var clockDays = 0
    /// The titles worked out when the rows were set (`titlesFromWhenTheRowsWereSet`), by group.
    private var titlesWhenSet: [Int: String] = [:]
    /// The rows taps acted for, in order.
    var acted: [String] = []
    /// The diffable data source of a diffable control, or nil for a classic list.
    private var diffableTable: DataSectionControlTableSource?
    private var diffableCollection: UICollectionViewDiffableDataSource<Int, String>?

    init(_ control: DataSectionControl, order: DataSectionInfo.Order, collection: Bool) {
        self.control = control
        self.order = order
        if collection {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            listView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        } else {
            listView = UITableView(frame: .zero, style: .plain)
        }
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = listView }

    private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] header, _, indexPath in
        var content = header.defaultContentConfiguration()
        content.text = self?.title(ofSectionAt: indexPath.section)
        header.contentConfiguration = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if control.isDiffable {
            loadDiffableDataSource()
        } else if let table {
            table.register(DataSectionControlTableCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.delegate = self
            table.reloadData()
        } else if let collection {
            collection.register(DataSectionControlItemCell.self, forCellWithReuseIdentifier: "row")
            _ = headerRegistration
            collection.dataSource = self
            collection.delegate = self
            collection.reloadData()
        }
    }

    /// A diffable data source whose item identifiers are `"<group>/<id>"` (`diffableItemsKeyedBySection`) or
    /// the rows' IDs.
    private func loadDiffableDataSource() {
        if let table {
            table.register(DataSectionControlTableCell.self, forCellReuseIdentifier: "row")
            let source = DataSectionControlTableSource(tableView: table) { tableView, indexPath, item in
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! DataSectionControlTableCell
                cell.rowID = item.split(separator: "/").last.map(String.init)
                return cell
            }
            source.title = { [weak self] in self?.title(ofSectionAt: $0) }
            diffableTable = source
            table.delegate = self
        } else if let collection {
            collection.register(DataSectionControlItemCell.self, forCellWithReuseIdentifier: "row")
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                collectionView, indexPath, item in
                let cell =
                    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                    as! DataSectionControlItemCell
                cell.rowID = item.split(separator: "/").last.map(String.init)
                return cell
            }
            let registration = headerRegistration
            source.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
            }
            diffableCollection = source
            collection.delegate = self
        }
        applySnapshot(reloadingData: true)
    }

    /// Shows `sections` through the diffable data source: the snapshot with every section and row, the
    /// groups `reloaded` reloaded.
    private func applySnapshot(reloadingData: Bool, reloading reloaded: [Int] = []) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(sections.map(\.group))
        for section in sections {
            let keyedBySection = control == .diffableItemsKeyedBySection
            snapshot.appendItems(
                section.rows.map { keyedBySection ? "\(section.group)/\($0.id)" : $0.id }, toSection: section.group)
        }
        if !reloaded.isEmpty { snapshot.reloadSections(reloaded) }
        if reloadingData {
            diffableTable?.applySnapshotUsingReloadData(snapshot)
            diffableCollection?.applySnapshotUsingReloadData(snapshot)
        } else {
            diffableTable?.apply(snapshot, animatingDifferences: true)
            diffableCollection?.apply(snapshot, animatingDifferences: true)
        }
    }

    // MARK: Titles

    func title(ofSectionAt index: Int) -> String? {
        guard sections.indices.contains(index) else { return nil }
        let group = sections[index].group
        if control == .titlesFromWhenTheRowsWereSet, let title = titlesWhenSet[group] { return title }
        return Self.title(ofGroup: group, clockDays: clockDays)
    }

    static func title(ofGroup group: Int, clockDays: Int) -> String {
        switch group + clockDays {
        case 0: "Today"
        case 1: "Yesterday"
        default: "day \(group)"
        }
    }

    // MARK: Rows

    func setRows(_ rows: [DataSectionControlRow]) {
        sections = []
        for row in rows where indexPath(forRowID: row.id) == nil { place(row, at: nil, in: &sections) }
        titlesWhenSet = Dictionary(
            uniqueKeysWithValues: sections.map { ($0.group, Self.title(ofGroup: $0.group, clockDays: clockDays)) })
        if control.isDiffable {
            applySnapshot(reloadingData: true)
        } else if let table {
            table.reloadData()
        } else {
            collection?.reloadData()
        }
    }

    func insert(_ row: DataSectionControlRow, at indexPath: IndexPath) {
        guard self.indexPath(forRowID: row.id) == nil else { return }
        let item =
            sections.indices.contains(indexPath.section) && sections[indexPath.section].group == row.group
            ? indexPath.item : nil
        regroup { place(row, at: item, in: &$0) }
    }

    func update(_ row: DataSectionControlRow) {
        guard let place = indexPath(forRowID: row.id) else { return }
        if sections[place.section].group == row.group {
            sections[place.section].rows[place.item] = row
            if control.isDiffable { return }  // the row's cell shows nothing that changed
            if let table { table.reconfigureRows(at: [place]) } else { collection?.reconfigureItems(at: [place]) }
            return
        }
        regroup { sections in
            sections[place.section].rows.remove(at: place.item)
            self.place(row, at: nil, in: &sections)
        }
    }

    func deleteRow(withID id: String) {
        guard let place = indexPath(forRowID: id) else { return }
        regroup { $0[place.section].rows.remove(at: place.item) }
    }

    func moveRow(at source: IndexPath, to destination: IndexPath) {
        guard sections.indices.contains(source.section), sections[source.section].rows.indices.contains(source.item),
            destination.section == source.section, destination.item >= 0
        else { return }
        let row = sections[source.section].rows.remove(at: source.item)
        let target = IndexPath(
            item: min(destination.item, sections[source.section].rows.count), section: source.section)
        sections[source.section].rows.insert(row, at: target.item)
        if control.isDiffable { return applySnapshot(reloadingData: false) }
        if let table { table.moveRow(at: source, to: target) } else { collection?.moveItem(at: source, to: target) }
    }

    func indexPath(forRowID id: String) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.rows.firstIndex(where: { $0.id == id }) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    private func place(
        _ row: DataSectionControlRow, at item: Int?, in sections: inout [(group: Int, rows: [DataSectionControlRow])]
    ) {
        if let index = sections.firstIndex(where: { $0.group == row.group }) {
            let count = sections[index].rows.count
            sections[index].rows.insert(row, at: min(item ?? count, count))
            return
        }
        let info = DataSectionInfo(order: order, valueFallsWithGroup: true, titlesRelativeDay: true)
        let index =
            control == .newSectionsAtTheEnd
            ? sections.count : sections.firstIndex { info.comesBefore(row.group, $0.group) == true } ?? sections.count
        sections.insert((row.group, [row]), at: index)
    }

    /// Changes the sections with `change`, then tells the list in one batch: the rows that left or
    /// joined a section that stays, and the sections that went or came (each mistake changes this).
    private func regroup(_ change: (inout [(group: Int, rows: [DataSectionControlRow])]) -> Void) {
        listView.layoutIfNeeded()
        let old = sections
        var new = sections
        change(&new)
        let emptied = new.filter { $0.rows.isEmpty }.map(\.group)
        let kept = new.filter { !$0.rows.isEmpty }
        let oldGroups = old.map(\.group)
        let keptGroups = kept.map(\.group)
        let deletedSections = IndexSet(oldGroups.indices.filter { !keptGroups.contains(oldGroups[$0]) })
        let insertedSections = IndexSet(keptGroups.indices.filter { !oldGroups.contains(keptGroups[$0]) })
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        for (oldIndex, section) in old.enumerated() {
            guard let newIndex = keptGroups.firstIndex(of: section.group) else {
                // The section goes: a mistake deletes its rows instead of the section.
                if control == .deletesOnlyTheRow || control == .keepsEmptySections {
                    deletedRows += section.rows.indices.map { IndexPath(item: $0, section: oldIndex) }
                }
                continue
            }
            let newIDs = Set(kept[newIndex].rows.map(\.id))
            let oldIDs = Set(section.rows.map(\.id))
            for (item, row) in section.rows.enumerated() where !newIDs.contains(row.id) {
                deletedRows.append(IndexPath(item: item, section: oldIndex))
            }
            for (item, row) in kept[newIndex].rows.enumerated() where !oldIDs.contains(row.id) {
                insertedRows.append(IndexPath(item: item, section: newIndex))
            }
        }
        switch control {
        case .keepsEmptySections:
            // The emptied sections stay, empty, where they were: the sections inserted are counted among them.
            sections = new
            let newGroups = new.map(\.group)
            let inserted = IndexSet(newGroups.indices.filter { !oldGroups.contains(newGroups[$0]) })
            let shifted = insertedRows.map { path in
                IndexPath(item: path.item, section: newGroups.firstIndex(of: keptGroups[path.section]) ?? path.section)
            }
            perform(deletedSections: [], deletedRows: deletedRows, insertedSections: inserted, insertedRows: shifted)
        case .deletesTheSectionItStillReports:
            // The data keeps the emptied sections until the update completes.
            sections = new
            perform(
                deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,
                insertedRows: insertedRows
            ) { [weak self] in self?.sections.removeAll { emptied.contains($0.group) && $0.rows.isEmpty } }
        case .diffableItemsKeyedBySection:
            sections = kept
            applySnapshot(reloadingData: false)
        case .diffableReloadsEmptiedSection:
            // The emptied sections stay for one apply, reloaded so that their headers hide; then they go.
            sections = new
            applySnapshot(reloadingData: false, reloading: emptied)
            sections = kept
            if !emptied.isEmpty { applySnapshot(reloadingData: false) }
        default:
            sections = kept
            perform(
                deletedSections: control == .deletesOnlyTheRow ? [] : deletedSections, deletedRows: deletedRows,
                insertedSections: insertedSections, insertedRows: insertedRows)
        }
    }

    private func perform(
        deletedSections: IndexSet, deletedRows: [IndexPath], insertedSections: IndexSet, insertedRows: [IndexPath],
        completion: (() -> Void)? = nil
    ) {
        if let table {
            table.performBatchUpdates(
                {
                    table.deleteSections(deletedSections, with: .automatic)
                    table.deleteRows(at: deletedRows, with: .automatic)
                    table.insertSections(insertedSections, with: .automatic)
                    table.insertRows(at: insertedRows, with: .automatic)
                }, completion: { _ in completion?() })
        } else if let collection {
            collection.performBatchUpdates(
                {
                    collection.deleteSections(deletedSections)
                    collection.deleteItems(at: deletedRows)
                    collection.insertSections(insertedSections)
                    collection.insertItems(at: insertedRows)
                }, completion: { _ in completion?() })
        }
    }

    // MARK: Data sources and taps

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! DataSectionControlTableCell
        cell.rowID = sections[indexPath.section].rows[indexPath.row].id
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        title(ofSectionAt: section)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tapped(at: indexPath)
        tableView.deselectRow(at: indexPath, animated: false)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            as! DataSectionControlItemCell
        cell.rowID = sections[indexPath.section].rows[indexPath.item].id
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tapped(at: indexPath)
        collectionView.deselectItem(at: indexPath, animated: false)
    }

    private func tapped(at indexPath: IndexPath) {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.item)
        else { return }
        acted.append(sections[indexPath.section].rows[indexPath.item].id)
    }
}

/// The control, driven through `DataSectionHarness`.
@MainActor
public final class DataSectionControlHarness: DataSectionHarness {
    let controller: DataSectionControlViewController
    /// The rows made, by ID: their current group and revision.
    private var rows: [String: DataSectionControlRow] = [:]

    /// The control with its mistake, as a table or a collection list, its sections in `order`.
    public init(_ control: DataSectionControl, order: DataSectionInfo.Order = .descending, collection: Bool = false) {
        controller = DataSectionControlViewController(control, order: order, collection: collection)
    }

    public var dataSectionInfo: DataSectionInfo {
        DataSectionInfo(
            order: controller.order, valueFallsWithGroup: true, titlesRelativeDay: true,
            isDiffable: controller.control.isDiffable)
    }
    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.listView }

    public func rowID(for row: RowSpec) -> String { "Row-\(row.key)" }

    private func make(_ spec: RowSpec, group: Int) -> DataSectionControlRow {
        let row = DataSectionControlRow(key: spec.key, group: group)
        rows[row.id] = rows[row.id] ?? row
        return row
    }

    public func setRows(grouped rows: [(row: RowSpec, group: Int)]) {
        controller.setRows(rows.map { make($0.row, group: $0.group) })
    }

    public func insert(_ row: RowSpec, inGroup group: Int, at indexPath: IndexPath) {
        controller.insert(make(row, group: group), at: indexPath)
    }

    public func append(_ row: RowSpec, inGroup group: Int) {
        controller.insert(make(row, group: group), at: IndexPath(item: Int.max, section: -1))
    }

    public func update(rowID: String, toGroup group: Int) {
        guard var row = rows[rowID] else { return }
        row.group = group
        row.revision += 1
        rows[rowID] = row
        controller.update(row)
    }

    public func update(rowID: String) {
        guard let row = rows[rowID] else { return }
        update(rowID: rowID, toGroup: row.group)
    }

    public func deleteRow(withID rowID: String) { controller.deleteRow(withID: rowID) }

    public func deleteRow(at indexPath: IndexPath) {
        guard controller.sections.indices.contains(indexPath.section),
            controller.sections[indexPath.section].rows.indices.contains(indexPath.item)
        else { return }
        controller.deleteRow(withID: controller.sections[indexPath.section].rows[indexPath.item].id)
    }

    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        controller.moveRow(at: source, to: destination)
    }

    public var sectionGroups: [Int] { controller.sections.map(\.group) }

    public func rowIDs(inSection section: Int) -> [String] {
        controller.sections.indices.contains(section) ? controller.sections[section].rows.map(\.id) : []
    }

    public func indexPath(forRowID rowID: String) -> IndexPath? { controller.indexPath(forRowID: rowID) }

    public func rowID(ofCell cell: UIView) -> String? {
        (cell as? DataSectionControlTableCell)?.rowID ?? (cell as? DataSectionControlItemCell)?.rowID
    }

    public func title(ofSectionAt index: Int) -> String? { controller.title(ofSectionAt: index) }
    public func dateTitle(ofGroup group: Int) -> String { "day \(group)" }
    public func advanceClock(days: Int) { controller.clockDays += days }

    public func actedRowIDs(at indexPath: IndexPath) -> [String] {
        let before = controller.acted.count
        ListProbe(listView).simulateSelection(at: indexPath)
        return Array(controller.acted.dropFirst(before))
    }
}

/// The diffable table data source of `diffableItemsKeyedBySection`, with the sections' titles.
final class DataSectionControlTableSource: UITableViewDiffableDataSource<Int, String> {
    var title: ((Int) -> String?)?

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        title?(section)
    }
}
