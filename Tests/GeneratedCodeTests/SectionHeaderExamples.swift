// The section header example of Documentation/BeyondTheSpec.md
// (`<!-- compiled: Tests/GeneratedCodeTests/SectionHeaderExamples.swift -->`), compiled against the
// Deliveries golden (internal access, hence `@testable`), and its test: the header shows its section's
// count, and its button clears that section, also on a reused header and after rows changed.

import Foundation
import Testing

@testable import GoldenDeliveriesTableDiffableClosure

@MainActor
func showCountsAndClearButtons(_ screen: DeliveriesViewController) {
    screen.onSectionHeader = { screen, header, section in
        var content = header.defaultContentConfiguration()
        content.text = section.title
        content.secondaryText = "\(screen.rows(in: section).count) parcels"
        header.contentConfiguration = content
        // One button per view, kept across reuse (found by its identifier: a collapsible section's
        // toggle is a button too); its action is replaced for the section shown now.
        let clear =
            header.contentView.subviews.lazy.compactMap { $0 as? UIButton }.first {
                $0.accessibilityIdentifier == "clear"
            }
            ?? {
                let button = UIButton(configuration: .plain())
                button.configuration?.title = "Clear"
                button.accessibilityIdentifier = "clear"
                header.contentView.addSubview(button)
                return button
            }()
        clear.addAction(
            UIAction(identifier: UIAction.Identifier("clear")) { [weak screen] _ in
                guard let screen else { return }
                for row in screen.rows(in: section) { screen.deleteRow(withID: row.id) }
            }, for: .primaryActionTriggered)
    }
}

@MainActor
@Suite struct SectionHeaderExampleTests {
    static func delivery(_ number: Int) -> DeliveriesRow {
        .delivery(Delivery(id: "d\(number)", recipient: "R\(number)", address: "A", fee: 1))
    }

    @Test func theHeaderShowsItsCountAndClearsItsSection() {
        let screen = DeliveriesViewController(
            router: DeliveriesRouter(
                tracking: { TrackingViewController(payload: $0) }, pickup: { PickupViewController(payload: $0) },
                map: { DeliveryMapViewController(payload: "none") }))
        showCountsAndClearButtons(screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.setRows([.today: [Self.delivery(1), Self.delivery(2)], .later: [Self.delivery(3)]])
        func header(_ section: DeliveriesSection) -> UITableViewHeaderFooterView? {
            screen.tableView.headerView(forSection: section.rawValue)
        }
        func count(_ section: DeliveriesSection) -> String? {
            (header(section)?.contentConfiguration as? UIListContentConfiguration)?.secondaryText
        }
        #expect(count(.today) == "2 parcels" && count(.later) == "1 parcels")
        screen.append(Self.delivery(4), to: .later)
        #expect(count(.later) == "2 parcels", "the count follows the rows")
        let clear = header(.later)?.contentView.subviews.lazy.compactMap { $0 as? UIButton }
            .first { $0.accessibilityIdentifier == "clear" }
        clear?.sendActions(for: .primaryActionTriggered)
        #expect(screen.rows(in: .later).isEmpty)
        #expect(screen.rows(in: .today).count == 2, "only its own section")
    }
}

@MainActor
func showHiddenCounts(_ screen: DeliveriesViewController) {
    screen.onSectionHeader = { screen, header, section in
        var content = header.defaultContentConfiguration()
        content.text = section.title
        let count = screen.rows(in: section).count
        content.secondaryText = screen.isSectionCollapsed(section) ? "\(count) hidden" : nil
        header.contentConfiguration = content
    }
    screen.setSection(.today, collapsed: true)
}

@MainActor
@Suite struct CollapsibleSectionExampleTests {
    @Test func theHeaderSaysHowManyRowsItHidesAndItsToggleExpands() {
        let screen = DeliveriesViewController(
            router: DeliveriesRouter(
                tracking: { TrackingViewController(payload: $0) }, pickup: { PickupViewController(payload: $0) },
                map: { DeliveryMapViewController(payload: "none") }))
        showHiddenCounts(screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let delivery = SectionHeaderExampleTests.delivery
        screen.setRows([.today: [delivery(1), delivery(2)], .later: [delivery(3)]])
        let header = screen.tableView.headerView(forSection: DeliveriesSection.today.rawValue)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "2 hidden")
        #expect(screen.tableView.numberOfRows(inSection: DeliveriesSection.today.rawValue) == 0)
        screen.append(delivery(4), to: .today)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "3 hidden")
        let toggle = header.flatMap { findButton(DeliveriesViewController.collapseToggleIdentifier, in: $0) }
        toggle?.sendActions(for: .primaryActionTriggered)
        #expect(!screen.isSectionCollapsed(.today))
        #expect(screen.tableView.numberOfRows(inSection: DeliveriesSection.today.rawValue) == 3)
    }
}
