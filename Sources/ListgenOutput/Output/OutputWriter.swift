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
        // The folders' ends are found in the string's own buffer (the generic `UTF8View` search cost
        // about 750 instructions a file).
        for end in Self.offsets(of: slash, in: file.path) {
            let parent = base + "/" + String(decoding: file.path.utf8.prefix(end), as: UTF8.self)
            var info = stat()
            if lstat(parent, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw Failure(
                    path: file.path,
                    message: "refusing to write through the symbolic link '\(parent)' in the output directory")
            }
        }
        var path = base
        path.reserveCapacity(base.utf8.count + 1 + file.path.utf8.count)
        path += "/"
        path += file.path
        return path
    }

    /// The byte offsets of `byte` in `text`'s UTF-8.
    static func offsets(of byte: UInt8, in text: String) -> [Int] {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.indices.filter { bytes[$0] == byte } }
            ?? Array(text.utf8).indices.filter { Array(text.utf8)[$0] == byte }
    }

    /// The byte offset of the last `/` in `text`, or nil.
    static func lastSlash(in text: String) -> Int? {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.lastIndex(of: slash) }
            ?? Array(text.utf8).lastIndex(of: slash)
    }

    /// Whether `text` begins with `prefix`'s bytes and then has `/` (or ends there, when `prefix` is all of it).
    static func folder(_ prefix: String, isFolderOf text: String, at offset: Int) -> Bool {
        guard prefix.utf8.count == offset else { return false }
        let same = text.utf8.withContiguousStorageIfAvailable { bytes in
            prefix.utf8.withContiguousStorageIfAvailable { folder in
                offset == 0 || memcmp(bytes.baseAddress!, folder.baseAddress!, offset) == 0
            } ?? false
        }
        return same ?? false
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
        zip(files, try writeStaged(files)).map { ($0, $1.outcome) }
    }

    /// Writes `files` as ``write(_:)`` does and returns them as staged (each with its outcome),
    /// not paired with `files`: the manifest, written by every run, needs no pairs, and their tuple
    /// array is a type the runtime instantiates on first use (19 k instructions).
    package func writeStaged(_ files: [GeneratedFile]) throws(Failure) -> [StagedFile] {
        let staged = try stage(files)
        do {
            try Self.commit(staged)
        } catch {
            Self.discard(staged)
            throw error
        }
        return staged
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

    /// What staging learns of the output folder during one run, shared by the run's workers (an
    /// ``OutputStage`` keeps one for its run; a lone ``stage(_:knowledge:)`` call makes its own): the
    /// folders that exist, and the names in a folder where files keep turning out absent.
    package final class Knowledge: @unchecked Sendable {
        private let lock = Lock()
        private var directories: Set<String> = []
        private var misses: [String: Int] = [:]
        private var listings: [String: Set<String>] = [:]

        package init() {}

        /// After this many absent files in one folder, the folder's names are read once (`getdents`)
        /// and the next files there are looked up in them instead of opened: writing 2,000 specs into
        /// a new folder tried 24,000 `open` calls that all failed. A run that adds a few files to a
        /// large folder stays below it and never lists the folder.
        static let missesBeforeListing = 16

        /// What the run knows of `folder`: whether it exists, and its names once listed.
        func folder(_ folder: String) -> Folder {
            lock.withLock { Folder(path: folder, exists: directories.contains(folder), listing: listings[folder]) }
        }

        func learn(directory: String) { _ = lock.withLock { directories.insert(directory) } }

        /// A file of `folder` was absent; lists the folder once enough of them were, and returns the listing.
        func absent(in folder: String) -> Set<String>? {
            let list = lock.withLock { () -> Bool in
                guard listings[folder] == nil else { return false }
                misses[folder, default: 0] += 1
                return misses[folder]! == Self.missesBeforeListing
            }
            // A folder that cannot be listed keeps being asked file by file.
            guard list, let names = FileSystem.contents(ofDirectory: folder) else { return nil }
            let listing = Set(names)
            lock.withLock { listings[folder] = listing }
            return listing
        }

        /// One folder as staging sees it (kept while consecutive files share it: one look-up per folder).
        struct Folder {
            let path: String
            var exists: Bool
            var listing: Set<String>?

            /// False when the listing says that nothing named `name` is there.
            func mayHave(_ name: Substring) -> Bool {
                guard let listing else { return true }
                return !listing.isEmpty && listing.contains(String(name))
            }
        }
    }

    /// Writes each changed file to a temporary file beside its destination; nothing visible changes
    /// until ``commit(_:)``. Lets a run write as it renders, without keeping every file in memory,
    /// and still write nothing at all when any spec fails (``discard(_:)``).
    package func stage(_ files: [GeneratedFile], knowledge: Knowledge = Knowledge()) throws(Failure) -> [StagedFile] {
        var staged: [StagedFile] = []
        staged.reserveCapacity(files.count)
        // Names temporary files: random per run, mixed with the first file's path (no two calls of a
        // run start alike), then counted; a name taken anyway is skipped (`O_EXCL`). One random
        // number per run, not per call: `getrandom` was the costliest system call per spec.
        var nonce = Self.runNonce ^ GeneratedManifest.hash(files.first?.path.utf8 ?? "".utf8)
        var folder: Knowledge.Folder?
        // Allocated on the first comparison, reused for every file of the call.
        var buffer: UnsafeMutableRawBufferPointer?
        defer { buffer?.deallocate() }
        do throws(Failure) {
            for file in files {
                let path = try destination(of: file)
                let slashOffset = Self.lastSlash(in: path)
                let nameStart = slashOffset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0 + 1) }
                let name = nameStart.map { path[$0...] } ?? path[...]
                // The folder's path is made (and looked up) only when it differs from the last file's.
                let sameFolder: Bool
                if let slashOffset, let known = folder {
                    sameFolder = Self.folder(known.path, isFolderOf: path, at: slashOffset)
                } else {
                    sameFolder = slashOffset == nil && folder?.path == "."
                }
                if !sameFolder {
                    folder = knowledge.folder(
                        slashOffset.map { String(decoding: path.utf8.prefix($0), as: UTF8.self) } ?? ".")
                }
                let folderPath = folder!.path
                var contents = file.contents
                let existing: FileSystem.Comparison
                if folder!.mayHave(name) {
                    existing = Self.compare(path, with: &contents, buffer: &buffer)
                    if case .absent = existing, errno == ENOENT, let listing = knowledge.absent(in: folderPath) {
                        folder!.listing = listing
                    }
                } else {
                    existing = .absent
                }
                // Matched, not compared with `==`: `Comparison`'s `Equatable` is ListgenSpec's, and from
                // this module `==` goes through its witness table, which the runtime instantiates on
                // first use (a cache in `.bss`: a page read, then written, each a fault).
                let outcome: Outcome
                switch existing {
                case .same:
                    staged.append(StagedFile(destination: path, temporary: nil, outcome: .unchanged))
                    continue
                case .absent: outcome = .created
                case .different: outcome = .updated
                }
                var directories: [String] = []
                if !folder!.exists {
                    directories = try createDirectory(folderPath, knowledge: knowledge)
                    folder!.exists = true
                }
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
                        destination: path, temporary: temporary, outcome: outcome,
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

    /// Creates `folder` (the directory a destination goes in), unless the run knows it; returns the
    /// directories it had to create.
    private func createDirectory(_ folder: String, knowledge: Knowledge) throws(Failure) -> [String] {
        if folder == "." { return [] }
        guard let created = FileSystem.createDirectories(folder) else {
            throw Failure(path: folder, message: "cannot create directory: \(FileSystem.errorMessage())")
        }
        knowledge.learn(directory: folder)
        return created
    }

    /// A new temporary file in `path`'s directory holding `bytes`, readable like any source file:
    /// `.<name>.listgen-<nonce>`, created with `O_EXCL` (an existing name is never reused).
    private func temporaryFile(
        with bytes: UnsafeRawBufferPointer, beside path: String, nonce: inout UInt64
    ) throws(Failure) -> String {
        // `<folder>/.<name>.listgen-<16 hex digits>\0`, built in one buffer of its final size.
        let marker = ".listgen-".utf8
        var path = path
        var template = path.withUTF8 { bytes in
            let slashAt = bytes.lastIndex(of: slash)
            let folder = slashAt.map { UnsafeBufferPointer(rebasing: bytes[...$0]) }
            let name = slashAt.map { UnsafeBufferPointer(rebasing: bytes[($0 + 1)...]) } ?? bytes
            let folderCount = folder?.count ?? 2  // `./`
            return [UInt8](unsafeUninitializedCapacity: folderCount + 1 + name.count + marker.count + 17) {
                buffer, count in
                var at = 0
                func put(_ part: UnsafeBufferPointer<UInt8>) {
                    if !part.isEmpty {
                        (buffer.baseAddress! + at).initialize(from: part.baseAddress!, count: part.count)
                    }
                    at += part.count
                }
                if let folder {
                    put(folder)
                } else {
                    buffer[0] = UInt8(ascii: ".")
                    buffer[1] = slash
                    at = 2
                }
                buffer[at] = UInt8(ascii: ".")
                at += 1
                put(name)
                for byte in marker {
                    buffer[at] = byte
                    at += 1
                }
                buffer.baseAddress!.advanced(by: at).initialize(repeating: 0, count: 17)
                count = at + 17
            }
        }
        let digitsStart = template.count - 17
        var fd: Int32 = -1
        for _ in 0..<100 {
            nonce &+= 1
            let value = nonce
            template.withUnsafeMutableBufferPointer { buffer in
                for position in 0..<16 {
                    let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0xF
                    buffer[digitsStart + position] = digit < 10 ? 0x30 + digit : 0x57 + digit
                }
            }
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
        let temporary = String(decoding: template[..<(template.count - 1)], as: UTF8.self)
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

    /// The file at `path` compared with `text`'s UTF-8 (``FileSystem/compare(_:with:buffer:)``):
    /// reading the whole file into an array made a one-screen run's heap hold the 66 KB support file.
    package static func compare(
        _ path: String, with text: inout String, buffer: inout UnsafeMutableRawBufferPointer?
    ) -> FileSystem.Comparison {
        text.withUTF8 { FileSystem.compare(path, with: UnsafeRawBufferPointer($0), buffer: &buffer) }
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
