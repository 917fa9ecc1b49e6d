// Section index titles (`indexTitles: true`): the strip of titles at the list's edge. The titles are the
// header titles of the sections that show rows now, and a tap on one lands on its section, after
// sections came, went, emptied and filled again (fixed sections, or sections from the data).

/// A screen with a section index (a generated one, or a hand-written control), driven through its
/// mutation API. Its sections are the scenario's sections: fixed sections by index, or with sections
/// from the data the `i`th value (``ScreenInfo/sectionsFromData``).
@MainActor
public protocol IndexTitleHarness: AnyObject {
    var info: ScreenInfo { get }
    var viewController: UIViewController { get }
    /// The `UITableView` or `UICollectionView` of the screen.
    var listView: UIView { get }
    func loadView()
    func rowID(for row: RowSpec) -> String
    func setRows(_ rows: [[RowSpec]])
    func append(_ row: RowSpec, toSection section: Int)
    func deleteRow(withID rowID: String)
    /// The header title the list's section at `index` has now (the spec's title of a fixed section, or
    /// the controller's `title(ofSectionAt:)`): what its index title must say.
    func headerTitle(ofSectionAt index: Int) -> String?
}

extension Scenarios {
    /// The index-title scenarios, run on every generated screen with `indexTitles: true`
    /// (IndexTitleBehaviourTests) and on the index-title negative controls.
    public static let indexTitleScenarios: [(name: String, run: @MainActor (() -> any IndexTitleHarness) -> [String])] =
        [("indexTitles", indexTitles)]

    /// The index after the first rows, after a middle section emptied (a fixed section stays, empty; a
    /// section from the data goes), after it filled again, after the first section emptied, after the
    /// rows were replaced leaving gaps, and after a section was added at the end: each time the titles
    /// are those of the sections showing rows, in list order, and a tap on each lands on its section.
    public static func indexTitles(_ make: () -> any IndexTitleHarness) -> [String] {
        let harness = make()
        var problems: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = harness.viewController
        window.makeKeyAndVisible()
        harness.loadView()
        let count = harness.info.sectionsFromData ? 4 : harness.info.sections.count
        guard count >= 3 else { return ["the scenario needs 3 sections, the screen has \(count)"] }
        var key = 0
        var rows: [[String]] = Array(repeating: [], count: count)
        func newRow() -> RowSpec {
            key += 1
            return RowSpec(kind: 0, key: key)
        }
        // Loops, not closures, in these local functions: a closure capturing `harness` or `key` trips
        // the release build's region-based isolation check (SendingRisksDataRace).
        func setRows(_ counts: [Int]) {
            var specs: [[RowSpec]] = []
            for count in counts {
                var section: [RowSpec] = []
                for _ in 0..<count { section.append(newRow()) }
                specs.append(section)
            }
            harness.setRows(specs)
            rows = []
            for section in specs {
                var ids: [String] = []
                for row in section { ids.append(harness.rowID(for: row)) }
                rows.append(ids)
            }
        }
        func empty(_ section: Int) {
            for id in rows[section] { harness.deleteRow(withID: id) }
            rows[section] = []
        }
        func append(_ section: Int) {
            let row = newRow()
            harness.append(row, toSection: section)
            rows[section].append(harness.rowID(for: row))
        }
        func check(_ context: String) {
            let list = IndexProbe(view: harness.listView)
            var expected: [(title: String, section: Int)] = []
            for section in 0..<list.sectionCount {
                guard list.rowCount(inSection: section) > 0, let title = harness.headerTitle(ofSectionAt: section)
                else { continue }
                expected.append((title, section))
            }
            let titles = list.titles ?? []
            guard titles == expected.map(\.title) else {
                problems.append("\(context): the index shows \(titles), expected \(expected.map(\.title))")
                return
            }
            for (index, entry) in expected.enumerated() {
                let landed = list.tap(at: index)
                if landed != entry.section {
                    problems.append(
                        "\(context): the index title '\(entry.title)' at \(index) jumps to section "
                            + "\(landed.map(String.init) ?? "none"), expected \(entry.section)")
                }
            }
        }
        setRows(Array(repeating: 2, count: count))
        check("every section with rows")
        empty(1)
        check("the second section emptied")
        append(1)
        check("the second section filled again")
        empty(0)
        check("the first section emptied")
        setRows((0..<count).map { $0 % 2 == 0 ? 0 : 3 })
        check("rows replaced, every other section empty")
        append(count - 1)
        append(0)
        check("rows added to the last and the first section")
        _ = window
        return problems
    }
}

/// The section index of a table or a collection view, through the stand-in's simulation API.
@MainActor
struct IndexProbe {
    let view: UIView

    var sectionCount: Int {
        (view as? UITableView)?.numberOfSections ?? (view as? UICollectionView)?.numberOfSections ?? 0
    }

    func rowCount(inSection section: Int) -> Int {
        if let table = view as? UITableView { return table.numberOfRows(inSection: section) }
        return (view as? UICollectionView)?.numberOfItems(inSection: section) ?? 0
    }

    var titles: [String]? {
        (view as? UITableView)?.simulatedSectionIndexTitles ?? (view as? UICollectionView)?.simulatedIndexTitles
    }

    /// A tap on the index title at `index`: the section the list scrolled to.
    func tap(at index: Int) -> Int? {
        if let table = view as? UITableView { return table.simulateSectionIndexTap(at: index) }
        return (view as? UICollectionView)?.simulateIndexTitleTap(at: index)
    }
}
