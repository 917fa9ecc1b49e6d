import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `Scripts/check-ios.sh` compiles the generated code against the real iOS SDK on a Mac. This
/// repository's CI has no iOS SDK, so these tests read what the script would compile (`--list`) and
/// check it against the golden matrix: a golden set it leaves out, or a file it drops, fails here.
@Suite struct IOSCheckScriptTests {
    /// `--list`: one line per set, `name: swiftc <arguments>`.
    static func listedSets() throws -> [(name: String, arguments: [String])] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Fixtures.path("Scripts/check-ios.sh"), "--list"]
        var environment = ProcessInfo.processInfo.environment
        // Without Xcode the script lists the xcrun command instead of an SDK path.
        environment["PATH"] = "/usr/bin:/bin"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let colon = line.firstRange(of: ": ")!
            let arguments = line[colon.upperBound...].split(separator: " ").map(String.init)
            return (String(line[..<colon.lowerBound]), arguments)
        }
    }

    @Test func everyGoldenSetIsCompiledWithItsFilesAndWarningsAsErrors() throws {
        let sets = try Self.listedSets()
        let goldens = sets.filter { !$0.name.hasPrefix("PluginExample") && $0.name != "ListgenRuntime" }
        let expected = GoldenTests.variants.map { $0.directory.replacingOccurrences(of: "Tests/Goldens/", with: "") }
        #expect(goldens.map(\.name).sorted() == expected.sorted())
        for set in goldens {
            let directory = "Tests/Goldens/" + set.name
            let present = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path(directory))
            let sources = present.filter { $0.hasSuffix(".swift") && $0 != "_Harness.swift" }.map {
                directory + "/" + $0
            }
            let compiled = set.arguments.filter { $0.hasSuffix(".swift") }
            let destinations = compiled.filter { $0.hasPrefix(".build/ios-check/destinations/") }
            #expect(Set(compiled).subtracting(destinations) == Set(sources), "\(set.name)")
            #expect(destinations.count == 1, "\(set.name): the spec's destinations")
            #expect(!compiled.contains { $0.hasSuffix("_Harness.swift") })
            #expect(set.arguments.first == "swiftc")
            #expect(set.arguments.contains("-typecheck"))
            #expect(set.arguments.contains("-warnings-as-errors"))
            let target = try #require(set.arguments.firstIndex(of: "-target"))
            #expect(set.arguments[target + 1] == "arm64-apple-ios15.0-simulator")
            #expect(set.arguments.contains("-sdk"))
            // Library's `access: package` declarations need a package name (SwiftPM passes one).
            #expect(set.arguments.contains("-package-name"))
            // The runtime library's module, emitted first.
            let include = try #require(set.arguments.firstIndex(of: "-I"))
            #expect(set.arguments[include + 1] == ".build/ios-check/modules")
        }
        // The runtime library, first, from every file of Sources/ListgenRuntime, as a module.
        let runtime = try #require(sets.first)
        #expect(runtime.name == "ListgenRuntime")
        #expect(runtime.arguments.contains("-emit-module") && runtime.arguments.contains("-warnings-as-errors"))
        let runtimeSources = try FileManager.default.contentsOfDirectory(
            atPath: Fixtures.path("Sources/ListgenRuntime")
        )
        .filter { $0.hasSuffix(".swift") }.map { "Sources/ListgenRuntime/" + $0 }
        #expect(Set(runtime.arguments.filter { $0.hasSuffix(".swift") }) == Set(runtimeSources))
        // A set of the app's own sources is compiled too (Catalog's content view).
        #expect(goldens.contains { $0.arguments.contains { $0.hasSuffix("/_ProductRowView.swift") } })
    }

    @Test func thePluginExampleIsCompiledAsTwoModules() throws {
        let sets = try Self.listedSets().filter { $0.name.hasPrefix("PluginExample") }
        #expect(
            sets.map(\.name) == [
                "PluginExample/ListScreens", "PluginExample/App", "PluginExample/xcodebuild (with Xcode only)",
            ])
        let screens = try #require(sets.first).arguments
        let root = Fixtures.path("Examples/PluginExample/Sources/ListScreens")
        let specs = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".listgen.yaml") }
        #expect(screens.filter { $0.hasSuffix(".listgen.swift") }.count == specs.count)
        #expect(screens.contains("-emit-module") && screens.contains("-warnings-as-errors"))
    }

    /// ios.yml only calls the script: the file set lives in one place.
    @Test func theWorkflowCallsTheScriptAndSelectsNoFilesItself() throws {
        let workflow = try String(contentsOfFile: Fixtures.path(".github/workflows/ios.yml"), encoding: .utf8)
        let runs = workflow.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("run:") }
        #expect(
            runs.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "run: brew install libyaml pkg-config", "run: bash Scripts/check-ios.sh",
            ])
        #expect(!workflow.contains("Tests/Goldens"))
        #expect(!workflow.contains("xcodebuild"))
    }
}
