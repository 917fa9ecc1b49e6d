import ListgenSpec

/// The root's `placements`: the swipe actions and context menus of the screen's rows (events placed
/// `swipeLeading`, `swipeTrailing` or `menu`). `null` when no event has such a placement.
struct PlacementsContext: Encodable, Sendable {
    /// The leading and trailing swipe actions, both when some event is a swipe action (an edge without
    /// one gives an empty configuration, so that a table offers no default actions there), else none.
    var swipeEdges: [PlacementListContext]
    /// Some event is a swipe action (made by the runtime's `ListRowActions.swipeAction`).
    var hasSwipeActions: Bool
    /// Some swipe action has a `color`: the helper takes a `backgroundColor`.
    var hasSwipeColors: Bool
    /// The context menu; `null` when no event is placed `menu`.
    var menu: PlacementListContext?
    /// Some menu event has a `menuGroup`: the menu has inline sections (built as `hasMenuStructure` says).
    var hasMenuGroups: Bool
    /// Some menu event has a `submenu`.
    var hasSubmenus: Bool
    /// `hasMenuGroups` or `hasSubmenus`: menu items carry their group and submenu (`ListMenuItem`), and the
    /// menu has one inline `UIMenu` per group, one titled `UIMenu` per submenu (`ListMenuItem.elements`).
    var hasMenuStructure: Bool
    /// No cell kind has `select`, and the delegate has methods here (a table, or a menu): the list's
    /// delegate is set, and its conformance declared, for these alone. With `select` the row-tap
    /// delegate carries them.
    var declaresDelegateConformance: Bool
}

/// A swipe edge or the context menu: one controller method that builds it for a row, and the list
/// delegate's method (or the collection list layout's provider) that calls it.
struct PlacementListContext: Encodable, Sendable {
    /// The controller's method: `leadingSwipeActions`, `trailingSwipeActions` or
    /// `contextMenuConfiguration`, called as `<method>(forRowAt:)`.
    var method: String
    /// `swipeLeading`, `swipeTrailing` or `menu`: the placement word, for doc comments.
    var placementWord: String
    /// `leading` or `trailing` (swipe edges only).
    var edge: String?
    /// The table delegate's method for a swipe edge: `leadingSwipeActionsConfigurationForRowAt`.
    var tableDelegateLabel: String?
    /// The collection list configuration's provider property: `leadingSwipeActionsConfigurationProvider`.
    var listProviderName: String?
    /// What the method returns for an index path without a row: `UISwipeActionsConfiguration(actions: [])`
    /// or `nil`.
    var emptyResult: String
    /// The element type of the actions: `UIContextualAction` (a swipe edge) or `ListMenuItem` (the menu),
    /// both made by the runtime's `ListRowActions`.
    var actionType: String
    /// The context menu (`ListRowActions.menuItem` items); else a swipe edge (`ListRowActions.swipeAction`
    /// items).
    var isMenu: Bool
    /// Some event is placed here; else the method returns an empty configuration for every row.
    var hasItems: Bool
    /// A swipe edge with items where some cell kind has `fullSwipe: false`: each case sets `fullSwipe`,
    /// the configuration's `performsFirstActionWithFullSwipe`.
    var setsFullSwipe: Bool
    /// One per cell kind, in spec order.
    var cases: [PlacementCaseContext]
    /// With one cell kind, its case; else `null`.
    var singleCase: PlacementCaseContext?
}

/// An element of `cases`: the actions of one cell kind's rows at one placement.
struct PlacementCaseContext: Encodable, Sendable {
    /// The cell's case of `<screen>Row`.
    var rowCaseName: String
    /// The cell model's parameter name.
    var parameterName: String
    /// An item reads the model (`visible`/`enabled`, or a text that follows the row's state): the case
    /// binds it.
    var bindsModel: Bool
    /// The items, in the cell's event order.
    var items: [PlacementItemContext]
    /// `items` is not empty.
    var hasItems: Bool
    /// The cell's `fullSwipe`, `true` or `false` (read where the list `setsFullSwipe`).
    var fullSwipeLiteral: String
}

/// An element of `items`: one event offered at one placement.
struct PlacementItemContext: Encodable, Sendable {
    /// The controller's method every placement of the event calls: `didTapArchive`.
    var tapMethod: String
    /// The title as a Swift literal, or `nil`; a title that follows the row's state is an expression
    /// reading the bound model (`message.isStarred ? "Unstar" : "Star"`), as are the other texts here.
    var titleLiteral: String
    /// A menu item's or swipe action's title: the title, else the accessibility label, as a literal.
    /// A menu item needs one; a swipe action gets one so that VoiceOver, which offers it as an action
    /// of the row, has a name to say even for an image-only event.
    var menuTitleLiteral: String
    /// The spec's `accessibilityLabel` as a literal, or `nil`: the swipe action's `accessibilityLabel`
    /// (what VoiceOver says for it, where it differs from the title).
    var accessibilityLabelLiteral: String
    /// A swipe action's title: the spec's `swipeTitle`, else `menuTitleLiteral`, as a literal.
    var swipeTitleLiteral: String
    /// The menu item's inline group, the spec's `menuGroup` as a literal (`"edit"`), or `nil` (the menu's
    /// top level); read where the screen `hasMenuStructure`.
    var menuGroupLiteral: String
    /// The title of the submenu the menu item joins, the spec's `submenu` as a user text (a literal, or
    /// the strings member with `localization`, under the key of the submenu's first event), or `nil`
    /// (none); read where the screen `hasMenuStructure`.
    var submenuTitleLiteral: String
    /// The swipe action's background colour, `.systemOrange` (the spec's `color`), or `nil` (UIKit's).
    var backgroundColorExpression: String
    /// The SF Symbol's name as a Swift literal, or `nil`.
    var systemImageLiteral: String
    /// `UIContextualAction.Style` case: `destructive` for `role: destructive`, else `normal`.
    var swipeStyle: String
    /// `true` or `false`: `role: destructive`.
    var isDestructiveLiteral: String
    /// Whether the event is offered for the row: `visible`'s field (`order.canCancel`) or `true`.
    var isVisibleExpression: String
    /// Whether it is enabled: `enabled`'s field (`order.isShipped`) or `true`. A disabled event is no
    /// swipe action at all (a contextual action has no disabled state), and a menu shows it disabled.
    var isEnabledExpression: String
    /// The case's first item.
    var isFirst: Bool
    /// The case's last item.
    var isLast: Bool
}

extension TemplateContextBuilder {
    /// Some event of the screen is a swipe action.
    static func hasSwipeActions(_ spec: ScreenSpec) -> Bool {
        spec.cells.contains { cell in
            cell.events.contains { $0.placements.contains(.swipeLeading) || $0.placements.contains(.swipeTrailing) }
        }
    }

    /// The swipe actions and context menus of the screen, or nil when no event has such a placement.
    func placements() -> PlacementsContext? {
        let placed = spec.cells.flatMap(\.events).flatMap(\.placements)
        guard placed.contains(where: { $0 != .button }) else { return nil }
        let edges: [(EventSpec.Placement, String)] = [(.swipeLeading, "leading"), (.swipeTrailing, "trailing")]
        let hasSwipes = edges.contains { placed.contains($0.0) }
        let swipeEdges = edges.filter { _ in hasSwipes }.map { placement, edge in
            var list = placementList(
                placement, method: "\(edge)SwipeActions", emptyResult: "UISwipeActionsConfiguration(actions: [])",
                actionType: "UIContextualAction", isMenu: false)
            list.edge = edge
            list.tableDelegateLabel = "\(edge)SwipeActionsConfigurationForRowAt"
            list.listProviderName = "\(edge)SwipeActionsConfigurationProvider"
            return list
        }
        let hasMenuGroups = spec.cells.flatMap(\.events).contains { $0.menuGroup != nil }
        let hasSubmenus = spec.cells.flatMap(\.events).contains { $0.submenu != nil }
        let menu =
            placed.contains(.menu)
            ? placementList(
                .menu, method: "contextMenuConfiguration", emptyResult: "nil",
                actionType: "ListMenuItem", isMenu: true)
            : nil
        let hasSwipeColors = spec.cells.flatMap(\.events).contains { $0.isSwipeAction && $0.color != nil }
        return PlacementsContext(
            swipeEdges: swipeEdges, hasSwipeActions: !swipeEdges.isEmpty, hasSwipeColors: hasSwipeColors, menu: menu,
            hasMenuGroups: hasMenuGroups, hasSubmenus: hasSubmenus, hasMenuStructure: hasMenuGroups || hasSubmenus,
            // A collection's swipe actions come from its list layout; only its menu needs the delegate.
            declaresDelegateConformance: !hasRowSelection
                && (spec.list == .table || menu != nil))
    }

    private func placementList(
        _ placement: EventSpec.Placement, method: String, emptyResult: String, actionType: String, isMenu: Bool
    ) -> PlacementListContext {
        let cases = spec.cells.map { cell -> PlacementCaseContext in
            let parameter = names.parameter(for: cell)
            let placed = cell.events.filter { $0.placements.contains(placement) }
            let items = placed.enumerated().map { index, event in
                // A text that follows the row's state is read from the row each time the actions are built.
                func text(_ value: StateText) -> String {
                    value.expression(on: parameter) { text, _ in SwiftLiteral.string(text) }
                }
                let label = event.accessibilityLabel ?? event.title ?? StateText(Self.readableName(event.name))
                let menuTitle = text(event.title ?? label)
                // One user text per submenu of the cell, keyed by its first event.
                let submenuTitle = event.submenu.map { title in
                    let first = cell.events.first { $0.submenu == title }?.name ?? event.name
                    return userText(
                        title, key: [cell.name, first, "submenu"],
                        comment: "The title of the context-menu submenu of \(cell.name) that '\(first)' joins")
                }
                return PlacementItemContext(
                    tapMethod: "didTap\(SwiftIdentifier.upperFirst(event.name))",
                    titleLiteral: event.title.map(text) ?? "nil",
                    menuTitleLiteral: menuTitle,
                    accessibilityLabelLiteral: event.accessibilityLabel.map(text) ?? "nil",
                    swipeTitleLiteral: event.swipeTitle.map(SwiftLiteral.string) ?? menuTitle,
                    menuGroupLiteral: event.menuGroup.map(SwiftLiteral.string) ?? "nil",
                    submenuTitleLiteral: submenuTitle ?? "nil",
                    backgroundColorExpression: event.color.map { ".\($0.rawValue)" } ?? "nil",
                    systemImageLiteral: event.systemImage.map(text) ?? "nil",
                    swipeStyle: event.role == .destructive ? "destructive" : "normal",
                    isDestructiveLiteral: event.role == .destructive ? "true" : "false",
                    isVisibleExpression: event.visible.map { $0.expression(on: parameter) } ?? "true",
                    isEnabledExpression: event.enabled.map { $0.expression(on: parameter) } ?? "true",
                    isFirst: index == 0, isLast: index == placed.count - 1)
            }
            let bindsModel = cell.events.contains {
                $0.placements.contains(placement) && ($0.visible != nil || $0.enabled != nil || $0.hasStateTexts)
            }
            return PlacementCaseContext(
                rowCaseName: rowCase(for: cell), parameterName: parameter, bindsModel: bindsModel, items: items,
                hasItems: !items.isEmpty, fullSwipeLiteral: cell.fullSwipe ? "true" : "false")
        }
        let hasItems = cases.contains(where: \.hasItems)
        return PlacementListContext(
            method: method, placementWord: placement.rawValue, emptyResult: emptyResult, actionType: actionType,
            isMenu: isMenu, hasItems: hasItems,
            setsFullSwipe: !isMenu && hasItems && spec.cells.contains { !$0.fullSwipe }, cases: cases,
            singleCase: cases.count == 1 ? cases[0] : nil)
    }
}
