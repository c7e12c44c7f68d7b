import GRDB

/// The second connection: commits the edit stream, one transaction per
/// edit, each once the list has shown the one before. Runs off the main actor.
enum DemoWriter {
    /// A committed edit: its number (from 1), the fingerprint of the table
    /// it leaves, and the time just before its `COMMIT`.
    struct Commit: Sendable {
        var number: Int
        var fingerprint: DemoFingerprint
        var time: ContinuousClock.Instant
    }

    /// Commits `count` edits of `stream`; returns them and the stream as the
    /// last edit leaves it. `committed` is awaited after each commit with
    /// its number and fingerprint: the demo waits there until the list shows
    /// the commit, so that latencies measure the engine, not a backlog of
    /// edits the view has not caught up with.
    ///
    /// The time is taken inside the transaction, before `COMMIT`, so that it
    /// comes before anything the commit sets off: the incremental engine
    /// fetches on the writer right after the commit, and a time taken after
    /// `write` returns would leave that fetch out of its latency.
    static func run(
        _ pool: DatabasePool, stream: DemoEditStream, count: Int,
        committed: @Sendable (Int, DemoFingerprint) async -> Void = { _, _ in }
    ) async throws -> (commits: [Commit], stream: DemoEditStream) {
        var stream = stream
        var commits: [Commit] = []
        commits.reserveCapacity(count)
        for number in 1...max(count, 1) where number <= count {
            let edit = stream.next()
            let time = try await pool.write { db in
                try edit.apply(db)
                return ContinuousClock.now
            }
            commits.append(Commit(number: number, fingerprint: stream.fingerprint, time: time))
            await committed(number, stream.fingerprint)
        }
        return (commits, stream)
    }
}
