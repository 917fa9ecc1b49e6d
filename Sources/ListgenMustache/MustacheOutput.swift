// The text a render produces, collected as UTF-8 bytes (internal).

/// Rendered text as UTF-8 bytes, made a `String` once at the end.
///
/// Appending a string copies its UTF-8 into memory this output owns (one `memcpy`), where
/// `String.append` takes about 260 instructions a call in the standard library (capacity,
/// uniqueness and breadcrumb checks, flags). The one `String` made at the end checks the bytes
/// eight at a time while they are ASCII. Raw memory rather than a `[UInt8]`: a debug build (as a
/// build plugin builds listgen) calls `Array.append(contentsOf:)` unspecialized, about 760
/// instructions a call; copying raw bytes calls nothing generic. A non-copyable struct, not a
/// class: a debug build checks exclusive access on every use of a class's stored property.
struct MustacheOutput: ~Copyable {
    private var storage: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int

    /// An empty output with room for `capacity` bytes before it grows.
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit { storage.deallocate() }

    /// Appends `text`'s UTF-8.
    static func += (output: inout MustacheOutput, text: String) {
        var text = text
        text.withUTF8 { output.append($0) }
    }

    /// Appends `text`'s UTF-8.
    static func += (output: inout MustacheOutput, text: Substring) {
        var text = text
        text.withUTF8 { output.append($0) }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity {
            capacity = max(capacity * 2, count + bytes.count)
            let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
            grown.copyMemory(from: storage, byteCount: count)
            storage.deallocate()
            storage = grown
        }
        (storage + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// The text appended so far.
    var text: String {
        String(decoding: UnsafeRawBufferPointer(start: storage, count: count), as: UTF8.self)
    }
}
