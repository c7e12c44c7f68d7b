import Dispatch
import Foundation

/// Tells, without trapping, whether the caller runs on the main actor, for
/// code that callers reach from any thread: the Combine entry points
/// (`receive(subscriber:)`, `request(_:)`) and a Core Data context's
/// notifications. On the main actor they act at once, so that nothing
/// published meanwhile is missed; elsewhere they hop to it.
package enum MainActorCheck {
    /// Holds the key the main queue carries.
    ///
    /// `@unchecked Sendable` is safe: the key is a `let` that nothing
    /// mutates, and Dispatch reads and sets specifics under its own locks.
    private final class Key: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
        init() { DispatchQueue.main.setSpecific(key: key, value: true) }
    }

    /// Set on the main queue once, when first read.
    private static let mainQueue = Key()

    /// Whether the caller is on the main actor: on the main thread where the
    /// main actor is the main thread (Apple platforms), or inside a block of
    /// the main queue, which runs the main actor's jobs on every platform
    /// (on Linux a test runner may drain it from another thread).
    ///
    /// - Complexity: O(1).
    package static var isOnMainActor: Bool {
        #if canImport(Darwin)
        if Thread.isMainThread { return true }
        #endif
        return DispatchQueue.getSpecific(key: mainQueue.key) ?? false
    }

    /// Runs `body` at once when the caller is on the main actor.
    ///
    /// - Returns: Whether it ran; when `false`, the caller is elsewhere and
    ///   `body` did not run.
    /// - Complexity: O(1), plus `body`.
    package static func runIfOnMainActor(_ body: @MainActor () -> Void) -> Bool {
        guard isOnMainActor else { return false }
        MainActor.assumeIsolated(body)
        return true
    }
}
