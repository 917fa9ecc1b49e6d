import ListgenSpec

/// One file listgen generates: a path relative to the output directory, and its contents.
package struct GeneratedFile: Sendable, Hashable {
    /// Path relative to the output directory, `/`-separated, never escaping it.
    package var path: String
    /// The file's text (UTF-8 when written).
    package var contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
