// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

extension ListRowStore {
    /// A row a person moved, where it was and where it is now.
    public struct RowMove {
        public var row: Row
        public var source: IndexPath
        public var destination: IndexPath
    }

    /// Takes a move a person made in editing mode, which the list has already shown (it moved the cell
    /// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change
    /// them, but the list is not told, since a second move would move another row; a section whose header
    /// and footer appeared or went with the drag is reloaded, as for any change. Nil, and nothing,
    /// when there is no row at `source`, `destination` names no place, or the row did not move. A drag
    /// into a collapsed section, or (with sections from the rows) into another section, is put back: the
    /// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the
    /// result is nil.
    public func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {
        // During a search the list shows some rows only: a place among them is no place in the full
        // list, so the move is not taken and the list shows the rows as they are again.
        guard !activeSearch.isActive else {
            change(.reload) {}
            return nil
        }
        guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source
        else { return nil }
        // Put back, and the list shows the rows as they are again through the one change path: a drop
        // into a collapsed section (it shows none of its rows, so the drop has no place among them) or,
        // with sections from the rows, into another section.
        guard !collapsedSections.contains(sectionIdentifiers[target.section]),
            !sectionsComeFromRows || target.section == source.section
        else {
            change(.reload) {}
            return nil
        }
        // Through the one change path, which moves nothing again but reloads a section whose header and
        // footer appeared or went (a section the drag emptied or gave its first row).
        change(.shownAlready) {
            sections[source.section].remove(at: source.item)
            sections[target.section].insert(row, at: target.item)
        }
        return RowMove(row: row, source: source, destination: target)
    }

    /// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the
    /// end of its section when `indexPath` is past it (counted without the row being moved from
    /// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is
    /// negative.
    func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
        let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
        return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
    }

    /// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,
    /// or the end when `item` is nil or past it; a section it has not yet is created where the order
    /// puts it (the end, or its sorted place).
    func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {
        guard case .fromRows(let sectionOf, let areInIncreasingOrder) = source else { return }
        let section = sectionOf(row)
        if let index = identifiers.firstIndex(of: section) {
            sections[index].insert(row, at: min(item ?? sections[index].count, sections[index].count))
            return
        }
        let index =
            areInIncreasingOrder.flatMap { before in identifiers.firstIndex { before(section, $0) } }
            ?? identifiers.count
        identifiers.insert(section, at: index)
        sections.insert([row], at: index)
    }

    /// Changes the sections and their rows with `update` (sections from the rows), drops the sections
    /// it emptied, and shows the change in one update of the list: the rows that left or joined a
    /// section that stays, the sections that went or came with theirs. `stored` rows are kept by ID
    /// and `removed` forgotten with the change.
    func regroup(
        storing stored: [Row] = [], removing removed: Row.ID? = nil, reconfiguring ids: [Row.ID] = [],
        _ update: (inout [Section], inout [[Row]]) -> Void
    ) {
        var newIdentifiers = sectionIdentifiers
        var newSections = sections
        update(&newIdentifiers, &newSections)
        for index in newSections.indices.reversed() where newSections[index].isEmpty {
            newIdentifiers.remove(at: index)
            newSections.remove(at: index)
        }
        let oldIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: newIdentifiers.enumerated().map { ($1, $0) })
        let deletedSections = IndexSet(sectionIdentifiers.indices.filter { newIndex[sectionIdentifiers[$0]] == nil })
        let insertedSections = IndexSet(newIdentifiers.indices.filter { oldIndex[newIdentifiers[$0]] == nil })
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        for (old, section) in sectionIdentifiers.enumerated() {
            guard let new = newIndex[section] else { continue }
            let oldIDs = Set(sections[old].map(\.id))
            let newIDs = Set(newSections[new].map(\.id))
            for (item, row) in sections[old].enumerated() where !newIDs.contains(row.id) {
                deletedRows.append(IndexPath(item: item, section: old))
            }
            for (item, row) in newSections[new].enumerated() where !oldIDs.contains(row.id) {
                insertedRows.append(IndexPath(item: item, section: new))
            }
        }
        change(
            reconfiguring: ids,
            .regroup(
                deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,
                insertedRows: insertedRows)
        ) {
            sectionIdentifiers = newIdentifiers
            sections = newSections
            for row in stored { rowsByID[row.id] = row }
            if let removed { rowsByID[removed] = nil }
        }
    }

    /// Changes the rows with `mutate`, then shows the change in the list (what it shows: the rows, or a
    /// search's results, recomputed after `mutate`; during a search a classic list reloads).
    ///
    /// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window
    /// (UIKit warns about animating a list that is not in the view hierarchy); a section whose header
    /// and footer must be read again is reloaded when it has rows in it, and otherwise removed and put
    /// back in two more applies (iOS 15 crashes reloading a section with no items). Classic, in a window:
    /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
    /// itself for reloading) reads its counts from the rows before the change, and the change is then
    /// animated; a batch update made before that reload would read its "before" counts from the
    /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
    /// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section
    /// collapsing or expanding), not places in the full list.
    func change(
        reconfiguring ids: [Row.ID] = [], reloading reloaded: [Section] = [], _ requested: ClassicChange,
        indexPathsShown: Bool = false, _ mutate: () -> Void
    ) {
        // The index paths of a change are in the full list; during a search the list shows other ones,
        // and in a collapsed section none.
        let classic =
            activeSearch.isActive || (!indexPathsShown && touchesCollapsedSection(requested))
            ? ClassicChange.reload : requested
        func update() {
            mutate()
            shown = shownRows()
        }
        let textsBefore = sectionsShowingTexts
        switch display {
        case .none:
            update()
        case .diffableList(let list, let apply):
            update()
            var snapshot = self.snapshot
            // A row a search or a collapsed section does not show is not in the snapshot: there is no cell
            // to redraw.
            let hidesRows = activeSearch.isActive || !collapsedSections.isEmpty
            let ids = hidesRows ? ids.filter { snapshot.indexOfItem($0) != nil } : ids
            if !ids.isEmpty { snapshot.reconfigureItems(ids) }
            let toggled = sectionsToggled(since: textsBefore)
            let reloaded = toggled + reloaded.filter { !toggled.contains($0) }
            let animated = list.view.window != nil
            // A section with no rows in the snapshot is never reloaded: a diffable data source crashes on
            // that on iOS 15 (a section emptied by this change, or by a search).
            let emptied = reloaded.filter { snapshot.numberOfItems(inSection: $0) == 0 }
            let refilled = reloaded.filter { !emptied.contains($0) }
            if !refilled.isEmpty { snapshot.reloadSections(refilled) }
            apply(snapshot, animated)
            if !emptied.isEmpty {
                // Once the rows changed, such a section goes in one apply and comes back, empty, in the
                // next, so that the list asks for its header and footer again, as for a reloaded section.
                // No row moves on screen meanwhile: the section has none.
                var without = self.snapshot
                without.deleteSections(emptied)
                apply(without, animated)
                apply(self.snapshot, animated)
            }
        case .table(let table):
            guard table.window != nil, !classic.isReload else {
                update()
                table.reloadData()
                break
            }
            table.layoutIfNeeded()
            update()
            switch classic {
            case .reload: table.reloadData()
            case .insert(let indexPaths): table.insertRows(at: indexPaths, with: .automatic)
            case .delete(let indexPaths): table.deleteRows(at: indexPaths, with: .automatic)
            case .move(let source, let target): table.moveRow(at: source, to: target)
            case .reconfigure(let indexPaths): table.reconfigureRows(at: indexPaths)
            case .shownAlready: break
            case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                table.performBatchUpdates {
                    table.deleteSections(deletedSections, with: .automatic)
                    table.deleteRows(at: deletedRows, with: .automatic)
                    table.insertSections(insertedSections, with: .automatic)
                    table.insertRows(at: insertedRows, with: .automatic)
                }
            }
            let toggled = sectionsToggled(since: textsBefore)
            if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.compactMap(index(of:))), with: .automatic) }
        case .collection(let collection):
            guard collection.window != nil, !classic.isReload else {
                update()
                collection.reloadData()
                break
            }
            collection.layoutIfNeeded()
            update()
            switch classic {
            case .reload: collection.reloadData()
            case .insert(let indexPaths): collection.insertItems(at: indexPaths)
            case .delete(let indexPaths): collection.deleteItems(at: indexPaths)
            case .move(let source, let target): collection.moveItem(at: source, to: target)
            case .reconfigure(let indexPaths): collection.reconfigureItems(at: indexPaths)
            case .shownAlready: break
            case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                collection.performBatchUpdates {
                    collection.deleteSections(deletedSections)
                    collection.deleteItems(at: deletedRows)
                    collection.insertSections(insertedSections)
                    collection.insertItems(at: insertedRows)
                }
            }
            let toggled = sectionsToggled(since: textsBefore)
            if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.compactMap(index(of:)))) }
        }
        showSelection()
        onChange()
    }

    /// Whether a classic change names a place in a collapsed section, where the list shows no row: the
    /// list then reloads instead (the change's index paths are in the full list).
    func touchesCollapsedSection(_ change: ClassicChange) -> Bool {
        guard !collapsedSections.isEmpty else { return false }
        let collapsed = Set(collapsedSections.compactMap(index(of:)))
        switch change {
        case .reload, .shownAlready: return false
        case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):
            return indexPaths.contains { collapsed.contains($0.section) }
        case .move(let source, let target):
            return collapsed.contains(source.section) || collapsed.contains(target.section)
        case .regroup: return true
        }
    }

    /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
    var sectionsShowingTexts: [Section: Bool] {
        guard let showsHeaderAndFooter else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })
    }

    /// The sections, there before and now, whose header and footer appeared or went since `before`
    /// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.
    func sectionsToggled(since before: [Section: Bool]) -> [Section] {
        let now = sectionsShowingTexts
        return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }
    }

}
