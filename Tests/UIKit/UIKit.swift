// Test-only stand-in for Apple's UIKit. See README.md in this folder.
// Real UIKit re-exports Foundation; so does the stand-in.
@_exported import Foundation

// MARK: - IndexPath (UIKit extension, iOS 7)

extension IndexPath {
    @available(iOS 7.0, *)
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    @available(iOS 7.0, *)
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    @available(iOS 7.0, *)
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    @available(iOS 7.0, *)
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    @available(iOS 7.0, *)
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
