// The empty-state example of Documentation/EmptyStateRefreshPaging.md
// (`<!-- compiled: Tests/GeneratedCodeTests/EmptyStateReadmeExamples.swift -->`), compiled against the
// Deliveries golden, whose empty state's button follows the `pass: none` route `map`.
// ReadmeExamplesTests checks the page's block appears below line for line.

@testable import GoldenDeliveriesTableDiffableClosure

@MainActor
func makeDeliveriesRouter() -> DeliveriesRouter {
    DeliveriesRouter(
        tracking: { id in TrackingViewController(payload: id) },
        pickup: { id in PickupViewController(payload: id) },
        // pass: none: the empty state's button has no row to pass.
        map: { DeliveryMapViewController(payload: "none") })
}
