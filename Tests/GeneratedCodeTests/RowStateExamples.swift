// The examples of Documentation/RowState.md (`<!-- compiled: Tests/GeneratedCodeTests/RowStateExamples.swift -->`),
// compiled against the Inbox golden (internal access, hence `@testable`), whose `MessageCell` has a
// state title, symbol and accessibility label. ReadmeExamplesTests checks the page's blocks appear
// below line for line.

import Testing

@testable import GoldenInboxTableClassicDelegate

/// The app's side of the page's example: it keeps the messages and answers the screen's actions.
@MainActor
final class MessageStore: InboxActionHandling {
    func inboxViewController(_ controller: InboxViewController, perform action: InboxAction) {
        switch action {
        case .starMessage(var message):
            // Flip the field and update the row: its button, swipe action and menu item follow.
            message.isStarred.toggle()
            controller.update(message)
        case .flagMessage(var message):
            message.isFlagged.toggle()
            controller.update(message)
        case .flagRows, .starRows:
            break  // the toolbar's batch buttons in edit mode (`editing.multiSelect`)
        }
    }
}

@MainActor
@Suite struct RowStateExamplesTests {
    /// The page's example works: a star tap flips the row, and the row's menu item says so.
    @Test func starringAMessageRetitlesItsMenuItem() throws {
        let store = MessageStore()
        let router = InboxRouter(
            compose: { ComposeViewController(payload: $0) }, thread: { ThreadViewController(payload: $0) })
        let screen = InboxViewController(router: router)
        screen.actionHandler = store
        let message = Message(
            id: "m1", sender: "Ada", subject: "Hello", receivedAt: Date(), isFlagged: false, isStarred: false,
            isMuted: false)
        screen.setRows([.unread: [message]])
        screen.loadViewIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        let titles = {
            screen.contextMenuConfiguration(forRowAt: first)?.simulateMenu()?.simulatedVisibleActions.map(\.title)
        }
        // Reply, then the submenu Mark (Flag, Star): the star item is the last.
        #expect(titles()?.last == "Star")
        screen.didTapStar(at: first)
        #expect(screen.row(at: first)?.isStarred == true)
        #expect(titles()?.last == "Unstar")
    }
}
