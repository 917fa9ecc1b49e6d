internal import CYaml

/// Owns one libyaml parser and its current event, and frees both on every path.
///
/// This is the only place that allocates libyaml objects. The input bytes must outlive the parser:
/// create it inside `withUnsafeBufferPointer` (see ``withLibYAMLParser(_:_:)``) and never let it escape.
final class LibYAMLParser {
    /// The parser; its address must stay stable because libyaml keeps a pointer to it.
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The current event, valid after ``next()`` returned `true`.
    let event: UnsafeMutablePointer<yaml_event_t>
    /// Whether `event` holds an event that still has to be deleted.
    private var holdsEvent = false
    /// Whether `yaml_parser_initialize` succeeded.
    private let initialized: Bool
    /// The input, to locate reader errors (which libyaml reports by byte offset only).
    private let input: UnsafeBufferPointer<UInt8>

    /// Creates a parser reading `input`, which must stay valid for the parser's lifetime.
    init(input: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>) {
        self.input = input
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        initialized = yaml_parser_initialize(parser) != 0
        if initialized {
            yaml_parser_set_input_string(parser, base, input.count)
        }
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        if initialized { yaml_parser_delete(parser) }
        event.deallocate()
        parser.deallocate()
    }

    /// Parses the next event into ``event``; returns `false` on a libyaml error (see ``error()``).
    @inline(__always)
    func next() -> Bool {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard initialized, yaml_parser_parse(parser, event) != 0 else { return false }
        holdsEvent = true
        return true
    }

    /// The error libyaml reported after ``next()`` returned `false`, located and worded for people.
    func error() -> YAMLError {
        guard initialized else {
            return YAMLError(
                message: "out of memory while starting the YAML parser", mark: SourceMark(line: 1, column: 1))
        }
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "unknown YAML error"
        switch p.error {
        case YAML_READER_ERROR:
            var message = problem
            if p.problem_value != -1 {
                message += " (0x" + String(UInt32(bitPattern: p.problem_value), radix: 16, uppercase: true) + ")"
            }
            if problem.contains("UTF-8") || problem.contains("UTF-16") {
                message = "input is not valid UTF-8: " + message
            }
            return YAMLError(message: message, mark: markForOffset(p.problem_offset))
        case YAML_MEMORY_ERROR:
            return YAMLError(message: "out of memory while parsing YAML", mark: SourceMark(p.problem_mark))
        default:
            var notes: [YAMLError.Note] = []
            // A context at the very place of the problem ("while scanning for the next token") adds nothing.
            if let context = p.context, p.context_mark.index != p.problem_mark.index {
                notes.append(
                    YAMLError.Note(
                        message: String(cString: context) + " that started here", mark: SourceMark(p.context_mark)))
            }
            var message = problem
            if problem == "mapping values are not allowed in this context",
                let quoted = lineWithQuotedValue(p.problem_mark.line, where: { $0.contains(": ") })
            {
                message += "; a plain value cannot contain ': ', so quote the value: " + quoted
            } else if problem == "found character that cannot start any token", p.problem_mark.index < input.count,
                case let byte = input[p.problem_mark.index], byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`"),
                let quoted = lineWithQuotedValue(p.problem_mark.line, where: { $0.utf8.first == byte })
            {
                message += "; '\(UnicodeScalar(byte))' cannot start a plain value, so quote the value: " + quoted
            } else if [
                "did not find expected key", "did not find expected ',' or '}'", "did not find expected ',' or ']'",
            ]
            .contains(problem),
                let line = StructureHint.lines(input)[p.problem_mark.line],
                let hint = StructureHint.flowValueFollowedByText(
                    line, column: p.problem_mark.column, flow: problem != "did not find expected key")
            {
                // The value, not the text after it, is what to change: the error points at its start.
                return YAMLError(
                    message: message + "; " + hint.hint,
                    mark: SourceMark(line: p.problem_mark.line + 1, column: hint.column + 1))
            } else if let hint = StructureHint.hint(
                for: problem, line: p.problem_mark.line, contextLine: p.context == nil ? nil : p.context_mark.line,
                in: input)
            {
                // The hint names the lines that matter; libyaml's context note ("while parsing a block
                // mapping that started here") points at the start of an enclosing block, not at them.
                var error = YAMLError(message: message + "; " + hint.text, mark: SourceMark(p.problem_mark))
                error.listKey = hint.listKey
                return error
            }
            return YAMLError(message: message, mark: SourceMark(p.problem_mark), notes: notes)
        }
    }

    /// For a line `key: value` whose plain value satisfies `condition` (`some: value`, say), the line
    /// with its value quoted, `key: "some: value"`; nil when the line has another shape.
    private func lineWithQuotedValue(_ line: Int, where condition: (Substring) -> Bool) -> String? {
        // The bytes of the 0-based `line`.
        var start = 0
        var current = 0
        while current < line, start < input.count {
            if input[start] == 0x0A { current += 1 }
            start += 1
        }
        guard current == line else { return nil }
        var end = start
        while end < input.count, input[end] != 0x0A, input[end] != 0x0D { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
        guard let separator = text.firstRange(of: ": ") else { return nil }
        var value = Substring(text[separator.upperBound...])
        if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound] }
        value = value.drop(while: { $0 == " " })
        while value.last == " " { value = value.dropLast() }
        guard let first = value.first, !"\"'[{|>&*!#%".contains(first), condition(value) else { return nil }
        var escaped = ""
        for character in value {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        let key = text[..<separator.lowerBound].drop(while: { $0 == " " })
        return "\(key): \"\(escaped)\""
    }

    /// The 1-based line and column of a byte offset, counting columns in Unicode scalars after a BOM.
    private func markForOffset(_ offset: Int) -> SourceMark {
        var line = 1
        var column = 1
        let end = min(offset, input.count)
        var i = 0
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { i = 3 }
        while i < end {
            let byte = input[i]
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= input.count || input[i + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return SourceMark(line: line, column: column)
    }
}

/// Runs `body` with a parser over `bytes`, keeping the bytes alive and freeing the parser afterwards.
func withLibYAMLParser<R, E: Error>(
    _ bytes: [UInt8], _ body: (LibYAMLParser) throws(E) -> R
) throws(E) -> R {
    // Typed throws through, not a `Result<R, E>`, whose metadata the runtime instantiates after
    // looking up `E: Error` (≈ 100 k instructions on first use).
    try bytes.withUnsafeBufferPointer { buffer throws(E) -> R in
        if let base = buffer.baseAddress {
            return try body(LibYAMLParser(input: buffer, base: base))
        }
        // libyaml needs a non-null pointer even for empty input.
        var zero: UInt8 = 0
        return try withUnsafePointer(to: &zero) { base throws(E) -> R in
            try body(LibYAMLParser(input: UnsafeBufferPointer(start: base, count: 0), base: base))
        }
    }
}

extension SourceMark {
    /// Converts libyaml's 0-based mark.
    @inline(__always)
    init(_ mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}

/// A Swift string from a libyaml buffer (already valid UTF-8: libyaml validates its input).
@inline(__always)
func makeString(_ pointer: UnsafePointer<UInt8>?, _ length: Int) -> String {
    guard let pointer, length > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
}

/// A Swift string from a NUL-terminated libyaml string, or nil.
@inline(__always)
func makeOptionalString(_ pointer: UnsafePointer<UInt8>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
}
