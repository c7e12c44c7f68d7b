import Foundation

/// The text `tabula demo` ends with: a table of what each engine's run
/// found, the problems if any, and a verdict.
enum DemoSummary {
    /// The whole summary for `results` of a run with `options`.
    static func text(_ results: [DemoRunResult], options: DemoOptions, databasePath: String?) -> String {
        var lines: [String] = []
        let database = databasePath.map { "database \($0)" } ?? "temporary database"
        lines.append("tabula demo: \(options.rows) contacts, \(options.edits) edits \(pace(options)), seed \(options.seed), \(database)")
        lines.append("")
        let header = [
            "engine", "edits", "edits/s", "updates", "merged", "batches", "violations", "final list",
            "latency median", "p99", "checking", "time",
        ]
        let textColumns: Set = [0, 7]
        var rows: [[String]] = [header]
        for result in results {
            rows.append([
                result.engine,
                "\(result.edits)",
                result.editsPerSecond.map { String(format: "%.0f", $0) } ?? "-",
                "\(result.updates)",
                "\(result.superseded)",
                "\(result.batches)",
                "\(result.violations.count)",
                result.finalMatchesFreshQuery ? "= fresh query" : "DIFFERS",
                result.latency.map { milliseconds($0.median) } ?? "-",
                result.latency.map { milliseconds($0.p99) } ?? "-",
                String(format: "%.1f s", result.checkingSeconds),
                String(format: "%.1f s", result.seconds),
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                textColumns.contains(column)
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            lines.append(cells.joined(separator: "  "))
        }
        lines.append("")
        lines.append(contentsOf: explanation(options))
        var failed = false
        for result in results {
            for problem in problems(of: result) {
                failed = true
                lines.append("FAIL \(result.engine): \(problem)")
            }
        }
        lines.append(failed || results.isEmpty ? "Some checks failed." : "All checks passed.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// How the edits were paced, for the first line.
    static func pace(_ options: DemoOptions) -> String {
        if options.lockstep { return "in lockstep with the list" }
        return options.rate == 0 ? "as fast as the database takes them" : "at \(options.rate) a second"
    }

    /// What the figures measure, which depends on how the edits were paced.
    static func explanation(_ options: DemoOptions) -> [String] {
        if options.lockstep {
            return [
                "One edit was in flight at a time: each was committed once the list showed the one before, so a",
                "latency is the engine's own, not a queue's: from just before the edit's COMMIT to the update that shows it.",
            ] + checkingLines
        }
        return [
            "Edits were committed \(pace(options)) whether or not the list had shown the ones before, as an app's",
            "database would be. The incremental engine fetches the rows the commits touched, the refetch engine the",
            "whole table; with either, commits that arrive while an update is applied are merged into the next one, the",
            "latest state winning (\"merged\": commits whose own state no update showed).",
            "Latency is from just before a commit's COMMIT to the first update that shows its state or a later one:",
            "when a user sees the change, any wait behind earlier commits included.",
        ] + checkingLines
    }

    /// What the "checking" column is.
    static let checkingLines = [
        "\"checking\" is the demo's own work on the main actor, outside every latency: replaying each update",
        "through a headless view that checks UIKit's rules, and fingerprinting the list.",
    ]

    /// Every failed check of `result`, in words (the first few violations only).
    static func problems(of result: DemoRunResult) -> [String] {
        var problems: [String] = []
        if !result.violations.isEmpty {
            problems.append("\(result.violations.count) batch-update rule violations, first: \(result.violations.prefix(3).joined(separator: "; "))")
        }
        if !result.finalMatchesFreshQuery { problems.append("the final list differs from a fresh query") }
        if result.unmatchedUpdates > 0 { problems.append("\(result.unmatchedUpdates) updates showed no committed state") }
        if result.outOfOrderUpdates > 0 { problems.append("\(result.outOfOrderUpdates) updates went back to an older commit") }
        return problems + result.problems
    }

    /// Milliseconds with one decimal, or two below one millisecond.
    static func milliseconds(_ value: Double) -> String {
        String(format: value < 1 ? "%.2f ms" : "%.1f ms", value)
    }
}
