/// The commented spec `listgen init` writes. Its defaults and the words each choice allows come
/// from ``SpecFormat``.
package enum StarterSpec {
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
        /// A choice key commented out with `example`, then its words with the default marked.
        func commented(_ key: SpecKey, _ example: String, width: Int, _ note: String = "") -> String {
            let words = key.choices.map { choice in
                if case .value(let word) = key.defaultValue, word == choice.word { return choice.word + " (default)" }
                return choice.word
            }
            var described = ""
            if case .described(let text) = key.defaultValue { described = " (default: \(text.replacingBackticks()))" }
            return ("# " + key.name + ": " + example).padding(to: width) + "# " + words.joined(separator: ", ")
                + described + note
        }
        /// A key whose value is one word or a list of them: its default, then every word. Commented out
        /// by the caller, so the starter's output does not change.
        func words(_ key: SpecKey) -> String {
            guard case .either(let values) = key.value, case .choice(let choices)? = values.first else {
                preconditionFailure("\(key.name) is not a word or a list of words")
            }
            return key.name + ": " + key.defaultString + "   # or a list: "
                + choices.map(\.word).joined(separator: ", ") + " (swipe actions and context-menu items)"
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
            # title: \(screen)            # the navigation title
            \(commented(Screen.access.spec, "public", width: 26, ": for a screen in a library target"))
            \(commented(Screen.style.spec, "insetGrouped", width: 26))
            # localization: { table: \(screen) }   # texts become String(localized:) lookups; `listgen strings` lists them
            # emptyState: { text: No items yet, systemImage: tray }   # shown while the list has no rows
            # refresh: true           # pull to refresh: the controller calls onRefresh
            # paging: true            # load more: the controller calls onLoadNextPage at the end of the list

            # sections:               # optional; default: one untitled section
            #   - id: pinned
            #     title: Pinned
            #   - id: all

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
                # content: { view: \(model)RowView }   # instead of display: your own UIView, adopting the
                #                                     # generated \(model)CellContent (Documentation/ContentViews.md)
                # select: { route: detail }   # a tap on the row itself (didSelectRow(at:)); `select: {}` is an
                #                             # action; without `select` rows are not selectable
                events:
                  button:             # one button: onButtonTap / didTapButton(in:) / didTapButton(at:)
                    title: Open
                    route: detail
                    # accessibilityLabel: Open details   # what VoiceOver says; default: the title
                    # confirm: { title: Open this item?, message: Details follow., button: Open }
                    #                 # ask first: an alert; the row is looked up again when confirmed
                    # \(words(SpecFormat.Event.placement.spec))

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
