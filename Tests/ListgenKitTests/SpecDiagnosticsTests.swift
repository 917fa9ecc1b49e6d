import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Each class of mistake gets a located diagnostic in the compiler's format.
@Suite struct SpecDiagnosticsTests {
    /// Runs `marked` and returns its diagnostics as text; every expected line must be in it.
    func expect(
        _ marked: String, _ expected: [(Int, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let input = MarkedText(marked)
        let result = Fixtures.generate(input.text)
        let text = DiagnosticRenderer().text(result.diagnostics)
        for (marker, message) in expected {
            let line = "\(input.at(marker)): \(message)"
            #expect(text.contains(line), "expected «\(line)» in:\n\(text)", sourceLocation: sourceLocation)
        }
        if expected.contains(where: { $0.1.hasPrefix("error:") }) {
            #expect(result.files.isEmpty, "no files when there are errors", sourceLocation: sourceLocation)
        }
    }

    static let valid = """
        screen: Contacts
        cells:
          ContactCell:
            model: Contact
            fields:
              id: UUID
              name: String
            display:
              text: name
            events:
              button:
                title: Details
                route: detail
        routes:
          detail:
            destination: DetailViewController

        """

    @Test func validSpecHasNoDiagnostics() {
        let result = Fixtures.generate(Self.valid)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
    }

    @Test func unknownKeyWithSuggestion() {
        expect(
            """
            screen: Contacts
            ❶lsit: table
            cells:
              ContactCell:
                model: Contact
                fields: { id: UUID, name: String }
                events:
                  button:
                    ❷titel: Details
            """,
            [
                (1, "error: unknown key 'lsit' in the screen; did you mean 'list'?"),
                (2, "error: unknown key 'titel' in event 'button' of cell 'ContactCell'; did you mean 'title'?"),
            ])
    }

    @Test func unknownKeyWithoutCloseMatchListsTheKeys() {
        expect(
            """
            screen: Contacts
            ❶colour: blue
            cells: { ContactCell: { model: Contact, fields: { id: UUID } } }
            """,
            [(1, "error: unknown key 'colour' in the screen (expected 'screen', 'title', 'list',")])
    }

    @Test func duplicateKeyPointsAtBothPlaces() {
        expect(
            """
            screen: Contacts
            cells:
              ContactCell:
                model: Contact
                fields:
                  ❷id: UUID
                  ❶id: String
            """,
            [(1, "error: duplicate key 'id'"), (2, "note: first defined here")])
    }

    @Test func wrongValueKinds() {
        expect(
            """
            screen: Contacts
            list: ❶3
            dataSource: ❷difable
            cells:
              ContactCell:
                model: Contact
                generateModel: ❸yes
                fields: ❹[id, name]
            """,
            [
                (1, "error: 'list' must be a string, found the number 3"),
                (2, "error: 'dataSource' must be one of diffable, classic, found 'difable'; did you mean 'diffable'?"),
                (3, "error: 'generateModel' must be true or false, found 'yes'"),
                (4, "error: 'fields' must be a mapping, found a list"),
            ])
    }

    @Test func invalidNamesAndKeywords() {
        expect(
            """
            screen: ❶My Screen
            cells:
              ❷2Cell:
                model: ❸class
                fields: { id: UUID }
            """,
            [
                (1, "error: invalid screen name: 'My Screen' is not a valid Swift identifier"),
                (2, "error: invalid cell name: '2Cell' is not a valid Swift identifier"),
                (3, "error: invalid model name: 'class' is a Swift keyword; choose another name"),
            ])
    }

    @Test func contextualKeywordsAreValidNames() {
        // `open` is only a keyword in declarations; the Inbox example uses it as an event name.
        let result = Fixtures.generate(Self.valid.replacingOccurrences(of: "button:", with: "open:"))
        #expect(!result.hasErrors, "\(result.diagnostics)")
    }

    @Test func badTypesPointIntoTheType() {
        expect(
            """
            screen: Contacts
            cells:
              ContactCell:
                model: Contact
                fields:
                  id: UUID
                  a: "[String❶"
                  b: Int?❷!
                  c: Array<❸>
                  d: String❹; import Foundation
            """,
            [
                (1, "error: invalid type of field 'a' '[String': expected ']' to close the array type"),
                (2, "error: invalid type of field 'b' 'Int?!': implicitly unwrapped optionals are not allowed"),
                (3, "error: invalid type of field 'c' 'Array<>': expected a type name, found '>'"),
                (4, "error: invalid type of field 'd' 'String; import Foundation': unexpected ';' after type"),
            ])
    }

    @Test func unquotedCollectionTypesAreReadAsSwiftTypes() throws {
        let spec = Self.valid.replacingOccurrences(
            of: "      name: String\n",
            with: "      name: String\n      tags: [String]\n      scores: [String: Int]\n      grid: [[Int]]\n")
        let result = Fixtures.generate(spec)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let fields = try #require(result.specs.first?.cells.first?.fields)
        #expect(fields.map(\.type.description) == ["UUID", "String", "[String]", "[String: Int]", "[[Int]]"])
    }

    @Test func missingRequiredKeys() {
        expect(
            """
            ❶title: Nothing
            """,
            [
                (1, "error: the spec is missing the required key 'screen'"),
                (1, "error: the spec is missing the required key 'cells'"),
            ])
    }

    @Test func unresolvedAndUnusedRoutes() {
        expect(
            """
            screen: Contacts
            cells:
              ContactCell:
                model: Contact
                fields: { id: UUID }
                events:
                  button:
                    title: Details
                    route: ❶detial
            routes:
              detail:
                destination: DetailViewController
              ❷other:
                destination: OtherViewController
            """,
            [
                (
                    1,
                    "error: event 'button' of cell 'ContactCell' names the unknown route 'detial'; did you mean 'detail'?"
                ),
                // 'detail' is unused only because of the typo the error points at: no warning for it.
                (2, "warning: route 'other' is not used by any event"),
            ])
        let text = Fixtures.diagnostics(
            Self.valid.replacingOccurrences(of: "route: detail", with: "route: detial"))
        #expect(!text.contains("route 'detail' is not used"), "\(text)")
    }

    @Test func unusedRouteAloneIsOnlyAWarning() {
        let spec = Self.valid + "  other:\n    destination: OtherViewController\n"
        let result = Fixtures.generate(spec)
        #expect(!result.hasErrors)
        #expect(result.diagnostics.map(\.message) == ["route 'other' is not used by any event"])
        #expect(!result.files.isEmpty)
    }

    @Test func displayBindings() {
        expect(
            """
            screen: Contacts
            cells:
              ContactCell:
                model: Contact
                fields: { id: UUID, name: String, age: Int }
                display:
                  text: ❶nmae
                  secondaryText: ❷age
                  image: { ❸systemname: star }
                events:
                  button: { title: Go }
            """,
            [
                (
                    1,
                    "error: display.text of cell 'ContactCell' binds 'nmae', which is not one of its fields; did you mean 'name'?"
                ),
                (2, "error: display.secondaryText must bind a String or String? field, but 'age' is Int"),
                (3, "error: unknown key 'systemname' in 'image'; did you mean 'systemName'?"),
            ])
    }

    @Test func eventsNeedATitleOrImage() {
        expect(
            """
            screen: Contacts
            cells:
              ContactCell:
                model: Contact
                fields: { id: UUID }
                events:
                  ❶button: {}
                  ❷share:
            """,
            [
                (1, "error: event 'button' of cell 'ContactCell' needs a 'title' or a 'systemImage'"),
                (2, "error: event 'share' of cell 'ContactCell' needs a 'title' or a 'systemImage'"),
            ])
    }

    @Test func duplicateAndReservedSections() {
        expect(
            """
            screen: Contacts
            sections:
              - id: ❷main
              - id: ❶main
              - id: ❸title
            cells: { ContactCell: { model: Contact, fields: { id: UUID } } }
            """,
            [
                (1, "error: duplicate section id 'main'"),
                (2, "note: first defined here"),
                (3, "error: section id 'title' would clash with a member of the generated section enum"),
            ])
    }

    @Test func identityField() {
        expect(
            """
            screen: Contacts
            cells:
              ContactCell:
                model: Contact
                id: ❶uuid
                fields: { key: UUID }
              OtherCell:
                model: Other
                fields: { ❷id: String? }
            """,
            [
                (1, "error: identity field 'uuid' is not among the fields of cell 'ContactCell'"),
                (2, "error: identity field 'id' cannot be optional"),
            ])
    }

    @Test func clashingGeneratedNames() {
        expect(
            """
            screen: Contacts
            cells:
              ❶ContactCell:
                model: ContactsViewController
                fields: { id: UUID }
                events: { button: { title: Go, route: detail } }
            routes:
              ❷detail:
                destination: ContactCell
            """,
            [
                (
                    1,
                    "error: the model of cell 'ContactCell' 'ContactsViewController' clashes with the generated view controller"
                ),
                (2, "error: destination 'ContactCell' of route 'detail' clashes with cell of the same name"),
            ])
    }

    @Test func yamlSyntaxErrorIsLocated() {
        let result = Fixtures.generate("screen: Contacts\ncells:\n  ContactCell: [a, b\n")
        #expect(result.hasErrors)
        let first = result.diagnostics[0]
        #expect(first.location.line >= 3 && first.location.column >= 1)
    }

    @Test func tabsGetAPlainHint() {
        expect(
            "screen: Contacts\ncells:\n❶\tContactCell: {}\n",
            [(1, "error: found character that cannot start any token (a tab: YAML indents with spaces only)")])
    }

    @Test func emptyAndMultiDocumentSpecs() {
        expect("", [])
        #expect(Fixtures.diagnostics("").contains("spec.yaml:1:1: error: the spec is empty"))
        #expect(Fixtures.diagnostics("# only a comment\n").contains("error: the spec is empty"))
        expect(Self.valid + "❶---\nscreen: Other\n", [(1, "error: a spec must be a single YAML document")])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let result = Fixtures.generate(
            """
            screen: 1abc
            lsit: table
            cells:
              ContactCell:
                model: Contact
                fields: { id: UUID, n: "[Int" }
                events: { button: { route: nowhere } }
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.count >= 5, "\(result.diagnostics)")
    }

    /// The decoder reports the screen's keys before its cells, and the validator comes after the
    /// decoder; what is printed is in source order all the same, warnings among errors, each note
    /// after its diagnostic (issue #20, item 14).
    @Test func diagnosticsComeInSourceOrder() {
        let input = MarkedText(
            """
            screen: Items
            cells:
              ❹ItemCell:
                model: Item
                id: ❶uuid
                fields: { ❷id: Int, name: ❸Strin }
                display:
                  text: ❺nmae
                events:
                  go: { title: Go, route: ❻nowhere }
              ❼ItemCell2:
                model: Item
                fields: { id: Int }
            routes:
              ❽detail: { destination: DVC }
            ❾lsit: table
            """)
        let text = DiagnosticRenderer().text(Fixtures.generate(input.text).diagnostics)
        #expect(
            text == """
                \(input.at(1)): error: identity field 'uuid' is not among the fields of cell 'ItemCell'
                \(input.at(2)): error: a field named 'id' would clash with the identity mapped from 'uuid'; rename it
                \(input.at(3)): warning: type of field 'name' names 'Strin', which is not a type listgen knows; did you mean 'String'? (ignore this if 'Strin' is the app's own type)
                \(input.at(5)): error: display.text of cell 'ItemCell' binds 'nmae', which is not one of its fields; did you mean 'name'?
                \(input.at(6)): error: event 'go' of cell 'ItemCell' names the unknown route 'nowhere'
                \(input.at(7)): error: cells 'ItemCell' and 'ItemCell2' both declare model 'Item' with different fields; declare it in one and set 'generateModel: false' in the other
                \(input.at(4)): note: first declared here
                \(input.at(8)): warning: route 'detail' is not used by any event
                \(input.at(9)): error: unknown key 'lsit' in the screen; did you mean 'list'?

                """)
    }

    /// A misspelt required key is one mistake: its unknown-key error, not also a "missing" error
    /// (issue #20, item 14). So is an image source under a key of its own invention. A misspelt key
    /// that is not the missing one leaves the missing one reported (`rotue` is not a title).
    @Test func aMisspeltRequiredKeyIsReportedOnce() {
        let input = MarkedText(
            """
            screen: Items
            emptyState: { ❶txt: Nothing }
            cells:
              ItemCell:
                ❷modl: Item
                fields: { id: Int, name: String, avatarURL: URL }
                display:
                  text: { field: name, ❸fromat: number }
                  image: { ❹uri: avatarURL }
                events:
                  go: { ❺titel: Go }
                  ❻share: { ❼rotue: detail }
            routes:
              detail: { ❽destnation: DVC }
              other: { ❾colour: red, destination: OtherViewController }
            """)
        let text = DiagnosticRenderer().text(Fixtures.generate(input.text).diagnostics)
        let keys = "'destination', 'url', 'pass', 'presentation', 'embedInNavigation', 'detents', 'closeButton'"
        #expect(
            text == """
                \(input.at(1)): error: unknown key 'txt' in 'emptyState'; did you mean 'text'?
                \(input.at(2)): error: unknown key 'modl' in cell 'ItemCell'; did you mean 'model'?
                \(input.at(3)): error: unknown key 'fromat' in 'display.text'; did you mean 'format'?
                \(input.at(4)): error: unknown key 'uri' in 'image'; did you mean 'url'?
                \(input.at(5)): error: unknown key 'titel' in event 'go' of cell 'ItemCell'; did you mean 'title'?
                \(input.at(6)): error: event 'share' of cell 'ItemCell' needs a 'title' or a 'systemImage'
                \(input.at(7)): error: unknown key 'rotue' in event 'share' of cell 'ItemCell'; did you mean 'route'?
                \(input.at(8)): error: unknown key 'destnation' in route 'detail'; did you mean 'destination'?
                spec.yaml:15:3: warning: route 'other' is not used by any event
                \(input.at(9)): error: unknown key 'colour' in route 'other' (expected \(keys))

                """)
    }

    @Test func sourceLineAndCaretOnATerminal() {
        let input = MarkedText("screen: Contacts\n❶lsit: table\ncells: {}\n")
        let result = Fixtures.generate(input.text)
        let renderer = DiagnosticRenderer(showsSourceLines: true, sources: ["spec.yaml": Array(input.text.utf8)])
        let text = renderer.text(result.diagnostics)
        #expect(
            text.contains(
                "\(input.at(1)): error: unknown key 'lsit' in the screen; did you mean 'list'?\nlsit: table\n^\n"))
    }

    @Test func jsonDiagnostics() {
        let result = Fixtures.generate("screen: Contacts\nlsit: table\ncells: {}\n")
        let json = DiagnosticRenderer().json(result.diagnostics)
        #expect(json.contains("\"file\" : \"spec.yaml\""))
        #expect(json.contains("\"line\" : 2"))
        #expect(json.contains("\"severity\" : \"error\""))
    }
}
