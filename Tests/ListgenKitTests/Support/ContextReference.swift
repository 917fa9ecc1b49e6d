import Foundation

/// The reference tables of `Documentation/TemplateContext.md`, generated from the doc comments of
/// the context structs in `Sources/ListgenRendering/Context/` (each `/// …` line above a stored
/// `var name: Type`), so that the page and the structs cannot disagree field by field.
enum ContextReference {
    /// The context structs in page order, with where each appears in the context.
    static let structs: [(name: String, path: String)] = [
        ("RootContext", "Root"),
        ("ScreenContext", "`screen`"),
        ("SectionContext", "`sections[]`"),
        ("SupplementaryContext", "`screen.supplementaries[]`"),
        ("RowAPIContext", "`screen.rowAPI`"),
        ("DataSectionsContext", "`dataSections`"),
        ("DataSectionCaseContext", "`dataSections.cases[]`"),
        ("CellContext", "`cells[]`, and `cell` in `Cell.swift.mustache`"),
        ("DisplayContext", "`cells[].display`"),
        ("ImageURLContext", "`cells[].display.imageURL`"),
        ("AccessoriesContext", "`cells[].display.accessories`"),
        ("BadgeContext", "`cells[].display.accessories.badge`"),
        ("AccessoryExpressionContext", "`cells[].display.accessories.cellAccessories[]`"),
        ("ButtonLineContext", "`cells[].buttonLines[]`"),
        ("ContentViewContext", "`cells[].contentView`"),
        ("ButtonContext", "`cells[].buttonLines[].buttons[]`"),
        ("EventContext", "`cells[].events[]`"),
        ("StateTextsContext", "`cells[].events[].stateTexts`"),
        ("ModelContext", "`models[]`, and `model` in `Model.swift.mustache`"),
        ("FieldContext", "`models[].fields[]`"),
        ("RouteContext", "`routes[]`"),
        ("ActionContext", "`actions[]`"),
        ("ControllerEventContext", "`events[]`"),
        ("ControllerEventCaseContext", "`events[].cases[]` and `events[].singleCase`"),
        ("ButtonAnchorContext", "`events[].buttonAnchor`"),
        ("ButtonAnchorCellContext", "`events[].buttonAnchor.cells[]`"),
        ("SelectionContext", "`selection`"),
        ("SelectionCaseContext", "`selection.cases[]` and `selection.singleCase`"),
        ("FeedContext", "`feed`"),
        ("EmptyStateContext", "`feed.emptyState`"),
        ("EmptyStateActionContext", "`feed.emptyState.action`"),
        ("NoResultsContext", "`feed.emptyState.noResults`"),
        ("EditingContext", "`editing`"),
        ("MultiSelectContext", "`editing.multiSelect`"),
        ("BatchButtonContext", "`editing.multiSelect.buttons[]`"),
        ("BatchConfirmContext", "`editing.multiSelect.buttons[].confirm`"),
        ("BatchCellContext", "`editing.multiSelect.cells[]`"),
        ("RowEventTestContext", "`editing.rowEventTests[]`"),
        ("RowEventTestCaseContext", "`editing.rowEventTests[].cases[]` and `editing.rowEventTests[].singleCase`"),
        ("SearchContext", "`search`"),
        ("SearchScopeContext", "`search.filteringScopes[]`"),
        ("LocalizationContext", "`localization`"),
        ("UserTextContext", "`localization.texts[]`"),
        ("RowTapContext", "flattened into `events[].cases[]` and `selection.cases[]`"),
        ("ConfirmContext", "`events[].cases[].confirm` and `selection.cases[].confirm`"),
        ("ConfirmationContext", "`confirmation`"),
        ("RouteChoiceContext", "`routeChoices[]`"),
        ("RouteChoiceCaseContext", "`routeChoices[].cases[]`"),
        ("PlacementsContext", "`placements`"),
        ("PlacementListContext", "`placements.swipeEdges[]` and `placements.menu`"),
        ("PlacementCaseContext", "`placements.swipeEdges[].cases[]`, `….singleCase`, and the same under `menu`"),
        ("PlacementItemContext", "`….cases[].items[]`"),
        ("SectionViewsContext", "`sectionViews`"),
        ("SectionViewContext", "`sectionViews.views[]`"),
        ("ScreenTestsContext", "Root of `ScreenTests.swift.mustache` (`listgen tests`)"),
        ("SampleRowContext", "`builtSamples[]` and `askedSamples[]` of `listgen tests`"),
        ("EventCheckContext", "`checks[]` and `releaseCheck` of `listgen tests`"),
    ]

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    struct Field {
        var name: String
        var type: String
        var doc: String
    }

    struct Declaration {
        var doc: String
        var fields: [Field]
    }

    /// Every `struct X: Encodable` of the folder, with its doc comment and documented stored properties.
    static func declarations(in directory: String) throws -> [String: Declaration] {
        var result: [String: Declaration] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        where file.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            var doc: [String] = []
            var current: (name: String, declaration: Declaration)?
            for line in lines {
                if line.hasPrefix("///") {
                    doc.append(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                    continue
                }
                if line.hasPrefix("struct "), line.contains("Encodable"),
                    case let name = String(line.dropFirst("struct ".count).prefix { $0 != ":" && $0 != "<" }),
                    name.hasSuffix("Context")
                {
                    current = (name, Declaration(doc: doc.joined(separator: " "), fields: []))
                } else if line.hasPrefix("var "), var declaration = current?.declaration, let name = current?.name {
                    let parts = line.dropFirst("var ".count).split(separator: ":", maxSplits: 1)
                    if parts.count == 2 {
                        declaration.fields.append(
                            Field(
                                name: String(parts[0]), type: parts[1].trimmingCharacters(in: .whitespaces),
                                doc: doc.joined(separator: " ")))
                        current = (name, declaration)
                    }
                } else if line == "}", let finished = current {
                    result[finished.name] = finished.declaration
                    current = nil
                }
                doc = []
            }
        }
        return result
    }

    /// How a Swift property type reads in the page.
    static func typeText(_ type: String) -> String {
        if type.hasSuffix("?") { return typeText(String(type.dropLast())) + " or null" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return "array of " + typeText(String(type.dropFirst().dropLast()))
        }
        switch type {
        case "String": return "string"
        case "Bool": return "bool"
        case "Int": return "int"
        default: return "object (\(type))"
        }
    }

    /// The generated part of the page.
    static func render(directory: String) throws -> String {
        let declarations = try declarations(in: directory)
        let missing = Set(declarations.keys).subtracting(structs.map(\.name))
        guard missing.isEmpty else { throw Problem(description: "add \(missing.sorted()) to ContextReference.structs") }
        var out: [String] = []
        for (name, path) in structs {
            guard let declaration = declarations[name] else {
                throw Problem(description: "no struct \(name) in \(directory)")
            }
            out += [
                "", "## \(path)", "", "\(declaration.doc) (`\(name)`)", "", "| key | type | meaning |",
                "| --- | --- | --- |",
            ]
            for field in declaration.fields {
                // A flattened struct's keys are the object's own: its rows go in place of the field.
                if field.doc.hasPrefix("Flattened:"), let nested = declarations[field.type] {
                    out += nested.fields.map { "| `\($0.name)` | \(typeText($0.type)) | \($0.doc) |" }
                    continue
                }
                guard !field.doc.isEmpty else { throw Problem(description: "\(name).\(field.name) has no doc comment") }
                out.append("| `\(field.name)` | \(typeText(field.type)) | \(field.doc) |")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static let marker =
        "<!-- Generated from the doc comments of Sources/ListgenRendering/Context/*.swift by ContextDocumentationTests (LISTGEN_RECORD=1 swift test). Do not edit below. -->"

    /// The page with everything after `marker` regenerated.
    static func updating(page: String, directory: String) throws -> String {
        guard let range = page.range(of: marker) else { throw Problem(description: "the page has no marker line") }
        return String(page[..<range.upperBound]) + "\n" + (try render(directory: directory))
    }
}
