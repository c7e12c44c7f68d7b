import Foundation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// A live source's updates as a Combine publisher: each subscriber receives
/// every update the source publishes from its subscription on, in order, on
/// the main actor, until it cancels. Made by ``LiveSource/updatesPublisher()``.
///
/// ```swift
/// let cancellable = controller.updatesPublisher().sink { update in
///     listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 }
/// }
/// ```
///
/// ### Demand
///
/// An update is delivered only against demand, and none is ever dropped:
/// updates published while a subscriber has no outstanding demand wait, in
/// order, in its subscription, and are delivered as soon as it requests more.
/// A subscriber that applies updates to a view can rely on each update
/// starting from the previous one's ``ListUpdate/snapshot`` (its
/// ``ListUpdate/sequenceNumber`` is one more). What waits is kept until it
/// is delivered or the subscription is cancelled, so a subscriber that
/// withholds demand while the source keeps changing holds every update
/// since; one that wants only the newest snapshot can say so downstream, for
/// example with `map(\.snapshot)` and `buffer(size:prefetch:whenFull:)`.
/// With unlimited demand (`sink`, `assign`) each update reaches the
/// subscriber while the source delivers it to its observers, as
/// ``LiveSource/observe(_:)`` does.
///
/// ### Threads
///
/// Updates reach the subscriber on the main actor only. A subscription made
/// on the main actor observes the source at once; one made elsewhere
/// observes it from when the main actor next runs, and misses what the
/// source publishes before. Demand requested off the main actor is served
/// on it, when it next runs.
///
/// ### Lifetime
///
/// The publisher keeps its source alive; a subscription does not. Cancelling
/// the subscription (or releasing the `AnyCancellable` that holds it) ends
/// the observation and releases the subscriber at once. The publisher never
/// finishes: after its source is released, no more updates come.
public struct LiveSourcePublisher<Source: LiveSource>: Publisher {
    /// Every update of the source.
    public typealias Output = ListUpdate<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item, Source.Payload>
    /// Never fails.
    public typealias Failure = Never

    /// Starts one observation of the source.
    private let observe: @MainActor @Sendable (_ observer: @escaping @MainActor (Output) -> Void) -> ObservationToken

    @MainActor
    init(_ source: Source) {
        self.observe = { [source] observer in source.observe(observer) }
    }

    /// Attaches `subscriber`: it receives a subscription, then every update
    /// published from now on, as far as its demand goes.
    ///
    /// - Parameter subscriber: The subscriber.
    /// - Complexity: O(1).
    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Output, Downstream.Failure == Never {
        let subscription = LiveSourceSubscription(subscriber)
        let observe = self.observe
        if !MainActorCheck.runIfOnMainActor({ subscription.start(observe) }) {
            Task { @MainActor in subscription.start(observe) }
        }
        subscriber.receive(subscription: subscription)
    }
}

extension LiveSource {
    /// A Combine publisher of every update this source publishes from each
    /// subscription on; see ``LiveSourcePublisher`` for its demand and lifetime.
    ///
    /// ```swift
    /// controller.updatesPublisher()
    ///     .sink { update in listView.apply(update.stagedChangeset) { dataSource.snapshot = $0 } }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// - Returns: A publisher that keeps this source alive and never fails.
    /// - Complexity: O(1).
    public func updatesPublisher() -> LiveSourcePublisher<Self> {
        LiveSourcePublisher(self)
    }
}
