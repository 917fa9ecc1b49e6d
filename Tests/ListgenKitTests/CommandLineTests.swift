import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// The CLI, driven in-process exactly as `main.swift` drives it.
@Suite struct CommandLineTests {
    let contacts = Fixtures.exampleSpecPath("Contacts")

    func run(_ arguments: [String], terminal: Bool = false) -> (code: ExitCode, out: String, err: String) {
        let io = CapturedIO(errIsTerminal: terminal)
        let code = ListgenCommand.run(arguments, io: io)
        return (code, io.stdout, io.stderr)
    }

    /// The command-line page's exit-code table is `ExitCode`, row for row; the command plugin reads code 3.
    @Test func theExitCodesAreDocumentedAsDeclared() throws {
        let page = try String(contentsOfFile: Fixtures.path(CommandLineReference.page), encoding: .utf8)
        let table = try #require(page.components(separatedBy: "## Exit codes\n").dropFirst().first)
        let rows = table.split(separator: "\n").drop { !$0.hasPrefix("| ---") }.dropFirst().prefix { $0.hasPrefix("|") }
        #expect(rows.map(String.init) == ExitCode.allCases.map { "| \($0.rawValue) | \($0.meaning) |" })
        let plugin = try String(
            contentsOfFile: Fixtures.path("Plugins/ListgenCommandPlugin/ListgenCommandPlugin.swift"), encoding: .utf8)
        #expect(plugin.contains("outOfDateStatus: Int32 = \(ExitCode.outOfDate.rawValue)"))
        #expect(run(["--help"]).out.contains("  3  --check found a generated file missing"))
    }

    /// `GenerateOptions` is the one declaration of the options: the parser takes exactly its names,
    /// `--help` prints its help, and the command-line page's synopsis (written from it, see
    /// `FreshnessTests`) names every option and no other.
    @Test func theOptionsAreDeclaredOnce() throws {
        let help = run(["--help"]).out
        for option in GenerateOptions.all {
            #expect(help.contains(option.helpText), "--help lacks \(option.names)")
            let name = option.names.last!
            let arguments = option.value == nil ? [name] : [name, "x"]
            #expect(!run(arguments + ["--bogus"]).err.contains("unknown option '\(name)'"))
        }
        let page = try String(contentsOfFile: Fixtures.path(CommandLineReference.page), encoding: .utf8)
        let synopsis = try #require(
            page.components(separatedBy: "```\nlistgen <spec>...").dropFirst().first?.components(separatedBy: "\n```")
                .first)
        let documented = Set(
            ("listgen <spec>..." + synopsis).matches(of: /(?:^|[\s\[])(--?[a-z][a-z-]*)/).map { String($0.output.1) })
        let declared = Set(GenerateOptions.all.flatMap(\.names))
        #expect(
            documented.subtracting(declared).isEmpty, "undeclared on the page: \(documented.subtracting(declared))")
        for option in GenerateOptions.all {
            #expect(!documented.isDisjoint(with: option.names), "the page's synopsis lacks \(option.names)")
        }
    }

    /// Every option a parser takes, the other commands' too, is in `listgen --help` and in the command-line
    /// page, as its command's table declares it (issue #42: `render --strict` and `templates eject --force`
    /// were in neither): the parsers, the help and the page are written from ``Subcommands``.
    @Test func everyOptionTheParsersTakeIsInTheHelpAndOnThePage() throws {
        let help = run(["--help"]).out
        let page = try String(contentsOfFile: Fixtures.path(CommandLineReference.page), encoding: .utf8)
        for name in ["--strict", "--force"] {
            #expect(help.contains(name), "--help lacks \(name)")
            #expect(page.contains(name), "\(CommandLineReference.page) lacks \(name)")
        }
        for command in Subcommands.all {
            #expect(help.contains(command.helpText), "--help lacks \(command.usage) as declared")
            #expect(page.contains(command.helpText), "the page lacks \(command.usage) as declared")
            if command.word != Subcommands.help.word {  // `listgen help --help` is the help itself
                #expect(run([command.word, "--help"]).out.contains("listgen " + command.synopsis))
            }
            for option in Subcommands.table(command.word) {
                for name in option.names {
                    #expect(help.contains(name) && page.contains(name), "\(command.word) \(name) is undocumented")
                }
                // The parser takes the option, and nothing it does not declare.
                let name = option.names.last!
                let given = [command.word] + (option.value == nil ? [name] : [name, "x"])
                let err = run(given + ["--bogus"]).err
                #expect(!err.contains("unknown option '\(name)'"), "\(command.word) refuses \(name)")
                if command.word != Subcommands.help.word {
                    #expect(err.contains("unknown option '--bogus'"), "\(command.word): \(err)")
                }
            }
        }
    }

    /// `context` and `strings` take `--diagnostics-format`, and print JSON with it.
    @Test func contextAndStringsPrintJSONDiagnostics() throws {
        let directory = try temporaryDirectory()
        let bad = directory + "/Bad.listgen.yaml"
        try "screen: Bad\ncells: {}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        for command in ["context", "strings"] {
            let result = run([command, bad, "--diagnostics-format", "json"])
            #expect(result.code == .failure)
            let parsed = try JSONSerialization.jsonObject(with: Data(result.err.utf8)) as? [[String: Any]]
            #expect(parsed?.first?["line"] as? Int == 2, "\(command): \(result.err)")
        }
    }

    func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func files(in directory: String) -> [String] {
        // Without listgen's own record of what it generated (see StaleFileTests).
        ((try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []).filter {
            !$0.hasSuffix(".listgen-manifest")
        }
        .sorted()
    }

    @Test func printsGeneratedCodeWithoutOutputDirectory() {
        let result = run([contacts])
        #expect(result.code == .success)
        #expect(result.out.contains("final class ContactsViewController: UIViewController"))
        #expect(result.out.contains("// Generated by listgen from Contacts.listgen.yaml. Do not edit"))
        #expect(result.err.isEmpty)
    }

    @Test func writesOneFilePerTypeAndIsIdempotent() throws {
        let directory = try temporaryDirectory()
        #expect(run([contacts, "-o", directory]).code == .success)
        #expect(
            files(in: directory) == [
                "Contact.swift", "ContactCell.swift", "ContactsRoute.swift", "ContactsRouter.swift",
                "ContactsSection.swift", "ContactsViewController.swift",
            ])
        let path = directory + "/ContactCell.swift"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        #expect(run([contacts, "-o", directory]).code == .success)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before == after, "an unchanged file is not rewritten")
        #expect(run([contacts, "-o", directory, "--check"]).code == .success)
    }

    @Test func checkReportsDifferencesAsUnifiedDiff() throws {
        let directory = try temporaryDirectory()
        #expect(run([contacts, "-o", directory]).code == .success)
        let path = directory + "/ContactCell.swift"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try original.replacingOccurrences(of: "onButtonTap = nil", with: "// forgot to reset")
            .write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: directory + "/ContactsRoute.swift")
        let result = run([contacts, "-o", directory, "--check"])
        #expect(result.code == .outOfDate)
        #expect(result.out.contains("-        // forgot to reset\n+        onButtonTap = nil\n"))
        #expect(result.out.contains("missing: \(directory)/ContactsRoute.swift"))
        #expect(result.err.contains("2 generated files are out of date"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) != original, "--check writes nothing")
    }

    @Test func dryRunListsAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        let result = run([contacts, "-o", directory, "--dry-run"])
        #expect(result.code == .success)
        #expect(result.out.contains("create \(directory)/ContactsViewController.swift"))
        #expect(files(in: directory).isEmpty)
    }

    @Test func specErrorsExitOneAndWriteNothing() throws {
        let directory = try temporaryDirectory()
        let bad = directory + "/Bad.listgen.yaml"
        try "screen: Bad\nlsit: table\ncells: {}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = directory + "/out"
        // A good spec and a bad one: nothing at all is written.
        let result = run([contacts, bad, "-o", out])
        #expect(result.code == .failure)
        #expect(result.err.contains("\(bad):2:1: error: unknown key 'lsit' in the screen; did you mean 'list'?"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func caretOnlyOnATerminal() throws {
        let directory = try temporaryDirectory()
        let bad = directory + "/Bad.listgen.yaml"
        try "screen: Bad\nlsit: table\ncells: {}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(run([bad], terminal: true).err.contains("lsit: table\n^\n"))
        #expect(!run([bad], terminal: false).err.contains("^"))
    }

    @Test func usageErrorsExitTwo() {
        #expect(run([]).code == .usage)
        #expect(run([contacts, "--bogus"]).code == .usage)
        #expect(run([contacts, "--check"]).code == .usage)
        #expect(run([contacts, "--list", "grid"]).code == .usage)
        #expect(run([contacts, "--diagnostics-format", "xml"]).code == .usage)
        #expect(run(["templates", "explode"]).code == .usage)
        let suggestion = run([contacts, "--dryrun"])
        #expect(suggestion.err.contains("unknown option '--dryrun'; did you mean '--dry-run'?"))
    }

    @Test func missingSpecIsAnError() {
        let result = run(["/nonexistent/x.listgen.yaml"])
        #expect(result.code == .failure)
        #expect(result.err.contains("/nonexistent/x.listgen.yaml:1:1: error: cannot read the spec"))
    }

    @Test func helpAndVersion() {
        let help = run(["--help"])
        #expect(help.code == .success)
        #expect(help.out.contains("EXAMPLES:") && help.out.contains("EXIT STATUS:"))
        #expect(run(["--version"]).out == "listgen \(Listgen.version)\n")
    }

    @Test func jsonDiagnosticsFormat() throws {
        let directory = try temporaryDirectory()
        let bad = directory + "/Bad.listgen.yaml"
        try "screen: Bad\ncells: {}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let result = run([bad, "--diagnostics-format", "json"])
        let data = Data(result.err.utf8)
        let parsed = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        #expect(parsed?.first?["line"] as? Int == 2)
        #expect(parsed?.first?["severity"] as? String == "error")
    }

    /// A spec type named like a type of the runtime library would hide it: refused.
    @Test func aTypeNamedLikeARuntimeTypeIsRefused() throws {
        let yaml = try String(contentsOfFile: contacts, encoding: .utf8)
            .replacingOccurrences(of: "model: Contact\n", with: "model: ListRowStore\n")
        #expect(yaml.contains("model: ListRowStore\n"))
        let result = Fixtures.generate(yaml)
        #expect(result.hasErrors && result.files.isEmpty)
        #expect(
            result.diagnostics.contains {
                $0.message.contains("ListRowStore.swift, a name of the ListgenRuntime library")
            },
            "\(result.diagnostics.map(\.message))")
    }

    @Test func singleFileModes() throws {
        let directory = try temporaryDirectory()
        #expect(run([contacts, "--output-file", directory + "/Screens/Contacts.generated.swift"]).code == .success)
        #expect(files(in: directory) == ["Screens", "Screens/Contacts.generated.swift"])
        let single = try String(contentsOfFile: directory + "/Screens/Contacts.generated.swift", encoding: .utf8)
        #expect(single.components(separatedBy: "import UIKit").count == 2, "one header, one import")
        #expect(single.contains("struct Contact:") && single.contains("final class ContactsViewController"))
        let other = try temporaryDirectory()
        #expect(run([contacts, "-o", other, "--single-file"]).code == .success)
        #expect(files(in: other) == ["Contacts.listgen.swift"])
        // With the runtime embedded, every run writes it once for the folder…
        let embedded = try temporaryDirectory()
        #expect(run([contacts, "-o", embedded, "--single-file", "--runtime", "embedded"]).code == .success)
        #expect(files(in: embedded) == ["Contacts.listgen.swift", "ListgenRuntime.swift"])
        // …except the build plugin's other specs: it is left to one command per target.
        let plugin = try temporaryDirectory()
        #expect(
            run([contacts, "--output-file", plugin + "/Contacts.swift", "--runtime", "embedded", "--no-support-file"])
                .code == .success)
        #expect(files(in: plugin) == ["Contacts.swift"])
    }

    @Test func initWritesAValidStarterAndNeverOverwrites() throws {
        let directory = try temporaryDirectory()
        let first = run(["init", "Orders", "-o", directory])
        #expect(first.code == .success)
        let spec = directory + "/Orders.listgen.yaml"
        #expect(run([spec]).code == .success, "the starter spec generates")
        #expect(run([spec]).err.isEmpty, "without warnings")
        // Also saved for the schema-agreement check (LISTGEN_ACCEPTED_SPECS).
        #expect(!Fixtures.generate(try String(contentsOfFile: spec, encoding: .utf8)).hasErrors)
        #expect(run(["init", "Orders", "-o", directory]).code == .failure)
        #expect(run(["init", "1Orders"]).code == .usage)
    }

    @Test func schemaIsJSON() throws {
        let result = run(["schema"])
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect((object?["required"] as? [String]) == ["screen", "cells"])
    }

    @Test func templatesListAndEject() throws {
        let list = run(["templates", "list"])
        #expect(list.out.contains("Cell.swift.mustache\n") && list.out.contains("ViewController.swift.mustache\n"))
        let directory = try temporaryDirectory()
        #expect(run(["templates", "eject", directory]).code == .success)
        #expect(files(in: directory) == BuiltinTemplates.names)
        #expect(run(["templates", "eject", directory]).code == .failure, "never overwrites without --force")
        #expect(run(["templates", "eject", directory, "--force"]).code == .success)
        // Ejected templates, used as overrides, produce exactly the built-in output without warnings.
        let plain = run([contacts])
        let overridden = run([contacts, "--templates", directory])
        #expect(overridden.out == plain.out)
        #expect(overridden.err.isEmpty)
    }

    @Test func contextIsSortedJSONWithVersion() throws {
        let result = run(["context", contacts])
        #expect(result.code == .success)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(object?["contextVersion"] as? Int == TemplateContext.version)
        #expect(result.out.hasPrefix("{\n  \"actions\" : ["), "keys sorted, pretty")
    }

    @Test func renderAnyTemplateWithJSONContext() throws {
        let directory = try temporaryDirectory()
        try "Hello {{name}} & {{> tail}}\n".write(toFile: directory + "/t.mustache", atomically: true, encoding: .utf8)
        try "{{#items}}<{{.}}>{{/items}}".write(toFile: directory + "/tail.mustache", atomically: true, encoding: .utf8)
        try #"{"name": "\"Swift\"", "items": [1, 2]}"#.write(
            toFile: directory + "/c.json", atomically: true, encoding: .utf8)
        let result = run([
            "render", directory + "/t.mustache", "--context", directory + "/c.json", "--partials", directory,
        ])
        #expect(result.out == "Hello \"Swift\" & <1><2>\n", "no HTML escaping")
        try "{{#open}}never closed\n".write(toFile: directory + "/bad.mustache", atomically: true, encoding: .utf8)
        let bad = run(["render", directory + "/bad.mustache", "--context", directory + "/c.json"])
        #expect(bad.code == .failure)
        #expect(bad.err.contains("\(directory)/bad.mustache:1:1: error:"))
    }
}
