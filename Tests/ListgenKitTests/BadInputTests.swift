import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Every file in `Tests/ListgenKitTests/BadInputs/` is a spec that must be refused.
///
/// Expectations are written inside the file as comment lines,
///
///     # expect: 12:7: error: unknown key 'titel'
///
/// (line:column, severity, then a substring of the message; `note:` and `warning:` lines too). From
/// case 300 on (the structural-YAML and choice corpus of issue #25), the expectation is the whole
/// message: a hint that grows or loses a word fails.
/// Inputs that cannot carry a comment (empty, binary, a byte-order mark that must come first)
/// keep them in a sidecar `NN-name.expect` with the same lines (the `# ` is optional there).
///
/// Each case runs through the CLI exactly as a build would: exit code 1, every expected
/// diagnostic printed in the order the file lists them, every printed line a located diagnostic,
/// nothing written.
@Suite struct BadInputTests {
    static let directory = Fixtures.path("Tests/ListgenKitTests/BadInputs")

    /// Cases numbered from here on expect whole messages.
    static let firstExactCase = 300

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    /// One expected diagnostic.
    struct Expectation: CustomStringConvertible {
        var line: Int
        var column: Int
        var severity: String
        var message: String

        var description: String { "\(line):\(column): \(severity): \(message)" }

        /// Parses `12:7: error: text`.
        init?(_ spec: Substring) {
            let parts = spec.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
            self.line = line
            self.column = column
            severity = parts[2].trimmingCharacters(in: .whitespaces)
            message = parts[3].hasPrefix(" ") ? String(parts[3].dropFirst()) : String(parts[3])
        }
    }

    /// The expectations of a case: its sidecar `.expect` if there is one, else its own comment lines.
    static func expectations(for name: String) throws -> [Expectation] {
        let sidecar = directory + "/" + name.dropLast(".yaml".count) + ".expect"
        let source = FileManager.default.fileExists(atPath: sidecar) ? sidecar : directory + "/" + name
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: source)), as: UTF8.self)
        var result: [Expectation] = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var rest = line[...]
            if rest.hasPrefix("# ") { rest = rest.dropFirst(2) }
            guard rest.hasPrefix("expect:") else { continue }
            let spec = rest.dropFirst("expect:".count).drop(while: { $0 == " " })
            guard let expectation = Expectation(spec) else {
                Issue.record("\(name): cannot read the expectation '\(line)'")
                continue
            }
            result.append(expectation)
        }
        return result
    }

    @Test func corpusIsLargeAndEveryCaseHasExpectations() throws {
        #expect(Self.cases.count >= 60, "only \(Self.cases.count) bad inputs")
        for name in Self.cases {
            #expect(!(try Self.expectations(for: name)).isEmpty, "\(name) has no '# expect:' line")
            #expect(name.range(of: #"^[0-9]{2,3}-[a-z0-9-]+\.yaml$"#, options: .regularExpression) != nil, "\(name)")
        }
    }

    @Test(arguments: cases)
    func badInputIsRefused(_ name: String) throws {
        let expectations = try Self.expectations(for: name)
        let path = Self.directory + "/" + name
        let run = try CLIRun(arguments: [path])
        #expect(run.code == .failure, "exit code \(run.code)")
        #expect(run.io.stdout.isEmpty, "stdout: \(run.io.stdout)")
        #expect(run.written.isEmpty, "wrote \(run.written)")
        let printed = run.io.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(!printed.isEmpty)
        for line in printed {
            #expect(Self.isLocatedDiagnostic(line, path: path), "not a located diagnostic: \(line)")
        }
        // Each expectation is found after the previous one: diagnostics come in the order the file
        // lists them, which is source order (each note after its diagnostic).
        let exact = (Int(name.prefix(while: \.isNumber)) ?? 0) >= Self.firstExactCase
        var next = printed.startIndex
        for expectation in expectations {
            let prefix = "\(path):\(expectation.line):\(expectation.column): \(expectation.severity): "
            let found = printed[next...].firstIndex {
                guard $0.hasPrefix(prefix) else { return false }
                let message = $0.dropFirst(prefix.count)
                return exact ? message == expectation.message : message.contains(expectation.message)
            }
            #expect(found != nil, "missing '\(expectation)', or out of order, in:\n\(run.io.stderr)")
            if let found { next = found + 1 }
        }
        // Nothing more than what the case expects (so a new spurious diagnostic shows up here).
        #expect(printed.count == expectations.count, "printed:\n\(run.io.stderr)expected:\n\(expectations)")
    }

    /// `path:line:column: severity: message` with line and column ≥ 1.
    static func isLocatedDiagnostic(_ line: String, path: String) -> Bool {
        guard line.hasPrefix(path + ":") else { return false }
        let rest = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard rest.count == 4, let row = Int(rest[0]), let column = Int(rest[1]), row >= 1, column >= 1 else {
            return false
        }
        return [" error", " warning", " note"].contains(String(rest[2])) && rest[3].count > 1
    }

    // MARK: Generated inputs (too large to commit)

    @Test(arguments: ["[", "{", "- ", "? "])
    func hundredThousandNestedCollectionsDoNotOverflowTheStack(_ opener: String) throws {
        let scratch = try Scratch()
        let path = scratch.path + "/deep.listgen.yaml"
        let body = opener == "{" ? String(repeating: "{a: ", count: 100_000) : String(repeating: opener, count: 100_000)
        // Flow collections can start on the key's line; block ones start on the next.
        let start = opener.hasSuffix(" ") ? "title:\n  " : "title: "
        try Data(("screen: Items\n" + start + body + "x\n").utf8).write(to: URL(fileURLWithPath: path))
        let clock = ContinuousClock()
        var run: CLIRun?
        let elapsed = try clock.measure { run = try CLIRun(arguments: [path]) }
        let result = try #require(run)
        #expect(result.code == .failure)
        #expect(
            result.io.stderr.hasPrefix("\(path):\(opener.hasSuffix(" ") ? 3 : 2):"), "\(result.io.stderr.prefix(500))")
        #expect(result.io.stderr.contains("nesting is deeper than 256 levels"), "\(result.io.stderr.prefix(500))")
        #expect(result.written.isEmpty)
        #expect(elapsed < .seconds(20))
    }

    @Test func fiftyMegabyteSpecIsRefusedWithBoundedMemory() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/huge.listgen.yaml"
        var text = "screen: Items\ncells:\n  ItemCell:\n    model: Item\n    fields:\n"
        var index = 0
        let line = String(repeating: "x", count: 60)
        while text.utf8.count < 50 << 20 {
            text += "      f\(index)_\(line): String\n"
            index += 1
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        text = ""
        let before = peakResidentMiB()
        let run = try CLIRun(arguments: [path])
        let growth = peakResidentMiB() - before
        #expect(run.code == .failure)
        #expect(run.io.stderr == "\(path):1:1: error: the spec is 50 MiB; specs are limited to 8 MiB\n")
        #expect(run.written.isEmpty)
        // The file is read once (50 MiB) and never parsed; other tests run alongside, so be generous.
        #expect(growth < 400, "peak RSS grew by \(growth) MiB")
    }

    @Test func veryLongLineIsLocatedAtItsEnd() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/long.listgen.yaml"
        let long = String(repeating: "a", count: 1 << 20)
        try Data("screen: Items\ntitle: \"\(long)\\q\"\ncells: {}\n".utf8).write(to: URL(fileURLWithPath: path))
        // With source lines (as on a terminal) the printed line is cut, but the location is exact.
        let run = try CLIRun(arguments: [path], errIsTerminal: true)
        #expect(run.code == .failure)
        #expect(run.io.stderr.hasPrefix("\(path):2:\(9 + (1 << 20)): error: found unknown escape character\n"))
        #expect(run.io.stderr.utf8.count < 4096, "printed \(run.io.stderr.utf8.count) bytes")
        #expect(run.written.isEmpty)
    }

    @Test func aliasBombIsBoundedInTime() throws {
        // Ten levels of ten aliases: 10^10 nodes if expanded; the reader stops at its limit.
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...10 {
            yaml +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        yaml += "screen: Items\ncells: {C: {model: M, fields: {id: Int}}}\n"
        let clock = ContinuousClock()
        var result: Generator.Result?
        let elapsed = clock.measure { result = Fixtures.generate(yaml) }
        let diagnostics = DiagnosticRenderer().text(result?.diagnostics ?? [])
        #expect(diagnostics.contains("expands the document beyond"), "\(diagnostics)")
        #expect(result?.files.isEmpty == true)
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }

    @Test func aliasesAsKeysAreBoundedInTime() throws {
        // Sixteen keys, each an alias of a large mapping: comparing keys must stay bounded.
        var yaml = "big: &big {" + (0..<4000).map { "k\($0): v" }.joined(separator: ", ") + "}\nm: {"
        yaml += (0..<16).map { "? *big\n : \($0)" }.joined(separator: ", ") + "}\n"
        let clock = ContinuousClock()
        var result: Generator.Result?
        let elapsed = clock.measure { result = Fixtures.generate(yaml) }
        #expect(result?.hasErrors == true)
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    @Test func unusedRouteAloneIsOnlyAWarning() throws {
        let scratch = try Scratch()
        let path = scratch.path + "/Items.listgen.yaml"
        try Data(
            """
            screen: Items
            cells:
              ItemCell:
                model: Item
                fields: {id: Int, name: String}
            routes:
              detail: {destination: DetailViewController}

            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        let run = try CLIRun(arguments: [path])
        #expect(run.code == .success)
        #expect(run.io.stderr == "\(path):7:3: warning: route 'detail' is not used by any event\n")
        #expect(run.written.contains("ItemsViewController.swift"))
    }
}

// MARK: - Support shared by the hardening tests

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class Scratch {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/listgen-test-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = URL(fileURLWithPath: String(cString: made)).standardizedFileURL.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Every file and directory below `directory` (hidden ones too), relative, sorted.
    static func contents(of directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }
}

/// One run of the CLI into a fresh output directory.
struct CLIRun {
    let code: ExitCode
    let io: CapturedIO
    /// What the run left in its output directory.
    let written: [String]

    init(arguments: [String], errIsTerminal: Bool = false) throws {
        let output = try Scratch()
        io = CapturedIO(errIsTerminal: errIsTerminal)
        code = ListgenCommand.run(arguments + ["-o", output.path], io: io)
        written = Scratch.contents(of: output.path)
    }
}

/// The process's peak resident set size so far, in MiB.
func peakResidentMiB() -> Int {
    var usage = rusage()
    #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss / 1024
    #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / (1024 * 1024)
    #endif
}
