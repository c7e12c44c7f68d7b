import GRDB

/// What one committed transaction did to a live query's rows, as the
/// incremental engine sends it to the main actor, in commit order.
@usableFromInline
enum IncrementalChange<Record: FetchableRecord & Sendable>: Sendable {
    /// Every row of the request: the starting point, or a fallback refetch.
    case all([LiveQueryRequest<Record>.RowRecord])
    /// The rows with rowids in `touched` that the request now selects; a
    /// touched rowid without a row here left the request (deleted or filtered out).
    case rows(touched: Set<Int64>, found: [LiveQueryRequest<Record>.RowRecord])
    /// The fetch after a commit failed; the engine stops.
    case failure(any Error)
}

/// Collects the rowids each transaction touches in a live query's table and,
/// right after each commit, fetches those rows on the writer's connection, so
/// that every change sent reflects exactly one committed state, in order.
///
/// `@unchecked Sendable` because, once built, its mutable state is read and
/// written only on the writer's serial queue: in ``register(in:)``, which
/// runs in a write access, and in the callbacks GRDB makes there. The main
/// actor builds it, then only holds a reference to keep it alive; its
/// `deinit` only finishes the continuation, which is thread-safe.
final class IncrementalObserver<Record: FetchableRecord & Sendable>: TransactionObserver, @unchecked Sendable {
    private let request: LiveQueryRequest<Record>.Incremental
    /// What the request reads; set by ``register(in:)``.
    private var region = DatabaseRegion()
    private let threshold: Int
    /// Where changes go, in commit order; finished when the observer goes
    /// (with its query), which ends the query's task that applies them.
    private let changes: AsyncStream<IncrementalChange<Record>>.Continuation

    /// The names under which the observed table's rowid can be changed.
    private var rowIDNames: Set<String> = ["rowid", "oid", "_rowid_"]
    /// Whether the table has a unique constraint besides the rowid: an
    /// `INSERT OR REPLACE` or `UPDATE OR REPLACE` may then delete rows that
    /// SQLite does not report, so such statements call for a whole fetch.
    private var hasUniqueKeys = false
    /// Rowids touched in the observed table by the current transaction.
    private var touched: Set<Int64> = []
    /// Whether the current transaction must be followed by a whole fetch.
    private var needsRefetch = false
    /// Set after a failure: GRDB gives no way to report one and go on exactly.
    private var isStopped = false
    /// `PRAGMA schema_version` when the schema was last read. SQLite
    /// describes no row of a `DROP TABLE`, an `ALTER` or a re-created
    /// table, so a commit that moved it is followed by a whole fetch.
    private var schemaVersion: Int?

    init(
        request: LiveQueryRequest<Record>.Incremental, threshold: Int,
        changes: AsyncStream<IncrementalChange<Record>>.Continuation
    ) {
        self.request = request
        self.threshold = threshold
        self.changes = changes
    }

    deinit {
        changes.finish()
    }

    /// Fetches every row and starts observing, in one access to the writer
    /// so that no commit falls between the two.
    ///
    /// - Returns: Every row the request selects now.
    func register(in db: Database) throws -> [LiveQueryRequest<Record>.RowRecord] {
        let rows = try request.fetch(db, nil)
        try readSchema(db)
        // Held by the query, not by the database: it stops with the query.
        db.add(transactionObserver: self, extent: .observerLifetime)
        return rows
    }

    /// Reads what the observer needs to know of the schema: the request's
    /// region, the names of the table's rowid, whether it has other unique
    /// keys, and the schema's version, which tells when to read them again.
    private func readSchema(_ db: Database) throws {
        schemaVersion = try Int.fetchOne(db, sql: "PRAGMA schema_version")
        region = try request.region(db)
        let primaryKey = try db.primaryKey(request.table)
        rowIDNames = ["rowid", "oid", "_rowid_"]
        if let column = primaryKey.rowIDColumn { rowIDNames.insert(column.lowercased()) }
        let uniqueIndexes = try db.indexes(on: request.table).filter(\.isUnique)
        hasUniqueKeys = !(primaryKey.isRowID || primaryKey.rowIDColumn != nil) || !uniqueIndexes.isEmpty
    }

    /// GRDB asks as each statement is about to run, which lets the observer
    /// spot the statements whose effects the update hook does not fully tell.
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        guard !isStopped, region.isModified(byEventsOfKind: eventKind) else { return false }
        guard eventKind.tableName.lowercased() == request.table.lowercased() else { return true }
        switch eventKind {
        case .update(_, let columns):
            // A changed rowid is reported under the new rowid only, so the
            // row that held the old one would never be seen to leave.
            if hasUniqueKeys || columns.contains(where: { rowIDNames.contains($0.lowercased()) }) { needsRefetch = true }
        case .insert:
            if hasUniqueKeys { needsRefetch = true }
        case .delete:
            break
        }
        return true
    }

    func databaseDidChange(with event: DatabaseEvent) {
        guard !needsRefetch else {
            refetchAfterCommit()
            return
        }
        guard region.isModified(by: event) else { return }
        // Another table of the request (a join): which rows it affects is unknown.
        guard event.tableName.lowercased() == request.table.lowercased() else {
            refetchAfterCommit()
            return
        }
        touched.insert(event.rowID)
        if touched.count > threshold { refetchAfterCommit() }
    }

    /// `notifyChanges(in:)` or another change GRDB cannot describe.
    func databaseDidChange() {
        refetchAfterCommit()
    }

    func databaseDidCommit(_ db: Database) {
        defer { reset() }
        guard !isStopped else { return }
        do {
            // One read of the database header per commit.
            if try Int.fetchOne(db, sql: "PRAGMA schema_version") != schemaVersion {
                try readSchema(db)
                needsRefetch = true
            }
            guard needsRefetch || !touched.isEmpty else { return }
            if needsRefetch {
                changes.yield(.all(try request.fetch(db, nil)))
            } else {
                changes.yield(.rows(touched: touched, found: try request.fetch(db, touched)))
            }
        } catch {
            isStopped = true
            changes.yield(.failure(error))
        }
    }

    func databaseDidRollback(_ db: Database) {
        reset()
    }

    private func refetchAfterCommit() {
        needsRefetch = true
        touched = []
        // Nothing more of this transaction matters: a whole fetch follows.
        stopObservingDatabaseChangesUntilNextTransaction()
    }

    private func reset() {
        touched = []
        needsRefetch = false
    }
}
