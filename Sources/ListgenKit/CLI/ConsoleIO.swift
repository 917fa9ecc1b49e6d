import ListgenOutput
import ListgenRendering
import ListgenSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the CLI writes and what it knows about its terminal. Tests capture the output.
package protocol ConsoleIO: AnyObject {
    /// Writes to standard output.
    func out(_ text: String)
    /// Writes to standard error.
    func err(_ text: String)
    /// Whether standard error is a terminal (then diagnostics show source lines and carets).
    var errIsTerminal: Bool { get }
}

/// The process's real standard output and error.
package final class StandardIO: ConsoleIO {
    package init() {}

    package func out(_ text: String) { write(1, text) }
    package func err(_ text: String) { write(2, text) }
    package var errIsTerminal: Bool { isatty(2) == 1 }

    private func write(_ descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
