import Foundation
import Testing

@testable import ListgenKit

/// Every example, generated with `access: public` in every variant, type-checks with warnings as
/// errors: a public screen's controller must declare every protocol requirement it satisfies
/// (`UITableViewDelegate`, data source methods, `viewWillAppear(_:)`) at least as visible as the
/// conformance, which a template that forgets `screen.accessPrefix` in one place breaks. The
/// goldens hold one public example (Profiles); this runs every feature of every example public.
@Suite struct PublicExamplesTests {
    /// The spec text of `example` with its top-level `access` set to `public`.
    static func publicSpec(_ example: String) throws -> String {
        let text = try String(contentsOfFile: Fixtures.exampleSpecPath(example), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("access:")
        }
        return lines.joined(separator: "\n") + "\naccess: public\n"
    }

    static let variants: [Generator.Variant] = ListKind.allCases.flatMap { list in
        DataSourceKind.allCases.flatMap { dataSource in
            Wiring.allCases.map { Generator.Variant(list: list, dataSource: dataSource, wiring: $0) }
        }
    }

    @Test(arguments: variants.indices)
    func everyExampleTypeChecksAsPublic(_ index: Int) throws {
        let variant = Self.variants[index]
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        for example in Fixtures.examples {
            let scratch = try Scratch()
            let result = InjectionTests.generate(
                try Self.publicSpec(example), path: "\(example).listgen.yaml", variant: variant)
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
            #expect(output.status == 0, "\(example) public, \(variant): \(output.text)")
        }
    }
}
