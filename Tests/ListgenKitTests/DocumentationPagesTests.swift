import Foundation
import ListgenKit
import ListgenSpec
import Testing

/// What the user's pages hold and where (issue #45): the README's front page leads with what a user
/// needs, the reference pages keep test internals out (they live in `Documentation/Verification.md`
/// and `Documentation/Development.md`), the limitations and migration pages exist and are linked, and
/// what `Documentation/Limitations.md` says listgen rejects, it rejects.
@Suite struct DocumentationPagesTests {
    /// The pages a user reads to write specs and use the generated code. Not in the list: the project's
    /// pages (Verification, Development, Architecture, Performance) and the template author's
    /// (Templates, TemplateContext, which point at the checked-in contexts).
    static let userPages = [
        "README.md", "Documentation/Accessories.md", "Documentation/BeyondTheSpec.md",
        "Documentation/BuildPlugin.md", "Documentation/CommandLine.md", "Documentation/Compatibility.md",
        "Documentation/ContentViews.md", "Documentation/EmptyStateRefreshPaging.md",
        "Documentation/GeneratedScreen.md", "Documentation/Images.md", "Documentation/Limitations.md",
        "Documentation/Migration.md", "Documentation/README.md", "Documentation/Routes.md",
        "Documentation/RowState.md", "Documentation/Search.md", "Documentation/SpecFormat.md",
        "Documentation/Switches.md",
    ]

    /// Words that name listgen's own tests: where a scenario, a negative control or a bad input lives.
    static let testInternals = [
        "Tests/ListgenTestSupport", "Tests/ListgenKitTests", "Tests/GeneratedCodeTests", "Tests/UIKitTests",
        "BadInputs", "scenario", "NegativeControl", "golden",
    ]

    /// `text` without fenced code blocks and HTML comments (`<!-- compiled: Tests/… -->` markers).
    static func prose(_ text: String) -> String {
        var lines: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence && !line.trimmingCharacters(in: .whitespaces).hasPrefix("<!--") {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: userPages)
    func aUserPageHoldsNoTestInternals(_ page: String) throws {
        let text = Self.prose(try DocumentationPages.text(page)).lowercased()
        for word in Self.testInternals {
            #expect(
                !text.contains(word.lowercased()),
                "\(page) names '\(word)': what the tests do goes in Documentation/Verification.md")
        }
    }

    @Test func theChecksAreMovedNotLost() throws {
        let verification = try DocumentationPages.text("Documentation/Verification.md")
        for name in [
            "AccessoryScenarios", "ImageScenarios", "AnchorScenarios", "RowStateScenarios",
            "DataSectionScenarios", "ConfirmScenarios", "MultiSelectScenarios", "CollapseScenarios",
            "SelectionScenarios", "menuPreviewCommit", "BeyondTheSpecExamples",
        ] {
            #expect(verification.contains(name), "Verification.md no longer says what \(name) checks")
        }
    }

    /// The README's front page, up to its release notes: what listgen is, how to install it, a spec and
    /// what it generates, in that order, and no release notes or figures before them.
    @Test func theReadmeLeadsWithWhatAUserNeeds() throws {
        let readme = try DocumentationPages.text("README.md")
        let front = String(readme[..<(readme.range(of: "\n## New in ")?.lowerBound ?? readme.endIndex)])
        let order = ["## Getting started", "make install", "## What you get", "```yaml", "| file | what it declares |"]
        let positions = order.map { front.range(of: $0)?.lowerBound }
        #expect(!positions.contains(nil), "the front page lacks one of \(order)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "out of order: \(order)")
        let intro = String(readme[..<(readme.range(of: "## Getting started")?.lowerBound ?? readme.endIndex)])
        for word in ["New in", "instructions", "CHANGELOG"] {
            #expect(!intro.contains(word), "the README's first paragraphs say '\(word)' before how to start")
        }
        #expect(readme.contains("\n## New in "), "the release notes follow the front page")
    }

    /// Scripts/test.sh is the README's way to run the tests, with the time to expect (issue #45: 20
    /// minutes and 10,000 lines with no warning).
    @Test func theReadmeSaysHowToRunTheTestsAndHowLong() throws {
        let readme = try DocumentationPages.text("README.md")
        let script = try #require(readme.range(of: "`Scripts/test.sh`"), "the README does not name Scripts/test.sh")
        if let plain = readme.range(of: "`swift test`") {
            #expect(script.lowerBound < plain.lowerBound, "the README offers `swift test` before Scripts/test.sh")
        }
        #expect(readme.contains("minutes"), "the README gives no time for a test run")
    }

    /// Custom templates do not reach the plugins (issue #45, item 4): said where a user of either looks.
    @Test func thePagesSayTemplateOverridesAreForTheCommandLineOnly() throws {
        #expect(try DocumentationPages.text("Documentation/Templates.md").contains("for the command line only"))
        #expect(try DocumentationPages.text("Documentation/BuildPlugin.md").contains("for the command line only"))
        #expect(try DocumentationPages.text("Documentation/Limitations.md").contains("for the command line only"))
    }

    @Test func limitationsAndMigrationAreLinked() throws {
        for page in ["README.md", "Documentation/README.md"] {
            let text = try DocumentationPages.text(page)
            let prefix = page == "README.md" ? "Documentation/" : ""
            #expect(text.contains("](\(prefix)Limitations.md)"), "\(page) does not link Limitations.md")
            #expect(text.contains("](\(prefix)Migration.md)"), "\(page) does not link Migration.md")
        }
    }

    /// The YAML blocks of `Limitations.md` marked `<!-- rejected: word -->`: each is a spec listgen
    /// rejects with an error that names `word`.
    static func rejectedBlocks(in text: String) -> [(word: String, yaml: String)] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [(word: String, yaml: String)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<!-- rejected: "), trimmed.hasSuffix(" -->"), index + 1 < lines.count,
                lines[index + 1].trimmingCharacters(in: .whitespaces) == "```yaml"
            else { continue }
            let indent = lines[index + 1].prefix { $0 == " " }.count
            let body = lines[(index + 2)...].prefix { $0.trimmingCharacters(in: .whitespaces) != "```" }
            let yaml = body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            let word = String(trimmed.dropFirst("<!-- rejected: ".count).dropLast(" -->".count))
            blocks.append((word, yaml.joined(separator: "\n") + "\n"))
        }
        return blocks
    }

    @Test func whatLimitationsSaysIsRejectedIs() throws {
        let blocks = Self.rejectedBlocks(in: try DocumentationPages.text("Documentation/Limitations.md"))
        #expect(blocks.count >= 2)
        for block in blocks {
            let result = Fixtures.generate(block.yaml, path: "Limitations.listgen.yaml")
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
            #expect(
                errors.contains { $0.contains(block.word) },
                "Limitations.md says listgen rejects this (about '\(block.word)'):\n\(block.yaml)\nerrors: \(errors)")
        }
    }
}
