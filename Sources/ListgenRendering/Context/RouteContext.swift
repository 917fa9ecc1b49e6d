import ListgenSpec

/// An element of `routes`.
struct RouteContext: Encodable, Sendable {
    /// The route's name: `detail`.
    var name: String
    /// Its case of `<screen>Route` (the name).
    var caseName: String
    /// The router's factory: `makeDetail`.
    var factoryName: String
    /// The destination class: `ContactDetailViewController`.
    var destinationType: String
    /// What the route case carries: the model (`Contact`) or its ID (`Contact.ID`).
    var payloadType: String
    /// The payload's parameter name: the model's parameter name, or `id`.
    var payloadName: String
    /// `pass: model`.
    var passesModel: Bool
    /// `pass: id`.
    var passesID: Bool
    /// `pass: none`: the case carries nothing, the factory takes nothing.
    var passesNothing: Bool
    /// The case as declared in `<screen>Route`: `detail(Contact.ID)`, or `browse` for `pass: none`.
    var caseDeclaration: String
    /// The router factory's parameter list, as a Swift closure type's: `(Contact.ID)`, or `()` for
    /// `pass: none`.
    var factoryParameters: String
    /// The router's `switch` pattern for the case: `.detail(let id)`, or `.browse` for `pass: none`.
    var casePattern: String
    /// The destination made by its factory, before any close button: `makeDetail(id)`, `makeBrowse()`.
    var makeExpression: String
    /// The destination is this screen's own view controller (a drill-down: a folder inside a folder),
    /// built by the router's factory as any other.
    var isDrillDown: Bool
    /// `presentation: push`.
    var isPush: Bool
    /// `presentation: present`.
    var isPresent: Bool
    /// `presentation: show`.
    var isShow: Bool
    /// `presentation: sheet`.
    var isSheet: Bool
    /// `presentation: popover`: presented pointing at the router's `anchor`.
    var isPopover: Bool
    /// A URL route (`url`): the case carries the row's URL, and the router has no factory for it.
    var opensURL: Bool
    /// `presentation: safari`: the router presents `SFSafariViewController` (`openInSafari`).
    var isSafari: Bool
    /// `presentation: external`: the router hands the URL to its `openURL` (`openExternally`).
    var isExternal: Bool
    /// A URL route's field (`url`): `link`; empty for a route with a destination.
    var urlField: String
    /// The router's initializer has a factory parameter for this route (it has a `destination`).
    var hasFactory: Bool
    /// This route's factory is the initializer's last parameter (no comma after it).
    var isLastParameter: Bool
    /// The destination, as the router makes it: `makeDetail(order)`; with `closeButton`,
    /// `withCloseButton(makeDetail(order))`.
    var destinationExpression: String
    /// A sheet's `detents` as a Swift array of `UISheetPresentationController.Detent`:
    /// `[.medium(), .large()]`, or `[]` for UIKit's default.
    var detentsLiteral: String
    /// `closeButton: true`.
    var hasCloseButton: Bool
    /// `embedInNavigation` as a Swift literal: `true` or `false`.
    var embedInNavigationLiteral: String
    /// `push`, `present`, `show`, `sheet` or `popover`.
    var presentation: String
    /// 0-based position in `routes`.
    var index: Int
    /// The first route.
    var isFirst: Bool
    /// The last route.
    var isLast: Bool
}

extension TemplateContextBuilder {
    /// `[.medium(), .large()]`. Appended, not `joined(separator:)`: called here unspecialized, that
    /// looks up `Array<String>: Collection` at run time on first use (≈ 100 k instructions).
    static func detentsLiteral(_ detents: [RouteSpec.Detent]) -> String {
        var literal = "["
        for detent in detents { literal += (literal.utf8.count > 1 ? ", ." : ".") + detent.rawValue + "()" }
        return literal + "]"
    }

    func route(_ route: RouteSpec, index: Int) -> RouteContext {
        // Validation guarantees one model type per route; an unused route passes the first cell's model.
        let user = routeUsers[route.name] ?? spec.cells[0]
        let stem = SwiftIdentifier.upperFirst(route.name)
        let factories = spec.routes.filter { $0.url == nil }.map(\.name)
        let isLastParameter = factories.last == route.name && !spec.routes.contains { $0.url != nil }
        if let url = route.url {
            // The case carries the URL as the rows hold it: `URL?` when some cell that reaches it may have none.
            let reaching = spec.cells.filter { cell in
                cell.eventsAndSelect.contains { $0.routeNames.contains(route.name) }
            }
            let optional = reaching.contains { $0.field(named: url)?.type.isOptional ?? false }
            let payloadType = optional ? "URL?" : "URL"
            return RouteContext(
                name: route.name, caseName: route.name, factoryName: "", destinationType: "", payloadType: payloadType,
                payloadName: "url", passesModel: false, passesID: false, passesNothing: false,
                caseDeclaration: "\(route.name)(\(payloadType))", factoryParameters: "",
                casePattern: ".\(route.name)(let url)", makeExpression: "", isDrillDown: false, isPush: false,
                isPresent: false, isShow: false, isSheet: false, isPopover: false, opensURL: true,
                isSafari: route.presentation == .safari, isExternal: route.presentation == .external, urlField: url,
                hasFactory: false, isLastParameter: false, destinationExpression: "", detentsLiteral: "[]",
                hasCloseButton: false, embedInNavigationLiteral: "false", presentation: route.presentation.rawValue,
                index: index, isFirst: index == 0, isLast: index == spec.routes.count - 1)
        }
        let payloadName = route.pass == .model ? names.parameter(for: user) : "id"
        let payloadType = route.pass == .model ? user.model : "\(user.model).ID"
        let passes = route.pass.needsRow
        let make = "make\(stem)(\(passes ? payloadName : ""))"
        return RouteContext(
            name: route.name,
            caseName: route.name,
            factoryName: "make\(stem)",
            destinationType: route.destination.description,
            payloadType: payloadType,
            payloadName: route.pass == .model ? names.parameter(for: user) : "id",
            passesModel: route.pass == .model,
            passesID: route.pass == .id,
            passesNothing: !passes,
            caseDeclaration: passes ? "\(route.name)(\(payloadType))" : route.name,
            factoryParameters: passes ? "(\(payloadType))" : "()",
            casePattern: passes ? ".\(route.name)(let \(payloadName))" : ".\(route.name)",
            makeExpression: make,
            isDrillDown: route.destination.description == names.viewController,
            isPush: route.presentation == .push,
            isPresent: route.presentation == .present,
            isShow: route.presentation == .show,
            isSheet: route.presentation == .sheet,
            isPopover: route.presentation == .popover,
            opensURL: false, isSafari: false, isExternal: false, urlField: "", hasFactory: true,
            isLastParameter: isLastParameter,
            destinationExpression: route.closeButton ? "withCloseButton(\(make))" : make,
            detentsLiteral: Self.detentsLiteral(route.detents),
            hasCloseButton: route.closeButton,
            embedInNavigationLiteral: route.embedInNavigation ? "true" : "false",
            presentation: route.presentation.rawValue,
            index: index, isFirst: index == 0, isLast: index == spec.routes.count - 1)
    }
}
