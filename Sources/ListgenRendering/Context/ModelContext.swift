import ListgenSpec

/// An element of `models` (and `model` in `Model.swift.mustache`): a model listgen declares.
struct ModelContext: Encodable, Sendable {
    /// The model's type name: `Contact`.
    var name: String
    /// Its fields, in spec order.
    var fields: [FieldContext]
    /// The identity field: `id`, or another field mapped to `id`.
    var idField: String
    /// The identity's type: `UUID`.
    var idType: String
    /// The identity is not named `id` (then `var id: T { isbn }` maps it).
    var mapsIdentity: Bool
}

/// An element of `model.fields`.
struct FieldContext: Encodable, Sendable {
    /// The field's name.
    var name: String
    /// Its Swift type, as listgen prints it: `[String: Int]?`.
    var type: String
    /// 0-based position in the fields.
    var index: Int
    /// The first field.
    var isFirst: Bool
    /// The last field.
    var isLast: Bool
}

extension TemplateContextBuilder {
    /// Models listgen declares (``GeneratedTypes/models``), described by the first cell naming each.
    func models() -> [ModelContext] {
        var firstCell: [String: CellSpec] = [:]
        for cell in spec.cells where cell.generateModel && firstCell[cell.model] == nil { firstCell[cell.model] = cell }
        return generated.models.map { model in
            let cell = firstCell[model]!
            return ModelContext(
                name: cell.model,
                fields: cell.fields.enumerated().map { index, field in
                    FieldContext(
                        name: field.name, type: field.type.description, index: index, isFirst: index == 0,
                        isLast: index == cell.fields.count - 1)
                },
                idField: cell.idField,
                idType: cell.field(named: cell.idField)?.type.description ?? "String",
                mapsIdentity: cell.idField != "id")
        }
    }
}
