/// Time spent in each phase of a run, for `--timing` and the benchmark.
public struct PhaseTimings: Sendable {
    /// The phases of the pipeline, in order.
    public enum Phase: String, Sendable, CaseIterable {
        case read, parse, validate, context, render, write
    }

    /// Nanoseconds per phase, summed over every spec (and every thread).
    public private(set) var nanoseconds: [Phase: UInt64] = [:]

    public init() {}

    /// Adds `duration` to `phase`.
    public mutating func add(_ phase: Phase, _ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        nanoseconds[phase, default: 0] +=
            UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds)) / 1_000_000_000
    }

    /// Runs `body`, adding its duration to `phase`.
    public mutating func measure<T, E: Error>(_ phase: Phase, _ body: () throws(E) -> T) throws(E) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { add(phase, clock.now - start) }
        return try body()
    }

    /// Adds every phase of `other`.
    public mutating func merge(_ other: PhaseTimings) {
        for (phase, value) in other.nanoseconds { nanoseconds[phase, default: 0] += value }
    }

    /// A table of milliseconds per phase.
    public func report() -> String {
        var lines = ["phase      ms"]
        var total: UInt64 = 0
        for phase in Phase.allCases {
            let value = nanoseconds[phase] ?? 0
            total += value
            lines.append(phase.rawValue.padding(to: 8) + format(value))
        }
        lines.append("total".padding(to: 8) + format(total))
        return lines.joined(separator: "\n") + "\n"
    }

    private func format(_ nanoseconds: UInt64) -> String {
        let tenths = (nanoseconds + 50_000) / 100_000
        let text = "\(tenths / 10).\(tenths % 10)"
        return String(repeating: " ", count: max(0, 8 - text.count)) + text
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
