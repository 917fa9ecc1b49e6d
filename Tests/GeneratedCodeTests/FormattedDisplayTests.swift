import Foundation
import Testing

/// `display.secondaryText: {field:, format:}` in the Deliveries example, run on Linux Foundation's
/// `FormatStyle`: a delivery's `fee: Decimal` with `format: currency, currencyCode: EUR`, a pickup's
/// `opensAt: Date?` with `format: time` (nil in every third row, as the harness makes it).
@MainActor
@Suite struct FormattedDisplayTests {
    /// What the spec asks for, written with the FormatStyle calls the format names.
    static func expected(_ row: RowSpec) -> String? {
        switch row.kind {
        case 0: (Decimal(row.key * 100) / 100).formatted(.currency(code: "EUR"))
        default:
            row.key % 3 == 0
                ? nil
                : Date(timeIntervalSince1970: Double(row.key * 1000)).formatted(date: .omitted, time: .shortened)
        }
    }

    @Test(arguments: allHarnesses.filter { $0.name.hasPrefix("Deliveries") })
    func deliveriesShowFormattedValues(_ screen: HarnessCase) {
        expectNoProblems(Scenarios.secondaryTexts(screen.make, expected: Self.expected))
    }

    /// The expectation is not the raw value: Linux Foundation writes the currency (its symbol or
    /// code) and a time of day. (Exact text depends on the locale; the test runs in the process's.)
    @Test func theFormatsAreReallyApplied() {
        let fee = Self.expected(RowSpec(kind: 0, key: 3)) ?? ""
        #expect(fee != "3" && (fee.contains("€") || fee.contains("EUR")), "\(fee)")
        let time = Self.expected(RowSpec(kind: 1, key: 4)) ?? ""
        #expect(time.contains(":"), "\(time)")
        #expect(Self.expected(RowSpec(kind: 1, key: 3)) == nil)
    }

    @Test func aWrongExpectationIsCaught() {
        let deliveries = allHarnesses.first { $0.name.hasPrefix("Deliveries") }!
        let problems = Scenarios.secondaryTexts(deliveries.make) { row in
            row.kind == 0 ? "\(Decimal(row.key))" : Self.expected(row)
        }
        #expect(!problems.isEmpty)
    }

    /// `image: { named: parcel }` on deliveries; `{ field: logo, source: asset }` on pickups (the
    /// harness's `logo` is nil in every third row, else "logo <key> r0").
    @Test(arguments: allHarnesses.filter { $0.name.hasPrefix("Deliveries") })
    func deliveriesShowAssetImages(_ screen: HarnessCase) {
        expectNoProblems(
            Scenarios.secondaryTexts(screen.make, shown: { $0.image?.simulatedAssetName }) { row in
                row.kind == 0 ? "parcel" : row.key % 3 == 0 ? nil : "logo \(row.key) r0"
            })
    }

    @Test func aWrongImageIsCaught() {
        let deliveries = allHarnesses.first { $0.name.hasPrefix("Deliveries") }!
        let problems = Scenarios.secondaryTexts(deliveries.make, shown: { $0.image?.simulatedAssetName }) { _ in
            "parcel"
        }
        #expect(!problems.isEmpty)
    }
}
