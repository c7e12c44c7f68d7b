import ArgumentParser
import Foundation

/// `tabula demo`: a live query on SQLite followed through a stream of
/// random edits, every update checked against UIKit's batch-update rules.
///
/// The work is in ``DemoRunner``; this type parses options, draws to the
/// terminal, prints the summary and turns failures into exit statuses.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Follow a live SQLite query through a stream of random edits and check every update.",
        discussion: """
            Seeds a contacts table in an SQLite database, opens a live query on it, grouped by \
            initial and sorted by name, and commits a seeded stream of random edits from a second \
            connection: inserts, renames (which move rows across sections), phone changes, deletes \
            and bulk favorite toggles, one transaction each. Every update the query publishes is \
            applied to a headless list view that checks it against UIKit's batch-update rules. \
            When standard output is a terminal, the list is drawn as it changes, with inserted, \
            moved and updated rows marked, above a progress line.

            The summary gives, per engine: edits committed, updates published, batches the view \
            performed, rule violations (must be 0), whether the final list equals a fresh query, \
            and the latency from each commit to the update that first shows it (median and 99th \
            percentile). Every update is also checked to show a committed state, in commit order.

            Exit status: 0 when every check passes; 1 when one fails or the database cannot be \
            opened; 64 for wrong arguments.
            """
    )

    @Option(help: "How many contacts to seed the table with.")
    var rows = 10_000

    @Option(help: "How many random edits to commit, one transaction each.")
    var edits = 2_000

    @Option(help: "The seed of the random rows and edits: the same seed replays the same run.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp(
        "The live query's engine: refetch (fetch the whole query after each commit), incremental (fetch only the rows a commit touched), or both (run the stream once with each and compare).",
        valueName: "refetch|incremental|both"
    ))
    var engine: DemoOptions.Engines = .both

    @Option(help: ArgumentHelp(
        "An SQLite file to use and keep (created when missing; its table tabulaDemoContact is replaced). By default a temporary file, removed at the end.",
        valueName: "PATH"
    ))
    var database: String?

    /// The options as the runner takes them.
    var options: DemoOptions {
        DemoOptions(rows: rows, edits: edits, seed: seed, engines: engine, databasePath: database)
    }

    func validate() throws {
        do {
            try options.validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let options = options
        let draw: ((String) -> Void)? = isatty(STDOUT_FILENO) == 1 ? { Output.write($0) } : nil
        let results: [DemoRunResult]
        do {
            results = try await DemoRunner(options: options, draw: draw).run()
        } catch {
            Output.error(error.description)
            throw ExitCode.failure
        }
        Output.write(DemoSummary.text(results, options: options, databasePath: options.databasePath))
        guard !results.isEmpty, results.allSatisfy(\.passed) else { throw ExitCode.failure }
    }
}

extension DemoOptions.Engines: ExpressibleByArgument {}
