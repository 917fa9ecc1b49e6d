/// An element of `sections`.
struct SectionContext: Encodable, Sendable {
    /// Its case of `<screen>Section`: the section's `id`.
    var caseName: String
    /// The section has a title.
    var hasTitle: Bool
    /// The title as a Swift string literal (only with `hasTitle`).
    var titleLiteral: String?
    /// The title as an expression of type `String?`: `titleLiteral`, or `nil`.
    var titleExpression: String
    /// The section has a footer.
    var hasFooter: Bool
    /// The footer as an expression of type `String?`: a Swift string literal, or `nil`.
    var footerExpression: String
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
            caseName: section.id, hasTitle: section.title != nil, titleLiteral: section.title.map(SwiftLiteral.string),
            titleExpression: section.title.map(SwiftLiteral.string) ?? "nil",
            hasFooter: section.footer != nil, footerExpression: section.footer.map(SwiftLiteral.string) ?? "nil",
            index: index, isFirst: index == 0, isLast: index == spec.sections.count - 1)
    }
}
