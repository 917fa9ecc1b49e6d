// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

// MARK: - Collapsed sections

extension ListRowStore {
    /// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.
    public func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }

    /// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as
    /// they are now, with every change made meanwhile). The rows stay in the store either way: their
    /// IDs, the selected row and the rows selected for batch actions, which show selected again on
    /// expanding. A section that is already so changes nothing. In one update of the list, animated in
    /// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.
    public func setSection(_ section: Section, collapsed: Bool) {
        guard collapsedSections.contains(section) != collapsed else { return }
        guard let place = index(of: section) else {
            // Not in the list now (sections from the rows): the state waits for the section.
            if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }
            return
        }
        if collapsed {
            let hidden = shown[place].indices.map { IndexPath(item: $0, section: place) }
            change(.delete(hidden), indexPathsShown: true) { collapsedSections.insert(section) }
        } else {
            let revealed = activeSearch.shown(sections)[place].indices.map { IndexPath(item: $0, section: place) }
            change(.insert(revealed), indexPathsShown: true) { collapsedSections.remove(section) }
        }
    }

    /// The rows the list shows, by section: every row, or during a search the rows it finds; none of a
    /// collapsed section.
    func shownRows() -> [[Row]] {
        let found = activeSearch.shown(sections)
        guard !collapsedSections.isEmpty else { return found }
        return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }
    }
}
