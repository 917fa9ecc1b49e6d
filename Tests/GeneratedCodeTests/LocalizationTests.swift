import Testing

/// Localized texts reach the generated screen through `String(localized:defaultValue:table:…)`: with
/// translations in the stand-in's tables (what `Deliveries.strings` of another language would hold),
/// the Deliveries screen shows them, in every variant; without, it shows the spec's English texts.
@MainActor
@Suite struct LocalizationTests {
    nonisolated static let deliveries = allHarnesses.filter { $0.name.hasPrefix("Deliveries ") }

    static let german = [
        "Deliveries.title": "Zustellungen",
        "Deliveries.section.today.title": "Heute",
        "Deliveries.section.today.footer": "Zustellung zwischen 8 und 20 Uhr.",
        "Deliveries.section.later.title": "Später",
        "Deliveries.DeliveryCell.track.title": "Verfolgen",
        "Deliveries.DeliveryCell.track.accessibilityLabel": "Sendung verfolgen",
    ]

    /// Runs `body` with `table`'s translations installed, restoring the previous tables after.
    func with(_ translations: [String: String], table: String = "Deliveries", _ body: () -> Void) {
        let previous = UIKitStandIn.localizedStrings
        UIKitStandIn.localizedStrings[table] = translations
        UIKitStandIn.resetLocalizationLookups()
        defer { UIKitStandIn.localizedStrings = previous }
        body()
    }

    @Test func everyDeliveriesVariantIsHere() {
        #expect(Self.deliveries.count == 8)
    }

    @Test(arguments: deliveries)
    func translationsAreShown(_ screen: HarnessCase) {
        with(Self.german) {
            let harness = screen.make(.recording)
            harness.loadView()
            #expect(harness.viewController.title == "Zustellungen")
            #expect(harness.info.sectionTexts.first?.title == "Heute")
            // The list shows the translated headers and footers (the harness's expectations are
            // looked up too, and are the translations above).
            expectNoProblems(Scenarios.sectionTexts(screen.make))
            // The title, and a delivery row's button: the translated title and VoiceOver label.
            expectNoProblems(
                Scenarios.shownTexts(
                    screen.make, title: "Zustellungen", buttonIdentifier: "DeliveryCell.track",
                    buttonTitle: "Verfolgen", actionName: "Sendung verfolgen"))
            // Every lookup went to the spec's table in the main bundle.
            let lookups = UIKitStandIn.localizationLookups
            #expect(!lookups.isEmpty)
            #expect(lookups.allSatisfy { $0.table == "Deliveries" && $0.bundlePath == Bundle.main.bundlePath })
        }
    }

    @Test(arguments: deliveries)
    func withoutTranslationsTheSpecsTextsAreShown(_ screen: HarnessCase) {
        with([:]) {
            let harness = screen.make(.recording)
            harness.loadView()
            #expect(harness.viewController.title == "Deliveries")
            #expect(harness.info.sectionTexts.first?.footer == "Deliveries arrive between 8:00 and 20:00.")
            #expect(UIKitStandIn.localizationLookups.contains { $0.key == "Deliveries.title" })
        }
    }

    /// Screens without `localization` look nothing up: their texts are literals.
    @Test func unlocalizedScreensLookNothingUp() {
        with([:]) {
            for screen in allHarnesses where !screen.name.hasPrefix("Deliveries ") {
                screen.make(.recording).loadView()
            }
            #expect(UIKitStandIn.localizationLookups.isEmpty)
        }
    }
}
