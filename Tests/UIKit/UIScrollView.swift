@MainActor
@available(iOS 2.0, *)
open class UIScrollView: UIView {
    @available(iOS 2.0, *)
    open var contentOffset: CGPoint = .zero
    @available(iOS 2.0, *)
    open var contentSize: CGSize = .zero
    @available(iOS 2.0, *)
    open var isScrollEnabled = true
    @available(iOS 2.0, *)
    open var alwaysBounceVertical = false
    @available(iOS 2.0, *)
    open var showsVerticalScrollIndicator = true
    /// The refresh control attached to the scroll view (iOS 10): set, it becomes a subview of the
    /// scroll view and the one a pull at the top reveals.
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }
    @available(iOS 7.0, *)
    open var keyboardDismissMode: KeyboardDismissMode = .none

    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
