// Swipe actions: UIContextualAction and UISwipeActionsConfiguration (iOS 11), as in the iOS 18 SDK.

@MainActor
@available(iOS 11.0, *)
open class UIContextualAction: NSObject {
    @available(iOS 11.0, *)
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    /// What runs when the user taps the action: the action, the view it was shown in, and a
    /// completion to call with whether the action was performed.
    @available(iOS 11.0, *)
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    @available(iOS 11.0, *)
    open private(set) var style: UIContextualAction.Style
    @available(iOS 11.0, *)
    open private(set) var handler: UIContextualAction.Handler
    @available(iOS 11.0, *)
    open var title: String?
    @available(iOS 11.0, *)
    open var backgroundColor: UIColor!
    @available(iOS 11.0, *)
    open var image: UIImage?
    /// Declared on `NSObject` in UIKit (informal protocol `UIAccessibility`); the stand-in declares it
    /// here and on `UIView`. What VoiceOver says for the action when it offers it as a row's action
    /// (see `UITableView.simulatedVoiceOverActions(at:)`), else the title.
    @available(iOS 3.0, *)
    open var accessibilityLabel: String?
    /// The list and row count when the action was offered by a swipe (set by the simulation API), so
    /// that a destructive action's completion can be checked against UIKit's deletion (rule 16).
    var swipedList: SwipedList?
    /// A destructive completion was seen: UIKit animated the row away (see `simulatePerform(in:)`).
    var animatedRowAway = false

    init(_style style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    @available(iOS 11.0, *)
    public convenience init(
        style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
    ) {
        self.init(_style: style, title: title, handler: handler)
    }
}

@MainActor
@available(iOS 11.0, *)
open class UISwipeActionsConfiguration: NSObject {
    @available(iOS 11.0, *)
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (default true).
    @available(iOS 11.0, *)
    open var performsFirstActionWithFullSwipe = true

    init(_actions actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }

    @available(iOS 11.0, *)
    public convenience init(actions: [UIContextualAction]) {
        self.init(_actions: actions)
    }
}

/// Where a swipe action was offered: its list (weak), and how many rows the list had then.
@MainActor
struct SwipedList {
    weak var list: UIScrollView?
    var rowCount: Int
}
