import Foundation

/// A live source that collapses sections of another source to their
/// headers: a collapsed section keeps its place, identity and model, and
/// shows none of its items, which come back when it expands.
///
/// It works the same over every live source (a ``ListController``, a
/// ``SectionTree``, a ``LiveOutline``, an ``EmptyStateSource``, a live query)
/// and is a live source itself: a ``ListAdapter`` shows it, a tree holds it,
/// and a test observes it, like any.
///
/// ```swift
/// let sections = controller.withCollapsing()
/// adapter.show(sections)
/// sections.collapseSection(withID: "Archived")
/// ```
///
/// **What it publishes.** The base's snapshot with each collapsed section
/// folded. A collapse deletes the section's rows and an expand inserts
/// them, in one batch written down without a diff. The base's own changes
/// pass through with what collapsed sections hide taken out: an item
/// inserted into, deleted from or moved inside a collapsed section is not
/// seen to, and one moved out of (into) it is an insert (a delete).
///
/// **The state is kept by identifier**, whatever the base holds: a section
/// that is absent, or that goes and comes back, is collapsed when it
/// (re)appears. With ``expandsOneSectionAtATime``, every section but one is
/// collapsed, sections that appear later included.
///
/// **Transactions.** The transaction verbs (`performBatchUpdates`,
/// ``LiveSource/pauseUpdates()``) open a transaction on the base too:
/// collapsing and the base's changes inside one are published together, as
/// one update, and an atomic one that throws restores which sections were
/// collapsed as well as the base.
///
/// **Lookups.** The data stays whole in ``base``, which never folds: look
/// items up there. ``snapshot`` and the counts are what a view shows.
@MainActor
public final class CollapsingSource<Base: LiveSource>: LiveSource {
    /// The section identifiers: the base's.
    public typealias SectionID = Base.SectionID
    /// The section models: the base's.
    public typealias SectionModel = Base.SectionModel
    /// The item identifiers: the base's.
    public typealias ItemID = Base.ItemID
    /// The items: the base's.
    public typealias Item = Base.Item
    /// The base's payload, or `nil` for an update that collapsing changed
    /// (a section collapsed or expanded), whose changes are not the base's.
    public typealias Payload = Base.Payload?
    /// A snapshot of the base's types.
    public typealias Content = Snapshot<SectionID, SectionModel, ItemID, Item>
    /// One published transaction.
    public typealias Update = ListUpdate<SectionID, SectionModel, ItemID, Item, Payload>

    /// The source whose sections collapse.
    public let base: Base

    /// The published snapshot: the base's, each collapsed section without its items.
    public internal(set) var snapshot: Content

    /// The number of the last published snapshot; see ``ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { publisher.sequenceNumber }

    /// Receives each transaction as published, in NSFetchedResultsController's
    /// order: the rows a view shows, which the counts agree with. Held weakly.
    public var delegate: (any LiveSourceDelegate)? {
        get { publisher.delegate }
        set { publisher.delegate = newValue }
    }

    /// Called with every update, after the delegate and before the observers.
    public var onUpdate: ((Update) -> Void)? {
        get { publisher.onUpdate }
        set { publisher.onUpdate = newValue }
    }

    let publisher = UpdatePublisher<SectionID, SectionModel, ItemID, Item, Payload>()
    /// The open transactions, which the base's join.
    package var transactions = TransactionStack<Record>()
    /// Which sections are collapsed now.
    var state = SectionCollapseState<SectionID>()
    /// The state ``snapshot`` was folded by.
    var publishedState = SectionCollapseState<SectionID>()
    /// The base's snapshot that ``snapshot`` folds.
    var publishedBase: Content
    /// The base's snapshot as its updates told it, which can lag
    /// `base.snapshot` while an update of the base waits to be delivered.
    var lastBaseSnapshot: Content
    /// The items of ``publishedBase`` that collapsed sections hide.
    var hiddenItemCount = 0
    /// What an open transaction gathered: the base's updates, in order, and
    /// the sections whose state changed.
    var gatheredUpdates: [ListUpdate<SectionID, SectionModel, ItemID, Item, Base.Payload>] = []
    var gatheredSections: Set<SectionID> = []
    /// The observation of the base; it holds this source weakly.
    private var baseObservation: ObservationToken?

    /// Shows `base` with every section expanded.
    /// - Parameter base: The source whose sections collapse.
    /// - Complexity: O(1).
    public init(_ base: Base) {
        self.base = base
        snapshot = base.snapshot
        publishedBase = base.snapshot
        lastBaseSnapshot = base.snapshot
        baseObservation = base.observe { [weak self] update in self?.receive(update) }
    }

    deinit {
        publisher.broadcaster.finish()
    }

    // MARK: - LiveSource

    /// Calls `observer` with every update from now on; see ``LiveSource/observe(_:)``.
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping @MainActor (Update) -> Void) -> ObservationToken {
        publisher.observe(observer)
    }

    /// A stream of every update from now on; it ends when this source is deallocated.
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    public func updates(bufferingPolicy: AsyncStream<Update>.Continuation.BufferingPolicy = .unbounded) -> AsyncStream<Update> {
        publisher.makeStream(bufferingPolicy: bufferingPolicy)
    }

    // MARK: - AnyLiveSource: what a view shows

    /// The number of sections: the base's, since collapsed sections stay.
    public var numberOfSections: Int { snapshot.numberOfSections }
    /// The number of items shown: none of a collapsed section's.
    public var numberOfItems: Int { snapshot.numberOfItems }
    /// The number of items shown in `section`: 0 while it is collapsed.
    /// - Parameter section: A section index.
    public func numberOfItems(inSection section: Int) -> Int? {
        snapshot.sections.indices.contains(section) ? snapshot.sections[section].count : nil
    }
    /// The base's section titles.
    public var sectionTitles: [String] { base.sectionTitles }
    /// The base's section index titles.
    public var sectionIndexTitles: [String] { base.sectionIndexTitles }
    /// The base's model of `item`.
    /// - Parameter item: An item of the base.
    public static func model(of item: Base.Item) -> Any? { Base.model(of: item) }
    /// The base's comparison.
    /// - Parameters:
    ///   - lhs: One value of an item.
    ///   - rhs: Another.
    public func itemContentEqual(_ lhs: Base.Item, _ rhs: Base.Item) -> Bool { base.itemContentEqual(lhs, rhs) }
    /// The base's comparison.
    /// - Parameters:
    ///   - lhs: One value of a section model.
    ///   - rhs: Another.
    public func sectionContentEqual(_ lhs: Base.SectionModel, _ rhs: Base.SectionModel) -> Bool { base.sectionContentEqual(lhs, rhs) }
}

extension LiveSource {
    /// This source, with sections that collapse to their headers; see
    /// ``CollapsingSource``.
    ///
    /// ```swift
    /// let sections = controller.withCollapsing()
    /// adapter.show(sections)
    /// sections.toggleSection(withID: key)
    /// ```
    ///
    /// - Returns: A live source that publishes this one's updates, without
    ///   the items of the sections it collapses.
    public func withCollapsing() -> CollapsingSource<Self> {
        CollapsingSource(self)
    }
}

extension CollapsingSource: SourceHints {
    package var mayShowEmptyState: Bool { base.hints?.mayShowEmptyState ?? false }
    package func isEmptyState(_ snapshot: Any) -> Bool { base.hints?.isEmptyState(snapshot) ?? false }
    package var updatesContentAs: ContentUpdateStyle? { base.hints?.updatesContentAs }
    package var behaviorTree: SectionTree? { base.hints?.behaviorTree }
    package func currentContent() -> Any? { base.hints?.currentContent() }
    package func expandedItemIDs() -> Any? { base.hints?.expandedItemIDs() }
    package func setExpandedItemIDs(_ ids: Any) { base.hints?.setExpandedItemIDs(ids) }
    /// The sections this source collapses, present in the base.
    package func collapsedSectionsState() -> Any? { Set(collapsedSectionIDs) }
    package func restoreCollapsedSections(_ ids: Any) {
        guard let ids = ids as? Set<SectionID> else { return }
        stateDidChange(affecting: state.setCollapsed(ids, present: presentSectionIDs))
    }

    /// The identifiers of the base's sections as they are now: inside a
    /// transaction, with its changes so far. O(*s*).
    var presentSectionIDs: [SectionID] {
        ((base.hints?.currentContent() as? Content) ?? lastBaseSnapshot).sections.map(\.id)
    }
}
