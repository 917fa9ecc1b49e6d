// swift-tools-version: 6.2
// listgen: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0
// (LICENSE, NOTICE). The code listgen generates is yours: these terms do not apply to it (README.md,
// "Licence").
import PackageDescription

/// Settings shared by every target of this package: Swift 6 language mode (set by the tools
/// version, so complete strict concurrency) and no warnings in the project's own code.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

// MARK: - Golden modules
//
// Every example spec is generated in every variant (list kind × data source × wiring) into
// Tests/Goldens/<Example>/<list>-<dataSource>-<wiring>/ (and some as written, into as-written/).
// Each such folder is a module compiled against the UIKit stand-in, with warnings as errors, and
// driven by GeneratedCodeTests.
// The list is written from the test suite's golden matrix (GoldenTests.variants), the one place
// it is spelled; GoldenMatrixTests fails when this copy is stale.
// BEGIN golden matrix: written from GoldenTests.variants by LISTGEN_RECORD=1 swift test. Do not edit.
let goldenModules: [(name: String, path: String)] = [
    ("GoldenContactsTableDiffableClosure", "Tests/Goldens/Contacts/table-diffable-closure"),
    ("GoldenContactsTableDiffableDelegate", "Tests/Goldens/Contacts/table-diffable-delegate"),
    ("GoldenContactsTableClassicClosure", "Tests/Goldens/Contacts/table-classic-closure"),
    ("GoldenContactsTableClassicDelegate", "Tests/Goldens/Contacts/table-classic-delegate"),
    ("GoldenContactsCollectionDiffableClosure", "Tests/Goldens/Contacts/collection-diffable-closure"),
    ("GoldenContactsCollectionDiffableDelegate", "Tests/Goldens/Contacts/collection-diffable-delegate"),
    ("GoldenContactsCollectionClassicClosure", "Tests/Goldens/Contacts/collection-classic-closure"),
    ("GoldenContactsCollectionClassicDelegate", "Tests/Goldens/Contacts/collection-classic-delegate"),
    ("GoldenInboxTableDiffableClosure", "Tests/Goldens/Inbox/table-diffable-closure"),
    ("GoldenInboxTableDiffableDelegate", "Tests/Goldens/Inbox/table-diffable-delegate"),
    ("GoldenInboxTableClassicClosure", "Tests/Goldens/Inbox/table-classic-closure"),
    ("GoldenInboxTableClassicDelegate", "Tests/Goldens/Inbox/table-classic-delegate"),
    ("GoldenInboxCollectionDiffableClosure", "Tests/Goldens/Inbox/collection-diffable-closure"),
    ("GoldenInboxCollectionDiffableDelegate", "Tests/Goldens/Inbox/collection-diffable-delegate"),
    ("GoldenInboxCollectionClassicClosure", "Tests/Goldens/Inbox/collection-classic-closure"),
    ("GoldenInboxCollectionClassicDelegate", "Tests/Goldens/Inbox/collection-classic-delegate"),
    ("GoldenLibraryTableDiffableClosure", "Tests/Goldens/Library/table-diffable-closure"),
    ("GoldenLibraryTableDiffableDelegate", "Tests/Goldens/Library/table-diffable-delegate"),
    ("GoldenLibraryTableClassicClosure", "Tests/Goldens/Library/table-classic-closure"),
    ("GoldenLibraryTableClassicDelegate", "Tests/Goldens/Library/table-classic-delegate"),
    ("GoldenLibraryCollectionDiffableClosure", "Tests/Goldens/Library/collection-diffable-closure"),
    ("GoldenLibraryCollectionDiffableDelegate", "Tests/Goldens/Library/collection-diffable-delegate"),
    ("GoldenLibraryCollectionClassicClosure", "Tests/Goldens/Library/collection-classic-closure"),
    ("GoldenLibraryCollectionClassicDelegate", "Tests/Goldens/Library/collection-classic-delegate"),
    ("GoldenLibraryAsWritten", "Tests/Goldens/Library/as-written"),
    ("GoldenProfilesTableDiffableClosure", "Tests/Goldens/Profiles/table-diffable-closure"),
    ("GoldenProfilesTableDiffableDelegate", "Tests/Goldens/Profiles/table-diffable-delegate"),
    ("GoldenProfilesTableClassicClosure", "Tests/Goldens/Profiles/table-classic-closure"),
    ("GoldenProfilesTableClassicDelegate", "Tests/Goldens/Profiles/table-classic-delegate"),
    ("GoldenProfilesCollectionDiffableClosure", "Tests/Goldens/Profiles/collection-diffable-closure"),
    ("GoldenProfilesCollectionDiffableDelegate", "Tests/Goldens/Profiles/collection-diffable-delegate"),
    ("GoldenProfilesCollectionClassicClosure", "Tests/Goldens/Profiles/collection-classic-closure"),
    ("GoldenProfilesCollectionClassicDelegate", "Tests/Goldens/Profiles/collection-classic-delegate"),
    ("GoldenDeliveriesTableDiffableClosure", "Tests/Goldens/Deliveries/table-diffable-closure"),
    ("GoldenDeliveriesTableDiffableDelegate", "Tests/Goldens/Deliveries/table-diffable-delegate"),
    ("GoldenDeliveriesTableClassicClosure", "Tests/Goldens/Deliveries/table-classic-closure"),
    ("GoldenDeliveriesTableClassicDelegate", "Tests/Goldens/Deliveries/table-classic-delegate"),
    ("GoldenDeliveriesCollectionDiffableClosure", "Tests/Goldens/Deliveries/collection-diffable-closure"),
    ("GoldenDeliveriesCollectionDiffableDelegate", "Tests/Goldens/Deliveries/collection-diffable-delegate"),
    ("GoldenDeliveriesCollectionClassicClosure", "Tests/Goldens/Deliveries/collection-classic-closure"),
    ("GoldenDeliveriesCollectionClassicDelegate", "Tests/Goldens/Deliveries/collection-classic-delegate"),
    ("GoldenOrdersTableDiffableClosure", "Tests/Goldens/Orders/table-diffable-closure"),
    ("GoldenOrdersTableDiffableDelegate", "Tests/Goldens/Orders/table-diffable-delegate"),
    ("GoldenOrdersTableClassicClosure", "Tests/Goldens/Orders/table-classic-closure"),
    ("GoldenOrdersTableClassicDelegate", "Tests/Goldens/Orders/table-classic-delegate"),
    ("GoldenOrdersCollectionDiffableClosure", "Tests/Goldens/Orders/collection-diffable-closure"),
    ("GoldenOrdersCollectionDiffableDelegate", "Tests/Goldens/Orders/collection-diffable-delegate"),
    ("GoldenOrdersCollectionClassicClosure", "Tests/Goldens/Orders/collection-classic-closure"),
    ("GoldenOrdersCollectionClassicDelegate", "Tests/Goldens/Orders/collection-classic-delegate"),
    ("GoldenCatalogTableDiffableClosure", "Tests/Goldens/Catalog/table-diffable-closure"),
    ("GoldenCatalogTableDiffableDelegate", "Tests/Goldens/Catalog/table-diffable-delegate"),
    ("GoldenCatalogTableClassicClosure", "Tests/Goldens/Catalog/table-classic-closure"),
    ("GoldenCatalogTableClassicDelegate", "Tests/Goldens/Catalog/table-classic-delegate"),
    ("GoldenCatalogCollectionDiffableClosure", "Tests/Goldens/Catalog/collection-diffable-closure"),
    ("GoldenCatalogCollectionDiffableDelegate", "Tests/Goldens/Catalog/collection-diffable-delegate"),
    ("GoldenCatalogCollectionClassicClosure", "Tests/Goldens/Catalog/collection-classic-closure"),
    ("GoldenCatalogCollectionClassicDelegate", "Tests/Goldens/Catalog/collection-classic-delegate"),
    ("GoldenMessagesTableDiffableClosure", "Tests/Goldens/Messages/table-diffable-closure"),
    ("GoldenMessagesTableDiffableDelegate", "Tests/Goldens/Messages/table-diffable-delegate"),
    ("GoldenMessagesTableClassicClosure", "Tests/Goldens/Messages/table-classic-closure"),
    ("GoldenMessagesTableClassicDelegate", "Tests/Goldens/Messages/table-classic-delegate"),
    ("GoldenMessagesCollectionDiffableClosure", "Tests/Goldens/Messages/collection-diffable-closure"),
    ("GoldenMessagesCollectionDiffableDelegate", "Tests/Goldens/Messages/collection-diffable-delegate"),
    ("GoldenMessagesCollectionClassicClosure", "Tests/Goldens/Messages/collection-classic-closure"),
    ("GoldenMessagesCollectionClassicDelegate", "Tests/Goldens/Messages/collection-classic-delegate"),
    ("GoldenHistoryTableDiffableClosure", "Tests/Goldens/History/table-diffable-closure"),
    ("GoldenHistoryTableDiffableDelegate", "Tests/Goldens/History/table-diffable-delegate"),
    ("GoldenHistoryTableClassicClosure", "Tests/Goldens/History/table-classic-closure"),
    ("GoldenHistoryTableClassicDelegate", "Tests/Goldens/History/table-classic-delegate"),
    ("GoldenHistoryCollectionDiffableClosure", "Tests/Goldens/History/collection-diffable-closure"),
    ("GoldenHistoryCollectionDiffableDelegate", "Tests/Goldens/History/collection-diffable-delegate"),
    ("GoldenHistoryCollectionClassicClosure", "Tests/Goldens/History/collection-classic-closure"),
    ("GoldenHistoryCollectionClassicDelegate", "Tests/Goldens/History/collection-classic-delegate"),
]
// END golden matrix

/// `LISTGEN_RECORD=1 swift test` re-records the goldens. It builds without the golden modules and
/// the tests that run them, so a template change that alters the generated API (and so breaks the
/// old goldens' harnesses) can still be recorded; the next `swift test` builds and runs them all.
let recording = Context.environment["LISTGEN_RECORD"] == "1"

/// The golden modules and the tests that run them (left out while recording).
let generatedCodeTargets: [Target] =
    recording
    ? []
    : [
        // Uses the public Profiles screen from another module, as an app would (no @testable).
        .target(
            name: "ProfilesConsumer",
            dependencies: [
                "UIKit", "ListgenRuntime", "GoldenProfilesTableDiffableClosure",
                "GoldenProfilesCollectionClassicDelegate",
            ],
            path: "Tests/ProfilesConsumer", swiftSettings: strict),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["UIKit", "SafariServices", "ListgenTestSupport", "ListgenRuntime", "ProfilesConsumer"]
                + goldenModules.map { .target(name: $0.name) },
            swiftSettings: strict
        ),
    ]
        + goldenModules.map { module in
            .target(
                name: module.name,
                dependencies: ["UIKit", "SafariServices", "ListgenTestSupport", "ListgenRuntime"],
                path: module.path,
                swiftSettings: strict
            )
        }

// MARK: - Generated screen tests (issue #46)
//
// `listgen tests` output for the table-diffable-closure variant of every example, recorded by
// ScreenTestsGoldenTests into Tests/GeneratedScreenTests/<Example>/ and run against that variant's
// golden modules (one variant: CI time); and its negative control, Tests/ScreenTestControls/: the
// Orders golden set with a broken controller, which the generated Orders tests must catch.
let screenTestTargets: [Target] =
    recording
    ? []
    : [
        .testTarget(
            name: "GeneratedScreenTests",
            dependencies: ["UIKit", "ListgenRuntime"]
                + goldenModules.filter { $0.name.hasSuffix("TableDiffableClosure") }.map { .target(name: $0.name) },
            path: "Tests/GeneratedScreenTests", swiftSettings: strict),
        .target(
            name: "BrokenOrders", dependencies: ["UIKit", "SafariServices", "ListgenTestSupport", "ListgenRuntime"],
            path: "Tests/ScreenTestControls/BrokenOrders", swiftSettings: strict),
        .testTarget(
            name: "ScreenTestControlTests", dependencies: ["UIKit", "BrokenOrders"],
            path: "Tests/ScreenTestControls/ControlTests", swiftSettings: strict),
    ]

let package = Package(
    name: "listgen",
    // macOS 13: where the listgen tool and the plugins build. No .iOS: nothing of this package is built
    // for iOS (the tool runs on the build machine; the stand-in is Linux-only); the generated code's
    // iOS 15 minimum is the app target's deployment target (README, "Getting started").
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "listgen", targets: ["listgen"]),
        // Generates the code of a target's *.listgen.yaml specs at build time (Documentation/BuildPlugin.md).
        .plugin(name: "ListgenPlugin", targets: ["ListgenPlugin"]),
        // `swift package listgen-generate [--check]`: writes generated code into the source tree.
        .plugin(name: "ListgenCommandPlugin", targets: ["ListgenCommandPlugin"]),
        // The UIKit stand-in, for running generated code in tests ON LINUX ONLY. Never link it into
        // an app, and depend on it only with `condition: .when(platforms: [.linux])`.
        .library(name: "ListgenUIKitStandIn", targets: ["UIKit", "SafariServices"]),
        // What generated screens import: the row store, image loading, anchors, search (Documentation/Runtime.md).
        // An app target with generated screens depends on it; versioned with the tool.
        .library(name: "ListgenRuntime", targets: ["ListgenRuntime"]),
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

        // MARK: The generator, one module per stage
        // Each module depends only on the stages before it (Documentation/Architecture.md);
        // ArchitectureTests checks this graph. Between these modules access is `package`, never
        // `public`: only the executable, the plugins and the stand-in are what users get.
        // Spec bytes → located nodes → validated spec, the diagnostics, the JSON type, the file system.
        .target(name: "ListgenSpec", dependencies: ["ListgenYAML"], swiftSettings: strict),
        // Validated spec → typed template context → rendered files (the only user of the engine).
        .target(name: "ListgenRendering", dependencies: ["ListgenSpec", "ListgenMustache"], swiftSettings: strict),
        // Rendered files → the output folder: staging, writing, the manifest, stale files, diffs.
        .target(name: "ListgenOutput", dependencies: ["ListgenSpec", "ListgenRendering"], swiftSettings: strict),
        // The pipeline that composes the stages, and the command line.
        .target(
            name: "ListgenKit",
            dependencies: ["ListgenYAML", "ListgenMustache", "ListgenSpec", "ListgenRendering", "ListgenOutput"],
            swiftSettings: strict
        ),
        .executableTarget(name: "listgen", dependencies: ["ListgenKit"], swiftSettings: strict),
        // Benchmark helper (spec generator, parse-vs-libyaml comparison); see Benchmarks/README.md.
        .executableTarget(
            name: "listgen-bench", dependencies: ["ListgenKit", "ListgenOutput", "ListgenSpec", "ListgenYAML"],
            path: "Benchmarks/ListgenBench", swiftSettings: strict
        ),

        // MARK: The runtime library generated screens import
        // UIKit on iOS; the stand-in where there is no UIKit (Linux, and macOS, where this package's tests run).
        .target(
            name: "ListgenRuntime",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux, .macOS]))],
            swiftSettings: strict),

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
        .target(name: "UIKit", path: "Tests/UIKit", exclude: ["README.md", "Declarations.tsv"], swiftSettings: strict),
        // SafariServices' `SFSafariViewController`, for a URL route with `presentation: safari`.
        .target(name: "SafariServices", dependencies: ["UIKit"], path: "Tests/SafariServices", swiftSettings: strict),
        .target(
            name: "ListgenTestSupport", dependencies: ["UIKit", "SafariServices"], path: "Tests/ListgenTestSupport",
            swiftSettings: strict),

        // Where the conformance suites' data is (Scripts/fetch-conformance.sh), for both suites.
        .target(name: "ConformanceData", path: "Tests/ConformanceData", swiftSettings: strict),

        // MARK: Tests
        // The YAML conformance tests read the suite's JSON with ListgenMustache's parser.
        .testTarget(
            name: "ListgenYAMLTests", dependencies: ["ListgenYAML", "ListgenMustache", "ConformanceData"],
            swiftSettings: strict),
        .testTarget(
            name: "ListgenMustacheTests", dependencies: ["ListgenMustache", "ConformanceData"], swiftSettings: strict),
        .testTarget(
            name: "ListgenKitTests",
            dependencies: [
                "ListgenKit", "ListgenSpec", "ListgenRendering", "ListgenOutput", "ListgenYAML", "ListgenMustache",
            ],
            exclude: ["BadInputs"], swiftSettings: strict),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "SafariServices"], swiftSettings: strict),
    ] + generatedCodeTargets + screenTestTargets
)
