import Foundation
import ListgenMustache
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `confirm` and `select.enabled`: the generated code for every shape (one or several cell kinds, an
/// event or a row tap, a route or an action) type-checks against the UIKit stand-in with warnings as
/// errors, and the alert says what the spec says. (Orders covers the several-kinds event in the goldens.)
@Suite struct ConfirmTests {
    /// One cell kind: a routed event and a routed row tap that both ask first, a row tap with `enabled`.
    static let single = """
        screen: Files
        cells:
          FileCell:
            model: File
            fields: { id: String, name: String, isLocked: Bool }
            display: { text: name }
            select:
              route: open
              enabled: isLocked
              confirm: { title: Open this file? }
            events:
              erase:
                systemImage: trash
                role: destructive
                route: open
                confirm: { title: Erase this file?, message: It goes for good. }
        routes:
          open: { destination: FileViewController, pass: id }
        """

    /// Several cell kinds: a row tap without a route (an action) that asks first, and an event
    /// action that asks first in one kind only.
    static let several = """
        screen: Mail
        cells:
          MessageCell:
            model: Message
            fields: { id: Int, subject: String, isRead: Bool }
            display: { text: subject }
            select: { confirm: { title: Open?, button: Open }, enabled: isRead }
            events:
              archive: { title: Archive, confirm: { title: Archive this message? } }
          FolderCell:
            model: Folder
            fields: { id: String, name: String }
            display: { text: name }
            events:
              archive: { title: Archive }
        """

    static let variants: [Generator.Variant] = [
        .init(list: .table, dataSource: .diffable, wiring: .closure),
        .init(list: .collection, dataSource: .classic, wiring: .delegate),
    ]

    @Test(arguments: [single, several])
    func everyShapeTypeChecksAgainstTheStandIn(_ yaml: String) throws {
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        for variant in Self.variants {
            let result = InjectionTests.generate(yaml, path: "Spec.listgen.yaml", variant: variant)
            #expect(!result.hasErrors, "\(result.diagnostics)")
            let spec = try #require(result.specs.first)
            let harness = GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: spec))
            let output = try InjectionTests.typeCheck(result.files + [harness], modules: modules)
            #expect(output.status == 0, "\(variant): \(output.text)")
        }
    }

    @Test func theAlertSaysWhatTheSpecSays() throws {
        let result = InjectionTests.generate(Self.single, path: "Files.listgen.yaml", variant: Self.variants[0])
        let controller = try #require(result.files.first { $0.path.hasSuffix("FilesViewController.swift") }?.contents)
        // The event: no `button`, so its accessibility label (no title: the name made readable);
        // destructive role, destructive button.
        #expect(controller.contains(#"title: "Erase this file?", message: "It goes for good.","#))
        #expect(controller.contains(#"button: "Erase", style: .destructive"#))
        // The row tap: no `button`, so "OK"; no message.
        #expect(controller.contains(#"title: "Open this file?", message: nil,"#))
        #expect(controller.contains(#"button: "OK", style: .default"#))
        // One alert method; its handler runs only on confirm, the row looked up again by ID.
        #expect(controller.components(separatedBy: "private func presentConfirmation(").count == 2)
        #expect(controller.contains("self.indexPath(forRowID: id)"))
        #expect(!controller.contains("[self]"))
        // `enabled` on the row tap: the delegate asks the field.
        #expect(controller.contains("return file.isLocked"))
    }

    @Test func withoutConfirmThereIsNoAlert() throws {
        let result = InjectionTests.generate(
            "screen: Plain\ncells:\n  PlainCell:\n    model: Plain\n    fields: {id: Int}\n    select: {}\n",
            path: "Plain.listgen.yaml", variant: Self.variants[0])
        #expect(!result.hasErrors)
        #expect(!result.files.contains { $0.contents.contains("UIAlertController") })
    }
}
