/// Prints diagnostics the way the Swift compiler does, or as JSON for tools.
///
/// Text form, one diagnostic:
/// ```
/// Contacts.listgen.yaml:12:7: error: unknown key 'titel' in event 'button'; did you mean 'title'?
///       titel: Details
///       ^
/// Contacts.listgen.yaml:9:5: note: first defined here
/// ```
/// The source line and caret are printed only when ``showsSourceLines`` is on (the CLI turns
/// it on when stderr is a terminal), so that tools parsing the output see one line per diagnostic.
package struct DiagnosticRenderer: Sendable {
    /// The output formats of `--diagnostics-format`.
    package enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    /// Whether to print the source line and a caret under each location.
    package var showsSourceLines: Bool
    /// The source of each input, by path, for source lines.
    package var sources: [String: [UInt8]]

    package init(showsSourceLines: Bool = false, sources: [String: [UInt8]] = [:]) {
        self.showsSourceLines = showsSourceLines
        self.sources = sources
    }

    /// Renders diagnostics as compiler-style text, each line ending in a newline.
    package func text(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            line(diagnostic.severity, diagnostic.message, at: diagnostic.location, into: &out)
            for note in diagnostic.notes {
                line(.note, note.message, at: note.location, into: &out)
            }
        }
        return out
    }

    private func line(
        _ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation, into out: inout String
    ) {
        out += "\(location.path):\(location.line):\(location.column): \(severity.rawValue): \(message)\n"
        guard showsSourceLines, let source = sources[location.path],
            let sourceLine = Self.sourceLine(location.line, in: source)
        else { return }
        out += sourceLine + "\n"
        // Keep tabs in the padding so the caret lines up under tab-indented text.
        let padding = sourceLine.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }
        out += padding.joined() + "^\n"
    }

    /// The text of 1-based line `number` in `source`, without its line break.
    package static func sourceLine(_ number: Int, in source: [UInt8]) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < source.count, current < number {
            if source[index] == UInt8(ascii: "\n") {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == number, start <= source.count else { return nil }
        var end = start
        while end < source.count, source[end] != UInt8(ascii: "\n"), source[end] != UInt8(ascii: "\r") { end += 1 }
        let text = String(decoding: source[start..<end], as: UTF8.self)
        // Very long lines are cut so a caret stays readable.
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Renders diagnostics as a JSON array (one object per diagnostic, with its notes), newline-terminated.
    package func json(_ diagnostics: [Diagnostic]) -> String {
        func entry(
            _ severity: Diagnostic.Severity, _ message: String, _ location: SourceLocation
        ) -> [String: JSONValue] {
            [
                "severity": .string(severity.rawValue), "message": .string(message), "file": .string(location.path),
                "line": .int(location.line), "column": .int(location.column),
            ]
        }
        let entries = diagnostics.map { diagnostic -> JSONValue in
            var value = entry(diagnostic.severity, diagnostic.message, diagnostic.location)
            if !diagnostic.notes.isEmpty {
                value["notes"] = .array(diagnostic.notes.map { .object(entry(.note, $0.message, $0.location)) })
            }
            return .object(value)
        }
        return JSONValue.array(entries).prettyJSON() + "\n"
    }
}
