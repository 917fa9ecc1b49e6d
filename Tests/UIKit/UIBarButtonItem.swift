// Bar button items (navigation bars, toolbars). Only what generated code uses.

@MainActor
@available(iOS 2.0, *)
open class UIBarItem: NSObject {
    @available(iOS 2.0, *)
    open var isEnabled = true
}

@MainActor
@available(iOS 2.0, *)
open class UIBarButtonItem: UIBarItem {
    /// The system-supplied items.
    @available(iOS 2.0, *)
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The action performed when the item is tapped.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction?
    @available(iOS 14.0, *)
    open var menu: UIMenu?
    /// STAND-IN ONLY storage: the system item it was made with (UIKit keeps it private).
    let standInSystemItem: SystemItem?

    @available(iOS 2.0, *)
    public override init() {
        standInSystemItem = nil
        super.init()
    }

    /// A system item with an action (its title and image are the system item's, not the action's).
    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init(standInSystemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    init(standInSystemItem: SystemItem) {
        self.standInSystemItem = standInSystemItem
        super.init()
    }
}
