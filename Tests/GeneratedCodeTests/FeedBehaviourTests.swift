import Testing

/// The feed scenarios (Scenarios.feed) on every generated screen with an empty state, refresh or paging.
@MainActor
@Suite struct FeedBehaviourTests {
    /// A factory of fresh feed harnesses for `screen`, or nil when its spec uses none of the keys.
    static func feed(_ screen: HarnessCase) -> (() -> any FeedHarness)? {
        guard screen.make(.recording) is any FeedHarness else { return nil }
        return { screen.make(.recording) as! any FeedHarness }
    }

    @Test(arguments: allHarnesses)
    func emptyState(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.emptyState(make))
    }

    @Test(arguments: allHarnesses)
    func pullToRefresh(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.pullToRefresh(make))
    }

    @Test(arguments: allHarnesses)
    func refreshOnlyWithHook(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.refreshOnlyWithHook(make))
    }

    @Test(arguments: allHarnesses)
    func paging(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.paging(make))
    }

    @Test(arguments: allHarnesses)
    func pageInOneUpdate(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.pageInOneUpdate(make))
    }

    @Test(arguments: allHarnesses)
    func shortPages(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.shortPages(make))
    }

    @Test(arguments: allHarnesses)
    func pageAfterSetRows(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.pageAfterSetRows(make))
    }

    @Test(arguments: allHarnesses)
    func prefetch(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.prefetch(make))
    }

    @Test(arguments: allHarnesses)
    func pageFooter(_ screen: HarnessCase) async {
        guard let make = Self.feed(screen) else { return }
        expectNoProblems(await Scenarios.pageFooter(make))
    }

    /// The scenarios above run on something: every Deliveries variant has all three keys.
    @Test func deliveriesVariantsUseEveryKey() {
        let feeds = allHarnesses.filter { $0.name.hasPrefix("Deliveries") }.compactMap {
            $0.make(.recording) as? any FeedHarness
        }
        #expect(feeds.count == 8)
        for feed in feeds {
            #expect(feed.feedInfo.emptyStateText != nil && feed.feedInfo.refresh && feed.feedInfo.paging)
            #expect(feed.feedInfo.prefetch > 0, "the prefetch scenario runs on Deliveries")
            #expect(feed.feedInfo.pageFooter, "the pageFooter scenario runs on Deliveries")
        }
    }

    @Test func everyFeedScenarioHasATest() {
        #expect(
            Scenarios.feed.map(\.name) == [
                "emptyState", "pullToRefresh", "refreshOnlyWithHook", "paging", "pageInOneUpdate", "shortPages",
                "pageAfterSetRows", "emptyStateAfterFirstRows", "prefetch", "pageFooter",
            ])
    }
}

/// The feed scenarios catch a hand-written screen with each classic mistake, and pass the right one.
@MainActor
@Suite struct FeedControlTests {
    @Test(arguments: FeedControl.allCases)
    func scenariosCatchTheirMistake(_ control: FeedControl) async {
        var verdict = ControlVerdict()
        for scenario in Scenarios.feed {
            verdict.record(scenario.name, await scenario.run { FeedControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, exactly: true, label: "feed control")
    }
}
