import Foundation
import SafariServices
import Testing

// Runtime rules of the URL stand-ins (issue #23): Safari's view and the app object's `open`.
extension RuntimeRuleTests {
    /// `SFSafariViewController(url:)` takes only http and https URLs (Apple's documentation); the
    /// stand-in fails for any other scheme. The negative control: a router that hands Safari a `mailto:`
    /// URL is caught.
    @Test func safarisViewShowsOnlyHTTPAndHTTPSURLs() throws {
        for address in ["https://example.com/a", "http://example.com/b", "HTTPS://EXAMPLE.COM/c"] {
            let url = try #require(URL(string: address))
            #expect(
                UIKitStandIn.recordingInconsistencies { _ = SFSafariViewController(url: url) }.isEmpty, "\(address)")
        }
        for address in ["mailto:someone@example.com", "myapp://thread/1", "example.com/no-scheme"] {
            let url = try #require(URL(string: address))
            let messages = UIKitStandIn.recordingInconsistencies { _ = SFSafariViewController(url: url) }
            #expect(
                messages == [
                    "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported. (\(url))"
                ], "\(address)")
        }
    }

    /// `UIApplication.shared.open` records each URL, in order.
    @Test func theAppObjectRecordsTheURLsItOpens() throws {
        let app = UIApplication.shared
        app.simulatedResetOpenedURLs()
        defer { app.simulatedResetOpenedURLs() }
        let first = try #require(URL(string: "https://example.com/1"))
        let second = try #require(URL(string: "mailto:someone@example.com"))
        app.open(first, options: [:], completionHandler: nil)
        app.open(second)
        #expect(app.simulatedOpenedURLs == [first, second])
    }
}
