/// Images carry no pixels: a system image remembers its symbol name (see `UIImage+Simulation.swift`).
open class UIImage: NSObject, @unchecked Sendable {
    let symbolName: String?

    init(symbolName: String?) {
        self.symbolName = symbolName
        super.init()
    }

    public override convenience init() {
        self.init(symbolName: nil)
    }

    /// Failable as on iOS; the stand-in cannot check the name, so it always succeeds.
    public convenience init?(systemName name: String) {
        self.init(symbolName: name)
    }

    public convenience init?(named name: String) {
        self.init(symbolName: nil)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        return symbolName != nil && other.symbolName == symbolName
    }

    open override var hash: Int { symbolName?.hashValue ?? ObjectIdentifier(self).hashValue }

    open func withTintColor(_ color: UIColor) -> UIImage { self }

    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}
