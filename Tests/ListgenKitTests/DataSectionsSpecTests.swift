import Testing

@testable import ListgenSpec
@testable import ListgenYAML

/// `sections` as a mapping with `from` (issue #24, sections from the data): the key table reads both
/// forms of `sections`, the data form into ``DataSectionsSpec`` with its defaults, and the fixed
/// form exactly as before. Bad data forms are `BadInputs/600-611`.
@Suite struct DataSectionsSpecTests {
    /// The screen `yaml` decodes to (its shape only, before the validator), with the decoder's messages.
    func decoded(_ yaml: String) throws -> (DecodedScreen?, [String]) {
        let root = try #require(try YAMLReader.readSingleDocument(Array(yaml.utf8)))
        var context = SpecDecoder.Context(decoder: SpecDecoder(path: "spec.yaml"))
        let screen = context.mapping(root, "a spec").map { context.screen(root, entries: $0) }
        return (screen, context.diagnostics.diagnostics.map(\.message))
    }

    static let cells = """
        cells:
          VisitCell:
            model: Visit
            fields: { id: UUID, title: String, visitedAt: Date }
            display: { text: title }
        """

    @Test func theDataFormIsReadWithItsDefaults() throws {
        let (full, fullMessages) = try decoded(
            """
            screen: History
            sections:
              from: visitedAt
              by: week
              sort: descending
            \(Self.cells)
            """)
        #expect(fullMessages.isEmpty)
        #expect(full?.dataSections == DataSectionsSpec(from: "visitedAt", by: .week, title: nil, sort: .descending))
        let (titled, _) = try decoded(
            "screen: History\nsections: { from: visitedAt, title: title }\n\(Self.cells)")
        #expect(titled?.dataSections == DataSectionsSpec(from: "visitedAt", title: .field("title")))
        #expect(titled?.dataSections?.sort == .given && titled?.dataSections?.by == nil)
        #expect(titled?.sections == [SpecFormat.Screen.defaultSection])
    }

    @Test func aRelativeDayTitleIsKept() throws {
        let (screen, messages) = try decoded(
            "screen: History\nsections: { from: visitedAt, title: { format: relativeDay } }\n\(Self.cells)")
        #expect(messages.isEmpty)
        #expect(screen?.dataSections?.title == .format(.relativeDay))
    }

    @Test func theFixedFormIsUnchanged() throws {
        let (screen, messages) = try decoded(
            "screen: History\nsections: [{ id: today, title: Today }, { id: older }]\n\(Self.cells)")
        #expect(messages.isEmpty)
        #expect(screen?.dataSections == nil)
        #expect(screen?.sections.map(\.id) == ["today", "older"])
    }

    /// A valid data form passes every check and becomes the spec's `dataSections` (one untitled `main`
    /// section stands for the fixed ones).
    @Test func aValidDataFormIsAccepted() throws {
        let yaml = "screen: History\nsections: { from: visitedAt, by: day, sort: descending }\n\(Self.cells)"
        let root = try #require(try YAMLReader.readSingleDocument(Array(yaml.utf8)))
        var diagnostics = DiagnosticEngine()
        let spec = SpecDecoder(path: "spec.yaml").decode(root, diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(spec?.dataSections == DataSectionsSpec(from: "visitedAt", by: .day, sort: .descending))
        #expect(spec?.sections.map(\.id) == ["main"])
    }
}
