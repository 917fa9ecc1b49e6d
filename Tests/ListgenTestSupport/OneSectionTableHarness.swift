import Foundation
import UIKit

/// A hand-written control screen whose rows are one section of `NegativeRow`s in a table view: the
/// row half of `ScreenHarness`, written once for every such control (`NegativeControlHarness`,
/// `ContentControlHarness`).
@MainActor
public protocol OneSectionTableHarness: ScreenHarness {
    /// The controller's rows.
    var rows: [NegativeRow] { get set }
    /// The controller's table view, once its view has loaded.
    var table: UITableView? { get }
    /// How often each row was updated (its title changes with it, so a stale cell shows).
    var revisions: [String: Int] { get set }
    /// Called after each change the mutation API below makes to the rows and the table, so that a control
    /// can show its own state again (the selection controls re-show the selection); does nothing by default.
    func rowsDidChange()
}

extension OneSectionTableHarness {
    func model(_ rowID: String) -> NegativeRow {
        NegativeRow(id: rowID, title: "title \(rowID) r\(revisions[rowID] ?? 0)")
    }

    func make(_ spec: RowSpec) -> NegativeRow {
        let id = rowID(for: spec)
        revisions[id] = 0
        return model(id)
    }

    public func rowsDidChange() {}

    public func rowID(for row: RowSpec) -> String { "row-\(row.key)" }
    public func payload(forRowID rowID: String) -> String { "\(model(rowID))" }

    public func setRows(_ specs: [[RowSpec]]) {
        rows = specs.flatMap { $0.map(make) }
        table?.reloadData()
        rowsDidChange()
    }

    public func insert(_ row: RowSpec, at indexPath: IndexPath) {
        rows.insert(make(row), at: indexPath.row)
        table?.insertRows(at: [indexPath], with: .automatic)
        rowsDidChange()
    }

    public func append(_ row: RowSpec, toSection section: Int) {
        insert(row, at: IndexPath(row: rows.count, section: 0))
    }

    public func deleteRow(at indexPath: IndexPath) {
        rows.remove(at: indexPath.row)
        table?.deleteRows(at: [indexPath], with: .automatic)
        rowsDidChange()
    }

    public func deleteRow(withID rowID: String) {
        if let indexPath = indexPath(forRowID: rowID) { deleteRow(at: indexPath) }
    }

    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        rows.insert(rows.remove(at: source.row), at: destination.row)
        table?.moveRow(at: source, to: destination)
        rowsDidChange()
    }

    public func update(rowID: String) {
        guard let indexPath = indexPath(forRowID: rowID) else { return }
        revisions[rowID, default: 0] += 1
        rows[indexPath.row] = model(rowID)
        table?.reconfigureRows(at: [indexPath])
        rowsDidChange()
    }

    public func rowIDs(inSection section: Int) -> [String] { rows.map(\.id) }

    public func rowID(at indexPath: IndexPath) -> String? {
        rows.indices.contains(indexPath.row) ? rows[indexPath.row].id : nil
    }

    public func indexPath(forRowID rowID: String) -> IndexPath? {
        rows.firstIndex { $0.id == rowID }.map { IndexPath(row: $0, section: 0) }
    }
}

/// The controller of such a control screen: one section of `NegativeRow`s in a plain table whose cells
/// are `Cell`, written once for every control (`ContentControlController`, `ImageControlController`,
/// `RowStateControlController`). A subclass shows a row in a dequeued cell, in its own right or wrong way.
@MainActor
class OneSectionTableController<Cell: UITableViewCell>: UIViewController, UITableViewDataSource {
    var rows: [NegativeRow] = []
    let tableView = UITableView(frame: .zero, style: .plain)
    private let reuseIdentifier = String(describing: Cell.self)

    init() { super.init(nibName: nil, bundle: nil) }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
        tableView.dataSource = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Cell
        configure(cell, with: rows[indexPath.row])
        return cell
    }

    /// Shows `row` in a cell just dequeued for it.
    func configure(_ cell: Cell, with row: NegativeRow) {}

    /// Declared here so that a subclass's override is the data source's method (a subclass alone cannot
    /// provide an optional requirement the class's conformance took from the protocol's default).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}
