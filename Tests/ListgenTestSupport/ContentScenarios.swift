// Scenarios for cells that show the app's own view (`content: { view: … }`, issue #13).
//
// The app's view is opaque to listgen: these scenarios observe it only as UIKit would show it (the
// view in the cell's content view, the texts of its labels, the images of its image views) and tap
// its buttons by the accessibility identifiers the cell gives them. On screens without content
// cells they check nothing. Tests/ListgenTestSupport/ContentControls.swift holds hand-written wrong
// cells that each scenario must catch.

extension Scenarios {
    /// Every content scenario, by name.
    public static let content: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("contentReuse", contentReuse), ("contentControls", contentControls), ("contentLeaks", contentLeaks),
    ]

    /// 200 rows behind a 10-row window, scrolled through. Each content cell holds one view for its
    /// whole life (created once, the only subview of the cell's content view), and that view shows
    /// the row the cell shows now. Then every on-screen content cell goes through the reset UIKit
    /// makes before reuse (`prepareForReuse()`): its view must show no row any more, counted per cell.
    public static func contentReuse(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            guard driver.info.cells.contains(where: { $0.contentView != nil }) else { return [] }
            driver.fill(total: 200)
            var viewOfCell: [ObjectIdentifier: ObjectIdentifier] = [:]
            var rowsShown = 0
            for start in Array(stride(from: 0, through: 190, by: 7)) + [190, 95, 0] {
                driver.list.scroll(toFlatRow: start)
                for (cell, rowID, indexPath) in driver.visibleCells() {
                    guard let kind = driver.kind(of: rowID), driver.info.cells[kind].contentView != nil else {
                        continue
                    }
                    let context = "window at \(start), \(indexPath)"
                    guard let view = checkContentView(of: cell, driver, context) else { continue }
                    let first = viewOfCell[ObjectIdentifier(cell), default: ObjectIdentifier(view)]
                    viewOfCell[ObjectIdentifier(cell)] = first
                    driver.check(first == ObjectIdentifier(view), "\(context): the cell's view was replaced")
                    let texts = labelTexts(in: view)
                    let payload = driver.harness.payload(forRowID: rowID)
                    driver.check(
                        texts.contains { payload.contains("\"\($0)\"") },
                        "\(context): the view shows \(texts), not the row \(rowID) (\(payload))")
                    rowsShown += 1
                }
            }
            driver.check(rowsShown > 0, "no content cell was on screen")
            driver.check(driver.list.prepareForReuseCount >= 100, "only \(driver.list.prepareForReuseCount) reuses")
            driver.check(viewOfCell.count < rowsShown, "content cells were never reused")

            // The reset: what UIKit does to a cell before it shows another row.
            var resets = 0
            var contentCells = 0
            for (cell, rowID, indexPath) in driver.visibleCells() {
                guard let kind = driver.kind(of: rowID), driver.info.cells[kind].contentView != nil,
                    let view = driver.harness.contentView(ofCell: cell)
                else { continue }
                contentCells += 1
                (cell as? UITableViewCell)?.prepareForReuse()
                (cell as? UICollectionViewCell)?.prepareForReuse()
                let texts = labelTexts(in: view)
                let images = shownImages(in: view)
                if texts.isEmpty && images == 0 {
                    resets += 1
                } else {
                    driver.fail(
                        "\(indexPath): after prepareForReuse() the view still shows \(texts) and \(images) images")
                }
            }
            driver.check(contentCells > 0 && resets == contentCells, "\(resets) of \(contentCells) views were reset")
            return driver.problems
        }
    }

    /// The view's buttons act for the row the cell shows, exactly once per tap: on screen, after
    /// scrolling (reuse), and in cells held across an insert, a delete and a move above them.
    public static func contentControls(_ make: HarnessFactory) -> [String] {
        raising {
            let driver = Driver(make(.recording))
            guard driver.info.cells.contains(where: { $0.contentView != nil && !$0.events.isEmpty }) else { return [] }
            driver.fill(counts: driver.info.sections.enumerated().map { index, _ in index == 0 ? 40 : 10 })
            driver.tapVisibleCells("first screen")
            driver.list.scroll(toFlatRow: 20)
            driver.tapVisibleCells("after scrolling")
            let held = driver.visibleCells().map(\.cell)
            driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
            for cell in held { driver.tapHeldCell(cell, "after an insert above") }
            driver.deleteRow(at: IndexPath(item: 1, section: 0))
            for cell in held { driver.tapHeldCell(cell, "after a delete above") }
            driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            for cell in held { driver.tapHeldCell(cell, "after a move above") }
            driver.list.scroll(toFlatRow: 0)
            driver.tapVisibleCells("after scrolling back")
            return driver.problems
        }
    }

    /// Releasing the screen releases every content view: the cell holds its view, the view's
    /// button actions hold neither the cell nor the controller.
    public static func contentLeaks(_ make: HarnessFactory) -> [String] {
        var problems: [String] = []
        var views: [Weak] = []
        do {
            let driver = Driver(make(.recording))
            guard driver.info.cells.contains(where: { $0.contentView != nil }) else { return [] }
            driver.fill(total: 30)
            driver.tapVisibleCells("leak check")
            driver.list.scroll(toFlatRow: 12)
            for (cell, _, _) in driver.visibleCells() {
                if let view = driver.harness.contentView(ofCell: cell) { views.append(Weak(view)) }
            }
            problems += driver.problems
        }
        if views.isEmpty { problems.append("no content view was on screen") }
        let alive = views.filter { $0.object != nil }.count
        if alive > 0 { problems.append("\(alive) of \(views.count) content views still alive after release") }
        return problems
    }

    /// The app's view in `cell`, checked to be the only subview of the cell's content view.
    private static func checkContentView(of cell: UIView, _ driver: Driver, _ context: String) -> UIView? {
        guard let view = driver.harness.contentView(ofCell: cell) else {
            driver.fail("\(context): the cell has no content view of the app")
            return nil
        }
        let contentView = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
        driver.check(
            contentView?.subviews.count == 1 && contentView?.subviews.first === view,
            "\(context): the cell's content view holds \(contentView?.subviews.map { "\(type(of: $0))" } ?? []), "
                + "not only the app's view")
        // Pinned by Auto Layout to the content view's layout margins, edge to edge.
        if let contentView {
            let margins = contentView.layoutMarginsGuide
            let pinned = Set(
                contentView.constraints.filter {
                    $0.isActive && $0.firstItem === view && $0.secondItem === margins && $0.relation == .equal
                        && $0.firstAttribute == $0.secondAttribute && $0.constant == 0
                }.map(\.firstAttribute))
            let edges: [NSLayoutConstraint.Attribute] = [.top, .leading, .trailing, .bottom]
            driver.check(
                !view.translatesAutoresizingMaskIntoConstraints && edges.allSatisfy(pinned.contains),
                "\(context): the app's view is not pinned to the layout margins (pinned: \(pinned.map(\.rawValue)))")
        }
        return view
    }
}

/// The texts `view`'s labels show, depth first (empty texts left out).
@MainActor
public func labelTexts(in view: UIView) -> [String] {
    var texts: [String] = []
    if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
    for child in view.subviews { texts += labelTexts(in: child) }
    return texts
}

/// How many of `view`'s image views show an image.
@MainActor
public func shownImages(in view: UIView) -> Int {
    ((view as? UIImageView)?.image == nil ? 0 : 1) + view.subviews.reduce(0) { $0 + shownImages(in: $1) }
}
