import GRDB
import Tabula

extension LiveQuery {
    /// Starts the incremental engine: registers an observer of the writer's
    /// transactions and, in the same access to the writer (so that no commit
    /// falls between them), opens a snapshot from which every row is fetched.
    /// Then it goes in steps, one at a time: each takes every commit recorded
    /// since the step before, merged, fetches what they touched from a
    /// snapshot of the last of them, off the writer, and applies it on the
    /// main actor before the next step starts.
    ///
    /// Falls back to the refetch engine when the request cannot be followed
    /// row by row (its table has no rowid, for instance).
    @inlinable
    func startIncremental(_ incremental: LiveQueryRequest<Record>.Incremental, on writer: any DatabaseWriter, threshold: Int) {
        let generation = observationGeneration
        applying = Task { [weak self] in
            // Scoped so that neither the query nor the observer is held past
            // the start: the query owns this task and the observer, the
            // observer owns the wake-up stream's continuation, and the stream
            // ends when both go.
            let wakeUps: AsyncStream<Void>
            do {
                let observer: AnyObject
                let rows: [LiveQueryRequest<Record>.RowRecord]
                let token: CommitToken
                do {
                    (observer, rows, token, wakeUps) = try await Self.registerObserver(incremental, on: writer, threshold: threshold)
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
            // A wake-up that came while a step was applied is kept (one at
            // most): the next step takes every commit recorded meanwhile.
            for await _ in wakeUps {
                guard let query = self, generation == query.observationGeneration else { return }
                guard let change = await query.takeIncrementalStep(on: writer) else { continue }
                guard generation == query.observationGeneration else { return }
                await query.applyIncremental(change)
                if case .failure = change { return }
            }
        }
    }

    /// Makes the incremental engine's observer and registers it on the
    /// writer; see ``IncrementalObserver/register(in:on:dataVersion:rows:)``.
    /// Out of line, so that the observer stays internal to this module.
    ///
    /// - Returns: The observer, which only the query may hold; every row the
    ///   request selected when it started observing; the writer's commit
    ///   token, read just before; and the stream that wakes the engine after
    ///   each commit that changed something.
    @usableFromInline
    static func registerObserver(
        _ incremental: LiveQueryRequest<Record>.Incremental, on writer: any DatabaseWriter, threshold: Int
    ) async throws -> (observer: AnyObject, rows: [LiveQueryRequest<Record>.RowRecord], token: CommitToken, wakeUps: AsyncStream<Void>) {
        let (wakeUps, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let observer = IncrementalObserver(request: incremental, threshold: threshold, wakeUps: continuation)
        let rows = Delivery<Result<[LiveQueryRequest<Record>.RowRecord], any Error>>()
        // The token is read on the writer just before the snapshot is opened:
        // another connection may commit at any moment (the writer's queue does
        // not hold it back), and one that commits after the token is read is
        // noticed by the watcher, whether the snapshot saw it or not.
        let token = try await writer.writeWithoutTransaction { db in
            let token = try CommitToken(db)
            try observer.register(in: db, on: writer, dataVersion: token.dataVersion, rows: rows)
            return token
        }
        return (observer, try await rows.value.get(), token, wakeUps)
    }

    /// The incremental engine's next step: every commit recorded since the
    /// last, merged, fetched off the main actor; `nil` when none is pending.
    /// See ``IncrementalObserver/takeStep(on:)``.
    @usableFromInline
    func takeIncrementalStep(on writer: any DatabaseWriter) async -> IncrementalChange<Record>? {
        guard let observer = transactionObserver as? IncrementalObserver<Record> else { return nil }
        return await observer.takeStep(on: writer)
    }

    /// Applies one step's change to the controller: a whole result is
    /// diffed against what is shown, as the refetch engine's is.
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
