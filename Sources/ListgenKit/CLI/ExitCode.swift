import ListgenOutput
import ListgenRendering
import ListgenSpec

/// listgen's exit codes.
package enum ExitCode: Int32, Sendable {
    /// Success (warnings may have been printed).
    case success = 0
    /// A spec or template has errors, or `--check` found differences; nothing was written.
    case failure = 1
    /// The command line is wrong.
    case usage = 2
}
