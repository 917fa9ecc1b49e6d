import ListgenMustache

/// The JSON Schema (draft-07) of the spec format, for editors (the YAML language server) and tools.
///
/// Built from the same key lists as ``SpecDecoder``, and checked in as `Schema/listgen.schema.json`
/// (a test keeps the copy fresh).
public enum SpecSchema {
    /// The schema as pretty, key-sorted JSON with a final newline.
    public static func json() -> String {
        schema.prettyJSON() + "\n"
    }

    static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    static func string(_ description: String, pattern: String? = nil, default value: String? = nil) -> MustacheValue {
        var object: [String: MustacheValue] = ["type": .string("string"), "description": .string(description)]
        if let pattern { object["pattern"] = .string(pattern) }
        if let value { object["default"] = .string(value) }
        return .object(object)
    }

    static func choice(_ description: String, _ values: [String], default value: String) -> MustacheValue {
        .object([
            "type": .string("string"), "description": .string(description), "enum": .array(values.map { .string($0) }),
            "default": .string(value),
        ])
    }

    static func object(
        _ description: String, required: [String] = [], properties: [String: MustacheValue]
    ) -> MustacheValue {
        var object: [String: MustacheValue] = [
            "type": .string("object"), "description": .string(description), "additionalProperties": .bool(false),
            "properties": .object(properties),
        ]
        if !required.isEmpty { object["required"] = .array(required.map { .string($0) }) }
        return .object(object)
    }

    static func map(_ description: String, values: MustacheValue, nullable: Bool = false) -> MustacheValue {
        .object([
            "type": nullable ? .array([.string("object"), .string("null")]) : .string("object"),
            "description": .string(description),
            "propertyNames": .object(["pattern": .string(identifierPattern)]), "additionalProperties": values,
        ])
    }

    static let schema: MustacheValue = {
        let event = object(
            "A button of the cell. Needs a title or a systemImage.",
            properties: [
                "title": string("The button's title."),
                "systemImage": string("The SF Symbol shown on the button."),
                "route": string(
                    "The route a tap navigates to. Without one, the tap goes to the screen's action handler.",
                    pattern: identifierPattern),
            ])
        let display = object(
            "What the cell's content configuration shows.",
            properties: [
                "text": string("A String or String? field shown as the text.", pattern: identifierPattern),
                "secondaryText": string(
                    "A String or String? field shown as the secondary text.", pattern: identifierPattern),
                "image": .object([
                    "description": .string(
                        "`{systemName: …}` for a fixed SF Symbol, or a field holding a symbol name."),
                    "oneOf": .array([
                        string("A String or String? field holding an SF Symbol name.", pattern: identifierPattern),
                        object(
                            "A fixed SF Symbol.", required: ["systemName"],
                            properties: ["systemName": string("The symbol's name.")]),
                    ]),
                ]),
            ])
        let cell = object(
            "A cell kind: its row model, fields, display and buttons.", required: ["model", "fields"],
            properties: [
                "model": string("The row model's type name.", pattern: identifierPattern),
                "generateModel": .object([
                    "type": .string("boolean"), "default": .bool(true),
                    "description": .string(
                        "false: the model is the app's own Identifiable, Hashable, Sendable type, and fields list only what display uses."
                    ),
                ]),
                "id": string("The stable identity field.", pattern: identifierPattern, default: "id"),
                "fields": map(
                    "Field name → Swift type (e.g. String, UUID, Date?, [String]).", values: string("A Swift type.")),
                "display": display,
                "events": map(
                    "Event name → button. A single event named 'button' gives onButtonTap / didTapButton(in:). "
                        + "Empty ('events:' or 'events: {}') means no events.",
                    values: event, nullable: true),
                "wiring": choice(
                    "This cell's wiring; defaults to the screen's.", ["closure", "delegate"], default: "closure"),
            ])
        let route = object(
            "A navigation destination.", required: ["destination"],
            properties: [
                "destination": string("An app-supplied UIViewController subclass."),
                "pass": choice("What the destination receives.", ["model", "id"], default: "model"),
                "presentation": choice("How it is shown.", ["push", "present", "show"], default: "push"),
                "embedInNavigation": .object([
                    "type": .string("boolean"), "default": .bool(false),
                    "description": .string("With present: wrap the destination in a UINavigationController."),
                ]),
            ])
        let section = object(
            "A section of the list.", required: ["id"],
            properties: [
                "id": string("The section's case name.", pattern: identifierPattern),
                "title": string("The section's header title."),
            ])
        var root = object(
            "A listgen screen spec.", required: ["screen", "cells"],
            properties: [
                "screen": string(
                    "Names the screen's types: <screen>ViewController, <screen>Route, <screen>Router…",
                    pattern: identifierPattern),
                "title": string("The view controller's title."),
                "list": choice("The list view.", ["table", "collection"], default: "table"),
                "dataSource": choice("How rows reach the list.", ["diffable", "classic"], default: "diffable"),
                "wiring": choice("How cells report taps.", ["closure", "delegate"], default: "closure"),
                "sections": .object([
                    "type": .string("array"), "description": .string("The sections; default: one untitled section."),
                    "items": section, "minItems": .int(1),
                ]),
                "cells": map("Cell type name → cell kind.", values: cell),
                "routes": map("Route name → destination.", values: route),
            ])
        if case .object(var fields) = root {
            fields["$schema"] = .string("http://json-schema.org/draft-07/schema#")
            fields["$id"] = .string("listgen.schema.json")
            fields["title"] = .string("listgen spec")
            root = .object(fields)
        }
        return root
    }()
}
