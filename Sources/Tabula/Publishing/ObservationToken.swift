import Foundation

/// Keeps an observation of a live source alive: the observer is called until
/// ``cancel()`` is called or the token is released, whichever comes first.
///
/// ```swift
/// var tokens: Set<ObservationToken> = []
/// controller.observe { update in … }.store(in: &tokens)
/// ```
///
/// Cancelling is safe from any thread and more than once; the observer's
/// closure (and what it captured) is released at once.
public final class ObservationToken: Hashable, Sendable {
    /// Boxed for the reason `ObserverSlot` boxes its observer: a closure
    /// stored through `Locked`'s generic `inout` gains thunks on every access.
    private final class Action: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let onCancel: Locked<Action?>

    /// Creates a token that runs `onCancel` once, on the first ``cancel()`` or
    /// when released. Live sources make their own; this is for sources of yours.
    public init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = Locked(Action(onCancel))
    }

    deinit { cancel() }

    /// Stops the observation. Does nothing the second time.
    public func cancel() {
        let action = onCancel.withLock { action in
            defer { action = nil }
            return action
        }
        action?.run()
    }

    /// Whether ``cancel()`` has run.
    public var isCancelled: Bool { onCancel.withLock { $0 == nil } }

    /// Keeps the token in `set`, as Combine's `AnyCancellable` does, so that
    /// the observation lasts as long as the set.
    public func store(in set: inout Set<ObservationToken>) {
        set.insert(self)
    }

    /// Tokens are equal when they are the same token.
    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
