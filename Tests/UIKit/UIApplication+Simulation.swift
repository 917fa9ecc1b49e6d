import Foundation

extension UIApplication {
    /// Every URL `open(_:options:completionHandler:)` was given, in order (stand-in only).
    public var simulatedOpenedURLs: [URL] { UIApplicationOpenedURLs.urls }

    /// Forgets the URLs opened so far (stand-in only).
    public func simulatedResetOpenedURLs() { UIApplicationOpenedURLs.urls = [] }
}

/// The URLs the app object opened: storage for its simulation extension.
@MainActor
enum UIApplicationOpenedURLs {
    static var urls: [URL] = []
}
