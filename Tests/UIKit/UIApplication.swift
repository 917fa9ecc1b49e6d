import Foundation

/// The app object. The stand-in's opens no URL: it records each one (`simulatedOpenedURLs`).
@MainActor
@available(iOS 2.0, *)
open class UIApplication: UIResponder {
    /// The app's one instance.
    @available(iOS 2.0, *)
    public static let shared = UIApplication()

    /// Keys of the options of `open(_:options:completionHandler:)`.
    @available(iOS 10.0, *)
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        @available(iOS 10.0, *)
        public var rawValue: String
        @available(iOS 10.0, *)
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    private override init() {
        super.init()
    }

    /// Opens `url` outside the app. UIKit calls `completion` later, asynchronously, on the main thread;
    /// the stand-in records the URL and never calls it, so code that waits for it to run at once is
    /// caught.
    @available(iOS 10.0, *)
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        UIApplicationOpenedURLs.urls.append(url)
    }
}
