import ListgenSpec

/// The code every generated screen shares (the row store, image loading, anchors, search): the
/// `ListgenRuntime` library (`Sources/ListgenRuntime/`), which generated files import, or, with
/// ``Mode/embedded``, a copy of its sources written into the output folder.
///
/// The copy is embedded in listgen when it is built (`embeddedFile`, in
/// `BuiltinTemplates+Generated.swift`, which ``embeddingSource(for:)`` writes and a test keeps fresh),
/// as are the names of the library's public types (``typeNames``), which say which generated files
/// import it.
package enum RuntimeLibrary {
    /// How generated code gets the runtime.
    package enum Mode: String, Sendable, CaseIterable {
        /// Generated files `import ListgenRuntime`, a product of the listgen package: one copy of its
        /// types however many screen modules an app has (the default).
        case library
        /// The runtime's sources are written into the output folder (`ListgenRuntime.swift`), for code
        /// that must build without the package; one module of screens per app, since a second one with
        /// public screens declares the same public types again.
        case embedded
    }

    /// The module generated files import in ``Mode/library``.
    package static let moduleName = "ListgenRuntime"

    /// The file ``Mode/embedded`` writes into the output folder.
    package static let embeddedFileName = "ListgenRuntime.swift"

    /// The runtime's sources as one file, as ``Mode/embedded`` writes it.
    package static var embeddedFile: GeneratedFile {
        GeneratedFile(path: embeddedFileName, contents: BuiltinTemplates.runtimeFile)
    }

    /// The manifest hash of ``embeddedFile``, computed when listgen was built.
    package static var embeddedFileHash: UInt64 { BuiltinTemplates.runtimeFileHash }

    /// The public types of the runtime: a generated file that names one imports the library, and a
    /// spec may not generate a type of one of these names (it would hide the runtime's).
    package static var typeNames: [String] { BuiltinTemplates.runtimeTypeNames }

    /// ``typeNames`` as a set, made once: every generated file is looked up in it.
    private static let typeNameSet = Set(typeNames)

    /// Whether `body` (a generated file's text) names a type of the runtime, as a whole identifier.
    package static func isNamed(in body: String) -> Bool {
        let names = typeNameSet
        var identifier: [UInt8] = []
        for byte in body.utf8 {
            // ASCII letters, digits and `_`: generated identifiers are ASCII.
            if byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            {
                identifier.append(byte)
            } else if !identifier.isEmpty {
                if names.contains(String(decoding: identifier, as: UTF8.self)) { return true }
                identifier.removeAll(keepingCapacity: true)
            }
        }
        return !identifier.isEmpty && names.contains(String(decoding: identifier, as: UTF8.self))
    }

    /// The embedded runtime's part of `BuiltinTemplates+Generated.swift`, from the library's sources
    /// (file name → text): the sources as one file, each without its own licence line and imports
    /// (the generated code is the user's, README "Licence"), its hash, and the public type names.
    static func embeddingSource(for sources: [String: String], contentHash: (String) -> UInt64) -> String {
        var imports: Set<String> = []
        var bodies: [String] = []
        var names: [String] = []
        for name in sources.keys.sorted() {
            var lines = sources[name]!.split(separator: "\n", omittingEmptySubsequences: false)
            while let first = lines.first, first.hasPrefix("//") || first.hasPrefix("import ") || first.isEmpty {
                if first.hasPrefix("import ") { imports.insert(String(first.dropFirst("import ".count))) }
                lines.removeFirst()
            }
            bodies.append(lines.joined(separator: "\n"))
            for line in lines where line.hasPrefix("public ") {
                let words = line.split(separator: " ")
                if let keyword = words.firstIndex(where: { ["class", "struct", "enum", "protocol"].contains($0) }),
                    keyword + 1 < words.count
                {
                    names.append(String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        var file = """
            // \(embeddedFileName)
            // The ListgenRuntime library, written by listgen (--runtime embedded) for the screens of this folder.
            // Do not edit: run listgen again.

            """
        for module in imports.sorted() { file += "\nimport \(module)" }
        file += "\n\n" + bodies.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
        let hex = String(contentHash(file), radix: 16)
        var out = """

                /// The ListgenRuntime library's sources as one file (`RuntimeLibrary.embeddedFile`).
                static let runtimeFile: String =

            """
        out += "        " + BuiltinTemplates.rawLiteral(file) + "\n"
        out += "    /// The manifest hash of `runtimeFile`.\n"
        out +=
            "    static let runtimeFileHash: UInt64 = 0x" + String(repeating: "0", count: 16 - hex.count) + hex + "\n"
        out += "    /// The public types of the ListgenRuntime library, sorted.\n"
        out += "    static let runtimeTypeNames: [String] = [\n"
        for name in Set(names).sorted() { out += "        \"\(name)\",\n" }
        out += "    ]\n"
        return out
    }
}
