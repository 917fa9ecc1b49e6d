// libFuzzer entry point: spec bytes → Generator().generate(...), with invariants checked on
// every result. Compiled with -parse-as-library (libFuzzer provides main); see Fuzz/run.sh.
import ListgenKit
import ListgenOutput
import ListgenSpec

/// Stops the run with a message libFuzzer records as a crash (and saves the input).
private func violated(_ message: String, _ result: Generator.Result) -> Never {
    let rendered = DiagnosticRenderer().text(result.diagnostics)
    fatalError("invariant violated: \(message)\n\(rendered)")
}

/// The variants, chosen by a hash of the input so each input always runs the same way.
private let lists: [ListKind?] = [nil, .table, .collection]
private let dataSources: [DataSourceKind?] = [nil, .diffable, .classic]
private let wirings: [Wiring?] = [nil, .closure, .delegate]

@_cdecl("LLVMFuzzerTestOneInput")
public func listgenFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }

    var options = Generator.Options(concurrency: 1)
    options.variant = Generator.Variant(
        list: lists[Int(hash % 3)], dataSource: dataSources[Int(hash / 3 % 3)], wiring: wirings[Int(hash / 9 % 3)])
    if hash / 27 % 4 == 0 { options.fileNaming = .filePerSpec() }

    // "\n~~~\n" separates up to three specs (so runs with several specs, and clashes between
    // them, are fuzzed too).
    var parts: [[UInt8]] = [[]]
    let separator: [UInt8] = Array("\n~~~\n".utf8)
    var index = 0
    while index < bytes.count {
        if parts.count < 3, bytes[index...].starts(with: separator) {
            parts.append([])
            index += separator.count
        } else {
            parts[parts.count - 1].append(bytes[index])
            index += 1
        }
    }
    let paths = parts.indices.map { $0 == 0 ? "fuzz.listgen.yaml" : "fuzz\($0).listgen.yaml" }
    let inputs = zip(paths, parts).map { SpecInput(path: $0, bytes: $1) }
    let path = paths[0]
    let result = Generator(options: options).generate(inputs)

    for diagnostic in result.diagnostics {
        for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
            if location.line < 1 || location.column < 1 {
                violated("diagnostic at \(location.line):\(location.column) (lines and columns start at 1)", result)
            }
            if !paths.contains(location.path) { violated("diagnostic in '\(location.path)', not a spec", result) }
        }
        if diagnostic.message.isEmpty { violated("empty diagnostic message", result) }
        if diagnostic.message.contains("\n") { violated("multi-line diagnostic message", result) }
    }
    if result.hasErrors {
        if !result.files.isEmpty { violated("files generated despite errors", result) }
        if !result.specs.isEmpty && result.diagnostics.allSatisfy({ $0.severity != .error }) {
            violated("inconsistent error state", result)
        }
    } else {
        if result.files.isEmpty { violated("no error and no file", result) }
        if result.specs.count != inputs.count { violated("no error but \(result.specs.count) specs", result) }
    }
    let writer = OutputWriter(directory: "/nonexistent-fuzz-output")
    var outputPaths: Set<String> = []
    for file in result.files {
        if file.path.contains("..") || file.path.hasPrefix("/") || file.path.contains("\\") || file.path.isEmpty {
            violated("unsafe output path '\(file.path)'", result)
        }
        if !file.path.hasSuffix(".swift") { violated("output '\(file.path)' is not a Swift file", result) }
        if !outputPaths.insert(file.path).inserted { violated("two files at '\(file.path)'", result) }
        do {
            _ = try writer.destination(of: file)
        } catch {
            violated("OutputWriter refuses '\(file.path)': \(error.message)", result)
        }
        // Spec text reaches code only through escaped literals: no raw control or bidi characters.
        for scalar in file.contents.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x20..<0x7F: continue
            case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
                violated("raw U+\(String(scalar.value, radix: 16)) in \(file.path)", result)
            default: continue
            }
        }
    }
    // Rendering diagnostics (with source lines and carets) must not trap either.
    let renderer = DiagnosticRenderer(showsSourceLines: true, sources: [path: parts[0]])
    let text = renderer.text(result.diagnostics)
    if !result.diagnostics.isEmpty && text.isEmpty { violated("diagnostics rendered to nothing", result) }
    _ = renderer.json(result.diagnostics)
    return 0
}
