// TEST-ONLY simulation API: not part of real UIKit.

extension UITableView {
    /// How many rows fit in the simulated visible window (default 10).
    public var visibleRowCapacity: Int {
        get { engine.visibleRowCapacity }
        set { engine.visibleRowCapacity = newValue }
    }

    /// First visible row, counted over all sections in order.
    public var firstVisibleFlatRow: Int {
        engine.ensureLive()
        return engine.firstVisibleFlatRow
    }

    /// Scrolls so the window starts at `flatRow` (counted over all sections; clamped to the content).
    public func scroll(toFlatRow flatRow: Int) {
        engine.scroll(toFlatRow: flatRow)
    }

    /// Cells created from registered classes.
    public var cellCreationCount: Int { engine.cellCreationCount }

    /// `prepareForReuse()` calls made when a queued cell was dequeued.
    public var prepareForReuseCount: Int { engine.prepareForReuseCount }

    /// Times the data source was asked for a cell (`tableView(_:cellForRowAt:)`).
    public var cellRequestCount: Int { engine.cellRequestCount }

    /// Cells waiting in the reuse queues.
    public var reuseQueueCount: Int { engine.queuedCount }

    /// Updates of the rows the list took in: each `reloadData()` call and each update it performed
    /// (a batch update committed: one `performBatchUpdates`, or one `insert…`/`delete…`/`move…`/
    /// `reload…` call outside it; a diffable `apply` on a laid-out list). A change shown in one update
    /// adds 1, however many rows it touches.
    public var updateCount: Int { engine.updateCount }

    /// Simulates a user tapping a row, as UIKit handles the touch: nothing when the table's mode allows
    /// no selection (`allowsSelection` outside editing mode; `allowsSelectionDuringEditing` or
    /// `allowsMultipleSelectionDuringEditing` in it, rule 25) or the delegate's
    /// `tableView(_:shouldHighlightRowAt:)` says no (asked "as touch events arrive"). With multiple
    /// selection in the table's mode, a tap on a selected row deselects it and calls
    /// `tableView(_:didDeselectRowAt:)` (Apple: "the user must tap a currently selected row to deselect
    /// it"). Otherwise, when the finger lifts, `tableView(_:willSelectRowAt:)`, which may refuse (nil) or
    /// name another row; that row is selected (its cell shows it; without multiple selection it replaces
    /// the selection, rule 26) and `tableView(_:didSelectRowAt:)` is called with it. The row stays
    /// selected until someone calls `deselectRow(at:animated:)`.
    public func simulateRowSelection(at indexPath: IndexPath) {
        engine.ensureLive()  // a finger taps a list that is on screen, so laid out
        // A tap while a row is swiped open only closes it (stricter than known: UIKit's documentation does
        // not say whether that tap also selects).
        guard swipedOpenRow == nil else { return closeSwipedOpenRow() }
        guard standInAllowsSelectionNow, delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        if standInAllowsMultipleSelectionNow, indexPathsForSelectedRows?.contains(indexPath) == true {
            deselectRow(at: indexPath, animated: false)
            delegate?.tableView(self, didDeselectRowAt: indexPath)
            return
        }
        select(proposed: indexPath)
    }

    /// Simulates a selection without touch: a hardware keyboard's Return or Space on the focused row, or
    /// a focus-driven selection. No touch arrives, so `tableView(_:shouldHighlightRowAt:)` is not asked;
    /// `tableView(_:willSelectRowAt:)` is (it may refuse with nil), then the row is selected and
    /// `tableView(_:didSelectRowAt:)` is called, as for a tap. Nothing when the table's mode allows no
    /// selection (as for a tap).
    public func simulateKeyboardRowSelection(at indexPath: IndexPath) {
        engine.ensureLive()
        guard standInAllowsSelectionNow else { return }
        select(proposed: indexPath)
    }

    private func select(proposed indexPath: IndexPath) {
        let selected = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let selected else { return }
        selectRow(at: selected, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: selected)
    }
}

extension UITableViewCell {
    /// Content views installed by setting `contentConfiguration` (a new one each time the current content
    /// view cannot take the configuration, and for every `contentConfiguration = nil`). A cell that is
    /// configured the same way on every reuse keeps 1.
    public var simulatedContentViewCreationCount: Int { contentViewCreationCount }
}
