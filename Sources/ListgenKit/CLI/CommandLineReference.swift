/// The generated parts of `Documentation/CommandLine.md` (``page``): the synopsis and the option
/// list of `listgen <spec>...` from ``GenerateOptions``, and the exit-code table from ``ExitCode``.
///
/// Each part sits in the page between `<!-- command-line: <part> -->` and `<!-- /command-line -->`;
/// `LISTGEN_RECORD=1 swift test` rewrites them and a freshness test fails when they are stale, so
/// an option is declared once and its parser, `--help` and documentation all come from that.
enum CommandLineReference {
    /// The page the parts are written into, relative to the package root.
    static let page = "Documentation/CommandLine.md"

    /// The parts, by marker name, in the page's order.
    static var parts: [(name: String, text: String)] {
        [("synopsis", synopsis), ("options", options), ("exit codes", exitCodes)]
    }

    /// `listgen <spec>... [-o <dir>] …`, wrapped before column 100, then `--help | --version`.
    static var synopsis: String {
        let helpAndVersion = [GenerateOptions.help.names.last!, GenerateOptions.version.names.last!]
        let items = GenerateOptions.all.filter { $0.names.allSatisfy { !helpAndVersion.contains($0) } }.map {
            "[" + $0.names[0] + ($0.value.map { " " + $0 } ?? "") + "]"
        }
        let indent = String(repeating: " ", count: "listgen ".count)
        var lines = ["listgen <spec>..."]
        for item in items {
            if lines[lines.count - 1].count + 1 + item.count > 99 {
                lines.append(indent + item)
            } else {
                lines[lines.count - 1] += " " + item
            }
        }
        lines.append("listgen " + helpAndVersion.joined(separator: " | "))
        return "```\n" + lines.joined(separator: "\n") + "\n```\n"
    }

    /// The options as `listgen --help` prints them.
    static var options: String { "```\n" + GenerateOptions.helpText + "```\n" }

    /// The exit codes, one row each.
    static var exitCodes: String {
        (["| code | meaning |", "| --- | --- |"] + ExitCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |" })
            .joined(separator: "\n") + "\n"
    }

    static func beginMarker(_ name: String) -> String { "<!-- command-line: \(name) -->" }
    static let endMarker = "<!-- /command-line -->"

    /// `text` (the text of ``page``) with every marked part replaced by its current text. A marker
    /// naming no part, or a part without its markers, is an error: a part never silently goes missing.
    static func updating(page text: String) throws(ReferenceError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let parts = parts
        var found: Set<String> = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("<!-- command-line: ") else {
                index += 1
                continue
            }
            guard let part = parts.first(where: { beginMarker($0.name) == line }) else {
                throw ReferenceError(message: "\(page):\(index + 1): '\(line)' names no part of the command line")
            }
            guard let end = lines[(index + 1)...].firstIndex(of: endMarker) else {
                throw ReferenceError(message: "\(page):\(index + 1): '\(line)' has no '\(endMarker)' after it")
            }
            let body =
                [""]
                + part.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
                    String.init) + [""]
            lines.replaceSubrange((index + 1)..<end, with: body)
            found.insert(part.name)
            index += body.count + 2
        }
        if let missing = parts.map(\.name).first(where: { !found.contains($0) }) {
            throw ReferenceError(message: "\(page) has no '\(beginMarker(missing))' … '\(endMarker)'")
        }
        return lines.joined(separator: "\n")
    }

    struct ReferenceError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
