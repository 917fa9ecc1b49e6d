import ListgenOutput
import ListgenRendering
import ListgenSpec

/// listgen's exit codes.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success (warnings may have been printed).
    case success = 0
    /// A spec or template has errors, or a file could not be written; nothing was written.
    case failure = 1
    /// The command line is wrong.
    case usage = 2
    /// `--check` found generated files missing, different or stale, and nothing else wrong.
    /// Reserved for that, so tools (the command plugin) need not read standard error.
    case outOfDate = 3

    /// What the code means, as `listgen --help` and `Documentation/CommandLine.md`'s "Exit codes"
    /// table say it (``CommandLineReference`` writes the table).
    package var meaning: String {
        switch self {
        case .success: "success (warnings may have been printed)"
        case .failure: "a spec or template has errors, or a file could not be written; nothing was written"
        case .usage: "the command line is wrong"
        case .outOfDate: "`--check` found a generated file missing, out of date or stale (and nothing else wrong)"
        }
    }

    /// The exit code of how the output stage ended.
    init(_ outcome: OutputStage.Outcome) {
        switch outcome {
        case .success: self = .success
        case .failure: self = .failure
        case .outOfDate: self = .outOfDate
        }
    }
}
