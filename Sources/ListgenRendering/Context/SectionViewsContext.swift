import ListgenSpec

/// `sectionViews`: the section header and footer views the app configures (`headerView: true`,
/// `footerView: true`); `null` when no section has one.
struct SectionViewsContext: Encodable, Sendable {
    /// Some section has `headerView: true` (the section enum's `hasHeaderView` exists).
    var hasHeaderViews: Bool
    /// Some section has `footerView: true` (the section enum's `hasFooterView` exists).
    var hasFooterViews: Bool
    /// Some section has `collapsible: true`: the section enum's `isCollapsible`, the controller's
    /// collapse API and the header's toggle exist.
    var hasCollapsibleSections: Bool
    /// With collapsible sections: what VoiceOver says as the value of a header's toggle while its section
    /// is collapsed, `"Collapsed"`, as a Swift expression (a literal, or the strings member that looks it
    /// up with `localization`); `null` without collapsible sections.
    var collapsedValueLiteral: String?
    /// The same while the section is expanded, `"Expanded"`.
    var expandedValueLiteral: String?
    /// The header hook, then the footer hook, each only when some section has that view.
    var views: [SectionViewContext]
    /// Tables: the conformance the header and footer delegate methods declare, `: UITableViewDelegate`,
    /// when no other part of the controller declares it (row taps, swipe actions, paging); else empty.
    var tableDelegateConformance: String
    /// Tables: `viewDidLoad()` makes the controller the table's delegate here, as no other part does.
    var setsTableDelegate: Bool
}

/// A kind of section view (header or footer) and its hook.
struct SectionViewContext: Encodable, Sendable {
    /// `header` or `footer`.
    var role: String
    /// `role` is `header`.
    var isHeader: Bool
    /// The first of `views`.
    var isFirst: Bool
    /// The controller's hook: `onSectionHeader`.
    var hookName: String
    /// The view the hook receives: `UITableViewHeaderFooterView` (tables) or `UICollectionViewListCell`
    /// (collection lists, the view of the header or footer registration).
    var viewType: String
    /// The member of `<screen>Section` that says whether a section has this view: `hasHeaderView`.
    var sectionFlag: String
    /// The text the view shows before the hook runs, as a `String?` expression of `section`
    /// (`section.title`), or `null` when no section has that text.
    var textExpression: String?
    /// The controller's method that shows a section in a view: `configureHeaderView`.
    var configureMethod: String
    /// Collection lists: the controller's method that dequeues the view and shows its section:
    /// `dequeueHeaderView`.
    var dequeueMethod: String
    /// Collection lists: the controller's registration of the view: `headerRegistration`.
    var registrationName: String
    /// Tables: the reuse identifier the view class is registered with, a Swift literal.
    var reuseIdentifierLiteral: String
    /// Tables: the delegate method's label: `viewForHeaderInSection`.
    var tableDelegateLabel: String
    /// The section's view now on screen, as an optional `viewType` expression of `section` (on more
    /// than one line for collection lists, indented for its place in `updateSectionViews()`).
    var visibleViewExpression: String
}

extension TemplateContextBuilder {
    func sectionViews() -> SectionViewsContext? {
        let hasHeaderViews = spec.sections.contains(where: \.headerView)
        let hasFooterViews = spec.sections.contains(where: \.footerView)
        guard hasHeaderViews || hasFooterViews else { return nil }
        let isTable = spec.list == .table
        let hasFooterTexts = spec.sections.contains { $0.footer != nil }
        var views: [SectionViewContext] = []
        func view(_ role: String, text: String?) -> SectionViewContext {
            let upper = role.prefix(1).uppercased() + role.dropFirst()
            let kind = "UICollectionView.elementKindSection\(upper)"
            return SectionViewContext(
                role: role, isHeader: role == "header", isFirst: role == "header" || !hasHeaderViews,
                hookName: "onSection\(upper)",
                viewType: isTable ? "UITableViewHeaderFooterView" : "UICollectionViewListCell",
                sectionFlag: "has\(upper)View", textExpression: text, configureMethod: "configure\(upper)View",
                dequeueMethod: "dequeue\(upper)View", registrationName: "\(role)Registration",
                reuseIdentifierLiteral: SwiftLiteral.string("\(names.section)\(upper)"),
                tableDelegateLabel: "viewFor\(upper)InSection",
                visibleViewExpression: isTable
                    ? "tableView.\(role)View(forSection: section.rawValue)"
                    : "collectionView.supplementaryView(\n                    forElementKind: \(kind),\n"
                        + "                    at: IndexPath(item: 0, section: section.rawValue)) as? UICollectionViewListCell"
            )
        }
        if hasHeaderViews { views.append(view("header", text: "section.title")) }
        if hasFooterViews { views.append(view("footer", text: hasFooterTexts ? "section.footer" : nil)) }
        let hasSelection = hasRowSelection
        // As `placements()` decides (a table with swipe actions or menus declares the conformance there).
        let placed = spec.cells.flatMap(\.events).flatMap(\.placements)
        let placementsDeclare = isTable && placed.contains { $0 != .button }
        let othersDeclare = hasSelection || placementsDeclare || spec.feed.paging != nil
        let hasCollapsibleSections = spec.sections.contains(where: \.collapsible)
        func toggleValue(_ state: String) -> String? {
            guard hasCollapsibleSections else { return nil }
            return userText(
                state.prefix(1).uppercased() + state.dropFirst(), key: ["collapseToggle", state],
                comment: "What VoiceOver says of a collapsible section's header toggle while the section is \(state)")
        }
        return SectionViewsContext(
            hasHeaderViews: hasHeaderViews, hasFooterViews: hasFooterViews,
            hasCollapsibleSections: hasCollapsibleSections, collapsedValueLiteral: toggleValue("collapsed"),
            expandedValueLiteral: toggleValue("expanded"), views: views,
            tableDelegateConformance: isTable && !othersDeclare ? ": UITableViewDelegate" : "",
            setsTableDelegate: isTable && !othersDeclare)
    }
}
