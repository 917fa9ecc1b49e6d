import Testing

/// Routes chosen per row, drill-down and URL routes (issue #23), in every example and variant. On screens
/// without them the scenarios check nothing; Messages chooses its row tap's route by `kind` (a thread
/// or this screen again, one level down) and opens `link` in Safari's view from a menu item, Catalog
/// chooses by a String `kind`. The scenarios are described in Tests/ListgenTestSupport/RouteScenarios.swift.
@MainActor
@Suite struct RouteBehaviourTests {
    @Test(arguments: allHarnesses)
    func rowRoutesAtTapTime(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.rowRoutesAtTapTime(screen.make))
    }

    @Test(arguments: allHarnesses)
    func drillDown(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.drillDown(screen.make))
    }

    @Test(arguments: allHarnesses)
    func urlRoutesAtActionTime(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.urlRoutesAtActionTime(screen.make))
    }

    @Test func everyRouteScenarioHasATest() {
        #expect(Scenarios.routeScenarios.map(\.name) == ["rowRoutesAtTapTime", "drillDown", "urlRoutesAtActionTime"])
    }

    /// The drill-down scenario is not vacuous: in every Messages and Catalog variant some row tap
    /// pushed a new screen of the screen's own type.
    @Test func messagesAndCatalogDrillDown() {
        let screens = allHarnesses.filter { $0.name.hasPrefix("Messages") || $0.name.hasPrefix("Catalog") }
        #expect(screens.count == 16)
        for screen in screens {
            #expect(Scenarios.drillDownCount(screen.make) > 0, "\(screen.name): no row tap drilled down")
        }
    }
}

/// The route scenarios on hand-written screens: a row's route chosen when its cell was configured and
/// kept, and a swipe action's URL read when the action was made, must each be caught by its scenario,
/// and the right screen by none.
@MainActor
@Suite struct RouteControlScenarioTests {
    @Test(arguments: RouteControl.allCases)
    func scenariosCatchWrongRoutes(_ control: RouteControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.routeScenarios {
            verdict.record(scenario.name, scenario.run { _ in RouteControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, exactly: true, label: "route control")
    }
}
