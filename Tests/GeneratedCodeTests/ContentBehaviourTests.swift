import Testing

/// Cells that show the app's own view (`content`), in every example and variant: on screens without
/// content cells the scenarios check nothing; Catalog's `ProductCell` shows `ProductRowView`.
/// Each scenario is described in Tests/ListgenTestSupport/ContentScenarios.swift.
@MainActor
@Suite struct ContentBehaviourTests {
    @Test(arguments: allHarnesses)
    func contentReuse(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.contentReuse(screen.make))
    }

    @Test(arguments: allHarnesses)
    func contentControls(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.contentControls(screen.make))
    }

    @Test(arguments: allHarnesses)
    func contentLeaks(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.contentLeaks(screen.make))
    }

    @Test func everyContentScenarioHasATest() {
        #expect(Scenarios.content.map(\.name) == ["contentReuse", "contentControls", "contentLeaks"])
    }

    /// The scenarios are not vacuous: every Catalog variant has a content cell with a button, so each
    /// scenario ran on it.
    @Test func catalogHasContentCellsInEveryVariant() {
        let catalog = allHarnesses.filter { $0.name.hasPrefix("Catalog") }
        #expect(catalog.count == 8)
        for screen in catalog {
            let info = screen.make(.recording).info
            #expect(info.cells.contains { $0.contentView == "ProductRowView" && !$0.events.isEmpty }, "\(screen.name)")
        }
    }
}

/// The content scenarios on hand-written wrong cells: each wrong way of holding or wiring the app's
/// view must be caught by the scenario written for it, and the right way by none.
@MainActor
@Suite struct ContentControlScenarioTests {
    @Test(arguments: ContentControl.allCases)
    func scenariosCatchWrongContentCells(_ control: ContentControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.content {
            verdict.record(scenario.name, scenario.run { _ in ContentControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "content control")
    }
}
