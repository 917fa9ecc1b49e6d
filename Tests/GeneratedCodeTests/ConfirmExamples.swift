// The examples of Documentation/SpecFormat.md's confirmations (`<!-- compiled: Tests/GeneratedCodeTests/ConfirmExamples.swift -->`),
// compiled against the Messages golden (internal access, hence `@testable`), whose `remove` asks
// "Delete the conversation with {sender}?" only `when: hasHistory`: the app's action handler, and the
// test of what the page says.

import Foundation
import Testing

@testable import GoldenMessagesCollectionDiffableClosure

/// The app's side of the example: it deletes the conversation the user confirmed, or tapped when it
/// had no history (nothing to lose: no question).
@MainActor
final class ConversationStore: MessagesActionHandling {
    private(set) var deleted: [String] = []

    func messagesViewController(_ controller: MessagesViewController, perform action: MessagesAction) {
        switch action {
        case .removeMessage(let message):
            // `message` is the row as it is now, looked up again by its ID.
            deleted.append(message.sender)
            controller.deleteRow(withID: message.id)
        case .muteMessage, .starMessage:
            break  // The Mute switch (Documentation/Switches.md), Star (Documentation/RowState.md).
        }
    }
}

@MainActor
@Suite struct ConfirmExamplesTests {
    /// A conversation with history asks first, naming its sender as the row says when the sheet is
    /// shown; one without deletes at once.
    @Test func asksOnlyWithHistoryAndNamesTheSender() throws {
        let store = ConversationStore()
        let router = MessagesRouter(
            thread: { ThreadViewController(payload: $0) }, share: { ShareViewController(payload: $0) },
            channel: { _ in channelScreen() })
        let screen = MessagesViewController(router: router, imageLoader: HeldImageLoader())
        screen.actionHandler = store
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.loadViewIfNeeded()
        func message(_ key: Int, _ sender: String, hasHistory: Bool) -> Message {
            Message(
                id: Samples.uuid(key), sender: sender, avatarURL: nil, unread: 0, isStarred: false,
                isMuted: false, hasHistory: hasHistory, kind: .thread, link: URL(fileURLWithPath: "/\(key)"))
        }
        screen.setRows([.main: [message(1, "Ada", hasHistory: true), message(2, "Bob", hasHistory: false)]])
        // Renamed after the cell was configured: the sheet names the row as it is at the tap.
        screen.update(message(1, "Ada Lovelace", hasHistory: true))

        screen.didTapRemove(at: IndexPath(item: 1, section: 0))
        #expect(screen.presentedViewController == nil)
        #expect(store.deleted == ["Bob"])

        screen.didTapRemove(at: IndexPath(item: 0, section: 0))
        let sheet = try #require(screen.presentedViewController as? UIAlertController)
        #expect(sheet.title == "Delete the conversation with Ada Lovelace?")
        #expect(store.deleted == ["Bob"])
        let delete = try #require(sheet.actions.first { $0.style == .destructive })
        #expect(sheet.simulateTap(on: delete))
        #expect(store.deleted == ["Bob", "Ada Lovelace"])
    }
}
