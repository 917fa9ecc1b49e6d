internal import CYaml

/// Reads YAML bytes into located nodes, through libyaml.
///
/// Composition rules (shared by ``readSingleDocument(_:limits:)`` and ``readAllDocuments(_:limits:)``):
/// - Plain scalars resolve under the YAML 1.2 core schema; quoted and block scalars are strings.
///   Integers that do not fit `Int` keep the `!!int` tag but resolve to `.float` (the nearest `Double`).
/// - Explicit tags are honoured (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`, `!!seq`,
///   and `!`); other tags are kept as written and do not change the value.
/// - Anchors and aliases resolve (an alias node carries the alias's mark); merge keys (`<<`) apply,
///   with explicit keys winning over merged ones and earlier merged mappings over later ones; merged
///   entries take the place of the merge key.
/// - Duplicate keys (compared by resolved tag and value) are errors.
package enum YAMLReader {
    /// Limits that keep hostile input bounded.
    package struct Limits: Sendable {
        /// The most nodes a document may expand to, counting every alias expansion.
        package var maxExpandedNodes: Int
        /// The deepest nesting of collections.
        package var maxDepth: Int

        /// Creates limits; the defaults suit hand-written specs with plenty of headroom.
        package init(maxExpandedNodes: Int = 1_000_000, maxDepth: Int = 256) {
            self.maxExpandedNodes = maxExpandedNodes
            self.maxDepth = maxDepth
        }
    }

    /// Reads a single-document YAML stream.
    ///
    /// Returns `nil` for a stream with no document (an empty file, or only comments).
    /// Throws every problem found: a syntax error (libyaml stops at the first; it is then the only
    /// error, since anything found in the partial document before it may be an artefact of it),
    /// or else a second document, duplicate keys (with a note at the first occurrence), unknown
    /// aliases, and limits exceeded.
    package static func readSingleDocument(
        _ bytes: [UInt8], limits: Limits = Limits()
    ) throws(YAMLErrors) -> YAMLNode? {
        try checkEncoding(bytes)
        return try withLibYAMLParser(bytes) { parser throws(YAMLErrors) in
            try Composer.compose(parser, limits: limits, single: true).first
        }
    }

    /// Reads every document of a YAML stream, with the same rules as ``readSingleDocument(_:limits:)``
    /// except that several documents are allowed. Limits apply to each document.
    /// Internal: only the YAML conformance tests read streams of several documents.
    static func readAllDocuments(
        _ bytes: [UInt8], limits: Limits = Limits()
    ) throws(YAMLErrors) -> [YAMLNode] {
        try checkEncoding(bytes)
        return try withLibYAMLParser(bytes) { parser throws(YAMLErrors) in
            try Composer.compose(parser, limits: limits, single: false)
        }
    }

    /// Reads the raw libyaml event stream, as the YAML test suite models it (no composition).
    ///
    /// Throws the syntax error libyaml stops at.
    package static func readEvents(_ bytes: [UInt8]) throws(YAMLErrors) -> [YAMLEvent] {
        try checkEncoding(bytes)
        return try withLibYAMLParser(bytes) { parser throws(YAMLErrors) in
            var events: [YAMLEvent] = []
            let event = parser.event
            while true {
                guard parser.next() else { throw YAMLErrors([parser.error()]) }
                let converted: YAMLEvent
                switch event.pointee.type {
                case YAML_STREAM_START_EVENT:
                    converted = .streamStart
                case YAML_STREAM_END_EVENT:
                    events.append(.streamEnd)
                    return events
                case YAML_DOCUMENT_START_EVENT:
                    converted = .documentStart(explicit: event.pointee.data.document_start.implicit == 0)
                case YAML_DOCUMENT_END_EVENT:
                    converted = .documentEnd(explicit: event.pointee.data.document_end.implicit == 0)
                case YAML_MAPPING_START_EVENT:
                    let data = event.pointee.data.mapping_start
                    converted = .mappingStart(
                        anchor: makeOptionalString(data.anchor), tag: makeOptionalString(data.tag),
                        flow: data.style == YAML_FLOW_MAPPING_STYLE)
                case YAML_MAPPING_END_EVENT:
                    converted = .mappingEnd
                case YAML_SEQUENCE_START_EVENT:
                    let data = event.pointee.data.sequence_start
                    converted = .sequenceStart(
                        anchor: makeOptionalString(data.anchor), tag: makeOptionalString(data.tag),
                        flow: data.style == YAML_FLOW_SEQUENCE_STYLE)
                case YAML_SEQUENCE_END_EVENT:
                    converted = .sequenceEnd
                case YAML_SCALAR_EVENT:
                    let data = event.pointee.data.scalar
                    let style: YAMLScalar.Style
                    switch data.style {
                    case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                    case YAML_LITERAL_SCALAR_STYLE: style = .literal
                    case YAML_FOLDED_SCALAR_STYLE: style = .folded
                    default: style = .plain
                    }
                    converted = .scalar(
                        anchor: makeOptionalString(data.anchor), tag: makeOptionalString(data.tag), style: style,
                        value: makeString(data.value, data.length))
                case YAML_ALIAS_EVENT:
                    converted = .alias(makeOptionalString(event.pointee.data.alias.anchor) ?? "")
                default:
                    continue
                }
                events.append(converted)
            }
        }
    }

    /// Runs the bare libyaml event loop over `bytes` and counts the events (stopping at an error).
    ///
    /// Does no conversion at all: benchmarks use it as the floor for ``readSingleDocument(_:limits:)``.
    package static func bareEventCount(_ bytes: [UInt8]) -> Int {
        withLibYAMLParser(bytes) { parser in
            var count = 0
            while parser.next() {
                count += 1
                if parser.event.pointee.type == YAML_STREAM_END_EVENT { break }
            }
            return count
        }
    }

    /// Rejects UTF-16 and UTF-32 input up front (libyaml would otherwise decode a UTF-16 BOM).
    private static func checkEncoding(_ bytes: [UInt8]) throws(YAMLErrors) {
        guard bytes.count >= 2 else { return }
        if (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
            || (bytes[0] == 0 && bytes[1] == 0)
        {
            throw YAMLErrors([
                YAMLError(
                    message: "input is not valid UTF-8 (it looks like UTF-16 or UTF-32)",
                    mark: SourceMark(line: 1, column: 1))
            ])
        }
    }
}
