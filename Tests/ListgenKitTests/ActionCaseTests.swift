import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// An action case is named by its event and its own cell's model alone (`delete` of a `Folder` is
/// `deleteFolder`), so adding, removing or reordering cell kinds renames no case an app switches on
/// (issue #20, item 12).
@Suite struct ActionCaseTests {
    /// The cell kinds of the screen, each a block of the spec's `cells`.
    static let cells: [(name: String, yaml: String)] = [
        (
            "FolderCell",
            """
              FolderCell:
                model: Folder
                fields: { id: Int, name: String }
                events: { delete: { title: Delete }, open: { title: Open, route: folder } }
            """
        ),
        (
            "MessageCell",
            """
              MessageCell:
                model: Message
                fields: { id: Int, subject: String }
                events: { delete: { title: Delete }, flag: { title: Flag } }
            """
        ),
        (
            "DraftCell",
            """
              DraftCell:
                model: Message
                generateModel: false
                fields: { subject: String }
                events: { delete: { title: Discard } }
            """
        ),
        (
            "NoteCell",
            """
              NoteCell:
                model: Note
                fields: { id: Int }
                select: {}
            """
        ),
    ]

    /// The action case of every (cell, event) without a route, and the cases of the action enum.
    static let expected: [String: String] = [
        "FolderCell.delete": "deleteFolder", "MessageCell.delete": "deleteMessage", "MessageCell.flag": "flagMessage",
        "DraftCell.delete": "deleteMessage", "NoteCell.select": "selectNote",
    ]

    /// The spec with `cells` in this order; the route is there for the folder cell.
    static func spec(_ cells: [(name: String, yaml: String)]) -> String {
        let routes = "routes:\n  folder: { destination: FolderViewController }\n"
        let usesRoute = cells.contains { $0.name == "FolderCell" }
        return "screen: Mail\ncells:\n" + cells.map(\.yaml).joined(separator: "\n") + "\n" + (usesRoute ? routes : "")
    }

    /// The action case of each (cell, event) of `yaml`, and the action enum's cases.
    static func actionCases(_ yaml: String) throws -> (byEvent: [String: String], enumCases: Set<String>) {
        let result = Fixtures.generate(yaml)
        #expect(!result.hasErrors, "\(DiagnosticRenderer().text(result.diagnostics))")
        let spec = try #require(result.specs.first)
        let builder = TemplateContextBuilder(spec: spec)
        var byEvent: [String: String] = [:]
        for cell in spec.cells {
            for event in cell.eventsAndSelect where event.route == nil {
                byEvent["\(cell.name).\(event.name)"] =
                    builder.rowTap(event, in: cell, defaultButton: nil).actionCaseName
            }
        }
        return (byEvent, Set(builder.actions().map(\.caseName)))
    }

    /// Every order of the four cell kinds, and every order of every three of them.
    static let orders: [[Int]] = {
        func permutations(_ items: [Int]) -> [[Int]] {
            items.count <= 1
                ? [items]
                : items.indices.flatMap { index in
                    var rest = items
                    let item = rest.remove(at: index)
                    return permutations(rest).map { [item] + $0 }
                }
        }
        let all = Array(cells.indices)
        return permutations(all) + all.flatMap { left in permutations(all.filter { $0 != left }) }
    }()

    @Test func casesDoNotDependOnTheOtherCells() throws {
        #expect(Self.orders.count == 24 + 4 * 6)
        for order in Self.orders {
            let cells = order.map { Self.cells[$0] }
            let (byEvent, enumCases) = try Self.actionCases(Self.spec(cells))
            let present = Set(cells.map(\.name))
            let expected = Self.expected.filter { present.contains(String($0.key.prefix { $0 != "." })) }
            #expect(byEvent == expected, "cells in the order \(cells.map(\.name))")
            #expect(enumCases == Set(expected.values), "cells in the order \(cells.map(\.name))")
        }
    }

    /// The generated enum and the controller use the names: one case for the two cells of `Message`.
    @Test func theActionEnumDeclaresEachCaseOnce() throws {
        let result = Fixtures.generate(Self.spec(Self.cells.reversed()))
        let action = try #require(result.files.first { $0.path == "MailAction.swift" }).contents
        let cases = action.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case ") }
        #expect(
            cases.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "case selectNote(Note)", "case deleteMessage(Message)", "case flagMessage(Message)",
                "case deleteFolder(Folder)",
            ])
        let controller = try #require(result.files.first { $0.path == "MailViewController.swift" }).contents
        #expect(controller.contains("perform: .deleteFolder(folder)"))
        #expect(controller.contains("perform: .deleteMessage(message)"))
    }
}
