// Internal: turns "old snapshot -> new snapshot" into list updates, matching by identifier.

/// Positions (in `values`) that form a longest increasing subsequence; those elements need not move.
private func stablePositions(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result = Set<Int>()
    var current = tails.last ?? -1
    while current >= 0 {
        result.insert(current)
        current = previous[current]
    }
    return result
}

extension NSDiffableDataSourceSnapshot {
    /// What the stand-in says when a snapshot being applied reloads a section that has no items in it.
    package static func standInReloadOfEmptySection(_ section: SectionIdentifierType) -> String {
        "Invalid section reload: section \(section) has no items in the snapshot being applied [stand-in: a "
            + "diffable data source crashes on iOS 15 reloading a section with no items "
            + "(mozilla-mobile/firefox-ios#22961); UIKit's text was not found]"
    }

    /// Reports, through the failure hook, each section this snapshot (the one being applied) reloads
    /// (`reloadSections`) while it has no items in it: a section emptied in the same apply (its last row
    /// deleted, a search that finds none of its rows), or empty before. Diffable data sources crash on it
    /// on iOS 15 ("Diffable Datasource cannot handle calling `reloadSection` when there's no items
    /// currently in the section", mozilla-mobile/firefox-ios#22961); later versions are not known to, so
    /// the stand-in is stricter there. The reload is still done.
    func reportReloadedEmptySections() {
        for section in reloadedSectionIdentifiers
        where indexOfSection(section) != nil && numberOfItems(inSection: section) == 0 {
            UIKitStandIn.fail(Self.standInReloadOfEmptySection(section))
        }
    }

    /// The batch update that turns `old` into `self`, plus the items to reconfigure (new index paths).
    func updates(from old: Self) -> ListUpdates {
        var updates = ListUpdates()
        let oldSections = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSections = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })

        // Sections: deleted, inserted, moved (those off the longest run kept in order).
        for (index, section) in old.sectionIdentifiers.enumerated() where newSections[section] == nil {
            updates.deletedSections.insert(index)
        }
        for (index, section) in sectionIdentifiers.enumerated() where oldSections[section] == nil {
            updates.insertedSections.insert(index)
        }
        let keptSections = sectionIdentifiers.filter { oldSections[$0] != nil }
        let stableSections = stablePositions(keptSections.map { oldSections[$0]! })
        for (position, section) in keptSections.enumerated() where !stableSections.contains(position) {
            updates.movedSections.append((oldSections[section]!, newSections[section]!))
        }
        for section in reloadedSectionIdentifiers {
            if let index = oldSections[section], newSections[section] != nil { updates.reloadedSections.insert(index) }
        }

        // Items.
        let itemIsInDeletedSection = { (item: ItemIdentifierType) -> Bool in
            guard let section = old.sectionIdentifier(containingItem: item) else { return false }
            return newSections[section] == nil
        }
        let itemIsInInsertedSection = { (item: ItemIdentifierType) -> Bool in
            guard let section = self.sectionIdentifier(containingItem: item) else { return false }
            return oldSections[section] == nil
        }
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (sectionIndex, section) in old.sectionIdentifiers.enumerated() {
            for (row, item) in old.itemIdentifiers(inSection: section).enumerated() {
                oldPaths[item] = IndexPath(item: row, section: sectionIndex)
            }
        }
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        for (sectionIndex, section) in sectionIdentifiers.enumerated() {
            for (row, item) in itemIdentifiers(inSection: section).enumerated() {
                newPaths[item] = IndexPath(item: row, section: sectionIndex)
            }
        }
        for (item, path) in oldPaths where !itemIsInDeletedSection(item) {
            if newPaths[item] == nil || itemIsInInsertedSection(item) { updates.deletedRows.insert(path) }
        }
        for (item, path) in newPaths where !itemIsInInsertedSection(item) {
            if oldPaths[item] == nil || itemIsInDeletedSection(item) { updates.insertedRows.insert(path) }
        }
        for (newSectionIndex, section) in sectionIdentifiers.enumerated() {
            guard let oldSectionIndex = oldSections[section] else { continue }
            let survivors = itemIdentifiers(inSection: section).filter {
                oldPaths[$0] != nil && !itemIsInDeletedSection($0)
            }
            let sameSection = survivors.filter { old.sectionIdentifier(containingItem: $0) == section }
            let stable = stablePositions(sameSection.map { oldPaths[$0]!.item })
            let stableItems = Set(stable.map { sameSection[$0] })
            for item in survivors where !stableItems.contains(item) {
                updates.movedRows.append((oldPaths[item]!, newPaths[item]!))
            }
            _ = (newSectionIndex, oldSectionIndex)
        }
        for item in reloadedItemIdentifiers {
            if let path = oldPaths[item], newPaths[item] != nil { updates.reloadedRows.insert(path) }
        }
        for item in reconfiguredItemIdentifiers {
            if let path = oldPaths[item], newPaths[item] != nil { updates.reconfiguredRows.append(path) }
        }
        return updates
    }
}
