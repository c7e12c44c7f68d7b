import Foundation
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// One subscriber's observation of a live source (``LiveSourcePublisher``):
/// the updates it has not asked for yet wait here, in order, until it does.
///
/// `@unchecked Sendable` is safe: every stored property but `state` is a
/// `let` of a `Sendable` value, and `state` is read and written only under
/// its lock. The subscriber inside is called with the lock released, on the
/// main actor, one call at a time (`isDelivering`), except for the first
/// call, `receive(subscription:)`, which the publisher makes before handing
/// the subscription to anyone: the serial calls Combine requires.
final class LiveSourceSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Failure == Never, Downstream.Input: Sendable {
    typealias Update = Downstream.Input

    private struct State {
        /// `nil` once cancelled.
        var downstream: Downstream?
        var demand = Subscribers.Demand.none
        /// Updates not yet delivered: `pending[head...]`.
        var pending: [Update] = []
        var head = 0
        var isDelivering = false
        var token: ObservationToken?

        /// The next update to deliver and its receiver, counted against the
        /// demand; `nil` (and delivery over) when there is none to deliver.
        mutating func takeNext() -> (Downstream, Update)? {
            guard let downstream, demand > .none, head < pending.count else {
                isDelivering = false
                return nil
            }
            let update = pending[head]
            head += 1
            if head == pending.count {
                pending.removeAll(keepingCapacity: true)
                head = 0
            }
            demand -= 1
            return (downstream, update)
        }
    }

    private let state: Locked<State>

    init(_ downstream: Downstream) {
        state = Locked(State(downstream: downstream))
    }

    /// Starts observing through `observe`, unless already cancelled.
    @MainActor
    func start(_ observe: @MainActor (@escaping @MainActor (Update) -> Void) -> ObservationToken) {
        guard state.withLock({ $0.downstream != nil }) else { return }
        let token = observe { [weak self] update in self?.enqueue(update) }
        let unused: ObservationToken? = state.withLock { state in
            guard state.downstream != nil else { return token }
            state.token = token
            return nil
        }
        unused?.cancel()
    }

    @MainActor
    private func enqueue(_ update: Update) {
        let isLive = state.withLock { state in
            guard state.downstream != nil else { return false }
            state.pending.append(update)
            return true
        }
        if isLive { deliver() }
    }

    /// Delivers what waits, as far as the demand goes, unless a delivery
    /// further up the stack is doing so already (a subscriber that requests
    /// more, or changes the source, while it receives an update).
    @MainActor
    private func deliver() {
        let starts = state.withLock { state in
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
        guard starts else { return }
        while let (downstream, update) = state.withLock({ $0.takeNext() }) {
            let more = downstream.receive(update)
            state.withLock { $0.demand += more }
        }
    }

    /// Adds `demand`; updates waiting are delivered, on the main actor.
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        state.withLock { $0.demand += demand }
        if !MainActorCheck.runIfOnMainActor({ self.deliver() }) {
            Task { @MainActor in self.deliver() }
        }
    }

    /// Ends the observation and releases the subscriber and what waits.
    func cancel() {
        let released = state.withLock { state in
            defer {
                state.downstream = nil
                state.token = nil
                state.pending = []
                state.head = 0
            }
            return (state.downstream, state.token, state.pending)
        }
        released.1?.cancel()
        _ = released  // released here, outside the lock
    }
}
