/// A spec as read from disk: the path used in diagnostics and its bytes.
public struct SpecInput: Sendable {
    /// The path as given by the user (used verbatim in diagnostics).
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
