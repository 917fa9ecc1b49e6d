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
    /// implemented, false by default for `UITableViewDiffableDataSource`), as UIKit offers none there.
    public func simulateSwipeActions(
        from edge: SimulatedSwipeEdge, at indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        engine.ensureLive()  // a finger swipes a list that is on screen, so laid out
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? true else { return nil }
        switch edge {
        case .leading: return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// The context menu UIKit would ask for when the user touches and holds the row at `indexPath`:
    /// the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    public func simulateContextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        engine.ensureLive()
        return delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
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
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
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
}

extension UIContextualAction {
    /// Performs the action as UIKit does when the user taps it (or swipes fully): calls `handler` with
    /// the action, `sourceView` and a completion, and returns what the completion was called with.
    ///
    /// Stricter than UIKit: a handler that returns without calling its completion is reported through
    /// the failure hook (UIKit would leave the row swiped open, waiting), and the result is nil. A
    /// completion called twice is reported too.
    @discardableResult
    public func simulatePerform(in sourceView: UIView) -> Bool? {
        var result: Bool?
        var calls = 0
        handler(self, sourceView) { performed in
            calls += 1
            result = performed
        }
        if calls == 0 {
            UIKitStandIn.fail(
                "UIContextualAction '\(title ?? "")': the handler returned without calling its completion handler")
        } else if calls > 1 {
            UIKitStandIn.fail("UIContextualAction '\(title ?? "")': the completion handler was called \(calls) times")
        }
        return result
    }
}

extension UIContextMenuConfiguration {
    /// The menu UIKit would show: the action provider, called with no suggested actions; nil when
    /// there is no action provider or it returns nil.
    public func simulateMenu() -> UIMenu? {
        actionProvider?([])
    }
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
