@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var numberOfLines = 1
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontForContentSizeCategory = false
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var contentMode: UIView.ContentMode = .scaleToFill

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
