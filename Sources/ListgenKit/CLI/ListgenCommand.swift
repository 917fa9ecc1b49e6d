import ListgenMustache
import ListgenOutput
import ListgenRendering
import ListgenSpec

/// The `listgen` command line. `main.swift` calls ``run(_:io:)``; so do the tests.
package struct ListgenCommand {
    let io: any ConsoleIO

    /// Runs listgen with `arguments` (without the program name) and returns the exit code.
    package static func run(_ arguments: [String], io: any ConsoleIO) -> ExitCode {
        ListgenCommand(io: io).run(arguments)
    }

    struct UsageError: Error {
        var message: String
    }

    func run(_ arguments: [String]) -> ExitCode {
        do {
            switch arguments.first {
            case "init": return try initCommand(Array(arguments.dropFirst()))
            case "schema": return try schemaCommand(Array(arguments.dropFirst()))
            case "templates": return try templatesCommand(Array(arguments.dropFirst()))
            case "context": return try contextCommand(Array(arguments.dropFirst()))
            case "strings": return try stringsCommand(Array(arguments.dropFirst()))
            case "render": return try renderCommand(Array(arguments.dropFirst()))
            case "tests": return try testsCommand(Array(arguments.dropFirst()))
            case "generate": return try generateCommand(Array(arguments.dropFirst()))
            case "help":
                // `listgen help` is help, not a spec named `help` (a spec file is `./help`).
                guard arguments.count == 1 else { return try generateCommand(["--help"]) }
                io.out(Usage.main)
                return .success
            default: return try generateCommand(arguments)
            }
        } catch let error as UsageError {
            io.err("listgen: error: \(error.message)\nRun 'listgen --help' for usage.\n")
            return .usage
        } catch let error as OutputWriter.Failure {
            io.err("\(error)\n")  // located already: `path: error: message`
            return .failure
        } catch {
            io.err("listgen: error: \(error)\n")
            return .failure
        }
    }

    // MARK: Argument parsing

    /// A small parser: flags, options with a value (`--x v` or `--x=v`), and positionals.
    struct Arguments {
        var positionals: [String] = []
        /// The flags given, in command-line order (a flag given twice is there twice).
        var flags: [String] = []
        /// The options given with a value, in order (`options["-o"]` is the last value of `-o`).
        var options = OptionValues()

        /// Parses `arguments` by a declared options table (``GenerateOptions/all``, or a command's,
        /// ``Subcommands/table(_:)``; there is no other way to name an option): the names are
        /// looked up in the table as given, without a `Set` built first. A run gives a few arguments
        /// and the table has fifteen options; hashing its names into two sets cost more than the
        /// whole lookup (0.17 M instructions and the first use of `String: Hashable`, a 0.15 M
        /// conformance scan, on every run, `--version` included).
        init(_ arguments: [String], table: [CommandOption]) throws(UsageError) {
            try self.init(arguments, names: table.flatMap(\.names)) { name in
                table.first { $0.names.contains(name) }?.takesValue
            }
        }

        /// `takesValue(name)` is true for an option with a value, false for a flag, nil for an
        /// unknown name; `names` lists every name, for the did-you-mean of an unknown one.
        private init(
            _ arguments: [String], names: @autoclosure () -> [String], takesValue: (String) -> Bool?
        ) throws(UsageError) {
            var index = 0
            var onlyPositionals = false
            while index < arguments.count {
                let argument = arguments[index]
                index += 1
                if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                    positionals.append(argument)
                    continue
                }
                if argument == "--" {
                    onlyPositionals = true
                    continue
                }
                var name = argument
                var value: String?
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    name = String(argument[..<equals])
                    value = String(argument[argument.index(after: equals)...])
                }
                switch takesValue(name) {
                case .some(false) where value == nil:
                    flags.append(name)
                case .some(true):
                    if value == nil {
                        guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                        value = arguments[index]
                        index += 1
                    }
                    options.append(name, value!)
                default:
                    throw UsageError(
                        message: "unknown option '\(name)'\(Suggestion.didYouMean(name, among: names().sorted()))")
                }
            }
        }

        /// The options given with a value: two arrays in command-line order, searched from the end. A
        /// run gives a few; a `[String: String]` (and a `[String: [String]]` for repeated options) had the
        /// runtime instantiate their storage types from mangled names on every run, about 0.2 M
        /// instructions, a fiftieth of a one-screen run.
        struct OptionValues {
            private var names: [String] = []
            private var values: [String] = []

            mutating func append(_ name: String, _ value: String) {
                names.append(name)
                values.append(value)
            }

            /// The last value given for `name`, or nil.
            subscript(name: String) -> String? {
                names.lastIndex(of: name).map { values[$0] }
            }

            /// Every value given for `name`, in order.
            func all(_ name: String) -> [String] {
                names.indices.filter { names[$0] == name }.map { values[$0] }
            }
        }

        func choice<T: RawRepresentable & CaseIterable>(_ name: String, as: T.Type) throws(UsageError) -> T?
        where T.RawValue == String {
            guard let text = options[name] else { return nil }
            guard let value = T(rawValue: text) else {
                let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError(message: "\(name) must be one of \(allowed), not '\(text)'")
            }
            return value
        }
    }

    // MARK: generate

    func generateCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: GenerateOptions.all)
        if args.flags.contains("--version") {
            io.out("listgen \(Listgen.version)\n")
            return .success
        }
        if args.flags.contains("-h") || args.flags.contains("--help") || arguments.isEmpty {
            if arguments.isEmpty {
                io.err(Usage.main)
                return .usage
            }
            io.out(Usage.main)
            return .success
        }
        return try generate(try GenerateRequest(args))
    }

    /// `listgen tests <spec>... --module <name>`: the screens' tests, written as `generate` writes code.
    func testsCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table("tests"))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage("tests"))
            return .success
        }
        guard let module = args.options["--module"], !module.isEmpty else {
            throw UsageError(message: "tests needs --module <name>, the module the screens are in")
        }
        var request = try GenerateRequest(args)
        request.options.testsModule = module
        request.options.emitsSupport = false
        return try generate(request)
    }

    /// Runs `request`: reads, generates, then writes, checks or prints, as it says.
    func generate(_ request: GenerateRequest) throws -> ExitCode {
        let clock = ContinuousClock()
        let start = clock.now
        var timings = PhaseTimings()
        var diagnostics = DiagnosticEngine()
        var options = request.options
        if let directory = request.templates {
            options.templates = TemplateSet.withOverrides(from: directory, diagnostics: &diagnostics)
        }
        // A writing stage stages each spec's files as soon as they are rendered; nothing becomes
        // visible until every spec has succeeded.
        let output = request.directory.map { OutputStage(directory: $0, mode: request.mode) }
        options.output = output

        let inputs = timings.measure(.read) { readInputs(request.specs, diagnostics: &diagnostics) }
        var result = Generator(options: options).generate(inputs)
        timings.merge(result.timings)
        result.diagnostics = diagnostics.diagnostics + result.diagnostics
        if diagnostics.hasErrors { result.files = [] }
        if result.hasErrors { output?.discard() }
        defer {
            if request.reportsTimings {
                timings.wallNanoseconds = PhaseTimings.nanoseconds(clock.now - start)
                io.err(timings.report())
            }
        }
        guard report(result.diagnostics, of: inputs, as: request), !result.hasErrors else { return .failure }

        guard let output else {
            io.out(result.files.map(\.contents).joined(separator: "\n"))
            return .success
        }
        return try finish(output, result, timings: &timings)
    }

    /// Prints `diagnostics` as asked (standard error, or `--diagnostics-output`); false when the
    /// diagnostics file cannot be written.
    func report(_ diagnostics: [Diagnostic], of inputs: [SpecInput], as request: GenerateRequest) -> Bool {
        // Nothing to print and no file to write: the common run. Its renderer's table of sources (a
        // `[String: [UInt8]]`, a type nothing else uses) cost 20 k instructions to print nothing.
        if diagnostics.isEmpty, !request.printsJSON, request.diagnosticsOutput == nil { return true }
        var sources: [String: [UInt8]] = [:]
        for input in inputs { sources[input.path] = input.bytes }
        let renderer = DiagnosticRenderer(
            showsSourceLines: io.errIsTerminal && !request.printsJSON && request.diagnosticsOutput == nil,
            sources: sources)
        let report = request.printsJSON ? renderer.json(diagnostics) : renderer.text(diagnostics)
        if let file = request.diagnosticsOutput {
            // A file of its own, so JSON can be read by a tool while standard error stays for people.
            if !FileSystem.writeFile(file, Array(report.utf8)) {
                io.err("\(file): error: cannot write the diagnostics: \(FileSystem.errorMessage())\n")
                return false
            }
        } else if !diagnostics.isEmpty || request.printsJSON {
            io.err(report)
        }
        return true
    }

    /// The output stage's end of a run that had no error: check, list, or commit and clean up.
    func finish(_ output: OutputStage, _ result: Generator.Result, timings: inout PhaseTimings) throws -> ExitCode {
        let stale = StaleFilePlan(directory: output.directory, outputs: result.outputs)
        switch output.mode {
        case .check:
            return ExitCode(try output.check(result.files, stale: stale, out: io.out, err: io.err))
        case .dryRun:
            try output.dryRun(result.files, stale: stale, out: io.out)
            return .success
        case .write:
            do {
                try timings.measure(.write) { () throws(OutputWriter.Failure) in
                    try output.commit(order: result.outputs.map(\.specPath))
                }
            } catch {
                output.discard()
                io.err("\(error)\n")
                return .failure
            }
            return ExitCode(output.finishWrite(stale, out: io.out, err: io.err))
        }
    }

    func readInputs(_ paths: [String], diagnostics: inout DiagnosticEngine) -> [SpecInput] {
        var inputs: [SpecInput] = []
        var seen: Set<String> = []
        for path in paths where seen.insert(path).inserted {
            let location = SourceLocation(path: path, line: 1, column: 1)
            switch FileSystem.kind(path) {
            case .directory:
                diagnostics.error("is a directory, not a spec", at: location)
                continue
            case .none:
                diagnostics.error(
                    "cannot read the spec: no such file\(Self.specNameSuggestion(for: path))", at: location)
                continue
            case .other, .symbolicLink:  // `kind` follows links, so a link reports what it points to
                diagnostics.error("cannot read the spec: not a regular file", at: location)
                continue
            case .file:
                break
            }
            guard let bytes = FileSystem.readFile(path) else {
                diagnostics.error("cannot read the spec: \(FileSystem.errorMessage())", at: location)
                continue
            }
            inputs.append(SpecInput(path: path, bytes: bytes))
        }
        return inputs
    }

    /// `; did you mean 'Orders.listgen.yaml'?` when `path` names a spec without its suffix.
    static func specNameSuggestion(for path: String) -> String {
        for suffix in [".listgen.yaml", ".yaml", ".yml"] where !path.hasSuffix(suffix) {
            if FileSystem.kind(path + suffix) == .file { return "; did you mean '\(path + suffix)'?" }
        }
        return ""
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    static func parentDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

}
