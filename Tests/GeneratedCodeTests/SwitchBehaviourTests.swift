import Testing

/// Switches (`control: switch`, `value: <Bool field>`, issue #23), in every example and variant: on
/// screens without one the scenarios check nothing; Messages' `MessageCell` has a `mute` switch bound
/// to `isMuted` and enabled by `!hasHistory`. The scenarios are described in
/// Tests/ListgenTestSupport/SwitchScenarios.swift.
@MainActor
@Suite struct SwitchBehaviourTests {
    @Test(arguments: allHarnesses)
    func switchShowsRow(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.switchShowsRow(screen.make))
    }

    @Test(arguments: allHarnesses)
    func switchToggleActsOnRow(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.switchToggleActsOnRow(screen.make))
    }

    @Test func everySwitchScenarioHasATest() {
        #expect(Scenarios.switches.map(\.name) == ["switchShowsRow", "switchToggleActsOnRow"])
    }

    /// The scenarios are not vacuous: every Messages variant has a switch with an `enabled` field.
    @Test func messagesHasASwitchInEveryVariant() {
        let messages = allHarnesses.filter { $0.name.hasPrefix("Messages") }
        #expect(messages.count == 8)
        for screen in messages {
            let events = screen.make(.recording).info.cells.flatMap(\.events)
            #expect(events.contains { $0.switchField == "isMuted" && $0.enabledField == "!hasHistory" })
        }
    }
}

/// The switch scenarios on hand-written cells: a cell that does not reset its switch on reuse, one
/// that animates it on configure and one whose toggle captured the row's position must each be
/// caught, and the right one by none.
@MainActor
@Suite struct SwitchControlScenarioTests {
    @Test(arguments: SwitchControl.allCases)
    func scenariosCatchWrongSwitchCells(_ control: SwitchControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.switches {
            verdict.record(scenario.name, scenario.run { _ in SwitchControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "switch control")
    }
}
