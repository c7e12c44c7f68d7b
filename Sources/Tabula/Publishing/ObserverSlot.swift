import Foundation

/// One observer of a live source: its closure, until its token cancels it.
///
/// The closure is only ever called on the main actor (by the source's
/// publisher); the token may clear it from any thread, which releases what the
/// closure captured at once.
final class ObserverSlot<Update: Sendable>: Sendable {
    typealias Observer = @MainActor (Update) -> Void
    /// The closure lives in a box: a closure read or written through
    /// `Locked`'s generic `inout` is reabstracted both ways, and the write-back
    /// would store it wrapped in two more thunks on every read.
    private final class Box: Sendable {
        let observer: Observer
        init(_ observer: @escaping Observer) { self.observer = observer }
    }

    private let box: Locked<Box?>

    init(_ observer: @escaping Observer) {
        self.box = Locked(Box(observer))
    }

    /// The observer, or `nil` once cancelled.
    var current: Observer? { box.withLock { $0 }?.observer }

    func clear() {
        let released = box.withLock { box in
            defer { box = nil }
            return box
        }
        _ = released  // released here, outside the lock
    }
}
