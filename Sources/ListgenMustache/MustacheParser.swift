// Parses a template's source into `MustacheNode`s, in one pass over its UTF-8 bytes.
//
// The tokenizer cuts the source into lines of tokens (text, tags); each complete line goes to
// the builder, which applies the standalone rules and keeps a stack of open sections.

private let asciiNewline: UInt8 = 0x0A
private let asciiReturn: UInt8 = 0x0D
private let asciiSpace: UInt8 = 0x20
private let asciiTab: UInt8 = 0x09

private func isInlineSpace(_ byte: UInt8) -> Bool { byte == asciiSpace || byte == asciiTab }
private func isSpace(_ byte: UInt8) -> Bool {
    byte == asciiSpace || byte == asciiTab || byte == asciiNewline || byte == asciiReturn
}

struct MustacheParser {
    private enum TagKind: Equatable {
        case variable(escaped: Bool)
        case section
        case inverted
        case close
        case comment
        case partial
        case parent
        case block
        case delimiters

        /// Whether a tag of this kind alone on its line removes the line.
        var canStandAlone: Bool {
            switch self {
            case .variable: false
            default: true
            }
        }
    }

    private struct Tag {
        var kind: TagKind
        /// The tag's content without delimiters and sigil, trimmed.
        var content: String
        /// Offset of the opening delimiter.
        var start: Int
        var line: Int
        var column: Int
    }

    private enum Token {
        case text(Int, Int)
        case tag(Tag)
    }

    private struct Frame {
        enum Kind {
            case root
            case section(MustacheName, inverted: Bool)
            case parent(MustachePartialName, indent: String?)
            case block(isStandalone: Bool, before: String, contentStart: Int)
        }
        var kind: Kind
        /// The normalized name a closing tag must repeat.
        var name: String
        var line: Int
        var column: Int
        var nodes: [MustacheNode] = []
        /// Arguments of a parent tag.
        var blocks: [String: MustacheBlock] = [:]

        var description: String {
            switch kind {
            case .root: "template"
            case .section(_, let inverted): inverted ? "inverted section" : "section"
            case .parent: "parent"
            case .block: "block"
            }
        }
    }

    private let bytes: [UInt8]
    private let templateName: String

    private var line = 1
    private var lineStart = 0
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var lineTokens: [Token] = []
    private var frames: [Frame]

    init(source: String, name: String) {
        bytes = Array(source.utf8)
        templateName = name
        frames = [Frame(kind: .root, name: "", line: 1, column: 1)]
    }

    // MARK: Tokenizer

    mutating func parse() throws(MustacheError) -> [MustacheNode] {
        var position = 0
        while position < bytes.count {
            guard let tagStart = find(openDelimiter, from: position) else {
                try addText(from: position, to: bytes.count)
                break
            }
            try addText(from: position, to: tagStart)
            let (tag, end) = try readTag(at: tagStart)
            lineTokens.append(.tag(tag))
            // Tags may span lines (comments).
            var index = tagStart
            while index < end {
                if bytes[index] == asciiNewline {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            position = end
        }
        try finishLine(end: bytes.count)
        if frames.count > 1 {
            let open = frames[frames.count - 1]
            throw error(
                "unclosed \(open.description) '\(open.name)' opened at \(open.line):\(open.column)",
                line: open.line, column: open.column)
        }
        return frames[0].nodes
    }

    private mutating func addText(from start: Int, to end: Int) throws(MustacheError) {
        var start = start
        var index = start
        while index < end {
            if bytes[index] == asciiNewline {
                lineTokens.append(.text(start, index + 1))
                try finishLine(end: index + 1)
                line += 1
                lineStart = index + 1
                start = index + 1
            }
            index += 1
        }
        if start < end { lineTokens.append(.text(start, end)) }
    }

    private mutating func readTag(at start: Int) throws(MustacheError) -> (Tag, end: Int) {
        let column = columnOf(start)
        let contentStart = start + openDelimiter.count
        // Spelled out only for error messages.
        var open: String { string(start, contentStart) }
        var close: String { String(decoding: closeDelimiter, as: UTF8.self) }
        var tag = Tag(kind: .variable(escaped: true), content: "", start: start, line: line, column: column)
        let first: UInt8? = contentStart < bytes.count ? bytes[contentStart] : nil

        if first == UInt8(ascii: "{") {
            let closing = [UInt8(ascii: "}")] + closeDelimiter
            guard let end = find(closing, from: contentStart + 1) else {
                throw error("unclosed tag: expected '}\(close)' to close '\(open){'", line: line, column: column)
            }
            tag.kind = .variable(escaped: false)
            tag.content = trimmed(contentStart + 1, end)
            return (tag, end + closing.count)
        }

        if first == UInt8(ascii: "=") {
            let closing = [UInt8(ascii: "=")] + closeDelimiter
            guard let end = find(closing, from: contentStart + 1) else {
                throw error(
                    "invalid set-delimiter tag: expected '=\(close)' to close '\(open)='", line: line, column: column)
            }
            let inner = bytes[(contentStart + 1)..<end]
            let parts = inner.split(whereSeparator: isSpace)
            guard parts.count == 2,
                !parts.contains(where: { $0.contains(UInt8(ascii: "=")) })
            else {
                throw error(
                    "invalid set-delimiter tag '\(string(start, end + closing.count))': expected two delimiters "
                        + "without whitespace or '=', separated by whitespace",
                    line: line, column: column)
            }
            openDelimiter = Array(parts[0])
            closeDelimiter = Array(parts[1])
            tag.kind = .delimiters
            return (tag, end + closing.count)
        }

        guard let end = find(closeDelimiter, from: contentStart) else {
            throw error("unclosed tag: expected '\(close)' to close '\(open)'", line: line, column: column)
        }
        var content = Substring(trimmed(contentStart, end))
        let sigil: TagKind? =
            switch content.utf8.first {
            case UInt8(ascii: "#"): .section
            case UInt8(ascii: "^"): .inverted
            case UInt8(ascii: "/"): .close
            case UInt8(ascii: "!"): .comment
            case UInt8(ascii: ">"): .partial
            case UInt8(ascii: "<"): .parent
            case UInt8(ascii: "$"): .block
            case UInt8(ascii: "&"): .variable(escaped: false)
            default: nil
            }
        if let sigil {
            tag.kind = sigil
            content = content.dropFirst()
        }
        tag.content = tag.kind == .comment ? "" : trim(content)
        return (tag, end + closeDelimiter.count)
    }

    // MARK: Builder

    /// Applies the standalone rules to the line just tokenized, then builds its nodes.
    private mutating func finishLine(end lineEnd: Int) throws(MustacheError) {
        guard !lineTokens.isEmpty else { return }
        // Take the line's tokens without copying them, and hand the buffer back for the next line.
        var tokens: [Token] = []
        swap(&tokens, &lineTokens)
        defer {
            tokens.removeAll(keepingCapacity: true)
            swap(&tokens, &lineTokens)
        }

        // Only lines with one or two tags can be standalone: remember at most the first two.
        var tagCount = 0
        var tags: [(index: Int, tag: Tag)] = []
        var onlyWhitespace = true
        for index in tokens.indices {
            switch tokens[index] {
            case .tag(let tag):
                tagCount += 1
                if tagCount <= 2 { tags.append((index, tag)) }
            case .text(let start, let end):
                if onlyWhitespace {
                    var position = start
                    while position < end, isSpace(bytes[position]) { position += 1 }
                    if position < end { onlyWhitespace = false }
                }
            }
        }
        if tagCount > 2 { onlyWhitespace = false }

        if onlyWhitespace, !tags.isEmpty {
            var before = ""
            if tags[0].index == 1, case .text(let start, let end) = tokens[0] { before = string(start, end) }
            if tags.count == 1, tags[0].tag.kind.canStandAlone {
                try handle(tags[0].tag, standalone: true, before: before, lineEnd: lineEnd)
                return
            }
            if tags.count == 2, tags[1].index == tags[0].index + 1 {
                let (first, second) = (tags[0].tag, tags[1].tag)
                switch (first.kind, second.kind) {
                case (.parent, .close) where normalized(first.content) == normalized(second.content),
                    (.parent, .block):
                    // `{{<parent}}{{/parent}}` or `{{<parent}}{{$block}}` alone on a line.
                    try handle(first, standalone: true, before: before, lineEnd: lineEnd)
                    try handle(second, standalone: true, before: "", lineEnd: lineEnd)
                    return
                case (.block, .close) where normalized(first.content) == normalized(second.content):
                    // `{{$block}}{{/block}}` alone on a line: reindented, but the line break stays.
                    try handle(first, standalone: true, before: before, lineEnd: lineEnd)
                    try handle(second, standalone: true, before: "", lineEnd: lineEnd)
                    if case .text(let start, let end) = tokens[tokens.count - 1], tags[1].index == tokens.count - 2 {
                        var breakStart = end
                        while breakStart > start,
                            bytes[breakStart - 1] == asciiNewline || bytes[breakStart - 1] == asciiReturn
                        {
                            breakStart -= 1
                        }
                        if breakStart < end { append(.text(string(breakStart, end))) }
                    }
                    return
                case (.close, .close) where closesBlockThenParent(first, second):
                    // `{{/block}}{{/parent}}` alone on a line.
                    try handle(first, standalone: true, before: "", lineEnd: lineEnd)
                    try handle(second, standalone: true, before: "", lineEnd: lineEnd)
                    return
                default: break
                }
            }
        }

        // Not standalone: every token renders; a non-empty line starts with a line start.
        var isEmptyLine = false
        if tokens.count == 1, case .text(let start, let end) = tokens[0] {
            isEmptyLine = bytes[start] == asciiNewline || (bytes[start] == asciiReturn && end - start == 2)
        }
        for (index, token) in tokens.enumerated() {
            switch token {
            case .text(var start, let end):
                if index == 0, !isEmptyLine {
                    var indentEnd = start
                    while indentEnd < end, isInlineSpace(bytes[indentEnd]) { indentEnd += 1 }
                    append(.lineStart(string(start, indentEnd)))
                    start = indentEnd
                }
                if start < end { append(.text(string(start, end))) }
            case .tag(let tag):
                if index == 0 { append(.lineStart("")) }
                try handle(tag, standalone: false, before: "", lineEnd: lineEnd)
            }
        }
    }

    private func closesBlockThenParent(_ first: Tag, _ second: Tag) -> Bool {
        guard frames.count >= 3 else { return false }
        let block = frames[frames.count - 1]
        let parent = frames[frames.count - 2]
        guard case .block = block.kind, case .parent = parent.kind else { return false }
        return block.name == normalized(first.content) && parent.name == normalized(second.content)
    }

    private mutating func handle(_ tag: Tag, standalone: Bool, before: String, lineEnd: Int) throws(MustacheError) {
        switch tag.kind {
        case .comment, .delimiters:
            break
        case .variable(let escaped):
            append(.variable(try name(tag.content, in: tag), escaped: escaped))
        case .section, .inverted:
            let name = try name(tag.content, in: tag)
            frames.append(
                Frame(
                    kind: .section(name, inverted: tag.kind == .inverted), name: tag.content, line: tag.line,
                    column: tag.column))
        case .partial:
            append(
                .partial(
                    MustachePartialTag(
                        name: try partialName(tag.content, in: tag), indent: standalone ? before : nil,
                        location: location(tag))))
        case .parent:
            let name = try partialName(tag.content, in: tag)
            frames.append(
                Frame(
                    kind: .parent(name, indent: standalone ? before : nil), name: normalized(tag.content),
                    line: tag.line, column: tag.column))
        case .block:
            try checkSimpleName(tag.content, in: tag)
            frames.append(
                Frame(
                    kind: .block(isStandalone: standalone, before: before, contentStart: standalone ? lineEnd : -1),
                    name: tag.content, line: tag.line, column: tag.column))
        case .close:
            try close(tag)
        }
    }

    private mutating func close(_ tag: Tag) throws(MustacheError) {
        let closing = normalized(tag.content)
        if closing.isEmpty { throw error("empty tag name", at: tag) }
        guard frames.count > 1 else {
            throw error("unexpected closing tag '\(closing)': no section is open", at: tag)
        }
        let frame = frames.removeLast()
        guard frame.name == closing else {
            throw error(
                "closing tag '\(closing)' does not match \(frame.description) '\(frame.name)' opened at "
                    + "\(frame.line):\(frame.column)",
                at: tag)
        }
        switch frame.kind {
        case .root:
            break
        case .section(let name, let inverted):
            append(inverted ? .inverted(name, frame.nodes) : .section(name, frame.nodes))
        case .parent(let name, let indent):
            let location = MustacheLocation(templateName, frame.line, frame.column)
            append(.parent(MustacheParentTag(name: name, indent: indent, blocks: frame.blocks, location: location)))
        case .block(let isStandalone, let before, let contentStart):
            var content = frame.nodes
            var contentIndent = ""
            if isStandalone {
                contentIndent = commonIndent(from: min(contentStart, tag.start), to: tag.start)
                content = dedent(content, by: contentIndent.count)
            }
            let block = MustacheBlock(
                name: frame.name, content: content, startsAtLineStart: isStandalone, isStandalone: isStandalone,
                before: before, contentIndent: contentIndent)
            if case .parent = frames[frames.count - 1].kind {
                frames[frames.count - 1].blocks[frame.name] = block
            } else {
                append(.block(block))
            }
        }
    }

    private mutating func append(_ node: MustacheNode) {
        let top = frames.count - 1
        if case .text(let new) = node, case .text(let old)? = frames[top].nodes.last {
            frames[top].nodes[frames[top].nodes.count - 1] = .text(old + new)
        } else {
            frames[top].nodes.append(node)
        }
    }

    // MARK: Names

    private func name(_ content: String, in tag: Tag) throws(MustacheError) -> MustacheName {
        try checkSimpleName(content, in: tag)
        let location = location(tag)
        if content == "." { return MustacheName([], location) }
        // Byte-wise: names are split often, and splitting by Character would break graphemes.
        let dot = UInt8(ascii: ".")
        guard content.utf8.contains(dot) else { return MustacheName([content], location) }
        let parts = content.utf8.split(separator: dot, omittingEmptySubsequences: false)
        if parts.contains(where: \.isEmpty) { throw error("invalid dotted name '\(content)'", at: tag) }
        return MustacheName(parts.map { String(decoding: $0, as: UTF8.self) }, location)
    }

    private func partialName(_ content: String, in tag: Tag) throws(MustacheError) -> MustachePartialName {
        if content.hasPrefix("*") {
            return .dynamic(try name(trim(content.dropFirst()), in: tag))
        }
        try checkSimpleName(content, in: tag)
        return .fixed(content)
    }

    private func checkSimpleName(_ content: String, in tag: Tag) throws(MustacheError) {
        if content.isEmpty { throw error("empty tag name", at: tag) }
        if content.utf8.contains(where: isSpace) {
            throw error("invalid tag name '\(content)': names contain no whitespace", at: tag)
        }
    }

    /// `* name` and `*name` are the same dynamic name.
    private func normalized(_ content: String) -> String {
        content.hasPrefix("*") ? "*" + trim(content.dropFirst()) : content
    }

    // MARK: Bytes

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        let count = bytes.count
        let length = needle.count
        var index = start
        while index + length <= count {
            if bytes[index] == first {
                var matched = 1
                while matched < length, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == length { return index }
            }
            index += 1
        }
        return nil
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func trimmed(_ start: Int, _ end: Int) -> String {
        var start = start
        var end = end
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return string(start, end)
    }

    private func trim(_ text: Substring) -> String {
        var text = text
        while let first = text.utf8.first, isSpace(first) { text = text.dropFirst() }
        while let last = text.utf8.last, isSpace(last) { text = text.dropLast() }
        return String(text)
    }

    /// 1-based column of `offset` on the current line, in Unicode scalars.
    private func columnOf(_ offset: Int) -> Int {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// The common leading whitespace of the non-blank lines in `start..<end`.
    private func commonIndent(from start: Int, to end: Int) -> String {
        var common: ArraySlice<UInt8>? = nil
        var index = start
        while index < end {
            let lineBegin = index
            while index < end, isInlineSpace(bytes[index]) { index += 1 }
            let indentEnd = index
            var blank = true
            while index < end, bytes[index] != asciiNewline {
                if !isSpace(bytes[index]) { blank = false }
                index += 1
            }
            index += 1
            guard !blank else { continue }
            let indent = bytes[lineBegin..<indentEnd]
            if let current = common {
                common = current.prefix(zip(current, indent).prefix(while: { $0 == $1 }).count)
            } else {
                common = indent
            }
        }
        return common.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    // MARK: Errors

    private func location(_ tag: Tag) -> MustacheLocation {
        MustacheLocation(templateName, tag.line, tag.column)
    }

    private func error(_ message: String, at tag: Tag) -> MustacheError {
        error(message, line: tag.line, column: tag.column)
    }

    private func error(_ message: String, line: Int, column: Int) -> MustacheError {
        MustacheError(templateName: templateName, line: line, column: column, message: message)
    }
}
