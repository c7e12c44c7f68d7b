import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Random sequences of loads after and before, failures, retries, window
/// trims, cancels and stale answers, each update replayed through a
/// `HeadlessListView` (which enforces UIKit's batch rules), and every state
/// checked against an independent model of which pages are held.
@Suite("PagingSource: property")
@MainActor
struct PagingSourcePropertyTests {
    /// The model: the ranges of the backing list held, in order, and what
    /// the source is doing.
    struct Model {
        enum Phase: Equatable { case idle, loading(PageDirection), failed(PageDirection) }
        let count: Int
        let size: Int
        let maximumPageCount: Int?
        let initialCursor: Int
        var held: [Range<Int>] = []
        var phase = Phase.idle

        /// The cursor of the next request that way, or `nil` when none can start.
        func cursor(_ direction: PageDirection) -> Int? {
            guard let first = held.first, let last = held.last else { return direction == .after ? initialCursor : nil }
            switch direction {
            case .after: return last.upperBound < count ? last.upperBound : nil
            case .before: return first.lowerBound > 0 ? first.lowerBound : nil
            }
        }

        func canStart(_ direction: PageDirection) -> Bool { phase == .idle && cursor(direction) != nil }

        mutating func receive(_ range: Range<Int>, _ direction: PageDirection) {
            phase = .idle
            if direction == .after { held.append(range) } else { held.insert(range, at: 0) }
            if let maximumPageCount, held.count > maximumPageCount {
                if direction == .after { held.removeFirst(held.count - maximumPageCount) } else { held.removeLast(held.count - maximumPageCount) }
            }
        }

        var statusSide: PageDirection? {
            switch phase {
            case .idle: nil
            case .loading(let direction), .failed(let direction): direction
            }
        }

        var rows: [PagedRowID<Int>] { pagedRows(held: held, phase: statusSide) }
        var itemIDs: [Int] { held.flatMap { Array($0) } }
    }

    @Test func randomLoadsMatchTheModel() async throws {
        var rng = SplitMix64(seed: 42)
        var loaded = 0, failed = 0, retried = 0, cancelled = 0, stale = 0, trimmed = 0, prepended = 0, triggered = 0
        for round in 0..<100 {
            let count = Int.random(in: 0..<60, using: &rng)
            let size = Int.random(in: 1..<8, using: &rng)
            let maximum: Int? = Bool.random(using: &rng) ? Int.random(in: 1..<5, using: &rng) : nil
            let initial = Int.random(in: 0...count, using: &rng)
            let gate = PageGate()
            let source = PagingSource<PagedEntry, Int>(
                initialCursor: initial, maximumPageCount: maximum, prefetchDistance: Int.random(in: -1..<4, using: &rng)
            ) { request in try await gate.load(request) }
            let harness = SourceViewHarness(source)
            var model = Model(count: count, size: size, maximumPageCount: maximum, initialCursor: initial)
            var staleTasks: [Task<Void, Never>] = []
            var attempt = 0

            /// Starts a load as `start` does, checking it against the model.
            func started(_ didStart: Bool, _ direction: PageDirection) async {
                let expected = model.canStart(direction)
                #expect(didStart == expected, "round \(round): start \(direction)")
                guard didStart else { return }
                model.phase = .loading(direction)
                await gate.waitForPending(staleTasks.count + 1)
            }

            /// Answers the stale requests: nothing they return is applied.
            func answerStale() async {
                while let task = staleTasks.first {
                    staleTasks.removeFirst()
                    let updates = harness.updates.count
                    let request = await gate.oldestRequest()
                    await gate.answer(.success(backingPage(request, count: count, size: size)))
                    await task.value
                    #expect(harness.updates.count == updates, "round \(round): a stale page was applied")
                    stale += 1
                }
            }

            for step in 0..<50 {
                let context = "round \(round) step \(step)"
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1:
                    await started(source.loadNextPage(), .after)
                case 2:
                    await started(source.loadPreviousPage(), .before)
                case 3, 4, 5:
                    // Answer the load in flight with its page.
                    guard case .loading(let direction) = model.phase else { continue }
                    await answerStale()
                    let request = await gate.oldestRequest()
                    #expect(request.direction == direction && request.cursor == model.cursor(direction), "\(context): \(request)")
                    let page = backingPage(request, count: count, size: size)
                    let task = source.loadTask
                    await gate.answer(.success(page))
                    await task?.value
                    let pagesBefore = model.held.count
                    model.receive(backingRange(request, count: count, size: size), direction)
                    if model.held.count <= pagesBefore { trimmed += 1 }
                    if direction == .before { prepended += 1 }
                    loaded += 1
                case 6:
                    guard case .loading(let direction) = model.phase else { continue }
                    await answerStale()
                    attempt += 1
                    let task = source.loadTask
                    await gate.answer(.failure(PageLoadFailed(attempt: attempt)))
                    await task?.value
                    model.phase = .failed(direction)
                    failed += 1
                case 7:
                    var failedSide: PageDirection?
                    if case .failed(let direction) = model.phase { failedSide = direction }
                    let didStart = source.retry()
                    #expect(didStart == (failedSide != nil), "\(context): retry")
                    if didStart, let failedSide {
                        model.phase = .loading(failedSide)
                        await gate.waitForPending(staleTasks.count + 1)
                        retried += 1
                    }
                case 8:
                    if case .loading = model.phase, let task = source.loadTask { staleTasks.append(task) }
                    let updates = harness.updates.count
                    source.cancel()
                    #expect(harness.updates.count == updates + (model.phase == .idle ? 0 : 1), "\(context): cancel publishes the status row's removal only")
                    if model.phase != .idle { cancelled += 1 }
                    model.phase = .idle
                default:
                    // A held item displays: the trigger loads as the model says.
                    let ids = model.itemIDs
                    guard !ids.isEmpty else { continue }
                    let position = Int.random(in: 0..<ids.count, using: &rng)
                    let distance = max(source.prefetchDistance, 0)
                    var direction: PageDirection?
                    if position >= ids.count - 1 - distance, model.canStart(.after) {
                        direction = .after
                    } else if position <= distance, model.canStart(.before) {
                        direction = .before
                    }
                    source.itemWillDisplay(ids[position])
                    #expect(source.phase.direction == (direction ?? model.statusSide), "\(context): trigger")
                    if let direction {
                        model.phase = .loading(direction)
                        await gate.waitForPending(staleTasks.count + 1)
                        triggered += 1
                    }
                }
                #expect(Array(source.snapshot.itemIdentifiers) == model.rows, "\(context)")
                #expect(source.items.map(\.id) == model.itemIDs, "\(context)")
                #expect(harness.dataSource.snapshot == source.snapshot, "\(context)")
                #expect(harness.problems.isEmpty, "\(context): \(harness.problems)")
                #expect(source.hasReachedEnd(.after) == (!model.held.isEmpty && model.cursor(.after) == nil), "\(context)")
                if model.held.count > (maximum ?? .max) { Issue.record("\(context): more pages than the bound") }
            }
            // Leave nothing suspended: cancel and answer what waits.
            if case .loading = model.phase, let task = source.loadTask { staleTasks.append(task) }
            source.cancel()
            model.phase = .idle
            await answerStale()
            #expect(await gate.pendingCount == 0, "round \(round)")
        }
        #expect(loaded > 100 && failed > 20 && retried > 10 && cancelled > 10 && stale > 10 && trimmed > 10 && prepended > 10 && triggered > 10,
                "loaded \(loaded), failed \(failed), retried \(retried), cancelled \(cancelled), stale \(stale), trimmed \(trimmed), prepended \(prepended), triggered \(triggered)")
    }
}
