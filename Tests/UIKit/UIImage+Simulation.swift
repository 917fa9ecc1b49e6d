// TEST-ONLY simulation API: not part of real UIKit.

extension UIImage {
    /// The name given to `UIImage(systemName:)`, or nil for other images.
    public var simulatedSystemName: String? { symbolName }
}

extension UIColor {
    /// The color's name (e.g. "systemBlue") or a description of its components.
    public var simulatedName: String { name }
}
