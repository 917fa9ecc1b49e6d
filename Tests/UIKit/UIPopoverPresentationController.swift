// UIPopoverPresentationController (iOS 8): where a popover, or an action sheet in a regular width,
// points. Only the anchor properties: what decides whether presenting it raises (rule 17). In UIKit it
// subclasses UIPresentationController, which the stand-in does not have; here it is an NSObject.

/// Something a popover can point at (iOS 16): `UIBarButtonItem` (and, in UIKit, also `UIView` from
/// iOS 17; not declared here, stricter).
@MainActor
@available(iOS 16.0, *)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

@MainActor
@available(iOS 8.0, *)
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at (with `sourceRect`).
    @available(iOS 8.0, *)
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    @available(iOS 8.0, *)
    open var sourceRect: CGRect = .null
    /// The item the popover points at (iOS 16).
    @available(iOS 16.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The bar button item the popover points at (the SDK deprecates it in favour of `sourceItem`, with
    /// API_TO_BE_DEPRECATED, so without a version).
    @available(iOS 8.0, *)
    open var barButtonItem: UIBarButtonItem?

    override init() {
        super.init()
    }

    /// Whether the popover has an anchor: a source view, a source item or a bar button item.
    var hasAnchor: Bool { sourceView != nil || sourceItem != nil || barButtonItem != nil }
}

/// A size class (iOS 8): how much room a trait environment has on one axis.
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
