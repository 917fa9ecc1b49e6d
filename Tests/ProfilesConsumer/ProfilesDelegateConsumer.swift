// The delegate-wired, classic, collection variant of the public Profiles screen, used from this
// module: the cell delegate protocol and the classic data source are public too.

import GoldenProfilesCollectionClassicDelegate
import UIKit

/// Exercises what only the delegate-wired classic collection variant declares.
@MainActor
enum ProfilesDelegateConsumer {
    static func run() -> [String] {
        var problems: [String] = []
        let controller = ProfilesViewController(router: ProfilesRouter(chat: { ChatViewController(payload: $0) }))
        let profile = Profile(id: UUID(), name: "Ada", role: "Engineer", isFollowed: false)
        controller.setRows([profile])
        // The controller is the cells' delegate, through the public protocol.
        let delegate: any ProfileCellDelegate = controller
        _ = delegate
        let dataSource: any UICollectionViewDataSource = controller
        if dataSource.collectionView(controller.collectionView, numberOfItemsInSection: 0) != 1 {
            problems.append("the public classic data source counts the rows")
        }
        if controller.rows(in: .main) != [profile] {
            problems.append("setRows from another module")
        }
        var hooked: ProfilesViewController?
        controller.onViewDidLoad = { hooked = $0 }
        controller.loadViewIfNeeded()
        if hooked !== controller || controller.collectionView.dataSource == nil {
            problems.append("onViewDidLoad gets the loaded controller, its data source set")
        }
        return problems
    }
}
