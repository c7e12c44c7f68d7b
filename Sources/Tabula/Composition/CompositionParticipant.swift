import Foundation

/// A composable of a tree that shows a live source with transactions of its
/// own — a list controller's provider — which joins each tree transaction and
/// pause: a tree batch is one transaction of its controllers too, and an
/// atomic one that throws restores them as well.
@MainActor
protocol CompositionParticipant: AnyObject {
    /// The source whose transactions join the tree's.
    var joinedSource: (any TransactionalSource)? { get }
}

/// A section whose own storage (its typed items) must be restored with its
/// node when an atomic tree transaction throws.
@MainActor
protocol CompositionStateful: AnyObject {
    /// Captures the storage; calling the result puts it back. O(1): the
    /// storage is copied on write.
    func captureState() -> () -> Void
}
