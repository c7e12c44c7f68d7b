import ArgumentParser

/// How a `--jsonl` run went, counted over its answered lines: what standard
/// error says at the end, and the exit status.
///
/// The decision lives here rather than in the command so that tests reach
/// it without running a process.
struct JSONLSummary: Equatable, Sendable {
    /// The exit status of a run that answered every line but some with
    /// `{"error": …}`.
    ///
    /// Distinct from 1, which means the input itself could not be read to its
    /// end, so that a caller can tell bad requests from a broken run.
    static let someLinesFailed = ExitCode(2)

    /// Lines answered: every input line that is not blank.
    var lines = 0
    /// Lines answered with `{"error": …}`.
    var failed = 0

    /// `tabula diff: 2 of 10 lines failed`, or `nil` when none did.
    var message: String? {
        failed == 0 ? nil : "tabula diff: \(failed) of \(lines) lines failed"
    }

    /// What the run ends with, once every line has been answered: the lines
    /// for standard error, in order, and the exit status.
    ///
    /// - Parameter readError: Why standard input could not be read to its end,
    ///   if it could not. It outranks failed lines (exit status 1, not
    ///   ``someLinesFailed``): the run is incomplete, whatever the lines said.
    func ending(readError: InputFile.ReadError?) -> (standardError: [String], exitCode: ExitCode) {
        var standardError = message.map { [$0] } ?? []
        if let readError {
            standardError.append("error: \(readError)")
            return (standardError, .failure)
        }
        return (standardError, failed == 0 ? .success : Self.someLinesFailed)
    }
}
