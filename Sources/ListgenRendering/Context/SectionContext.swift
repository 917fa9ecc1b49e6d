import ListgenSpec

/// An element of `sections`.
struct SectionContext: Encodable, Sendable {
    /// Its case of `<screen>Section`: the section's `id`.
    var caseName: String
    /// The section has a title.
    var hasTitle: Bool
    /// The title as a `String` expression (only with `hasTitle`): a string literal, or with
    /// `localization` its member of the strings enum.
    var titleLiteral: String?
    /// The title as an expression of type `String?`: `titleLiteral`, or `nil`.
    var titleExpression: String
    /// The section has a footer.
    var hasFooter: Bool
    /// The footer as an expression of type `String?`: a string literal (or with `localization` its
    /// member of the strings enum), or `nil`.
    var footerExpression: String
    /// The header and footer show while the section has no rows: the spec's `showWhenEmpty`, or
    /// `collapsible` (the header holds the toggle, so it shows while the section is collapsed or empty).
    var showWhenEmpty: Bool
    /// Whether the section shows its header and footer, as a `Bool` expression of `rowCount` (its
    /// number of rows): `rowCount > 0`, or `true` with `showWhenEmpty` or `collapsible` (the header
    /// holds the toggle, so it shows while the section is collapsed or empty).
    var showsTitlesExpression: String
    /// The spec's `headerView`: the header is a view that `onSectionHeader` configures.
    var hasHeaderView: Bool
    /// The spec's `footerView`: the footer is a view that `onSectionFooter` configures.
    var hasFooterView: Bool
    /// The spec's `collapsible`: the header view offers a toggle that hides and shows the rows.
    var isCollapsible: Bool
    /// 0-based position in `sections`.
    var index: Int
    /// The first section.
    var isFirst: Bool
    /// The last section.
    var isLast: Bool
}

extension TemplateContextBuilder {
    func section(_ section: SectionSpec, index: Int) -> SectionContext {
        let key = [LocalizedKey.sectionNamespace, section.id]
        let title = section.title.map {
            userText($0, key: key + ["title"], comment: "The header title of the section '\(section.id)'")
        }
        let footer = section.footer.map {
            userText($0, key: key + ["footer"], comment: "The footer of the section '\(section.id)'")
        }
        return SectionContext(
            caseName: section.id, hasTitle: section.title != nil, titleLiteral: title,
            titleExpression: title ?? "nil",
            hasFooter: section.footer != nil, footerExpression: footer ?? "nil",
            showWhenEmpty: section.showWhenEmpty || section.collapsible,
            showsTitlesExpression: section.showWhenEmpty || section.collapsible ? "true" : "rowCount > 0",
            hasHeaderView: section.headerView, hasFooterView: section.footerView, isCollapsible: section.collapsible,
            index: index, isFirst: index == 0, isLast: index == spec.sections.count - 1)
    }
}
