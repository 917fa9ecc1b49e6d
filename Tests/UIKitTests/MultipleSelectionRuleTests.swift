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

/// A collection list of 12 items with an edit mode, whose cells may carry a `.multiselect()` accessory.
@MainActor
private final class BatchCollection: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
    /// CORRECT: true. The negative controls leave them out.
    var allowsSelectionDuringEditing = true
    var allowsMultipleSelectionDuringEditing = true
    var showsMultiselectAccessory = true
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    private lazy var registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
        [unowned self] cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "item \(item)"
        cell.contentConfiguration = content
        cell.accessories = self.showsMultiselectAccessory ? [.multiselect()] : []
    }

    override func loadView() { view = collectionView }

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = registration
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        collectionView.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }
}

/// The collection-view half of the multiple-selection rules (27–28) and a table with delete controls (29).
@MainActor
@Suite struct CollectionMultipleSelectionRuleTests {
    private func loaded(_ configure: (BatchCollection) -> Void = { _ in }) -> BatchCollection {
        let screen = BatchCollection()
        configure(screen)
        screen.loadViewIfNeeded()
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    private func item(_ index: Int) -> IndexPath { IndexPath(item: index, section: 0) }

    /// Rule 27: in edit mode an item is selectable only with `allowsSelectionDuringEditing`, and several
    /// stay selected only with `allowsMultipleSelectionDuringEditing`; a tap on a selected one deselects it.
    @Test func editModeSelectsSeveralItemsOnlyWhenAllowed() {
        let screen = loaded()
        screen.setEditing(true, animated: false)
        for index in [1, 4, 7] { screen.collectionView.simulateItemSelection(at: item(index)) }
        screen.collectionView.simulateItemSelection(at: item(4))
        #expect(screen.selected == [item(1), item(4), item(7)])
        #expect(screen.deselected == [item(4)])
        #expect(screen.collectionView.indexPathsForSelectedItems == [item(1), item(7)])

        // NEGATIVE CONTROL: multiple selection during editing alone: a tap in edit mode selects nothing.
        let unselectable = loaded { $0.allowsSelectionDuringEditing = false }
        unselectable.setEditing(true, animated: false)
        unselectable.collectionView.simulateItemSelection(at: item(2))
        unselectable.collectionView.simulateKeyboardItemSelection(at: item(3))
        #expect(unselectable.selected.isEmpty && unselectable.collectionView.indexPathsForSelectedItems == [])
        // Out of edit mode `allowsSelection` decides, as before.
        unselectable.setEditing(false, animated: false)
        unselectable.collectionView.simulateItemSelection(at: item(2))
        #expect(unselectable.selected == [item(2)])

        // NEGATIVE CONTROL: without multiple selection during editing a tap replaces the selection.
        let single = loaded { $0.allowsMultipleSelectionDuringEditing = false }
        single.setEditing(true, animated: false)
        for index in [1, 4, 7] { single.collectionView.simulateItemSelection(at: item(index)) }
        #expect(single.collectionView.indexPathsForSelectedItems == [item(7)])
        #expect(single.deselected.isEmpty)
    }

    /// Rule 28: a list cell shows a selection circle only with a `.multiselect()` accessory, displayed
    /// while editing by default.
    @Test func aListCellShowsASelectionCircleOnlyWithAMultiselectAccessory() {
        let screen = loaded()
        #expect(!screen.collectionView.simulatedShowsMultiselectControl(at: item(0)))
        screen.setEditing(true, animated: false)
        #expect(screen.collectionView.simulatedShowsMultiselectControl(at: item(0)))

        // NEGATIVE CONTROL: cells without the accessory show no circle in edit mode.
        let control = loaded { $0.showsMultiselectAccessory = false }
        control.setEditing(true, animated: false)
        #expect(!control.collectionView.simulatedShowsMultiselectControl(at: item(0)))
    }
}

/// A classic table whose rows all have delete controls in edit mode (editable, style `.delete`).
@MainActor
private final class DeletingTable: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)

    override func loadView() { view = tableView }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
}

@MainActor
@Suite struct MultipleSelectionDeleteControlRuleTests {
    /// Rule 29: a table with multiple selection during editing shows no delete controls in edit mode,
    /// whatever its editing styles say (Apple: it "doesn't query for editing styles").
    @Test func multipleSelectionDuringEditingHidesDeleteControls() {
        let screen = DeletingTable()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        screen.tableView.setEditing(true, animated: false)
        screen.tableView.layoutIfNeeded()
        // NEGATIVE CONTROL: without the flag the rows show their delete controls.
        #expect(screen.tableView.simulateDeleteControl(at: IndexPath(row: 1, section: 0)) != nil)
        screen.tableView.allowsMultipleSelectionDuringEditing = true
        #expect(screen.tableView.simulateDeleteControl(at: IndexPath(row: 1, section: 0)) == nil)
    }
}
