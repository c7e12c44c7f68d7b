import GRDB
import Tabula

extension LiveQuery {
    /// Starts the incremental engine: on the writer, in one access (so that
    /// no commit falls between them), fetches every row and registers an
    /// observer of the transactions that follow; their changes are applied
    /// on the main actor one at a time, in commit order.
    ///
    /// Falls back to the refetch engine when the request cannot be followed
    /// row by row (its table has no rowid, for instance).
    @inlinable
    func startIncremental(_ incremental: LiveQueryRequest<Record>.Incremental, on writer: any DatabaseWriter, threshold: Int) {
        let generation = observationGeneration
        let (changes, continuation) = AsyncStream.makeStream(of: IncrementalChange<Record>.self)
        applying = Task { [weak self] in
            // Scoped so that neither the query nor the observer is held past
            // the start: the query owns this task, the observer owns the
            // stream's continuation, and the stream ends when both go.
            do {
                let observer: AnyObject
                let rows: [LiveQueryRequest<Record>.RowRecord]
                let token: CommitToken
                do {
                    (observer, rows, token) = try await Self.registerObserver(
                        incremental, on: writer, threshold: threshold, changes: continuation
                    )
                } catch {
                    guard let query = self, generation == query.observationGeneration else { return }
                    // A table without rowid, for example: the refetch engine
                    // can follow it, and applies its results with a task of its own.
                    query.applying = nil
                    query.startRefetchWatchingOtherConnections()
                    return
                }
                guard let query = self, generation == query.observationGeneration else { return }
                query.transactionObserver = observer
                query.watchOtherConnections(on: writer, from: token)
                await query.applyIncremental(.all(rows))
            }
            for await change in changes {
                guard let query = self, generation == query.observationGeneration else { return }
                await query.applyIncremental(change)
            }
        }
    }

    /// Makes the incremental engine's observer, sending to `changes`, and
    /// registers it on the writer; see ``IncrementalObserver/register(in:)``.
    /// Out of line, so that the observer stays internal to this module.
    ///
    /// - Returns: The observer, which only the query may hold, and every row
    ///   the request selects now.
    @usableFromInline
    static func registerObserver(
        _ incremental: LiveQueryRequest<Record>.Incremental, on writer: any DatabaseWriter, threshold: Int,
        changes: AsyncStream<IncrementalChange<Record>>.Continuation
    ) async throws -> (observer: AnyObject, rows: [LiveQueryRequest<Record>.RowRecord], token: CommitToken) {
        let observer = IncrementalObserver(request: incremental, threshold: threshold, changes: changes)
        // The token is read on the writer just before the whole fetch: another
        // connection may commit at any moment (the writer's queue does not
        // hold it back), and one that commits after the token is read is
        // noticed by the watcher, whether the fetch saw it or not.
        let (token, rows) = try await writer.writeWithoutTransaction { db in
            (try CommitToken(db), try observer.register(in: db))
        }
        return (observer, rows, token)
    }

    /// Applies one committed transaction's change to the controller.
    @inlinable
    func applyIncremental(_ change: IncrementalChange<Record>) async {
        switch change {
        case .all(let rows):
            rowIDs = Dictionary(rows.map { ($0.rowID, $0.record.id) }, uniquingKeysWith: { first, _ in first })
            do {
                _ = try await loadOrReplace(with: rows.map(\.record))
                noteLoaded()
            } catch is CancellationError {
            } catch {
                deliver(error)
            }
        case .rows(let touched, let found):
            applyRows(touched: touched, found: found)
        case .failure(let failure):
            deliver(failure)
        }
    }

    /// Deletes the touched rows that left the request, then inserts or
    /// updates the rows found.
    ///
    /// A commit that comes down to one removal or one upsert, as most do,
    /// goes through the controller's single-item operation, which writes the
    /// change down from the positions it knows: O(log *m*) to find the row
    /// plus the shifts and the copy of its section's arrays, with no diff and
    /// no walk over the sections. Anything more is one controller
    /// transaction that diffs only the sections it touched.
    @inlinable
    func applyRows(touched: Set<Int64>, found: [LiveQueryRequest<Record>.RowRecord]) {
        var foundIDs: [Int64: Record.ID] = [:]
        for row in found { foundIDs[row.rowID] = row.record.id }
        var removals: Set<Record.ID> = []
        for rowID in touched {
            // Gone, or its primary key changed: the old identity leaves.
            if let old = rowIDs[rowID], foundIDs[rowID] != old {
                if controller.contains(id: old) { removals.insert(old) }
                rowIDs[rowID] = nil
            }
        }
        for (rowID, id) in foundIDs { rowIDs[rowID] = id }
        do {
            if found.isEmpty, removals.count == 1, let id = removals.first {
                try controller.removeItem(withID: id)
            } else if removals.isEmpty, found.count == 1, let row = found.first {
                try controller.upsert(row.record)
            } else if !removals.isEmpty || !found.isEmpty {
                try applyAsOneTransaction(removals: Array(removals), upserts: found.map(\.record))
            }
            clearError()
        } catch {
            deliver(error)
        }
    }

    /// Removes and then upserts, as one controller transaction whose changes
    /// are delivered together; the error of either is rethrown, to be
    /// delivered. Each operation validates before it changes anything, but
    /// an upsert that fails leaves the removals done, as it always has: the
    /// throwing `performBatchUpdates` would undo them, at the price of a
    /// checkpoint that copies the controller's whole storage, O(*n*), on the
    /// first change of every commit.
    @inlinable
    func applyAsOneTransaction(removals: [Record.ID], upserts: [Record]) throws {
        var failure: (any Error)?
        controller.performBatchUpdates {
            do {
                _ = try controller.removeItems(withIDs: removals)
                try controller.upsert(contentsOf: upserts)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
