/// `screen.rowAPI`: what differs in the controller's row API between fixed sections and sections from
/// the rows (`sections: { from: }`). Every forward is written once in `ViewController-rows.mustache`;
/// with fixed sections, a row's section is an argument, with sections from the rows it is the row's own.
struct RowAPIContext: Encodable, Sendable {
    /// The type of `setRows(_:)`'s parameter: the rows by section (`[ContactsSection: [Contact]]`), or
    /// with sections from the rows, the rows (`[Visit]`).
    var setRowsType: String
    /// The section parameter of `append(_:)` and `append(contentsOf:)`: `, to section: ContactsSection`,
    /// or empty with sections from the rows.
    var sectionParameter: String
    /// The argument of the store's `append(contentsOf:)` for one `row`: `[section: [row]]`, or `[row]`.
    var appendedRowBatch: String
    /// The argument of the store's `append(contentsOf:)` for `rows`: `[section: rows]`, or `rows`.
    var appendedRowsBatch: String
}

extension TemplateContextBuilder {
    /// The row API's parts that depend on where sections come from.
    func rowAPI() -> RowAPIContext {
        guard spec.dataSections == nil else {
            return RowAPIContext(
                setRowsType: "[\(names.row)]", sectionParameter: "", appendedRowBatch: "[row]",
                appendedRowsBatch: "rows")
        }
        return RowAPIContext(
            setRowsType: "[\(names.section): [\(names.row)]]", sectionParameter: ", to section: \(names.section)",
            appendedRowBatch: "[section: [row]]", appendedRowsBatch: "[section: rows]")
    }
}
