import ListgenYAML

/// A problem (or a remark) about an input file, located in it.
///
/// Diagnostics are values: every stage appends them to a ``DiagnosticEngine`` and goes on
/// where it can, so that a run reports every problem of a spec at once.
package struct Diagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    /// A related place, printed as a `note:` line after the diagnostic.
    package struct Note: Sendable, Hashable {
        package var message: String
        package var location: SourceLocation

        package init(_ message: String, at location: SourceLocation) {
            self.message = Diagnostic.singleLine(message)
            self.location = location
        }
    }

    package var severity: Severity
    package var message: String
    package var location: SourceLocation
    package var notes: [Note]

    package init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = Self.singleLine(message)
        self.location = location
        self.notes = notes
    }

    /// `message` with line breaks, control and bidirectional-formatting characters (which spec
    /// text quoted in a message may hold) spelled as escapes, so a diagnostic is always one line.
    /// Messages longer than 1,000 scalars (quoting a huge key or value) keep their start and end.
    static func singleLine(_ message: String) -> String {
        let scalars = message.unicodeScalars
        if scalars.count > 1_000 {
            let start = String(String.UnicodeScalarView(scalars.prefix(600)))
            let end = String(String.UnicodeScalarView(scalars.suffix(300)))
            return singleLine(start + " … (\(scalars.count - 900) characters left out) … " + end)
        }
        guard scalars.contains(where: { $0 == "\n" || UnsafeScalars.contains($0) }) else {
            return message
        }
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if UnsafeScalars.contains(scalar) {
                    out += UnsafeScalars.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// An error at `location`.
    package static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// `diagnostics` in the order of their places: the files in the order they first appear, and
    /// within a file by line and column, so that a spec's problems read top to bottom whichever stage
    /// found them. Stable (diagnostics at one place keep their order), and each diagnostic keeps its
    /// notes, wherever they point.
    package static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for diagnostic in diagnostics where fileOrder[diagnostic.location.path] == nil {
            fileOrder[diagnostic.location.path] = fileOrder.count
        }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.location, rhs.element.location)
            return (fileOrder[left.path]!, left.line, left.column, lhs.offset)
                < (fileOrder[right.path]!, right.line, right.column, rhs.offset)
        }.map(\.element)
    }

    /// A warning at `location`.
    package static func warning(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }
}

/// A place in an input file: its path as given on the command line, and a 1-based line and column.
package struct SourceLocation: Sendable, Hashable, Comparable {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The location of `mark` in `path`.
    package init(path: String, mark: SourceMark) {
        self.init(path: path, line: mark.line, column: mark.column)
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
