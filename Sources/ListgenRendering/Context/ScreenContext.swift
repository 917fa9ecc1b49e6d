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
    /// Some section has a title or a footer, or a header or footer view: a section shows them only while
    /// it has rows (unless `showWhenEmpty`), through `<screen>Section.showsHeaderAndFooter(withRowCount:)`,
    /// and is reloaded when that changes.
    var hasSectionTitlesOrFooters: Bool
    /// Collection lists: some section has a footer band (a footer text or a footer view).
    var hasFooterBands: Bool
    /// Some section has `showWhenEmpty: true` or `collapsible: true` (the section enum's rule then
    /// switches over its cases).
    var hasSectionsShownWhenEmpty: Bool
    /// The controller has `titledSection(at:)`: classic tables (their data source methods), collection
    /// lists (their section provider) and tables with header or footer views (their delegate methods) look
    /// sections up with it; diffable tables ask their titles' sections from their data source subclass.
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
    /// Collection lists: `supplementary` with section titles or header views, else `none`.
    var headerMode: String
    /// Collection lists: the supplementary views the list shows (headers, then footers), each
    /// with its registration; empty without section titles, footers and views.
    var supplementaries: [SupplementaryContext]
    /// The supplementary views the data source provides: `supplementaries`, then with a paging footer
    /// (`paging.footer`) the layout's page footer; the last one's `caseLabel` is `default:`.
    var providedSupplementaries: [SupplementaryContext]
    /// There are supplementary views (collection lists: registrations and a provider).
    var hasSupplementaries: Bool
    /// Both headers and footers: the provider chooses a registration by element kind.
    var hasSeveralSupplementaries: Bool
    /// The supplementary provider's element-kind parameter: `kind` when it is read, else `_`.
    var supplementaryKindParameter: String
    /// The diffable supplementary provider's capture list: `[weak self] ` when it passes views through
    /// the controller (header or footer views), else empty.
    var supplementaryProviderCaptures: String
    /// The spec declares routes (then the route and router files exist).
    var hasRoutes: Bool
    /// Some event has no route (then the action file exists).
    var hasActions: Bool
    /// Some cell loads its image from a URL: the controller takes a `ListImageLoader` (`imageLoader:`
    /// in its initializer) and hands it to those cells.
    var loadsImages: Bool
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
    /// A diffable table with section titles (a subclass provides them) or swipe actions (a subclass
    /// makes rows editable, which UIKit requires to offer them); or a diffable list with `editing.reorder`
    /// (a subclass passes each move a person made on, with where the row was and where it is) or
    /// `indexTitles` (a subclass answers the section index from the row store).
    var needsDataSourceSubclass: Bool
    /// The spec's `indexTitles: true`: the list shows a section index, which the row store works out
    /// each time UIKit asks (the data source's `sectionIndexTitles(for:)` and
    /// `tableView(_:sectionForSectionIndexTitle:at:)`, or `indexTitles(for:)` and
    /// `collectionView(_:indexPathForIndexTitle:at:)`).
    var indexTitles: Bool
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
    /// Some route uses `presentation: popover`: the routing protocol's `navigate` takes a `ListAnchor`,
    /// the router has its `presentPopover` helper and the controller its `anchor(forRowAt:)`.
    var routesPopover: Bool
    /// Some route opens a URL (`url`): the router takes an `openURL` (the system's by default).
    var routesURL: Bool
    /// Some route uses `presentation: safari`: the router file imports SafariServices and has `openInSafari`.
    var routesSafari: Bool
    /// The anchor parameter of `navigate(to:from:)` when some route is a popover: `, anchor: ListAnchor`;
    /// else empty.
    var navigateAnchorParameter: String
    /// The anchor argument of the controller's `navigate` calls when some route is a popover:
    /// `, anchor: self.anchor(forRowAt: indexPath)` (the cell that shows the row when the tap acts);
    /// else empty. For a row tap; an event's method has its own (`events[].navigateAnchorArgument`).
    var navigateAnchorArgument: String
    /// The list's method for the cell now at an index path: `cellForRow` or `cellForItem`.
    var cellLookupMethod: String
    /// Some route is a popover or some `confirm` an action sheet: the controller has its
    /// `anchor(forRowAt:)`.
    var needsAnchors: Bool
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
    /// What differs in the row API between fixed sections and sections from the rows.
    var rowAPI: RowAPIContext
}

extension TemplateContextBuilder {
    func screen() -> ScreenContext {
        let singleCell = !generated.contains(.row)
        // Sections from the data always have a title (`<screen>Section.title(firstRow:now:calendar:)`).
        let hasSectionTitles = spec.sections.contains { $0.title != nil } || spec.dataSections != nil
        let isTable = spec.list == .table
        let hasSectionFooters = spec.sections.contains { $0.footer != nil }
        let hasHeaderViews = spec.sections.contains(where: \.headerView)
        let hasFooterViews = spec.sections.contains(where: \.footerView)
        let hasHeaders = hasSectionTitles || hasHeaderViews
        let hasFooters = hasSectionFooters || hasFooterViews
        let hasTexts = hasHeaders || hasFooters
        let routesPopover = spec.routes.contains { $0.presentation.needsAnchor }
        var supplementaries: [SupplementaryContext] = []
        func supplementary(_ role: String, text: String, hasText: Bool, hasView: Bool) -> SupplementaryContext {
            let upper = role.prefix(1).uppercased() + role.dropFirst()
            let kind = "UICollectionView.elementKindSection\(upper)"
            let dequeue =
                "collectionView.dequeueConfiguredReusableSupplementary(using: \(role)Registration, for: indexPath)"
            let textBand = spec.dataSections != nil ? "section != nil" : "section?.\(text) != nil"
            let viewBand = "section?.has\(upper)View == true"
            return SupplementaryContext(
                registrationName: "\(role)Registration", viewName: role, elementKind: kind,
                sectionProperty: text, hasText: hasText, place: "a section \(role)", caseLabel: "case \(kind):",
                modeProperty: "\(role)Mode",
                bandCondition: hasText && hasView ? "\(textBand) || \(viewBand)" : hasView ? viewBand : textBand,
                dequeueExpression: hasView ? "dequeue\(upper)View(in: collectionView, at: indexPath)" : dequeue,
                providerDequeueExpression: hasView
                    ? "self?.dequeue\(upper)View(in: collectionView, at: indexPath)" : dequeue,
                copiesRegistration: !hasView)
        }
        if hasHeaders {
            supplementaries.append(
                supplementary("header", text: "title", hasText: hasSectionTitles, hasView: hasHeaderViews))
        }
        if hasFooters {
            supplementaries.append(
                supplementary("footer", text: "footer", hasText: hasSectionFooters, hasView: hasFooterViews))
        }
        // The data source provides the section bands and, with a paging footer, the layout's footer.
        var provided = supplementaries
        let hasPageFooter = !isTable && spec.feed.paging?.footer == true
        if hasPageFooter {
            let dequeue = "dequeuePageFooter(in: collectionView, at: indexPath)"
            provided.append(
                SupplementaryContext(
                    registrationName: "pageFooterRegistration", viewName: "pageFooter",
                    elementKind: "ListPageFooter.elementKind", sectionProperty: "", hasText: false,
                    place: "the paging footer", caseLabel: "case ListPageFooter.elementKind:", modeProperty: "",
                    bandCondition: "", dequeueExpression: dequeue, providerDequeueExpression: "self?." + dequeue,
                    copiesRegistration: false))
        }
        // The provider's switch must be exhaustive over strings: the last kind is its default.
        if provided.count > 1 { provided[provided.count - 1].caseLabel = "default:" }
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
            hasSectionTitlesOrFooters: hasTexts,
            hasFooterBands: hasFooters,
            hasSectionsShownWhenEmpty: spec.sections.contains { $0.showWhenEmpty || $0.collapsible },
            looksUpTitledSections: hasTexts
                && (!(isTable && spec.dataSource == .diffable) || hasHeaderViews || hasFooterViews
                    || spec.dataSections != nil),
            usesSectionProvider: !isTable && hasTexts,
            remakesListLayout: !isTable && !hasTexts && Self.hasSwipeActions(spec),
            sectionRowCountExpression: Self.sectionRowCountExpression,
            listStyle: (spec.style ?? (hasTexts ? .insetGrouped : .plain)).rawValue,
            hidesSeparators: !spec.separators,
            headerMode: hasHeaders ? "supplementary" : "none",
            supplementaries: supplementaries,
            providedSupplementaries: provided,
            hasSupplementaries: !provided.isEmpty,
            hasSeveralSupplementaries: provided.count > 1,
            supplementaryKindParameter: provided.count > 1 ? "kind" : "_",
            supplementaryProviderCaptures: !isTable && (hasHeaderViews || hasFooterViews || hasPageFooter)
                ? "[weak self] " : "",
            hasRoutes: generated.contains(.route),
            hasActions: generated.contains(.action),
            loadsImages: spec.cells.contains { Self.loadsImage($0) },
            firstSectionCase: spec.sections[0].id,
            listViewName: isTable ? "tableView" : "collectionView",
            listViewType: isTable ? "UITableView" : "UICollectionView",
            rowKey: isTable ? "row" : "item",
            diffableDataSourceType: isTable ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource",
            needsDataSourceSubclass: spec.dataSource == .diffable
                && (spec.indexTitles || spec.editing?.reorder == true
                    || isTable
                        && (hasSectionTitles || hasSectionFooters || Self.hasSwipeActions(spec)
                            || spec.editing?.delete != nil)),
            indexTitles: spec.indexTitles,
            actionHandlerMethod: SwiftIdentifier.lowerFirst(names.viewController),
            routesPush: spec.routes.contains { $0.presentation == .push },
            routesPresent: spec.routes.contains { $0.presentation == .present },
            routesSheet: spec.routes.contains { $0.presentation == .sheet },
            routesCloseButton: spec.routes.contains(where: \.closeButton),
            routesPopover: routesPopover,
            routesURL: spec.routes.contains { $0.url != nil },
            routesSafari: spec.routes.contains { $0.presentation == .safari },
            navigateAnchorParameter: routesPopover ? ", anchor: ListAnchor" : "",
            navigateAnchorArgument: routesPopover ? ", anchor: self.anchor(forRowAt: indexPath)" : "",
            cellLookupMethod: isTable ? "cellForRow" : "cellForItem",
            needsAnchors: routesPopover || hasActionSheetConfirms,
            titleLiteral: spec.title.map {
                userText($0, key: ["title"], comment: "The title of the \(spec.screen) screen")
            },
            accessPrefix: spec.access == .internal ? "" : "\(spec.access.rawValue) ",
            declaresMemberwiseInits: spec.access != .internal,
            rowAPI: rowAPI())
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
    /// The member of `<screen>Section` with its text: `title` or `footer` (only with `hasText`).
    var sectionProperty: String
    /// Some section has this text (a title, a footer): the registration shows it. Without, the band
    /// exists for header or footer views only.
    var hasText: Bool
    /// Where the view appears, in words, for a comment: `a section header`.
    var place: String
    /// Its label in the provider's `switch kind` (only with several kinds): a `case …:`, or
    /// `default:` for the last.
    var caseLabel: String
    /// The list configuration's mode property for this kind: `headerMode` or `footerMode`.
    var modeProperty: String
    /// Whether the section provider's `section` (a `<screen>Section?`, nil when it shows no header or
    /// footer now) gets this band, as a `Bool` expression: it has the text, or this kind of view.
    var bandCondition: String
    /// The view for `indexPath`, as an expression of the classic data source method: dequeued from the
    /// registration, by the controller's `dequeueHeaderView(in:at:)` for header or footer views.
    var dequeueExpression: String
    /// The same in the diffable supplementary provider, which reaches the controller as `self?`.
    var providerDequeueExpression: String
    /// The diffable provider captures a copy of the registration (it dequeues from it itself, without
    /// the controller); false for header or footer views, which the controller dequeues.
    var copiesRegistration: Bool
}
