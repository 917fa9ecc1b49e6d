import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// One golden set per example × list kind × data source × wiring, under `Tests/Goldens/`.
/// Each set is also a module that the GeneratedCodeTests compile against the UIKit stand-in and run.
@Suite struct GoldenTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        var example: String
        /// The forced choices; nil keeps the spec's own (`as-written`).
        var choices: (list: ListKind, dataSource: DataSourceKind, wiring: Wiring)?

        var directory: String {
            guard let choices else { return "Tests/Goldens/\(example)/as-written" }
            return
                "Tests/Goldens/\(example)/\(choices.list.rawValue)-\(choices.dataSource.rawValue)-\(choices.wiring.rawValue)"
        }
        var testDescription: String { directory.replacingOccurrences(of: "Tests/Goldens/", with: "") }

        /// The words that name the variant: `Contacts table diffable closure`, `Library as written`.
        var words: [String] {
            guard let choices else { return [example, "as", "written"] }
            return [example, choices.list.rawValue, choices.dataSource.rawValue, choices.wiring.rawValue]
        }

        /// The golden module (Package.swift): `GoldenContactsTableDiffableClosure`, `GoldenLibraryAsWritten`.
        var moduleName: String { "Golden" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() }

        var generatorVariant: Generator.Variant {
            Generator.Variant(list: choices?.list, dataSource: choices?.dataSource, wiring: choices?.wiring)
        }
    }

    /// Examples whose cells choose different wirings: their spec as written is not one of the
    /// forced variants, so it gets a golden set (and module) of its own.
    static let asWrittenExamples = ["Library"]

    /// The golden matrix, spelled once: GoldenTests records these sets, Package.swift declares
    /// their modules (`goldenModules`, written from this list; GoldenMatrixTests keeps it fresh), and
    /// `Tests/GeneratedCodeTests/AllHarnesses.swift` runs them (HarnessListTests).
    static let variants: [Variant] =
        Fixtures.examples.flatMap { example in
            ListKind.allCases.flatMap { list in
                DataSourceKind.allCases.flatMap { dataSource in
                    Wiring.allCases.map { Variant(example: example, choices: (list, dataSource, $0)) }
                }
            } + (asWrittenExamples.contains(example) ? [Variant(example: example, choices: nil)] : [])
        }

    @Test(arguments: variants)
    func generatedCodeMatchesGolden(_ variant: Variant) throws {
        let options = Generator.Options(
            templates: Fixtures.workingTemplates,
            variant: variant.generatorVariant)
        let result = Generator(options: options).generate([try Fixtures.exampleInput(variant.example)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        for file in result.files {
            try assertGolden(file.contents, at: "\(variant.directory)/\(file.path)")
        }
        // The test harness around the generated code (destinations, row factories, a recording router).
        let spec = try #require(result.specs.first)
        try assertGolden(try Harness.render(for: spec), at: "\(variant.directory)/_Harness.swift")
        // The example's hand-written sources (a content view), copied beside the generated code so that
        // each golden module compiles them too; the copy must equal the example's file.
        for source in Fixtures.handWrittenSources(of: variant.example) {
            let text = try String(
                contentsOfFile: Fixtures.path("Examples/\(variant.example)/\(source)"), encoding: .utf8)
            try assertGolden(text, at: "\(variant.directory)/_\(source)")
        }
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
    func exampleAsWrittenMatchesAGolden(_ example: String) throws {
        // An example's own choices are one of the variants (or its as-written set); its default
        // output must equal that golden.
        let options = Generator.Options(templates: Fixtures.workingTemplates)
        let result = Generator(options: options).generate([try Fixtures.exampleInput(example)])
        #expect(!result.hasErrors)
        let spec = try #require(result.specs.first)
        let wirings = Set(spec.cells.map(\.wiring))
        let variant =
            wirings.count == 1
            ? Variant(example: example, choices: (spec.list, spec.dataSource, wirings.first!))
            : Variant(example: example, choices: nil)
        #expect(wirings.count == 1 || Self.asWrittenExamples.contains(example), "add \(example) to asWrittenExamples")
        for file in result.files {
            let golden = try String(contentsOfFile: Fixtures.path("\(variant.directory)/\(file.path)"), encoding: .utf8)
            #expect(golden == file.contents, "\(file.path)")
        }
    }
}

/// The generated code comes out formatted: `swift format lint --strict`, with the checked-in
/// `.swift-format`, reports nothing on any golden.
@Suite struct GoldenFormattingTests {
    static let swiftFormat: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
            "\($0)/swift-format"
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: swiftFormat != nil, "swift-format is not on PATH: golden formatting not checked"))
    func goldensAreLintClean() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.swiftFormat!)
        process.arguments = [
            "lint", "--strict", "--recursive", "--configuration", Fixtures.path(".swift-format"),
            Fixtures.path("Tests/Goldens"),
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && output.isEmpty, "swift format lint on the goldens:\n\(output)")
    }
}

/// Package.swift's list of golden modules is written from ``GoldenTests/variants``.
@Suite struct GoldenMatrixTests {
    static let begin =
        "// BEGIN golden matrix: written from GoldenTests.variants by LISTGEN_RECORD=1 swift test. Do not edit."
    static let end = "// END golden matrix"

    static func packageManifest(updating manifest: String) throws -> String {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: begin), "Package.swift has no '\(begin)' line")
        let stop = try #require(lines.firstIndex(of: end), "Package.swift has no '\(end)' line")
        let body =
            ["let goldenModules: [(name: String, path: String)] = ["]
            + GoldenTests.variants.map { "    (\"\($0.moduleName)\", \"\($0.directory)\")," } + ["]"]
        return (lines[...start] + body + lines[stop...]).joined(separator: "\n")
    }

    @Test func packageManifestDeclaresEveryGoldenModule() throws {
        let manifest = try String(contentsOfFile: Fixtures.path("Package.swift"), encoding: .utf8)
        try assertGolden(try Self.packageManifest(updating: manifest), at: "Package.swift")
    }
}
