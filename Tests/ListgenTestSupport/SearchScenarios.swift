// Scenarios for `search` (issue #24): a search filters the rows the screen holds without losing any.
//
// Each scenario types into the screen's search bar as a person does (`UISearchBar+Simulation.swift`),
// changes the rows through the mutation API while the search is active, and compares what the list
// shows with what it should show, computed here from the rows' field values with a matching rule of
// its own (`String.folding`, not the generated code's `range(of:options:)`).

/// What a screen's spec says about its search.
public struct SearchInfo: Sendable {
    /// `search.fields`, in order.
    public var fields: [String]
    /// `search.scopes`: each button's title and `field` (nil: every row).
    public var scopes: [(title: String, field: String?)]
    /// `emptyState.noResults.text`; nil without a no-results state.
    public var noResultsText: String?
    /// `emptyState.noResults.image`: the asset's name; nil without one.
    public var noResultsImage: String?

    public init(
        fields: [String], scopes: [(title: String, field: String?)], noResultsText: String?,
        noResultsImage: String? = nil
    ) {
        self.fields = fields
        self.scopes = scopes
        self.noResultsText = noResultsText
        self.noResultsImage = noResultsImage
    }
}

/// A screen with a search bar (a generated one, or a negative control), driven through its public API.
@MainActor
public protocol SearchHarness: AnyObject {
    var searchInfo: SearchInfo { get }
    var viewController: UIViewController { get }
    /// The `UITableView` or `UICollectionView` of the screen.
    var listView: UIView { get }
    /// The search controller's bar.
    var searchBar: UISearchBar { get }
    /// The screen's search controller, as the navigation item has it.
    var navigationSearchController: UISearchController? { get }
    /// The screen's `emptyStateView`, or nil without one.
    var searchEmptyStateView: UIView? { get }
    /// The screen's `noResultsView`, or nil without one.
    var noResultsView: UIView? { get }
    /// The number of sections.
    var searchSectionCount: Int { get }

    func setRows(_ rows: [[RowSpec]])
    func insert(_ row: RowSpec, at indexPath: IndexPath)
    func deleteRow(withID rowID: String)
    /// Replaces the row with its next revision (its non-identity fields change).
    func update(rowID: String)
    func rowID(for row: RowSpec) -> String
    /// The IDs of a section's rows, all of them (`rows(in:)`).
    func rowIDs(inSection section: Int) -> [String]
    /// The row a cell shows, from the cell itself.
    func rowID(ofCell cell: UIView) -> String?
    /// The values of `searchInfo.fields` of the row, now.
    func searchTexts(ofRowID rowID: String) -> [String?]
    /// Whether the row is in the scope at `index` now.
    func isInScope(_ index: Int, rowID: String) -> Bool
    /// Taps the first button of `cell`, or the row it shows when it has none that always acts; the ID
    /// of the row the screen acted for, or nil when it did nothing.
    func tapToAct(on cell: UIView) -> String?
    /// Whether some event is placed as a swipe action or in the context menu.
    var hasSwipesOrMenus: Bool { get }
    /// Performs every swipe action and chooses every menu item the row shown at `indexPath` offers;
    /// the IDs of the rows the screen acted for, one per action that acted.
    func swipeAndMenuRowIDs(at indexPath: IndexPath) -> [String]
}

extension Scenarios {
    /// The search scenarios, each run on every generated screen with `search` (SearchBehaviourTests)
    /// and on the search negative controls.
    public static let search: [(name: String, run: @MainActor (() -> any SearchHarness) -> [String])] = [
        ("searchDuringMutations", searchDuringMutations), ("searchNoResults", searchNoResults),
        ("searchScopes", searchScopes),
    ]

    /// A search stays right while the rows change under it: rows inserted, updated and deleted during
    /// the search join or leave the results as they match; a tap on a filtered row acts on that row;
    /// ending the search shows every row again, those added during it included.
    public static func searchDuringMutations(_ make: () -> any SearchHarness) -> [String] {
        let harness = make()
        var search = SearchProbe(harness)
        let rows = search.rows(perSection: 3)
        harness.setRows(rows)
        search.layout()
        search.expectShown(rows.map { $0.map(harness.rowID(for:)) }, "before any search")
        // Every row's fields are at revision 0 (`… r0`): typing "R1" finds none.
        search.type("R1")
        search.expectShownMatching("typing R1, no row updated yet")
        // The second row of the first section, updated: its fields now end in `r1`, so it is found, and
        // the list shows it first of its section although it is second in the full list.
        let updated = harness.rowID(for: rows[0][1])
        harness.update(rowID: updated)
        search.layout()
        search.expectShownMatching("R1, after updating \(updated)")
        search.expectTapActs(on: updated, "R1, the one row found")
        search.expectSwipesAndMenusAct(on: updated, "R1, the one row found")
        // A row inserted during the search (revision 0) is not found; updated, it is.
        let insertedRow = RowSpec(kind: rows[0][0].kind, key: 77)
        let inserted = harness.rowID(for: insertedRow)
        harness.insert(insertedRow, at: IndexPath(item: 0, section: 0))
        search.layout()
        search.expectShownMatching("R1, after inserting \(inserted)")
        harness.update(rowID: inserted)
        search.layout()
        search.expectShownMatching("R1, after updating the inserted \(inserted)")
        // A search for text the inserted row has, typed with another case and a diacritic.
        search.type(search.query(matching: inserted))
        search.expectShownMatching("searching the inserted row's text")
        search.expectTapActs(on: inserted, "searching the inserted row's text")
        // A row deleted during the search leaves the results and the list.
        search.type("R1")
        harness.deleteRow(withID: updated)
        search.layout()
        search.expectShownMatching("R1, after deleting \(updated)")
        // Ending the search shows every row, the inserted one too, and not the deleted one.
        search.cancel()
        let all = search.allRowIDs
        search.expectShown(all, "after the search ended")
        search.check(
            all.joined().contains(inserted) && !all.joined().contains(updated),
            "after the search ended, the rows are \(all)")
        return search.problems
    }

    /// A search that finds nothing in a list that has rows shows the no-results state, not the empty
    /// state; a list with no rows shows the empty state during a search too; ending the search hides both.
    public static func searchNoResults(_ make: () -> any SearchHarness) -> [String] {
        let harness = make()
        guard harness.searchInfo.noResultsText != nil else { return [] }
        var search = SearchProbe(harness)
        guard let noResults = harness.noResultsView else { return ["the screen has no noResultsView"] }
        harness.setRows(search.rows(perSection: 2))
        search.layout()
        func expect(noResults shows: Bool, emptyState emptyShows: Bool, _ context: String) {
            let noResultsShown = emptyStateIsShown(noResults, in: harness.listView)
            search.check(
                noResultsShown == shows, "\(context): the no-results state is \(noResultsShown ? "shown" : "hidden")")
            if let empty = harness.searchEmptyStateView {
                let emptyShown = emptyStateIsShown(empty, in: harness.listView)
                search.check(
                    emptyShown == emptyShows, "\(context): the empty state is \(emptyShown ? "shown" : "hidden")")
            }
        }
        expect(noResults: false, emptyState: false, "rows, no search")
        search.type("no row has this text")
        search.expectShownMatching("a search that finds nothing")
        expect(noResults: true, emptyState: false, "a search that finds nothing")
        let shown = (noResults as? UIListContentView)?.configuration as? UIListContentConfiguration
        search.check(
            shown?.text == harness.searchInfo.noResultsText,
            "the no-results state says \(String(describing: shown?.text)), not \(harness.searchInfo.noResultsText ?? "")"
        )
        search.type("R0")
        expect(noResults: false, emptyState: false, "a search that finds rows")
        harness.setRows([])
        search.layout()
        expect(noResults: false, emptyState: true, "a search in a list with no rows")
        harness.setRows(search.rows(perSection: 2, from: 20))
        search.type("no row has this text")
        search.cancel()
        expect(noResults: false, emptyState: false, "after the search ended")
        return search.problems
    }

    /// The no-results state's asset image (`emptyState.noResults.image`) is in its view: hidden while the
    /// search finds rows and without a search, shown while a search finds nothing; an asset the catalog
    /// does not have shows the state without an image.
    public static func searchNoResultsImage(_ make: () -> any SearchHarness) -> [String] {
        guard let expected = make().searchInfo.noResultsImage else { return [] }
        var problems: [String] = []
        for catalogHasIt in [true, false] {
            UIImage.simulatedAssetCatalog = catalogHasIt ? nil : []
            defer { UIImage.simulatedAssetCatalog = nil }
            let place = catalogHasIt ? "with the asset" : "without the asset in the catalog"
            let harness = make()
            var search = SearchProbe(harness)
            guard let noResults = harness.noResultsView else { return ["the screen has no noResultsView"] }
            let content = (noResults as? UIListContentView)?.configuration as? UIListContentConfiguration
            if catalogHasIt {
                search.check(
                    content?.image?.simulatedAssetName == expected,
                    "\(place): the no-results image is \(content?.image?.simulatedAssetName ?? "none"), not \(expected)"
                )
            } else {
                search.check(
                    content?.image == nil, "\(place): the no-results state shows an image the app does not have")
            }
            harness.setRows(search.rows(perSection: 2))
            search.layout()
            search.check(
                !emptyStateIsShown(noResults, in: harness.listView), "\(place): the image shows without a search")
            search.type("R0")
            search.check(
                !emptyStateIsShown(noResults, in: harness.listView),
                "\(place): the image shows while the search finds rows")
            search.type("no row has this text")
            search.check(
                emptyStateIsShown(noResults, in: harness.listView),
                "\(place): the image is hidden while the search finds nothing")
            search.cancel()
            search.check(
                !emptyStateIsShown(noResults, in: harness.listView), "\(place): the image still shows after the search")
            problems += search.problems
        }
        return problems
    }

    /// Each scope button keeps the rows its `Bool` field has true (all rows without a field), with the
    /// text typed and without; the search bar is the navigation item's, with one button per scope.
    public static func searchScopes(_ make: () -> any SearchHarness) -> [String] {
        let harness = make()
        var search = SearchProbe(harness)
        search.check(
            harness.navigationSearchController?.searchBar === harness.searchBar,
            "the navigation item has not the screen's search controller")
        let scopes = harness.searchInfo.scopes
        guard scopes.count >= 2 else { return search.problems }
        search.check(
            harness.searchBar.scopeButtonTitles == scopes.map(\.title),
            "the scope buttons are \(String(describing: harness.searchBar.scopeButtonTitles))")
        let rows = search.rows(perSection: 4)
        harness.setRows(rows)
        search.layout()
        for index in scopes.indices.reversed() {
            if harness.searchBar.selectedScopeButtonIndex != index {
                search.check(harness.searchBar.simulateScopeSelection(at: index), "scope \(index) cannot be selected")
            }
            search.layout()
            search.expectShownMatching("scope '\(scopes[index].title)', no text")
            search.type("R0")
            search.expectShownMatching("scope '\(scopes[index].title)', text R0")
            search.type("")
        }
        // A row updated into or out of the selected scope joins or leaves the results.
        if let scoped = scopes.indices.last(where: { scopes[$0].field != nil }) {
            search.check(harness.searchBar.simulateScopeSelection(at: scoped), "scope \(scoped) cannot be selected")
            let id = harness.rowID(for: rows[0][0])
            harness.update(rowID: id)
            search.layout()
            search.expectShownMatching("scope '\(scopes[scoped].title)', after updating \(id)")
        }
        search.cancel()
        let all = search.allRowIDs
        search.expectShown(all, "after the search ended")
        return search.problems
    }
}

/// Drives a screen's search bar and checks what its list shows.
@MainActor
struct SearchProbe {
    let harness: any SearchHarness
    let list: ListProbe
    private(set) var problems: [String] = []
    private let window: UIWindow

    init(_ harness: any SearchHarness) {
        self.harness = harness
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = harness.viewController
        window.makeKeyAndVisible()
        harness.viewController.loadViewIfNeeded()
        list = ListProbe(harness.listView)
        list.visibleRowCapacity = 100
        list.layoutIfNeeded()
    }

    mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append(message()) }
    }

    func layout() { list.layoutIfNeeded() }

    /// `perSection` rows in every section, keys from `from` + 1.
    func rows(perSection: Int, from: Int = 0) -> [[RowSpec]] {
        var key = from
        return (0..<harness.searchSectionCount).map { _ in
            (0..<perSection).map { _ in
                key += 1
                return RowSpec(kind: 0, key: key)
            }
        }
    }

    /// Every row, by section (the full list).
    var allRowIDs: [[String]] { (0..<harness.searchSectionCount).map { harness.rowIDs(inSection: $0) } }

    /// The rows the list shows, by section, read from its cells.
    var shownRowIDs: [[String]] {
        var shown: [[String]] = (0..<harness.searchSectionCount).map { _ in [] }
        for indexPath in list.visibleIndexPaths.sorted(by: { ($0.section, $0.item) < ($1.section, $1.item) }) {
            guard shown.indices.contains(indexPath.section), let cell = list.cell(at: indexPath) else { continue }
            shown[indexPath.section].append(harness.rowID(ofCell: cell) ?? "no row at \(indexPath)")
        }
        return shown
    }

    mutating func type(_ text: String) {
        harness.searchBar.simulateTyping(text)
        layout()
    }

    mutating func cancel() {
        check(harness.searchBar.simulateCancel(), "the search could not be cancelled")
        layout()
    }

    mutating func expectShown(_ expected: [[String]], _ context: String) {
        let shown = shownRowIDs
        check(shown == expected, "\(context): the list shows \(shown), expected \(expected)")
    }

    /// The list shows exactly the rows that match the bar's text and scope now, in the full list's order.
    mutating func expectShownMatching(_ context: String) {
        let text = harness.searchBar.text ?? ""
        let scope = harness.searchBar.selectedScopeButtonIndex
        let expected = allRowIDs.map { ids in
            ids.filter { id in
                harness.isInScope(scope, rowID: id)
                    && harness.searchTexts(ofRowID: id).contains { Self.contains($0, text) }
            }
        }
        expectShown(expected, "\(context) ('\(text)', scope \(scope))")
    }

    /// The row's first searched text, upper-cased with its first `u` written `ü` (when it has one): a
    /// search that ignores case and diacritics still finds it.
    func query(matching rowID: String) -> String {
        let text = harness.searchTexts(ofRowID: rowID).compactMap { $0 }.first ?? rowID
        return text.uppercased().replacingOccurrences(of: "U", with: "Ü")
    }

    /// The cell the list shows for `rowID` acts for that row when its first button is tapped.
    mutating func expectTapActs(on rowID: String, _ context: String) {
        let cells = list.visibleIndexPaths.compactMap { list.cell(at: $0) }
        guard let cell = cells.first(where: { harness.rowID(ofCell: $0) == rowID }) else {
            return check(false, "\(context): no cell shows \(rowID)")
        }
        let acted = harness.tapToAct(on: cell)
        check(acted == rowID, "\(context): a tap on the cell of \(rowID) acted for \(acted ?? "no row")")
    }

    /// Every swipe action and menu item of the row the list shows for `rowID` acts for that row (and,
    /// on a screen that has them, at least one does).
    mutating func expectSwipesAndMenusAct(on rowID: String, _ context: String) {
        guard harness.hasSwipesOrMenus else { return }
        guard
            let indexPath = list.visibleIndexPaths.first(where: {
                list.cell(at: $0).flatMap(harness.rowID(ofCell:)) == rowID
            })
        else { return check(false, "\(context): no cell shows \(rowID)") }
        let acted = harness.swipeAndMenuRowIDs(at: indexPath)
        check(
            !acted.isEmpty && acted.allSatisfy { $0 == rowID },
            "\(context): the swipe actions and menu items of \(rowID) acted for \(acted)")
    }

    /// The matching rule, written independently of the generated code: case and diacritics folded away.
    static func contains(_ value: String?, _ query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return true }
        guard let value else { return false }
        let fold: (String) -> String = { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        return fold(value).contains(fold(query))
    }
}

extension SearchHarness where Self: ScreenHarness {
    public var searchSectionCount: Int { info.sections.count }

    public func searchTexts(ofRowID rowID: String) -> [String?] {
        searchInfo.fields.map { text($0, ofRowID: rowID) }
    }

    public func isInScope(_ index: Int, rowID: String) -> Bool {
        let scopes = searchInfo.scopes
        guard scopes.indices.contains(index), let field = scopes[index].field else { return true }
        return flag(field, ofRowID: rowID) ?? false
    }

    public var hasSwipesOrMenus: Bool {
        info.cells.contains { $0.events.contains { !$0.placements.allSatisfy { $0 == "button" } } }
    }

    public func swipeAndMenuRowIDs(at indexPath: IndexPath) -> [String] {
        var acted: [String] = []
        for edge in [SimulatedSwipeEdge.leading, .trailing] {
            for action in list.swipeActions(edge, at: indexPath)?.actions ?? [] {
                log.removeAll()
                action.simulatePerform(in: listView)
                acted += log.entries.map(\.rowID)
            }
        }
        if let menu = list.contextMenu(at: indexPath)?.simulateMenu() {
            for action in menu.simulatedVisibleActions where !action.attributes.contains(.disabled) {
                log.removeAll()
                menu.simulateChoosing(action.title)
                acted += log.entries.map(\.rowID)
            }
        }
        log.removeAll()
        return acted
    }

    /// Taps the first button of a cell kind whose event always acts (no `enabled`, `visible` or
    /// `confirm`) or, where the cell shows no such button, the row itself when its `select` always
    /// acts; returns the row the recorded route or action was for.
    public func tapToAct(on cell: UIView) -> String? {
        for cellInfo in info.cells {
            for event in cellInfo.buttonEvents where Self.alwaysActs(event) {
                guard let button = findButton(cellInfo.buttonIdentifier(event), in: cell) else { continue }
                log.removeAll()
                button.simulateTap()
                defer { log.removeAll() }
                return log.entries.first?.rowID
            }
        }
        guard info.cells.contains(where: { cell in cell.select.map { Self.alwaysActs($0) } ?? false }),
            let indexPath = list.visibleIndexPaths.first(where: { list.cell(at: $0) === cell })
        else { return nil }
        log.removeAll()
        list.simulateSelection(at: indexPath)
        defer { log.removeAll() }
        return log.entries.first?.rowID
    }

    nonisolated private static func alwaysActs(_ event: EventInfo) -> Bool {
        event.enabledField == nil && event.visibleField == nil && event.confirm == nil
    }
}
