/// Colors are names only; nothing is rendered.
open class UIColor: NSObject, @unchecked Sendable {
    /// The system color name, or a description of the components.
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgba(\(red),\(green),\(blue),\(alpha))")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white),\(alpha))")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    open override var hash: Int { name.hashValue }

    open override var description: String { "UIColor(\(name))" }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(name: "\(name)@\(alpha)")
    }

    open class var black: UIColor { UIColor(name: "black") }
    open class var white: UIColor { UIColor(name: "white") }
    open class var clear: UIColor { UIColor(name: "clear") }
    open class var gray: UIColor { UIColor(name: "gray") }
    open class var red: UIColor { UIColor(name: "red") }
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
    open class var systemGreen: UIColor { UIColor(name: "systemGreen") }
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    open class var systemOrange: UIColor { UIColor(name: "systemOrange") }
    open class var systemYellow: UIColor { UIColor(name: "systemYellow") }
    open class var systemGray: UIColor { UIColor(name: "systemGray") }
    open class var tintColor: UIColor { UIColor(name: "tintColor") }
    open class var label: UIColor { UIColor(name: "label") }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(name: "tertiaryLabel") }
    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(name: "systemGroupedBackground") }
    open class var separator: UIColor { UIColor(name: "separator") }
}
