import Foundation

/// A live source that shows an empty state — a "No results" row, a loading
/// row, an error row — while another source has nothing to show, and that
/// source's own snapshots otherwise.
///
/// It works the same over every live source (a ``ListController``, a
/// ``SectionTree``, a ``LiveOutline``, a live query), and is a live source
/// itself: a ``ListAdapter`` shows it, and a test observes it, like any.
///
/// ```swift
/// // An item no data uses: its identifier is one no contact has.
/// let noResults = Snapshot<String?, String?, Contact.ID, Contact>(sections: [
///     .init(id: nil, model: nil, items: [Contact(id: -1, name: "No results")], itemID: \.id),
/// ])
/// let results = controller.withEmptyState(noResults)
/// adapter.show(results)
/// ```
///
/// The empty state's rows are items of the source's own type, so their cells
/// come from the same mappings; a ``MappingCondition`` on the model gives them
/// a cell of their own. For an empty-state row of another type, in a ``ListAdapter``
/// only, ``ListAdapter/emptyState`` is the simpler way.
///
/// **When it shows.** The empty state stands in for the base's snapshot
/// whenever that has no items and no section the base collapsed holds any
/// (a folded list is not empty). Coming or going, it replaces every
/// section, in one batch that deletes the old sections and inserts the new
/// ones, the data swapped inside it; between two snapshots of data the
/// base's own changes pass through unchanged, with its payload. While the
/// empty state stays, changes of the base that leave it empty publish
/// nothing: the screen does not change.
///
/// **The empty state is not data.** The counts and titles that
/// ``AnyLiveSource`` asks for are the base's, and the ``delegate`` hears the
/// base's changes, which agree with them; look items up through ``base``,
/// which never holds the empty state. A ``ListAdapter`` never selects,
/// highlights, edits or moves an empty-state row, folds its section or hands
/// it to an event handler (``isEmptyState(_:)``). Give its items identifiers
/// that no data uses.
@MainActor
public final class EmptyStateSource<Base: LiveSource>: LiveSource {
    /// The section identifiers: the base's.
    public typealias SectionID = Base.SectionID
    /// The section models: the base's.
    public typealias SectionModel = Base.SectionModel
    /// The item identifiers: the base's.
    public typealias ItemID = Base.ItemID
    /// The items: the base's.
    public typealias Item = Base.Item
    /// The base's payload, or `nil` for an update that shows or hides the
    /// empty state, whose changes are not the base's.
    public typealias Payload = Base.Payload?
    /// A snapshot of the base's types.
    public typealias Content = Snapshot<SectionID, SectionModel, ItemID, Item>
    /// One published transaction.
    public typealias Update = ListUpdate<SectionID, SectionModel, ItemID, Item, Payload>

    /// The source whose data is shown.
    public let base: Base

    /// What is shown while the base has nothing to show; `nil` shows the
    /// base's snapshot always. Setting it while the empty state shows
    /// publishes the change (nothing when the new one is equal, for
    /// `Equatable` items and section models).
    public var emptyState: Content? {
        didSet { emptyStateDidChange(from: oldValue) }
    }

    /// The published snapshot: the base's, or ``emptyState`` while the base
    /// has nothing to show.
    public internal(set) var snapshot: Content

    /// Whether ``snapshot`` is the empty state.
    public internal(set) var isShowingEmptyState = false

    /// The number of the last published snapshot; see ``ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { publisher.sequenceNumber }

    /// Receives the base's changes, transaction by transaction, in
    /// NSFetchedResultsController's order: the data's story, which the
    /// counts (the base's) agree with, without the empty state's coming and
    /// going. Held weakly.
    public weak var delegate: (any LiveSourceDelegate)?

    /// Called with every update, after the delegate and before the observers.
    public var onUpdate: ((Update) -> Void)? {
        get { publisher.onUpdate }
        set { publisher.onUpdate = newValue }
    }

    let publisher = UpdatePublisher<SectionID, SectionModel, ItemID, Item, Payload>()
    /// The transactions opened on this source, which are its base's.
    package var transactions = TransactionStack<Void>()
    /// The base's snapshot as its updates told it, which can lag
    /// `base.snapshot` while an update of the base waits to be delivered.
    var lastBaseSnapshot: Content
    /// The observation of the base; it holds this source weakly.
    private var baseObservation: ObservationToken?

    /// Shows `base`, or `emptyState` while it has nothing to show.
    /// - Parameters:
    ///   - base: The source whose data is shown.
    ///   - emptyState: What is shown while the base has nothing to show.
    /// - Complexity: O(1).
    public init(_ base: Base, emptyState: Content?) {
        self.base = base
        self.emptyState = emptyState
        snapshot = base.snapshot
        lastBaseSnapshot = base.snapshot
        if let emptyState, base.snapshot.hasNothingToShow(foldedItems: baseHasCollapsedItems) {
            snapshot = emptyState
            isShowingEmptyState = true
        }
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

    /// Whether `snapshot` is the empty state: it has the sections and items
    /// of ``emptyState``, by identifier. O(size of the empty state).
    /// - Parameter snapshot: A snapshot this source published.
    public func isEmptyState(_ snapshot: Content) -> Bool {
        guard let emptyState, snapshot.numberOfItems == emptyState.numberOfItems,
              snapshot.numberOfSections == emptyState.numberOfSections else { return false }
        return snapshot.sectionIdentifiers == emptyState.sectionIdentifiers
            && snapshot.itemIdentifiers.elementsEqual(emptyState.itemIdentifiers)
    }

    // MARK: - AnyLiveSource: the base's counts, the empty state not being data

    /// The base's number of sections.
    public var numberOfSections: Int { base.numberOfSections }
    /// The base's number of items: 0 while the empty state shows.
    public var numberOfItems: Int { base.numberOfItems }
    /// The base's number of items in `section`.
    /// - Parameter section: A section of the base.
    public func numberOfItems(inSection section: Int) -> Int? { base.numberOfItems(inSection: section) }
    /// The base's section titles.
    public var sectionTitles: [String] { base.sectionTitles }
    /// The base's section index titles.
    public var sectionIndexTitles: [String] { base.sectionIndexTitles }
    /// The base's model of `item`.
    /// - Parameter item: An item of the base or of the empty state.
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

extension EmptyStateSource: SourceHints {
    /// The base's: sections it collapsed keep the empty state away.
    package var hasCollapsedItems: Bool { baseHasCollapsedItems }
    /// `true`: this source shows an empty state.
    package var mayShowEmptyState: Bool { true }
    package func isEmptyState(_ snapshot: Any) -> Bool { (snapshot as? Content).map(isEmptyState) ?? false }
    package var updatesContentAs: ContentUpdateStyle? { base.hints?.updatesContentAs }
    package var behaviorTree: SectionTree? { base.hints?.behaviorTree }
    package func currentContent() -> Any? { base.hints?.currentContent() }
    package func expandedItemIDs() -> Any? { base.hints?.expandedItemIDs() }
    package func setExpandedItemIDs(_ ids: Any) { base.hints?.setExpandedItemIDs(ids) }
    package func collapsedSectionsState() -> Any? { base.hints?.collapsedSectionsState() }
    package func restoreCollapsedSections(_ ids: Any) { base.hints?.restoreCollapsedSections(ids) }
    /// Whether the base folds sections that hold items.
    var baseHasCollapsedItems: Bool { base.hints?.hasCollapsedItems ?? false }
}

extension EmptyStateSource: TransactionForwarding {
    package var transactionBase: (any TransactionalSource)? { base as? any TransactionalSource }
}
