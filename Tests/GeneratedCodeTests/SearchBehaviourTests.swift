import Testing

/// The search scenarios (Scenarios.search) on every generated screen with `search`.
@MainActor
@Suite struct SearchBehaviourTests {
    /// A factory of fresh search harnesses for `screen`, or nil when its spec has no `search`.
    static func search(_ screen: HarnessCase) -> (() -> any SearchHarness)? {
        guard screen.make(.recording) is any SearchHarness else { return nil }
        return { screen.make(.recording) as! any SearchHarness }
    }

    @Test(arguments: allHarnesses)
    func searchDuringMutations(_ screen: HarnessCase) {
        guard let make = Self.search(screen) else { return }
        expectNoProblems(Scenarios.searchDuringMutations(make))
    }

    @Test(arguments: allHarnesses)
    func searchNoResults(_ screen: HarnessCase) {
        guard let make = Self.search(screen) else { return }
        expectNoProblems(Scenarios.searchNoResults(make))
    }

    @Test(arguments: allHarnesses)
    func searchNoResultsImage(_ screen: HarnessCase) {
        guard let make = Self.search(screen) else { return }
        expectNoProblems(Scenarios.searchNoResultsImage(make))
    }

    @Test(arguments: allHarnesses)
    func searchScopes(_ screen: HarnessCase) {
        guard let make = Self.search(screen) else { return }
        expectNoProblems(Scenarios.searchScopes(make))
    }

    /// The scenarios above run on something: every Inbox variant has a search with scopes and a
    /// no-results state.
    @Test func inboxVariantsSearch() {
        let searches = allHarnesses.filter { $0.name.hasPrefix("Inbox") }.compactMap {
            $0.make(.recording) as? any SearchHarness
        }
        #expect(searches.count == 8)
        for search in searches {
            #expect(search.searchInfo.scopes.count == 2 && search.searchInfo.noResultsText != nil)
        }
    }

    @Test func everySearchScenarioHasATest() {
        #expect(Scenarios.search.map(\.name) == ["searchDuringMutations", "searchNoResults", "searchScopes"])
    }
}

/// The search scenarios catch a hand-written screen with each classic mistake, and pass the right one.
@MainActor
@Suite struct SearchControlTests {
    @Test(arguments: SearchControl.allCases)
    func scenariosCatchTheirMistake(_ control: SearchControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.search {
            verdict.record(scenario.name, scenario.run { SearchControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, exactly: true, label: "search control")
    }
}
