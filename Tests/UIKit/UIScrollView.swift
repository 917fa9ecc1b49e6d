@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var isScrollEnabled = true
    open var alwaysBounceVertical = false
    open var showsVerticalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
