// TEST-ONLY simulation API: not part of real UIKit.

extension UIImage {
    /// The name given to `UIImage(systemName:)`, or nil for other images.
    public var simulatedSystemName: String? { symbolName }
    /// The name given to `UIImage(named:)`, or nil for other images.
    public var simulatedAssetName: String? { assetName }

    /// The names of the image assets the app's catalog holds, for `UIImage(named:)`: nil (the default)
    /// for a catalog that has every name, else a name not in the set makes no image (nil), as UIKit
    /// returns nil for a name it does not find. Set it in a test, and set it back to nil after.
    nonisolated(unsafe) public static var simulatedAssetCatalog: Set<String>? = nil
}

extension UIColor {
    /// The color's name (e.g. "systemBlue") or a description of its components.
    public var simulatedName: String { name }
}
