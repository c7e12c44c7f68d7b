import Foundation

/// One transaction of a ``SectionTree``, as delivered to
/// ``SectionTree/onUpdate`` and through ``SectionTree/updates(bufferingPolicy:)``:
/// the flattened snapshot before and after, the leaf changes that caused it
/// (re-addressed to global indexes), the coalesced changeset and the batches
/// that animate it.
///
/// It has the same shape as the list controller's ``ListUpdate``, so one
/// adapter serves both:
///
/// ```swift
/// tree.onUpdate = { update in
///     collectionView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// ```
public struct SectionTreeUpdate: Sendable {
    /// The position of this update among everything the tree published:
    /// consecutive updates differ by one.
    public let sequenceNumber: Int
    /// The flattened snapshot the changes start from: the previously published
    /// one or, for a user-driven move, that snapshot with the user's move made.
    public let previousSnapshot: CompositionSnapshot
    /// The flattened snapshot after the transaction.
    public let snapshot: CompositionSnapshot
    /// Every change of the transaction, in order, each in global indexes as of
    /// its own moment.
    public let changes: [SectionTreeChange]
    /// What changed from ``previousSnapshot`` to ``snapshot``, coalesced.
    public let changeset: Changeset
    /// The batches that take a view from ``previousSnapshot`` to ``snapshot``,
    /// each with its data; every batch passes UIKit's rules. Never empty.
    public let stagedChangeset: CompositionStagedChangeset
    /// The move the user already made in the view, when this update reports one
    /// (see ``SectionTree/commitUserMove(from:to:)``).
    public let userMove: Changeset.Move<IndexPath>?

    /// Creates an update.
    public init(
        sequenceNumber: Int, previousSnapshot: CompositionSnapshot, snapshot: CompositionSnapshot,
        changes: [SectionTreeChange], changeset: Changeset, stagedChangeset: CompositionStagedChangeset,
        userMove: Changeset.Move<IndexPath>? = nil
    ) {
        self.sequenceNumber = sequenceNumber
        self.previousSnapshot = previousSnapshot
        self.snapshot = snapshot
        self.changes = changes
        self.changeset = changeset
        self.stagedChangeset = stagedChangeset
        self.userMove = userMove
    }

    /// The section changes, in the order a ``ListControllerDelegate`` gets them:
    /// deletes, inserts, moves, updates.
    public var sectionChanges: [ListSectionChange] { changeset.listSectionChanges }

    /// The item changes, in the order a ``ListControllerDelegate`` gets them:
    /// the user's move (if any), then deletes, inserts, moves and updates.
    public var itemChanges: [ListItemChange] {
        let user = userMove.map {
            ListItemChange(kind: .move, oldIndexPath: $0.source, newIndexPath: $0.destination, isUserDriven: true)
        }
        return (user.map { [$0] } ?? []) + changeset.listItemChanges
    }
}
