/// Images carry no pixels: a system image remembers its symbol name (see `UIImage+Simulation.swift`).
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    let symbolName: String?
    /// The name given to `UIImage(named:)`.
    var assetName: String? = nil

    init(symbolName: String?) {
        self.symbolName = symbolName
        super.init()
    }

    @available(iOS 2.0, *)
    public override convenience init() {
        self.init(symbolName: nil)
    }

    /// Failable as on iOS; the stand-in cannot check the name, so it always succeeds.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) {
        self.init(symbolName: name)
    }

    /// Nil, as on iOS, for a name the app's asset catalog does not have: the stand-in's catalog is
    /// `UIImage.simulatedAssetCatalog` (by default every name is in it).
    @available(iOS 2.0, *)
    public convenience init?(named name: String) {
        if let catalog = UIImage.simulatedAssetCatalog, !catalog.contains(name) { return nil }
        self.init(symbolName: nil)
        assetName = name
    }

    /// Failable as on iOS; the stand-in decodes nothing: empty data makes no image, any other data an
    /// image without a name.
    @available(iOS 2.0, *)
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(symbolName: nil)
    }

    @available(iOS 2.0, *)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        return symbolName != nil && other.symbolName == symbolName
    }

    @available(iOS 2.0, *)
    open override var hash: Int { symbolName?.hashValue ?? ObjectIdentifier(self).hashValue }

    @available(iOS 13.0, *)
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    @available(iOS 7.0, *)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }

    @available(iOS 7.0, *)
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}
