import Testing

@testable import ListgenOutput

/// The manifest's entries are sorted byte-wise where that is `String`'s order (``GeneratedManifest/order(_:_:)``).
@Suite struct ManifestOrderTests {
    @Test func byteWiseOrderIsStringOrder() {
        let samples = [
            "", "a", "A", "b", "ab", "a/b.swift", "a.swift", "Z/z", "Café.swift", "Cafe\u{301}.swift", "Cafe.swift",
            "e", "e\u{301}", "é", "éa", "e\u{301}a", "Ωmega", "日本.swift", "日本", "a\u{0}b", "a\u{7f}", "ä", "a\u{308}",
            "a\u{308}b", "ab\u{308}", "b\u{301}", "ba",
        ]
        for a in samples {
            for b in samples {
                let expected: GeneratedManifest.Order = a < b ? .less : a == b ? .same : .greater
                #expect(GeneratedManifest.order(a, b) == expected, "\(a.debugDescription) vs \(b.debugDescription)")
            }
        }
    }

    /// Random strings of ASCII letters, combining marks and precomposed letters.
    @Test func randomStringsOrderAsStrings() {
        let alphabet: [String] = [
            "a", "b", "e", "z", "A", ".", "/", "\u{301}", "\u{308}", "\u{327}", "é", "ä", "ç", "Ω", "日",
        ]
        var generator = SystemRandomNumberGenerator()
        let strings = (0..<300).map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                .joined()
        }
        for a in strings {
            for b in strings.prefix(100) {
                let expected: GeneratedManifest.Order = a < b ? .less : a == b ? .same : .greater
                #expect(GeneratedManifest.order(a, b) == expected, "\(a.debugDescription) vs \(b.debugDescription)")
            }
        }
    }

    @Test func entriesAreSortedByFileThenSpec() {
        let entries = [("b.yaml", "X.swift"), ("a.yaml", "X.swift"), ("z.yaml", "A.swift"), ("a.yaml", "É.swift")]
            .map { GeneratedManifest.Entry(spec: $0.0, file: $0.1, hash: 1) }
        let sorted = GeneratedManifest(entries: entries).entries.map { "\($0.file) \($0.spec)" }
        #expect(sorted == entries.sorted { ($0.file, $0.spec) < ($1.file, $1.spec) }.map { "\($0.file) \($0.spec)" })
    }

    /// Entries already in order are recognised (and kept as they are, ties included); any others are
    /// not, so they are sorted.
    @Test func entriesInOrderAreRecognised() {
        let names = ["A.swift", "a.swift", "B.swift", "É.swift", "E\u{301}.swift", "Sub/A.swift", "ab.swift"]
        let specs = ["a.yaml", "b.yaml", "é.yaml"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let entries = (0..<Int.random(in: 0...6, using: &generator)).map { index in
                GeneratedManifest.Entry(
                    spec: specs.randomElement(using: &generator)!, file: names.randomElement(using: &generator)!,
                    hash: UInt64(index))
            }
            let sorted = GeneratedManifest.sorted(entries)
            #expect(GeneratedManifest.isSorted(sorted))
            #expect(GeneratedManifest.sorted(sorted) == sorted)
            #expect(GeneratedManifest.isSorted(entries) == (sorted == entries))
        }
    }
}
