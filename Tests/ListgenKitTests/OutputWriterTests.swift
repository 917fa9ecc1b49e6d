import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// How listgen writes: atomically, only what changed, only inside the output directory, nothing
/// at all when a spec has an error; and `--check` sees every difference.
@Suite struct OutputWriterTests {
    static func file(_ path: String, _ contents: String = "// generated\n") -> GeneratedFile {
        GeneratedFile(path: path, contents: contents)
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func attributes(_ path: String) throws -> (inode: UInt64, modified: Date, permissions: Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (
            (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
            attributes[.modificationDate] as? Date ?? .distantPast,
            (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
        )
    }

    /// No `.name.listgen-XXXXXX` temporary left anywhere below `directory`.
    static func temporaries(in directory: String) -> [String] {
        Scratch.contents(of: directory).filter {
            $0.contains(".listgen-") && !$0.hasSuffix(GeneratedManifest.fileName)
        }
    }

    // MARK: Atomic writes

    @Test func writeReplacesTheFileByRenameAndLeavesNoTemporary() throws {
        let scratch = try Scratch()
        let writer = OutputWriter(directory: scratch.path)
        let outcome = try writer.write([Self.file("A.swift", "one\n"), Self.file("B.swift", "two\n")])
        #expect(outcome.map(\.1) == [.created, .created])
        #expect(Self.read(scratch.path + "/A.swift") == "one\n")
        #expect(try Self.attributes(scratch.path + "/A.swift").permissions == 0o644)
        // A hard link to the old file keeps the old bytes: the new file is a new inode renamed over
        // the old name, never the old file rewritten in place.
        try FileManager.default.linkItem(atPath: scratch.path + "/A.swift", toPath: scratch.path + "/A.old")
        let before = try Self.attributes(scratch.path + "/A.swift").inode
        let second = try writer.write([Self.file("A.swift", "one, changed\n"), Self.file("B.swift", "two\n")])
        #expect(second.map(\.1) == [.updated, .unchanged])
        #expect(Self.read(scratch.path + "/A.swift") == "one, changed\n")
        #expect(Self.read(scratch.path + "/A.old") == "one\n")
        #expect(try Self.attributes(scratch.path + "/A.swift").inode != before)
        #expect(Self.temporaries(in: scratch.path).isEmpty)
    }

    /// Staging compares a file with the disk without reading it whole (``OutputWriter/compare(_:with:buffer:)``):
    /// the same answers as reading it, then comparing its bytes, for files shorter and longer than one
    /// chunk, one byte longer or shorter, differing only in their last byte, and what is not a file.
    @Test func comparisonInChunksAnswersAsReadingTheWholeFile() throws {
        let scratch = try Scratch()
        let chunk = FileSystem.comparisonChunk
        let long = String(repeating: "abcdefghij\n", count: chunk / 11 * 3 + 5)  // three chunks and a part
        let exact = String(repeating: "x", count: chunk)
        var buffer: UnsafeMutableRawBufferPointer?
        defer { buffer?.deallocate() }
        for text in ["", "one\n", exact, long] {
            let path = scratch.path + "/F.swift"
            var variants = [text, text + "!", "!" + text]
            if !text.isEmpty {
                variants += [String(text.dropLast()), String(text.dropLast()) + "?", "?" + String(text.dropFirst())]
            }
            for onDisk in variants {
                try Data(onDisk.utf8).write(to: URL(fileURLWithPath: path))
                var generated = text
                let expected: FileSystem.Comparison =
                    OutputWriter.bytes(of: text, equal: FileSystem.readFile(path)!) ? .same : .different
                #expect(OutputWriter.compare(path, with: &generated, buffer: &buffer) == expected)
                #expect(expected == (onDisk == text ? .same : .different))
            }
        }
        var text = "one\n"
        #expect(OutputWriter.compare(scratch.path + "/Absent.swift", with: &text, buffer: &buffer) == .absent)
        try FileManager.default.createDirectory(atPath: scratch.path + "/D.swift", withIntermediateDirectories: false)
        #expect(OutputWriter.compare(scratch.path + "/D.swift", with: &text, buffer: &buffer) == .absent)
    }

    /// A run's staged files are committed spec by spec in input order, then the support file: when
    /// staging already left them so (one worker), they are taken as they are; otherwise regrouped.
    @Test func stagedFilesAreRegroupedOnlyWhenOutOfOrder() {
        #expect(OutputStage.isGrouped([], as: []))
        #expect(OutputStage.isGrouped(["A", "A", "B", ""], as: ["A", "B"]))
        #expect(OutputStage.isGrouped(["A", "A", ""], as: ["A", "B"]))  // B generated nothing
        #expect(OutputStage.isGrouped(["", "x"], as: ["A"]))  // others sorted
        #expect(!OutputStage.isGrouped(["B", "A", ""], as: ["A", "B"]))  // two workers, B first
        #expect(!OutputStage.isGrouped(["A", "B", "A"], as: ["A", "B"]))  // A's files apart
        #expect(!OutputStage.isGrouped(["x", ""], as: ["A"]))  // others not sorted
        #expect(!OutputStage.isGrouped(["A", "", "B"], as: ["A", "B"]))  // the support file before B
    }

    @Test func failedWriteLeavesNoTemporary() throws {
        let scratch = try Scratch()
        // The destination is a directory: the rename fails after the temporary was written.
        try FileManager.default.createDirectory(atPath: scratch.path + "/B.swift", withIntermediateDirectories: false)
        let writer = OutputWriter(directory: scratch.path)
        #expect(throws: OutputWriter.Failure.self) {
            try writer.write([Self.file("A.swift"), Self.file("B.swift")])
        }
        #expect(Self.temporaries(in: scratch.path).isEmpty, "\(Scratch.contents(of: scratch.path))")
        // The file before the failure is complete; the directory is untouched.
        #expect(Self.read(scratch.path + "/A.swift") == "// generated\n")
        #expect(Scratch.contents(of: scratch.path) == ["A.swift", "B.swift"])
    }

    @Test func unchangedFileKeepsItsModificationTime() throws {
        let scratch = try Scratch()
        let writer = OutputWriter(directory: scratch.path)
        let path = scratch.path + "/A.swift"
        _ = try writer.write([Self.file("A.swift")])
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let inode = try Self.attributes(path).inode
        #expect(try writer.write([Self.file("A.swift")]).map(\.1) == [.unchanged])
        #expect(try Self.attributes(path).modified == past)
        #expect(try Self.attributes(path).inode == inode)
        // Through the CLI too: a second identical run touches nothing.
        let spec = Fixtures.exampleSpecPath("Contacts")
        #expect(ListgenCommand.run([spec, "-o", scratch.path], io: CapturedIO()) == .success)
        let generated = Scratch.contents(of: scratch.path).filter { $0 != "A.swift" }
        #expect(!generated.isEmpty)
        for name in generated {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: scratch.path + "/" + name)
        }
        #expect(ListgenCommand.run([spec, "-o", scratch.path], io: CapturedIO()) == .success)
        for name in generated {
            #expect(try Self.attributes(scratch.path + "/" + name).modified == past, "\(name) was rewritten")
        }
    }

    // MARK: Never outside the output directory

    @Test(arguments: [
        "../Escape.swift", "/tmp/Absolute.swift", "a/../../Escape.swift", "./A.swift", "", "a//B.swift", "a/", "..",
        "a/./B.swift", "sub/../A.swift",
    ])
    func pathsLeavingTheDirectoryAreRefused(_ path: String) throws {
        let scratch = try Scratch()
        let inner = scratch.path + "/out"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
        let writer = OutputWriter(directory: inner)
        #expect(throws: OutputWriter.Failure.self) { try writer.write([Self.file(path)]) }
        #expect(throws: OutputWriter.Failure.self) { try writer.destination(of: Self.file(path)) }
        #expect(Scratch.contents(of: scratch.path) == ["out"])
    }

    @Test func symlinkedSubdirectoryIsNotFollowedOutside() throws {
        let scratch = try Scratch()
        let outside = scratch.path + "/outside"
        let inner = scratch.path + "/out"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: inner + "/sub", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: inner + "/up", withDestinationPath: "..")
        let writer = OutputWriter(directory: inner)
        for path in ["sub/A.swift", "up/A.swift", "up/outside/A.swift"] {
            #expect(throws: OutputWriter.Failure.self, "\(path)") { try writer.write([Self.file(path)]) }
        }
        #expect(Scratch.contents(of: outside).isEmpty)
        #expect(Scratch.contents(of: scratch.path).sorted() == ["out", "out/sub", "out/up", "outside"])
    }

    @Test func symlinkedFileIsReplacedNotWrittenThrough() throws {
        let scratch = try Scratch()
        let outside = scratch.path + "/victim.txt"
        let inner = scratch.path + "/out"
        try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: false)
        try "precious\n".write(toFile: outside, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: inner + "/A.swift", withDestinationPath: outside)
        _ = try OutputWriter(directory: inner).write([Self.file("A.swift")])
        #expect(Self.read(outside) == "precious\n")
        #expect(Self.read(inner + "/A.swift") == "// generated\n")
    }

    @Test func outputDirectoryThatIsASymlinkIsFine() throws {
        let scratch = try Scratch()
        let real = scratch.path + "/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: real)
        _ = try OutputWriter(directory: scratch.path + "/link").write([Self.file("A.swift"), Self.file("Sub/B.swift")])
        #expect(Self.read(real + "/A.swift") == "// generated\n")
        #expect(Self.read(real + "/Sub/B.swift") == "// generated\n")
    }

    @Test func emptyDirectoryMeansTheCurrentOneNotTheRoot() throws {
        #expect(try OutputWriter(directory: "").destination(of: Self.file("A.swift")) == "./A.swift")
        #expect(try OutputWriter(directory: "out/").destination(of: Self.file("A.swift")) == "out/A.swift")
    }

    // MARK: All or nothing

    @Test func anErrorInAnySpecWritesNothing() throws {
        let scratch = try Scratch()
        let bad = scratch.path + "/Bad.listgen.yaml"
        try "screen: Bad\ncells:\n  C:\n    model: M\n    fields: {id: Int, name: Strin g}\n".write(
            toFile: bad, atomically: false, encoding: .utf8)
        let output = scratch.path + "/out"
        let specs = Fixtures.examplesInOneFolder.map(Fixtures.exampleSpecPath)
        for order in [specs + [bad], [bad] + specs, [specs[0], bad, specs[1]]] {
            let io = CapturedIO()
            #expect(ListgenCommand.run(order + ["-o", output], io: io) == .failure)
            #expect(io.stderr.contains("Bad.listgen.yaml:5:"), "\(io.stderr)")
            #expect(Scratch.contents(of: output).isEmpty, "wrote \(Scratch.contents(of: output))")
        }
        // Also with one file for all (--single-file) and with a missing spec.
        #expect(ListgenCommand.run(specs + [bad, "-o", output, "--single-file"], io: CapturedIO()) == .failure)
        #expect(
            ListgenCommand.run(specs + [scratch.path + "/missing.yaml", "-o", output], io: CapturedIO()) == .failure)
        #expect(Scratch.contents(of: output).isEmpty)
    }

    // MARK: Concurrent runs

    @Test func eightConcurrentProcessesLeaveOnlyCompleteFiles() throws {
        let binary = try #require(Self.listgenBinary(), "build the listgen executable first (swift build)")
        let scratch = try Scratch()
        let output = scratch.path + "/out"
        let specs = Fixtures.examplesInOneFolder.map(Fixtures.exampleSpecPath)
        let expected = Generator().generate(try Fixtures.examplesInOneFolder.map(Fixtures.exampleInput))
        #expect(!expected.hasErrors)
        for round in 0..<3 {
            if round == 1 {
                // Stale contents, so every process replaces files while the others do too.
                for file in expected.files {
                    try "stale\n".write(toFile: output + "/" + file.path, atomically: false, encoding: .utf8)
                }
            }
            let processes = try (0..<8).map { _ in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: binary)
                process.arguments = specs + ["-o", output]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round)")
            }
            #expect(Self.temporaries(in: output).isEmpty, "round \(round)")
            #expect(
                Set(Scratch.contents(of: output)) == Set(expected.files.map(\.path) + [GeneratedManifest.fileName]),
                "round \(round)")
            // Every run records the same files, so whichever manifest lands last lists them all.
            #expect(
                Set(GeneratedManifest.read(in: output).entries.map(\.file)) == Set(expected.files.map(\.path)),
                "round \(round)")
            for file in expected.files {
                #expect(Self.read(output + "/" + file.path) == file.contents, "round \(round): \(file.path)")
            }
        }
    }

    /// The `listgen` executable next to the test bundle's build products.
    static func listgenBinary() -> String? {
        let build = Fixtures.path(".build")
        // Beside the test bundle first (whatever --scratch-path the build used), then in .build.
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates = [bundle.path + "/listgen"] + ["debug", "release"].map { "\(build)/\($0)/listgen" }
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build)) ?? []
        candidates += triples.flatMap { ["\(build)/\($0)/debug/listgen", "\(build)/\($0)/release/listgen"] }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    // MARK: --check

    @Test func diffOfLargeUnrelatedFilesIsBounded() throws {
        // Myers' trace is O(D·(N+M)): two unrelated 20,000-line files must not need gigabytes.
        let old = (0..<20_000).map { "old line \($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<20_000).map { "new line \($0)" }.joined(separator: "\n") + "\n"
        let clock = ContinuousClock()
        var diff = ""
        let elapsed = clock.measure { diff = UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b") }
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -1,20000 +1,20000 @@\n-old line 0\n"))
        #expect(diff.split(separator: "\n").count == 3 + 40_000)
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    @Test func diffShowsAMissingFinalLineBreakLikeDiffU() {
        let diff = UnifiedDiff.make(old: "a\nb", new: "a\nb\n", oldName: "old", newName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    /// A directory in sync with the Contacts example, and its generated files.
    static func synced() throws -> (Scratch, String, [GeneratedFile]) {
        let scratch = try Scratch()
        let spec = Fixtures.exampleSpecPath("Contacts")
        #expect(ListgenCommand.run([spec, "-o", scratch.path], io: CapturedIO()) == .success)
        let files = Generator().generate([try Fixtures.exampleInput("Contacts")]).files
        return (scratch, spec, files)
    }

    @Test func checkPassesWhenInSyncAndWritesNothing() throws {
        let (scratch, spec, _) = try Self.synced()
        let before = try Scratch.contents(of: scratch.path).map { try Self.attributes(scratch.path + "/" + $0).inode }
        let io = CapturedIO()
        #expect(ListgenCommand.run([spec, "-o", scratch.path, "--check"], io: io) == .success)
        #expect(io.stdout.isEmpty && io.stderr.isEmpty, "\(io.stdout)\(io.stderr)")
        #expect(
            try Scratch.contents(of: scratch.path).map { try Self.attributes(scratch.path + "/" + $0).inode } == before)
    }

    enum Damage: String, CaseIterable, Sendable {
        case changedByte, missingFile, extraTrailingNewline, missingTrailingNewline, emptied, crlf
    }

    @Test(arguments: Damage.allCases)
    func checkDetectsEveryDifference(_ damage: Damage) throws {
        let (scratch, spec, files) = try Self.synced()
        let file = try #require(files.first { $0.path == "ContactsViewController.swift" })
        let path = scratch.path + "/" + file.path
        var damaged = Array(file.contents.utf8)
        switch damage {
        case .changedByte:
            let index = damaged.count / 2
            damaged[index] = damaged[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        case .missingFile: try FileManager.default.removeItem(atPath: path)
        case .extraTrailingNewline: damaged.append(UInt8(ascii: "\n"))
        case .missingTrailingNewline: damaged.removeLast()
        case .emptied: damaged = []
        case .crlf: damaged = Array(file.contents.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        }
        if damage != .missingFile { try Data(damaged).write(to: URL(fileURLWithPath: path)) }
        let untouched = FileManager.default.contents(atPath: path)

        let io = CapturedIO()
        #expect(ListgenCommand.run([spec, "-o", scratch.path, "--check"], io: io) == .outOfDate)
        #expect(io.stdout.contains("--- "), "\(io.stdout)")
        #expect(io.stdout.contains("+++ "), "\(io.stdout)")
        #expect(io.stdout.contains("\n@@ -"), "\(io.stdout)")
        #expect(io.stdout.contains(file.path))
        #expect(io.stderr.contains("1 generated file is out of date"), "\(io.stderr)")
        // Exactly one file is reported, and --check changes nothing.
        #expect(io.stdout.components(separatedBy: "\n+++ ").count == 2, "\(io.stdout)")
        #expect(FileManager.default.contents(atPath: path) == untouched)
        #expect(Self.temporaries(in: scratch.path).isEmpty)
        if damage == .missingFile { #expect(io.stdout.hasPrefix("missing: \(path)\n")) }
        if damage == .changedByte {
            let changed = io.stdout.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
            #expect(changed.count == 1, "\(io.stdout)")
        }
        // Regenerating brings it back in sync.
        #expect(ListgenCommand.run([spec, "-o", scratch.path], io: CapturedIO()) == .success)
        #expect(ListgenCommand.run([spec, "-o", scratch.path, "--check"], io: CapturedIO()) == .success)
    }
}
