import Foundation
import ListgenMustache
import Testing

@testable import ListgenRendering
@testable import ListgenSpec

/// `listgen context` prints through `JSONValue`, the one JSON printer, byte for byte as Foundation's
/// `JSONEncoder` would.
@Suite struct ContextJSONTests {
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
            #expect(JSONValue(sample).prettyJSON() == (try foundationJSON(sample)))
        }
        // Every context golden was written by JSONEncoder.
        let contexts = Fixtures.packageRoot.appendingPathComponent("Tests/Goldens/Contexts")
        for name in try FileManager.default.contentsOfDirectory(atPath: contexts.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: contexts.appendingPathComponent(name), encoding: .utf8)
            let value = try MustacheValue(json: text)
            #expect(JSONValue(value).prettyJSON() + "\n" == text, "\(name)")
            #expect(value == (try JSONDecoder().decode(MustacheValue.self, from: Data(text.utf8))))
        }
    }
}
