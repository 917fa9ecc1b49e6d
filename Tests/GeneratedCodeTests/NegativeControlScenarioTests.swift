import Testing

/// The scenarios that pass on every generated variant, run on hand-written wrong screens: each
/// wrong wiring must be caught by the scenario written for it, and the right one by none.
@MainActor
@Suite struct NegativeControlScenarioTests {
    @Test(arguments: NegativeControl.allCases)
    func scenariosCatchWrongWiring(_ control: NegativeControl) {
        var caught: Set<String> = []
        var firstProblems: [String] = []
        for scenario in Scenarios.all {
            let problems = scenario.run { NegativeControlHarness(control, router: $0) }
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
        // Visible in the test log: which scenarios caught it, and how.
        print("negative control \(control): caught by \(caught.sorted()) \(firstProblems)")
    }
}
