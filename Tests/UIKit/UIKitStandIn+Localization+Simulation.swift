// TEST-ONLY simulation API: not part of real UIKit.

extension UIKitStandIn {
    /// One `String(localized:…)` lookup: its key, table and bundle.
    public struct LocalizationLookup: Hashable, Sendable {
        public var key: String
        public var table: String
        public var bundlePath: String
    }

    /// The translated strings `String(localized:…)` finds before the bundle: table name → key →
    /// value, as the app's `<table>.strings` for the current language would hold them. Empty by default
    /// (then every lookup falls back to the bundle, and on Linux to the default value).
    nonisolated(unsafe) public static var localizedStrings: [String: [String: String]] = [:]

    /// Every lookup since the last `resetLocalizationLookups()`, in order.
    nonisolated(unsafe) public private(set) static var localizationLookups: [LocalizationLookup] = []

    public static func resetLocalizationLookups() {
        localizationLookups = []
    }

    static func recordLocalizationLookup(key: String, table: String, bundle: Bundle) {
        localizationLookups.append(LocalizationLookup(key: key, table: table, bundlePath: bundle.bundlePath))
    }
}
