/// Collects the diagnostics of a run.
///
/// Stages append to it and continue where they can; the pipeline stops before writing
/// anything when ``hasErrors`` is true.
package struct DiagnosticEngine: Sendable {
    /// Everything reported so far, in the order reported.
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// Whether an error has been reported.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports a diagnostic.
    package mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports an error.
    package mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        emit(.error(message, at: location, notes: notes))
    }

    /// Reports a warning.
    package mutating func warning(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        emit(.warning(message, at: location, notes: notes))
    }

    /// Appends everything `other` collected.
    package mutating func merge(_ other: DiagnosticEngine) {
        diagnostics.append(contentsOf: other.diagnostics)
    }
}
