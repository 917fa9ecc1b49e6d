// Section header and footer views the app configures (`headerView: true`, `footerView: true`): the
// screen's `onSectionHeader` and `onSectionFooter` hooks, driven through `SectionViewHarness`.

/// A generated screen with header or footer views.
@MainActor
public protocol SectionViewHarness: ScreenHarness {
    /// The indexes of the sections with `headerView: true`, and of those with `footerView: true`.
    var headerViewSections: [Int] { get }
    var footerViewSections: [Int] { get }
    /// Sets the screen's hooks to call `configure` with the view, `true` for a header (false for a
    /// footer), the section's index and its number of rows (read from the controller, as an app would).
    func connectSectionViews(_ configure: @escaping @MainActor (UIView, Bool, Int, Int) -> Void)
    /// The header view, or footer view, the list shows for `section` now, or nil.
    func headerView(inSection section: Int) -> UIView?
    func footerView(inSection section: Int) -> UIView?
}

/// What an app's hook does with a section's view: the right one, and the classic mistake.
public enum SectionViewHook: String, CaseIterable, Sendable {
    /// Shows the section and its row count it is given, and gives its button an action for that section.
    case correct
    /// The negative control: remembers the section each view was first configured for and keeps
    /// showing (and acting for) it when the view is reused for another section.
    case cachesItsSection
}

/// The app's side of the hooks: labels each view and keeps one button in it.
@MainActor
final class SectionViewApp {
    let hook: SectionViewHook
    /// Section indexes the header and footer buttons were tapped for, in order.
    var tapped: [Int] = []
    private var firstSection: [ObjectIdentifier: Int] = [:]
    /// Every section each view object was configured for (reuse shows as more than one).
    var sectionsByView: [ObjectIdentifier: Set<Int>] = [:]
    static let buttonTag = 4_022

    init(hook: SectionViewHook) { self.hook = hook }

    static func label(header: Bool, section: Int, rowCount: Int) -> String {
        "\(header ? "header" : "footer") \(section): \(rowCount) rows"
    }

    func configure(_ view: UIView, header: Bool, section: Int, rowCount: Int) {
        let key = ObjectIdentifier(view)
        sectionsByView[key, default: []].insert(section)
        let shown: Int
        switch hook {
        case .correct: shown = section
        case .cachesItsSection:
            if firstSection[key] == nil { firstSection[key] = section }
            shown = firstSection[key] ?? section
        }
        view.accessibilityLabel = Self.label(header: header, section: shown, rowCount: rowCount)
        let button =
            view.subviews.first { $0.tag == Self.buttonTag } as? UIButton
            ?? {
                let button = UIButton(type: .system)
                button.tag = Self.buttonTag
                view.addSubviewAtTrailingMargin(button)
                return button
            }()
        // A fixed identifier: the action replaces the one the view got for its previous section.
        button.addAction(
            UIAction(identifier: UIAction.Identifier("sectionButton")) { [weak self] _ in self?.tapped.append(shown) },
            for: .primaryActionTriggered)
    }
}

extension Scenarios {
    /// The section-view scenarios, run on every generated screen with header or footer views (see
    /// SectionViewBehaviourTests).
    public static let sectionViews:
        [(name: String, run: @MainActor (SectionViewHook, () -> any SectionViewHarness) -> [String])] = [
            ("sectionViewReuse", sectionViewReuse), ("sectionViewAfterRowChanges", sectionViewAfterRowChanges),
        ]

    /// Checks every header and footer view on screen: it shows its own section and row count, and its
    /// button acts for that section. Returns the views seen, by section.
    @discardableResult
    static func checkSectionViews(
        _ harness: any SectionViewHarness, _ app: SectionViewApp, _ driver: Driver, _ context: String
    ) -> Int {
        var checked = 0
        for (header, sections) in [(true, harness.headerViewSections), (false, harness.footerViewSections)] {
            for section in sections {
                guard
                    let view = header
                        ? harness.headerView(inSection: section) : harness.footerView(inSection: section)
                else { continue }
                checked += 1
                let rowCount = harness.rowIDs(inSection: section).count
                let expected = SectionViewApp.label(header: header, section: section, rowCount: rowCount)
                driver.check(
                    view.accessibilityLabel == expected,
                    "\(context): the view of section \(section) shows \(view.accessibilityLabel ?? "nothing"), "
                        + "expected \(expected)")
                app.tapped = []
                (view.subviews.first { $0.tag == SectionViewApp.buttonTag } as? UIControl)?.simulateTap()
                driver.check(
                    app.tapped == [section],
                    "\(context): the button of section \(section)'s view acted for \(app.tapped)")
            }
        }
        return checked
    }

    /// Nine rows per section behind a 4-row window, scrolled through and back: every header and footer
    /// view on screen shows its own section (views really are reused), and its button acts for it.
    public static func sectionViewReuse(_ hook: SectionViewHook, _ make: () -> any SectionViewHarness) -> [String] {
        let harness = make()
        let app = SectionViewApp(hook: hook)
        let driver = Driver(harness, capacity: 4)
        harness.connectSectionViews { app.configure($0, header: $1, section: $2, rowCount: $3) }
        driver.fill(counts: harness.info.sections.map { _ in 9 })
        var checked = 0
        // Jumps from section to section first: a view that left with one section comes back for another.
        let jumps = harness.info.sections.indices.map { $0 * 9 } + [0]
        for start in jumps + Array(stride(from: 0, to: driver.totalRows, by: 3)) + [0] {
            driver.list.scroll(toFlatRow: start)
            checked += checkSectionViews(harness, app, driver, "window at \(start)")
        }
        driver.check(checked > 0, "no header or footer view was shown")
        driver.check(
            app.sectionsByView.values.contains { $0.count > 1 },
            "no header or footer view was reused for another section")
        return driver.problems
    }

    /// Rows inserted, deleted and moved while the views are on screen: each view shows its section's
    /// new row count (the list keeps a section's views while its rows change; the screen hands them to
    /// the hook again), and its button acts for its section.
    public static func sectionViewAfterRowChanges(
        _ hook: SectionViewHook, _ make: () -> any SectionViewHarness
    ) -> [String] {
        let harness = make()
        let app = SectionViewApp(hook: hook)
        let driver = Driver(harness, capacity: 30)
        driver.fill(counts: harness.info.sections.map { _ in 2 })
        // Set after the rows are shown: the views on screen get the hook at once.
        harness.connectSectionViews { app.configure($0, header: $1, section: $2, rowCount: $3) }
        checkSectionViews(harness, app, driver, "hooks set")
        let last = harness.info.sections.count - 1
        driver.insert(driver.newRow(), at: IndexPath(item: 0, section: 0))
        checkSectionViews(harness, app, driver, "after an insert")
        driver.deleteRow(at: IndexPath(item: 0, section: last))
        checkSectionViews(harness, app, driver, "after a delete")
        driver.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: last))
        checkSectionViews(harness, app, driver, "after a move")
        return driver.problems
    }
}
