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
          -o, --output <dir>        Write the generated files into <dir> (created if needed).
                                    Without it, the generated code is printed to standard output.
          --output-file <file>      Write everything generated from one spec into <file>;
                                    repeat it once per spec, in order, for several specs
                                    (all in one folder).
          --single-file             With -o, write one file per spec (<spec name>.swift).
                                    Every run also writes ListRowStore.swift, the support code
                                    all screens of a folder share, once for the folder.
          --no-support-file         Leave out ListRowStore.swift (another run writes it).
          --check                   Write nothing; exit 1 and print a unified diff when <dir>
                                    differs from what would be generated (a file missing,
                                    changed, or generated earlier and no longer: stale).
          --dry-run                 Write nothing; list what would be written or deleted.
                                    (A run deletes the stale files it wrote, never others:
                                    it records what it generates in <dir>/.listgen-manifest.)
          --templates <dir>         Use the *.mustache files of <dir> instead of the built-ins
                                    of the same name (see 'listgen templates').
          --list <table|collection>, --data-source <diffable|classic>, --wiring <closure|delegate>
                                    Override the spec's choice (handy for trying a variant).
          --diagnostics-format <text|json>
                                    How errors and warnings are printed (default: text).
          --diagnostics-output <file>
                                    Write the errors and warnings into <file> (in the format
                                    above; JSON is an array, empty when all is well) instead of
                                    standard error, e.g. for a CI annotation step.
          --timing                  Print the time spent in each phase (CPU time, summed over
                                    specs) and the wall-clock time to standard error.
          -h, --help                Show help.  --version  Show the version.

        COMMANDS:
          init [<name>]             Write a commented starter spec, <Name>.listgen.yaml.
          help                      Show this help.
          schema                    Print the JSON Schema of the spec format.
          templates list            List the built-in templates.
          templates eject <dir>     Copy the built-in templates into <dir>, to start overriding.
          context <spec>            Print the template context of a spec as JSON.
          strings <spec>...         Print the .strings file of localized specs ('localization').
          render <template> --context <file.json> [--partials <dir>]
                                    Render any Mustache template with a JSON context.

        EXAMPLES:
          listgen Examples/Contacts/Contacts.listgen.yaml
          listgen Specs/*.listgen.yaml -o Sources/App/Generated
          listgen Specs/*.listgen.yaml -o Sources/App/Generated --check
          listgen init Orders
          listgen context Examples/Inbox/Inbox.listgen.yaml > inbox.json
          listgen strings Examples/Deliveries/Deliveries.listgen.yaml > Deliveries.strings

        EXIT STATUS:
          0  success (warnings may have been printed)
          1  a spec or template has errors, or --check found differences; nothing was written
          2  the command line is wrong

        """
}
