import Foundation
import Testing

/// `Scripts/test.sh` turns a `swift test` log into the failures and one summary line that counts
/// skips, with their reason (Swift Testing's own last line counts a skipped test as passed).
@Suite struct TestScriptTests {
    /// Runs `Scripts/test.sh` on `log` (`--from-log`), returning its exit status and output.
    static func summarize(_ log: String, _ options: [String] = []) throws -> (status: Int32, output: String) {
        let scratch = try Scratch()
        let path = scratch.path + "/swift-test.log"
        try Data(log.utf8).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Fixtures.path("Scripts/test.sh"), "--from-log", path] + options
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let skippedRun = """
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1
        ◇ Test everyCase() started.
        ➜ Test everyCase() skipped: "yaml-test-suite not found in Conformance/yaml-test-suite: run Scripts/fetch-conformance.sh to fetch it"
        ➜ Test specFile(_:) skipped: "mustache not found in Conformance/mustache: run Scripts/fetch-conformance.sh to fetch it"
        ◇ Test marksAreOneBased() started.
        ✔ Test marksAreOneBased() passed after 0.001 seconds.
        ✔ Test run with 5 tests in 3 suites passed after 0.002 seconds.

        """

    @Test func theLastLineCountsSkipsAndSaysWhy() throws {
        let run = try Self.summarize(Self.skippedRun)
        #expect(run.status == 0)
        #expect(
            run.output == "tests: 3 passed, 0 failed, 2 skipped (conformance data: run Scripts/fetch-conformance.sh)\n")
    }

    /// The summary stays the last line when `--no-skips` fails the run (issue #45: a reader, or a
    /// script, takes the counts from `tail -1`).
    @Test func noSkipsFailsOnASkipAndTheCountsStayLast() throws {
        let run = try Self.summarize(Self.skippedRun, ["--no-skips"])
        #expect(run.status == 1)
        #expect(
            run.output == """
                a skipped test is a test that did not run; CI runs every test (--no-skips)
                tests: 3 passed, 0 failed, 2 skipped (conformance data: run Scripts/fetch-conformance.sh)

                """)
    }

    @Test func aFailureIsPrintedWithItsDetailsAndCounted() throws {
        let run = try Self.summarize(
            """
            ◇ Test run started.
            ◇ Test a() started.
            ✔ Test a() passed after 0.001 seconds.
            ◇ Test b() started.
            ✘ Test b() recorded an issue at X.swift:3:5: Expectation failed: 1 == 2
            ↳ a comment
            ✘ Test b() failed after 0.001 seconds with 1 issue.
            ✘ Test run with 2 tests in 1 suite failed after 0.002 seconds with 1 issue.

            """)
        #expect(run.status == 1)
        #expect(
            run.output == """
                ✘ Test b() recorded an issue at X.swift:3:5: Expectation failed: 1 == 2
                ↳ a comment
                ✘ Test b() failed after 0.001 seconds with 1 issue.
                ✘ Test run with 2 tests in 1 suite failed after 0.002 seconds with 1 issue.
                tests: 1 passed, 1 failed, 0 skipped

                """)
    }
}
