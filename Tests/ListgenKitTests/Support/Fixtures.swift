import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Paths and helpers shared by the ListgenKit tests.
enum Fixtures {
    /// The package root (this file is `Tests/ListgenKitTests/Support/Fixtures.swift`).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// The example specs, by name.
    static let examples = [
        "Contacts", "Inbox", "Library", "Profiles", "Deliveries", "Orders", "Catalog", "Messages", "History",
    ]
    /// The examples that can be generated into one folder: Messages keeps the names of issue #23's
    /// spec contract (`Message`, `MessageCell`), which Inbox generates too.
    static let examplesInOneFolder = examples.filter { $0 != "Messages" }

    /// The Swift files an app writes beside an example's spec (`ProductRowView.swift`), sorted. The
    /// golden sets hold copies named `_<file>` (GoldenTests records and checks them), so every golden
    /// module compiles the app's code with the generated code, as the app's target would.
    static func handWrittenSources(of example: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path("Examples/\(example)"))) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func exampleSpecPath(_ name: String) -> String { path("Examples/\(name)/\(name).listgen.yaml") }

    static func exampleInput(_ name: String) throws -> SpecInput {
        let data = try Data(contentsOf: URL(fileURLWithPath: exampleSpecPath(name)))
        return SpecInput(path: "\(name).listgen.yaml", bytes: Array(data))
    }

    /// The templates in `Templates/`, read from disk: goldens render with these, so a template
    /// change needs one recording pass (FreshnessTests checks the embedded copy separately).
    static let workingTemplates: TemplateSet = {
        var diagnostics = DiagnosticEngine()
        let set = TemplateSet.withOverrides(from: path("Templates"), diagnostics: &diagnostics)
        precondition(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        return set
    }()

    /// Whether this run re-records goldens (`LISTGEN_RECORD=1 swift test`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["LISTGEN_RECORD"] == "1" }

    /// Runs the pipeline on YAML text.
    static func generate(
        _ yaml: String, path: String = "spec.yaml", options: Generator.Options = .init()
    ) -> Generator.Result {
        let bytes = Array(yaml.utf8)
        return noteAccepted(bytes, Generator(options: options).generate([SpecInput(path: path, bytes: bytes)]))
    }

    /// With `LISTGEN_ACCEPTED_SPECS=<dir>` set, saves a spec the tests generated without errors
    /// into `<dir>`, so that CI can check that the JSON Schema accepts every spec listgen accepts
    /// (`python3 Scripts/check-schema.py --accepted <dir>`). Returns `result`.
    @discardableResult
    static func noteAccepted(_ bytes: [UInt8], _ result: Generator.Result) -> Generator.Result {
        guard let directory = ProcessInfo.processInfo.environment["LISTGEN_ACCEPTED_SPECS"], !directory.isEmpty,
            !result.hasErrors
        else { return result }
        // FNV-1a names the file by its content: the same spec saved twice is one file.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let url = URL(fileURLWithPath: directory).appendingPathComponent(String(hash, radix: 16) + ".yaml")
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? Data(bytes).write(to: url)
        return result
    }

    /// The diagnostics of YAML text as compiler-style lines.
    static func diagnostics(_ yaml: String, path: String = "spec.yaml") -> String {
        DiagnosticRenderer().text(generate(yaml, path: path).diagnostics)
    }
}

/// Compares `actual` with the golden file at `relativePath`; on `LISTGEN_RECORD=1`, rewrites it and fails.
func assertGolden(
    _ actual: String, at relativePath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let url = Fixtures.packageRoot.appendingPathComponent(relativePath)
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if Fixtures.isRecording {
        if existing != actual {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "recorded \(relativePath); run again without LISTGEN_RECORD to check", sourceLocation: sourceLocation)
        }
        return
    }
    guard let existing else {
        Issue.record(
            "missing golden \(relativePath); record it with LISTGEN_RECORD=1 swift test", sourceLocation: sourceLocation
        )
        return
    }
    if existing != actual {
        let diff = UnifiedDiff.make(old: existing, new: actual, oldName: relativePath, newName: "generated")
        Issue.record(
            "golden \(relativePath) differs (LISTGEN_RECORD=1 swift test re-records):\n\(diff)",
            sourceLocation: sourceLocation)
    }
}
