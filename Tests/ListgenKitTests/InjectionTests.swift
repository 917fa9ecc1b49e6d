import Foundation
import Testing

@testable import ListgenKit
@testable import ListgenOutput
@testable import ListgenRendering
@testable import ListgenSpec

/// Spec strings reach generated code only as escaped string literals (or flattened into comments):
/// adversarial titles, symbol names and file names change no declaration, compile, and evaluate
/// to exactly the text the spec holds.
@Suite struct InjectionTests {
    /// Texts meant to break out of a string literal or a comment, or to hide code.
    static let adversarial: [String] = [
        #"Say "hi" and "#,
        #"C:\path\to\"#,
        #"\(fatalError("interpolated"))"#,
        ##"#"raw"# and "# and ##"##,
        "\"\"\" triple \"\"\"",
        "two\nlines\r\nand\rreturns\ttab",
        "*/ func injected() {} /* // comment",
        #""); fatalError(); let x = (""#,
        "\u{2028}line separator\u{2029}paragraph\u{85}next line",
        "\u{202E}evil override\u{202C} \u{2066}isolate\u{2069} \u{200F}",
        "nul\u{0}byte \u{7F}del \u{1B}[31mescape \u{FEFF}bom",
        "émoji 👩‍👩‍👧 e\u{301} 中文 \\u{41}",
        "\"\"\"\n}\n\"\"\"",
        "{{screen.name}} {{{titleLiteral}}} {{> header.mustache}} {{=<% %>=}} <#placeholder#>",
    ]

    /// The spec with `text(n)` in every string position that reaches generated code.
    static func spec(_ text: (Int) -> String) -> String {
        """
        screen: Items
        title: \(yamlQuoted(text(0)))
        sections:
          - id: first
            title: \(yamlQuoted(text(1)))
          - id: second
            title: \(yamlQuoted(text(2)))
        cells:
          ItemCell:
            model: Item
            fields: {id: Int, name: String, note: String?}
            display:
              text: name
              secondaryText: note
              image: {systemName: \(yamlQuoted(text(3)))}
            events:
              share: {title: \(yamlQuoted(text(4))), systemImage: \(yamlQuoted(text(5)))}
              open: {title: \(yamlQuoted(text(6))), route: detail}
          OtherCell:
            model: Other
            fields: {id: String}
            display: {text: id}
            events:
              tap: {systemImage: \(yamlQuoted(text(7)))}
        routes:
          detail: {destination: DetailViewController, presentation: present, embedInNavigation: true}

        """
    }

    /// A YAML double-quoted scalar for `text`: every scalar outside printable ASCII as `\UXXXXXXXX`.
    static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return out + "\""
    }

    /// The adversarial texts, one per string position, rotated by `shift`.
    static func hostile(shift: Int) -> (Int) -> String { { adversarial[($0 + shift) % adversarial.count] } }

    static let hostileFileName = "Items\n*/ import Foundation /* \"\"\" #\" \u{2028}\u{202E}.listgen.yaml"

    static let variants: [Generator.Variant] = ListKind.allCases.flatMap { list in
        DataSourceKind.allCases.flatMap { dataSource in
            Wiring.allCases.map { Generator.Variant(list: list, dataSource: dataSource, wiring: $0) }
        }
    }

    static func generate(_ yaml: String, path: String, variant: Generator.Variant) -> Generator.Result {
        let bytes = Array(yaml.utf8)
        return Fixtures.noteAccepted(
            bytes, Generator(options: .init(variant: variant)).generate([SpecInput(path: path, bytes: bytes)]))
    }

    @Test(arguments: variants.indices)
    func hostileStringsChangeNoDeclaration(_ index: Int) throws {
        let variant = Self.variants[index]
        let benign = Self.generate(Self.spec { "Benign \($0)" }, path: "Items.listgen.yaml", variant: variant)
        #expect(!benign.hasErrors, "\(benign.diagnostics)")
        for shift in [0, 5, 8] {
            let hostile = Self.generate(
                Self.spec(Self.hostile(shift: shift)), path: Self.hostileFileName, variant: variant)
            #expect(!hostile.hasErrors, "\(hostile.diagnostics)")
            #expect(hostile.files.map(\.path) == benign.files.map(\.path))
            for (file, reference) in zip(hostile.files, benign.files) {
                let scanned = try SwiftScan(file.contents)
                let expected = try SwiftScan(reference.contents)
                #expect(!expected.declarations.isEmpty, "\(file.path)")
                #expect(scanned.declarations == expected.declarations, "\(file.path)")
                #expect(scanned.literals.count == expected.literals.count, "\(file.path)")
                #expect(scanned.comments.count == expected.comments.count, "\(file.path)")
                // Outside literals and comments the two files are the same code.
                #expect(scanned.code == expected.code, "\(file.path)")
            }
            // Every hostile text is in the code as a literal that unescapes to exactly that text.
            let values = Set(try hostile.files.flatMap { try SwiftScan($0.contents).literals.map(SwiftScan.unescape) })
            for position in 0..<8 {
                let text = Self.hostile(shift: shift)(position)
                #expect(values.contains(text), "position \(position): \(text.debugDescription) is not in the code")
            }
        }
    }

    @Test func hostileSpecTypeChecksAgainstTheUIKitStandIn() throws {
        let modules = try #require(Self.modulesDirectory(), "no built UIKit module under .build")
        let scratch = try Scratch()
        var sources: [String] = []
        // Two variants in two modules: every template runs in one of them.
        for (index, variant) in [Self.variants.first!, Self.variants.last!].enumerated() {
            let result = Self.generate(
                Self.spec(Self.hostile(shift: index * 4)), path: Self.hostileFileName, variant: variant)
            #expect(!result.hasErrors, "\(result.diagnostics)")
            let spec = try #require(result.specs.first)
            let directory = scratch.path + "/module\(index)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var files: [String] = []
            for file in result.files + [GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: spec))]
            {
                let path = directory + "/" + file.path
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                files.append(path)
            }
            sources.append(contentsOf: files)
            let output = try Self.swiftc(
                ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules] + files)
            #expect(output.status == 0, "\(output.text)")
        }
        #expect(!sources.isEmpty)
    }

    @Test func literalsEvaluateToTheSpecTextWhenCompiled() throws {
        let scratch = try Scratch()
        // Take each literal exactly as the generator wrote it, and print its scalars from a program.
        let result = Self.generate(Self.spec(Self.hostile(shift: 0)), path: "Items.listgen.yaml", variant: .init())
        let literals = try result.files.flatMap { try SwiftScan($0.contents).literals }
        var program = ""
        var expected = ""
        var seen: Set<String> = []
        // Literals the templates interpolate into are the templates' own, not spec text.
        for literal in literals where SwiftScan.unescape(literal) != "<interpolation>" && seen.insert(literal).inserted
        {
            program += "print(\(literal).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \"))\n"
            expected += SwiftScan.unescape(literal).unicodeScalars.map { String($0.value, radix: 16) }.joined(
                separator: " ")
            expected += "\n"
        }
        for text in Self.adversarial.prefix(8) {
            #expect(seen.contains(SwiftLiteral.string(text)), "\(text.debugDescription)")
        }
        let source = scratch.path + "/main.swift"
        try program.write(toFile: source, atomically: false, encoding: .utf8)
        let binary = scratch.path + "/literals"
        let build = try Self.swiftc(["-Onone", source, "-o", binary])
        try #require(build.status == 0, "\(build.text)")
        let run = try Self.execute(binary, [])
        #expect(run.status == 0)
        #expect(run.text == expected)
    }

    @Test(arguments: adversarial)
    func swiftLiteralRoundTrips(_ text: String) throws {
        let literal = SwiftLiteral.string(text)
        #expect(SwiftScan.unescape(literal) == text)
        let scanned = try SwiftScan("let x = \(literal)\n")
        #expect(scanned.literals == [literal])
        #expect(scanned.code == ["let x = ", "\n"])
        // One line, nothing invisible.
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(!literal.unicodeScalars.contains { [0x2028, 0x2029, 0x202E, 0x2066, 0xFEFF].contains($0.value) })
        let doc = SwiftLiteral.docText(text)
        #expect(!doc.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{202E}" })
    }

    /// A cell without `display` or events compiles without warnings (it once declared a never-mutated
    /// `var content` and an unused captured ID, failing builds that use warnings as errors).
    @Test func cellWithoutDisplayCompilesWithoutWarnings() throws {
        let modules = try #require(Self.modulesDirectory(), "no built UIKit module under .build")
        let result = Fixtures.generate("screen: Plain\ncells:\n  PlainCell:\n    model: Plain\n    fields: {id: Int}\n")
        let spec = try #require(result.specs.first)
        let harness = GeneratedFile(path: "_Harness.swift", contents: try Harness.render(for: spec))
        let output = try Self.typeCheck(result.files + [harness], modules: modules)
        #expect(output.status == 0, "\(output.text)")
    }

    // MARK: Tools

    /// `.build/<triple>/debug/Modules` (or release) holding the UIKit stand-in's module.
    static func modulesDirectory() -> String? {
        let build = Fixtures.path(".build")
        // Beside the test bundle first (whatever --scratch-path the build used), then in .build.
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates = [bundle.path + "/Modules"] + ["debug", "release"].map { "\(build)/\($0)/Modules" }
        let triples = (try? FileManager.default.contentsOfDirectory(atPath: build)) ?? []
        candidates += triples.flatMap { ["\(build)/\($0)/debug/Modules", "\(build)/\($0)/release/Modules"] }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0 + "/UIKit.swiftmodule")
                && FileManager.default.fileExists(atPath: $0 + "/ListgenTestSupport.swiftmodule")
        }
    }

    /// Writes `files` into a scratch folder and type-checks them in Swift 6 with warnings as errors
    /// against the UIKit stand-in in `modules`, with `arguments` before the files (`-module-name X`): the
    /// check of every generated-code shape that no golden holds.
    static func typeCheck(
        _ files: [GeneratedFile], modules: String, arguments: [String] = []
    ) throws -> (status: Int32, text: String) {
        let scratch = try Scratch()
        var paths: [String] = []
        for file in files {
            let path = scratch.path + "/" + file.path
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        return try swiftc(
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + arguments + ["-I", modules] + paths)
    }

    static func swiftc(_ arguments: [String]) throws -> (status: Int32, text: String) {
        try execute("/usr/bin/env", ["swiftc"] + arguments)
    }

    static func execute(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A small lexical scan of generated Swift: string literals, comments and the code between them,
/// and the declarations (`func x`, `var x`, `case x`, …) in that code.
///
/// Generated code must use only single-line `"…"` literals: a multi-line or raw string opener
/// outside a comment is an error here.
struct SwiftScan {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Each literal as spelled, quotes included.
    var literals: [String] = []
    var comments: [String] = []
    /// The code between literals and comments, in order.
    var code: [String] = []
    /// `keyword name` for every declaration keyword in the code.
    var declarations: [String] = []

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "extension", "init",
        "import", "actor", "subscript", "macro", "operator", "deinit", "associatedtype",
    ]

    init(_ source: String) throws(Problem) {
        let s = Array(source.unicodeScalars)
        var i = 0
        var current = ""
        func flushCode() {
            code.append(current)
            current = ""
        }
        while i < s.count {
            if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                var end = i
                while end < s.count, s[end] != "\n" { end += 1 }
                flushCode()
                comments.append(String(String.UnicodeScalarView(s[i..<end])))
                i = end
            } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                var depth = 0
                var end = i
                repeat {
                    if s[end] == "/", end + 1 < s.count, s[end + 1] == "*" {
                        depth += 1
                        end += 2
                    } else if s[end] == "*", end + 1 < s.count, s[end + 1] == "/" {
                        depth -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                } while depth > 0 && end < s.count
                guard depth == 0 else { throw Problem(description: "unterminated block comment") }
                flushCode()
                comments.append(String(String.UnicodeScalarView(s[i..<end])))
                i = end
            } else if s[i] == "#", i + 1 < s.count, s[i + 1] == "\"" || s[i + 1] == "#" {
                throw Problem(description: "raw string literal in generated code")
            } else if s[i] == "\"" {
                if i + 2 < s.count, s[i + 1] == "\"", s[i + 2] == "\"" {
                    throw Problem(description: "multi-line string literal in generated code")
                }
                var end = i + 1
                while end < s.count, s[end] != "\"" {
                    if s[end] == "\n" || s[end] == "\r" { throw Problem(description: "line break in a string literal") }
                    end += s[end] == "\\" ? 2 : 1
                }
                guard end < s.count else { throw Problem(description: "unterminated string literal") }
                flushCode()
                literals.append(String(String.UnicodeScalarView(s[i...end])))
                i = end + 1
            } else {
                current.unicodeScalars.append(s[i])
                i += 1
            }
        }
        flushCode()
        for chunk in code {
            let words = chunk.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            for (index, word) in words.enumerated() where Self.declarationKeywords.contains(word) {
                declarations.append(index + 1 < words.count ? "\(word) \(words[index + 1])" : word)
            }
        }
    }

    /// The value of a `"…"` literal with Swift's escapes (`\\ \" \' \n \r \t \0 \u{…}`).
    static func unescape(_ literal: String) -> String {
        let s = Array(literal.unicodeScalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            guard s[i] == "\\", i + 1 < s.count else {
                out.append(s[i])
                i += 1
                continue
            }
            let next = s[i + 1]
            i += 2
            switch next {
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "0": out.append("\0")
            case "u":
                guard i < s.count, s[i] == "{", let close = s[i...].firstIndex(of: "}") else { return "<bad \\u>" }
                let hex = String(String.UnicodeScalarView(s[(i + 1)..<close]))
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return "<bad \\u>" }
                out.append(scalar)
                i = close + 1
            case "(": return "<interpolation>"
            default: out.append(next)
            }
        }
        return String(out)
    }
}
