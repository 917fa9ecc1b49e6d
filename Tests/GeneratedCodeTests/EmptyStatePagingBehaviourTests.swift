import Testing

/// Issue #24's empty-state and paging scenarios on every generated screen that has the key.
@MainActor
@Suite struct EmptyStatePagingBehaviourTests {
    @Test(arguments: allHarnesses)
    func emptyStateAfterFirstRows(_ screen: HarnessCase) async {
        guard let make = FeedBehaviourTests.feed(screen) else { return }
        expectNoProblems(await Scenarios.emptyStateAfterFirstRows(make))
    }

    @Test(arguments: allHarnesses)
    func emptyStateAction(_ screen: HarnessCase) async {
        guard let make = FeedBehaviourTests.feed(screen) else { return }
        expectNoProblems(await Scenarios.emptyStateAction(make))
    }
}
