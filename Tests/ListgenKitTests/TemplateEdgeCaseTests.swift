import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Every built-in template rendered against edge-case specs, in every variant, and the output
/// checked with `swiftc -parse`: template structure once produced code that did not parse (a
/// delegate-wired cell without events), and the examples alone do not reach these shapes.
@Suite struct TemplateEdgeCaseTests {
    static let cases: [(name: String, yaml: String)] = [
        (
            "localized texts with quotes, a module bundle, a sheet and a Close button",
            """
            screen: Spoken
            title: 'Say "hi" \\ \\(not) 100%'
            localization: { table: Spoken, bundle: module }
            sections:
              - { id: main, title: Main, footer: "A\\nB" }
            cells:
              ItemCell:
                model: Item
                fields: {id: Int, name: String}
                display: {text: name}
                events:
                  open: { title: 'Open "it"', route: detail }
                  share: { systemImage: square.and.arrow.up, route: share }
            routes:
              detail: { destination: DetailViewController, presentation: sheet, detents: [medium], embedInNavigation: true, closeButton: true }
              share: { destination: ShareViewController, presentation: sheet }
            """
        ),
        (
            "no events",
            """
            screen: Plain
            cells:
              ItemCell:
                model: Item
                fields: {id: Int, name: String}
                display: {text: name}
            """
        ),
        (
            "delegate with no events",
            """
            screen: Quiet
            wiring: delegate
            cells:
              ItemCell:
                model: Item
                fields: {id: Int, name: String}
                display: {text: name}
              OtherCell:
                model: Other
                fields: {id: String}
                events:
                  open: {title: Open}
            """
        ),
        (
            "one cell",
            """
            screen: Single
            title: One
            cells:
              ItemCell:
                model: Item
                fields: {id: UUID, name: String, icon: String?}
                display: {text: name, image: icon}
                events:
                  open: {title: Open, route: detail}
            routes:
              detail: {destination: DetailViewController, pass: id, presentation: present, embedInNavigation: true}
            """
        ),
        (
            "many cells",
            """
            screen: Mixed
            sections:
              - {id: pinned, title: Pinned}
              - {id: all}
            cells:
              PostCell:
                model: Post
                fields: {id: Int, title: String}
                display: {text: title, image: {systemName: doc}}
                events:
                  open: {title: Open, route: post}
                  like: {systemImage: heart}
                  share: {title: Share}
                  reply: {title: Reply}
              PhotoCell:
                model: Photo
                fields: {id: Int, caption: String?}
                display: {secondaryText: caption}
                wiring: delegate
                events:
                  open: {title: Open, route: photo}
                  like: {systemImage: heart}
              NoteCell:
                model: Note
                fields: {id: Int}
            routes:
              post: {destination: PostViewController, presentation: show}
              photo: {destination: PhotoViewController}
            """
        ),
        (
            "no routes",
            """
            screen: Local
            cells:
              ACell:
                model: A
                fields: {id: Int}
                events:
                  tap: {title: Tap}
              BCell:
                model: B
                fields: {id: Int}
            """
        ),
        (
            "only actions",
            """
            screen: Actions
            wiring: delegate
            cells:
              ACell:
                model: A
                fields: {id: Int}
                events:
                  remove: {title: Remove}
                  archive: {systemImage: archivebox}
              BCell:
                model: B
                fields: {id: Int}
                wiring: closure
                events:
                  remove: {title: Remove}
            """
        ),
        (
            "no sections",
            """
            screen: Flat
            cells:
              ItemCell:
                model: Item
                generateModel: false
                fields: {name: String}
                display: {text: name}
                events:
                  button: {title: Go, route: next}
            routes:
              next: {destination: NextViewController, pass: model}
            """
        ),
    ]

    static let variants: [Generator.Variant] =
        [Generator.Variant()]
        + ListKind.allCases.flatMap { list in
            DataSourceKind.allCases.flatMap { dataSource in
                Wiring.allCases.map { Generator.Variant(list: list, dataSource: dataSource, wiring: $0) }
            }
        }

    @Test(arguments: cases.map(\.name))
    func everyTemplateParses(_ name: String) throws {
        let parse = try Self.parse(name, templates: .builtIn)
        #expect(parse.status == 0, "\(name): \(parse.text)")
    }

    /// The check bites: the conformance template as it was before the fix (an extension opened
    /// for every delegate-wired cell, closed only under its last event) fails to parse for a
    /// delegate-wired cell without events.
    @Test func structureInATemplateIsCaught() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("listgen-edge-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        {{! listgen template, contextVersion: \(TemplateContext.version) }}
        {{#cells}}
        {{#delegateProtocol}}

        extension {{screen.viewControllerType}}: {{delegateProtocol}} {
        {{#events}}
            func {{tapMethod}}(in cell: {{cellName}}) {}
        {{#isLast}}
        }
        {{/isLast}}
        {{/events}}
        {{/delegateProtocol}}
        {{/cells}}

        """.write(
            to: directory.appendingPathComponent("ViewController-conformances.mustache"), atomically: true,
            encoding: .utf8)
        var diagnostics = DiagnosticEngine()
        let templates = TemplateSet.withOverrides(from: directory.path, diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
        #expect(try Self.parse("delegate with no events", templates: templates).status != 0)
        #expect(try Self.parse("one cell", templates: templates).status == 0, "its only cell has events")
    }

    /// `swiftc -parse` over the files of case `name` in every variant: syntax only, one process.
    static func parse(_ name: String, templates: TemplateSet) throws -> (status: Int32, text: String) {
        let yaml = try #require(cases.first { $0.name == name }?.yaml)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("listgen-edge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, variant) in variants.enumerated() {
            let result = Fixtures.generate(
                yaml, path: "Edge.listgen.yaml", options: .init(templates: templates, variant: variant))
            #expect(!result.hasErrors, "\(name) \(variant): \(result.diagnostics)")
            for file in result.files {
                let path = directory.appendingPathComponent("\(index)-\(file.path)").path
                try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
        }
        #expect(!paths.isEmpty)
        return try InjectionTests.swiftc(["-parse"] + paths)
    }

    /// Together the cases render every built-in file template, with and without its optional files.
    @Test func casesCoverEveryFileTemplate() throws {
        var templates: Set<String> = []
        for (_, yaml) in Self.cases {
            let result = Fixtures.generate(yaml)
            let spec = try #require(result.specs.first)
            let types = GeneratedTypes(spec: spec)
            for output in TemplateRenderer.outputs {
                switch output.scope {
                case .screen(let type): if types.contains(type) { templates.insert(output.template) }
                case .each(_, _, let names): if !names(types).isEmpty { templates.insert(output.template) }
                }
            }
        }
        #expect(templates == Set(TemplateRenderer.outputs.map(\.template)))
    }
}
