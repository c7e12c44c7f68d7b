import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// The record of the live query tests: a section key (`team`), a sort key
/// (`name`, often equal between rows, so the identifier must break ties).
struct Contact: Codable, FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int64
    var name: String
    var team: Int

    var description: String { "\(id)(\(name) t\(team))" }
}

/// A fresh database in a temporary file, with a `contact` table, removed at the end.
final class TemporaryDatabase: Sendable {
    let pool: DatabasePool
    private let directory: URL

    init(rows: Int = 0) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-grdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Other connections to the file may write at the same time: wait
        // for the write lock rather than fail at once.
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        pool = try DatabasePool(path: directory.appendingPathComponent("db.sqlite").path, configuration: configuration)
        try pool.write { db in
            try Self.createContactTable(db)
            // Numbers transactions in commit order: each logged transaction
            // increments it while it holds the write lock.
            try db.create(table: "commitCounter") { table in
                table.column("value", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO commitCounter (value) VALUES (0)")
            for index in 0..<rows {
                try Contact(id: Int64(index + 1), name: "n\(index % 7)", team: index % 3).insert(db)
            }
        }
    }

    /// Creates the `contact` table, as the database starts with it.
    static func createContactTable(_ db: Database) throws {
        try db.create(table: "contact") { table in
            table.primaryKey("id", .integer)
            table.column("name", .text).notNull()
            table.column("team", .integer).notNull()
        }
    }

    /// Drops the `contact` table in one commit that an observation of it
    /// hears: SQLite reports no row change for a dropped table, so the commit
    /// says the table changes (while it still exists, so that GRDB can
    /// resolve its name), and the observation fetches again, and fails.
    func dropContactTable() async throws {
        try await pool.write { db in
            try db.notifyChanges(in: Table("contact"))
            try db.drop(table: "contact")
        }
    }

    /// Creates the `contact` table again, holding `contacts`, in one commit.
    func recreateContactTable(with contacts: [Contact]) async throws {
        try await pool.write { db in
            try Self.createContactTable(db)
            for contact in contacts { try contact.insert(db) }
        }
    }

    /// Every contact, as a fresh read sees them.
    func fetchAll() async throws -> [Contact] {
        try await pool.read { db in try Contact.fetchAll(db) }
    }

    deinit {
        try? pool.close()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// What a query sectioned by team (ascending) and sorted by name shows for
/// `contacts`: an independent restatement, grouped and sorted from scratch.
func expectedSections(_ contacts: [Contact], sectioned: Bool = true) -> [[Contact]] {
    let sorted = contacts.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    guard sectioned else { return sorted.isEmpty ? [[]] : [sorted] }
    let teams = Set(contacts.map(\.team)).sorted()
    return teams.map { team in sorted.filter { $0.team == team } }
}

/// The items of a published snapshot, section by section.
/// Records an issue unless each of `snapshots` shows one of the `committed`
/// states (the table's contacts after each commit, in commit order), no
/// earlier than the one the snapshot before showed.
func expectCommittedStatesInOrder(
    _ snapshots: [ListSnapshot<Contact, Int>], committed: [[Contact]], sourceLocation: SourceLocation = #_sourceLocation
) {
    let states = committed.map { expectedSections($0) }
    var position = 0
    for (index, snapshot) in snapshots.enumerated() {
        guard let match = states[position...].firstIndex(of: shownSections(snapshot)) else {
            Issue.record("snapshot \(index) of \(snapshots.count) is no committed state at or after commit \(position)",
                         sourceLocation: sourceLocation)
            return
        }
        position = match
    }
}

func shownSections(_ snapshot: ListSnapshot<Contact, Int>) -> [[Contact]] {
    snapshot.sections.map { Array($0.items) }
}

/// The items of a flat query's snapshot.
func shownSections(_ snapshot: ListSnapshot<Contact, Never>) -> [[Contact]] {
    snapshot.sections.map { Array($0.items) }
}

/// Waits until `condition` holds, polling between turns of the main actor;
/// `false` when it still fails after about `seconds` of polls. The bound
/// counts polls, not wall time: when other tests hold the main actor for a
/// long stretch, a deadline could pass before the query's next turn, while a
/// poll count only ends after the query has had that many turns. A generous
/// bound turns a hang into a failure; it is never a timing assertion.
@MainActor
func eventually(within seconds: Double = 60, _ condition: @MainActor () -> Bool) async -> Bool {
    let interval = 5, polls = Int(seconds * 1000) / interval
    for _ in 0..<polls {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: UInt64(interval) * 1_000_000)  // `sleep(for:)` needs iOS 16
    }
    return condition()
}

