import Foundation
import ListgenKit
import Testing

/// One golden set per example × list kind × data source × wiring, under `Tests/Goldens/`.
/// Each set is also a module that the GeneratedCodeTests compile against the UIKit stand-in and run.
@Suite struct GoldenTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        var example: String
        var list: ListKind
        var dataSource: DataSourceKind
        var wiring: Wiring

        var directory: String { "Tests/Goldens/\(example)/\(list.rawValue)-\(dataSource.rawValue)-\(wiring.rawValue)" }
        var testDescription: String { "\(example) \(list.rawValue) \(dataSource.rawValue) \(wiring.rawValue)" }
    }

    static let variants: [Variant] = Fixtures.examples.flatMap { example in
        ListKind.allCases.flatMap { list in
            DataSourceKind.allCases.flatMap { dataSource in
                Wiring.allCases.map { Variant(example: example, list: list, dataSource: dataSource, wiring: $0) }
            }
        }
    }

    @Test(arguments: variants)
    func generatedCodeMatchesGolden(_ variant: Variant) throws {
        let options = Generator.Options(
            templates: Fixtures.workingTemplates,
            variant: .init(list: variant.list, dataSource: variant.dataSource, wiring: variant.wiring))
        let result = Generator(options: options).generate([try Fixtures.exampleInput(variant.example)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        for file in result.files {
            try assertGolden(file.contents, at: "\(variant.directory)/\(file.path)")
        }
        // The test harness around the generated code (destinations, row factories, a recording router).
        let spec = try #require(result.specs.first)
        try assertGolden(try Harness.render(for: spec), at: "\(variant.directory)/_Harness.swift")
        // No stale generated files: everything in the folder but the harness is generated.
        let folder = Fixtures.path(variant.directory)
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let stale = Set(present.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("_") }).subtracting(
            result.files.map(\.path))
        if Fixtures.isRecording {
            for name in stale { try FileManager.default.removeItem(atPath: folder + "/" + name) }
        } else {
            #expect(stale.isEmpty, "stale golden files in \(variant.directory): \(stale.sorted())")
        }
    }

    @Test(arguments: Fixtures.examples)
    func exampleAsWrittenMatchesItsVariantGolden(_ example: String) throws {
        // The example's own choices are one of the variants; its default output must equal that golden.
        let options = Generator.Options(templates: Fixtures.workingTemplates)
        let result = Generator(options: options).generate([try Fixtures.exampleInput(example)])
        #expect(!result.hasErrors)
        let spec = try #require(result.specs.first)
        let variant = Variant(
            example: example, list: spec.list, dataSource: spec.dataSource, wiring: spec.cells[0].wiring)
        for file in result.files where spec.cells.allSatisfy({ $0.wiring == spec.cells[0].wiring }) {
            let golden = try String(contentsOfFile: Fixtures.path("\(variant.directory)/\(file.path)"), encoding: .utf8)
            #expect(golden == file.contents, "\(file.path)")
        }
    }
}
