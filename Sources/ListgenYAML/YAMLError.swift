/// A problem found while reading YAML, located in the source.
package struct YAMLError: Error, Sendable, Hashable {
    /// A related place, printed as a `note:` line.
    package struct Note: Sendable, Hashable {
        /// What the place is, e.g. `first defined here`.
        package var message: String
        /// The related place.
        package var mark: SourceMark

        /// Creates a note at `mark`.
        package init(message: String, mark: SourceMark) {
            self.message = message
            self.mark = mark
        }
    }

    /// What is wrong, as one sentence without a trailing period, lower-case first word.
    package var message: String
    /// Where it is wrong.
    package var mark: SourceMark
    /// Related places.
    package var notes: [Note]
    /// For a `- ` list item where a mapping's entries were expected (or a key where list items were): the
    /// key whose value the item made a list, `events` for `events:` followed by `- reply:`. A reader that
    /// knows what the key holds can say so.
    package var listKey: String?

    /// Creates an error at `mark`, with optional notes at related places.
    package init(message: String, mark: SourceMark, notes: [Note] = []) {
        self.message = message
        self.mark = mark
        self.notes = notes
    }
}

/// Every problem found in one YAML input (at least one).
package struct YAMLErrors: Error, Sendable {
    /// The problems, in source order.
    package var errors: [YAMLError]

    /// Wraps the given problems.
    package init(_ errors: [YAMLError]) {
        self.errors = errors
    }
}
