import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `emptyState`, `refresh` and `paging` alone and together with other keys the Deliveries golden does
/// not combine them with: row selection (the list delegate is then shared with paging), `access:
/// public` (without selection: `select` with `access: public` does not compile today, an issue of
/// the selection templates, not of these keys), one section, classic data sources. Each list × data source renders all four screens into
/// one module, type-checked against the UIKit stand-in with warnings as errors.
@Suite struct FeedCombinationTests {
    static let specs: [(path: String, yaml: String)] = [
        (
            "Picks.listgen.yaml",
            """
            screen: Picks
            refresh: true
            paging: true
            emptyState: { text: Nothing picked, systemImage: star }
            cells:
              PickCell:
                model: Pick
                fields: {id: Int, name: String}
                display: {text: name}
                select: { route: open }
            routes:
              open: { destination: PickDetailViewController }
            """
        ),
        (
            "Notes.listgen.yaml",
            """
            screen: Notes
            emptyState: { text: "No notes \\"yet\\"", secondaryText: Write one. }
            cells:
              NoteCell:
                model: Note
                fields: {id: String, text: String}
                display: {text: text}
            """
        ),
        (
            "Feeds.listgen.yaml",
            """
            screen: Feeds
            refresh: true
            sections: [{id: new, title: New}, {id: old}]
            cells:
              FeedCell:
                model: Feed
                fields: {id: UUID, title: String}
                display: {text: title}
            """
        ),
        (
            "Pages.listgen.yaml",
            """
            screen: Pages
            access: public
            paging: true
            sections: [{id: first}, {id: second}]
            cells:
              PageCell:
                model: Page
                fields: {id: Int, title: String}
                display: {text: title}
                events:
                  open: { title: Open }
              OtherCell:
                model: Other
                fields: {id: String}
            """
        ),
    ]

    static let variants: [Generator.Variant] = ListKind.allCases.flatMap { list in
        DataSourceKind.allCases.map { Generator.Variant(list: list, dataSource: $0, wiring: .closure) }
    }

    @Test(arguments: variants.indices)
    func combinationsTypeCheck(_ index: Int) throws {
        let variant = Self.variants[index]
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        let scratch = try Scratch()
        var files: [String] = []
        for spec in Self.specs {
            let result = InjectionTests.generate(spec.yaml, path: spec.path, variant: variant)
            #expect(!result.hasErrors, "\(spec.path): \(result.diagnostics)")
            let screen = try #require(result.specs.first)
            let harness = GeneratedFile(
                path: "_\(screen.screen)Harness.swift", contents: try Harness.render(for: screen))
            for file in result.files + [harness] {
                let path = scratch.path + "/" + file.path
                // A file of the same name is the same for every spec: one copy for the module.
                guard !files.contains(path) else { continue }
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                files.append(path)
            }
        }
        let output = try InjectionTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + files)
        #expect(output.status == 0, "\(variant): \(output.text)")
    }

    /// With row selection, the selection extension declares the delegate conformance and the paging
    /// extension adds only `willDisplay`; without it, the paging extension declares it.
    @Test func theDelegateConformanceIsDeclaredOnce() throws {
        for (spec, conformances) in [(Self.specs[0], 1), (Self.specs[3], 1)] {
            let result = InjectionTests.generate(spec.yaml, path: spec.path, variant: .init())
            let controller = try #require(result.files.first { $0.path.hasSuffix("ViewController.swift") })
            let count = controller.contents.components(separatedBy: ": UITableViewDelegate {").count - 1
            #expect(count == conformances, "\(spec.path): \(count) conformances")
            #expect(controller.contents.contains("willDisplay cell: UITableViewCell"))
        }
    }
}
