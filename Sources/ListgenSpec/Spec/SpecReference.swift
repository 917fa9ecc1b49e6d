/// The spec-reference tables of `Documentation/SpecFormat.md` (``page``), derived from ``SpecFormat``.
///
/// Each table sits in that page between `<!-- spec-format: <Title> -->` and
/// `<!-- /spec-format -->`; `LISTGEN_RECORD=1 swift test` rewrites them and a freshness test fails
/// when they are stale. The prose around the tables is the page's own.
enum SpecReference {
    /// The page the tables are written into, relative to the package root.
    static let page = "Documentation/SpecFormat.md"

    /// The mappings that get a table, in the page's order.
    static let tables: [SpecMapping] = [
        SpecFormat.Screen.mapping, SpecFormat.Section.mapping, SpecFormat.DataSections.mapping,
        SpecFormat.SectionTitle.mapping, SpecFormat.Cell.mapping, SpecFormat.Formatted.mapping,
        SpecFormat.Event.mapping, SpecFormat.Select.mapping, SpecFormat.Route.mapping,
    ]

    /// The Markdown table of `mapping`; the keys of a nested mapping get rows of their own (`display.text`).
    static func table(_ mapping: SpecMapping) -> String {
        var lines = ["| key | default | meaning |", "| --- | --- | --- |"]
        func add(_ keys: [SpecKey], prefix: String) {
            for key in keys {
                if case .mapping(let nested) = key.value {
                    add(nested.keys, prefix: prefix + key.name + ".")
                    continue
                }
                lines.append("| `\(prefix + key.name)` | \(defaultText(key.defaultValue)) | \(meaning(key)) |")
            }
        }
        add(mapping.keys, prefix: "")
        return lines.joined(separator: "\n") + "\n"
    }

    static func defaultText(_ value: SpecKey.Default) -> String {
        switch value {
        case .required: "required"
        case .none: "none"
        case .value(let text): "`\(text)`"
        case .described(let text): text
        }
    }

    /// The description, then the allowed words of a choice with what each means.
    static func meaning(_ key: SpecKey) -> String {
        let choices: [SpecValue.Choice]
        switch key.value {
        case .choice(let words), .words(let words, _): choices = words
        case .either(let values):
            // One word or a list of them (`placement`): the words once.
            guard case .choice(let words)? = values.first(where: { if case .choice = $0 { true } else { false } })
            else { return key.description }
            choices = words
        default: return key.description
        }
        let words = choices.map { "`\($0.word)` (\($0.meaning))" }
        let list = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words[0]
        return "\(key.description) \(list)."
    }

    /// The page's markers: `<!-- spec-format: <Title> -->` … `<!-- /spec-format -->`.
    static let markers = MarkedParts(page: page, kind: "spec-format")
    static func beginMarker(_ title: String) -> String { markers.beginMarker(title) }
    static var endMarker: String { markers.endMarker }

    /// `readme` (the text of ``page``) with every marked table replaced by its current text. A
    /// marker naming no table, or a table without its markers, is an error: a table can never silently go missing.
    static func updating(readme: String) throws(ReferenceError) -> String {
        try markers.updating(
            readme, parts: tables.map { ($0.title, table($0).split(separator: "\n").map(String.init)) },
            what: "table of the spec format", missing: { " for the \($0) table" })
    }

    typealias ReferenceError = MarkedParts.Failure
}
