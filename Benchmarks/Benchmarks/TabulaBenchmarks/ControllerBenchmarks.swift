// ListController benchmarks (GitHub issue 3, point 7).
//
// - L1–L4: single-item operations on a sorted controller of 1M items in 1,000
//   sections, and on one of 10k items in 10 sections (the same section size,
//   1,000), one operation per sample, median per operation. Target: each 1M
//   median within 10× of its 10k median (ratios: L1 1M / L1 10k, …).
// - L5: replacing 100k items with a 10%-changed array (diffed).
// - L6: changing the item order of 100k items.
// - L7–L8: L1 and L3 on a 1M-item controller shown in a SectionTree (behind a
//   one-item banner section), the tree's observer keeping the last stage's
//   data. Target: within 3× of the standalone L1/L3 at 1M in the same run.
//
// Every controller has an observer that keeps the last stage's data, as an
// adapter's data source does, so the numbers include delivering the update
// (changeset, staged changeset, snapshot). Without observers a transaction
// computes no changeset and is cheaper still.
//
// The controller is @MainActor; every measured operation hops to the main
// thread with `onMain` (MainThread.swift) and measures inside it with explicit
// start/stop, leaving the hop itself out. The undo of each operation (so every
// sample starts from the same state) is not measured.
import Benchmark
import Dispatch
import Foundation
import Tabula

struct ControllerBenchItem: Identifiable, Equatable, Sendable {
    let id: Int
    var section: Int
    var rank: Int
    var text: Int
}

/// A sorted, sectioned controller and what the operations need.
@MainActor
final class ControllerBench {
    let controller: ListController<ControllerBenchItem, Int>
    let sections: Int
    var nextID: Int
    var rng = ControllerBenchRNG(seed: 42)
    /// Items to remove, update or move, in the order the samples use them.
    var pool: [ControllerBenchItem]
    var poolIndex = 0
    /// What an adapter's data source would hold: the last stage's data.
    var shown: ListSnapshot<ControllerBenchItem, Int>?

    /// The tree showing the controller, for L7–L8; kept alive with its observation.
    var tree: SectionTree?
    var treeObservation: ObservationToken?
    var treeShown: CompositionSnapshot?

    init(items count: Int, sections: Int, inTree: Bool = false) {
        self.sections = sections
        controller = ListController(configuration: ListConfiguration(
            sectionKey: { $0.section }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.rank))
        ))
        var rng = ControllerBenchRNG(seed: 7)
        let items = (0..<count).map { ControllerBenchItem(id: $0, section: $0 % sections, rank: rng.next(1_000_000), text: 0) }
        try? controller.fetch(items)
        nextID = count
        pool = (0..<1_000).map { _ in items[rng.next(count)] }
        shown = controller.snapshot
        controller.onUpdate = { [unowned self] update in self.shown = update.stagedChangeset.stages.last?.data }
        if inTree {
            let root = ComposedSectionProvider([ArraySection(["banner"]), LiveSourceSectionProvider(controller)])
            tree = try? SectionTree(root: root)
            treeObservation = tree?.observe { [unowned self] update in self.treeShown = update.stagedChangeset.stages.last?.data }
        }
    }

    func takeFromPool() -> ControllerBenchItem {
        defer { poolIndex = (poolIndex + 1) % pool.count }
        return controller.item(withID: pool[poolIndex].id) ?? pool[poolIndex]
    }
}

/// SplitMix64, as in BenchmarkScenarios, local so this file stands alone.
struct ControllerBenchRNG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

/// The two sizes of the single-item benchmarks: the same section size.
enum ControllerBenchSize: String, CaseIterable {
    case n10k = "10k"
    case n1M = "1M"
    var items: Int { self == .n10k ? 10_000 : 1_000_000 }
    var sections: Int { self == .n10k ? 10 : 1_000 }
}

func controllerBenchmarks() {
    let single = Budget(warmup: 20, maxIterations: 2_000, maxSeconds: 5).configuration

    for size in ControllerBenchSize.allCases {
        let setup: () async throws -> ControllerBench = {
            await MainActor.run { ControllerBench(items: size.items, sections: size.sections) }
        }

        Benchmark("L1 controller-insert-one-\(size.rawValue)", configuration: single) { benchmark, bench in
            insertOne(benchmark, bench)
        } setup: { try await setup() }

        Benchmark("L2 controller-remove-one-\(size.rawValue)", configuration: single) { benchmark, bench in
            // Safe: `onMain` blocks this thread until the main thread is done with it.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                let item = bench.takeFromPool()
                benchmark.startMeasurement()
                _ = try? bench.controller.removeItem(withID: item.id)
                benchmark.stopMeasurement()
                try? bench.controller.insert(item)
            }
        } setup: { try await setup() }

        Benchmark("L3 controller-update-one-in-place-\(size.rawValue)", configuration: single) { benchmark, bench in
            updateOneInPlace(benchmark, bench)
        } setup: { try await setup() }

        Benchmark("L4 controller-update-one-move-across-sections-\(size.rawValue)", configuration: single) { benchmark, bench in
            // Safe: `onMain` blocks this thread until the main thread is done with it.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                let item = bench.takeFromPool()
                let section = (item.section + 1 + bench.rng.next(bench.sections - 1)) % bench.sections
                let rank = bench.rng.next(1_000_000)
                benchmark.startMeasurement()
                try? bench.controller.updateItem(withID: item.id) {
                    $0.section = section
                    $0.rank = rank
                }
                benchmark.stopMeasurement()
                try? bench.controller.updateItem(withID: item.id) { $0 = item }
            }
        } setup: { try await setup() }
    }

    let inTree: () async throws -> ControllerBench = {
        await MainActor.run { ControllerBench(items: 1_000_000, sections: 1_000, inTree: true) }
    }

    Benchmark("L7 controller-in-tree-insert-one-1M", configuration: single) { benchmark, bench in
        insertOne(benchmark, bench)
    } setup: { try await inTree() }

    Benchmark("L8 controller-in-tree-update-one-in-place-1M", configuration: single) { benchmark, bench in
        updateOneInPlace(benchmark, bench)
    } setup: { try await inTree() }

    let large = Budget(warmup: 2, maxIterations: 100, maxSeconds: 10).configuration

    /// 100k items in 100 sections, and the same list with 10% changed:
    /// about a third of those deleted, a third inserted, a third updated
    /// (half of which move, to another rank or section).
    let replaceSetup: () async throws -> (ControllerBench, [ControllerBenchItem], [ControllerBenchItem]) = {
        await MainActor.run {
            let bench = ControllerBench(items: 100_000, sections: 100)
            let old = bench.controller.includedItems
            var rng = ControllerBenchRNG(seed: 11)
            var new: [ControllerBenchItem] = []
            new.reserveCapacity(old.count)
            var nextID = old.count
            for item in old {
                switch rng.next(30) {
                case 0: continue
                case 1:
                    new.append(item)
                    new.append(ControllerBenchItem(id: nextID, section: rng.next(100), rank: rng.next(1_000_000), text: 0))
                    nextID += 1
                case 2:
                    var changed = item
                    changed.text += 1
                    if rng.next(2) == 0 { changed.rank = rng.next(1_000_000) }
                    new.append(changed)
                default:
                    new.append(item)
                }
            }
            return (bench, old, new)
        }
    }

    Benchmark("L5 controller-replace-100k-10pct", configuration: large) { benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        let (bench, old, new) = input
        onMain {
            benchmark.startMeasurement()
            try? bench.controller.replace(with: new)
            benchmark.stopMeasurement()
            try? bench.controller.replace(with: old)
        }
    } setup: { try await replaceSetup() }

    Benchmark("L6 controller-sort-change-100k", configuration: large) { benchmark, bench in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            bench.controller.setItemOrder(.by(.descending(\.rank)))
            benchmark.stopMeasurement()
            bench.controller.setItemOrder(.by(.ascending(\.rank)))
        }
    } setup: {
        await MainActor.run { ControllerBench(items: 100_000, sections: 100) }
    }
}

/// L1 and L7: inserts one new item (measured), then removes it again.
func insertOne(_ benchmark: Benchmark, _ bench: ControllerBench) {
    // Safe: `onMain` blocks this thread until the main thread is done with it.
    nonisolated(unsafe) let benchmark = benchmark
    onMain {
        let item = ControllerBenchItem(id: bench.nextID, section: bench.rng.next(bench.sections), rank: bench.rng.next(1_000_000), text: 0)
        bench.nextID += 1
        benchmark.startMeasurement()
        try? bench.controller.insert(item)
        benchmark.stopMeasurement()
        _ = try? bench.controller.removeItem(withID: item.id)
    }
}

/// L3 and L8: changes one item's content where it is (measured).
func updateOneInPlace(_ benchmark: Benchmark, _ bench: ControllerBench) {
    // Safe: `onMain` blocks this thread until the main thread is done with it.
    nonisolated(unsafe) let benchmark = benchmark
    onMain {
        let item = bench.takeFromPool()
        benchmark.startMeasurement()
        try? bench.controller.updateItem(withID: item.id) { $0.text &+= 1 }
        benchmark.stopMeasurement()
    }
}
