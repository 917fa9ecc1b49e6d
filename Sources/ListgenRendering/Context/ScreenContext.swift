import ListgenSpec

/// `screen`: the screen's names and flags.
struct ScreenContext: Encodable, Sendable {
    /// The `screen` key: `Contacts`.
    var name: String
    /// `ContactsViewController`.
    var viewControllerType: String
    /// `ContactsSection`.
    var sectionType: String
    /// The row type: the model for one cell kind (`Contact`), else `rowEnumType`.
    var rowType: String
    /// `rowType` + `.ID`.
    var rowIDType: String
    /// `ContactsRow` (declared only with several cell kinds).
    var rowEnumType: String
    /// `ContactsRoute`.
    var routeType: String
    /// `ContactsRouting`.
    var routingType: String
    /// `ContactsRouter`.
    var routerType: String
    /// `ContactsAction`.
    var actionType: String
    /// `ContactsActionHandling`.
    var actionHandlingType: String
    /// The spec sets `title`.
    var hasTitle: Bool
    /// `list: table`.
    var isTable: Bool
    /// `list: collection`.
    var isCollection: Bool
    /// `dataSource: diffable`.
    var isDiffable: Bool
    /// `dataSource: classic`.
    var isClassic: Bool
    /// Several cell kinds (the row enum exists).
    var hasMultipleCellKinds: Bool
    /// Exactly one section (then `setRows(_ rows: [Row])` exists too).
    var isSingleSection: Bool
    /// Some section has a title.
    var hasSectionTitles: Bool
    /// Some section has a footer.
    var hasSectionFooters: Bool
    /// Some section has a title or a footer: a section shows them only while it has rows (unless
    /// `showWhenEmpty`), through `<screen>Section.showsHeaderAndFooter(withRowCount:)`, and is reloaded
    /// when that changes.
    var hasSectionTitlesOrFooters: Bool
    /// Some section has `showWhenEmpty: true` (the section enum's rule then switches over its cases).
    var hasSectionsShownWhenEmpty: Bool
    /// The controller has `titledSection(at:)`: classic tables (their data source methods) and
    /// collection lists (their section provider) look sections up with it; diffable tables ask the
    /// section enum from their data source subclass.
    var looksUpTitledSections: Bool
    /// Collection lists with section titles or footers: the layout is made by a section provider,
    /// each section with its own list configuration (a header or footer band only where there is text).
    var usesSectionProvider: Bool
    /// Collection lists with swipe actions and no section provider: the list layout is made again once
    /// its swipe providers can call the controller.
    var remakesListLayout: Bool
    /// The number of rows of `section` (a `<screen>Section`) now, as a Swift expression of the
    /// controller: the snapshot's count (diffable) or the stored section's (classic).
    var sectionRowCountExpression: String
    /// The spec's `style`; without one, `insetGrouped` when a section has a title or a footer, else
    /// `plain` (the table style, or the collection list's appearance).
    var listStyle: String
    /// The spec's `separators: false`: the table's `separatorStyle` is `.none`, the list
    /// configuration's `showsSeparators` false.
    var hidesSeparators: Bool
    /// Collection lists: `supplementary` with section titles, else `none`.
    var headerMode: String
    /// Collection lists: the supplementary views the list shows (headers, then footers), each
    /// with its registration; empty without section titles and footers.
    var supplementaries: [SupplementaryContext]
    /// There are supplementary views (collection lists: registrations and a provider).
    var hasSupplementaries: Bool
    /// Both headers and footers: the provider chooses a registration by element kind.
    var hasSeveralSupplementaries: Bool
    /// The supplementary provider's element-kind parameter: `kind` when it is read, else `_`.
    var supplementaryKindParameter: String
    /// The spec declares routes (then the route and router files exist).
    var hasRoutes: Bool
    /// Some event has no route (then the action file exists).
    var hasActions: Bool
    /// The first section's case name.
    var firstSectionCase: String
    /// `tableView` or `collectionView`.
    var listViewName: String
    /// `UITableView` or `UICollectionView`.
    var listViewType: String
    /// `row` for tables, `item` for collections (`IndexPath.row`/`.item`).
    var rowKey: String
    /// `UITableViewDiffableDataSource` or `UICollectionViewDiffableDataSource`.
    var diffableDataSourceType: String
    /// A diffable table with section titles (a subclass provides them), swipe actions (a subclass
    /// makes rows editable, which UIKit requires to offer them) or `editing.reorder` (a subclass lets
    /// rows move and passes each move on).
    var needsDataSourceSubclass: Bool
    /// The action handler's method: `contactsViewController`.
    var actionHandlerMethod: String
    /// Some route uses `presentation: push`.
    var routesPush: Bool
    /// Some route uses `presentation: present`.
    var routesPresent: Bool
    /// Some route uses `presentation: sheet` (the router's `presentSheet` helper).
    var routesSheet: Bool
    /// Some route has `closeButton: true` (the router's `withCloseButton` helper).
    var routesCloseButton: Bool
    /// The title as a `String` expression (only with `hasTitle`): a string literal, or with
    /// `localization` its member of the strings enum.
    var titleLiteral: String?
    /// The `access` key as a declaration prefix: `"public "`, `"package "`, or `""` for internal
    /// (the default, written as nothing). Every declaration an app uses from another module
    /// starts with it; nothing else does.
    var accessPrefix: String
    /// `access` is not internal: models declare their memberwise initializer themselves, since
    /// Swift's synthesized one is internal.
    var declaresMemberwiseInits: Bool
}

extension TemplateContextBuilder {
    func screen() -> ScreenContext {
        let singleCell = !generated.contains(.row)
        let hasSectionTitles = spec.sections.contains { $0.title != nil }
        let isTable = spec.list == .table
        let hasSectionFooters = spec.sections.contains { $0.footer != nil }
        var supplementaries: [SupplementaryContext] = []
        if hasSectionTitles {
            supplementaries.append(
                SupplementaryContext(
                    registrationName: "headerRegistration", viewName: "header",
                    elementKind: "UICollectionView.elementKindSectionHeader", sectionProperty: "title",
                    place: "a section header", caseLabel: "case UICollectionView.elementKindSectionHeader:"))
        }
        if hasSectionFooters {
            supplementaries.append(
                SupplementaryContext(
                    registrationName: "footerRegistration", viewName: "footer",
                    elementKind: "UICollectionView.elementKindSectionFooter", sectionProperty: "footer",
                    place: "a section footer", caseLabel: "case UICollectionView.elementKindSectionFooter:"))
        }
        // The provider's switch must be exhaustive over strings: the last kind is its default.
        if supplementaries.count > 1 { supplementaries[supplementaries.count - 1].caseLabel = "default:" }
        return ScreenContext(
            name: spec.screen,
            viewControllerType: names.viewController,
            sectionType: names.section,
            rowType: names.row,
            rowIDType: names.rowID,
            rowEnumType: names.rowEnum,
            routeType: names.route,
            routingType: names.routing,
            routerType: names.router,
            actionType: names.action,
            actionHandlingType: names.actionHandling,
            hasTitle: spec.title != nil,
            isTable: isTable,
            isCollection: spec.list == .collection,
            isDiffable: spec.dataSource == .diffable,
            isClassic: spec.dataSource == .classic,
            hasMultipleCellKinds: !singleCell,
            isSingleSection: spec.sections.count == 1,
            hasSectionTitles: hasSectionTitles,
            hasSectionFooters: hasSectionFooters,
            hasSectionTitlesOrFooters: hasSectionTitles || hasSectionFooters,
            hasSectionsShownWhenEmpty: spec.sections.contains(where: \.showWhenEmpty),
            looksUpTitledSections: (hasSectionTitles || hasSectionFooters)
                && !(isTable && spec.dataSource == .diffable),
            usesSectionProvider: !isTable && (hasSectionTitles || hasSectionFooters),
            remakesListLayout: !isTable && !(hasSectionTitles || hasSectionFooters) && Self.hasSwipeActions(spec),
            sectionRowCountExpression: Self.sectionRowCountExpression,
            listStyle: (spec.style ?? (hasSectionTitles || hasSectionFooters ? .insetGrouped : .plain)).rawValue,
            hidesSeparators: !spec.separators,
            headerMode: hasSectionTitles ? "supplementary" : "none",
            supplementaries: supplementaries,
            hasSupplementaries: !supplementaries.isEmpty,
            hasSeveralSupplementaries: supplementaries.count > 1,
            supplementaryKindParameter: supplementaries.count > 1 ? "kind" : "_",
            hasRoutes: generated.contains(.route),
            hasActions: generated.contains(.action),
            firstSectionCase: spec.sections[0].id,
            listViewName: isTable ? "tableView" : "collectionView",
            listViewType: isTable ? "UITableView" : "UICollectionView",
            rowKey: isTable ? "row" : "item",
            diffableDataSourceType: isTable ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource",
            needsDataSourceSubclass: isTable && spec.dataSource == .diffable
                && (hasSectionTitles || hasSectionFooters || Self.hasSwipeActions(spec)
                    || spec.editing?.reorder == true),
            actionHandlerMethod: SwiftIdentifier.lowerFirst(names.viewController),
            routesPush: spec.routes.contains { $0.presentation == .push },
            routesPresent: spec.routes.contains { $0.presentation == .present },
            routesSheet: spec.routes.contains { $0.presentation == .sheet },
            routesCloseButton: spec.routes.contains(where: \.closeButton),
            titleLiteral: spec.title.map {
                userText($0, key: ["title"], comment: "The title of the \(spec.screen) screen")
            },
            accessPrefix: spec.access == .internal ? "" : "\(spec.access.rawValue) ",
            declaresMemberwiseInits: spec.access != .internal)
    }
}

/// A supplementary view of a collection list: a section header or footer.
struct SupplementaryContext: Encodable, Sendable {
    /// The controller's property holding its registration: `headerRegistration`.
    var registrationName: String
    /// The registration handler's view parameter: `header`.
    var viewName: String
    /// The element kind, as a Swift expression: `UICollectionView.elementKindSectionHeader`.
    var elementKind: String
    /// The member of `<screen>Section` with its text: `title` or `footer`.
    var sectionProperty: String
    /// Where the view appears, in words, for a comment: `a section header`.
    var place: String
    /// Its label in the provider's `switch kind` (only with several kinds): a `case …:`, or
    /// `default:` for the last.
    var caseLabel: String
}
