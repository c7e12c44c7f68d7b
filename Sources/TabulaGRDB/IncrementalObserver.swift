import GRDB
import Tabula

/// What one step of the incremental engine sends to the main actor: the
/// change from the last state shown to one committed state, later than it.
@usableFromInline
enum IncrementalChange<Record: FetchableRecord & Sendable>: Sendable {
    /// Every row of the request: the starting point, or a fallback refetch.
    case all([LiveQueryRequest<Record>.RowRecord])
    /// The rows with rowids in `touched` that the request now selects; a
    /// touched rowid without a row here left the request (deleted or filtered out).
    case rows(touched: Set<Int64>, found: [LiveQueryRequest<Record>.RowRecord])
    /// A fetch failed; the engine stops.
    case failure(any Error)
}

/// What the commits not yet taken by a step changed, merged: the writer
/// adds to it after each commit, a step takes it whole.
struct PendingChanges {
    /// Rowids touched in the observed table by the merged commits.
    var touched: Set<Int64> = []
    /// Whether a merged commit calls for a whole fetch, which then replaces
    /// every row change merged before or after it.
    var needsWholeFetch = false
    /// A failure on the writer while recording a commit; the engine stops.
    var failure: (any Error)?
    /// Set once the engine has stopped after a failure: nothing more is recorded.
    var isStopped = false
    /// How many rows the request selected at the last whole fetch: about
    /// what a whole fetch costs, next to fetching merged rows by rowid.
    var rowCount = 0

    /// Whether a step has anything to do.
    var hasWork: Bool { !isStopped && (needsWholeFetch || failure != nil || !touched.isEmpty) }

    /// Merges a commit that touched `rows`, or that calls for a whole fetch.
    ///
    /// Rows, of one commit or merged from several, become a whole fetch only
    /// past `threshold` *and* a quarter of the result: *k* rows fetched by
    /// rowid cost O(*k* log *n*), a whole fetch and its diff O(*n*). Were the
    /// bound the threshold alone, a list slower than the writes would merge
    /// more rows per step, fetch everything, and be slower still.
    mutating func record(touched rows: Set<Int64>, wholeFetch: Bool, threshold: Int) {
        guard !needsWholeFetch else { return }
        touched.formUnion(rows)
        if wholeFetch || touched.count > Swift.max(threshold, rowCount / 4) { requireWholeFetch() }
    }

    /// Drops the row changes: a whole fetch follows, which covers them.
    mutating func requireWholeFetch() {
        needsWholeFetch = true
        touched = []
    }

    /// Everything merged so far, which leaves nothing but the stop flag.
    mutating func take() -> PendingChanges {
        let taken = self
        self = PendingChanges(isStopped: isStopped, rowCount: rowCount)
        return taken
    }
}

/// A value sent once, from one of GRDB's queues, to a task that awaits it.
final class Delivery<Value: Sendable>: Sendable {
    private enum State {
        case empty
        case waiting(CheckedContinuation<Value, Never>)
        case delivered(Value)
    }

    private let state = Locked(State.empty)

    /// Hands `value` to the task awaiting ``value``, or keeps it for it. Call once.
    func deliver(_ value: Value) {
        let waiting: CheckedContinuation<Value, Never>? = state.withLock { state in
            guard case .waiting(let continuation) = state else {
                state = .delivered(value)
                return nil
            }
            state = .empty
            return continuation
        }
        waiting?.resume(returning: value)
    }

    /// The value delivered, once it is. Await it once.
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let delivered: Value? = state.withLock { state in
                    guard case .delivered(let value) = state else {
                        state = .waiting(continuation)
                        return nil
                    }
                    state = .empty
                    return value
                }
                if let delivered { continuation.resume(returning: delivered) }
            }
        }
    }
}

/// Records which rows of a live query's table each transaction touches and,
/// after each commit, merges them into the changes pending; the engine's
/// task takes them in steps (``takeStep(on:)``), one at a time, each fetched
/// on a reader from a snapshot of the last commit it takes.
///
/// **Exactness.** A step takes the pending changes and opens its snapshot in
/// one access to the writer, between two transactions: every commit of the
/// writer is either merged into the step and in its snapshot, or in neither
/// (it is left for the next step). The rows fetched then describe the
/// snapshot's state, given the state the step before showed. Commits of other
/// connections reach no observer: `PRAGMA data_version`, read on the writer
/// before and after the snapshot is opened, tells when one may have come in
/// since the last step; the step then fetches every row instead (or, when that
/// is only known once its snapshot is open, gives its rows up for a whole fetch).
///
/// `@unchecked Sendable` because its mutable state is of two kinds, each
/// safe: the stored properties are read and written only on the writer's
/// serial queue — in ``register(in:dataVersion:)`` and the step's writer
/// access, which run in accesses to the writer, and in the callbacks GRDB
/// makes there; ``pending`` is shared with the engine's task and only
/// touched under its lock. The main actor builds the observer, then only
/// holds a reference to keep it alive; its `deinit` only finishes the
/// wake-up stream, which is thread-safe.
final class IncrementalObserver<Record: FetchableRecord & Sendable>: TransactionObserver, @unchecked Sendable {
    private let request: LiveQueryRequest<Record>.Incremental
    /// What the request reads; set by ``register(in:dataVersion:)``.
    private var region = DatabaseRegion()
    private let threshold: Int
    /// Wakes the engine's task after a commit recorded a change; holds one
    /// wake-up at most, since a step takes every change recorded before it.
    /// Finished when the observer goes (with its query), which ends the task.
    private let wakeUps: AsyncStream<Void>.Continuation
    /// The changes of the commits not yet taken by a step.
    private let pending = Locked(PendingChanges())

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
    /// The current transaction's ``transactionLimit()``, once read.
    private var rowLimit: Int?
    /// Set once the engine stopped, as the writer learns it.
    private var isStopped = false
    /// `PRAGMA schema_version` when the schema was last read. SQLite
    /// describes no row of a `DROP TABLE`, an `ALTER` or a re-created
    /// table, so a commit that moved it is followed by a whole fetch.
    private var schemaVersion: Int?
    /// `PRAGMA data_version` on the writer before the snapshot of the state
    /// shown last was opened: it moves with every commit of another connection.
    private var dataVersion = 0

    init(
        request: LiveQueryRequest<Record>.Incremental, threshold: Int,
        wakeUps: AsyncStream<Void>.Continuation
    ) {
        self.request = request
        self.threshold = threshold
        self.wakeUps = wakeUps
    }

    deinit {
        wakeUps.finish()
    }

    /// Starts observing and opens a snapshot of the state just committed, in
    /// one access to the writer, so that no commit of the writer falls
    /// between the two: every row of that snapshot is sent to `rows`, fetched
    /// on a reader of a pool.
    ///
    /// - Parameter dataVersion: `PRAGMA data_version` read on `db` just before.
    func register(
        in db: Database, on writer: any DatabaseWriter, dataVersion: Int,
        rows: Delivery<Result<[LiveQueryRequest<Record>.RowRecord], any Error>>
    ) throws {
        try readSchema(db)
        self.dataVersion = dataVersion
        // Held by the query, not by the database: it stops with the query.
        db.add(transactionObserver: self, extent: .observerLifetime)
        let (fetch, pending) = (request.fetch, pending)
        writer.spawnConcurrentRead { database in
            let result = Result { try fetch(database.get(), nil) }
            if case .success(let all) = result { pending.withLock { $0.rowCount = all.count } }
            rows.deliver(result)
        }
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
        if touched.count > threshold, touched.count > transactionLimit() { refetchAfterCommit() }
    }

    /// How many rows one transaction may touch before it calls for a whole
    /// fetch: the threshold, or a quarter of the result when that is more,
    /// as for merged commits (see ``PendingChanges/record(touched:wholeFetch:threshold:)``).
    /// Read once per transaction, the first time it passes the threshold.
    private func transactionLimit() -> Int {
        if let limit = rowLimit { return limit }
        let limit = Swift.max(threshold, pending.withLock { $0.rowCount } / 4)
        rowLimit = limit
        return limit
    }

    /// `notifyChanges(in:)` or another change GRDB cannot describe.
    func databaseDidChange() {
        refetchAfterCommit()
    }

    /// Records what the transaction changed and wakes the engine's task: no
    /// fetch here, so the writer goes on to its next transaction at once.
    func databaseDidCommit(_ db: Database) {
        defer { reset() }
        guard !isStopped else { return }
        var failure: (any Error)?
        do {
            // One read of the database header per commit.
            if try Int.fetchOne(db, sql: "PRAGMA schema_version") != schemaVersion {
                try readSchema(db)
                needsRefetch = true
            }
        } catch {
            failure = error
        }
        guard failure != nil || needsRefetch || !touched.isEmpty else { return }
        let (touched, needsRefetch, threshold) = (touched, needsRefetch, threshold)
        let stopped = pending.withLock { pending in
            guard !pending.isStopped else { return true }
            if let failure {
                pending.failure = failure
            } else {
                pending.record(touched: touched, wholeFetch: needsRefetch, threshold: threshold)
            }
            return false
        }
        if stopped {
            isStopped = true
        } else {
            wakeUps.yield()
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
        rowLimit = nil
    }

    /// What a step's access to the writer did.
    private enum StepStart: Sendable {
        /// Nothing was pending.
        case nothing
        /// A failure was pending.
        case failed(any Error)
        /// Another connection may have committed while the snapshot was
        /// opened: the step's rows might mix states, so they are given up,
        /// and a whole fetch is pending instead.
        case discarded
        /// The fetch runs; its change is on its way.
        case fetching
    }

    /// Takes every change pending, merged, and fetches the rows they touched
    /// (or every row) from a snapshot of the last commit taken.
    ///
    /// - Returns: The change from the state shown to that snapshot's;
    ///   `nil` when nothing was pending. After a ``IncrementalChange/failure(_:)``
    ///   the observer records nothing more.
    func takeStep(on writer: any DatabaseWriter) async -> IncrementalChange<Record>? {
        while pending.withLock({ $0.hasWork }) {
            let change = Delivery<IncrementalChange<Record>>()
            let start: StepStart
            do {
                start = try await writer.writeWithoutTransaction { db in
                    try self.startStep(db, on: writer, delivering: change)
                }
            } catch {
                return stop(error)
            }
            switch start {
            case .nothing:
                return nil
            case .failed(let error):
                return stop(error)
            case .discarded:
                continue
            case .fetching:
                let change = await change.value
                if case .failure(let error) = change { return stop(error) }
                return change
            }
        }
        return nil
    }

    /// The writer's part of a step, between two transactions: takes the
    /// pending changes and opens the snapshot they are fetched from.
    private func startStep(
        _ db: Database, on writer: any DatabaseWriter, delivering change: Delivery<IncrementalChange<Record>>
    ) throws -> StepStart {
        let before = try Self.dataVersion(db)
        let taken = pending.withLock { $0.take() }
        if taken.isStopped { return .nothing }
        if let failure = taken.failure { return .failed(failure) }
        guard taken.needsWholeFetch || !taken.touched.isEmpty else { return .nothing }
        // Another connection committed since the state shown was read: its
        // rows are unknown.
        let whole = taken.needsWholeFetch || before != dataVersion
        let (fetch, touched, pending) = (request.fetch, taken.touched, pending)
        // On a pool: returns once a reader holds a snapshot of the last
        // commit, and fetches there. On a queue: fetches here, read-only.
        writer.spawnConcurrentRead { database in
            do {
                let db = try database.get()
                if whole {
                    let all = try fetch(db, nil)
                    pending.withLock { $0.rowCount = all.count }
                    change.deliver(.all(all))
                } else {
                    change.deliver(.rows(touched: touched, found: try fetch(db, touched)))
                }
            } catch {
                change.deliver(.failure(error))
            }
        }
        if !whole, try Self.dataVersion(db) != before {
            pending.withLock { $0.requireWholeFetch() }
            return .discarded
        }
        dataVersion = before
        return .fetching
    }

    /// Stops recording after `error`, which the engine delivers.
    private func stop(_ error: any Error) -> IncrementalChange<Record> {
        pending.withLock { $0.isStopped = true }
        return .failure(error)
    }

    /// `PRAGMA data_version` on the writer's connection.
    private static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}
