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
        let embedded = !SpecNaming.dependsOnRuntime(target)
        if embedded {
            Diagnostics.warning(
                "target '\(target.name)' does not depend on the \(SpecNaming.runtimeProductName) product, so its "
                    + "screens get their own copy of it, which a second screen module would declare again; add "
                    + ".product(name: \"\(SpecNaming.runtimeProductName)\", package: \"listgen\") to its dependencies "
                    + "(Documentation/BuildPlugin.md)")
        }
        return SpecNaming.commands(
            for: specs, baseDirectory: module.directoryURL, tool: tool, workDirectory: context.pluginWorkDirectoryURL,
            embedsRuntime: embedded)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ListgenPlugin: XcodeBuildToolPlugin {
        // Xcode targets have no directory of their own: names are made relative to the project. Their
        // screens import the ListgenRuntime library, which the app target adds with the package.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let specs = target.inputFiles.map(\.url).filter(SpecNaming.isSpec)
            guard !specs.isEmpty else { return [] }
            let tool = try context.tool(named: "listgen").url
            return SpecNaming.commands(
                for: specs, baseDirectory: context.xcodeProject.directoryURL, tool: tool,
                workDirectory: context.pluginWorkDirectoryURL, embedsRuntime: false)
        }
    }
#endif

extension SpecNaming {
    /// The build commands of a target's specs. With `embedsRuntime`, the runtime every screen uses
    /// (`ListgenRuntime.swift`) is written once per target: by the first spec's command, which
    /// declares it as its second output; the others leave it out (`--no-support-file`).
    static func commands(
        for specs: [URL], baseDirectory: URL, tool: URL, workDirectory: URL, embedsRuntime: Bool
    ) -> [Command] {
        let sorted = specs.sorted { $0.path < $1.path }
        return sorted.enumerated().map { index, spec in
            command(
                for: spec, baseDirectory: baseDirectory, tool: tool, workDirectory: workDirectory,
                embedsRuntime: embedsRuntime, writesRuntime: embedsRuntime && index == 0)
        }
    }

    /// The build command that generates the code of `spec` into one file of `workDirectory`, and the
    /// embedded runtime next to it when `writesRuntime`.
    static func command(
        for spec: URL, baseDirectory: URL, tool: URL, workDirectory: URL, embedsRuntime: Bool, writesRuntime: Bool
    ) -> Command {
        let relative = relativePath(of: spec, to: baseDirectory)
        let outputName = outputFileName(forRelativePath: relative)
        let output = workDirectory.appendingPathComponent(outputName)
        let runtime = workDirectory.appendingPathComponent("ListgenRuntime.swift")
        return .buildCommand(
            // SwiftPM shortens the last word of a display name to a file name: keep it unique.
            displayName: "listgen \(relative) -> \(outputName)",
            executable: tool,
            // The spec is passed by its absolute path, so diagnostics read `<spec>:<line>:<column>: error:`
            // and SwiftPM and Xcode attach them to the spec.
            arguments: [spec.path, "--output-file", output.path] + runtimeArguments(embedded: embedsRuntime)
                + (embedsRuntime && !writesRuntime ? ["--no-support-file"] : []),
            inputFiles: [spec],
            outputFiles: writesRuntime ? [output, runtime] : [output]
        )
    }
}
