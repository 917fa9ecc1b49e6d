import ListgenKit
import Testing

/// The list-layout keys of `Documentation/BeyondTheSpec.md` that no example can show in all eight
/// variants: `style: sidebar` and `sidebarPlain` exist for collection lists only (a table variant of
/// the same spec is an error, `BadInputs/400`), so they are checked here on the generated source.
@Suite struct BeyondTheSpecTests {
    static func controllerSource(_ screenKeys: String) throws -> String {
        let yaml = """
            screen: Shop
            \(screenKeys)
            cells:
              ItemCell:
                model: Item
                fields: {id: Int, name: String}
                display: {text: name}
            """
        let result = Fixtures.generate(yaml)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.files.first { $0.path == "ShopViewController.swift" }).contents
    }

    @Test(arguments: ["sidebar", "sidebarPlain"])
    func sidebarStylesAreListAppearances(_ style: String) throws {
        let source = try Self.controllerSource("list: collection\nstyle: \(style)")
        #expect(source.contains("UICollectionLayoutListConfiguration(appearance: .\(style))"))
        #expect(!source.contains("showsSeparators"))
    }

    @Test func separatorsOffInACollectionList() throws {
        let source = try Self.controllerSource("list: collection\nstyle: sidebar\nseparators: false")
        #expect(source.contains("layout.showsSeparators = false"))
    }

    @Test func separatorsOffInATable() throws {
        let source = try Self.controllerSource("separators: false")
        #expect(source.contains("tableView.separatorStyle = .none"))
        let withSeparators = try Self.controllerSource("separators: true")
        #expect(!withSeparators.contains("separatorStyle"))
    }
}
