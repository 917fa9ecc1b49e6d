// The examples of Documentation/BeyondTheSpec.md (`<!-- compiled: Tests/GeneratedCodeTests/BeyondTheSpecExamples.swift -->`),
// compiled against the Orders golden (internal access, hence `@testable`), and the test of what
// that page says listgen owns: after the app's hook ran, the list's data source, delegate and rows
// are still the controller's.

import Foundation
import Testing

@testable import GoldenOrdersTableDiffableClosure

/// Stands in for the app's own counter in the page's example.
@MainActor
final class DuplicateCounter {
    var dropped = 0
}

@MainActor
func shapeOrders(_ screen: OrdersViewController, banner: UIView) {
    screen.onViewDidLoad = { screen in
        screen.navigationItem.largeTitleDisplayMode = .never
        screen.tableView.tableHeaderView = banner
        screen.tableView.backgroundColor = .systemGroupedBackground
    }
}

@MainActor
func countDuplicates(_ screen: OrdersViewController, into counter: DuplicateCounter) {
    screen.onDuplicateRows = { rows in
        counter.dropped += rows.count
    }
}

@MainActor
func previewOrders(_ screen: OrdersViewController) {
    screen.onContextMenuPreview = { _, row in
        guard case .order(let order) = row else { return nil }  // other rows: UIKit previews the cell
        return OrderDetailViewController(payload: order)
    }
}

@MainActor
func commitOrderPreviews(_ screen: OrdersViewController) {
    screen.onCommitContextMenuPreview = { screen, row, preview in
        guard case .order(let order) = row else { return }
        // The preview was made when the menu opened: make a new one if the order changed since.
        let detail = (preview as? OrderDetailViewController)?.payload == order ? preview : nil
        screen.navigationController?.pushViewController(
            detail ?? OrderDetailViewController(payload: order), animated: true)
    }
}

@MainActor
@Suite struct BeyondTheSpecExampleTests {
    static func makeScreen() -> OrdersViewController {
        OrdersViewController(
            router: OrdersRouter(
                detail: { OrderDetailViewController(payload: $0) },
                tracking: { TrackingViewController(payload: $0) }))
    }

    static func order(_ number: Int) -> OrdersRow {
        .order(Order(id: UUID(), number: "#\(number)", isShipped: true, canCancel: false))
    }

    /// The hook changes the look; the wiring, the spec's own look and the rows stay listgen's.
    @Test func theHookChangesTheLookNotTheWiring() {
        let screen = Self.makeScreen()
        let banner = UIView()
        shapeOrders(screen, banner: banner)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.tableHeaderView === banner)
        #expect(screen.navigationItem.largeTitleDisplayMode == .never)
        #expect(screen.tableView.backgroundColor == .systemGroupedBackground)
        // listgen's: the delegate (swipe actions, menus, row taps), the data source, `separators: false`.
        #expect(screen.tableView.delegate === screen)
        #expect(screen.tableView.dataSource != nil)
        #expect(screen.tableView.separatorStyle == .none)
        let rows = [Self.order(1), Self.order(2), Self.order(3)]
        screen.setRows([.open: rows])
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
        #expect(screen.row(at: IndexPath(row: 2, section: 0)) == rows[2])
    }

    /// The page's preview example: the menu of an order previews that order, after it moved.
    @Test func thePreviewIsOfTheRowUnderTheMenu() {
        let screen = Self.makeScreen()
        previewOrders(screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let third = Order(id: UUID(), number: "#3", isShipped: true, canCancel: false)
        screen.setRows([.open: [Self.order(1), Self.order(2), .order(third)]])
        screen.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        screen.tableView.layoutIfNeeded()
        let menu = screen.tableView.simulateContextMenuConfiguration(at: IndexPath(row: 0, section: 0))
        #expect((menu?.simulatePreview() as? OrderDetailViewController)?.payload == third)
    }

    /// The page's commit example: tapping an order's preview pushes that order, as it is when the
    /// tap's animation ends: after it moved, and after it was updated while the menu was open.
    @Test func committingAPreviewPushesTheRowUnderTheMenu() throws {
        let screen = Self.makeScreen()
        previewOrders(screen)
        commitOrderPreviews(screen)
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let third = Order(id: UUID(), number: "#3", isShipped: true, canCancel: false)
        screen.setRows([.open: [Self.order(1), Self.order(2), .order(third)]])
        screen.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        screen.tableView.layoutIfNeeded()
        let menu = try #require(screen.tableView.simulateContextMenuConfiguration(at: IndexPath(row: 0, section: 0)))
        let preview = menu.simulatePreview()
        screen.tableView.simulateCommittingPreview(of: menu, preview: preview)
        #expect(navigation.topViewController === preview)
        _ = navigation.popViewController(animated: false)

        var renumbered = third
        renumbered.number = "#30"
        let secondMenu = try #require(
            screen.tableView.simulateContextMenuConfiguration(at: IndexPath(row: 0, section: 0)))
        let stalePreview = secondMenu.simulatePreview()
        screen.update(.order(renumbered))
        screen.tableView.simulateCommittingPreview(of: secondMenu, preview: stalePreview)
        #expect((navigation.topViewController as? OrderDetailViewController)?.payload == renumbered)
        #expect(navigation.topViewController !== stalePreview)
    }

    @Test func duplicatesReachTheAppsHook() {
        let screen = Self.makeScreen()
        let counter = DuplicateCounter()
        countDuplicates(screen, into: counter)
        let row = Self.order(1)
        screen.setRows([.open: [row, row], .past: [row]])
        #expect(counter.dropped == 2)
    }
}
