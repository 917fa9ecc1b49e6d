import Testing

/// The section-view scenarios (Scenarios.sectionViews) on every generated screen with header or footer
/// views, with the app's right hook, and with the negative control: a hook that caches its section.
@MainActor
@Suite struct SectionViewBehaviourTests {
    /// A factory of fresh section-view harnesses for `screen`, or nil when no section has a view.
    static func sectionViews(_ screen: HarnessCase) -> (() -> any SectionViewHarness)? {
        guard screen.make(.recording) is any SectionViewHarness else { return nil }
        return { screen.make(.recording) as! any SectionViewHarness }
    }

    @Test(arguments: allHarnesses)
    func sectionViewReuse(_ screen: HarnessCase) {
        guard let make = Self.sectionViews(screen) else { return }
        expectNoProblems(Scenarios.raising { Scenarios.sectionViewReuse(.correct, make) })
    }

    @Test(arguments: allHarnesses)
    func sectionViewAfterRowChanges(_ screen: HarnessCase) {
        guard let make = Self.sectionViews(screen) else { return }
        expectNoProblems(Scenarios.raising { Scenarios.sectionViewAfterRowChanges(.correct, make) })
    }

    /// The negative control: a hook that keeps the section a view was first given shows (and acts for)
    /// the wrong section once the view is reused; the reuse scenario catches it in every variant.
    @Test(arguments: allHarnesses)
    func aHookThatCachesItsSectionIsCaught(_ screen: HarnessCase) {
        guard let make = Self.sectionViews(screen) else { return }
        let problems = Scenarios.raising { Scenarios.sectionViewReuse(.cachesItsSection, make) }
        #expect(problems.contains { $0.contains("shows header") }, "\(problems)")
        #expect(problems.contains { $0.contains("acted for") }, "\(problems)")
    }

    /// The scenarios above run on something: every Deliveries variant has header and footer views.
    @Test func deliveriesVariantsHaveSectionViews() {
        let screens = allHarnesses.filter { $0.name.hasPrefix("Deliveries") }.compactMap(Self.sectionViews)
        #expect(screens.count == 8)
        for make in screens {
            let harness = make()
            #expect(harness.headerViewSections == [0, 1] && harness.footerViewSections == [2])
        }
    }

    @Test func everySectionViewScenarioHasATest() {
        #expect(Scenarios.sectionViews.map(\.name) == ["sectionViewReuse", "sectionViewAfterRowChanges"])
    }
}
