/// Colors are names only; nothing is rendered.
@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    /// The system color name, or a description of the components.
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    @available(iOS 2.0, *)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba(\(red),\(green),\(blue),\(alpha))")
    }

    @available(iOS 2.0, *)
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white),\(alpha))")
    }

    @available(iOS 2.0, *)
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    @available(iOS 2.0, *)
    open override var hash: Int { name.hashValue }

    @available(iOS 2.0, *)
    open override var description: String { "UIColor(\(name))" }

    @available(iOS 2.0, *)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(name: "\(name)@\(alpha)")
    }

    @available(iOS 2.0, *)
    open class var black: UIColor { UIColor(name: "black") }
    @available(iOS 2.0, *)
    open class var white: UIColor { UIColor(name: "white") }
    @available(iOS 2.0, *)
    open class var clear: UIColor { UIColor(name: "clear") }
    @available(iOS 2.0, *)
    open class var gray: UIColor { UIColor(name: "gray") }
    @available(iOS 2.0, *)
    open class var red: UIColor { UIColor(name: "red") }
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
    @available(iOS 7.0, *)
    open class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    @available(iOS 7.0, *)
    open class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    @available(iOS 7.0, *)
    open class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    @available(iOS 7.0, *)
    open class var systemGray: UIColor { UIColor(name: "systemGray") }
    @available(iOS 7.0, *)
    open class var systemPink: UIColor { UIColor(name: "systemPink") }
    @available(iOS 9.0, *)
    open class var systemPurple: UIColor { UIColor(name: "systemPurple") }
    @available(iOS 7.0, *)
    open class var systemTeal: UIColor { UIColor(name: "systemTeal") }
    @available(iOS 13.0, *)
    open class var systemIndigo: UIColor { UIColor(name: "systemIndigo") }
    @available(iOS 13.0, *)
    open class var systemBrown: UIColor { UIColor(name: "systemBrown") }
    @available(iOS 15.0, *)
    open class var systemMint: UIColor { UIColor(name: "systemMint") }
    @available(iOS 15.0, *)
    open class var systemCyan: UIColor { UIColor(name: "systemCyan") }
    @available(iOS 15.0, *)
    open class var tintColor: UIColor { UIColor(name: "tintColor") }
    @available(iOS 13.0, *)
    open class var label: UIColor { UIColor(name: "label") }
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    @available(iOS 13.0, *)
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    @available(iOS 13.0, *)
    open class var separator: UIColor { UIColor(name: "separator") }
}
