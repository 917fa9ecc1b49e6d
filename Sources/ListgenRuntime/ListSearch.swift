// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

// MARK: - Search

/// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the
/// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file
/// serves every screen of the module).
public struct ListSearchQuery: Sendable, Hashable {
    /// The text typed, as typed (possibly empty: every row matches it).
    public var text: String
    /// The selected scope button's index, 0 for the first (and for a search bar without scopes).
    public var scopeIndex: Int

    public init(text: String, scopeIndex: Int = 0) {
        self.text = text
        self.scopeIndex = scopeIndex
    }

    /// Whether `value` contains the text, ignoring case and diacritics (`"Zoe"` finds `"Zoë"`); an empty
    /// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.
    public func matches(_ value: String?) -> Bool {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return true }
        guard let value else { return false }
        return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}

/// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;
/// this only says which ones the list shows, so a change made during a search reaches the results.
@MainActor
public struct ListRowSearch<Row: Identifiable> {
    /// The search shown now; nil while no search is active (every row shows).
    public var query: ListSearchQuery?
    /// The rows the app found itself (a server search), or nil: `predicate` decides.
    public var resultIDs: Set<Row.ID>?
    /// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.
    public var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }

    /// Whether a search is active.
    public var isActive: Bool { query != nil }

    /// The rows of `sections` the list shows: all of them without a search; during one, the rows the
    /// app's results name, else the rows `predicate` matches, each section in its own order.
    public func shown(_ sections: [[Row]]) -> [[Row]] {
        guard let query else { return sections }
        if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }
        return sections.map { $0.filter { predicate($0, query) } }
    }
}

extension ListRowStore {
    /// The search shown now, or nil when no search is active.
    public var searchQuery: ListSearchQuery? { activeSearch.query }

    /// Whether the screen shows its no-results state: a search is active and finds none of the rows (a
    /// list with no rows at all shows its empty state instead). The one rule for every variant.
    public var showsNoResults: Bool {
        activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }
    }

    /// Whether a row matches a query. Setting it runs the active search again.
    public var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {
        get { activeSearch.predicate }
        set {
            activeSearch.predicate = newValue
            if activeSearch.isActive { change(.reload) {} }
        }
    }

    /// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app
    /// handed back are dropped). The rows stay as they are: only what the list shows changes.
    public func search(_ query: ListSearchQuery?) {
        guard query != activeSearch.query else { return }
        change(.reload) {
            activeSearch.query = query
            if query == nil { activeSearch.resultIDs = nil }
        }
    }

    /// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on
    /// a server), in the list's order, until the search ends or new results come; nil lets the predicate
    /// decide again. Results for a search that already ended are dropped.
    public func showSearchResults(withIDs ids: [Row.ID]?) {
        guard activeSearch.isActive else { return }
        change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }
    }
}
