import ListgenOutput
import ListgenRendering
import ListgenSpec

/// A spec as read from disk: the path used in diagnostics and its bytes.
package struct SpecInput: Sendable {
    /// The path as given by the user (used verbatim in diagnostics).
    package var path: String
    /// The file's bytes.
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
