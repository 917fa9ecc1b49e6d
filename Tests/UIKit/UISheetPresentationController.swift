// UISheetPresentationController (iOS 15): what sizes a page-sheet or form-sheet presentation.
// Only what generated code and scenarios use. In UIKit it subclasses UIPresentationController,
// which the stand-in does not have; here it is an NSObject.

@MainActor
@available(iOS 15.0, *)
open class UISheetPresentationController: NSObject {
    /// A height where a sheet rests.
    @MainActor
    @available(iOS 15.0, *)
    public final class Detent: NSObject {
        /// Identifies a detent.
        @available(iOS 15.0, *)
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            @available(iOS 15.0, *)
            public var rawValue: String
            @available(iOS 15.0, *)
            public init(_ rawValue: String) { self.rawValue = rawValue }
            @available(iOS 15.0, *)
            public init(rawValue: String) { self.rawValue = rawValue }
            // The SDK does not document the raw values; compare with `.medium`/`.large`.
            @available(iOS 15.0, *)
            public static let medium = Identifier("com.apple.UIKit.medium")
            @available(iOS 15.0, *)
            public static let large = Identifier("com.apple.UIKit.large")
        }

        private let storedIdentifier: Identifier

        init(storedIdentifier: Identifier) {
            self.storedIdentifier = storedIdentifier
            super.init()
        }

        /// About half the screen's height (inactive in compact height).
        @available(iOS 15.0, *)
        public class func medium() -> Detent { Detent(storedIdentifier: .medium) }

        /// The full height.
        @available(iOS 15.0, *)
        public class func large() -> Detent { Detent(storedIdentifier: .large) }

        @available(iOS 16.0, *)
        public var identifier: Identifier { storedIdentifier }
    }

    /// The heights the sheet rests at, smallest first. Default `[.large()]`. Apple's documentation:
    /// "This array must contain at least one element"; the stand-in raises on an empty one.
    @available(iOS 15.0, *)
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                UIKitStandIn.fail("UISheetPresentationController.detents must contain at least one detent")
                detents = [.large()]
            }
        }
    }

    override init() {
        super.init()
    }
}
