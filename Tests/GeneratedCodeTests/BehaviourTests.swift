import Testing

extension HarnessCase: CustomTestStringConvertible {
    public var testDescription: String { name }
}

/// Fails the test with every problem a scenario found, one issue each.
func expectNoProblems(_ problems: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for problem in problems.prefix(20) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    if problems.count > 20 {
        Issue.record("… and \(problems.count - 20) more problems", sourceLocation: sourceLocation)
    }
}

/// The generated code of every example in every variant, run against the UIKit stand-in.
/// Each scenario is described in Tests/ListgenTestSupport/Scenarios.swift.
@MainActor
@Suite struct BehaviourTests {
    @Test func everyVariantHasAHarness() {
        // 9 examples × 2 list kinds × 2 data sources × 2 wirings, plus Library as written
        // (its cells mix closure and delegate wiring).
        #expect(allHarnesses.count == 9 * 8 + 1)
        #expect(Set(allHarnesses.map(\.name)).count == allHarnesses.count)
    }

    @Test(arguments: allHarnesses)
    func reuse(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.reuse(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func mutation(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.mutation(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func staleHandler(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.staleHandler(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func multiEvent(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.multiEvent(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func noLeaks(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.noLeaks(screen.make) })
    }

    @Test(arguments: allHarnesses)
    func navigation(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.raising { Scenarios.navigation(screen.make) })
    }

    // MARK: Real-device rules (Scenarios.generated)

    @Test(arguments: allHarnesses)
    func changesBeforeFirstLayout(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.changesBeforeFirstLayout(screen.make))
    }

    @Test(arguments: allHarnesses)
    func changesWhileCovered(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.changesWhileCovered(screen.make))
    }

    @Test(arguments: allHarnesses)
    func contentViewReuse(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.contentViewReuse(screen.make))
    }

    @Test(arguments: allHarnesses)
    func duplicateRows(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.duplicateRows(screen.make))
    }

    @Test(arguments: allHarnesses)
    func insertPastEnd(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.insertPastEnd(screen.make))
    }

    @Test(arguments: allHarnesses)
    func indexPathBoundaries(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.indexPathBoundaries(screen.make))
    }

    @Test(arguments: allHarnesses)
    func rowsAreNotSelectable(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.rowsAreNotSelectable(screen.make))
    }

    @Test(arguments: allHarnesses)
    func rowTap(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.rowTap(screen.make))
    }

    @Test(arguments: allHarnesses)
    func accessibility(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.accessibility(screen.make))
    }

    @Test(arguments: allHarnesses)
    func tableCellLayout(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.tableCellLayout(screen.make))
    }

    @Test func everyGeneratedScenarioHasATest() {
        // Keep the list above in step with Scenarios.generated.
        #expect(
            Scenarios.generated.map(\.name) == [
                "changesBeforeFirstLayout", "changesWhileCovered", "contentViewReuse", "duplicateRows", "insertPastEnd",
                "indexPathBoundaries", "rowsAreNotSelectable", "rowTap",
                "accessibility", "tableCellLayout",
            ])
    }
}
