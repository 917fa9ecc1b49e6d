// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

extension ListRowStore {
    // MARK: Paging

    /// A page's rows as the screen's `onLoadNextPage` returns them.
    public enum Page {
        /// Each section's rows, appended at its end (fixed sections).
        case bySection([Section: [Row]])
        /// Rows in the order given, each appended at the end of its own section, which it creates when
        /// it is new (sections from the rows).
        case rows([Row])

        /// The page has no row: it was the last page.
        public var isEmpty: Bool {
            switch self {
            case .bySection(let rows): !rows.values.contains { !$0.isEmpty }
            case .rows(let rows): rows.isEmpty
            }
        }
    }

    /// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,
    /// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),
    /// unless a page is loading or the last page came. So a page is asked for once, however many rows
    /// near the end come into view while it loads. The page's rows are appended in one update; an empty
    /// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the
    /// next time a row near the end comes into view. A page belongs to the list it was asked for:
    /// `setRows` cancels it, and whatever it returns or throws is then dropped.
    public func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {
        guard let after = rowsAfter(indexPath), after <= distance else { return }
        startPage()
    }

    /// The footer's retry button: asks again for the page that failed, once; nothing unless the footer
    /// shows `.failed` (so a second tap while the page loads asks for nothing).
    public func retryPage() {
        guard pageFooter == .failed else { return }
        startPage()
    }

    /// Starts loading the next page unless a page is loading, the last page came, or there is no hook.
    func startPage() {
        guard pageTask == nil, hasMorePages, let loadNextPage else { return }
        pageFooter = .loading
        pageTask = Task { [weak self] in
            guard self != nil, !Task.isCancelled else { return }
            let page: Result<Page, any Error>
            do {
                page = .success(try await loadNextPage())
            } catch {
                page = .failure(error)
            }
            // Cancelled by `setRows`: the page belongs to the list it was asked for, which is gone.
            guard let self, !Task.isCancelled else { return }
            // Done before the rows go in: the new last row comes into view during that update, and
            // must be able to ask for the next page.
            self.pageTask = nil
            switch page {
            case .failure(let error):
                self.pageFooter = .failed
                self.onPageFailed?(error)
            case .success(let rows) where rows.isEmpty:
                self.hasMorePages = false
                self.pageFooter = .hidden
            case .success(let rows):
                // Hidden before the rows go in: their update may ask for the next page at once.
                self.pageFooter = .hidden
                switch rows {
                case .bySection(let rows): self.append(contentsOf: rows)
                case .rows(let rows): self.append(contentsOf: rows)
                }
            }
        }
    }

    /// How many rows the list shows after `indexPath` (during a search, of the rows it finds), counted
    /// over all sections; nil when it names no row.
    func rowsAfter(_ indexPath: IndexPath) -> Int? {
        guard row(at: indexPath) != nil else { return nil }
        let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
        return shown[indexPath.section].count - 1 - indexPath.item + later
    }

    /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
    /// dropped, and paging starts again for the new list.
    func restartPaging() {
        pageTask?.cancel()
        pageTask = nil
        hasMorePages = true
        pageFooter = .hidden
    }

    // MARK: Refresh

    /// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so
    /// a refresh can be neither left spinning nor ended twice.
    public func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {
        guard refreshTask == nil else { return }
        refreshTask = Task { [weak self] in
            await refresh()
            end()
            self?.refreshTask = nil
        }
    }
}

/// What a paged list shows after its last row (`paging: { footer: true }`), from the row store's one
/// paging lifecycle (``ListRowStore/pageFooter``); every variant's controller renders it the same way.
public enum ListPageFooter: Sendable, Equatable {
    /// No page is loading and none failed: no footer.
    case hidden
    /// A page is loading: a spinner.
    case loading
    /// The last page asked for failed: a retry button that asks for it again.
    case failed

    /// The element kind of a collection list's page footer: a boundary supplementary item of the whole
    /// layout, after every section, so that no row's index path changes.
    public static let elementKind = "ListPageFooter"
}

extension ListRowStore where Section: CaseIterable {
    /// A store whose sections are fixed: every case of `Section`, in `allCases` order.
    public convenience init() {
        self.init(sections: .fixed(Array(Section.allCases)))
    }
}
