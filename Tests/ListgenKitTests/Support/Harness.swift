import Foundation
import ListgenKit
import ListgenMustache

/// Renders `Tests/Harness/Harness.swift.mustache`: the test-side code that stands in for the app
/// around each golden module (see Tests/GeneratedCodeTests).
enum Harness {
    static func render(for spec: ScreenSpec) throws -> String {
        let templatePath = Fixtures.path("Tests/Harness/Harness.swift.mustache")
        let source = try String(contentsOfFile: templatePath, encoding: .utf8)
        let template = try MustacheTemplate(source: source, name: templatePath)
        return try template.render(context(for: spec), escape: .none)
    }

    /// The template context plus what only tests need.
    static func context(for spec: ScreenSpec) -> MustacheValue {
        TemplateContext.make(for: spec)
    }
}
