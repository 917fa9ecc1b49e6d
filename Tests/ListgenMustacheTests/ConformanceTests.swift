import Foundation
import ListgenMustache
import Testing

/// The official Mustache spec, read from `../shared/conformance/mustache` (relative to the package root).
enum Conformance {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ListgenMustacheTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/conformance/mustache")
        .standardizedFileURL

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("interpolation.json").path)
    }

    /// Every module but `~lambdas` (lambdas need host-language code).
    static let files = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names",
    ]

    struct SpecFile: Decodable {
        var tests: [SpecCase]
    }

    struct SpecCase: Decodable {
        var name: String
        var desc: String
        var data: MustacheValue
        var template: String
        var partials: [String: String]?
        var expected: String
    }

    static func load(_ file: String) throws -> [SpecCase] {
        let data = try Data(contentsOf: directory.appendingPathComponent(file + ".json"))
        return try JSONDecoder().decode(SpecFile.self, from: data).tests
    }
}

@Suite("Mustache spec conformance")
struct ConformanceTests {
    @Test(
        .enabled(
            if: Conformance.isAvailable,
            "\(Conformance.directory.path) not found: Mustache conformance skipped"),
        arguments: Conformance.files)
    func specFile(_ file: String) throws {
        let cases = try Conformance.load(file)
        #expect(!cases.isEmpty, "\(file).json has no tests")
        var passed = 0
        for spec in cases {
            let actual: String
            do {
                let template = try MustacheTemplate(source: spec.template, name: "\(file)/\(spec.name)")
                actual = try template.render(
                    spec.data, partials: .dictionary(spec.partials ?? [:]), escape: .html)
            } catch {
                Issue.record("\(file): '\(spec.name)' threw \(error)")
                continue
            }
            if actual == spec.expected {
                passed += 1
            } else {
                Issue.record(
                    """
                    \(file): '\(spec.name)' (\(spec.desc))
                    template: \(String(reflecting: spec.template))
                    expected: \(String(reflecting: spec.expected))
                    actual:   \(String(reflecting: actual))
                    """)
            }
        }
        #expect(passed == cases.count, "\(file): \(passed)/\(cases.count) passed")
    }
}
