import ListgenMustache
import ListgenSpec

/// Builds the template context — the data every template is rendered with — from a validated spec.
///
/// The context is a contract with template authors: `Documentation/TemplateContext.md`
/// describes every field, golden JSON files pin it, and ``version`` changes whenever a
/// field is renamed or removed. Templates stay logic-less: every name variant and every
/// flag they need is computed here.
package enum TemplateContext {
    /// The context's version, `contextVersion` in the JSON. Bump it on any breaking change.
    static let version = 3

    /// The context for `spec`.
    package static func make(for spec: ScreenSpec) -> MustacheValue {
        ContextEncoder.encode(TemplateContextBuilder(spec: spec).build())
    }

    /// The context of `listgen tests` for `spec`, whose generated code is in the module `module`.
    package static func makeTests(for spec: ScreenSpec, module: String) -> MustacheValue {
        ContextEncoder.encode(TemplateContextBuilder(spec: spec).screenTests(module: module))
    }
}
