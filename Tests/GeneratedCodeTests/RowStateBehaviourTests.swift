import Testing

/// Texts that follow the row's state (`title: { if: isStarred, then: Unstar, else: Star }`, issue #23), in
/// every example and variant: on screens without them the scenario checks nothing; Inbox's
/// `MessageCell` has a state title, symbol and accessibility label. The scenario is described in
/// Tests/ListgenTestSupport/RowStateScenarios.swift.
@MainActor
@Suite struct RowStateBehaviourTests {
    @Test(arguments: allHarnesses)
    func stateTexts(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.stateTexts(screen.make))
    }

    @Test func everyRowStateScenarioHasATest() {
        #expect(Scenarios.rowState.map(\.name) == ["stateTexts"])
    }

    /// The scenario is not vacuous: every Inbox variant has events with state texts, on a button, a
    /// swipe action and a menu item.
    @Test func inboxHasStateTextsInEveryVariant() {
        let inbox = allHarnesses.filter { $0.name.hasPrefix("Inbox") }
        #expect(inbox.count == 8)
        for screen in inbox {
            let events = screen.make(.recording).info.cells.flatMap(\.events).filter { !$0.stateTexts.isEmpty }
            #expect(events.contains { $0.hasButton && $0.isSwipeAction && $0.placements.contains("menu") })
            #expect(events.contains { $0.stateTexts["accessibilityLabel"] != nil && !$0.isSwipeAction })
        }
    }
}

/// The row-state scenario on hand-written cells: a cell that keeps its title across reuse must be
/// caught, and the right one by none.
@MainActor
@Suite struct RowStateControlScenarioTests {
    @Test(arguments: RowStateControl.allCases)
    func scenariosCatchWrongStateCells(_ control: RowStateControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.rowState {
            verdict.record(scenario.name, scenario.run { _ in RowStateControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "row-state control")
    }
}
