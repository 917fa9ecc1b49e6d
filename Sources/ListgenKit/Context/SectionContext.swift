/// An element of `sections`.
struct SectionContext: Encodable, Sendable {
    /// The section's id.
    var id: String
    /// Its case of `<screen>Section` (the id).
    var caseName: String
    /// The section has a title.
    var hasTitle: Bool
    /// The title as a Swift string literal (only with `hasTitle`).
    var titleLiteral: String?
    /// The title as doc-comment text (only with `hasTitle`).
    var titleDoc: String?
    /// 0-based position in `sections`.
    var index: Int
    /// The first section.
    var isFirst: Bool
    /// The last section.
    var isLast: Bool
}

extension TemplateContextBuilder {
    func section(_ section: SectionSpec, index: Int) -> SectionContext {
        SectionContext(
            id: section.id, caseName: section.id, hasTitle: section.title != nil,
            titleLiteral: section.title.map(SwiftLiteral.string), titleDoc: section.title.map(SwiftLiteral.docText),
            index: index, isFirst: index == 0, isLast: index == spec.sections.count - 1)
    }
}
