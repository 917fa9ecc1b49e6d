import Foundation
import ListgenKit
import Testing

/// Checked-in files derived from other files must not go stale.
@Suite struct FreshnessTests {
    @Test func embeddedTemplatesMatchTemplatesFolder() throws {
        let folder = Fixtures.path("Templates")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".mustache") {
            templates[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        #expect(!templates.isEmpty)
        try assertGolden(
            BuiltinTemplates.embeddingSource(for: templates),
            at: "Sources/ListgenKit/Rendering/BuiltinTemplates+Generated.swift")
        // And the compiled-in copy is what this binary actually uses.
        #expect(Set(BuiltinTemplates.names) == Set(templates.keys))
        for (name, text) in templates {
            #expect(BuiltinTemplates.sources[name] == text, "embedded \(name) is stale: rebuild after re-recording")
        }
    }

    @Test func checkedInSchemaMatchesSchemaCommand() throws {
        try assertGolden(SpecSchema.json(), at: "Schema/listgen.schema.json")
    }
}
