import Testing

/// The collapse scenarios (Scenarios.collapse) on every generated screen with collapsible sections.
@MainActor
@Suite struct CollapseBehaviourTests {
    /// A factory of fresh collapse harnesses for `screen`, or nil when no section is collapsible.
    static func collapsible(_ screen: HarnessCase) -> (() -> any CollapseHarness)? {
        guard screen.make(.recording) is any CollapseHarness else { return nil }
        return { screen.make(.recording) as! any CollapseHarness }
    }

    @Test(arguments: allHarnesses)
    func collapseKeepsRows(_ screen: HarnessCase) {
        guard let make = Self.collapsible(screen) else { return }
        expectNoProblems(Scenarios.raising { Scenarios.collapseKeepsRows(make) })
    }

    @Test(arguments: allHarnesses)
    func collapseReusedHeaders(_ screen: HarnessCase) {
        guard let make = Self.collapsible(screen) else { return }
        expectNoProblems(Scenarios.raising { Scenarios.collapseReusedHeaders(make) })
    }

    /// The scenarios above run on something: every Deliveries variant has a collapsible section (Today; Later
    /// has a header view without a toggle).
    @Test func deliveriesVariantsCollapse() {
        let screens = allHarnesses.filter { $0.name.hasPrefix("Deliveries") }.compactMap(Self.collapsible)
        #expect(screens.count == 8)
        for make in screens { #expect(make().collapsibleSections == [0]) }
    }

    /// The hand-written controls: the right one passes both scenarios, and each wrong one is caught by the
    /// scenario written for it (a screen that deletes a collapsed section's rows from its model; one whose
    /// buttons keep the position their row had before a section above collapsed).
    @Test(arguments: CollapseControl.allCases)
    func theControlsAreCaught(_ control: CollapseControl) {
        for (name, run) in Scenarios.collapse {
            let problems = Scenarios.raising { run { CollapseControlHarness(control) } }
            if control.mustBeCaughtBy.contains(name) {
                #expect(!problems.isEmpty, "\(control) passed \(name)")
            } else {
                #expect(problems.isEmpty, "\(control) failed \(name): \(problems)")
            }
        }
    }

    @Test func everyCollapseScenarioHasATest() {
        #expect(Scenarios.collapse.map(\.name) == ["collapseKeepsRows", "collapseReusedHeaders"])
    }
}
