// The examples of Documentation/Accessories.md (`<!-- compiled: Tests/GeneratedCodeTests/AccessoriesExamples.swift -->`),
// compiled against the Messages golden (a chevron, the unread count as the value and as a badge) and
// the Orders golden (a checkmark once an order ships). ReadmeExamplesTests checks the page's blocks
// appear below line for line.

import Foundation
import Testing

@testable import GoldenMessagesCollectionDiffableClosure
@testable import GoldenOrdersTableDiffableClosure

/// Marks a conversation read: its value shows 0 and its badge hides.
@MainActor
func markRead(_ message: Message, on screen: MessagesViewController) {
    var read = message
    read.unread = 0
    screen.update(read)
}

/// Shows a cell's unread count in red: the badge label is the app's to restyle.
@MainActor
func showUnreadInRed(_ cell: MessageCell) {
    cell.badgeLabel.textColor = .systemRed
}

/// Marks an order shipped: its row shows the checkmark.
@MainActor
func markShipped(_ order: Order, on screen: OrdersViewController) {
    var shipped = order
    shipped.isShipped = true
    screen.update(.order(shipped))
}

@MainActor
@Suite struct AccessoriesExamplesTests {
    /// The page's first example: after `markRead`, the row's badge is hidden and its value says 0.
    @Test func aReadConversationHidesItsBadge() throws {
        let site = try #require(URL(string: "https://example.com"))
        let screen = MessagesViewController(
            router: MessagesRouter(
                thread: { ThreadViewController(payload: $0) }, share: { ShareViewController(payload: $0) },
                channel: { _ in channelScreen() }),
            imageLoader: HeldImageLoader())
        let message = Message(
            id: UUID(), sender: "Ada", avatarURL: nil, unread: 3, isStarred: false, isMuted: false,
            hasHistory: false, kind: .thread, link: site)
        screen.setRows([.main: [message]])
        screen.loadViewIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        func cell() throws -> MessageCell { try #require(screen.collectionView.cellForItem(at: first) as? MessageCell) }
        // Shown: the Share button, the badge and the chevron; once read, the badge hides.
        #expect(try cell().simulatedShownAccessoryTypes.count == 3)
        // The badge is the cell's `badgeLabel`, reachable from the app.
        showUnreadInRed(try cell())
        #expect(try cell().badgeLabel.textColor == .systemRed)
        #expect(try cell().badgeLabel.text == 3.formatted(.number))
        markRead(message, on: screen)
        #expect(try cell().simulatedShownAccessoryTypes.count == 2)
        #expect(try cell().simulatedShownAccessoryTypes.last == .disclosureIndicator)
        let value = (try cell().contentConfiguration as? UIListContentConfiguration)?.secondaryText
        #expect(value == 0.formatted(.number))
    }

    /// The page's second example: after `markShipped`, the order's row shows the checkmark.
    @Test func aShippedOrderShowsTheCheckmark() throws {
        let router = OrdersRouter(
            detail: { OrderDetailViewController(payload: $0) }, tracking: { TrackingViewController(payload: $0) })
        let screen = OrdersViewController(router: router)
        let order = Order(id: UUID(), number: "A-1", isShipped: false, canCancel: true)
        screen.setRows([.open: [.order(order)]])
        screen.loadViewIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        #expect(screen.tableView.cellForRow(at: first)?.accessoryType == UITableViewCell.AccessoryType.none)
        markShipped(order, on: screen)
        #expect(screen.tableView.cellForRow(at: first)?.accessoryType == .checkmark)
    }
}
