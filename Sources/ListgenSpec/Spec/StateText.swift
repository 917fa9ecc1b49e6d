/// A text that is fixed, or follows the row's state: `{ if: isStarred, then: Unstar, else: Star }`.
///
/// An event's `title`, `systemImage` and `accessibilityLabel` take one. A fixed text has no
/// ``condition`` and ``otherwise`` equal to ``text``. Generated code reads the condition from the row
/// each time it configures a cell and each time it builds a swipe action or a menu, so nothing of a
/// previous row stays on a reused cell.
package struct StateText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// `if`: the condition; nil for a fixed text.
    package var condition: FieldCondition?
    /// `then`: the text while the condition holds; a fixed text's text.
    package var text: String
    /// `else`: the text while it does not hold; equal to ``text`` for a fixed text.
    package var otherwise: String

    /// A fixed text.
    package init(_ text: String) {
        self.condition = nil
        self.text = text
        self.otherwise = text
    }

    package init(stringLiteral text: String) { self.init(text) }

    /// A text that follows `condition`.
    package init(if condition: FieldCondition?, then text: String, else otherwise: String) {
        self.condition = condition
        self.text = text
        self.otherwise = otherwise
    }

    /// The text follows the row's state.
    package var dependsOnRow: Bool { condition != nil }

    /// The text for doc comments: the fixed text, or `Unstar/Star`.
    package var documented: String { condition == nil ? text : "\(text)/\(otherwise)" }

    /// A `String` expression: `literal(text)` when fixed, else `row.isStarred ? <then> : <else>` read
    /// from `parameter`; `literal` turns a text into its literal (a string literal, or a localized lookup
    /// named by its role, `then` or `else`).
    package func expression(on parameter: String, literal: (_ text: String, _ role: String?) -> String) -> String {
        guard let condition else { return literal(text, nil) }
        return "\(condition.expression(on: parameter)) ? \(literal(text, "then")) : \(literal(otherwise, "else"))"
    }
}
