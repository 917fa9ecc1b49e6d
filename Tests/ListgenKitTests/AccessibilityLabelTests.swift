import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// The spoken name of a cell's buttons: the event's `accessibilityLabel`, else its title, else its
/// name made readable. It labels an image-only button and names the cell's custom action.
@Suite struct AccessibilityLabelTests {
    static func cellSource(events: String) throws -> String {
        let yaml = """
            screen: Shop
            cells:
              ItemCell:
                model: Item
                fields: {id: Int}
                events:
            \(events)
            routes:
              detail: {destination: ItemViewController, pass: id, presentation: push}
            """
        let result = Fixtures.generate(yaml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.files.first { $0.path == "ItemCell.swift" }).contents
    }

    @Test func explicitLabelWinsAndLabelsTheButton() throws {
        let source = try Self.cellSource(
            events: """
                      share:
                        title: Share
                        systemImage: square.and.arrow.up
                        accessibilityLabel: "Share \\"this\\" item"
                        route: detail
                """)
        #expect(source.contains(#"shareButton.accessibilityLabel = "Share \"this\" item""#))
        #expect(source.contains(#"UIAccessibilityCustomAction(name: "Share \"this\" item")"#))
    }

    @Test func titledButtonIsReadByItsTitle() throws {
        let source = try Self.cellSource(
            events: """
                      open:
                        title: Open
                        route: detail
                """)
        #expect(!source.contains("openButton.accessibilityLabel"))
        #expect(source.contains(#"UIAccessibilityCustomAction(name: "Open")"#))
    }

    @Test func imageOnlyButtonGetsTheReadableEventName() throws {
        let source = try Self.cellSource(
            events: """
                      addToCart:
                        systemImage: cart
                        route: detail
                      openURL:
                        systemImage: link
                        route: detail
                """)
        #expect(source.contains(#"addToCartButton.accessibilityLabel = "Add to cart""#))
        #expect(source.contains(#"openURLButton.accessibilityLabel = "Open url""#))
        #expect(source.contains(#"UIAccessibilityCustomAction(name: "Add to cart")"#))
    }

    @Test func aLabelMustBeAString() {
        let text = Fixtures.diagnostics(
            """
            screen: Shop
            cells:
              ItemCell:
                model: Item
                fields: {id: Int}
                events:
                  share:
                    systemImage: cart
                    accessibilityLabel: [a]
            """)
        #expect(text.contains("spec.yaml:9:29: error:"), "\(text)")
    }
}
