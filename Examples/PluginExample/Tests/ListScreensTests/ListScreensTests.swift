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
        controller.loadViewIfNeeded()
        let ada = Contact(id: UUID(), name: "Ada", email: "ada@example.com", isFavorite: true)
        let alan = Contact(id: UUID(), name: "Alan", email: nil, isFavorite: false)
        controller.setRows([ada, alan])

        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let details = try #require(button("ContactCell.button", in: cell.accessoryView))
        details.simulateTap()

        #expect(router.contactRoutes == [.detail(alan)])
    }

    @Test func inboxButtonsRouteTheirRow() throws {
        let router = RecordingRouter()
        let controller = InboxViewController(router: router)
        controller.loadViewIfNeeded()
        let date = Date(timeIntervalSince1970: 0)
        let first = Message(id: "m1", sender: "Ada", subject: "Hi", receivedAt: date, isFlagged: false)
        let second = Message(id: "m2", sender: "Alan", subject: "Re: Hi", receivedAt: date, isFlagged: true)
        controller.setRows([.unread: [first], .earlier: [second]])

        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        try #require(button("MessageCell.open", in: cell.accessoryView)).simulateTap()
        try #require(button("MessageCell.reply", in: cell.accessoryView)).simulateTap()

        #expect(router.inboxRoutes == [.thread(second.id), .compose(second)])
    }

    @Test func defaultRouterBuildsTheAppDestination() throws {
        let contact = Contact(id: UUID(), name: "Grace", email: nil, isFavorite: false)
        let router = ContactsRouter(detail: { ContactDetailViewController(contact: $0) })
        let list = ContactsViewController(router: router)
        let navigation = UINavigationController(rootViewController: list)
        list.loadViewIfNeeded()
        list.setRows([contact])

        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        try #require(button("ContactCell.button", in: cell.accessoryView)).simulateTap()

        let detail = try #require(navigation.viewControllers.last as? ContactDetailViewController)
        #expect(detail.contact == contact)
    }
}
