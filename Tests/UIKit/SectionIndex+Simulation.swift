// TEST-ONLY simulation API: not part of real UIKit.

extension UITableView {
    /// What the stand-in says when a table with a section index cannot tell where a title jumps.
    package static let standInMissingSectionForIndexTitle =
        "stand-in: the data source gives section index titles (sectionIndexTitles(for:)) but does not implement "
        + "tableView(_:sectionForSectionIndexTitle:at:)"

    /// The section index the table shows now: its data source's `sectionIndexTitles(for:)`, asked now
    /// (UIKit asks again whenever it reloads). Nil or empty: no index.
    public var simulatedSectionIndexTitles: [String]? {
        engine.ensureLive()
        return dataSource?.sectionIndexTitles(for: self)
    }

    /// Simulates a person tapping the section index title at `index`: the table asks its data source for
    /// the titles, then for the section of the title (`tableView(_:sectionForSectionIndexTitle:at:)`),
    /// and scrolls that section to the top. Returns the section it scrolled to; nil when there is no
    /// index, or when the answer names no section of the table (reported, rule 30 of README.md).
    /// Apple: the index is for "table views created in the plain style" only; the stand-in reports an
    /// index on a grouped table too (stricter: what UIKit does with one is not documented).
    @discardableResult
    public func simulateSectionIndexTap(at index: Int) -> Int? {
        guard let titles = simulatedSectionIndexTitles, !titles.isEmpty, let dataSource else { return nil }
        guard style == .plain else {
            UIKitStandIn.fail(
                "stand-in: a section index on a table in the \(style) style; Apple: the table view must be in "
                    + "the plain style")
            return nil
        }
        precondition(titles.indices.contains(index), "no index title at \(index): the index shows \(titles)")
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard (0..<numberOfSections).contains(section) else {
            UIKitStandIn.fail(
                "stand-in: tableView(_:sectionForSectionIndexTitle:at:) answered section \(section) for the index "
                    + "title '\(titles[index])' at \(index), but the table has \(numberOfSections) sections")
            return nil
        }
        if numberOfRows(inSection: section) > 0 {
            scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
        }
        return section
    }
}

extension UICollectionView {
    /// What the stand-in says when a collection view with an index cannot tell where a title jumps.
    package static let standInMissingIndexPathForIndexTitle =
        "stand-in: the data source gives index titles (indexTitles(for:)) but does not implement "
        + "collectionView(_:indexPathForIndexTitle:at:), which Apple says it must"

    /// The index the collection view shows now: its data source's `indexTitles(for:)`, asked now. Nil or
    /// empty: no index.
    public var simulatedIndexTitles: [String]? {
        engine.ensureLive()
        return dataSource?.indexTitles(for: self)
    }

    /// Simulates a person tapping the index title at `index`: the collection view asks its data source
    /// for the titles, then for the index path of the title (`collectionView(_:indexPathForIndexTitle:at:)`:
    /// one index, a whole section, or an item), and scrolls there. Returns the section it scrolled to;
    /// nil when there is no index, or when the answer names no section or item of the collection view
    /// (reported, rule 30 of README.md).
    @discardableResult
    public func simulateIndexTitleTap(at index: Int) -> Int? {
        guard let titles = simulatedIndexTitles, !titles.isEmpty, let dataSource else { return nil }
        precondition(titles.indices.contains(index), "no index title at \(index): the index shows \(titles)")
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        let section = indexPath.count == 1 || indexPath.count == 2 ? indexPath[0] : -1
        let names =
            (0..<numberOfSections).contains(section)
            && (indexPath.count == 1 || (0..<numberOfItems(inSection: section)).contains(indexPath[1]))
        guard names else {
            UIKitStandIn.fail(
                "stand-in: collectionView(_:indexPathForIndexTitle:at:) answered \(indexPath) for the index title "
                    + "'\(titles[index])' at \(index), which names no section or item of the collection view "
                    + "(\(numberOfSections) sections)")
            return nil
        }
        let item = indexPath.count == 2 ? indexPath[1] : 0
        if numberOfItems(inSection: section) > item {
            scrollToItem(at: IndexPath(item: item, section: section), at: .top, animated: false)
        }
        return section
    }
}
