// Negative controls for the index-title scenario: a hand-written plain table with three titled fixed
// sections and a section index, answered right or in one of the classic wrong ways.

/// How the control answers its section index.
public enum IndexTitleControl: String, CaseIterable, Sendable {
    /// Right: the titles of the sections showing rows, worked out when asked, and a title's own section.
    case correct
    /// The titles and their sections are kept from when the rows were set (`setRows`), never again.
    case cachesTitles
    /// The titles are right, but a title's index is taken for its section's index.
    case mapsByPosition

    /// The scenarios that must catch it.
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .cachesTitles, .mapsByPosition: ["indexTitles"]
        }
    }
}

/// The control's controller: a plain table of strings in three sections.
@MainActor
final class IndexTitleController: UIViewController, UITableViewDataSource {
    static let titles = ["Apples", "Bananas", "Cherries"]

    let control: IndexTitleControl
    let tableView = UITableView(frame: .zero, style: .plain)
    var rows: [[String]] = [[], [], []]
    /// `cachesTitles`: the index as it was when the rows were set.
    private var cachedEntries: [(title: String, section: Int)] = []

    init(_ control: IndexTitleControl) {
        self.control = control
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.reloadData()
    }

    func setRows(_ rows: [[String]]) {
        self.rows = rows
        cachedEntries = entries
        tableView.reloadData()
    }

    /// The sections showing rows now, with their titles.
    var entries: [(title: String, section: Int)] {
        rows.indices.filter { !rows[$0].isEmpty }.map { (Self.titles[$0], $0) }
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        rows[section].isEmpty ? nil : Self.titles[section]
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        (control == .cachesTitles ? cachedEntries : entries).map(\.title)
    }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        switch control {
        case .correct: entries[index].section
        case .cachesTitles: cachedEntries[index].section
        case .mapsByPosition: index
        }
    }
}

/// The control, driven through `IndexTitleHarness`.
@MainActor
public final class IndexTitleControlHarness: IndexTitleHarness {
    let controller: IndexTitleController

    public init(_ control: IndexTitleControl) {
        controller = IndexTitleController(control)
    }

    public var info: ScreenInfo {
        ScreenInfo(
            screen: "IndexTitleControl", sections: ["apples", "bananas", "cherries"], cells: [], routes: [],
            style: "plain", indexTitles: true,
            sectionTexts: IndexTitleController.titles.map { SectionText(title: $0, footer: nil) })
    }
    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }
    public func loadView() { controller.loadViewIfNeeded() }
    public func rowID(for row: RowSpec) -> String { "row-\(row.key)" }

    public func setRows(_ rows: [[RowSpec]]) {
        controller.setRows(rows.map { $0.map(rowID(for:)) })
    }

    public func append(_ row: RowSpec, toSection section: Int) {
        let item = controller.rows[section].count
        controller.rows[section].append(rowID(for: row))
        controller.tableView.insertRows(at: [IndexPath(row: item, section: section)], with: .automatic)
    }

    public func deleteRow(withID rowID: String) {
        for section in controller.rows.indices {
            guard let item = controller.rows[section].firstIndex(of: rowID) else { continue }
            controller.rows[section].remove(at: item)
            controller.tableView.deleteRows(at: [IndexPath(row: item, section: section)], with: .automatic)
        }
    }

    public func headerTitle(ofSectionAt index: Int) -> String? { IndexTitleController.titles[index] }
}
