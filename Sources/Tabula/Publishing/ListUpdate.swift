import Foundation

/// One transaction of a live source (a ``ListController``, a ``SectionTree``,
/// a ``LiveOutline``…) as its observers receive it: the snapshot before and after, what changed,
/// and the batches that animate it.
///
/// Every live source publishes this one type through the same pipeline;
/// ``ListControllerUpdate`` and ``SectionTreeUpdate`` name it for each source.
///
/// ```swift
/// let token = controller.observe { update in
///     guard !update.isReload else {              // the source started over
///         dataSource.snapshot = update.snapshot
///         tableView.reloadData()
///         return
///     }
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// ```
public struct ListUpdate<
    SectionID: Hashable & Sendable, SectionModel: Sendable, ItemID: Hashable & Sendable, Item: Sendable, Payload: Sendable
>: Sendable {
    /// The position of this update among everything the source published:
    /// consecutive updates differ by one, so a gap means an update was not
    /// seen (reload from ``snapshot`` then).
    public let sequenceNumber: Int
    /// The snapshot the changes start from: the previously published one or,
    /// for a move the user already made, that snapshot with the move made.
    public let previousSnapshot: Snapshot<SectionID, SectionModel, ItemID, Item>
    /// The published snapshot after the transaction.
    public let snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>
    /// What changed from ``previousSnapshot`` to ``snapshot``.
    public let changeset: Changeset
    /// The batches that take a view from ``previousSnapshot`` to ``snapshot``,
    /// each with its data. Never empty: when only values changed that show no
    /// different content, one empty batch carries the new data.
    public let stagedChangeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>
    /// The move the user already made in the view, when this update reports
    /// one; the changes are then only what the source did beyond it.
    public let userMove: Changeset.Move<IndexPath>?
    /// Whether the source started over (a silent load, such as
    /// ``ListController/fetch(_:)``): the changes are exact, so animating them
    /// is correct, but a view may as well reload from ``snapshot``. Delegates
    /// are not told of reloads, as NSFetchedResultsController's `performFetch`
    /// tells none.
    public let isReload: Bool
    /// What the source noticed during the transaction: its own diagnostics,
    /// such as a list controller's items without a section key, then its
    /// diff's, such as duplicate identifiers. Each names its
    /// ``Diagnostic/origin``.
    public let diagnostics: [Diagnostic]
    /// What the source adds of its own: `Void` for a list controller, the
    /// re-addressed changes of each mutation for a section tree.
    public let payload: Payload

    /// Creates an update.
    public init(
        sequenceNumber: Int,
        previousSnapshot: Snapshot<SectionID, SectionModel, ItemID, Item>,
        snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>,
        changeset: Changeset,
        stagedChangeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>,
        userMove: Changeset.Move<IndexPath>? = nil,
        isReload: Bool = false,
        diagnostics: [Diagnostic] = [],
        payload: Payload
    ) {
        self.sequenceNumber = sequenceNumber
        self.previousSnapshot = previousSnapshot
        self.snapshot = snapshot
        self.changeset = changeset
        self.stagedChangeset = stagedChangeset
        self.userMove = userMove
        self.isReload = isReload
        self.diagnostics = diagnostics
        self.payload = payload
    }

    /// Whether the update reports a move the user already made in the view.
    public var isUserDriven: Bool { userMove != nil }

    /// The section changes, in the order a ``LiveSourceDelegate`` gets them:
    /// deletes, inserts, moves, updates.
    public var sectionChanges: [ListSectionChange] { changeset.listSectionChanges }

    /// The item changes, in the order a ``LiveSourceDelegate`` gets them: the
    /// user's move (if any), then deletes, inserts, moves and updates.
    public var itemChanges: [ListItemChange] {
        let user = userMove.map { ListItemChange.move(from: $0.source, to: $0.destination, isContentChanged: false, isUserDriven: true) }
        return (user.map { [$0] } ?? []) + changeset.listItemChanges
    }
}

extension ListUpdate where Payload == Void {
    /// Creates an update with no payload of the source's own.
    public init(
        sequenceNumber: Int,
        previousSnapshot: Snapshot<SectionID, SectionModel, ItemID, Item>,
        snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>,
        changeset: Changeset,
        stagedChangeset: StagedChangeset<SectionID, SectionModel, ItemID, Item>,
        userMove: Changeset.Move<IndexPath>? = nil,
        isReload: Bool = false,
        diagnostics: [Diagnostic] = []
    ) {
        self.init(
            sequenceNumber: sequenceNumber, previousSnapshot: previousSnapshot, snapshot: snapshot,
            changeset: changeset, stagedChangeset: stagedChangeset, userMove: userMove,
            isReload: isReload, diagnostics: diagnostics, payload: ()
        )
    }
}

/// One transaction of a ``ListController``.
public typealias ListControllerUpdate<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable> =
    ListUpdate<SectionKey?, SectionKey?, Item.ID, Item, Void> where Item.ID: Sendable
