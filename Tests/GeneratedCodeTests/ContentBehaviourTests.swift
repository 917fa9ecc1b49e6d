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
        var caught: Set<String> = []
        var firstProblems: [String] = []
        for scenario in Scenarios.content {
            let problems = scenario.run { _ in ContentControlHarness(control) }
            if !problems.isEmpty {
                caught.insert(scenario.name)
                firstProblems.append("\(scenario.name): \(problems[0])")
            }
        }
        if control.mustBeCaughtBy.isEmpty {
            #expect(caught.isEmpty, "the correct control failed: \(firstProblems)")
        } else {
            #expect(
                control.mustBeCaughtBy.isSubset(of: caught),
                "\(control) caught only by \(caught.sorted()), expected \(control.mustBeCaughtBy.sorted())")
        }
        print("content control \(control): caught by \(caught.sorted()) \(firstProblems)")
    }
}
