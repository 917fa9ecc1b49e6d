/// Collects the diagnostics of a run.
///
/// Stages append to it and continue where they can; the pipeline stops before writing
/// anything when ``hasErrors`` is true.
public struct DiagnosticEngine: Sendable {
    /// Everything reported so far, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// Whether an error has been reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports a diagnostic.
    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports an error.
    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    /// Reports a warning.
    public mutating func warning(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    /// Appends everything `other` collected.
    public mutating func merge(_ other: DiagnosticEngine) {
        diagnostics.append(contentsOf: other.diagnostics)
    }
}
