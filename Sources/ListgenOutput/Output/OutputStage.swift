import ListgenRendering
import ListgenSpec

/// The output stage of one run into an output folder: what becomes of the ``GeneratedFile``s.
///
/// A writing run stages each spec's files as soon as they are rendered (``take(_:of:)``, called
/// by the pipeline's workers), commits them all once every spec has succeeded, then deletes the
/// stale files and records the manifest (``finishWrite(_:out:err:)``). `--check` compares instead
/// (``check(_:stale:out:err:)``) and `--dry-run` lists (``dryRun(_:stale:out:)``); both write nothing.
/// The byte-level work is ``OutputWriter``'s and ``StaleFilePlan``'s; this type decides which runs when.
package final class OutputStage: @unchecked Sendable {
    /// What the run does with its files.
    package enum Mode: Sendable {
        case write, check, dryRun
    }

    /// How the stage ended; the CLI maps it to an exit code.
    package enum Outcome: Sendable {
        case success, failure, outOfDate
    }

    /// The output folder.
    package let directory: String
    package let mode: Mode
    package let writer: OutputWriter
    /// Staged files in the order they were taken, and each one's spec path (the support file's is
    /// ""), guarded by ``lock``. Two arrays, not a dictionary by spec: a run that stages its specs in
    /// input order (one worker) needs no regrouping, and a `[String: [StagedFile]]` had the runtime
    /// instantiate its storage type on every run (about 20 k instructions).
    private var stagedFiles: [OutputWriter.StagedFile] = []
    private var stagedSpecs: [String] = []
    private let lock = Lock()
    /// What staging learns of the folder during the run (which folders exist, which names are absent).
    private let knowledge = OutputWriter.Knowledge()

    package init(directory: String, mode: Mode) {
        self.directory = directory
        self.mode = mode
        writer = OutputWriter(directory: directory)
    }

    /// Takes one spec's files as soon as they are rendered: a writing run stages them (nothing is
    /// visible until ``commit(order:)``) and returns none, so memory holds one spec's output per
    /// worker; the other modes return them to compare or list at the end.
    package func take(_ files: [GeneratedFile], of specPath: String) throws(OutputWriter.Failure) -> [GeneratedFile] {
        guard mode == .write else { return files }
        let files = try writer.stage(files, knowledge: knowledge)
        lock.withLock {
            stagedFiles += files
            for _ in files.indices { stagedSpecs.append(specPath) }
        }
        return []
    }

    /// The staged files, spec by spec in `order`, then any others (the support file) by path.
    private func allStaged(order: [String]) -> [OutputWriter.StagedFile] {
        lock.withLock {
            if Self.isGrouped(stagedSpecs, as: order) { return stagedFiles }
            var bySpec: [String: [OutputWriter.StagedFile]] = [:]
            for (spec, file) in zip(stagedSpecs, stagedFiles) { bySpec[spec, default: []].append(file) }
            var all: [OutputWriter.StagedFile] = []
            for path in order { all += bySpec.removeValue(forKey: path) ?? [] }
            for path in bySpec.keys.sorted() { all += bySpec[path]! }
            return all
        }
    }

    /// Whether `specs` (the spec of each staged file, in staging order) already lists each spec's
    /// files together, the specs in `order` first in that order, then a few others by path:
    /// what ``allStaged(order:)`` would make of them, so they need no regrouping.
    static func isGrouped(_ specs: [String], as order: [String]) -> Bool {
        var runs: [String] = []
        for spec in specs where runs.last != spec { runs.append(spec) }
        var next = 0
        for path in order where next < runs.count && runs[next] == path { next += 1 }
        // The rest must be in no place of `order` (else they belong before), sorted and distinct;
        // only checked for a few (the support file), else regrouped.
        let rest = runs[next...]
        guard rest.count <= 4 else { return false }
        return rest.allSatisfy { !order.contains($0) } && zip(rest, rest.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// Makes every staged file visible, specs in `order` (input order).
    package func commit(order: [String]) throws(OutputWriter.Failure) {
        try OutputWriter.commit(allStaged(order: order))
    }

    /// Removes every staged file: a spec had an error, or the commit failed.
    package func discard() {
        let all = lock.withLock { stagedFiles }
        OutputWriter.discard(all)
        lock.withLock {
            stagedFiles = []
            stagedSpecs = []
        }
    }

    /// After a writing run: deletes the stale files, reports the kept ones, records the manifest.
    package func finishWrite(_ stale: StaleFilePlan, out: (String) -> Void, err: (String) -> Void) -> Outcome {
        var outcome = Outcome.success
        for path in stale.deletions { out("deleted \(path)\n") }
        for failure in stale.deleteStaleFiles() {
            err("\(failure.path): error: cannot delete this stale file: \(failure.message)\n")
            outcome = .failure
        }
        for path in stale.edited {
            err(
                "\(path):1:1: warning: no spec generates this file any more, but it was changed after listgen wrote it: kept, and listgen forgets it (delete it if it is not needed)\n"
            )
        }
        do {
            try stale.writeManifest(in: directory)
        } catch {
            err("\(error)\n")
            outcome = .failure
        }
        return outcome
    }

    /// `--dry-run`: what a writing run would create, update, leave unchanged or delete.
    package func dryRun(
        _ files: [GeneratedFile], stale: StaleFilePlan, out: (String) -> Void
    ) throws(OutputWriter.Failure) {
        // Compared as staging compares (``OutputWriter/compare(_:with:buffer:)``): no file is read whole.
        var buffer: UnsafeMutableRawBufferPointer?
        defer { buffer?.deallocate() }
        for file in files {
            let path = try writer.destination(of: file)
            var contents = file.contents
            let state =
                switch OutputWriter.compare(path, with: &contents, buffer: &buffer) {
                case .absent: "create"
                case .same: "unchanged"
                case .different: "update"
                }
            out("\(state) \(path)\n")
        }
        for path in stale.deletions { out("delete \(path)\n") }
        for path in stale.edited { out("keep \(path) (no spec generates it, but it was changed)\n") }
    }

    /// `--check`: a unified diff of every file that differs, is missing or is stale.
    package func check(
        _ files: [GeneratedFile], stale: StaleFilePlan, out: (String) -> Void, err: (String) -> Void
    ) throws(OutputWriter.Failure) -> Outcome {
        var differences = 0
        for file in files {
            let path = try writer.destination(of: file)
            guard let existing = try writer.existingContents(of: file) else {
                out("missing: \(path)\n")
                out(UnifiedDiff.make(old: "", new: file.contents, oldName: "/dev/null", newName: path))
                differences += 1
                continue
            }
            let current = String(decoding: existing, as: UTF8.self)
            if !OutputWriter.bytes(of: file.contents, equal: existing) {
                out(UnifiedDiff.make(old: current, new: file.contents, oldName: path, newName: path + " (generated)"))
                differences += 1
            }
        }
        for path in stale.deletions {
            out("stale: \(path) (no spec generates it any more; listgen deletes it)\n")
            differences += 1
        }
        for path in stale.edited {
            out("stale: \(path) (no spec generates it any more, and it was changed after listgen wrote it)\n")
            differences += 1
        }
        if differences > 0 {
            err(
                "listgen: \(differences) generated file\(differences == 1 ? " is" : "s are") out of date; run listgen without --check\n"
            )
            return .outOfDate
        }
        return .success
    }
}
