// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

// MARK: - Row actions

/// A generated screen, as its swipe actions and context menus see it: where a row is now, found by
/// its stable ID when an action happens (never an index path captured when the action was made: the
/// row may have moved, or be gone).
@MainActor
public protocol ListRowLocating: AnyObject {
    /// The stable ID of a row.
    associatedtype RowID: Hashable & Sendable
    /// A row, as the screen's `row(at:)` returns it.
    associatedtype Row
    /// Where the row with `id` is shown now; nil when the list does not show it.
    func indexPath(forRowID id: RowID) -> IndexPath?
    /// The row the list shows at `indexPath`; nil when it shows none there.
    func row(at indexPath: IndexPath) -> Row?
}

/// The swipe actions and context menus of a generated screen's rows: one rule for every variant
/// (table or collection, diffable or classic, closure or delegate wiring). Each action holds its
/// screen weakly and its row by ID, and finds the row again when it is performed.
@MainActor
public enum ListRowActions {
    /// A swipe action for the row with `id`, or nil when it is hidden or disabled: a contextual action
    /// has no disabled state, and UIKit also offers every swipe action to VoiceOver, so a disabled one
    /// is not offered at all. When tapped, it finds the row by `id` and calls `perform` with where the
    /// row is now, then calls its completion handler: with `false` when it did nothing (the row is
    /// gone). A destructive action completes with `true` only when the row is gone now: UIKit takes a
    /// destructive completion as a deletion and animates the row away, so a row that stays (the app
    /// kept it, or a confirmation is still up) must complete with `false`, or it disappears and jumps
    /// back. It has a title even for an image-only event, which VoiceOver says, and the event's
    /// accessibility label, when the spec gives one. A `backgroundColor` replaces UIKit's (grey, or red
    /// for a destructive action); nil keeps it.
    public static func swipeAction<Screen: ListRowLocating>(
        in screen: Screen, rowID id: Screen.RowID, title: String, accessibilityLabel: String?,
        systemImage: String?, style: UIContextualAction.Style, backgroundColor: UIColor? = nil,
        isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor (Screen, IndexPath) -> Void
    ) -> UIContextualAction? {
        guard isVisible, isEnabled else { return nil }
        let action = UIContextualAction(style: style, title: title) { [weak screen] _, _, completion in
            guard let screen, let indexPath = screen.indexPath(forRowID: id) else {
                completion(false)
                return
            }
            perform(screen, indexPath)
            completion(style != .destructive || screen.indexPath(forRowID: id) == nil)
        }
        action.image = systemImage.flatMap { UIImage(systemName: $0) }
        action.accessibilityLabel = accessibilityLabel
        if let backgroundColor {
            action.backgroundColor = backgroundColor
        }
        return action
    }

    /// A context-menu item for the row with `id`, or nil when it is not visible. When chosen, it finds
    /// the row by `id` and calls `perform` with where the row is now; a row deleted meanwhile does
    /// nothing. UIKit does not let the user choose a disabled item. `group` is the spec's `menuGroup`:
    /// the inline section the item joins, nil for the top level; `submenu` the spec's `submenu`: the
    /// title of the submenu it joins, nil for none.
    public static func menuItem<Screen: ListRowLocating>(
        in screen: Screen, rowID id: Screen.RowID, group: String? = nil, submenu: String? = nil, title: String,
        systemImage: String?, isDestructive: Bool, isVisible: Bool, isEnabled: Bool,
        perform: @escaping @MainActor (Screen, IndexPath) -> Void
    ) -> ListMenuItem? {
        guard isVisible else { return nil }
        var attributes: UIMenuElement.Attributes = []
        if isDestructive {
            attributes.insert(.destructive)
        }
        if !isEnabled {
            attributes.insert(.disabled)
        }
        let image = systemImage.flatMap { UIImage(systemName: $0) }
        let action = UIAction(title: title, image: image, attributes: attributes) { [weak screen] _ in
            guard let screen, let indexPath = screen.indexPath(forRowID: id) else { return }
            perform(screen, indexPath)
        }
        return ListMenuItem(group: group, submenu: submenu, action: action)
    }

    /// The context menu of the row with `id`: its `items` that are there (a hidden one is nil), or nil
    /// (no menu) when there is none. The configuration's identifier is the row's stable ID
    /// (``ListRowMenuIdentifier``), and its preview is `preview`'s, asked for the row found by `id`
    /// when UIKit asks (nil without `preview`: UIKit previews the row's cell).
    public static func menu<Screen: ListRowLocating>(
        in screen: Screen, rowID id: Screen.RowID, items: [ListMenuItem?],
        preview: ((Screen, Screen.Row) -> UIViewController?)?
    ) -> UIContextMenuConfiguration? {
        let items = items.compactMap { $0 }
        guard !items.isEmpty else { return nil }
        var provider: UIContextMenuContentPreviewProvider?
        if preview != nil {
            provider = { [weak screen] in
                guard let screen, let indexPath = screen.indexPath(forRowID: id), let row = screen.row(at: indexPath)
                else { return nil }
                return preview?(screen, row)
            }
        }
        return UIContextMenuConfiguration(identifier: ListRowMenuIdentifier(id), previewProvider: provider) { _ in
            UIMenu(children: ListMenuItem.elements(items))
        }
    }

    /// The user tapped the preview of the menu with `configuration`: without `commit`, the preview just
    /// goes (`.dismiss`, no animation); else, once the commit's animations end, the row is found by the
    /// menu's identifier (its stable ID) and handed to `commit` with the preview view controller. A row
    /// deleted meanwhile gets no call.
    public static func commitMenuPreview<Screen: ListRowLocating>(
        in screen: Screen, _ configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating,
        commit: ((Screen, Screen.Row, UIViewController?) -> Void)?
    ) {
        guard commit != nil,
            let id = (configuration.identifier as? ListRowMenuIdentifier<Screen.RowID>)?.rowID
        else {
            animator.preferredCommitStyle = .dismiss
            return
        }
        let preview = animator.previewViewController
        animator.addCompletion { [weak screen] in
            guard let screen, let indexPath = screen.indexPath(forRowID: id), let row = screen.row(at: indexPath)
            else { return }
            commit?(screen, row, preview)
        }
    }
}

/// A context-menu item, the spec's `menuGroup` it joins (nil: the menu's top level) and the title of
/// the `submenu` it joins (nil: none).
@MainActor
public struct ListMenuItem {
    public let group: String?
    public let submenu: String?
    public let action: UIAction

    /// The menu's elements, in item order: an item of no group stays at the top level; the items of
    /// one group form one inline `UIMenu` (`.displayInline`: shown in place, between separators),
    /// placed where the group's first item is; the items of one submenu form one `UIMenu` with its
    /// title, placed where its first item is, in its items' group. A group or submenu whose items are
    /// all hidden shows nothing.
    public static func elements(_ items: [ListMenuItem], inGroup: Bool = false) -> [UIMenuElement] {
        var elements: [UIMenuElement] = []
        var placedGroups: Set<String> = []
        var placedSubmenus: Set<String> = []
        for item in items {
            if !inGroup, let group = item.group {
                guard placedGroups.insert(group).inserted else { continue }
                let members = Self.elements(items.filter { $0.group == group }, inGroup: true)
                elements.append(UIMenu(title: "", options: .displayInline, children: members))
            } else if let submenu = item.submenu {
                guard placedSubmenus.insert(submenu).inserted else { continue }
                let members = items.filter { $0.submenu == submenu }.map(\.action)
                elements.append(UIMenu(title: submenu, children: members))
            } else {
                elements.append(item.action)
            }
        }
        return elements
    }
}

/// A context menu's identifier: the row's stable ID, as the `NSCopying` object UIKit keeps. Two
/// identifiers are equal when their rows are the same row, wherever it is.
public final class ListRowMenuIdentifier<RowID: Hashable & Sendable>: NSObject, NSCopying {
    public let rowID: RowID

    public init(_ rowID: RowID) {
        self.rowID = rowID
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        self
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? ListRowMenuIdentifier<RowID>)?.rowID == rowID
    }

    public override var hash: Int {
        rowID.hashValue
    }
}
