import Dispatch

/// Whether code runs on the main queue, where the main actor runs: a
/// main-queue context posts its notifications there.
///
/// Asked of the queue, not the thread: the main queue's jobs run on the main
/// thread on Apple platforms, but a test runner may drain the main queue on
/// another thread.
enum MainQueue {
    /// The key whose value only the main queue has.
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue, once.
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    /// Whether the current code runs on the main queue.
    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
