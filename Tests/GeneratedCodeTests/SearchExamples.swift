// The examples of Documentation/Search.md (`<!-- compiled: Tests/GeneratedCodeTests/SearchExamples.swift -->`),
// compiled against the Inbox golden (a search over `subject` and `sender`, scopes All and Starred).
// ReadmeExamplesTests checks the page's blocks appear below line for line. The search is driven with
// real UIKit API only: the bar's text, the controller's `isActive`, and its results updater.

import Foundation
import Testing

@testable import GoldenInboxTableClassicDelegate

/// Also finds flagged mail: the query "flagged" shows every flagged message of the scope.
@MainActor
func findFlagged(on screen: InboxViewController) {
    screen.searchPredicate = { message, query in
        query.text.lowercased() == "flagged"
            ? (query.scopeIndex == 0 || message.isStarred) && message.isFlagged
            : InboxViewController.matchesSearch(message, query)
    }
}

/// Searches on a server: while a search is active, the list shows the messages `find` returns.
@MainActor
func searchOnServer(_ screen: InboxViewController, find: @escaping @MainActor (String) async -> [String]) {
    screen.onSearch = { [weak screen] query in
        guard let query else { return }
        Task { @MainActor in
            let ids = await find(query.text)
            screen?.showSearchResults(withIDs: ids)
        }
    }
}

@MainActor
@Suite struct SearchExamplesTests {
    static func message(_ id: String, subject: String, isFlagged: Bool = false) -> Message {
        Message(
            id: id, sender: "Ada", subject: subject, receivedAt: Date(timeIntervalSince1970: 0), isFlagged: isFlagged,
            isStarred: false, isMuted: false)
    }

    static func screen() -> InboxViewController {
        let screen = InboxViewController(
            router: InboxRouter(
                compose: { ComposeViewController(payload: $0) }, thread: { ThreadViewController(payload: $0) }))
        screen.setRows([
            .unread: [message("1", subject: "Lunch", isFlagged: true), message("2", subject: "Zoë's party")],
            .earlier: [message("3", subject: "Invoice")],
        ])
        screen.loadViewIfNeeded()
        return screen
    }

    /// Types `text` into the screen's bar as UIKit reports it: the controller is active, the bar holds
    /// the text, and the results updater is told.
    static func search(_ text: String?, on screen: InboxViewController) {
        screen.searchController.isActive = text != nil
        screen.searchController.searchBar.text = text ?? ""
        screen.updateSearchResults(for: screen.searchController)
    }

    static func shown(_ screen: InboxViewController) -> [String] {
        (0..<screen.tableView.numberOfSections).flatMap { section in
            (0..<screen.tableView.numberOfRows(inSection: section)).compactMap {
                screen.row(at: IndexPath(row: $0, section: section))?.id
            }
        }
    }

    /// The default rule ignores case and diacritics; the page's `findFlagged` adds its own word.
    @Test func aPredicateReplacesTheRule() {
        let screen = Self.screen()
        Self.search("zoe", on: screen)
        #expect(Self.shown(screen) == ["2"])
        findFlagged(on: screen)
        #expect(Self.shown(screen) == ["2"])
        Self.search("flagged", on: screen)
        #expect(Self.shown(screen) == ["1"])
        Self.search(nil, on: screen)
        #expect(Self.shown(screen) == ["1", "2", "3"])
    }

    /// The page's `searchOnServer`: the IDs the server returns are the results, until the search ends.
    @Test func aServerSearchHandsBackIDs() async {
        let screen = Self.screen()
        searchOnServer(screen) { _ in ["3", "1"] }
        Self.search("anything", on: screen)
        for _ in 0..<100 where Self.shown(screen) != ["1", "3"] { await Task.yield() }
        #expect(Self.shown(screen) == ["1", "3"])
        Self.search(nil, on: screen)
        #expect(Self.shown(screen) == ["1", "2", "3"])
    }
}
