import App
import Testing

@testable import ListScreens

/// Records the routes it is asked to show instead of navigating.
@MainActor
final class RecordingRouter: ContactsRouting, InboxRouting {
    var contactRoutes: [ContactsRoute] = []
    var inboxRoutes: [InboxRoute] = []

    func navigate(to route: ContactsRoute, from source: UIViewController) {
        contactRoutes.append(route)
    }

    func navigate(to route: InboxRoute, from source: UIViewController) {
        inboxRoutes.append(route)
    }
}

/// Shows `controller` the way an app does: as the root of a key window, laid out. A list that is
/// not in a window shows no cells on iOS, so `cellForRow(at:)` would return nil.
@MainActor
func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// Taps `button` through real UIKit API, so these tests compile and run on iOS as on Linux.
@MainActor
func tap(_ button: UIButton) {
    button.sendActions(for: .primaryActionTriggered)
}

/// The first button under `view` whose accessibility identifier is `identifier`.
@MainActor
func button(_ identifier: String, in view: UIView?) -> UIButton? {
    guard let view else { return nil }
    if let button = view as? UIButton, button.accessibilityIdentifier == identifier { return button }
    for subview in view.subviews {
        if let found = button(identifier, in: subview) { return found }
    }
    return nil
}

@MainActor
@Suite struct ListScreensTests {
    @Test func contactsButtonRoutesItsRow() throws {
        let router = RecordingRouter()
        let controller = ContactsViewController(router: router)
        let window = show(controller)
        let ada = Contact(id: UUID(), name: "Ada", email: "ada@example.com", isFavorite: true)
        let alan = Contact(id: UUID(), name: "Alan", email: nil, isFavorite: false)
        controller.setRows([ada, alan])
        controller.tableView.layoutIfNeeded()

        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        tap(try #require(button("ContactCell.button", in: cell)))

        #expect(router.contactRoutes == [.detail(alan)])
        withExtendedLifetime(window) {}
    }

    @Test func inboxButtonsRouteTheirRow() throws {
        let router = RecordingRouter()
        let controller = InboxViewController(router: router)
        let window = show(controller)
        let date = Date(timeIntervalSince1970: 0)
        let first = Message(id: "m1", sender: "Ada", subject: "Hi", receivedAt: date, isFlagged: false)
        let second = Message(id: "m2", sender: "Alan", subject: "Re: Hi", receivedAt: date, isFlagged: true)
        controller.setRows([.unread: [first], .earlier: [second]])
        controller.tableView.layoutIfNeeded()

        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        tap(try #require(button("MessageCell.open", in: cell)))
        tap(try #require(button("MessageCell.reply", in: cell)))

        #expect(router.inboxRoutes == [.thread(second.id), .compose(second)])
        withExtendedLifetime(window) {}
    }

    @Test func defaultRouterBuildsTheAppDestination() throws {
        let contact = Contact(id: UUID(), name: "Grace", email: nil, isFavorite: false)
        let router = ContactsRouter(detail: { ContactDetailViewController(contact: $0) })
        let list = ContactsViewController(router: router)
        let navigation = UINavigationController(rootViewController: list)
        let window = show(navigation)
        list.setRows([contact])
        list.tableView.layoutIfNeeded()

        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        tap(try #require(button("ContactCell.button", in: cell)))

        let detail = try #require(navigation.viewControllers.last as? ContactDetailViewController)
        #expect(detail.contact == contact)
        withExtendedLifetime(window) {}
    }

    @Test func appTargetUsesThePublicScreen() throws {
        let contact = Contact(id: UUID(), name: "Ada", email: nil, isFavorite: true)
        let screen = ContactsFlow.makeScreen(contacts: [contact])
        let window = show(screen)
        #expect(screen.rows(in: .main) == [contact])
        #expect(screen.navigationItem.largeTitleDisplayMode == .never)
        #expect(screen.tableView.separatorStyle == .none)
        withExtendedLifetime(window) {}
    }
}
