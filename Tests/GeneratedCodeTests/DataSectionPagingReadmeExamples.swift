// The paging example with sections from the data of Documentation/EmptyStateRefreshPaging.md
// (`<!-- compiled: Tests/GeneratedCodeTests/DataSectionPagingReadmeExamples.swift -->`), compiled
// against the History golden, whose `onLoadNextPage` returns `[Visit]`.
// ReadmeExamplesTests checks the page's block appears below line for line.

@testable import GoldenHistoryTableDiffableClosure

/// The app's history of visits, as the example's screen pages through it.
@MainActor
protocol VisitHistory {
    func olderVisits() async throws -> [Visit]
}

@MainActor
func connect(_ screen: HistoryViewController, to history: any VisitHistory) {
    // Sections from the data: a page is a list of rows, each goes to its day's section.
    screen.onLoadNextPage = { _ in
        try await history.olderVisits()
    }
}
