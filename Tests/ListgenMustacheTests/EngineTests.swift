import Foundation
import ListgenMustache
import Testing

private func render(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:],
    escape: MustacheEscaping = .none
) throws -> String {
    try MustacheTemplate(source: source, name: "test").render(
        context, partials: .dictionary(partials), escape: escape)
}

@Suite("Escaping")
struct EscapingTests {
    static let nasty = #"a & b < c > "d" 'e' &amp;"#

    @Test func noneEscapesNothing() throws {
        let context: MustacheValue = ["x": .string(Self.nasty), "list": [.string(Self.nasty)]]
        let source = "{{x}}|{{{x}}}|{{& x}}|{{#list}}{{.}}{{/list}}|{{>p}}"
        let output = try render(source, context, partials: ["p": "{{x}}"], escape: .none)
        #expect(output == [String](repeating: Self.nasty, count: 5).joined(separator: "|"))
        #expect(!output.contains("&quot;"))
        #expect(!output.contains("&lt;"))
        #expect(!output.contains("&#39;"))
    }

    @Test func htmlEscapesFiveCharacters() throws {
        let output = try render("{{x}}|{{{x}}}", ["x": .string(Self.nasty)], escape: .html)
        #expect(output == "a &amp; b &lt; c &gt; &quot;d&quot; &#39;e&#39; &amp;amp;|" + Self.nasty)
    }

    @Test func htmlIsTheDefault() throws {
        let template = try MustacheTemplate(source: "{{x}}", name: "t")
        #expect(try template.render(["x": "<"]) == "&lt;")
    }
}

@Suite("Values")
struct ValueTests {
    @Test func interpolation() throws {
        let context: MustacheValue = [
            "int": 42, "negative": -7, "double": 1.21, "whole": 2.0, "big": 1e300, "yes": true, "no": false,
            "null": nil, "list": [1, "a", 2.5], "object": ["k": "v"],
        ]
        let output = try render(
            "{{int}} {{negative}} {{double}} {{whole}} {{big}} {{yes}} {{no}} [{{null}}] {{list}} [{{object}}] [{{missing}}]",
            context)
        #expect(output == "42 -7 1.21 2 1e+300 true false [] 1,a,2.5 [] []")
    }

    @Test func truthiness() throws {
        let context: MustacheValue = [
            "emptyString": "", "string": "s", "zero": 0, "zeroDouble": 0.0, "emptyList": [], "emptyObject": [:],
            "null": nil, "false": false,
        ]
        let names = [
            "emptyString", "string", "zero", "zeroDouble", "emptyList", "emptyObject", "null", "false", "missing",
        ]
        let source = names.map { "{{#\($0)}}T{{/\($0)}}{{^\($0)}}F{{/\($0)}}" }.joined(separator: " ")
        #expect(try render(source, context) == "F T T T F T F F F")
    }

    @Test func contextStack() throws {
        let context: MustacheValue = [
            "name": "outer", "a": ["b": ["name": "inner"]], "items": [["x": 1], ["x": 2, "name": "own"]],
        ]
        #expect(try render("{{#items}}{{x}}:{{name}} {{/items}}", context) == "1:outer 2:own ")
        #expect(try render("{{#a.b}}{{name}}{{/a.b}}|{{a.b.name}}|{{a.name}}", context) == "inner|inner|")
    }

    @Test func literalsAndSubscript() {
        let value: MustacheValue = ["s": "x", "i": 1, "d": 1.5, "b": true, "n": nil, "l": [1, 2], "o": ["k": "v"]]
        #expect(value["s"] == .string("x"))
        #expect(value["i"] == .int(1))
        #expect(value["d"] == .double(1.5))
        #expect(value["b"] == .bool(true))
        #expect(value["n"] == .null)
        #expect(value["l"] == .array([.int(1), .int(2)]))
        #expect(value["o"]?["k"] == .string("v"))
        #expect(value["missing"] == nil)
        #expect(MustacheValue.string("x")["k"] == nil)
    }

    @Test func codableRoundTrip() throws {
        let value: MustacheValue = [
            "null": nil, "bool": false, "int": -12, "double": 0.25, "string": "héllo \"x\"",
            "list": [1, "two", [3.5], [:]], "object": ["nested": ["deep": [true, nil]]],
        ]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(MustacheValue.self, from: data) == value)
    }

    @Test func decodeOrder() throws {
        let json = #"[null, true, 1, 1.5, "1", [], {}]"#
        let decoded = try JSONDecoder().decode(MustacheValue.self, from: Data(json.utf8))
        #expect(decoded == [nil, true, 1, 1.5, "1", [], [:]])
    }
}

@Suite("Errors")
struct ErrorTests {
    private func parseError(_ source: String, name: String = "t.mustache") -> MustacheError? {
        do {
            _ = try MustacheTemplate(source: source, name: name)
            return nil
        } catch {
            return error
        }
    }

    private func expectError(
        _ source: String, _ line: Int, _ column: Int, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = parseError(source)
        #expect(error?.templateName == "t.mustache", sourceLocation: sourceLocation)
        #expect(error?.line == line, sourceLocation: sourceLocation)
        #expect(error?.column == column, sourceLocation: sourceLocation)
        #expect(
            error?.message.contains(message) == true, "\(String(describing: error))", sourceLocation: sourceLocation)
    }

    @Test func unclosedSection() {
        expectError("a\nb\n    {{#cells}}\n{{x}}\n", 3, 5, "unclosed section 'cells' opened at 3:5")
        expectError("{{^none}}", 1, 1, "unclosed inverted section 'none' opened at 1:1")
        expectError("x\n {{<parent}}", 2, 2, "unclosed parent 'parent' opened at 2:2")
        expectError("{{$block}}", 1, 1, "unclosed block 'block' opened at 1:1")
    }

    @Test func mismatchedClosingTag() {
        expectError(
            "{{#rows}}\n  {{#cells}}\n  {{/rows}}", 3, 3,
            "closing tag 'rows' does not match section 'cells' opened at 2:3")
    }

    @Test func strayClosingTag() {
        expectError("ab {{/cells}}", 1, 4, "unexpected closing tag 'cells': no section is open")
    }

    @Test func unclosedTags() {
        expectError("line\n  x {{name", 2, 5, "unclosed tag: expected '}}'")
        expectError("{{{name}}", 1, 1, "unclosed tag: expected '}}}'")
        expectError("{{! never closed", 1, 1, "unclosed tag")
        expectError("{{=<% %>=}}\n<% x", 2, 1, "unclosed tag: expected '%>'")
    }

    @Test func badSetDelimiters() {
        expectError("x\n{{=<% %>}}", 2, 1, "invalid set-delimiter tag")
        expectError("{{=<%=}}", 1, 1, "invalid set-delimiter tag")
        expectError("{{=a b c=}}", 1, 1, "invalid set-delimiter tag")
        expectError("{{=a= b=}}", 1, 1, "invalid set-delimiter tag")
    }

    @Test func emptyAndInvalidNames() {
        expectError("{{}}", 1, 1, "empty tag name")
        expectError("a {{ }}", 1, 3, "empty tag name")
        expectError("{{#}}{{/}}", 1, 1, "empty tag name")
        expectError("{{>}}", 1, 1, "empty tag name")
        expectError("{{a b}}", 1, 1, "invalid tag name 'a b'")
        expectError("{{a..b}}", 1, 1, "invalid dotted name 'a..b'")
    }

    @Test func columnsCountUnicodeScalars() {
        expectError("é→ {{#x}}", 1, 4, "unclosed section 'x' opened at 1:4")
    }

    @Test func afterCustomDelimiters() {
        expectError("{{=<% %>=}}\n<%#a%>", 2, 1, "unclosed section 'a' opened at 2:1")
    }

    @Test func description() {
        let error = MustacheError(templateName: "a.mustache", line: 3, column: 5, message: "boom")
        #expect(error.description == "a.mustache:3:5: error: boom")
    }

    @Test func partialParseErrorNamesThePartial() throws {
        let template = try MustacheTemplate(source: "ok\n{{#rows}}{{>row}}{{/rows}}", name: "main.mustache")
        let partials = MustachePartials { name in
            name == "row" ? (source: "cell\n  {{#cells}}", name: "partials/row.mustache") : nil
        }
        #expect(
            throws: MustacheError(
                templateName: "partials/row.mustache", line: 2, column: 3,
                message: "unclosed section 'cells' opened at 2:3")
        ) {
            try template.render(["rows": [1]], partials: partials)
        }
    }

    @Test func endlessRecursionIsBounded() throws {
        let template = try MustacheTemplate(source: "{{>loop}}", name: "main")
        let partials = MustachePartials.dictionary(["loop": "x\n  {{>loop}}"])
        do {
            _ = try template.render([:], partials: partials)
            Issue.record("expected a recursion error")
        } catch {
            #expect(error.templateName == "loop")
            #expect(error.line == 2)
            #expect(error.column == 3)
            #expect(error.message.contains("nested more than 100 levels"))
        }
        // The same through parents and dynamic names.
        #expect(throws: MustacheError.self) {
            try MustacheTemplate(source: "{{<p}}{{/p}}", name: "main").render(
                [:], partials: .dictionary(["p": "{{<p}}{{/p}}"]))
        }
        #expect(throws: MustacheError.self) {
            try MustacheTemplate(source: "{{>*name}}", name: "main").render(
                ["name": "p"], partials: .dictionary(["p": "{{>*name}}"]))
        }
    }

    /// A chain of `count` nested nodes, each rendered by one expansion of the `node` partial.
    private func chain(_ count: Int) -> MustacheValue {
        var tree: MustacheValue = ["label": "n1", "children": []]
        for level in 1..<count { tree = ["label": .string("n\(level + 1)"), "children": [tree]] }
        return tree
    }

    @Test func recursionUpToTheLimitWorks() throws {
        let partials = ["node": "{{label}};{{#children}}{{>node}}{{/children}}"]
        let output = try render("{{>node}}", chain(100), partials: partials)
        #expect(output.hasPrefix("n100;n99;"))
        #expect(output.hasSuffix("n2;n1;"))
        #expect(throws: MustacheError.self) { try render("{{>node}}", chain(101), partials: partials) }
    }
}

@Suite("Partials and indentation")
struct PartialTests {
    @Test func standaloneIndentationSkipsEmptyLinesAndNests() throws {
        let partials = [
            "type": "struct {{name}} {\n    {{>members}}\n\n}\n",
            "members": "{{#fields}}\nlet {{.}}: Int\n{{/fields}}\n",
        ]
        let output = try render(
            "enum NS {\n    {{>type}}\n}\n", ["name": "S", "fields": ["a", "b"]], partials: partials)
        #expect(output == "enum NS {\n    struct S {\n        let a: Int\n        let b: Int\n\n    }\n}\n")
    }

    @Test func partialsAreParsedOncePerRender() throws {
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            func increment() { lock.withLock { value += 1 } }
            var count: Int { lock.withLock { value } }
        }
        let counter = Counter()
        let partials = MustachePartials { name in
            counter.increment()
            return name == "cell" ? ("[{{.}}]", name) : nil
        }
        let template = try MustacheTemplate(source: "{{#items}}{{>cell}}{{>missing}}{{/items}}", name: "t")
        let output = try template.render(["items": .array((1...100).map { .int($0) })], partials: partials)
        #expect(output.hasPrefix("[1][2]"))
        #expect(counter.count == 2)
    }

    @Test func preparsedPartials() throws {
        let cell = try MustacheTemplate(source: "<{{.}}>", name: "cell.mustache")
        let partials = MustachePartials.templates(["cell": cell])
        let template = try MustacheTemplate(source: "{{#items}}{{>cell}}{{/items}}", name: "t")
        #expect(try template.render(["items": [1, 2]], partials: partials, escape: .none) == "<1><2>")
        #expect(partials.lookup("cell")?.name == "cell.mustache")
    }

    @Test func inheritanceForCode() throws {
        let partials = [
            "type": "struct {{name}} {\n    {{$body}}\n    {{/body}}\n}\n"
        ]
        let source = "{{<type}}\n{{$body}}\nlet a = 1\nlet b = 2\n{{/body}}\n{{/type}}\n"
        #expect(
            try render(source, ["name": "S"], partials: partials) == "struct S {\n    let a = 1\n    let b = 2\n}\n")
    }
}

@Suite("Inheritance and dynamic names")
struct InheritanceTests {
    @Test func dynamicParent() throws {
        let partials = ["page": "<{{$body}}default{{/body}}>"]
        #expect(
            try render("{{<*layout}}{{$body}}B{{/body}}{{/*layout}}", ["layout": "page"], partials: partials) == "<B>")
        #expect(try render("{{<*layout}}{{/*layout}}", ["layout": "page"], partials: partials) == "<default>")
        #expect(try render("[{{<*layout}}{{/*layout}}]", [:], partials: partials) == "[]")
    }

    @Test func blockOutsideParentRendersDefault() throws {
        #expect(try render("a{{$b}}x{{.}}{{/b}}c", "!") == "ax!c")
    }

    @Test func customDelimitersWithTripleMustache() throws {
        #expect(try render("{{=<% %>=}}<%{x}%> <%&x%> {{x}}", ["x": "<&>"], escape: .html) == "<&> <&> {{x}}")
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func renderFromManyTasks() async throws {
        let template = try MustacheTemplate(
            source: "{{#items}}{{>item}}\n{{/items}}", name: "t")
        let partials = MustachePartials.dictionary(["item": "{{id}}={{name}}"])
        let context: MustacheValue = [
            "items": .array((0..<200).map { ["id": .int($0), "name": .string("n\($0)")] })
        ]
        let expected = try template.render(context, partials: partials)
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask { try template.render(context, partials: partials) }
            }
            var all: [String] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
    }
}

@Suite("Unknown names")
struct UnknownNameTests {
    func strict(
        _ source: String, _ context: MustacheValue, partials: [String: String] = [:]
    ) throws(MustacheError) -> String {
        try MustacheTemplate(source: source, name: "t.mustache").render(
            context, partials: .dictionary(partials), escape: .none, unknownNames: .error)
    }

    func strictError(_ source: String, _ context: MustacheValue) -> MustacheError? {
        do {
            _ = try strict(source, context)
            return nil
        } catch {
            return error
        }
    }

    @Test func lenientByDefaultAsTheSpecSays() throws {
        let template = try MustacheTemplate(source: "a{{typo}}b{{#nope}}x{{/nope}}{{^nope}}c{{/nope}}", name: "t")
        #expect(try template.render(["id": 1]) == "abc")
    }

    @Test func unknownVariableIsLocatedWithTheVisibleNames() throws {
        let error = try #require(strictError("var id: {{id}}\n    var x: {{typo}}\n", ["id": "Int", "type": "T"]))
        #expect(error.description == "t.mustache:2:12: error: unknown variable 'typo'")
        #expect(error.unknownName == "typo")
        #expect(error.knownNames == ["id", "type"])
    }

    @Test func unknownSectionsAndDottedPartsAreErrors() throws {
        #expect(strictError("{{#cells}}{{/cells}}", ["cell": []])?.message == "unknown section 'cells'")
        #expect(strictError("{{^cells}}{{/cells}}", ["cell": []])?.message == "unknown section 'cells'")
        let dotted = strictError("{{screen.nmae}}", ["screen": ["name": "A"]])
        #expect(dotted?.message == "unknown variable 'screen.nmae' (no 'nmae' there)")
        #expect(dotted?.knownNames == ["name"])
    }

    @Test func knownButFalseyOrEmptyNamesAreFine() throws {
        let context: MustacheValue = [
            "flag": false, "none": .null, "empty": [], "text": "", "items": [["n": 1], ["n": 2]],
        ]
        let source = "{{#flag}}x{{/flag}}{{^flag}}F{{/flag}}{{#none}}x{{/none}}{{#empty}}x{{/empty}}{{text}}"
        #expect(try strict(source, context) == "F")
        // Names resolve through the whole stack: an item's key, then the root's.
        #expect(try strict("{{#items}}{{n}}{{#flag}}{{/flag}}{{/items}}", context) == "12")
        // Inside an empty list's section nothing is looked up.
        #expect(try strict("{{#empty}}{{whatever}}{{/empty}}", context) == "")
    }

    @Test func unknownNamesInPartialsAreLocatedInThePartial() {
        do {
            _ = try strict("{{> p}}", ["a": 1], partials: ["p": "\n {{b}}"])
            Issue.record("no error")
        } catch {
            #expect(error.description == "p:2:2: error: unknown variable 'b'")
        }
    }
}
