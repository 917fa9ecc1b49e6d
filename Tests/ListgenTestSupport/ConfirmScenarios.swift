// Scenarios for `confirm` and `select.enabled` (issue #12): an event that asks first acts on the row
// it was asked for, looked up when the user confirms; a cancelled or orphaned alert does nothing;
// a disabled row tap does nothing; an alert keeps nothing alive.

extension Scenarios {
    /// The confirmation scenarios, each run on every generated screen (see ConfirmBehaviourTests)
    /// and on the negative controls. A screen without `confirm` (or without `select.enabled`, for
    /// `disabledSelect`) passes them trivially.
    public static let confirm: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("confirmResolvesAtConfirmTime", confirmResolvesAtConfirmTime),
        ("confirmRowDeletedMeanwhile", confirmRowDeletedMeanwhile),
        ("confirmNoLongerOffered", confirmNoLongerOffered), ("confirmCancelled", confirmCancelled),
        ("disabledSelect", disabledSelect), ("disabledSelectByKeyboard", disabledSelectByKeyboard),
        ("confirmLeaks", confirmLeaks), ("confirmWhen", confirmWhen), ("confirmNamesRow", confirmNamesRow),
    ]

    /// `{field}` placeholders (issue #23): the alert's texts name the row with its values when the alert
    /// is shown. For each confirming event whose texts have placeholders, on a row where it asks: the row
    /// is updated (its values change) until it asks again and moved to the top, then the event is
    /// triggered there; then its swipe action or menu item (or button) is made ready, the row updated
    /// twice (its Bool fields flip back, its texts change) and it is performed. Each time the alert
    /// must name the row as it is then.
    public static func confirmNamesRow(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 40)
            let targets = driver.confirmTargets.filter { $0.event.confirm?.hasPlaceholders == true }
            guard !targets.isEmpty else { return [] }
            for target in targets {
                driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
                guard let (rowID, start) = driver.availableRow(for: target) else { continue }
                let harness = driver.harness
                for _ in 0..<4 {
                    driver.update(at: start)
                    if harness.isAvailable(target.event, rowID: rowID), harness.asks(target.event, rowID: rowID) {
                        break
                    }
                }
                let top = IndexPath(item: 0, section: start.section)
                driver.moveRow(at: start, to: top)
                let context = "\(target) on \(rowID), updated and moved from \(start) to the top"
                guard harness.isAvailable(target.event, rowID: rowID), harness.asks(target.event, rowID: rowID),
                    let act = driver.trigger(target, at: top, context)
                else {
                    driver.fail("\(context): no longer asks")
                    continue
                }
                harness.log.removeAll()
                act(true)
                driver.confirmIfAsked(target.event, rowID: rowID, context)
                let want = harness.expected(target.event, rowID: rowID).map { [$0] } ?? []
                driver.check(harness.log.entries == want, "\(context): gave \(harness.log.entries), expected \(want)")
                let later = "\(target) on \(rowID), made ready, then updated twice"
                guard let actLater = driver.trigger(target, at: top, later) else { continue }
                harness.update(rowID: rowID)
                harness.update(rowID: rowID)
                harness.log.removeAll()
                actLater(harness.asks(target.event, rowID: rowID))
                driver.confirmIfAsked(target.event, rowID: rowID, later)
                harness.log.removeAll()
            }
            return driver.problems
        }
    }

    /// `confirm.when` (issue #23): an event asks only while the row's `when` field is true, read from
    /// the row as it is when the event fires. Three rounds, each after every visible row was updated
    /// (which flips its Bool fields) and the list scrolled away and back (so that cells are reused for
    /// other rows): each confirming event with `when` is triggered on every visible row of its kind
    /// where it is available; a swipe action or menu item is built first, then the row is updated
    /// (its field flips), then it is performed. It must ask (and act on confirming) exactly when the
    /// row's field is true at that moment, and act at once otherwise.
    public static func confirmWhen(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 10)
            let targets = driver.confirmTargets.filter { $0.event.confirm?.whenField != nil }
            guard !targets.isEmpty else { return [] }
            driver.fill(total: 40)
            var seen: Set<Bool> = []
            for round in 0..<3 {
                for target in targets {
                    for (_, rowID, indexPath) in driver.visibleCells()
                    where driver.kind(of: rowID) == target.kind
                        && driver.harness.isAvailable(target.event, rowID: rowID)
                    {
                        let context = "round \(round): \(target) on \(rowID)"
                        guard let act = driver.trigger(target, at: indexPath, context) else { continue }
                        let built = !target.isRowTap && !target.event.hasButton
                        // A swipe action or menu item built before the row changed acts on the row as it is now.
                        if built { driver.harness.update(rowID: rowID) }
                        guard driver.harness.isAvailable(target.event, rowID: rowID) else { continue }
                        let asks = driver.harness.asks(target.event, rowID: rowID)
                        seen.insert(asks)
                        let now =
                            "\(context)\(built ? ", built before an update" : "") (\(asks ? "asks" : "acts at once"))"
                        driver.harness.log.removeAll()
                        act(asks)
                        driver.confirmIfAsked(target.event, rowID: rowID, now)
                        let want = driver.harness.expected(target.event, rowID: rowID).map { [$0] } ?? []
                        driver.check(
                            driver.harness.log.entries == want,
                            "\(now): gave \(driver.harness.log.entries), expected \(want)")
                        driver.check(driver.presentedAlert == nil, "\(now): an alert is still up")
                        driver.harness.log.removeAll()
                    }
                }
                for (_, rowID, _) in driver.visibleCells() { driver.harness.update(rowID: rowID) }
                driver.list.scroll(toFlatRow: 20)
                driver.list.scroll(toFlatRow: 0)
            }
            driver.check(seen == [true, false], "only rows that \(seen == [true] ? "ask" : "act at once") were seen")
            return driver.problems
        }
    }

    /// Ask for each confirming event (a button, or a row tap), then insert a row above and move
    /// another one to the top while the alert is up, then confirm: the event acts for the row it was
    /// asked on (now two places lower), with that row's model.
    public static func confirmResolvesAtConfirmTime(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 40)
            let targets = driver.confirmTargets
            guard !targets.isEmpty else { return [] }
            for target in targets {
                driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
                guard let (rowID, indexPath) = driver.availableRow(for: target),
                    let alert = driver.ask(target, at: indexPath, "\(target) on \(rowID)")
                else { continue }
                let section = indexPath.section
                driver.insert(driver.newRow(), at: IndexPath(item: 0, section: section))
                let last = driver.harness.rowIDs(inSection: section).count - 1
                driver.moveRow(at: IndexPath(item: last, section: section), to: IndexPath(item: 0, section: section))
                let context = "\(target) asked on \(rowID) at \(indexPath), confirmed after an insert and a move above"
                driver.check(
                    driver.harness.indexPath(forRowID: rowID) != indexPath, "\(context): the row did not move")
                driver.harness.log.removeAll()
                driver.tapConfirming(alert, of: target, context)
                let want = driver.harness.expected(target.event, rowID: rowID).map { [$0] } ?? []
                driver.check(
                    driver.harness.log.entries == want,
                    "\(context): gave \(driver.harness.log.entries), expected \(want)")
                driver.check(driver.presentedAlert == nil, "\(context): the alert is still up")
                driver.harness.log.removeAll()
            }
            return driver.problems
        }
    }

    /// Ask, delete the row while the alert is up (the next row takes its index path), then confirm:
    /// nothing happens.
    public static func confirmRowDeletedMeanwhile(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 40)
            let targets = driver.confirmTargets
            guard !targets.isEmpty else { return [] }
            for target in targets {
                driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
                guard let (rowID, indexPath) = driver.availableRow(for: target),
                    let alert = driver.ask(target, at: indexPath, "\(target) on \(rowID)")
                else { continue }
                driver.deleteRow(withID: rowID)
                let context = "\(target) asked on \(rowID), confirmed after the row was deleted"
                driver.harness.log.removeAll()
                driver.tapConfirming(alert, of: target, context)
                driver.check(driver.harness.log.entries.isEmpty, "\(context): gave \(driver.harness.log.entries)")
                driver.harness.log.removeAll()
            }
            return driver.problems
        }
    }

    /// Ask, then update the row while the alert is up so that its `enabled` or `visible` field turns
    /// false, then confirm: nothing happens (the control is no longer offered).
    public static func confirmNoLongerOffered(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 40)
            let targets = driver.confirmTargets.filter {
                $0.event.enabledField != nil || $0.event.visibleField != nil
            }
            guard !targets.isEmpty else { return [] }
            for target in targets {
                driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
                guard let (rowID, indexPath) = driver.availableRow(for: target),
                    let alert = driver.ask(target, at: indexPath, "\(target) on \(rowID)")
                else { continue }
                // A new revision of the model flips its Bool fields.
                for _ in 0..<3 where driver.harness.isAvailable(target.event, rowID: rowID) {
                    driver.update(at: indexPath)
                }
                let context = "\(target) asked on \(rowID), confirmed after it was disabled or hidden"
                driver.check(!driver.harness.isAvailable(target.event, rowID: rowID), "\(context): still offered")
                driver.harness.log.removeAll()
                driver.tapConfirming(alert, of: target, context)
                driver.check(driver.harness.log.entries.isEmpty, "\(context): gave \(driver.harness.log.entries)")
                driver.harness.log.removeAll()
            }
            return driver.problems
        }
    }

    /// Ask, then cancel: nothing happens, the alert is gone, and asking again works (no "already
    /// presenting" warning).
    public static func confirmCancelled(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 40)
            let targets = driver.confirmTargets
            guard !targets.isEmpty else { return [] }
            driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
            for target in targets {
                guard let (rowID, indexPath) = driver.availableRow(for: target) else { continue }
                for attempt in 1...2 {
                    let context = "\(target) on \(rowID), cancelled (\(attempt))"
                    guard let alert = driver.ask(target, at: indexPath, context) else { break }
                    guard let cancel = alert.actions.first(where: { $0.style == .cancel }) else {
                        driver.fail("\(context): no cancel button")
                        break
                    }
                    driver.check(alert.simulateTap(on: cancel), "\(context): cancel could not be tapped")
                    driver.check(driver.harness.log.entries.isEmpty, "\(context): gave \(driver.harness.log.entries)")
                    driver.check(driver.presentedAlert == nil, "\(context): the alert is still up")
                    driver.check(
                        driver.list.selectedIndexPaths.isEmpty,
                        "\(context): selected \(driver.list.selectedIndexPaths)")
                }
            }
            return driver.problems
        }
    }

    /// Rows of a cell kind whose `select` names an `enabled` field: while it is false, a tap neither
    /// highlights, selects, asks nor routes; after an update makes it true (and back), the tap follows.
    public static func disabledSelect(_ make: HarnessFactory) -> [String] {
        disabledSelect(make, byKeyboard: false)
    }

    /// `disabledSelect` with the rows selected by a hardware keyboard (or focus) instead of a tap: no
    /// touch arrives, so UIKit does not ask `shouldHighlight…` and asks only `tableView(_:willSelectRowAt:)`
    /// or `collectionView(_:shouldSelectItemAt:)`. A disabled row must still do nothing and stay unselected.
    public static func disabledSelectByKeyboard(_ make: HarnessFactory) -> [String] {
        disabledSelect(make, byKeyboard: true)
    }

    static func disabledSelect(_ make: HarnessFactory, byKeyboard: Bool) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 40)
            let kinds = driver.info.cells.indices.filter { driver.info.cells[$0].select?.enabledField != nil }
            guard !kinds.isEmpty else { return [] }
            driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
            var seen: Set<Bool> = []
            for round in 0..<2 {
                for indexPath in driver.list.visibleIndexPaths {
                    guard let rowID = driver.expectedRowID(at: indexPath), let kind = driver.kind(of: rowID),
                        kinds.contains(kind), let select = driver.info.cells[kind].select
                    else { continue }
                    let enabled = driver.harness.isAvailable(select, rowID: rowID)
                    seen.insert(enabled)
                    let how = byKeyboard ? "a keyboard selection of" : "a tap on"
                    let context = "round \(round): \(how) \(enabled ? "enabled" : "disabled") \(rowID)"
                    driver.harness.log.removeAll()
                    if byKeyboard {
                        driver.list.simulateKeyboardSelection(at: indexPath)
                    } else {
                        driver.list.simulateSelection(at: indexPath)
                    }
                    if enabled {
                        driver.confirmIfAsked(select, rowID: rowID, context)
                        let want = driver.harness.expected(select, rowID: rowID).map { [$0] } ?? []
                        driver.check(
                            driver.harness.log.entries == want, "\(context): gave \(driver.harness.log.entries)")
                    } else {
                        driver.check(driver.presentedAlert == nil, "\(context): asked to confirm")
                        driver.check(
                            driver.harness.log.entries.isEmpty, "\(context): gave \(driver.harness.log.entries)")
                        if let cell = driver.list.cell(at: indexPath) as? UITableViewCell {
                            driver.check(!cell.isSelected && !cell.isHighlighted, "\(context): the cell is selected")
                        }
                        if let cell = driver.list.cell(at: indexPath) as? UICollectionViewCell {
                            driver.check(!cell.isSelected && !cell.isHighlighted, "\(context): the cell is selected")
                        }
                    }
                    driver.check(
                        driver.list.selectedIndexPaths.isEmpty, "\(context): selected \(driver.list.selectedIndexPaths)"
                    )
                    // The next round sees the row's flag flipped (a new revision of its model).
                    if round == 0 { driver.update(at: indexPath) }
                }
                driver.harness.log.removeAll()
            }
            driver.check(seen == [true, false], "only \(seen) rows were tapped")
            return driver.problems
        }
    }

    /// No leak through an alert: (1) asked, confirmed, then the screen released; (2) asked and the
    /// screen released while the alert is still up (the alert's handlers must not hold the controller).
    public static func confirmLeaks(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        for leaveAlertUp in [false, true] {
            var objects: [(String, Weak)] = []
            var asked = false
            do {
                let harness = make(.recording)
                let driver = Driver(harness, capacity: 40)
                let targets = driver.confirmTargets
                guard !targets.isEmpty else { return [] }
                driver.fill(total: 4 * driver.info.cells.count * driver.info.sections.count)
                for target in targets {
                    guard let (rowID, indexPath) = driver.availableRow(for: target),
                        let alert = driver.ask(target, at: indexPath, "\(target) on \(rowID)")
                    else { continue }
                    asked = true
                    objects.append(("alert of \(target)", Weak(alert)))
                    if leaveAlertUp { break }
                    driver.tapConfirming(alert, of: target, "\(target) on \(rowID)")
                }
                problems += driver.problems
                objects.append(("controller", Weak(harness.viewController)))
                objects.append(("list view", Weak(harness.listView)))
                objects.append(("router", Weak(harness.routerObject)))
            }
            let context = leaveAlertUp ? "released with the alert up" : "after confirming"
            if !asked { problems.append("\(context): no alert was shown") }
            for (name, object) in objects where object.object != nil {
                problems.append("\(context): \(name) (\(type(of: object.object!))) still alive after release")
            }
        }
        return problems
    }
}

/// An event that asks first, in one cell kind: a button's event or the row tap.
struct ConfirmTarget: CustomStringConvertible {
    var kind: Int
    var event: EventInfo
    var isRowTap: Bool

    var description: String { isRowTap ? "row tap (kind \(kind))" : "\(event.name) (kind \(kind))" }
}

extension Driver {
    /// Every event with `confirm`, and every row tap with one.
    var confirmTargets: [ConfirmTarget] {
        info.cells.enumerated().flatMap { kind, cell -> [ConfirmTarget] in
            var targets = cell.events.filter { $0.confirm != nil }.map {
                ConfirmTarget(kind: kind, event: $0, isRowTap: false)
            }
            if let select = cell.select, select.confirm != nil {
                targets.append(ConfirmTarget(kind: kind, event: select, isRowTap: true))
            }
            return targets
        }
    }

    /// An on-screen row of `target`'s kind where the event is available and asks (its `confirm.when`
    /// holds), not the first of its section
    /// (so that the rows around it matter).
    func availableRow(for target: ConfirmTarget) -> (String, IndexPath)? {
        for indexPath in list.visibleIndexPaths where indexPath.item > 0 {
            guard let rowID = expectedRowID(at: indexPath), kind(of: rowID) == target.kind,
                harness.isAvailable(target.event, rowID: rowID), harness.asks(target.event, rowID: rowID)
            else { continue }
            return (rowID, indexPath)
        }
        fail("\(target): no on-screen row where it is available and asks")
        return nil
    }

    /// Asks for `target` on the row at `indexPath` as a person would (its button; for an event without
    /// one, its swipe action, else its menu item; or a tap on the row); returns the alert that must
    /// then be up, with nothing done yet.
    func ask(_ target: ConfirmTarget, at indexPath: IndexPath, _ context: String) -> UIAlertController? {
        harness.log.removeAll()
        guard let act = trigger(target, at: indexPath, context) else { return nil }
        act(true)
        guard let alert = presentedAlert else {
            fail("\(context): no alert")
            return nil
        }
        check(harness.log.entries.isEmpty, "\(context): acted before it was confirmed: \(harness.log.entries)")
        return alert
    }

    /// How a person triggers `target` on the row at `indexPath`: its button; for an event without one,
    /// its swipe action, else its menu item (built now, performed when the returned closure runs); or
    /// a tap on the row. The closure is told whether the event must ask; nil when it is not offered.
    func trigger(_ target: ConfirmTarget, at indexPath: IndexPath, _ context: String) -> ((Bool) -> Void)? {
        if target.isRowTap {
            return { _ in self.list.simulateSelection(at: indexPath) }
        }
        if target.event.placements.contains("button") {
            let identifier = info.cells[target.kind].buttonIdentifier(target.event)
            return { _ in
                guard let cell = self.list.cell(at: indexPath), let button = findButton(identifier, in: cell)
                else { return self.fail("\(context): no button \(identifier) at \(indexPath)") }
                button.simulateTap()
            }
        }
        let placement =
            [PlacementKind.swipeLeading, .swipeTrailing, .menu].first {
                target.event.placements.contains($0.rawValue)
            }
            ?? .menu
        guard
            let action = placedActions(placement, at: indexPath).first(where: {
                $0.title == target.event.shownTitle(placement)
            })
        else {
            fail("\(context): \(target.event.name) is not offered at \(placement) at \(indexPath)")
            return nil
        }
        return { asks in
            let completed = action.perform()
            if placement.edge != nil, action.isDestructive, asks {
                self.check(
                    completed == false, "\(context): a destructive swipe action completed with true while asking")
            }
        }
    }

    /// Taps the confirming button of `alert` (the one the spec names).
    func tapConfirming(_ alert: UIAlertController, of target: ConfirmTarget, _ context: String) {
        guard let confirm = target.event.confirm,
            let action = alert.actions.first(where: {
                $0.style != .cancel && (confirm.hasPlaceholders || $0.title == confirm.button)
            })
        else { return fail("\(context): no confirming button in \(alert.actions.map(\.title))") }
        check(alert.simulateTap(on: action), "\(context): the confirming button could not be tapped")
    }
}
