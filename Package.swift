// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target of this package: Swift 6 language mode
/// (set by the tools version) and no warnings in the project's own code.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error)
]

let package = Package(
  name: "listgen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "listgen", targets: ["listgen"])
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

    // MARK: Test-only UIKit stand-in (never part of a product used by apps)
    .target(name: "UIKit", path: "Tests/UIKit", swiftSettings: strict),

    // MARK: Tests
    .testTarget(name: "ListgenYAMLTests", dependencies: ["ListgenYAML"], swiftSettings: strict),
    .testTarget(name: "ListgenMustacheTests", dependencies: ["ListgenMustache"], swiftSettings: strict),
    .testTarget(name: "ListgenKitTests", dependencies: ["ListgenKit"], swiftSettings: strict),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit"], swiftSettings: strict),
  ]
)
