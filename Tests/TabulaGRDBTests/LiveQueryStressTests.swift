import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// Several writers commit random edits concurrently while a live query
/// follows; every snapshot it publishes must be the query's result at some
/// committed state, in commit order, and every update must pass the view.
@MainActor
@Suite struct LiveQueryStressTests {
    /// A committed state: its position in commit order and the rows then.
    struct Commit: Sendable {
        var number: Int
        var contacts: [Contact]
    }

    /// Both engines; the incremental one with a threshold low enough that
    /// bulk edits fall back to a whole fetch while small ones go row by row.
    @Test(arguments: [LiveQueryEngine.refetch, .incremental(threshold: 6)], [1 as UInt64, 2, 3])
    func everyPublishedSnapshotIsACommittedStateInCommitOrder(engine: LiveQueryEngine, seed: UInt64) async throws {
        let database = try TemporaryDatabase(rows: 60)
        let initial = Commit(number: 0, contacts: try await database.fetchAll())
        let query = LiveQuery<Contact, Int>(
            database: database.pool, request: LiveQueryRequest { Contact.all() },
            sectionKey: { $0.team }, sectionOrder: .ascending, order: [.ascending(\.name)], engine: engine
        )
        let harness = SourceViewHarness(query)

        let commits = try await withThrowingTaskGroup(of: [Commit].self) { group in
            for writer in 0..<3 {
                group.addTask {
                    try await Self.write(database.pool, writer: writer, seed: seed &* 31 &+ UInt64(writer), transactions: 40)
                }
            }
            var all: [Commit] = [initial]
            for try await part in group { all += part }
            return all.sorted { $0.number < $1.number }
        }

        let final = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == final }, "after the writers stop, the list equals a fresh fetch")
        #expect(query.error == nil)
        // How many snapshots the query publishes depends on scheduling: with
        // the main actor busy (other suites run alongside), every commit may
        // coalesce into one. Correctness is what is checked: each snapshot
        // is a committed state, in order, and the end is a fresh fetch.
        #expect(!harness.snapshots.isEmpty)
        #expect(harness.problems.isEmpty, "\(harness.problems.prefix(5))")

        // Each published snapshot matches a commit no earlier than the previous one's.
        expectCommittedStatesInOrder(harness.snapshots, committed: commits.map(\.contacts))
    }

    /// Runs `transactions` random transactions; returns the committed ones,
    /// numbered in commit order.
    nonisolated static func write(_ pool: DatabasePool, writer: Int, seed: UInt64, transactions: Int) async throws -> [Commit] {
        var rng = SplitMix64(seed: seed)
        var commits: [Commit] = []
        var nextID = Int64(1_000 * (writer + 1))
        for _ in 0..<transactions {
            let roll = Int.random(in: 0..<10, using: &rng)
            let edits = Int.random(in: 1...4, using: &rng)
            let generator = rng
            let firstID = nextID
            nextID += 10
            if roll == 0 {
                // A rolled-back transaction: never shown.
                try await pool.writeWithoutTransaction { db in
                    try db.inTransaction {
                        var rng = generator
                        var id = firstID
                        try Self.edit(db, count: edits, rng: &rng, nextID: &id)
                        return .rollback
                    }
                }
            } else {
                let commit = try await pool.write { db -> Commit in
                    var rng = generator
                    var id = firstID
                    try Self.edit(db, count: edits, rng: &rng, nextID: &id)
                    if roll == 1 {
                        // A savepoint rolled back inside a committed transaction.
                        try db.inSavepoint {
                            try Self.edit(db, count: 3, rng: &rng, nextID: &id)
                            return .rollback
                        }
                    }
                    // Numbered while the write lock is held: commit order.
                    try db.execute(sql: "UPDATE commitCounter SET value = value + 1")
                    let number = try Int.fetchOne(db, sql: "SELECT value FROM commitCounter") ?? -1
                    return Commit(number: number, contacts: try Contact.fetchAll(db))
                }
                commits.append(commit)
            }
            // Several transactions of one writer, back to back, let the
            // observation merge commits; others let it see each one.
            if Int.random(in: 0..<3, using: &rng) == 0 { await Task.yield() }
        }
        return commits
    }

    /// Random edits: inserts, renames (moves within a section), team changes
    /// (moves across sections), deletes, bulk changes.
    nonisolated static func edit(_ db: Database, count: Int, rng: inout SplitMix64, nextID: inout Int64) throws {
        for _ in 0..<count {
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM contact")
            let target = ids.isEmpty ? nil : ids[Int.random(in: 0..<ids.count, using: &rng)]
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                try Contact(id: nextID, name: "n\(Int.random(in: 0..<9, using: &rng))", team: Int.random(in: 0..<4, using: &rng)).insert(db)
                nextID += 1
            case 2:
                guard let target else { continue }
                try db.execute(sql: "UPDATE contact SET name = ? WHERE id = ?", arguments: ["n\(Int.random(in: 0..<9, using: &rng))", target])
            case 3:
                guard let target else { continue }
                try db.execute(sql: "UPDATE contact SET team = ?, name = ? WHERE id = ?",
                               arguments: [Int.random(in: 0..<4, using: &rng), "n\(Int.random(in: 0..<9, using: &rng))", target])
            case 4:
                guard let target else { continue }
                try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [target])
            default:
                try db.execute(sql: "UPDATE contact SET name = name || 'x' WHERE team = ?", arguments: [Int.random(in: 0..<4, using: &rng)])
            }
        }
    }
}
