import Foundation

/// The text `tabula demo` ends with: a table of what each engine's run
/// found, the problems if any, and a verdict.
enum DemoSummary {
    /// The whole summary for `results` of a run with `options`.
    static func text(_ results: [DemoRunResult], options: DemoOptions, databasePath: String?) -> String {
        var lines: [String] = []
        let database = databasePath.map { "database \($0)" } ?? "temporary database"
        lines.append("tabula demo: \(options.rows) contacts, \(options.edits) edits, seed \(options.seed), \(database)")
        lines.append("")
        let header = ["engine", "edits", "updates", "batches", "violations", "final list", "latency median", "p99", "time"]
        var rows: [[String]] = [header]
        for result in results {
            rows.append([
                result.engine,
                "\(result.edits)",
                "\(result.updates)",
                "\(result.batches)",
                "\(result.violations.count)",
                result.finalMatchesFreshQuery ? "= fresh query" : "DIFFERS",
                result.latency.map { milliseconds($0.median) } ?? "-",
                result.latency.map { milliseconds($0.p99) } ?? "-",
                String(format: "%.1f s", result.seconds),
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == 0 || column == 5
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            lines.append(cells.joined(separator: "  "))
        }
        lines.append("")
        lines.append("Latency is from just before each edit's COMMIT to the published update that first shows it.")
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

    /// `12.3 ms`, or `0.41 ms` below one millisecond.
    static func milliseconds(_ value: Double) -> String {
        String(format: value < 1 ? "%.2f ms" : "%.1f ms", value)
    }
}
