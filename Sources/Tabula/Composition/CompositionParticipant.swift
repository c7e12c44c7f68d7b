import Foundation

/// A composable of a tree that is itself a live source with transactions of its
/// own — a list controller's provider — and joins each tree transaction, so
/// that a tree batch is one transaction of its controllers too, and an atomic
/// one that throws restores them as well.
@MainActor
protocol CompositionParticipant: AnyObject {
    /// A tree transaction begins: open one on the source (with a checkpoint
    /// when `atomic`).
    func beginTreeTransaction(atomic: Bool)
    /// The tree transaction ends: close the source's, which publishes what it
    /// gathered to the tree, still inside the tree's transaction.
    func endTreeTransaction()
    /// The tree transaction threw: restore the source as it was at the
    /// matching begin, delivering nothing.
    func rollbackTreeTransaction()
}

/// A section whose own storage (its typed items) must be restored with its
/// node when an atomic tree transaction throws.
@MainActor
protocol CompositionStateful: AnyObject {
    /// Captures the storage; calling the result puts it back. O(1): the
    /// storage is copied on write.
    func captureState() -> () -> Void
}
