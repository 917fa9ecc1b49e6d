/// The commented spec `listgen init` writes.
enum StarterSpec {
    static func text(screen: String) -> String {
        let model = screen.hasSuffix("s") && screen.count > 1 ? String(screen.dropLast()) : screen + "Item"
        return """
            # yaml-language-server: $schema=listgen.schema.json  (run `listgen schema > listgen.schema.json`)
            # A listgen spec: one list screen whose cells carry buttons that navigate.
            # Generate with:  listgen \(screen).listgen.yaml -o Generated
            # Reference: the "Spec format" section of listgen's README; `listgen schema` prints the JSON Schema.

            screen: \(screen)          # names the types: \(screen)ViewController, \(screen)Route, \(screen)Router…
            list: table               # table (UITableView) or collection (UICollectionView list)
            dataSource: diffable      # diffable (stable IDs) or classic (UITableViewDataSource)
            wiring: closure           # closure (on<Event>Tap) or delegate (weak delegate, didTap<Event>(in:))

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
                events:
                  button:             # one button: onButtonTap / didTapButton(in:) / didTapButton(at:)
                    title: Open
                    route: detail
                    # accessibilityLabel: Open details   # what VoiceOver says; default: the title

            routes:
              detail:
                destination: \(model)DetailViewController   # your UIViewController subclass
                pass: model           # model or id
                presentation: push    # push, present or show

            """
    }
}
