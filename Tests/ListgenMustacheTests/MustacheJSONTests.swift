import Foundation
import ListgenMustache
import Testing

/// The standard-library JSON of `MustacheValue` matches Foundation's byte for byte.
@Suite struct MustacheJSONTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func foundationJSON(_ value: MustacheValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func prettyJSONEqualsJSONEncoder() throws {
        let samples: [MustacheValue] = [
            [:], [], ["a": [], "b": [:]], ["z": 1, "a": [true, false, nil], "m": "q\"\\\n\t\u{1}/é😀"],
            ["n": .double(1.5), "i": .int(-3), "big": .double(1e20), "whole": .double(2.0)],
        ]
        for sample in samples {
            #expect(sample.prettyJSON() == (try foundationJSON(sample)))
        }
        // Every context golden was written by JSONEncoder.
        let contexts = Self.root.appendingPathComponent("Tests/Goldens/Contexts")
        for name in try FileManager.default.contentsOfDirectory(atPath: contexts.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: contexts.appendingPathComponent(name), encoding: .utf8)
            let value = try MustacheValue(json: text)
            #expect(value.prettyJSON() + "\n" == text, "\(name)")
            #expect(value == (try JSONDecoder().decode(MustacheValue.self, from: Data(text.utf8))))
        }
    }

    @Test func parsesWhatJSONDecoderParses() throws {
        let text = #" { "a" : [1, -2.5e3, 1.0, 1e2, 1.5, 1e300, true, null, "x\u00e9\ud83d\ude00\n"], "b": {} } "#
        #expect(try MustacheValue(json: text) == (try JSONDecoder().decode(MustacheValue.self, from: Data(text.utf8))))
    }

    @Test func locatedErrors() {
        for (text, line, column) in [
            ("{\n  \"a\": tru }", 2, 8), ("[1, 2", 1, 6), ("{\"a\" 1}", 1, 6), ("\"open", 1, 6),
        ] {
            do {
                _ = try MustacheValue(json: text)
                Issue.record("\(text) parsed")
            } catch {
                #expect((error.line, error.column) == (line, column), "\(text): \(error)")
            }
        }
    }
}
