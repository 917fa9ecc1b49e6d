// The empty-state image example of Documentation/EmptyStateRefreshPaging.md
// (`<!-- compiled: Tests/GeneratedCodeTests/EmptyStateImageReadmeExamples.swift -->`), compiled against
// the Deliveries golden, whose empty state shows the asset `noDeliveries`.
// ReadmeExamplesTests checks the page's block appears below line for line.

import UIKit
@testable import GoldenDeliveriesTableDiffableClosure

@MainActor
func emptyStateShowsAnImage(_ screen: DeliveriesViewController) -> Bool {
    // emptyState.image: UIImage(named: "noDeliveries"), nil when the app has no such asset.
    (screen.emptyStateView.configuration as? UIListContentConfiguration)?.image != nil
}
