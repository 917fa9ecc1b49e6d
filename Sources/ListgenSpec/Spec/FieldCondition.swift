/// A `Bool` field of the row, or its negation: `isShipped`, `"!isMuted"`.
///
/// One spec kind (``SpecKind/fieldCondition``) reads it wherever a key names a condition on the row:
/// an event's `enabled` and `visible`, a state text's `if`. The validator checks that the field is a
/// non-optional `Bool` of the cell's model; templates read it through ``expression(on:)``.
package struct FieldCondition: Sendable, Hashable {
    /// The field's name, without the `!`.
    package var field: String
    /// Written `!field`: the condition holds while the field is false.
    package var isNegated: Bool

    package init(field: String, isNegated: Bool = false) {
        self.field = field
        self.isNegated = isNegated
    }

    /// As a spec writes it: `isShipped`, `!isMuted`.
    package var written: String { (isNegated ? "!" : "") + field }

    /// The condition read from `parameter`, the row model: `message.isStarred`, `!message.isMuted`.
    package func expression(on parameter: String) -> String {
        (isNegated ? "!" : "") + "\(parameter).\(field)"
    }

    /// The negation of this condition read from `parameter`: `!message.isStarred`, `message.isMuted`.
    package func negatedExpression(on parameter: String) -> String {
        FieldCondition(field: field, isNegated: !isNegated).expression(on: parameter)
    }
}
