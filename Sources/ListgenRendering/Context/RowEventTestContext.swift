import ListgenSpec

/// An element of `editing.rowEventTests`: the controller's test of whether an event is offered for a row
/// now, for the edit-mode controls that act on rows they did not configure (`editing.delete`'s delete
/// control, the batch buttons of `editing.multiSelect`). A row offers the event when its cell kind has it
/// and the event's `visible` and `enabled` hold for the row as it is at that moment.
struct RowEventTestContext: Encodable, Sendable {
    /// The event's name: `remove`.
    var event: String
    /// The controller's method that tests a row: `offersRemove`.
    var methodName: String
    /// A screen with one cell kind: the test read from `row`, the model itself; `null` otherwise.
    var singleCase: RowEventTestCaseContext?
    /// One per cell kind, in spec order (empty with one cell kind): the test of its rows.
    var cases: [RowEventTestCaseContext]
}

/// An element of `editing.rowEventTests.cases`: one cell kind's test.
struct RowEventTestCaseContext: Encodable, Sendable {
    /// The row case: `book`.
    var rowCaseName: String
    /// The name the case binds its model to: `book`.
    var parameterName: String
    /// The test reads the model (the event has `visible` or `enabled`), so the case binds it.
    var bindsModel: Bool
    /// The test as a `Bool` expression: `false` for a cell kind without the event, `true` for one whose
    /// event is always offered, else its conditions joined: `!book.isOnLoan`.
    var expression: String
}

extension TemplateContextBuilder {
    /// The tests of the events the edit-mode controls act on: `editing.delete`'s event, then those of
    /// `editing.multiSelect` in order, each once.
    func rowEventTests() -> [RowEventTestContext] {
        guard let editing = spec.editing else { return [] }
        var events: [String] = []
        for name in [editing.delete].compactMap({ $0 }) + editing.multiSelect where !events.contains(name) {
            events.append(name)
        }
        return events.map(rowEventTest)
    }

    /// The controller's method that tests whether a row offers `event` now: `offersRemove`.
    static func rowEventTestMethod(_ event: String) -> String { "offers\(SwiftIdentifier.upperFirst(event))" }

    private func rowEventTest(_ name: String) -> RowEventTestContext {
        func testCase(_ cell: CellSpec, parameter: String) -> RowEventTestCaseContext {
            let event = cell.events.first { $0.name == name }
            let conditions = [event?.visible, event?.enabled].compactMap { $0 }.map { $0.expression(on: parameter) }
            return RowEventTestCaseContext(
                rowCaseName: rowCase(for: cell), parameterName: parameter, bindsModel: !conditions.isEmpty,
                expression: event == nil ? "false" : conditions.isEmpty ? "true" : conditions.joined(separator: " && "))
        }
        let single = spec.cells.count == 1 ? testCase(spec.cells[0], parameter: "row") : nil
        return RowEventTestContext(
            event: name, methodName: Self.rowEventTestMethod(name), singleCase: single,
            cases: single != nil ? [] : spec.cells.map { testCase($0, parameter: names.parameter(for: $0)) })
    }
}
