/// A problem found while reading YAML, located in the source.
public struct YAMLError: Error, Sendable, Hashable {
    /// A related place, printed as a `note:` line.
    public struct Note: Sendable, Hashable {
        /// What the place is, e.g. `first defined here`.
        public var message: String
        /// The related place.
        public var mark: SourceMark

        /// Creates a note at `mark`.
        public init(message: String, mark: SourceMark) {
            self.message = message
            self.mark = mark
        }
    }

    /// What is wrong, as one sentence without a trailing period, lower-case first word.
    public var message: String
    /// Where it is wrong.
    public var mark: SourceMark
    /// Related places.
    public var notes: [Note]
    /// For a `- ` list item where a mapping's entries were expected (or a key where list items were): the
    /// key whose value the item made a list, `events` for `events:` followed by `- reply:`. A reader that
    /// knows what the key holds can say so.
    public var listKey: String?

    /// Creates an error at `mark`, with optional notes at related places.
    public init(message: String, mark: SourceMark, notes: [Note] = []) {
        self.message = message
        self.mark = mark
        self.notes = notes
    }
}

/// Every problem found in one YAML input (at least one).
public struct YAMLErrors: Error, Sendable {
    /// The problems, in source order.
    public var errors: [YAMLError]

    /// Wraps the given problems.
    public init(_ errors: [YAMLError]) {
        self.errors = errors
    }
}
