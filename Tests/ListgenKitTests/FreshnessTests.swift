import Foundation
import ListgenMustache
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Checked-in files derived from other files must not go stale.
@Suite struct FreshnessTests {
    @Test func embeddedTemplatesMatchTemplatesFolder() throws {
        let folder = Fixtures.path("Templates")
        var templates: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".mustache") {
            templates[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        #expect(!templates.isEmpty)
        let runtimeFolder = Fixtures.path("Sources/ListgenRuntime")
        var runtime: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: runtimeFolder) where name.hasSuffix(".swift") {
            runtime[name] = try String(contentsOfFile: runtimeFolder + "/" + name, encoding: .utf8)
        }
        #expect(!runtime.isEmpty)
        try assertGolden(
            BuiltinTemplates.embeddingSource(
                for: templates, runtime: runtime, contentHash: { GeneratedManifest.hash($0.utf8) }),
            at: "Sources/ListgenRendering/Rendering/BuiltinTemplates+Generated.swift")
        // And the compiled-in copy is what this binary actually uses.
        #expect(Set(BuiltinTemplates.names) == Set(templates.keys))
        #expect(BuiltinTemplates.runtimeFileHash == GeneratedManifest.hash(BuiltinTemplates.runtimeFile.utf8))
        for (name, text) in templates {
            #expect(BuiltinTemplates.sources[name] == text, "embedded \(name) is stale: rebuild after re-recording")
            // Every built-in template is compiled in (runs parse none), from this text (the golden above
            // pins its byte code; the goldens, that it renders as the parsed text does).
            let fresh = try MustacheTemplate(source: text, name: "Templates/\(name)")
            let embedded = try #require(BuiltinTemplates.parsed(name), "\(name) has no parsed copy")
            var table = MustacheStringTable()
            #expect(embedded.byteCode(strings: &table) == nil && fresh.byteCode(strings: &table) != nil)
            #expect(embedded.namedTemplates == fresh.namedTemplates)
            #expect(embedded.name == fresh.name && embedded.source == text)
        }
    }

    @Test func checkedInSchemaMatchesSchemaCommand() throws {
        try assertGolden(SpecSchema.json(), at: "Schema/listgen.schema.json")
    }

    /// The spec-reference tables of `Documentation/SpecFormat.md` are written from `SpecFormat`.
    @Test func specFormatPageTablesMatchSpecFormat() throws {
        let page = try String(contentsOfFile: Fixtures.path(SpecReference.page), encoding: .utf8)
        try assertGolden(try SpecReference.updating(readme: page), at: SpecReference.page)
    }

    /// The synopsis, option list and exit codes of `Documentation/CommandLine.md` are written from
    /// `GenerateOptions` and `ExitCode`.
    @Test func commandLinePageMatchesTheDeclarations() throws {
        let page = try String(contentsOfFile: Fixtures.path(CommandLineReference.page), encoding: .utf8)
        try assertGolden(try CommandLineReference.updating(page: page), at: CommandLineReference.page)
        #expect(throws: CommandLineReference.ReferenceError.self) {
            try CommandLineReference.updating(page: page + "\n<!-- command-line: nope -->\n<!-- /command-line -->")
        }
        #expect(throws: CommandLineReference.ReferenceError.self) {
            try CommandLineReference.updating(page: "# Command line\n")
        }
    }
}

/// Documentation/TemplateContext.md describes every field of the context structs, from their doc comments.
@Suite struct ContextDocumentationTests {
    @Test func referenceTablesMatchTheContextStructs() throws {
        let page = try String(contentsOfFile: Fixtures.path("Documentation/TemplateContext.md"), encoding: .utf8)
        try assertGolden(
            try ContextReference.updating(page: page, directory: Fixtures.path("Sources/ListgenRendering/Context")),
            at: "Documentation/TemplateContext.md")
    }

    /// Every key of the pinned context JSON is a documented field (and so the structs are all that make keys).
    @Test func everyContextKeyIsAField() throws {
        let fields = try ContextReference.declarations(in: Fixtures.path("Sources/ListgenRendering/Context"))
            .values.flatMap { $0.fields.map(\.name) }
        var keys: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    keys.insert(key)
                    collect(child)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        for example in Fixtures.examples {
            let data = try Data(
                contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Goldens/Contexts/\(example).json")))
            collect(try JSONSerialization.jsonObject(with: data))
        }
        #expect(keys.count > 50)
        #expect(keys.subtracting(fields).isEmpty, "keys that are no documented field: \(keys.subtracting(fields))")
    }
}
