import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `localization` and `listgen strings`: the strings file lists exactly the keys the generated code
/// looks up, with the same English values; without `localization` nothing is looked up.
@Suite struct StringsTests {
    func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let io = CapturedIO(errIsTerminal: false)
        let code = ListgenCommand.run(arguments, io: io)
        return (code, io.stdout, io.stderr)
    }

    /// `"key" = "value";` lines of a `.strings` file, unescaped (only `\"` and `\\` occur here).
    static func entries(ofStrings text: String) throws -> [String: String] {
        var result: [String: String] = [:]
        let regex = try NSRegularExpression(
            pattern: #"^"((?:[^"\\]|\\.)*)" = "((?:[^"\\]|\\.)*)";$"#, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        for match in regex.matches(in: text, range: range) {
            let key = String(text[Range(match.range(at: 1), in: text)!])
            let value = String(text[Range(match.range(at: 2), in: text)!])
            #expect(result[key] == nil, "\(key) twice")
            result[unescape(key)] = unescape(value)
        }
        return result
    }

    /// `String(localized: "key", defaultValue: "value", …)` lookups of generated Swift, unescaped.
    static func lookups(inCode text: String) throws -> [String: String] {
        var result: [String: String] = [:]
        let regex = try NSRegularExpression(
            pattern: #"String\(\s*localized: "((?:[^"\\]|\\.)*)",\s*defaultValue: "((?:[^"\\]|\\.)*)","#)
        let range = NSRange(text.startIndex..., in: text)
        for match in regex.matches(in: text, range: range) {
            let key = String(text[Range(match.range(at: 1), in: text)!])
            result[unescape(key)] = unescape(String(text[Range(match.range(at: 2), in: text)!]))
        }
        return result
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: #"\""#, with: "\"").replacingOccurrences(of: #"\\"#, with: "\\")
    }

    /// A confirmation's `{field}` placeholders (issue #23) are localized as a format string: the
    /// translator sees `%@` (a `String` field) and `%ld` (an `Int`), a fixed `%` doubled, and the code
    /// fills it in with `String(format:)` from the row it shows the alert for.
    @Test func confirmPlaceholdersAreLocalizedAsAFormatString() throws {
        let yaml = """
            screen: Folders
            localization: { table: Folders }
            cells:
              FolderCell:
                model: Folder
                fields: { id: Int, name: String, count: Int }
                display: { text: name }
                events:
                  remove:
                    title: Delete
                    confirm: { title: "Delete '{name}'?", message: "{count} items, 100% gone." }
            """
        let generated = Fixtures.generate(yaml, path: "Folders.listgen.yaml")
        #expect(!generated.hasErrors, "\(generated)")
        let code = generated.files.map(\.contents).joined(separator: "\n")
        let looked = try Self.lookups(inCode: code)
        #expect(looked["Folders.FolderCell.remove.confirm.title"] == "Delete '%@'?")
        #expect(looked["Folders.FolderCell.remove.confirm.message"] == "%ld items, 100%% gone.")
        #expect(code.contains("title: String(format: FoldersStrings.folderCellRemoveConfirmTitle, folder.name)"))
        #expect(code.contains("message: String(format: FoldersStrings.folderCellRemoveConfirmMessage, folder.count)"))
        let unlocalized = Fixtures.generate(
            yaml.replacingOccurrences(of: "localization: { table: Folders }\n", with: ""), path: "Folders.listgen.yaml")
        let plain = unlocalized.files.map(\.contents).joined(separator: "\n")
        #expect(plain.contains(#"title: String(format: "Delete '%@'?", folder.name)"#))
    }

    @Test func theStringsFileListsExactlyTheKeysTheGeneratedCodeLooksUp() throws {
        let path = Fixtures.exampleSpecPath("Deliveries")
        let strings = run(["strings", path])
        #expect(strings.code == .success && strings.err.isEmpty, "\(strings.err)")
        let listed = try Self.entries(ofStrings: strings.out)

        let generated = Fixtures.generate(
            try String(contentsOfFile: path, encoding: .utf8), path: "Deliveries.listgen.yaml")
        #expect(!generated.hasErrors)
        let code = generated.files.map(\.contents).joined(separator: "\n")
        let looked = try Self.lookups(inCode: code)
        #expect(!looked.isEmpty)
        #expect(listed == looked, "strings file \(listed) vs code \(looked)")

        // Each lookup is a member of the strings enum that the rest of the code uses.
        let stringsFile = try #require(generated.files.first { $0.path == "DeliveriesStrings.swift" })
        let others = generated.files.filter { $0.path != stringsFile.path }.map(\.contents).joined()
        let members = try NSRegularExpression(pattern: #"static var (\w+): String"#).matches(
            in: stringsFile.contents, range: NSRange(stringsFile.contents.startIndex..., in: stringsFile.contents)
        ).map { String(stringsFile.contents[Range($0.range(at: 1), in: stringsFile.contents)!]) }
        #expect(members.count == looked.count)
        for member in members {
            #expect(others.contains("DeliveriesStrings.\(member)"), "\(member) is never used")
        }
        // The screen's texts are all there, with the spec's English values.
        #expect(listed["Deliveries.title"] == "Deliveries")
        #expect(listed["Deliveries.section.today.footer"] == "Deliveries arrive between 8:00 and 20:00.")
        #expect(listed["Deliveries.DeliveryCell.track.title"] == "Track")
        #expect(listed["Deliveries.DeliveryCell.track.accessibilityLabel"] == "Track")
    }

    /// Every example, localized: the strings file and the generated code agree on every key and
    /// value, every member of the strings enum is used, and the texts of every feature are looked
    /// up (titles, footers, event titles and accessibility labels, confirmations, empty states).
    @Test(arguments: Fixtures.examples)
    func everyLocalizedExampleAgreesWithItsStringsFile(_ example: String) throws {
        let yaml = PublicExamplesTests.localized(
            try String(contentsOfFile: Fixtures.exampleSpecPath(example), encoding: .utf8), table: example)
        let scratch = try Scratch()
        let path = scratch.path + "/\(example).listgen.yaml"
        try yaml.write(toFile: path, atomically: false, encoding: .utf8)
        let strings = run(["strings", path])
        #expect(strings.code == .success && strings.err.isEmpty, "\(strings.err)")
        let listed = try Self.entries(ofStrings: strings.out)
        let generated = Fixtures.generate(yaml, path: "\(example).listgen.yaml")
        #expect(!generated.hasErrors, "\(generated.diagnostics)")
        let looked = try Self.lookups(inCode: generated.files.map(\.contents).joined(separator: "\n"))
        #expect(!looked.isEmpty)
        #expect(listed == looked, "\(example): strings file \(listed) vs code \(looked)")
        // No user-visible text stays a literal where a localized screen shows it.
        let controller = try #require(generated.files.first { $0.path == "\(example)ViewController.swift" })
        for literal in [#"title = ""#, #"UIAlertController(title: ""#, #"UIAlertAction(title: ""#] {
            #expect(!controller.contents.contains(literal), "\(example): a literal \(literal)")
        }
    }

    /// Quotes, backslashes, `\(`, `%` and a line break survive both ways: escaped in the strings file
    /// and in the Swift literal, never interpolated, and the two agree.
    @Test func awkwardTextsAreEscapedAlikeInBothPlaces() throws {
        let yaml = """
            screen: Odd
            title: 'Say "hi" \\ \\(x) 100%'
            localization: { table: Odd, bundle: module }
            sections:
              - { id: main, footer: "line one\\nline two" }
            cells:
              ItemCell:
                model: Item
                fields: {id: Int, name: String}
                display: {text: name}
                events:
                  open: { title: 'Open "it"' }
            """
        let result = Fixtures.generate(yaml, path: "Odd.listgen.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let spec = try #require(result.specs.first)
        let texts = try #require(StringsFile.texts(of: spec))
        let file = StringsFile.text(texts, table: "Odd", specs: ["Odd.listgen.yaml"])
        #expect(file.contains(#""Odd.title" = "Say \"hi\" \\ \\(x) 100%";"#))
        #expect(file.contains(#""Odd.section.main.footer" = "line one\nline two";"#))
        let code = result.files.map(\.contents).joined()
        #expect(code.contains(#"defaultValue: "Say \"hi\" \\ \\(x) 100%","#))
        #expect(code.contains("bundle: .module,"))
        #expect(Set(try Self.lookups(inCode: code).keys) == Set(texts.map(\.key)))
    }

    @Test func quotingEscapesWhatWouldBreakTheLine() {
        #expect(StringsFile.quoted("a\u{202E}b\tc\u{1}") == #""a\U202Eb\tc\U0001""#)
        #expect(StringsFile.comment("ends */ here\n") == "ends * / here ")
    }

    @Test func specsWithoutLocalizationOrWithTwoTablesAreRefused() throws {
        let plain = run(["strings", Fixtures.exampleSpecPath("Contacts")])
        #expect(plain.code == .failure)
        #expect(plain.err.contains("Contacts.listgen.yaml: error: the spec has no 'localization'"), "\(plain.err)")
        #expect(plain.out.isEmpty)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-strings-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("Other.listgen.yaml").path
        try """
        screen: Other
        title: Other
        localization: { table: Other }
        cells:
          ItemCell:
            model: Item
            fields: {id: Int, name: String}
        """.write(toFile: other, atomically: true, encoding: .utf8)
        let two = run(["strings", Fixtures.exampleSpecPath("Deliveries"), other])
        #expect(two.code == .failure)
        #expect(two.err.contains("the specs name different tables"), "\(two.err)")

        // A bad spec: the located errors of generation, nothing printed.
        let bad = directory.appendingPathComponent("Bad.listgen.yaml").path
        try "screen: Bad\nlocalization: { tabel: Bad }\ncells: {}\n".write(
            toFile: bad, atomically: true, encoding: .utf8)
        let refused = run(["strings", bad])
        #expect(refused.code == .failure && refused.out.isEmpty)
        #expect(
            refused.err.contains("Bad.listgen.yaml:2:17: error: unknown key 'tabel' in 'localization'"),
            "\(refused.err)")
        #expect(run(["strings"]).code == .usage)
        #expect(run(["strings", "--help"]).out.contains("USAGE: listgen strings"))
    }

    /// The output is the same on every run and for every order of the same entries.
    @Test func theOutputIsDeterministic() {
        let first = run(["strings", Fixtures.exampleSpecPath("Deliveries")]).out
        for _ in 0..<3 { #expect(run(["strings", Fixtures.exampleSpecPath("Deliveries")]).out == first) }
    }

    /// Without `localization` nothing is looked up: the other examples' code has no lookup and no strings enum.
    @Test func examplesWithoutLocalizationHaveLiteralsOnly() throws {
        for example in Fixtures.examples where example != "Deliveries" {
            let result = Generator().generate([try Fixtures.exampleInput(example)])
            #expect(!result.hasErrors)
            #expect(!result.files.contains { $0.contents.contains("String(localized:") }, "\(example)")
            #expect(!result.files.contains { $0.path.hasSuffix("Strings.swift") }, "\(example)")
        }
    }
}
