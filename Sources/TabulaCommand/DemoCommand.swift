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
            WHAT IT DOES. Seeds a contacts table (--rows rows) in an SQLite database, opens a \
            live query on it, grouped by initial and sorted by name, and commits a seeded stream \
            of random edits (--edits) from a second connection: inserts, renames (which move rows \
            across sections), phone changes, deletes and bulk favorite toggles, one transaction \
            each, at a steady --rate (edits a second) whether or not the list has shown the ones \
            before, as an app's database would be: each engine shows the latest state once it is \
            done with the previous update, merging the commits in between into one update (the \
            incremental engine fetches only the rows they touched, the refetch engine the whole \
            table). --lockstep instead commits each edit \
            only once the list shows the last, so that a latency is the engine's own even when \
            it cannot keep up (a refetch per edit: minutes in a debug build). Every update the query \
            publishes is applied to a headless list view that checks it as UIKit would. With \
            --engine both, the table is seeded afresh and the same stream is run once per \
            engine. When standard output is a terminal, the list is drawn as it changes, with \
            inserted, moved and updated rows marked, above a progress line; otherwise progress \
            lines go to standard error, and standard output gets the summary alone.

            WHAT IT CHECKS, per engine: the list first shows the seeded table; no batch breaks a \
            UIKit batch-update rule; each update starts from what the view shows and shows a \
            committed state, never an older one than the update before; every commit is shown, \
            in its own update or merged into a later one; \
            the view ends showing its data source, and the changesets account for every change; \
            the final list equals a fresh query of the database, and the database holds what the \
            stream wrote.

            OUTPUT. A summary on standard output, per engine: edits committed and the pace the \
            writer held (edits a second), updates published, commits merged into a later update, \
            batches the view performed, rule violations (must be 0), whether the final list \
            equals a fresh query, the latency in milliseconds from just before each commit to \
            the first update that shows its state or a later one, which is when a user sees it \
            (median and 99th percentile, nearest rank), the time the demo itself spent on the \
            main actor checking updates (outside every latency), and the run's wall time in \
            seconds; then each failed check, and a last line that says whether all checks passed.

            Exit status: 0 when every check passes for every engine; 1 when any check fails, or \
            the database cannot be opened or seeded (the error is on standard error); 64 for \
            wrong arguments, or a value out of range; 74 when standard output cannot be written; \
            130 after Ctrl-C and 143 after SIGTERM, the temporary database removed.
            """
    )

    // `.unconditional`: "-5" is read as the value, so that a negative number
    // gets the range message instead of "Missing value".
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How many contacts the table is seeded with before the edits start, in rows, from 0 to \(DemoOptions.maximumRows). "
            + "Memory grows with it, about 2.5 KB a row at the peak: some 5 GB at \(DemoOptions.maximumRows) rows.",
        valueName: "count"
    ))
    var rows = 10_000

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How many random edits to commit after seeding, each in its own transaction, from 0 to \(DemoOptions.maximumEdits).",
        valueName: "count"
    ))
    var edits = 2_000

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The seed of the pseudo-random rows and edits, an unsigned 64-bit integer: the same seed with the same --rows and --edits replays the same run.",
        valueName: "n"
    ))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp(
        "The live query's engine: refetch (fetch the whole query after each commit), incremental (fetch only the rows a commit touched), or both (run the stream once with each, refetch first, and compare).",
        valueName: "refetch|incremental|both"
    ))
    var engine: DemoOptions.Engines = .both

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How many edits to commit a second, from 0 to \(DemoOptions.maximumRate); 0 commits them as fast as the database takes them. The writer keeps this pace whatever the list does.",
        valueName: "edits"
    ))
    var rate = DemoOptions.defaultRate

    @Flag(help: ArgumentHelp(
        "Commit each edit only once the list shows the one before (one edit in flight), so that a latency is the engine's own rather than a wait behind earlier commits; --rate is then ignored. Slow: the refetch engine refetches the whole table per edit."
    ))
    var lockstep = false

    @Option(help: ArgumentHelp(
        "An SQLite file to use and keep (created when missing; its table tabulaDemoContact is replaced; an existing file is switched to WAL journal mode, which a connection pool needs, and stays in it). Default: a temporary file, removed at the end, and on Ctrl-C or SIGTERM.",
        valueName: "PATH"
    ))
    var database: String?

    /// The options as the runner takes them.
    var options: DemoOptions {
        DemoOptions(rows: rows, edits: edits, seed: seed, engines: engine, rate: rate, lockstep: lockstep, databasePath: database)
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
        // Frames on a terminal; otherwise progress lines on standard error,
        // so that a pipe or a file gets the summary alone.
        let onTerminal = isatty(STDOUT_FILENO) == 1
        let draw: ((String) -> Void)? = onTerminal ? { Output.write($0) } : nil
        let note: (@Sendable (String) -> Void)? = onTerminal ? nil : { @Sendable line in Output.message(line) }
        let results: [DemoRunResult]
        do {
            results = try await DemoRunner(options: options, draw: draw, note: note).run()
        } catch {
            Output.error(error.description)
            throw ExitCode.failure
        }
        Output.write(DemoSummary.text(results, options: options, databasePath: options.databasePath))
        guard !results.isEmpty, results.allSatisfy(\.passed) else { throw ExitCode.failure }
    }
}

extension DemoOptions.Engines: ExpressibleByArgument {}
