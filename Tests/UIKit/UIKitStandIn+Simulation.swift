// TEST-ONLY simulation API: not part of real UIKit.

/// Hooks of the Linux UIKit stand-in. Not part of real UIKit.
public enum UIKitStandIn {
    /// Called where real UIKit raises an exception or crashes (inconsistent batch updates, duplicate
    /// diffable identifiers, dequeuing an unregistered identifier, ...). The argument is UIKit's message.
    /// Default: `preconditionFailure(message)`. After the handler returns, the stand-in recovers
    /// (usually by reloading from the data source) so a test can keep going.
    nonisolated(unsafe) public static var inconsistencyHandler: (String) -> Void = { message in
        preconditionFailure(message)
    }

    /// Runs `body` with `inconsistencyHandler` replaced by a recorder; returns the recorded messages
    /// and restores the previous handler.
    @MainActor
    public static func recordingInconsistencies(_ body: () throws -> Void) rethrows -> [String] {
        let previous = inconsistencyHandler
        var messages: [String] = []
        inconsistencyHandler = { messages.append($0) }
        defer { inconsistencyHandler = previous }
        try body()
        return messages
    }

    package static func fail(_ message: String) {
        inconsistencyHandler(message)
    }

    /// Warnings real UIKit writes to the console (it does not raise), in order, with UIKit's text.
    /// Scenarios assert that none was recorded; clear it with `resetLoggedWarnings()` before a run.
    @MainActor public private(set) static var loggedWarnings: [String] = []

    @MainActor
    public static func resetLoggedWarnings() {
        loggedWarnings = []
    }

    /// Runs `body`; returns the warnings logged during it (they also stay in `loggedWarnings`).
    @MainActor
    public static func recordingWarnings(_ body: () throws -> Void) rethrows -> [String] {
        let start = loggedWarnings.count
        try body()
        return start <= loggedWarnings.count ? Array(loggedWarnings[start...]) : loggedWarnings
    }

    /// Nesting depth of data-source cell requests (`cellForRowAt`/`cellForItemAt`, diffable cell
    /// providers), across all list views. Read by `CellRegistration.init`, which is not isolated.
    nonisolated(unsafe) static var cellRequestDepth = 0
    /// Nesting depth of supplementary view requests (`viewForSupplementaryElementOfKind`, diffable
    /// supplementary view providers).
    nonisolated(unsafe) static var supplementaryRequestDepth = 0

    @MainActor
    static func logWarning(_ message: String) {
        loggedWarnings.append(message)
    }
}
