import Testing

/// Editing (issue #22) in every golden variant (see Tests/ListgenTestSupport/EditingScenarios.swift).
/// Screens without `editing` pass trivially; `reorderIsExercised` makes sure some variants have it.
@MainActor
@Suite struct EditingBehaviourTests {
    @Test(arguments: allHarnesses)
    func reorder(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { EditingScenarios.reorder(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func reorderNeedsEditing(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { EditingScenarios.reorderNeedsEditing(screen.make) })
    }

    /// The Library example, in all 8 variants, can reorder.
    @Test func reorderIsExercised() {
        let reordering = allHarnesses.filter { $0.make(.recording).info.canReorder }
        #expect(reordering.count >= 8, "\(reordering.map(\.name))")
    }
}
