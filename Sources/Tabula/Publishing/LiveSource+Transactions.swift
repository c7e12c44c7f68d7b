import Foundation

extension LiveSource {
    /// Whether a transaction is open: inside `performBatchUpdates(_:)`
    /// or while ``pauseUpdates()`` is in effect. Operations take effect at
    /// once; their update is published when it closes. Always `false` for a
    /// source without transactions. O(1).
    public var isInTransaction: Bool {
        (self as? any TransactionalSource)?.isTransactionOpen ?? false
    }

    /// Runs `updates` as one transaction: the operations inside take effect
    /// at once (lookups see them), and the source publishes one update when
    /// the outermost transaction closes. Transactions nest.
    ///
    /// ```swift
    /// controller.performBatchUpdates {
    ///     controller.setFilter(nil)
    ///     controller.setItemOrder(.by(.ascending(\.name)))
    /// }
    /// ```
    ///
    /// A list controller, a section tree (with every source in it), an
    /// outline, a live query and an empty-state source (with its base) open
    /// transactions. A `LiveSource` type of your own has none: on it, the
    /// verbs run `updates` and do nothing else.
    ///
    /// Operations that throw can run here with `try?`; a closure that uses
    /// `try` selects the atomic variant below, which also takes a checkpoint.
    ///
    /// - Parameter updates: The operations.
    /// - Complexity: The operations' own costs, plus working out the changes
    ///   of what they touched once, when the transaction closes.
    public func performBatchUpdates(_ updates: () -> Void) {
        guard let source = self as? any TransactionalSource else { return updates() }
        source.runTransaction(updates)
    }

    /// Runs `updates` as one atomic transaction: if it throws, the source
    /// returns to exactly the state it had before, nothing is published, and
    /// the error is rethrown; otherwise the source publishes one update when
    /// the outermost transaction closes.
    ///
    /// ```swift
    /// try controller.performBatchUpdates {
    ///     try controller.removeItem(withID: oldID)
    ///     try controller.insert(replacement)       // throws? the removal is undone
    /// }
    /// ```
    ///
    /// A closure that uses `try` selects this variant.
    ///
    /// - Parameter updates: The operations.
    /// - Throws: What `updates` throws, after the source is put back.
    /// - Complexity: What the non-throwing variant costs, plus a checkpoint:
    ///   O(nodes) for a tree; O(1) for a list controller, whose first change
    ///   inside copies its storage once (O(*n*)).
    public func performBatchUpdates(_ updates: () throws -> Void) throws {
        guard let source = self as? any TransactionalSource else { return try updates() }
        try source.runAtomicTransaction(updates)
    }

    /// Holds back updates: from now until the matching ``resumeUpdates()``,
    /// operations take effect but publish nothing; the last resume publishes
    /// everything that changed meanwhile as one update. A pause is a
    /// transaction that stays open; pauses nest, and a batch inside one
    /// publishes nothing of its own. Does nothing on a `LiveSource` type of
    /// your own.
    ///
    /// While paused, a source's lookups and counts (a controller's
    /// `item(at:)`, `numberOfItems`…) already see the changes: a data source
    /// reads the published ``snapshot`` instead, as ``ListAdapter`` does. A
    /// controller refuses `commitUserMove` in a transaction (the view does not
    /// show what its index paths address): resume before committing a drag.
    ///
    /// - Complexity: O(1).
    public func pauseUpdates() {
        (self as? any TransactionalSource)?.pause()
    }

    /// Ends a ``pauseUpdates()``; the last one publishes what changed while
    /// paused as one update (none when nothing changed). Does nothing when
    /// not paused.
    ///
    /// - Complexity: Working out the changes of what changed while paused.
    public func resumeUpdates() {
        (self as? any TransactionalSource)?.resume()
    }
}
