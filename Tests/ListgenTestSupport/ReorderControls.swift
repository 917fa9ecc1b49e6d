import Foundation
import UIKit

// Negative controls for the editing scenario `reorderSectionTexts` (EditingScenarios.swift): a hand-written
// classic table of two titled sections, each showing its header only while it has rows, whose rows a
// person drags in edit mode. It takes each drag right, or without reloading the sections whose header
// appeared or went (issue #42: a section a drag emptied kept its header).

/// How the control takes a person's drag.
public enum ReorderControl: String, CaseIterable, Sendable {
    /// Right: the rows take the move, then each section whose header appeared or went is reloaded.
    case correct
    /// The rows take the move and nothing is reloaded: a section the drag emptied keeps its header.
    case keepsHeadersOnDrag

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .keepsHeadersOnDrag: ["reorderSectionTexts"]
        }
    }
}

final class ReorderControlController: UIViewController, UITableViewDataSource {
    /// The sections' header titles, shown while the section has rows.
    static let titles = ["First", "Second"]
    let control: ReorderControl
    /// Each section's row IDs.
    var sections: [[String]] = [[], []]
    /// Each move a person made, as the data source was told it.
    var moves: [ReportedMove] = []
    let tableView = UITableView(frame: .zero, style: .plain)

    init(control: ReorderControl) {
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

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessibilityIdentifier = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].isEmpty ? nil : Self.titles[section]
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let wereEmpty = sections.map(\.isEmpty)
        let id = sections[source.section].remove(at: source.row)
        sections[destination.section].insert(id, at: destination.row)
        moves.append(ReportedMove(rowID: id, source: source, destination: destination))
        guard control == .correct else { return }
        let toggled = IndexSet(sections.indices.filter { sections[$0].isEmpty != wereEmpty[$0] })
        if !toggled.isEmpty { tableView.reloadSections(toggled, with: .automatic) }
    }
}

/// Drives a `ReorderControlController` through `ScreenHarness`; the app's own changes reload the table.
@MainActor
public final class ReorderControlHarness: ScreenHarness {
    public let info = ScreenInfo(
        screen: "ReorderControl", sections: ["first", "second"],
        cells: [CellInfo(name: "ReorderControlCell", events: [])], routes: [], canReorder: true,
        sectionTexts: ReorderControlController.titles.map { SectionText(title: $0, footer: nil) })
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: ReorderControlController

    public init(_ control: ReorderControl) {
        controller = ReorderControlController(control: control)
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }
    public var reportedMoves: [ReportedMove] { controller.moves }

    public func rowID(for row: RowSpec) -> String { "row-\(row.key)" }
    public func payload(forRowID rowID: String) -> String { rowID }

    private func change(_ change: (inout [[String]]) -> Void) {
        change(&controller.sections)
        if controller.isViewLoaded { controller.tableView.reloadData() }
    }

    public func setRows(_ rows: [[RowSpec]]) { change { $0 = rows.map { $0.map(rowID(for:)) } } }

    public func insert(_ row: RowSpec, at indexPath: IndexPath) {
        change { $0[indexPath.section].insert(rowID(for: row), at: indexPath.item) }
    }

    public func append(_ row: RowSpec, toSection section: Int) { change { $0[section].append(rowID(for: row)) } }

    public func deleteRow(at indexPath: IndexPath) { change { _ = $0[indexPath.section].remove(at: indexPath.item) } }

    public func deleteRow(withID rowID: String) {
        if let indexPath = indexPath(forRowID: rowID) { deleteRow(at: indexPath) }
    }

    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        change { $0[destination.section].insert($0[source.section].remove(at: source.item), at: destination.item) }
    }

    public func update(rowID: String) { change { _ in } }

    public func rowIDs(inSection section: Int) -> [String] { controller.sections[section] }

    public func rowID(at indexPath: IndexPath) -> String? {
        let sections = controller.sections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    public func indexPath(forRowID rowID: String) -> IndexPath? {
        for (section, ids) in controller.sections.enumerated() {
            if let item = ids.firstIndex(of: rowID) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    public func rowID(ofCell cell: UIView) -> String? { cell.accessibilityIdentifier }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }
}
