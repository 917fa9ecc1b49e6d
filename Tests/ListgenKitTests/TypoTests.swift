import ListgenKit
import ListgenOutput
import ListgenRendering
import ListgenSpec
import Testing

/// Follow-up diagnostics that help a new user: type-name typos, and no noise after an error.
@Suite struct TypoTests {
    func diagnostics(fields: String, extra: String = "") -> String {
        Fixtures.diagnostics(
            """
            screen: Orders
            cells:
              OrderCell:
                model: Order
                fields:
            \(fields)
            \(extra)
            """)
    }

    @Test(arguments: [
        ("Strng", "String"), ("Intt", "Int"), ("UUDI", "UUID"), ("Dat", "Data' or 'Date"), ("string", "String"),
        ("Bol", "Bool"), ("Dobule", "Double"),
    ])
    func misspelledStandardTypeWarnsWithADidYouMean(_ written: String, _ known: String) {
        let text = diagnostics(fields: "      id: Int\n      status: \(written)")
        #expect(
            text.contains(
                "spec.yaml:7:15: warning: type of field 'status' names '\(written)', which is not a type listgen knows; did you mean '\(known)'?"
            ), "\(text)")
    }

    @Test func genericArgumentsElementsKeysAndValuesAreChecked() {
        let text = diagnostics(fields: "      id: Int\n      tags: \"[Strng: Set<UUDI>]\"\n      list: Array<Intt>?")
        #expect(text.contains("names 'Strng', which is not a type listgen knows; did you mean 'String'?"), "\(text)")
        #expect(text.contains("names 'UUDI', which is not a type listgen knows; did you mean 'UUID'?"), "\(text)")
        #expect(text.contains("spec.yaml:8:13: warning: type of field 'list' names 'Intt'"), "\(text)")
        #expect(text.contains("Foundation.Dat") == false)
        #expect(
            diagnostics(fields: "      id: Int\n      when: Foundation.Dat").contains("names 'Dat'"),
            "a Foundation-qualified name is checked too")
    }

    @Test func namesFarFromEveryKnownTypeAndKnownTypesPass() {
        let fields = """
                  id: UUID
                  customer: Customer
                  status: OrderStatus
                  total: Decimal
                  placed: Date
                  items: "[LineItem]"
                  counts: "[String: Int]"
                  avatar: MyModule.Strng
            """
        #expect(diagnostics(fields: fields).isEmpty, "\(diagnostics(fields: fields))")
        #expect(
            Fixtures.diagnostics(
                """
                screen: Orders
                cells:
                  OrderCell: {model: Order, fields: {id: Int}, events: {open: {title: Open, route: detail}}}
                routes:
                  detail: {destination: ComposeViewController}
                """
            ).isEmpty)
    }

    @Test func emptyEventsMeanNoEventsWhicheverWayTheyAreWritten() {
        let base = "screen: Items\ncells:\n  ItemCell:\n    model: Item\n    fields:\n      id: Int\n"
        let omitted = Fixtures.generate(base)
        let null = Fixtures.generate(base + "    events:\n")
        let empty = Fixtures.generate(base + "    events: {}\n")
        #expect(!omitted.hasErrors && !null.hasErrors && !empty.hasErrors, "\(null.diagnostics)")
        #expect(null.diagnostics.isEmpty && empty.diagnostics.isEmpty)
        #expect(null.files == omitted.files && empty.files == omitted.files)
    }
}
