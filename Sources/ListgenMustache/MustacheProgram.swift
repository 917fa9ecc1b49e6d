// A parsed template as a compact byte code, so that a program can embed templates parsed when it is
// built with no relocated data and nothing built on the heap (listgen's
// `BuiltinTemplates+Generated.swift`): the code is a `StaticString` and every string it uses is
// one of a table of string literals returned by `switch`es, all in read-only memory (a literal
// appends as fast as the strings of parsed nodes; a range of the source would be sliced and
// scalar-aligned at every use). `MustacheRenderer` walks it directly, through the same per-tag
// steps as parsed nodes.
//
// The code is printable ASCII. An operation is one letter, followed by its operands; a number is
// written in base 32, least significant digit first, each digit a byte `0x40 | digit`, with
// `0x20` added to every digit but the last.
//
//     t string               text
//     L string               a line start with its whitespace
//     V name / v name        an escaped / unescaped variable
//     S name length code     a section whose content is the next `length` bytes of code
//     I name length code     an inverted section, likewise
//     P f string indent line column   a partial with a fixed name
//     P d name indent line column     a partial with a dynamic name
//
// where a string is an index into the table, a name is `length count string… line column` (no
// strings for `.`; `length` counts the bytes after it, so a name is skipped in one step) and an
// indent is 0 (none) or 1 + a string. Templates with parents or blocks are not
// encoded.

/// A template's byte code with the string table it refers to.
package struct MustacheProgram: @unchecked Sendable {
    /// The code: read-only memory that lives as long as the program (a `StaticString`'s, or never freed).
    let code: UnsafeBufferPointer<UInt8>
    /// The table's string at an index.
    let string: @Sendable (Int) -> String

    /// A program whose code is `code` and whose table is `strings`.
    package init(code: StaticString, strings: @escaping @Sendable (Int) -> String) {
        self.code = UnsafeBufferPointer(start: code.utf8Start, count: code.utf8CodeUnitCount)
        self.string = strings
    }

    /// A program from code made at run time (tests): its memory is never freed.
    package init(code: [UInt8], strings: [String]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: code.count)
        _ = buffer.initialize(from: code)
        self.code = UnsafeBufferPointer(buffer)
        self.string = { strings[$0] }
    }
}

/// Strings by index, each once, for the code of one or more programs.
package struct MustacheStringTable {
    /// The strings, by index.
    package private(set) var strings: [String] = []
    /// By UTF-8, not by `String` equality, which would merge canonically equivalent strings.
    private var indices: [[UInt8]: Int] = [:]

    package init() {}

    /// The index of `string`, added if new.
    mutating func index(of string: String) -> Int {
        let key = Array(string.utf8)
        if let index = indices[key] { return index }
        strings.append(string)
        indices[key] = strings.count - 1
        return strings.count - 1
    }
}

extension MustacheTemplate {
    /// This template with its nodes compiled to byte code whose strings are added to `table`
    /// (tests); nil when it has parents or blocks.
    package func compiled() -> MustacheTemplate? {
        var table = MustacheStringTable()
        guard let code = byteCode(strings: &table) else { return nil }
        return MustacheTemplate(
            name: name, source: source, program: MustacheProgram(code: code, strings: table.strings))
    }

    /// The byte code of this template's nodes, its strings added to `strings`; nil when it has
    /// parents or blocks (or is already compiled).
    package func byteCode(strings: inout MustacheStringTable) -> [UInt8]? {
        guard program == nil else { return nil }
        var encoder = MustacheEncoder(table: strings)
        let code = encoder.encode(nodes)
        strings = encoder.table
        return code
    }
}

/// Writes nodes as byte code.
private struct MustacheEncoder {
    var table: MustacheStringTable

    mutating func encode(_ nodes: [MustacheNode]) -> [UInt8]? {
        var out: [UInt8] = []
        for node in nodes {
            switch node {
            case .text(let text):
                out.append(UInt8(ascii: "t"))
                number(table.index(of: text), &out)
            case .lineStart(let whitespace):
                out.append(UInt8(ascii: "L"))
                number(table.index(of: whitespace), &out)
            case .variable(let name, let escaped):
                out.append(UInt8(ascii: escaped ? "V" : "v"))
                self.name(name, &out)
            case .section(let name, let children), .inverted(let name, let children):
                guard let content = encode(children) else { return nil }
                if case .section = node { out.append(UInt8(ascii: "S")) } else { out.append(UInt8(ascii: "I")) }
                self.name(name, &out)
                number(content.count, &out)
                out += content
            case .partial(let tag):
                out.append(UInt8(ascii: "P"))
                switch tag.name {
                case .fixed(let fixed):
                    out.append(UInt8(ascii: "f"))
                    number(table.index(of: fixed), &out)
                case .dynamic(let name):
                    out.append(UInt8(ascii: "d"))
                    self.name(name, &out)
                }
                number(tag.indent.map { table.index(of: $0) + 1 } ?? 0, &out)
                number(tag.location.line, &out)
                number(tag.location.column, &out)
            case .parent, .block:
                return nil
            }
        }
        return out
    }

    mutating func name(_ name: MustacheName, _ out: inout [UInt8]) {
        var body: [UInt8] = []
        number(name.parts.count, &body)
        for part in name.parts { number(table.index(of: part), &body) }
        number(name.location.line, &body)
        number(name.location.column, &body)
        number(body.count, &out)
        out += body
    }

    func number(_ value: Int, _ out: inout [UInt8]) {
        var rest = value
        while rest >= 32 {
            out.append(0x60 | UInt8(rest & 31))
            rest >>= 5
        }
        out.append(0x40 | UInt8(rest))
    }
}

/// Reads byte code (the renderer's and ``MustacheTemplate/namedTemplates``' walks).
struct MustacheCodeReader {
    let code: UnsafeBufferPointer<UInt8>
    var position: Int

    @inline(__always) mutating func byte() -> UInt8 {
        defer { position += 1 }
        return code[position]
    }

    @inline(__always) mutating func number() -> Int {
        // Multiplied, not shifted, and converted with `truncatingIfNeeded`: a debug build (as a
        // build plugin builds listgen) calls the generic `<<` and `Int.init(_:)` at run time.
        var value = 0
        var scale = 1
        while true {
            let digit = Int(truncatingIfNeeded: code[position])
            position += 1
            value += (digit & 31) * scale
            if digit & 0x20 == 0 { return value }
            scale *= 32
        }
    }

    /// Skips a name, returning where it starts.
    mutating func skipName() -> Int {
        let start = position
        let length = number()
        position += length
        return start
    }
}
