import ListgenOutput
import ListgenRendering
import ListgenSpec

extension ListgenCommand {
    // MARK: strings

    /// `listgen strings <spec>...`: the `.strings` file of the specs' localized texts.
    func stringsCommand(_ arguments: [String]) throws -> ExitCode {
        let args = try Arguments(arguments, table: Subcommands.table(Subcommands.strings.word))
        if args.flags.contains("-h") || args.flags.contains("--help") {
            io.out(Subcommands.usage(Subcommands.strings.word))
            return .success
        }
        let json = try Self.printsJSON(args)
        guard !args.positionals.isEmpty else { throw UsageError(message: "strings needs at least one spec") }
        var diagnostics = DiagnosticEngine()
        let inputs = readInputs(args.positionals, diagnostics: &diagnostics)
        var options = Generator.Options()
        options.renders = false
        let result = Generator(options: options).generate(inputs)
        let all = diagnostics.diagnostics + result.diagnostics
        printDiagnostics(all, of: inputs, json: json)
        guard !all.contains(where: { $0.severity == .error }) else { return .failure }
        var problems: [String] = []
        var texts: [String: UserText] = [:]
        var tables: [String: String] = [:]  // table → first spec naming it
        for spec in result.specs {
            guard let localization = spec.localization, let specTexts = StringsFile.texts(of: spec) else {
                problems.append(
                    "\(spec.sourceFileName): error: the spec has no 'localization', so its texts are string "
                        + "literals; add 'localization: { table: \(spec.screen) }' to look them up in a table")
                continue
            }
            tables[localization.table] = tables[localization.table] ?? spec.sourceFileName
            for text in specTexts {
                if let other = texts[text.key], other.value != text.value {
                    problems.append(
                        "\(spec.sourceFileName): error: the key '\(text.key)' has two values: "
                            + "\(StringsFile.quoted(other.value)) and \(StringsFile.quoted(text.value))")
                }
                texts[text.key] = texts[text.key] ?? text
            }
        }
        if tables.count > 1 {
            let names = tables.keys.sorted().map { "'\($0)' (\(tables[$0]!))" }.joined(separator: ", ")
            problems.append(
                "listgen: error: the specs name different tables, \(names); a strings file is one table: "
                    + "run 'listgen strings' once per table")
        }
        guard problems.isEmpty, let table = tables.keys.first else {
            io.err(problems.joined(separator: "\n") + "\n")
            return .failure
        }
        let sorted = texts.values.sorted { $0.key < $1.key }
        io.out(StringsFile.text(sorted, table: table, specs: result.specs.map(\.sourceFileName)))
        return .success
    }
}

extension Usage {
    /// What `listgen strings --help` says below its usage.
    static let strings = """
        Prints the .strings file of the specs' localized texts: every key the generated code looks up
        with String(localized:defaultValue:table:bundle:comment:), with its English value (the spec's
        text) and a comment for translators, sorted by key. Every spec needs 'localization', and all
        must name the same table; save the output as <table>.strings in the app's (or package
        target's) resources, for the development language, and translate copies of it.

        EXAMPLE:
          listgen strings Examples/Deliveries/Deliveries.listgen.yaml > Deliveries.strings

        """
}
