import Foundation
import GRDB
import Tabula

/// A list that stays in step with an SQLite database: the records of a GRDB
/// request, grouped into sections and sorted, published as a live source
/// whose every update animates what the database committed.
///
/// ```swift
/// let contacts = LiveQuery(
///     database: pool,
///     request: LiveQueryRequest { Contact.all() },
///     sectionKey: { $0.initial },
///     sectionOrder: .ascending,
///     order: [.ascending(\.name)]
/// )
/// let token = contacts.observe { update in
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// ```
///
/// The query owns a ``/Tabula/ListController`` (``controller``) and feeds it; its
/// snapshots, updates, delegate and streams are the controller's, so
/// everything that takes a live source takes a query, and a
/// ``/Tabula/SectionTree`` shows it through `makeSectionProvider()`.
///
/// **Order.** Items are sorted by ``order`` and then by their identifier (the
/// primary key), so that records the order finds equal keep one place and
/// never move spuriously from one fetch to the next. Sections are the
/// distinct values of the section key, ordered by the section order.
///
/// **Engines.** With ``LiveQueryEngine/refetch`` (the default) each
/// committed change of the tables the request reads is fetched whole, off
/// the main actor, by a GRDB `ValueObservation`; a fetch equal to the
/// previous one is dropped, any other is diffed against what is shown (off
/// the main actor above the configuration's
/// ``/Tabula/ListConfiguration/backgroundThreshold``), and when fetches arrive faster
/// than they are applied only the latest is. With
/// ``LiveQueryEngine/incremental(threshold:)`` only the rows each commit
/// touched are fetched, off the main actor, and applied as inserts, updates
/// and deletes; the commits that arrive while a change is applied are
/// merged into the next. Either way every published snapshot is the
/// request's result at some committed state, in commit order.
///
/// **Errors.** A failing fetch (a missing table, a closed database) or a
/// result the list cannot hold (two records with one identifier) is
/// delivered to ``onError`` and kept in ``error``; the list keeps showing the
/// last good result. GRDB stops an observation that fails; the query tries
/// again on the next commit (see ``otherConnectionsCheckInterval``), and
/// ``restart()`` starts it again at once.
///
/// **Other connections.** Commits made through another connection to the
/// file (another queue or pool, an app extension, another process) show too:
/// the query checks for them every ``otherConnectionsCheckInterval``.
///
/// **Pausing.** ``pauseObservation()`` stops following the database (for a
/// screen that is off screen, say): no fetch, no update, while the list keeps
/// showing what it showed. ``resumeObservation()`` fetches the whole result
/// once and animates the difference, so nothing committed meanwhile is lost,
/// then follows commits again with the engine chosen. (To hold back the
/// delivery of updates rather than the fetching, use the query's
/// `pauseUpdates()` and `resumeUpdates()` instead, which every live source has.)
@MainActor
public final class LiveQuery<Record, SectionKey>
where Record: FetchableRecord & Identifiable & Equatable & Sendable, Record.ID: Comparable & Sendable,
    SectionKey: Hashable & Sendable
{
    /// The controller that holds and publishes the list. Change the list
    /// through the query (its request, order and section key), not here: the
    /// next fetch would undo any change made to the controller directly.
    public let controller: ListController<Record, SectionKey>
    /// The transactions opened on the query, which are its controller's.
    package var transactions = TransactionStack<Void>()
    /// The database observed.
    public let database: any DatabaseReader
    /// What is fetched; change it with ``setRequest(_:)``.
    public internal(set) var request: LiveQueryRequest<Record>
    /// The keys items are sorted by inside each section, before the
    /// identifier; change them with ``setOrder(_:)``.
    public internal(set) var order: [ListSortKey<Record>]
    /// The last error, until a fetch succeeds again; `nil` when all is well.
    public internal(set) var error: (any Error)?
    /// Called on the main actor with every error: a failing fetch, a closed
    /// database, a result with duplicate identifiers.
    public var onError: ((any Error) -> Void)?
    /// Whether a fetch has been shown since the query started.
    public internal(set) var hasLoaded = false
    /// Whether the query has stopped following the database
    /// (``pauseObservation()``) until ``resumeObservation()``.
    public internal(set) var isObservationPaused = false

    /// How commits are followed; see ``LiveQueryEngine``.
    public let engine: LiveQueryEngine

    // The initializers and the engines' paths are `@inlinable`, and the
    // state they touch `@usableFromInline` (still internal): a module that
    // creates a query of its own record type then compiles them, and the
    // controller's `@inlinable` work they call (sorting, rebuilding and
    // diffing every fetched record), specialized for that type. Compiled
    // here, generically, that work would spend much of its time looking up
    // generic metadata and calling witnesses.

    /// The refetch engine's observation; released (which cancels it) to stop.
    @usableFromInline var observation: AnyDatabaseCancellable?
    /// The incremental engine's observer, held here only: the database holds
    /// it weakly, so it stops with the query.
    @usableFromInline var transactionObserver: AnyObject?
    /// The incremental engine's map from rowid to the identifier of the
    /// record shown for that row.
    @usableFromInline var rowIDs: [Int64: Record.ID] = [:]
    /// Grows with each observation started, so that a value from a cancelled
    /// one (already scheduled on the main actor) is recognized and dropped.
    @usableFromInline var observationGeneration = 0
    /// The latest fetched records not yet applied: latest wins.
    @usableFromInline var pendingRecords: [Record]?
    /// The task applying fetched results, one at a time; `nil` when idle.
    @usableFromInline var applying: Task<Void, Never>?
    /// Reads the writer's commit token every check interval; see `LiveQuery+OtherConnections.swift`.
    @usableFromInline var watcher: Task<Void, Never>?

    /// How often, in seconds, the query checks for commits made through
    /// other connections to the database file — another `DatabaseQueue` or
    /// `DatabasePool`, an app extension, another process — which no
    /// observation of its own writer sees; `nil` checks never.
    ///
    /// Each check reads three numbers on the writer's connection (SQLite's
    /// `PRAGMA data_version` among them), off the main actor. After another
    /// connection's commit, the query fetches the whole result again, with
    /// either engine, and animates the difference: such a commit shows within
    /// about one interval plus that fetch. While the query has an ``error``,
    /// any commit, its own writer's included, makes it try again, so it
    /// recovers once the request works again. Setting it starts the
    /// observation again. Needs a `DatabaseWriter`; on a reader alone,
    /// nothing is checked.
    ///
    /// The first check is read before the first fetch, so that no commit
    /// falls between them: with the refetch engine over a `DatabasePool`, a
    /// write transaction running when the observation starts delays that
    /// first fetch until it ends (`nil` starts it at once, on a reader).
    public var otherConnectionsCheckInterval: TimeInterval? = 0.5 {
        didSet {
            guard otherConnectionsCheckInterval != oldValue, !isObservationPaused else { return }
            startObservation()
        }
    }

    /// Creates a live query and starts observing the database.
    ///
    /// The list is empty until the first fetch arrives (``hasLoaded``), which
    /// is delivered as an update flagged `isReload`: a view reloads rather
    /// than animating every row in.
    ///
    /// - Parameters:
    ///   - database: The database to observe; a `DatabasePool` fetches
    ///     concurrently with writes.
    ///   - request: What to fetch.
    ///   - sectionKey: A record's section key, `nil` for the "no section"
    ///     bucket; pass `nil` for a list of one section.
    ///   - sectionOrder: The order of the sections.
    ///   - order: The keys items are sorted by, most significant first; the
    ///     identifier always breaks the remaining ties.
    ///   - contentUpdates: Whether changed records reload or reconfigure cells.
    ///   - engine: How commits are followed: ``LiveQueryEngine/refetch`` by default.
    @inlinable
    public convenience init(
        database: any DatabaseReader,
        request: LiveQueryRequest<Record>,
        sectionKey: (@Sendable (Record) -> SectionKey?)?,
        sectionOrder: ListSectionOrder<SectionKey> = .firstAppearance,
        order: [ListSortKey<Record>] = [],
        contentUpdates: ContentUpdateStyle = .reconfigure,
        engine: LiveQueryEngine = .refetch
    ) {
        // Convenience only so as to be `@inlinable` (the class is final):
        // the item order and the observation are then made in the caller's
        // module, specialized for its record type.
        self.init(
            database: database, request: request, order: order, engine: engine,
            configuration: ListConfiguration(
                sectionKey: sectionKey,
                sectionOrder: sectionOrder,
                itemOrder: Self.itemOrder(order),
                contentUpdates: contentUpdates
            )
        )
        startObservation()
    }

    /// Stores what the query needs and starts nothing; the public
    /// initializers start the observation. Not `@inlinable`, because it sets
    /// properties whose setters are internal.
    @usableFromInline
    init(
        database: any DatabaseReader, request: LiveQueryRequest<Record>, order: [ListSortKey<Record>],
        engine: LiveQueryEngine, configuration: ListConfiguration<Record, SectionKey>
    ) {
        self.database = database
        self.engine = engine
        self.request = request
        self.order = order
        controller = ListController(configuration: configuration)
    }

    /// `keys` followed by the identifier: a total order, so that equal keys
    /// never leave the place of an item to the order of a fetch.
    @inlinable
    static func itemOrder(_ keys: [ListSortKey<Record>]) -> ListItemOrder<Record> {
        .by(keys + [.ascending(\.id)])
    }

    // The setters of the `public internal(set)` properties, for the
    // `@inlinable` methods, which cannot reach an internal setter.

    /// Notes a fetch shown: the query has loaded, and all is well.
    @usableFromInline
    func noteLoaded() {
        hasLoaded = true
        error = nil
    }

    /// Forgets the last error.
    @usableFromInline
    func clearError() {
        error = nil
    }

    /// Notes whether the query follows the database.
    @usableFromInline
    func setObservationPaused(_ paused: Bool) {
        isObservationPaused = paused
    }

    /// Keeps `request` as the request fetched.
    @usableFromInline
    func storeRequest(_ request: LiveQueryRequest<Record>) {
        self.request = request
    }

    /// Keeps `order` as the keys items are sorted by.
    @usableFromInline
    func storeOrder(_ order: [ListSortKey<Record>]) {
        self.order = order
    }
}

extension LiveQuery where SectionKey == Never {
    /// Creates a live query of one section and starts observing the database.
    ///
    /// - Parameters:
    ///   - database: The database to observe.
    ///   - request: What to fetch.
    ///   - order: The keys items are sorted by; the identifier breaks ties.
    ///   - contentUpdates: Whether changed records reload or reconfigure cells.
    ///   - engine: How commits are followed: ``LiveQueryEngine/refetch`` by default.
    @inlinable
    public convenience init(
        database: any DatabaseReader,
        request: LiveQueryRequest<Record>,
        order: [ListSortKey<Record>] = [],
        contentUpdates: ContentUpdateStyle = .reconfigure,
        engine: LiveQueryEngine = .refetch
    ) {
        self.init(
            database: database, request: request, sectionKey: nil,
            order: order, contentUpdates: contentUpdates, engine: engine
        )
    }
}
