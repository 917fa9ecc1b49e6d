import ListgenOutput
import ListgenRendering
import ListgenSpec

/// Time spent in each phase of a run, for `--timing` and the benchmark.
///
/// Phase times are summed over every spec, and specs run on several threads at once: the sum is
/// CPU time and may exceed the run's wall time, which is kept separately (``wallNanoseconds``).
package struct PhaseTimings: Sendable {
    /// The phases of the pipeline, in order.
    package enum Phase: String, Sendable, CaseIterable {
        case read, parse, validate, context, render, write

        /// The phase's place in ``allCases``.
        var index: Int {
            switch self {
            case .read: 0
            case .parse: 1
            case .validate: 2
            case .context: 3
            case .render: 4
            case .write: 5
            }
        }
    }

    /// Nanoseconds per phase, summed over every spec (and every thread); nil for a phase never timed.
    package private(set) var nanoseconds = Table()

    /// A value per phase, in a fixed array: a `[Phase: UInt64]` cost 0.17 M instructions at start-up
    /// (its storage class's metadata and a conformance lookup). A tuple and a bit per timed phase,
    /// not a `[UInt64?]`: the array's storage type was instantiated from its mangled name on every run.
    package struct Table: Sendable {
        private var values: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        /// Bit `phase.index` is set when the phase has a value.
        private var timed: UInt8 = 0

        package subscript(phase: Phase) -> UInt64? {
            get { timed & Self.bit(phase) != 0 ? value(phase) : nil }
            set {
                store(newValue ?? 0, phase)
                if newValue == nil { timed &= ~Self.bit(phase) } else { timed |= Self.bit(phase) }
            }
        }

        package subscript(phase: Phase, default value: UInt64) -> UInt64 {
            get { self[phase] ?? value }
            set { self[phase] = newValue }
        }

        private static func bit(_ phase: Phase) -> UInt8 { 1 &<< UInt8(phase.index) }

        private func value(_ phase: Phase) -> UInt64 {
            switch phase {
            case .read: values.0
            case .parse: values.1
            case .validate: values.2
            case .context: values.3
            case .render: values.4
            case .write: values.5
            }
        }

        private mutating func store(_ value: UInt64, _ phase: Phase) {
            switch phase {
            case .read: values.0 = value
            case .parse: values.1 = value
            case .validate: values.2 = value
            case .context: values.3 = value
            case .render: values.4 = value
            case .write: values.5 = value
            }
        }
    }
    /// Wall-clock time of the whole run (set by whoever times it; 0 when unknown).
    package var wallNanoseconds: UInt64 = 0
    /// The most threads that processed specs at once.
    package var workers = 1

    package init() {}

    /// Adds `duration` to `phase`.
    package mutating func add(_ phase: Phase, _ duration: Duration) {
        nanoseconds[phase, default: 0] += Self.nanoseconds(duration)
    }

    /// Non-negative whole nanoseconds of `duration`.
    package static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds)) / 1_000_000_000
    }

    /// Runs `body`, adding its duration to `phase`.
    package mutating func measure<T, E: Error>(_ phase: Phase, _ body: () throws(E) -> T) throws(E) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer { add(phase, clock.now - start) }
        return try body()
    }

    /// Adds every phase of `other`, and keeps the larger worker count.
    package mutating func merge(_ other: PhaseTimings) {
        for phase in Phase.allCases {
            if let value = other.nanoseconds[phase] { nanoseconds[phase, default: 0] += value }
        }
        workers = max(workers, other.workers)
    }

    /// A table of milliseconds per phase, their total, and the wall-clock time when known.
    ///
    /// ```
    /// phase      ms
    /// read        52.3
    /// ...
    /// total     1980.5  (CPU: phases summed over specs on 2 workers)
    /// wall      1410.2
    /// ```
    package func report() -> String {
        var lines = ["phase      ms"]
        var total: UInt64 = 0
        for phase in Phase.allCases {
            let value = nanoseconds[phase] ?? 0
            total += value
            lines.append(phase.rawValue.padding(to: 8) + format(value))
        }
        lines.append(
            "total".padding(to: 8) + format(total)
                + "  (CPU: phases summed over specs on \(workers) worker\(workers == 1 ? "" : "s"))")
        if wallNanoseconds > 0 { lines.append("wall".padding(to: 8) + format(wallNanoseconds)) }
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
