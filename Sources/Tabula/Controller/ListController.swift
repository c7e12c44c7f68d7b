import Foundation

/// A live, sectioned, sorted and filtered list: the object a screen holds
/// instead of an array, in the role of NSFetchedResultsController,
/// TLIndexPathController and ModelAssistant.
///
/// ```swift
/// let contacts = ListController(configuration: ListConfiguration<Contact, String>(
///     sectionKey: { $0.initial },
///     sectionOrder: .ascending,
///     itemOrder: .by(.ascending(\.lastName), .ascending(\.firstName))
/// ))
/// try contacts.fetch(loaded)                     // silent: reload the view
/// dataSource.snapshot = contacts.snapshot
/// contacts.onUpdate = { update in
///     tableView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// try contacts.insert(newContact)                // animates one row in
/// try contacts.updateItem(withID: id) { $0.lastName = "Lovelace" }   // moves it
/// ```
///
/// Every operation is one *transaction* that publishes one new ``snapshot``
/// and reports it four ways, in this order: to the ``delegate`` (Core Data's
/// order: will change, section changes, item changes, did change), to
/// ``onUpdate`` (a ``ListUpdate`` with the staged changeset for adapters), to
/// every observer from ``observe(_:)``, and to every stream from
/// ``updates(bufferingPolicy:)``. Several operations
/// become one transaction inside `performBatchUpdates(_:)` or while
/// ``pauseUpdates()`` is in effect.
///
/// **Costs.** An operation on one item costs O(log *m* + *m*) for the *m*
/// items of its section: it never diffs the list, and writes its changeset
/// down directly. Inserting or removing many items costs the sections they
/// touch. Batches, ``update(contentsOf:)``, ``upsert(contentsOf:)`` with
/// existing items, and ``commitUserMove(from:to:updating:)`` diff only the
/// sections they touched. ``replace(with:)`` and configuration changes diff
/// everything: expected O(*n*), plus sorting. Without any observer (no
/// delegate, ``onUpdate`` or stream) no changeset is computed at all.
/// <doc:TheListController> explains how the sections are kept and published.
///
/// **Index paths** address the controller's content: its sections and included
/// items now, which is the published ``snapshot`` outside a transaction.
///
/// **Collapsing.** Sections collapse to their headers with
/// ``LiveSource/withCollapsing()``, which folds what the controller
/// publishes and leaves its data and lookups whole.
///
/// **Errors.** Bad input — an index path out of range, an unknown or
/// duplicate identifier — throws a ``ListControllerError`` naming it, and
/// leaves the controller unchanged; lookups return `nil`. Nothing traps.
@MainActor
public final class ListController<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable>: LiveSource where Item.ID: Sendable {
    @usableFromInline
    typealias Engine = ListEngine<Item, SectionKey>
    @usableFromInline
    typealias Key = SectionKey?
    @usableFromInline
    typealias Builder = ListChangeBuilder<Item, SectionKey>
    @usableFromInline
    typealias Content = ListSnapshot<Item, SectionKey>

    /// The published snapshot: what views should show after the last delivered
    /// transaction.
    public var snapshot: ListSnapshot<Item, SectionKey> { _snapshot }
    @usableFromInline
    var _snapshot: ListSnapshot<Item, SectionKey>

    /// The number of the last published snapshot; see ``ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { publisher.sequenceNumber }

    /// What the last transaction (or fetch) noticed: items without a section
    /// key (origin ``Diagnostic/Origin/listController``), then what its diff
    /// noticed (origin ``Diagnostic/Origin/diff``). Also delivered in
    /// ``ListUpdate/diagnostics``.
    public var diagnostics: [Diagnostic] { _diagnostics }
    @usableFromInline
    var _diagnostics: [Diagnostic] = []

    /// Receives every transaction's changes in NSFetchedResultsController's
    /// order. Held weakly.
    public var delegate: (any LiveSourceDelegate)? {
        get { publisher.delegate }
        set { publisher.delegate = newValue }
    }

    /// Called with every transaction's ``ListUpdate``, after the delegate and
    /// before the observers and streams: a shorthand for one observer that
    /// lives as long as the controller. Setting it never disconnects an
    /// observer added with ``observe(_:)``, such as a ``SectionTree``.
    public var onUpdate: ((ListControllerUpdate<Item, SectionKey>) -> Void)? {
        get { publisher.onUpdate }
        set { publisher.onUpdate = newValue }
    }

    /// The configuration: section key, orders, filter, content comparison.
    /// Change it with ``setConfiguration(_:)`` or the specific setters.
    public var configuration: ListConfiguration<Item, SectionKey> { engine.configuration }

    /// Whether two values of an item show the same content: the
    /// configuration's ``ListConfiguration/itemContentEqual``.
    /// - Parameters:
    ///   - lhs: One value of the item.
    ///   - rhs: Another.
    public func itemContentEqual(_ lhs: Item, _ rhs: Item) -> Bool { engine.configuration.itemContentEqual(lhs, rhs) }

    @usableFromInline
    var engine: Engine
    /// Grows with every change of the state, filtered out or not; lets a background
    /// replacement notice that the state moved on.
    @usableFromInline
    var generation = 0
    /// The transaction being gathered, inside a batch or while paused.
    @usableFromInline
    var pending: PendingTransaction?
    /// Grows with every background replacement, so that the latest one wins.
    @usableFromInline
    var replacementToken = 0
    /// Sequence numbers and delivery, shared with every live source.
    @usableFromInline
    let publisher = UpdatePublisher<SectionKey?, SectionKey?, Item.ID, Item, Void>()
    /// The open transactions: batches, with their checkpoints, and pauses.
    @usableFromInline
    package var transactions = TransactionStack<Checkpoint?>()
    /// An empty snapshot to hold while the published one is updated in place.
    @usableFromInline
    let emptySnapshot = ListSnapshot<Item, SectionKey>()
    /// See `ListController+Testing.swift`.
    @usableFromInline
    var backgroundWorkDidFinish: (() async -> Void)?
    /// How ``update(with:)`` merges: the item's ``ListMergeable`` conformance, if any.
    @usableFromInline
    let mergeNewValue: ((inout Item, Item) -> Void)?

    /// A transaction gathered over several operations.
    @usableFromInline
    struct PendingTransaction {
        /// Whether any included item or section changed.
        @usableFromInline
        var changed = false
        /// Whether an operation rebuilt the sections, so only a whole diff is right.
        @usableFromInline
        var needsFullDiff = false
        @usableFromInline
        var diagnostics: [Diagnostic] = []
        /// Whether a silent load happened: the transaction is delivered as a reload.
        @usableFromInline
        var isReload = false

        @inlinable
        init() {}
    }

    /// Creates an empty controller.
    ///
    /// A flat list (no section key) has its one section from the start;
    /// a sectioned list has no sections until items arrive.
    /// - Parameter configuration: The section key, orders, filter and content comparison.
    @inlinable
    public init(configuration: ListConfiguration<Item, SectionKey>) {
        engine = Engine(configuration: configuration)
        _snapshot = engine.makeSnapshot()
        mergeNewValue = Self.mergeFunction()
    }

    deinit {
        publisher.broadcaster.finish()
    }

    // MARK: - Observation

    /// Calls `observer` with every transaction's ``ListUpdate`` from now on,
    /// after the delegate and ``onUpdate``, in the order observers were added,
    /// until the token is cancelled or released. Any number may observe.
    ///
    /// An observer may change the controller: that transaction is delivered,
    /// to every observer, once the current one has reached them all.
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping @MainActor (ListControllerUpdate<Item, SectionKey>) -> Void) -> ObservationToken {
        publisher.observe(observer)
    }

    /// A stream of every update published from now on; it ends when the
    /// controller is deallocated (after the updates already buffered).
    ///
    /// Each stream buffers independently. The default, `.unbounded`, never
    /// drops an update: each changeset starts where the previous one ended, so
    /// a consumer that animates a view needs them all, and an update costs
    /// little to keep (snapshots share their storage). A consumer that only
    /// wants the latest state can pass `.bufferingNewest(1)` and, when
    /// ``ListUpdate/sequenceNumber`` skips, reload from ``ListUpdate/snapshot``.
    ///
    /// Iterate without holding the controller strongly in the iterating task,
    /// or the controller is never released and the stream never ends.
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    public func updates(
        bufferingPolicy: AsyncStream<ListControllerUpdate<Item, SectionKey>>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<ListControllerUpdate<Item, SectionKey>> {
        publisher.makeStream(bufferingPolicy: bufferingPolicy)
    }

    // MARK: - Merging

    @inlinable
    static func mergeFunction() -> ((inout Item, Item) -> Void)? {
        guard let type = Item.self as? any ListMergeable.Type else { return nil }
        return makeMerge(type)
    }

    @inlinable
    static func makeMerge<M: ListMergeable>(_: M.Type) -> (inout Item, Item) -> Void {
        { current, newValue in
            guard var value = current as? M, let incoming = newValue as? M else {
                current = newValue
                return
            }
            value.merge(from: incoming)
            if let merged = value as? Item { current = merged }
        }
    }
}

extension ListController where SectionKey == Never, Item: Equatable {
    /// Creates an empty flat list: one section, items compared with `==`.
    ///
    /// - Parameters:
    ///   - itemOrder: The order of the items.
    ///   - filter: Which items are included; `nil` includes all.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    @inlinable
    public convenience init(
        itemOrder: ListItemOrder<Item> = .insertion,
        filter: (@Sendable (Item) -> Bool)? = nil,
        contentUpdates: ContentUpdateStyle = .reconfigure
    ) {
        self.init(configuration: ListConfiguration(itemOrder: itemOrder, filter: filter, contentUpdates: contentUpdates))
    }
}

extension ListController: SourceHints {
    package var updatesContentAs: ContentUpdateStyle? { configuration.contentUpdates }
    package func currentContent() -> Any? { contentSnapshot }
}
