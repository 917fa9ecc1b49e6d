import Foundation
import ListgenMustache
import ListgenYAML
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `SpecFormat` is the one declaration of the spec format: the decoder, the schema and the
/// README follow it (the README and the schema file by freshness tests, the schema's agreement
/// with listgen by `Scripts/check-schema.py` in CI).
@Suite struct SpecFormatTests {
    static let minimal = """
        screen: Items
        cells:
          ItemCell:
            model: Item
            fields: {id: Int}
        routes:
          detail: {destination: DetailViewController}
        """

    /// The defaults the decoder applies are the table's.
    @Test func decoderDefaultsAreTheTables() throws {
        var diagnostics = DiagnosticEngine()
        let root = try YAMLReader.readSingleDocument(Array(Self.minimal.utf8))
        let spec = try #require(SpecDecoder(path: "spec.yaml").decode(root, diagnostics: &diagnostics))
        #expect(spec.list == SpecFormat.Screen.list.defaultCase(ListKind.self))
        #expect(spec.dataSource == SpecFormat.Screen.dataSource.defaultCase(DataSourceKind.self))
        #expect(spec.cells[0].wiring == SpecFormat.Screen.wiring.defaultCase(Wiring.self))
        #expect(spec.cells[0].generateModel == SpecFormat.Cell.generateModel.defaultBool)
        #expect(spec.cells[0].idField == SpecFormat.Cell.id.defaultString)
        #expect(spec.sections == [SpecFormat.Screen.defaultSection])
        #expect(spec.routes[0].pass == SpecFormat.Route.pass.defaultCase(RouteSpec.Pass.self))
        #expect(spec.routes[0].presentation == SpecFormat.Route.presentation.defaultCase(RouteSpec.Presentation.self))
        #expect(spec.routes[0].embedInNavigation == SpecFormat.Route.embedInNavigation.defaultBool)
    }

    /// A choice's synonyms are never words of the same key (a synonym would shadow a real word), and every
    /// synonym, written in a spec, gets the did-you-mean of its words (the table feeds the decoder).
    @Test func choiceSynonymsNameTheirWords() throws {
        var keys: [SpecKey] = []
        var pending = [SpecFormat.Screen.mapping]
        var seen: Set<String> = []
        while let mapping = pending.popLast() {
            guard seen.insert(mapping.title).inserted else { continue }
            for key in mapping.keys {
                if !key.choices.isEmpty { keys.append(key) }
                if case .mapping(let nested) = key.value { pending.append(nested) }
                if case .map(.mapping(let nested), _, _) = key.value { pending.append(nested) }
                if case .list(let nested, _, _) = key.value { pending.append(nested) }
            }
        }
        #expect(keys.contains { $0.name == SpecFormat.Route.presentation.name })
        var synonymCount = 0
        for key in keys {
            let words = key.choices.map(\.word)
            for choice in key.choices {
                for synonym in choice.synonyms {
                    synonymCount += 1
                    #expect(!words.contains(synonym), "\(key.name): '\(synonym)' is a word and a synonym")
                    let meant = key.choices.filter { $0.synonyms.contains(synonym) }.map { "'\($0.word)'" }
                    #expect(
                        SpecDecoder.Context.notAChoice("'x'", synonym, key.choices)
                            == "'x' must be one of \(words.joined(separator: ", ")), found '\(synonym)'; did you mean "
                            + meant.joined(separator: " or ") + "?")
                }
            }
        }
        #expect(synonymCount >= 10)
    }

    /// Every key of the table is known to the decoder, and an unknown key lists exactly the table's keys.
    @Test func unknownKeyErrorsListTheTablesKeys() {
        let text = Fixtures.diagnostics(Self.minimal + "\nzzzzzzzz: 1\n")
        let expected = SpecFormat.Screen.mapping.keyNames.map { "'\($0)'" }.joined(separator: ", ")
        #expect(text.contains("unknown key 'zzzzzzzz' in the screen (expected \(expected))"), "\(text)")
    }

    /// The two drifts the schema had: field types were strings only (so `[String]` and
    /// `[String: Int]`, which listgen accepts unquoted, were refused), and a cell's `wiring`
    /// claimed the default `closure` where the real default is the screen's wiring.
    @Test func schemaFollowsTheDecoder() throws {
        let cell = try #require(
            SpecSchema.schema["properties"]?["cells"]?["additionalProperties"]?["properties"])
        #expect(cell["wiring"]?["default"] == nil)
        #expect(cell["wiring"]?["description"] == .string(SpecFormat.Cell.wiring.description))
        #expect(
            cell["fields"]?["additionalProperties"]
                == .object(["allOf": [.object(["$ref": "#/definitions/swiftType"])]])
        )
        let swiftType = try #require(SpecSchema.schema["definitions"]?["swiftType"]?["anyOf"])
        guard case .array(let kinds) = swiftType else { throw SpecFormatError.notAnArray }
        #expect(kinds[1]["type"] == "array")
        // Titles are taken as written when they are numbers or booleans.
        #expect(SpecSchema.schema["properties"]?["title"]?["type"] == ["string", "number", "boolean"])
    }

    /// `content` and `display` are exclusive in the table, and so in the schema; the decoder refuses
    /// both at once too (BadInputs/104).
    @Test func exclusiveKeysReachTheSchema() throws {
        let cell = try #require(SpecSchema.schema["properties"]?["cells"]?["additionalProperties"])
        #expect(
            cell["allOf"] == .array([.object(["not": .object(["required": ["display", "content"]])])]),
            "\(String(describing: cell["allOf"]))")
        #expect(cell["properties"]?["content"]?["properties"]?["view"]?["type"] == "string")
        let both = Fixtures.diagnostics(
            "screen: S\ncells:\n  C:\n    model: M\n    fields: { id: Int, t: String }\n"
                + "    display: { text: t }\n    content: { view: V }\n")
        #expect(both.contains("sets both 'content' and 'display'"), "\(both)")
    }

    /// A README marker that names no table, or a missing table, is an error rather than a silent skip.
    @Test func readmeMarkersMustMatchTheTables() throws {
        let all = SpecReference.tables.map {
            SpecReference.beginMarker($0.title) + "\n" + SpecReference.endMarker
        }.joined(separator: "\n")
        let updated = try SpecReference.updating(readme: all)
        #expect(updated.contains("| `screen` | required |"))
        #expect(throws: SpecReference.ReferenceError.self) {
            try SpecReference.updating(readme: all + "\n<!-- spec-format: Nope -->\n<!-- /spec-format -->")
        }
        #expect(throws: SpecReference.ReferenceError.self) {
            try SpecReference.updating(readme: SpecReference.beginMarker("Screen") + "\n" + SpecReference.endMarker)
        }
    }
}

enum SpecFormatError: Error { case notAnArray }
