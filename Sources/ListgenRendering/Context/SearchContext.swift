import ListgenSpec

/// The root's `search`: the screen's search bar (`search`), or `null` without one. The controller owns
/// a `UISearchController` in its navigation item; the row store keeps every row and shows the ones the
/// search finds.
struct SearchContext: Encodable, Sendable {
    /// The search field's placeholder as a Swift expression of type `String`, or `null` (UIKit's).
    var placeholderExpression: String?
    /// The scope buttons' titles as a Swift array literal (`["All", "Starred"]`), or `null` without scopes.
    var scopeTitlesExpression: String?
    /// The scopes that keep only some rows, each with its index and condition; empty when every scope
    /// keeps every row (or there are none).
    var filteringScopes: [SearchScopeContext]
    /// `filteringScopes` is not empty: the rule switches on the selected scope.
    var hasFilteringScopes: Bool
    /// Whether a row of the screen's one model, `row`, contains `query`'s text in one of the spec's
    /// `fields`, as a Swift expression (`query.matches(row.subject) || query.matches(row.sender)`).
    var textMatchExpression: String
    /// The fields matched, for the doc comment: `` `subject`, `sender` ``.
    var fieldList: String
}

/// `search.filteringScopes[]`: a scope button with a `field`.
struct SearchScopeContext: Encodable, Sendable {
    /// The scope's index among the buttons (`ListSearchQuery.scopeIndex`).
    var index: Int
    /// Whether `row` is in the scope, as a Swift expression (`row.isStarred`).
    var conditionExpression: String
}

extension TemplateContextBuilder {
    /// The screen's search bar, or nil without `search`.
    func search() -> SearchContext? {
        guard let search = spec.search else { return nil }
        let filteringScopes = search.scopes.enumerated().compactMap { index, scope in
            scope.field.map { SearchScopeContext(index: index, conditionExpression: "row.\($0)") }
        }
        let scopeTitles = search.scopes.enumerated().map { index, scope in
            userText(
                scope.title, key: ["search", "scope\(index)", "title"],
                comment: "The title of scope button \(index + 1) of the search bar")
        }
        return SearchContext(
            placeholderExpression: search.placeholder.map {
                userText($0, key: ["search", "placeholder"], comment: "The placeholder of the search field")
            },
            scopeTitlesExpression: scopeTitles.isEmpty ? nil : "[\(scopeTitles.joined(separator: ", "))]",
            filteringScopes: filteringScopes, hasFilteringScopes: !filteringScopes.isEmpty,
            textMatchExpression: search.fields.map { "query.matches(row.\($0))" }.joined(separator: " || "),
            fieldList: search.fields.map { "`\($0)`" }.joined(separator: ", "))
    }
}
