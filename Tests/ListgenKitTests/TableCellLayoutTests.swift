import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// A table cell lays its buttons out with Auto Layout under the row's content, at most three side
/// by side; more events go on further lines. (The stand-in cannot measure text, so the behaviour
/// tests check the structure of the running cells; this checks the rule.)
@Suite struct TableCellLayoutTests {
    static func cell(events count: Int, list: ListKind = .table) throws -> String {
        let events = (1...count).map { "      e\($0): {title: \"Event \($0)\"}" }.joined(separator: "\n")
        let yaml = """
            screen: Many
            cells:
              ManyCell:
                model: Item
                fields: {id: Int}
                events:
            \(events)
            """
        let result = Fixtures.generate(yaml, options: .init(variant: .init(list: list)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.files.first { $0.path == "ManyCell.swift" }).contents
    }

    @Test func fiveEventsMakeTwoLines() throws {
        let source = try Self.cell(events: 5)
        #expect(source.contains("buttonLine([e1Button, e2Button, e3Button]),\n"))
        #expect(source.contains("buttonLine([e4Button, e5Button]),\n"))
        #expect(!source.contains("accessoryView"))
        #expect(!source.contains("frame"))
        #expect(source.contains("NSLayoutConstraint.activate(["))
        #expect(!source.contains("contentConfiguration ="), "the content is a UIListContentView next to the buttons")
    }

    @Test func threeEventsMakeOneLine() throws {
        let source = try Self.cell(events: 3)
        #expect(source.contains("buttonLine([e1Button, e2Button, e3Button])\n"))
    }

    @Test func collectionCellsKeepTheirAccessory() throws {
        let source = try Self.cell(events: 2, list: .collection)
        #expect(source.contains("accessories = [.customView("))
        #expect(!source.contains("buttonLine"))
    }
}
