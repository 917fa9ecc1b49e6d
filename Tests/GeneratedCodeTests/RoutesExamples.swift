// The examples of Documentation/Routes.md (`<!-- compiled: Tests/GeneratedCodeTests/RoutesExamples.swift -->`),
// compiled against the Catalog golden (internal access, hence `@testable`), and the tests of what that
// page says: a route chosen per row takes the route of the row's value at the tap, and a drill-down
// route builds the screen again through the app's factory, one level down, with the same router.

import Foundation
import ListgenRuntime
import Testing

@testable import GoldenCatalogTableDiffableClosure

/// Stands in for the app's catalog store in the page's example.
@MainActor
final class CatalogStore {
    var rowsByDepartment: [Department.ID?: [CatalogSection: [CatalogRow]]] = [:]
    func rows(in department: Department.ID?) -> [CatalogSection: [CatalogRow]] { rowsByDepartment[department] ?? [:] }
}

@MainActor
final class CatalogFlow {
    let store: CatalogStore
    let imageLoader: any ListImageLoader
    init(store: CatalogStore, imageLoader: any ListImageLoader) {
        self.store = store
        self.imageLoader = imageLoader
    }

    /// One router for every level: `subdepartment` builds this screen again, one level down.
    lazy var router = CatalogRouter(
        detail: { ProductDetailViewController(payload: $0) },
        subdepartment: { [unowned self] department in self.screen(showing: department) },
        sale: { SaleViewController(payload: $0) })

    func screen(showing department: Department.ID?) -> CatalogViewController {
        let screen = CatalogViewController(router: router, imageLoader: imageLoader)
        screen.setRows(store.rows(in: department))
        return screen
    }
}

@MainActor
@Suite struct RoutesExamplesTests {
    static func department(_ key: Int, kind: String) -> Department {
        Department(id: Samples.uuid(key), name: "department \(key)", kind: kind)
    }

    /// A folder drills down into the same screen type, built by the flow's factory with its rows; a
    /// row whose kind changed before the tap takes the route of its new kind.
    @Test func aFolderDrillsDownAndTheKindIsReadAtTheTap() throws {
        let store = CatalogStore()
        let folder = Self.department(1, kind: "folder")
        let inner = Self.department(2, kind: "sale")
        store.rowsByDepartment[nil] = [.all: [.department(folder)]]
        store.rowsByDepartment[folder.id] = [.all: [.department(inner)]]
        let flow = CatalogFlow(store: store, imageLoader: HeldPhotoLoader())
        let root = flow.screen(showing: nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        root.loadViewIfNeeded()
        let first = try #require(root.indexPath(forRowID: .department(folder.id)))
        root.didSelectRow(at: first)
        let level2 = try #require(navigation.topViewController as? CatalogViewController)
        #expect(level2 !== root)
        level2.loadViewIfNeeded()
        let innerPath = try #require(level2.indexPath(forRowID: .department(inner.id)))
        // The same row, its kind changed to a folder before the tap: it drills down instead of a sale.
        var changed = inner
        changed.kind = "folder"
        store.rowsByDepartment[changed.id] = [:]
        level2.update(.department(changed))
        level2.didSelectRow(at: innerPath)
        #expect(navigation.viewControllers.count == 3)
        #expect(navigation.presentedViewController == nil)
    }

    /// A sale row's tap pushes the sale's page with the row's model, as its kind chooses.
    @Test func aSaleRowPushesItsPageWithTheRow() throws {
        let store = CatalogStore()
        let sale = Self.department(3, kind: "sale")
        store.rowsByDepartment[nil] = [.all: [.department(sale)]]
        let root = CatalogFlow(store: store, imageLoader: HeldPhotoLoader()).screen(showing: nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        root.loadViewIfNeeded()
        root.didSelectRow(at: try #require(root.indexPath(forRowID: .department(sale.id))))
        #expect((navigation.topViewController as? SaleViewController)?.payload == sale)
        #expect(navigation.viewControllers.count == 2)
    }
}
