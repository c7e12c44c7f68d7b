import Foundation

/// The continuations of the streams a controller hands out: yields each update
/// to all of them, and finishes them all when the controller goes away.
///
/// A reference apart from the controller, so that the controller's
/// (nonisolated) `deinit` can finish the streams, and a stream's termination
/// handler, which may run on any thread, can unregister itself.
@usableFromInline
final class ListUpdateBroadcaster<Element: Sendable>: @unchecked Sendable {
    // Safe: `continuations`, `nextID` and `isFinished` are only touched while
    // holding `lock`; continuations themselves are Sendable.
    private let lock = NSLock()
    private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextID = 0
    private var isFinished = false

    @usableFromInline
    init() {}

    /// A new stream that receives every element yielded from now on.
    @usableFromInline
    func makeStream(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy) -> AsyncStream<Element> {
        AsyncStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
            lock.lock()
            guard !isFinished else {
                lock.unlock()
                continuation.finish()
                return
            }
            let id = nextID
            nextID += 1
            continuations[id] = continuation
            lock.unlock()
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
        }
    }

    /// The number of streams still listening.
    @usableFromInline
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return continuations.count
    }

    @usableFromInline
    func yield(_ element: Element) {
        lock.lock()
        let targets = Array(continuations.values)
        lock.unlock()
        for continuation in targets { continuation.yield(element) }
    }

    @usableFromInline
    func finish() {
        lock.lock()
        isFinished = true
        let targets = Array(continuations.values)
        continuations = [:]
        lock.unlock()
        for continuation in targets { continuation.finish() }
    }

    private func remove(_ id: Int) {
        lock.lock()
        continuations[id] = nil
        lock.unlock()
    }
}
