import Foundation
import ListgenYAML
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `--list`, `--data-source` and `--wiring` are applied to the decoded spec before it is validated
/// (``SpecOverrides``), so a choice made on the command line gets exactly the checks, and the
/// diagnostics, that the same choice written in the spec gets (issue #20, item 11).
@Suite struct OverrideTests {
    /// One override and one check that depends on it.
    struct Case: Sendable, CustomTestStringConvertible {
        /// What is checked.
        var check: String
        /// The command line's choice.
        var override: SpecOverrides
        /// The spec, with the line `«choice»` where the choice is written.
        var spec: String
        /// `«choice»` when the spec makes the choice (run without the override).
        var written: String
        /// `«choice»` when the command line makes it (run with the override): the other choice, or a
        /// comment.
        var instead: String
        /// What both runs print, marked in `spec` as `MarkedText` marks it; empty for a spec that the
        /// override makes valid.
        var expected: [(marker: Int, message: String)]

        var testDescription: String { check }

        /// The command-line arguments of ``override``.
        var arguments: [String] {
            (override.list.map { ["--list", $0.rawValue] } ?? [])
                + (override.dataSource.map { ["--data-source", $0.rawValue] } ?? [])
                + (override.wiring.map { ["--wiring", $0.rawValue] } ?? [])
        }
    }

    /// The cell `Item` (with an event, so that delegate wiring declares `ItemDelegate`), then the
    /// lines of `other` (a second cell) and `routes`.
    static func spec(other: String, routes: String = "") -> String {
        """
        screen: Items
        «choice»
        cells:
          ❷Item:
            model: Entry
            fields: { id: Int, name: String }
            display: { text: name }
            events: { flag: { title: Flag } }
        \(other)
        \(routes)
        """
    }

    /// Every check that depends on an override. `dataSource` has none: no rule of a spec depends on
    /// the data source; of `list`, only that a sidebar style is a collection list's (the sweep below
    /// keeps a check that would depend on them honest).
    static let cases: [Case] = [
        Case(
            check: "--list table: 'style: sidebar' is a collection list's appearance",
            override: SpecOverrides(list: .table),
            spec: """
                screen: Items
                «choice»
                style: ❶sidebar
                cells:
                  Item:
                    model: Entry
                    fields: { id: Int, name: String }
                """,
            written: "list: table", instead: "list: collection",
            expected: [
                (
                    1,
                    "error: 'style: sidebar' is a collection list's appearance; a table has no such style "
                        + "(use 'list: collection', or 'plain', 'grouped' or 'insetGrouped')"
                )
            ]),
        Case(
            check: "--list collection: a sidebar style is fine",
            override: SpecOverrides(list: .collection),
            spec: """
                screen: Items
                «choice»
                style: sidebarPlain
                cells:
                  Item:
                    model: Entry
                    fields: { id: Int, name: String }
                """,
            written: "list: collection", instead: "list: table",
            expected: []),
        Case(
            check: "--wiring delegate: a delegate protocol named like another cell",
            override: SpecOverrides(wiring: .delegate),
            spec: spec(other: "  ❶ItemDelegate:\n    model: Other\n    fields: { id: Int }"),
            written: "wiring: delegate", instead: "# wiring: closure, the default",
            expected: [
                (1, "error: cell 'ItemDelegate' clashes with the delegate protocol of cell 'Item' of the same name"),
                (2, "note: the delegate protocol of cell 'Item' comes from here"),
            ]),
        Case(
            check: "--wiring delegate replaces a cell's own wiring",
            override: SpecOverrides(wiring: .delegate),
            spec: """
                screen: Items
                cells:
                  ❷Item:
                    model: Entry
                «choice»
                    fields: { id: Int, name: String }
                    events: { flag: { title: Flag } }
                  ❶ItemDelegate:
                    model: Other
                    fields: { id: Int }
                """,
            written: "    wiring: delegate", instead: "    wiring: closure",
            expected: [
                (1, "error: cell 'ItemDelegate' clashes with the delegate protocol of cell 'Item' of the same name"),
                (2, "note: the delegate protocol of cell 'Item' comes from here"),
            ]),
        Case(
            check: "--wiring delegate: a delegate protocol named like a model",
            override: SpecOverrides(wiring: .delegate),
            spec: spec(other: "  ❶Other:\n    model: ItemDelegate\n    fields: { id: Int }"),
            written: "wiring: delegate", instead: "# wiring: closure, the default",
            expected: [
                (
                    1,
                    "error: the model of cell 'Other' 'ItemDelegate' clashes with the delegate protocol of cell 'Item' "
                        + "of the same name"
                ),
                (2, "note: the delegate protocol of cell 'Item' comes from here"),
            ]),
        Case(
            check: "--wiring delegate: a delegate protocol named like a destination",
            override: SpecOverrides(wiring: .delegate),
            spec: spec(
                other: "  OtherCell:\n    model: Other\n    fields: { id: Int }\n    select: { route: detail }",
                routes: "routes:\n  ❶detail: { destination: ItemDelegate }"),
            written: "wiring: delegate", instead: "# wiring: closure, the default",
            expected: [
                (
                    1,
                    "error: destination 'ItemDelegate' of route 'detail' clashes with the delegate protocol of cell "
                        + "'Item' of the same name"
                ),
                (2, "note: declared here"),
            ]),
        Case(
            check: "--wiring delegate: a delegate protocol named like a content view",
            override: SpecOverrides(wiring: .delegate),
            spec: spec(
                other: "  OtherCell:\n    model: Other\n    fields: { id: Int }\n    content: { view: ❶ItemDelegate }"),
            written: "wiring: delegate", instead: "# wiring: closure, the default",
            expected: [
                (
                    1,
                    "error: content view 'ItemDelegate' of cell 'OtherCell' clashes with the delegate protocol of cell "
                        + "'Item' of the same name; the view is your own type"
                ),
                (2, "note: declared here"),
            ]),
        Case(
            check: "--wiring delegate: a cell without events declares no delegate protocol, so no clash",
            override: SpecOverrides(wiring: .delegate),
            spec: """
                screen: Items
                «choice»
                cells:
                  Note:
                    model: Entry
                    fields: { id: Int, name: String }
                  NoteDelegate:
                    model: Other
                    fields: { id: Int }
                """,
            written: "wiring: delegate", instead: "# wiring: closure, the default",
            expected: []),
        Case(
            check: "--wiring closure: no delegate protocol, no clash",
            override: SpecOverrides(wiring: .closure),
            spec: spec(other: "  ItemDelegate:\n    model: Other\n    fields: { id: Int }"),
            written: "wiring: closure", instead: "wiring: delegate",
            expected: []),
    ]

    /// The spec of `testCase` with its choice written as `choice`, marked.
    static func marked(_ testCase: Case, choice: String) -> MarkedText {
        MarkedText(testCase.spec.replacingOccurrences(of: "«choice»", with: choice) + "\n")
    }

    /// What the CLI prints on standard error for `text` saved as `Items.listgen.yaml`, and its exit code.
    static func run(_ text: String, arguments: [String]) throws -> (stderr: String, code: ExitCode, path: String) {
        let scratch = try Scratch()
        let path = scratch.path + "/Items.listgen.yaml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let run = try CLIRun(arguments: [path] + arguments)
        if run.code != .success { #expect(run.written.isEmpty, "wrote \(run.written)") }
        return (run.io.stderr, run.code, path)
    }

    @Test(arguments: cases)
    func overrideGetsTheChecksOfTheSpecKey(_ testCase: Case) throws {
        let written = Self.marked(testCase, choice: testCase.written)
        let instead = Self.marked(testCase, choice: testCase.instead)
        let fromSpec = try Self.run(written.text, arguments: [])
        let fromCommandLine = try Self.run(instead.text, arguments: testCase.arguments)
        let expected = testCase.expected.map { "\(written.at($0.marker, path: fromSpec.path)): \($0.message)\n" }
        #expect(fromSpec.stderr == expected.joined(), "written in the spec")
        #expect(fromSpec.code == (expected.isEmpty ? .success : .failure))
        let sameText = fromCommandLine.stderr.replacingOccurrences(of: fromCommandLine.path, with: fromSpec.path)
        #expect(sameText == fromSpec.stderr, "\(testCase.arguments.joined(separator: " "))")
        #expect(fromCommandLine.code == fromSpec.code)
    }

    // MARK: Every override over every spec of the repository

    /// One override of one key, as the command line gives it.
    struct Choice: Sendable, CustomTestStringConvertible {
        /// The screen key: `list`, `dataSource`, `wiring`.
        var key: String
        var value: String
        /// Every value the key takes.
        var values: [String]
        var override: SpecOverrides

        var testDescription: String { "\(key): \(value)" }
    }

    static let choices: [Choice] =
        ListKind.allCases.map {
            Choice(
                key: "list", value: $0.rawValue, values: ListKind.allCases.map(\.rawValue),
                override: SpecOverrides(list: $0))
        }
        + DataSourceKind.allCases.map {
            Choice(
                key: "dataSource", value: $0.rawValue, values: DataSourceKind.allCases.map(\.rawValue),
                override: SpecOverrides(dataSource: $0))
        }
        + Wiring.allCases.map {
            Choice(
                key: "wiring", value: $0.rawValue, values: Wiring.allCases.map(\.rawValue),
                override: SpecOverrides(wiring: $0))
        }

    /// The examples and the bad inputs: every spec that is a YAML document whose top level is a
    /// block mapping, so that a key can be added at its end without moving any line.
    static let corpus: [(name: String, text: String)] = {
        let examples = Fixtures.examples.map { ($0, Fixtures.exampleSpecPath($0)) }
        let bad = BadInputTests.cases.map { ($0, BadInputTests.directory + "/" + $0) }
        return (examples + bad).compactMap { name, path in
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { return nil }
            let firstLine = text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
            guard let firstLine, firstLine.first?.isLetter == true, firstLine.contains(":"),
                let root = try? YAMLReader.readSingleDocument(Array(data)), case .mapping = root.content
            else { return nil }
            return (name, text)
        }
    }()

    /// `text` with `choice` written in it: the screen key set (replaced where the spec has it, else
    /// added at the end), and for `wiring` every cell's own `wiring` too, since the override
    /// replaces those. Nil when the spec's own value is not a valid choice (an error either way).
    static func writing(_ choice: Choice, into text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var hasScreenKey = false
        for index in lines.indices {
            let line = lines[index]
            let indented = line.hasPrefix(" ")
            guard let range = line.range(of: "\(choice.key):"),
                line[..<range.lowerBound].allSatisfy({ $0 == " " }) || (choice.key == "wiring" && indented)
            else { continue }
            if !indented { hasScreenKey = true }
            if choice.key != "wiring" && indented { continue }
            let rest = line[range.upperBound...].drop { $0 == " " }
            guard let value = choice.values.first(where: { rest.hasPrefix($0) }) else {
                if indented { continue }  // a cell's `wiring` that is wrong: reported either way
                return nil
            }
            lines[index] =
                String(line[..<range.upperBound]) + " " + choice.value + String(rest.dropFirst(value.count))
        }
        if !hasScreenKey {
            if lines.last == "" { lines.removeLast() }
            lines.append("\(choice.key): \(choice.value)")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Every spec of the corpus generated with each override prints what the spec with the choice
    /// written in it prints.
    @Test(arguments: choices)
    func everySpecWithAnOverrideIsCheckedAsIfItSaidSo(_ choice: Choice) throws {
        var options = Generator.Options()
        options.renders = false
        let plain = Generator(options: options)
        options.variant = choice.override
        let overridden = Generator(options: options)
        var compared = 0
        for (name, text) in Self.corpus {
            guard let written = Self.writing(choice, into: text) else { continue }
            let fromSpec = plain.generate([SpecInput(path: name, bytes: Array(written.utf8))])
            let fromCommandLine = overridden.generate([SpecInput(path: name, bytes: Array(text.utf8))])
            let expected = DiagnosticRenderer().text(fromSpec.diagnostics)
            let actual = DiagnosticRenderer().text(fromCommandLine.diagnostics)
            #expect(actual == expected, "\(name) with --\(choice.key) \(choice.value)")
            #expect(fromSpec.specs == fromCommandLine.specs, "\(name) with --\(choice.key) \(choice.value)")
            compared += 1
        }
        #expect(compared > 120, "compared only \(compared) specs")
    }
}
