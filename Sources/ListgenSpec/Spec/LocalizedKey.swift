/// The keys of a localized screen's texts (`localization`), derived from the spec so they stay
/// stable while the spec's names do: `<screen>.<part>.….<role>`.
///
/// - the screen's title: `Orders.title`;
/// - a section's: `Orders.section.<id>.title`, `Orders.section.<id>.footer`;
/// - an event's: `Orders.<Cell>.<event>.title`, `Orders.<Cell>.<event>.accessibilityLabel`.
///
/// A cell named like ``sectionNamespace`` could clash with the sections' keys; ``SpecValidator``
/// refuses it when the spec is localized.
package enum LocalizedKey {
    /// The second part of a section's keys.
    package static let sectionNamespace = "section"

    /// The key of a text whose parts (after the screen) are `parts`.
    package static func key(screen: String, _ parts: [String]) -> String { ([screen] + parts).joined(separator: ".") }
}
