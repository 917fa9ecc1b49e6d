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
    @available(iOS 7.0, *)
    open var keyboardDismissMode: KeyboardDismissMode = .none

    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}
