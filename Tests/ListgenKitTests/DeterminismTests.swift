import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// The output depends on the specs and nothing else: not on where they are, how their paths are
/// written, or how many workers process them.
@Suite struct DeterminismTests {
    func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "listgen-determinism-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.standardizedFileURL.path
    }

    /// Every file under `directory`, by relative path.
    func contents(of directory: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            var isDirectory: ObjCBool = false
            let full = directory + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }

    /// `path` (absolute) relative to the current directory, through `..` as needed.
    func relativeToCurrentDirectory(_ path: String) -> String {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let there = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var common = 0
        while common < min(here.count, there.count), here[common] == there[common] { common += 1 }
        let up = Array(repeating: "..", count: here.count - common)
        let relative = (up + there[common...]).joined(separator: "/")
        return relative.isEmpty ? "." : relative
    }

    /// Copies the example into a fresh directory and runs the CLI on it; returns the output files.
    func generate(_ example: String, relativePaths: Bool) throws -> [String: Data] {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = directory + "/\(example).listgen.yaml"
        try FileManager.default.copyItem(atPath: Fixtures.exampleSpecPath(example), toPath: spec)
        let output = directory + "/Generated"
        let arguments =
            relativePaths
            ? [relativeToCurrentDirectory(spec), "-o", relativeToCurrentDirectory(output)]
            : [spec, "-o", output]
        #expect(relativePaths == !arguments[0].hasPrefix("/"))
        let io = CapturedIO()
        #expect(ListgenCommand.run(arguments, io: io) == .success, "\(io.stderr)")
        return try contents(of: output)
    }

    @Test(arguments: Fixtures.examples)
    func outputDoesNotDependOnWhereTheSpecIsOrHowItsPathIsWritten(_ example: String) throws {
        let relative = try generate(example, relativePaths: true)
        let absolute = try generate(example, relativePaths: false)
        #expect(!relative.isEmpty)
        #expect(relative.keys.sorted() == absolute.keys.sorted())
        for (path, bytes) in relative {
            #expect(absolute[path] == bytes, "\(path) differs between the two directories")
        }
    }

    @Test func outputDoesNotDependOnTheNumberOfWorkers() throws {
        let inputs = try Fixtures.examplesInOneFolder.map(Fixtures.exampleInput)
        let results = [1, 2, 3, 8].map { workers in
            Generator(options: Generator.Options(concurrency: workers)).generate(inputs)
        }
        #expect(!results[0].hasErrors)
        #expect(!results[0].files.isEmpty)
        for result in results.dropFirst() {
            #expect(result.files == results[0].files)
            #expect(result.diagnostics.isEmpty)
        }
    }
}
