import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// A route that passes nothing (`pass: none`), reached from row taps and events, with and without
/// `confirm`, in one and in several cell kinds (issue #42, point 15): the generated taps bind no row
/// they do not read, so the code type-checks against the UIKit stand-in with warnings as errors (an
/// unused binding is a warning: `value 'option' was defined but never used`). Examples/Deliveries
/// covers several cell kinds in the goldens.
@Suite struct PassNoneRouteTests {
    /// One cell kind: a row tap, an event, and an event that asks first, all to the same route.
    static let single = """
        screen: Settings
        cells:
          OptionCell:
            model: Option
            fields: { id: String, name: String }
            display: { text: name }
            select: { route: about }
            events:
              help: { title: Help, route: about }
              reset: { title: Reset, route: about, confirm: { title: Start again? } }
        routes:
          about: { destination: AboutViewController, pass: none }
        """

    /// One cell kind whose selection is kept by ID (`persistent`), and a row tap that asks first.
    static let persistent = """
        screen: Settings
        selection: { persistent: true }
        cells:
          OptionCell:
            model: Option
            fields: { id: String, name: String }
            display: { text: name }
            select: { route: about, confirm: { title: Leave? } }
        routes:
          about: { destination: AboutViewController, pass: none }
        """

    /// Several cell kinds: the same, with a confirmation in one kind only.
    static let several = """
        screen: Settings
        cells:
          OptionCell:
            model: Option
            fields: { id: String, name: String }
            display: { text: name }
            select: { route: about, confirm: { title: Leave? } }
            events:
              help: { title: Help, route: about }
          LinkCell:
            model: Link
            fields: { id: Int, title: String }
            display: { text: title }
            select: { route: about }
            events:
              help: { title: Help, route: about, confirm: { title: Open help? } }
        routes:
          about: { destination: AboutViewController, pass: none }
        """

    static let variants: [Generator.Variant] = [
        .init(list: .table, dataSource: .diffable, wiring: .closure),
        .init(list: .collection, dataSource: .classic, wiring: .delegate),
    ]

    @Test(arguments: [single, persistent, several])
    func bindsNoRowItDoesNotRead(_ yaml: String) throws {
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        for variant in Self.variants {
            let result = InjectionTests.generate(yaml, path: "Settings.listgen.yaml", variant: variant)
            #expect(!result.hasErrors, "\(result.diagnostics)")
            let destination = GeneratedFile(
                path: "AboutViewController.swift",
                contents: "import UIKit\nfinal class AboutViewController: UIViewController {}\n")
            let output = try InjectionTests.typeCheck(result.files + [destination], modules: modules)
            #expect(output.status == 0, "\(variant): \(output.text)")
        }
    }
}
