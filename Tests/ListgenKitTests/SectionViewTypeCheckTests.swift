import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// The edges of section views no example has, type-checked in every variant with warnings as errors,
/// public (so every witness is as visible as its conformance): a header view on a section without a
/// title, a footer view on a screen without footer texts, and a table whose delegate exists only for
/// them (no row taps, swipe actions, menus or paging declare the conformance).
@Suite struct SectionViewTypeCheckTests {
    static let spec = """
        screen: Notes
        access: public
        sections:
          - id: pinned
            headerView: true
          - id: others
            title: Others
            footerView: true
        cells:
          NoteCell:
            model: Note
            fields: { id: Int, text: String }
            display: { text: text }
        """

    @Test(arguments: PublicExamplesTests.variants.indices)
    func sectionViewsWithoutTextsOrOtherDelegateUsesTypeCheck(_ index: Int) throws {
        let variant = PublicExamplesTests.variants[index]
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        let scratch = try Scratch()
        let result = InjectionTests.generate(Self.spec, path: "Notes.listgen.yaml", variant: variant)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let screen = try #require(result.specs.first)
        let harness = GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: screen))
        var files: [String] = []
        for file in result.files + [harness] where file.path.hasSuffix(".swift") {
            let path = scratch.path + "/" + file.path
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            files.append(path)
        }
        let controller = try #require(result.files.first { $0.path == "NotesViewController.swift" })
        if variant.list == .table {
            #expect(controller.contents.contains("extension NotesViewController: UITableViewDelegate {"))
            #expect(controller.contents.contains("tableView.delegate = self"))
        }
        let output = try InjectionTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Notes", "-I", modules]
                + files)
        #expect(output.status == 0, "\(variant): \(output.text)")
    }
}
