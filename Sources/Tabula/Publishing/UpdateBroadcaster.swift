import Foundation

/// The continuations of the streams a live source hands out: yields each
/// update to all of them, and finishes them all when the source goes away.
///
/// A reference apart from the source, so that the source's (nonisolated)
/// `deinit` can finish the streams, and a stream's termination handler, which
/// may run on any thread, can unregister itself.
final class UpdateBroadcaster<Element: Sendable>: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
        var nextID = 0
        var isFinished = false
    }

    private let state = Locked(State())

    init() {}

    /// A new stream that receives every element yielded from now on.
    func makeStream(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy) -> AsyncStream<Element> {
        AsyncStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            let id: Int? = state.withLock { state in
                guard !state.isFinished else { return nil }
                let id = state.nextID
                state.nextID += 1
                state.continuations[id] = continuation
                return id
            }
            guard let id else {
                continuation.finish()
                return
            }
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
        }
    }

    /// The number of streams still listening.
    var count: Int { state.withLock { $0.continuations.count } }

    func yield(_ element: Element) {
        let targets = state.withLock { Array($0.continuations.values) }
        for continuation in targets { continuation.yield(element) }
    }

    func finish() {
        let targets = state.withLock { state in
            state.isFinished = true
            defer { state.continuations = [:] }
            return Array(state.continuations.values)
        }
        for continuation in targets { continuation.finish() }
    }

    private func remove(_ id: Int) {
        state.withLock { $0.continuations[id] = nil }
    }
}
