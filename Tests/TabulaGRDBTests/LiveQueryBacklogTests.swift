import Foundation
import GRDB
import Tabula
@testable import TabulaGRDB
import TabulaTesting
import Testing

/// However fast the database is written and however slowly the list applies
/// updates, a query is never further behind than one step: the commits that
/// arrive while a step is applied are merged into the next one, and every
/// published snapshot is still a committed state, in commit order.
@MainActor
@Suite struct LiveQueryBacklogTests {
    /// A committed state: its position in commit order and the rows then.
    struct Commit: Sendable {
        var number: Int
        var contacts: [Contact]
    }

    /// How far the writers are, shared with the slow list.
    struct Progress {
        var commits = 0
        var done = false
    }

    func makeQuery(_ database: TemporaryDatabase, engine: LiveQueryEngine) -> LiveQuery<Contact, Int> {
        LiveQuery(
            database: database.pool, request: LiveQueryRequest { Contact.all() },
            sectionKey: { $0.team }, sectionOrder: .ascending, order: [.ascending(\.name)], engine: engine
        )
    }

    /// Two writers through the query's pool and one through a queue of its
    /// own on the same file, which the query notices with its periodic check,
    /// commit as fast as they can while the list is slow: every update holds
    /// the main actor until three more commits have landed. Every commit
    /// also writes its number in a marker row, so that no two committed
    /// states look alike and a mixed one matches none.
    @Test(arguments: [LiveQueryEngine.refetch, .incremental(threshold: 6)], [11 as UInt64, 12])
    func fastWritersAndASlowListMergeCommitsAndShowOnlyCommittedStates(engine: LiveQueryEngine, seed: UInt64) async throws {
        let database = try TemporaryDatabase(rows: 40)
        let initial = try await database.pool.write { db in
            try Self.mark(db, commit: 0)
            return Commit(number: 0, contacts: try Contact.fetchAll(db))
        }
        let query = makeQuery(database, engine: engine)
        query.otherConnectionsCheckInterval = 0.01
        #expect(await eventually { query.hasLoaded })
        let harness = SourceViewHarness(query)
        let progress = Locked(Progress())
        let slow = query.observe { _ in Self.waitForCommits(3, progress: progress) }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let other = try DatabaseQueue(path: database.pool.path, configuration: configuration)

        let transactions = 40
        let writers: [any DatabaseWriter] = [database.pool, database.pool, other]
        let writersCount = writers.count
        let commits = try await withThrowingTaskGroup(of: [Commit].self) { group in
            for (index, writer) in writers.enumerated() {
                group.addTask {
                    try await Self.write(writer, index: index, seed: seed &* 31 &+ UInt64(index), transactions: transactions, progress: progress)
                }
            }
            var all: [Commit] = [initial]
            for try await part in group { all += part }
            return all.sorted { $0.number < $1.number }
        }
        progress.withLock { $0.done = true }
        try other.close()

        let final = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == final }, "after the writers stop, the list equals a fresh fetch")
        #expect(query.error == nil)
        #expect(harness.problems.isEmpty, "\(harness.problems.prefix(5))")
        #expect(commits.count == 1 + writersCount * transactions)
        // Each update waited for three commits: most commits were merged.
        #expect(harness.updates.count * 2 < commits.count, "\(harness.updates.count) updates for \(commits.count) commits")

        // Each published snapshot matches a commit no earlier than the previous one's.
        expectCommittedStatesInOrder(harness.snapshots, committed: commits.map(\.contacts))
        slow.cancel()
    }

    /// Holds the main actor, as a slow list would, until `count` more
    /// commits have landed or the writers are done; a generous bound on the
    /// polls turns a stall into a slow test, never a hang.
    nonisolated static func waitForCommits(_ count: Int, progress: Locked<Progress>) {
        let start = progress.withLock { $0.commits }
        for _ in 0..<20_000 {
            let (commits, done) = progress.withLock { ($0.commits, $0.done) }
            if done || commits >= start + count { return }
            usleep(100)
        }
    }

    /// Writes the commit's number in the marker row, id 0, which every
    /// committed state then holds, each with its own name.
    nonisolated static func mark(_ db: Database, commit number: Int) throws {
        try db.execute(
            sql: "INSERT INTO contact (id, name, team) VALUES (0, ?, 0) ON CONFLICT (id) DO UPDATE SET name = excluded.name",
            arguments: ["g\(number)"]
        )
    }

    /// Commits `transactions` random transactions through `writer`, back to
    /// back; returns them, numbered in commit order.
    nonisolated static func write(
        _ writer: any DatabaseWriter, index: Int, seed: UInt64, transactions: Int, progress: Locked<Progress>
    ) async throws -> [Commit] {
        var rng = SplitMix64(seed: seed)
        var commits: [Commit] = []
        var nextID = Int64(1_000 * (index + 1))
        for _ in 0..<transactions {
            let edits = Int.random(in: 1...3, using: &rng)
            let generator = rng
            let firstID = nextID
            nextID += 10
            let (commit, next) = try await writer.writeWithoutTransaction { db -> (Commit, SplitMix64) in
                var rng = generator
                var id = firstID
                var commit = Commit(number: -1, contacts: [])
                // Immediate: a queue's deferred transaction that reads first
                // could not take the write lock once another connection committed.
                try db.inTransaction(.immediate) {
                    try LiveQueryStressTests.edit(db, count: edits, rng: &rng, nextID: &id)
                    // Numbered while the write lock is held: commit order.
                    try db.execute(sql: "UPDATE commitCounter SET value = value + 1")
                    let number = try Int.fetchOne(db, sql: "SELECT value FROM commitCounter") ?? -1
                    try Self.mark(db, commit: number)
                    commit = Commit(number: number, contacts: try Contact.fetchAll(db))
                    return .commit
                }
                return (commit, rng)
            }
            rng = next
            commits.append(commit)
            progress.withLock { $0.commits += 1 }
        }
        return commits
    }

    /// While one step is applied, five commits arrive: the next step applies
    /// them all, as one update.
    @Test func commitsArrivingDuringAStepAreAppliedInTheNextOne() async throws {
        let database = try TemporaryDatabase(rows: 20)
        let query = makeQuery(database, engine: .incremental(threshold: 100))
        query.otherConnectionsCheckInterval = nil
        #expect(await eventually { query.hasLoaded })
        let harness = SourceViewHarness(query)
        var committedDuringStep = false
        var failures: [String] = []
        let token = query.observe { [pool = database.pool] _ in
            guard !committedDuringStep else { return }
            committedDuringStep = true
            // On the main actor, in the middle of applying the first step:
            // the writer commits meanwhile, as it would while a list is slow.
            for round in 0..<5 {
                do {
                    try pool.write { db in
                        try db.execute(sql: "UPDATE contact SET name = ?, team = ? WHERE id = ?", arguments: ["r\(round)", round % 3, round + 2])
                        try Contact(id: Int64(100 + round), name: "new", team: round % 3).insert(db)
                    }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        try await database.pool.write { db in try db.execute(sql: "DELETE FROM contact WHERE id = 1") }
        #expect(await eventually { committedDuringStep })
        let expected = expectedSections(try await database.fetchAll())
        #expect(await eventually { shownSections(query.snapshot) == expected })
        #expect(failures.isEmpty, "\(failures)")
        #expect(harness.updates.count == 2, "one update for the first commit, one for the five merged")
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        token.cancel()
    }

    /// Registers an incremental observer of `Contact.all()` on `writer`,
    /// out of any query, to take its steps by hand.
    func observer(on writer: any DatabaseWriter, threshold: Int = 100) async throws -> (IncrementalObserver<Contact>, rows: Int) {
        let incremental = try #require(LiveQueryRequest<Contact> { Contact.all() }.incremental)
        let registered = try await LiveQuery<Contact, Int>.registerObserver(incremental, on: writer, threshold: threshold)
        return (try #require(registered.observer as? IncrementalObserver<Contact>), registered.rows.count)
    }

    /// What a step found, by rowid, and the rowids it was asked about.
    func rows(_ change: IncrementalChange<Contact>?) -> (touched: Set<Int64>, found: [Int64: String])? {
        guard case .rows(let touched, let found) = change else { return nil }
        return (touched, Dictionary(found.map { ($0.rowID, $0.record.name) }, uniquingKeysWith: { first, _ in first }))
    }

    /// Commits merged: the rows they touched are fetched once, at the last
    /// commit's state; a whole fetch pending replaces every row change before
    /// and after it. With a pool and with a queue.
    @Test(arguments: [false, true])
    func pendingCommitsMergeAndAWholeFetchReplacesThem(queue: Bool) async throws {
        let database = try TemporaryDatabase(rows: 10)
        let writer: any DatabaseWriter = queue ? try DatabaseQueue(path: database.pool.path) : database.pool
        let (observer, count) = try await observer(on: writer)
        #expect(count == 10)
        #expect(await observer.takeStep(on: writer) == nil, "nothing committed, nothing to fetch")

        try await writer.write { db in try db.execute(sql: "UPDATE contact SET name = 'a' WHERE id IN (1, 2)") }
        try await writer.write { db in try db.execute(sql: "UPDATE contact SET name = 'b' WHERE id = 2") }
        try await writer.write { db in try db.execute(sql: "DELETE FROM contact WHERE id = 3") }
        let merged = try #require(rows(await observer.takeStep(on: writer)))
        #expect(merged.touched == [1, 2, 3])
        #expect(merged.found == [1: "a", 2: "b"], "each row at the last commit's state; row 3 is gone")
        #expect(await observer.takeStep(on: writer) == nil)

        try await writer.write { db in try db.execute(sql: "UPDATE contact SET name = 'c' WHERE id = 4") }
        try await writer.write { db in try db.notifyChanges(in: Table("contact")) }
        try await writer.write { db in try db.execute(sql: "UPDATE contact SET name = 'd' WHERE id = 5") }
        guard case .all(let all) = await observer.takeStep(on: writer) else {
            Issue.record("a pending whole fetch replaces the row changes")
            return
        }
        #expect(all.count == 9)
        #expect(all.first { $0.rowID == 4 }?.record.name == "c" && all.first { $0.rowID == 5 }?.record.name == "d")
        #expect(await observer.takeStep(on: writer) == nil)

        // More rows merged than the threshold: a whole fetch too.
        let (small, _) = try await self.observer(on: writer, threshold: 2)
        for id in 6...8 {
            try await writer.write { db in try db.execute(sql: "UPDATE contact SET team = 9 WHERE id = ?", arguments: [id]) }
        }
        guard case .all = await small.takeStep(on: writer) else {
            Issue.record("past the threshold, merged rows are fetched whole")
            return
        }
        if let queue = writer as? DatabaseQueue { try queue.close() }
    }

    /// Rows, merged from several commits or of one, are fetched whole only
    /// past the threshold and a quarter of the result: a slow list does not
    /// turn every step into a whole fetch, nor does a bulk edit of a few rows
    /// in a long list.
    @Test func mergedRowsAreFetchedWholeOnlyPastAQuarterOfTheResult() async throws {
        let database = try TemporaryDatabase(rows: 40)
        let writer = database.pool
        let (observer, count) = try await observer(on: writer, threshold: 2)
        #expect(count == 40)
        for id in 1...6 {
            try await writer.write { db in try db.execute(sql: "UPDATE contact SET team = 9 WHERE id = ?", arguments: [id]) }
        }
        let merged = try #require(rows(await observer.takeStep(on: writer)), "6 merged rows of 40, past the threshold of 2: fetched by rowid")
        #expect(merged.touched == Set(1...6))
        for id in 1...11 {
            try await writer.write { db in try db.execute(sql: "UPDATE contact SET team = 8 WHERE id = ?", arguments: [id]) }
        }
        guard case .all = await observer.takeStep(on: writer) else {
            Issue.record("11 merged rows of 40, past a quarter: fetched whole")
            return
        }
        try await writer.write { db in try db.execute(sql: "UPDATE contact SET name = 'bulk' WHERE id IN (1, 2, 3)") }
        let bulk = try #require(rows(await observer.takeStep(on: writer)), "one transaction of 3 rows of 40: fetched by rowid")
        #expect(bulk.touched == [1, 2, 3] && bulk.found == [1: "bulk", 2: "bulk", 3: "bulk"])
        try await writer.write { db in try db.execute(sql: "UPDATE contact SET team = 6 WHERE id <= 11") }
        guard case .all = await observer.takeStep(on: writer) else {
            Issue.record("one transaction of 11 rows of 40, past a quarter: fetched whole")
            return
        }
    }

    /// A step fetches more rows by rowid than one SQLite statement may
    /// name: in several statements, every row found, from one snapshot.
    @Test func manyRowsAreFetchedByRowIDInSeveralStatements() async throws {
        let database = try TemporaryDatabase(rows: 10_000)
        let writer = database.pool
        let (observer, _) = try await observer(on: writer, threshold: 10)
        try await writer.write { db in try db.execute(sql: "UPDATE contact SET name = 'many' WHERE id <= 2345") }
        let found = try #require(rows(await observer.takeStep(on: writer)), "2,345 rows of 10,000, under a quarter: fetched by rowid")
        #expect(found.touched == Set(1...2345))
        #expect(found.found == Dictionary(uniqueKeysWithValues: (1...2345).map { (Int64($0), "many") }))
    }

    /// Another connection's commit reaches no observer: the next step, which
    /// could not know its rows, fetches every row instead of mixing states.
    @Test func anotherConnectionsCommitTurnsTheNextStepIntoAWholeFetch() async throws {
        let database = try TemporaryDatabase(rows: 10)
        let (observer, _) = try await observer(on: database.pool)
        let other = try DatabaseQueue(path: database.pool.path)
        try await other.write { db in try db.execute(sql: "UPDATE contact SET name = 'other' WHERE id = 2") }
        try await database.pool.write { db in try db.execute(sql: "UPDATE contact SET name = 'own' WHERE id = 1") }
        guard case .all(let all) = await observer.takeStep(on: database.pool) else {
            Issue.record("the rows of row 1 alone would show row 2 as it was before")
            return
        }
        #expect(all.first { $0.rowID == 1 }?.record.name == "own" && all.first { $0.rowID == 2 }?.record.name == "other")
        // The next step, with no other commit, goes row by row again.
        try await database.pool.write { db in try db.execute(sql: "UPDATE contact SET name = 'again' WHERE id = 3") }
        #expect(rows(await observer.takeStep(on: database.pool))?.found == [3: "again"])
        try other.close()
    }
}
