// The text a render produces, collected as UTF-8 bytes (internal).

/// Rendered text as UTF-8 bytes, made a `String` once at the end.
///
/// Appending a string copies its UTF-8 into the array (one `memcpy` in a release build), where
/// `String.append` takes about 260 instructions a call in the standard library (capacity,
/// uniqueness and breadcrumb checks, flags). The one `String` made at the end checks the bytes
/// eight at a time while they are ASCII. No per-byte loop runs in a debug build either: both
/// calls below take the string's bytes as one buffer.
struct MustacheOutput {
    private var bytes: [UInt8] = []

    /// Room for `count` bytes, so that a render the size of its template grows the array rarely.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends `text`'s UTF-8.
    static func += (output: inout MustacheOutput, text: String) {
        var text = text
        text.withUTF8 { output.bytes.append(contentsOf: $0) }
    }

    /// Appends `text`'s UTF-8.
    static func += (output: inout MustacheOutput, text: Substring) {
        var text = text
        text.withUTF8 { output.bytes.append(contentsOf: $0) }
    }

    /// The text appended so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
