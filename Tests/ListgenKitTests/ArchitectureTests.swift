import Foundation
import ListgenMustache
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// The layering (Documentation/Architecture.md): one module per stage, each depending only on the
/// stages before it. The compiler enforces what `Package.swift` declares (a module cannot name a
/// `package` declaration of a module it does not import); these tests keep the declared graph
/// itself pointing down the pipeline, every source file's imports inside its target's
/// dependencies (SwiftPM would let a file import any module already built), and the
/// promise of `Documentation/Compatibility.md` about what is API true.
@Suite struct ArchitectureTests {
    /// The generator's modules in pipeline order: each may depend only on the ones before it.
    static let stages = ["ListgenSpec", "ListgenRendering", "ListgenOutput", "ListgenKit", "listgen"]
    /// The libraries under the stages, and the first stage allowed to use each: the template
    /// engine only from the template context on, libyaml's module from the spec on.
    static let libraries = ["ListgenYAML": "ListgenSpec", "ListgenMustache": "ListgenRendering"]
    /// Modules a source file may import whatever its target: the C library and the system's.
    static let systemModules: Set = ["CYaml", "Glibc", "Darwin", "Dispatch", "Synchronization"]

    /// `name → dependencies` of every target declared as `.target(name: …, dependencies: […]`
    /// (or `.executableTarget`) in `Package.swift`.
    static func targetGraph() throws -> [String: [String]] {
        let text = try String(contentsOfFile: Fixtures.path("Package.swift"), encoding: .utf8)
        let declaration = /\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/
        var graph: [String: [String]] = [:]
        for match in text.matches(of: declaration) {
            let list = match.output.2.map(String.init) ?? ""
            graph[String(match.output.1)] = list.matches(of: /"([^"]+)"/).map { String($0.output.1) }
        }
        return graph
    }

    /// What is wrong with `graph`: a stage depending on a later one, or on a library before its time.
    static func violations(in graph: [String: [String]]) -> [String] {
        var found: [String] = []
        for (index, stage) in stages.enumerated() {
            guard let dependencies = graph[stage] else {
                found.append("Package.swift declares no target \(stage)")
                continue
            }
            for dependency in dependencies {
                if let first = libraries[dependency] {
                    if stages.firstIndex(of: first)! > index {
                        found.append("\(stage) depends on \(dependency), which only \(first) and later stages may use")
                    }
                } else if !stages[..<index].contains(dependency) {
                    found.append("\(stage) depends on \(dependency), not an earlier stage")
                }
            }
        }
        if graph["ListgenMustache"] != [] { found.append("the template engine must use the standard library only") }
        if graph["ListgenYAML"] != ["CYaml"] { found.append("libyaml must stay behind ListgenYAML alone") }
        return found
    }

    @Test func theTargetGraphPointsDownThePipeline() throws {
        #expect(try Self.violations(in: Self.targetGraph()) == [])
    }

    /// A negative control: an early stage that uses the engine, or a stage that uses a later one.
    @Test func aDependencyOnALaterStageIsRefused() throws {
        var graph = try Self.targetGraph()
        graph["ListgenSpec", default: []].append("ListgenMustache")
        graph["ListgenRendering", default: []].append("ListgenOutput")
        #expect(
            Self.violations(in: graph) == [
                "ListgenSpec depends on ListgenMustache, which only ListgenRendering and later stages may use",
                "ListgenRendering depends on ListgenOutput, not an earlier stage",
            ])
    }

    @Test(arguments: ["ListgenSpec", "ListgenRendering", "ListgenOutput", "ListgenKit", "listgen"])
    func sourcesImportOnlyTheirTargetsDependencies(_ module: String) throws {
        let graph = try Self.targetGraph()
        let allowed = Set(try #require(graph[module])).union(Self.systemModules)
        let files = try Self.swiftFiles(in: "Sources/\(module)")
        #expect(!files.isEmpty)
        for file in files {
            let text = Self.code(in: try String(contentsOfFile: Fixtures.path(file), encoding: .utf8))
            for match in text.matches(of: /(?m)^\s*(?:@\w+\s+)*(?:(?:internal|package|public)\s+)?import\s+(\w+)/) {
                let imported = String(match.output.1)
                #expect(allowed.contains(imported), "\(file) imports \(imported), not a dependency of \(module)")
            }
        }
    }

    /// "Compatibility: what is API" (`Documentation/Compatibility.md`, linked from the README): the
    /// libraries are not API, so nothing in them is `public`; what users get is the executable, the
    /// plugins and the stand-in, all products.
    @Test func theCompatibilityPageSaysWhatIsAPI() throws {
        let section = try String(contentsOfFile: Fixtures.path("Documentation/Compatibility.md"), encoding: .utf8)
        #expect(section.hasPrefix("# Compatibility: what is API"))
        let graph = try Self.targetGraph()
        let libraries = Self.stages.dropLast() + Self.libraries.keys.sorted()
        for library in libraries {
            #expect(graph[library] != nil, "\(library) is no target")
            #expect(section.contains("`\(library)`"), "Compatibility.md does not name \(library)")
            for file in try Self.swiftFiles(in: "Sources/\(library)") {
                let text = Self.code(in: try String(contentsOfFile: Fixtures.path(file), encoding: .utf8))
                let lines = text.split(separator: "\n").filter {
                    $0.contains(/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s/)
                }
                #expect(lines.isEmpty, "\(file) declares public API: \(lines.first ?? "")")
            }
        }
        let package = try String(contentsOfFile: Fixtures.path("Package.swift"), encoding: .utf8)
        for product in ["listgen", "ListgenPlugin", "ListgenCommandPlugin", "ListgenRuntime", "ListgenUIKitStandIn"] {
            #expect(package.contains("(name: \"\(product)\""), "Package.swift has no product \(product)")
            #expect(section.contains("`\(product)`"), "Compatibility.md does not name \(product)")
        }
    }

    /// `text` without the lines inside multi-line string literals: generated Swift that a source
    /// embeds (`BuiltinTemplates.runtimeFile`) imports UIKit and declares public API, its own code does not.
    static func code(in text: String) -> String {
        var inLiteral = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isComment = line.drop { $0 == " " }.hasPrefix("//")
            let delimiters = isComment ? 0 : line.ranges(of: "\"\"\"").count
            if !inLiteral { lines.append(line) }
            if delimiters % 2 == 1 { inLiteral.toggle() }
        }
        return lines.joined(separator: "\n")
    }

    /// A negative control for ``code(in:)``: code around a literal stays, the literal's lines go.
    @Test func codeLeavesOutMultiLineStringLiterals() {
        let text =
            "import Glibc\nlet a = #\"\"\"\n    import UIKit\n    public struct A {}\n    \"\"\"#\npublic struct B {}"
        #expect(Self.code(in: text) == "import Glibc\nlet a = #\"\"\"\npublic struct B {}")
    }

    static func swiftFiles(in directory: String) throws -> [String] {
        let root = Fixtures.path(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
            directory + "/" + $0
        }
    }

    /// The renderer's files come from `GeneratedTypes`; a context that does not match them is an
    /// error, never a silently missing file.
    @Test func aContextWithoutTheGeneratedFilesIsAnError() throws {
        let spec = try #require(Generator().generate([try Fixtures.exampleInput("Library")]).specs.first)
        let renderer = try TemplateRenderer(templates: Fixtures.workingTemplates)
        let types = GeneratedTypes(spec: spec)
        // Library is not localized: the strings enum is Deliveries' (GoldenTests render it).
        #expect(
            types.types == ScreenType.allCases.filter { $0 != .strings }, "Library generates every other screen type")
        guard case .object(var context) = TemplateContext.make(for: spec) else { throw ArchitectureError.noObject }
        let files = try renderer.render(.object(context), types: types, layout: .filePerType)
        // Routing shares Router.swift, ActionHandling shares Action.swift.
        #expect(files.count == types.types.count - 2 + types.models.count + types.cells.count)
        context["cells"] = nil
        #expect(throws: MustacheError.self) {
            _ = try renderer.render(.object(context), types: types, layout: .filePerType)
        }
    }

    /// `listgen context` validates without rendering, then builds the one context it prints.
    @Test func validatingOnlyBuildsNoContext() throws {
        var options = Generator.Options()
        options.renders = false
        let result = Generator(options: options).generate([try Fixtures.exampleInput("Contacts")])
        #expect(result.specs.count == 1 && result.files.isEmpty && !result.hasErrors)
        #expect(result.timings.nanoseconds[.context] == nil && result.timings.nanoseconds[.render] == nil)
        let full = Generator().generate([try Fixtures.exampleInput("Contacts")])
        #expect(full.timings.nanoseconds[.context] != nil)
    }
}

enum ArchitectureError: Error { case noObject }
