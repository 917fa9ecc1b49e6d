@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Output kept in memory: the console of the CLI tests.
final class CapturedIO: ConsoleIO {
    private(set) var stdout = ""
    private(set) var stderr = ""
    var errIsTerminal: Bool

    init(errIsTerminal: Bool = false) { self.errIsTerminal = errIsTerminal }

    func out(_ text: String) { stdout += text }
    func err(_ text: String) { stderr += text }
}
