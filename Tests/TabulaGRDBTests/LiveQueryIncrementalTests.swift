import Foundation
import GRDB
import Tabula
@testable import TabulaGRDB
import TabulaTesting
import Testing

@MainActor
@Suite struct LiveQueryIncrementalTests {
    private func makeQuery(
        _ database: TemporaryDatabase, request: LiveQueryRequest<Contact> = LiveQueryRequest { Contact.all() }, threshold: Int = 100
    ) -> LiveQuery<Contact, Int> {
        LiveQuery(
            database: database.pool, request: request,
            sectionKey: { $0.team }, sectionOrder: .ascending, order: [.ascending(\.name)],
            engine: .incremental(threshold: threshold)
        )
    }

    @Test func appliesTouchedRowsAsInsertsUpdatesAndDeletes() async throws {
        let database = try TemporaryDatabase(rows: 30)
        let query = makeQuery(database)
        #expect(await eventually { query.hasLoaded })
        #expect(query.transactionObserver != nil, "the incremental engine follows a query-interface request")
        let harness = SourceViewHarness(query)

        // Each commit shown before the next is made: commits made while the
        // list applies one are merged into one update.
        let commits: [@Sendable (Database) throws -> Void] = [
            { db in try Contact(id: 100, name: "a", team: 1).insert(db) },
            { db in try db.execute(sql: "UPDATE contact SET team = 2, name = 'zz' WHERE id = 1") },
            { db in try db.execute(sql: "DELETE FROM contact WHERE id = 2") },
            // A new primary key for the same row: one identity leaves, another arrives.
            { db in try db.execute(sql: "UPDATE contact SET id = 200 WHERE id = 3") },
        ]
        for commit in commits {
            try await database.pool.write(commit)
            let expected = expectedSections(try await database.fetchAll())
            #expect(await eventually { shownSections(query.snapshot) == expected })
        }
        #expect(harness.updates.count == 4, "one update per commit")
        #expect(harness.updates.allSatisfy { !$0.isReload })
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func rowsLeavingAndEnteringAFilteredRequest() async throws {
        let database = try TemporaryDatabase(rows: 30)
        let query = makeQuery(database, request: LiveQueryRequest { Contact.filter(Column("team") != 1) })
        #expect(await eventually { query.hasLoaded })
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE contact SET team = 1 WHERE id IN (1, 3)")   // leave
            try db.execute(sql: "UPDATE contact SET team = 0 WHERE id = 2")         // enter
        }
        let expected = expectedSections(try await database.fetchAll().filter { $0.team != 1 })
        #expect(await eventually { shownSections(query.snapshot) == expected })
    }

    @Test func fallsBackToAWholeFetchAboveTheThresholdAndOnNotifiedChanges() async throws {
        let database = try TemporaryDatabase(rows: 50)
        let query = makeQuery(database, threshold: 5)
        #expect(await eventually { query.hasLoaded })
        let harness = SourceViewHarness(query)
        try await database.pool.write { db in try db.execute(sql: "UPDATE contact SET name = name || 'x' WHERE team = 0") }
        var expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })

        // notifyChanges names no rows: the engine cannot tell which, and
        // fetches everything.
        try await database.pool.write { db in
            try db.execute(sql: "UPDATE contact SET team = 3 WHERE id = 4")
            try db.notifyChanges(in: Table("contact"))
        }
        expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func aJoinedTableChangeIsFollowedByAWholeFetch() async throws {
        let database = try TemporaryDatabase(rows: 12)
        try await database.pool.write { db in
            try db.create(table: "team") { table in
                table.primaryKey("id", .integer)
                table.column("hidden", .boolean).notNull()
            }
            for id in 0..<4 { try db.execute(sql: "INSERT INTO team (id, hidden) VALUES (?, 0)", arguments: [id]) }
        }
        let visible = LiveQueryRequest<Contact> {
            Contact.filter(sql: "team NOT IN (SELECT id FROM team WHERE hidden)")
        }
        let query = makeQuery(database, request: visible)
        #expect(await eventually { query.numberOfItems == 12 })
        try await database.pool.write { db in try db.execute(sql: "UPDATE team SET hidden = 1 WHERE id = 2") }
        let expected = expectedSections(try await database.fetchAll().filter { $0.team != 2 })
        #expect(await eventually { shownSections(query.snapshot) == expected })
    }

    /// A migration that drops and re-creates the table, without
    /// `notifyChanges`: SQLite reports no deletions for a `DROP`, so only a
    /// whole fetch shows the committed rows. Then an `ALTER` the engine did
    /// not see coming, followed by row changes it does describe.
    @Test func aChangedSchemaIsFollowedByAWholeFetch() async throws {
        let database = try TemporaryDatabase(rows: 8)
        let query = makeQuery(database)
        #expect(await eventually { query.numberOfItems == 8 })
        let harness = SourceViewHarness(query)
        try await database.pool.write { db in
            try db.execute(sql: "DROP TABLE contact")
            try db.create(table: "contact") { table in
                table.primaryKey("id", .integer)
                table.column("name", .text).notNull()
                table.column("team", .integer).notNull()
            }
            for id in [100, 101, 102] { try Contact(id: Int64(id), name: "m", team: 0).insert(db) }
        }
        var expected = expectedSections(try await database.fetchAll())
        #expect(expected.flatMap { $0 }.map(\.id) == [100, 101, 102])
        #expect(await eventually { shownSections(query.snapshot) == expected })

        try await database.pool.write { db in
            try db.execute(sql: "ALTER TABLE contact ADD COLUMN note TEXT")
            try db.execute(sql: "UPDATE contact SET name = 'a' WHERE id = 101")
        }
        try await database.pool.write { db in try Contact(id: 103, name: "b", team: 1).insert(db) }
        expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })

        // Re-created empty: no row event at all in the transaction.
        try await database.pool.write { db in
            try db.execute(sql: "DROP TABLE contact")
            try db.execute(sql: "CREATE TABLE contact (id INTEGER PRIMARY KEY, name TEXT NOT NULL, team INTEGER NOT NULL)")
        }
        #expect(await eventually { query.numberOfItems == 0 })
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func requestsItCannotFollowUseTheRefetchEngine() async throws {
        let database = try TemporaryDatabase(rows: 8)
        let sql = makeQuery(database, request: .sql("SELECT * FROM contact WHERE team = 1"))
        try await database.pool.write { db in
            try db.execute(sql: "CREATE TABLE keyed (id INTEGER PRIMARY KEY, name TEXT NOT NULL, team INTEGER NOT NULL) WITHOUT ROWID")
            try db.execute(sql: "INSERT INTO keyed SELECT * FROM contact")
        }
        struct Keyed: Codable, FetchableRecord, TableRecord, Identifiable, Equatable, Sendable {
            static let databaseTableName = "keyed"
            var id: Int64
            var name: String
            var team: Int
        }
        let withoutRowID = LiveQuery<Keyed, Never>(
            database: database.pool, request: LiveQueryRequest { Keyed.all() }, engine: .incremental
        )
        #expect(await eventually { sql.numberOfItems == 3 && withoutRowID.numberOfItems == 8 })
        #expect(sql.transactionObserver == nil)
        #expect(withoutRowID.transactionObserver == nil)
        try await database.pool.write { db in
            try db.execute(sql: "INSERT INTO keyed (id, name, team) VALUES (99, 'k', 0)")
            // SQLite reports no change of a WITHOUT ROWID table: GRDB asks the writer to tell.
            try db.notifyChanges(in: Table("keyed"))
            try db.execute(sql: "UPDATE contact SET team = 1 WHERE id = 1")
        }
        #expect(await eventually { sql.numberOfItems == 4 && withoutRowID.numberOfItems == 9 })
        #expect(sql.error == nil && withoutRowID.error == nil)
    }
}
