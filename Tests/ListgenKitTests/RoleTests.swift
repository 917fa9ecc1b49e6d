import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// `role: destructive` colours only that event's button red; `normal` (the default) leaves it as is.
@Suite struct RoleTests {
    @Test(arguments: ListKind.allCases)
    func destructiveButtonIsRed(_ list: ListKind) throws {
        let spec = """
            screen: Orders
            cells:
              OrderCell:
                model: Order
                fields: {id: Int}
                events:
                  cancel: {title: Cancel, role: destructive}
                  share: {title: Share, role: normal}
                  open: {title: Open}
            """
        let result = Fixtures.generate(spec, options: .init(variant: .init(list: list)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let cell = try #require(result.files.first { $0.path == "OrderCell.swift" }).contents
        #expect(cell.contains("cancelButtonConfiguration.baseForegroundColor = .systemRed"))
        #expect(cell.components(separatedBy: ".systemRed").count == 2, "only the destructive button is red")
    }
}
