import Foundation
import PackagePlugin

/// Which files are specs, and what their generated files are called: shared by both plugins
/// (this folder is linked into each plugin's folder, since plugins cannot depend on a library
/// target), so a target can move between them without renames.
enum SpecNaming {
    /// The suffix of spec files.
    static let suffix = ".listgen.yaml"
    /// The suffix of generated files.
    static let outputSuffix = ".listgen.swift"
    /// The product name of the build plugin, as targets apply it.
    static let buildPluginName = "ListgenPlugin"
    /// Every name the build plugin goes by: the source package's, and the prebuilt one's
    /// (Scripts/build-artifactbundle.sh).
    static let buildPluginNames = [buildPluginName, "ListgenBinaryPlugin"]

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
        return encoded + outputSuffix
    }

    /// The product generated screens import (`--runtime library`).
    static let runtimeProductName = "ListgenRuntime"

    /// Whether `target`, or a target it depends on, depends on the ListgenRuntime product: its screens
    /// then import the library; otherwise listgen writes a copy of it into the target (`--runtime
    /// embedded`), which a second screen module of the same app would declare again.
    static func dependsOnRuntime(_ target: Target) -> Bool {
        var seen: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            for dependency in next.dependencies {
                switch dependency {
                case .product(let product) where product.name == runtimeProductName: return true
                case .target(let target): pending.append(target)
                default: break
                }
            }
        }
        return false
    }

    /// The arguments that choose how a target's generated code gets the runtime.
    static func runtimeArguments(embedded: Bool) -> [String] {
        ["--runtime", embedded ? "embedded" : "library"]
    }
}
