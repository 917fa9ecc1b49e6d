import Testing

@testable import ListgenYAML

@Suite("YAMLReader")
struct ReaderTests {
    // MARK: Marks

    @Test func marksAreOneBased() throws {
        let root = try #require(try read("a: 1\nlist:\n  - x\n  - y\n"))
        #expect(root.mark == SourceMark(line: 1, column: 1))
        #expect(root.entries[0].key.mark == SourceMark(line: 1, column: 1))
        #expect(root.entries[0].value.mark == SourceMark(line: 1, column: 4))
        let list = try #require(root["list"])
        #expect(list.mark == SourceMark(line: 3, column: 3))
        #expect(list.items[1].mark == SourceMark(line: 4, column: 5))
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try #require(try read("é: ü\n"))
        #expect(root.entries[0].value.mark == SourceMark(line: 1, column: 4))
    }

    // MARK: Anchors and aliases

    @Test func aliasesResolveAndCarryTheirOwnMark() throws {
        let root = try #require(try read("base: &b {x: 1}\ncopy: *b\n"))
        let copy = try #require(root["copy"])
        #expect(copy.mark == SourceMark(line: 2, column: 7))
        #expect(copy["x"]?.scalarValue == .int(1))
        #expect(copy.tag == "tag:yaml.org,2002:map")
    }

    @Test func anchorsCanBeRedefined() throws {
        let root = try #require(try read("- &a 1\n- *a\n- &a 2\n- *a\n"))
        #expect(root.items.map(\.scalarValue) == [.int(1), .int(1), .int(2), .int(2)])
    }

    @Test func unknownAliasIsALocatedError() {
        let found = errors("a: 1\nb: *nope\n")
        #expect(found.count == 1)
        #expect(found.first?.mark == SourceMark(line: 2, column: 4))
        #expect(found.first?.message.contains("*nope") == true)
    }

    @Test func aliasToAnEnclosingNodeIsAnError() {
        let found = errors("&a [1, *a]\n")
        #expect(found.first?.mark == SourceMark(line: 1, column: 8))
    }

    @Test(.timeLimit(.minutes(1)))
    func billionLaughsFailsFastAtTheAlias() {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            let items = Array(repeating: previous, count: 9).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(items)]\n"
        }
        let clock = ContinuousClock()
        var found: [YAMLError] = []
        let elapsed = clock.measure { found = errors(yaml) }
        #expect(elapsed < .seconds(1))
        #expect(found.count == 1)
        let error = found.first
        #expect(error?.message.contains("beyond 1000000 nodes") == true)
        // a5 expands to 597_871 nodes; the nodes before it plus its first use under a6 cross 1_000_000.
        #expect(error?.mark == SourceMark(line: 7, column: 10))
    }

    @Test func expandedNodeLimitIsConfigurable() {
        let found = errors("a: &a [1, 2, 3]\nb: [*a, *a]\n", limits: .init(maxExpandedNodes: 10))
        #expect(found.map(\.mark) == [SourceMark(line: 2, column: 5)])
    }

    // MARK: Depth

    @Test func deepNestingIsALocatedErrorNotACrash() {
        let yaml = String(repeating: "[", count: 100_000)
        let found = errors(yaml)
        #expect(found.count == 1)
        #expect(found.first?.mark == SourceMark(line: 1, column: 257))
        #expect(found.first?.message.contains("deeper than 256") == true)
    }

    @Test func nestingAtTheLimitIsFine() throws {
        let yaml = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(try read(yaml) != nil)
        #expect(errors(yaml, limits: .init(maxDepth: 255)).count == 1)
    }

    // MARK: Merge keys

    @Test func mergeKeyMergesAMapping() throws {
        let root = try #require(try read("base: &b {x: 1, y: 2}\nthing:\n  <<: *b\n  y: 3\n  z: 4\n"))
        let thing = try #require(root["thing"])
        #expect(thing.keyTexts == ["x", "y", "z"])
        #expect(thing["x"]?.scalarValue == .int(1))
        #expect(thing["y"]?.scalarValue == .int(3))
    }

    @Test func explicitKeysWinEvenWhenWrittenBeforeTheMerge() throws {
        let root = try #require(try read("b: &b {x: 1}\nt: {x: 0, <<: *b}\n"))
        #expect(root["t"]?["x"]?.scalarValue == .int(0))
        #expect(root["t"]?.entries.count == 1)
    }

    @Test func earlierMergedMappingsWin() throws {
        let yaml = "p: &p {x: 1, y: 1}\nq: &q {x: 2, z: 2}\nt:\n  <<: [*p, *q]\n"
        let t = try #require(try read(yaml)?["t"])
        #expect(t.keyTexts == ["x", "y", "z"])
        #expect(t["x"]?.scalarValue == .int(1))
        #expect(t["z"]?.scalarValue == .int(2))
    }

    @Test func mergeOfAnInlineMapping() throws {
        let t = try #require(try read("t:\n  <<: {a: 1}\n  b: 2\n")?["t"])
        #expect(t.keyTexts == ["a", "b"])
    }

    @Test func mergeOfANonMappingIsAnError() {
        #expect(errors("t:\n  <<: 3\n").map(\.mark) == [SourceMark(line: 2, column: 7)])
        #expect(errors("t:\n  <<: [{a: 1}, 2]\n").map(\.mark) == [SourceMark(line: 2, column: 16)])
    }

    @Test func quotedMergeKeyIsAPlainKey() throws {
        let t = try #require(try read("t:\n  '<<': {a: 1}\n")?["t"])
        #expect(t.keyTexts == ["<<"])
    }

    // MARK: Duplicate keys

    @Test func duplicateKeyIsLocatedWithANote() throws {
        let found = errors("a: 1\nb: 2\na: 3\n")
        #expect(found.count == 1)
        let error = try #require(found.first)
        #expect(error.message == "duplicate key 'a'")
        #expect(error.mark == SourceMark(line: 3, column: 1))
        #expect(error.notes == [YAMLError.Note(message: "first defined here", mark: SourceMark(line: 1, column: 1))])
    }

    @Test func keysCompareByResolvedValue() {
        #expect(errors("a: 1\n'a': 2\n").count == 1)
        #expect(errors("1: x\n\"1\": y\n").isEmpty)
        #expect(errors("1: x\n0x1: y\n").count == 1)
        #expect(errors("null: x\n~: y\n").count == 1)
        #expect(errors("[1, 2]: x\n[1, 2]: y\n").count == 1)
        #expect(errors("[1, 2]: x\n[1, '2']: y\n").isEmpty)
    }

    @Test func allDuplicatesAreReported() {
        let found = errors("a: 1\nb: 2\na: 3\nb: 4\nc:\n  d: 1\n  d: 2\n")
        #expect(found.map(\.mark.line) == [3, 4, 7])
    }

    @Test func duplicatesInLargeMappingsAreFound() {
        var yaml = (0..<100).map { "k\($0): \($0)\n" }.joined()
        yaml += "k42: again\n"
        let found = errors(yaml)
        #expect(found.map(\.mark.line) == [101])
        #expect(found.first?.notes.first?.mark.line == 43)
    }

    // MARK: Core schema

    @Test(arguments: [
        ("null", YAMLScalar.Value.null, "null"), ("Null", .null, "null"), ("NULL", .null, "null"),
        ("~", .null, "null"), ("", .null, "null"), ("nULL", .string("nULL"), "str"),
        ("true", .bool(true), "bool"), ("True", .bool(true), "bool"), ("TRUE", .bool(true), "bool"),
        ("false", .bool(false), "bool"), ("False", .bool(false), "bool"), ("FALSE", .bool(false), "bool"),
        ("yes", .string("yes"), "str"), ("on", .string("on"), "str"), ("tRUE", .string("tRUE"), "str"),
        ("0", .int(0), "int"), ("-17", .int(-17), "int"), ("+3", .int(3), "int"), ("007", .int(7), "int"),
        ("0o17", .int(15), "int"), ("0x1F", .int(31), "int"), ("0xff", .int(255), "int"),
        ("0o8", .string("0o8"), "str"), ("0x", .string("0x"), "str"), ("-0x1", .string("-0x1"), "str"),
        ("1_000", .string("1_000"), "str"), ("0b101", .string("0b101"), "str"),
        ("1.5", .float(1.5), "float"), ("-.5", .float(-0.5), "float"), ("1.", .float(1), "float"),
        ("1e3", .float(1000), "float"), ("+1.5E-2", .float(0.015), "float"), (".inf", .float(.infinity), "float"),
        ("-.Inf", .float(-.infinity), "float"), ("+.INF", .float(.infinity), "float"),
        ("1e", .string("1e"), "str"), (".", .string("."), "str"), ("1.2.3", .string("1.2.3"), "str"),
        ("inf", .string("inf"), "str"), ("-.nan", .string("-.nan"), "str"),
        ("9223372036854775807", .int(Int.max), "int"), ("-9223372036854775808", .int(Int.min), "int"),
        ("9223372036854775808", .float(9_223_372_036_854_775_808), "int"),
        ("hello", .string("hello"), "str"), ("12:30", .string("12:30"), "str"),
    ])
    func plainScalarsFollowTheCoreSchema(text: String, value: YAMLScalar.Value, tag: String) throws {
        let root = try #require(try read("v: \(text)\n")?["v"])
        #expect(root.scalarValue == value)
        #expect(root.tag == "tag:yaml.org,2002:" + tag)
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) throws {
        guard case .float(let value)? = try read(text)?.scalarValue else {
            Issue.record("\(text) is not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test func quotedAndBlockScalarsAreStrings() throws {
        let root = try #require(try read("a: '1'\nb: \"true\"\nc: |\n  null\nd: >-\n  12\n"))
        #expect(root["a"]?.scalarValue == .string("1"))
        #expect(root["b"]?.scalarValue == .string("true"))
        #expect(root["c"]?.scalarValue == .string("null\n"))
        #expect(root["d"]?.scalarValue == .string("12"))
        #expect(root["d"]?.tag == "tag:yaml.org,2002:str")
        if case .scalar(let scalar)? = root["c"]?.content { #expect(scalar.style == .literal) }
    }

    // MARK: Tags

    @Test func explicitCoreTagsAreHonoured() throws {
        let root = try #require(
            try read("a: !!str 12\nb: !!int '12'\nc: !!float 1\nd: !!bool \"true\"\ne: !!null ''\nf: ! 12\n"))
        #expect(root["a"]?.scalarValue == .string("12"))
        #expect(root["b"]?.scalarValue == .int(12))
        #expect(root["c"]?.scalarValue == .float(1))
        #expect(root["c"]?.tag == "tag:yaml.org,2002:float")
        #expect(root["d"]?.scalarValue == .bool(true))
        #expect(root["e"]?.scalarValue == .null)
        #expect(root["f"]?.scalarValue == .string("12"))
        #expect(root["f"]?.tag == "tag:yaml.org,2002:str")
    }

    @Test func collectionTags() throws {
        let root = try #require(try read("a: !!map {x: 1}\nb: !!seq [1]\nc: !custom [1]\nd: ! {}\n"))
        #expect(root["a"]?.tag == "tag:yaml.org,2002:map")
        #expect(root["b"]?.tag == "tag:yaml.org,2002:seq")
        #expect(root["c"]?.tag == "!custom")
        #expect(root["c"]?.items.count == 1)
        #expect(root["d"]?.tag == "tag:yaml.org,2002:map")
    }

    @Test func customTagsAreKeptAsWritten() throws {
        let yaml = "%TAG !e! tag:example.com,2000:\n---\na: !local 12\nb: !e!thing x\nc: !<tag:x.org,1:y> 1\n"
        let root = try #require(try read(yaml))
        #expect(root["a"]?.tag == "!local")
        #expect(root["a"]?.scalarValue == .string("12"))
        #expect(root["b"]?.tag == "tag:example.com,2000:thing")
        #expect(root["c"]?.tag == "tag:x.org,1:y")
    }

    @Test func mismatchedTagsAreLocatedErrors() {
        let found = errors(
            "a: !!int 1.5\nb: !!bool yes\nc: !!null 0\nd: !!float x\ne: !!map [1]\nf: !!seq x\ng: !!str {}\n")
        #expect(found.map(\.mark.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(found.first?.message == "'1.5' is not a valid !!int")
        #expect(found.first?.mark == SourceMark(line: 1, column: 4))
        #expect(found[4].message == "!!map tag on a sequence")
    }

    // MARK: Documents

    @Test func emptyStreamsHaveNoDocument() throws {
        #expect(try YAMLReader.readSingleDocument([]) == nil)
        #expect(try read("# only a comment\n\n") == nil)
        #expect(try YAMLReader.readAllDocuments([]).isEmpty)
    }

    @Test func emptyDocumentIsNull() throws {
        #expect(try read("---\n")?.scalarValue == .null)
    }

    @Test func secondDocumentIsAnError() throws {
        let found = errors("a: 1\n---\nb: 2\n")
        #expect(found.count == 1)
        let error = try #require(found.first)
        #expect(error.message == "a spec must be a single YAML document")
        #expect(error.mark == SourceMark(line: 2, column: 1))
        #expect(error.notes.first?.mark == SourceMark(line: 1, column: 1))
    }

    @Test func allDocumentsAreRead() throws {
        let documents = try YAMLReader.readAllDocuments(Array("a\n---\nb\n...\n--- c\n".utf8))
        #expect(documents.map(\.scalarValue) == [.string("a"), .string("b"), .string("c")])
        #expect(documents[2].mark == SourceMark(line: 5, column: 5))
    }

    @Test func anchorsDoNotCrossDocuments() throws {
        #expect(throws: YAMLErrors.self) { try YAMLReader.readAllDocuments(Array("&a 1\n---\n*a\n".utf8)) }
    }

    // MARK: Syntax and encoding

    @Test func syntaxErrorsCarryLibyamlContextAsANote() throws {
        let found = errors("a: [1, 2\nb: 3\n")
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.message == "did not find expected ',' or ']'")
        #expect(error.mark == SourceMark(line: 2, column: 2))
        #expect(
            error.notes == [
                YAMLError.Note(
                    message: "while parsing a flow sequence that started here", mark: SourceMark(line: 1, column: 4))
            ])
    }

    /// A key indented between two levels: the hint names both and how to indent it, instead of libyaml's
    /// context note (which points at the start of the enclosing mapping).
    @Test func aKeyBetweenTwoLevelsGetsAnIndentationHint() throws {
        let found = errors("a:\n  b: 1\n c: 2\n")
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            error.message
                == "did not find expected key; 'c:' on line 3 is indented by 1 space, between 'b:' on line 2 (2) and "
                + "'a:' on line 1 (0); the keys of one mapping line up: indent it by 2 to follow 'b:', or by 0 to "
                + "follow 'a:'")
        #expect(error.mark == SourceMark(line: 3, column: 2))
        #expect(error.notes.isEmpty)
        #expect(error.listKey == nil)
    }

    /// A `- ` item among a mapping's keys: the error names the key that holds the mapping.
    @Test func aListItemInAMappingNamesItsKey() throws {
        let found = errors("events:\n  reply: 1\n  - archive: 2\n")
        let error = try #require(found.first)
        #expect(
            error.message
                == "did not find expected key; line 3 is a list item ('- '), but 'events:' on line 1 holds a "
                + "mapping; write 'archive:' without the '- '")
        #expect(error.listKey == "events")
    }

    @Test func aSyntaxErrorComesAlone() {
        // Even a real duplicate before it is left out: the partial document cannot be trusted
        // (a value holding ': ' makes keys of its pieces).
        let found = errors("a: 1\na: 2\nb: [\n")
        #expect(found.map(\.message) == ["did not find expected node content"])
        let pieces = errors("a: x\nb: String\nc: String\nd: Date?: x\n")
        #expect(pieces.count == 1)
        #expect(pieces.first?.message.hasPrefix("mapping values are not allowed in this context") == true)
    }

    @Test func colonInAPlainValueSuggestsQuoting() {
        let found = errors("screen: Orders\ntitle: Track: live  # a comment\n")
        #expect(
            found.first?.message
                == "mapping values are not allowed in this context; a plain value cannot contain ': ', so quote the value: title: \"Track: live\""
        )
        // A flow mapping on the line is not a plain value: no hint.
        #expect(errors("a: {b: c}: d\n").first?.message.contains("quote") == false)
    }

    @Test func invalidUTF8IsALocatedError() throws {
        let bytes = Array("a: 1\nb: x".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let found = errors(bytes)
        let error = try #require(found.first)
        #expect(error.mark == SourceMark(line: 2, column: 5))
        #expect(error.message.contains("UTF-8"))
        #expect(errors([0xC3]).first?.mark == SourceMark(line: 1, column: 1))
        #expect(errors([0xFF, 0xFE, 0x61, 0x00]).first?.mark == SourceMark(line: 1, column: 1))
    }

    @Test func controlCharactersAreLocatedErrors() {
        #expect(errors("a: \u{1}\n").first?.mark == SourceMark(line: 1, column: 4))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try #require(try YAMLReader.readSingleDocument([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)))
        #expect(root["a"]?.scalarValue == .int(1))
        #expect(root.mark == SourceMark(line: 1, column: 1))
    }

    @Test func tabIndentationIsALocatedError() throws {
        let found = errors("a:\n\tb: 1\n")
        let error = try #require(found.first)
        #expect(error.mark == SourceMark(line: 2, column: 1))
        #expect(!error.message.isEmpty)
    }

    @Test func nulInDoubleQuotedScalarIsKept() throws {
        #expect(try read("\"a\\0b\"")?.scalarValue == .string("a\u{0}b"))
    }

    // MARK: Events

    @Test func eventsMirrorTheTestSuiteModel() throws {
        let events = try YAMLReader.readEvents(Array("--- !!map\na: &x [1, 'b']\nc: *x\n...\n".utf8))
        #expect(
            events == [
                .streamStart, .documentStart(explicit: true),
                .mappingStart(anchor: nil, tag: "tag:yaml.org,2002:map", flow: false),
                .scalar(anchor: nil, tag: nil, style: .plain, value: "a"),
                .sequenceStart(anchor: "x", tag: nil, flow: true),
                .scalar(anchor: nil, tag: nil, style: .plain, value: "1"),
                .scalar(anchor: nil, tag: nil, style: .singleQuoted, value: "b"),
                .sequenceEnd,
                .scalar(anchor: nil, tag: nil, style: .plain, value: "c"),
                .alias("x"), .mappingEnd, .documentEnd(explicit: true), .streamEnd,
            ])
    }

    @Test func bareEventCountCountsEvents() {
        #expect(YAMLReader.bareEventCount(Array("a: [1, 2]\n".utf8)) == 11)
        #expect(YAMLReader.bareEventCount([]) == 2)
    }
}
