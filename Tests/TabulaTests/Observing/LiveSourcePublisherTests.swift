import Foundation
import Testing
@testable import Tabula
import TabulaTesting
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Replays a list controller's updates, as a Combine subscriber receives
/// them, through a headless view that enforces UIKit's batch rules.
@MainActor
final class PublishedReplay {
    let dataSource: SnapshotDataSource<Int?, Int?, Int, Row>
    let view: HeadlessListView
    private(set) var received: [Int] = []
    private(set) var gaps: [String] = []

    init(_ source: RowController) {
        dataSource = SnapshotDataSource(source.snapshot)
        view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        received = [source.sequenceNumber]
    }

    func apply(_ update: ListControllerUpdate<Row, Int>) {
        if update.sequenceNumber != (received.last ?? 0) + 1 {
            gaps.append("\(received.last ?? 0) then \(update.sequenceNumber)")
        }
        received.append(update.sequenceNumber)
        if update.previousSnapshot != dataSource.snapshot { gaps.append("update \(update.sequenceNumber) starts elsewhere") }
        view.apply(update.stagedChangeset) { [dataSource] in dataSource.snapshot = $0 }
    }
}

/// A subscriber that asks for what a test tells it to, and no more: it
/// returns no further demand from `receive(_:)`.
final class ThriftySubscriber: Subscriber {
    typealias Input = ListControllerUpdate<Row, Int>
    typealias Failure = Never

    private(set) var subscription: (any Subscription)?
    private(set) var inputs: [Input] = []
    private(set) var completions = 0
    let initialDemand: Subscribers.Demand
    var onInput: (Input) -> Subscribers.Demand = { _ in .none }

    init(initialDemand: Subscribers.Demand) { self.initialDemand = initialDemand }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initialDemand > .none { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        inputs.append(input)
        return onInput(input)
    }

    func receive(completion: Subscribers.Completion<Never>) { completions += 1 }
}

@Suite("LiveSourcePublisher: a live source's updates through Combine")
@MainActor
struct LiveSourcePublisherTests {
    @Test("random operations: every update reaches a sink, in order, and replays through a headless view")
    func randomOperationsReplay() throws {
        var delivered = 0
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let controller = try ListAdapterTests().randomController(rows: Int.random(in: 0..<12, using: &rng), rng: &rng)
            let replay = PublishedReplay(controller)
            let cancellable = controller.updatesPublisher().sink { replay.apply($0) }
            var nextID = 1_000
            for step in 0..<25 {
                try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                #expect(replay.received.last == controller.sequenceNumber, "seed \(seed) step \(step): delivered at once")
                #expect(replay.dataSource.snapshot == controller.snapshot, "seed \(seed) step \(step)")
                #expect(replay.view.violations.isEmpty, "seed \(seed) step \(step): \(replay.view.violations)")
                #expect(replay.view.verifyMatchesDataSource().isEmpty, "seed \(seed) step \(step)")
            }
            #expect(replay.gaps.isEmpty, "seed \(seed): \(replay.gaps)")
            delivered += replay.received.count - 1
            cancellable.cancel()
        }
        #expect(delivered > 500, "the operations published updates: \(delivered)")
    }

    @Test("without demand updates wait, in order; each request delivers as many as it asks for, none dropped")
    func demandIsHonoredAndNothingIsDropped() throws {
        for seed in 0..<20 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let controller = try ListAdapterTests().randomController(rows: 8, rng: &rng)
            let replay = PublishedReplay(controller)
            let subscriber = ThriftySubscriber(initialDemand: .max(1))
            subscriber.onInput = { replay.apply($0); return .none }
            controller.updatesPublisher().subscribe(subscriber)
            var nextID = 1_000
            var granted = 1
            for step in 0..<30 {
                try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                let published = controller.sequenceNumber - replay.received[0]
                #expect(subscriber.inputs.count == min(granted, published), "seed \(seed) step \(step): only against demand")
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    let more = Int.random(in: 1..<4, using: &rng)
                    granted += more
                    subscriber.subscription?.request(.max(more))
                    #expect(subscriber.inputs.count == min(granted, published), "seed \(seed) step \(step): the waiting ones delivered")
                }
            }
            subscriber.subscription?.request(.unlimited)
            #expect(replay.received.last == controller.sequenceNumber, "seed \(seed): everything delivered in the end")
            #expect(replay.dataSource.snapshot == controller.snapshot, "seed \(seed)")
            #expect(replay.gaps.isEmpty, "seed \(seed): \(replay.gaps)")
            #expect(replay.view.violations.isEmpty, "seed \(seed): \(replay.view.violations)")
            #expect(subscriber.completions == 0)
            subscriber.subscription?.cancel()
        }
    }

    @Test("a subscriber that changes the source while it receives gets that change next")
    func reentrantChange() throws {
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([])
        let replay = PublishedReplay(controller)
        let subscriber = ThriftySubscriber(initialDemand: .unlimited)
        subscriber.onInput = { update in
            replay.apply(update)
            if update.snapshot.numberOfItems < 5 {
                try? controller.insert(Row(id: 100 + update.snapshot.numberOfItems, group: 0, rank: 0))
            }
            return .none
        }
        controller.updatesPublisher().subscribe(subscriber)
        try controller.insert(Row(id: 1, group: 0, rank: 0))
        #expect(controller.snapshot.numberOfItems == 5)
        #expect(replay.received.last == controller.sequenceNumber && replay.gaps.isEmpty, "\(replay.gaps)")
        #expect(replay.dataSource.snapshot == controller.snapshot && replay.view.violations.isEmpty)
        subscriber.subscription?.cancel()
    }

    @Test("cancelling, or releasing the cancellable, ends the observation and releases the subscriber")
    func cancellationEndsTheObservation() throws {
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 0)])
        weak var weakSubscriber: ThriftySubscriber?
        weak var weakSubscription: AnyObject?
        do {
            let subscriber = ThriftySubscriber(initialDemand: .max(1))
            weakSubscriber = subscriber
            controller.updatesPublisher().subscribe(subscriber)
            weakSubscription = subscriber.subscription as AnyObject?
            try controller.insert(Row(id: 2, group: 0, rank: 0))
            try controller.insert(Row(id: 3, group: 0, rank: 0))  // waits: no demand
            #expect(subscriber.inputs.count == 1)
            subscriber.subscription?.cancel()
            subscriber.subscription?.request(.unlimited)  // after cancel: nothing
            #expect(subscriber.inputs.count == 1)
            try controller.insert(Row(id: 4, group: 0, rank: 0))
            #expect(subscriber.inputs.count == 1)
            #expect(!controller.publisher.hasObservers)
        }
        #expect(weakSubscriber == nil && weakSubscription == nil)

        var count = 0
        var cancellable: AnyCancellable? = controller.updatesPublisher().sink { _ in count += 1 }
        try controller.insert(Row(id: 5, group: 0, rank: 0))
        #expect(count == 1 && controller.publisher.hasObservers)
        _ = cancellable
        cancellable = nil
        try controller.insert(Row(id: 6, group: 0, rank: 0))
        #expect(count == 1 && !controller.publisher.hasObservers)
    }
}
