import Testing

/// A table whose delegate offers one trailing swipe action and a one-item menu per row.
@MainActor
final class SwipeAndMenuTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var rows = ["a", "b", "c"]
    var performed: [String] = []
    /// The swipe handler calls its completion this many times.
    var completions = 1
    var menuAttributes: UIMenuElement.Attributes = []
    /// The destructive Delete action deletes its row before it completes (as a real deletion does).
    var deletesRow = true

    override init() {
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let row = rows[indexPath.row]
        let action = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return }
            self.performed.append(row)
            if self.deletesRow, let index = self.rows.firstIndex(of: row) {
                self.rows.remove(at: index)
                tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
            }
            for _ in 0..<self.completions { completion(true) }
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let row = rows[indexPath.row]
        let items = [
            UIAction(title: "Open", attributes: menuAttributes) { [weak self] _ in self?.performed.append(row) },
            UIAction(title: "Hidden", attributes: .hidden) { [weak self] _ in self?.performed.append("hidden") },
        ]
        return UIContextMenuConfiguration(identifier: NSString(string: row), previewProvider: nil) { _ in
            UIMenu(children: items)
        }
    }
}

/// A collection delegate with only the iOS 13 context-menu method.
@MainActor
final class OldMenuDelegate: NSObject, UICollectionViewDelegate {
    var asked: [IndexPath] = []

    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        asked.append(indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
    }
}

extension RuntimeRuleTests {
    // Stricter than UIKit (Tests/UIKit/README.md): a contextual action's handler must call its
    // completion handler, exactly once, before it returns.

    @Test func aSwipeHandlerThatNeverCallsItsCompletionIsAFailure() {
        let screen = SwipeAndMenuTable()
        screen.completions = 0
        var result: Bool?
        let raised = UIKitStandIn.recordingInconsistencies {
            let action = screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 1, section: 0))?
                .actions.first
            result = action?.simulatePerform(in: screen.tableView)
        }
        #expect(raised == ["UIContextualAction 'Delete': the handler returned without calling its completion handler"])
        #expect(result == nil)
        #expect(screen.performed == ["b"])
    }

    @Test func aSwipeCompletionCalledTwiceIsAFailure() {
        let screen = SwipeAndMenuTable()
        screen.completions = 2
        let raised = UIKitStandIn.recordingInconsistencies {
            screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 0, section: 0))?
                .actions.first?.simulatePerform(in: screen.tableView)
        }
        #expect(raised == ["UIContextualAction 'Delete': the completion handler was called 2 times"])
    }

    @Test func aSwipeHandlerThatCallsItsCompletionOncePasses() {
        let screen = SwipeAndMenuTable()
        var result: Bool?
        let raised = UIKitStandIn.recordingInconsistencies {
            result = screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 2, section: 0))?
                .actions.first?.simulatePerform(in: screen.tableView)
        }
        #expect(raised.isEmpty)
        #expect(result == true)
        #expect(screen.performed == ["c"])
    }
}

@MainActor
@Suite struct SwipeAndMenuTests {
    @Test func aTableAsksItsDelegateForEachEdge() {
        let screen = SwipeAndMenuTable()
        let trailing = screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 0, section: 0))
        #expect(trailing?.actions.map(\.title) == ["Delete"])
        #expect(trailing?.actions.first?.style == .destructive)
        #expect(trailing?.performsFirstActionWithFullSwipe == true)
        // The delegate does not implement the leading method: the default gives none.
        #expect(screen.tableView.simulateSwipeActions(from: .leading, at: IndexPath(row: 0, section: 0)) == nil)
    }

    @Test func aMenuShowsNoHiddenItemAndADisabledItemCannotBeChosen() {
        let screen = SwipeAndMenuTable()
        let menu = screen.tableView.simulateContextMenuConfiguration(at: IndexPath(row: 1, section: 0))
        #expect((menu?.identifier as? NSString) == "b")
        let shown = menu?.simulateMenu()
        #expect(shown?.simulatedVisibleActions.map(\.title) == ["Open"])
        #expect(shown?.simulateChoosing("Hidden") == false)
        #expect(shown?.simulateChoosing("Open") == true)
        #expect(screen.performed == ["b"])

        screen.menuAttributes = .disabled
        let disabled = screen.tableView.simulateContextMenuConfiguration(at: IndexPath(row: 0, section: 0))?
            .simulateMenu()
        #expect(disabled?.simulateChoosing("Open") == false)
        #expect(screen.performed == ["b"])
    }

    @Test func aCollectionListTakesItsSwipeActionsFromTheLayoutProviders() {
        var layout = UICollectionLayoutListConfiguration(appearance: .plain)
        var asked: [IndexPath] = []
        layout.trailingSwipeActionsConfigurationProvider = { indexPath in
            asked.append(indexPath)
            return UISwipeActionsConfiguration(actions: [])
        }
        let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))
        let configuration = collectionView.simulateSwipeActions(from: .trailing, at: IndexPath(item: 3, section: 0))
        #expect(configuration?.actions.isEmpty == true)
        #expect(asked == [IndexPath(item: 3, section: 0)])
        #expect(collectionView.simulateSwipeActions(from: .leading, at: IndexPath(item: 3, section: 0)) == nil)
    }

    @Test func aCollectionDelegateWithOnlyTheIOS13MenuMethodIsAskedThroughTheIOS16One() {
        let collectionView = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let delegate = OldMenuDelegate()
        collectionView.delegate = delegate
        #expect(collectionView.simulateContextMenuConfiguration(at: IndexPath(item: 1, section: 0)) != nil)
        #expect(
            collectionView.simulateContextMenuConfiguration(at: IndexPath(item: 2, section: 0), usingIOS15: true) != nil
        )
        #expect(delegate.asked == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        // Without an identifier, UIKit makes a unique one.
        let first = collectionView.simulateContextMenuConfiguration(at: IndexPath(item: 1, section: 0))?.identifier
        let second = collectionView.simulateContextMenuConfiguration(at: IndexPath(item: 1, section: 0))?.identifier
        #expect((first as? NSObject)?.isEqual(second) == false)
    }
}

/// A diffable table whose delegate offers a swipe action on every row; `EditableSource` makes rows
/// editable, the plain diffable data source does not.
@MainActor
final class DiffableSwipeTable: NSObject, UITableViewDelegate {
    final class EditableSource: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: UITableViewDiffableDataSource<Int, String>?
    var asked = 0

    init(editable: Bool) {
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.delegate = self
        let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        dataSource =
            editable
            ? EditableSource(tableView: tableView, cellProvider: provider)
            : UITableViewDiffableDataSource(tableView: tableView, cellProvider: provider)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource?.applySnapshotUsingReloadData(snapshot)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        asked += 1
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        ])
    }
}

extension RuntimeRuleTests {
    // UIKit offers swipe actions only on rows its data source can edit (`tableView(_:canEditRowAt:)`),
    // and `UITableViewDiffableDataSource` says no unless a subclass overrides it.

    @Test func aDiffableTableOffersNoSwipeActionsUnlessItsRowsAreEditable() {
        let plain = DiffableSwipeTable(editable: false)
        #expect(plain.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 0, section: 0)) == nil)
        #expect(plain.asked == 0, "the delegate is not asked for a row that cannot be edited")

        let editable = DiffableSwipeTable(editable: true)
        let actions = editable.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 1, section: 0))
        #expect(actions?.actions.map(\.title) == ["Flag"])
        #expect(editable.asked == 1)
    }
}
