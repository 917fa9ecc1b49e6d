import Testing

/// The screen-level scenarios (Scenarios.screen) on every generated screen.
@MainActor
@Suite struct ScreenBehaviourTests {
    @Test(arguments: allHarnesses)
    func listStyle(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.listStyle(screen.make))
    }

    @Test(arguments: allHarnesses)
    func sectionTexts(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.sectionTexts(screen.make))
    }

    @Test(arguments: allHarnesses)
    func emptySections(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.emptySections(screen.make))
    }

    @Test func everyScreenScenarioHasATest() {
        #expect(Scenarios.screen.map(\.name) == ["listStyle", "sectionTexts", "emptySections"])
    }
}

/// The screen-level scenarios catch a screen that does not show what its spec says.
@MainActor
@Suite struct ScreenScenarioControlTests {
    @Test(arguments: allHarnesses)
    func wrongStyleIsCaught(_ screen: HarnessCase) {
        let problems = Scenarios.listStyle { router in
            MisdescribedHarness(screen.make(router)) { $0.style = $0.style == "grouped" ? "plain" : "grouped" }
        }
        #expect(!problems.isEmpty)
    }

    /// `separators: false` (Orders) and the default (the others) are both checked, in every variant.
    @Test(arguments: allHarnesses)
    func wrongSeparatorsAreCaught(_ screen: HarnessCase) {
        let problems = Scenarios.listStyle { router in
            MisdescribedHarness(screen.make(router)) { $0.separators.toggle() }
        }
        #expect(!problems.isEmpty)
    }

    @Test(arguments: allHarnesses)
    func wrongSectionTextsAreCaught(_ screen: HarnessCase) {
        // Sections from the data have no fixed texts to misdescribe (`ScreenInfo.sectionsFromData`).
        guard !screen.make(.recording).info.sectionsFromData else { return }
        for change in [\SectionText.title, \SectionText.footer] {
            let problems = Scenarios.sectionTexts { router in
                MisdescribedHarness(screen.make(router)) { info in
                    info.sectionTexts[0][keyPath: change] = "Not what the screen shows"
                }
            }
            #expect(!problems.isEmpty, "\(change)")
        }
    }
}
