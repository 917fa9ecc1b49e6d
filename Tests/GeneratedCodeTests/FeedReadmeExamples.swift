// The feed example of Documentation/EmptyStateRefreshPaging.md
// (`<!-- compiled: Tests/GeneratedCodeTests/FeedReadmeExamples.swift -->`),
// compiled against the Deliveries golden (internal access, hence `@testable`), whose spec has
// `emptyState`, `refresh: true` and `paging: true`. ReadmeExamplesTests checks the page's block
// appears below line for line.

@testable import GoldenDeliveriesTableDiffableClosure

/// Stands in for the app's model in the page's example.
@MainActor
protocol DeliveryStore: AnyObject {
    func firstPage() async -> [DeliveriesSection: [DeliveriesRow]]
    func nextPage() async throws -> [DeliveriesSection: [DeliveriesRow]]
    func pageFailed(_ error: any Error)
}

@MainActor
func connect(_ screen: DeliveriesViewController, to store: any DeliveryStore) {
    // Pull to refresh: the spinner stops when this closure returns.
    screen.onRefresh = { screen in
        screen.setRows(await store.firstPage())
    }
    // Paging: return the next page (appended for you); [:] at the end; throw to retry later.
    screen.onLoadNextPage = { _ in
        try await store.nextPage()
    }
    // A failed page: say so (it is asked for again when the last row comes into view).
    screen.onLoadNextPageFailed = { _, error in
        store.pageFailed(error)
    }
    // The paging footer (`footer: true`): its retry button is the screen's to restyle.
    screen.pageFooterRetryButton.configuration?.title = "Try again"
}
