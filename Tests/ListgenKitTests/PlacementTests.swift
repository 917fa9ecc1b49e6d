import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// `placement`: where an event is offered. Behaviour is checked by the placement scenarios on the
/// Orders goldens; these pin what the generator emits for shapes the goldens do not have.
@Suite struct PlacementTests {
    static func generate(_ events: String, list: ListKind = .table, select: Bool = false) -> Generator.Result {
        let spec = """
            screen: Orders
            cells:
              OrderCell:
                model: Order
                fields: {id: Int, isShipped: Bool}
            \(select ? "    select: {}\n" : "")    events:
            \(events)
            """
        return Fixtures.generate(spec, options: .init(variant: .init(list: list)))
    }

    static func file(_ result: Generator.Result, _ name: String) throws -> String {
        try #require(result.files.first { $0.path == name }).contents
    }

    @Test(arguments: ListKind.allCases)
    func aSwipeActionIsNoCustomActionOfTheCell(_ list: ListKind) throws {
        let result = Self.generate(
            "      archive: {title: Archive, placement: [swipeTrailing, menu], enabled: isShipped}", list: list)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let cell = try Self.file(result, "OrderCell.swift")
        #expect(!cell.contains("UIButton("), "no button for an event placed only as a swipe action and menu item")
        #expect(!cell.contains("listContentView"), "no button layout without buttons")
        // UIKit offers the row's swipe actions to VoiceOver itself: the cell does not offer it again.
        #expect(!cell.contains("UIAccessibilityCustomAction("), "a swipe action is not also a custom action")
        #expect(!cell.contains("isArchiveOffered"))
        #expect(!cell.contains("offerAvailableAccessibilityActions"))
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(controller.contains("func trailingSwipeActions(forRowAt indexPath: IndexPath)"))
        #expect(controller.contains("func contextMenuConfiguration(forRowAt indexPath: IndexPath)"))
        // A disabled event is no swipe action (a contextual action has no disabled state): the runtime's
        // one rule, which every swipe action of the controller goes through.
        #expect(controller.contains("ListRowActions.swipeAction(\n                in: self, rowID: id,"))
        #expect(RuntimeLibrary.embeddedFile.contents.contains("guard isVisible, isEnabled else { return nil }"))
        // No event swipes from the leading edge: an empty configuration, never UIKit's defaults.
        #expect(controller.contains("func leadingSwipeActions(forRowAt indexPath: IndexPath)"))
        #expect(controller.contains("UISwipeActionsConfiguration(actions: [])\n    }"))
    }

    /// A swipe-only event with a state title (issue #23) reads it when the swipe action is built; the
    /// cell, which shows none of its texts, sets nothing for it.
    @Test(arguments: ListKind.allCases)
    func aSwipeOnlyStateTitleIsReadWhenTheActionIsBuilt(_ list: ListKind) throws {
        let result = Self.generate(
            "      ship: {title: {if: isShipped, then: Unship, else: Ship}, placement: swipeTrailing, visible: \"!isShipped\"}",
            list: list)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let cell = try Self.file(result, "OrderCell.swift")
        #expect(!cell.contains("Follows the row's state"))
        #expect(!cell.contains("Unship"))
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(controller.contains("title: order.isShipped ? \"Unship\" : \"Ship\""))
        #expect(controller.contains("isVisible: !order.isShipped"))
    }

    @Test(arguments: ListKind.allCases)
    func aMenuOnlyEventKeepsItsAccessibilityActionAndHook(_ list: ListKind) throws {
        let result = Self.generate("      archive: {title: Archive, placement: menu, enabled: isShipped}", list: list)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let cell = try Self.file(result, "OrderCell.swift")
        #expect(!cell.contains("UIButton("))
        #expect(cell.contains("UIAccessibilityCustomAction(name: \"Archive\")"))
        #expect(cell.contains("isArchiveOffered = order.isShipped"))
        #expect(cell.contains("isArchiveOffered = true"), "reset in prepareForReuse()")
    }

    /// An image-only swipe action (`title: nil` before issue #20) has a title VoiceOver can say: the
    /// event's accessibility label, else its name made readable; the spec's `accessibilityLabel` also
    /// reaches the `UIContextualAction`, so a titled event is read by its label.
    @Test(arguments: ListKind.allCases)
    func aSwipeActionIsNamedByItsAccessibilityLabel(_ list: ListKind) throws {
        let events = [
            "share: {systemImage: square.and.arrow.up, accessibilityLabel: Share order, placement: swipeTrailing}",
            "pin: {systemImage: pin, placement: swipeLeading}",
            "archive: {title: Archive, accessibilityLabel: Archive order, placement: swipeTrailing}",
        ].map { "      " + $0 }.joined(separator: "\n")
        let result = Self.generate(events, list: list)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(controller.contains("title: \"Share order\", accessibilityLabel: \"Share order\","))
        #expect(controller.contains("title: \"Pin\", accessibilityLabel: nil,"))
        #expect(controller.contains("title: \"Archive\", accessibilityLabel: \"Archive order\","))
        #expect(RuntimeLibrary.embeddedFile.contents.contains("action.accessibilityLabel = accessibilityLabel"))
        #expect(!controller.contains("title: nil"), "no swipe action without a title")
    }

    @Test func aTableWithoutRowTapsBecomesTheDelegateForItsSwipeActions() throws {
        let result = Self.generate("      archive: {title: Archive, placement: swipeLeading}")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(controller.contains("tableView.allowsSelection = false"))
        #expect(controller.contains("tableView.delegate = self"))
        #expect(controller.contains("extension OrdersViewController: UITableViewDelegate {"))
        #expect(controller.contains("leadingSwipeActionsConfigurationForRowAt"))
        // The other edge too: without it, an editable row would get UIKit's default Delete action.
        #expect(controller.contains("trailingSwipeActionsConfigurationForRowAt"))
    }

    @Test func aCollectionTakesSwipeActionsFromItsLayoutAndNeedsNoDelegateForThem() throws {
        let result = Self.generate("      archive: {title: Archive, placement: swipeTrailing}", list: .collection)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(controller.contains("layout.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in"))
        #expect(controller.contains("collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)"))
        #expect(!controller.contains("UICollectionViewDelegate"))
        #expect(!controller.contains("collectionView.delegate = self"))
    }

    @Test func aCollectionMenuUsesTheIOS16MethodAndTheDeprecatedOneForIOS15() throws {
        let result = Self.generate("      archive: {title: Archive, placement: menu}", list: .collection, select: true)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(controller.contains("@available(iOS 16.0, *)"))
        #expect(controller.contains("contextMenuConfigurationForItemsAt indexPaths: [IndexPath]"))
        #expect(controller.contains("@available(iOS, introduced: 13.0, deprecated: 16.0)"))
        // One delegate conformance, carrying both the row tap and the menu.
        #expect(controller.components(separatedBy: "UICollectionViewDelegate {").count == 2)
    }

    @Test func theDefaultIsAButtonAndAListKeepsItsOrder() throws {
        let result = Self.generate(
            """
                  open: {title: Open}
                  archive: {title: Archive, placement: [menu, button]}
            """)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let cell = try Self.file(result, "OrderCell.swift")
        #expect(cell.contains("    let openButton = UIButton"))
        #expect(cell.contains("    let archiveButton = UIButton"))
        let controller = try Self.file(result, "OrdersViewController.swift")
        #expect(!controller.contains("SwipeActions"))
        #expect(controller.contains("ListRowActions.menuItem("))
    }
}
