import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenRendering

/// The runtime library generated screens share (`Sources/ListgenRuntime`, issue #44): imported where
/// a file names one of its types, or written into the output folder as one file (`--runtime embedded`).
@Suite struct RuntimeLibraryTests {
    /// A public screen that loads images: its initializer takes the app's `ListImageLoader`.
    static func spec(_ screen: String, cell: String, model: String) -> String {
        """
        screen: \(screen)
        access: public
        cells:
          \(cell):
            model: \(model)
            fields: { id: UUID, name: String, avatarURL: URL? }
            display:
              text: name
              image: { url: avatarURL, placeholder: person.crop.circle }
        """
    }

    static func generate(_ yaml: String, runtime: RuntimeLibrary.Mode) -> Generator.Result {
        var options = Generator.Options()
        options.runtime = runtime
        return Fixtures.generate(yaml, path: "Screen.listgen.yaml", options: options)
    }

    /// The embedded copy is the library's sources: every line of each, its licence line and imports
    /// aside, and the public types the library declares are the names that make a file import it.
    @Test func theEmbeddedCopyIsTheLibrarysSources() throws {
        let folder = Fixtures.path("Sources/ListgenRuntime")
        let embedded = RuntimeLibrary.embeddedFile.contents
        var publicTypes: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let source = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let body = source.split(separator: "\n", omittingEmptySubsequences: false)
                .drop { $0.hasPrefix("//") || $0.hasPrefix("import ") || $0.isEmpty }
                .joined(separator: "\n")
            #expect(embedded.contains(body), "\(name) is not in the embedded copy: re-record")
            for line in source.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(where: { ["class", "struct", "enum", "protocol"].contains($0) }) {
                    publicTypes.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber }))
                }
            }
        }
        #expect(Set(RuntimeLibrary.typeNames) == publicTypes)
        #expect(publicTypes.isSuperset(of: ["ListRowStore", "ListImageLoader", "ListAnchor", "ListSearchQuery"]))
        #expect(embedded.hasPrefix("// ListgenRuntime.swift\n"))
        #expect(!embedded.contains("Apache"), "the generated code is the user's: no licence line in it")
    }

    /// By default a file imports the library when it names one of its types, and no file is added; embedded,
    /// no file imports it and the copy is written once.
    @Test func aFileImportsTheLibraryWhenItNamesOneOfItsTypes() throws {
        let yaml = Self.spec("Team", cell: "MemberCell", model: "Member")
        let library = Self.generate(yaml, runtime: .library)
        #expect(!library.hasErrors, "\(library.diagnostics)")
        let controller = try #require(library.files.first { $0.path == "TeamViewController.swift" })
        #expect(controller.contents.contains("\nimport ListgenRuntime\nimport UIKit\n"))
        let model = try #require(library.files.first { $0.path == "Member.swift" })
        #expect(!model.contents.contains("import ListgenRuntime"))
        #expect(!library.files.contains { $0.path == RuntimeLibrary.embeddedFileName })
        let embedded = Self.generate(yaml, runtime: .embedded)
        #expect(!embedded.files.contains { $0.contents.contains("import ListgenRuntime") })
        #expect(embedded.files.filter { $0.path == RuntimeLibrary.embeddedFileName }.count == 1)
    }

    /// Two public screen modules in one app, each of which takes the app's image loader: with the library
    /// the app writes one loader for both; with a copy in each module, `ListImageLoader` is ambiguous (the
    /// collision issue #44 measured). Built with swiftc against the stand-in and the built library.
    @Test(arguments: RuntimeLibrary.Mode.allCases)
    func twoPublicScreenModulesAndAnAppThatUsesBoth(_ runtime: RuntimeLibrary.Mode) throws {
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        try #require(FileManager.default.fileExists(atPath: modules + "/ListgenRuntime.swiftmodule"))
        let scratch = try Scratch()
        for (module, yaml) in [
            ("FeedScreens", Self.spec("Feed", cell: "PostCell", model: "Post")),
            ("TeamScreens", Self.spec("Team", cell: "MemberCell", model: "Member")),
        ] {
            let result = Self.generate(yaml, runtime: runtime)
            #expect(!result.hasErrors, "\(result.diagnostics)")
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + module, withIntermediateDirectories: true)
            var paths: [String] = []
            for file in result.files {
                let path = scratch.path + "/" + module + "/" + file.path
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
            let built = try InjectionTests.swiftc(
                [
                    "-emit-module", "-module-name", module, "-emit-module-path",
                    scratch.path + "/" + module + ".swiftmodule", "-parse-as-library", "-swift-version", "6",
                    "-warnings-as-errors", "-I", modules,
                ] + paths)
            #expect(built.status == 0, "\(module): \(built.text)")
        }
        let app = """
            import FeedScreens
            \(runtime == .library ? "import ListgenRuntime" : "")
            import TeamScreens
            import UIKit

            /// The app's one image loader, for the screens of both modules.
            @MainActor
            final class AppImageLoader: ListImageLoader {
                struct Load: ListImageLoad {
                    func cancel() {}
                }

                func loadImage(
                    from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
                ) -> any ListImageLoad {
                    Load()
                }
            }

            @MainActor
            func makeScreens() -> [UIViewController] {
                let loader = AppImageLoader()
                return [FeedViewController(imageLoader: loader), TeamViewController(imageLoader: loader)]
            }

            """
        try app.write(toFile: scratch.path + "/App.swift", atomically: false, encoding: .utf8)
        let checked = try InjectionTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", scratch.path, "-I", modules]
                + [scratch.path + "/App.swift"])
        switch runtime {
        case .library:
            #expect(checked.status == 0, "\(checked.text)")
        case .embedded:
            #expect(checked.status != 0)
            #expect(checked.text.contains("'ListImageLoader' is ambiguous for type lookup"), "\(checked.text)")
        }
    }
}
