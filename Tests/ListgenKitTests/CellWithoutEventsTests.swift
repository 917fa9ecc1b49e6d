import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// A delegate-wired cell without events has nothing to delegate: no protocol, no delegate, no
/// conformance. (The conformance extension used to be closed by its last event, so without events
/// it was never closed and the output did not parse.) `Library` has such a cell in its goldens.
@Suite struct CellWithoutEventsTests {
    static let spec = """
        screen: Notes
        wiring: delegate
        cells:
          NoteCell:
            model: Note
            fields: {id: Int, text: String}
            display: {text: text}
          LinkCell:
            model: Link
            fields: {id: Int}
            events:
              open: {title: Open, route: detail}
        routes:
          detail: {destination: LinkViewController, pass: id, presentation: push}
        """

    @Test(arguments: ListKind.allCases)
    func noDelegateMachineryAndBalancedBraces(_ list: ListKind) throws {
        let result = Fixtures.generate(Self.spec, options: .init(variant: .init(list: list)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        for file in result.files {
            let opened = file.contents.filter { $0 == "{" }.count
            let closed = file.contents.filter { $0 == "}" }.count
            #expect(opened == closed, "\(file.path): \(opened) { and \(closed) }")
        }
        let controller = try #require(result.files.first { $0.path == "NotesViewController.swift" }).contents
        #expect(!controller.contains("NoteCellDelegate"))
        #expect(controller.contains("extension NotesViewController: LinkCellDelegate {"))
        let cell = try #require(result.files.first { $0.path == "NoteCell.swift" }).contents
        #expect(!cell.contains("delegate"))
    }
}
