import ListgenSpec

/// The root's `feed`: the screen's empty state, pull to refresh and paging (`emptyState`, `refresh`,
/// `paging`). Always present; without any of the three keys every flag is false and the generated
/// code is as it was before these keys existed.
struct FeedContext: Encodable, Sendable {
    /// The spec uses `emptyState`, `refresh: true` or `paging: true`.
    var isUsed: Bool
    /// The empty state, or `null` without `emptyState`.
    var emptyState: EmptyStateContext?
    /// `emptyState` is set: the controller keeps an empty-state view as the list's background view.
    var hasEmptyState: Bool
    /// `refresh: true`: a `UIRefreshControl` and the `onRefresh` hook.
    var hasRefresh: Bool
    /// `paging: true`: the `onLoadNextPage` hook, called from the list delegate's `willDisplay`.
    var hasPaging: Bool
    /// The sections are fixed: `onLoadNextPage` returns a page's rows by section. False with sections
    /// from the rows, whose page is a list of rows that name their own sections.
    var pagesBySection: Bool
    /// What `onLoadNextPage` returns, as a Swift type: `[Section: [Row]]`, or `[Row]` with sections from
    /// the rows.
    var pageType: String
    /// The row store's `Page` case the controller wraps a page in: `bySection` or `rows`.
    var pageCase: String
    /// An empty page of `pageType`: `[:]` or `[]`.
    var emptyPageLiteral: String
    /// How many rows before the end the row that asks for the next page is (`paging.prefetch`): 0 for
    /// the last row, also without paging.
    var pageDistance: Int
    /// The row whose coming into view asks for the next page, in the words of the generated docs:
    /// "the last row", or with `paging.prefetch: 5` "one of the last 6 rows".
    var pageTrigger: String
    /// With paging and no row selection: the controller becomes the list's delegate for paging alone
    /// (with selection, the selection code already sets it).
    var setsDelegateForPaging: Bool
    /// With paging: `: UITableViewDelegate` or `: UICollectionViewDelegate` when the paging extension
    /// declares the conformance (no row selection), else empty (the selection extension declares it).
    var pagingConformance: String
    /// `paging.footer: true`: the controller's `pageFooterView` (a spinner and a retry button) renders
    /// the row store's `pageFooter`: the table's `tableFooterView`, or the collection list's boundary
    /// supplementary item of kind `ListPageFooter.elementKind`.
    var hasPageFooter: Bool
    /// The retry button's title, as a Swift expression of type `String` (only with `hasPageFooter`).
    var pageFooterRetryTitleExpression: String?
    /// The number of rows in `section` now, as a Swift expression of the controller (its row store's
    /// count, the same in every variant).
    var sectionCountExpression: String
    /// The empty state is hidden, as a Swift expression of the controller: the list has rows, or its
    /// first `setRows` has not come yet (the row store's `showsEmptyState`, the one rule of every variant).
    var emptyStateHiddenExpression: String
}

/// `feed.emptyState`: what the empty-state view shows.
///
/// Texts are Swift expressions (today string literals): the one place a localized lookup would
/// replace them.
struct EmptyStateContext: Encodable, Sendable {
    /// The main text, as a Swift expression of type `String`.
    var textExpression: String
    /// The second line as a Swift expression, or `null`.
    var secondaryTextExpression: String?
    /// The SF Symbol's name as a Swift string literal, or `null` (also with an asset `image`).
    var systemImageLiteral: String?
    /// The image above the text as a Swift expression of type `UIImage?`: `UIImage(systemName: "clock")`
    /// for `systemImage`, `UIImage(named: "emptyInbox")` for an asset `image` (nil when the app has no
    /// such asset: no image, no trap), or `null` without either.
    var imageExpression: String?
    /// The button under the text (`emptyState.action`), or `null`.
    var action: EmptyStateActionContext?
    /// The list's background view, the view shown and hidden: `emptyStateView`, or with a button
    /// `emptyStateBackground` (a view holding the stack of the text's view and the button, centred).
    var backgroundViewName: String
    /// What the list shows while a search finds no row (`emptyState.noResults`), or `null`.
    var noResults: NoResultsContext?
}

/// `feed.emptyState.noResults`: the `noResultsView`, the list's background view while a search finds
/// no row.
struct NoResultsContext: Encodable, Sendable {
    /// The main text, as a Swift expression of type `String`.
    var textExpression: String
    /// The SF Symbol's name as a Swift string literal, or `null` (also with an asset `image`).
    var systemImageLiteral: String?
    /// The image above the text as a Swift expression of type `UIImage?` (as the empty state's), or `null`.
    var imageExpression: String?
}

/// `feed.emptyState.action`: the empty state's button, a `UIButton(configuration:primaryAction:)`
/// (iOS 15) under the text.
struct EmptyStateActionContext: Encodable, Sendable {
    /// The button's title, as a Swift expression of type `String`.
    var titleExpression: String
    /// The route the button follows: its name, or `null` for an action of the screen.
    var routeName: String?
    /// The route as the `<screen>Route` value the router gets: `.browse` (only with a route).
    var routeExpression: String?
    /// The screen's action case the button performs, `emptyStateAction` (only without a route).
    var actionCaseName: String?
}

extension TemplateContextBuilder {
    /// The screen's empty state, refresh and paging.
    func feed() -> FeedContext {
        let feed = spec.feed
        let isTable = spec.list == .table
        let hasSelection = hasRowSelection
        let delegate = isTable ? "UITableViewDelegate" : "UICollectionViewDelegate"
        let fromRows = spec.dataSections != nil
        let sectionType = names.section
        let rowType = names.row
        return FeedContext(
            isUsed: feed.emptyState != nil || feed.refresh || feed.paging != nil,
            emptyState: feed.emptyState.map { state in
                EmptyStateContext(
                    textExpression: userText(
                        state.text, key: ["emptyState", "text"], comment: "The text shown while the list has no rows"),
                    secondaryTextExpression: state.secondaryText.map {
                        userText(
                            $0, key: ["emptyState", "secondaryText"], comment: "The second line of the empty state")
                    },
                    systemImageLiteral: state.systemImage.map(SwiftLiteral.string),
                    imageExpression: Self.emptyStateImageExpression(systemImage: state.systemImage, image: state.image),
                    action: state.action.map(emptyStateAction),
                    backgroundViewName: state.action == nil ? "emptyStateView" : "emptyStateBackground",
                    noResults: state.noResults.map { noResults in
                        NoResultsContext(
                            textExpression: userText(
                                noResults.text, key: ["emptyState", "noResults", "text"],
                                comment: "The text shown while a search finds no row"),
                            systemImageLiteral: noResults.systemImage.map(SwiftLiteral.string),
                            imageExpression: Self.emptyStateImageExpression(
                                systemImage: noResults.systemImage, image: noResults.image))
                    })
            },
            hasEmptyState: feed.emptyState != nil,
            hasRefresh: feed.refresh,
            hasPaging: feed.paging != nil,
            pagesBySection: !fromRows,
            pageType: fromRows ? "[\(rowType)]" : "[\(sectionType): [\(rowType)]]",
            pageCase: fromRows ? "rows" : "bySection",
            emptyPageLiteral: fromRows ? "[]" : "[:]",
            pageDistance: feed.paging?.distance ?? 0,
            pageTrigger: Self.pageTrigger(distance: feed.paging?.distance ?? 0),
            setsDelegateForPaging: feed.paging != nil && !hasSelection,
            pagingConformance: feed.paging != nil && !hasSelection ? ": \(delegate)" : "",
            hasPageFooter: feed.paging?.footer == true,
            pageFooterRetryTitleExpression: feed.paging?.footer == true
                ? userText("Retry", key: ["paging", "footer", "retry"], comment: "The button shown when a page failed")
                : nil,
            sectionCountExpression: Self.sectionRowCountExpression,
            emptyStateHiddenExpression: "!store.showsEmptyState")
    }

    /// The row that asks for the next page, for the generated docs: the last row, or one of the last
    /// `distance + 1` rows with `paging.prefetch`.
    static func pageTrigger(distance: Int) -> String {
        distance <= 0 ? "the last row" : "one of the last \(distance + 1) rows"
    }

    /// The empty state's button: it follows its route, or performs the screen's `emptyStateAction`.
    func emptyStateAction(_ action: EmptyStateActionSpec) -> EmptyStateActionContext {
        EmptyStateActionContext(
            titleExpression: userText(
                action.title, key: ["emptyState", "action", "title"], comment: "The button of the empty state"),
            routeName: action.route,
            routeExpression: action.route.map { routeValue($0, parameter: "") },
            actionCaseName: action.route == nil ? Self.emptyStateActionCase : nil)
    }

    /// The image of an empty state or its `noResults` as a `UIImage?` expression: an SF Symbol or an asset
    /// of the app's main bundle (the spec allows one of the two). Both initializers are failable, and the
    /// content configuration's `image` is optional, so a missing asset shows no image.
    static func emptyStateImageExpression(systemImage: String?, image: String?) -> String? {
        if let systemImage { return "UIImage(systemName: \(SwiftLiteral.string(systemImage)))" }
        if let image { return "UIImage(named: \(SwiftLiteral.string(image)))" }
        return nil
    }

    /// The case of `<screen>Action` the empty state's button performs when it has no route.
    static let emptyStateActionCase = "emptyStateAction"

    /// The number of rows of `section` (a `<screen>Section`) now, as a Swift expression of the controller:
    /// the one spelling of it for every context that needs it.
    static let sectionRowCountExpression = "store.rowCount(inSection: section.rawValue)"
}
