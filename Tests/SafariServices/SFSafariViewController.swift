import Foundation
import UIKit

/// Safari's view of a web page. The stand-in loads nothing; it refuses a URL Safari's view cannot show.
@MainActor
@available(iOS 9.0, *)
open class SFSafariViewController: UIViewController {
    /// A Safari view that loads `URL`, which must use the `http` or `https` scheme (Apple's
    /// documentation of `init(url:)`). The documentation does not say what happens otherwise; the
    /// stand-in is stricter and fails for any other scheme (a `mailto:` or app URL, or none), with the
    /// NSInvalidArgumentException text developers report (not verified against SafariServices).
    @available(iOS 9.0, *)
    public init(url URL: URL) {
        simulationURL = URL
        super.init(nibName: nil, bundle: nil)
        let scheme = URL.scheme?.lowercased()
        if scheme != "http" && scheme != "https" {
            UIKitStandIn.fail(
                "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported. (\(URL))")
        }
    }

    /// The URL the view was made for (`init(url:)`), for `simulatedURL`.
    let simulationURL: URL

    /// Unavailable, as in SafariServices (`-initWithCoder:` is `NS_UNAVAILABLE`).
    @available(iOS 9.0, *)
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("SFSafariViewController cannot be decoded")
    }
}
