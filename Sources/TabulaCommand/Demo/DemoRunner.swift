import Foundation
import GRDB
import Tabula
import TabulaGRDB

/// Runs `tabula demo`: seeds the table, and for each engine follows the
/// edit stream with a live query and a headless view, then checks the
/// result. The command only parses options and prints; everything here runs
/// the same in tests.
///
/// The list side is on the main actor, as in an app; the seeding, the edit
/// stream and the final fresh query run on GRDB's queues, the stream in a
/// detached task so that the main actor is free to apply updates meanwhile.
@MainActor
struct DemoRunner {
    var options: DemoOptions
    /// Where terminal frames go; `nil` draws nothing (output not a terminal).
    var draw: ((String) -> Void)?
    /// Where progress lines go when no frame is drawn (standard error when
    /// standard output is not a terminal): each stage of each engine, and
    /// the edits committed at every tenth of the stream; `nil` for none.
    var note: (@Sendable (String) -> Void)?
    /// How long to wait, at most, for the list to show a state the database
    /// reached: long enough that only a hang fails, never a slow machine.
    var patience: Duration = .seconds(300)

    /// Runs every engine the options name, in order, on one database.
    func run() async throws(DemoDatabase.OpenError) -> [DemoRunResult] {
        let database = try DemoDatabase(path: options.databasePath)
        var results: [DemoRunResult] = []
        for (name, engine) in options.engines.engines {
            results.append(try await run(name: name, engine: engine, on: database))
        }
        return results
    }

    /// Seeds the table afresh (each engine gets the same rows and edits) and
    /// runs the stream once with `engine`.
    func run(name: String, engine: LiveQueryEngine, on database: DemoDatabase) async throws(DemoDatabase.OpenError) -> DemoRunResult {
        let start = ContinuousClock.now
        var result = DemoRunResult(engine: name)
        note?("\(name): seeding \(options.rows) rows")
        let initialStream = DemoEditStream(seed: options.seed, rows: options.rows)
        try await database.seed(initialStream.initialRows)
        note?("\(name): loading the live query")

        let renderer = DemoRenderer()
        let session = DemoSession(
            pool: database.pool, engine: engine, engineName: name, totalEdits: options.edits,
            render: draw.map { draw in { snapshot, changes, progress in draw(renderer.frame(snapshot, changeset: changes, progress: progress)) } }
        )
        defer { session.stop() }

        guard await waitUntil({ (session.query.hasLoaded && session.fingerprint == initialStream.fingerprint) || session.query.error != nil }) else {
            result.problems.append("the list never showed the seeded table")
            return result
        }
        if let error = session.query.error {
            result.problems.append("the live query failed: \(error)")
            return result
        }
        session.startRecording()
        note?("\(name): committing \(options.edits) edits")

        // The stream, on a second connection, off the main actor.
        let pool = database.pool, count = options.edits, patience = patience, lockstep = options.lockstep
        let interval = lockstep || options.rate == 0 ? nil : Duration.seconds(1) / options.rate
        let note = note
        let writer = Task.detached {
            try await DemoWriter.run(pool, stream: initialStream, count: count, interval: interval) { committed, fingerprint in
                if let note, committed * 10 / count != (committed - 1) * 10 / count {
                    note("\(name): \(committed) of \(count) edits committed")
                }
                if lockstep {
                    await session.waitUntilShown(fingerprint, ofEdit: committed, patience: patience)
                } else {
                    // Not awaited: the writer keeps its pace however busy
                    // the main actor is; the count is for the progress line.
                    Task { @MainActor in session.noteCommitted(committed) }
                }
            }
        }
        let commits: [DemoWriter.Commit]
        let finalStream: DemoEditStream
        do {
            (commits, finalStream) = try await writer.value
        } catch {
            result.problems.append("the edit stream failed: \(error)")
            return result
        }
        session.noteCommitted(commits.count)
        result.edits = commits.count
        if let first = commits.first, let last = commits.last, last.number > first.number {
            result.editsPerSecond = Double(last.number - first.number) / ((last.time - first.time).milliseconds / 1_000)
        }

        note?("\(name): waiting for the list to show the last commit, then checking")
        let caughtUp = await waitUntil { session.fingerprint == finalStream.fingerprint || session.query.error != nil }
        if let error = session.query.error { result.problems.append("the live query failed: \(error)") }
        if !caughtUp { result.problems.append("the list never showed the last commit") }
        if let draw { draw(renderer.frame(session.snapshot, changeset: Changeset(), progress: session.progress)) }

        result.updates = session.published.count
        result.batches = session.batches
        result.checkingSeconds = Double(session.checking.components.seconds) + Double(session.checking.components.attoseconds) / 1e18
        result.violations = session.violations
        result.problems += session.sequenceProblems
        result.problems += session.view.verifyMatchesDataSource().map { "the view does not show its data source: \($0)" }
        if DemoFingerprint(session.snapshot) != session.fingerprint {
            result.problems.append("the changesets did not account for every change (fingerprints differ)")
        }

        let matched = DemoLatencyMatcher.match(commits: commits, initial: initialStream.fingerprint, published: session.published)
        result.unmatchedUpdates = matched.unmatched
        result.outOfOrderUpdates = matched.outOfOrder
        result.superseded = matched.superseded
        if matched.unshown > 0 { result.problems.append("\(matched.unshown) commits were never shown") }
        result.latency = DemoLatency(samples: matched.latencies)

        do {
            let fresh = try await database.fetchAll()
            result.finalMatchesFreshQuery = Self.sections(of: session.snapshot) == Self.expectedSections(fresh)
            if Set(fresh) != Set(finalStream.contacts.values) {
                result.problems.append("the database does not hold what the edit stream wrote")
            }
        } catch {
            result.problems.append("the fresh query failed: \(error)")
        }
        result.seconds = (ContinuousClock.now - start).milliseconds / 1_000
        return result
    }

    /// What a query grouped by initial (ascending) and sorted by name (then
    /// identifier) shows for `contacts`, restated from scratch.
    static func expectedSections(_ contacts: [DemoContact]) -> [[DemoContact]] {
        let sorted = contacts.sorted { ($0.initial, $0.name, $0.id) < ($1.initial, $1.name, $1.id) }
        var sections: [[DemoContact]] = []
        for contact in sorted {
            if let last = sections.last?.last, last.initial == contact.initial {
                sections[sections.count - 1].append(contact)
            } else {
                sections.append([contact])
            }
        }
        return sections
    }

    /// The items of `snapshot`, section by section.
    static func sections(of snapshot: DemoSnapshot) -> [[DemoContact]] {
        snapshot.sections.map { Array($0.items) }
    }

    /// Polls `condition` between turns of the main actor, up to ``patience``
    /// worth of polls: the bound counts polls, so a busy machine stretches it
    /// rather than failing a run that is merely slow.
    private func waitUntil(_ condition: () -> Bool) async -> Bool {
        let interval = Duration.milliseconds(2)
        let polls = Int(patience.milliseconds / interval.milliseconds)
        for _ in 0..<polls {
            if condition() { return true }
            try? await Task.sleep(for: interval)
        }
        return condition()
    }
}
