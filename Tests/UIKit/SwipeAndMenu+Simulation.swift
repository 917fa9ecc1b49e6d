// TEST-ONLY simulation API: not part of real UIKit. Swipe actions and context menus, asked for and
// performed the way UIKit does it when the user swipes a row or touches and holds it.

/// The edge a row is swiped from.
public enum SimulatedSwipeEdge: Sendable {
    case leading, trailing
}

extension UITableView {
    /// The swipe actions UIKit would show for the row at `indexPath` when the user swipes it from
    /// `edge`: the delegate's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` or
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, asked now. None (nil, the delegate
    /// not asked) for a row the data source cannot edit (`tableView(_:canEditRowAt:)`: true when not
    /// implemented, false by default for `UITableViewDiffableDataSource`), as UIKit offers none there, and
    /// none for a row whose editing style is `.none` (`tableView(_:editingStyleForRowAt:)`; stricter than
    /// UIKit, rule 20).
    ///
    /// A configuration with actions leaves the row swiped open, and the table in UIKit's swipe-to-delete
    /// mode (rule 32): Apple, `tableView(_:willBeginEditingRowAt:)`: "This method is called when the user
    /// swipes horizontally across a row; as a consequence, the table view sets its isEditing property to
    /// true". The row closes, and `isEditing` is false again, when one of its actions completes
    /// (`UIContextualAction.simulatePerform(in:)`), a tap selects a row (it only closes the row), or
    /// `setEditing(_:animated:)`; a swipe on another row moves the open row there. In edit mode set by
    /// `setEditing(_:animated:)` a swipe changes no mode.
    public func simulateSwipeActions(
        from edge: SimulatedSwipeEdge, at indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let configuration = swipeActionsConfiguration(from: edge, at: indexPath)
        if let configuration, !configuration.actions.isEmpty, !isEditing || swipedOpenRow != nil {
            isEditing = true
            swipedOpenRow = indexPath
        }
        return configuration
    }

    /// The row swiped open closes: the table leaves the swipe-to-delete mode (nothing in edit mode set by
    /// `setEditing(_:animated:)`).
    func closeSwipedOpenRow() {
        guard swipedOpenRow != nil else { return }
        isEditing = false
    }

    /// The swipe actions of the row at `indexPath`, as `simulateSwipeActions(from:at:)` asks for them,
    /// without opening the row (VoiceOver offers them as custom actions).
    private func swipeActionsConfiguration(
        from edge: SimulatedSwipeEdge, at indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        engine.ensureLive()  // a finger swipes a list that is on screen, so laid out
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return nil }
        // Stricter than UIKit (README, rule 20): a row whose editing style is `.none` offers none either.
        guard (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) != .none else { return nil }
        let configuration: UISwipeActionsConfiguration?
        switch edge {
        case .leading: configuration = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        configuration?.markSwiped(in: self, rowCount: engine.totalRows)
        return configuration
    }

    /// The actions VoiceOver offers for the row at `indexPath` (its actions rotor), in order: the
    /// row's leading, then trailing swipe actions (UIKit offers a row's swipe actions to VoiceOver as
    /// custom actions, before the element's own, and removes no duplicates), then the cell's
    /// `accessibilityCustomActions`. Empty when the row has no cell on screen.
    public func simulatedVoiceOverActions(at indexPath: IndexPath) -> [SimulatedVoiceOverAction] {
        guard let cell = cellForRow(at: indexPath) else { return [] }
        let swipes = [SimulatedSwipeEdge.leading, .trailing].flatMap {
            swipeActionsConfiguration(from: $0, at: indexPath)?.actions ?? []
        }
        return SimulatedVoiceOverAction.actions(swipes: swipes, of: cell)
    }

    /// The context menu UIKit would ask for when the user touches and holds the row at `indexPath`:
    /// the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    public func simulateContextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        engine.ensureLive()
        return delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
    }

    /// The user taps the preview of the menu shown with `configuration` (commits it), as UIKit does:
    /// the delegate's `tableView(_:willPerformPreviewActionForMenuWith:animator:)` with an animator
    /// whose `previewViewController` is `preview` (what the preview provider returned, nil when UIKit
    /// previews the cell); then the animations it added run, then `meanwhile`, then its completions.
    @discardableResult
    public func simulateCommittingPreview(
        of configuration: UIContextMenuConfiguration, preview: UIViewController?, meanwhile: () -> Void = {}
    ) -> SimulatedPreviewCommit {
        engine.ensureLive()
        return SimulatedPreviewCommit.run(preview: preview, meanwhile: meanwhile) { animator in
            delegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
}

extension UICollectionView {
    /// The swipe actions UIKit would show for the item at `indexPath` when the user swipes it from
    /// `edge`: the list layout's `leadingSwipeActionsConfigurationProvider` or
    /// `trailingSwipeActionsConfigurationProvider`, called now; nil without a list layout.
    public func simulateSwipeActions(
        from edge: SimulatedSwipeEdge, at indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        engine.ensureLive()
        guard let list = listConfiguration(forSection: indexPath.section) else { return nil }
        let configuration: UISwipeActionsConfiguration?
        switch edge {
        case .leading: configuration = list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: configuration = list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
        configuration?.markSwiped(in: self, rowCount: engine.totalRows)
        return configuration
    }

    /// The actions VoiceOver offers for the item at `indexPath`, as for a table row (see
    /// `UITableView.simulatedVoiceOverActions(at:)`): the list layout's swipe actions, then the cell's
    /// `accessibilityCustomActions`.
    public func simulatedVoiceOverActions(at indexPath: IndexPath) -> [SimulatedVoiceOverAction] {
        guard let cell = cellForItem(at: indexPath) else { return [] }
        let swipes = [SimulatedSwipeEdge.leading, .trailing].flatMap {
            simulateSwipeActions(from: $0, at: indexPath)?.actions ?? []
        }
        return SimulatedVoiceOverAction.actions(swipes: swipes, of: cell)
    }

    /// The context menu UIKit (iOS 16 or later) would ask for when the user touches and holds the
    /// item at `indexPath`: the delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`,
    /// which falls back to the iOS 13 `collectionView(_:contextMenuConfigurationForItemAt:point:)` when
    /// the delegate does not implement it. `usingIOS15` asks the iOS 13 method directly, as iOS 15 does.
    public func simulateContextMenuConfiguration(
        at indexPath: IndexPath, usingIOS15: Bool = false
    ) -> UIContextMenuConfiguration? {
        engine.ensureLive()
        if usingIOS15 {
            return delegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: .zero)
        }
        return delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
    }

    /// The user taps the preview of the menu shown with `configuration` (commits it), as for a table
    /// (see `UITableView.simulateCommittingPreview(of:preview:meanwhile:)`): the delegate's
    /// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`.
    @discardableResult
    public func simulateCommittingPreview(
        of configuration: UIContextMenuConfiguration, preview: UIViewController?, meanwhile: () -> Void = {}
    ) -> SimulatedPreviewCommit {
        engine.ensureLive()
        return SimulatedPreviewCommit.run(preview: preview, meanwhile: meanwhile) { animator in
            delegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
}

/// What the delegate did with the animator of a committed preview.
public struct SimulatedPreviewCommit: Sendable {
    /// The `preferredCommitStyle` the delegate left.
    public let style: UIContextMenuInteractionCommitStyle
    /// Whether the delegate added any animation or completion block.
    public let addedBlocks: Bool

    /// A commit as both lists simulate it: `willPerform` is the list's delegate call, given a new
    /// animator for `preview`; then the animations it added run, then `meanwhile`, then its completions.
    @MainActor
    static func run(
        preview: UIViewController?, meanwhile: () -> Void,
        willPerform: (any UIContextMenuInteractionCommitAnimating) -> Void
    ) -> SimulatedPreviewCommit {
        let animator = StandInCommitAnimator(previewViewController: preview)
        willPerform(animator)
        animator.run(meanwhile: meanwhile)
        return SimulatedPreviewCommit(style: animator.preferredCommitStyle, addedBlocks: animator.addedAnything)
    }
}

/// One action VoiceOver offers for a row: a swipe action or one of the cell's custom actions.
@MainActor
public struct SimulatedVoiceOverAction {
    /// What VoiceOver says: a swipe action's `accessibilityLabel`, else its title; a custom action's
    /// `name`. nil for a swipe action with neither (VoiceOver would read the image's name).
    public let name: String?
    /// The action comes from a swipe action (else from the cell's `accessibilityCustomActions`).
    public let isSwipeAction: Bool
    /// Performs it as VoiceOver does: a swipe action's handler (`simulatePerform(in:)`), a custom
    /// action's handler. Returns what it reported (the completion's value, or the handler's result).
    public let perform: @MainActor () -> Bool?

    static func actions(swipes: [UIContextualAction], of cell: UIView) -> [SimulatedVoiceOverAction] {
        let swipeActions = swipes.map { action in
            SimulatedVoiceOverAction(
                name: action.accessibilityLabel ?? action.title, isSwipeAction: true,
                perform: { [weak cell] in cell.flatMap { action.simulatePerform(in: $0) } })
        }
        let custom = (cell.accessibilityCustomActions ?? []).map { action in
            SimulatedVoiceOverAction(
                name: action.name, isSwipeAction: false,
                perform: { [weak cell] in cell?.simulateAccessibilityCustomAction(named: action.name) })
        }
        return swipeActions + custom
    }
}

extension UISwipeActionsConfiguration {
    /// Records on each action the list it was offered in and the list's row count now.
    func markSwiped(in list: UIScrollView, rowCount: Int) {
        for action in actions { action.swipedList = SwipedList(list: list, rowCount: rowCount) }
    }
}

extension UIContextualAction {
    /// Whether UIKit animated the action's row away: it is `.destructive` and was completed with true.
    public var simulatedAnimatedRowAway: Bool { animatedRowAway }

    /// Performs the action as UIKit does when the user taps it (or swipes fully): calls `handler` with
    /// the action, `sourceView` and a completion, and returns what the completion was called with.
    ///
    /// Stricter than UIKit: a handler that returns without calling its completion is reported through
    /// the failure hook (UIKit would leave the row swiped open, waiting), and the result is nil. A
    /// completion called twice is reported too.
    ///
    /// A `.destructive` action completed with `true` is a deletion to UIKit: it animates the row away
    /// (`simulatedAnimatedRowAway` becomes true). When the list the action was swiped in still has as
    /// many rows as when it was swiped, the row was not deleted: on a device it disappears and jumps
    /// back (or comes back when a confirmation is cancelled). The stand-in reports that through the
    /// failure hook (rule 16; UIKit itself raises nothing).
    @discardableResult
    public func simulatePerform(in sourceView: UIView) -> Bool? {
        var result: Bool?
        var calls = 0
        handler(self, sourceView) { performed in
            calls += 1
            result = performed
        }
        // Completed: the row swiped open closes (UIKit leaves it open, waiting, until the completion).
        if calls > 0 { (swipedList?.list as? UITableView)?.closeSwipedOpenRow() }
        if calls == 0 {
            UIKitStandIn.fail(
                "UIContextualAction '\(title ?? "")': the handler returned without calling its completion handler")
        } else if calls > 1 {
            UIKitStandIn.fail("UIContextualAction '\(title ?? "")': the completion handler was called \(calls) times")
        }
        if style == .destructive, result == true {
            animatedRowAway = true
            if let swiped = swipedList, let list = swiped.list, list.simulatedRowCount >= swiped.rowCount {
                UIKitStandIn.fail(
                    "UIContextualAction '\(title ?? "")': a destructive action completed with true, but its row "
                        + "was not deleted (\(swiped.rowCount) rows before, \(list.simulatedRowCount) after) "
                        + "[stand-in: UIKit animates the row away as deleted, and it jumps back]")
            }
        }
        return result
    }
}

extension UIScrollView {
    /// The rows (items) a table or collection view shows now, after any pending layout; 0 for another view.
    var simulatedRowCount: Int {
        if let table = self as? UITableView {
            table.engine.ensureLive()
            return table.engine.totalRows
        }
        if let collection = self as? UICollectionView {
            collection.engine.ensureLive()
            return collection.engine.totalRows
        }
        return 0
    }
}

extension UIContextMenuConfiguration {
    /// The menu UIKit would show: the action provider, called with no suggested actions; nil when
    /// there is no action provider or it returns nil.
    public func simulateMenu() -> UIMenu? {
        actionProvider?([])
    }

    /// The preview UIKit would show as the menu opens: the preview provider, called now; nil when
    /// there is none or it returns nil (UIKit then previews the touched view itself).
    public func simulatePreview() -> UIViewController? {
        previewProvider?()
    }

    /// Whether the configuration has a preview provider (without one, UIKit previews the touched view).
    public var simulatedHasPreviewProvider: Bool { previewProvider != nil }
}

extension UIMenu {
    /// The actions of the menu (and its submenus) a user can see, in order: hidden ones left out.
    public var simulatedVisibleActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let menu = element as? UIMenu { return menu.simulatedVisibleActions }
            if let action = element as? UIAction, !action.attributes.contains(.hidden) { return [action] }
            return []
        }
    }

    /// Chooses the visible action titled `title`, as a user does: its handler runs. Returns false,
    /// doing nothing, when there is no such action or it is disabled (UIKit does not let a user
    /// choose a disabled item).
    @discardableResult
    public func simulateChoosing(_ title: String) -> Bool {
        guard let action = simulatedVisibleActions.first(where: { $0.title == title }),
            !action.attributes.contains(.disabled)
        else { return false }
        action.handler(action)
        return true
    }
}
