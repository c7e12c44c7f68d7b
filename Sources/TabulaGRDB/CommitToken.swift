import GRDB

/// What the writer's connection can tell about the commits made so far, read
/// in one go: it changes with every commit, and says whose.
///
/// - `PRAGMA data_version` changes when *another* connection committed: another
///   `DatabaseQueue` or `DatabasePool` on the same file, another process. No
///   transaction observer of this writer sees those commits.
/// - `total_changes()` counts the rows this connection changed.
/// - `PRAGMA schema_version` changes with every change of the schema, whoever
///   made it.
@usableFromInline
struct CommitToken: Equatable, Sendable {
    @usableFromInline var dataVersion: Int
    @usableFromInline var ownChanges: Int
    @usableFromInline var schemaVersion: Int

    /// Reads the token on `db`, which must be the writer's connection:
    /// `data_version` compares only between reads on one connection. O(1).
    @usableFromInline
    init(_ db: Database) throws {
        let row = try Row.fetchOne(db, sql: "SELECT total_changes()") ?? [:]
        dataVersion = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
        ownChanges = row[0] ?? 0
        schemaVersion = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
    }
}
