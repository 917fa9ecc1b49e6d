import Foundation

@testable import GoldenMessagesTableDiffableClosure

// The rows listgen cannot build for the Messages tests (a message's `kind` is the app's own `Kind`),
// written as an app writes them: an extension of the generated suite, implementing the generated
// `MessagesTestRows`. Without it, the generated file does not compile, and the error names
// `message(_:version:)`.
extension MessagesViewControllerTests {
    static func message(_ n: Int, version: Int) -> Message {
        Message(
            id: UUID(uuidString: "00000000-0000-0000-0000-" + String(1_000_000_000_000 + n).suffix(12))!,
            sender: "sender \(n).\(version)", avatarURL: nil, unread: version, isStarred: true, isMuted: true,
            hasHistory: true, kind: .thread, link: URL(string: "https://example.com/message/\(n)/\(version)")!)
    }
}
