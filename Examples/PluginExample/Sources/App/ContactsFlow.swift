import ListScreens
import UIKit

/// The app's side of the Contacts screen, in a module of its own: a plain `import ListScreens`
/// reaches the screen because its spec says `access: public`.
@MainActor
public enum ContactsFlow {
    /// Creates the Contacts screen, customised through `onViewDidLoad` (no generated file edited).
    public static func makeScreen(contacts: [Contact]) -> ContactsViewController {
        let router = ContactsRouter(detail: { contact in ContactDetailViewController(contact: contact) })
        let screen = ContactsViewController(router: router)
        screen.onViewDidLoad = { screen in
            screen.navigationItem.largeTitleDisplayMode = .never
            screen.tableView.separatorStyle = .none
        }
        screen.setRows(contacts)
        return screen
    }
}
