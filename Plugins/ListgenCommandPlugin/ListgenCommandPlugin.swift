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

        let manifest = Self.manifestText(of: context.package.directoryURL)
        // SwiftPM leaves a target with no source file out of the package it shows plugins (it warns
        // "Source files for target X should be located under…"): a new target holding only its spec is
        // found from the manifest instead, and generating its code gives it the sources it lacks.
        let listed = Set(context.package.targets.map(\.name))
        let unlisted = Self.unlistedTargets(
            in: manifest, listed: listed, packageDirectory: context.package.directoryURL)
        let targets: [any Target]
        if targetNames.isEmpty {
            targets = context.package.targets
        } else {
            let missing = targetNames.filter { !listed.contains($0) && !unlisted.keys.contains($0) }
            if !missing.isEmpty { throw Failure(description: "no target named \(missing.joined(separator: ", "))") }
            targets = try context.package.targets(named: targetNames.filter(listed.contains))
        }
        let tool = try context.tool(named: "listgen").url
        var failed = false
        var outOfDate: [String] = []
        var specCount = 0
        var jobs: [(name: String, directory: URL, specs: [URL], embedsRuntime: Bool)] = []
        for target in targets {
            guard let module = target.sourceModule else {
                if !targetNames.isEmpty {
                    Diagnostics.error("\(target.name): not a source target")
                    failed = true
                }
                continue
            }
            let specs = Self.specs(in: module.directoryURL, sourceFiles: module.sourceFiles.map(\.url))
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
                Diagnostics.error(Self.collision(target.name))
                failed = true
                continue
            }
            jobs.append((target.name, module.directoryURL, specs, !SpecNaming.dependsOnRuntime(target)))
        }
        for (name, directory) in unlisted.sorted(by: { $0.key < $1.key })
        where targetNames.isEmpty || targetNames.contains(name) {
            let specs = Self.specs(in: directory, sourceFiles: [])
            if specs.isEmpty {
                if !targetNames.isEmpty { Diagnostics.warning("\(name): no *.listgen.yaml spec") }
                continue
            }
            // With no source file yet, a target that applies the build plugin would still collide later.
            if Self.declarations(ofTarget: name, in: manifest).contains(where: Self.namesBuildPlugin) {
                if targetNames.isEmpty {
                    print("listgen-generate: skipping target '\(name)': it applies \(SpecNaming.buildPluginName)")
                    continue
                }
                Diagnostics.error(Self.collision(name))
                failed = true
                continue
            }
            // Read from the manifest's text, as SwiftPM does not list the target.
            let usesRuntime = Self.declarations(ofTarget: name, in: manifest).contains {
                $0.contains("\"\(SpecNaming.runtimeProductName)\"")
            }
            jobs.append((name, directory, specs, !usesRuntime))
        }
        for (name, targetDirectory, specs, embedsRuntime) in jobs {
            specCount += specs.count
            let directory = targetDirectory.appendingPathComponent("Generated")
            // Screens import the ListgenRuntime product when the target depends on it; otherwise the
            // runtime's copy is written into Generated/ with them.
            var arguments = specs.map(\.path) + SpecNaming.runtimeArguments(embedded: embedsRuntime)
            for spec in specs {
                let file = SpecNaming.outputFileName(
                    forRelativePath: SpecNaming.relativePath(of: spec, to: targetDirectory))
                arguments += ["--output-file", directory.appendingPathComponent(file).path]
            }
            switch try run(tool, arguments + (check ? ["--check"] : [])) {
            case .success: break
            case .outOfDate: outOfDate.append(name)
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

    /// What refuses a target that applies the build plugin.
    static func collision(_ target: String) -> String {
        "target '\(target)' applies the \(SpecNaming.buildPluginName) build plugin, which generates its specs on every build; generated files written into its Generated/ folder as well would fail the next build with 'multiple producers'. Choose one: remove \(SpecNaming.buildPluginName) from the target's plugins to check generated code in, or keep it and do not run listgen-generate on this target (see Documentation/BuildPlugin.md)"
    }

    /// The specs of a target: its source files named `*.listgen.yaml`, and those the manifest excludes.
    /// SwiftPM warns about a file it does not know how to handle ("found 1 file(s) which are unhandled")
    /// unless a build plugin is applied; a target that checks its generated code in `exclude:`s its specs
    /// to silence that, so the target's folder (`directory`) is searched as well.
    static func specs(in directory: URL, sourceFiles: [URL]) -> [URL] {
        var found: [String: URL] = [:]
        for url in sourceFiles where SpecNaming.isSpec(url) { found[url.path] = url }
        let walker = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
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
        return declarations(ofTarget: module.name, in: manifest).contains(where: namesBuildPlugin)
    }

    /// Whether a target's declaration in the manifest names the build plugin.
    static func namesBuildPlugin(_ declaration: Substring) -> Bool {
        SpecNaming.buildPluginNames.contains { declaration.contains("\"\($0)\"") }
    }

    /// The source targets the manifest declares that SwiftPM did not list (`listed`), each with its
    /// folder when it exists: the `path:` of its declaration, else `<name>` in the folders SwiftPM
    /// searches by default (`Sources`, `Source`, `src`, `srcs`; `Tests` for a test target).
    ///
    /// SwiftPM leaves a target with no source file out of the package a plugin sees, so a new target
    /// that holds only its `*.listgen.yaml` spec is found here. (A product that names such a target
    /// fails SwiftPM before any plugin runs: "target 'X' referenced in product 'X' is empty".)
    static func unlistedTargets(in manifest: String, listed: Set<String>, packageDirectory: URL) -> [String: URL] {
        var found: [String: URL] = [:]
        let kinds = ["target", "executableTarget", "testTarget"]
        for kind in kinds {
            var searchStart = manifest.startIndex
            while let call = manifest.range(of: ".\(kind)(", range: searchStart..<manifest.endIndex) {
                searchStart = call.upperBound
                let rest = manifest[call.upperBound...].drop(while: \.isWhitespace)
                guard rest.hasPrefix("name:") else { continue }
                let afterLabel = rest.dropFirst("name:".count).drop(while: \.isWhitespace)
                guard afterLabel.first == "\"", let close = afterLabel.dropFirst().firstIndex(of: "\"") else {
                    continue
                }
                let name = String(afterLabel[afterLabel.index(after: afterLabel.startIndex)..<close])
                guard !name.isEmpty, !listed.contains(name), found[name] == nil else { continue }
                let declared = declarations(ofTarget: name, in: manifest).lazy.compactMap(Self.pathArgument).first
                let candidates =
                    declared.map { [$0] }
                    ?? (kind == "testTarget" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]).map { "\($0)/\(name)" }
                for candidate in candidates {
                    let directory = packageDirectory.appendingPathComponent(candidate)
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                        isDirectory.boolValue
                    {
                        found[name] = directory
                        break
                    }
                }
            }
        }
        return found
    }

    /// The `path: "…"` argument of a target's declaration, nil when it has none.
    static func pathArgument(_ declaration: Substring) -> String? {
        guard let label = declaration.range(of: "path:") else { return nil }
        let value = declaration[label.upperBound...].drop(while: \.isWhitespace)
        guard value.first == "\"", let close = value.dropFirst().firstIndex(of: "\"") else { return nil }
        return String(value[value.index(after: value.startIndex)..<close])
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
