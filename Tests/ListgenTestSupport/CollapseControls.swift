import Foundation
import UIKit

// Negative controls for the collapse scenarios (CollapseScenarios.swift): a hand-written classic table
// screen of two collapsible sections, whose header views hold the toggle and whose cells have one
// button (`open`), collapsing right or in a classic wrong way. Each wrong controller must be caught by
// the scenario written for it, and the right one by none.

/// How the control collapses a section.
public enum CollapseControl: String, CaseIterable, Sendable {
    /// Right: the model keeps a collapsed section's rows and the table shows none of them; a button finds
    /// its row where the table has its cell when it is tapped.
    case correct
    /// Hides a section's rows by deleting them from its model: they are gone when the section expands
    /// (and the changes made to them meanwhile with them).
    case deletesCollapsedRows
    /// A button keeps the position its row had among the shown rows when the cell was configured: once a
    /// section above collapses, the table moves the cell up without configuring it again, and the tap
    /// acts for another row, or none.
    case keepsIndexPaths
    /// Adds the header's toggle without a frame or constraints: UIKit lays it out at zero size, so no tap
    /// reaches it (the stand-in's rule 33 reports the first tap).
    case unplacedToggle

    /// The scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        // Its rows are gone from the model once the section collapses: every scenario that collapses sees it.
        case .deletesCollapsedRows: ["collapseKeepsRows", "collapseReusedHeaders"]
        case .keepsIndexPaths: ["collapseKeepsRows"]
        // Both scenarios tap a toggle.
        case .unplacedToggle: ["collapseKeepsRows", "collapseReusedHeaders"]
        }
    }
}

final class CollapseControlCell: UITableViewCell {
    var rowID: String?
    let openButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        openButton.accessibilityIdentifier = "CollapseControlCell.open"
        contentView.addSubviewAtTrailingMargin(openButton)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }
}

final class CollapseControlController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let control: CollapseControl
    var sections: [[NegativeRow]] = [[], []]
    private(set) var collapsed: Set<Int> = []
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Receives each tap of a row's button, with the row it acts on.
    var report: (String) -> Void = { _ in }

    init(control: CollapseControl) {
        self.control = control
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("unavailable") }

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CollapseControlCell.self, forCellReuseIdentifier: "row")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    /// The rows the table shows in `section`.
    func shownRows(_ section: Int) -> [NegativeRow] { collapsed.contains(section) ? [] : sections[section] }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shownRows(section).count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! CollapseControlCell
        cell.rowID = shownRows(indexPath.section)[indexPath.row].id
        let identifier = UIAction.Identifier("open")
        switch control {
        case .correct, .deletesCollapsedRows, .unplacedToggle:
            cell.openButton.addAction(
                UIAction(identifier: identifier) { [weak self, weak cell] _ in
                    guard let self, let cell, let indexPath = self.tableView.indexPath(for: cell) else { return }
                    self.report(self.shownRows(indexPath.section)[indexPath.row].id)
                }, for: .primaryActionTriggered)
        case .keepsIndexPaths:
            let position = (0..<indexPath.section).reduce(indexPath.row) { $0 + shownRows($1).count }
            cell.openButton.addAction(
                UIAction(identifier: identifier) { [weak self] _ in
                    guard let self else { return }
                    let shown = self.sections.indices.flatMap(self.shownRows)
                    if shown.indices.contains(position) { self.report(shown[position].id) }
                }, for: .primaryActionTriggered)
        }
        return cell
    }

    /// A section shows its header while it has rows or is collapsed.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard collapsed.contains(section) || !sections[section].isEmpty,
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        else { return nil }
        showToggle(in: header, for: section)
        return header
    }

    /// The header's toggle: one button per view, its state and action set for `section`.
    func showToggle(in header: UITableViewHeaderFooterView, for section: Int) {
        let toggle =
            header.contentView.subviews.lazy.compactMap { $0 as? UIButton }.first
            ?? {
                let button = UIButton(configuration: .plain())
                button.accessibilityIdentifier = collapseToggleIdentifier
                if control == .unplacedToggle {
                    header.contentView.addSubview(button)
                } else {
                    header.contentView.addSubviewAtTrailingMargin(button)
                }
                return button
            }()
        let isCollapsed = collapsed.contains(section)
        toggle.configuration?.image = UIImage(systemName: isCollapsed ? "chevron.forward" : "chevron.down")
        toggle.accessibilityValue = isCollapsed ? collapseToggleCollapsedValue : collapseToggleExpandedValue
        toggle.addAction(
            UIAction(identifier: UIAction.Identifier("toggle")) { [weak self] _ in self?.toggle(section) },
            for: .primaryActionTriggered)
    }

    func toggle(_ section: Int) {
        if collapsed.contains(section) {
            collapsed.remove(section)
            tableView.insertRows(
                at: sections[section].indices.map { IndexPath(row: $0, section: section) }, with: .automatic)
        } else {
            let hidden = sections[section].indices.map { IndexPath(row: $0, section: section) }
            collapsed.insert(section)
            if control == .deletesCollapsedRows { sections[section] = [] }
            tableView.deleteRows(at: hidden, with: .automatic)
        }
        if let header = tableView.headerView(forSection: section) { showToggle(in: header, for: section) }
    }
}

/// Drives a `CollapseControlController` through `CollapseHarness`. Index paths that place a row
/// (`insert`, `moveRow`) are in the full model; those that name a shown row (`deleteRow(at:)`,
/// `rowID(at:)`) are where the table shows it, as the generated screens' are.
@MainActor
public final class CollapseControlHarness: CollapseHarness {
    public let info = ScreenInfo(
        screen: "CollapseControl",
        sections: ["first", "second"],
        cells: [
            CellInfo(
                name: "CollapseControlCell",
                events: [EventInfo(name: "open", route: nil, action: "open", title: "Open")])
        ],
        routes: []
    )
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    let controller: CollapseControlController
    private var revisions: [String: Int] = [:]

    public init(_ control: CollapseControl) {
        controller = CollapseControlController(control: control)
        controller.report = { [unowned self] rowID in
            self.log.record(.action, "open", rowID: rowID, payload: self.payload(forRowID: rowID))
        }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }
    private var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    private func model(_ rowID: String) -> NegativeRow {
        NegativeRow(id: rowID, title: "title \(rowID) r\(revisions[rowID] ?? 0)")
    }

    private func make(_ spec: RowSpec) -> NegativeRow {
        revisions[rowID(for: spec)] = 0
        return model(rowID(for: spec))
    }

    private func isShown(_ section: Int) -> Bool { !controller.collapsed.contains(section) }

    private func place(of rowID: String) -> IndexPath? {
        for (section, rows) in controller.sections.enumerated() {
            if let row = rows.firstIndex(where: { $0.id == rowID }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    public func rowID(for row: RowSpec) -> String { "row-\(row.key)" }
    public func payload(forRowID rowID: String) -> String { "\(model(rowID))" }

    public func setRows(_ specs: [[RowSpec]]) {
        controller.sections = controller.sections.indices.map { specs.indices.contains($0) ? specs[$0].map(make) : [] }
        table?.reloadData()
    }

    public func insert(_ row: RowSpec, at indexPath: IndexPath) {
        let target = IndexPath(
            row: min(indexPath.row, controller.sections[indexPath.section].count), section: indexPath.section)
        controller.sections[target.section].insert(make(row), at: target.row)
        if isShown(target.section) { table?.insertRows(at: [target], with: .automatic) }
    }

    public func append(_ row: RowSpec, toSection section: Int) {
        insert(row, at: IndexPath(row: controller.sections[section].count, section: section))
    }

    public func deleteRow(at indexPath: IndexPath) {
        guard let rowID = rowID(at: indexPath) else { return }
        deleteRow(withID: rowID)
    }

    public func deleteRow(withID rowID: String) {
        guard let place = place(of: rowID) else { return }
        controller.sections[place.section].remove(at: place.row)
        if isShown(place.section) { table?.deleteRows(at: [place], with: .automatic) }
    }

    public func moveRow(at source: IndexPath, to destination: IndexPath) {
        guard controller.sections[source.section].indices.contains(source.row) else { return }
        let row = controller.sections[source.section].remove(at: source.row)
        let target = IndexPath(
            row: min(destination.row, controller.sections[destination.section].count), section: destination.section)
        controller.sections[target.section].insert(row, at: target.row)
        switch (isShown(source.section), isShown(target.section)) {
        case (true, true): table?.moveRow(at: source, to: target)
        case (true, false): table?.deleteRows(at: [source], with: .automatic)
        case (false, true): table?.insertRows(at: [target], with: .automatic)
        case (false, false): break
        }
    }

    public func update(rowID: String) {
        guard let place = place(of: rowID) else { return }
        revisions[rowID, default: 0] += 1
        controller.sections[place.section][place.row] = model(rowID)
        if isShown(place.section) { table?.reconfigureRows(at: [place]) }
    }

    public func rowIDs(inSection section: Int) -> [String] { controller.sections[section].map(\.id) }

    public func rowID(at indexPath: IndexPath) -> String? {
        guard controller.sections.indices.contains(indexPath.section) else { return nil }
        let rows = controller.shownRows(indexPath.section)
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row].id : nil
    }

    public func indexPath(forRowID rowID: String) -> IndexPath? {
        guard let place = place(of: rowID), isShown(place.section) else { return nil }
        return place
    }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? CollapseControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }

    // SectionViewHarness: both sections have a header view (the toggle's); the control has no hooks.
    public var headerViewSections: [Int] { [0, 1] }
    public var footerViewSections: [Int] { [] }
    public func connectSectionViews(_ configure: @escaping @MainActor (UIView, Bool, Int, Int) -> Void) {}
    public func headerView(inSection section: Int) -> UIView? { table?.headerView(forSection: section) }
    public func footerView(inSection section: Int) -> UIView? { nil }

    // CollapseHarness
    public var collapsibleSections: [Int] { [0, 1] }
    public func isSectionCollapsed(_ section: Int) -> Bool { controller.collapsed.contains(section) }
    public func setSection(_ section: Int, collapsed: Bool) {
        if isSectionCollapsed(section) != collapsed { controller.toggle(section) }
    }
}
