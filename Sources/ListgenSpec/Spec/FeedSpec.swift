/// The screen-level keys about rows arriving (issue #14): `emptyState`, `refresh` and `paging`.
package struct FeedSpec: Sendable, Hashable {
    /// `emptyState`: what the list shows while it has no rows; nil when the spec has none.
    package var emptyState: EmptyStateSpec?
    /// `refresh`: pull to refresh.
    package var refresh: Bool
    /// `paging`: load the next page when a row near the end comes into view; nil without paging.
    package var paging: PagingSpec?

    /// `nil` takes the spec format's default (``SpecFormat/Screen``).
    package init(emptyState: EmptyStateSpec? = nil, refresh: Bool? = nil, paging: PagingSpec? = nil) {
        self.emptyState = emptyState
        self.refresh = refresh ?? SpecFormat.Screen.refresh.defaultValue
        self.paging = paging ?? SpecFormat.Screen.paging.defaultValue
    }
}

/// `paging:` — `true`, or `{ prefetch: N, footer: true }`: when the next page is asked for, and its footer.
package struct PagingSpec: Sendable, Hashable {
    /// `prefetch`: ask when the row this many rows before the end comes into view; nil for the last row.
    package var prefetch: Int?
    /// `footer`: a spinner after the last row while a page loads, and a retry button when it failed.
    package var footer: Bool

    /// `nil` takes the spec format's default (``SpecFormat/Paging``).
    package init(prefetch: Int? = nil, footer: Bool? = nil) {
        self.prefetch = prefetch
        self.footer = footer ?? SpecFormat.Paging.footer.defaultValue
    }

    /// How many rows before the end the asking row is: 0 for the last row.
    package var distance: Int { prefetch ?? 0 }
}

/// `emptyState:` — the texts and symbol shown while the list has no rows.
package struct EmptyStateSpec: Sendable, Hashable {
    /// `text`: the main text.
    package var text: String
    /// `secondaryText`: a second line, if any.
    package var secondaryText: String?
    /// `systemImage`: an SF Symbol's name, if any.
    package var systemImage: String?
    /// `image`: an image asset's name (`UIImage(named:)`), if any; never set with `systemImage`.
    package var image: String?
    /// `action`: a button under the text, if any.
    package var action: EmptyStateActionSpec?
    /// `noResults`: what the list shows while a search finds nothing (only with `search`), if any.
    package var noResults: NoResultsSpec?

    package init(
        text: String, secondaryText: String? = nil, systemImage: String? = nil, image: String? = nil,
        action: EmptyStateActionSpec? = nil, noResults: NoResultsSpec? = nil
    ) {
        self.text = text
        self.secondaryText = secondaryText
        self.systemImage = systemImage
        self.image = image
        self.action = action
        self.noResults = noResults
    }
}

/// `emptyState.noResults:` — what the list shows while a search finds no row, in place of the empty
/// state (which is for a list with no rows at all).
package struct NoResultsSpec: Sendable, Hashable {
    /// `text`: the main text.
    package var text: String
    /// `systemImage`: an SF Symbol's name, if any.
    package var systemImage: String?
    /// `image`: an image asset's name (`UIImage(named:)`), if any; never set with `systemImage`.
    package var image: String?

    package init(text: String, systemImage: String? = nil, image: String? = nil) {
        self.text = text
        self.systemImage = systemImage
        self.image = image
    }
}

/// `emptyState.action:` — the empty state's button: it follows a route (one with `pass: none`, since
/// an empty list has no row to pass), or without one is an action of the screen.
package struct EmptyStateActionSpec: Sendable, Hashable {
    /// `title`: the button's title.
    package var title: String
    /// `route`: the route the button follows; nil makes it an action of the screen.
    package var route: String?

    package init(title: String, route: String? = nil) {
        self.title = title
        self.route = route
    }
}
