import Foundation
import GRDB
import Tabula

/// A window over a live query: the rows of an ordered GRDB request from one
/// position to another, kept in step with the database, that grows as the
/// user scrolls to its end (or its start) and, when bounded, drops rows far
/// from where the list is going and loads them again when it comes back.
///
/// ```swift
/// let messages = LiveQueryWindow(database: pool, pageSize: 50, maximumPageCount: 4) {
///     Message.order(Column("date").desc, Column("id").desc)
/// }
/// adapter.showPages(of: messages)   // shows it, grows it as rows display
/// ```
///
/// **What it shows.** The records of the request at positions ``window``
/// (its first ``pageSize`` at first, from the position it starts at), in
/// the request's order, as one section of ``/Tabula/PagedRow``s, as a
/// ``/Tabula/PagingSource`` publishes them. One GRDB `ValueObservation`
/// fetches the window, off the main actor, after every commit that changes
/// what it reads: an insert, delete or change inside the window animates
/// (changed records reconfigure their cells), and so does one above it,
/// which shifts the rows the window's positions hold. Order the request by
/// a unique key (end with the primary key), so that its order is total.
///
/// **More.** ``loadNextPage()`` moves the window's end a page further, and
/// ``loadPreviousPage()`` its start a page back: the observation starts
/// again over the new window, and its loading row shows on that side until
/// the first fetch arrives, which animates to the new rows. The
/// ``/Tabula/ListAdapter`` does it as rows display (see
/// ``/Tabula/ListAdapter/showPages(of:)``), within ``prefetchDistance`` of
/// an end. Whether rows lie beyond the end is known from fetching one row
/// more than the window holds; before the start, from its position.
///
/// **A bounded window.** With ``maximumPageCount``, the window holds at
/// most that many pages of rows: moving its end further drops the first
/// rows, moving its start back drops the last. They load again when the
/// list goes back that way.
///
/// **Errors.** When a fetch fails (a missing table, a closed database),
/// GRDB stops the observation: ``phase`` becomes
/// ``/Tabula/PagingPhase/failed(_:_:)``, the error row shows on the side
/// being loaded (after the rows, when none was), the rows shown stay, and
/// nothing follows the database until ``retry()`` starts the observation again.
///
/// **Not data.** The loading and error rows are status rows, as a
/// ``/Tabula/PagingSource``'s are: their model is a ``/Tabula/PageStatus``,
/// and while no record shows, the status row is the empty state.
///
/// **Cancellation.** Releasing the window cancels its observation: no fetch
/// runs after, and a value already on its way is dropped. Commits made
/// through other connections to the file show with the next commit of the
/// window's own database, or the next move.
@MainActor
public final class LiveQueryWindow<Record>: PagedLiveSource
where Record: FetchableRecord & Identifiable & Equatable & Sendable, Record.ID: Sendable {
    /// The records.
    public typealias Element = Record
    /// A snapshot of the rows.
    public typealias Content = Snapshot<Int, Int, PagedRowID<Record.ID>, PagedRow<Record>>
    /// One published transaction.
    public typealias Update = ListUpdate<Int, Int, PagedRowID<Record.ID>, PagedRow<Record>, Void>

    /// What one fetch of the window finds, off the main actor.
    struct Fetched: Equatable, Sendable {
        /// The position of the first record: the window's start, or an
        /// earlier one when the rows before it went.
        var start: Int
        var records: [Record]
        /// Whether a row lies after the last record.
        var hasMore: Bool
    }

    /// The database observed.
    public let database: any DatabaseReader
    /// How many rows a move of the window adds, at least 1.
    public let pageSize: Int
    /// The most pages of rows the window holds at once, at least 1; `nil`
    /// for no bound.
    public let maximumPageCount: Int?
    /// How near the end (in records) a displayed record must be for
    /// ``itemWillDisplay(_:)`` to move the window's end, and near the start
    /// to move its start. A negative value counts as 0.
    public var prefetchDistance: Int
    /// What the window is doing: ``/Tabula/PagingPhase/loading(_:)`` while
    /// the first fetch of a new window (the very first included) is on its
    /// way, failed when the observation stopped on an error, idle otherwise.
    public internal(set) var phase: PagingPhase
    /// The records shown, in the request's order.
    public internal(set) var items: [Record] = []
    /// The positions, in the request's result, that the window covers:
    /// ``items`` are the records at those positions (fewer at the end of
    /// the result). While a move loads, the positions it will cover.
    public var window: Range<Int> {
        let (end, overflow) = start.addingReportingOverflow(length)
        return start..<(overflow ? .max : end)
    }

    let makeRequest: @Sendable () -> QueryInterfaceRequest<Record>
    let rows = PagedRows<Record>(phase: .loading(.after))
    /// The window's first position and length, as requested.
    var start: Int
    var length: Int
    /// Whether a row lies after the records shown.
    var hasMore = false
    /// Whether a fetch has been shown.
    var hasLoaded = false
    /// The observation of the window; released (which cancels it) to stop.
    var observation: AnyDatabaseCancellable?
    /// Grows with each observation started, so that a value of a cancelled
    /// one (already scheduled on the main actor) is dropped.
    var generation = 0

    /// Creates a window over `request` and starts observing its first page.
    ///
    /// - Parameters:
    ///   - database: The database to observe; a `DatabasePool` fetches
    ///     concurrently with writes.
    ///   - pageSize: How many rows the first window holds and each move
    ///     adds; a value below 1 counts as 1.
    ///   - maximumPageCount: The most pages held at once; `nil` (the
    ///     default) for no bound; a value below 1 counts as 1.
    ///   - prefetchDistance: How near an end a displayed record moves the
    ///     window that way; see ``prefetchDistance``.
    ///   - position: The position in the result where the window starts:
    ///     0 (the default) for the first row.
    ///   - request: Builds the request, called once per fetch off the main
    ///     actor: a `QueryInterfaceRequest` ordered by a unique key. Its
    ///     own limit, if any, is replaced by the window's.
    /// - Complexity: O(1); the first fetch runs off the main actor.
    public init(
        database: any DatabaseReader, pageSize: Int = 20, maximumPageCount: Int? = nil, prefetchDistance: Int = 5,
        startingAt position: Int = 0, request: @escaping @Sendable () -> QueryInterfaceRequest<Record>
    ) {
        self.database = database
        self.pageSize = Swift.max(pageSize, 1)
        self.maximumPageCount = maximumPageCount.map { Swift.max($0, 1) }
        self.prefetchDistance = prefetchDistance
        self.makeRequest = request
        start = Swift.max(position, 0)
        length = self.pageSize
        phase = .loading(.after)
        startObservation()
    }

    /// Whether there is nothing more that way: no row after the last record
    /// shown, or the window starting at the first row. `false` both ways
    /// before the first fetch arrives. O(1).
    /// - Parameter direction: The side.
    public func hasReachedEnd(_ direction: PageDirection) -> Bool {
        guard hasLoaded else { return false }
        return direction == .after ? !hasMore : start == 0
    }

    // MARK: - LiveSource

    /// The published snapshot: the records shown, and the status row if one shows.
    public var snapshot: Content { rows.snapshot }

    /// The number of the last published snapshot; see ``/Tabula/ListUpdate/sequenceNumber``.
    public var sequenceNumber: Int { rows.sequenceNumber }

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

    /// Calls `observer` with every update from now on; see ``/Tabula/LiveSource/observe(_:)``.
    /// - Parameter observer: Called on the main actor with each update.
    /// - Returns: The token that keeps the observation alive.
    /// - Complexity: O(1).
    public func observe(_ observer: @escaping @MainActor (Update) -> Void) -> ObservationToken {
        rows.observe(observer)
    }

    /// A stream of every update from now on; it ends when this window is deallocated.
    /// - Parameter bufferingPolicy: How many undelivered updates the stream keeps.
    /// - Complexity: O(1).
    public func updates(bufferingPolicy: AsyncStream<Update>.Continuation.BufferingPolicy = .unbounded) -> AsyncStream<Update> {
        rows.updates(bufferingPolicy: bufferingPolicy)
    }

    /// Whether two values of a row show the same content: `==`.
    /// - Parameters:
    ///   - lhs: One value of a row.
    ///   - rhs: Another.
    /// - Complexity: The records' `==`, or describing two errors.
    public func itemContentEqual(_ lhs: PagedRow<Record>, _ rhs: PagedRow<Record>) -> Bool {
        PagedRows.contentEqual(lhs, rhs)
    }
}

extension LiveQueryWindow: SourceHints {
    /// `true`: with no record shown, the status row is the empty state.
    package var mayShowEmptyState: Bool { true }
    /// Whether `snapshot` holds no record, only a status row.
    package func isEmptyState(_ snapshot: Any) -> Bool { PagedRows<Record>.isEmptyState(snapshot) }
    package var updatesContentAs: ContentUpdateStyle? { .reconfigure }
}
