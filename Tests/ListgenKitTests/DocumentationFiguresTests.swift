import Foundation
import Testing

/// The figures and claims of the README and the Documentation pages that can go stale are checked
/// against their source of truth (issue #45: the sample summary said "402 passed, 2 skipped" long
/// after the suite grew, and a page said the UIKit stand-in lacks `UISearchController` after it
/// gained one).
@Suite struct DocumentationFiguresTests {
    /// The Swift files of every test target, relative to the package root.
    static func testSources() throws -> [String] {
        let root = Fixtures.path("Tests")
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Goldens/") }
            .sorted().map { "Tests/" + $0 }
    }

    /// What Swift Testing counts in "Test run with N tests": one per `@Test` function, a parameterized
    /// test once, in every test target.
    static func testCount() throws -> Int {
        try testSources().reduce(0) { count, file in
            let text = try String(contentsOfFile: Fixtures.path(file), encoding: .utf8)
            return count
                + text.components(separatedBy: "\n").filter {
                    let line = $0.trimmingCharacters(in: .whitespaces)
                    return line == "@Test" || line.hasPrefix("@Test(") || line.hasPrefix("@Test ")
                }.count
        }
    }

    /// The tests skipped when the conformance data is absent: those whose condition's comment is
    /// `ConformanceData.skipMessage(…)`.
    static func conformanceSkipCount() throws -> Int {
        try testSources().filter { !$0.hasPrefix("Tests/ConformanceData/") && !$0.hasSuffix("FiguresTests.swift") }
            .reduce(0) { count, file in
                let text = try String(contentsOfFile: Fixtures.path(file), encoding: .utf8)
                return count + text.components(separatedBy: "ConformanceData.skipMessage(").count - 1
            }
    }

    /// The integers before `word` in `text` (`1,234 tests` gives 1234).
    static func figures(before word: String, in text: String) -> [Int] {
        let pattern = try! NSRegularExpression(pattern: #"([0-9][0-9,]*) "# + word + #"\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).flatMap { Int(text[$0].replacingOccurrences(of: ",", with: "")) }
        }
    }

    /// A page may round a test count ("about 700 tests") but not be more than 10 % off; figures under
    /// 100 are not test counts of the suite (`Executed 0 tests`).
    @Test func testCountsInTheDocsAreCurrent() throws {
        let count = try Self.testCount()
        #expect(count > 600, "counted \(count) tests: the count itself is wrong")
        let skips = try Self.conformanceSkipCount()
        #expect(skips == 3, "the three conformance tests (YAML test suite, Mustache spec twice)")
        for page in try DocumentationPages.all() {
            let text = try DocumentationPages.text(page)
            let stated = ["tests", "passed", "test functions"].flatMap { Self.figures(before: $0, in: text) }
            for figure in stated where figure >= 100 {
                #expect(
                    abs(figure - count) * 10 <= count,
                    "\(page) states \(figure) tests; the test targets hold \(count) (Swift Testing counts each @Test once)"
                )
            }
            // A sample summary of Scripts/test.sh without the conformance data skips exactly those tests.
            for line in text.components(separatedBy: "\n")
            where line.contains("tests: ") && line.contains("(conformance") {
                #expect(
                    Self.figures(before: "skipped", in: line) == [skips],
                    "\(page): \(line) — without the conformance data \(skips) tests are skipped")
            }
        }
    }

    /// The types the UIKit and SafariServices stand-ins declare.
    static func standInDeclarations() throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern: #"\b(?:class|struct|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#)
        var names: Set<String> = []
        for file in try testSources() where file.hasPrefix("Tests/UIKit/") || file.hasPrefix("Tests/SafariServices/") {
            let text = try String(contentsOfFile: Fixtures.path(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    /// The sentences of `text` outside code blocks, each on one line.
    static func sentences(in text: String) -> [String] {
        var prose: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                prose.append("")
            } else if !inFence {
                prose.append(line)
            }
        }
        let paragraphs = prose.joined(separator: "\n").components(separatedBy: "\n\n")
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return paragraphs.flatMap { $0.components(separatedBy: ". ") }
    }

    /// A sentence that says the stand-in lacks something names only types it does not declare.
    @Test func whatThePagesSayTheStandInLacksItLacks() throws {
        let declared = try Self.standInDeclarations()
        #expect(declared.contains("UITableView") && declared.contains("UISearchController"))
        let negative = ["lacks", "has only", "only what", "does not declare", "does not have", "not in the stand-in"]
        let typeName = try NSRegularExpression(pattern: #"`((?:UI|NS|SF)[A-Za-z]+)`"#)
        var claims = 0
        for page in try DocumentationPages.all() {
            for sentence in Self.sentences(in: try DocumentationPages.text(page))
            where sentence.contains("stand-in") && negative.contains(where: sentence.contains) {
                let range = NSRange(sentence.startIndex..., in: sentence)
                for match in typeName.matches(in: sentence, range: range) {
                    guard let name = Range(match.range(at: 1), in: sentence).map({ String(sentence[$0]) }) else {
                        continue
                    }
                    claims += 1
                    #expect(
                        !declared.contains(name),
                        "\(page) says the stand-in lacks \(name), which it declares: \(sentence)")
                }
            }
        }
        #expect(claims >= 1, "GeneratedScreen.md names a type the stand-in lacks")
    }
}
