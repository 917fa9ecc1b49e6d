import Foundation
import Testing

/// `Scripts/check-commits.sh` (run by `.ci/run`) fails on a commit whose subject is 72 characters or
/// more, ends with a period, or that changes code without a body; it names the commit. Each test
/// builds a scratch repository.
@Suite struct CommitCheckScriptTests {
    /// A scratch git repository with one base commit.
    struct Repository {
        let scratch: Scratch
        var path: String { scratch.path }

        init() throws {
            scratch = try Scratch()
            try git("init", "-q", "-b", "main")
            try commit(["base.swift": "let base = 0\n"], message: "Base")
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            try run(
                ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
                    + arguments
            ).output
        }

        func commit(_ files: [String: String], message: String) throws {
            for (name, text) in files {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
                try git("add", name)
            }
            try git("commit", "-q", "-m", message)
        }

        func head() throws -> String { try git("rev-parse", "--short", "HEAD").trimmingCharacters(in: .newlines) }

        /// Runs the script in this repository (a copy of it, since it checks the repository it sits in).
        func check(base: String) throws -> (status: Int32, output: String) {
            try FileManager.default.createDirectory(atPath: path + "/Scripts", withIntermediateDirectories: true)
            let script = path + "/Scripts/check-commits.sh"
            if !FileManager.default.fileExists(atPath: script) {
                try FileManager.default.copyItem(atPath: Fixtures.path("Scripts/check-commits.sh"), toPath: script)
            }
            return try CommitCheckScriptTests.run(["bash", script, base], in: path)
        }

        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try CommitCheckScriptTests.run(arguments, in: path)
        }
    }

    static func run(_ arguments: [String], in path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func goodCommitsPass() throws {
        let repository = try Repository()
        let base = try repository.head()
        try repository.commit(["a.swift": "let a = 1\n"], message: "Add a\n\nBecause a is needed; 3 tests pass.")
        try repository.commit(["notes.md": "notes\n"], message: "Write the notes")
        let result = try repository.check(base: base)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "commits: 2 checked (after \(base)): all fine\n")
    }

    @Test func eachRuleNamesTheCommit() throws {
        let repository = try Repository()
        let base = try repository.head()
        let long = String(repeating: "x", count: 72)
        try repository.commit(["a.swift": "1\n"], message: long + "\n\nbody")
        let tooLong = try repository.head()
        try repository.commit(["b.swift": "2\n"], message: "End with a period.\n\nbody")
        let period = try repository.head()
        try repository.commit(["c.swift": "3\n"], message: "Change code\n\nSigned-off-by: Test <test@example.com>")
        let noBody = try repository.head()
        let result = try repository.check(base: base)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "\(tooLong) \"\(String(repeating: "x", count: 57))...\": the subject is 72 characters"))
        #expect(result.output.contains("\(period) \"End with a period.\": the subject ends with a period"))
        #expect(result.output.contains("\(noBody) \"Change code\": no body: a commit that changes code (c.swift…)"))
        #expect(result.output.contains("3 problem(s) in the 3 commit(s) after \(base)"), "\(result.output)")
    }

    @Test func aSubjectOf71CharactersAndAMergePass() throws {
        let repository = try Repository()
        let base = try repository.head()
        try repository.git("checkout", "-q", "-b", "side")
        try repository.commit(["s.swift": "s\n"], message: String(repeating: "é", count: 71) + "\n\nbody")
        try repository.git("checkout", "-q", "main")
        try repository.commit(["m.swift": "m\n"], message: "Main\n\nbody")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge side", "side")
        let result = try repository.check(base: base)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("commits: 3 checked"), "\(result.output)")
    }

    @Test func aMissingBaseIsAClearError() throws {
        let repository = try Repository()
        let result = try repository.check(base: "0123456789abcdef0123456789abcdef01234567")
        #expect(result.status == 2)
        #expect(
            result.output.contains("base commit 0123456789abcdef0123456789abcdef01234567 is not in this repository"))
    }

    @Test func aShallowCloneChecksWhatItHas() throws {
        let repository = try Repository()
        let base = try repository.head()
        try repository.commit(["a.swift": "1\n"], message: "One\n\nbody")
        try repository.commit(["b.swift": "2\n"], message: "Two\n\nbody")
        let scratch = try Scratch()
        let clone = scratch.path + "/clone"
        let cloned = try Self.run(
            ["git", "clone", "-q", "--depth", "1", "file://" + repository.path, clone], in: scratch.path)
        #expect(cloned.status == 0, "\(cloned.output)")
        try FileManager.default.createDirectory(atPath: clone + "/Scripts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Fixtures.path("Scripts/check-commits.sh"), toPath: clone + "/Scripts/check-commits.sh")
        let result = try Self.run(["bash", clone + "/Scripts/check-commits.sh", base], in: clone)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("commits: 1 checked (all this shallow clone has; \(base) is not in it"))
    }
}
