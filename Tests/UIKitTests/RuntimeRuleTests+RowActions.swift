import Testing

// Runtime rules 16 and 17 and the VoiceOver and keyboard models (issue #20): what UIKit does with a
// destructive swipe action's completion, which actions VoiceOver offers for a row, how a selection
// without touch reaches the delegate, and a popover or action sheet without an anchor on an iPad.

/// A table with a leading "Pin" (normal) and a trailing "Delete" (destructive) swipe action per row,
/// and cells that offer `customActionNames` as accessibility custom actions.
@MainActor
final class VoiceOverTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var rows = ["a", "b"]
    var customActionNames = ["Pin", "Share"]
    var performed: [String] = []

    override init() {
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let row = rows[indexPath.row]
        cell.accessibilityCustomActions = customActionNames.map { name in
            UIAccessibilityCustomAction(name: name) { [weak self] _ in
                self?.performed.append("\(name) \(row)")
                return true
            }
        }
        return cell
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let row = rows[indexPath.row]
        let pin = UIContextualAction(style: .normal, title: nil) { [weak self] _, _, completion in
            self?.performed.append("swipe Pin \(row)")
            completion(true)
        }
        pin.image = UIImage(systemName: "pin")
        pin.accessibilityLabel = "Pin"
        return UISwipeActionsConfiguration(actions: [pin])
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let row = rows[indexPath.row]
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.performed.append("swipe Delete \(row)")
            completion(false)
        }
        let unnamed = UIContextualAction(style: .normal, title: nil) { _, _, completion in completion(false) }
        unnamed.image = UIImage(systemName: "star")
        return UISwipeActionsConfiguration(actions: [delete, unnamed])
    }
}

/// A table delegate that refuses some rows, by highlighting only (`willSelect` false) or also in
/// `tableView(_:willSelectRowAt:)`.
@MainActor
final class SelectionTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let refused: Set<Int> = [1]
    var refusesInWillSelect: Bool
    var selected: [Int] = []
    var highlightAsked = 0

    init(refusesInWillSelect: Bool) {
        self.refusesInWillSelect = refusesInWillSelect
        super.init()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        highlightAsked += 1
        return !refused.contains(indexPath.row)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        refusesInWillSelect && refused.contains(indexPath.row) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }
}

/// A collection delegate that refuses item 1, by highlighting only or also in `shouldSelectItemAt`.
@MainActor
final class SelectionCollectionDelegate: NSObject, UICollectionViewDelegate {
    var refusesInShouldSelect: Bool
    var selected: [Int] = []

    init(refusesInShouldSelect: Bool) {
        self.refusesInShouldSelect = refusesInShouldSelect
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 1
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !(refusesInShouldSelect && indexPath.item == 1)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath.item)
    }
}

extension RuntimeRuleTests {
    // MARK: Rule 16: a destructive completion is a deletion

    /// UIKit animates a destructive action's row away when the action completes with true; a row
    /// that is still in the list jumps back. The stand-in reports it; the row really deleted passes.
    @Test func aDestructiveSwipeCompletedWithTrueMustHaveDeletedItsRow() throws {
        let screen = SwipeAndMenuTable()
        screen.deletesRow = false
        let kept = try #require(
            screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 1, section: 0))?.actions.first)
        let raised = UIKitStandIn.recordingInconsistencies { kept.simulatePerform(in: screen.tableView) }
        #expect(
            raised == [
                "UIContextualAction 'Delete': a destructive action completed with true, but its row was not deleted "
                    + "(3 rows before, 3 after) [stand-in: UIKit animates the row away as deleted, and it jumps back]"
            ])
        #expect(kept.simulatedAnimatedRowAway)

        // Negative control: the same action deleting its row first trips nothing.
        screen.deletesRow = true
        let deleted = try #require(
            screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 1, section: 0))?.actions.first)
        #expect(UIKitStandIn.recordingInconsistencies { deleted.simulatePerform(in: screen.tableView) }.isEmpty)
        #expect(deleted.simulatedAnimatedRowAway)
        #expect(screen.rows == ["a", "c"])
    }

    /// A destructive action that completes with false (nothing deleted, e.g. a confirmation still
    /// pending) is not animated away, and a normal action completing with true is no deletion.
    @Test func aDestructiveSwipeCompletedWithFalseIsNoDeletion() throws {
        let screen = VoiceOverTable()
        let actions = try #require(
            screen.tableView.simulateSwipeActions(from: .trailing, at: IndexPath(row: 0, section: 0))?.actions)
        let pin = try #require(
            screen.tableView.simulateSwipeActions(from: .leading, at: IndexPath(row: 0, section: 0))?.actions.first)
        let raised = UIKitStandIn.recordingInconsistencies {
            #expect(actions[0].simulatePerform(in: screen.tableView) == false)
            #expect(pin.simulatePerform(in: screen.tableView) == true)
        }
        #expect(raised.isEmpty)
        #expect(!actions[0].simulatedAnimatedRowAway && !pin.simulatedAnimatedRowAway)
    }

    // MARK: VoiceOver offers a row's swipe actions

    /// VoiceOver's actions for a row: its swipe actions first (leading, trailing), named by their
    /// accessibility label, else their title; then the cell's custom actions. Duplicates stay (UIKit
    /// removes none), and an image-only action without a label has no name.
    @Test func voiceOverOffersSwipeActionsThenCustomActionsWithoutRemovingDuplicates() {
        let screen = VoiceOverTable()
        let actions = screen.tableView.simulatedVoiceOverActions(at: IndexPath(row: 1, section: 0))
        #expect(actions.map(\.name) == ["Pin", "Delete", nil, "Pin", "Share"])
        #expect(actions.map(\.isSwipeAction) == [true, true, true, false, false])
        #expect(actions[0].perform() == true)
        #expect(actions[3].perform() == true)
        #expect(screen.performed == ["swipe Pin b", "Pin b"])
        // Negative control: without the duplicate custom action, every name is offered once.
        screen.customActionNames = ["Share"]
        screen.tableView.reloadData()
        let names = screen.tableView.simulatedVoiceOverActions(at: IndexPath(row: 0, section: 0)).compactMap(\.name)
        #expect(names == ["Pin", "Delete", "Share"])
        #expect(screen.tableView.simulatedVoiceOverActions(at: IndexPath(row: 9, section: 0)).isEmpty)
    }

    // MARK: A selection without touch skips highlighting

    /// `tableView(_:shouldHighlightRowAt:)` is asked "as touch events arrive": a keyboard or focus
    /// selection skips it and asks only `tableView(_:willSelectRowAt:)`. A delegate that refuses by
    /// highlighting alone lets such a selection through (the bug); one that also refuses in
    /// `willSelectRowAt` refuses both ways (the negative control).
    @Test func aKeyboardSelectionSkipsHighlightingAndAsksWillSelect() {
        let highlightOnly = SelectionTable(refusesInWillSelect: false)
        highlightOnly.tableView.simulateRowSelection(at: IndexPath(row: 1, section: 0))
        #expect(highlightOnly.selected.isEmpty)
        highlightOnly.tableView.simulateKeyboardRowSelection(at: IndexPath(row: 1, section: 0))
        #expect(highlightOnly.selected == [1], "the keyboard reaches didSelect past a refused highlight")
        let asked = highlightOnly.highlightAsked
        highlightOnly.tableView.simulateKeyboardRowSelection(at: IndexPath(row: 2, section: 0))
        #expect(highlightOnly.highlightAsked == asked, "no touch, no highlight question")

        let refusing = SelectionTable(refusesInWillSelect: true)
        refusing.tableView.simulateRowSelection(at: IndexPath(row: 1, section: 0))
        refusing.tableView.simulateKeyboardRowSelection(at: IndexPath(row: 1, section: 0))
        refusing.tableView.simulateKeyboardRowSelection(at: IndexPath(row: 0, section: 0))
        refusing.tableView.simulateRowSelection(at: IndexPath(row: 2, section: 0))
        #expect(refusing.selected == [0, 2])
        #expect(refusing.tableView.indexPathsForSelectedRows?.contains(IndexPath(row: 1, section: 0)) != true)
    }

    /// The collection equivalent: a keyboard selection asks `shouldSelectItemAt`, not `shouldHighlightItemAt`.
    @Test func aKeyboardItemSelectionAsksShouldSelectOnly() {
        for refuses in [false, true] {
            let collectionView = UICollectionView(
                frame: .zero,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            let delegate = SelectionCollectionDelegate(refusesInShouldSelect: refuses)
            collectionView.delegate = delegate
            collectionView.simulateItemSelection(at: IndexPath(item: 1, section: 0))
            collectionView.simulateKeyboardItemSelection(at: IndexPath(item: 1, section: 0))
            collectionView.simulateKeyboardItemSelection(at: IndexPath(item: 0, section: 0))
            #expect(delegate.selected == (refuses ? [0] : [1, 0]), "refuses in shouldSelect: \(refuses)")
        }
    }

    // MARK: Rule 17: a popover needs an anchor in a regular width

    /// In a regular horizontal size class (an iPad) an action sheet, a share sheet
    /// (`UIActivityViewController`: "On iPad, you must present the view controller in a popover"), or a
    /// `.popover` presentation, is a popover: without a source view, source item or bar button item UIKit raises NSGenericException
    /// and nothing is presented. In a compact width (an iPhone) it is a sheet and needs none.
    @Test func aPopoverOrActionSheetWithoutAnAnchorRaisesInARegularWidth() {
        let message =
            "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView "
            + "or barButtonItem set before the presentation occurs."
        let presenter = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        defer { window.rootViewController = nil }
        let makers: [(String, () -> UIViewController)] = [
            ("action sheet", { UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet) }),
            ("share sheet", { UIActivityViewController(activityItems: ["text"], applicationActivities: nil) }),
            (
                "popover",
                {
                    let controller = UIViewController()
                    controller.modalPresentationStyle = .popover
                    return controller
                }
            ),
        ]
        for (name, make) in makers {
            window.simulatedHorizontalSizeClass = .compact
            let onPhone = make()
            #expect(UIKitStandIn.recordingInconsistencies { presenter.present(onPhone, animated: false) }.isEmpty)
            #expect(presenter.presentedViewController === onPhone, "\(name) on a phone")
            presenter.dismiss(animated: false)

            window.simulatedHorizontalSizeClass = .regular
            let unanchored = make()
            let raised = UIKitStandIn.recordingInconsistencies { presenter.present(unanchored, animated: false) }
            #expect(raised == [message], "\(name) on an iPad")
            #expect(presenter.presentedViewController == nil)

            // Negative controls: each anchor makes it present.
            let anchors: [(UIPopoverPresentationController) -> Void] = [
                { $0.sourceView = presenter.view }, { $0.barButtonItem = UIBarButtonItem() },
                { $0.sourceItem = UIBarButtonItem() },
            ]
            for anchor in anchors {
                let anchored = make()
                if let popover = anchored.popoverPresentationController { anchor(popover) }
                #expect(UIKitStandIn.recordingInconsistencies { presenter.present(anchored, animated: false) }.isEmpty)
                #expect(presenter.presentedViewController === anchored, "\(name) anchored")
                presenter.dismiss(animated: false)
            }
        }
        // An alert is never a popover.
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil)
        #expect(UIKitStandIn.recordingInconsistencies { presenter.present(alert, animated: false) }.isEmpty)
        presenter.dismiss(animated: false)
    }
}
