import Foundation
import Testing

// The stand-in is pinned to the iOS SDK through Tests/UIKit/Declarations.tsv. These tests read the
// stand-in's sources and the goldens as text: nothing enters the stand-in without a row, every row
// names a real declaration, the source carries the row's availability, and the goldens use nothing
// introduced after the deployment target (iOS 15) outside `if #available`, nor anything the iOS 18
// SDK deprecates.

/// One public/open declaration found in a stand-in source file.
struct StandInDeclaration {
    var name: String
    var kind: String
    var file: String
    /// The attribute lines before it and its own text up to the name.
    var attributes: String
}

/// A row of Declarations.tsv.
struct DeclarationRow {
    var name: String
    var kind: String
    var introduced: String
    var deprecated: String
    var isolation: String
    var checked: String
    var source: String
}

enum DeclarationScanner {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let standIn = root.appendingPathComponent("UIKit")
    /// SafariServices' stand-in, a module of its own; its declarations are rows of the same table.
    static let safariServices = root.appendingPathComponent("SafariServices")
    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "init", "var", "let", "typealias", "subscript",
        "actor",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]

    /// Source lines without comments; string literals emptied (they may hold braces).
    static func strippedLines(_ source: String) -> [String] {
        let noBlocks = source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        return noBlocks.components(separatedBy: "\n").map { line in
            var line = line.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            return line
        }
    }

    /// Lines joined while parentheses are open.
    static func logicalLines(_ lines: [String]) -> [String] {
        var result: [String] = []
        var buffer = ""
        var depth = 0
        for line in lines {
            buffer = buffer.isEmpty ? line : buffer + " " + line
            depth += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
            if depth <= 0 {
                result.append(buffer)
                buffer = ""
                depth = 0
            }
        }
        if !buffer.isEmpty { result.append(buffer) }
        return result
    }

    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
    }

    /// `name(label:label:)` from the text after the name, which starts at the parameter list.
    static func signature(_ name: String, _ rest: Substring) -> String {
        var depth = 0
        var inner = ""
        for character in rest {
            if character == "(" {
                depth += 1
                if depth == 1 { continue }
            }
            if character == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            inner.append(character)
        }
        var parts: [String] = []
        var current = ""
        depth = 0
        for character in inner {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        let labels = parts.map { part -> String in
            let head = part.split(separator: ":").first.map(String.init) ?? ""
            return head.split(separator: " ").first.map(String.init) ?? "_"
        }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    static func identifier(at text: Substring) -> String? {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.isEmpty ? nil : String(name)
    }

    static func declarations(inFile url: URL) throws -> [StandInDeclaration] {
        let source = try String(contentsOf: url, encoding: .utf8)
        var stack: [String?] = []
        var pendingType: String?
        var attributes: [String] = []
        var found: [StandInDeclaration] = []
        for line in logicalLines(strippedLines(source)) {
            let text = line.trimmingCharacters(in: .whitespaces)
            let tokens = words(text)
            // A line of attributes only (`@available(...)`, `@MainActor`).
            if text.hasPrefix("@"),
                !words(text.replacingOccurrences(of: #"@\w+(\([^)]*\))?"#, with: "", options: .regularExpression))
                    .contains(where: keywords.contains)
            {
                attributes.append(text)
                continue
            }
            let attached = attributes.joined(separator: " ")
            attributes = []
            let inBody = stack.contains { $0 == nil }
            var keywordIndex: Int?
            for (index, token) in tokens.enumerated() where keywords.contains(token) {
                // `class var`, `class func`: `class` is a modifier there.
                if token == "class", index + 1 < tokens.count, ["var", "func", "let"].contains(tokens[index + 1]) {
                    continue
                }
                keywordIndex = index
                break
            }
            var declaredType: String?
            if let keywordIndex, !inBody {
                let keyword = tokens[keywordIndex]
                let modifiers = tokens[..<keywordIndex]
                let isPublic = modifiers.contains("public") || modifiers.contains("open")
                let context = stack.compactMap { $0 }.joined(separator: ".")
                let prefix = { (name: String) in context.isEmpty ? name : context + "." + name }
                guard let keywordRange = text.range(of: #"\b\#(keyword)\b"#, options: .regularExpression) else {
                    continue
                }
                let after = text[keywordRange.upperBound...].drop { $0 == " " }
                let own = attached + " " + text[..<keywordRange.lowerBound]
                var name: String?
                if typeKeywords.contains(keyword) {
                    declaredType = identifier(at: after)
                    if keyword != "extension", let declaredType { name = prefix(declaredType) }
                } else if keyword == "func" {
                    let base = after.prefix { $0 != "(" && $0 != "<" && $0 != " " }
                    if let open = after.firstIndex(of: "(") { name = prefix(signature(String(base), after[open...])) }
                } else if keyword == "init" {
                    var rest = after
                    var base = "init"
                    if let first = rest.first, first == "?" || first == "!" {
                        base.append(first)
                        rest = rest.dropFirst()
                    }
                    if let open = rest.firstIndex(of: "(") { name = prefix(signature(base, rest[open...])) }
                } else if keyword == "subscript" {
                    name = prefix("subscript")
                } else if let identifier = identifier(at: after) {
                    name = prefix(identifier)
                }
                if isPublic, let name {
                    found.append(
                        StandInDeclaration(name: name, kind: keyword, file: url.lastPathComponent, attributes: own))
                }
            }
            if let declaredType { pendingType = declaredType }
            for character in text {
                if character == "{" {
                    stack.append(inBody ? nil : pendingType)
                    pendingType = nil
                } else if character == "}", !stack.isEmpty {
                    stack.removeLast()
                }
            }
        }
        return found
    }

    static func allDeclarations() throws -> [StandInDeclaration] {
        let files = try [standIn, safariServices].flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }
        .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        return try files.flatMap(declarations(inFile:))
    }

    static func table() throws -> [DeclarationRow] {
        let text = try String(contentsOf: standIn.appendingPathComponent("Declarations.tsv"), encoding: .utf8)
        return text.components(separatedBy: "\n").dropFirst(0).compactMap { line in
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("declaration\t") else { return nil }
            let columns = line.components(separatedBy: "\t")
            guard columns.count == 7 else {
                return DeclarationRow(
                    name: line, kind: "?", introduced: "?",
                    deprecated: "?", isolation: "?", checked: "?", source: "malformed row")
            }
            return DeclarationRow(
                name: columns[0], kind: columns[1], introduced: columns[2], deprecated: columns[3],
                isolation: columns[4], checked: columns[5], source: columns[6])
        }
    }

    static func version(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : (parts[0], parts.count > 1 ? parts[1] : 0)
    }
}

@Suite struct DeclarationTableTests {
    @Test func everyPublicDeclarationHasARowAndEveryRowADeclaration() throws {
        let declarations = try DeclarationScanner.allDeclarations()
        let rows = try DeclarationScanner.table()
        #expect(declarations.count > 700, "the scanner found \(declarations.count) declarations")
        let declared = Set(declarations.map(\.name))
        let listed = Set(rows.map(\.name))
        let duplicates = Dictionary(grouping: rows, by: \.name).filter { $0.value.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "listed twice: \(duplicates)")
        let missing = declarations.filter { !listed.contains($0.name) }.map { "\($0.name) (\($0.file))" }
        #expect(missing.isEmpty, "public declarations missing from Declarations.tsv: \(missing)")
        let stale = listed.subtracting(declared).sorted()
        #expect(stale.isEmpty, "rows naming no declaration of the stand-in: \(stale)")
        let malformed = rows.filter { $0.source == "malformed row" || $0.source.isEmpty }.map(\.name)
        #expect(malformed.isEmpty, "rows without 7 columns or a source: \(malformed)")
    }

    @Test func everyDeclarationCarriesItsRowsAvailability() throws {
        let rows = Dictionary(uniqueKeysWithValues: try DeclarationScanner.table().map { ($0.name, $0) })
        var problems: [String] = []
        for declaration in try DeclarationScanner.allDeclarations() {
            guard let row = rows[declaration.name] else { continue }
            let attributes = declaration.attributes
            if row.checked == "stand-in only" {
                // Exempt only by being marked: simulation files, or the creation initializer.
                if !declaration.file.hasSuffix("+Simulation.swift") && !declaration.name.contains("standIn") {
                    problems.append("\(row.name): marked stand-in only but declared in \(declaration.file)")
                }
                if attributes.contains("@available(iOS") {
                    problems.append("\(row.name): stand-in only, yet @available(iOS")
                }
                continue
            }
            guard DeclarationScanner.version(row.introduced) != nil else {
                problems.append("\(row.name): introduced \(row.introduced) is not a version")
                continue
            }
            if row.deprecated == "-" {
                if !attributes.contains("@available(iOS \(row.introduced), *)") {
                    problems.append("\(row.name): lacks @available(iOS \(row.introduced), *)")
                }
            } else {
                if !attributes.contains("introduced: \(row.introduced), deprecated: \(row.deprecated)") {
                    problems.append("\(row.name): lacks @available(iOS, introduced: \(row.introduced), deprecated: …)")
                }
                // The iOS attribute is ignored on Linux; this one makes the golden modules (warnings as
                // errors) fail to build when they use the declaration.
                // Exempt only a protocol requirement's default implementation, whose row says so: there Swift
                // would warn in every conforming type that does not implement the method.
                if !attributes.contains("@available(*, deprecated, message:")
                    && !row.source.contains("no wildcard deprecation: default implementation")
                {
                    problems.append("\(row.name): lacks the wildcard deprecation that bites on Linux")
                }
            }
            if !["MainActor", "nonisolated"].contains(row.isolation) {
                problems.append("\(row.name): isolation \(row.isolation)")
            }
            // Classes and protocols: the table's isolation is the one the source declares.
            if ["class", "protocol"].contains(row.kind),
                attributes.contains("@MainActor") != (row.isolation == "MainActor")
            {
                problems.append("\(row.name): table says \(row.isolation), source disagrees")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(30))")
    }

    /// The golden sets (Tests/Goldens/<Example>/<variant>/*.swift) are what apps get; their deployment
    /// target is iOS 15.
    @Test func goldensUseNothingNewerThanIOS15OutsideAvailabilityChecksAndNothingDeprecated() throws {
        let problems = try GoldenAvailability.problems(
            inGoldens: DeclarationScanner.root.appendingPathComponent("Goldens"),
            rows: DeclarationScanner.table())
        #expect(problems.isEmpty, "\(problems)")
    }

    /// The runtime library every golden imports, by the same rule: it runs on every iOS the screens do.
    @Test func theRuntimeLibraryUsesNothingNewerThanIOS15OutsideAvailabilityChecks() throws {
        let problems = try GoldenAvailability.problems(
            inGoldens: DeclarationScanner.root.deletingLastPathComponent().appendingPathComponent(
                "Sources/ListgenRuntime"),
            rows: DeclarationScanner.table())
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theGoldenCheckCatchesAnUnguardedUseAndAcceptsAGuardedOne() throws {
        let rows = try DeclarationScanner.table()
        let unguarded = "var content = UIListContentConfiguration.header()\n"
        let deprecated = "var content = UIListContentConfiguration.groupedHeader()\n"
        let guarded = """
            if #available(iOS 18.0, *) {
                content = .header()
            } else {
                content = .cell()
            }
            """
        #expect(GoldenAvailability.problems(inSource: unguarded, file: "A.swift", rows: rows).count == 1)
        #expect(GoldenAvailability.problems(inSource: deprecated, file: "B.swift", rows: rows).count == 1)
        #expect(GoldenAvailability.problems(inSource: guarded, file: "C.swift", rows: rows).isEmpty)
        // A member name two types share: the iOS 13 one, read from a receiver of its type, is fine;
        // any other receiver counts as the iOS 16 one.
        let namesakeOlder = """
            func commit(_ configuration: UIContextMenuConfiguration) {
                _ = configuration.identifier
            }
            """
        let namesakeLate = """
            func keep(_ detent: UISheetPresentationController.Detent, _ configuration: UIContextMenuConfiguration) {
                _ = detent.identifier
            }
            """
        #expect(GoldenAvailability.problems(inSource: namesakeOlder, file: "D.swift", rows: rows).isEmpty)
        #expect(GoldenAvailability.problems(inSource: namesakeLate, file: "E.swift", rows: rows).count == 1)
    }
}

/// Finds uses, in generated code, of declarations introduced after iOS 15 outside `if #available`
/// (or `guard #available`) blocks of a late enough version, and any use of a deprecated one.
enum GoldenAvailability {
    static let deploymentTarget = (15, 0)

    static func problems(inGoldens folder: URL, rows: [DeclarationRow]) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return ["no goldens at \(folder.path)"]
        }
        var problems: [String] = []
        var files = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files += 1
            let source = try String(contentsOf: url, encoding: .utf8)
            let relative = url.path.replacingOccurrences(of: folder.path + "/", with: "")
            problems += Self.problems(inSource: source, file: relative, rows: rows)
        }
        return files > 0 ? problems : ["no golden Swift files under \(folder.path)"]
    }

    /// The member or type name a use of the row's declaration shows in code, and whether a call.
    static func pattern(for row: DeclarationRow) -> String? {
        let last = row.name.split(separator: ".").last.map(String.init) ?? row.name
        let base = last.prefix { $0 != "(" }
        guard !base.isEmpty, !base.hasPrefix("init") else { return nil }
        let isType = ["class", "struct", "enum", "protocol", "typealias"].contains(row.kind)
        if isType { return #"\b\#(base)\b"# }
        return last.contains("(") ? #"\.\#(base)\("# : #"\.\#(base)\b"#
    }

    static func problems(inSource source: String, file: String, rows: [DeclarationRow]) -> [String] {
        let watched = rows.compactMap { row -> (DeclarationRow, String, String, (Int, Int))? in
            guard row.checked != "stand-in only", let introduced = DeclarationScanner.version(row.introduced),
                let pattern = pattern(for: row)
            else { return nil }
            let late = introduced > deploymentTarget
            guard late || row.deprecated != "-" else { return nil }
            let name = row.name.split(separator: ".").last.map(String.init) ?? row.name
            return (row, String(name.prefix { $0 != "(" }), pattern, introduced)
        }
        var problems: [String] = []
        // Versions guaranteed by the enclosing `if #available` blocks (nil for other blocks).
        var blocks: [(Int, Int)?] = []
        for (index, line) in DeclarationScanner.strippedLines(source).enumerated() {
            let guaranteed = blocks.compactMap { $0 }.reduce(deploymentTarget) { $1 > $0 ? $1 : $0 }
            for (row, base, pattern, introduced) in watched
            where line.contains(base) && line.range(of: pattern, options: .regularExpression) != nil
                && !usesOnlyOlderNamesake(row, base: base, line: line, source: source, rows: rows)
                && !callsAnotherOverload(row, base: base, line: line)
            {
                if row.deprecated != "-" {
                    problems.append("\(file):\(index + 1): \(row.name) is deprecated in the iOS \(row.deprecated) SDK")
                } else if introduced > guaranteed {
                    problems.append(
                        "\(file):\(index + 1): \(row.name) is iOS \(row.introduced)+, used outside if #available")
                }
            }
            var available: (Int, Int)?
            if let match = line.range(of: #"#available\(iOS [0-9.]+"#, options: .regularExpression) {
                available = DeclarationScanner.version(String(line[match].dropFirst("#available(iOS ".count)))
            }
            for character in line {
                if character == "{" {
                    blocks.append(available)
                    available = nil
                } else if character == "}", !blocks.isEmpty {
                    blocks.removeLast()
                }
            }
        }
        return problems
    }

    /// Whether the call of `base` on `line` passes, as its first label on the line, one the row's method
    /// does not have: a call of another overload (`super.collectionView(collectionView, moveItemAt: …)`
    /// is not `collectionView(_:contextMenuConfigurationForItemAt:point:)`). A call whose labels are on
    /// other lines still counts as a use.
    static func callsAnotherOverload(_ row: DeclarationRow, base: String, line: String) -> Bool {
        let name = row.name.split(separator: ".").last.map(String.init) ?? row.name
        guard let open = name.firstIndex(of: "("), let call = line.range(of: ".\(base)(") else { return false }
        let labels = Set(name[name.index(after: open)...].split(separator: ":").map(String.init))
        guard let label = line[call.upperBound...].range(of: #"\b\w+(?=: )"#, options: .regularExpression) else {
            return false
        }
        return !labels.contains(String(line[call.upperBound...][label]))
    }

    /// Whether every use of the member `base` on `line` is of a namesake the deployment target has:
    /// a member of the same name on another type (`UIContextMenuConfiguration.identifier`, iOS 13,
    /// beside `UISheetPresentationController.Detent.identifier`, iOS 16), read from a receiver the file
    /// declares with that type (`configuration: UIContextMenuConfiguration`). A name alone cannot say
    /// which is meant, so any other receiver still counts as a use of the late one.
    static func usesOnlyOlderNamesake(
        _ row: DeclarationRow, base: String, line: String, source: String, rows: [DeclarationRow]
    ) -> Bool {
        guard !["class", "struct", "enum", "protocol", "typealias"].contains(row.kind) else { return false }
        let olderOwners = rows.compactMap { other -> String? in
            let parts = other.name.split(separator: ".").map(String.init)
            guard other.name != row.name, parts.count > 1, parts.last?.prefix(while: { $0 != "(" }) == Substring(base),
                other.deprecated == "-", let introduced = DeclarationScanner.version(other.introduced),
                introduced <= deploymentTarget
            else { return nil }
            return parts.dropLast().joined(separator: ".")
        }
        guard !olderOwners.isEmpty,
            let receivers = try? NSRegularExpression(pattern: #"(\w+)\??\.\#(base)\b"#)
        else { return false }
        let matches = receivers.matches(in: line, range: NSRange(line.startIndex..., in: line))
        guard !matches.isEmpty else { return false }
        return matches.allSatisfy { match in
            guard let range = Range(match.range(at: 1), in: line) else { return false }
            let receiver = String(line[range])
            return olderOwners.contains { owner in
                source.range(of: #"\b\#(receiver): \#(owner)\b"#, options: .regularExpression) != nil
            }
        }
    }
}

/// The list of what the stand-in declares, in `Tests/UIKit/README.md`, written from Declarations.tsv.
enum StandInReference {
    static let readme = DeclarationScanner.standIn.appendingPathComponent("README.md")
    static let begin =
        "<!-- declarations: written from Declarations.tsv by LISTGEN_RECORD=1 swift test; do not edit -->"
    static let end = "<!-- /declarations -->"

    /// One line per top-level name: its kind and introduction, then its members; the stand-in's own
    /// test API (not UIKit's) marked *test-only*.
    static func render(_ rows: [DeclarationRow]) -> String {
        var order: [String] = []
        var members: [String: [DeclarationRow]] = [:]
        var own: [String: DeclarationRow] = [:]
        for row in rows {
            let top = String(row.name.prefix(while: { $0 != "." }))
            if members[top] == nil, own[top] == nil { order.append(top) }
            if row.name == top { own[top] = row } else { members[top, default: []].append(row) }
        }
        var lines = [
            "\(rows.count) declarations, \(rows.filter { $0.checked == "stand-in only" }.count) of them the stand-in's "
                + "own test API (*test-only*, not in UIKit). A name that is not here does not exist on Linux.",
            "",
            "| name | kind | members |",
            "| --- | --- | --- |",
        ]
        for top in order.sorted() {
            let kind =
                own[top].map { row in
                    row.introduced == "-" ? row.kind : "\(row.kind), iOS \(row.introduced)"
                } ?? "extension"
            let names = (members[top] ?? []).map { row in
                let name = "`" + row.name.dropFirst(top.count + 1) + "`"
                return row.checked == "stand-in only" ? name + " *test-only*" : name
            }
            let ownName = own[top]?.checked == "stand-in only" ? "`\(top)` *test-only*" : "`\(top)`"
            lines.append("| \(ownName) | \(kind) | \(names.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with the marked section replaced by `list`.
    static func updating(_ text: String, with list: String) -> String? {
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[..<start.upperBound]) + "\n" + list + String(text[stop.lowerBound...])
    }
}

@Suite struct StandInReferenceTests {
    /// The README's list of declarations is Declarations.tsv's (re-recorded by `LISTGEN_RECORD=1 swift test`).
    @Test func readmeListsWhatTheStandInDeclares() throws {
        let text = try String(contentsOf: StandInReference.readme, encoding: .utf8)
        let list = StandInReference.render(try DeclarationScanner.table())
        let updated = try #require(
            StandInReference.updating(text, with: list), "Tests/UIKit/README.md has no \(StandInReference.begin)")
        if ProcessInfo.processInfo.environment["LISTGEN_RECORD"] == "1", updated != text {
            try updated.write(to: StandInReference.readme, atomically: true, encoding: .utf8)
            Issue.record("re-recorded the declaration list of Tests/UIKit/README.md; run swift test again")
        }
        let fresh = updated == text
        #expect(fresh, "Tests/UIKit/README.md's declaration list is stale: LISTGEN_RECORD=1 swift test")
    }

    /// The list changes with the table: a row added shows up, with its test-only mark.
    @Test func theListFollowsTheTable() {
        let rows = [
            DeclarationRow(
                name: "UIView", kind: "class", introduced: "2.0", deprecated: "-", isolation: "MainActor",
                checked: "yes",
                source: "x"),
            DeclarationRow(
                name: "UIView.tag", kind: "var", introduced: "2.0", deprecated: "-", isolation: "MainActor",
                checked: "yes", source: "x"),
            DeclarationRow(
                name: "UIView.simulateTap()", kind: "func", introduced: "-", deprecated: "-", isolation: "MainActor",
                checked: "stand-in only", source: "x"),
        ]
        #expect(
            StandInReference.render(rows).hasSuffix(
                "| `UIView` | class, iOS 2.0 | `tag`, `simulateTap()` *test-only* |\n"))
    }
}
