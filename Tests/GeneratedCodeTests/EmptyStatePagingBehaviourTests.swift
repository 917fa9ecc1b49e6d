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

    /// The empty state's layout check (`Scenarios.emptyStateLayoutProblems`, run by `emptyStateAction`)
    /// catches its negative control, the stack of text and button set as the list's background view,
    /// which UIKit sizes to the whole list (how listgen laid it out before issue #42), and passes the
    /// stack centred in a background view.
    @Test func emptyStateLayoutCatchesAStackSizedToTheList() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let button = UIButton(configuration: .filled())
        let stack = UIStackView(arrangedSubviews: [UIListContentView(configuration: .cell()), button])
        stack.axis = .vertical
        table.backgroundView = stack
        #expect(stack.frame.size == table.bounds.size, "UIKit sizes the background view to the list")
        #expect(Scenarios.emptyStateLayoutProblems(button: button, background: stack).count == 2)
        table.backgroundView = nil
        let background = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        background.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: background.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: background.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: background.layoutMarginsGuide.trailingAnchor),
        ])
        table.backgroundView = background
        #expect(Scenarios.emptyStateLayoutProblems(button: button, background: background).isEmpty)
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
