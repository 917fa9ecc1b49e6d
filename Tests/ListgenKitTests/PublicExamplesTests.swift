import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Every example, generated with `access: public` and `localization` in every variant, type-checks
/// with warnings as errors: a public screen's controller must declare every protocol requirement it
/// satisfies (`UITableViewDelegate`, data source methods, `viewWillAppear(_:)`) at least as visible
/// as the conformance, which a template that forgets `screen.accessPrefix` in one place breaks, and
/// every text routed through the strings enum must still be a `String` where it is used. The goldens
/// hold one public example (Profiles) and one localized (Deliveries); this runs every feature of
/// every example both ways at once.
@Suite struct PublicExamplesTests {
    /// The spec text of `example` with its top-level `access` set to `public` and, unless it has
    /// one, a `localization` table named after it.
    static func publicLocalizedSpec(_ example: String) throws -> String {
        let text = try String(contentsOfFile: Fixtures.exampleSpecPath(example), encoding: .utf8)
        return Self.withTopLevel(["access: public"], in: Self.localized(text, table: example))
    }

    /// `text` with a `localization` table, unless it has one.
    static func localized(_ text: String, table: String) -> String {
        text.contains("\nlocalization:") ? text : withTopLevel(["localization: { table: \(table) }"], in: text)
    }

    /// `text` with `lines` as top-level keys at its end, replacing keys of the same names.
    static func withTopLevel(_ lines: [String], in text: String) -> String {
        let names = lines.map { $0.prefix { $0 != ":" } + ":" }
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !names.contains { line.hasPrefix($0) }
        }
        return kept.joined(separator: "\n") + "\n" + lines.joined(separator: "\n") + "\n"
    }

    static let variants: [Generator.Variant] = ListKind.allCases.flatMap { list in
        DataSourceKind.allCases.flatMap { dataSource in
            Wiring.allCases.map { Generator.Variant(list: list, dataSource: dataSource, wiring: $0) }
        }
    }

    @Test(arguments: variants.indices)
    func everyExampleTypeChecksPublicAndLocalized(_ index: Int) throws {
        let variant = Self.variants[index]
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        for example in Fixtures.examples {
            let scratch = try Scratch()
            let result = InjectionTests.generate(
                try Self.publicLocalizedSpec(example), path: "\(example).listgen.yaml", variant: variant)
            #expect(!result.hasErrors, "\(example): \(result.diagnostics)")
            // The harness declares the destinations (as the app would) and drives the public API.
            let screen = try #require(result.specs.first)
            let harness = GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: screen))
            var files: [String] = []
            for file in result.files + [harness] where file.path.hasSuffix(".swift") {
                let path = scratch.path + "/" + file.path
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                files.append(path)
            }
            files += Fixtures.handWrittenSources(of: example).map { Fixtures.path("Examples/\(example)/\($0)") }
            let output = try InjectionTests.swiftc(
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", example, "-I", modules]
                    + files)
            #expect(output.status == 0, "\(example) public and localized, \(variant): \(output.text)")
        }
    }
}
