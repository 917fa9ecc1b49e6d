// Scenarios for swipe actions and context menus (events placed `swipeLeading`, `swipeTrailing`,
// `menu`), run on every generated screen and on the negative controls. They ask for and perform the
// actions through the stand-in's simulation API, which goes through what UIKit calls: the table
// delegate's swipe and context-menu methods, the collection list layout's swipe providers and the
// collection delegate's context-menu method; then a contextual action's handler (with a completion
// the stand-in requires to be called) or a menu's action provider and a chosen `UIAction`.

extension ListProbe {
    /// The swipe actions UIKit would show for the row at `indexPath`, swiped from `edge`.
    func swipeActions(_ edge: SimulatedSwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        if let table = view as? UITableView { return table.simulateSwipeActions(from: edge, at: indexPath) }
        return (view as? UICollectionView)?.simulateSwipeActions(from: edge, at: indexPath)
    }

    /// The context menu UIKit would ask for when the row at `indexPath` is touched and held.
    func contextMenu(at indexPath: IndexPath, usingIOS15: Bool = false) -> UIContextMenuConfiguration? {
        if let table = view as? UITableView { return table.simulateContextMenuConfiguration(at: indexPath) }
        return (view as? UICollectionView)?.simulateContextMenuConfiguration(at: indexPath, usingIOS15: usingIOS15)
    }
}

extension EventInfo {
    /// What a swipe action (its `swipeTitle` first) or menu item of the event shows as its title.
    func shownTitle(_ kind: PlacementKind) -> String? {
        (kind.edge != nil ? swipeTitle : nil) ?? title ?? accessibilityLabel
    }
    /// What VoiceOver says for the event: its accessibility label (the harness gives every generated
    /// event one), else its title, else its name.
    var spokenName: String { accessibilityLabel ?? title ?? name }
    /// The context menu of `events` (the row's visible menu events, in event order), as
    /// `Driver.menuShape(_:)` prints it, and its items in the order the menu lists them: an event
    /// without `menuGroup` or `submenu` alone at the top level; each `menuGroup` one inline section
    /// (`[A, B]`) at the place of its first event; each `submenu` one titled submenu (`Mark>[A, B]`) at
    /// the place of its first event, inside its events' group.
    static func menuLayout(
        _ events: [EventInfo], title: (EventInfo) -> String
    ) -> (shape: [String], order: [EventInfo]) {
        func level(_ events: [EventInfo], inGroup: Bool) -> [(shape: String, order: [EventInfo])] {
            var entries: [(shape: String, order: [EventInfo])] = []
            var placedGroups: Set<String> = []
            var placedSubmenus: Set<String> = []
            for event in events {
                if !inGroup, let group = event.menuGroup {
                    guard placedGroups.insert(group).inserted else { continue }
                    let inner = level(events.filter { $0.menuGroup == group }, inGroup: true)
                    entries.append(("[" + inner.map(\.shape).joined(separator: ", ") + "]", inner.flatMap(\.order)))
                } else if let submenu = event.submenu {
                    guard placedSubmenus.insert(submenu).inserted else { continue }
                    let members = events.filter { $0.submenu == submenu }
                    entries.append(("\(submenu)>[" + members.map(title).joined(separator: ", ") + "]", members))
                } else {
                    entries.append((title(event), [event]))
                }
            }
            return entries
        }
        let entries = level(events, inGroup: false)
        return (entries.map(\.shape), entries.flatMap(\.order))
    }

    /// The event is a swipe action (placed `swipeLeading` or `swipeTrailing`).
    public var isSwipeAction: Bool { placements.contains("swipeLeading") || placements.contains("swipeTrailing") }

    /// The cell offers the event as a VoiceOver custom action: neither a swipe action (UIKit offers
    /// those) nor a switch (VoiceOver toggles the `UISwitch` itself).
    public var isAccessibilityAction: Bool { !isSwipeAction && !isSwitch }
}

/// A swipe edge or the menu.
enum PlacementKind: String, CaseIterable {
    case swipeLeading, swipeTrailing, menu

    var edge: SimulatedSwipeEdge? {
        switch self {
        case .swipeLeading: .leading
        case .swipeTrailing: .trailing
        case .menu: nil
        }
    }
}

/// One swipe action or menu item, taken from the list, to perform later.
@MainActor
struct PlacedAction {
    var title: String?
    var isDisabled: Bool
    /// A swipe action's background colour, by its `UIColor` name (nil for a menu item, or UIKit's).
    var colorName: String? = nil
    /// A swipe action's configuration's `performsFirstActionWithFullSwipe` (nil for a menu item).
    var performsFullSwipe: Bool? = nil
    /// A `.destructive` swipe action, or a menu item with the `.destructive` attribute.
    var isDestructive: Bool
    /// Performs it as the user would; returns the completion's value for a swipe action (nil for a
    /// menu item, and for a disabled menu item nothing runs).
    var perform: @MainActor () -> Bool?
}

extension Driver {
    /// The events of the row `rowID` placed at `kind`.
    func events(placed kind: PlacementKind, rowID: String) -> [EventInfo] {
        guard let cellKind = self.kind(of: rowID) else { return [] }
        // As the row shows them now: a text that follows the row's state is resolved for it.
        return info.cells[cellKind].events.filter { $0.placements.contains(kind.rawValue) }
            .map { harness.shown($0, rowID: rowID) }
    }

    /// The actions the list offers now for the row at `indexPath` at `kind`, in order.
    func placedActions(_ kind: PlacementKind, at indexPath: IndexPath, usingIOS15: Bool = false) -> [PlacedAction] {
        let sourceView = list.cell(at: indexPath) ?? list.view
        if let edge = kind.edge {
            let configuration = list.swipeActions(edge, at: indexPath)
            return (configuration?.actions ?? []).map { action in
                PlacedAction(
                    title: action.title, isDisabled: action.backgroundColor == .systemGray,
                    colorName: action.backgroundColor?.simulatedName,
                    performsFullSwipe: configuration?.performsFirstActionWithFullSwipe,
                    isDestructive: action.style == .destructive,
                    perform: {
                        // The stand-in's rule: the handler calls its completion once (a failure otherwise).
                        var completed: Bool?
                        let raised = UIKitStandIn.recordingInconsistencies {
                            completed = action.simulatePerform(in: sourceView)
                        }
                        for message in raised { self.fail("swipe action \(action.title ?? ""): \(message)") }
                        return completed
                    })
            }
        }
        guard let menu = list.contextMenu(at: indexPath, usingIOS15: usingIOS15)?.simulateMenu() else { return [] }
        return menu.simulatedVisibleActions.map { action in
            PlacedAction(
                title: action.title, isDisabled: action.attributes.contains(.disabled),
                isDestructive: action.attributes.contains(.destructive),
                perform: {
                    menu.simulateChoosing(action.title)
                    return nil
                })
        }
    }

    /// Checks what the row `rowID`, now at `indexPath`, offers at every placement (visible events
    /// only, in event order: a menu shows a disabled one disabled, a swipe edge leaves it out, since a
    /// contextual action has no disabled state), then performs each: an enabled one acts for exactly
    /// this row, a disabled one does nothing. A swipe action completes with true when it acted, except
    /// a destructive one, which completes with true only when its row is gone (here the app keeps it).
    func checkPlacements(at indexPath: IndexPath, rowID: String, _ context: String) {
        for kind in PlacementKind.allCases {
            let visibleEvents = events(placed: kind, rowID: rowID).filter {
                let state = harness.state(of: $0, rowID: rowID)
                return state.visible && (kind.edge == nil || state.enabled)
            }
            let usingIOS15 = kind == .menu && indexPath.item % 2 == 1
            let layout = EventInfo.menuLayout(visibleEvents) { $0.shownTitle(.menu) ?? "" }
            // A menu lists each group's (and submenu's) items together, where its first item is.
            let events = kind == .menu ? layout.order : visibleEvents
            let actions = placedActions(kind, at: indexPath, usingIOS15: usingIOS15)
            if kind == .menu {
                // The menu's shape: `Title` at the top level, `[Title, Title]` for an inline group.
                let shape = list.contextMenu(at: indexPath, usingIOS15: usingIOS15)?.simulateMenu().map(menuShape) ?? []
                let expected = layout.shape
                check(
                    shape == expected,
                    "\(context): menu of \(rowID) at \(indexPath) is shaped \(shape), expected \(expected)")
            }
            check(
                actions.map(\.title) == events.map { $0.shownTitle(kind) },
                "\(context): \(kind) of \(rowID) at \(indexPath) offers \(actions.map(\.title)), "
                    + "expected \(events.map { $0.shownTitle(kind) })")
            for (action, event) in zip(actions, events) {
                if kind.edge != nil {
                    // The event's `color` and its cell's `fullSwipe`, on the row it is now (cells are reused).
                    check(
                        action.colorName == event.swipeColor,
                        "\(context): \(kind) \(event.name) of \(rowID) has colour \(action.colorName ?? "UIKit's"), "
                            + "expected \(event.swipeColor ?? "UIKit's")")
                    let cellName = self.kind(of: rowID).map { info.cells[$0].name } ?? ""
                    let fullSwipe = !info.cellsWithoutFullSwipe.contains(cellName)
                    check(
                        action.performsFullSwipe == fullSwipe,
                        "\(context): \(kind) of \(rowID) performs its first action on a full swipe: "
                            + "\(String(describing: action.performsFullSwipe)), expected \(fullSwipe)")
                }
                let enabled = harness.state(of: event, rowID: rowID).enabled
                check(
                    action.isDisabled == !enabled,
                    "\(context): \(kind) \(event.name) of \(rowID) shown disabled \(action.isDisabled), enabled \(enabled)"
                )
                harness.log.removeAll()
                let completed = action.perform()
                // An event with `confirm` asks first, whichever placement triggered it.
                if enabled { confirmIfAsked(event, rowID: rowID, "\(context): \(kind) \(event.name) of \(rowID)") }
                let want = enabled ? harness.expected(event, rowID: rowID).map { [$0] } ?? [] : []
                check(
                    harness.log.entries == want,
                    "\(context): \(kind) \(event.name) of \(rowID) at \(indexPath) gave \(harness.log.entries), "
                        + "expected \(want)")
                if kind.edge != nil {
                    check(
                        completed == (enabled && !action.isDestructive),
                        "\(context): \(kind) \(event.name) of \(rowID) completed with \(String(describing: completed))")
                }
            }
        }
        harness.log.removeAll()
    }

    /// A menu's top-level elements: an action's title, `[Title, Title]` for an inline submenu
    /// (`.displayInline`), `Title>[…]` for a nested one.
    func menuShape(_ menu: UIMenu) -> [String] {
        menu.children.compactMap { element in
            if let submenu = element as? UIMenu {
                let inner = "[" + menuShape(submenu).joined(separator: ", ") + "]"
                return submenu.options.contains(.displayInline) ? inner : "\(submenu.title)>\(inner)"
            }
            guard let action = element as? UIAction, !action.attributes.contains(.hidden) else { return nil }
            return action.title
        }
    }

    /// Every on-screen row: `checkPlacements`.
    func checkVisiblePlacements(_ context: String) {
        for (_, rowID, indexPath) in visibleCells() {
            checkPlacements(at: indexPath, rowID: rowID, context)
        }
    }
}

/// The placement scenarios, by name (run on the negative controls too, after `Scenarios.all`).
@MainActor
public enum PlacementScenarios {
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("placements", placements), ("placementAfterChange", placementAfterChange),
        ("placementNoLeaks", placementNoLeaks), ("destructiveSwipe", destructiveSwipe),
        ("voiceOverActions", voiceOverActions), ("menuPreview", menuPreview),
        ("menuPreviewCommit", menuPreviewCommit),
    ]

    /// Whether the screen has any swipe action or menu item.
    public static func hasPlacements(_ info: ScreenInfo) -> Bool {
        info.cells.flatMap(\.events).contains { $0.placements.contains { $0 != "button" } }
    }

    /// Swipe actions and menus of every visible row: after the first fill, while scrolling through
    /// reused cells, after rows above change (insert, delete, move, update), each offering exactly
    /// the row's visible events (disabled ones disabled) and acting for the row it is on now.
    public static func placements(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hasPlacements(driver.info) else { return driver.problems }
        driver.fill(total: 60)
        driver.checkVisiblePlacements("first fill")
        for start in [7, 23, 41, 50, 0] {
            driver.list.scroll(toFlatRow: start)
            driver.checkVisiblePlacements("window at \(start)")
        }
        let top = IndexPath(item: 0, section: 0)
        driver.insert(driver.newRow(), at: top)
        driver.checkVisiblePlacements("after an insert at the top")
        driver.deleteRow(at: top)
        driver.checkVisiblePlacements("after a delete at the top")
        driver.moveRow(at: IndexPath(item: 3, section: 0), to: top)
        driver.checkVisiblePlacements("after a move to the top")
        for (_, rowID, _) in driver.visibleCells() {
            driver.harness.update(rowID: rowID)
        }
        driver.checkVisiblePlacements("after every visible row changed its flags")
        return driver.problems
    }

    /// Actions taken from the list, then performed after the rows changed under them: each acts for
    /// the row it was offered for, wherever that row is now (a row inserted above, a move), and an
    /// action of a deleted row does nothing (a swipe action completes with false). Catches a swipe
    /// handler that captured its index path and a menu keyed by index path.
    public static func placementAfterChange(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hasPlacements(driver.info) else { return driver.problems }
        driver.fill(total: 12)
        for kind in PlacementKind.allCases {
            for change in ["insert above", "move above", "delete"] {
                for (_, rowID, indexPath) in driver.visibleCells() where indexPath.item >= 2 {
                    let events = driver.events(placed: kind, rowID: rowID).filter {
                        driver.harness.isAvailable($0, rowID: rowID)
                    }
                    guard !events.isEmpty else { continue }
                    let actions = driver.placedActions(kind, at: indexPath)
                    let identifier = kind == .menu ? driver.list.contextMenu(at: indexPath)?.identifier : nil
                    let context = "\(kind) of \(rowID) taken at \(indexPath), then \(change)"
                    let top = IndexPath(item: 0, section: indexPath.section)
                    switch change {
                    case "insert above": driver.insert(driver.newRow(), at: top)
                    case "move above": driver.moveRow(at: indexPath, to: top)
                    default: driver.deleteRow(withID: rowID)
                    }
                    let deleted = change == "delete"
                    for event in events {
                        guard let action = actions.first(where: { $0.title == event.shownTitle(kind) }) else {
                            driver.fail("\(context): \(event.name) was not offered")
                            continue
                        }
                        driver.harness.log.removeAll()
                        let completed = action.perform()
                        if !deleted { driver.confirmIfAsked(event, rowID: rowID, "\(context): \(event.name)") }
                        let want = deleted ? [] : driver.harness.expected(event, rowID: rowID).map { [$0] } ?? []
                        driver.check(
                            driver.harness.log.entries == want,
                            "\(context): \(event.name) gave \(driver.harness.log.entries), expected \(want)")
                        if kind.edge != nil {
                            // A destructive one completes with true only when it deleted its row.
                            driver.check(
                                completed == (!deleted && !action.isDestructive),
                                "\(context): \(event.name) completed with \(String(describing: completed))")
                        }
                    }
                    if let identifier, !deleted, let now = driver.harness.indexPath(forRowID: rowID) {
                        // The menu's identifier is the row, not its place: the row, now elsewhere,
                        // gives an equal identifier.
                        let again = driver.list.contextMenu(at: now)?.identifier
                        driver.check(
                            (identifier as? NSObject)?.isEqual(again) == true,
                            "\(context): the row's menu identifier was \(identifier), now at \(now) "
                                + "\(again.map { "\($0)" } ?? "none")")
                    }
                    driver.harness.log.removeAll()
                    break
                }
            }
        }
        return driver.problems
    }

    /// Swipe actions and menus taken and performed keep nothing alive: after release, the
    /// controller, its list and its router are gone.
    public static func placementNoLeaks(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        var objects: [(String, Weak)] = []
        // Configurations still held (as UIKit holds a swiped-open row's actions or a shown menu)
        // must not keep the screen alive.
        var kept: [AnyObject] = []
        do {
            let harness = make(.recording)
            guard hasPlacements(harness.info) else { return [] }
            let driver = Driver(harness)
            driver.fill(total: 20)
            driver.checkVisiblePlacements("leak check")
            for (_, _, indexPath) in driver.visibleCells() {
                kept += [SimulatedSwipeEdge.leading, .trailing].compactMap {
                    driver.list.swipeActions($0, at: indexPath)
                }
                if let menu = driver.list.contextMenu(at: indexPath) {
                    kept += [menu, menu.simulateMenu() as AnyObject]
                }
            }
            problems += driver.problems
            objects.append(("controller", Weak(harness.viewController)))
            objects.append(("list view", Weak(harness.listView)))
            objects.append(("router", Weak(harness.routerObject)))
        }
        for (name, object) in objects where object.object != nil {
            problems.append("\(name) (\(type(of: object.object!))) still alive after release (\(kept.count) held)")
        }
        return problems
    }

    /// A destructive swipe action is a deletion to UIKit, which animates the row away when it
    /// completes with true: it must complete with true only when its row is really gone. For the first
    /// row offering one at each edge: the app keeps the row (the action completes with false, the row
    /// stays), then the app deletes it in its action handler (true, at once; with `confirm`, false while
    /// the alert is up, the row still there after Cancel, and gone once confirmed). The stand-in
    /// reports a destructive completion with true that left the row in the list.
    public static func destructiveSwipe(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hasPlacements(driver.info) else { return driver.problems }
        driver.fill(total: 24)
        for kind in [PlacementKind.swipeLeading, .swipeTrailing] {
            for deletes in [false, true] {
                for (_, rowID, indexPath) in driver.visibleCells() {
                    guard
                        let action = driver.placedActions(kind, at: indexPath).first(where: {
                            $0.isDestructive && !$0.isDisabled
                        }),
                        let event = driver.events(placed: kind, rowID: rowID).first(where: {
                            $0.shownTitle(kind) == action.title
                        })
                    else { continue }
                    let context = "\(kind) \(event.name) of \(rowID), the app \(deletes ? "deleting" : "keeping") it"
                    driver.harness.log.removeAll()
                    driver.harness.log.onRecord =
                        deletes
                        ? { [weak driver] entry in
                            guard entry.rowID == rowID else { return }
                            driver?.deleteRow(withID: rowID)
                        } : nil
                    defer { driver.harness.log.onRecord = nil }
                    let completed = action.perform()
                    if event.confirm != nil {
                        driver.check(
                            completed == false,
                            "\(context): completed with \(String(describing: completed)) while its confirmation is up")
                        driver.check(
                            driver.harness.indexPath(forRowID: rowID) != nil,
                            "\(context): the row went before it was confirmed")
                        if let alert = driver.presentedAlert,
                            let cancel = alert.actions.first(where: { $0.style == .cancel })
                        {
                            driver.check(alert.simulateTap(on: cancel), "\(context): Cancel could not be tapped")
                        } else {
                            driver.fail("\(context): no alert with a Cancel button")
                        }
                        driver.check(
                            driver.harness.log.entries.isEmpty && driver.harness.indexPath(forRowID: rowID) != nil,
                            "\(context): after Cancel, gave \(driver.harness.log.entries)")
                        guard let now = driver.harness.indexPath(forRowID: rowID),
                            let again = driver.placedActions(kind, at: now).first(where: { $0.title == action.title })
                        else {
                            driver.fail("\(context): not offered again after Cancel")
                            break
                        }
                        let completedAgain = again.perform()
                        driver.check(
                            completedAgain == false,
                            "\(context): completed with \(String(describing: completedAgain)) while asked again")
                        driver.confirmIfAsked(event, rowID: rowID, context)
                    } else {
                        driver.check(
                            completed == deletes, "\(context): completed with \(String(describing: completed))")
                    }
                    let want = driver.harness.expected(event, rowID: rowID).map { [$0] } ?? []
                    driver.check(
                        driver.harness.log.entries == want,
                        "\(context): gave \(driver.harness.log.entries), expected \(want)")
                    let gone = driver.harness.indexPath(forRowID: rowID) == nil
                    driver.check(gone == deletes, "\(context): the row is \(gone ? "gone" : "still there")")
                    driver.harness.log.removeAll()
                    break
                }
            }
        }
        return driver.problems
    }

    /// What VoiceOver offers for each visible row (its swipe actions, which UIKit offers as actions,
    /// then the cell's custom actions): every action has a name, no name comes twice, every name is an
    /// event the row offers now (none of a disabled or hidden event: no action that does nothing),
    /// every available swipe action is there under the event's accessibility label, and each, when
    /// performed, acts for its row (asking first where the event has `confirm`).
    public static func voiceOverActions(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hasPlacements(driver.info) else { return driver.problems }
        driver.fill(total: 30)
        @MainActor func checkVisible(_ context: String) {
            for (_, rowID, indexPath) in driver.visibleCells() {
                guard let kind = driver.kind(of: rowID) else { continue }
                let available = driver.info.cells[kind].events.filter {
                    driver.harness.isAvailable($0, rowID: rowID)
                }.map { driver.harness.shown($0, rowID: rowID) }
                let actions = driver.list.voiceOverActions(at: indexPath)
                let names = actions.map { $0.name ?? "" }
                let here = "\(context): \(rowID) at \(indexPath) offers VoiceOver \(names)"
                driver.check(!names.contains(""), "\(here): an action has no name")
                driver.check(Set(names).count == names.count, "\(here): a name is offered twice")
                let allowed = available.map(\.spokenName)
                driver.check(names.allSatisfy(allowed.contains), "\(here): expected only events it offers, \(allowed)")
                for event in available where event.isSwipeAction {
                    driver.check(names.contains(event.spokenName), "\(here): \(event.spokenName) is missing")
                }
                for action in actions {
                    guard let name = action.name, let event = available.first(where: { $0.spokenName == name })
                    else { continue }
                    driver.harness.log.removeAll()
                    let raised = UIKitStandIn.recordingInconsistencies { _ = action.perform() }
                    for message in raised { driver.fail("\(here): \(name): \(message)") }
                    driver.confirmIfAsked(event, rowID: rowID, "\(here): \(name)")
                    let want = driver.harness.expected(event, rowID: rowID).map { [$0] } ?? []
                    driver.check(
                        driver.harness.log.entries == want,
                        "\(here): \(name) gave \(driver.harness.log.entries), expected \(want)")
                }
            }
            driver.harness.log.removeAll()
        }
        checkVisible("first screen")
        driver.list.scroll(toFlatRow: 11)
        checkVisible("after scrolling")
        return driver.problems
    }
}
