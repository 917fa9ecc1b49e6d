// TEST-ONLY simulation API: not part of real UIKit.

extension UICollectionView {
    /// How many items fit in the simulated visible window (default 10).
    public var visibleRowCapacity: Int {
        get { engine.visibleRowCapacity }
        set { engine.visibleRowCapacity = newValue }
    }

    /// First visible item, counted over all sections in order.
    public var firstVisibleFlatRow: Int {
        engine.ensureLive()
        return engine.firstVisibleFlatRow
    }

    /// Scrolls so the window starts at `flatRow` (counted over all sections; clamped to the content).
    public func scroll(toFlatRow flatRow: Int) {
        engine.scroll(toFlatRow: flatRow)
    }

    /// Cells created from registered classes (registrations included).
    public var cellCreationCount: Int { engine.cellCreationCount }

    /// `prepareForReuse()` calls made when a queued cell was dequeued.
    public var prepareForReuseCount: Int { engine.prepareForReuseCount }

    /// Times the data source was asked for a cell (`collectionView(_:cellForItemAt:)`).
    public var cellRequestCount: Int { engine.cellRequestCount }

    /// Cells waiting in the reuse queues.
    public var reuseQueueCount: Int { engine.queuedCount }

    /// Simulates a user tapping an item: selects it and calls the delegate's `collectionView(_:didSelectItemAt:)`.
    public func simulateItemSelection(at indexPath: IndexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

extension UICollectionViewListCell {
    /// The custom views of `.customView` accessories, in order (e.g. to tap a button accessory).
    public var simulatedAccessoryViews: [UIView] {
        accessories.compactMap { $0.customViewConfiguration?.customView }
    }
}
