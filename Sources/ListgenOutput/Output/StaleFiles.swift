import ListgenRendering
import ListgenSpec

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What listgen generated into one output directory, and which of those files are stale: the one
/// rule for removing leftovers, used by the CLI (`-o`, `--output-file`, `--dry-run`, `--check`) and
/// therefore by the command plugin, which runs the CLI.
///
/// The record is a manifest, `.listgen-manifest` in the output directory: one line per generated
/// file, `<spec>\t<file>\t<hash>`, where `<spec>` is the spec's path relative to the directory and
/// `<hash>` the FNV-1a hash of the file as listgen wrote it. A file is **stale** when the manifest
/// lists it and either its spec took part in this run and no longer generates it, or its spec no
/// longer exists. A stale file is deleted only when its contents still hash to what listgen wrote:
/// a file listgen never wrote is never in the manifest, and a file edited since (its header, or
/// anything else) is kept and reported. A file that another spec generates now is never stale.
package struct GeneratedManifest: Sendable, Equatable {
    /// The manifest's file name, inside the output directory (hidden, so SwiftPM does not treat it
    /// as a resource).
    package static let fileName = ".listgen-manifest"

    /// One generated file.
    package struct Entry: Sendable, Hashable {
        /// The spec's path relative to the output directory.
        package var spec: String
        /// The file's path relative to the output directory.
        package var file: String
        /// The FNV-1a hash of the contents listgen wrote.
        package var hash: UInt64

        package init(spec: String, file: String, hash: UInt64) {
            self.spec = spec
            self.file = file
            self.hash = hash
        }
    }

    /// The entries, sorted by file.
    package var entries: [Entry]

    package init(entries: [Entry] = []) {
        self.entries = Self.sorted(entries)
    }

    /// `entries` by file, then by spec, in `String` order.
    ///
    /// When every path is ASCII (as generated file names are), the entries are sorted by the first 16
    /// bytes of their file as two integers, and only a tie compares the strings (`memcmp`): two ASCII
    /// strings are in `String` order when their bytes are. The general comparison per pair took a
    /// seventh of the write path's instructions for 2,000 specs.
    ///
    /// Entries already in that order (a manifest read back; a run's entries, spec by spec in file
    /// order, when the specs' files sort as the specs do) are returned as they are, after one pass:
    /// the keys below are tuples, and their array storage is a type the runtime instantiates on
    /// first use (24 k instructions on every run, for a manifest of eight lines already in order).
    static func sorted(_ entries: [Entry]) -> [Entry] {
        if isSorted(entries) { return entries }
        guard entries.allSatisfy({ isASCII($0.file) && isASCII($0.spec) }) else {
            return entries.sorted { order($0, $1) == .less }
        }
        var keys = entries.indices.map { index in
            let file = entries[index].file
            return (high: word(file, from: 0), low: word(file, from: 8), index: index)
        }
        keys.sort { a, b in
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            let x = entries[a.index]
            let y = entries[b.index]
            let files = x.file.utf8.count <= 16 && y.file.utf8.count <= 16 ? Order.same : asciiOrder(x.file, y.file)
            if files != .same { return files == .less }
            let specs = asciiOrder(x.spec, y.spec)
            return specs == .same ? a.index < b.index : specs == .less
        }
        return keys.map { entries[$0.index] }
    }

    /// Whether `entries` are in ``sorted(_:)``'s order: by file, then by spec.
    static func isSorted(_ entries: [Entry]) -> Bool {
        var index = 1
        while index < entries.count {
            if order(entries[index - 1], entries[index]) == .greater { return false }
            index += 1
        }
        return true
    }

    /// Two entries in ``sorted(_:)``'s order: by file, then by spec, in `String` order.
    static func order(_ a: Entry, _ b: Entry) -> Order {
        let files = order(a.file, b.file)
        return files == .same ? order(a.spec, b.spec) : files
    }

    /// Up to eight bytes of `text` from byte `start`, big-endian, zero-padded (so that integer order is
    /// byte order, a shorter string first).
    static func word(_ text: String, from start: Int) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var word: UInt64 = 0
            for offset in start..<(start + 8) {
                word = word << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0)
            }
            return word
        } ?? 0
    }

    /// Whether every byte of `text` is ASCII.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Two ASCII strings compared by their bytes (their `String` order).
    static func asciiOrder(_ a: String, _ b: String) -> Order {
        let result = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Order in
                let count = min(x.count, y.count)
                let sign = count == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, count)
                if sign != 0 { return sign < 0 ? .less : .greater }
                return x.count == y.count ? .same : x.count < y.count ? .less : .greater
            }
        }
        return (result ?? nil) ?? order(a, b)
    }

    /// How two strings compare.
    enum Order {
        case less, same, greater
    }

    /// `a` against `b` in `String` order, found from the bytes where they first differ when those are
    /// ASCII and followed by ASCII (an ASCII scalar before another one combines with nothing, so it
    /// decides as `String`'s normalized comparison would); otherwise by `String`'s own comparison. Sorting the manifest's entries with `String`'s `<` alone
    /// took a fifth of the write path's instructions.
    static func order(_ a: String, _ b: String) -> Order {
        let bytewise = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Order? in
                let count = min(x.count, y.count)
                var index = 0
                while index < count, x[index] == y[index] { index += 1 }
                if index == x.count, index == y.count { return .same }
                if index == x.count { return y[index] < 0x80 ? .less : nil }
                if index == y.count { return x[index] < 0x80 ? .greater : nil }
                // Two ASCII scalars, neither followed by one that could combine with it (`a` + U+0308 is `ä`).
                func ascii(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
                    bytes[index] < 0x80 && (index + 1 == bytes.count || bytes[index + 1] < 0x80)
                }
                guard ascii(x), ascii(y) else { return nil }
                return x[index] < y[index] ? .less : .greater
            } ?? nil
        }
        if let result = bytewise ?? nil { return result }
        return a < b ? .less : a == b ? .same : .greater
    }

    static let heading =
        "# Written by listgen: the files it generated here, to remove them once no spec generates them."

    /// The manifest's text.
    package var text: String {
        // Built as bytes: one line per generated file, tens of thousands in a large app.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.heading.utf8.count + 1 + entries.count * 80)
        bytes += Self.heading.utf8
        bytes.append(UInt8(ascii: "\n"))
        for entry in entries {
            bytes += entry.spec.utf8
            bytes.append(UInt8(ascii: "\t"))
            bytes += entry.file.utf8
            bytes.append(UInt8(ascii: "\t"))
            // The hash's 16 hex digits and the newline, appended at once.
            var digits: (UInt64, UInt64, UInt8) = (0, 0, UInt8(ascii: "\n"))
            withUnsafeMutableBytes(of: &digits) { raw in
                for position in 0..<16 {
                    let digit = UInt8(truncatingIfNeeded: entry.hash >> UInt64(60 - 4 * position)) & 0xF
                    raw[position] = digit < 10 ? 0x30 + digit : 0x57 + digit
                }
                raw[16] = UInt8(ascii: "\n")
            }
            withUnsafeBytes(of: &digits) { bytes.append(contentsOf: $0.prefix(17)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses a manifest; malformed lines are ignored (so they can only make listgen delete less).
    package init(text: String) {
        // Byte-wise: the `Character`-wise split of an eight-line manifest cost 0.65 M instructions (a
        // twentieth of a one-screen run), and a large app's manifest has tens of thousands of lines.
        var text = text
        let entries = text.withUTF8 { bytes in
            var entries: [Entry] = []
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                defer { start = end + 1 }
                guard end > start, bytes[start] != UInt8(ascii: "#") else { continue }
                // `<spec>\t<file>\t<hash>`: exactly two tabs, neither field empty.
                guard let first = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")),
                    let second = bytes[(first + 1)..<end].firstIndex(of: UInt8(ascii: "\t")),
                    !bytes[(second + 1)..<end].contains(UInt8(ascii: "\t")), first > start, second > first + 1,
                    let hash = Self.hexValue(bytes[(second + 1)..<end])
                else { continue }
                // From buffers, not slices: `String(decoding:as:)` of a `Slice` took the generic path,
                // which instantiated the slice's metadata and looked up its conformances on every run.
                entries.append(
                    Entry(
                        spec: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<first]), as: UTF8.self),
                        file: String(
                            decoding: UnsafeBufferPointer(rebasing: bytes[(first + 1)..<second]), as: UTF8.self),
                        hash: hash))
            }
            return entries
        }
        self.init(entries: entries)
    }

    /// The value of 1 to 16 hexadecimal digits (either case), or nil: what `UInt64(_:radix: 16)` accepts
    /// of a manifest's hash field, without its sign.
    static func hexValue(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// The manifest of `directory`, or an empty one when it has none.
    package static func read(in directory: String) -> GeneratedManifest {
        guard let bytes = FileSystem.readFile(path(in: directory)) else { return GeneratedManifest() }
        return GeneratedManifest(text: String(decoding: bytes, as: UTF8.self))
    }

    static func path(in directory: String) -> String {
        (directory.isEmpty ? "." : directory) + "/" + fileName
    }

    /// FNV-1a, 64 bits: stable across runs and platforms (unlike `Hasher`).
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        // Over contiguous storage when there is one (a native string's UTF-8, an array): a plain
        // loop over a buffer, several times faster than the generic iterator.
        if let hash = bytes.withContiguousStorageIfAvailable(hash(buffer:)) { return hash }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// ``hash(_:)`` of a string's UTF-8, not through the generic function: called from another
    /// module, it looks up `String.UTF8View: Collection` at run time on first use (≈ 100 k instructions).
    package static func hash(_ bytes: String.UTF8View) -> UInt64 {
        if let hash = bytes.withContiguousStorageIfAvailable(hash(buffer:)) { return hash }
        return hash(Array(bytes))
    }

    /// A pointer walk, not `for byte in buffer`: a debug build (how a build plugin builds listgen)
    /// calls the buffer iterator's `next()` for every byte, and every output byte is hashed.
    ///
    /// Eight bytes per load, taken from the word in memory order, then the last few one by one: the
    /// same hash, in about half the instructions of a loop per byte (which spent six on each byte,
    /// 0.125 M of a one-screen run for its 18 KB).
    private static func hash(buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        guard let start = buffer.baseAddress else { return hash }
        let raw = UnsafeRawPointer(start)
        let count = buffer.count
        var offset = 0
        while count &- offset >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ (word & 0xFF)) &* prime
            hash = (hash ^ (word &>> 8 & 0xFF)) &* prime
            hash = (hash ^ (word &>> 16 & 0xFF)) &* prime
            hash = (hash ^ (word &>> 24 & 0xFF)) &* prime
            hash = (hash ^ (word &>> 32 & 0xFF)) &* prime
            hash = (hash ^ (word &>> 40 & 0xFF)) &* prime
            hash = (hash ^ (word &>> 48 & 0xFF)) &* prime
            hash = (hash ^ (word &>> 56)) &* prime
            offset &+= 8
        }
        while offset < count {
            hash = (hash ^ UInt64(start[offset])) &* prime
            offset &+= 1
        }
        return hash
    }
}

/// The files one spec generated in this run.
package struct SpecOutput: Sendable {
    /// The spec's path as given.
    package var specPath: String
    /// The generated files, each path once (the first file of a path counts), in the order given.
    ///
    /// An array, not a `[String: UInt64]`: each run made one from `(path, hash)` pairs and sorted it
    /// back into pairs, three generic types (the pairs' tuple, its array storage, the dictionary's
    /// storage) the runtime instantiated from their mangled names for a handful of files.
    package private(set) var files: [File] = []

    /// A generated file's path relative to the output directory, with the hash of its contents.
    package struct File: Sendable {
        package var path: String
        package var hash: UInt64
    }

    /// The output of the spec at `specPath` that generated `files`.
    package init(specPath: String, files: [GeneratedFile]) {
        self.specPath = specPath
        for file in files { record(file.path, hash: GeneratedManifest.hash(file.contents.utf8), replacing: false) }
    }

    /// Records `path` with `hash`, replacing the hash of a file of that path already recorded
    /// (the support file, which the run adds to every spec's files).
    package mutating func record(_ path: String, hash: UInt64) {
        record(path, hash: hash, replacing: true)
    }

    private mutating func record(_ path: String, hash: UInt64, replacing: Bool) {
        guard let index = files.firstIndex(where: { $0.path == path }) else {
            files.append(File(path: path, hash: hash))
            return
        }
        if replacing { files[index].hash = hash }
    }
}

/// The stale files of one output directory for one run, and the manifest to write after it.
package struct StaleFilePlan: Sendable {
    /// Stale files listgen wrote and nobody changed since: to delete (paths under the directory).
    package var deletions: [String] = []
    /// Stale files changed since listgen wrote them: kept, and reported.
    package var edited: [String] = []
    /// The manifest once the run is done.
    package var manifest = GeneratedManifest()

    /// Plans the run's removals in `directory` (which may not exist yet) for `outputs`.
    package init(directory: String, outputs: [SpecOutput]) {
        let base = directory.isEmpty ? "." : directory
        let old = GeneratedManifest.read(in: base)
        var entries: [GeneratedManifest.Entry] = []
        entries.reserveCapacity(outputs.reduce(0) { $0 + $1.files.count })
        var specsInRun: Set<String> = []
        // Only needed to compare with an old manifest (a first run into a folder has none).
        var generatedNow: Set<String> = []
        // Resolved once for the run, not once per spec; each spec folder's relative path once per folder.
        let canonicalBase = Self.canonical(base)
        var relativeFolders: [String: String] = [:]
        for output in outputs {
            let spec =
                Self.relative(output.specPath, fromCanonical: canonicalBase, folders: &relativeFolders)
                ?? output.specPath
            specsInRun.insert(spec)
            // In file order: when specs come in the order of their files' names (as they usually do),
            // the entries are one ascending run and the manifest's sort below only checks it.
            for file in output.files.sorted(by: { $0.path < $1.path }) {
                if !old.entries.isEmpty { generatedNow.insert(file.path) }
                entries.append(GeneratedManifest.Entry(spec: spec, file: file.path, hash: file.hash))
            }
        }
        for entry in old.entries where !generatedNow.contains(entry.file) {
            let inRun = specsInRun.contains(entry.spec)
            let specGone = !entry.spec.isEmpty && FileSystem.kind(Self.join(base, entry.spec)) == .none
            guard inRun || specGone else {
                entries.append(entry)  // another spec's file: not this run's business
                continue
            }
            let path = Self.join(base, entry.file)
            guard Self.isSafeRelativePath(entry.file), FileSystem.kind(path, followingLinks: false) == .file,
                let bytes = FileSystem.readFile(path)
            else { continue }  // gone already (or not a plain file): forget it
            if GeneratedManifest.hash(bytes) == entry.hash {
                deletions.append(path)
            } else {
                edited.append(path)
            }
        }
        deletions.sort()
        edited.sort()
        manifest = GeneratedManifest(entries: entries)
    }

    /// Deletes ``deletions``; returns the paths it could not delete, with the reason.
    package func deleteStaleFiles() -> [(path: String, message: String)] {
        var failures: [(String, String)] = []
        for path in deletions where unlink(path) != 0 && errno != ENOENT {
            failures.append((path, FileSystem.errorMessage()))
        }
        return failures
    }

    /// Writes ``manifest`` into `directory` (only when it changed), or removes it when empty.
    package func writeManifest(in directory: String) throws(OutputWriter.Failure) {
        let base = directory.isEmpty ? "." : directory
        if manifest.entries.isEmpty {
            let path = GeneratedManifest.path(in: base)
            if FileSystem.kind(path, followingLinks: false) == .file { unlink(path) }
            return
        }
        _ = try OutputWriter(directory: base).writeStaged([
            GeneratedFile(path: GeneratedManifest.fileName, contents: manifest.text)
        ])
    }

    static func join(_ base: String, _ relative: String) -> String {
        base == "." ? relative : base + "/" + relative
    }

    /// A manifest path may name a file below the directory only.
    static func isSafeRelativePath(_ path: String) -> Bool { FileSystem.isSafeRelativePath(path) }

    /// `path` relative to `directory`, both resolved through the file system (so `./a`, `a` and a
    /// path through a link to the same place agree). Falls back to `path` when it cannot be resolved.
    static func relativePath(of path: String, from directory: String) -> String {
        relativePath(of: path, fromCanonical: canonical(directory))
    }

    /// ``relativePath(of:from:)`` for a directory already resolved by ``canonical(_:)``.
    static func relativePath(of path: String, fromCanonical base: String?) -> String {
        relative(canonical(path), fromCanonical: base) ?? path
    }

    /// The resolved path `target` relative to the resolved directory `base` (byte-wise: once per spec).
    static func relative(_ target: String?, fromCanonical base: String?) -> String? {
        guard var target, var base else { return nil }
        return target.withUTF8 { target in base.withUTF8 { base in relative(target, fromCanonical: base) } }
    }

    /// ``relative(_:fromCanonical:)`` over the two paths' bytes, their components walked in place: splitting
    /// them into arrays of slices had the runtime instantiate the slices' array type on every run
    /// (about 60 k instructions, more than the rest of the stale-file plan for one spec).
    private static func relative(
        _ target: UnsafeBufferPointer<UInt8>, fromCanonical base: UnsafeBufferPointer<UInt8>
    ) -> String {
        let slash = UInt8(ascii: "/")
        /// The next `/`-separated component of `bytes` at or after `start` (empty ones skipped), or nil.
        func component(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
            var lower = start
            while lower < bytes.count, bytes[lower] == slash { lower += 1 }
            guard lower < bytes.count else { return nil }
            var upper = lower
            while upper < bytes.count, bytes[upper] != slash { upper += 1 }
            return lower..<upper
        }
        var targetAt = 0
        var baseAt = 0
        while let mine = component(of: target, from: targetAt), let theirs = component(of: base, from: baseAt),
            mine.count == theirs.count,
            memcmp(target.baseAddress! + mine.lowerBound, base.baseAddress! + theirs.lowerBound, mine.count) == 0
        {
            targetAt = mine.upperBound
            baseAt = theirs.upperBound
        }
        var path: [UInt8] = []
        while let up = component(of: base, from: baseAt) {
            if !path.isEmpty { path.append(slash) }
            path.append(UInt8(ascii: "."))
            path.append(UInt8(ascii: "."))
            baseAt = up.upperBound
        }
        while let down = component(of: target, from: targetAt) {
            if !path.isEmpty { path.append(slash) }
            path.append(contentsOf: UnsafeBufferPointer(rebasing: target[down]))
            targetAt = down.upperBound
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// `path` resolved and made relative to the resolved directory `base`, with each folder of a spec
    /// resolved and made relative once (``relative(_:fromCanonical:)`` split both paths per spec).
    /// Nil when it cannot be resolved.
    ///
    /// `folders` maps a folder to its relative path, or to ``unresolvable`` (a `[String: String]`, the
    /// type the pipeline's own dictionaries already have the runtime instantiate: a `[String: String?]`
    /// cost about 35 k instructions of metadata instantiation on every run).
    static func relative(_ path: String, fromCanonical base: String?, folders: inout [String: String]) -> String? {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        guard slash != path.startIndex else { return relative(canonical(path), fromCanonical: base) }
        let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
        var info = stat()
        guard !name.isEmpty, name != ".", name != "..", lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK
        else { return relative(canonical(path), fromCanonical: base) }
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let resolved: String?
        if let cached = folders[folder] {
            resolved = cached == unresolvable ? nil : cached
        } else {
            resolved = relative(canonical(folder), fromCanonical: base)
            folders[folder] = resolved ?? unresolvable
        }
        guard let resolved else { return nil }
        // `String(name)`: `String + Substring` is generic and looks up `Substring: Collection` at run
        // time on first use (≈ 100 k instructions).
        return resolved.isEmpty ? String(name) : resolved + "/" + String(name)
    }

    /// What ``relative(_:fromCanonical:folders:)`` records for a folder that cannot be resolved: no path
    /// holds a NUL byte.
    static var unresolvable: String { "\0" }

    /// The absolute path of `path` with every link resolved; for a missing directory, its nearest
    /// existing ancestor's resolved path followed by the missing components.
    static func canonical(_ path: String) -> String? {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard let slash = path.lastIndex(of: "/") else {
            return canonical(".").map { $0 + "/" + path }
        }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        let last = path[path.index(after: slash)...]
        return canonical(parent).map { ($0 == "/" ? "" : $0) + "/" + last }
    }
}
