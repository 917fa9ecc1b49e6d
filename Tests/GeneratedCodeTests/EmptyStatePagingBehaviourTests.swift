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

    @Test(arguments: allHarnesses)
    func emptyStateImage(_ screen: HarnessCase) async {
        guard let make = FeedBehaviourTests.feed(screen) else { return }
        expectNoProblems(await Scenarios.emptyStateImage(make))
    }

    @Test(arguments: allHarnesses)
    func pageIntoDataSections(_ screen: HarnessCase) async {
        guard let make = FeedBehaviourTests.feed(screen) else { return }
        expectNoProblems(await Scenarios.pageIntoDataSections(make))
    }

    /// The data-section paging scenario runs on something: every History variant pages, with a footer.
    @Test func historyVariantsPage() {
        let history = allHarnesses.filter { $0.name.hasPrefix("History") }.compactMap {
            $0.make(.recording) as? any FeedHarness
        }
        #expect(history.count == 8 && history.allSatisfy { $0.feedInfo.paging && $0.feedInfo.pageFooter })
    }

    /// The image scenarios run on something: every Deliveries variant shows an asset in its empty
    /// state, every Inbox variant one in its no-results state.
    @Test func emptyStateImagesAreUsed() {
        let deliveries = allHarnesses.filter { $0.name.hasPrefix("Deliveries") }.compactMap {
            $0.make(.recording) as? any FeedHarness
        }
        #expect(deliveries.count == 8 && deliveries.allSatisfy { $0.feedInfo.emptyStateImage != nil })
        let inbox = allHarnesses.filter { $0.name.hasPrefix("Inbox") }.compactMap {
            $0.make(.recording) as? any SearchHarness
        }
        #expect(inbox.count == 8 && inbox.allSatisfy { $0.searchInfo.noResultsImage != nil })
    }
}
