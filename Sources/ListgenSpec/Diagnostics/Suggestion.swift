/// Did-you-mean suggestions for misspelled names.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        // The distance is at least the difference in length: when that alone rules out every
        // candidate, skip the O(n·m) distances (a multi-megabyte key took over a minute).
        let length = word.unicodeScalars.count
        let candidates = Array(candidates)
        let reachable = candidates.contains { candidate in
            let other = candidate.unicodeScalars.count
            return abs(length - other) <= max(1, min(length, other) / 3)
        }
        guard reachable else { return nil }
        let lowered = scalarValues(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, scalarValues(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // Allow about one edit per three characters, at least one, and never a total rewrite.
        let allowed = max(1, min(word.count, best.name.count) / 3)
        return best.distance <= allowed ? best.name : nil
    }

    /// `"; did you mean 'x'?"` when there is a close candidate, else the empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        didYouMean(closest(to: word, among: candidates))
    }

    /// `"; did you mean 'x'?"` for a suggestion found already, else the empty string.
    package static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The Unicode scalar values of `text`, the letters ``editDistance(_:_:atMost:)`` compares: `[Int]`, not
    /// `[Unicode.Scalar]`, whose storage type the runtime instantiated from its mangled name on first
    /// use (a type name of the app, `Contact`, is compared with the known types on every run).
    static func scalarValues(_ text: String) -> [Int] { text.unicodeScalars.map { Int($0.value) } }

    /// Levenshtein distance (insert, delete, substitute; transposition counts as one) between two
    /// words' ``scalarValues(_:)``; `bound + 1` as soon as it is sure to exceed `bound`.
    static func editDistance(_ a: [Int], _ b: [Int], atMost bound: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            // Every way to the last row passes through row i or row i - 1 (a transposition spans two
            // rows), and no step lowers the count: past `bound` in both, the distance is too.
            if bound < .max, (current.min() ?? 0) > bound, (previous.min() ?? 0) > bound { return bound + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
