import ListgenSpec

/// The generated parts of `Documentation/CommandLine.md` (``page``): the synopsis and the option
/// list of `listgen <spec>...` from ``GenerateOptions``, the other commands and their options from
/// ``Subcommands``, and the exit-code table from ``ExitCode``.
///
/// Each part sits in the page between `<!-- command-line: <part> -->` and `<!-- /command-line -->`;
/// `LISTGEN_RECORD=1 swift test` rewrites them and a freshness test fails when they are stale, so
/// an option is declared once and its parser, `--help` and documentation all come from that.
enum CommandLineReference {
    /// The page the parts are written into, relative to the package root.
    static let page = "Documentation/CommandLine.md"

    /// The parts, by marker name, in the page's order.
    static var parts: [(name: String, text: String)] {
        [("synopsis", synopsis), ("commands", commands), ("options", options), ("exit codes", exitCodes)]
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

    /// The other commands and their options, as `listgen --help` lists them.
    static var commands: String { "```\n" + Subcommands.helpText + "```\n" }

    /// The options as `listgen --help` prints them.
    static var options: String { "```\n" + GenerateOptions.helpText + "```\n" }

    /// The exit codes, one row each.
    static var exitCodes: String {
        (["| code | meaning |", "| --- | --- |"] + ExitCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |" })
            .joined(separator: "\n") + "\n"
    }

    /// The page's markers: `<!-- command-line: <part> -->` … `<!-- /command-line -->`.
    static let markers = MarkedParts(page: page, kind: "command-line")

    /// `text` (the text of ``page``) with every marked part replaced by its current text. A marker
    /// naming no part, or a part without its markers, is an error: a part never silently goes missing.
    static func updating(page text: String) throws(ReferenceError) -> String {
        try markers.updating(
            text,
            parts: parts.map {
                ($0.name, $0.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
            }, what: "part of the command line")
    }

    typealias ReferenceError = MarkedParts.Failure
}
