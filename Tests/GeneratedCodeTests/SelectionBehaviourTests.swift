import Testing

/// Persistent selection (`selection: { persistent: true }`, issue #22) in every example and variant: on
/// screens without it the scenarios check nothing; Messages has it in all 8 variants. The scenarios are
/// described in Tests/ListgenTestSupport/SelectionScenarios.swift.
@MainActor
@Suite struct SelectionBehaviourTests {
    @Test(arguments: allHarnesses)
    func selectionFollowsRow(_ screen: HarnessCase) {
        expectNoProblems(SelectionScenarios.selectionFollowsRow(screen.make))
    }

    @Test(arguments: allHarnesses)
    func selectionByID(_ screen: HarnessCase) {
        expectNoProblems(SelectionScenarios.selectionByID(screen.make))
    }

    @Test(arguments: allHarnesses)
    func selectionWhileSwipedOpen(_ screen: HarnessCase) {
        expectNoProblems(SelectionScenarios.selectionWhileSwipedOpen(screen.make))
    }

    @Test func everySelectionScenarioHasATest() {
        #expect(
            SelectionScenarios.all.map(\.name) == ["selectionFollowsRow", "selectionByID", "selectionWhileSwipedOpen"])
    }

    /// The scenarios are not vacuous: every Messages variant keeps its selection, and its rows have a
    /// plain `select` the scenarios tap.
    @Test func messagesKeepsItsSelectionInEveryVariant() {
        let messages = allHarnesses.filter { $0.name.hasPrefix("Messages") }
        #expect(messages.count == 8)
        for screen in messages {
            let info = screen.make(.recording).info
            #expect(info.persistentSelection)
            #expect(SelectionScenarios.plainSelectKind(info) != nil)
        }
    }
}

/// The persistent-selection scenarios on hand-written controllers: one that keeps the selection by
/// index path, and one that shows it again by firing the row's action, must be caught; the right one by
/// none.
@MainActor
@Suite struct SelectionControlScenarioTests {
    @Test(arguments: SelectionControl.allCases)
    func scenariosCatchWrongSelectionKeeping(_ control: SelectionControl) {
        var verdict = ControlVerdict()
        for scenario in SelectionScenarios.all {
            verdict.record(scenario.name, scenario.run { _ in SelectionControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "selection control")
    }
}
