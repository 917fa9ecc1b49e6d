/// A spinner (iOS 2). `startAnimating()` and `stopAnimating()` turn it; with `hidesWhenStopped` (the
/// default) it is hidden whenever it is not animating, from its creation on.
@MainActor
@available(iOS 2.0, *)
open class UIActivityIndicatorView: UIView {
    /// Its look. Only the iOS 13 styles: the older ones (`white`, `gray`, `whiteLarge`) are deprecated.
    @available(iOS 13.0, *)
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    @available(iOS 2.0, *)
    open var style: UIActivityIndicatorView.Style
    @available(iOS 2.0, *)
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped && !isAnimating { isHidden = true } }
    }
    @available(iOS 2.0, *)
    open private(set) var isAnimating = false

    @available(iOS 2.0, *)
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    @available(iOS 2.0, *)
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    @available(iOS 2.0, *)
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
