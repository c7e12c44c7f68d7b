import Foundation

/// A live, observable sectioned list: it publishes a new ``snapshot`` with
/// every transaction and tells its observers what changed, as one
/// ``ListUpdate``. ``ListController``, ``SectionTree``, ``LiveOutline``,
/// ``EmptyStateSource`` and TabulaGRDB's `LiveQuery` conform; adapters and
/// trees observe any of them the same way.
///
/// ```swift
/// let token = source.observe { update in
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// ```
@MainActor
public protocol LiveSource: AnyLiveSource {
    /// The section identifiers.
    associatedtype SectionID: Hashable & Sendable
    /// The section models.
    associatedtype SectionModel: Sendable
    /// The item identifiers.
    associatedtype ItemID: Hashable & Sendable
    /// The items.
    associatedtype Item: Sendable
    /// What the source adds to each update of its own.
    associatedtype Payload: Sendable

    /// The published snapshot: what views should show after the last delivered update.
    var snapshot: Snapshot<SectionID, SectionModel, ItemID, Item> { get }

    /// The sequence number of the last published snapshot.
    var sequenceNumber: Int { get }

    /// Calls `observer` with every update published from now on, after the
    /// delegate and in the order observers were added, until the returned
    /// token is cancelled or released.
    ///
    /// An observer may change the source: that change is delivered, to every
    /// observer, once the current update has reached them all.
    func observe(
        _ observer: @escaping @MainActor (ListUpdate<SectionID, SectionModel, ItemID, Item, Payload>) -> Void
    ) -> ObservationToken

    /// A stream of every update published from now on; it ends when the source
    /// is deallocated.
    func updates(
        bufferingPolicy: AsyncStream<ListUpdate<SectionID, SectionModel, ItemID, Item, Payload>>.Continuation.BufferingPolicy
    ) -> AsyncStream<ListUpdate<SectionID, SectionModel, ItemID, Item, Payload>>

    /// The model a ``MappingRegistry`` resolves for `item`: the item itself
    /// by default; a ``SectionTree``'s item's ``CompositionItem/value``.
    /// - Complexity: O(1).
    static func model(of item: Item) -> Any?

    /// Whether two values of one item show the same content, as the
    /// source's own updates decide it: a ``ListAdapter`` that diffs updates
    /// itself (after coalescing them) decides the same way. `==` by default
    /// for `Equatable` items; otherwise `false` (every value is new content).
    func itemContentEqual(_ lhs: Item, _ rhs: Item) -> Bool

    /// Whether two values of one section's model show the same content, as
    /// ``itemContentEqual(_:_:)`` does for items.
    func sectionContentEqual(_ lhs: SectionModel, _ rhs: SectionModel) -> Bool
}

extension LiveSource {
    /// `item` itself.
    public static func model(of item: Item) -> Any? { item }

    /// `false`: every value of an item that is not `Equatable` counts as new content.
    public func itemContentEqual(_ lhs: Item, _ rhs: Item) -> Bool { false }

    /// `false`: every value of a section model that is not `Equatable` counts as new content.
    public func sectionContentEqual(_ lhs: SectionModel, _ rhs: SectionModel) -> Bool { false }
}

extension LiveSource where Item: Equatable {
    /// `lhs == rhs`.
    public func itemContentEqual(_ lhs: Item, _ rhs: Item) -> Bool { lhs == rhs }
}

extension LiveSource where SectionModel: Equatable {
    /// `lhs == rhs`.
    public func sectionContentEqual(_ lhs: SectionModel, _ rhs: SectionModel) -> Bool { lhs == rhs }
}

extension LiveSource {
    /// This source, showing `emptyState` while it has nothing to show; see
    /// ``EmptyStateSource``.
    ///
    /// ```swift
    /// let results = controller.withEmptyState(noResults)
    /// adapter.show(results)
    /// ```
    ///
    /// - Parameter emptyState: The sections and items shown while the
    ///   source has no items, such as one "No results" row.
    /// - Returns: A live source that publishes this one's updates, or the
    ///   empty state while it is empty.
    public func withEmptyState(
        _ emptyState: Snapshot<SectionID, SectionModel, ItemID, Item>?
    ) -> EmptyStateSource<Self> {
        EmptyStateSource(self, emptyState: emptyState)
    }
}
