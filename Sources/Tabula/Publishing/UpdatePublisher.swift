import Foundation

/// The publishing machinery every live source shares: sequence numbers and
/// delivery of each update to the delegate, `onUpdate`, the observers and the streams — in that order, one
/// update at a time, even when an observer changes the source again.
///
/// A source decides *what* changed, and when (its transactions: see
/// ``TransactionalSource``); the publisher decides nothing and only
/// delivers. Each source owns one publisher.
@usableFromInline
@MainActor
final class UpdatePublisher<
    SectionID: Hashable & Sendable, SectionModel: Sendable, ItemID: Hashable & Sendable, Item: Sendable, Payload: Sendable
> {
    @usableFromInline
    typealias Update = ListUpdate<SectionID, SectionModel, ItemID, Item, Payload>

    /// The number of the last published snapshot.
    @usableFromInline
    var sequenceNumber = 0
    /// Receives each (non-reload) transaction in NSFetchedResultsController's order.
    @usableFromInline
    weak var delegate: (any LiveSourceDelegate)?
    /// The source's `onUpdate` closure: called after the delegate, before the observers.
    @usableFromInline
    var onUpdate: ((Update) -> Void)?
    /// Ends the streams when the source goes away; reachable from its `deinit`.
    nonisolated let broadcaster = UpdateBroadcaster<Update>()

    private var observers: [ObserverSlot<Update>] = []
    private var queue: [Update] = []
    private var isDelivering = false

    @usableFromInline
    init() {}

    /// Whether anything receives updates; without, a source computes no changes.
    @usableFromInline
    var hasObservers: Bool {
        if delegate != nil || onUpdate != nil || broadcaster.count > 0 { return true }
        return observers.contains { $0.current != nil }
    }

    /// Takes the next sequence number.
    @usableFromInline
    func advance() -> Int {
        sequenceNumber += 1
        return sequenceNumber
    }

    /// Adds an observer; see ``LiveSource/observe(_:)``.
    @usableFromInline
    func observe(_ observer: @escaping @MainActor (Update) -> Void) -> ObservationToken {
        observers.removeAll { $0.current == nil }
        let slot = ObserverSlot(observer)
        observers.append(slot)
        return ObservationToken { slot.clear() }
    }

    /// A new stream of every update from now on.
    @usableFromInline
    func makeStream(bufferingPolicy: AsyncStream<Update>.Continuation.BufferingPolicy) -> AsyncStream<Update> {
        broadcaster.makeStream(bufferingPolicy: bufferingPolicy)
    }

    /// The publish step every source ends a transaction with, once it holds
    /// `snapshot` as its own: numbers the update, and delivers it.
    ///
    /// - Parameters:
    ///   - previous: What observers hold now, which the changes start from.
    ///   - snapshot: What the source publishes.
    ///   - changeset: The changes from `previous` to `snapshot`.
    ///   - stages: The batches that take a view there; none (changes that
    ///     show no difference, a move the user already made) becomes one
    ///     empty batch that hands the data source the new snapshot.
    ///   - userMove: A move the user already made in the view.
    ///   - isReload: Whether the update is a reload.
    ///   - diagnostics: What the source and its diff noticed.
    ///   - payload: The source's own account of the changes.
    ///   - source: The source, for the delegate.
    @usableFromInline
    func publish(
        from previous: Snapshot<SectionID, SectionModel, ItemID, Item>, to snapshot: Snapshot<SectionID, SectionModel, ItemID, Item>,
        changeset: Changeset, stages: [StagedChangeset<SectionID, SectionModel, ItemID, Item>.Stage],
        userMove: Changeset.Move<IndexPath>? = nil, isReload: Bool = false, diagnostics: [Diagnostic], payload: Payload,
        source: any AnyLiveSource
    ) {
        let stages = stages.isEmpty ? [.init(batch: BatchUpdate(), data: snapshot)] : stages
        let update = Update(
            sequenceNumber: advance(), previousSnapshot: previous, snapshot: snapshot, changeset: changeset,
            stagedChangeset: StagedChangeset(stages: stages, diagnostics: changeset.diagnostics),
            userMove: userMove, isReload: isReload, diagnostics: diagnostics, payload: payload
        )
        deliver(update, from: source)
    }

    /// Delivers `update` to everyone, after the updates already queued: an
    /// update published from inside a callback waits for the current one.
    @usableFromInline
    func deliver(_ update: Update, from source: any AnyLiveSource) {
        queue.append(update)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            send(current, from: source)
        }
        queue.removeAll(keepingCapacity: true)
    }

    private func send(_ update: Update, from source: any AnyLiveSource) {
        if !update.isReload { delegate?.report(update.sectionChanges, update.itemChanges, from: source) }
        onUpdate?(update)
        // Observers added while this update is delivered get the next one.
        for slot in observers {
            slot.current?(update)
        }
        broadcaster.yield(update)
    }
}
