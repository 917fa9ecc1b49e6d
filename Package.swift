// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target of this package: Swift 6 language mode (set by the tools
/// version, so complete strict concurrency) and no warnings in the project's own code.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

// MARK: - Golden modules
//
// Every example spec is generated in every variant (list kind × data source × wiring) into
// Tests/Goldens/<Example>/<list>-<dataSource>-<wiring>/. Each such folder is a module compiled
// against the UIKit stand-in, with warnings as errors, and driven by GeneratedCodeTests.
let examples = ["Contacts", "Inbox", "Library"]
let variants: [(list: String, dataSource: String, wiring: String)] = ["table", "collection"].flatMap { list in
    ["diffable", "classic"].flatMap { dataSource in
        ["closure", "delegate"].map { wiring in (list, dataSource, wiring) }
    }
}

func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

let goldenModules: [(name: String, path: String)] =
    examples.flatMap { example in
        variants.map { variant in
            (
                "Golden\(example)\(capitalized(variant.list))\(capitalized(variant.dataSource))\(capitalized(variant.wiring))",
                "Tests/Goldens/\(example)/\(variant.list)-\(variant.dataSource)-\(variant.wiring)"
            )
        }
    }
    // Examples whose cells choose different wirings also get their spec as written.
    + ["Library"].map { example in ("Golden\(example)AsWritten", "Tests/Goldens/\(example)/as-written") }

let package = Package(
    name: "listgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "listgen", targets: ["listgen"]),
        // Generates the code of a target's *.listgen.yaml specs at build time (Documentation/BuildPlugin.md).
        .plugin(name: "ListgenPlugin", targets: ["ListgenPlugin"]),
        // `swift package listgen-generate [--check]`: writes generated code into the source tree.
        .plugin(name: "ListgenCommandPlugin", targets: ["ListgenCommandPlugin"]),
        // The UIKit stand-in, for running generated code in tests ON LINUX ONLY. Never link it into
        // an app, and depend on it only with `condition: .when(platforms: [.linux])`.
        .library(name: "ListgenUIKitStandIn", targets: ["UIKit"]),
    ],
    targets: [
        // MARK: libyaml, behind one module
        .systemLibrary(
            name: "CYaml",
            path: "Sources/CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ListgenYAML", dependencies: ["CYaml"], swiftSettings: strict),

        // MARK: Mustache, standard library only
        .target(name: "ListgenMustache", swiftSettings: strict),

        // MARK: The generator
        .target(
            name: "ListgenKit",
            dependencies: ["ListgenYAML", "ListgenMustache"],
            swiftSettings: strict
        ),
        .executableTarget(name: "listgen", dependencies: ["ListgenKit"], swiftSettings: strict),
        // Benchmark helper (spec generator, parse-vs-libyaml comparison); see Benchmarks/README.md.
        .executableTarget(
            name: "listgen-bench", dependencies: ["ListgenKit", "ListgenYAML"], path: "Benchmarks/ListgenBench",
            swiftSettings: strict
        ),

        // MARK: Plugins (plugin targets take no swiftSettings)
        .plugin(name: "ListgenPlugin", capability: .buildTool(), dependencies: ["listgen"]),
        .plugin(
            name: "ListgenCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "listgen-generate",
                    description: "Write the code of *.listgen.yaml specs into the source tree, or --check it"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes generated code into each target's Generated/ folder")
                ]
            ),
            dependencies: ["listgen"]
        ),

        // MARK: Test-only UIKit stand-in (never part of the listgen executable or the plugins)
        .target(name: "UIKit", path: "Tests/UIKit", exclude: ["README.md"], swiftSettings: strict),
        .target(
            name: "ListgenTestSupport", dependencies: ["UIKit"], path: "Tests/ListgenTestSupport", swiftSettings: strict
        ),

        // Where the conformance suites' data is (Scripts/fetch-conformance.sh), for both suites.
        .target(name: "ConformanceData", path: "Tests/ConformanceData", swiftSettings: strict),

        // MARK: Tests
        .testTarget(
            name: "ListgenYAMLTests", dependencies: ["ListgenYAML", "ConformanceData"], swiftSettings: strict),
        .testTarget(
            name: "ListgenMustacheTests", dependencies: ["ListgenMustache", "ConformanceData"], swiftSettings: strict),
        .testTarget(
            name: "ListgenKitTests", dependencies: ["ListgenKit"], exclude: ["BadInputs"], swiftSettings: strict),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"], swiftSettings: strict),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["UIKit", "ListgenTestSupport"] + goldenModules.map { .target(name: $0.name) },
            swiftSettings: strict
        ),
    ]
        + goldenModules.map { module in
            .target(
                name: module.name,
                dependencies: ["UIKit", "ListgenTestSupport"],
                path: module.path,
                swiftSettings: strict
            )
        }
)
