import Foundation
import GRDB
import Tabula
import TabulaGRDB
import Testing

@MainActor
@Suite struct LiveQueryErrorTests {
    @Test func aQueryOnAMissingTableDeliversTheError() async throws {
        let database = try TemporaryDatabase()
        let query = LiveQuery<Contact, Never>(
            database: database.pool,
            request: .sql("SELECT * FROM nowhere")
        )
        var delivered: [String] = []
        query.onError = { delivered.append(String(describing: $0)) }
        #expect(await eventually { query.error != nil })
        #expect(query.error is DatabaseError)
        #expect(!query.hasLoaded)
        #expect(query.snapshot.numberOfItems == 0)
    }

    @Test func droppingTheObservedTableDeliversAnErrorAndKeepsTheLastResult() async throws {
        let database = try TemporaryDatabase(rows: 6)
        let query = LiveQuery<Contact, Int>(
            database: database.pool, request: LiveQueryRequest { Contact.all() }, sectionKey: { $0.team }
        )
        var errors = 0
        query.onError = { _ in errors += 1 }
        #expect(await eventually { query.numberOfItems == 6 })
        try await database.dropContactTable()
        #expect(await eventually { errors == 1 })
        #expect(query.numberOfItems == 6, "the last good result stays")

        // Once the cause is fixed, a restart catches up.
        try await database.recreateContactTable(with: [Contact(id: 1, name: "back", team: 0)])
        query.restart()
        #expect(await eventually { query.numberOfItems == 1 })
        #expect(query.error == nil)
    }

    @Test func duplicateIdentifiersInAResultAreDeliveredNotTrapped() async throws {
        let database = try TemporaryDatabase(rows: 3)
        let query = LiveQuery<Contact, Never>(
            database: database.pool,
            request: .sql("SELECT * FROM contact UNION ALL SELECT * FROM contact")
        )
        #expect(await eventually { query.error != nil })
        #expect(query.error is ListControllerError)
    }

    @Test func aClosedDatabaseDeliversAnError() async throws {
        let database = try TemporaryDatabase(rows: 3)
        let query = LiveQuery<Contact, Never>(database: database.pool, request: LiveQueryRequest { Contact.all() })
        #expect(await eventually { query.numberOfItems == 3 })
        try database.pool.close()
        query.restart()
        #expect(await eventually { query.error != nil })
        #expect(query.numberOfItems == 3)
    }
}
