// Object-store follower benchmarks (issue 41, Core Data): what a change
// notification of ten objects costs a 100k-item list, against what an app
// writes without the follower.
//
// - F1 follower-update-ten-100k: `ObjectChangeFollower` (what `LiveFetch`
//   runs on each `didChangeObjectsNotification`) given ten updated objects,
//   each with a new rank (it moves inside its section) and new content: ten
//   value copies, lookups and one controller transaction, delivered.
// - F1 baseline-refetch-replace-100k: the plain approach, and what Core
//   Data's own controller leaves a diffable data source with: every object
//   copied again (the fetch) and the list replaced, diffed and delivered.
//
// Both lists are 100k items in 100 sections, sorted by rank, with an observer
// that keeps the last stage's data, as an adapter's data source does. The
// objects are plain classes: the Core Data fetch itself is not measured (it
// would only add to the baseline). Undoing each sample's change is not measured.
import Benchmark
import Dispatch
import Foundation
import Tabula

/// An object of the store: a class, as a managed object is.
final class FollowerBenchObject {
    let id: Int
    var section: Int
    var rank: Int
    var text: Int

    init(id: Int, section: Int, rank: Int) {
        self.id = id
        self.section = section
        self.rank = rank
        text = 0
    }

    var value: ControllerBenchItem { ControllerBenchItem(id: id, section: section, rank: rank, text: text) }
}

/// A store of objects, the list that follows it, and the follower.
@MainActor
final class FollowerBench {
    let objects: [FollowerBenchObject]
    let controller: ListController<ControllerBenchItem, Int>
    let follower: ObjectChangeFollower<FollowerBenchObject, ControllerBenchItem, Int>
    var rng = ControllerBenchRNG(seed: 5)
    var shown: ListSnapshot<ControllerBenchItem, Int>?

    init(items count: Int, sections: Int) {
        var rng = ControllerBenchRNG(seed: 7)
        objects = (0..<count).map { FollowerBenchObject(id: $0, section: $0 % sections, rank: rng.next(1_000_000)) }
        controller = ListController(configuration: ListConfiguration(
            sectionKey: { $0.section }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.rank))
        ))
        follower = ObjectChangeFollower(
            identifier: { $0.id }, isTemporary: { _ in false }, includes: { _ in true },
            item: { $0.value }, isSameValue: { $0 == $1 }
        )
        try? controller.fetch((try? follower.items(ofFetched: objects)) ?? [])
        shown = controller.snapshot
        controller.onUpdate = { [unowned self] update in self.shown = update.stagedChangeset.stages.last?.data }
    }

    /// Ten objects changed as an edit in the app changes them: new rank, new content.
    func changeTen() -> [FollowerBenchObject] {
        (0..<10).map { _ in
            let object = objects[rng.next(objects.count)]
            object.rank = rng.next(1_000_000)
            object.text += 1
            return object
        }
    }
}

func objectChangeBenchmarks() {
    let budget = Budget(warmup: 5, maxIterations: 300, maxSeconds: 10).configuration
    let setup: () async throws -> FollowerBench = {
        await MainActor.run { FollowerBench(items: 100_000, sections: 100) }
    }

    Benchmark("F1 follower-update-ten-100k", configuration: budget) { benchmark, bench in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let changed = bench.changeTen()
            benchmark.startMeasurement()
            _ = try? bench.follower.apply(ObjectChanges(updated: changed), to: bench.controller)
            benchmark.stopMeasurement()
        }
    } setup: { try await setup() }

    Benchmark("F1 baseline-refetch-replace-100k", configuration: budget) { benchmark, bench in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            _ = bench.changeTen()
            benchmark.startMeasurement()
            try? bench.controller.replace(with: bench.objects.map(\.value))
            benchmark.stopMeasurement()
        }
    } setup: { try await setup() }
}
