import Foundation
import UIKit

// Collapsible sections (`collapsible: true`): the header's toggle and the controller's collapse API,
// driven through `CollapseHarness`. A collapsed section keeps its rows in the screen (they change as
// ever) and the list shows none of them; every index path the list hands over counts shown rows only.

/// A generated screen with collapsible sections.
@MainActor
public protocol CollapseHarness: SectionViewHarness {
    /// The indexes of the sections with `collapsible: true`.
    var collapsibleSections: [Int] { get }
    /// The controller's `isSectionCollapsed(_:)`.
    func isSectionCollapsed(_ section: Int) -> Bool
    /// The controller's `setSection(_:collapsed:)`.
    func setSection(_ section: Int, collapsed: Bool)
}

/// The `accessibilityIdentifier` of the toggle a collapsible section's header view shows (the generated
/// controllers' `collapseToggleIdentifier`).
public let collapseToggleIdentifier = "listgen.collapseToggle"

/// The toggle's `accessibilityValue` while its section is collapsed (the generated default text).
public let collapseToggleCollapsedValue = "Collapsed"
/// The toggle's `accessibilityValue` while its section is expanded.
public let collapseToggleExpandedValue = "Expanded"

extension Driver {
    /// Every row on screen acts for the row it shows: its buttons, its swipe actions and menu items, and
    /// a tap on the row itself (`select`); no row of a collapsed section is on screen.
    func checkShownRows(_ context: String) {
        for indexPath in list.visibleIndexPaths where collapsedSections.contains(indexPath.section) {
            fail("\(context): the list shows a row at \(indexPath), in a collapsed section")
        }
        tapVisibleCells(context)
        checkVisiblePlacements(context)
        for (_, rowID, indexPath) in visibleCells() {
            guard let kind = kind(of: rowID), let select = info.cells[kind].select else { continue }
            harness.log.removeAll()
            list.simulateSelection(at: indexPath)
            if harness.isAvailable(select, rowID: rowID) { confirmIfAsked(select, rowID: rowID, context) }
            let want =
                harness.isAvailable(select, rowID: rowID)
                ? harness.expected(select, rowID: rowID).map { [$0] } ?? [] : []
            check(
                harness.log.entries == want,
                "\(context): a tap on the row at \(indexPath) gave \(harness.log.entries), expected \(want) for \(rowID)"
            )
            harness.log.removeAll()
        }
    }

    /// The toggle in the header view of `section`, when the view is on screen.
    func collapseToggle(ofSection section: Int, in harness: any CollapseHarness) -> UIButton? {
        harness.headerView(inSection: section).flatMap { findButton(collapseToggleIdentifier, in: $0) }
    }

    /// Every header view on screen shows its own section's toggle: a collapsible section's visible, with
    /// its chevron and accessibility value as the section is now, never selected; none, or hidden, for
    /// the others.
    /// Returns the header views seen, with the section each showed.
    @discardableResult
    func checkToggles(_ harness: any CollapseHarness, _ context: String) -> [(ObjectIdentifier, Int)] {
        var seen: [(ObjectIdentifier, Int)] = []
        for section in harness.headerViewSections {
            guard let view = harness.headerView(inSection: section) else { continue }
            seen.append((ObjectIdentifier(view), section))
            let toggle = findButton(collapseToggleIdentifier, in: view)
            guard harness.collapsibleSections.contains(section) else {
                check(
                    toggle == nil || toggle?.isHidden == true,
                    "\(context): the header of section \(section), not collapsible, shows a toggle")
                continue
            }
            guard let toggle, !toggle.isHidden else {
                fail("\(context): the header of collapsible section \(section) shows no toggle")
                continue
            }
            let collapsed = collapsedSections.contains(section)
            // `chevron.forward` mirrors in right-to-left layouts (`chevron.right` would not); VoiceOver reads
            // the state as the value, not as "Selected".
            let chevron = collapsed ? "chevron.forward" : "chevron.down"
            let value = collapsed ? collapseToggleCollapsedValue : collapseToggleExpandedValue
            check(
                toggle.accessibilityValue == value && toggle.configuration?.image?.simulatedSystemName == chevron,
                "\(context): the toggle of section \(section) says \(toggle.accessibilityValue ?? "no value"), "
                    + "shows \(toggle.configuration?.image?.simulatedSystemName ?? "no image"); the section is "
                    + (collapsed ? "collapsed" : "expanded"))
            check(
                !toggle.isSelected,
                "\(context): the toggle of section \(section) is selected (VoiceOver says \"Selected\")")
        }
        return seen
    }

    /// A person taps the toggle in `section`'s header: the section collapses or expands, and no other.
    func tapToggle(ofSection section: Int, in harness: any CollapseHarness, _ context: String) {
        guard let toggle = collapseToggle(ofSection: section, in: harness) else {
            return fail("\(context): no toggle in the header of section \(section)")
        }
        let before = harness.collapsibleSections.map(harness.isSectionCollapsed)
        toggle.simulateTap()
        if collapsedSections.contains(section) {
            collapsedSections.remove(section)
        } else {
            collapsedSections.insert(section)
        }
        let after = harness.collapsibleSections.map(harness.isSectionCollapsed)
        let want = harness.collapsibleSections.map { collapsedSections.contains($0) }
        check(
            after == want,
            "\(context): the toggle of section \(section) left the sections collapsed \(after) (before \(before)), "
                + "expected \(want)")
    }
}

extension Scenarios {
    /// The collapse scenarios, run on every generated screen with collapsible sections (see
    /// CollapseBehaviourTests).
    public static let collapse: [(name: String, run: @MainActor (() -> any CollapseHarness) -> [String])] = [
        ("collapseKeepsRows", collapseKeepsRows), ("collapseReusedHeaders", collapseReusedHeaders),
    ]

    /// A section collapsed with its header's toggle; then rows inserted, updated, moved and deleted in it
    /// and around it (into it and out of it too); then expanded. After each step the screen has every row
    /// (`rows(in:)`), the list shows none of the collapsed section's, every row on screen acts for the row
    /// it shows (buttons, swipe actions, menu items, row taps: the index paths UIKit hands over count shown
    /// rows only), and each header shows its section's state. On expanding, the section shows its rows as
    /// changed meanwhile.
    public static func collapseKeepsRows(_ make: () -> any CollapseHarness) -> [String] {
        let harness = make()
        let driver = Driver(harness, capacity: 40)
        guard let section = harness.collapsibleSections.first else { return ["no collapsible section"] }
        let count = harness.info.sections.count
        let other = (section + 1) % count
        driver.fill(counts: Array(repeating: 3, count: count))
        driver.checkShownRows("first fill")
        driver.checkToggles(harness, "first fill")
        func step(_ context: String, _ change: () -> Void) {
            change()
            driver.checkData(context)
            driver.checkShownRows(context)
            driver.checkToggles(harness, context)
        }
        step("collapsed") { driver.tapToggle(ofSection: section, in: harness, "collapse") }
        step("inserted into the collapsed section") {
            driver.insert(driver.newRow(), at: IndexPath(item: 1, section: section))
        }
        step("updated in the collapsed section") { driver.update(at: IndexPath(item: 0, section: section)) }
        step("moved within the collapsed section") {
            driver.moveRow(at: IndexPath(item: 0, section: section), to: IndexPath(item: 2, section: section))
        }
        step("deleted from the collapsed section") { driver.deleteRow(withID: driver.expected[section][1]) }
        step("inserted around it") { driver.insert(driver.newRow(), at: IndexPath(item: 0, section: other)) }
        step("moved into it") {
            driver.moveRow(at: IndexPath(item: 0, section: other), to: IndexPath(item: 1, section: section))
        }
        step("moved out of it") {
            driver.moveRow(at: IndexPath(item: 0, section: section), to: IndexPath(item: 1, section: other))
        }
        step("deleted around it") { driver.deleteRow(at: IndexPath(item: 0, section: other)) }
        step("updated around it") { driver.update(at: IndexPath(item: 0, section: other)) }
        step("expanded") { driver.tapToggle(ofSection: section, in: harness, "expand") }
        step("collapsed with the API") {
            harness.setSection(section, collapsed: true)
            driver.collapsedSections.insert(section)
        }
        step("expanded with the API") {
            harness.setSection(section, collapsed: false)
            driver.collapsedSections.remove(section)
        }
        return driver.problems
    }

    /// Nine rows per section behind a four-row window, scrolled so that header views come back for other
    /// sections (as `sectionViewReuse` scrolls), first with every section expanded, then with the first
    /// collapsible section collapsed: every header on screen shows its own section's state (a view reused
    /// from a collapsible section for another one shows that section's toggle, or none), and a toggle on
    /// screen collapses or expands its own section.
    public static func collapseReusedHeaders(_ make: () -> any CollapseHarness) -> [String] {
        let harness = make()
        let driver = Driver(harness, capacity: 4)
        guard let section = harness.collapsibleSections.first else { return ["no collapsible section"] }
        driver.fill(counts: harness.info.sections.map { _ in 9 })
        var sectionsByView: [ObjectIdentifier: Set<Int>] = [:]
        func walk(_ phase: String) {
            let shownRows = driver.shownExpected.reduce(0) { $0 + $1.count }
            let jumps = driver.shownExpected.indices.map { index in
                driver.shownExpected[..<index].reduce(0) { $0 + $1.count }
            }
            for start in jumps + [0] + Array(stride(from: 0, to: shownRows, by: 3)) + [0]
            where start < max(shownRows, 1) {
                driver.list.scroll(toFlatRow: start)
                let context = "\(phase), window at \(start)"
                for (view, shown) in driver.checkToggles(harness, context) {
                    sectionsByView[view, default: []].insert(shown)
                }
                driver.checkShownRows(context)
            }
        }
        walk("expanded")
        harness.setSection(section, collapsed: true)
        driver.collapsedSections.insert(section)
        driver.checkData("collapsed")
        walk("collapsed")
        // Each toggle on screen acts for its own section: tapped, then set back.
        driver.list.scroll(toFlatRow: 0)
        for toggled in harness.collapsibleSections
        where driver.collapseToggle(ofSection: toggled, in: harness)?.isHidden == false {
            driver.tapToggle(ofSection: toggled, in: harness, "toggle of section \(toggled)")
            driver.checkData("toggled section \(toggled)")
            driver.checkToggles(harness, "toggled section \(toggled)")
            let collapsed = driver.collapsedSections.contains(toggled)
            harness.setSection(toggled, collapsed: !collapsed)
            if collapsed { driver.collapsedSections.remove(toggled) } else { driver.collapsedSections.insert(toggled) }
            driver.checkData("section \(toggled) set back")
        }
        driver.check(
            sectionsByView.values.contains { $0.count > 1 }, "no header view was reused for another section")
        return driver.problems
    }
}
