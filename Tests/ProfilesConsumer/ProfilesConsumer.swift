// Uses the public Profiles screen (Examples/Profiles, `access: public`) from another module, the
// way an app target uses a library target `ListScreens`: a plain `import`, no `@testable`.
// That this target compiles is the two-module test; `ProfilesConsumer.run()` (called by
// GeneratedCodeTests) checks that the calls do what they say.

import GoldenProfilesTableDiffableClosure
import UIKit

/// The app's own action handler, from outside the screen's module.
@MainActor
final class AppProfilesActionHandler: ProfilesActionHandling {
    var performed: [ProfilesAction] = []

    func profilesViewController(_ controller: ProfilesViewController, perform action: ProfilesAction) {
        performed.append(action)
    }
}

/// The app's own router, from outside the screen's module: routing stays replaceable.
@MainActor
final class AppProfilesRouting: ProfilesRouting {
    var routes: [ProfilesRoute] = []

    func navigate(to route: ProfilesRoute, from source: UIViewController) {
        routes.append(route)
    }
}

/// Exercises the public API of a golden Profiles module from this module.
@MainActor
public enum ProfilesConsumer {
    /// Runs every public part of the screen's API; returns the problems found (none when it works).
    public static func run() -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ what: String) {
            if !condition { problems.append(what) }
        }

        // Models: the public memberwise initializer and fields.
        let ada = Profile(id: UUID(), name: "Ada", role: "Engineer", isFollowed: false)
        var grace = Profile(id: UUID(), name: "Grace", role: "Admiral", isFollowed: true)
        let linus = Profile(id: UUID(), name: "Linus", role: "Maintainer", isFollowed: false)
        grace.role = "Rear Admiral"
        check(ada.id != grace.id, "models keep their own identity")

        // The router and its factory, and the route enum.
        let router = ProfilesRouter(chat: { profile in ChatViewController(payload: profile) })
        let controller = ProfilesViewController(router: router)
        let navigation = UINavigationController(rootViewController: controller)
        router.navigate(to: .chat(ada), from: controller)
        let pushed = navigation.topViewController as? ChatViewController
        check(pushed?.payload == ada, "the public router pushes the factory's destination")

        // The controller: its list view, action handler, duplicate hook and mutation API.
        let handler = AppProfilesActionHandler()
        controller.actionHandler = handler
        var duplicates: [Profile] = []
        controller.onDuplicateRows = { duplicates += $0 }
        controller.tableView.separatorStyle = .none
        controller.setRows([ada, grace])
        controller.setRows([.main: [ada, grace, ada]])
        check(duplicates == [ada], "onDuplicateRows receives the dropped row")
        controller.append(linus, to: .main)
        controller.insert(
            Profile(id: UUID(), name: "Barbara", role: "Professor", isFollowed: true), at: IndexPath(row: 0, section: 0)
        )
        check(controller.rows(in: .main).map(\.name) == ["Barbara", "Ada", "Grace", "Linus"], "insert and append")
        controller.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        check(
            controller.indexPath(forRowID: ada.id) == IndexPath(row: 0, section: 0), "moveRow and indexPath(forRowID:)")
        controller.deleteRow(at: IndexPath(row: 3, section: 0))
        controller.deleteRow(withID: linus.id)
        grace.isFollowed = false
        controller.update(grace)
        check(controller.row(at: IndexPath(row: 1, section: 0)) == grace, "deleteRow, update and row(at:)")
        check(ProfilesSection.allCases == [.main], "the section enum")
        check(ProfilesSection.main.title == nil, "the section's title, public under access: public")

        // The app's own routing and action handling types conform from outside.
        let routing = AppProfilesRouting()
        routing.navigate(to: .chat(grace), from: controller)
        check(routing.routes == [.chat(grace)], "an app router conforms to the public routing protocol")
        handler.profilesViewController(controller, perform: .followProfile(ada))
        check(handler.performed == [.followProfile(ada)], "an app handler conforms to the public action protocol")
        // An app's tests simulate taps from their own module: the tap handlers are public.
        controller.didTapFollow(at: IndexPath(row: 0, section: 0))
        check(
            handler.performed == [.followProfile(ada), .followProfile(ada)],
            "didTapFollow(at:) performs the row's action")
        controller.didTapMessage(at: IndexPath(row: 1, section: 0))
        let chat = navigation.topViewController as? ChatViewController
        check(chat?.payload == grace, "didTapMessage(at:) routes the row at the index path")
        let cellType: UITableViewCell.Type = ProfileCell.self
        check(String(describing: cellType) == "ProfileCell", "the cell type is visible")
        // The seed's cell API is public with the screen: configure(with:at:) and the closure hooks.
        let cell = ProfileCell(style: .default, reuseIdentifier: nil)
        cell.configure(with: ada, at: IndexPath(row: 0, section: 0))
        var hookCalls = 0
        cell.onFollowTap = { hookCalls += 1 }
        cell.prepareForReuse()
        check(cell.onFollowTap == nil && hookCalls == 0, "configure(with:at:) and onFollowTap are public")
        // The README's examples (ReadmeExamples.swift), run.
        let appNavigation = UINavigationController(rootViewController: UIViewController())
        showProfiles([ada], in: appNavigation)
        let shown = appNavigation.topViewController as? ProfilesViewController
        check(shown?.rows(in: .main) == [ada], "the README's showProfiles shows the rows")
        if let shown {
            // Pushing loaded the view: the hook, set now, runs at once.
            let header = UIView()
            customise(shown, header: header)
            check(shown.tableView.tableHeaderView === header, "the README's onViewDidLoad example runs")
        }
        return problems + extensionPoint() + ProfilesDelegateConsumer.run()
    }

    /// `onViewDidLoad`: the app customises the final controller from outside, without subclassing.
    static func extensionPoint() -> [String] {
        var problems: [String] = []
        let controller = ProfilesViewController(router: ProfilesRouter(chat: { ChatViewController(payload: $0) }))
        let header = UIView()
        var calls = 0
        var dataSourceWasSet = false
        controller.onViewDidLoad = { screen in
            calls += 1
            screen.navigationItem.largeTitleDisplayMode = .never
            screen.tableView.tableHeaderView = header
            dataSourceWasSet = screen.tableView.dataSource != nil
        }
        if calls != 0 { problems.append("onViewDidLoad ran before the view loaded") }
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        if calls != 1 { problems.append("onViewDidLoad ran \(calls) times, expected once") }
        // Set after the view loaded, a hook runs at once.
        var late = false
        controller.onViewDidLoad = { _ in late = true }
        if !late { problems.append("onViewDidLoad set after the view loaded did not run") }
        if !dataSourceWasSet { problems.append("onViewDidLoad ran before listgen set the data source") }
        if controller.navigationItem.largeTitleDisplayMode != .never || controller.tableView.tableHeaderView !== header
        {
            problems.append("the hook's changes to the navigation item and the list did not stay")
        }
        return problems
    }
}
