@MainActor
@available(iOS 2.0, *)
open class UILabel: UIView {
    @available(iOS 2.0, *)
    open var text: String?
    @available(iOS 2.0, *)
    open var font: UIFont!
    @available(iOS 2.0, *)
    open var textColor: UIColor!
    @available(iOS 2.0, *)
    open var numberOfLines = 1
    @available(iOS 2.0, *)
    open var textAlignment: NSTextAlignment = .natural
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false
}

@MainActor
@available(iOS 2.0, *)
open class UIImageView: UIView {
    @available(iOS 2.0, *)
    open var image: UIImage?
    @available(iOS 2.0, *)
    open var contentMode: UIView.ContentMode = .scaleToFill

    @available(iOS 2.0, *)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension UIView {
    @available(iOS 2.0, *)
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
