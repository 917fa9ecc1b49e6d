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
