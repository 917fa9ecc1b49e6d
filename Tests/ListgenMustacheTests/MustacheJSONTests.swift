import Foundation
import ListgenMustache
import Testing

/// The standard-library JSON parser of `MustacheValue` matches Foundation's (printing: `ContextJSONTests`).
@Suite struct MustacheJSONTests {
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
