import Foundation

/// An outline that publishes every change through the package's pipeline:
/// a ``LiveSource`` whose snapshot is one section of the visible rows, for
/// adapters, section trees and tests alike.
///
/// ```swift
/// let files = LiveOutline(sectionID: "files", outline: try Outline<String, String>([
///     .init(id: "src", item: "src", children: .loaded([.init(id: "main", item: "main.swift")])),
/// ]))
/// let token = files.observe { update in
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// try files.expand("src")      // one batch: a row inserted, "src" reconfigured
/// ```
///
/// **Changes.** Expanding or collapsing one item writes its changeset down
/// from the range the ``Outline`` reports — rows inserted or deleted below
/// the item and the item's own row updated — without diffing. Every other
/// change (``update(_:)``, ``replaceItems(with:)``, expand or collapse all)
/// diffs the old and new visible rows with the package's diff.
///
/// **Costs.** Expanding or collapsing costs the outline's O(*k* + *d* × log *f*)
/// plus O(*k* + log *n*) to publish, for *k* rows shown or hidden among *n*
/// visible: the update carries both the previous and the new snapshot, so
/// the published rows live in a tree of chunks that the two snapshots share,
/// and only the rows shown and the paths to the cut are written. Reading a
/// row by index path is then O(log *n*); reading the section's
/// ``Snapshot/Section/items`` whole (as a diff does) writes the rows into an
/// array once per snapshot, O(*n*). The first expansion after a change that
/// was diffed builds the tree, O(*n*), once. Without observers no changeset
/// is computed. The hot paths are inlinable, so they run specialized for
/// your identifier and item types.
///
/// **In a tree.** ``makeSectionProvider()`` shows the rows as one section of a
/// ``SectionTree``, among other sections; see ``LiveSource/makeSectionProvider()``.
///
/// **Errors.** Unknown identifiers and clashing ones throw an
/// ``OutlineError`` and change nothing.
@MainActor
public final class LiveOutline<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Item: Sendable>: LiveSource {
    /// The section model is the section identifier.
    public typealias SectionModel = SectionID
    /// A visible row: the items of the published snapshot.
    public typealias Row = OutlineRow<ItemID, Item>
    /// The published snapshot: one section of rows.
    public typealias Content = Snapshot<SectionID, SectionID, ItemID, Row>
    /// One published transaction.
    public typealias Update = ListUpdate<SectionID, SectionID, ItemID, Row, Void>

    /// What collapsing an item does to its descendants' expansion.
    public enum CollapsePolicy: Sendable {
        /// Descendants stay expanded, and show again when the item expands (Apple's behaviour).
        case remembersDescendants
        /// Descendants collapse too: expanding the item again shows only its children.
        case collapsesDescendants
    }

    /// The published snapshot: one section, whose items are the visible rows.
    public var snapshot: Content { _snapshot }
    @usableFromInline var _snapshot: Content
    /// Whether a change was left unpublished while a transaction is open.
    @usableFromInline var hasHeldUpdates = false

    /// The outline: items, children and expansion. Change it with
    /// ``update(_:)`` or the expansion methods, which publish.
    public var outline: Outline<ItemID, Item> { _outline }
    /// The outline's storage: written by the inlinable paths, which cannot
    /// call an internal setter.
    @usableFromInline var _outline: Outline<ItemID, Item>

    /// The identifier (and model) of the one section.
    public let sectionID: SectionID

    /// The number of the last published snapshot; see ``ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { publisher.sequenceNumber }

    /// Whether content changes reload or reconfigure cells.
    public let contentUpdates: ContentUpdateStyle

    /// What collapsing does to descendants; ``CollapsePolicy/remembersDescendants`` by default.
    public var collapsePolicy: CollapsePolicy = .remembersDescendants

    /// Whether expanding an item collapses its expanded siblings, so that at
    /// most one sibling is expanded at a time. `false` by default.
    ///
    /// It applies to ``expand(_:)`` and ``toggle(_:)``, one item at a time:
    /// ``expandAll(under:)`` expands every item, as asked, and changes made
    /// through ``update(_:)`` keep the expansion they set.
    public var expandsOneSiblingAtATime = false

    /// Asked before an item expands by ``expand(_:)``; `false` vetoes it.
    public var shouldExpand: ((ItemID) -> Bool)?
    /// Called just before an item expands, before anything is published.
    public var willExpand: ((ItemID) -> Void)?
    /// Called after an item expanded and the change was delivered; inside a
    /// transaction (a batch, a pause, a tree batch), as soon as the outline
    /// changed, before the transaction publishes it, and an atomic batch that
    /// throws undoes an expansion this already reported.
    public var didExpand: ((ItemID) -> Void)?
    /// Asked before an item collapses by ``collapse(_:)``; `false` vetoes it.
    public var shouldCollapse: ((ItemID) -> Bool)?
    /// Called just before an item collapses, before anything is published.
    public var willCollapse: ((ItemID) -> Void)?
    /// Called after an item collapsed and the change was delivered; inside a
    /// transaction, as ``didExpand`` is.
    public var didCollapse: ((ItemID) -> Void)?

    /// Loads an item's children the first time it expands, when it has
    /// children not loaded yet (``OutlineElement/Children/notLoaded``).
    ///
    /// While it runs, the item shows the row ``loadingElement`` makes, if
    /// any. Collapsing the item first cancels the load. A load that fails, or
    /// returns a clashing identifier, leaves the item collapsed and still
    /// expandable, and is reported to ``didFailToLoadChildren``. Loads that
    /// finish in any order, or after being cancelled, never corrupt the outline.
    public var childrenProvider: (@MainActor (ItemID) async throws -> [OutlineElement<ItemID, Item>])?
    /// Makes the row shown under an item while its children load (its
    /// identifier must not be used by any item). `nil` shows none.
    public var loadingElement: ((ItemID) -> OutlineElement<ItemID, Item>)?
    /// Told when loading an item's children failed.
    public var didFailToLoadChildren: ((ItemID, any Error) -> Void)?

    /// The loads in flight, by item.
    var loads: [ItemID: PendingLoad] = [:]
    /// Items ``setExpandedItems(_:)`` named that were not loaded yet: each
    /// expands when its parent's children arrive.
    var pendingExpansion: Set<ItemID> = []
    /// Numbers the loads.
    var loadCounter = 0
    /// Called when a load's task ends, current or not: lets tests wait for
    /// a load they completed without timing anything.
    var loadDidFinish: (() -> Void)?

    /// Receives every transaction's changes in NSFetchedResultsController's order. Held weakly.
    public var delegate: (any LiveSourceDelegate)? {
        get { publisher.delegate }
        set { publisher.delegate = newValue }
    }

    /// Called with every update, after the delegate and before the observers.
    public var onUpdate: ((Update) -> Void)? {
        get { publisher.onUpdate }
        set { publisher.onUpdate = newValue }
    }

    /// Whether two rows show the same content: the same place and state, and
    /// items the content comparison calls equal.
    @usableFromInline let rowContentEqual: (Row, Row) -> Bool

    /// Whether two rows show the same content: the same place and state, and
    /// items the outline's content comparison calls equal.
    /// - Parameters:
    ///   - lhs: One value of a row.
    ///   - rhs: Another.
    public func itemContentEqual(_ lhs: Row, _ rhs: Row) -> Bool { rowContentEqual(lhs, rhs) }
    @usableFromInline let publisher = UpdatePublisher<SectionID, SectionID, ItemID, Row, Void>()
    /// The open transactions: batches, with their checkpoints, and pauses.
    @usableFromInline package var transactions = TransactionStack<Checkpoint?>()

    /// Creates a live outline.
    ///
    /// - Parameters:
    ///   - sectionID: The identifier (and model) of its one section.
    ///   - outline: The items and expansion to start with.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    ///   - itemContentEqual: Whether two items with the same identifier show the same content.
    /// - Complexity: O(visible rows).
    public init(
        sectionID: SectionID, outline: Outline<ItemID, Item> = Outline(),
        contentUpdates: ContentUpdateStyle = .reconfigure,
        itemContentEqual: @escaping (Item, Item) -> Bool
    ) {
        self.sectionID = sectionID
        _outline = outline
        self.contentUpdates = contentUpdates
        rowContentEqual = { a, b in
            a.level == b.level && a.parent == b.parent && a.isExpanded == b.isExpanded
                && a.hasChildren == b.hasChildren && a.isLastChild == b.isLastChild && itemContentEqual(a.item, b.item)
        }
        _snapshot = Self.makeSnapshot(sectionID, outline.visibleRows)
    }

    deinit {
        publisher.broadcaster.finish()
    }

    // MARK: - Observation

    /// Calls `observer` with every update from now on, until the token is
    /// cancelled or released; see ``LiveSource/observe(_:)``.
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping @MainActor (Update) -> Void) -> ObservationToken {
        publisher.observe(observer)
    }

    /// A stream of every update from now on; it ends when the outline is deallocated.
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    public func updates(bufferingPolicy: AsyncStream<Update>.Continuation.BufferingPolicy = .unbounded) -> AsyncStream<Update> {
        publisher.makeStream(bufferingPolicy: bufferingPolicy)
    }

    // MARK: - AnyLiveSource

    /// Always 1: the outline's section, empty or not.
    public var numberOfSections: Int { 1 }
    /// The number of visible rows. O(1).
    public var numberOfItems: Int { _snapshot.numberOfItems }
    /// The number of visible rows for section 0, `nil` for any other. O(1).
    public func numberOfItems(inSection section: Int) -> Int? { section == 0 ? _snapshot.numberOfItems : nil }
    /// The section identifier, as text.
    public var sectionTitles: [String] { [String(describing: sectionID)] }
    /// The first character of the section's title, upper-cased.
    public var sectionIndexTitles: [String] { sectionTitles.map(\.sectionIndexTitle) }

    @inlinable
    static func makeSnapshot(_ sectionID: SectionID, _ rows: [Row]) -> Content {
        Content(sections: [Content.Section(id: sectionID, model: sectionID, items: rows, itemID: { $0.id })])
    }
}

extension LiveOutline where Item: Equatable {
    /// Creates a live outline whose items are compared with `==`.
    ///
    /// - Parameters:
    ///   - sectionID: The identifier (and model) of its one section.
    ///   - outline: The items and expansion to start with.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    /// - Complexity: O(visible rows).
    public convenience init(sectionID: SectionID, outline: Outline<ItemID, Item> = Outline(), contentUpdates: ContentUpdateStyle = .reconfigure) {
        self.init(sectionID: sectionID, outline: outline, contentUpdates: contentUpdates, itemContentEqual: ==)
    }
}
