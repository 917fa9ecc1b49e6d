/// A value a Mustache template is rendered with: the JSON data model.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    /// Keys are unordered; `Dictionary` keeps lookups O(1).
    case object([String: MustacheValue])
}
