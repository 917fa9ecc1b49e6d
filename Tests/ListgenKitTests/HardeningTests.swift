import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// The fuzz harness's invariants (Fuzz/FuzzTarget.swift), checked in `swift test` over every
/// committed fuzz seed and bad input, in every variant, so a regression shows without a fuzz run.
@Suite struct HardeningTests {
    static let inputs: [String] = {
        var paths: [String] = []
        for directory in ["Fuzz/seeds", "Tests/ListgenKitTests/BadInputs"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(directory))) ?? []
            paths += names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(directory)/\($0)" }
        }
        return paths
    }()

    static let variants: [Generator.Variant] =
        [Generator.Variant()]
        + ListKind.allCases.flatMap { list in
            DataSourceKind.allCases.flatMap { dataSource in
                Wiring.allCases.map { Generator.Variant(list: list, dataSource: dataSource, wiring: $0) }
            }
        }

    @Test func thereAreInputs() {
        #expect(Self.inputs.count > 90)
    }

    @Test(arguments: inputs)
    func invariantsHold(_ relativePath: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(relativePath))))
        let path = "input.listgen.yaml"
        for variant in Self.variants {
            for single in [false, true] {
                var options = Generator.Options(variant: variant)
                if single { options.fileNaming = .filePerSpec(names: [path: "All.swift"]) }
                let result = Fixtures.noteAccepted(
                    bytes, Generator(options: options).generate([SpecInput(path: path, bytes: bytes)]))
                let problems = Self.violations(of: result, path: path)
                #expect(problems.isEmpty, "\(relativePath) \(variant) single: \(single): \(problems)")
                // Same input, same output.
                let again = Generator(options: options).generate([SpecInput(path: path, bytes: bytes)])
                #expect(again.files == result.files && again.diagnostics == result.diagnostics)
            }
        }
    }

    /// What the fuzz target traps on, as messages.
    static func violations(of result: Generator.Result, path: String) -> [String] {
        var problems: [String] = []
        for diagnostic in result.diagnostics {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                if location.line < 1 || location.column < 1 {
                    problems.append("location \(location.line):\(location.column)")
                }
                if location.path != path { problems.append("diagnostic in \(location.path)") }
            }
            let messages = [diagnostic.message] + diagnostic.notes.map(\.message)
            if messages.contains(where: { $0.isEmpty || $0.contains("\n") || $0.contains("\r") }) {
                problems.append("message not one line: \(diagnostic.message.debugDescription)")
            }
        }
        if result.hasErrors && !result.files.isEmpty { problems.append("files despite errors") }
        if !result.hasErrors && result.files.isEmpty { problems.append("no error and no file") }
        var seen: Set<String> = []
        for file in result.files {
            if file.path.contains("..") || file.path.hasPrefix("/") || file.path.contains("\\") || file.path.isEmpty {
                problems.append("unsafe path \(file.path)")
            }
            if !seen.insert(file.path).inserted { problems.append("two files at \(file.path)") }
            if (try? OutputWriter(directory: "out").destination(of: file)) == nil {
                problems.append("OutputWriter refuses \(file.path)")
            }
            if file.contents.unicodeScalars.contains(where: { $0 != "\n" && Self.isInvisibleOrControl($0) }) {
                problems.append("raw control or bidi character in \(file.path)")
            }
        }
        return problems
    }

    static func isInvisibleOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Specs built to be slow: each is refused (or reported) in bounded time with bounded messages.
    @Test(arguments: ["many-cells", "many-unknown-routes", "huge-key", "huge-choice"])
    func adversarialSizesAreBoundedInTime(_ kind: String) throws {
        var yaml = "screen: X\n"
        switch kind {
        case "many-cells":
            yaml += "cells:\n" + (0..<20_000).map { "  C\($0):\n    model: M\($0)\n    fields: {id: Int}\n" }.joined()
        case "many-unknown-routes":
            yaml += "cells:\n  C:\n    model: M\n    fields: {id: Int}\n    events:\n"
            yaml += (0..<20_000).map { "      e\($0): {title: t, route: rout\($0)x}\n" }.joined()
            yaml += "routes:\n" + (0..<20_000).map { "  rout\($0): {destination: V}\n" }.joined()
        case "huge-key":
            yaml +=
                "? " + String(repeating: "a", count: 2_000_000) + "\n: 1\ncells: {C: {model: M, fields: {id: Int}}}\n"
        default:
            yaml +=
                "list: " + String(repeating: "tabel", count: 400_000) + "\ncells: {C: {model: M, fields: {id: Int}}}\n"
        }
        let clock = ContinuousClock()
        var result: Generator.Result?
        let elapsed = clock.measure { result = Fixtures.generate(yaml) }
        #expect(result?.hasErrors == true)
        #expect(result?.files.isEmpty == true)
        #expect(result?.diagnostics.allSatisfy { $0.message.unicodeScalars.count < 1_200 } == true)
        #expect(elapsed < .seconds(15), "\(kind) took \(elapsed)")
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let example = try Fixtures.exampleInput("Contacts")
        let plain = Generator().generate([example])
        let text = String(decoding: example.bytes, as: UTF8.self)
        for bytes in [
            [0xEF, 0xBB, 0xBF] + example.bytes, Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8),
        ] {
            let result = Generator().generate([SpecInput(path: example.path, bytes: bytes)])
            #expect(!result.hasErrors, "\(result.diagnostics)")
            #expect(result.files == plain.files)
        }
    }

    @Test func diagnosticMessagesAreOneLineWhateverTheyQuote() {
        let diagnostic = Diagnostic.error("found 'a\nb\r\u{2028}\u{202E}\t'", at: .init(path: "p", line: 1, column: 1))
        #expect(diagnostic.message == #"found 'a\nb\r\u{2028}\u{202E}\t'"#)
        let note = Diagnostic.Note("x\ny", at: .init(path: "p", line: 1, column: 1))
        #expect(note.message == #"x\ny"#)
    }
}
