import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The adapter's empty-state row: shown while the data has no items, swapped
/// for the data's sections by an ordinary batch, never part of the data.
@Suite("Adapter: the empty state")
@MainActor
struct EmptyStateTests {
    static let setup = ControllerSetup(sorted: true, filtered: false, sectioned: true, style: .reconfigure)

    /// What the view must show: the controller's items as "id:text", or the
    /// one empty-state row when there are none and a model is set.
    func expected(_ controller: RowController, emptyState: String?) -> [[AnyEquatable?]] {
        if controller.snapshot.numberOfItems == 0, let emptyState { return [[AnyEquatable(emptyState)]] }
        return controller.snapshot.sections.map { $0.items.map { AnyEquatable("\($0.id):\($0.text)") } }
    }

    func shown(_ view: HeadlessListView) -> [[AnyEquatable?]] {
        view.sections.map { $0.items.map(\.content) }
    }

    @Test func theEmptyStateComesAndGoesWithTheItems() throws {
        var rng = SplitMix64(seed: 21)
        var emptyStatesShown = 0, crossings = 0, selections = 0, heightsAsked = 0
        var anomalies: [MappingAnomaly] = []
        let models: [String?] = [nil, "No results", "Loading…"]
        for round in 0..<30 {
            let controller = RowController(configuration: Self.setup.configuration)
            try controller.fetch((0..<Int.random(in: 0..<3, using: &rng)).map { Row(id: $0, group: $0 % 2, rank: $0) })
            let view = HeadlessListView()
            let registry = MappingRegistry()
            registry.register(RowCell.self)
            registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
            registry.on(.didSelect, forModel: String.self) { _, _ in selections += 1 }
            registry.on(.didSelect, forModel: Row.self) { _, _ in selections += 1 }
            registry.on(.height, forModel: Row.self) { _, _ in
                heightsAsked += 1
                return 44
            }
            registry.anomalyHandler = { anomalies.append($0) }
            let adapter = ListAdapter(view: view, registry: registry, showing: controller)
            var emptyState = models[Int.random(in: 0..<3, using: &rng)]
            adapter.emptyState = emptyState
            var nextID = 100
            for step in 0..<60 {
                let wasShowing = adapter.isShowingEmptyState
                let items = controller.snapshot.sections.flatMap(\.items)
                // A `where` clause guards only the pattern it follows: one
                // pattern per case.
                switch Int.random(in: 0..<7, using: &rng) {
                case 0, 1:
                    try controller.insert(Row(id: nextID, group: Int.random(in: 0..<3, using: &rng), rank: Int.random(in: 0..<9, using: &rng)))
                    nextID += 1
                case 2 where !items.isEmpty:
                    _ = try controller.removeItem(withID: items[Int.random(in: 0..<items.count, using: &rng)].id)
                case 3 where !items.isEmpty:
                    _ = try controller.removeItem(withID: items[Int.random(in: 0..<items.count, using: &rng)].id)
                case 4 where !items.isEmpty:
                    var row = items[Int.random(in: 0..<items.count, using: &rng)]
                    row.text += 1
                    try controller.update(with: row)
                case 5:
                    emptyState = models[Int.random(in: 0..<3, using: &rng)]
                    adapter.emptyState = emptyState
                case 6:
                    controller.removeAll()
                default:
                    break
                }
                let context = "round \(round) step \(step)"
                #expect(view.violations.isEmpty, "\(context): \(view.violations)")
                #expect(shown(view) == expected(controller, emptyState: emptyState), "\(context)")
                #expect(view.verifyMatchesDataSource().isEmpty, "\(context): \(view.verifyMatchesDataSource())")
                // The row is not data: what the adapter holds is the controller's snapshot.
                #expect(adapter.shown.sections.map { Array($0.itemIDs) } == controller.snapshot.sections.map { Array($0.itemIDs) }, "\(context)")
                if adapter.isShowingEmptyState {
                    emptyStatesShown += 1
                    let first = IndexPath(item: 0, section: 0)
                    #expect(adapter.model(at: first) == nil, "\(context)")
                    #expect(adapter.listView(view, heightForItemAt: first) == nil, "\(context)")
                    #expect(adapter.listView(view, heightForSupplementaryViewOfKind: SupplementaryKind.header.rawValue, inSection: 0) == nil)
                    _ = view.tapItem(at: first)
                }
                if wasShowing != adapter.isShowingEmptyState { crossings += 1 }
            }
        }
        #expect(selections == 0, "selecting the empty-state row reaches no handler")
        #expect(anomalies.isEmpty, "the empty-state row is not an index path out of range: \(anomalies.prefix(3))")
        #expect(emptyStatesShown > 100 && crossings > 50, "\(emptyStatesShown) shown, \(crossings) crossings")
    }

    @Test func aNewModelReloadsTheRowOnScreen() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        let view = HeadlessListView()
        let registry = MappingRegistry()
        registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        adapter.emptyState = "Loading…"
        #expect(shown(view) == [[AnyEquatable("Loading…")]])
        let batches = view.batchCount
        adapter.emptyState = "No results"
        #expect(view.batchCount == batches + 1)
        #expect(shown(view) == [[AnyEquatable("No results")]])
        adapter.emptyState = nil
        #expect(shown(view) == [])
        #expect(view.violations.isEmpty, "\(view.violations)")
    }

    /// While a batch animates, an empty-state change and a switch between
    /// the row and the data wait for it, as every update does, and then show
    /// the latest state in one valid batch.
    @Test func changesWhileABatchAnimatesWait() throws {
        let controller = RowController(configuration: Self.setup.configuration)
        let view = AnimatingView()
        let registry = rowAndLabelRegistry()
        let adapter = ListAdapter(view: view, registry: registry, showing: controller)
        adapter.emptyState = "No results"
        view.finishAnimations()
        #expect(shown(view.inner) == [[AnyEquatable("No results")]])

        try controller.insert(Row(id: 1, group: 0, rank: 0))      // out of the empty state: animating
        #expect(view.isAnimating)
        adapter.emptyState = "Loading…"                            // waits
        _ = try controller.removeItem(withID: 1)                   // waits too
        #expect(adapter.isUpdateWaiting)
        view.finishAnimations()
        view.finishAnimations()
        #expect(view.inner.violations.isEmpty, "\(view.inner.violations)")
        #expect(shown(view.inner) == [[AnyEquatable("Loading…")]])
        #expect(adapter.isShowingEmptyState && !adapter.isUpdateWaiting)

        adapter.emptyState = "Loading…"                            // equal: nothing to do
        #expect(!view.isAnimating)
        try controller.insert(Row(id: 2, group: 0, rank: 0))
        adapter.emptyState = nil                                   // data on screen: nothing to do
        view.finishAnimations()
        #expect(view.inner.violations.isEmpty, "\(view.inner.violations)")
        #expect(shown(view.inner) == [[AnyEquatable("2:0")]])
    }
}
