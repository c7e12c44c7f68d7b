import Dispatch

/// Whether code runs on the main queue, where the main actor runs: a
/// main-queue context posts its notifications there.
///
/// Asked of the queue, not the thread: the main queue's jobs run on the main
/// thread on Apple platforms, but a test runner may drain the main queue on
/// another thread.
enum MainQueue {
    /// The key whose value only the main queue has.
    private static let marker = Marker()

    /// Whether the current code runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker.key) == true
    }

    /// Holds the key, and marks the main queue with it when made (once: a
    /// static constant's initializer runs once, thread-safely).
    ///
    /// `@unchecked Sendable`: its one stored property is a constant, and a
    /// `DispatchSpecificKey` is a token that Dispatch compares by identity
    /// and never changes (newer SDKs declare it `Sendable`; older ones do not).
    private final class Marker: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()

        init() {
            DispatchQueue.main.setSpecific(key: key, value: true)
        }
    }
}
