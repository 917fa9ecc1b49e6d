import ListgenSpec

/// `localization`: the screen's localized texts; `null` when the spec has no `localization` (then
/// every text is a string literal where it is used, and no strings enum is generated).
struct LocalizationContext: Encodable, Sendable {
    /// The strings enum: `OrdersStrings`.
    var stringsType: String
    /// The table's name as a Swift string literal: `"Orders"`.
    var tableLiteral: String
    /// `bundle: module`: the lookups pass `bundle: .module`; else they use the main bundle.
    var usesModuleBundle: Bool
    /// The texts, sorted by key: one member of the strings enum each.
    var texts: [UserTextContext]
}

/// An element of `localization.texts`: one user-visible text and its member of the strings enum.
struct UserTextContext: Encodable, Sendable {
    /// The member of the strings enum: `sectionActiveTitle`.
    var memberName: String
    /// The key as a Swift string literal: `"Orders.section.active.title"`.
    var keyLiteral: String
    /// The English text as a Swift string literal: the lookup's `defaultValue`.
    var valueLiteral: String
    /// What the text is, for translators, as a Swift string literal: the lookup's `comment`.
    var commentLiteral: String
    /// The English text, doc-comment safe.
    var docValue: String
    /// The first text.
    var isFirst: Bool
}

/// One user-visible text: its key, English value and comment for translators. What
/// `listgen strings` prints, one entry each.
package struct UserText: Sendable, Hashable {
    /// `Orders.section.active.title` (``LocalizedKey``).
    package var key: String
    /// The English text, exactly as the spec gives it.
    package var value: String
    /// What the text is: `The header title of the section 'active'`.
    package var comment: String
}

/// The user-visible texts one context build used, by key. Filled by
/// ``TemplateContextBuilder/userText(_:key:comment:)``; read once the build is done.
final class UserTextLog {
    private(set) var texts: [String: (text: UserText, member: String)] = [:]
    private var members: Set<String> = []

    /// The strings enum member of `text`, recorded on first use. Member names come from the key's
    /// parts after the screen, joined in lower camel case, numbered on a clash.
    func member(for text: UserText, parts: [String]) -> String {
        if let known = texts[text.key] { return known.member }
        let stem =
            SwiftIdentifier.lowerFirst(parts.first ?? "text")
            + parts.dropFirst().map(SwiftIdentifier.upperFirst).joined()
        var name = SwiftIdentifier.keywords.contains(stem) ? stem + "Text" : stem
        var number = 2
        while members.contains(name) {
            name = stem + String(number)
            number += 1
        }
        members.insert(name)
        texts[text.key] = (text, name)
        return name
    }
}

extension TemplateContextBuilder {
    /// The Swift expression that shows a user-visible text: the escaped literal, or with
    /// `localization` the member of the strings enum that looks it up
    /// (`String(localized:defaultValue:table:bundle:comment:)`).
    ///
    /// Every user-visible text of the generated code goes through here, so that `listgen strings`
    /// and the strings enum list exactly what the code shows. `parts` are the key's parts after
    /// the screen's name (``LocalizedKey``): `["section", "active", "title"]`.
    func userText(_ value: String, key parts: [String], comment: String) -> String {
        guard spec.localization != nil else { return SwiftLiteral.string(value) }
        let text = UserText(key: LocalizedKey.key(screen: spec.screen, parts), value: value, comment: comment)
        return "\(names.strings).\(userTexts.member(for: text, parts: parts))"
    }

    /// `localization`, from the texts recorded while building the rest of the context.
    func localization() -> LocalizationContext? {
        guard let localization = spec.localization else { return nil }
        let sorted = userTexts.texts.values.sorted { $0.text.key < $1.text.key }
        return LocalizationContext(
            stringsType: names.strings, tableLiteral: SwiftLiteral.string(localization.table),
            usesModuleBundle: localization.bundle == .module,
            texts: sorted.enumerated().map { index, entry in
                UserTextContext(
                    memberName: entry.member, keyLiteral: SwiftLiteral.string(entry.text.key),
                    valueLiteral: SwiftLiteral.string(entry.text.value),
                    commentLiteral: SwiftLiteral.string(entry.text.comment),
                    docValue: SwiftLiteral.docText(entry.text.value), isFirst: index == 0)
            })
    }

    /// Every user-visible text of the screen, sorted by key (what `listgen strings` prints). Builds
    /// the context to find them: the texts are exactly those the generated code uses.
    func allUserTexts() -> [UserText] {
        _ = build()
        return userTexts.texts.values.map(\.text).sorted { $0.key < $1.key }
    }
}
