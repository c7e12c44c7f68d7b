import Foundation

/// Which of a view's optional delegate methods a forwarder claims to
/// implement: a method only while one of its events has handlers.
///
/// UIKit and AppKit ask a delegate `responds(to:)` about its optional methods
/// (and cache the answers when the delegate is set), and change behaviour by
/// a method's mere presence: with a height method they stop using the view's
/// `rowHeight` and ask per row, with a selection veto they ask before every
/// selection. So each forwarder keeps a table of the methods it gates, by
/// Swift name, each with the events whose handlers claim it, and answers
/// `responds(to:)` from this object; methods not in the table answer as
/// `NSObject` does.
///
/// The table is keyed by Swift names, not selectors, because Linux has no
/// Objective-C runtime: there ``claimsMethod(named:)`` is the seam tests
/// check; on Apple platforms each forwarder maps a selector to its name.
///
/// Objective-C may call `responds(to:)` on any thread, so it never touches
/// the main actor's state: it reads ``claimedMethods`` (through
/// ``isClaimed(methodNamed:)``), the set that the main actor works out again
/// (``update()``) whenever the answer can change and before the view asks:
/// when ``delegate`` is set, and when the wrapper sets the forwarder as the
/// view's delegate again.
///
/// ```swift
/// let claims = DelegateMethodClaims(["tableView(_:heightOfRow:)": [.height]], host: listView)
/// claims.delegate = adapter                              // works the claims out
/// claims.isClaimed(methodNamed: "tableView(_:heightOfRow:)")  // from any thread
/// ```
@MainActor
package final class DelegateMethodClaims {
    /// The gated methods, by Swift name, each with the events any of whose
    /// handlers make the forwarder claim it.
    package nonisolated let eventsByMethodName: [String: [EventKind]]
    /// The view the delegate is asked about (the forwarder's wrapper); held
    /// weakly. Without it nothing is claimed.
    package weak var host: (any CellHosting)?
    /// The object asked which events have handlers (a `ListAdapter`); held
    /// weakly. Without it nothing is claimed. Setting it calls ``update()``.
    package weak var delegate: (any CellListViewDelegate)? {
        didSet { update() }
    }
    /// The claimed methods as last worked out on the main actor, for any thread.
    private nonisolated let claimed = Locked<Set<String>>([])

    /// Claims for the methods of `eventsByMethodName`, none claimed until a
    /// ``delegate`` is set.
    /// - Parameters:
    ///   - eventsByMethodName: The gated methods, by Swift name, each with
    ///     the events whose handlers claim it (any one of them is enough).
    ///   - host: The view the delegate is asked about; held weakly.
    ///
    /// Complexity: O(1).
    package init(_ eventsByMethodName: [String: [EventKind]], host: (any CellHosting)?) {
        self.eventsByMethodName = eventsByMethodName
        self.host = host
    }

    /// Whether the method named `name` is claimed now, asking the delegate:
    /// whether it has handlers for one of the method's events. `false` for
    /// a name not in ``eventsByMethodName``, and without a delegate or host.
    /// - Parameter name: The method's Swift name, e.g. `"tableView(_:heightForRowAt:)"`.
    ///
    /// Complexity: O(*e*) questions to the delegate, for the *e* events of the method.
    package func claimsMethod(named name: String) -> Bool {
        guard let events = eventsByMethodName[name], let delegate, let host else { return false }
        return events.contains { delegate.listView(host, handles: $0) }
    }

    /// Works out again which methods are claimed (``claimsMethod(named:)``),
    /// for ``claimedMethods`` and ``isClaimed(methodNamed:)`` to read from
    /// any thread. Call it whenever an event's handlers may have changed,
    /// before the view asks `responds(to:)` again.
    ///
    /// Complexity: O(*m*) for the *m* events in the table, plus taking a lock.
    package func update() {
        let names = Set(eventsByMethodName.keys.filter { claimsMethod(named: $0) })
        claimed.withLock { $0 = names }
    }

    /// The claimed methods' names, as last worked out by ``update()``;
    /// safe from any thread.
    ///
    /// Complexity: O(*c*) to copy the *c* names, under a lock.
    package nonisolated var claimedMethods: Set<String> {
        claimed.withLock { $0 }
    }

    /// Whether the method named `name` was claimed when last worked out by
    /// ``update()``: the answer for `responds(to:)`, safe from any thread.
    /// - Parameter name: The method's Swift name.
    ///
    /// Complexity: O(1) expected, under a lock.
    package nonisolated func isClaimed(methodNamed name: String) -> Bool {
        claimed.withLock { $0.contains(name) }
    }
}
