import Foundation
import ListgenMustache
import Testing

@testable import ListgenKit

/// The layering of `Sources/ListgenKit` (Documentation/Architecture.md): validation and
/// diagnostics come before the template context and know nothing of it.
@Suite struct ArchitectureTests {
    /// Names declared by the later stages (Context/, Rendering/).
    static let laterStageNames = [
        "TemplateContext", "SwiftLiteral", "Builder", "TemplateRenderer", "TemplateSet", "BuiltinTemplates",
    ]

    @Test(arguments: ["Spec", "Diagnostics", "Text"])
    func earlierStagesDoNotUseLaterOnes(_ folder: String) throws {
        let directory = Fixtures.path("Sources/ListgenKit/\(folder)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
            for name in Self.laterStageNames {
                let pattern = "\\b\(name)\\b"
                #expect(
                    text.range(of: pattern, options: .regularExpression) == nil,
                    "\(folder)/\(file) uses \(name) from a later stage")
            }
        }
    }

    /// The renderer's files come from `GeneratedTypes`; a context that does not match them is an
    /// error, never a silently missing file.
    @Test func aContextWithoutTheGeneratedFilesIsAnError() throws {
        let spec = try #require(Generator().generate([try Fixtures.exampleInput("Library")]).specs.first)
        let renderer = try TemplateRenderer(templates: Fixtures.workingTemplates)
        let types = GeneratedTypes(spec: spec)
        // Library is not localized: the strings enum is Deliveries' (GoldenTests render it).
        #expect(
            types.types == ScreenType.allCases.filter { $0 != .strings }, "Library generates every other screen type")
        guard case .object(var context) = TemplateContext.make(for: spec) else { throw ArchitectureError.noObject }
        let files = try renderer.render(.object(context), types: types, layout: .filePerType)
        // Routing shares Router.swift, ActionHandling shares Action.swift.
        #expect(files.count == types.types.count - 2 + types.models.count + types.cells.count)
        context["cells"] = nil
        #expect(throws: MustacheError.self) {
            _ = try renderer.render(.object(context), types: types, layout: .filePerType)
        }
    }

    /// `listgen context` validates without rendering, then builds the one context it prints.
    @Test func validatingOnlyBuildsNoContext() throws {
        var options = Generator.Options()
        options.renders = false
        let result = Generator(options: options).generate([try Fixtures.exampleInput("Contacts")])
        #expect(result.specs.count == 1 && result.files.isEmpty && !result.hasErrors)
        #expect(result.timings.nanoseconds[.context] == nil && result.timings.nanoseconds[.render] == nil)
        let full = Generator().generate([try Fixtures.exampleInput("Contacts")])
        #expect(full.timings.nanoseconds[.context] != nil)
    }
}

enum ArchitectureError: Error { case noObject }
