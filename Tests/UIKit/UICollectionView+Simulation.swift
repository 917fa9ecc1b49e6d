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

    /// Updates of the rows the list took in: each `reloadData()` call and each update it performed
    /// (a batch update committed: one `performBatchUpdates`, or one `insert…`/`delete…`/`move…`/
    /// `reload…` call outside it; a diffable `apply` on a laid-out list). A change shown in one update
    /// adds 1, however many rows it touches.
    public var updateCount: Int { engine.updateCount }

    /// Simulates a user tapping an item, as UIKit handles the touch: nothing when the list's mode allows
    /// no selection (`allowsSelection`; in editing mode `allowsSelectionDuringEditing` too, rule 27) or the
    /// delegate's `shouldHighlightItemAt`/`shouldSelectItemAt` says no. With multiple selection in the
    /// list's mode (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` while editing), a
    /// tap on a selected item deselects it and calls `collectionView(_:didDeselectItemAt:)` (Apple,
    /// `allowsMultipleSelection`: "Tapping the cell again removes it from the selection"). Otherwise the
    /// item is selected (its cell shows it; without multiple selection it replaces the selection) and
    /// `collectionView(_:didSelectItemAt:)` is called. The item stays selected until someone calls
    /// `deselectItem(at:animated:)`.
    public func simulateItemSelection(at indexPath: IndexPath) {
        engine.ensureLive()  // a finger taps a list that is on screen, so laid out
        guard standInAllowsSelectionNow, delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        if standInAllowsMultipleSelectionNow, indexPathsForSelectedItems?.contains(indexPath) == true {
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Simulates a selection without touch (a hardware keyboard or focus): `shouldHighlightItemAt` is
    /// not asked (no touch arrives), `collectionView(_:shouldSelectItemAt:)` is ("when the user tries to
    /// select an item"); then the item is selected and `collectionView(_:didSelectItemAt:)` is called.
    /// Nothing when the list's mode allows no selection (as for a tap).
    public func simulateKeyboardItemSelection(at indexPath: IndexPath) {
        engine.ensureLive()
        guard standInAllowsSelectionNow, delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        else { return }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Whether the list cell at `indexPath` shows a selection circle now: a `.multiselect()` accessory
    /// displayed in the list's mode (`.whenEditing` by default needs `isEditing`) and not hidden. A list
    /// cell without one shows its selection only by its background (rule 28). STAND-IN ONLY.
    public func simulatedShowsMultiselectControl(at indexPath: IndexPath) -> Bool {
        engine.ensureLive()
        guard let cell = engine.cell(at: indexPath) as? UICollectionViewListCell else { return false }
        return cell.accessories.contains { $0.accessoryType == .multiselect && $0.isDisplayed(editing: isEditing) }
    }
}

extension UICollectionView {
    /// The list layout's appearance (its first section's), or nil when the layout is not a list layout
    /// (UIKit has no public getter for a compositional layout's list configuration).
    public var simulatedListAppearance: UICollectionLayoutListConfiguration.Appearance? {
        listConfiguration(forSection: 0)?.appearance
    }

    /// The list layout's `showsSeparators` (its first section's), or nil when the layout is not a list
    /// layout. STAND-IN ONLY.
    public var simulatedListShowsSeparators: Bool? {
        listConfiguration(forSection: 0)?.showsSeparators
    }

    /// The section headers and footers on screen now, by section: what the list shows (`header`/`footer`
    /// is nil where the section has none). STAND-IN ONLY.
    public var simulatedSectionSupplementaries:
        [Int: (header: UICollectionReusableView?, footer: UICollectionReusableView?)]
    {
        engine.ensureLive()
        var result: [Int: (header: UICollectionReusableView?, footer: UICollectionReusableView?)] = [:]
        for section in engine.sectionsOnScreen {
            result[section] = (
                visibleSupplementaries[UICollectionView.elementKindSectionHeader]?[section],
                visibleSupplementaries[UICollectionView.elementKindSectionFooter]?[section]
            )
        }
        return result
    }
}

extension UICollectionViewListCell {
    /// The custom views of `.customView` accessories, in order (e.g. to tap a button accessory).
    public var simulatedAccessoryViews: [UIView] {
        accessories.compactMap { $0.customViewConfiguration?.customView }
    }

    /// The types of the accessories the cell shows outside edit mode, in order: those not hidden
    /// (`isHidden` of their options) and not displayed only while editing.
    public var simulatedShownAccessoryTypes: [UICellAccessory.AccessoryType] {
        accessories.filter { $0.isDisplayed(editing: false) }.map(\.accessoryType)
    }
}

extension UICollectionViewCell {
    /// Content views installed by setting `contentConfiguration` (a new one each time the current content
    /// view cannot take the configuration, and for every `contentConfiguration = nil`). A cell that is
    /// configured the same way on every reuse keeps 1.
    public var simulatedContentViewCreationCount: Int { contentViewCreationCount }
}
