import Foundation
import ListgenKit
import Testing

/// URL routes (`url:` with `presentation: safari | external`, issue #23): what the router and the
/// controller generate. The generated code's behaviour runs in GeneratedCodeTests' goldens.
@Suite struct URLRouteTests {
    static let spec = """
        screen: Links
        cells:
          LinkCell:
            model: Link
            fields: { id: Int, title: String, page: URL, mail: URL? }
            display: { text: title }
            events:
              write: { title: Write, route: mail }
            select: { route: web }
        routes:
          web: { url: page, presentation: safari }
          mail: { url: mail, presentation: external }
          detail: { destination: LinkViewController, pass: id }
        """

    static func file(_ name: String) throws -> String {
        let result = Fixtures.generate(spec)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.files.first { $0.path == name }).contents
    }

    @Test func theRouteCaseCarriesTheURLAsTheRowsHoldIt() throws {
        let route = try Self.file("LinksRoute.swift")
        #expect(route.contains("case web(URL)\n"))
        #expect(route.contains("case mail(URL?)\n"))
        #expect(route.contains("/// Opens the row's `page` (safari)."))
    }

    @Test func theRouterOpensThroughAnInjectableOpener() throws {
        let router = try Self.file("LinksRouter.swift")
        // Imports sorted, as swift-format's OrderedImports wants them.
        #expect(router.contains("import SafariServices\nimport UIKit\n"))
        #expect(router.contains("detail makeDetail: @escaping @MainActor (Link.ID) -> LinkViewController,\n"))
        #expect(
            router.contains(
                "openURL: @escaping @MainActor (URL) -> Void = {\n"
                    + "            UIApplication.shared.open($0, options: [:], completionHandler: nil)\n        }"))
        #expect(!router.contains("makeWeb"))
        #expect(router.contains("case .web(let url):\n            openInSafari(url, from: source)"))
        #expect(router.contains("case .mail(let url):\n            openExternally(url)"))
        // Safari's view only for http and https; a nil URL does nothing.
        #expect(router.contains(#"scheme == "http" || scheme == "https""#))
        #expect(router.contains("guard let url else { return }"))
    }

    @Test func theControllerReadsTheURLFromTheRowResolvedAtTapTime() throws {
        let controller = try Self.file("LinksViewController.swift")
        #expect(controller.contains(".web(link.page)"))
        #expect(controller.contains(".mail(link.mail)"))
    }

    @Test func aScreenWithoutURLRoutesDoesNotImportSafariServices() throws {
        let result = Fixtures.generate(
            Self.spec.replacingOccurrences(of: "presentation: safari", with: "presentation: external"))
        let router = try #require(result.files.first { $0.path == "LinksRouter.swift" }).contents
        #expect(!router.contains("SafariServices"))
        #expect(!router.contains("openInSafari"))
    }
}
