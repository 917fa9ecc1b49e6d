import Foundation
import PackagePlugin

/// Generates the code of every `*.listgen.yaml` spec of a target at build time.
///
/// Each spec becomes one `.buildCommand` whose only input is the spec and whose only output is one
/// Swift file in the plugin work directory, so the build system reruns listgen for a spec only when
/// that spec (or the listgen tool) changed, and a no-op build runs nothing. Build commands, unlike
/// prebuild commands, may run a tool built from source, so this works on every platform.
@main
struct ListgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let specs = module.sourceFiles.map(\.url).filter(SpecNaming.isSpec)
        guard !specs.isEmpty else { return [] }
        let tool = try context.tool(named: "listgen").url
        return specs.map { spec in
            SpecNaming.command(
                for: spec, baseDirectory: module.directoryURL, tool: tool,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ListgenPlugin: XcodeBuildToolPlugin {
        // Xcode targets have no directory of their own: names are made relative to the project.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let specs = target.inputFiles.map(\.url).filter(SpecNaming.isSpec)
            guard !specs.isEmpty else { return [] }
            let tool = try context.tool(named: "listgen").url
            return specs.map { spec in
                SpecNaming.command(
                    for: spec, baseDirectory: context.xcodeProject.directoryURL, tool: tool,
                    workDirectory: context.pluginWorkDirectoryURL)
            }
        }
    }
#endif

/// Which files are specs, and where the code of each one goes.
enum SpecNaming {
    /// The suffix of spec files.
    static let suffix = ".listgen.yaml"

    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(suffix) && url.lastPathComponent != suffix
    }

    /// The build command that generates the code of `spec` into one file of `workDirectory`.
    static func command(for spec: URL, baseDirectory: URL, tool: URL, workDirectory: URL) -> Command {
        let relative = relativePath(of: spec, to: baseDirectory)
        let outputName = outputFileName(forRelativePath: relative)
        let output = workDirectory.appendingPathComponent(outputName)
        return .buildCommand(
            // SwiftPM shortens the last word of a display name to a file name: keep it unique.
            displayName: "listgen \(relative) -> \(outputName)",
            executable: tool,
            // The spec is passed by its absolute path, so diagnostics read `<spec>:<line>:<column>: error:`
            // and SwiftPM and Xcode attach them to the spec.
            arguments: [spec.path, "--output-file", output.path],
            inputFiles: [spec],
            outputFiles: [output]
        )
    }

    /// `spec`'s path below `base` (`Contacts/List.listgen.yaml`), or its file name when it is elsewhere.
    static func relativePath(of spec: URL, to base: URL) -> String {
        let specPath = spec.standardizedFileURL.path
        var basePath = base.standardizedFileURL.path
        if !basePath.hasSuffix("/") { basePath += "/" }
        return specPath.hasPrefix(basePath) ? String(specPath.dropFirst(basePath.count)) : spec.lastPathComponent
    }

    /// A file name unique per relative spec path: `Contacts/List.listgen.yaml` →
    /// `Contacts__List.listgen.swift`.
    ///
    /// Swift rejects two files with the same name in one module, so specs that share a name in
    /// different folders must not share an output name. `/` becomes `__` and a literal `_` becomes
    /// `_u`; read left to right this decodes unambiguously, so different paths never collide.
    static func outputFileName(forRelativePath path: String) -> String {
        var encoded = ""
        for character in path.hasSuffix(suffix) ? path.dropLast(suffix.count) : Substring(path) {
            switch character {
            case "_": encoded += "_u"
            case "/": encoded += "__"
            default: encoded.append(character)
            }
        }
        return encoded + ".listgen.swift"
    }
}
