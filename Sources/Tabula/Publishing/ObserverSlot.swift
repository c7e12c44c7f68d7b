import Foundation

/// One observer of a live source: its closure, until its token cancels it.
///
/// The closure is only ever called on the main actor (by the source's
/// publisher); the token may clear it from any thread, which releases what the
/// closure captured at once.
final class ObserverSlot<Update: Sendable>: Sendable {
    typealias Observer = @MainActor (Update) -> Void
    private let observer: Locked<Observer?>

    init(_ observer: @escaping Observer) {
        self.observer = Locked(observer)
    }

    /// The observer, or `nil` once cancelled.
    var current: Observer? { observer.withLock { $0 } }

    func clear() {
        let released = observer.withLock { observer in
            defer { observer = nil }
            return observer
        }
        _ = released  // released here, outside the lock
    }
}
