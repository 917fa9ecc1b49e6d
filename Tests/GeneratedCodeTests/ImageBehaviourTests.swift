import ListgenRuntime
import Testing

/// Images loaded from URLs (`display.image: { url: }`, `content.loadsImages`), in every example and
/// variant: on screens without them the scenarios check nothing; Messages' `MessageCell` loads
/// `avatarURL`, Catalog's `ProductRowView` (a content view) `photoURL`.
/// Each scenario is described in Tests/ListgenTestSupport/ImageScenarios.swift.
@MainActor
@Suite struct ImageBehaviourTests {
    @Test(arguments: allHarnesses)
    func imageReuse(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.imageReuse(screen.make))
    }

    @Test(arguments: allHarnesses)
    func imageMutations(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.imageMutations(screen.make))
    }

    @Test(arguments: allHarnesses)
    func imageLeaks(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.imageLeaks(screen.make))
    }

    @Test func everyImageScenarioHasATest() {
        #expect(Scenarios.images.map(\.name) == ["imageReuse", "imageMutations", "imageLeaks"])
    }

    /// The scenarios are not vacuous: every Messages variant loads images.
    @Test func messagesLoadsImagesInEveryVariant() {
        let messages = allHarnesses.filter { $0.name.hasPrefix("Messages") }
        #expect(messages.count == 8)
        for screen in messages {
            #expect(screen.make(.recording) is any ImageHarness, "\(screen.name)")
        }
    }

    /// And every Catalog variant, whose content view loads its photo through `ListRowImages`.
    @Test func catalogLoadsImagesInEveryVariant() {
        let catalog = allHarnesses.filter { $0.name.hasPrefix("Catalog") }
        #expect(catalog.count == 8)
        for screen in catalog {
            #expect(screen.make(.recording) is any ImageHarness, "\(screen.name)")
        }
    }
}

/// The image scenarios on hand-written wrong cells: each wrong way of loading a cell's image must be
/// caught by the scenario written for it, and the right way by none.
@MainActor
@Suite struct ImageControlScenarioTests {
    @Test(arguments: ImageControl.allCases)
    func scenariosCatchWrongImageCells(_ control: ImageControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.images {
            verdict.record(scenario.name, scenario.run { _ in ImageControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "image control")
    }
}
