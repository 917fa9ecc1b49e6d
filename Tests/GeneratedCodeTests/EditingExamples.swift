// The editing examples of Documentation/BeyondTheSpec.md (`<!-- compiled: Tests/GeneratedCodeTests/EditingExamples.swift -->`),
// compiled against the Library golden as written (a collection list, diffable, `access: package`), and
// a test that runs them as a person would use the screen.

import Foundation
import GoldenLibraryAsWritten
import Testing

/// Stands in for the app's own model of the shelves in the page's example.
@MainActor
final class ShelfOrder {
    var moves: [(id: LibraryRow.ID, from: IndexPath, to: IndexPath)] = []
}

@MainActor
func allowReordering(_ screen: LibraryViewController, keepingOrderIn shelves: ShelfOrder) {
    screen.onViewDidLoad = { screen in
        screen.navigationItem.rightBarButtonItem = screen.editButtonItem
    }
    screen.onMoveRow = { _, row, from, to in
        shelves.moves.append((row.id, from, to))
    }
}

@MainActor
@Suite struct EditingExampleTests {
    /// The edit button enters edit mode; a dragged row is moved by the row store, then reported once.
    @Test func aMovedRowIsReportedAfterTheStoreMovedIt() throws {
        let screen = LibraryViewController(
            router: LibraryRouter(
                reader: { ReaderViewController(payload: $0) }, player: { PlayerViewController(payload: $0) }))
        let shelves = ShelfOrder()
        allowReordering(screen, keepingOrderIn: shelves)
        let books = (0..<4).map {
            Book(isbn: "isbn \($0)", title: "Book \($0)", author: "Author", coverSymbol: nil, isOnLoan: false)
        }
        screen.setRows([.reading: books.map(LibraryRow.book)])
        screen.loadViewIfNeeded()
        screen.collectionView.layoutIfNeeded()
        let editButton = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(editButton.simulateTap())
        #expect(screen.isEditing && screen.collectionView.isEditing)
        var seenByHook: LibraryRow?
        screen.onMoveRow = { screen, row, from, to in
            // The store has moved the row when the hook runs.
            seenByHook = screen.row(at: to)
            shelves.moves.append((row.id, from, to))
        }
        #expect(
            screen.collectionView.simulateUserMove(
                from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(screen.rows(in: .reading).map(\.id) == [1, 2, 0, 3].map { LibraryRow.book(books[$0]).id })
        #expect(seenByHook == .book(books[0]))
        #expect(shelves.moves.count == 1)
        #expect(shelves.moves.first?.from == IndexPath(item: 0, section: 0))
        #expect(shelves.moves.first?.to == IndexPath(item: 2, section: 0))
    }
}
