import Testing

/// The per-row look of `display` cells in every golden variant (see
/// Tests/ListgenTestSupport/RowLookScenarios.swift). Screens without it pass trivially;
/// `everyRowLookIsExercised` makes sure some variants have it.
@MainActor
@Suite struct RowLookBehaviourTests {
    @Test(arguments: allHarnesses)
    func indentation(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { RowLookScenarios.indentation(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func touchHighlight(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { RowLookScenarios.touchHighlight(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func dimmedDisabledRows(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { RowLookScenarios.dimmedDisabledRows(screen.make) })
    }

    @Test func everyRowLookIsExercised() {
        let indented = allHarnesses.filter { RowLookScenarios.hasIndentation($0.make(.recording).info) }
        // The Orders example, in all 8 variants, indents its return requests.
        #expect(indented.count >= 8, "\(indented.map(\.name))")
        let unhighlighted = allHarnesses.filter { RowLookScenarios.hidesTouchHighlight($0.make(.recording).info) }
        // The same rows are tappable without the grey highlight.
        #expect(unhighlighted.count >= 8, "\(unhighlighted.map(\.name))")
        let dimmed = allHarnesses.filter { RowLookScenarios.dimsDisabledRows($0.make(.recording).info) }
        // The same rows show dimmed while closed (`select.enabled: isOpen`).
        #expect(dimmed.count >= 8, "\(dimmed.map(\.name))")
    }
}
