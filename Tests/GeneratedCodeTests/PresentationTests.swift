import Testing

/// Issue #14's presentation options on every golden variant (Tests/ListgenTestSupport/PresentationScenarios.swift).
@MainActor
@Suite struct PresentationTests {
    @Test(arguments: allHarnesses)
    func sheets(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.sheets(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func closeButton(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.closeButton(screen.make) })
    }

    /// The scenarios are not vacuous: the golden matrix has sheets with detents and Close buttons.
    @Test func theMatrixHasSheetsAndCloseButtons() {
        let routes = allHarnesses.flatMap { $0.make(.recording).info.routes }
        #expect(routes.contains { $0.presentation == .sheet && $0.detents == ["medium", "large"] })
        #expect(routes.contains { $0.closeButton && $0.embedInNavigation })
    }
}
