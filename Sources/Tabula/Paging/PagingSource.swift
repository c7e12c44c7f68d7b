import Foundation

/// A live source that loads a list page by page, through an async loader
/// of yours: pages appended after the last item and prepended before the
/// first, a loading row and an error row at the end being loaded, a bounded
/// window that drops the pages farthest from where the list is going, and
/// the load in flight cancelled when the screen goes.
///
/// ```swift
/// let feed = PagingSource<Post, Int>(maximumPageCount: 10) { request in
///     try await api.posts(after: request.cursor)   // returns a Page<Post, Int>
/// }
/// adapter.showPages(of: feed)   // shows it, loads more as rows display
/// feed.loadNextPage()           // the first page
/// ```
///
/// **What it publishes.** One section (identifier `0`) of ``PagedRow``s:
/// the items of the pages held, in order, with a status row before them
/// while a page loads or failed before, or after them while one loads or
/// failed after. Every change (a page in or out, a status row shown or
/// gone) is one update, the difference of what was shown and what is.
///
/// **The status row is not data.** Its identity (``PagedRowID/status(_:)``)
/// is none of an item's, and its model is a ``PageStatus``, which the
/// registry maps to a cell of its own: handlers registered for the items'
/// model never see it. While no item is held, the status row is the
/// source's empty state, as an ``EmptyStateSource``'s is: a ``ListAdapter``
/// hands it to no handler and never selects it. Put a retry button in the
/// error row's cell, calling ``retry()``.
///
/// **One load at a time.** ``loadNextPage()`` and ``loadPreviousPage()``
/// do nothing while a load is in flight or has failed (so a trigger firing
/// on every displayed row loads once); after a failure, ``retry()`` loads
/// the failed page again and ``cancel()`` gives up on it.
///
/// **Identifiers are unique.** An item of a new page whose identifier is
/// already held (or earlier in the same page) is dropped, the item held
/// staying where it is, and reported as a ``Diagnostic`` of kind
/// ``Diagnostic/Kind/duplicateItemIdentifier`` and origin
/// ``Diagnostic/Origin/pagingSource`` in the update's diagnostics.
///
/// **Cancellation.** ``cancel()``, and releasing the source, cancel the
/// task of the load in flight; its result, should the loader return one
/// anyway, is never applied, and releasing publishes nothing more.
@MainActor
public final class PagingSource<Element: Identifiable & Sendable, Cursor: Sendable>: PagedLiveSource where Element.ID: Sendable {
    /// The one section's identifier, `0`.
    public typealias SectionID = Int
    /// The one section's model, `0`.
    public typealias SectionModel = Int
    /// A row's identity: an item's identifier, or a status row's side.
    public typealias ItemID = PagedRowID<Element.ID>
    /// A row: an item, or a status row.
    public typealias Item = PagedRow<Element>
    /// Nothing of its own.
    public typealias Payload = Void
    /// A snapshot of the rows.
    public typealias Content = Snapshot<Int, Int, ItemID, Item>
    /// One published transaction.
    public typealias Update = ListUpdate<Int, Int, ItemID, Item, Void>
    /// Loads the page a request asks for; it may throw, and should stop
    /// early when its task is cancelled.
    public typealias Loader = @Sendable (PageRequest<Cursor>) async throws -> Page<Element, Cursor>

    /// A page held: its items, without the duplicates dropped, and its cursors.
    struct HeldPage {
        var items: [Element]
        var previousCursor: Cursor?
        var nextCursor: Cursor?
    }

    /// The published snapshot: the items held, and the status row if one shows.
    public var snapshot: Content { rows.snapshot }

    /// The number of the last published snapshot; see ``ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { rows.sequenceNumber }

    /// What the source is doing: idle, loading on one side, or failed there.
    public internal(set) var phase: PagingPhase = .idle

    /// The most pages held at once, at least 1; `nil` for no bound. A page
    /// loaded beyond it drops pages from the other end: the first ones after
    /// an append, the last ones after a prepend. A dropped page loads again
    /// when the list goes back that way.
    public let maximumPageCount: Int?

    /// How near the end (in items) a displayed item must be for
    /// ``itemWillDisplay(_:)`` to load the next page, and near the start to
    /// load the previous one. A negative value counts as 0: only the last
    /// (first) item loads.
    public var prefetchDistance: Int

    /// Called with every update, after the delegate and before the observers.
    public var onUpdate: ((Update) -> Void)? {
        get { rows.onUpdate }
        set { rows.onUpdate = newValue }
    }

    /// Receives each transaction as published, in NSFetchedResultsController's order. Held weakly.
    public var delegate: (any LiveSourceDelegate)? {
        get { rows.delegate }
        set { rows.delegate = newValue }
    }

    /// The rows published, and their publisher.
    let rows = PagedRows<Element>()
    let loader: Loader
    let initialCursor: Cursor?
    /// The pages held, in display order.
    var pages: [HeldPage] = []
    /// Counts the loads started and the cancellations: a result is applied
    /// only when no other load started, and no cancel came, since its own.
    var generation = 0
    /// The task of the load in flight; reachable from `deinit`.
    let inFlight = Locked<Task<Void, Never>?>(nil)

    /// A source that holds nothing yet: call ``loadNextPage()`` for the first page.
    /// - Parameters:
    ///   - initialCursor: The cursor of the first page's request; `nil` by
    ///     default, for the start of the list.
    ///   - maximumPageCount: The most pages held at once; `nil` (the
    ///     default) for no bound; a value below 1 counts as 1.
    ///   - prefetchDistance: How near an end a displayed item loads the next
    ///     page that way; see ``prefetchDistance``.
    ///   - load: Loads a page; called off the main actor, once per load.
    /// - Complexity: O(1).
    public init(
        initialCursor: Cursor? = nil, maximumPageCount: Int? = nil, prefetchDistance: Int = 5,
        load: @escaping Loader
    ) {
        self.initialCursor = initialCursor
        self.maximumPageCount = maximumPageCount.map { Swift.max($0, 1) }
        self.prefetchDistance = prefetchDistance
        self.loader = load
    }

    deinit {
        inFlight.withLock { $0?.cancel() }
    }

    // MARK: - What is held

    /// The items held, in display order, without the status row.
    /// - Complexity: O(*n*) for *n* items held.
    public var items: [Element] { pages.flatMap(\.items) }

    /// The number of pages held, empty ones included. O(1).
    public var pageCount: Int { pages.count }

    /// Whether there is nothing more to load on that side: the page held
    /// at that end says so with a `nil` cursor. Before any page is held,
    /// `false` both ways.
    /// - Parameter direction: The side.
    /// - Complexity: O(1).
    public func hasReachedEnd(_ direction: PageDirection) -> Bool {
        guard let edge = direction == .after ? pages.last : pages.first else { return false }
        return (direction == .after ? edge.nextCursor : edge.previousCursor) == nil
    }

    // MARK: - LiveSource

    /// Calls `observer` with every update from now on; see ``LiveSource/observe(_:)``.
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    /// - Complexity: O(1).
    public func observe(_ observer: @escaping @MainActor (Update) -> Void) -> ObservationToken {
        rows.observe(observer)
    }

    /// A stream of every update from now on; it ends when this source is deallocated.
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    /// - Complexity: O(1).
    public func updates(bufferingPolicy: AsyncStream<Update>.Continuation.BufferingPolicy = .unbounded) -> AsyncStream<Update> {
        rows.updates(bufferingPolicy: bufferingPolicy)
    }

    /// Whether two values of a row show the same content: `==` for items
    /// that are `Equatable` (otherwise every value is new content), and for
    /// status rows.
    /// - Parameters:
    ///   - lhs: One value of a row.
    ///   - rhs: Another.
    /// - Complexity: The items' `==`, or describing two errors.
    public func itemContentEqual(_ lhs: PagedRow<Element>, _ rhs: PagedRow<Element>) -> Bool {
        PagedRows.contentEqual(lhs, rhs)
    }
}

extension PagingSource: SourceHints {
    /// `true`: with no item held, the status row is the empty state.
    package var mayShowEmptyState: Bool { true }
    /// Whether `snapshot` holds no item, only a status row (or nothing).
    package func isEmptyState(_ snapshot: Any) -> Bool { PagedRows<Element>.isEmptyState(snapshot) }
}
