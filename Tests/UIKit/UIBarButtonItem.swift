// Bar button items (navigation bars, toolbars). Only what generated code uses.

@MainActor
@available(iOS 2.0, *)
open class UIBarItem: NSObject {
    @available(iOS 2.0, *)
    open var isEnabled = true
    /// The title shown on the bar.
    @available(iOS 2.0, *)
    open var title: String?
    /// The image shown on the bar.
    @available(iOS 2.0, *)
    open var image: UIImage?
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

    /// The action performed when the item is tapped. Setting a non-nil action gives a custom item the
    /// action's title and image (Apple: "the title and image of the item update to match the primary
    /// action's"); a system item keeps its own.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
        didSet { takeTitleAndImageOfPrimaryAction() }
    }

    /// A custom item with a primary action shows the action's title and image.
    private func takeTitleAndImageOfPrimaryAction() {
        guard let primaryAction, standInSystemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }
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

    /// A plain item with a title, an image, the action a tap performs and a menu; a primary action's
    /// title and image replace `title` and `image` (Apple: the item "uses [the action] to configure its
    /// title and image").
    @available(iOS 14.0, *)
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        takeTitleAndImageOfPrimaryAction()  // observers do not run in an initializer
    }

    init(standInSystemItem: SystemItem) {
        self.standInSystemItem = standInSystemItem
        super.init()
    }
}
