import Testing

/// Anchors (issue #23): every popover route reached from a row points at the tapped button, or at the
/// cell that shows the row when the action acts, in every example and variant, in a regular width where an unanchored popover
/// raises. On screens without a popover route the scenario checks nothing; Messages' `share` event
/// reaches one from its button, a leading swipe action and a menu item. The scenario is described in
/// Tests/ListgenTestSupport/AnchorScenarios.swift.
@MainActor
@Suite struct AnchorBehaviourTests {
    @Test(arguments: allHarnesses)
    func anchors(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.anchors(screen.make))
    }

    @Test func everyAnchorScenarioHasATest() {
        #expect(Scenarios.anchorScenarios.map(\.name) == ["anchors"])
    }

    /// The scenario is not vacuous: in every Messages variant it reached the popover from a button, a
    /// swipe action, a menu item and VoiceOver, also after the row's cell was reused, and the action
    /// sheet of `remove` from its trailing swipe action.
    @Test func messagesReachesItsPopoverEveryWay() {
        let messages = allHarnesses.filter { $0.name.hasPrefix("Messages") }
        #expect(messages.count == 8)
        for screen in messages {
            let sources = Scenarios.anchorSources(screen.make)
            let events = screen.make(.recording).info.cells.flatMap(\.events)
            #expect(events.contains { $0.confirm?.isActionSheet == true && $0.isSwipeAction })
            for wanted in [
                "button after none", "button after scrolledBack", "swipeLeading after scrolledAway",
                "menu after scrolledAway", "voiceOver after insertAbove", "swipeTrailing after scrolledAway",
                "swipeTrailing after scrolledBack",
            ] {
                #expect(sources.contains(wanted), "\(screen.name): \(wanted) not reached; reached \(sources.sorted())")
            }
        }
    }
}

/// The anchor scenario on hand-written screens: an unanchored popover or action sheet, one pointing at
/// a captured cell, a button's popover pointing at the row's cell instead of the button, and one
/// pointing at another row's button must be caught, and the right one by none.
@MainActor
@Suite struct AnchorControlScenarioTests {
    @Test(arguments: AnchorControl.allCases)
    func scenariosCatchWrongAnchors(_ control: AnchorControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.anchorScenarios {
            verdict.record(scenario.name, scenario.run { _ in AnchorControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, exactly: true, label: "anchor control")
    }
}
