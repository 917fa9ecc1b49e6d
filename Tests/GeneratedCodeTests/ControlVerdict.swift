import Foundation
import Testing

/// Which scenarios caught a hand-written control, and the verdict on it: the correct control must be
/// caught by none, a wrong one by (at least, or exactly) the scenarios it names. One piece for the
/// negative, content and feed controls.
struct ControlVerdict {
    private(set) var caught: Set<String> = []
    private(set) var firstProblems: [String] = []

    /// Records what `scenario` found (nothing, or its problems).
    mutating func record(_ scenario: String, _ problems: [String]) {
        guard let first = problems.first else { return }
        caught.insert(scenario)
        firstProblems.append("\(scenario): \(first)")
    }

    /// Expects `control` caught by `mustBeCaughtBy` (every one of them, or exactly them), or by none
    /// when that is empty; prints which scenarios caught it, and how.
    func check(
        _ control: Any, mustBeCaughtBy: Set<String>, exactly: Bool = false,
        label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if mustBeCaughtBy.isEmpty {
            #expect(caught.isEmpty, "the correct control failed: \(firstProblems)", sourceLocation: sourceLocation)
        } else if exactly {
            #expect(
                mustBeCaughtBy == caught,
                "\(control) caught by \(caught.sorted()), expected \(mustBeCaughtBy.sorted()): \(firstProblems)",
                sourceLocation: sourceLocation)
        } else {
            #expect(
                mustBeCaughtBy.isSubset(of: caught),
                "\(control) caught only by \(caught.sorted()), expected \(mustBeCaughtBy.sorted())",
                sourceLocation: sourceLocation)
        }
        // Which scenarios caught it, and how: printed with LISTGEN_TEST_LOG=1 (a passing run prints only
        // what a failure needs; a failing verdict says it in its expectation).
        if ProcessInfo.processInfo.environment["LISTGEN_TEST_LOG"] == "1" {
            print("\(label) \(control): caught by \(caught.sorted()) \(firstProblems)")
        }
    }
}
