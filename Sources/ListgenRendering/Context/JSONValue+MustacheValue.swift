import ListgenMustache
import ListgenSpec

extension JSONValue {
    /// The template context (or any `MustacheValue`) as JSON, so that `listgen context` prints it
    /// with the one JSON printer, ``JSONValue/prettyJSON()``.
    package init(_ value: MustacheValue) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .int(let int): self = .int(int)
        case .double(let double): self = .double(double)
        case .string(let string): self = .string(string)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let object): self = .object(object.mapValues(JSONValue.init))
        }
    }
}
