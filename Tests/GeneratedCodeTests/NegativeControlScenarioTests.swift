import Foundation
import Testing

/// The scenarios that pass on every generated variant, run on hand-written wrong screens: each
/// wrong wiring must be caught by the scenario written for it, and the right one by none.
@MainActor
@Suite struct NegativeControlScenarioTests {
    @Test(arguments: NegativeControl.allCases)
    func scenariosCatchWrongWiring(_ control: NegativeControl) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.all + Scenarios.confirm + PlacementScenarios.all + RowLookScenarios.all
            + AccessoryScenarios.all
        {
            // What UIKit raises (a wrong control may make it raise) is a problem, not a crash.
            verdict.record(
                scenario.name, Scenarios.raising { scenario.run { NegativeControlHarness(control, router: $0) } })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "negative control")
    }
}

/// The runtime rules of the stand-in, each run on a hand-written screen in the old template's shape:
/// every wrong shape must trip its rule with UIKit's message, and the right shape none.
@MainActor
@Suite struct RuleControlTests {
    nonisolated static let cases: [(RuleControl, Bool)] = RuleControl.allCases.flatMap { control in
        [true, false].filter { control.applies(toDiffable: $0) }.map { (control, $0) }
    }

    @Test(arguments: cases)
    func eachRuleCatchesItsOldShape(_ control: RuleControl, diffable: Bool) {
        let run = RuleControlRun(control, diffable: diffable)
        let label = "\(control) (\(diffable ? "diffable" : "classic"))"
        switch control {
        case .correct:
            #expect(run.raised.isEmpty, "\(label): \(run.raised)")
            #expect(run.warnings.isEmpty, "\(label): \(run.warnings)")
            #expect(!run.contentViewCounts.isEmpty && run.contentViewCounts.allSatisfy { $0 == 1 })
        case .lazyRegistration:
            #expect(
                run.raised.first?.hasPrefix(
                    "Attempted to dequeue a cell using a registration that was created inside "
                        + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
                        + "cell provider.") == true, "\(label): \(run.raised.prefix(1))")
        case .updateBeforeLayout:
            let expected: String =
                "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (41) must be equal to the number of items contained in "
                + "that section before the update (41), plus or minus the number of items inserted or deleted "
                + "from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
                + "or out of that section (0 moved in, 0 moved out)."
            #expect(run.raised.first == expected, "\(label): \(run.raised.prefix(1))")
        case .nilFromCellProvider:
            #expect(
                run.raised.first?.hasPrefix(
                    "the collection view's data source did not return a valid cell from "
                        + "-collectionView:cellForItemAtIndexPath: for index path") == true,
                "\(label): \(run.raised.prefix(1))")
        case .clearsContentConfigurationOnReuse:
            #expect(run.contentViewCounts.contains { $0 > 1 }, "\(label): \(run.contentViewCounts)")
        case .animatesOutsideWindow:
            #expect(!run.warnings.isEmpty, "\(label): no warning logged")
        }
        if control != .correct {
            if ProcessInfo.processInfo.environment["LISTGEN_TEST_LOG"] == "1" {
                print("rule control \(label): raised \(run.raised.prefix(1)), warnings \(run.warnings.count)")
            }
        }
    }
}
