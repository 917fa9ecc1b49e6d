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

    static func fail(_ message: String) {
        inconsistencyHandler(message)
    }
}
