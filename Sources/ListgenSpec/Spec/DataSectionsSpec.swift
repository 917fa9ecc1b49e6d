/// `sections:` in its data form (issue #24): the rows' field whose value groups them. Rows with the
/// same value share a section, which exists while it has rows.
package struct DataSectionsSpec: Sendable, Hashable {
    /// `from`: the field of every cell's model whose value is the row's section.
    package var from: String
    /// `by`: how a `Date` field is grouped; nil takes the day (``SpecFormat/DataSections/by``).
    package var by: DateGrouping?
    /// `title`: where a section's header title comes from; nil shows the value itself.
    package var title: DataSectionTitle?
    /// `sort`: the order of the sections.
    package var sort: SectionSort

    /// `nil` takes the spec format's default.
    package init(from: String, by: DateGrouping? = nil, title: DataSectionTitle? = nil, sort: SectionSort? = nil) {
        self.from = from
        self.by = by
        self.title = title
        self.sort = sort ?? SpecFormat.DataSections.sort.defaultValue
    }
}

/// `sections.by`: the calendar unit a `Date` field is grouped by, in the user's calendar and time zone.
package enum DateGrouping: String, Sendable, Hashable, CaseIterable, Codable {
    case day, week, month
}

/// `sections.sort`: the order of sections that come from the data.
package enum SectionSort: String, Sendable, Hashable, CaseIterable, Codable {
    /// The order their first row comes in.
    case given
    case ascending, descending
}

/// `sections.title`: a field of the rows, or a format of the value.
package enum DataSectionTitle: Sendable, Hashable {
    /// A `String` field: the title of a section is that field of its first row.
    case field(String)
    /// A format of the section's value.
    case format(SectionTitleFormat)
}

/// `sections.title.format`: how a section's value becomes its title.
package enum SectionTitleFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// "Today", "Yesterday", then the date: a `Date` field grouped by day.
    case relativeDay
}

/// `title: { format: }`, as decoded.
struct SectionTitleFormatSpec: Sendable, Hashable {
    var format: SectionTitleFormat = .relativeDay
}

/// What `sections:` holds: fixed sections, or sections from the data.
struct SectionsDeclaration: Sendable {
    /// The fixed sections (one untitled `main` section for sections from the data).
    var fixed: [SectionSpec]
    /// The data form, when `sections` is a mapping with `from`.
    var fromData: DataSectionsSpec? = nil
}
