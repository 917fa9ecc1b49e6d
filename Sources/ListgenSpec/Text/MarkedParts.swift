/// The generated parts of a Markdown page, each between `<!-- <kind>: <name> -->` and
/// `<!-- /<kind> -->`: the one rule by which the spec tables (``SpecReference``) and the
/// command-line page (`CommandLineReference`) are rewritten.
///
/// A marker naming no part, or a part without its markers, is an error: a part never silently goes
/// missing from its page.
package struct MarkedParts: Sendable {
    /// The page, relative to the package root, as messages name it.
    package let page: String
    /// The markers' word: `spec-format`, `command-line`.
    package let kind: String

    package init(page: String, kind: String) {
        self.page = page
        self.kind = kind
    }

    package func beginMarker(_ name: String) -> String { "<!-- \(kind): \(name) -->" }
    package var endMarker: String { "<!-- /\(kind) -->" }

    /// Why a page cannot be rewritten.
    package struct Failure: Error, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// `text` with the lines between each part's markers replaced by the part's `lines`, with a blank
    /// line on either side (so that a Markdown table next to the HTML comments stays a table).
    ///
    /// - Parameters:
    ///   - what: what a part is, for a marker that names none (`part of the command line`).
    ///   - missing: what follows the markers in the message for a part the page lacks (`for the
    ///     Screen table`), given the part's name.
    package func updating(
        _ text: String, parts: [(name: String, lines: [String])], what: String,
        missing: (String) -> String = { _ in "" }
    ) throws(Failure) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = "<!-- \(kind): "
        var found: Set<String> = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(begin) else {
                index += 1
                continue
            }
            guard let part = parts.first(where: { beginMarker($0.name) == line }) else {
                throw Failure(message: "\(page):\(index + 1): '\(line)' names no \(what)")
            }
            guard let end = lines[(index + 1)...].firstIndex(of: endMarker) else {
                throw Failure(message: "\(page):\(index + 1): '\(line)' has no '\(endMarker)' after it")
            }
            let body = [""] + part.lines + [""]
            lines.replaceSubrange((index + 1)..<end, with: body)
            found.insert(part.name)
            index += body.count + 2
        }
        if let name = parts.map(\.name).first(where: { !found.contains($0) }) {
            throw Failure(message: "\(page) has no '\(beginMarker(name))' … '\(endMarker)'" + missing(name))
        }
        return lines.joined(separator: "\n")
    }
}
