import Foundation

/// One transaction of a ``ListController``, as delivered to
/// ``ListController/onUpdate`` and through ``ListController/updates(bufferingPolicy:)``:
/// the snapshot before and after, what changed, and the batches that animate it.
///
/// ```swift
/// for await update in controller.updates() {
///     guard update.sequenceNumber == shown + 1 else {   // missed one: reload
///         dataSource.snapshot = update.snapshot; tableView.reloadData(); shown = update.sequenceNumber; continue
///     }
///     tableView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
///     shown = update.sequenceNumber
/// }
/// ```
public struct ListUpdate<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable>: Sendable where Item.ID: Sendable {
    /// The position of this update among everything the controller published,
    /// counting silent ``ListController/fetch(_:)`` loads: consecutive updates
    /// differ by one, so a gap means something was not seen (reload then).
    public let sequenceNumber: Int
    /// The snapshot the changes start from: the previously published one or,
    /// for a user-driven move, that snapshot with the user's move already made.
    public let previousSnapshot: ListSnapshot<Item, SectionKey>
    /// The published snapshot after the transaction.
    public let snapshot: ListSnapshot<Item, SectionKey>
    /// What changed from ``previousSnapshot`` to ``snapshot``.
    public let changeset: Changeset
    /// The batches that take a view from ``previousSnapshot`` to ``snapshot``,
    /// each with its data. Never empty: when only item values changed that
    /// show no different content, one empty batch carries the new data.
    public let stagedChangeset: ListStagedChangeset<Item, SectionKey>
    /// The move the user already made in the view, when this update reports one
    /// (see ``ListController/commitUserMove(from:to:updating:)``); the changes
    /// are then only what the controller did beyond it.
    public let userMove: Changeset.Move<IndexPath>?
    /// What the controller noticed during the transaction, such as items
    /// without a section key.
    public let diagnostics: [ListDiagnostic]

    /// Creates an update.
    @inlinable
    public init(
        sequenceNumber: Int,
        previousSnapshot: ListSnapshot<Item, SectionKey>,
        snapshot: ListSnapshot<Item, SectionKey>,
        changeset: Changeset,
        stagedChangeset: ListStagedChangeset<Item, SectionKey>,
        userMove: Changeset.Move<IndexPath>? = nil,
        diagnostics: [ListDiagnostic] = []
    ) {
        self.sequenceNumber = sequenceNumber
        self.previousSnapshot = previousSnapshot
        self.snapshot = snapshot
        self.changeset = changeset
        self.stagedChangeset = stagedChangeset
        self.userMove = userMove
        self.diagnostics = diagnostics
    }

    /// Whether the update reports a move the user already made in the view.
    public var isUserDriven: Bool { userMove != nil }

    /// The section changes, in the order a ``ListControllerDelegate`` gets them:
    /// deletes, inserts, moves, updates.
    public var sectionChanges: [ListSectionChange] { changeset.listSectionChanges }

    /// The item changes, in the order a ``ListControllerDelegate`` gets them:
    /// the user's move (if any, flagged ``ListItemChange/isUserDriven``), then
    /// deletes, inserts, moves and updates.
    @inlinable
    public var itemChanges: [ListItemChange] {
        let user = userMove.map {
            ListItemChange(kind: .move, oldIndexPath: $0.source, newIndexPath: $0.destination, isUserDriven: true)
        }
        return (user.map { [$0] } ?? []) + changeset.listItemChanges
    }
}
