// The code blocks of README.md and Documentation/GeneratedScreen.md marked
// `<!-- compiled: Tests/ProfilesConsumer/ReadmeExamples.swift -->`,
// compiled here against the public Profiles golden module (ReadmeExamplesTests checks that every
// such block appears below, line for line, its `import` lines aside). `ListScreens` is
// GoldenProfilesTableDiffableClosure here.

import GoldenProfilesTableDiffableClosure
import UIKit

@MainActor
func showProfiles(_ profiles: [Profile], in navigationController: UINavigationController) {
    let router = ProfilesRouter(chat: { profile in ChatViewController(payload: profile) })
    let screen = ProfilesViewController(router: router)
    screen.setRows(profiles)
    navigationController.pushViewController(screen, animated: true)
}

@MainActor
func customise(_ screen: ProfilesViewController, header: UIView) {
    screen.onViewDidLoad = { screen in
        screen.navigationItem.largeTitleDisplayMode = .never
        screen.tableView.tableHeaderView = header
        screen.tableView.separatorStyle = .none
    }
}
