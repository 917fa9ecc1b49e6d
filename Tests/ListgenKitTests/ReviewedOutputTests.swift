import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// What a reviewer of the generated code flagged (issue #25), checked on every example in every
/// variant of the golden matrix, and on the README's claim about selection.
@Suite struct ReviewedOutputTests {
    /// The files of a variant, by name.
    static func files(_ variant: GoldenTests.Variant) throws -> [String: String] {
        let options = Generator.Options(templates: Fixtures.workingTemplates, variant: variant.generatorVariant)
        let result = Generator(options: options).generate([try Fixtures.exampleInput(variant.example)])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    /// The `import` lines of a file.
    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    }

    /// Models, sections, rows, actions and routes are value types that use nothing of UIKit: they import
    /// Foundation; cells, the controller, the router and the strings enum import UIKit. A file that
    /// names a type of the runtime library imports it too, and no other file does.
    @Test(arguments: GoldenTests.variants)
    func valueTypesImportFoundationOnly(_ variant: GoldenTests.Variant) throws {
        let files = try Self.files(variant)
        let spec = try #require(Generator().generate([try Fixtures.exampleInput(variant.example)]).specs.first)
        let models = Set(spec.cells.filter(\.generateModel).map { $0.model + ".swift" })
        let screen = spec.screen
        let valueFiles = models.union(["Section", "Row", "Action", "Route"].map { screen + $0 + ".swift" })
        // A router that shows Safari's view imports SafariServices too, sorted first (swift-format).
        let safari = spec.routes.contains { $0.presentation == .safari }
        for (name, text) in files {
            var expected =
                valueFiles.contains(name)
                ? ["import Foundation"]
                : safari && name == screen + "Router.swift"
                    ? ["import SafariServices", "import UIKit"] : ["import UIKit"]
            if RuntimeLibrary.isNamed(in: text) { expected = (expected + ["import ListgenRuntime"]).sorted() }
            #expect(Self.imports(text) == expected, "\(variant.directory)/\(name)")
        }
    }

    /// A model whose field is a UIKit type still imports UIKit.
    @Test func aModelWithAUIKitFieldImportsUIKit() {
        #expect(TemplateRenderer.framework(forFieldTypes: ["UUID", "String?"]) == .foundation)
        #expect(TemplateRenderer.framework(forFieldTypes: ["UUID", "[UIColor]?"]) == .uiKit)
        #expect(TemplateRenderer.framework(forFieldTypes: ["CGFloat"]) == .uiKit)
        #expect(TemplateRenderer.framework(forFieldTypes: ["MyUIKind", "App.UIThing", "UUID"]) == .foundation)
        let result = Fixtures.generate(
            """
            screen: Swatches
            cells:
              SwatchCell:
                model: Swatch
                fields: { id: UUID, color: UIColor }
            """)
        let model = result.files.first { $0.path == "Swatch.swift" }
        #expect(model.map { Self.imports($0.contents) } == ["import UIKit"])
    }

    /// `installButtons()` exists only in a cell that has buttons; a cell whose events are all swipe
    /// actions or menu items installs the accessibility actions of its menu-only events under that name
    /// (swipe actions reach VoiceOver through UIKit, and the cell offers them no second time).
    @Test(arguments: GoldenTests.variants)
    func onlyCellsWithButtonsInstallButtons(_ variant: GoldenTests.Variant) throws {
        let spec = try #require(Generator().generate([try Fixtures.exampleInput(variant.example)]).specs.first)
        let files = try Self.files(variant)
        var checked = (withButtons: 0, without: 0)
        for cell in spec.cells {
            let text = try #require(files[cell.name + ".swift"])
            let hasButton = cell.events.contains(where: \.isButton)
            #expect(text.contains("installButtons()") == hasButton, "\(variant.directory)/\(cell.name).swift")
            #expect(
                text.contains("installAccessibilityActions()")
                    == (!hasButton && cell.events.contains(where: \.isAccessibilityAction)),
                "\(variant.directory)/\(cell.name).swift")
            if hasButton { checked.withButtons += 1 } else if !cell.events.isEmpty { checked.without += 1 }
        }
        if variant.example == "Orders" { #expect(checked.without > 0, "Orders has a cell without buttons") }
    }

    @Test func aCellWithoutButtonsInstallsOnlyAccessibilityActions() throws {
        let result = Fixtures.generate(
            """
            screen: Mail
            cells:
              MailCell:
                model: Mail
                fields: { id: UUID, subject: String }
                display: { text: subject }
                events:
                  archive: { title: Archive, placement: menu }
            """)
        let cell = try #require(result.files.first { $0.path == "MailCell.swift" }).contents
        #expect(!cell.contains("installButtons"))
        #expect(!cell.contains("UIButton"))
        #expect(cell.components(separatedBy: "installAccessibilityActions()").count == 3, "\(cell)")
    }

    /// Under `access: public`, what a section offers (its title and footer) is public too.
    @Test func sectionTitlesFollowTheScreensAccess() throws {
        for access in ["public", "package"] {
            let result = Fixtures.generate(
                """
                screen: Mail
                access: \(access)
                sections:
                  - { id: inbox, title: Inbox, footer: Synced }
                cells:
                  MailCell:
                    model: Mail
                    fields: { id: UUID, subject: String }
                    display: { text: subject }
                """)
            let section = try #require(result.files.first { $0.path == "MailSection.swift" }).contents
            #expect(section.contains("    \(access) var title: String? {"), "\(section)")
            #expect(section.contains("    \(access) var footer: String? {"), "\(section)")
        }
    }

    /// The documentation never says rows are not selectable without naming `select`, which makes them so.
    @Test func readmeSaysWhenRowsAreSelectable() throws {
        let pages = try DocumentationPages.all().map(DocumentationPages.text).joined(separator: "\n\n")
        let sentences = pages.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
            .components(separatedBy: ". ")
        let claims = sentences.filter { $0.contains("not selectable") }
        #expect(!claims.isEmpty)
        for claim in claims {
            #expect(claim.contains("`select`"), "\(claim)")
        }
    }
}
