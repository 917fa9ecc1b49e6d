import Foundation
import ListgenKit
import Testing

/// `Documentation/Migration.md` takes a hand-written table screen to `Examples/Migration`: its "after"
/// is real. The spec generates without errors; the generated code, the app's row view and the app code
/// beside the spec type-check together against the UIKit stand-in with warnings as errors; the guide's
/// spec is the example's, and every generated excerpt it shows is in what listgen generates now.
@Suite struct MigrationGuideTests {
    static let folder = "Examples/Migration"
    static let specPath = "Examples/Migration/Team.listgen.yaml"
    static let guide = "Documentation/Migration.md"

    static func generate() throws -> Generator.Result {
        let yaml = try String(contentsOfFile: Fixtures.path(specPath), encoding: .utf8)
        return Fixtures.generate(yaml, path: "Team.listgen.yaml")
    }

    /// The blocks of `text` after a line `<!-- <kind>: <file> -->`, with their file.
    static func blocks(marked kind: String, in text: String) -> [(file: String, lines: [String])] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [(file: String, lines: [String])] = []
        let prefix = "<!-- \(kind): "
        for (index, line) in lines.enumerated()
        where line.hasPrefix(prefix) && line.hasSuffix(" -->") && index + 1 < lines.count
            && lines[index + 1].hasPrefix("```")
        {
            let file = String(line.dropFirst(prefix.count).dropLast(" -->".count))
            blocks.append((file, Array(lines[(index + 2)...].prefix { $0 != "```" })))
        }
        return blocks
    }

    @Test func theAfterCodeTypeChecksAgainstTheStandIn() throws {
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        let result = try Self.generate()
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "warnings: \(result.diagnostics)")
        let scratch = try Scratch()
        var files: [String] = []
        for file in result.files where file.path.hasSuffix(".swift") {
            let path = scratch.path + "/" + file.path
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
        }
        let handWritten = Fixtures.handWrittenSources(of: "Migration")
        #expect(handWritten == ["ExistingApp.swift", "MemberRowView.swift", "TeamScreen.swift"])
        files += handWritten.map { Fixtures.path("\(Self.folder)/\($0)") }
        let output = try InjectionTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Team", "-I", modules] + files)
        #expect(output.status == 0, "\(output.text)")
    }

    @Test func theGuideShowsTheGeneratedCodeAsListgenWritesIt() throws {
        let result = try Self.generate()
        let generated = result.files.flatMap { $0.contents.components(separatedBy: "\n") }
        let blocks = Self.blocks(marked: "generated", in: try DocumentationPages.text(Self.guide))
        #expect(blocks.count >= 2, "Migration.md shows generated code")
        for block in blocks {
            #expect(block.file == Self.specPath)
            // `// …` lines stand for code the excerpt leaves out: each run between them is generated as is.
            let runs = block.lines.split { $0.trimmingCharacters(in: .whitespaces) == "// …" }
            for run in runs {
                #expect(
                    ReadmeExamplesTests.contains(generated, Array(run)),
                    "Migration.md shows code listgen does not generate:\n\(run.joined(separator: "\n"))")
            }
        }
    }

    @Test func theGuideShowsTheExamplesSpec() throws {
        let spec = try String(contentsOfFile: Fixtures.path(Self.specPath), encoding: .utf8)
        let blocks = Self.blocks(marked: "spec", in: try DocumentationPages.text(Self.guide))
        #expect(blocks.count == 1)
        let specLines = spec.components(separatedBy: "\n").filter { !$0.hasPrefix("#") }
        for block in blocks {
            #expect(block.file == Self.specPath)
            #expect(
                specLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                    == block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
                "the spec in Migration.md is not \(Self.specPath) (its leading comments aside)")
        }
    }
}
