import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Sections from the data titled by a field (`sections: { from:, title: <field> }`), which no example
/// has (History titles by `relativeDay`): the generated `title(firstRow:now:calendar:)` reads the
/// field of the section's first row. Type-checked in every variant with warnings as errors, with one
/// cell kind (the row is `firstRow` itself) and with two (each case binds its model).
@Suite struct DataSectionTitleTypeCheckTests {
    static let oneKind = """
        screen: Feeds
        access: public
        sections: { from: folderID, title: folderName }
        cells:
          FeedCell:
            model: Feed
            fields: { id: String, name: String, folderID: Int, folderName: String }
            display: { text: name }
        """

    static let twoKinds = """
        screen: Feeds
        access: public
        sections: { from: folderID, title: folderName, sort: ascending }
        cells:
          FeedCell:
            model: Feed
            fields: { id: String, name: String, folderID: Int, folderName: String }
            display: { text: name }
          SmartFeedCell:
            model: SmartFeed
            fields: { id: String, name: String, folderID: Int, folderName: String }
            display: { text: name }
        """

    @Test(arguments: PublicExamplesTests.variants.indices)
    func aFieldTitleTypeChecks(_ index: Int) throws {
        let variant = PublicExamplesTests.variants[index]
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        for (name, spec) in [("one cell kind", Self.oneKind), ("two cell kinds", Self.twoKinds)] {
            let result = InjectionTests.generate(spec, path: "Feeds.listgen.yaml", variant: variant)
            #expect(!result.hasErrors, "\(name): \(result.diagnostics)")
            let section = try #require(result.files.first { $0.path == "FeedsSection.swift" })
            #expect(section.contents.contains("folderName"), "\(name): \(section.contents)")
            let output = try InjectionTests.typeCheck(
                result.files.filter { $0.path.hasSuffix(".swift") }, modules: modules,
                arguments: ["-module-name", "Feeds"])
            #expect(output.status == 0, "\(name), \(variant): \(output.text)")
        }
    }
}
