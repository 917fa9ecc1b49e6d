/// A command other than `listgen <spec>...` (`listgen render …`), declared once, as
/// ``GenerateOptions`` are: its parser takes exactly the names of ``options`` (and `-h`, `--help`),
/// and `listgen --help`, the command's own `--help` and the command list of
/// `Documentation/CommandLine.md` (``CommandLineReference``) are written from it, so none of them
/// can name an option the others do not.
struct Subcommand: Sendable {
    /// The word `listgen` dispatches on (`templates` for both `templates list` and `templates eject`).
    var word: String
    /// What follows `listgen` without the options: `templates eject <dir>`.
    var usage: String
    /// What it does, one line of `listgen --help`.
    var summary: String
    /// The options its parser takes, besides `-h` and `--help`.
    var options: [CommandOption]
    /// Names of ``options`` that are required (`--context`): the usage shows them without brackets.
    var required: [String] = []
    /// What the command's own `--help` says below its usage.
    var details: String

    /// `render <template> --context <file.json> [--partials <dir>] [--strict]`.
    var synopsis: String {
        var text = usage
        for option in options {
            let item = option.names.last! + (option.value.map { " " + $0 } ?? "")
            text += required.contains(option.names.last!) ? " " + item : " [" + item + "]"
        }
        return text
    }

    /// The command's lines in `listgen --help`: its usage and summary, then its options, indented.
    var helpText: String {
        CommandOption.helpText(label: "  " + usage, [summary])
            + options.map { $0.helpText(indent: "    ") }.joined()
    }
}

/// The commands besides `listgen <spec>...`, in the order `--help` lists them.
enum Subcommands {
    static let initSpec = Subcommand(
        word: "init", usage: "init [<name>]", summary: "Write a commented starter spec, <Name>.listgen.yaml.",
        options: [
            CommandOption(["-o", "--output"], value: "<dir>", "Write it into <dir> (default: the current folder).")
        ],
        details: "Writes <name>.listgen.yaml, a commented starter spec for a screen named <name> (default: Items).\n")
    static let help = Subcommand(
        word: "help", usage: "help", summary: "Show this help.", options: [], details: "Shows the help.\n")
    static let schema = Subcommand(
        word: "schema", usage: "schema", summary: "Print the JSON Schema of the spec format.", options: [],
        details: "Prints the JSON Schema of the spec format (also checked in as Schema/listgen.schema.json).\n")
    static let templatesList = Subcommand(
        word: "templates", usage: "templates list", summary: "List the built-in templates.", options: [],
        details: "Lists the built-in templates.\n")
    static let templatesEject = Subcommand(
        word: "templates", usage: "templates eject <dir>",
        summary: "Copy the built-in templates into <dir>, to start overriding.",
        options: [
            CommandOption(
                ["--force"], "Overwrite the templates <dir> has already (without it, a",
                "template there already is an error, and nothing is written).")
        ],
        details: "Copies the built-in templates into <dir>; use them with 'listgen --templates <dir>'.\n")
    static let context = Subcommand(
        word: "context", usage: "context <spec>", summary: "Print the template context of a spec as JSON.",
        options: [
            GenerateOptions.list, GenerateOptions.dataSource, GenerateOptions.wiring, GenerateOptions.diagnosticsFormat,
        ],
        details: "Prints the template context of <spec> as JSON (pretty, sorted keys). Its fields are documented in "
            + "Documentation/TemplateContext.md.\n")
    static let strings = Subcommand(
        word: "strings", usage: "strings <spec>...",
        summary: "Print the .strings file of localized specs ('localization').",
        options: [GenerateOptions.diagnosticsFormat], details: Usage.strings)
    static let render = Subcommand(
        word: "render", usage: "render <template>", summary: "Render any Mustache template with a JSON context.",
        options: [
            CommandOption(["--context"], value: "<file.json>", "The context: a JSON file."),
            CommandOption(["--partials"], value: "<dir>", "Read each partial {{> name}} from <dir>/name.mustache."),
            CommandOption(
                ["--strict"], "A name found in no context is an error, as when listgen",
                "generates code (without it, it renders as nothing, as Mustache says)."),
        ],
        required: ["--context"],
        details: "Renders a Mustache template with a JSON context, without HTML escaping, for debugging templates.\n")

    static let tests = Subcommand(
        word: "tests", usage: "tests <spec>...",
        summary: "Write each screen's tests, for the app's test target.",
        options: [
            CommandOption(
                ["--module"], value: "<name>", "The module the generated screens are in; the tests",
                "import it @testable (they tap the cells' internal buttons)."),
            GenerateOptions.output, GenerateOptions.check, GenerateOptions.dryRun, GenerateOptions.templates,
            GenerateOptions.list, GenerateOptions.dataSource, GenerateOptions.wiring, GenerateOptions.diagnosticsFormat,
            GenerateOptions.diagnosticsOutput,
        ],
        required: ["--module"],
        details:
            "Writes <Screen>ViewControllerTests.swift for each spec: Swift Testing tests that show the screen in a "
            + "window and check that each button, row tap and swipe action reaches the router or action handler with "
            + "exactly its row, after scrolling and after every kind of mutation, and that the controller is released "
            + "(Documentation/GeneratedTests.md). Give the same --list, --data-source and --wiring as the code was "
            + "generated with. Written as listgen writes code: staged, with a manifest, never half.\n")

    static let all = [initSpec, help, schema, templatesList, templatesEject, context, strings, tests, render]

    /// The `COMMANDS:` block of `--help`.
    static var helpText: String { all.map(\.helpText).joined() }

    /// The options the parser of `listgen <word>` takes: those of every command with that word, and help.
    static func table(_ word: String) -> [CommandOption] {
        var table = [GenerateOptions.help]
        for command in all where command.word == word {
            for option in command.options where !table.contains(where: { $0.names == option.names }) {
                table.append(option)
            }
        }
        return table
    }

    /// What `listgen <word> --help` prints: the usage of every command with that word, then what they do.
    static func usage(_ word: String) -> String {
        let commands = all.filter { $0.word == word }
        var text = "USAGE: " + commands.map { "listgen " + $0.synopsis }.joined(separator: "\n       ") + "\n\n"
        text += commands.map(\.details).joined(separator: "\n")
        let options = commands.flatMap(\.options)
        if !options.isEmpty { text += "\nOPTIONS:\n" + options.map { $0.helpText(indent: "  ") }.joined() }
        return text
    }
}
