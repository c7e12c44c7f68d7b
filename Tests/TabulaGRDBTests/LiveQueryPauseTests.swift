import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// Pausing a query stops it following the database; resuming catches up on
/// everything committed meanwhile with one animated update, whichever the engine.
@MainActor
@Suite struct LiveQueryPauseTests {
    nonisolated static let engines: [LiveQueryEngine] = [.refetch, .incremental(threshold: 100)]

    private func makeQuery(_ database: TemporaryDatabase, engine: LiveQueryEngine) -> LiveQuery<Contact, Int> {
        LiveQuery(
            database: database.pool, request: LiveQueryRequest { Contact.all() },
            sectionKey: { $0.team }, sectionOrder: .ascending, order: [.ascending(\.name)], engine: engine
        )
    }

    /// Inserts, renames across teams and deletes, as separate commits.
    private func commitEdits(_ database: TemporaryDatabase, round: Int) async throws {
        try await database.pool.write { db in
            try Contact(id: Int64(1_000 + round), name: "new\(round)", team: round % 4).insert(db)
        }
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE contact SET team = team + 1, name = name || 'x' WHERE id = ?", arguments: [round + 1])
        }
        try await database.pool.write { db in
            _ = try Contact.deleteOne(db, key: Int64(round + 5))
        }
    }

    @Test(arguments: engines)
    func resumingCatchesUpOnWhatWasCommittedWhilePaused(engine: LiveQueryEngine) async throws {
        let database = try TemporaryDatabase(rows: 30)
        let query = makeQuery(database, engine: engine)
        // A second query, never paused: once it shows a commit, the paused
        // one would have shown it too, had it kept following.
        let witness = makeQuery(database, engine: engine)
        let harness = SourceViewHarness(query)
        #expect(await eventually { query.hasLoaded && witness.hasLoaded })

        for round in 0..<3 {
            query.pauseObservation()
            #expect(query.isObservationPaused)
            let shown = query.snapshot
            let updates = harness.updates.count
            try await commitEdits(database, round: round)
            let fresh = try await database.fetchAll()
            #expect(await eventually { shownSections(witness.snapshot) == expectedSections(fresh) })
            #expect(query.snapshot == shown, "round \(round): a paused query changed")
            #expect(harness.updates.count == updates, "round \(round): a paused query published")

            query.resumeObservation()
            #expect(!query.isObservationPaused)
            #expect(await eventually { shownSections(query.snapshot) == expectedSections(fresh) }, "round \(round)")
            #expect(harness.updates.count == updates + 1, "round \(round): one update catches up")
            #expect(harness.updates.last?.isReload == false, "round \(round): the catch-up is animated")

            // And it follows commits again.
            try await database.pool.write { db in try Contact(id: Int64(2_000 + round), name: "after", team: 0).insert(db) }
            #expect(await eventually { query.snapshot.contains(id: Int64(2_000 + round)) }, "round \(round)")
        }
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        // Pausing twice and resuming twice are harmless.
        query.pauseObservation()
        query.pauseObservation()
        query.resumeObservation()
        query.resumeObservation()
        #expect(!query.isObservationPaused)
    }

    /// A request changed while paused is fetched on resuming, not before.
    @Test(arguments: engines)
    func aRequestChangedWhilePausedIsFetchedOnResuming(engine: LiveQueryEngine) async throws {
        let database = try TemporaryDatabase(rows: 12)
        let query = makeQuery(database, engine: engine)
        let harness = SourceViewHarness(query)
        #expect(await eventually { query.hasLoaded })
        query.pauseObservation()
        let shown = query.snapshot
        query.setRequest(LiveQueryRequest { Contact.filter(Column("team") == 1) })
        query.restart()
        // The witness of the other test is not needed: a paused query starts
        // no observation, so nothing can arrive.
        await Task.yield()
        #expect(query.snapshot == shown)
        query.resumeObservation()
        #expect(await eventually { query.snapshot.sections.allSatisfy { $0.items.allSatisfy { $0.team == 1 } } })
        #expect(query.numberOfItems == 4)
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }
}
