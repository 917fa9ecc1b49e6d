import Testing

/// The index-title scenario (Scenarios.indexTitles) on every generated screen with `indexTitles: true`.
@MainActor
@Suite struct IndexTitleBehaviourTests {
    /// A factory of fresh index-title harnesses for `screen`, or nil when it has no section index.
    static func indexTitles(_ screen: HarnessCase) -> (() -> any IndexTitleHarness)? {
        guard screen.make(.recording) is any IndexTitleHarness else { return nil }
        return { screen.make(.recording) as! any IndexTitleHarness }
    }

    @Test(arguments: allHarnesses)
    func indexTitles(_ screen: HarnessCase) {
        guard let make = Self.indexTitles(screen) else { return }
        expectNoProblems(Scenarios.raising { Scenarios.indexTitles(make) })
    }

    /// The scenario runs on something: every History variant has a section index (its days).
    @Test func historyVariantsHaveIndexTitles() {
        let screens = allHarnesses.filter { $0.name.hasPrefix("History") }.compactMap(Self.indexTitles)
        #expect(screens.count == 8)
        #expect(allHarnesses.compactMap(Self.indexTitles).count == 8)
    }

    @Test func everyIndexTitleScenarioHasATest() {
        #expect(Scenarios.indexTitleScenarios.map(\.name) == ["indexTitles"])
    }
}

/// The index-title scenario catches a hand-written screen that keeps its titles from when the rows were
/// set, and one that takes a title's index for its section's, and passes the right one.
@MainActor
@Suite struct IndexTitleControlTests {
    @Test(arguments: IndexTitleControl.allCases)
    func scenariosCatchTheirMistake(_ control: IndexTitleControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.indexTitleScenarios {
            verdict.record(scenario.name, Scenarios.raising { scenario.run { IndexTitleControlHarness(control) } })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "index-title control")
    }
}
