import Foundation
import Testing

/// The Swift blocks of the README and the Documentation pages marked `<!-- compiled: <file> -->`
/// are compiled: each appears in
/// `<file>` (a file of a target that the test build compiles), line for line and in order, its
/// `import` lines aside (the file imports the golden module that stands in for the app's).
@Suite struct ReadmeExamplesTests {
    static let marker = "<!-- compiled: "

    /// Each marked block: the file it must be in, and its lines.
    static func markedBlocks(in readme: String) -> [(file: String, lines: [String])] {
        var blocks: [(file: String, lines: [String])] = []
        let lines = readme.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(marker), line.hasSuffix(" -->"), index + 1 < lines.count,
                lines[index + 1] == "```swift"
            else {
                index += 1
                continue
            }
            let file = String(line.dropFirst(marker.count).dropLast(" -->".count))
            var body: [String] = []
            index += 2
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks.append((file, body))
        }
        return blocks
    }

    /// Whether `needle` (trimmed, non-empty lines) occurs as consecutive trimmed lines of `haystack`.
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        let trim = { (line: String) in line.trimmingCharacters(in: .whitespaces) }
        let hay = haystack.map(trim).filter { !$0.isEmpty }
        let wanted = needle.map(trim).filter { !$0.isEmpty }
        guard !wanted.isEmpty, wanted.count <= hay.count else { return false }
        return (0...(hay.count - wanted.count)).contains { Array(hay[$0..<($0 + wanted.count)]) == wanted }
    }

    @Test func markedBlocksAreCompiled() throws {
        var count = 0
        for page in try DocumentationPages.all() {
            let blocks = Self.markedBlocks(in: try DocumentationPages.text(page))
            count += blocks.count
            for block in blocks {
                let source = try String(contentsOfFile: Fixtures.path(block.file), encoding: .utf8)
                let code = block.lines.filter { !$0.hasPrefix("import ") && !$0.hasPrefix("// ") }
                #expect(
                    Self.contains(source.components(separatedBy: "\n"), code),
                    "a block of \(page) marked for \(block.file) is not in it:\n\(block.lines.joined(separator: "\n"))")
            }
        }
        // The README's access example, onViewDidLoad, the content view and the feed hooks.
        #expect(count >= 4, "only \(count) marked blocks in the README and Documentation/")
        let readme = Self.markedBlocks(in: try DocumentationPages.text("README.md"))
        #expect(!readme.isEmpty, "the README's access example is marked")
    }

    @Test func theCheckFailsOnAChangedLine() {
        #expect(Self.contains(["a", "  b", "c"], ["b", "c"]))
        #expect(!Self.contains(["a", "b", "c"], ["b", "x"]))
        #expect(!Self.contains(["a"], []))
    }
}
