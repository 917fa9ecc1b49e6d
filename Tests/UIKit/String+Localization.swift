// Foundation's `String(localized:defaultValue:…)` (iOS 15), which Linux Foundation does not have
// (swift-corelibs-foundation in Swift 6.3 has neither the initializers nor `String.LocalizationValue`).
// Real UIKit re-exports Foundation, so generated code sees them through `import UIKit`; so it does here.
//
// The lookup is Foundation's: the table's entry for the key in the bundle (main when nil), else the
// default value. The stand-in's tables are `UIKitStandIn.localizedStrings` (what a `.strings` file
// would hold), then `Bundle.localizedString(forKey:value:table:)`.

extension String {
    /// A localizable value: the key and the default value of a lookup. Only plain literals; the
    /// SDK's interpolations (formatted arguments) are not there (stricter).
    @available(iOS 15.0, *)
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringLiteral {
        let text: String

        @available(iOS 15.0, *)
        public init(_ value: String) { text = value }

        @available(iOS 15.0, *)
        public init(stringLiteral value: String) { text = value }
    }

    /// Looks `key` up in `table` of `bundle` (main when nil; `Localizable` when `table` is nil or
    /// empty); `defaultValue` when the table has no entry.
    @available(iOS 15.0, *)
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        let tableName = (table?.isEmpty ?? true) ? "Localizable" : table!
        let keyText = key.description
        UIKitStandIn.recordLocalizationLookup(key: keyText, table: tableName, bundle: bundle ?? .main)
        if let entry = UIKitStandIn.localizedStrings[tableName]?[keyText] {
            self = entry
        } else {
            self = (bundle ?? .main).localizedString(forKey: keyText, value: defaultValue.text, table: tableName)
        }
    }
}
