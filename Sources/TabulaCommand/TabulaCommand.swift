import ArgumentParser

/// The `tabula` command: the entry point, which only dispatches to subcommands.
/// Asynchronous because `demo` is; `diff` stays synchronous.
@main
struct TabulaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabula",
        abstract: "Tabula's command-line tool.",
        subcommands: [DiffCommand.self, DemoCommand.self]
    )
}
