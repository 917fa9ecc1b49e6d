import Foundation

// Test-only API of the SafariServices stand-in (Tests/UIKit/README.md, "Test-only API").
extension SFSafariViewController {
    /// The URL the view was made for (`init(url:)`); SafariServices does not expose it.
    public var simulatedURL: URL { simulationURL }
}
