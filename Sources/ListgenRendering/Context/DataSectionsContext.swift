import ListgenSpec

/// The root's `dataSections`: the sections come from a field of the rows (`sections: { from: }`), or
/// `null` for fixed sections. `<screen>Section` is then a struct whose identity is the grouped value;
/// the row store groups the rows with it (`ListRowStore(sections: .fromRows(…))`), and the controller
/// shows each section's title, computed when the list asks for it.
struct DataSectionsContext: Encodable, Sendable {
    /// The field the rows are grouped by (`from`): `visitedAt`.
    var field: String
    /// The Swift type of the section's value: `Date`, `String`, `Int` or `Bool`.
    var valueType: String
    /// The value of a row's field as read in `<screen>Section.init(of:in:)`, per cell kind: one entry
    /// for a single cell kind (`row.visitedAt`), else one `case` of the row enum each.
    var cases: [DataSectionCaseContext]
    /// The section's value from the field's value `value`, in `calendar` (a `Date` grouped to the start
    /// of its day, week or month; any other value as is), as a Swift expression.
    var groupingExpression: String
    /// How the grouping reads in doc comments: `falls in one calendar day`.
    var groupingDescription: String
    /// `sort`, as the store's `areInIncreasingOrder` argument: `nil` (the order of the first rows) or a
    /// closure over two sections.
    var orderExpression: String
    /// `sort` in a doc comment: `newest first`.
    var orderDescription: String
    /// `title: { format: relativeDay }`: "Today", "Yesterday", then the date.
    var titlesRelativeDay: Bool
    /// The title is the `String` field of the section's first row with this name (`title: <field>`).
    var titleField: String?
    /// The title is the value itself (no `title`).
    var titlesValue: Bool
    /// The title for the value, as a `String` expression of `value` and `calendar` (for `titlesValue`
    /// and the dates of `titlesRelativeDay` before yesterday).
    var valueTitleExpression: String
    /// The value is a `Date`: the section type formats it (`formatted(_:in:)`).
    var formatsDate: Bool
    /// The date formatter's setup line for a formatted value: `formatter.dateStyle = .medium`.
    var dateFormatSetup: String
    /// "Today" as a `String` expression (with `localization`, a member of the strings enum); only
    /// with `titlesRelativeDay`.
    var todayExpression: String?
    /// "Yesterday" as a `String` expression; only with `titlesRelativeDay`.
    var yesterdayExpression: String?
}

/// `dataSections.cases[]`: how one cell kind's row gives its section's value.
struct DataSectionCaseContext: Encodable, Sendable {
    /// The row enum's pattern (`.visit(let visit)`), or `null` with a single cell kind.
    var pattern: String?
    /// The field's value, as a Swift expression (`visit.visitedAt`, or `row.visitedAt`).
    var valueExpression: String
    /// The title field's value (`title: <field>`) of the section's first row, as a Swift expression
    /// (`firstRow.accountName`, or `visit.accountName`), or `null`.
    var titleExpression: String?
}

extension TemplateContextBuilder {
    /// The sections from the data, or nil for fixed sections.
    func dataSections() -> DataSectionsContext? {
        guard let data = spec.dataSections else { return nil }
        let singleCell = !generated.contains(.row)
        let type = spec.cells.first?.field(named: data.from).map { "\($0.type)" } ?? "String"
        let valueType =
            ["Swift.String": "String", "Swift.Int": "Int", "Swift.Bool": "Bool", "Foundation.Date": "Date"][
                type] ?? type
        let titleField: String? =
            if case .field(let name)? = data.title { name } else { nil }
        let cases = spec.cells.enumerated().map { index, cell -> DataSectionCaseContext in
            let context = self.cell(cell, index: index)
            // One cell kind: `init(of row:)` reads `row`, `title(firstRow:…)` reads `firstRow`; several
            // bind the case's model under its own name in both.
            let model = singleCell ? "row" : context.parameterName
            let firstRow = singleCell ? "firstRow" : context.parameterName
            return DataSectionCaseContext(
                pattern: singleCell ? nil : ".\(context.rowCaseName)(let \(context.parameterName))",
                valueExpression: "\(model).\(data.from)",
                titleExpression: titleField.map { "\(firstRow).\($0)" })
        }
        let by = data.by ?? .day
        let unit: String =
            switch by {
            case .day: "day"
            case .week: "weekOfYear"
            case .month: "month"
            }
        let isDate = valueType == "Date"
        let relativeDay = data.title == .format(.relativeDay)
        let order: String =
            switch data.sort {
            case .given: "nil"
            case .ascending: "{ $0.value < $1.value }"
            case .descending: "{ $0.value > $1.value }"
            }
        let orderDescription: String =
            switch data.sort {
            case .given: "in the order their first row comes"
            case .ascending: isDate ? "oldest first" : "in ascending order"
            case .descending: isDate ? "newest first" : "in descending order"
            }
        let valueTitle: String =
            switch valueType {
            case "Date": "Self.formatted(value, in: calendar)"
            case "String": "value"
            default: "String(value)"
            }
        return DataSectionsContext(
            field: data.from, valueType: valueType, cases: cases,
            groupingExpression: isDate ? "calendar.dateInterval(of: .\(unit), for: value)?.start ?? value" : "value",
            groupingDescription: isDate
                ? "falls in one calendar \(by == .week ? "week" : by.rawValue)" : "is one value",
            orderExpression: order, orderDescription: orderDescription,
            titlesRelativeDay: relativeDay, titleField: titleField,
            titlesValue: data.title == nil,
            valueTitleExpression: valueTitle,
            formatsDate: isDate,
            dateFormatSetup: by == .month
                ? "formatter.setLocalizedDateFormatFromTemplate(\"yMMMM\")" : "formatter.dateStyle = .medium",
            todayExpression: relativeDay
                ? userText("Today", key: ["sections", "today"], comment: "The title of the section of today's rows")
                : nil,
            yesterdayExpression: relativeDay
                ? userText(
                    "Yesterday", key: ["sections", "yesterday"], comment: "The title of the section of yesterday's rows"
                )
                : nil)
    }
}
