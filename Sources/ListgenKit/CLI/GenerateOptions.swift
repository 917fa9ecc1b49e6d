import ListgenRendering
import ListgenSpec

/// One option of `listgen <spec>...`, declared once: the parser reads its names and whether it
/// takes a value, `listgen --help` prints its help, and ``CommandLineReference`` writes the
/// synopsis and option list of `Documentation/CommandLine.md` from it.
struct CommandOption: Sendable {
    /// Every spelling (`-o`, `--output`); the first long one is the one the code reads.
    var names: [String]
    /// Whether the option takes a value (`-o <dir>`); if not, it is a flag.
    var takesValue: Bool
    /// Makes the value's placeholder, only when `--help` or the reference shows it: a choice's
    /// lists its cases, and the array of cases is generic metadata the runtime instantiates on
    /// first use (≈ 15 k instructions each), which the parser, on every run, does not need.
    private var placeholder: @Sendable () -> String
    /// The help text, one line each.
    var help: [String]

    /// The value's placeholder (`<dir>`), or nil for a flag.
    var value: String? { takesValue ? placeholder() : nil }

    /// An option that takes a value, shown as `value`.
    init(_ names: [String], value: @autoclosure @escaping @Sendable () -> String, _ help: String...) {
        self.names = names
        self.takesValue = true
        self.placeholder = value
        self.help = help
    }

    /// A flag.
    init(_ names: [String], _ help: String...) {
        self.names = names
        self.takesValue = false
        self.placeholder = { "" }
        self.help = help
    }

    /// `<a|b|c>`, from the cases of a choice.
    /// Inlined, so that each use is specialized for its type: the generic version looked up the
    /// conformances at run time, 0.17 M instructions for `--list` alone on every run.
    @inline(__always)
    static func choices<T: RawRepresentable & CaseIterable>(_: T.Type) -> String where T.RawValue == String {
        // Not `joined(separator:)`: generic, it looks up `Array<String>: Collection` at run time on
        // first use (≈ 100 k instructions), and every run builds the options table.
        var text = "<"
        for choice in T.allCases { text += (text.utf8.count > 1 ? "|" : "") + choice.rawValue }
        return text + ">"
    }

    /// How `--help` shows the option: `  -o, --output <dir>        Write …`, the help at column 28
    /// (on a line of its own when the names are longer).
    var helpText: String { helpText(indent: "  ") }

    /// ``helpText`` with the names indented by `indent` (a command's options are indented further).
    func helpText(indent: String) -> String {
        Self.helpText(label: indent + names.joined(separator: ", ") + (value.map { " " + $0 } ?? ""), help)
    }

    /// `label`, then `help` from column 28 (on a line of its own when the label is longer).
    static func helpText(label: String, _ help: [String]) -> String {
        let column = 28
        let indent = String(repeating: " ", count: column)
        var lines = help
        var text = label
        if label.count < column - 1, !lines.isEmpty {
            text += String(repeating: " ", count: column - label.count) + lines.removeFirst()
        }
        text += "\n"
        for line in lines { text += indent + line + "\n" }
        return text
    }
}

/// The options of `listgen <spec>...`, in the order `--help` lists them.
enum GenerateOptions {
    static let output = CommandOption(
        ["-o", "--output"], value: "<dir>", "Write the generated files into <dir> (created if needed).",
        "Without it, the generated code is printed to standard output.")
    static let outputFile = CommandOption(
        ["--output-file"], value: "<file>", "Write everything generated from one spec into <file>;",
        "repeat it once per spec, in order, for several specs", "(all in one folder).")
    static let singleFile = CommandOption(
        ["--single-file"], "With -o, write one file per spec (<spec name>.swift).")
    static let runtime = CommandOption(
        ["--runtime"], value: CommandOption.choices(RuntimeLibrary.Mode.self),
        "How the screens get the code they share (default: library):",
        "library: they import ListgenRuntime, a product of the listgen",
        "package the app target depends on; embedded: every run also",
        "writes ListgenRuntime.swift, a copy of it, into the folder",
        "(one screen module per app: two would declare it twice).")
    static let noSupportFile = CommandOption(
        ["--no-support-file"], "With --runtime embedded, leave out ListgenRuntime.swift",
        "(another run writes it).")
    static let check = CommandOption(
        ["--check"], "Write nothing; exit 3 and print a unified diff when <dir>",
        "differs from what would be generated (a file missing,",
        "changed, or generated earlier and no longer: stale).")
    static let dryRun = CommandOption(
        ["--dry-run"], "Write nothing; list what would be written or deleted.",
        "(A run deletes the stale files it wrote, never others:",
        "it records what it generates in <dir>/.listgen-manifest.)")
    static let templates = CommandOption(
        ["--templates"], value: "<dir>", "Use the *.mustache files of <dir> instead of the built-ins",
        "of the same name (see 'listgen templates').")
    static let list = CommandOption(
        ["--list"], value: CommandOption.choices(ListKind.self),
        "Override the spec's list kind (handy for trying a variant).")
    static let dataSource = CommandOption(
        ["--data-source"], value: CommandOption.choices(DataSourceKind.self), "Override the spec's data source.")
    static let wiring = CommandOption(
        ["--wiring"], value: CommandOption.choices(Wiring.self), "Override the wiring of the spec's cells.")
    static let diagnosticsFormat = CommandOption(
        ["--diagnostics-format"], value: CommandOption.choices(DiagnosticRenderer.Format.self),
        "How errors and warnings are printed (default: text).")
    static let diagnosticsOutput = CommandOption(
        ["--diagnostics-output"], value: "<file>", "Write the errors and warnings into <file> (in the format",
        "above; JSON is an array, empty when all is well) instead of",
        "standard error, e.g. for a CI annotation step.")
    static let timing = CommandOption(
        ["--timing"], "Print the time spent in each phase (CPU time, summed over",
        "specs) and the wall-clock time to standard error.")
    static let help = CommandOption(["-h", "--help"], "Show help.")
    static let version = CommandOption(["--version"], "Show the version.")

    static let all = [
        output, outputFile, singleFile, runtime, noSupportFile, check, dryRun, templates, list, dataSource, wiring,
        diagnosticsFormat, diagnosticsOutput, timing, help, version,
    ]

    /// The `GENERATE OPTIONS:` block of `--help`.
    static var helpText: String { all.map { $0.helpText }.joined() }
}
