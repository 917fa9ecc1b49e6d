import Testing

/// Batch actions on the rows selected in edit mode (`editing.multiSelect`, issue #22) in every example and
/// variant: on screens without them the scenarios check nothing; Library has them in all 8 variants. The
/// scenarios are described in Tests/ListgenTestSupport/MultiSelectScenarios.swift.
@MainActor
@Suite struct MultiSelectBehaviourTests {
    @Test(arguments: allHarnesses)
    func batchSelectionByID(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { MultiSelectScenarios.batchSelectionByID(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func batchButtonsFollowSelection(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { MultiSelectScenarios.batchButtonsFollowSelection(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func batchFollowsRowState(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { MultiSelectScenarios.batchFollowsRowState(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func batchConfirmAnchors(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { MultiSelectScenarios.batchConfirmAnchors(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func batchActsOnShownRows(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { MultiSelectScenarios.batchActsOnShownRows(screen.make) })
    }

    /// The shown-rows scenario is not vacuous: every Inbox variant has batch actions and a search.
    @Test func inboxBatchActionsMeetASearch() {
        let inbox = allHarnesses.filter { $0.name.hasPrefix("Inbox") }
        #expect(inbox.count >= 8)
        for screen in inbox {
            let harness = screen.make(.recording)
            #expect(!harness.info.batchActions.isEmpty && harness is any SearchHarness, "\(screen)")
        }
    }

    /// The row-state scenario is not vacuous: every Library variant's Remove follows a book's `isOnLoan`.
    @Test func libraryBatchRemoveFollowsRowState() {
        let library = allHarnesses.filter { $0.name.hasPrefix("Library") }
        #expect(library.count >= 8)
        for screen in library {
            let info = screen.make(.recording).info
            #expect(
                info.cells.indices.contains { MultiSelectScenarios.followsRowState(info, "remove", kind: $0) },
                "\(screen)")
        }
    }

    /// The anchor scenario is not vacuous: every Library variant's Remove asks in an action sheet, so its
    /// batch button's sheet must point at that button.
    @Test func libraryBatchRemoveAsksInAnActionSheet() {
        let library = allHarnesses.filter { $0.name.hasPrefix("Library") }
        #expect(library.count >= 8)
        for screen in library {
            let info = screen.make(.recording).info
            let remove = info.batchActions.first { $0.action == "removeRows" }
            #expect(remove.flatMap { MultiSelectScenarios.batchConfirm(info, $0)?.isActionSheet } == true, "\(screen)")
        }
    }

    @Test func everyMultiSelectScenarioHasATest() {
        #expect(
            MultiSelectScenarios.all.map(\.name) == [
                "batchSelectionByID", "batchButtonsFollowSelection", "batchFollowsRowState", "batchConfirmAnchors",
                "batchActsOnShownRows",
            ])
    }

    /// The scenarios are not vacuous: every Library variant has its two batch buttons, and notes (a cell
    /// kind without a batch event) cannot be selected in edit mode.
    @Test func libraryHasBatchActionsInEveryVariant() {
        let library = allHarnesses.filter { $0.name.hasPrefix("Library") && !$0.name.hasSuffix("as written") }
        #expect(library.count == 8)
        for screen in library {
            let harness = screen.make(.recording)
            #expect(harness.info.batchActions.map(\.action) == ["shareRows", "removeRows"], "\(screen)")
            #expect(harness.info.cells.indices.filter { harness.info.isBatchSelectable(kind: $0) }.count == 2)
            harness.loadView()
            #expect(harness.viewController.toolbarItems?.count == 2, "\(screen)")
        }
    }
}

/// The batch-action scenarios on hand-written controllers: one that keeps the selection by index path, one
/// that resolves the rows when they are selected, one that ignores the event's `enabled` and one that reads
/// it when the row was selected must be caught; the right one by none.
@MainActor
@Suite struct MultiSelectControlScenarioTests {
    @Test(arguments: MultiSelectControl.allCases)
    func scenariosCatchWrongBatchSelection(_ control: MultiSelectControl) {
        var verdict = ControlVerdict()
        for scenario in MultiSelectScenarios.all {
            verdict.record(scenario.name, scenario.run { _ in MultiSelectControlHarness(control) })
        }
        verdict.check(control, mustBeCaughtBy: control.mustBeCaughtBy, label: "multi-select control")
    }
}
