/// The screen-level keys about rows arriving (issue #14): `emptyState`, `refresh` and `paging`.
public struct FeedSpec: Sendable, Hashable {
    /// `emptyState`: what the list shows while it has no rows; nil when the spec has none.
    public var emptyState: EmptyStateSpec?
    /// `refresh`: pull to refresh.
    public var refresh: Bool
    /// `paging`: load the next page when the last row comes into view.
    public var paging: Bool

    /// `nil` takes the spec format's default (``SpecFormat/Screen``).
    public init(emptyState: EmptyStateSpec? = nil, refresh: Bool? = nil, paging: Bool? = nil) {
        self.emptyState = emptyState
        self.refresh = refresh ?? SpecFormat.Screen.refresh.defaultValue
        self.paging = paging ?? SpecFormat.Screen.paging.defaultValue
    }
}

/// `emptyState:` — the texts and symbol shown while the list has no rows.
public struct EmptyStateSpec: Sendable, Hashable {
    /// `text`: the main text.
    public var text: String
    /// `secondaryText`: a second line, if any.
    public var secondaryText: String?
    /// `systemImage`: an SF Symbol's name, if any.
    public var systemImage: String?

    public init(text: String, secondaryText: String? = nil, systemImage: String? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.systemImage = systemImage
    }
}
