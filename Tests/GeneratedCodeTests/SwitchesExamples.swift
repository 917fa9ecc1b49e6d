// The example of Documentation/Switches.md (`<!-- compiled: Tests/GeneratedCodeTests/SwitchesExamples.swift -->`),
// compiled against the Messages golden (a `mute` switch bound to `isMuted`). ReadmeExamplesTests
// checks the page's block appears below line for line.

import Foundation
import Testing

@testable import GoldenMessagesCollectionDiffableClosure

/// Keeps a conversation's muted state when its switch is toggled.
@MainActor
final class MuteHandler: MessagesActionHandling {
    func messagesViewController(_ controller: MessagesViewController, perform action: MessagesAction) {
        guard case .muteMessage(var message, let isOn) = action else { return }
        message.isMuted = isOn
        controller.update(message)
    }
}

@MainActor
@Suite struct SwitchesExamplesTests {
    /// The page's example: a toggle reaches the handler with the row and the new value; the row's
    /// update shows it, without animation.
    @Test func aToggleIsStoredAndShown() throws {
        let site = try #require(URL(string: "https://example.com"))
        let screen = MessagesViewController(
            router: MessagesRouter(
                thread: { ThreadViewController(payload: $0) }, share: { ShareViewController(payload: $0) },
                channel: { _ in channelScreen() }),
            imageLoader: HeldImageLoader())
        let handler = MuteHandler()
        screen.actionHandler = handler
        let message = Message(
            id: UUID(), sender: "Ada", avatarURL: nil, unread: 0, isStarred: false, isMuted: false,
            hasHistory: false, kind: .thread, link: site)
        screen.setRows([.main: [message]])
        screen.loadViewIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        let cell = try #require(screen.collectionView.cellForItem(at: first) as? MessageCell)
        let toggle = try #require(findSwitch("MessageCell.mute", in: cell))
        #expect(!toggle.isOn)
        #expect(toggle.simulateToggle())
        #expect(screen.row(at: first)?.isMuted == true)
        let shown = try #require(screen.collectionView.cellForItem(at: first) as? MessageCell)
        #expect(try #require(findSwitch("MessageCell.mute", in: shown)).isOn)
        #expect(try #require(findSwitch("MessageCell.mute", in: shown)).simulatedAnimatedSetOnCount == 0)
    }
}
