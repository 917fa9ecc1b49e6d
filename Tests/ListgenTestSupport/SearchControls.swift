// Negative controls for the search scenarios: a hand-written table screen with a search bar, written
// right or with one of the classic mistakes. The search scenarios pass on every generated screen with
// `search`; each must fail on the control with its mistake, or it proves nothing.

/// How the control searches.
public enum SearchControl: String, CaseIterable, Sendable {
    /// Right: as the generated code does it (the results recomputed from every row at every change).
    case correct
    /// The search copies the rows when it starts and filters the copy: a row inserted, updated or
    /// deleted during the search does not reach the results.
    case copiesRowsAtSearchStart
    /// A tap on a cell is resolved by its index path in the full list, not in the results: during a
    /// search it acts on another row.
    case tapByFullListIndex

    /// The search scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .copiesRowsAtSearchStart: ["searchDuringMutations", "searchScopes"]
        case .tapByFullListIndex: ["searchDuringMutations"]
        }
    }
}

/// A row of the control: its key and revision, from which its fields follow (as in the generated
/// harnesses: `subject <key> r<revision>`, starred every other row, flipping with each update).
struct SearchControlRow: Equatable {
    var key: Int
    var revision = 0
    var id: String { "Row-\(key)" }
    var subject: String { "subject \(key) r\(revision)" }
    var isStarred: Bool { (key + revision) % 2 == 0 }
}

/// A cell that remembers the row it shows and has one button.
final class SearchControlCell: UITableViewCell {
    var rowID: String?
    var onTap: ((SearchControlCell) -> Void)?
    private(set) lazy var button = UIButton(
        configuration: .plain(), primaryAction: UIAction { [weak self] _ in if let self { self.onTap?(self) } })

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubviewAtTrailingMargin(button)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }
}

/// The control's screen: two sections, a classic table, a search controller in its navigation item.
@MainActor
final class SearchControlViewController: UIViewController, UITableViewDataSource, UISearchResultsUpdating {
    let control: SearchControl
    let tableView = UITableView(frame: .zero, style: .plain)
    let searchController = UISearchController(searchResultsController: nil)
    let emptyStateView: UIListContentView
    let noResultsView: UIListContentView
    private(set) var rows: [[SearchControlRow]] = [[], []]
    /// The rows the search filters (`copiesRowsAtSearchStart` keeps the copy taken when it started).
    private var searchBase: [[SearchControlRow]] = [[], []]
    /// The text and scope of the search shown now, or nil.
    private var query: (text: String, scope: Int)?
    private(set) var shown: [[SearchControlRow]] = [[], []]
    private var rowsWereSet = false
    /// The rows taps acted for, in order.
    var acted: [String] = []

    init(_ control: SearchControl) {
        self.control = control
        var content = UIListContentConfiguration.cell()
        content.text = "No rows"
        emptyStateView = UIListContentView(configuration: content)
        content.text = SearchControlHarness.noResultsText
        noResultsView = UIListContentView(configuration: content)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SearchControlCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        searchController.searchResultsUpdater = self
        searchController.searchBar.scopeButtonTitles = SearchControlHarness.scopes.map(\.title)
        navigationItem.searchController = searchController
        tableView.reloadData()
        changed()
    }

    // MARK: Rows

    func setRows(_ rows: [[SearchControlRow]]) {
        self.rows = (0..<2).map { $0 < rows.count ? rows[$0] : [] }
        rowsWereSet = true
        changed()
    }

    func insert(_ row: SearchControlRow, at indexPath: IndexPath) {
        guard !rows.joined().contains(where: { $0.id == row.id }) else { return }
        rows[indexPath.section].insert(row, at: min(indexPath.row, rows[indexPath.section].count))
        changed()
    }

    func deleteRow(withID id: String) {
        for section in rows.indices { rows[section].removeAll { $0.id == id } }
        changed()
    }

    func update(rowID id: String) {
        for section in rows.indices {
            for item in rows[section].indices where rows[section][item].id == id { rows[section][item].revision += 1 }
        }
        changed()
    }

    // MARK: Search

    func updateSearchResults(for searchController: UISearchController) {
        let bar = searchController.searchBar
        let newQuery = searchController.isActive ? (text: bar.text ?? "", scope: bar.selectedScopeButtonIndex) : nil
        if query == nil, newQuery != nil { searchBase = rows }
        query = newQuery
        changed()
    }

    private func changed() {
        let base = control == .copiesRowsAtSearchStart ? searchBase : rows
        if let query {
            shown = base.map { rows in
                rows.filter { row in
                    (query.scope != 1 || row.isStarred) && SearchProbe.contains(row.subject, query.text)
                }
            }
        } else {
            shown = rows
        }
        guard isViewLoaded else { return }
        tableView.reloadData()
        let noResults = query != nil && !rows.joined().isEmpty && shown.joined().isEmpty
        emptyStateView.isHidden = !(rowsWereSet && rows.joined().isEmpty)
        noResultsView.isHidden = !noResults
        tableView.backgroundView = noResults ? noResultsView : emptyStateView
    }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! SearchControlCell
        cell.rowID = shown[indexPath.section][indexPath.row].id
        cell.onTap = { [weak self] cell in self?.tapped(cell) }
        return cell
    }

    private func tapped(_ cell: SearchControlCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        let source = control == .tapByFullListIndex ? rows : shown
        guard source.indices.contains(indexPath.section), source[indexPath.section].indices.contains(indexPath.row)
        else { return }
        acted.append(source[indexPath.section][indexPath.row].id)
    }
}

/// The control, driven through `SearchHarness`.
@MainActor
public final class SearchControlHarness: SearchHarness {
    static let noResultsText = "Nothing found"
    static let scopes: [(title: String, field: String?)] = [("All", nil), ("Starred", "isStarred")]
    let controller: SearchControlViewController

    public init(_ control: SearchControl) {
        controller = SearchControlViewController(control)
    }

    public var searchInfo: SearchInfo {
        SearchInfo(fields: ["subject"], scopes: Self.scopes, noResultsText: Self.noResultsText)
    }
    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }
    public var searchBar: UISearchBar { controller.searchController.searchBar }
    public var navigationSearchController: UISearchController? { controller.navigationItem.searchController }
    public var searchEmptyStateView: UIView? { controller.emptyStateView }
    public var noResultsView: UIView? { controller.noResultsView }
    public var searchSectionCount: Int { 2 }

    public func setRows(_ rows: [[RowSpec]]) {
        controller.setRows(rows.map { $0.map { SearchControlRow(key: $0.key) } })
    }
    public func insert(_ row: RowSpec, at indexPath: IndexPath) {
        controller.insert(SearchControlRow(key: row.key), at: indexPath)
    }
    public func deleteRow(withID rowID: String) { controller.deleteRow(withID: rowID) }
    public func update(rowID: String) { controller.update(rowID: rowID) }
    public func rowID(for row: RowSpec) -> String { SearchControlRow(key: row.key).id }
    public func rowIDs(inSection section: Int) -> [String] { controller.rows[section].map(\.id) }
    public func rowID(ofCell cell: UIView) -> String? { (cell as? SearchControlCell)?.rowID }

    private func row(_ rowID: String) -> SearchControlRow? { controller.rows.joined().first { $0.id == rowID } }

    public func searchTexts(ofRowID rowID: String) -> [String?] { [row(rowID)?.subject] }
    public func isInScope(_ index: Int, rowID: String) -> Bool { index != 1 || row(rowID)?.isStarred == true }

    /// The control has buttons only.
    public var hasSwipesOrMenus: Bool { false }
    public func swipeAndMenuRowIDs(at indexPath: IndexPath) -> [String] { [] }

    public func tapToAct(on cell: UIView) -> String? {
        guard let cell = cell as? SearchControlCell else { return nil }
        let before = controller.acted.count
        cell.button.simulateTap()
        return controller.acted.count > before ? controller.acted.last : nil
    }
}
