import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenSpec

/// `listgen init`'s starter spec shows the common optional keys, commented out, as the key table
/// declares them (issue #45: it showed none of the keys added since 0.1.0).
@Suite struct StarterSpecTests {
    let text = StarterSpec.text(screen: "Orders")

    /// The top-level keys the starter leaves out: each needs another key the starter does not set
    /// (`indexTitles` section titles and a plain style, `selection` a cell's `select`), so uncommented
    /// alone it would be an error. A new top-level key must be shown, or named here with its reason.
    static let screenKeysLeftOut: Set<String> = ["indexTitles", "selection"]

    /// The lines of the starter that set a key, commented out or not: `name` for `  # name: value`.
    var keysShown: Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            var rest = line.drop(while: { $0 == " " })
            if rest.hasPrefix("# ") { rest = rest.dropFirst(2) }
            guard let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isLetter }) else { continue }
            names.insert(String(rest[..<colon]))
        }
        return names
    }

    @Test func everyKeyWithAStarterExampleIsShownCommentedOut() {
        var shown = 0
        for mapping in StarterSpec.mappings {
            for key in mapping.keys {
                guard let example = StarterSpec.example(key, screen: "Orders") else { continue }
                #expect(text.contains("# \(key.name): \(example) "), "\(mapping.title).\(key.name) is not shown")
                shown += 1
            }
        }
        #expect(shown >= 15, "only \(shown) keys have a starter example")
    }

    @Test func everyTopLevelKeyIsShown() {
        let missing = SpecFormat.Screen.mapping.keys.map(\.name).filter {
            !keysShown.contains($0) && !Self.screenKeysLeftOut.contains($0)
        }
        #expect(missing.isEmpty, "the starter spec does not show \(missing)")
        for name in Self.screenKeysLeftOut {
            #expect(SpecFormat.Screen.mapping.keys.contains { $0.name == name }, "'\(name)' is no key any more")
        }
    }

    /// The starter generates as written, and with each commented-out key uncommented, one at a time:
    /// every example is a valid value of its key, for the starter's own cell and route.
    @Test func theStarterGeneratesWithEachExampleUncommented() {
        let plain = Fixtures.generate(text, path: "Orders.listgen.yaml")
        #expect(plain.diagnostics.isEmpty, "\(plain.diagnostics.map(\.message))")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tried = 0
        for mapping in StarterSpec.mappings {
            for key in mapping.keys {
                guard let example = StarterSpec.example(key, screen: "Orders") else { continue }
                let commented = "# \(key.name): \(example)"
                guard let index = lines.firstIndex(where: { $0.drop(while: { $0 == " " }).hasPrefix(commented + " ") })
                else { continue }  // reported by the test above
                var variant = lines
                let indent = lines[index].prefix(while: { $0 == " " })
                variant[index] = indent + "\(key.name): \(example)"
                let result = Fixtures.generate(variant.joined(separator: "\n"), path: "Orders.listgen.yaml")
                #expect(
                    result.diagnostics.isEmpty,
                    "with '\(key.name): \(example)' uncommented: \(result.diagnostics.map(\.message))")
                tried += 1
            }
        }
        #expect(tried >= 15)
    }
}
