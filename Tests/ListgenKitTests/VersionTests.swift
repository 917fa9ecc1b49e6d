import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// One version number: `Listgen.version` is what `listgen --version` prints (CommandLineTests) and what the artifact bundle
/// is named after (Scripts/build-artifactbundle.sh reads `--version`); the changelog's latest version and
/// the documented dependency lines must say the same. The repository's location is said in one place.
@Suite struct VersionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: Fixtures.path(path), encoding: .utf8)
    }

    /// Every `from: "x.y.z"` of a `.package(url:…)` line in `text`.
    static func dependencyVersions(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains(".package(url:") }.compactMap { line in
            guard let from = line.firstRange(of: "from: \"") else { return nil }
            return String(line[from.upperBound...].prefix(while: { $0 != "\"" }))
        }
    }

    @Test func theChangelogsLatestVersionIsTheDeclaredOne() throws {
        let changelog = try Self.text("CHANGELOG.md")
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")
        let released = try #require(headings.dropFirst().first)
        #expect(released.hasPrefix("## [\(Listgen.version)] - "), "\(released)")
    }

    @Test func theDocumentedDependencyLinesUseTheDeclaredVersion() throws {
        let readme = Self.dependencyVersions(try Self.text("README.md"))
        #expect(!readme.isEmpty, "the README documents no .package(url:…, from:) line")
        for path in ["README.md", "Documentation/BuildPlugin.md", "CHANGELOG.md"] {
            let versions = Self.dependencyVersions(try Self.text(path))
            #expect(versions.allSatisfy { $0 == Listgen.version }, "\(path): \(versions)")
        }
        let stated = try Self.text("README.md").contains("The version is **\(Listgen.version)**")
        #expect(stated, "the README does not say 'The version is **\(Listgen.version)**'")
    }

    /// The pages a user reads to pick a version; every listgen version they state must be the declared one.
    static let pagesStatingTheVersion = ["README.md", "Documentation/BuildPlugin.md", "Documentation/Compatibility.md"]

    /// Every `x.y.z` in `text` but the versions of other tools (`SwiftPM 6.3.1`, `Xcode 26.0.1`, …).
    static func statedVersions(_ text: String) -> [String] {
        let tools = ["Swift ", "SwiftPM ", "Xcode ", "iOS ", "macOS ", "libyaml "]
        return text.matches(of: /\d+\.\d+\.\d+/).compactMap { match in
            let before = text[..<match.range.lowerBound]
            if let previous = before.last, previous.isNumber || previous == "." { return nil }
            return tools.contains { before.hasSuffix($0) } ? nil : String(match.output)
        }
    }

    @Test func theDeclaredVersionIsASemanticVersion() {
        #expect(Listgen.version.wholeMatch(of: /(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)/) != nil, "\(Listgen.version)")
    }

    /// The README's version sentence, `New in x.y.z`, dependency lines (`from:`, `.upToNextMinor(from:)`)
    /// and every other version the pages name; the CHANGELOG's newest release has its link.
    @Test func everyStatedVersionIsTheDeclaredOne() throws {
        for path in Self.pagesStatingTheVersion {
            let stale = Self.statedVersions(try Self.text(path)).filter { $0 != Listgen.version }
            #expect(stale.isEmpty, "\(path) states \(stale), not \(Listgen.version)")
        }
        let readme = try Self.text("README.md")
        #expect(
            readme.contains("\n## New in \(Listgen.version)\n"),
            "the README's section of changes is not 'New in \(Listgen.version)'")
        #expect(readme.contains(".upToNextMinor(from: \"\(Listgen.version)\")"))
        let changelog = try Self.text("CHANGELOG.md")
        #expect(changelog.contains("\n[\(Listgen.version)]: "), "CHANGELOG.md has no link for [\(Listgen.version)]")
    }

    /// The scan sees a stale version and skips other tools' versions.
    @Test func theScanFindsAStaleVersion() {
        let text = "The version is **0.1.0**; seen with SwiftPM 6.3.1 and Xcode 26.0.1, `from: \"9.9.9\"`."
        #expect(Self.statedVersions(text) == ["0.1.0", "9.9.9"])
    }

    @Test func theBundleIsNamedAfterTheVersionListgenPrints() throws {
        let script = try Self.text("Scripts/build-artifactbundle.sh")
        #expect(script.contains(#"version=$("$binary" --version | awk '{print $2}')"#))
        #expect(script.contains(#""version": "$version""#))
        #expect(script.contains("variant=listgen-$version-$triple"))
    }

    /// No placeholder for the repository or the version is left in the docs; where the repository lives
    /// is said once, in the README, and the other pages point there.
    @Test func theRepositoryIsNamedInOnePlace() throws {
        let pages = ["README.md", "Documentation/BuildPlugin.md", "CHANGELOG.md"]
        for path in pages {
            let text = try Self.text(path)
            let placeholders = ["<listgen repository URL>", "from: \"<version>\""].filter { text.contains($0) }
            #expect(placeholders.isEmpty, "\(path): \(placeholders)")
        }
        let readme = try Self.text("README.md")
        let hasSection = readme.contains("\n### Depending on listgen\n")
        #expect(hasSection, "the README has no section 'Depending on listgen'")
        let statements = readme.components(separatedBy: Self.repositoryStatement).count - 1
        #expect(statements == 1, "the README says where the repository lives \(statements) times")
        for path in pages.dropFirst() {
            let points = try Self.text(path).contains("README.md#depending-on-listgen")
            #expect(points, "\(path) does not point at README.md#depending-on-listgen")
        }
    }

    /// The README's one sentence about where the repository lives.
    static let repositoryStatement = "This repository has no public URL yet"
}
