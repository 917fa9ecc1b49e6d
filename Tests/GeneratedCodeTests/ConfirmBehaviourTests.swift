import Testing

/// The confirmation scenarios (Scenarios.confirm) on every generated screen.
@MainActor
@Suite struct ConfirmBehaviourTests {
    @Test(arguments: allHarnesses)
    func confirmResolvesAtConfirmTime(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmResolvesAtConfirmTime(screen.make))
    }

    @Test(arguments: allHarnesses)
    func confirmRowDeletedMeanwhile(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmRowDeletedMeanwhile(screen.make))
    }

    @Test(arguments: allHarnesses)
    func confirmNoLongerOffered(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmNoLongerOffered(screen.make))
    }

    @Test(arguments: allHarnesses)
    func confirmCancelled(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmCancelled(screen.make))
    }

    @Test(arguments: allHarnesses)
    func disabledSelect(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.disabledSelect(screen.make))
    }

    @Test(arguments: allHarnesses)
    func disabledSelectByKeyboard(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.disabledSelectByKeyboard(screen.make))
    }

    @Test(arguments: allHarnesses)
    func confirmLeaks(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmLeaks(screen.make))
    }

    @Test(arguments: allHarnesses)
    func confirmWhen(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmWhen(screen.make))
    }

    @Test(arguments: allHarnesses)
    func confirmNamesRow(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.confirmNamesRow(screen.make))
    }

    @Test func everyConfirmScenarioHasATest() {
        #expect(
            Scenarios.confirm.map(\.name) == [
                "confirmResolvesAtConfirmTime", "confirmRowDeletedMeanwhile", "confirmNoLongerOffered",
                "confirmCancelled", "disabledSelect", "disabledSelectByKeyboard", "confirmLeaks", "confirmWhen",
                "confirmNamesRow",
            ])
    }

    /// `confirmWhen` and `confirmNamesRow` are not vacuous: Messages asks before `remove` only
    /// `when: hasHistory`, naming the `{sender}`, in every variant.
    @Test func messagesExercisesConfirmWhen() {
        let messages = allHarnesses.filter { $0.name.hasPrefix("Messages") }
        #expect(messages.count == 8)
        for screen in messages {
            let info = screen.make(.recording).info
            #expect(
                info.cells.contains { $0.events.contains { $0.confirm?.whenField == "hasHistory" } }, "\(screen.name)")
            #expect(
                info.cells.contains { $0.events.contains { $0.confirm?.title.contains("{sender}") == true } },
                "\(screen.name)")
        }
    }

    /// The scenarios are not vacuous: Orders has a confirming event and a select with `enabled`, in
    /// every variant.
    @Test func ordersExercisesConfirmAndEnabledSelect() {
        let orders = allHarnesses.filter { $0.name.hasPrefix("Orders") }
        #expect(orders.count == 8)
        for screen in orders {
            let info = screen.make(.recording).info
            #expect(info.cells.contains { $0.events.contains { $0.confirm != nil } }, "\(screen.name)")
            #expect(info.cells.contains { $0.select?.enabledField != nil }, "\(screen.name)")
        }
    }
}

/// The confirmation scenarios on a hand-written screen: a swipe action that reads `when`, or makes the
/// alert's title, as the row was when the action was built must be caught (by the scenarios its case
/// names), and the right one by none.
@MainActor
@Suite struct ConfirmControlScenarioTests {
    @Test(arguments: ConfirmControl.allCases)
    func scenariosCatchConfigureTimeWhen(_ control: ConfirmControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.confirm {
            verdict.record(scenario.name, scenario.run { _ in ConfirmControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, exactly: true, label: "confirm control")
    }
}
