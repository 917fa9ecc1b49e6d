import Foundation
import PackagePlugin

/// `swift package listgen-generate`: writes the code of every `*.listgen.yaml` spec into the source
/// tree, for teams that check generated code in; `--check` verifies it instead (for CI).
///
/// The code of the specs of a target goes to `<target directory>/Generated/`, one file per spec,
/// named as the build plugin names its outputs (`Contacts/List.listgen.yaml` →
/// `Generated/Contacts__List.listgen.swift`), so a target can move between the two without renames.
@main
struct ListgenCommandPlugin: CommandPlugin {
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory listgen-generate [--target <name>]... [--check]

        Writes the code of every *.listgen.yaml spec of the chosen targets (default: every target
        with specs) into <target directory>/Generated/<spec path>.listgen.swift, and deletes
        *.listgen.swift files there that no spec produces any more.

        OPTIONS:
          --target <name>  Only this target (repeatable).
          --check          Write nothing; exit non-zero and print a diff when a generated file is
                           missing, out of date or left over.
          --help           Show this help.

        """

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage, terminator: "")
            return
        }
        let targetNames = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw Failure(
                description:
                    "unexpected arguments: \(extractor.remainingArguments.joined(separator: " "))\n\(Self.usage)")
        }

        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "listgen").url
        var problems: [String] = []
        var specCount = 0
        for target in targets {
            guard let module = target.sourceModule else {
                if !targetNames.isEmpty { problems.append("\(target.name): not a source target") }
                continue
            }
            let specs = module.sourceFiles.map(\.url).filter(SpecNaming.isSpec)
                .sorted { $0.path < $1.path }
            if specs.isEmpty {
                if !targetNames.isEmpty { Diagnostics.warning("\(target.name): no *.listgen.yaml spec") }
                continue
            }
            specCount += specs.count
            problems += try generate(
                specs, into: module.directoryURL.appendingPathComponent("Generated"),
                base: module.directoryURL, tool: tool, check: check)
        }
        if !problems.isEmpty {
            for problem in problems { Diagnostics.error(problem) }
            throw Failure(
                description: check
                    ? "generated code is out of date; run 'swift package --allow-writing-to-package-directory listgen-generate'"
                    : "listgen failed")
        }
        print("listgen-generate: \(specCount) spec\(specCount == 1 ? "" : "s") \(check ? "up to date" : "generated")")
    }

    /// Runs listgen for each spec of one target; returns the problems found.
    func generate(_ specs: [URL], into directory: URL, base: URL, tool: URL, check: Bool) throws -> [String] {
        var problems: [String] = []
        var expected: Set<String> = []
        for spec in specs {
            let name = SpecNaming.outputFileName(forRelativePath: SpecNaming.relativePath(of: spec, to: base))
            expected.insert(name)
            let output = directory.appendingPathComponent(name)
            let status = try run(tool, [spec.path, "--output-file", output.path] + (check ? ["--check"] : []))
            if status != 0 { problems.append("\(spec.path): listgen exited with status \(status)") }
        }
        // Files of specs that were deleted or renamed.
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for leftover in existing.sorted()
        where leftover.hasSuffix(SpecNaming.outputSuffix) && !expected.contains(leftover) {
            let path = directory.appendingPathComponent(leftover).path
            if check {
                problems.append("\(path): no spec produces this file any more; delete it")
            } else {
                try FileManager.default.removeItem(atPath: path)
                print("deleted \(path)")
            }
        }
        return problems
    }

    /// Runs `tool` with `arguments`, its output going to ours; returns its exit status.
    func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Which files are specs, and what their generated files are called.
///
/// Keep in step with `SpecNaming` in Plugins/ListgenPlugin (plugins cannot share a library target):
/// both plugins must name a spec's output the same way.
enum SpecNaming {
    /// The suffix of spec files.
    static let suffix = ".listgen.yaml"
    /// The suffix of generated files.
    static let outputSuffix = ".listgen.swift"

    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(suffix) && url.lastPathComponent != suffix
    }

    /// `spec`'s path below `base` (`Contacts/List.listgen.yaml`), or its file name when it is elsewhere.
    static func relativePath(of spec: URL, to base: URL) -> String {
        let specPath = spec.standardizedFileURL.path
        var basePath = base.standardizedFileURL.path
        if !basePath.hasSuffix("/") { basePath += "/" }
        return specPath.hasPrefix(basePath) ? String(specPath.dropFirst(basePath.count)) : spec.lastPathComponent
    }

    /// A file name unique per relative spec path: `Contacts/List.listgen.yaml` →
    /// `Contacts__List.listgen.swift`. `/` becomes `__` and a literal `_` becomes `_u`; read left
    /// to right this decodes unambiguously, so different paths never collide.
    static func outputFileName(forRelativePath path: String) -> String {
        var encoded = ""
        for character in path.hasSuffix(suffix) ? path.dropLast(suffix.count) : Substring(path) {
            switch character {
            case "_": encoded += "_u"
            case "/": encoded += "__"
            default: encoded.append(character)
            }
        }
        return encoded + outputSuffix
    }
}
