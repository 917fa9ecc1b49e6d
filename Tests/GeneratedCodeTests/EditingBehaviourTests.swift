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
    func reorderAcrossSections(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { EditingScenarios.reorderAcrossSections(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func reorderSectionTexts(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { EditingScenarios.reorderSectionTexts(screen.make) })
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

/// `editing.delete` (issue #22) in every golden variant: the delete control fires its event for the
/// row resolved when the person confirms, after the list changed in between; and the scenario catches
/// a hand-written table that commits by a stale index path or deletes the row itself.
@MainActor
@Suite struct DeleteControlBehaviourTests {
    @Test(arguments: allHarnesses)
    func deleteControl(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { EditingScenarios.deleteControl(screen.make) })
    }

    /// The Library example, in all 8 variants, has a delete control (books and audiobooks, not notes).
    @Test func deleteControlIsExercised() {
        let deleting = allHarnesses.filter { $0.make(.recording).info.deleteEvent != nil }
        #expect(deleting.count >= 8, "\(deleting.map(\.name))")
    }

    @Test(arguments: DeleteControl.allCases)
    func scenarioCatchesWrongCommits(_ control: DeleteControl) {
        var verdict = ControlVerdict()
        verdict.record("deleteControl", EditingScenarios.deleteControl { _ in DeleteControlHarness(control) })
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "delete control")
    }
}

/// A person's drag reloads the sections whose header appeared or went (issue #42): the scenario
/// `reorderSectionTexts` catches a hand-written table that takes the drag without reloading them.
@MainActor
@Suite struct ReorderControlTests {
    @Test(arguments: ReorderControl.allCases)
    func scenarioCatchesHeadersKeptOnDrag(_ control: ReorderControl) {
        var verdict = ControlVerdict()
        verdict.record(
            "reorderSectionTexts",
            Scenarios.raising { EditingScenarios.reorderSectionTexts { _ in ReorderControlHarness(control) } })
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "reorder control")
    }
}
