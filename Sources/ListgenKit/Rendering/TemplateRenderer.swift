public import ListgenMustache

/// Renders a spec's template context into Swift files.
///
/// Which templates make which files is fixed here (see ``outputs``); what each file contains is
/// up to the templates. Every file starts with `header.mustache`.
public struct TemplateRenderer: Sendable {
    /// How generated code is laid out on disk.
    public enum Layout: Sendable, Hashable {
        /// One file per generated type, named after the type.
        case filePerType
        /// Everything for a spec in one file with this name (used by the build plugin).
        case singleFile(String)
    }

    let templates: TemplateSet
    let parsed: [String: MustacheTemplate]
    /// The partials, parsed once here rather than once per rendered file.
    let partials: MustachePartials

    /// Parses every template of `templates` once.
    public init(templates: TemplateSet) throws(MustacheError) {
        self.templates = templates
        var parsed: [String: MustacheTemplate] = [:]
        for name in Self.outputs.map(\.template) + ["header.mustache"] {
            parsed[name] = try templates.template(named: name)
        }
        self.parsed = parsed
        self.partials = templates.parsedPartials(reusing: parsed)
    }

    /// One kind of generated file.
    struct Output: Sendable {
        enum Scope: Sendable {
            /// One file per screen.
            case screen
            /// One file per element of a root array (`cells`, `models`), pushed under `key`.
            case each(array: String, key: String)
        }

        var template: String
        var scope: Scope
        /// A context flag (a path like `screen.hasRoutes`) that must be true for the file to exist.
        var condition: String?
        /// The output file name: a context path whose value is the type name, plus `.swift`.
        var nameKey: String
    }

    /// The generated files, in the order they appear in single-file output.
    static let outputs: [Output] = [
        Output(
            template: "Model.swift.mustache", scope: .each(array: "models", key: "model"), condition: nil,
            nameKey: "model.name"),
        Output(template: "Section.swift.mustache", scope: .screen, condition: nil, nameKey: "screen.sectionType"),
        Output(
            template: "Row.swift.mustache", scope: .screen, condition: "screen.hasMultipleCellKinds",
            nameKey: "screen.rowEnumType"),
        Output(
            template: "Action.swift.mustache", scope: .screen, condition: "screen.hasActions",
            nameKey: "screen.actionType"),
        Output(
            template: "Route.swift.mustache", scope: .screen, condition: "screen.hasRoutes", nameKey: "screen.routeType"
        ),
        Output(
            template: "Router.swift.mustache", scope: .screen, condition: "screen.hasRoutes",
            nameKey: "screen.routerType"),
        Output(
            template: "Cell.swift.mustache", scope: .each(array: "cells", key: "cell"), condition: nil,
            nameKey: "cell.name"),
        Output(
            template: "ViewController.swift.mustache", scope: .screen, condition: nil,
            nameKey: "screen.viewControllerType"),
    ]

    /// Renders `context` (from ``TemplateContext/make(for:)``) into files.
    public func render(_ context: MustacheValue, layout: Layout) throws(MustacheError) -> [GeneratedFile] {
        guard case .object(let root) = context else { return [] }
        var bodies: [(name: String, body: String)] = []
        for output in Self.outputs {
            if let condition = output.condition, lookup(condition, in: context) != .bool(true) { continue }
            var scopes: [[String: MustacheValue]] = []
            switch output.scope {
            case .screen:
                scopes = [root]
            case .each(let array, let key):
                guard case .array(let items)? = root[array] else { continue }
                scopes = items.map { item in
                    var scope = root
                    scope[key] = item
                    return scope
                }
            }
            for var scope in scopes {
                guard case .string(let typeName)? = lookup(output.nameKey, in: .object(scope)) else { continue }
                let fileName = typeName + ".swift"
                scope["fileName"] = .string(fileName)
                let body = try parsed[output.template]!.render(
                    .object(scope), partials: partials, escape: .none, unknownNames: .error)
                bodies.append((fileName, body))
            }
        }
        switch layout {
        case .filePerType:
            return try bodies.map { (name, body) throws(MustacheError) in
                GeneratedFile(path: name, contents: try header(root, fileName: name) + "\n" + body)
            }
        case .singleFile(let name):
            let joined = bodies.map(\.body).joined(separator: "\n")
            return [GeneratedFile(path: name, contents: try header(root, fileName: name) + "\n" + joined)]
        }
    }

    private func header(_ root: [String: MustacheValue], fileName: String) throws(MustacheError) -> String {
        var scope = root
        scope["fileName"] = .string(fileName)
        return try parsed["header.mustache"]!.render(
            .object(scope), partials: partials, escape: .none, unknownNames: .error)
    }

    /// The value at a dotted path.
    func lookup(_ path: String, in value: MustacheValue) -> MustacheValue? {
        var current = value
        for key in path.split(separator: ".") {
            guard case .object(let object) = current, let next = object[String(key)] else { return nil }
            current = next
        }
        return current
    }
}
