// ListAdapter benchmarks (GitHub issue 8: "an adapter applying a 10k-row
// update from a controller end to end (diff excluded): report it").
//
// - A1 adapter-update-10k-rows: a sorted controller of 10k items in 10
//   sections shown by a ListAdapter on a view that applies batches at once
//   (BenchListView: no animation, and, like UIKit, it asks for the cells of
//   the visible rows only — the first 20). One sample: `update(contentsOf:)`
//   with every item's text changed, so the controller stages 10k content
//   updates (reconfigures), and the adapter applies them: the controller's
//   staged changeset is used as is, no diff. Undone outside the measurement.
// - A2 adapter-insert-10k-rows: the same controller; one sample inserts 10k
//   new items (`insert(contentsOf:)`), a 10k-row insert batch.
// - A1/A2 baseline-*: the same operations on a controller whose observer only
//   keeps the last stage's data, as a hand-written data source does: the
//   difference is what the adapter costs on top.
import Benchmark
import Foundation
import Tabula

/// A cell of the benchmark view.
final class BenchCell: ModelTransfer {
    var text = 0
    func update(with model: ControllerBenchItem) { text = model.text }
}

/// A CellListView that applies every batch at once and, as UIKit does, makes
/// cells for the visible rows only (the first 20 of section 0).
@MainActor
final class BenchListView: CellListView, CellHosting {
    var cellHost: CellHost { CellHost(self) }
    var connection: CellListViewConnection?
    var cellDataSource: (any CellListViewDataSource)? { connection?.dataSource }
    var placeholderCellClass: AnyClass { BenchCell.self }
    var isInWindow: Bool { true }
    var pool: [BenchCell] = (0..<20).map { _ in BenchCell() }
    var next = 0
    var cellsMade = 0

    var numberOfSections: Int { cellDataSource?.numberOfSections(in: self) ?? 0 }
    func numberOfItems(inSection section: Int) -> Int { cellDataSource?.listView(self, numberOfItemsInSection: section) ?? 0 }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        updates?()
        completion?(true)
    }
    func insertSections(_ sections: IndexSet) {}
    func deleteSections(_ sections: IndexSet) {}
    func reloadSections(_ sections: IndexSet) {}
    func moveSection(_ section: Int, toSection newSection: Int) {}
    func insertItems(at indexPaths: [IndexPath]) { showVisible(indexPaths) }
    func deleteItems(at indexPaths: [IndexPath]) {}
    func reloadItems(at indexPaths: [IndexPath]) { showVisible(indexPaths) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    func reconfigureItems(at indexPaths: [IndexPath]) { showVisible(indexPaths) }
    func reconfigureSections(_ sections: IndexSet) {}
    func reloadData() { showVisible((0..<20).map { IndexPath(item: $0, section: 0) }) }

    func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {}
    func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        next = (next + 1) % pool.count
        return pool[next]
    }
    func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        nil
    }
    func cellForItem(at indexPath: IndexPath) -> AnyObject? { nil }
    var indexPathsForVisibleItems: [IndexPath] { (0..<20).map { IndexPath(item: $0, section: 0) } }

    private func showVisible(_ indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.section == 0 && indexPath.item < 20 {
            if cellDataSource?.listView(self, cellForItemAt: indexPath) != nil { cellsMade += 1 }
        }
    }
}

/// A controller of 10k items, shown by an adapter or by a plain observer.
@MainActor
final class AdapterBench {
    let bench: ControllerBench
    let view = BenchListView()
    var adapter: ListAdapter<Int?, Int?, Int, ControllerBenchItem>?
    let items: [ControllerBenchItem]
    let changed: [ControllerBenchItem]
    let added: [ControllerBenchItem]

    init(withAdapter: Bool) {
        bench = ControllerBench(items: 10_000, sections: 10)
        items = bench.controller.includedItems
        changed = items.map { item in
            var item = item
            item.text += 1
            return item
        }
        added = (0..<10_000).map { ControllerBenchItem(id: 20_000 + $0, section: $0 % 10, rank: ($0 &* 7_919) % 1_000_000, text: 0) }
        if withAdapter {
            bench.controller.onUpdate = nil
            let registry = MappingRegistry()
            registry.register(BenchCell.self)
            adapter = ListAdapter(view: view, registry: registry, showing: bench.controller)
        }
    }
}

func adapterBenchmarks() {
    let configuration = Budget(warmup: 3, maxIterations: 200, maxSeconds: 10).configuration

    for withAdapter in [false, true] {
        let prefix = withAdapter ? "adapter" : "baseline-observer"
        let setup: () async throws -> AdapterBench = { await MainActor.run { AdapterBench(withAdapter: withAdapter) } }

        Benchmark("A1 \(prefix)-update-10k-rows", configuration: configuration) { benchmark, input in
            // Safe: `onMain` blocks this thread until the main thread is done with it.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                benchmark.startMeasurement()
                try? input.bench.controller.update(contentsOf: input.changed)
                benchmark.stopMeasurement()
                try? input.bench.controller.update(contentsOf: input.items)
            }
        } setup: { try await setup() }

        Benchmark("A2 \(prefix)-insert-10k-rows", configuration: configuration) { benchmark, input in
            // Safe: `onMain` blocks this thread until the main thread is done with it.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                benchmark.startMeasurement()
                try? input.bench.controller.insert(contentsOf: input.added)
                benchmark.stopMeasurement()
                _ = try? input.bench.controller.removeItems(withIDs: input.added.map(\.id))
            }
        } setup: { try await setup() }
    }
}
