// The problem statement's hook shape, written exactly as it shows it, compiled against the Contacts
// goldens (issue #42, point 1): the cell's `onButtonTap: (() -> Void)?`, a delegate's
// `didTapButton(in cell: Cell)`, and the controller's `didTapButton(at indexPath: IndexPath)`. A
// generated shape other than the seed's stops this file compiling, and the tests check that a tap
// reaches each hook once.

import Foundation
import Testing

@testable import GoldenContactsTableDiffableClosure
@testable import GoldenContactsTableDiffableDelegate

/// A cell delegate written as the problem statement shows it, nothing more.
@MainActor
final class SeedContactCellDelegate: GoldenContactsTableDiffableDelegate.ContactCellDelegate {
    var tappedCells: [GoldenContactsTableDiffableDelegate.ContactCell] = []

    func didTapButton(in cell: GoldenContactsTableDiffableDelegate.ContactCell) {
        tappedCells.append(cell)
    }
}

@MainActor
@Suite struct SeedShapeTests {
    @Test func aDelegateWrittenAsTheSeedShowsItReceivesTheTap() {
        typealias Cell = GoldenContactsTableDiffableDelegate.ContactCell
        let cell = Cell(style: .default, reuseIdentifier: Cell.reuseIdentifier)
        let delegate = SeedContactCellDelegate()
        cell.delegate = delegate
        cell.button.sendActions(for: .primaryActionTriggered)
        #expect(delegate.tappedCells.count == 1 && delegate.tappedCells.first === cell)
    }

    @Test func theClosureHookHasTheSeedsType() {
        typealias Cell = GoldenContactsTableDiffableClosure.ContactCell
        let cell = Cell(style: .default, reuseIdentifier: Cell.reuseIdentifier)
        var taps = 0
        let hook: (() -> Void)? = { taps += 1 }
        cell.onButtonTap = hook
        cell.button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        cell.prepareForReuse()
        #expect(cell.onButtonTap == nil)
    }

    @Test func theControllersHandlerHasTheSeedsShape() {
        // Unapplied references: each compiles only with exactly `didTapButton(at:)` taking an IndexPath.
        let closureHandler: (GoldenContactsTableDiffableClosure.ContactsViewController) -> (IndexPath) -> Void =
            GoldenContactsTableDiffableClosure.ContactsViewController.didTapButton(at:)
        let delegateHandler: (GoldenContactsTableDiffableDelegate.ContactsViewController) -> (IndexPath) -> Void =
            GoldenContactsTableDiffableDelegate.ContactsViewController.didTapButton(at:)
        _ = (closureHandler, delegateHandler)
    }
}
