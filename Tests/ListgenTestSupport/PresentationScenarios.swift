// Scenarios of issue #14's presentation options, run on every golden variant (GeneratedCodeTests'
// PresentationTests) and on the hand-written controls of NegativeControls.swift:
//
// - sheets: a `sheet` route presents its destination as a page sheet resting at the spec's detents
//   (UIKit's default `[.large()]` without them); other routes leave the presentation style alone.
// - closeButton: a route with `closeButton` gives the embedded destination a Close bar button
//   (`.close`) that dismisses it, and the destination is freed afterwards (weak captures); other
//   routes add no bar button.
import UIKit

extension Scenarios {
    /// Taps, with the real router and a navigation controller, the first visible control of each
    /// route (a button of an event, or a row with `select`) and hands what was presented to `check`.
    /// `check` gets the route, the presented controller (nil when nothing was presented) and a
    /// context string; it must leave nothing presented.
    @MainActor
    static func eachRoute(
        _ make: HarnessFactory,
        _ check: (_ driver: Driver, _ route: RouteInfo, _ presented: UIViewController?, _ context: String) -> Void
    ) -> [String] {
        let harness = make(.real)
        let navigation = UINavigationController(rootViewController: harness.viewController)
        let driver = Driver(harness, capacity: 40, host: navigation)
        let info = driver.info
        driver.fill(total: 4 * info.cells.count * info.sections.count)
        var done: Set<String> = []
        for (cell, rowID, indexPath) in driver.visibleCells() {
            guard let kind = driver.kind(of: rowID) else { continue }
            let cellInfo = info.cells[kind]
            var taps: [(route: String, tap: () -> Void)] = []
            for event in cellInfo.events where harness.isAvailable(event, rowID: rowID) {
                guard let route = harness.route(of: event, rowID: rowID),
                    let button = findButton(cellInfo.buttonIdentifier(event), in: cell)
                else { continue }
                taps.append((route, { button.simulateTap() }))
            }
            if let select = cellInfo.select, let route = harness.route(of: select, rowID: rowID) {
                taps.append((route, { driver.list.simulateSelection(at: indexPath) }))
            }
            // A route only a menu item reaches (Messages' `open` → `web`), through its menu item.
            for event in driver.events(placed: .menu, rowID: rowID) where harness.isAvailable(event, rowID: rowID) {
                guard let route = harness.route(of: event, rowID: rowID), !taps.contains(where: { $0.route == route })
                else { continue }
                taps.append(
                    (
                        route,
                        {
                            _ = driver.placedActions(.menu, at: indexPath).first {
                                $0.title == event.shownTitle(.menu)
                            }?.perform()
                        }
                    ))
            }
            for (routeName, tap) in taps where !done.contains(routeName) {
                guard let route = info.route(named: routeName) else { continue }
                done.insert(routeName)
                tap()
                let context = "route '\(routeName)' (\(route.presentation)) from \(rowID)"
                check(driver, route, navigation.presentedViewController, context)
                navigation.dismiss(animated: false)
                navigation.popToRootViewController(animated: false)
            }
        }
        // The empty state's button follows its route from an empty list (Scenarios.emptyStateAction).
        let action = (harness as? any FeedHarness)?.feedInfo.emptyStateAction
        if let action, action.isRoute { done.insert(action.recorded) }
        let untried = info.routes.map(\.name).filter { !done.contains($0) }
        driver.check(untried.isEmpty, "no visible control reached the routes \(untried)")
        return driver.problems
    }

    /// A `sheet` route presents a page sheet resting at the spec's detents; other routes do not touch
    /// the presentation style.
    @MainActor
    public static func sheets(_ make: HarnessFactory) -> [String] {
        eachRoute(make) { driver, route, presented, context in
            guard route.presentation.isModal else { return }
            guard let presented else { return driver.fail("\(context): nothing was presented") }
            guard route.presentation == .sheet else {
                // A popover's style is `.popover` (Scenarios.anchors checks where it points).
                let expected: UIModalPresentationStyle = route.presentation == .popover ? .popover : .automatic
                driver.check(
                    presented.modalPresentationStyle == expected,
                    "\(context): modalPresentationStyle \(presented.modalPresentationStyle), expected \(expected)")
                return
            }
            driver.check(
                presented.modalPresentationStyle == .pageSheet,
                "\(context): modalPresentationStyle \(presented.modalPresentationStyle), expected .pageSheet")
            guard let sheet = presented.sheetPresentationController else {
                return driver.fail("\(context): no sheetPresentationController")
            }
            let expected: [UISheetPresentationController.Detent.Identifier] =
                (route.detents.isEmpty ? ["large"] : route.detents).map { $0 == "medium" ? .medium : .large }
            let actual = sheet.detents.map(\.identifier)
            driver.check(actual == expected, "\(context): detents \(actual), expected \(expected)")
        }
    }

    /// A route with `closeButton` gives the embedded destination a Close button that dismisses it, and
    /// nothing keeps the destination alive afterwards; other routes add no bar button.
    @MainActor
    public static func closeButton(_ make: HarnessFactory) -> [String] {
        var released: [(Weak, String)] = []
        let problems = eachRoute(make) { driver, route, presented, context in
            guard route.presentation.isModal, let presented else { return }
            let destination = (presented as? UINavigationController)?.viewControllers.first ?? presented
            let item = destination.navigationItem.rightBarButtonItem
            guard route.closeButton else {
                driver.check(item == nil, "\(context): a bar button item without 'closeButton'")
                return
            }
            guard presented is UINavigationController else {
                return driver.fail("\(context): 'closeButton' without a navigation controller")
            }
            guard let item else { return driver.fail("\(context): no Close button") }
            driver.check(
                item.simulatedSystemItem == .close,
                "\(context): system item \(String(describing: item.simulatedSystemItem))")
            driver.check(item.simulateTap(), "\(context): the Close button has no primary action")
            driver.check(
                driver.window?.rootViewController?.presentedViewController == nil
                    && presented.presentingViewController == nil,
                "\(context): still presented after a tap on Close")
            released.append((Weak(destination), context))
        }
        var all = problems
        for (weak, context) in released where weak.object != nil {
            all.append("\(context): the destination is still alive after Close (a strong capture?)")
        }
        return all
    }
}
