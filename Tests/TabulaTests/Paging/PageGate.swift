import Foundation
@testable import Tabula

/// An item of the paging tests.
struct PagedEntry: Identifiable, Equatable, Sendable {
    let id: Int
    var text = ""
}

/// Why a test's load failed.
struct PageLoadFailed: Error, Equatable {
    let attempt: Int
}

/// A loader the test answers: each request waits until the test answers it,
/// oldest first. No sleeps: the test awaits the request's arrival, answers
/// it, then awaits the source's load task.
actor PageGate {
    private var pending: [(request: PageRequest<Int>, continuation: CheckedContinuation<Page<PagedEntry, Int>, any Error>)] = []
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// The loader a `PagingSource` calls.
    func load(_ request: PageRequest<Int>) async throws -> Page<PagedEntry, Int> {
        try await withCheckedThrowingContinuation { continuation in
            pending.append((request, continuation))
            let waiting = waiters
            waiters = []
            for waiter in waiting { waiter.resume() }
        }
    }

    /// Waits until `count` requests are waiting for an answer.
    func waitForPending(_ count: Int) async {
        while pending.count < count {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    /// The oldest request not answered, once it has arrived.
    func oldestRequest() async -> PageRequest<Int> {
        await waitForPending(1)
        return pending[0].request
    }

    /// Answers the oldest request, once it has arrived.
    func answer(_ result: Result<Page<PagedEntry, Int>, any Error>) async {
        await waitForPending(1)
        pending.removeFirst().continuation.resume(with: result)
    }

    /// The number of requests waiting.
    var pendingCount: Int { pending.count }
}

extension PagingSource where Element == PagedEntry, Cursor == Int {
    /// Cancels the load in flight, if any, and answers its request (which
    /// reaches the gate whether or not the task was cancelled first), so
    /// that no task is left waiting when a test ends.
    func cancelAndDrain(_ gate: PageGate) async {
        guard phase.isLoading else { return }
        let task = loadTask
        cancel()
        await gate.answer(.failure(CancellationError()))
        await task?.value
    }
}

/// The page a backing list of `count` entries (identifiers `0..<count`)
/// holds for `request`, `size` entries at most: cursors are indexes, the
/// one after a page is where it ends, the one before where it starts.
func backingPage(_ request: PageRequest<Int>, count: Int, size: Int) -> Page<PagedEntry, Int> {
    let range = backingRange(request, count: count, size: size)
    return Page(
        items: range.map { PagedEntry(id: $0) },
        previousCursor: range.lowerBound > 0 ? range.lowerBound : nil,
        nextCursor: range.upperBound < count ? range.upperBound : nil
    )
}

/// The indexes of the backing list's page for `request`; see `backingPage`.
func backingRange(_ request: PageRequest<Int>, count: Int, size: Int) -> Range<Int> {
    let cursor = min(max(request.cursor ?? 0, 0), count)
    return request.direction == .after ? cursor..<min(cursor + size, count) : max(cursor - size, 0)..<cursor
}

/// The rows a paging source should publish: a status row on the side of
/// `phase`, and the entries of `held`, in order.
func pagedRows(held: [Range<Int>], phase: PageDirection?) -> [PagedRowID<Int>] {
    var rows: [PagedRowID<Int>] = []
    if phase == .before { rows.append(.status(.before)) }
    for range in held { rows += range.map { .item($0) } }
    if phase == .after { rows.append(.status(.after)) }
    return rows
}
