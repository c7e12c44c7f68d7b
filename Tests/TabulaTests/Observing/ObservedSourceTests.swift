#if canImport(Observation)
import Foundation
import Observation
import Testing
@testable import Tabula
import TabulaTesting

/// What a SwiftUI view over an ``ObservedSource`` reads in its body: every
/// section through `ForEach(snapshot.sections)`, every item through
/// `ForEach(section.identifiedItems)`, as the rows' text.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
struct RowsView<Source: LiveSource> where Source.Item == Row {
    let list: ObservedSource<Source>

    func body() -> [String] {
        list.snapshot.sections.flatMap { section in
            ["S\(String(describing: section.id))"] + section.identifiedItems.map { "\($0.id):\($0.item.text)" }
        }
    }

    /// The same text, read from the source itself.
    static func expected(_ source: Source) -> [String] {
        source.snapshot.sections.flatMap { section in
            ["S\(String(describing: section.id))"] + zip(section.itemIDs, section.items).map { "\($0):\($1.text)" }
        }
    }
}

@Suite("ObservedSource: a live source's snapshot observed as SwiftUI observes it")
@MainActor
struct ObservedSourceTests {
    /// Evaluates `view`'s body inside `withObservationTracking`, runs
    /// `change`, and returns what the body showed and how often `onChange`
    /// fired meanwhile.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    func render<Source>(_ view: RowsView<Source>, then change: () throws -> Void) rethrows -> (shown: [String], changes: Int) {
        let changes = Locked(0)
        let shown = withObservationTracking { view.body() } onChange: { changes.withLock { $0 += 1 } }
        try change()
        return (shown, changes.withLock { $0 })
    }

    @Test("random operations on a list controller: the body re-evaluated after each shows the source's snapshot")
    func randomOperations() throws {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
        var published = 0
        for seed in 0..<40 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let controller = try ListAdapterTests().randomController(rows: Int.random(in: 0..<12, using: &rng), rng: &rng)
            let view = RowsView(list: ObservedSource(controller))
            var nextID = 1_000
            var shown = view.body()
            #expect(shown == RowsView.expected(controller), "seed \(seed): the first body")
            for step in 0..<25 {
                let before = controller.sequenceNumber
                let rendered = try render(view) {
                    try ListAdapterTests().randomOperation(on: controller, rng: &rng, nextID: &nextID)
                }
                #expect(rendered.shown == shown, "seed \(seed) step \(step): the tracked body showed the last snapshot")
                let updates = controller.sequenceNumber - before
                published += updates
                // onChange fires once, for the first mutation, exactly when the source published.
                #expect(rendered.changes == (updates > 0 ? 1 : 0), "seed \(seed) step \(step): \(updates) updates")
                #expect(view.list.snapshot == controller.snapshot, "seed \(seed) step \(step)")
                #expect(view.list.sequenceNumber == controller.sequenceNumber, "seed \(seed) step \(step)")
                shown = view.body()
                #expect(shown == RowsView.expected(controller), "seed \(seed) step \(step): re-evaluated")
            }
        }
        #expect(published > 500, "the operations published updates: \(published)")
    }

    @Test("an empty state source: the view shows the empty state exactly while the source does")
    func emptyStateSource() throws {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([])
        let source = controller.withEmptyState(EmptyStateSourceTests.noResults)
        let view = RowsView(list: ObservedSource(source))
        #expect(source.isShowingEmptyState && view.body() == RowsView.expected(source) && view.body().contains("-1:0"))
        let inserted = try render(view) { try controller.insert(Row(id: 1, group: 2, rank: 3)) }
        #expect(inserted.changes == 1)
        #expect(!source.isShowingEmptyState && view.body() == RowsView.expected(source) && view.body().contains("1:0"))
        let removed = try render(view) { _ = try controller.removeItem(withID: 1) }
        #expect(removed.changes == 1)
        #expect(source.isShowingEmptyState && view.body() == RowsView.expected(source) && view.body().contains("-1:0"))
    }

    @Test("released, it stops observing and does not keep itself alive")
    func releaseEndsTheObservation() throws {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([Row(id: 1, group: 0, rank: 0)])
        weak var weakList: ObservedSource<RowController>?
        do {
            let list = ObservedSource(controller)
            weakList = list
            #expect(controller.publisher.hasObservers)
        }
        #expect(weakList == nil)
        #expect(!controller.publisher.hasObservers, "the token was cancelled with the model")
        try controller.insert(Row(id: 2, group: 0, rank: 0))
    }

    @Test("made while an update is delivered, it ignores the updates older than the snapshot it started from")
    func madeDuringDelivery() throws {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
        let controller = RowController(configuration: ListAdapterTests.setup.configuration)
        try controller.fetch([])
        var list: ObservedSource<RowController>?
        var changedOnce = false
        let token = controller.observe { _ in
            guard !changedOnce else { return }
            changedOnce = true
            // Published now, delivered after this update: the source is ahead of it.
            try? controller.insert(Row(id: 2, group: 0, rank: 0))
            list = ObservedSource(controller)
        }
        try controller.insert(Row(id: 1, group: 0, rank: 0))
        token.cancel()
        let made = try #require(list)
        #expect(made.snapshot == controller.snapshot)
        #expect(made.sequenceNumber == controller.sequenceNumber)
    }

    @Test("a snapshot's sections and identified items are what ForEach needs: ids and values in order")
    func identifiedItems() throws {
        var rng = SplitMix64(seed: 7)
        let controller = try ListAdapterTests().randomController(rows: 30, rng: &rng)
        let snapshot = controller.snapshot
        #expect(snapshot.sections.map(\.id) == snapshot.sectionIdentifiers)
        for section in snapshot.sections {
            let elements = section.identifiedItems
            #expect(elements.count == section.count)
            #expect(elements.map(\.id) == Array(section.itemIDs))
            #expect(elements.map(\.item) == Array(section.items))
            #expect(Array(elements.reversed()).map(\.id) == section.itemIDs.reversed())
        }
        let empty = ListSnapshot<Row, Int>.Section(id: nil, model: nil, items: [])
        #expect(empty.identifiedItems.isEmpty)
    }
}
#endif
