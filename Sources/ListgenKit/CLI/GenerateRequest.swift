import ListgenOutput
import ListgenRendering
import ListgenSpec

/// What `listgen <spec>...` was asked to do, read from its ``GenerateOptions`` and checked: every
/// usage error of the command line (exit 2) is found here, before anything is read.
struct GenerateRequest {
    /// The spec paths, as given.
    var specs: [String]
    /// How diagnostics are printed, and the file they go to instead of standard error.
    var format: DiagnosticRenderer.Format
    var diagnosticsOutput: String?
    /// Whether ``format`` is JSON. Matched, not compared with `==`: `Format`'s `Equatable` is
    /// ListgenSpec's, and from this module `==` goes through its witness table, which the runtime
    /// instantiates on first use (a cache in `.bss`: a page read, then written, each a fault).
    var printsJSON: Bool {
        if case .json = format { true } else { false }
    }
    /// The output folder (`-o`, or the folder of the `--output-file`s); nil for standard output.
    var directory: String?
    /// What the output stage does in ``directory``.
    var mode: OutputStage.Mode
    /// The `--templates` folder, if any.
    var templates: String?
    /// `--timing`.
    var reportsTimings: Bool
    /// The pipeline's options from the command line (not yet its templates or output stage).
    var options = Generator.Options()

    init(_ args: ListgenCommand.Arguments) throws(ListgenCommand.UsageError) {
        typealias UsageError = ListgenCommand.UsageError
        format = try args.choice("--diagnostics-format", as: DiagnosticRenderer.Format.self) ?? .text
        diagnosticsOutput = args.options["--diagnostics-output"]
        if let diagnosticsOutput, diagnosticsOutput.isEmpty {
            throw UsageError(message: "--diagnostics-output needs a file name")
        }
        let outputDirectory = args.options["-o"] ?? args.options["--output"]
        let outputFiles = args.options.all("--output-file")
        let outputFile = outputFiles.first
        let check = args.flags.contains("--check")
        let dryRun = args.flags.contains("--dry-run")
        if outputDirectory != nil && outputFile != nil {
            throw UsageError(message: "use either -o or --output-file, not both")
        }
        if (check || dryRun) && outputDirectory == nil && outputFile == nil {
            throw UsageError(message: "\(check ? "--check" : "--dry-run") needs -o <dir> or --output-file <file>")
        }
        if check && dryRun { throw UsageError(message: "use either --check or --dry-run, not both") }
        if outputFiles.count == 1 && args.positionals.count != 1 {
            throw UsageError(message: "--output-file takes exactly one spec")
        }
        if outputFiles.count > 1 {
            guard outputFiles.count == args.positionals.count else {
                throw UsageError(
                    message:
                        "\(outputFiles.count) --output-file options for \(args.positionals.count) specs: give one per spec, in order"
                )
            }
            guard Set(outputFiles.map(ListgenCommand.parentDirectory)).count == 1 else {
                throw UsageError(message: "every --output-file must be in the same directory")
            }
        }
        if args.flags.contains("--single-file") && outputDirectory == nil {
            throw UsageError(message: "--single-file needs -o <dir>")
        }
        guard !args.positionals.isEmpty else { throw UsageError(message: "no spec given") }

        specs = args.positionals
        directory = outputDirectory ?? outputFile.map(ListgenCommand.parentDirectory)
        mode = check ? .check : dryRun ? .dryRun : .write
        templates = args.options["--templates"]
        reportsTimings = args.flags.contains("--timing")
        options.runtime = try args.choice("--runtime", as: RuntimeLibrary.Mode.self) ?? .library
        options.emitsSupport = !args.flags.contains("--no-support-file")
        options.variant = Generator.Variant(
            list: try args.choice("--list", as: ListKind.self),
            dataSource: try args.choice("--data-source", as: DataSourceKind.self),
            wiring: try args.choice("--wiring", as: Wiring.self))
        if !outputFiles.isEmpty {
            var names: [String: String] = [:]
            for (spec, file) in zip(args.positionals, outputFiles) where names[spec] == nil {
                names[spec] = ListgenCommand.lastComponent(file)
            }
            options.fileNaming = .filePerSpec(names: names)
        } else if args.flags.contains("--single-file") {
            options.fileNaming = .filePerSpec()
        }
    }
}
