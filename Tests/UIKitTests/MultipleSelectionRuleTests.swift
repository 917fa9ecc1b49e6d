import Testing

// The stand-in's multiple-selection rules (issue #22, `editing.multiSelect`), each with a negative control:
// in edit mode a table row is selectable only when the table allows selection during editing (rule 25), and
// a table keeps more than one selected row only with multiple selection on in its mode (rule 26). The batch
// screen below is what a mail-style list does by hand: a toolbar button, disabled while nothing is
// selected, that acts on the selected rows.

/// A classic table of 12 rows with an edit mode and one batch button in its toolbar.
@MainActor
private final class BatchTable: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let rows = (0..<12).map { "row \($0)" }
    let tableView = UITableView(frame: .zero, style: .plain)
    /// CORRECT: true. The negative control forgets it (set before the view loads).
    var allowsMultipleSelectionInEditMode = true
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    /// The rows the batch button acted on, per tap.
    var batches: [[String]] = []
    private(set) lazy var archiveItem = UIBarButtonItem(
        title: "Archive", primaryAction: UIAction(title: "Archive") { [weak self] _ in self?.archiveSelected() })

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionInEditMode
        archiveItem.isEnabled = false
        toolbarItems = [archiveItem]
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        archiveItem.isEnabled = tableView.indexPathsForSelectedRows != nil
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        deselected.append(indexPath)
        archiveItem.isEnabled = tableView.indexPathsForSelectedRows != nil
    }

    private func archiveSelected() {
        batches.append((tableView.indexPathsForSelectedRows ?? []).map { rows[$0.row] })
    }
}

@MainActor
@Suite struct MultipleSelectionRuleTests {
    private func loaded(allowingMultipleSelectionInEditMode allows: Bool) -> BatchTable {
        let screen = BatchTable()
        screen.allowsMultipleSelectionInEditMode = allows
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        screen.tableView.layoutIfNeeded()
        return screen
    }

    private func row(_ index: Int) -> IndexPath { IndexPath(row: index, section: 0) }

    /// Rule 25: out of edit mode `allowsSelection` decides; in edit mode only the during-editing flags do.
    @Test func editModeSelectsOnlyWhenAllowed() {
        let screen = loaded(allowingMultipleSelectionInEditMode: true)
        screen.setEditing(true, animated: false)
        screen.tableView.simulateRowSelection(at: row(2))
        #expect(screen.selected == [row(2)])
        #expect(screen.tableView.indexPathsForSelectedRows == [row(2)])

        // NEGATIVE CONTROL: neither flag: a tap in edit mode selects nothing, the delegate hears nothing,
        // even with `allowsSelection` (which applies outside edit mode only).
        let control = loaded(allowingMultipleSelectionInEditMode: false)
        control.setEditing(true, animated: false)
        control.tableView.simulateRowSelection(at: row(2))
        control.tableView.simulateKeyboardRowSelection(at: row(3))
        #expect(control.selected.isEmpty && control.tableView.indexPathsForSelectedRows == nil)
        control.tableView.allowsSelectionDuringEditing = true
        control.tableView.simulateRowSelection(at: row(2))
        #expect(control.selected == [row(2)])
        // Out of edit mode a tap selects as before.
        control.setEditing(false, animated: false)
        control.tableView.simulateRowSelection(at: row(4))
        #expect(control.selected == [row(2), row(4)])
    }

    /// Rule 26: with multiple selection on in edit mode taps add rows and a tap on a selected row
    /// deselects it; the batch button acts on the rows selected when it is tapped.
    @Test func onlyMultipleSelectionKeepsSeveralRows() {
        let screen = loaded(allowingMultipleSelectionInEditMode: true)
        #expect(screen.toolbarItems?.first === screen.archiveItem)
        #expect(screen.archiveItem.title == "Archive")
        screen.setEditing(true, animated: false)
        #expect(!screen.archiveItem.simulateTap())  // disabled while nothing is selected
        for index in [1, 4, 7] { screen.tableView.simulateRowSelection(at: row(index)) }
        screen.tableView.simulateRowSelection(at: row(4))
        #expect(screen.deselected == [row(4)])
        #expect(screen.tableView.indexPathsForSelectedRows == [row(1), row(7)])
        #expect(screen.archiveItem.simulateTap())
        #expect(screen.batches == [["row 1", "row 7"]])
        // Out of edit mode multiple selection is `allowsMultipleSelection`'s (off): a selection replaces.
        screen.setEditing(false, animated: false)
        screen.tableView.selectRow(at: row(9), animated: false, scrollPosition: .none)
        #expect(screen.tableView.indexPathsForSelectedRows == [row(9)])
        screen.tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(screen.tableView.indexPathsForSelectedRows == nil)

        // NEGATIVE CONTROL: a batch screen that forgot `allowsMultipleSelectionDuringEditing` (and made rows
        // selectable in edit mode another way) keeps only the last row tapped.
        let control = loaded(allowingMultipleSelectionInEditMode: false)
        control.tableView.allowsSelectionDuringEditing = true
        control.setEditing(true, animated: false)
        for index in [1, 4, 7] { control.tableView.simulateRowSelection(at: row(index)) }
        #expect(control.tableView.indexPathsForSelectedRows == [row(7)])
        #expect(control.archiveItem.simulateTap())
        #expect(control.batches == [["row 7"]])
    }

    /// A primary action gives a custom item its title and image; a system item keeps its own.
    @Test func aPrimaryActionTitlesACustomItemOnly() {
        let item = UIBarButtonItem(title: "Old", primaryAction: UIAction(title: "Delete") { _ in })
        #expect(item.title == "Delete")
        let plain = UIBarButtonItem(title: "Move")
        #expect(plain.title == "Move" && plain.primaryAction == nil)
        let system = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction(title: "Delete") { _ in })
        #expect(system.title == nil)
    }
}
