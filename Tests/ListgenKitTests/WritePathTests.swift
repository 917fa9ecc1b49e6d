import Foundation
import Testing

@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// The write path's shortcuts (Benchmarks/README.md) keep its results: a folder listed after many
/// absent files still shows the files that are there, and the manifest's integer-keyed sort and
/// byte-wise parser agree with `String` order and with what the manifest's text says.
@Suite struct WritePathTests {
    /// 40 files into one folder, 20 of them absent first (so the folder is listed after 16), then
    /// some present unchanged, one present changed, and absent ones again: each gets its own outcome.
    @Test func aListedFolderStillShowsTheFilesThatAreThere() throws {
        let scratch = try Scratch()
        let names = (0..<40).map { "File\($0).swift" }
        let present = Set(20..<30)
        for index in present {
            let contents = index == 25 ? "old\n" : "file \(index)\n"
            try Data(contents.utf8).write(to: URL(fileURLWithPath: scratch.path + "/" + names[index]))
        }
        let files = names.indices.map { GeneratedFile(path: names[$0], contents: "file \($0)\n") }
        #expect(OutputWriter.Knowledge.missesBeforeListing < 20)
        let outcomes = try OutputWriter(directory: scratch.path).write(files).map(\.1)
        let expected: [OutputWriter.Outcome] = names.indices.map {
            $0 == 25 ? .updated : present.contains($0) ? .unchanged : .created
        }
        #expect(outcomes == expected)
        for index in names.indices {
            let bytes = FileManager.default.contents(atPath: scratch.path + "/" + names[index])
            #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == "file \(index)\n")
        }
    }

    /// The sort by 16-byte integer prefixes, and the general one for non-ASCII paths, give `String`
    /// order: by file, then by spec.
    @Test(arguments: [false, true])
    func theManifestIsInStringOrder(withNonASCII: Bool) {
        var files = [
            "ScreenWithALongCommonPrefixB.swift", "ScreenWithALongCommonPrefixA.swift", "ScreenWithALongCommon.swift",
            "Short.swift", "A.swift", "a.swift", "Sub/A.swift", "Sub.swift", "ScreenWithALongCommonPrefi",
            "ScreenWithALongCommonPrefixA.swift",
        ]
        if withNonASCII { files += ["Écran.swift", "E\u{301}cran2.swift", "Zebra.swift"] }
        let entries = files.enumerated().map {
            GeneratedManifest.Entry(spec: "spec\(($0.offset * 7) % 5).yaml", file: $0.element, hash: UInt64($0.offset))
        }
        let sorted = GeneratedManifest(entries: entries).entries
        let expected = entries.sorted { ($0.file, $0.spec) < ($1.file, $1.spec) }
        #expect(sorted.map(\.file) == expected.map(\.file))
        #expect(sorted.map(\.spec) == expected.map(\.spec))
    }

    /// The byte-wise parser reads what `text` writes and ignores what `UInt64(_:radix:)` and the
    /// three-field rule refused.
    @Test func theManifestParserReadsItsTextAndSkipsMalformedLines() {
        let manifest = GeneratedManifest(entries: [
            .init(spec: "../Écran.listgen.yaml", file: "Écran.swift", hash: 0xfedc_ba98_7654_3210),
            .init(spec: "a.yaml", file: "Sub/B.swift", hash: 0),
        ])
        #expect(GeneratedManifest(text: manifest.text) == manifest)
        let text = "# heading\n\na\tb\tFF\na\tb\tc\td\na\t\t1\na\tb\t12345678901234567\na\tb\t-1\nx\ty\t0aB\n"
        #expect(
            GeneratedManifest(text: text).entries == [
                .init(spec: "a", file: "b", hash: 0xff), .init(spec: "x", file: "y", hash: 0xab),
            ])
    }
}
