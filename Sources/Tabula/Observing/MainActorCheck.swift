import Dispatch
import Foundation

/// Tells, without trapping, whether the caller runs on the main actor, for
/// the Combine entry points (`receive(subscriber:)`, `request(_:)`) that
/// Combine calls from any thread: on the main actor they act at once, so that
/// nothing published meanwhile is missed; elsewhere they hop to it.
enum MainActorCheck {
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
    static var isOnMainActor: Bool {
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
    static func runIfOnMainActor(_ body: @MainActor () -> Void) -> Bool {
        guard isOnMainActor else { return false }
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            MainActor.assumeIsolated(body)
        } else {
            // Where the standard library has no `assumeIsolated` (SDKs
            // before 2023 at these minimums), the same thing it does: the
            // check above found the main actor's executor (the main
            // thread, the main queue), so the main-actor closure runs as a
            // plain one, with the same representation.
            withoutActuallyEscaping(body) { body in
                unsafeBitCast(body, to: (() -> Void).self)()
            }
        }
        return true
    }
}
