// Localized texts (issue #14's `localization`), for GeneratedCodeTests' LocalizationTests: what the
// screen shows once the stand-in's tables hold translations.
import UIKit

extension Scenarios {
    /// The screen shows `title`, each on-screen button with `buttonIdentifier` (`Cell.event`) shows
    /// `buttonTitle`, and its cell offers VoiceOver the custom action `actionName` (the event's
    /// accessibility label); at least one such button is on screen.
    @MainActor
    public static func shownTexts(
        _ make: HarnessFactory, title: String, buttonIdentifier: String, buttonTitle: String, actionName: String
    ) -> [String] {
        raising {
            let driver = Driver(make(.recording), capacity: 20)
            driver.check(
                driver.harness.viewController.title == title,
                "title \(String(describing: driver.harness.viewController.title)), expected \(title)")
            driver.fill(counts: driver.info.sections.map { _ in 2 })
            var found = 0
            for (cell, rowID, _) in driver.visibleCells() {
                guard let button = findButton(buttonIdentifier, in: cell) else { continue }
                found += 1
                let shown = button.configuration?.title
                driver.check(shown == buttonTitle, "\(buttonIdentifier) of \(rowID) shows \(String(describing: shown))")
                let names = cell.simulatedAccessibilityCustomActionNames
                driver.check(names.contains(actionName), "\(rowID) offers the custom actions \(names)")
            }
            driver.check(found > 0, "no \(buttonIdentifier) button on screen")
            return driver.problems
        }
    }
}
