// The examples of Documentation/Images.md "In your own content views" and Documentation/ContentViews.md
// (`<!-- compiled: Tests/GeneratedCodeTests/ContentImagesExamples.swift -->`), compiled against the Catalog
// golden (internal access, hence `@testable`): the screen that takes the loader, and what the generated
// cell does with `ProductRowView.loadImages(for:with:)`.

import Foundation
import ListgenRuntime
import Testing

@testable import GoldenCatalogTableDiffableClosure

/// The Catalog screen with your loader: `content: { view: ProductRowView, loadsImages: true }`.
@MainActor
func makeCatalog(router: any CatalogRouting, imageLoader: any ListImageLoader) -> CatalogViewController {
    CatalogViewController(router: router, imageLoader: imageLoader)
}

/// Keeps each load's completion until the test delivers it, and counts cancelled loads.
@MainActor
final class HeldPhotoLoader: ListImageLoader {
    final class Load: ListImageLoad {
        private(set) var isCancelled = false
        func cancel() { isCancelled = true }
    }

    var completions: [URL: @MainActor @Sendable (UIImage?) -> Void] = [:]
    var loads: [URL: Load] = [:]

    func loadImage(
        from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
    ) -> any ListImageLoad {
        completions[url] = completion
        let load = Load()
        loads[url] = load
        return load
    }
}

@MainActor
@Suite struct ContentImagesExamplesTests {
    static let site = URL(string: "https://example.com/photo")!

    static func product(_ key: Int) -> Product {
        Product(
            id: UUID(), name: "p\(key)", price: Decimal(key), photoURL: site.appending(path: "\(key)"),
            isAvailable: true)
    }

    static func photo(in cell: ProductCell) throws -> UIImage? {
        try #require(cell.content as? ProductRowView).photoView.image
    }

    /// The generated cell hands the view a `ListRowImages` after `show(_:)`: the placeholder at once,
    /// the row's own photo when it arrives, a response for the row shown before reuse nowhere.
    @Test func theCellShowsOnlyItsOwnRowsPhoto() throws {
        let loader = HeldPhotoLoader()
        let cell = ProductCell(style: .default, reuseIdentifier: nil)
        let first = Self.product(1)
        let second = Self.product(2)
        cell.configure(with: first, at: IndexPath(row: 0, section: 0))
        cell.loadImage(with: loader)
        #expect(try Self.photo(in: cell)?.simulatedSystemName == "photo")
        cell.prepareForReuse()
        #expect(loader.loads[first.photoURL]?.isCancelled == true)
        cell.configure(with: second, at: IndexPath(row: 0, section: 0))
        cell.loadImage(with: loader)
        let late = UIImage()
        loader.completions[first.photoURL]?(late)
        #expect(try Self.photo(in: cell) !== late)
        #expect(try Self.photo(in: cell)?.simulatedSystemName == "photo")
        let own = UIImage()
        loader.completions[second.photoURL]?(own)
        #expect(try Self.photo(in: cell) === own)
    }

    /// A `ListRowImages` the view kept past the cell's reuse loads nothing: only the one the cell hands
    /// over for the row it shows now does.
    @Test func keptRowImagesLoadNothingAfterReuse() throws {
        let loader = HeldPhotoLoader()
        let slots = ListImageSlots<Product.ID>()
        let first = Self.product(1)
        let kept = slots.images(for: first.id, with: loader)
        slots.cancel()
        let imageView = UIImageView()
        kept.load(first.photoURL, into: imageView, placeholder: UIImage(systemName: "photo"))
        #expect(loader.completions.isEmpty)
        #expect(imageView.image == nil)
        let second = Self.product(2)
        slots.images(for: second.id, with: loader).load(second.photoURL, into: imageView, placeholder: nil)
        #expect(loader.completions.keys.contains(second.photoURL))
    }
}
