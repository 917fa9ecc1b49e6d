/// Reads YAML bytes into located nodes, through libyaml.
public enum YAMLReader {
    /// Limits that keep hostile input bounded.
    public struct Limits: Sendable {
        /// The most nodes a document may expand to, counting every alias expansion.
        public var maxExpandedNodes: Int
        /// The deepest nesting of collections.
        public var maxDepth: Int

        public init(maxExpandedNodes: Int = 1_000_000, maxDepth: Int = 256) {
            self.maxExpandedNodes = maxExpandedNodes
            self.maxDepth = maxDepth
        }
    }

    /// Reads a single-document YAML stream.
    ///
    /// Returns `nil` for a stream with no document (an empty file, or only comments).
    /// Throws every problem found: syntax errors (libyaml stops at the first), a second document,
    /// duplicate keys (with a note at the first occurrence), unknown aliases, and limits exceeded.
    public static func readSingleDocument(
        _ bytes: [UInt8], limits: Limits = Limits()
    ) throws(YAMLErrors) -> YAMLNode? {
        fatalError("not implemented yet")
    }
}
