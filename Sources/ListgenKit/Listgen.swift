/// listgen's library entry point.
///
/// ListgenKit, ListgenYAML and ListgenMustache are public only so that the `listgen` executable,
/// the benchmark (`listgen-bench`) and the fuzz target can use them; they are **not** API and may
/// change in any release. listgen's API is its command line, the spec format, the template
/// context (versioned by `contextVersion`) and the plugin names — see "Compatibility" in the README.
public enum Listgen {
    /// The tool's version.
    public static let version = "0.1.0"
}
