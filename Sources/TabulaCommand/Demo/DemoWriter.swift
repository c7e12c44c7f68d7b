import GRDB

/// The second connection: commits the edit stream, one transaction per
/// edit, at a steady pace or in lockstep with the list. Runs off the main actor.
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
    /// its number and fingerprint.
    ///
    /// With an `interval`, edit *k* is committed at *k* intervals after the
    /// first (at once when the writer is late), whatever the list does: as
    /// in an app, the database does not wait for the screen, and an engine
    /// that falls behind must catch up with the latest state. Without one,
    /// edits follow each other as fast as `committed` returns, which is where
    /// the lockstep mode waits for the list to show each commit.
    ///
    /// The time is taken inside the transaction, before `COMMIT`, so that it
    /// comes before anything the commit sets off: a time taken after `write`
    /// returns would leave out whatever the engines do on the writer right
    /// after the commit.
    static func run(
        _ pool: DatabasePool, stream: DemoEditStream, count: Int, interval: Duration? = nil,
        committed: @Sendable (Int, DemoFingerprint) async -> Void = { _, _ in }
    ) async throws -> (commits: [Commit], stream: DemoEditStream) {
        var stream = stream
        var commits: [Commit] = []
        commits.reserveCapacity(max(count, 0))
        let clock = ContinuousClock()
        let start = clock.now
        for number in 1...max(count, 1) where number <= count {
            if let interval {
                // The schedule is absolute, so that a slow commit delays the
                // next one only when it overran the whole interval.
                try await Task.sleep(until: start + interval * (number - 1), clock: clock)
            }
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
