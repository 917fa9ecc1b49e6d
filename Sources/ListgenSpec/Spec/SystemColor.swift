/// An event's `color:` — a UIKit system colour, by its `UIColor` class property's name.
///
/// The names of `UIColor (UIColorSystemColors)`'s tint colours in the iOS 18 SDK (`UIInterface.h`);
/// each adapts to light and dark mode and to Increase Contrast, which a fixed colour would not.
package enum SystemColor: String, Sendable, Hashable, CaseIterable, Codable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
    case systemIndigo, systemPurple, systemPink, systemBrown, systemGray
}
