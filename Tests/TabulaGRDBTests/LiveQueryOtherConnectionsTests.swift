import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// Commits made through other connections to the database file — a second
/// `DatabaseQueue` in the process, the `sqlite3` command in another process —
/// reach no observer of the query's writer; the query notices them with its
/// periodic check and shows them, with either engine, every update checked by
/// a headless view, the list equal to a fresh fetch at the end.
@MainActor
@Suite struct LiveQueryOtherConnectionsTests {
    nonisolated static let engines: [LiveQueryEngine] = [.refetch, .incremental(threshold: 500)]

    func makeQuery(_ database: TemporaryDatabase, engine: LiveQueryEngine) -> LiveQuery<Contact, Int> {
        let query = LiveQuery<Contact, Int>(
            database: database.pool, request: LiveQueryRequest { Contact.all() }, sectionKey: { $0.team },
            sectionOrder: .ascending, order: [.ascending(\.name)], engine: engine
        )
        query.otherConnectionsCheckInterval = 0.01
        return query
    }

    @Test("Another connection's inserts, updates and deletes show", arguments: engines)
    func anotherConnectionsCommitsShow(engine: LiveQueryEngine) async throws {
        let database = try TemporaryDatabase(rows: 20)
        let query = makeQuery(database, engine: engine)
        #expect(await eventually { query.hasLoaded })
        let harness = SourceViewHarness(query)
        let other = try DatabaseQueue(path: database.pool.path)
        for step in 0..<12 {
            try await other.write { db in
                switch step % 3 {
                case 0:
                    try Contact(id: 100 + Int64(step), name: "o\(step % 5)", team: step % 4).insert(db)
                case 1:
                    try db.execute(sql: "UPDATE contact SET name = 'u\(step)', team = team + 1 WHERE id = (SELECT MIN(id) FROM contact)")
                default:
                    try db.execute(sql: "DELETE FROM contact WHERE id = (SELECT MAX(id) FROM contact)")
                }
            }
            // Own writes in between: the engines follow those as always.
            if step % 4 == 0 {
                try await database.pool.write { db in try Contact(id: 1_000 + Int64(step), name: "own", team: 0).insert(db) }
            }
        }
        let expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected }, "\(engine): shows \(shownSections(query.snapshot)), expected \(expected), error \(String(describing: query.error))")
        #expect(harness.problems.isEmpty, "\(engine): \(harness.problems)")
        #expect(query.error == nil)
        try other.close()
    }

    // `Process` exists on Linux and macOS only.
    #if os(Linux) || os(macOS)
    @Test("Another process's commit shows", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")),
          arguments: engines)
    func anotherProcessesCommitShows(engine: LiveQueryEngine) async throws {
        let database = try TemporaryDatabase(rows: 5)
        let query = makeQuery(database, engine: engine)
        #expect(await eventually { query.hasLoaded })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database.pool.path, "INSERT INTO contact (id, name, team) VALUES (77, 'from afar', 3)"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let expected = expectedSections(try await database.fetchAll())
        #expect(expected.joined().contains { $0.id == 77 })
        #expect(await eventually { shownSections(query.snapshot) == expected }, "\(engine)")
    }
    #endif

    @Test("A query that failed recovers on the commit that fixes its request, with no restart")
    func recoversOnTheFixingCommit() async throws {
        let database = try TemporaryDatabase(rows: 6)
        let query = makeQuery(database, engine: .refetch)
        var errors = 0
        query.onError = { _ in errors += 1 }
        #expect(await eventually { query.numberOfItems == 6 })
        try await database.dropContactTable()
        #expect(await eventually { errors >= 1 && query.error != nil })
        #expect(query.numberOfItems == 6, "the last good result stays")
        try await database.recreateContactTable(with: [Contact(id: 1, name: "back", team: 0)])
        #expect(await eventually { query.error == nil && query.numberOfItems == 1 })
    }

    @Test("With checks off, the engines follow their own writer as before")
    func checksOff() async throws {
        let database = try TemporaryDatabase(rows: 3)
        let query = makeQuery(database, engine: .incremental(threshold: 500))
        query.otherConnectionsCheckInterval = nil
        #expect(await eventually { query.hasLoaded })
        try await database.pool.write { db in try Contact(id: 50, name: "own", team: 1).insert(db) }
        let expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })
    }
}
