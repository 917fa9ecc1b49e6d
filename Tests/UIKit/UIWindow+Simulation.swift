// TEST-ONLY simulation API: not part of real UIKit. The device a window is on, as far as it decides
// what UIKit does: the horizontal size class of its trait collection.

extension UIWindow {
    /// The horizontal size class of the window's trait collection (`traitCollection.horizontalSizeClass`
    /// in UIKit, which the stand-in does not declare): `.compact` by default (an iPhone in portrait);
    /// `.regular` for an iPad (full screen, or a wide split), where action sheets and `.popover`
    /// presentations are popovers and need an anchor (rule 17).
    public var simulatedHorizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontalSizeClass }
        set { horizontalSizeClass = newValue }
    }
}
