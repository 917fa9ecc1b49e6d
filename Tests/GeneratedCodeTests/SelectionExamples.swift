// The persistent-selection example of Documentation/BeyondTheSpec.md
// (`<!-- compiled: Tests/GeneratedCodeTests/SelectionExamples.swift -->`), compiled against the Messages
// golden (a collection list, diffable, `selection: { persistent: true }`), and a test that runs it as a
// split view would use the screen. ReadmeExamplesTests checks the page's block appears below line for line.

import Foundation
import Testing

@testable import GoldenMessagesCollectionDiffableClosure

/// Stands in for the split view's detail column in the page's example.
@MainActor
final class ConversationDetail {
    var shown: Message.ID?
}

@MainActor
func keepDetail(_ detail: ConversationDetail, inStepWith screen: MessagesViewController, restoring saved: Message.ID?) {
    screen.onSelectionChange = { id in
        detail.shown = id
    }
    screen.selectRow(withID: saved)
}

@MainActor
@Suite struct SelectionExampleTests {
    /// The saved conversation is selected at launch, stays selected when a message arrives above it, and
    /// the detail is cleared when it is deleted.
    @Test func theDetailFollowsTheSelectedConversation() throws {
        let site = try #require(URL(string: "https://example.com"))
        let screen = MessagesViewController(
            router: MessagesRouter(
                thread: { ThreadViewController(payload: $0) }, share: { ShareViewController(payload: $0) },
                channel: { _ in channelScreen() }),
            imageLoader: HeldImageLoader())
        let messages = (0..<3).map {
            Message(
                id: UUID(), sender: "Sender \($0)", avatarURL: nil, unread: 0, isStarred: false, isMuted: false,
                hasHistory: false, kind: .thread, link: site)
        }
        screen.setRows([.main: messages])
        screen.loadViewIfNeeded()
        let detail = ConversationDetail()
        keepDetail(detail, inStepWith: screen, restoring: messages[1].id)
        #expect(detail.shown == messages[1].id)
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        let newer = Message(
            id: UUID(), sender: "Newer", avatarURL: nil, unread: 1, isStarred: false, isMuted: false,
            hasHistory: false, kind: .thread, link: site)
        screen.insert(newer, at: IndexPath(item: 0, section: 0))
        #expect(screen.selectedRowID == messages[1].id)
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        screen.deleteRow(withID: messages[1].id)
        #expect(detail.shown == nil)
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
    }
}
