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

    /// Simulates a user tapping a row: selects it and calls the delegate's `tableView(_:didSelectRowAt:)`.
    public func simulateRowSelection(at indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
