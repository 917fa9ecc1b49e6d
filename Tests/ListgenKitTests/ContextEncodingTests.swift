import ListgenMustache
import Testing

@testable import ListgenKit
@testable import ListgenRendering
@testable import ListgenSpec

/// The context is encoded by generated conformances (`ContextEncodable+Generated.swift`), not by
/// `Encodable`: they must be fresh, and encode exactly what `Encodable` would.
@Suite struct ContextEncodingTests {
    @Test func generatedConformancesMatchTheContextStructs() throws {
        try assertGolden(
            try ContextEncodingSource.render(directory: Fixtures.path("Sources/ListgenRendering/Context")),
            at: ContextEncodingSource.path)
    }

    /// Every example, in every list kind, data source and wiring: the same context as `Encodable`'s.
    @Test(arguments: Fixtures.examples)
    func generatedEncodingEqualsEncodable(_ example: String) throws {
        for list in ListKind.allCases {
            for dataSource in DataSourceKind.allCases {
                for wiring in Wiring.allCases {
                    var options = Generator.Options()
                    options.variant = SpecOverrides(list: list, dataSource: dataSource, wiring: wiring)
                    let result = Generator(options: options).generate([try Fixtures.exampleInput(example)])
                    let spec = try #require(result.specs.first)
                    let root = TemplateContextBuilder(spec: spec).build()
                    #expect(
                        ContextEncoder.encode(root) == EncodableContextEncoder.encode(root),
                        "\(example) \(list)-\(dataSource)-\(wiring)")
                }
            }
        }
    }
}
