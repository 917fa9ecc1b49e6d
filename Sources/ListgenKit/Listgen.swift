/// listgen's library entry point.
///
/// The generator's modules (ListgenSpec, ListgenRendering, ListgenOutput, ListgenKit, ListgenYAML,
/// ListgenMustache) share `package` declarations with each other, the `listgen` executable, the
/// benchmark (`listgen-bench`) and the tests; nothing in them is `public`, and they are **not**
/// API. listgen's API is its command line, the spec format, the generated code's API, the template
/// context (versioned by `contextVersion`) and the plugin names — see `Documentation/Compatibility.md`.
package enum Listgen {
    /// The tool's version, written only here: `VersionTests` fails when the README, the CHANGELOG or
    /// Documentation/BuildPlugin.md states another.
    package static let version = "0.2.0"
}
