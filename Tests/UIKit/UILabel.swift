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

    /// Stand-in: text is not measured. A label without text fits in no size; one with text gets an estimate
    /// from its font's point size (17 without a font): 0.6 of it per character wide, 1.2 of it high. The
    /// figures are no real text's; they let a test tell a label sized to its text (`sizeToFit()`) from one
    /// left at zero size.
    @available(iOS 2.0, *)
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let pointSize = font?.pointSize ?? 17
        return CGSize(
            width: (CGFloat(text.count) * pointSize * 0.6).rounded(.up), height: (pointSize * 1.2).rounded(.up))
    }
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
