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

    /// The identifier among `candidates` nearest to `name`: a likely typo (``closest(to:among:)``), else
    /// the one that shares the most words of its camel-case spelling, the longest shared words first
    /// (`team` → `teamName`, `fullName` → `name`, `avatar` → `avatarURL`); nil when none shares a word.
    ///
    /// A field is often named by part of its name, which no edit-distance rule finds: `team` is four
    /// edits from `teamName`. Words of fewer than three letters and the prefixes of Bool names (`is`,
    /// `has`, `can`…) do not count, so `isOnline` does not suggest `isMuted`.
    static func nearestIdentifier(to name: String, among candidates: [String]) -> String? {
        if let typo = closest(to: name, among: candidates) { return typo }
        let written = Set(words(of: name))
        guard !written.isEmpty else { return nil }
        var best: (name: String, shared: Int, distance: Int)?
        for candidate in candidates {
            let shared = words(of: candidate).filter(written.contains).reduce(0) { $0 + $1.count }
            guard shared > 0 else { continue }
            let distance = editDistance(scalarValues(name.lowercased()), scalarValues(candidate.lowercased()))
            if let current = best, (current.shared, -current.distance) >= (shared, -distance) { continue }
            best = (candidate, shared, distance)
        }
        return best?.name
    }

    /// The lower-cased words of an identifier's camel-case (or snake-case) spelling that can tell two
    /// names apart: `avatarURLString` → `avatar`, `url`, `string`; `isUnread` → `unread`.
    static func words(of identifier: String) -> [String] {
        var result: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { result.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // `teamName` → team|Name; `URLString` → URL|String, where the last capital starts a word.
                if !previous.isUppercase || (next?.isLowercase ?? false) {
                    result.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result.map { $0.lowercased() }.filter { $0.count >= 3 && !boolPrefixes.contains($0) }
    }

    /// The first words of Bool names, which say nothing about which Bool is meant.
    private static let boolPrefixes: Set<String> = ["has", "can", "should", "did", "will", "was"]

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
