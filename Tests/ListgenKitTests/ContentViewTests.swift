import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Cells with the app's own view (`content: { view: … }`): what is generated, and that the compiler,
/// not a runtime surprise, refuses a view that does not fit its cell's protocol.
@Suite struct ContentViewTests {
    static let spec = """
        screen: Catalog
        cells:
          ProductCell:
            model: Product
            fields: { id: UUID, name: String, photoURL: URL }
            content: { view: ProductRowView, loadsImages: true }
            events:
              add: { title: Add to cart }
          BannerCell:
            model: Banner
            fields: { id: String, message: String }
            display: { text: message }
          NoteCell:
            model: Note
            fields: { id: Int, text: String }
            content: { view: NoteRowView }
            wiring: delegate

        """

    @Test func contentCellGetsAProtocolAndNoContentConfiguration() throws {
        for list in ListKind.allCases {
            var options = Generator.Options()
            options.variant = Generator.Variant(list: list)
            let result = Fixtures.generate(Self.spec, options: options)
            #expect(!result.hasErrors, "\(result.diagnostics)")
            let cell = try #require(result.files.first { $0.path == "ProductCell.swift" }).contents
            #expect(cell.contains("protocol ProductCellContent: UIView {"))
            #expect(cell.contains("    func show(_ product: Product)\n"))
            #expect(cell.contains("    var addButton: UIButton { get }\n"))
            #expect(cell.contains("let content: some ProductCellContent = ProductRowView()"))
            #expect(cell.contains("content.show(product)"))
            #expect(cell.contains("content.prepareForReuse()"))
            // `loadsImages`: the protocol's requirement, called with the row's images, cancelled on reuse.
            #expect(
                cell.contains(
                    "    func loadImages(for product: Product, with images: ListRowImages<Product.ID>)\n"))
            #expect(
                cell.contains("content.loadImages(for: imageRow, with: imageSlots.images(for: rowID, with: loader))"))
            #expect(cell.contains("imageSlots.cancel()"))
            let controller = try #require(result.files.first { $0.path == "CatalogViewController.swift" }).contents
            #expect(controller.contains("imageLoader: any ListImageLoader"))
            #expect(!cell.contains("contentConfiguration"), "a content cell sets no content configuration")
            #expect(!cell.contains("UIButton(configuration:"), "the app's view owns its buttons")
            // The other cell keeps its content configuration.
            let banner = try #require(result.files.first { $0.path == "BannerCell.swift" }).contents
            #expect(banner.contains("contentConfiguration = content"))
            #expect(!banner.contains("protocol"))
            // Without events: the view is installed, no buttons are wired.
            let note = try #require(result.files.first { $0.path == "NoteCell.swift" }).contents
            #expect(note.contains("installContent()") && !note.contains("installButtons()"))
            #expect(!note.contains("UIButton"))
            // Without `loadsImages`: no image requirement, no slots.
            #expect(!note.contains("loadImages") && !note.contains("imageSlots"))
        }
    }

    /// With `access: public` or `package`, the protocol has the screen's access level and the code
    /// compiles (a public protocol names only public types: the model is public too).
    @Test(arguments: ["public", "package"])
    func contentProtocolHasTheScreensAccess(_ access: String) throws {
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        let scratch = try Scratch()
        let result = Fixtures.generate("access: \(access)\n" + Self.spec)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let spec = try #require(result.specs.first)
        var files: [String] = []
        for file in result.files + [GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: spec))] {
            #expect(file.path != "ProductCell.swift" || file.contents.contains("\(access) protocol ProductCellContent"))
            try file.contents.write(toFile: scratch.path + "/" + file.path, atomically: false, encoding: .utf8)
            files.append(scratch.path + "/" + file.path)
        }
        let view = """
            import ListgenRuntime
            import UIKit

            final class ProductRowView: UIView, ProductCellContent {
                let addButton = UIButton(configuration: .plain())
                let photoView = UIImageView()
                func show(_ product: Product) {}
                func loadImages(for product: Product, with images: ListRowImages<Product.ID>) {
                    images.load(product.photoURL, into: photoView, placeholder: nil)
                }
                func prepareForReuse() {}
            }

            /// A content view without buttons (its cell has no events).
            final class NoteRowView: UIView, NoteCellContent {
                func show(_ note: Note) {}
                func prepareForReuse() {}
            }

            """
        try view.write(toFile: scratch.path + "/ProductRowView.swift", atomically: false, encoding: .utf8)
        let output = try InjectionTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-package-name", "listgen", "-I", modules]
                + files + [scratch.path + "/ProductRowView.swift"])
        #expect(output.status == 0, "\(output.text)")
    }

    /// The app's views, right and wrong, each typechecked with the generated Catalog code against the
    /// UIKit stand-in: the wrong ones fail with a diagnostic that names the requirement they miss.
    static let views: [(name: String, source: String, diagnostic: String?)] = [
        ("the example's view", "", nil),
        (
            "a view without the button",
            """
            final class ProductRowView: UIView, ProductCellContent {
                let photoView = UIImageView()
                func show(_ product: Product) {}
                func loadImages(for product: Product, with images: ListRowImages<Product.ID>) {}
                func prepareForReuse() {}
            }
            """,
            "protocol requires property 'addButton' with type 'UIButton'"
        ),
        (
            "a view that shows another model",
            """
            final class ProductRowView: UIView, ProductCellContent {
                let addButton = UIButton(configuration: .plain())
                let photoView = UIImageView()
                func show(_ banner: Banner) {}
                func loadImages(for product: Product, with images: ListRowImages<Product.ID>) {}
                func prepareForReuse() {}
            }
            """,
            "protocol requires function 'show' with type '(Product) -> ()'"
        ),
        (
            "a view without the reset",
            """
            final class ProductRowView: UIView, ProductCellContent {
                let addButton = UIButton(configuration: .plain())
                let photoView = UIImageView()
                func show(_ product: Product) {}
                func loadImages(for product: Product, with images: ListRowImages<Product.ID>) {}
            }
            """,
            "protocol requires function 'prepareForReuse()'"
        ),
        (
            "a view without the image loading (`loadsImages: true`)",
            """
            final class ProductRowView: UIView, ProductCellContent {
                let addButton = UIButton(configuration: .plain())
                let photoView = UIImageView()
                func show(_ product: Product) {}
                func prepareForReuse() {}
            }
            """,
            "protocol requires function 'loadImages(for:with:)'"
        ),
        (
            "a view that does not adopt the protocol",
            """
            final class ProductRowView: UIView {
                let addButton = UIButton(configuration: .plain())
                let photoView = UIImageView()
                func show(_ product: Product) {}
                func loadImages(for product: Product, with images: ListRowImages<Product.ID>) {}
                func prepareForReuse() {}
            }
            """,
            "'ProductRowView' conform to 'ProductCellContent'"
        ),
    ]

    @Test(arguments: views.indices)
    func theCompilerChecksTheAppsView(_ index: Int) throws {
        let view = Self.views[index]
        let modules = try #require(InjectionTests.modulesDirectory(), "no built UIKit module under .build")
        let scratch = try Scratch()
        let result = Generator().generate([try Fixtures.exampleInput("Catalog")])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let spec = try #require(result.specs.first)
        var files: [String] = []
        // The harness stands in for the rest of the app (the route's destination).
        for file in result.files + [GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: spec))] {
            try file.contents.write(toFile: scratch.path + "/" + file.path, atomically: false, encoding: .utf8)
            files.append(scratch.path + "/" + file.path)
        }
        let viewPath = scratch.path + "/ProductRowView.swift"
        let source =
            view.source.isEmpty
            ? try String(contentsOfFile: Fixtures.path("Examples/Catalog/ProductRowView.swift"), encoding: .utf8)
            : "import UIKit\n\n" + view.source + "\n"
        try source.write(toFile: viewPath, atomically: false, encoding: .utf8)
        let output = try InjectionTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + files + [viewPath])
        if let diagnostic = view.diagnostic {
            #expect(output.status != 0, "\(view.name) compiled")
            #expect(output.text.contains(diagnostic), "\(view.name): no '\(diagnostic)' in:\n\(output.text)")
        } else {
            #expect(output.status == 0, "\(view.name):\n\(output.text)")
        }
    }
}
