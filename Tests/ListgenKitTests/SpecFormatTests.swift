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
        #expect(spec.list == SpecFormat.Screen.list.defaultValue)
        #expect(spec.dataSource == SpecFormat.Screen.dataSource.defaultValue)
        #expect(spec.cells[0].wiring == SpecFormat.Screen.wiring.defaultValue)
        #expect(spec.cells[0].generateModel == SpecFormat.Cell.generateModel.defaultValue)
        #expect(spec.cells[0].idField == SpecFormat.Cell.id.defaultValue)
        #expect(spec.sections == [SpecFormat.Screen.defaultSection])
        #expect(spec.routes[0].pass == SpecFormat.Route.pass.defaultValue)
        #expect(spec.routes[0].presentation == SpecFormat.Route.presentation.defaultValue)
        #expect(spec.routes[0].embedInNavigation == SpecFormat.Route.embedInNavigation.defaultValue)
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

    /// `Fuzz/spec.dict` has every key of the table and every word of its choices (a freshness test:
    /// `LISTGEN_RECORD=1` rewrites its first half).
    @Test func fuzzDictionaryHasEveryKeyAndWord() throws {
        let dictionary = try String(contentsOfFile: Fixtures.path("Fuzz/spec.dict"), encoding: .utf8)
        try assertGolden(SpecDictionary.updating(dictionary), at: "Fuzz/spec.dict")
        for key in SpecFormat.allKeys {
            #expect(dictionary.contains("\"\(key.name):\""), "\(key.name)")
            for choice in key.choices { #expect(dictionary.contains("\"\(choice.word)\""), "\(choice.word)") }
        }
    }

    /// A format's keys and rules are its model's. Erased keys and rules take the model by address, so a
    /// format built with a key (or a rule) of another model must stop when it is built, not decode into
    /// the wrong type: the compiler no longer sees the model in `[AnySpecField]` and `[SpecRule]`.
    @Test func aKeyOrRuleOfAnotherModelStopsTheFormat() async {
        await #expect(processExitsWith: .failure) {
            struct Mine: Sendable { var title: String? = nil }
            struct Other: Sendable { var name: String? = nil }
            let name = SpecField<Other, String?>(
                "name", { $1(&$0.name) }, SpecKind.text.optional, default: nil, "A name.")
            _ = SpecMappingFormat<Mine>(title: "Mine", description: "Mine.", keys: [name.erased])
        }
        await #expect(processExitsWith: .failure) {
            struct Mine: Sendable { var title: String? = nil }
            struct Other: Sendable {
                var name: String? = nil
                var note: String? = nil
            }
            let title = SpecField<Mine, String?>(
                "title", { $1(&$0.title) }, SpecKind.text.optional, default: nil, "A title.")
            let name = SpecField<Other, String?>(
                "name", { $1(&$0.name) }, SpecKind.text.optional, default: nil, "A name.")
            let note = SpecField<Other, String?>(
                "note", { $1(&$0.note) }, SpecKind.text.optional, default: nil, "A note.")
            _ = SpecMappingFormat<Mine>(
                title: "Mine", description: "Mine.", keys: [title.erased],
                rules: [.exclusive(name, note, because: "one of them")])
        }
        // The negative control: the same format with its own model's keys and rules is built.
        struct Mine: Sendable {
            var title: String? = nil
            var subtitle: String? = nil
        }
        let title = SpecField<Mine, String?>(
            "title", { $1(&$0.title) }, SpecKind.text.optional, default: nil, "A title.")
        let subtitle = SpecField<Mine, String?>(
            "subtitle", { $1(&$0.subtitle) }, SpecKind.text.optional, default: nil, "A subtitle.")
        let format = SpecMappingFormat<Mine>(
            title: "Mine", description: "Mine.", keys: [title.erased, subtitle.erased],
            rules: [.exclusive(title, subtitle, because: "one of them")])
        #expect(format.mapping.keyNames == ["title", "subtitle"])
    }

    /// The generic decoder walks the declared keys, so a key added to a copy of a table, and nothing
    /// else, lands in the model; the real table refuses it as unknown (never silently ignored).
    @Test func aKeyAddedToATableIsDecoded() throws {
        let extra = SpecField<ConfirmSpec, String?>(
            "subtitle", { $1(&$0.message) }, SpecKind.text.optional, default: nil, "A key only this test declares.")
        let format = SpecFormat.Confirm.format.adding(extra.erased)
        #expect(format.mapping.keyNames == SpecFormat.Confirm.mapping.keyNames + ["subtitle"])
        guard let node = try YAMLReader.readSingleDocument(Array("title: Sure?\nsubtitle: Really\n".utf8)) else {
            throw SpecFormatError.empty
        }
        var context = SpecDecoder.Context(decoder: SpecDecoder(path: "spec.yaml"))
        var keys = MappingKeys()
        let decoded = context.decode(format, node, what: "'confirm'", into: ConfirmSpec(title: ""), keys: &keys)
        #expect(decoded == ConfirmSpec(title: "Sure?", message: "Really"))
        #expect(context.diagnostics.diagnostics.isEmpty, "\(context.diagnostics.diagnostics)")

        var plain = SpecDecoder.Context(decoder: SpecDecoder(path: "spec.yaml"))
        _ = plain.decode(SpecFormat.Confirm.format, node, what: "'confirm'", into: ConfirmSpec(title: ""), keys: &keys)
        #expect(
            plain.diagnostics.diagnostics.map(\.message) == [
                "unknown key 'subtitle' in 'confirm' (expected 'title', 'message', 'button', 'style', 'when')"
            ])
    }

    /// Every key a generic mapping declares reaches the model: a spec that sets each to a value other
    /// than its default decodes to a model that differs from the default in that key alone.
    @Test func everyDeclaredKeyReachesTheModel() throws {
        func decode<Model>(_ format: SpecMappingFormat<Model>, _ yaml: String, into initial: Model) throws -> Model? {
            guard let node = try YAMLReader.readSingleDocument(Array(yaml.utf8)) else { throw SpecFormatError.empty }
            var context = SpecDecoder.Context(decoder: SpecDecoder(path: "spec.yaml"))
            var keys = MappingKeys()
            let model = context.decode(format, node, what: "'x'", into: initial, keys: &keys)
            #expect(context.diagnostics.diagnostics.isEmpty, "\(context.diagnostics.diagnostics)")
            return model
        }
        let route = RouteSpec(
            name: "r", destination: .named([]), pass: .model, presentation: .push, embedInNavigation: false)
        let routeKeys = [
            "destination: D", "pass: id", "presentation: sheet", "embedInNavigation: true", "detents: [medium]",
            "closeButton: true",
        ]
        let base = try #require(try decode(SpecFormat.Route.format, "destination: D", into: route))
        // `url` replaces `destination` and needs a URL presentation: it is varied on a URL route below.
        #expect(routeKeys.count + 1 == SpecFormat.Route.mapping.keys.count)
        let urlRoute = try #require(try decode(SpecFormat.Route.format, "url: link\npresentation: safari", into: route))
        #expect(urlRoute.url == "link" && urlRoute.presentation == .safari)
        for line in routeKeys.dropFirst() {
            // closeButton needs a modal, embedded destination; detents a sheet.
            let yaml = ["destination: D", line, "presentation: sheet", "embedInNavigation: true"]
            let decoded = try #require(
                try decode(SpecFormat.Route.format, Array(Set(yaml)).sorted().joined(separator: "\n"), into: route))
            #expect(decoded != base, "\(line) did not reach the model")
        }
        let event = EventSpec(name: "e", title: nil, systemImage: nil, route: nil)
        let eventKeys = [
            "title: T", "systemImage: star", "route: r", "accessibilityLabel: A", "role: destructive", "enabled: e",
            "visible: v", "confirm: { title: Sure? }", "placement: menu",
        ]
        // `swipeTitle` and `color` style a swipe action: they are varied on an event that is one.
        let swipeKeys = ["swipeTitle: S", "color: systemOrange"]
        // `menuGroup` and `submenu` place a context-menu item: they are varied on an event placed `menu`.
        let menuKeys = ["menuGroup: edit", "submenu: Move To"]
        // `control: switch` and `value` come together: a switch needs the field it shows.
        let switchKeys = ["control: switch", "value: v"]
        #expect(
            eventKeys.count + swipeKeys.count + menuKeys.count + switchKeys.count
                == SpecFormat.Event.mapping.keys.count)
        let toggle = try decode(SpecFormat.Event.format, switchKeys.joined(separator: "\n"), into: event)
        #expect(toggle?.control == .switch && toggle?.value == "v", "\(switchKeys) did not reach the model")
        for line in eventKeys {
            #expect(try decode(SpecFormat.Event.format, line, into: event) != event, "\(line) did not reach the model")
        }
        let swipe = try #require(try decode(SpecFormat.Event.format, "placement: swipeTrailing", into: event))
        for line in swipeKeys {
            let decoded = try decode(SpecFormat.Event.format, "placement: swipeTrailing\n" + line, into: event)
            #expect(decoded != swipe, "\(line) did not reach the model")
        }
        let menu = try #require(try decode(SpecFormat.Event.format, "placement: menu", into: event))
        for line in menuKeys {
            let decoded = try decode(SpecFormat.Event.format, "placement: menu\n" + line, into: event)
            #expect(decoded != menu, "\(line) did not reach the model")
        }
        let displayKeys = [
            "text: t", "secondaryText: { field: n, format: number }", "image: { systemName: star }", "indentation: d",
            "accessory: { checkmark: c }", "value: { field: v, format: number }", "badge: b",
        ]
        #expect(displayKeys.count == SpecFormat.Display.mapping.keys.count)
        for line in displayKeys {
            let decoded = try decode(SpecFormat.Display.format, line, into: LocatedDisplay())
            #expect(decoded?.display != LocatedDisplay().display, "\(line) did not reach the model")
        }
        // A text that follows the row's state, and the Bool-field condition it reads (issue #23).
        let stateKeys = ["if: \"!s\"", "then: T", "else: E"]
        #expect(stateKeys.count == SpecFormat.StateTextFormat.mapping.keys.count)
        let state = try decode(
            SpecFormat.StateTextFormat.format, stateKeys.joined(separator: "\n"), into: StateText(""))
        #expect(state == StateText(if: FieldCondition(field: "s", isNegated: true), then: "T", else: "E"))
        let stateful = try decode(
            SpecFormat.Event.format, "title: { if: s, then: A, else: B }\nvisible: \"!v\"", into: event)
        #expect(stateful?.title == StateText(if: FieldCondition(field: "s"), then: "A", else: "B"))
        #expect(stateful?.visible == FieldCondition(field: "v", isNegated: true))
        // `confirm.when` reads the same condition (issue #23).
        let confirm = try decode(SpecFormat.Confirm.format, "title: T\nwhen: \"!h\"", into: ConfirmSpec(title: ""))
        #expect(confirm?.when == FieldCondition(field: "h", isNegated: true))
        let section = SectionSpec(id: "", title: nil)
        let base2 = try #require(try decode(SpecFormat.Section.format, "id: a", into: section))
        for line in ["title: T", "footer: F", "showWhenEmpty: true"] {
            #expect(try decode(SpecFormat.Section.format, "id: a\n" + line, into: section) != base2, "\(line)")
        }
    }

    /// The same for a cell's keys, through the whole decoder: each changes the decoded cell.
    @Test func everyCellKeyReachesTheCell() throws {
        func cell(_ line: String) throws -> CellSpec {
            let fields = line.contains("fields:") ? "" : "    fields: { id: Int, key: Int, t: String }\n"
            let yaml = "screen: S\ncells:\n  C:\n    model: M\n" + fields + "    " + line + "\n"
            var diagnostics = DiagnosticEngine()
            let root = try YAMLReader.readSingleDocument(Array(yaml.utf8))
            let spec = SpecDecoder(path: "spec.yaml").decode(root, diagnostics: &diagnostics)
            #expect(diagnostics.diagnostics.isEmpty, "\(line): \(diagnostics.diagnostics.map(\.message))")
            return try #require(spec?.cells.first)
        }
        let base = try cell("fields: { id: Int, key: Int, t: String }")
        let lines = [
            "generateModel: false", "id: key\n    fields: { key: Int, t: String }",
            "fields: { id: Int, key: Int, t: String, u: Int }",
            "display: { text: t }", "content: { view: V }", "events: { e: { title: E } }", "wiring: delegate",
            "select: {}",
        ]
        // `fullSwipe` sets how swipe actions are performed: it is varied on a cell that has one.
        let swipeEvents = "events: { e: { title: E, placement: swipeTrailing } }"
        let swipeLines = ["fullSwipe: false"]
        // `model` is the one key not varied: it is required, and every line sets it.
        #expect(lines.count + swipeLines.count + 1 == SpecFormat.Cell.mapping.keys.count)
        for line in lines {
            let changed = try cell(line)
            #expect(changed != base, "\(line) did not reach the cell")
        }
        let swipeBase = try cell(swipeEvents)
        for line in swipeLines {
            #expect(try cell(swipeEvents + "\n    " + line) != swipeBase, "\(line) did not reach the cell")
        }
    }

    /// A value that is a word or a mapping (`accessory: disclosure | { checkmark: isDone }`, as issue #22
    /// will need) is one kind made of two, declared like any key; the schema offers both.
    @Test func aWordOrMappingKeyIsOneDeclaration() throws {
        struct Accessory: Sendable, Equatable {
            var word: String? = nil
            var checkmark: String? = nil
        }
        struct Row: Sendable, Equatable { var accessory: Accessory? = nil }
        let checkmark = SpecField<Accessory, String?>(
            "checkmark", { $1(&$0.checkmark) }, SpecKind.identifier.optional, default: nil, "A Bool field.")
        let accessoryFormat = SpecMappingFormat<Accessory>(
            title: "Accessory", description: "An accessory.", keys: [checkmark.erased])
        let kind = SpecKind<String>.identifier.map { Accessory(word: $0) }
            .either(.mapping(accessoryFormat) { Accessory() })
        let accessory = SpecField<Row, Accessory?>(
            "accessory", { $1(&$0.accessory) }, kind.optional, default: nil, "A word or a mapping.")
        let row = SpecMappingFormat<Row>(title: "Row", description: "A row.", keys: [accessory.erased])
        func decode(_ yaml: String) throws -> (Row?, [String]) {
            guard let node = try YAMLReader.readSingleDocument(Array(yaml.utf8)) else { throw SpecFormatError.empty }
            var context = SpecDecoder.Context(decoder: SpecDecoder(path: "spec.yaml"))
            var keys = MappingKeys()
            let model = context.decode(row, node, what: "a row", into: Row(), keys: &keys)
            return (model, context.diagnostics.diagnostics.map(\.message))
        }
        #expect(try decode("accessory: disclosure").0 == Row(accessory: Accessory(word: "disclosure")))
        #expect(try decode("accessory: { checkmark: isDone }").0 == Row(accessory: Accessory(checkmark: "isDone")))
        #expect(
            try decode("accessory: { chekmark: isDone }").1
                == ["unknown key 'chekmark' in 'accessory'; did you mean 'checkmark'?"])
        guard case .object(let property) = SpecSchema.property(accessory.spec),
            case .array(let kinds)? = property["oneOf"]
        else {
            Issue.record("no oneOf: \(SpecSchema.property(accessory.spec))")
            return
        }
        #expect(kinds.count == 2)
    }
}

enum SpecFormatError: Error { case notAnArray, empty }
