/// An abstract class an app subclasses for a service of its own, offered beside the system's in a
/// ``UIActivityViewController`` (iOS 6). The stand-in declares the class only: the share sheet's
/// services are not simulated.
@available(iOS 6.0, *)
@MainActor
open class UIActivity: NSObject {
    @available(iOS 6.0, *)
    public override init() {
        super.init()
    }
}

/// The share sheet: a view controller that offers the system's services (copy, mail, AirDrop, …) and
/// an app's own ``UIActivity`` objects for `activityItems` (iOS 6), the usual destination of a "Share"
/// route. Apple: "On iPad, you must present the view controller in a popover", so in a regular width
/// the stand-in treats it as one whatever its `modalPresentationStyle`, and presenting it without an
/// anchor raises as an unanchored popover does.
@available(iOS 6.0, *)
@MainActor
open class UIActivityViewController: UIViewController {
    @available(iOS 6.0, *)
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Unavailable, as in the SDK (`initWithCoder:` is `NS_UNAVAILABLE`).
    @available(iOS 6.0, *)
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var simulatedPresentsAsPopover: Bool { true }
}
