// Scenarios of issue #23's anchors, run on every golden variant (GeneratedCodeTests'
// AnchorBehaviourTests) and on the hand-written controls of AnchorControls.swift:
//
// - anchors: in a regular width (an iPad, where UIKit raises for a popover without an anchor), every
//   way a row reaches a `popover` route (its button, a swipe action or menu item taken before the
//   list changed, a VoiceOver action, a row tap) presents the route's destination, with the row's
//   payload, as a popover pointing at the event's button in the cell that shows the row when the action
//   acts (however it was performed), else at that cell (an event without a button, a row tap), or at the
//   list when no cell shows it then: never at a cell or button captured earlier, which may show another
//   row. An action sheet (`confirm.style: actionSheet`) points at the same.
import UIKit

extension Scenarios {
    /// The anchor scenarios, by name.
    public static let anchorScenarios: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("anchors", anchors)
    ]

    /// The ways `anchors` reached a popover route on a screen: `button`, `swipeLeading`,
    /// `swipeTrailing`, `menu`, `voiceOver`, `select`, each with the change made between taking the
    /// action and performing it (`button after scrolledAway`).
    @MainActor
    public static func anchorSources(_ make: HarnessFactory) -> Set<String> {
        var sources: Set<String> = []
        _ = anchors(make, reached: &sources)
        return sources
    }

    /// Every popover route reached from a row points at the tapped button, or at the cell that shows the
    /// row when it acts.
    @MainActor
    public static func anchors(_ make: HarnessFactory) -> [String] {
        var sources: Set<String> = []
        return anchors(make, reached: &sources)
    }

    @MainActor
    static func anchors(_ make: HarnessFactory, reached: inout Set<String>) -> [String] {
        var sources: Set<String> = []
        let problems = raising {
            let harness = make(.real)
            let popovers = Set(harness.info.routes.filter { $0.presentation == .popover }.map(\.name))
            let sheets = harness.info.cells.flatMap { $0.events + [$0.select].compactMap { $0 } }.filter {
                $0.confirm?.isActionSheet == true
            }
            guard !popovers.isEmpty || !sheets.isEmpty else { return [] }
            let navigation = UINavigationController(rootViewController: harness.viewController)
            let driver = Driver(harness, capacity: 10, host: navigation)
            // An iPad: a popover without an anchor raises (stand-in rule 17).
            driver.window?.simulatedHorizontalSizeClass = .regular
            driver.fill(total: 40)
            var cellsReused = 0
            for change in AnchorChange.allCases {
                for source in AnchorSource.allCases where change.applies(to: source) {
                    for sheet in [false, true] {
                        // The first visible row near the top that reaches a popover route (or an action
                        // sheet) this way.
                        for (_, rowID, indexPath) in driver.visibleCells() {
                            guard
                                let (event, route) = popoverEvent(
                                    of: rowID, from: source, in: driver, popovers, actionSheet: sheet)
                            else { continue }
                            let what = route.map { "route '\($0)'" } ?? "an action sheet"
                            // An event's popover points at its button in the row's cell, found when checked,
                            // whichever way the event was performed (the controller's didTap<Event>(at:) is
                            // the one entry for all of them).
                            var button: String?
                            if source != .select, event.placements.contains("button"), let kind = driver.kind(of: rowID)
                            {
                                button = driver.info.cells[kind].buttonIdentifier(event)
                            }
                            let context =
                                "\(source.rawValue) of \(rowID) (\(what)) taken at \(indexPath), then \(change)"
                            let heldCell = driver.list.cell(at: indexPath)
                            guard let act = source.take(event, at: indexPath, of: rowID, in: driver) else {
                                driver.fail("\(context): not offered")
                                break
                            }
                            change.make(rowID: rowID, in: driver)
                            if let heldCell, harness.rowID(ofCell: heldCell).map({ $0 != rowID }) ?? false {
                                cellsReused += 1
                            }
                            harness.log.removeAll()
                            act()
                            if event.confirm?.isActionSheet == true, harness.asks(event, rowID: rowID) {
                                // The sheet points at the row's cell as it is shown; then it confirms.
                                checkAnchor(
                                    driver.presentedAlert?.popoverPresentationController, of: rowID, button: button,
                                    in: driver, "\(context): its action sheet")
                            }
                            driver.confirmIfAsked(event, rowID: rowID, context)
                            if let route {
                                checkPopover(
                                    of: rowID, route: route, button: button, in: driver, presenter: navigation, context)
                            }
                            sources.insert("\(source.rawValue) after \(change)")
                            change.undo(in: driver)
                            break
                        }
                    }
                }
            }
            // Not vacuous: some action was taken on a cell that showed another row when it acted.
            driver.check(
                sources.isEmpty || cellsReused > 0, "no held cell was reused before its action acted")
            return driver.problems
        }
        reached = sources
        return problems
    }

    /// The event of `rowID` reached from `source` whose route, for the row now, is a popover (with its
    /// route), or with `actionSheet`, that confirms in an action sheet (with its route, if a popover).
    @MainActor
    private static func popoverEvent(
        of rowID: String, from source: AnchorSource, in driver: Driver, _ popovers: Set<String>, actionSheet: Bool
    ) -> (EventInfo, String?)? {
        guard let kind = driver.kind(of: rowID) else { return nil }
        let cell = driver.info.cells[kind]
        let candidates = source == .select ? [cell.select].compactMap { $0 } : cell.events
        for event in candidates where source.offers(event) && driver.harness.isAvailable(event, rowID: rowID) {
            let route = driver.harness.route(of: event, rowID: rowID).flatMap { popovers.contains($0) ? $0 : nil }
            // An action sheet that `confirm.when` skips for this row shows nothing to anchor.
            let asksInSheet = event.confirm?.isActionSheet == true && driver.harness.asks(event, rowID: rowID)
            if actionSheet ? asksInSheet : route != nil { return (event, route) }
        }
        return nil
    }

    /// What `presenter` shows now is `route`'s destination for `rowID`, as a popover pointing where
    /// ``checkAnchor(_:of:button:in:_:)`` says; then dismisses it.
    @MainActor
    private static func checkPopover(
        of rowID: String, route: String, button: String?, in driver: Driver, presenter: UIViewController,
        _ context: String
    ) {
        let harness = driver.harness
        guard let presented = presenter.presentedViewController else {
            return driver.fail("\(context): nothing was presented")
        }
        defer { presenter.dismiss(animated: false) }
        let payload =
            driver.info.route(named: route).map { harness.payload(of: $0, rowID: rowID) }
            ?? harness.payload(
                forRowID: rowID)
        let destination = harness.destination(of: presented)
        driver.check(
            destination?.route == route && destination?.payload == payload,
            "\(context): presented \(destination.map { "\($0)" } ?? "\(type(of: presented))"), expected \(route) with \(payload)"
        )
        guard presented.modalPresentationStyle == .popover else {
            return driver.fail("\(context): presented with style \(presented.modalPresentationStyle), not as a popover")
        }
        checkAnchor(presented.popoverPresentationController, of: rowID, button: button, in: driver, context)
    }

    /// `popover` points at the cell that shows `rowID` now, or at the list when none does; with
    /// `button` (the accessibility identifier of the event's button), at that button of the cell that
    /// shows `rowID` now, while it is not hidden.
    @MainActor
    private static func checkAnchor(
        _ popover: UIPopoverPresentationController?, of rowID: String, button: String?, in driver: Driver,
        _ context: String
    ) {
        let harness = driver.harness
        guard let popover else { return driver.fail("\(context): no popover presentation controller") }
        let cell = harness.indexPath(forRowID: rowID).flatMap { driver.list.cell(at: $0) }
        // The event's button while the cell that shows the row shows it, else that cell, else the list.
        let shownButton = button.flatMap { button in cell.flatMap { findButton(button, in: $0) } }
        let expected: UIView = shownButton.flatMap { $0.isHidden ? nil : $0 } ?? cell ?? driver.list.view
        func describe(_ view: UIView?) -> String {
            guard let view else { return "nothing" }
            if view === driver.list.view { return "the list" }
            if let row = harness.rowID(ofCell: view) { return "the cell of \(row)" }
            var ancestor = view.superview
            while let current = ancestor {
                if let row = harness.rowID(ofCell: current) {
                    return "\(view.accessibilityIdentifier ?? "a \(type(of: view))") in the cell of \(row)"
                }
                ancestor = current.superview
            }
            return "a \(type(of: view)) in no cell"
        }
        driver.check(
            popover.sourceView === expected,
            "\(context): the popover points at \(describe(popover.sourceView)), expected \(describe(expected))")
    }
}

/// How a row reaches its route.
enum AnchorSource: String, CaseIterable {
    case button, swipeLeading, swipeTrailing, menu, voiceOver, select

    /// `event` is offered this way (every event with a button is also a VoiceOver action of its cell,
    /// and so is every swipe action).
    func offers(_ event: EventInfo) -> Bool {
        switch self {
        case .button: event.hasButton
        case .swipeLeading, .swipeTrailing, .menu: event.placements.contains(rawValue)
        case .voiceOver: event.hasButton || event.isSwipeAction
        case .select: true
        }
    }

    /// Takes the action of `event` for `rowID`, now at `indexPath`, as the user would start it; the
    /// returned closure performs it. A button and a row tap are looked up when they are performed (the
    /// user touches what the list shows then); a swipe action, menu item or VoiceOver action is taken
    /// now and performed later, as one held open while the list changes.
    @MainActor
    func take(_ event: EventInfo, at indexPath: IndexPath, of rowID: String, in driver: Driver) -> (() -> Void)? {
        let harness = driver.harness
        switch self {
        case .button:
            guard let kind = driver.kind(of: rowID) else { return nil }
            let identifier = driver.info.cells[kind].buttonIdentifier(event)
            return {
                guard let now = harness.indexPath(forRowID: rowID), let cell = driver.list.cell(at: now),
                    let button = findButton(identifier, in: cell)
                else { return driver.fail("\(rowID): no \(identifier) on screen") }
                button.simulateTap()
            }
        case .select:
            return {
                guard let now = harness.indexPath(forRowID: rowID) else { return }
                driver.list.simulateSelection(at: now)
            }
        case .swipeLeading, .swipeTrailing, .menu:
            let kind = PlacementKind(rawValue: rawValue)!
            let title = harness.shown(event, rowID: rowID).shownTitle(kind)
            guard let action = driver.placedActions(kind, at: indexPath).first(where: { $0.title == title }) else {
                return nil
            }
            return { _ = action.perform() }
        case .voiceOver:
            let name = harness.shown(event, rowID: rowID).spokenName
            guard let action = driver.list.voiceOverActions(at: indexPath).first(where: { $0.name == name }) else {
                return nil
            }
            return { _ = action.perform() }
        }
    }
}

/// What changes between taking an action and performing it.
enum AnchorChange: String, CaseIterable, CustomStringConvertible {
    /// Nothing: performed at once.
    case none
    /// A row inserted above: the row moves down, in the cell that showed it.
    case insertAbove
    /// Scrolled away: the row is off screen, and the cell that showed it shows another row.
    case scrolledAway
    /// Scrolled away and back: the row is on screen again, in whichever cell the list gave it.
    case scrolledBack

    var description: String { rawValue }

    /// A button and a row tap are touched where the row is on screen, so never while it is scrolled
    /// away. A VoiceOver action belongs to the cell it was read from: once that cell shows another row,
    /// it is that row's action, so it is performed only while the row keeps its cell.
    func applies(to source: AnchorSource) -> Bool {
        switch source {
        case .button, .select: self != .scrolledAway
        case .voiceOver: self == .none || self == .insertAbove
        case .swipeLeading, .swipeTrailing, .menu: true
        }
    }

    @MainActor
    func make(rowID: String, in driver: Driver) {
        switch self {
        case .none: break
        case .insertAbove:
            guard let indexPath = driver.harness.indexPath(forRowID: rowID) else { return }
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: indexPath.section))
        case .scrolledAway: driver.list.scroll(toFlatRow: 25)
        case .scrolledBack:
            driver.list.scroll(toFlatRow: 25)
            driver.list.scroll(toFlatRow: 0)
        }
    }

    /// Back to the top of the list, for the next source.
    @MainActor
    func undo(in driver: Driver) {
        driver.list.scroll(toFlatRow: 0)
    }
}
