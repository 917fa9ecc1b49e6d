import ListgenRendering
import ListgenSpec

/// Line-based unified diffs (`diff -u` format), for `--check` and golden tests.
package enum UnifiedDiff {
    /// The unified diff turning `old` into `new`, or the empty string when they are equal.
    ///
    /// - Parameters:
    ///   - oldName: shown after `---`.
    ///   - newName: shown after `+++`.
    ///   - context: unchanged lines around each change.
    package static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group edits into hunks separated by more than 2*context unchanged lines.
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = firstChange
            var lastChange = firstChange
            while end < script.count {
                if script[end].kind != .same {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            let hunkStart = max(index, firstChange - context)
            let hunkEnd = min(script.count, lastChange + context + 1)
            let hunk = script[hunkStart..<hunkEnd]
            let oldStart = hunk.first!.oldLine
            let newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: out += " \(edit.text)\n"
                case .delete: out += "-\(edit.text)\n"
                case .insert: out += "+\(edit.text)\n"
                }
            }
            index = hunkEnd
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" {
            result.removeLast()
        } else if let last = result.last {
            // A last line without its line break differs from the same text with one; `diff -u`
            // prints the marker right after it.
            result[result.count - 1] = Substring(last + "\n\\ No newline at end of file")
        }
        return result
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: Substring
        /// 1-based line in the old text (for a delete or same), or the line before an insert.
        var oldLine: Int
        var newLine: Int
    }

    /// The most trace entries ``editScript(_:_:)`` keeps (80 MB) before giving up on a minimal diff.
    static let traceBudget = 10_000_000

    /// Every old line deleted, then every new line inserted.
    static func replacement(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        a.enumerated().map { Edit(kind: .delete, text: $0.element, oldLine: $0.offset + 1, newLine: 1) }
            + b.enumerated().map { Edit(kind: .insert, text: $0.element, oldLine: a.count + 1, newLine: $0.offset + 1) }
    }

    /// Myers' O((N+M)D) shortest edit script.
    static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            // The trace costs O(D·(N+M)) memory: past a budget, replace everything instead.
            if trace.count * v.count > traceBudget { return replacement(a, b) }
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Backtrack.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(Edit(kind: .same, text: a[x - 1], oldLine: x, newLine: y))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(Edit(kind: .insert, text: b[y - 1], oldLine: x + 1, newLine: y))
                } else {
                    edits.append(Edit(kind: .delete, text: a[x - 1], oldLine: x, newLine: y + 1))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
