// swift-tools-version: 6.2
import PackageDescription

// An app-side package that generates its list screens with the listgen build plugin.
//
// `ListScreens` holds two specs that share a file name in different folders
// (Contacts/List.listgen.yaml, Inbox/List.listgen.yaml): the plugin gives each its own output file.
// The code imports UIKit: on iOS that is the real UIKit; on Linux (CI) it is listgen's test-only
// stand-in, linked only there. `App` uses the public Contacts screen (`access: public`) from a
// separate target, with a plain import. The package builds for iOS and Linux, not for macOS (no UIKit).
let package = Package(
    name: "PluginExample",
    platforms: [.iOS(.v17), .macOS(.v13)],
    products: [
        .library(name: "ListScreens", targets: ["ListScreens"])
    ],
    dependencies: [
        .package(name: "listgen", path: "../..")
    ],
    targets: [
        .target(
            name: "ListScreens",
            dependencies: [
                // What the generated screens import (Documentation/Runtime.md).
                .product(name: "ListgenRuntime", package: "listgen"),
                // Linux only: the UIKit stand-in, so the generated code compiles and runs in tests.
                .product(name: "ListgenUIKitStandIn", package: "listgen", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "ListgenPlugin", package: "listgen")]
        ),
        // The app: uses the public Contacts screen of ListScreens from another module.
        .target(
            name: "App",
            dependencies: [
                "ListScreens",
                .product(name: "ListgenUIKitStandIn", package: "listgen", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(
            name: "ListScreensTests",
            dependencies: [
                "ListScreens",
                "App",
                .product(name: "ListgenUIKitStandIn", package: "listgen", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
    ]
)
