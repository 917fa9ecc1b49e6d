#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls listgen makes, on POSIX directly: the CLI starts without loading
/// Foundation (measured: ~3M fewer instructions at start-up), which matters for a tool that runs
/// once per spec on every build.
package enum FileSystem {
    /// The bytes of the regular file at `path`, or nil when it cannot be read.
    ///
    /// Reads into the array's own storage, sized from `fstat` (one `read` past the end confirms
    /// the end; a file that grows meanwhile is read to its end).
    package static func readFile(_ path: String) -> [UInt8]? {
        guard let (descriptor, size) = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var capacity = max(size + 1, 4096)
        while true {
            var failed = false
            var ended = false
            let kept = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                // Growing: keep what was read.
                count = buffer.initialize(fromContentsOf: kept)
                while count < capacity {
                    let read = systemRead(descriptor, buffer.baseAddress! + count, capacity - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        return
                    }
                    if read == 0 {
                        ended = true
                        return
                    }
                    count += read
                }
            }
            if failed { return nil }
            if ended { return bytes }
            capacity *= 2
        }
    }

    /// The regular file at `path` opened for reading, with its size by `fstat`; nil (and closed)
    /// when it cannot be opened or is not a regular file (`errno` says why).
    private static func openRegularFile(_ path: String) -> (descriptor: Int32, size: Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(info.st_size))
    }

    /// A file on disk compared with bytes that would be written there.
    package enum Comparison: Sendable, Equatable {
        /// Nothing that can be read as a regular file (`errno` says why).
        case absent
        /// A regular file with exactly these bytes.
        case same
        /// A regular file with other bytes.
        case different
    }

    /// How many bytes of an existing file ``compare(_:with:buffer:)`` reads at once.
    package static let comparisonChunk = 16 << 10

    /// The file at `path` compared with `bytes` without keeping the file in memory: a size that
    /// differs (by `fstat`) answers at once; an equal one is read in chunks of ``comparisonChunk``
    /// bytes into `buffer` (allocated on first use, reused by the caller for its next file) and
    /// compared as it is read, to the file's end (a file that grew meanwhile differs). The same
    /// answers as ``readFile(_:)`` then comparing the arrays, with a file that cannot be read
    /// `.absent` as `readFile` returns nil.
    package static func compare(
        _ path: String, with bytes: UnsafeRawBufferPointer, buffer: inout UnsafeMutableRawBufferPointer?
    ) -> Comparison {
        guard let (descriptor, size) = openRegularFile(path) else { return .absent }
        defer { close(descriptor) }
        if size != bytes.count { return .different }
        let chunk: UnsafeMutableRawBufferPointer
        if let buffer {
            chunk = buffer
        } else {
            chunk = .allocate(byteCount: comparisonChunk, alignment: 16)
            buffer = chunk
        }
        var offset = 0
        while true {
            // One byte more than is left to compare, so that a longer file shows at once.
            let wanted = min(chunk.count, bytes.count - offset + 1)
            let count = systemRead(descriptor, chunk.baseAddress!, wanted)
            if count < 0 {
                if errno == EINTR { continue }
                return .absent  // unreadable: as `readFile`, which then returns nil
            }
            if count == 0 { return offset == bytes.count ? .same : .different }
            if offset + count > bytes.count { return .different }
            if memcmp(bytes.baseAddress! + offset, chunk.baseAddress!, count) != 0 {
                // Read no further: the rest of the file is not needed (a read error there would
                // have made `readFile` fail; the file is rewritten either way).
                return .different
            }
            offset += count
        }
    }

    /// Whether `path` names something below a directory: relative, every `/`-separated component
    /// non-empty, not `.` or `..`, without NUL. Byte-wise (it runs once per written file).
    package static func isSafeRelativePath(_ path: String) -> Bool {
        // Over the string's own buffer: the generic `UTF8View` walk cost about 900 instructions a path.
        path.utf8.withContiguousStorageIfAvailable(isSafeRelativePath(bytes:))
            ?? isSafeRelativePath(bytes: Array(path.utf8))
    }

    private static func isSafeRelativePath<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard !bytes.isEmpty, bytes.first != slash else { return false }
        var length = 0
        var dots = 0
        for byte in bytes {
            if byte == slash {
                if length == 0 || (dots == length && length <= 2) { return false }  // empty, `.` or `..`
                length = 0
                dots = 0
                continue
            }
            if byte == 0 { return false }
            length += 1
            if byte == dot { dots += 1 }
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    /// What is at `path`, without following a final symbolic link.
    package enum Kind { case none, file, directory, symbolicLink, other }

    package static func kind(_ path: String, followingLinks: Bool = true) -> Kind {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .none }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    package static func exists(_ path: String) -> Bool { kind(path, followingLinks: false) != .none }

    /// Creates `path` and its missing parents. Returns the directories it created, parents
    /// first, or nil when `path` is not a directory afterwards.
    package static func createDirectories(_ path: String) -> [String]? {
        if path.isEmpty || kind(path) == .directory { return [] }
        var created: [String] = []
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            guard let parents = createDirectories(String(path[..<slash])) else { return nil }
            created = parents
        }
        if mkdir(path, 0o755) == 0 { return created + [path] }
        return kind(path) == .directory ? created : nil
    }

    /// The names in directory `path` (without `.` and `..`), sorted; nil when it cannot be read.
    package static func contents(ofDirectory path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Writes `bytes` to a new file at `path` (failing when it exists); true on success.
    package static func createFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return writeAll(descriptor, bytes)
    }

    /// Writes every byte to `descriptor`, retrying on interruption.
    /// Creates or truncates the file at `path` and writes `bytes`; false on failure (see `errno`).
    package static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = writeAll(descriptor, bytes)
        let code = errno
        close(descriptor)
        errno = code
        return written
    }

    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    package static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The system's message for `errno`.
    package static func errorMessage(_ code: Int32 = errno) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(decoding: UnsafeRawBufferPointer(start: message, count: strlen(message)), as: UTF8.self)
    }

    /// The number of processors online.
    package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#else
    private let systemRead = Darwin.read
#endif
