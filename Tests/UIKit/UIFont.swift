/// Fonts are descriptions only; nothing is rendered.
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    @available(iOS 7.0, *)
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        @available(iOS 7.0, *)
        public var rawValue: String
        @available(iOS 7.0, *)
        public init(rawValue: String) { self.rawValue = rawValue }
        @available(iOS 7.0, *)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        @available(iOS 7.0, *)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        @available(iOS 7.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        @available(iOS 7.0, *)
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        @available(iOS 7.0, *)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        @available(iOS 7.0, *)
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        @available(iOS 7.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 7.0, *)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        @available(iOS 7.0, *)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        @available(iOS 7.0, *)
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        @available(iOS 7.0, *)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    let name: String
    @available(iOS 2.0, *)
    public let pointSize: CGFloat

    init(name: String, pointSize: CGFloat) {
        self.name = name
        self.pointSize = pointSize
        super.init()
    }

    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(name: style.rawValue, pointSize: 17)
    }

    @available(iOS 2.0, *)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: "system", pointSize: fontSize)
    }

    @available(iOS 2.0, *)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: "system-bold", pointSize: fontSize)
    }

    @available(iOS 2.0, *)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.pointSize == pointSize
    }

    @available(iOS 2.0, *)
    open override var hash: Int { name.hashValue ^ pointSize.hashValue }
}
