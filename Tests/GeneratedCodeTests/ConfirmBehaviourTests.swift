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

    @Test func everyConfirmScenarioHasATest() {
        #expect(
            Scenarios.confirm.map(\.name) == [
                "confirmResolvesAtConfirmTime", "confirmRowDeletedMeanwhile", "confirmNoLongerOffered",
                "confirmCancelled", "disabledSelect", "disabledSelectByKeyboard", "confirmLeaks",
            ])
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
