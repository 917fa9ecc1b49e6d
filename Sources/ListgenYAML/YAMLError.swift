/// A problem found while reading YAML, located in the source.
public struct YAMLError: Error, Sendable, Hashable {
    /// A related place, printed as a `note:` line.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var mark: SourceMark

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

    public init(message: String, mark: SourceMark, notes: [Note] = []) {
        self.message = message
        self.mark = mark
        self.notes = notes
    }
}

/// Every problem found in one YAML input (at least one).
public struct YAMLErrors: Error, Sendable {
    public var errors: [YAMLError]

    public init(_ errors: [YAMLError]) {
        self.errors = errors
    }
}
