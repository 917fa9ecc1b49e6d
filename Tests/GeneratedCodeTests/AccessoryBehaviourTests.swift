import Testing

/// The accessories of `display` cells in every golden variant (see
/// Tests/ListgenTestSupport/AccessoryScenarios.swift). Screens without them pass trivially;
/// `everyAccessoryIsExercised` makes sure some variants have each.
@MainActor
@Suite struct AccessoryBehaviourTests {
    @Test(arguments: allHarnesses)
    func accessories(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { AccessoryScenarios.accessories(screen.make) })
    }

    @Test func everyAccessoryIsExercised() {
        let cells = allHarnesses.map { $0.make(.recording).info.cells }
        // Messages (all 8 variants) has the chevron, a value and a badge; Orders a checkmark from a field.
        #expect(cells.filter { $0.contains { $0.accessory == "disclosure" } }.count >= 8)
        #expect(cells.filter { $0.contains { $0.valueField != nil } }.count >= 8)
        #expect(cells.filter { $0.contains { $0.badgeField != nil } }.count >= 8)
        #expect(cells.filter { $0.contains { $0.checkmarkField != nil } }.count >= 8)
    }
}
