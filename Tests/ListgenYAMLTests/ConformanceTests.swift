import ConformanceData
import Foundation
import ListgenMustache
import Testing

@testable import ListgenYAML

/// The YAML test suite's data, found by ``ConformanceData`` (`Conformance/yaml-test-suite`, else
/// `../shared/conformance/yaml-test-suite`); when it is absent, the conformance tests are skipped
/// with a message saying how to fetch it.
private let foundSuite = ConformanceData.directory("yaml-test-suite", marker: "229Q")
private let suiteURL: URL = foundSuite ?? URL(fileURLWithPath: "/nonexistent")
private let conformanceFolderExists = foundSuite != nil

/// Cases where libyaml 0.2.5 itself disagrees with the suite (id → reason).
///
/// Every entry is checked to be libyaml's own behaviour: for an `error` case, libyaml's raw event
/// stream is produced without error; otherwise libyaml's raw event stream (or its verdict) already
/// differs from `test.event`. An entry that starts passing fails the test, so the list stays honest.
///
/// Categories: libyaml rejects valid input (flow-context edge cases, tabs as separation, reserved
/// directives, bare documents after `...`, unusual anchors), libyaml accepts invalid input (comments
/// without a preceding space, wrongly indented flow/quoted content, directives without `...`), and
/// libyaml produces different events (trailing whitespace in block scalars, `?` and `:` in flow scalars).
private let knownLibyamlDeviations: [String: String] = [
    "2JQS": "rejects valid input (did not find expected key): Block Mapping with Missing Keys",
    "2LFX": "rejects valid input (found unknown directive name): Spec Example 6.13. Reserved Directives [1.3]",
    "2SXE": "rejects valid input (mapping values are not allowed in this context): Anchors With Colon in Name",
    "4ABK": "rejects valid input (found unexpected ':'): Flow Mapping Separate Values",
    "4MUZ/00": "rejects valid input (did not find expected ',' or '}'): Flow mapping colon on line after key",
    "4MUZ/01": "rejects valid input (did not find expected ',' or '}'): Flow mapping colon on line after key",
    "4MUZ/02": "rejects valid input (did not find expected ',' or '}'): Flow mapping colon on line after key",
    "58MP": "rejects valid input (did not find expected node content): Flow mapping edge cases",
    "5MUD": "rejects valid input (did not find expected ',' or '}'): Colon and adjacent value on next line",
    "5T43": "rejects valid input (did not find expected node content): Colon at the beginning of adjacent flow scalar",
    "652Z": "different events: Question mark at start of flow key",
    "6BCT": "rejects valid input (found character that cannot start any token): Spec Example 6.3. Separation Spaces",
    "6CA3": "rejects valid input (found character that cannot start any token): Tab indented top flow",
    "6LVF": "rejects valid input (found unknown directive name): Spec Example 6.13. Reserved Directives",
    "6M2F": "rejects valid input (did not find expected key): Aliases in Explicit Block Mapping",
    "7Z25": "rejects valid input (did not find expected <document start>): Bare document after document end marker",
    "8XYN":
        "rejects valid input (did not find expected alphabetic or numeric character): Anchor with unicode character",
    "96NN/00":
        "rejects valid input (found a tab character where an indentation space is expected): Leading tab content in literals",
    "96NN/01":
        "rejects valid input (found a tab character where an indentation space is expected): Leading tab content in literals",
    "9C9N": "accepts invalid input: Wrong indented flow sequence",
    "9HCY": "accepts invalid input: Need document footer before directives",
    "9JBA": "accepts invalid input: Invalid comment after end of flow sequence",
    "9SA2": "rejects valid input (did not find expected ',' or '}'): Multiline double quoted flow mapping key",
    "A2M4":
        "rejects valid input (found character that cannot start any token): Spec Example 6.2. Indentation Indicators",
    "BEC7": "rejects valid input (found incompatible YAML document): Spec Example 6.14. “YAML” directive",
    "CFD4":
        "rejects valid input (did not find expected node content): Empty implicit key in single pair flow sequences",
    "CVW2": "accepts invalid input: Invalid comment after comma",
    "DBG4": "rejects valid input (did not find expected node content): Spec Example 7.10. Plain Characters",
    "DK3J":
        "rejects valid input (did not find expected <document start>): Zero indented block scalar with line that looks like a comment",
    "DK95/00": "rejects valid input (found character that cannot start any token): Tabs that look like indentation",
    "DK95/01": "accepts invalid input: Tabs that look like indentation",
    "DK95/03": "rejects valid input (found character that cannot start any token): Tabs that look like indentation",
    "DK95/04": "rejects valid input (found a tab character that violates indentation): Tabs that look like indentation",
    "EB22": "accepts invalid input: Missing document-end marker before directive",
    "FP8R": "rejects valid input (did not find expected <document start>): Zero indented block scalar",
    "FRK4": "rejects valid input (found unexpected ':'): Spec Example 7.3. Completely Empty Flow Nodes",
    "G5U8": "accepts invalid input: Plain dashes in flow sequence",
    "HM87/00": "rejects valid input (did not find expected node content): Scalars in flow start with syntax char",
    "HM87/01": "different events: Scalars in flow start with syntax char",
    "HWV9": "rejects valid input (did not find expected node content): Document-end marker",
    "JEF9/02": "different events: Trailing whitespace in streams",
    "K3WX":
        "rejects valid input (did not find expected ',' or '}'): Colon and adjacent value after comment on next line",
    "L24T/01": "different events: Trailing line of spaces",
    "M2N8/00": "rejects valid input (did not find expected key): Question mark edge cases",
    "M7A3": "rejects valid input (did not find expected <document start>): Spec Example 9.3. Bare Documents",
    "MUS6/00": "accepts invalid input: Directive variants",
    "MUS6/01": "accepts invalid input: Directive variants",
    "MUS6/05": "rejects valid input (found unknown directive name): Directive variants",
    "MUS6/06": "rejects valid input (found unknown directive name): Directive variants",
    "NHX8": "rejects valid input (did not find expected key): Empty Lines at End of Document",
    "NJ66": "rejects valid input (did not find expected ',' or '}'): Multiline plain flow mapping key",
    "NKF9": "rejects valid input (did not find expected key): Empty keys in block and flow mapping",
    "Q5MG":
        "rejects valid input (found character that cannot start any token): Tab at beginning of line followed by a flow mapping",
    "QB6E": "accepts invalid input: Wrong indented multiline quoted scalar",
    "QT73": "rejects valid input (did not find expected node content): Comment and document-end marker",
    "R4YG":
        "rejects valid input (found a tab character where an indentation space is expected): Spec Example 8.2. Block Indentation Indicator",
    "RHX7": "accepts invalid input: YAML directive without document end marker",
    "S3PD": "rejects valid input (did not find expected key): Spec Example 8.18. Implicit Block Mapping Entries",
    "S98Z": "accepts invalid input: Block scalar with more spaces than first content line",
    "SM9W/01": "rejects valid input (did not find expected key): Single character streams",
    "SU5Z": "accepts invalid input: Comment without whitespace after doublequoted scalar",
    "UKK6/00": "rejects valid input (did not find expected key): Syntax character edge cases",
    "UT92": "rejects valid input (did not find expected ',' or '}'): Spec Example 9.4. Explicit Documents",
    "VJP3/01": "rejects valid input (did not find expected ',' or '}'): Flow collections over many lines",
    "W4TN": "rejects valid input (could not find expected directive name): Spec Example 9.5. Directives Documents",
    "W5VH": "rejects valid input (did not find expected alphabetic or numeric character): Allowed characters in alias",
    "X4QW": "accepts invalid input: Comment without whitespace after block scalar indicator",
    "Y2GN": "different events: Anchor with colon in the middle",
    "Y79Y/001":
        "rejects valid input (found a tab character where an indentation space is expected): Tabs in various contexts",
    "Y79Y/003": "accepts invalid input: Tabs in various contexts",
    "Y79Y/010": "rejects valid input (found character that cannot start any token): Tabs in various contexts",
    "YJV2": "accepts invalid input: Dash in flow sequence",
]

/// One case of the suite.
private struct SuiteCase {
    var id: String
    var yaml: [UInt8]
    var isError: Bool
    var events: String?
    var json: [UInt8]?

    init(id: String, folder: URL) throws {
        self.id = id
        func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
        yaml = Array(try Data(contentsOf: file("in.yaml")))
        isError = FileManager.default.fileExists(atPath: file("error").path)
        events = try? String(contentsOf: file("test.event"), encoding: .utf8)
        json = (try? Data(contentsOf: file("in.json"))).map(Array.init)
    }

    /// The expected events, one line each, without trailing blank lines.
    var expectedEvents: String? {
        events.map { text in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines.joined(separator: "\n")
        }
    }

    /// Why the case fails through this module, or nil when it passes.
    func failure() -> String? {
        if isError {
            do {
                _ = try YAMLReader.readAllDocuments(yaml)
                return "accepted input the suite marks as an error"
            } catch {
                if error.errors.isEmpty { return "threw no errors" }
                for e in error.errors where e.mark.line < 1 || e.mark.column < 1 {
                    return "error not located: \(e.message) at \(e.mark)"
                }
                return nil
            }
        }
        let events: [YAMLEvent]
        do {
            events = try YAMLReader.readEvents(yaml)
        } catch {
            return "rejected valid input: \(error.errors.map { "\($0.mark): \($0.message)" })"
        }
        if let expected = expectedEvents {
            let actual = testSuiteNotation(events)
            if actual != expected {
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let i = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
                let got = i < a.count ? String(a[i]) : "<end>"
                let want = i < e.count ? String(e[i]) : "<end>"
                return "events differ at line \(i + 1): got \(got), expected \(want)"
            }
        }
        if let json {
            guard let expected = try? MustacheValue.jsonSequence(String(decoding: json, as: UTF8.self)) else {
                return "cannot parse in.json"
            }
            do {
                let documents = try YAMLReader.readAllDocuments(yaml).map(jsonValue)
                if documents != expected { return "data differs: got \(documents), expected \(expected)" }
            } catch {
                return "composing failed: \(error.errors.map { "\($0.mark): \($0.message)" })"
            }
        }
        return nil
    }

    /// Whether libyaml's own raw event stream already disagrees with the suite.
    var libyamlDeviates: Bool {
        guard let events = try? YAMLReader.readEvents(yaml) else { return !isError }
        if isError { return true }
        return testSuiteNotation(events) != expectedEvents
    }
}

/// Every case of the suite, with its id (`ABCD` or `ABCD/01` for numbered sub-folders).
private func loadCases() throws -> [SuiteCase] {
    let manager = FileManager.default
    var cases: [SuiteCase] = []
    for name in try manager.contentsOfDirectory(atPath: suiteURL.path).sorted() {
        let folder = suiteURL.appendingPathComponent(name)
        if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
            cases.append(try SuiteCase(id: name, folder: folder))
            continue
        }
        guard let subfolders = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
        for sub in subfolders.sorted() {
            let subfolder = folder.appendingPathComponent(sub)
            if manager.fileExists(atPath: subfolder.appendingPathComponent("in.yaml").path) {
                cases.append(try SuiteCase(id: name + "/" + sub, folder: subfolder))
            }
        }
    }
    return cases
}

@Suite("yaml-test-suite conformance")
struct ConformanceTests {
    @Test(.enabled(if: conformanceFolderExists, Comment(rawValue: ConformanceData.skipMessage("yaml-test-suite"))))
    func everyCase() throws {
        let cases = try loadCases()
        #expect(cases.count > 300, "found only \(cases.count) cases in \(suiteURL.path)")
        var passed = 0
        var deviations = 0
        for suiteCase in cases {
            let failure = suiteCase.failure()
            if let reason = knownLibyamlDeviations[suiteCase.id] {
                deviations += 1
                #expect(failure != nil, "\(suiteCase.id) is listed as a libyaml deviation (\(reason)) but now passes")
                #expect(
                    suiteCase.libyamlDeviates,
                    "\(suiteCase.id) is listed as a libyaml deviation but libyaml's raw events agree with the suite")
            } else if let failure {
                Issue.record("\(suiteCase.id): \(failure)")
            } else {
                passed += 1
            }
        }
        let ids = Set(cases.map(\.id))
        for id in knownLibyamlDeviations.keys where !ids.contains(id) {
            Issue.record("\(id) is listed as a libyaml deviation but is not in the suite")
        }
        if ProcessInfo.processInfo.environment["LISTGEN_TEST_LOG"] == "1" {
            print("yaml-test-suite: \(cases.count) cases, \(passed) pass, \(deviations) known libyaml deviations")
        }
    }
}
