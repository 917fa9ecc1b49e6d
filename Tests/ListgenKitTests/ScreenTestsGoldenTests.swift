import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// `listgen tests` (issue #46), for one variant of every example: the generated test files are goldens
/// under `Tests/GeneratedScreenTests/<Example>/`, which the `GeneratedScreenTests` target compiles
/// against that variant's golden module and runs on the UIKit stand-in. One variant only: the tests'
/// run time is CI's to spend (`Documentation/GeneratedTests.md`).
@Suite struct ScreenTestsGoldenTests {
    /// The variant whose golden modules the generated tests run against.
    static let variant = GoldenTests.Variant(example: "", choices: (.table, .diffable, .closure))

    /// The golden module of `example` in ``variant``: `GoldenOrdersTableDiffableClosure`.
    static func module(_ example: String) -> String {
        GoldenTests.Variant(example: example, choices: variant.choices).moduleName
    }

    /// The tests of `example`'s screen, for `module`.
    static func generate(_ example: String, module: String) throws -> Generator.Result {
        var options = Generator.Options(templates: Fixtures.workingTemplates, variant: variant.generatorVariant)
        options.testsModule = module
        options.emitsSupport = false
        return Generator(options: options).generate([try Fixtures.exampleInput(example)])
    }

    @Test(arguments: Fixtures.examples)
    func generatedTestsMatchGolden(_ example: String) throws {
        let result = try Self.generate(example, module: Self.module(example))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.count == 1)
        for file in result.files {
            try assertGolden(file.contents, at: "Tests/GeneratedScreenTests/\(example)/\(file.path)")
        }
    }

    /// The negative control (`Tests/ScreenTestControls/`): the Orders screen's golden code with one
    /// wrong controller, and the Orders tests generated for it. `BrokenOrders/` links every golden file
    /// but the controller, which is the golden one with one line added: when `BrokenControl` says so,
    /// the Track button's hook calls the controller with the index path the cell was configured at.
    @Test func negativeControlIsRecorded() throws {
        let golden = "Tests/Goldens/Orders/table-diffable-closure"
        let folder = "Tests/ScreenTestControls/BrokenOrders"
        let controller = try String(
            contentsOfFile: Fixtures.path("\(golden)/OrdersViewController.swift"), encoding: .utf8)
        let anchor = "            connect(cell, to: order)\n"
        let range = try #require(controller.range(of: anchor), "the control's anchor is gone from the golden")
        let broken = controller.replacingCharacters(
            in: range,
            with: anchor
                + "            // NEGATIVE CONTROL: the tap acts on the index path of configure time.\n"
                + "            if BrokenControl.capturesIndexPath {\n"
                + "                cell.onTrackTap = { [weak self] in self?.didTapTrack(at: indexPath) }\n"
                + "            }\n")
        try assertGolden(broken, at: "\(folder)/OrdersViewController.swift")

        // Every other file of the golden set, linked.
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path(golden)).filter {
            $0.hasSuffix(".swift") && $0 != "OrdersViewController.swift"
        }
        for file in files.sorted() {
            let link = Fixtures.path("\(folder)/\(file)")
            let target = "../../Goldens/Orders/table-diffable-closure/\(file)"
            let existing = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
            if Fixtures.isRecording, existing != target {
                try? FileManager.default.removeItem(atPath: link)
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
                Issue.record("linked \(folder)/\(file); run again without LISTGEN_RECORD to check")
            } else {
                #expect(existing == target, "\(folder)/\(file) must link \(target) (LISTGEN_RECORD=1 links it)")
            }
        }

        let result = try Self.generate("Orders", module: "BrokenOrders")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        for file in result.files {
            try assertGolden(file.contents, at: "Tests/ScreenTestControls/ControlTests/\(file.path)")
        }
    }

    @Test func everyExampleCoversSomeEvent() throws {
        for example in Fixtures.examples {
            let result = try Self.generate(example, module: "M")
            let text = try #require(result.files.first?.contents)
            #expect(text.contains("@Test(\"The controller is released"), "\(example)")
            #expect(text.contains("sendActions(for: .primaryActionTriggered)") || text.contains("didSelectRowAt"))
        }
    }

    /// `listgen tests` writes through the same output stage as `generate` (staged, with a manifest),
    /// `--check` finds it up to date, and `--module` is required.
    @Test func theCommandWritesAndChecksTheTests() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-tests-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spec = Fixtures.exampleSpecPath("Orders")
        let io = CapturedIO()
        #expect(
            ListgenCommand.run(["tests", spec, "--module", "Orders", "-o", directory], io: io) == .success,
            "\(io.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == [".listgen-manifest", "OrdersViewControllerTests.swift"], "\(files)")
        let text = try String(contentsOfFile: directory + "/OrdersViewControllerTests.swift", encoding: .utf8)
        #expect(text.contains("@testable import Orders\n"))
        let check = CapturedIO()
        #expect(
            ListgenCommand.run(["tests", spec, "--module", "Orders", "-o", directory, "--check"], io: check) == .success
        )
        let missing = CapturedIO()
        #expect(ListgenCommand.run(["tests", spec, "-o", directory], io: missing) == .usage)
        #expect(missing.stderr.contains("--module"))
        let help = CapturedIO()
        #expect(ListgenCommand.run(["tests", "--help"], io: help) == .success)
        #expect(help.stdout.contains("USAGE: listgen tests <spec>... --module <name>"))
        let collection = CapturedIO()
        let list = ["tests", Fixtures.exampleSpecPath("Messages"), "--module", "M", "-o", directory]
        #expect(ListgenCommand.run(list, io: collection) == .failure)
        #expect(collection.stderr.contains("--list table"))
    }
}
