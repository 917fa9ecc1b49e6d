import ListgenYAML

/// The keys of issue #22 (`Documentation/BeyondTheSpec.md`): list layout, swipe-action styling.
/// Kept together so that they can be ported onto a table-driven decoder in one move.
extension SpecDecoder.Context {
    /// The screen's `separators`, and where its `style` is (a sidebar style on a table is reported by
    /// ``SpecValidator`` once the command line's `--list` is applied).
    mutating func beyondScreen(_ keys: MappingKeys, into decoded: inout DecodedScreen) {
        typealias Format = SpecFormat.Screen
        decoded.separators =
            keys[Format.separators.name].flatMap { bool($0.value, Format.separators.quoted) }
            ?? Format.separators.defaultBool
        decoded.styleNode = keys[Format.style.name]?.value
    }

    /// A cell's `fullSwipe`.
    mutating func beyondCell(_ keys: MappingKeys, into cell: inout CellSpec) {
        typealias Format = SpecFormat.Cell
        cell.fullSwipe =
            keys[Format.fullSwipe.name].flatMap { bool($0.value, Format.fullSwipe.quoted) }
            ?? Format.fullSwipe.defaultBool
        // It sets the swipe actions' configuration: a cell kind without any would ignore it.
        if let entry = keys[Format.fullSwipe.name], !cell.events.contains(where: \.isSwipeAction) {
            error(
                "\(Format.fullSwipe.quoted) sets how cell '\(cell.name)' performs its swipe actions, but none of its "
                    + "events is placed 'swipeLeading' or 'swipeTrailing'",
                at: entry.key)
        }
    }

    /// An event's `swipeTitle` and `color` (a system colour's name; an unknown one gets a did-you-mean).
    mutating func beyondEvent(_ keys: MappingKeys, into event: inout EventSpec) {
        typealias Format = SpecFormat.Event
        event.swipeTitle = keys[Format.swipeTitle.name].flatMap {
            string($0.value, Format.swipeTitle.quoted, lenient: true)
        }
        event.color = keys[Format.color.name].flatMap { choice($0.value, Format.color, as: SystemColor.self) }
        // Both style the swipe action alone: on an event that is none they would do nothing.
        if !event.isSwipeAction {
            for key in [Format.swipeTitle, Format.color] {
                guard let entry = keys[key.name] else { continue }
                error(
                    "\(key.quoted) styles the event's swipe action, but event '\(event.name)' is not placed "
                        + "'swipeLeading' or 'swipeTrailing'",
                    at: entry.key)
            }
        }
    }
}
