import ListgenMustache
import ListgenSpec

/// Renders a spec's template context into Swift files.
///
/// Which templates make which files is fixed here (see ``outputs``), for the types
/// ``GeneratedTypes`` says a screen generates; what each file contains is up to the templates.
/// Every file starts with `header.mustache`.
package struct TemplateRenderer: Sendable {
    /// How generated code is laid out on disk.
    package enum Layout: Sendable, Hashable {
        /// One file per generated type, named after the type.
        case filePerType
        /// Everything for a spec in one file with this name (used by the build plugin).
        case singleFile(String)
    }

    let templates: TemplateSet
    let parsed: [String: MustacheTemplate]
    /// The partials, parsed once here rather than once per rendered file.
    let partials: MustachePartials
    /// How generated files get the runtime: a file that names one of its types imports the library
    /// (``RuntimeLibrary/Mode/library``), or nothing (``RuntimeLibrary/Mode/embedded``: it is in the
    /// same module).
    let runtime: RuntimeLibrary.Mode

    /// Parses every template of `templates` once.
    package init(templates: TemplateSet, runtime: RuntimeLibrary.Mode = .library) throws(MustacheError) {
        self.templates = templates
        self.runtime = runtime
        var parsed: [String: MustacheTemplate] = [:]
        for name in Self.outputs.map(\.template) + ["header.mustache", Self.tests] {
            parsed[name] = try templates.template(named: name)
        }
        self.parsed = parsed
        self.partials = templates.parsedPartials(reusing: parsed)
    }

    /// One kind of generated file.
    struct Output: Sendable {
        enum Scope: Sendable {
            /// One file for a screen type, written when the screen generates it (``GeneratedTypes``).
            case screen(ScreenType)
            /// One file per element of a root array of the context (`cells`, `models`), pushed under
            /// `key`, named by `names` (from ``GeneratedTypes``), element by element.
            case each(array: String, key: String, names: @Sendable (GeneratedTypes) -> [String])
        }

        var template: String
        var scope: Scope
        /// The module the file imports (`framework` in `header.mustache`).
        var framework: Framework = .uiKit
        /// The file also imports SafariServices when some route has `presentation: safari` (the router).
        var mayImportSafariServices = false
    }

    /// The module of `SFSafariViewController`, which the router of a screen with a `safari` route imports.
    static let safariServicesModule = "SafariServices"

    /// The module a generated file imports.
    enum Framework: String, Sendable {
        /// Cells, the controller and the router: views and view controllers. Also the strings enum, whose
        /// `String(localized:…)` is Foundation's on iOS but the UIKit stand-in's on Linux.
        case uiKit = "UIKit"
        /// Value types that use nothing of UIKit: models (unless a field's type is UIKit's, see
        /// ``framework(forFieldTypes:)``), sections, rows, actions, routes.
        case foundation = "Foundation"
    }

    /// A model imports UIKit only when a field's type names a UIKit or Core Graphics type
    /// (`UIImage`, `CGFloat`, `[UIColor]?`), else Foundation.
    static func framework(forFieldTypes types: [String]) -> Framework {
        let namesUIKit = types.contains { type in
            var previous: Character = " "
            var index = type.startIndex
            while index < type.endIndex {
                let rest = type[index...]
                let startsName = !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".")
                if startsName, rest.hasPrefix("UI") || rest.hasPrefix("CG"),
                    let third = rest.dropFirst(2).first, third.isUppercase
                {
                    return true
                }
                previous = type[index]
                index = type.index(after: index)
            }
            return false
        }
        return namesUIKit ? .uiKit : .foundation
    }

    /// The generated files, in the order they appear in single-file output.
    static let outputs: [Output] = [
        Output(
            template: "Model.swift.mustache", scope: .each(array: "models", key: "model", names: \.models),
            framework: .foundation),
        Output(template: "Section.swift.mustache", scope: .screen(.section), framework: .foundation),
        Output(template: "Row.swift.mustache", scope: .screen(.row), framework: .foundation),
        Output(template: "Action.swift.mustache", scope: .screen(.action), framework: .foundation),
        Output(template: "Route.swift.mustache", scope: .screen(.route), framework: .foundation),
        Output(template: "Router.swift.mustache", scope: .screen(.router), mayImportSafariServices: true),
        Output(template: "Cell.swift.mustache", scope: .each(array: "cells", key: "cell", names: \.cells)),
        Output(template: "ViewController.swift.mustache", scope: .screen(.viewController)),
        Output(template: "Strings.swift.mustache", scope: .screen(.strings)),
    ]

    /// Renders `context` (from ``TemplateContext/make(for:)`` for a spec that generates `types`) into files.
    ///
    /// Which files exist, and their names, come from `types`; a context whose arrays do not match
    /// them is an error, never a silently dropped file.
    package func render(
        _ context: MustacheValue, types: GeneratedTypes, layout: Layout
    ) throws(MustacheError)
        -> [GeneratedFile]
    {
        guard case .object(let root) = context else {
            throw MustacheError(templateName: "context", line: 1, column: 1, message: "the context is not an object")
        }
        // Bodies first, then headers (an error in a body is reported before one in a header).
        var bodies: [Body] = []
        var routesSafari = false
        if case .object(let screen)? = root["screen"], case .bool(true)? = screen["routesSafari"] {
            routesSafari = true
        }
        // One copy of the root's object for every file, a file's own keys set in it in place and the
        // root's value put back after the file (a copy of the root per file, grown by a key, cost
        // ≈ 1,500 instructions): each file is rendered with the root and its own keys only.
        var scope = root
        for output in Self.outputs {
            // The file of `output` named `fileName`, rendered with `scope` (holding that name).
            func renderBody(_ fileName: String) throws(MustacheError) {
                scope["fileName"] = .string(fileName)
                let body = try parsed[output.template]!.render(
                    .object(scope), partials: partials, escape: .none, unknownNames: .error)
                var framework = output.framework
                if framework == .foundation, case .each(_, let key, _) = output.scope,
                    case .object(let item)? = scope[key], case .array(let fields)? = item["fields"]
                {
                    framework = Self.framework(
                        forFieldTypes: fields.compactMap {
                            if case .object(let field) = $0, case .string(let type)? = field["type"] {
                                type
                            } else {
                                nil
                            }
                        })
                }
                bodies.append(
                    Body(
                        file: GeneratedFile(path: fileName, contents: body), framework: framework,
                        safari: routesSafari && output.mayImportSafariServices,
                        runtime: runtime == .library && RuntimeLibrary.isNamed(in: body)))
            }
            switch output.scope {
            case .screen(let type):
                guard types.contains(type) else { continue }
                try renderBody(types.name(of: type) + ".swift")
            case .each(let array, let key, let names):
                let names = names(types)
                let items: [MustacheValue]
                if case .array(let array)? = root[array] { items = array } else { items = [] }
                guard items.count == names.count else {
                    throw MustacheError(
                        templateName: output.template, line: 1, column: 1,
                        message: "the context's '\(array)' has \(items.count) elements, but the spec generates "
                            + "\(names.count) files from it")
                }
                let rootValue = root[key]
                for (name, item) in zip(names, items) {
                    scope[key] = item
                    try renderBody(name + ".swift")
                }
                scope[key] = rootValue
            }
        }
        switch layout {
        case .filePerType:
            return try bodies.map { body throws(MustacheError) in
                GeneratedFile(
                    path: body.file.path,
                    contents: try header(
                        &scope, fileName: body.file.path, framework: body.framework, safari: body.safari,
                        runtime: body.runtime)
                        + "\n" + body.file.contents)
            }
        case .singleFile(let name):
            let joined = bodies.map { $0.file.contents }.joined(separator: "\n")
            let framework: Framework = bodies.contains { $0.framework == .uiKit } ? .uiKit : .foundation
            return [
                GeneratedFile(
                    path: name,
                    contents: try header(
                        &scope, fileName: name, framework: framework, safari: bodies.contains { $0.safari },
                        runtime: bodies.contains { $0.runtime })
                        + "\n" + joined)
            ]
        }
    }

    /// The template of `listgen tests`: one file per screen, for the app's test target.
    package static let tests = "ScreenTests.swift.mustache"

    /// The test file of a screen, rendered from its tests context (``TemplateContext/makeTests(for:module:)``).
    package func renderTests(_ context: MustacheValue) throws(MustacheError) -> GeneratedFile {
        guard case .object(let root) = context, case .string(let fileName)? = root["fileName"] else {
            throw MustacheError(templateName: Self.tests, line: 1, column: 1, message: "the context has no 'fileName'")
        }
        var contents = try parsed[Self.tests]!.render(context, partials: partials, escape: .none, unknownNames: .error)
        // A file that names a type of the runtime library imports it, as the screen's files do.
        if runtime == .library, RuntimeLibrary.isNamed(in: contents), case .array(let imports)? = root["imports"] {
            var withRuntime = root
            withRuntime["imports"] = .array(
                (imports + [.string(RuntimeLibrary.moduleName)]).sorted {
                    if case .string(let a) = $0, case .string(let b) = $1 { a < b } else { false }
                })
            contents = try parsed[Self.tests]!.render(
                .object(withRuntime), partials: partials, escape: .none, unknownNames: .error)
        }
        return GeneratedFile(path: fileName, contents: contents)
    }

    /// One rendered file before its header: its body and what the header imports.
    private struct Body {
        var file: GeneratedFile
        var framework: Framework
        var safari: Bool
        /// Whether the file imports the runtime library (it names one of its types).
        var runtime: Bool
    }

    /// The header of the file `fileName`, rendered with `scope` (the root's object) and the header's
    /// keys, set in it.
    private func header(
        _ scope: inout [String: MustacheValue], fileName: String, framework: Framework, safari: Bool, runtime: Bool
    ) throws(MustacheError) -> String {
        scope["fileName"] = .string(fileName)
        scope["importsSafariServices"] = .bool(safari)
        scope["safariServicesModule"] = .string(Self.safariServicesModule)
        scope["framework"] = .string(framework.rawValue)
        var imports = [framework.rawValue]
        if safari { imports.append(Self.safariServicesModule) }
        if runtime { imports.append(RuntimeLibrary.moduleName) }
        scope["imports"] = .array(imports.sorted().map { .string($0) })
        return try parsed["header.mustache"]!.render(
            .object(scope), partials: partials, escape: .none, unknownNames: .error)
    }

}
