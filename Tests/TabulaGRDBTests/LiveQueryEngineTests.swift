import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// What both engines must do alike.
@MainActor
@Suite struct LiveQueryEngineTests {
    nonisolated static let engines: [LiveQueryEngine] = [.refetch, .incremental(threshold: 100)]

    private func makeQuery(
        _ database: TemporaryDatabase, engine: LiveQueryEngine,
        request: LiveQueryRequest<Contact> = LiveQueryRequest { Contact.all() }
    ) -> LiveQuery<Contact, Int> {
        LiveQuery(
            database: database.pool, request: request,
            sectionKey: { $0.team }, sectionOrder: .ascending, order: [.ascending(\.name)], engine: engine
        )
    }

    /// The first fetch is a fresh start: a view showing nothing reloads
    /// instead of animating every row in. Later results, a changed
    /// request's included, are diffed.
    @Test(arguments: engines)
    func theFirstFetchIsAReloadAndLaterOnesAreDiffed(engine: LiveQueryEngine) async throws {
        // Above the controller's background threshold, and below it.
        for rows in [12, 12_000] {
            let database = try TemporaryDatabase(rows: rows)
            let query = makeQuery(database, engine: engine)
            let harness = SourceViewHarness(query)
            #expect(await eventually { query.hasLoaded })
            try await database.pool.write { db in
                try Contact(id: 100_000, name: "a", team: 5).insert(db)
            }
            #expect(await eventually { query.snapshot.contains(id: 100_000) })
            query.setRequest(LiveQueryRequest { Contact.filter(Column("team") != 5) })
            #expect(await eventually { !query.snapshot.contains(id: 100_000) })
            #expect(harness.updates.first?.isReload == true, "\(rows) rows")
            #expect(harness.updates.count >= 3, "\(rows) rows")
            #expect(harness.updates.dropFirst().allSatisfy { !$0.isReload }, "\(rows) rows")
            #expect(harness.problems.isEmpty, "\(rows) rows: \(harness.problems)")
        }
    }

    @Test(arguments: engines)
    func theQueryIsReleasedWithItsObservation(engine: LiveQueryEngine) async throws {
        let database = try TemporaryDatabase(rows: 5)
        weak var released: LiveQuery<Contact, Int>?
        do {
            let query = makeQuery(database, engine: engine)
            released = query
            #expect(await eventually { query.hasLoaded })
        }
        #expect(await eventually { released == nil })
        // A commit after the query went away reaches nobody, and nothing traps.
        try await database.pool.write { db in try Contact(id: 99, name: "late", team: 0).insert(db) }
    }
}
