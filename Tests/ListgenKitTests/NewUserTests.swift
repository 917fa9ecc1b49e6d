import Foundation
import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// What a new user meets first on the command line (issue #16, small things).
@Suite struct NewUserTests {
    func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        let io = CapturedIO()
        let code = ListgenCommand.run(arguments, io: io)
        return (code, io.stdout, io.stderr)
    }

    @Test func helpIsACommandNotASpec() {
        let result = run(["help"])
        #expect(result.code == .success)
        #expect(result.out.hasPrefix("OVERVIEW:"))
        #expect(result.err.isEmpty)
    }

    @Test func aSpecNamedWithoutItsSuffixGetsADidYouMean() throws {
        let scratch = try Scratch()
        let spec = scratch.path + "/Orders.listgen.yaml"
        try Data("screen: Orders\ncells: {OrderCell: {model: Order, fields: {id: Int}}}\n".utf8)
            .write(to: URL(fileURLWithPath: spec))
        let result = run([scratch.path + "/Orders"])
        #expect(result.code == .failure)
        #expect(
            result.err
                == "\(scratch.path)/Orders:1:1: error: cannot read the spec: no such file; did you mean '\(spec)'?\n")
    }

    @Test func initCapitalizesTheScreenName() throws {
        let scratch = try Scratch()
        let result = run(["init", "orders", "-o", scratch.path])
        #expect(result.code == .success)
        let spec = scratch.path + "/Orders.listgen.yaml"
        #expect(result.out.hasPrefix("created \(spec)\n"))
        let generated = run([spec])
        #expect(generated.code == .success, "\(generated.err)")
        #expect(generated.out.contains("struct Order: Identifiable"))
        #expect(generated.out.contains("final class OrdersViewController"))
        #expect(!generated.out.contains("ordersViewController") && !generated.out.contains("struct order"))
    }

    @Test func diagnosticsCanGoToAFile() throws {
        let scratch = try Scratch()
        let spec = scratch.path + "/Bad.listgen.yaml"
        try Data("screen: Bad\ntitel: x\ncells: {C: {model: M, fields: {id: Int}}}\n".utf8)
            .write(to: URL(fileURLWithPath: spec))
        let report = scratch.path + "/diagnostics.json"
        let result = run([spec, "--diagnostics-format", "json", "--diagnostics-output", report])
        #expect(result.code == .failure)
        #expect(result.err.isEmpty, "stderr stays free: \(result.err)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
        let items = try #require(json as? [[String: Any]])
        #expect(items.count == 1)
        #expect((items.first?["message"] as? String)?.contains("unknown key 'titel'") == true)
        // A clean run writes an empty array (so a reader never sees a stale report).
        let good = scratch.path + "/Good.listgen.yaml"
        try Data("screen: Good\ncells: {C: {model: M, fields: {id: Int}}}\n".utf8).write(to: URL(fileURLWithPath: good))
        #expect(run([good, "--diagnostics-format", "json", "--diagnostics-output", report]).code == .success)
        let empty = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
        #expect((empty as? [Any])?.isEmpty == true)
    }

    @Test func aWriteErrorSaysErrorOnce() throws {
        let scratch = try Scratch()
        let file = scratch.path + "/afile"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let result = run(["templates", "eject", file + "/sub"])
        #expect(result.code == .failure)
        #expect(result.err.components(separatedBy: "error:").count == 2, "\(result.err)")
        #expect(result.err.hasPrefix("\(file)/sub: error: cannot create directory"), "\(result.err)")
    }

    @Test func renderIsLenientUnlessStrict() throws {
        let scratch = try Scratch()
        let template = scratch.path + "/t.mustache"
        let context = scratch.path + "/c.json"
        try Data("var id: {{typo}}\n".utf8).write(to: URL(fileURLWithPath: template))
        try Data(#"{"type": "Int"}"#.utf8).write(to: URL(fileURLWithPath: context))
        let lenient = run(["render", template, "--context", context])
        #expect(lenient.code == .success)
        #expect(lenient.out == "var id: \n")
        let strict = run(["render", template, "--context", context, "--strict"])
        #expect(strict.code == .failure)
        #expect(strict.err == "\(template):1:9: error: unknown variable 'typo'; did you mean 'type'?\n")
    }

    @Test func documentationCitesNoPathOutsideTheRepository() throws {
        let root = Fixtures.path("")
        let enumerator = FileManager.default.enumerator(atPath: root)
        var offenders: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix("Conformance") || path.hasPrefix(".git") {
                enumerator?.skipDescendants()
                continue
            }
            guard path.hasSuffix(".md") else { continue }
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            if text.contains("/work/") { offenders.append(path) }
        }
        #expect(offenders.isEmpty, "absolute paths of a development machine in \(offenders)")
    }
}
