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
        with specs) into <target directory>/Generated/<spec path>.listgen.swift, and deletes the
        files listgen generated there earlier that no spec generates any more (listgen's own rule:
        files it did not write, or that were changed since, are never deleted).

        A target that applies the ListgenPlugin build plugin is refused (and skipped when no
        --target is given): choose one of the two plugins per target.

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
        let manifest = Self.manifestText(of: context.package.directoryURL)
        let tool = try context.tool(named: "listgen").url
        var failed = false
        var outOfDate: [String] = []
        var specCount = 0
        for target in targets {
            guard let module = target.sourceModule else {
                if !targetNames.isEmpty {
                    Diagnostics.error("\(target.name): not a source target")
                    failed = true
                }
                continue
            }
            let specs = Self.specs(of: module)
            if specs.isEmpty {
                if !targetNames.isEmpty { Diagnostics.warning("\(target.name): no *.listgen.yaml spec") }
                continue
            }
            if Self.appliesBuildPlugin(module, manifest: manifest) {
                if targetNames.isEmpty {
                    // A package may mix the two ways, target by target.
                    print(
                        "listgen-generate: skipping target '\(target.name)': it applies \(SpecNaming.buildPluginName)")
                    continue
                }
                Diagnostics.error(
                    "target '\(target.name)' applies the \(SpecNaming.buildPluginName) build plugin, which generates its specs on every build; generated files written into its Generated/ folder as well would fail the next build with 'multiple producers'. Choose one: remove \(SpecNaming.buildPluginName) from the target's plugins to check generated code in, or keep it and do not run listgen-generate on this target (see Documentation/BuildPlugin.md)"
                )
                failed = true
                continue
            }
            specCount += specs.count
            let directory = module.directoryURL.appendingPathComponent("Generated")
            // Screens import the ListgenRuntime product when the target depends on it; otherwise the
            // runtime's copy is written into Generated/ with them.
            var arguments =
                specs.map(\.path) + SpecNaming.runtimeArguments(embedded: !SpecNaming.dependsOnRuntime(target))
            for spec in specs {
                let name = SpecNaming.outputFileName(
                    forRelativePath: SpecNaming.relativePath(of: spec, to: module.directoryURL))
                arguments += ["--output-file", directory.appendingPathComponent(name).path]
            }
            switch try run(tool, arguments + (check ? ["--check"] : [])) {
            case .success: break
            case .outOfDate: outOfDate.append(target.name)
            case .failed: failed = true
            }
        }
        if failed { throw Failure(description: "listgen-generate failed") }
        if !outOfDate.isEmpty {
            // listgen has said which files are out of date; this names the command that fixes them.
            throw Failure(
                description:
                    "generated code differs from the specs in \(outOfDate.map { "'\($0)'" }.joined(separator: ", ")); update with: swift package --allow-writing-to-package-directory listgen-generate"
            )
        }
        print("listgen-generate: \(specCount) spec\(specCount == 1 ? "" : "s") \(check ? "up to date" : "generated")")
    }

    enum Outcome {
        case success
        /// `--check` found files missing, different or stale (and nothing else wrong).
        case outOfDate
        case failed
    }

    /// listgen's exit status for "`--check` found differences, nothing else wrong" (`ExitCode.outOfDate`,
    /// README "Exit codes"); any other non-zero status is a failure.
    static let outOfDateStatus: Int32 = 3

    /// Runs `tool` with `arguments`, its output and errors going to ours, and reads only its exit status.
    func run(_ tool: URL, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return .success
        case Self.outOfDateStatus: return .outOfDate
        default: return .failed
        }
    }

    /// The specs of a target: its source files named `*.listgen.yaml`, and those the manifest excludes.
    /// SwiftPM warns about a file it does not know how to handle ("found 1 file(s) which are unhandled")
    /// unless a build plugin is applied; a target that checks its generated code in `exclude:`s its specs
    /// to silence that, so the target's folder is searched as well.
    static func specs(of module: any SourceModuleTarget) -> [URL] {
        var found: [String: URL] = [:]
        for url in module.sourceFiles.map(\.url) where SpecNaming.isSpec(url) { found[url.path] = url }
        let walker = FileManager.default.enumerator(
            at: module.directoryURL, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if SpecNaming.isSpec(url), found[url.path] == nil { found[url.path] = url }
        }
        return found.values.sorted { $0.path < $1.path }
    }

    /// The text of the package's manifests (`Package.swift` and any `Package@swift-*.swift`).
    static func manifestText(of directory: URL) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .compactMap { try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }

    /// Whether `module` applies the build plugin: by the files build plugins generated for it when
    /// SwiftPM reports them, else by its declaration in the manifest (`.target(name: "X", …
    /// plugins: [.plugin(name: "ListgenPlugin", …)])`; PackagePlugin does not list a target's plugins).
    /// The manifest is still read because, in a command plugin, `pluginGeneratedSources` is empty
    /// (Swift 6.3; `Scripts/check-plugin-example.sh` step 5 fails without the manifest).
    static func appliesBuildPlugin(_ module: any SourceModuleTarget, manifest: String) -> Bool {
        if module.pluginGeneratedSources.contains(where: { $0.lastPathComponent.hasSuffix(SpecNaming.outputSuffix) }) {
            return true
        }
        return declarations(ofTarget: module.name, in: manifest).contains { declaration in
            SpecNaming.buildPluginNames.contains { declaration.contains("\"\($0)\"") }
        }
    }

    /// Every `.target(name: "<name>", …)` (any kind of target, and references such as a test
    /// target's `.target(name: "<name>")`) in `manifest`, each up to its closing parenthesis.
    static func declarations(ofTarget name: String, in manifest: String) -> [Substring] {
        var found: [Substring] = []
        var searchStart = manifest.startIndex
        while let nameRange = manifest.range(of: "name: \"\(name)\"", range: searchStart..<manifest.endIndex) {
            searchStart = nameRange.upperBound
            // The call this argument belongs to: `.target(`, `.executableTarget(`, `.testTarget(`…
            let before = manifest[..<nameRange.lowerBound]
            guard let open = before.lastIndex(of: "("),
                before[..<open].hasSuffix("arget") || before[..<open].hasSuffix("acro"),
                before[before.index(after: open)...].allSatisfy(\.isWhitespace)
            else { continue }
            var depth = 0
            var index = open
            while index < manifest.endIndex {
                switch manifest[index] {
                case "(": depth += 1
                case ")":
                    depth -= 1
                    if depth == 0 {
                        found.append(manifest[open...index])
                        index = manifest.endIndex
                        continue
                    }
                default: break
                }
                index = manifest.index(after: index)
            }
        }
        return found
    }
}
