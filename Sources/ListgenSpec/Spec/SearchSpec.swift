/// `search:` — a search bar over the rows: the `String` fields it matches, its placeholder and its
/// scope buttons.
package struct SearchSpec: Sendable, Hashable {
    /// `fields`: the `String` (or `String?`) fields a search matches, case- and diacritic-insensitive;
    /// at least one.
    package var fields: [String]
    /// `placeholder`: the text the empty search field shows, if any.
    package var placeholder: String?
    /// `scopes`: the scope buttons, in order; empty for none.
    package var scopes: [SearchScopeSpec]

    package init(fields: [String], placeholder: String? = nil, scopes: [SearchScopeSpec] = []) {
        self.fields = fields
        self.placeholder = placeholder
        self.scopes = scopes
    }
}

/// One entry of `search.scopes`: a scope button, which keeps the rows whose `Bool` field is true (or
/// every row, without a field).
package struct SearchScopeSpec: Sendable, Hashable {
    /// `title`: the button's title.
    package var title: String
    /// `field`: the `Bool` field a row must have true to be in this scope; nil for every row.
    package var field: String?

    package init(title: String, field: String? = nil) {
        self.title = title
        self.field = field
    }
}
