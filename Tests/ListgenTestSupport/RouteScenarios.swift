// Scenarios of issue #23's routes chosen per row, drill-down and URL routes, run on every golden variant
// (GeneratedCodeTests' RouteBehaviourTests; a screen without such routes checks nothing):
//
// - rowRoutesAtTapTime: a row tap whose route is chosen by a field (`select.route: { field: kind, … }`)
//   takes the route the row's value chooses when it is tapped: tapped, then every visible row updated
//   (each update changes the value, so the same row takes the other route), then tapped again, with
//   the recording router; at least one row must have changed its route, or the scenario proves nothing.
// - drillDown: with the generated router in a navigation controller, a row tap whose route is the
//   screen's own view controller pushes a NEW controller of that type, built by the app's factory
//   (the harness's `DrillDownLog`), with the row's payload; another route pushes its destination.
// - urlRoutesAtActionTime: an event that reaches a URL route (`web: { url: link }`) from a menu or a
//   swipe action carries the row's URL as it is when the action acts: the action is taken, the row is
//   moved to the top and updated (its URL changes), then performed; the recording router must get the
//   row's current URL, and the generated router must present Safari's view of that URL (`safari`) or
//   hand it to `openURL` (`external`).
import UIKit

extension Scenarios {
    /// The route scenarios, by name.
    public static let routeScenarios: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("rowRoutesAtTapTime", rowRoutesAtTapTime), ("drillDown", drillDown),
        ("urlRoutesAtActionTime", urlRoutesAtActionTime),
    ]

    /// A row tap whose route is chosen per row takes the route of the row's value when it is tapped.
    public static func rowRoutesAtTapTime(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 12)
            guard driver.info.cells.contains(where: { $0.select?.routeField != nil }) else { return [] }
            driver.fill(total: 12)
            var before: [String: String] = [:]
            var changed = 0
            for round in ["first tap", "after every visible row was updated"] {
                if round != "first tap" {
                    for (_, rowID, _) in driver.visibleCells() { driver.harness.update(rowID: rowID) }
                }
                for indexPath in driver.list.visibleIndexPaths {
                    guard let rowID = driver.expectedRowID(at: indexPath), let kind = driver.kind(of: rowID),
                        let select = driver.info.cells[kind].select, select.routeField != nil,
                        driver.harness.isAvailable(select, rowID: rowID)
                    else { continue }
                    driver.harness.log.removeAll()
                    driver.list.simulateSelection(at: indexPath)
                    driver.confirmIfAsked(select, rowID: rowID, "\(round): a tap on \(rowID)")
                    let want = driver.harness.expected(select, rowID: rowID).map { [$0] } ?? []
                    driver.check(
                        driver.harness.log.entries == want,
                        "\(round): a tap on \(rowID) gave \(driver.harness.log.entries), expected \(want)")
                    let route = driver.harness.route(of: select, rowID: rowID) ?? "none"
                    if let old = before[rowID], old != route { changed += 1 }
                    before[rowID] = route
                }
            }
            driver.check(changed > 0, "no update changed a row's route: the scenario proves nothing")
            driver.harness.log.removeAll()
            return driver.problems
        }
    }

    /// A drill-down row tap pushes a new screen of the same type, built by the app's factory.
    public static func drillDown(_ make: HarnessFactory) -> [String] {
        var drilled = 0
        return drillDown(make, drilled: &drilled)
    }

    /// How many row taps of `drillDown` drilled down (pushed a new screen of the screen's own type).
    public static func drillDownCount(_ make: HarnessFactory) -> Int {
        var drilled = 0
        _ = drillDown(make, drilled: &drilled)
        return drilled
    }

    static func drillDown(_ make: HarnessFactory, drilled: inout Int) -> [String] {
        var count = 0
        defer { drilled = count }
        return raising {
            let harness = make(.real)
            guard harness.info.cells.contains(where: { $0.select != nil }) else { return [] }
            let navigation = UINavigationController(rootViewController: harness.viewController)
            let driver = Driver(harness, capacity: 12, host: navigation)
            driver.fill(total: 12)
            for round in ["first tap", "after every visible row was updated"] {
                if round != "first tap" {
                    for (_, rowID, _) in driver.visibleCells() { harness.update(rowID: rowID) }
                }
                for indexPath in driver.list.visibleIndexPaths {
                    guard let rowID = driver.expectedRowID(at: indexPath), let kind = driver.kind(of: rowID),
                        let select = driver.info.cells[kind].select,
                        let routeName = harness.route(of: select, rowID: rowID),
                        let route = driver.info.route(named: routeName), route.presentation == .push,
                        select.confirm == nil, harness.isAvailable(select, rowID: rowID)
                    else { continue }
                    let context = "\(round): a tap on \(rowID) (route '\(routeName)')"
                    driver.list.simulateSelection(at: indexPath)
                    guard navigation.viewControllers.count == 2, let top = navigation.topViewController else {
                        driver.fail("\(context): pushed \(navigation.viewControllers)")
                        navigation.popToRootViewController(animated: false)
                        continue
                    }
                    let destination = harness.destination(of: top)
                    let payload = harness.payload(of: route, rowID: rowID)
                    driver.check(
                        destination?.route == routeName && destination?.payload == payload,
                        "\(context): landed on \(type(of: top)) with \(destination.map { "\($0)" } ?? "nothing"), "
                            + "expected \(routeName) with \(payload)")
                    if type(of: top) == type(of: harness.viewController) {
                        count += 1
                        driver.check(top !== harness.viewController, "\(context): pushed the screen itself")
                    }
                    navigation.popToRootViewController(animated: false)
                }
            }
            return driver.problems
        }
    }

    /// An event that reaches a URL route carries the row's URL as it is when the action acts.
    public static func urlRoutesAtActionTime(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        for router in [RouterKind.recording, .real] {
            problems += raising {
                let harness = make(router)
                let urlRoutes = Set(harness.info.routes.filter { $0.urlField != nil }.map(\.name))
                guard !urlRoutes.isEmpty else { return [] }
                let driver = Driver(harness, capacity: 12)
                driver.fill(total: 12)
                var performed = 0
                var reached: Set<String> = []
                // Each URL route of each placement, on a row below the top two.
                let reaching = Set(
                    driver.info.cells.flatMap(\.events).filter {
                        $0.placements.contains { PlacementKind(rawValue: $0) != nil }
                    }.compactMap(\.route).filter(urlRoutes.contains))
                for kind in PlacementKind.allCases {
                    for routeName in reaching.sorted() {
                        for (_, rowID, indexPath) in driver.visibleCells() where indexPath.item >= 2 {
                            let events = driver.events(placed: kind, rowID: rowID).filter {
                                $0.route == routeName && harness.isAvailable($0, rowID: rowID)
                            }
                            guard let event = events.first, let route = driver.info.route(named: routeName)
                            else { continue }
                            let actions = driver.placedActions(kind, at: indexPath)
                            let before = harness.payload(of: route, rowID: rowID)
                            let top = IndexPath(item: 0, section: indexPath.section)
                            driver.moveRow(at: indexPath, to: top)
                            harness.update(rowID: rowID)
                            let now = harness.payload(of: route, rowID: rowID)
                            let context = "\(router) router: \(kind) \(event.name) of \(rowID), then moved and updated"
                            driver.check(before != now, "\(context): the update kept the URL \(now)")
                            guard let action = actions.first(where: { $0.title == event.shownTitle(kind) }) else {
                                driver.fail("\(context): \(event.name) was not offered")
                                break
                            }
                            harness.log.removeAll()
                            _ = action.perform()
                            performed += 1
                            checkOpened(route, payload: now, rowID: rowID, router: router, in: driver, context)
                            reached.insert("\(routeName) from \(kind)")
                            break
                        }
                    }
                }
                driver.check(
                    performed > 0 || reaching.isEmpty, "no URL route was reached: the scenario proves nothing")
                for routeName in reaching.sorted() {
                    driver.check(
                        reached.contains { $0.hasPrefix(routeName + " from ") },
                        "the URL route '\(routeName)' was reached from no swipe action or menu item")
                }
                return driver.problems
            }
        }
        return problems
    }

    /// After an action for the row `rowID` reached the URL route `route`: the recording router got
    /// `payload` (the row's URL now); the generated router presented Safari's view of it, or opened it.
    private static func checkOpened(
        _ route: RouteInfo, payload: String, rowID: String, router: RouterKind, in driver: Driver,
        _ context: String
    ) {
        let harness = driver.harness
        guard router == .real, let routerURLs = harness.openedURLs else {
            let want = [Recorded(kind: .route, name: route.name, rowID: rowID, payload: payload)]
            return driver.check(
                harness.log.entries == want, "\(context): gave \(harness.log.entries), expected \(want)")
        }
        let presented = harness.viewController.presentedViewController
        defer {
            harness.viewController.dismiss(animated: false)
            routerURLs.removeAll()
        }
        switch route.presentation {
        case .safari:
            let destination = presented.flatMap(harness.destination(of:))
            driver.check(
                destination?.route == route.name && destination?.payload == payload && routerURLs.urls.isEmpty,
                "\(context): presented \(destination.map { "\($0)" } ?? presented.map { "\(type(of: $0))" } ?? "nothing")"
                    + ", opened \(routerURLs.urls), expected Safari's view of \(payload)")
        default:
            driver.check(
                presented == nil && routerURLs.urls.map(\.absoluteString) == [payload],
                "\(context): opened \(routerURLs.urls), presented \(presented.map { "\(type(of: $0))" } ?? "nothing"), "
                    + "expected openURL(\(payload))")
        }
        driver.check(harness.log.entries.isEmpty, "\(context): real router, yet recorded \(harness.log.entries)")
    }
}
