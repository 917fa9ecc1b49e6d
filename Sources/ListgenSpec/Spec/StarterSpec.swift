/// The commented spec `listgen init` writes. Its defaults and the words each choice allows come
/// from ``SpecFormat``, and so do its commented-out optional keys: every key the table gives a
/// starter example (``SpecKey/starter``), in the table's order, with the first words of its
/// description; a key added to the table with an example shows up here by itself.
package enum StarterSpec {
    /// The mappings whose optional keys the starter shows, as the table holds them.
    static var mappings: [SpecMapping] {
        [
            SpecFormat.Screen.mapping, SpecFormat.Cell.mapping, SpecFormat.Display.mapping, SpecFormat.Event.mapping,
        ]
    }

    /// `key`'s starter example with the screen's name in place of `<screen>`.
    static func example(_ key: SpecKey, screen: String) -> String? {
        key.starter?.replacing("<screen>", with: screen)
    }

    /// Every key of `mapping` with a starter example, commented out, one a line (the first without
    /// `indent`, as the caller places it): `# search: { fields: [title] }   # A search bar over the rows`.
    static func commentedKeys(of mapping: SpecMapping, screen: String, indent: String, width: Int) -> String {
        var lines: [String] = []
        for key in mapping.keys {
            guard let example = example(key, screen: screen) else { continue }
            var comment = summary(key.description)
            let words = key.choices.map { choice in
                if case .value(let word) = key.defaultValue, word == choice.word { return choice.word + " (default)" }
                return choice.word
            }
            if !words.isEmpty { comment += ": " + words.joined(separator: ", ") }
            lines.append(("# " + key.name + ": " + example).padding(to: width) + "# " + comment)
        }
        return lines.joined(separator: "\n" + indent)
    }

    /// A description's first clause, as plain text: what a comment after the key can hold.
    static func summary(_ description: String) -> String {
        var text = Substring(description.replacingBackticks().replacing(" (below)", with: ""))
        for separator in [". ", ": ", "; ", ", or "] {
            if let range = text.firstRange(of: separator) { text = text[..<range.lowerBound] }
        }
        // A long first clause: up to its first aside.
        for separator in [", and ", " with ", " ("] where text.count > 60 {
            if let range = text.firstRange(of: separator) { text = text[..<range.lowerBound] }
        }
        if text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }

    package static func text(screen: String) -> String {
        let model = screen.hasSuffix("s") && screen.count > 1 ? String(screen.dropLast()) : screen + "Item"
        typealias Screen = SpecFormat.Screen
        typealias Route = SpecFormat.Route
        /// A choice key's default, then a comment listing every word with its meaning.
        func choice(_ key: SpecKey, width: Int) -> String {
            guard case .choice(let choices) = key.value else { preconditionFailure("\(key.name) is not a choice") }
            let value = key.name + ": " + key.defaultString
            let words = choices.map { "\($0.word) (\($0.meaning.replacingBackticks()))" }
            return value.padding(to: width) + "# " + words.joined(separator: ", ")
        }
        return """
            # yaml-language-server: $schema=listgen.schema.json  (run `listgen schema > listgen.schema.json`)
            # A listgen spec: one list screen whose cells carry buttons that navigate.
            # Generate with:  listgen \(screen).listgen.yaml -o Generated
            # Reference: Documentation/SpecFormat.md in listgen's repository; `listgen schema` prints the JSON Schema.

            screen: \(screen)          # names the types: \(screen)ViewController, \(screen)Route, \(screen)Router…
            \(choice(Screen.list.spec, width: 26))
            \(choice(Screen.dataSource.spec, width: 26))
            \(choice(Screen.wiring.spec, width: 26))

            # Optional keys, commented out (every key: Documentation/SpecFormat.md, or `listgen schema`):
            \(commentedKeys(of: Screen.mapping, screen: screen, indent: "", width: 26))

            cells:
              \(model)Cell:
                model: \(model)         # the row model; listgen declares it unless generateModel: false
                id: id                # the stable identity field
                fields:
                  id: UUID
                  title: String
                  subtitle: String?
                display:
                  text: title
                  secondaryText: subtitle
                  image: { systemName: doc.text }
                  \(commentedKeys(of: SpecFormat.Display.mapping, screen: screen, indent: "      ", width: 24))
                # content: { view: \(model)RowView }   # instead of display: your own UIView, adopting the
                #                                     # generated \(model)CellContent (Documentation/ContentViews.md)
                \(commentedKeys(of: SpecFormat.Cell.mapping, screen: screen, indent: "    ", width: 26))
                events:
                  button:             # one button: onButtonTap / didTapButton(in:) / didTapButton(at:)
                    title: Open
                    route: detail
                    \(commentedKeys(of: SpecFormat.Event.mapping, screen: screen, indent: "        ", width: 22))

            routes:
              detail:
                destination: \(model)DetailViewController   # your UIViewController subclass
                \(choice(Route.pass.spec, width: 22))
                \(choice(Route.presentation.spec, width: 22))

            """
    }
}

extension String {
    /// The text padded with spaces to `width` characters (at least one space).
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }

    /// Markdown code spans as plain text, for a YAML comment.
    fileprivate func replacingBackticks() -> String { split(separator: "`", omittingEmptySubsequences: false).joined() }
}
