import ArgumentParser

/// The `tabula` command: the entry point, which only dispatches to subcommands.
@main
struct TabulaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabula",
        abstract: "Tabula's command-line tool.",
        subcommands: [DiffCommand.self]
    )
}
