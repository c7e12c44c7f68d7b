import Foundation

/// Notification observers that end with their holder: a live fetch is
/// released, this goes with it, and the notification center forgets the
/// observers (which hold the fetch weakly).
final class NotificationObservers {
    private var tokens: [any NSObjectProtocol] = []

    /// Observes `name` from `object` with `block`, delivered on the thread that posts.
    func observe(
        _ name: Notification.Name, from object: AnyObject, using block: @escaping @Sendable (Notification) -> Void
    ) {
        tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil, using: block))
    }

    /// Whether anything is observed.
    var isEmpty: Bool { tokens.isEmpty }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
