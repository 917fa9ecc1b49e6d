import ListgenOutput
import ListgenRendering
import ListgenSpec

/// Help texts of the CLI.
enum Usage {
    static let main = """
        OVERVIEW: Generate the UIKit code of list screens whose cells carry buttons that navigate.

        USAGE: listgen <spec>... [-o <dir> | --output-file <file>] [options]
               listgen <command> [options]

        GENERATE OPTIONS:

        """
        + GenerateOptions.helpText
        + "\nCOMMANDS (listgen <command> --help for more):\n"
        + Subcommands.helpText
            + """

            EXAMPLES:
              listgen Examples/Contacts/Contacts.listgen.yaml
              listgen Specs/*.listgen.yaml -o Sources/App/Generated
              listgen Specs/*.listgen.yaml -o Sources/App/Generated --check
              listgen init Orders
              listgen context Examples/Inbox/Inbox.listgen.yaml > inbox.json
              listgen strings Examples/Deliveries/Deliveries.listgen.yaml > Deliveries.strings

            EXIT STATUS:

            """
        + ExitCode.allCases.map { "  \($0.rawValue)  \($0.meaning.filter { $0 != "`" })\n" }.joined()
        + "\n"
}
