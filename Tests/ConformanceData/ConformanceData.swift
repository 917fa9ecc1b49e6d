import Foundation

/// Where the conformance suites' data is: the upstream suites cannot be copied into this
/// repository, so `Scripts/fetch-conformance.sh` clones them (at pinned commits) into the
/// git-ignored `Conformance/` folder; a shared copy in `../shared/conformance/` is used otherwise.
/// Both paths are relative to the package root.
public enum ConformanceData {
    /// The folders searched, in order, relative to the package root: `$LISTGEN_CONFORMANCE_DIR` alone
    /// when it is set (an empty folder shows what a run without the data prints), else these two.
    public static let searchPath: [String] = {
        if let folder = ProcessInfo.processInfo.environment["LISTGEN_CONFORMANCE_DIR"], !folder.isEmpty {
            return [folder]
        }
        return ["Conformance", "../shared/conformance"]
    }()

    /// The package root (this file is `Tests/ConformanceData/ConformanceData.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first `<folder>/<suite>` of ``searchPath`` holding `marker`, or nil.
    public static func directory(_ suite: String, marker: String) -> URL? {
        for folder in searchPath {
            let base = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : packageRoot.appendingPathComponent(folder)
            let url = base.appendingPathComponent(suite).standardizedFileURL
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path) { return url }
        }
        return nil
    }

    /// The one-line reason a suite's tests are skipped, saying how to get the data.
    public static func skipMessage(_ suite: String) -> String {
        "\(suite) not found in \(searchPath.map { $0 + "/" + suite }.joined(separator: " or ")): run Scripts/fetch-conformance.sh to fetch it"
    }
}
