import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// `select` (a tap on the row): `select:` with no value is an action like `select: {}`; two models
/// with an action row tap get distinct action cases (`select<Model>`), named the way events' cases are; a screen
/// without any `select` keeps `allowsSelection = false` and gets no list delegate.
@Suite struct SelectTests {
    static let spec = """
        screen: Notes
        cells:
          NoteCell:
            model: Note
            fields: {id: Int, text: String}
            display: {text: text}
            select:
          LinkCell:
            model: Link
            fields: {id: Int}
            select: {}
          HeaderCell:
            model: Header
            fields: {id: Int}
        """

    @Test(arguments: ListKind.allCases)
    func actionRowTapsAndSelectability(_ list: ListKind) throws {
        let result = Fixtures.generate(Self.spec, options: .init(variant: .init(list: list)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let action = try #require(result.files.first { $0.path == "NotesAction.swift" }).contents
        #expect(action.contains("case selectNote(Note)"))
        #expect(action.contains("case selectLink(Link)"))
        let controller = try #require(result.files.first { $0.path == "NotesViewController.swift" }).contents
        #expect(controller.contains("perform: .selectNote(note)"))
        #expect(controller.contains("perform: .selectLink(link)"))
        #expect(controller.contains("case .header?: false"))
        #expect(controller.contains("func didSelectRow(at indexPath: IndexPath)"))
        #expect(!controller.contains("allowsSelection = false"))
        let delegate = list == .table ? "UITableViewDelegate" : "UICollectionViewDelegate"
        #expect(controller.contains("extension NotesViewController: \(delegate) {"))
    }

    @Test func withoutSelectNothingIsSelectable() throws {
        let spec = """
            screen: Notes
            cells:
              NoteCell:
                model: Note
                fields: {id: Int, text: String}
                display: {text: text}
            """
        let result = Fixtures.generate(spec)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let controller = try #require(result.files.first { $0.path == "NotesViewController.swift" }).contents
        #expect(controller.contains("allowsSelection = false"))
        #expect(!controller.contains("didSelectRow"))
        #expect(!controller.contains("Delegate {"))
    }
}
