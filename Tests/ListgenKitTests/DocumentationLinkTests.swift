import Foundation
import Testing

/// The user documentation: the README (the front door) and the pages of `Documentation/`.
enum DocumentationPages {
    /// `README.md`, then every `Documentation/*.md`, sorted; paths relative to the package root.
    static func all() throws -> [String] {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("Documentation"))
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        return ["README.md"] + pages
    }

    static func text(_ page: String) throws -> String {
        try String(contentsOfFile: Fixtures.path(page), encoding: .utf8)
    }
}

/// Every relative Markdown link of the README and the Documentation pages names a file that exists,
/// and a `#fragment` into a Markdown file names one of its headings (so a moved section breaks a test,
/// not a reader's click).
@Suite struct DocumentationLinkTests {
    /// The targets of the inline links `[text](target)` outside code blocks and code spans.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            // Code spans hold examples, not links.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[after.index(after: close)...]
            }
        }
        return targets
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
                return nil
            })
    }

    /// The anchors of a Markdown text's headings (a repeated heading gets `-1`, `-2`, … as on GitHub).
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let base = anchor(title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            result.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return result
    }

    @Test func everyRelativeLinkResolves() throws {
        var broken: [String] = []
        var checked = 0
        for page in try DocumentationPages.all() {
            let folder = (page as NSString).deletingLastPathComponent
            for target in Self.linkTargets(in: try DocumentationPages.text(page)) {
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = String(parts[0])
                let fragment = parts.count > 1 ? String(parts[1]) : nil
                let path =
                    file.isEmpty
                    ? page : ((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath
                checked += 1
                guard FileManager.default.fileExists(atPath: Fixtures.path(path)) else {
                    broken.append("\(page): (\(target)): no file \(path)")
                    continue
                }
                if let fragment, path.hasSuffix(".md") {
                    let anchors = Self.anchors(in: try DocumentationPages.text(path))
                    if !anchors.contains(fragment) {
                        broken.append("\(page): (\(target)): no heading #\(fragment) in \(path)")
                    }
                }
            }
        }
        #expect(checked > 20, "found only \(checked) relative links")
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test func theCheckSeesLinksAndAnchors() {
        #expect(Self.linkTargets(in: "a [b](c.md#d) and `[x](y)`\n```\n[e](f)\n```\n[g](h)") == ["c.md#d", "h"])
        #expect(
            Self.anchor("Swipe actions and context menus (`placement`)") == "swipe-actions-and-context-menus-placement")
        #expect(Self.anchors(in: "# A\n## A\n```\n# B\n```") == ["a", "a-1"])
    }

    /// The README stays a front door: what listgen is, install, the first screen, the plugin, links.
    @Test func theReadmeIsShort() throws {
        let lines = try DocumentationPages.text("README.md").components(separatedBy: "\n").count
        #expect(lines <= 250, "README.md has \(lines) lines; reference material belongs in Documentation/")
    }
}
