import Foundation
import GRDB
import Tabula

extension LiveQueryWindow {
    // MARK: - Moving the window

    /// Moves the window's end a page further (and, beyond
    /// ``maximumPageCount``, its start as far), showing the loading row
    /// after the records until the new window's first fetch arrives.
    ///
    /// Does nothing, and returns `false`, before the first fetch, while a
    /// move loads or the observation has failed (see ``retry()``), or when
    /// no row lies after the records shown.
    /// - Returns: Whether the window moved.
    /// - Complexity: O(*n*) for *n* rows, to publish the loading row.
    @discardableResult
    public func loadNextPage() -> Bool {
        guard case .idle = phase, hasLoaded, hasMore else { return false }
        let (grown, overflow) = length.addingReportingOverflow(pageSize)
        length = overflow ? .max : grown
        let bound = maximumLength
        if length > bound {
            start += length - bound
            length = bound
        }
        move(.after)
        return true
    }

    /// Moves the window's start a page back (and, beyond
    /// ``maximumPageCount``, its end as far), showing the loading row
    /// before the records until the new window's first fetch arrives.
    ///
    /// Does nothing, and returns `false`, before the first fetch, while a
    /// move loads or the observation has failed, or when the window starts
    /// at the first row.
    /// - Returns: Whether the window moved.
    /// - Complexity: O(*n*) for *n* rows.
    @discardableResult
    public func loadPreviousPage() -> Bool {
        guard case .idle = phase, hasLoaded, start > 0 else { return false }
        let newStart = Swift.max(start - pageSize, 0)
        let (grown, overflow) = length.addingReportingOverflow(start - newStart)
        length = Swift.min(overflow ? .max : grown, maximumLength)
        start = newStart
        move(.before)
        return true
    }

    /// Starts the failed observation again, over the window it observed,
    /// the error row turning back into the loading row until a fetch arrives.
    /// - Returns: Whether it started: `false` unless the observation failed.
    /// - Complexity: O(*n*) for *n* rows.
    @discardableResult
    public func retry() -> Bool {
        guard case .failed(let direction, _) = phase else { return false }
        move(direction)
        return true
    }

    /// Tells the window a record is about to display (or is prefetched):
    /// within ``prefetchDistance`` of the last record shown, the window's
    /// end moves a page further; within it of the first, its start a page
    /// back. Call it from a ``/Tabula/ListEvent/willDisplay`` or
    /// ``/Tabula/ListEvent/prefetch`` handler, or let
    /// ``/Tabula/ListAdapter/showPages(of:)`` do it. An identifier not
    /// shown does nothing.
    /// - Parameter id: The record's identifier.
    /// - Complexity: O(1), plus O(*n*) when the window moves.
    public func itemWillDisplay(_ id: Record.ID) {
        let near = rows.nearEnds(of: id, prefetchDistance: prefetchDistance)
        if near.after, loadNextPage() { return }
        if near.before { loadPreviousPage() }
    }

    // MARK: - Plumbing

    /// The most rows the window holds.
    var maximumLength: Int {
        guard let maximumPageCount else { return .max }
        let (product, overflow) = maximumPageCount.multipliedReportingOverflow(by: pageSize)
        return overflow ? .max : product
    }

    /// Shows the loading row on `direction`'s side and observes the window as it now is.
    private func move(_ direction: PageDirection) {
        phase = .loading(direction)
        publish()
        startObservation()
    }

    /// Starts (or starts over) the observation of the window; values of an
    /// earlier one still on their way are dropped.
    func startObservation() {
        observation?.cancel()
        generation &+= 1
        let generation = generation, start = start, length = length, makeRequest = makeRequest
        // One request, built the same way for each fetch: what it reads
        // depends on its SQL, not on the rows, so the region is constant and
        // GRDB may fetch on a reader of a pool. The count that follows an
        // empty window reads the same table.
        let observation = ValueObservation
            .trackingConstantRegion { database in
                try Self.fetch(makeRequest(), in: database, start: start, length: length)
            }
            .removeDuplicates()
        self.observation = observation.start(
            in: database,
            scheduling: .mainActor,
            onError: { [weak self] error in self?.receive(.failure(error), generation: generation) },
            onChange: { [weak self] fetched in self?.receive(.success(fetched), generation: generation) }
        )
    }

    /// The window's records, and one more to tell whether rows follow. A
    /// window that starts past the last row (the rows before it went) moves
    /// back to end at the last row. Runs on GRDB's queues.
    nonisolated static func fetch(
        _ request: QueryInterfaceRequest<Record>, in database: Database, start: Int, length: Int
    ) throws -> Fetched {
        let extra = length == .max ? length : length + 1
        var start = start
        var records = try request.limit(extra, offset: start).fetchAll(database)
        if records.isEmpty, start > 0 {
            start = Swift.max(try request.fetchCount(database) - length, 0)
            records = try request.limit(extra, offset: start).fetchAll(database)
        }
        let hasMore = records.count > length
        if hasMore { records.removeLast(records.count - length) }
        return Fetched(start: start, records: records, hasMore: hasMore)
    }

    /// Takes a value or an error of the current observation.
    func receive(_ result: Result<Fetched, any Error>, generation: Int) {
        guard generation == self.generation else { return }
        switch result {
        case .failure(let error):
            // GRDB has stopped the observation.
            observation = nil
            phase = .failed(phase.direction ?? .after, error)
            publish()
        case .success(let fetched):
            start = fetched.start
            hasMore = fetched.hasMore
            hasLoaded = true
            phase = .idle
            var seen = Set<Record.ID>()
            var diagnostics: [Diagnostic] = []
            items = fetched.records.filter { record in
                if seen.insert(record.id).inserted { return true }
                diagnostics.append(Diagnostic(kind: .duplicateItemIdentifier, origin: .pagingSource, identifiers: [String(reflecting: record.id)]))
                return false
            }
            publish(diagnostics: diagnostics)
        }
    }

    /// Publishes the records and the phase, as the difference from what was published.
    private func publish(diagnostics: [Diagnostic] = []) {
        rows.publish(items, phase: phase, style: .reconfigure, diagnostics: diagnostics, source: self)
    }
}
