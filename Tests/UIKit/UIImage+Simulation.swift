// TEST-ONLY simulation API: not part of real UIKit.

extension UIImage {
    /// The name given to `UIImage(systemName:)`, or nil for other images.
    public var simulatedSystemName: String? { symbolName }
    /// The name given to `UIImage(named:)`, or nil for other images. The stand-in has no asset
    /// catalog: every name makes an image, where UIKit returns nil for a name it does not find.
    public var simulatedAssetName: String? { assetName }
}

extension UIColor {
    /// The color's name (e.g. "systemBlue") or a description of its components.
    public var simulatedName: String { name }
}
