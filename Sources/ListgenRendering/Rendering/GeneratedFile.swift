/// One file listgen generates: a path relative to the output directory, and its contents.
public struct GeneratedFile: Sendable, Hashable {
    /// Path relative to the output directory, `/`-separated, never escaping it.
    public var path: String
    /// The file's text (UTF-8 when written).
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
