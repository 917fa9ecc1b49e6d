import Testing

/// The data-section scenarios (Scenarios.dataSections) on every generated screen with `sections: { from: }`.
@MainActor
@Suite struct DataSectionBehaviourTests {
    /// A factory of fresh data-section harnesses for `screen`, or nil when its sections are fixed.
    static func dataSections(_ screen: HarnessCase) -> (() -> any DataSectionHarness)? {
        guard screen.make(.recording) is any DataSectionHarness else { return nil }
        return { screen.make(.recording) as! any DataSectionHarness }
    }

    @Test(arguments: allHarnesses)
    func dataSectionMoves(_ screen: HarnessCase) {
        guard let make = Self.dataSections(screen) else { return }
        expectNoProblems(Scenarios.dataSectionMoves(make))
    }

    @Test(arguments: allHarnesses)
    func dataSectionCreatedAndRemoved(_ screen: HarnessCase) {
        guard let make = Self.dataSections(screen) else { return }
        expectNoProblems(Scenarios.dataSectionCreatedAndRemoved(make))
    }

    @Test(arguments: allHarnesses)
    func dataSectionMidnight(_ screen: HarnessCase) {
        guard let make = Self.dataSections(screen) else { return }
        expectNoProblems(Scenarios.dataSectionMidnight(make))
    }

    @Test(arguments: allHarnesses)
    func dataSectionOrder(_ screen: HarnessCase) {
        guard let make = Self.dataSections(screen) else { return }
        expectNoProblems(Scenarios.dataSectionOrder(make))
    }

    /// The scenarios above run on something: every History variant has sections from its rows' day,
    /// newest first, titled "Today", "Yesterday", then the date.
    @Test func historyVariantsHaveDataSections() {
        let screens = allHarnesses.filter { $0.name.hasPrefix("History") }.compactMap {
            $0.make(.recording) as? any DataSectionHarness
        }
        #expect(screens.count == 8)
        for screen in screens {
            #expect(screen.dataSectionInfo.order == .descending && screen.dataSectionInfo.titlesRelativeDay)
        }
    }

    @Test func everyDataSectionScenarioHasATest() {
        #expect(
            Scenarios.dataSections.map(\.name) == [
                "dataSectionMoves", "dataSectionCreatedAndRemoved", "dataSectionMidnight", "dataSectionOrder",
            ])
    }
}

/// The data-section scenarios catch a hand-written screen with each classic mistake, as a table and as
/// a collection list, and pass the right one (in every order).
@MainActor
@Suite struct DataSectionControlTests {
    @Test(arguments: DataSectionControl.allCases, [false, true])
    func scenariosCatchTheirMistake(_ control: DataSectionControl, collection: Bool) {
        var verdict = ControlVerdict()
        for scenario in Scenarios.dataSections {
            verdict.record(scenario.name, scenario.run { DataSectionControlHarness(control, collection: collection) })
        }
        verdict.check(
            "\(control) (\(collection ? "collection" : "table"))", mustBeCaughtBy: control.mustBeCaughtBy,
            exactly: true, label: "data-section control")
    }

    /// The right control passes with its sections in every order, so the scenarios' own model of the
    /// order (`DataSectionInfo.comesBefore`) is right for `ascending` and `given` too.
    @Test(arguments: [DataSectionInfo.Order.ascending, .descending, .given], [false, true])
    func correctControlPassesInEveryOrder(_ order: DataSectionInfo.Order, collection: Bool) {
        for scenario in Scenarios.dataSections {
            let problems = scenario.run { DataSectionControlHarness(.correct, order: order, collection: collection) }
            #expect(problems.isEmpty, "\(scenario.name), \(order): \(problems)")
        }
    }

    /// A section removed while its last row animates out is caught by UIKit's own check, with its
    /// message ("Invalid update: invalid number of sections. …", rule 4 of Tests/UIKit/README.md), in
    /// a table and in a collection view.
    @Test(arguments: [DataSectionControl.deletesOnlyTheRow, .deletesTheSectionItStillReports], [false, true])
    func uikitRaisesItsInvalidUpdate(_ control: DataSectionControl, collection: Bool) {
        let problems = Scenarios.dataSectionCreatedAndRemoved {
            DataSectionControlHarness(control, collection: collection)
        }
        let view = collection ? "collection view" : "table view"
        let (before, after, deleted) = control == .deletesOnlyTheRow ? (5, 4, 0) : (5, 5, 1)
        let message =
            "UIKit raised: Invalid update: invalid number of sections. The number of sections contained in the "
            + "\(view) after the update (\(after)) must be equal to the number of sections contained in the "
            + "\(view) before the update (\(before)), plus or minus the number of sections inserted or deleted "
            + "(0 inserted, \(deleted) deleted)."
        #expect(problems.contains(message), "\(problems)")
    }
}
