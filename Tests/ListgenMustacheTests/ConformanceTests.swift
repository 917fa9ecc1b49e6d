import ConformanceData
import Foundation
import ListgenMustache
import Testing

/// The official Mustache spec, found by ``ConformanceData`` (`Conformance/mustache`, else
/// `../shared/conformance/mustache`).
enum Conformance {
    static let found = ConformanceData.directory("mustache", marker: "interpolation.json")
    static var directory: URL { found ?? URL(fileURLWithPath: "/nonexistent") }

    static var isAvailable: Bool { found != nil }

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
            Comment(rawValue: ConformanceData.skipMessage("mustache"))),
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

    /// The byte code built-in templates are compiled to renders as the parsed nodes do: every case
    /// whose template and partials have no parents or blocks, compiled, gives the spec's output; and,
    /// rendered strictly, the same output or the same located error as the parsed template.
    @Test(
        .enabled(
            if: Conformance.isAvailable,
            Comment(rawValue: ConformanceData.skipMessage("mustache"))),
        arguments: Conformance.files)
    func specFileCompiled(_ file: String) throws {
        var compiledCases = 0
        for spec in try Conformance.load(file) {
            let parsed = try MustacheTemplate(source: spec.template, name: "\(file)/\(spec.name)")
            var partials: [String: MustacheTemplate] = [:]
            var parsedPartials: [String: MustacheTemplate] = [:]
            for (name, source) in spec.partials ?? [:] {
                guard let partial = try? MustacheTemplate(source: source, name: name) else { continue }
                parsedPartials[name] = partial
                partials[name] = partial.compiled()
            }
            // A partial that does not compile is left out of `partials`: such cases are skipped.
            guard let compiled = parsed.compiled(), partials.count == parsedPartials.count else { continue }
            compiledCases += 1
            let actual = try compiled.render(spec.data, partials: .templates(partials), escape: .html)
            #expect(actual == spec.expected, "\(file): '\(spec.name)' compiled")
            func strict(_ template: MustacheTemplate, _ partials: [String: MustacheTemplate]) -> String {
                do {
                    return try template.render(
                        spec.data, partials: .templates(partials), escape: .none, unknownNames: .error)
                } catch {
                    return "\(error) \(error.unknownName ?? "") \(error.knownNames)"
                }
            }
            #expect(strict(compiled, partials) == strict(parsed, parsedPartials), "\(file): '\(spec.name)' strict")
        }
        if file != "~inheritance" { #expect(compiledCases > 0) }
    }
}
