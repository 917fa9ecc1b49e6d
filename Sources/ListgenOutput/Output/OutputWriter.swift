import ListgenRendering
import ListgenSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files into an output directory: atomically, only when changed, never outside it.
package struct OutputWriter: Sendable {
    /// What happened to one file.
    package enum Outcome: String, Sendable, Hashable {
        case created, updated, unchanged
    }

    /// The output directory.
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// A problem writing or checking output.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var message: String
        package var description: String { "\(path): error: \(message)" }
    }

    /// The absolute-or-relative path of `file` under ``directory``, after checking that it stays inside.
    package func destination(of file: GeneratedFile) throws(Failure) -> String {
        // Byte-wise: this runs once per written file, and Character-wise splitting cost more than
        // the file's system calls.
        guard FileSystem.isSafeRelativePath(file.path) else {
            throw Failure(path: file.path, message: "refusing to write outside the output directory")
        }
        // An empty directory means the current one (not the file system root).
        let base = directory.isEmpty ? "." : directory.utf8.last == slash ? String(directory.dropLast()) : directory
        // A symbolic link below the output directory could lead anywhere: never write through one.
        var index = file.path.utf8.startIndex
        while let end = file.path.utf8[index...].firstIndex(of: slash) {
            let parent = base + "/" + String(file.path[..<end])
            var info = stat()
            if lstat(parent, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw Failure(
                    path: file.path,
                    message: "refusing to write through the symbolic link '\(parent)' in the output directory")
            }
            index = file.path.utf8.index(after: end)
        }
        return base + "/" + file.path
    }

    /// The current contents of `file`'s destination, or nil when it does not exist.
    package func existingContents(of file: GeneratedFile) throws(Failure) -> [UInt8]? {
        FileSystem.readFile(try destination(of: file))
    }

    /// Writes every file whose contents differ from what is on disk; keeps the others untouched
    /// (so their modification times do not change and builds stay incremental).
    ///
    /// Each write goes to a temporary file in the same directory and is renamed over the
    /// destination, so a reader (or a concurrent run) sees the old file or the new one, never a part.
    package func write(_ files: [GeneratedFile]) throws(Failure) -> [(GeneratedFile, Outcome)] {
        let staged = try stage(files)
        do {
            try Self.commit(staged)
        } catch {
            Self.discard(staged)
            throw error
        }
        return zip(files, staged).map { ($0, $1.outcome) }
    }

    /// A file written to a temporary file beside its destination, waiting for ``commit(_:)``.
    package struct StagedFile: Sendable {
        /// Where the file goes.
        package var destination: String
        /// The temporary file holding its contents; nil when the destination is already up to date.
        package var temporary: String?
        /// What committing will do.
        package var outcome: Outcome
        /// Directories created for it (parents first), removed again by ``discard(_:)``.
        package var createdDirectories: [String] = []
    }

    /// Writes each changed file to a temporary file beside its destination; nothing visible changes
    /// until ``commit(_:)``. Lets a run write as it renders, without keeping every file in memory,
    /// and still write nothing at all when any spec fails (``discard(_:)``).
    package func stage(_ files: [GeneratedFile]) throws(Failure) -> [StagedFile] {
        var staged: [StagedFile] = []
        staged.reserveCapacity(files.count)
        // Directories made or seen in this call: one `stat` per directory, not one per file.
        var knownDirectories: Set<String> = []
        // Names temporary files: random per run, mixed with the first file's path (no two calls of a
        // run start alike), then counted; a name taken anyway is skipped (`O_EXCL`). One random
        // number per run, not per call: `getrandom` was the costliest system call per spec.
        var nonce = Self.runNonce ^ GeneratedManifest.hash(files.first?.path.utf8 ?? "".utf8)
        do throws(Failure) {
            for file in files {
                let path = try destination(of: file)
                var contents = file.contents
                let existing = FileSystem.readFile(path)
                if let existing, Self.bytes(of: contents, equal: existing) {
                    staged.append(StagedFile(destination: path, temporary: nil, outcome: .unchanged))
                    continue
                }
                let directories = try createParentDirectory(of: path, known: &knownDirectories)
                let temporary: String
                do throws(Failure) {
                    // Written from the string's own storage (no copy of the contents).
                    temporary = try contents.withUTF8 { bytes in
                        Result { () throws(Failure) in
                            try temporaryFile(with: UnsafeRawBufferPointer(bytes), beside: path, nonce: &nonce)
                        }
                    }.get()
                } catch {
                    Self.removeDirectories(directories)
                    throw error
                }
                staged.append(
                    StagedFile(
                        destination: path, temporary: temporary, outcome: existing == nil ? .created : .updated,
                        createdDirectories: directories))
            }
        } catch {
            Self.discard(staged)
            throw error
        }
        return staged
    }

    /// Renames every staged file over its destination.
    package static func commit(_ staged: [StagedFile]) throws(Failure) {
        for file in staged {
            guard let temporary = file.temporary else { continue }
            if rename(temporary, file.destination) != 0 {
                let message = FileSystem.errorMessage()
                unlink(temporary)
                throw Failure(path: file.destination, message: "cannot replace the file: \(message)")
            }
        }
    }

    /// Removes every staged temporary file, and the directories staging created.
    package static func discard(_ staged: [StagedFile]) {
        for file in staged {
            if let temporary = file.temporary { unlink(temporary) }
        }
        removeDirectories(staged.flatMap(\.createdDirectories))
    }

    /// Removes `directories` when empty, deepest first.
    private static func removeDirectories(_ directories: [String]) {
        for directory in directories.reversed() { rmdir(directory) }
    }

    /// Creates the directory `path` goes in, unless `known` has it; returns the directories it had to create.
    private func createParentDirectory(of path: String, known: inout Set<String>) throws(Failure) -> [String] {
        guard let last = path.utf8.lastIndex(of: slash) else { return [] }
        let parent = String(path[..<last])
        if parent.isEmpty || known.contains(parent) { return [] }
        guard let created = FileSystem.createDirectories(parent) else {
            throw Failure(path: parent, message: "cannot create directory: \(FileSystem.errorMessage())")
        }
        known.insert(parent)
        return created
    }

    /// A new temporary file in `path`'s directory holding `bytes`, readable like any source file:
    /// `.<name>.listgen-<nonce>`, created with `O_EXCL` (an existing name is never reused).
    private func temporaryFile(
        with bytes: UnsafeRawBufferPointer, beside path: String, nonce: inout UInt64
    ) throws(Failure) -> String {
        // `<folder>/.<name>.listgen-`, from the path's bytes.
        let pathBytes = Array(path.utf8)
        var prefix: [UInt8] = []
        prefix.reserveCapacity(pathBytes.count + 12)
        if let last = pathBytes.lastIndex(of: slash) {
            prefix += pathBytes[...last]
            prefix.append(UInt8(ascii: "."))
            prefix += pathBytes[(last + 1)...]
        } else {
            prefix += "./.".utf8
            prefix += pathBytes
        }
        prefix += ".listgen-".utf8
        let digits = Array("0123456789abcdef".utf8)
        var template = prefix
        template.reserveCapacity(prefix.count + 17)
        var fd: Int32 = -1
        for _ in 0..<100 {
            nonce &+= 1
            template.removeLast(template.count - prefix.count)
            for shift in stride(from: 60, through: 0, by: -4) {
                template.append(digits[Int((nonce >> UInt64(shift)) & 0xF)])
            }
            template.append(0)
            fd = template.withUnsafeBytes {
                open(
                    $0.baseAddress!.assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            }
            if fd >= 0 || errno != EEXIST { break }
            nonce = UInt64.random(in: 0...UInt64.max)
        }
        guard fd >= 0 else {
            throw Failure(path: path, message: "cannot create a temporary file: \(FileSystem.errorMessage())")
        }
        let temporary = String(decoding: template.dropLast(), as: UTF8.self)
        let written = FileSystem.writeAll(fd, bytes)
        let writeError = errno
        // Generated sources are ordinary files, rw-r--r--, whatever the umask; `open` gave them that
        // already unless the umask removes some of those bits.
        if Self.umaskNarrowsRegularMode { fchmod(fd, 0o644) }
        close(fd)
        guard written else {
            unlink(temporary)
            throw Failure(path: path, message: "cannot write: \(FileSystem.errorMessage(writeError))")
        }
        return temporary
    }

    /// Whether `text`'s UTF-8 is `bytes`: the lengths, then one `memcmp`. The generic `elementsEqual`
    /// went byte by byte through two iterators: 1.47 M instructions to compare Contacts' eight files
    /// with the disk, a tenth of an up-to-date run.
    package static func bytes(of text: String, equal bytes: [UInt8]) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        let same = text.utf8.withContiguousStorageIfAvailable { mine in
            bytes.withUnsafeBufferPointer { theirs in
                mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return same ?? text.utf8.elementsEqual(bytes)
    }

    /// The random part of this run's temporary file names.
    static let runNonce = UInt64.random(in: 0...UInt64.max)

    /// Whether the process's umask removes any bit of `rw-r--r--` (read once, from
    /// `/proc/self/status`; true when that cannot be read, so the mode is always set then).
    static let umaskNarrowsRegularMode: Bool = {
        guard let status = FileSystem.readFile("/proc/self/status") else { return true }
        let text = String(decoding: status, as: UTF8.self)
        guard let range = text.firstRange(of: "Umask:") else { return true }
        let digits = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber }
        guard let mask = Int(digits, radix: 8) else { return true }
        return mask & 0o644 != 0
    }()
}

private let slash = UInt8(ascii: "/")
