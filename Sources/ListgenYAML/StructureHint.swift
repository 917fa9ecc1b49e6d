/// Hints for libyaml's structural errors, read from the indentation of the lines around them.
///
/// libyaml reports a misplaced line in terms of its grammar (`did not find expected key`, `mapping
/// values are not allowed in this context`, `did not find expected '-' indicator`). These are the
/// common mistakes behind them, each worded as the line to change and how:
///
/// - a key indented between two levels (``betweenLevels``);
/// - a `key: value` indented under a key that already has a value (``underAValue``);
/// - a `- ` list item among the keys of a mapping (``listItemInMapping``);
/// - a key after a `- ` list item, at the list's indentation (``keyInList``);
/// - a key dedented in the middle of a block, which ends the block, so the keys after it at the
///   block's indentation belong nowhere (``dedentedInBlock``);
/// - a value that starts with `{` or `[` meant as text (`title: {name} joined`), which YAML reads as a
///   flow mapping or list followed by stray text (``flowValueFollowedByText(_:column:flow:)``).
///
/// The Tests/ListgenKitTests/BadInputs/3xx-yaml-*.yaml corpus holds a real case of each.
struct StructureHint {
    /// The hint, appended to libyaml's message after `; `.
    var text: String
    /// For a list written where a mapping was meant: the key that holds it (`events`).
    var listKey: String?

    /// One line of the input, as the hints see it.
    struct Line {
        /// 1-based.
        var number: Int
        /// Leading spaces.
        var indent: Int
        /// The text after the indentation.
        var content: Substring

        /// `name` for a line `name:` or `name: value`, nil for other lines.
        var key: Substring? {
            var text = content
            if text.hasPrefix("- ") { text = text.dropFirst(2).drop(while: { $0 == " " }) }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let after = text.index(after: colon)
            guard after == text.endIndex || text[after] == " " else { return nil }
            let name = text[..<colon]
            guard !name.isEmpty, !name.contains(" "), !"\"'[{#&*!|>%@`".contains(name.first!) else { return nil }
            return name
        }

        /// The value after `key: `, without a trailing comment; empty when there is none.
        var value: Substring {
            guard let colon = content.firstRange(of: ":") else { return "" }
            var value = content[colon.upperBound...].drop(while: { $0 == " " })
            if value.hasPrefix("#") { return "" }
            if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound] }
            return value
        }

        var isListItem: Bool { content == "-" || content.hasPrefix("- ") }
    }

    /// The lines of `input` that hold something (not blank, not only a comment), by 0-based line index.
    static func lines(_ input: UnsafeBufferPointer<UInt8>) -> [Int: Line] {
        var result: [Int: Line] = [:]
        let text = String(decoding: input, as: UTF8.self)
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw
            if line.last == "\r" { line = line.dropLast() }
            let content = line.drop(while: { $0 == " " })
            guard !content.isEmpty, !content.hasPrefix("#") else { continue }
            result[index] = Line(number: index + 1, indent: line.count - content.count, content: content)
        }
        return result
    }

    /// The hint for libyaml's `problem` at the 0-based `line`, with the context (a block mapping or
    /// collection) starting at the 0-based `contextLine`; nil when the lines fit none of the mistakes.
    static func hint(
        for problem: String, line: Int, contextLine: Int?, in input: UnsafeBufferPointer<UInt8>
    ) -> StructureHint? {
        let lines = lines(input)
        guard let current = lines[line] else { return nil }
        let above = lines.filter { $0.key < line }.sorted { $0.key > $1.key }.map(\.value)
        switch problem {
        case "did not find expected key":
            if current.isListItem { return listItemInMapping(current, above: above) }
            return betweenLevels(current, above: above) ?? dedentedInBlock(current, above: above)
        case "mapping values are not allowed in this context":
            return dedentedInBlock(current, above: above) ?? underAValue(current, above: above)
        case "did not find expected '-' indicator":
            guard let contextLine, let item = lines[contextLine] else { return nil }
            return keyInList(current, firstItem: item, above: above.filter { $0.number <= item.number })
        default:
            return nil
        }
    }

    /// The open keys above a line: each line above that is indented less than every line after it.
    static func ancestors(_ above: [Line]) -> [Line] {
        var chain: [Line] = []
        for line in above where line.indent < (chain.last?.indent ?? .max) {
            chain.append(line)
        }
        return chain
    }

    /// `   events:` (3 spaces) after keys at 4 and 2 spaces.
    static func betweenLevels(_ line: Line, above: [Line]) -> StructureHint? {
        guard let key = line.key else { return nil }
        let chain = ancestors(above)
        for (deeper, shallower) in zip(chain, chain.dropFirst())
        where shallower.indent < line.indent && line.indent < deeper.indent {
            guard let deeperKey = deeper.key, let shallowerKey = shallower.key else { return nil }
            return StructureHint(
                text: "'\(key):' on line \(line.number) is indented by \(spaces(line.indent)), between '\(deeperKey):' "
                    + "on line \(deeper.number) (\(deeper.indent)) and '\(shallowerKey):' on line \(shallower.number) "
                    + "(\(shallower.indent)); the keys of one mapping line up: indent it by \(deeper.indent) to "
                    + "follow '\(deeperKey):', or by \(shallower.indent) to follow '\(shallowerKey):'")
        }
        return nil
    }

    /// `      confirm: { title: Remove? }` (6) between `        title: Remove` and `        route: detail` (8):
    /// the dedented key ends the mapping that `title:` is in, and `route:` belongs to nothing. The line
    /// above the error has a value (so the error's line is not its child), is indented less than the
    /// error's line, and interrupts a block at the error's line's indentation.
    static func dedentedInBlock(_ line: Line, above: [Line]) -> StructureHint? {
        guard let key = line.key, let dedented = above.first, let dedentedKey = dedented.key,
            dedented.indent < line.indent, !dedented.value.isEmpty, !dedented.isListItem,
            let sibling = above.dropFirst().first(where: { $0.indent <= line.indent }), sibling.indent == line.indent,
            let siblingKey = sibling.key
        else { return nil }
        return StructureHint(
            text: "'\(dedentedKey):' on line \(dedented.number) is indented by \(spaces(dedented.indent)), less than "
                + "'\(siblingKey):' on line \(sibling.number) (\(sibling.indent)), which ends that mapping, so "
                + "'\(key):' on line \(line.number) (\(line.indent)) belongs to none; indent '\(dedentedKey):' by "
                + "\(sibling.indent) to keep the mapping going")
    }

    /// A value written as text that starts with `{` or `[`: YAML reads a flow mapping or list up to its
    /// closing bracket, and the text after it is an error (`title: {name} joined`). `column` is the
    /// 0-based column of libyaml's problem (the text after the bracket), `flow` whether the value is
    /// itself inside a flow mapping (`confirm: { title: {name} leaves }`), where it ends at `,` or `}`.
    /// Returns the hint and the 0-based column where the value starts.
    static func flowValueFollowedByText(_ line: Line, column: Int, flow: Bool) -> (hint: String, column: Int)? {
        let text = Array(line.content.unicodeScalars)
        let problem = column - line.indent
        guard problem > 0, problem <= text.count else { return nil }
        // The bracket that starts the value: after `key: `, and closed before the problem, with only
        // spaces between its closing bracket and the problem.
        var start = problem - 1
        while start >= 0 {
            defer { start -= 1 }
            guard text[start] == "{" || text[start] == "[", start >= 2, text[start - 1] == " ", text[start - 2] == ":"
            else { continue }
            var depth = 0
            var close: Int?
            for index in start..<problem {
                if text[index] == "{" || text[index] == "[" { depth += 1 }
                if text[index] == "}" || text[index] == "]" {
                    depth -= 1
                    if depth == 0 {
                        close = index
                        break
                    }
                }
            }
            guard let close, text[(close + 1)..<problem].allSatisfy({ $0 == " " }) else { continue }
            var keyStart = start - 2
            while keyStart > 0, !" {,".unicodeScalars.contains(text[keyStart - 1]) { keyStart -= 1 }
            let key = String(String.UnicodeScalarView(text[keyStart..<(start - 2)]))
            guard !key.isEmpty else { return nil }
            var end = text.count
            if flow {
                end = text[problem...].firstIndex(where: { $0 == "," || $0 == "}" || $0 == "]" }) ?? text.count
            } else if let comment = (problem..<text.count).first(where: { text[$0] == "#" && text[$0 - 1] == " " }) {
                end = comment
            }
            while end > problem, text[end - 1] == " " { end -= 1 }
            let value = String(String.UnicodeScalarView(text[start..<end]))
            let collection = String(String.UnicodeScalarView(text[start...close]))
            let kind = text[start] == "{" ? "a mapping" : "a list"
            var escaped = ""
            for character in value {
                if character == "\"" || character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            return (
                "YAML reads '\(collection)' as \(kind) (a value starting with '\(text[start])'), so the text after it "
                    + "cannot follow; to write '\(value)', quote it: \(key): \"\(escaped)\"",
                line.indent + start
            )
        }
        return nil
    }

    /// `1 space`, `3 spaces`.
    static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    /// `        image: x` under `      secondaryText: subject`.
    static func underAValue(_ line: Line, above: [Line]) -> StructureHint? {
        guard let key = line.key, let previous = above.first, let previousKey = previous.key,
            previous.indent < line.indent, !previous.value.isEmpty, !previous.isListItem
        else { return nil }
        return StructureHint(
            text:
                "'\(key):' on line \(line.number) is indented more than '\(previousKey):' on line \(previous.number), "
                + "which already has a value ('\(previous.value)'); indent '\(key):' by \(previous.indent), as "
                + "'\(previousKey):' is")
    }

    /// `      - archive:` among the keys of the mapping under `events:`.
    static func listItemInMapping(_ line: Line, above: [Line]) -> StructureHint? {
        guard let parent = ancestors(above).first(where: { $0.indent < line.indent }), let parentKey = parent.key,
            parent.value.isEmpty
        else { return nil }
        let item = line.key.map { "'\($0):'" } ?? "the item"
        return StructureHint(
            text: "line \(line.number) is a list item ('- '), but '\(parentKey):' on line \(parent.number) holds a "
                + "mapping; write \(item) without the '- '",
            listKey: String(parentKey))
    }

    /// `      title: Reply` after `      - reply:`, at the list's indentation.
    static func keyInList(_ line: Line, firstItem: Line, above: [Line]) -> StructureHint? {
        guard let key = line.key, firstItem.isListItem,
            let parent = above.first(where: { $0.number < firstItem.number && $0.indent <= firstItem.indent }),
            let parentKey = parent.key, parent.value.isEmpty
        else { return nil }
        return StructureHint(
            text: "the '- ' on line \(firstItem.number) makes '\(parentKey):' (line \(parent.number)) a list, so "
                + "'\(key):' on line \(line.number) cannot follow it at that indentation; for a mapping, write its "
                + "entries without '- '",
            listKey: String(parentKey))
    }
}
