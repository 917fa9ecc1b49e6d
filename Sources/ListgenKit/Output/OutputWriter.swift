#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files into an output directory: atomically, only when changed, never outside it.
public struct OutputWriter: Sendable {
    /// What happened to one file.
    public enum Outcome: String, Sendable, Hashable {
        case created, updated, unchanged
    }

    /// The output directory.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// A problem writing or checking output.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): error: \(message)" }
    }

    /// The absolute-or-relative path of `file` under ``directory``, after checking that it stays inside.
    public func destination(of file: GeneratedFile) throws(Failure) -> String {
        let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
        guard !file.path.isEmpty, !file.path.hasPrefix("/"),
            components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") })
        else {
            throw Failure(path: file.path, message: "refusing to write outside the output directory")
        }
        // An empty directory means the current one (not the file system root).
        let base = directory.isEmpty ? "." : directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        // A symbolic link below the output directory could lead anywhere: never write through one.
        var parent = base
        for component in components.dropLast() {
            parent += "/" + component
            var info = stat()
            if lstat(parent, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw Failure(
                    path: file.path,
                    message: "refusing to write through the symbolic link '\(parent)' in the output directory")
            }
        }
        return base + "/" + file.path
    }

    /// The current contents of `file`'s destination, or nil when it does not exist.
    public func existingContents(of file: GeneratedFile) throws(Failure) -> [UInt8]? {
        let path = try destination(of: file)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return Array(data)
    }

    /// Writes every file whose contents differ from what is on disk; keeps the others untouched
    /// (so their modification times do not change and builds stay incremental).
    ///
    /// Each write goes to a temporary file in the same directory and is renamed over the
    /// destination, so a reader (or a concurrent run) sees the old file or the new one, never a part.
    public func write(_ files: [GeneratedFile]) throws(Failure) -> [(GeneratedFile, Outcome)] {
        var results: [(GeneratedFile, Outcome)] = []
        for file in files {
            let path = try destination(of: file)
            let bytes = Array(file.contents.utf8)
            let existing = FileManager.default.contents(atPath: path)
            if let existing, existing.elementsEqual(bytes) {
                results.append((file, .unchanged))
                continue
            }
            try createParentDirectory(of: path)
            try atomicWrite(bytes, to: path)
            results.append((file, existing == nil ? .created : .updated))
        }
        return results
    }

    private func createParentDirectory(of path: String) throws(Failure) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let parent = String(path[..<slash])
        if parent.isEmpty { return }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: parent, message: "cannot create directory: \(error)")
        }
    }

    private func atomicWrite(_ bytes: [UInt8], to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let dir = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(dir.isEmpty ? "/" : dir)/.\(name).listgen-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw Failure(path: path, message: "cannot create a temporary file: \(String(cString: strerror(errno)))")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        var writeError: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = Glibc_write(fd, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    writeError = errno
                    return
                }
                written += result
            }
        }
        // Generated sources are ordinary files: rw-r--r-- (mkstemp creates them 0600).
        fchmod(fd, 0o644)
        close(fd)
        if writeError != 0 {
            unlink(temporary)
            throw Failure(path: path, message: "cannot write: \(String(cString: strerror(writeError)))")
        }
        if rename(temporary, path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, message: "cannot replace the file: \(message)")
        }
    }
}

#if canImport(Glibc)
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        Glibc.write(fd, buffer, count)
    }
#else
    private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        Darwin.write(fd, buffer, count)
    }
#endif
