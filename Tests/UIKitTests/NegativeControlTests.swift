import Testing

// Negative controls: deliberately WRONG hand-written cells and controllers, and a correct one.
// They prove the stand-in reproduces the bug listgen exists to prevent: an index path captured
// at configure time goes stale when rows are inserted, deleted or moved, because UIKit moves
// on-screen cells without asking the data source again.

/// Pushed on tap; its title is the row that was routed.
final class DetailController: UIViewController {
    init(row: String) {
        super.init(nibName: nil, bundle: nil)
        title = row
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Shared list screen: 200 rows in a table, subclasses configure the cells.
class ListController: UIViewController, UITableViewDataSource {
    var rows = (0..<200).map { "row \($0)" }
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ButtonCell.self, forCellReuseIdentifier: "button")
        tableView.dataSource = self
    }

    func open(_ row: String) {
        show(DetailController(row: row), sender: nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath) as! ButtonCell
        configure(cell, at: indexPath)
        return cell
    }

    func configure(_ cell: ButtonCell, at indexPath: IndexPath) {}
}

@MainActor
protocol ButtonCellDelegate: AnyObject {
    func buttonCellDidTap(_ cell: ButtonCell)
}

/// One cell class, used right and wrong by the controllers below.
final class ButtonCell: UITableViewCell {
    let button = UIButton(configuration: .plain(), primaryAction: nil)
    var onTap: (() -> Void)?
    weak var delegate: (any ButtonCellDelegate)?
    /// The correct cell resets its handler; the stale-handler control does not.
    static var resetsHandlerOnReuse = true

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // Placed by Auto Layout, so that UIKit gives it a size and a tap reaches it (rule 33).
        button.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(button)
        NSLayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        button.addAction(
            UIAction(identifier: UIAction.Identifier("tap")) { [weak self] _ in
                guard let self else { return }
                self.onTap?()
                self.delegate?.buttonCellDidTap(self)
            }, for: .primaryActionTriggered)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func prepareForReuse() {
        super.prepareForReuse()
        if ButtonCell.resetsHandlerOnReuse { onTap = nil }
    }
}

/// WRONG (1): `button.tag = indexPath.row`, and the tap reads `rows[sender.tag]`.
final class TagController: ListController {
    override func configure(_ cell: ButtonCell, at indexPath: IndexPath) {
        cell.button.tag = indexPath.row
        cell.button.addAction(
            UIAction(identifier: UIAction.Identifier("route")) { [weak self] action in
                guard let self, let sender = action.sender as? UIButton else { return }
                self.open(self.rows[sender.tag])
            }, for: .primaryActionTriggered)
    }
}

/// WRONG (2): `onTap` assigned in `cellForRowAt`, capturing `indexPath`.
final class CapturedIndexPathController: ListController {
    override func configure(_ cell: ButtonCell, at indexPath: IndexPath) {
        cell.onTap = { [weak self] in
            guard let self else { return }
            self.open(self.rows[indexPath.row])
        }
    }
}

/// CORRECT (a): the closure captures the row's stable ID and resolves it at tap time.
final class StableIDController: ListController {
    override func configure(_ cell: ButtonCell, at indexPath: IndexPath) {
        let id = rows[indexPath.row]
        cell.onTap = { [weak self] in
            guard let self, let row = self.rows.first(where: { $0 == id }) else { return }
            self.open(row)
        }
    }
}

/// CORRECT (b): the cell reports itself; the controller asks `indexPath(for:)` at tap time.
final class DelegateController: ListController, ButtonCellDelegate {
    override func configure(_ cell: ButtonCell, at indexPath: IndexPath) {
        cell.delegate = self
    }

    func buttonCellDidTap(_ cell: ButtonCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        open(rows[indexPath.row])
    }
}

enum Mutation: CaseIterable {
    case insertAtTop, deleteAbove, moveRow
}

/// Shows `controller` in a navigation controller, mutates the rows, taps the cell that was
/// configured for `row 25` (or `row 3`) before the mutation, and returns the title pushed.
@MainActor
func routedTitle(_ controller: ListController, after mutation: Mutation) -> String? {
    let navigation = UINavigationController(rootViewController: controller)
    let table = controller.tableView
    let tapped: String
    switch mutation {
    case .insertAtTop:
        tapped = "row 3"
        table.layoutIfNeeded()
    case .deleteAbove:
        tapped = "row 25"
        table.scroll(toFlatRow: 20)
    case .moveRow:
        tapped = "row 3"
        table.layoutIfNeeded()
    }
    let index = controller.rows.firstIndex(of: tapped)!
    let cell = table.cellForRow(at: IndexPath(row: index, section: 0)) as! ButtonCell

    switch mutation {
    case .insertAtTop:
        controller.rows.insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    case .deleteAbove:
        controller.rows.remove(at: 5)
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
    case .moveRow:
        let row = controller.rows.remove(at: 0)
        controller.rows.insert(row, at: 8)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 8, section: 0))
    }
    #expect(table.indexPath(for: cell) != IndexPath(row: index, section: 0), "the cell moved")
    #expect(table.visibleCells.contains { $0 === cell })

    cell.button.simulateTap()
    #expect(navigation.viewControllers.count == 2)
    return navigation.topViewController?.title
}

@MainActor
@Suite(.serialized) struct NegativeControlTests {
    @Test(arguments: Mutation.allCases)
    func tagBasedRoutingIsWrong(_ mutation: Mutation) {
        let title = routedTitle(TagController(), after: mutation)
        #expect(title != nil)
        #expect(title != (mutation == .deleteAbove ? "row 25" : "row 3"), "bug observed: wrong row routed")
    }

    @Test(arguments: Mutation.allCases)
    func capturedIndexPathRoutingIsWrong(_ mutation: Mutation) {
        let title = routedTitle(CapturedIndexPathController(), after: mutation)
        #expect(title != nil)
        #expect(title != (mutation == .deleteAbove ? "row 25" : "row 3"), "bug observed: wrong row routed")
    }

    @Test(arguments: Mutation.allCases)
    func stableIDRoutingIsRight(_ mutation: Mutation) {
        #expect(routedTitle(StableIDController(), after: mutation) == (mutation == .deleteAbove ? "row 25" : "row 3"))
    }

    @Test(arguments: Mutation.allCases)
    func delegateIndexPathLookupIsRight(_ mutation: Mutation) {
        #expect(routedTitle(DelegateController(), after: mutation) == (mutation == .deleteAbove ? "row 25" : "row 3"))
    }

    /// Only the first five rows get a handler. A recycled cell whose closure is not reset in
    /// `prepareForReuse()` fires the previous row's handler.
    final class ConditionalController: ListController {
        override func configure(_ cell: ButtonCell, at indexPath: IndexPath) {
            guard indexPath.row < 5 else { return }
            let id = rows[indexPath.row]
            cell.onTap = { [weak self] in self?.open(id) }
        }
    }

    @Test(arguments: [false, true])
    func staleHandlerOnRecycledCell(resetOnReuse: Bool) {
        ButtonCell.resetsHandlerOnReuse = resetOnReuse
        defer { ButtonCell.resetsHandlerOnReuse = true }
        let controller = ConditionalController()
        let navigation = UINavigationController(rootViewController: controller)
        let table = controller.tableView
        let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        table.scroll(toFlatRow: 1)
        let recycled = table.cellForRow(at: IndexPath(row: 10, section: 0)) as! ButtonCell
        #expect(recycled === firstCell, "row 0's cell was reused for row 10")
        recycled.button.simulateTap()
        if resetOnReuse {
            #expect(navigation.viewControllers.count == 1)
        } else {
            #expect(navigation.topViewController?.title == "row 0", "bug observed: previous row's handler fired")
        }
    }
}
