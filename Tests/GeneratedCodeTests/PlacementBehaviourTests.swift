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

    @Test func everyPlacementScenarioHasATest() {
        #expect(
            PlacementScenarios.all.map(\.name) == [
                "placements", "placementAfterChange", "placementNoLeaks", "destructiveSwipe", "voiceOverActions",
            ])
    }
}
