import ListgenMustache
import ListgenOutput
import ListgenRendering
import ListgenSpec

extension ListgenCommand {
    // MARK: init

    func initCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table(Subcommands.initSpec.word))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage(Subcommands.initSpec.word))
            return .success
        }
        guard args.positionals.count <= 1 else { throw UsageError(message: "init takes at most one name") }
        var name = args.positionals.first ?? "Items"
        // Type names start with a capital letter: `orders` names OrdersViewController, not ordersViewController.
        if let first = name.first, first.isLowercase {
            name = first.uppercased() + name.dropFirst()
        }
        if let problem = SwiftIdentifier.problem(with: name) {
            throw UsageError(message: "invalid screen name: \(problem)")
        }
        let directory = args.options["-o"] ?? args.options["--output"] ?? "."
        let path = (directory == "." ? "" : directory + "/") + "\(name).listgen.yaml"
        if FileSystem.exists(path) {
            io.err("\(path): error: the file exists already; listgen init never overwrites\n")
            return .failure
        }
        guard FileSystem.createDirectories(directory) != nil else {
            io.err("\(directory): error: cannot create the directory\n")
            return .failure
        }
        guard FileSystem.createFile(path, Array(StarterSpec.text(screen: name).utf8)) else {
            io.err("\(path): error: cannot write the file\n")
            return .failure
        }
        io.out("created \(path)\nnext: listgen \(path)\n")
        return .success
    }

    // MARK: schema

    func schemaCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table(Subcommands.schema.word))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage(Subcommands.schema.word))
            return .success
        }
        guard args.positionals.isEmpty else { throw UsageError(message: "schema takes no arguments") }
        io.out(SpecSchema.json())
        return .success
    }

    // MARK: templates

    func templatesCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table(Subcommands.templatesEject.word))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage(Subcommands.templatesEject.word))
            return .success
        }
        switch args.positionals.first {
        case "list":
            guard args.positionals.count == 1 else { throw UsageError(message: "templates list takes no arguments") }
            for name in BuiltinTemplates.names { io.out(name + "\n") }
            return .success
        case "eject":
            guard args.positionals.count == 2 else { throw UsageError(message: "templates eject needs a directory") }
            let directory = args.positionals[1]
            let files = BuiltinTemplates.names.map {
                GeneratedFile(path: $0, contents: BuiltinTemplates.source(named: $0)!)
            }
            let writer = OutputWriter(directory: directory)
            if !args.flags.contains("--force") {
                let existing = try files.filter { try writer.existingContents(of: $0) != nil }
                if !existing.isEmpty {
                    io.err(
                        "\(directory): error: \(existing.count) template(s) exist there already; use --force to overwrite\n"
                    )
                    return .failure
                }
            }
            for (file, _) in try writer.write(files) { io.out("\(try writer.destination(of: file))\n") }
            return .success
        default:
            throw UsageError(message: "templates needs 'list' or 'eject <dir>'")
        }
    }

    // MARK: context

    func contextCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table(Subcommands.context.word))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage(Subcommands.context.word))
            return .success
        }
        let json = try Self.printsJSON(args)
        guard args.positionals.count == 1 else { throw UsageError(message: "context takes exactly one spec") }
        var diagnostics = DiagnosticEngine()
        let inputs = readInputs(args.positionals, diagnostics: &diagnostics)
        var options = Generator.Options()
        options.variant = Generator.Variant(
            list: try args.choice("--list", as: ListKind.self),
            dataSource: try args.choice("--data-source", as: DataSourceKind.self),
            wiring: try args.choice("--wiring", as: Wiring.self))
        options.renders = false  // the context is built once, below
        let result = Generator(options: options).generate(inputs)
        let all = diagnostics.diagnostics + result.diagnostics
        printDiagnostics(all, of: inputs, json: json)
        guard let spec = result.specs.first, !all.contains(where: { $0.severity == .error }) else { return .failure }
        io.out(Self.prettyJSON(TemplateContext.make(for: spec)))
        return .success
    }

    /// Whether `--diagnostics-format json` was given (to `context` or `strings`).
    static func printsJSON(_ args: Arguments) throws(UsageError) -> Bool {
        if case .json = try args.choice("--diagnostics-format", as: DiagnosticRenderer.Format.self) {
            true
        } else {
            false
        }
    }

    /// Prints `diagnostics` to standard error: as text (with source lines on a terminal), or, with
    /// `json`, as a JSON array, empty when there are none, as `listgen <spec>...` does.
    func printDiagnostics(_ diagnostics: [Diagnostic], of inputs: [SpecInput], json: Bool) {
        if json {
            io.err(DiagnosticRenderer().json(diagnostics))
        } else if !diagnostics.isEmpty {
            let sources = Dictionary(inputs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
            io.err(DiagnosticRenderer(showsSourceLines: io.errIsTerminal, sources: sources).text(diagnostics))
        }
    }

    /// Pretty JSON with sorted keys and a final newline, by the one JSON printer (``JSONValue``).
    static func prettyJSON(_ value: MustacheValue) -> String {
        JSONValue(value).prettyJSON() + "\n"
    }

    // MARK: render

    func renderCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table(Subcommands.render.word))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage(Subcommands.render.word))
            return .success
        }
        guard args.positionals.count == 1 else { throw UsageError(message: "render takes exactly one template") }
        guard let contextPath = args.options["--context"] else {
            throw UsageError(message: "render needs --context <file.json>")
        }
        let templatePath = args.positionals[0]
        guard let templateData = FileSystem.readFile(templatePath),
            let templateText = String(validating: templateData, as: UTF8.self)
        else {
            io.err("\(templatePath): error: cannot read the template as UTF-8 text\n")
            return .failure
        }
        guard let contextData = FileSystem.readFile(contextPath) else {
            io.err("\(contextPath): error: cannot read the context\n")
            return .failure
        }
        let context: MustacheValue
        do {
            context = try MustacheValue(json: String(decoding: contextData, as: UTF8.self))
        } catch {
            io.err("\(contextPath): error: not valid JSON: \(error)\n")
            return .failure
        }
        let partialsDirectory = args.options["--partials"]
        let partials = MustachePartials { name in
            guard let partialsDirectory, !name.contains("/"), !name.contains("\0") else { return nil }
            let path = partialsDirectory + "/" + name + ".mustache"
            guard let data = FileSystem.readFile(path),
                let text = String(validating: data, as: UTF8.self)
            else { return nil }
            return (text, path)
        }
        do {
            let template = try MustacheTemplate(source: templateText, name: templatePath)
            io.out(
                try template.render(
                    context, partials: partials, escape: .none,
                    unknownNames: args.flags.contains("--strict") ? .error : .empty))
        } catch {
            io.err(DiagnosticRenderer().text([Generator.diagnostic(for: error)]))
            return .failure
        }
        return .success
    }
}
