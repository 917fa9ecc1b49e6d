import Testing

/// Swipe actions and context menus of every golden variant (see
/// Tests/ListgenTestSupport/PlacementScenarios.swift). Screens without such events pass trivially;
/// `everyPlacementIsExercised` makes sure some variants have them.
@MainActor
@Suite struct PlacementBehaviourTests {
    @Test(arguments: allHarnesses)
    func placements(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.placements(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func placementAfterChange(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.placementAfterChange(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func placementNoLeaks(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.placementNoLeaks(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func destructiveSwipe(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.destructiveSwipe(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func menuPreview(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.menuPreview(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func menuPreviewCommit(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.menuPreviewCommit(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func voiceOverActions(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { PlacementScenarios.voiceOverActions(screen.make) })
    }

    @Test func everyPlacementIsExercised() {
        let withPlacements = allHarnesses.filter { PlacementScenarios.hasPlacements($0.make(.recording).info) }
        // The Orders example, in all 8 variants, has every placement.
        #expect(withPlacements.count >= 8, "\(withPlacements.map(\.name))")
        let placed = Set(
            withPlacements.flatMap { $0.make(.recording).info.cells.flatMap(\.events).flatMap(\.placements) })
        #expect(placed == ["button", "swipeLeading", "swipeTrailing", "menu"])
    }

    /// `destructiveSwipe` and `voiceOverActions` are not vacuous: Orders has, in every variant, a
    /// destructive swipe action that asks first, an event that is both a button and a swipe action, and a
    /// disabled one; Library an image-only swipe action.
    @Test func theRowActionScenariosHaveSomethingToCheck() {
        for screen in allHarnesses where screen.name.hasPrefix("Orders") || screen.name.hasPrefix("Library") {
            let events = screen.make(.recording).info.cells.flatMap(\.events).filter(\.isSwipeAction)
            if screen.name.hasPrefix("Orders") {
                #expect(events.contains { $0.confirm?.isDestructive == true }, "\(screen.name)")
                #expect(
                    events.contains { $0.placements.contains("button") && $0.enabledField != nil }, "\(screen.name)")
            } else {
                #expect(events.contains { $0.title == nil }, "\(screen.name)")
            }
        }
    }

    /// The swipe styling of the spec (Orders: `color`, `swipeTitle`, `fullSwipe: false` on one of its
    /// cell kinds) is checked: a screen described with other colours, titles or full-swipe cells fails.
    @Test(arguments: allHarnesses.filter { $0.name.hasPrefix("Orders") })
    func wrongSwipeStylingIsCaught(_ screen: HarnessCase) {
        let changes: [(String, (inout ScreenInfo) -> Void)] = [
            (
                "colour",
                { info in Self.changeSwipeEvents(&info) { $0.swipeColor = $0.swipeColor == nil ? "systemPink" : nil } }
            ),
            (
                "swipe title",
                { info in Self.changeSwipeEvents(&info) { $0.swipeTitle = $0.swipeTitle == nil ? "Other" : nil } }
            ),
            (
                "full swipe",
                { info in
                    info.cellsWithoutFullSwipe = info.cells.map(\.name).filter {
                        !info.cellsWithoutFullSwipe.contains($0)
                    }
                }
            ),
        ]
        for (name, change) in changes {
            let problems = Scenarios.raising {
                PlacementScenarios.placements { router in MisdescribedHarness(screen.make(router), info: change) }
            }
            #expect(!problems.isEmpty, "\(name)")
        }
        let info = screen.make(.recording).info
        #expect(info.cells.flatMap(\.events).contains { $0.swipeColor != nil && $0.swipeTitle != nil })
        #expect(!info.cellsWithoutFullSwipe.isEmpty && info.cellsWithoutFullSwipe.count < info.cells.count)
    }

    private static func changeSwipeEvents(_ info: inout ScreenInfo, _ change: (inout EventInfo) -> Void) {
        for cell in info.cells.indices {
            for event in info.cells[cell].events.indices where info.cells[cell].events[event].isSwipeAction {
                change(&info.cells[cell].events[event])
            }
        }
    }

    @Test func everyPlacementScenarioHasATest() {
        #expect(
            PlacementScenarios.all.map(\.name) == [
                "placements", "placementAfterChange", "placementNoLeaks", "destructiveSwipe", "voiceOverActions",
                "menuPreview", "menuPreviewCommit",
            ])
    }

    /// `menuPreview` is not vacuous: every variant of a screen with a context menu (Orders, Inbox,
    /// Messages, Library, History and Catalog, each in all 8 variants) has the preview hook.
    @Test func everyMenuHasAPreviewHook() {
        let withMenus = allHarnesses.filter {
            $0.make(.recording).info.cells.flatMap(\.events).contains { $0.placements.contains("menu") }
        }
        #expect(withMenus.count >= 8, "\(withMenus.map(\.name))")
        for screen in withMenus {
            #expect(screen.make(.recording) is any MenuPreviewHarness, "\(screen.name)")
        }
    }
}
