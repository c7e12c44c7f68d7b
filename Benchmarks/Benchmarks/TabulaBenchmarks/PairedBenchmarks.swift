// Paired measurements of the ratio targets D1, L8, S1 and S3 (Benchmarks/README.md,
// "Comparing against a baseline").
//
// Each is a ratio of two benchmarks: the measured one and its
// baseline. package-benchmark runs every benchmark in a process of its own,
// one after the other, and this machine has phases, minutes long, in which
// some code runs 1.5–2× slower than in others: a ratio of two medians taken
// in different processes, minutes apart, moved from 1.6× to 4.2× over runs
// of the same code. Here each sample runs both operations back to back, in
// alternating order, in one process, and records the quotient of the two
// times: a slow phase slows both sides of a quotient alike. The verdicts of
// D1 and L8 are the medians of these quotients; the separate benchmarks stay
// beside them.
//
// Each sample records three custom metrics: the quotient in thousandths, and
// both times in nanoseconds. The wall clock of a sample is both operations
// together and is not used.
import Benchmark
import Foundation
import BenchmarkScenarios
import Tabula

/// The metrics of a paired benchmark.
enum Paired {
    /// The measured operation's time over the baseline's, in thousandths.
    static let ratio = BenchmarkMetric.custom("Paired ratio (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    /// The measured operation, in nanoseconds.
    static let measured = BenchmarkMetric.custom("Paired measured (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    /// The baseline operation, in nanoseconds.
    static let baseline = BenchmarkMetric.custom("Paired baseline (ns)", polarity: .prefersSmaller, useScalingFactor: false)

    static func configuration(_ budget: Budget) -> Benchmark.Configuration {
        var configuration = budget.configuration
        configuration.metrics = [.wallClock, ratio, measured, baseline]
        // Printed as counted, never in thousands or millions: package-benchmark
        // picks a unit from a metric's mean, and printed S3's quotient, about
        // 12,000‰, in thousands, whole units at the very line of its 12×
        // target, so that rounding, not the code, gave the verdict.
        configuration.units = [ratio: .count, measured: .count, baseline: .count]
        return configuration
    }

    /// Times `measured` and `baseline` back to back, the first of them
    /// alternating by `sample`, and records the three metrics.
    @MainActor
    static func record(_ benchmark: Benchmark, sample: Int, measured: () -> Void, baseline: () -> Void) {
        withoutActuallyEscaping(baseline) { baseline in
            record(benchmark, sample: sample, measured: measured, fastestOf: [baseline])
        }
    }

    /// Times `measured` and each of `baselines` back to back, `measured`
    /// first or last by `sample`, and records the three metrics against the
    /// fastest baseline of the sample (the hash floor has two ways of
    /// building its dictionary, and the faster is the floor).
    @MainActor
    static func record(_ benchmark: Benchmark, sample: Int, measured: () -> Void, fastestOf baselines: [() -> Void]) {
        func time(_ body: () -> Void) -> UInt64 {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return DispatchTime.now().uptimeNanoseconds - start
        }
        var measuredTime: UInt64 = 0
        if sample.isMultiple(of: 2) { measuredTime = time(measured) }
        var baselineTime = UInt64.max
        for baseline in baselines { baselineTime = min(baselineTime, time(baseline)) }
        if !sample.isMultiple(of: 2) { measuredTime = time(measured) }
        benchmark.measurement(ratio, Int(measuredTime * 1000 / max(baselineTime, 1)))
        benchmark.measurement(Paired.measured, Int(measuredTime))
        benchmark.measurement(Paired.baseline, Int(baselineTime))
    }
}

/// D1's two sides in one process.
@MainActor
final class PairedScreenBench {
    let screen = ScreenAdapterBench(rows: 10_000, sections: 100, changes: true)
    let plain = PlainDiffBench(rows: 10_000, sections: 100)
    var sample = 0
}

/// L8 and L3 in one process: a 1M-item controller in a tree and one alone.
@MainActor
final class PairedControllerBench {
    let inTree = ControllerBench(items: 1_000_000, sections: 1_000, inTree: true)
    let alone = ControllerBench(items: 1_000_000, sections: 1_000)
    var sample = 0
}

/// S1 and its hash floor in one process.
@MainActor
final class PairedFloorBench {
    let scenario = ScenarioKind.edit5k.make()
    let ids = FloorSize.n5k.identifiers()
    var sample = 0
}

/// S3 and S2 in one process.
@MainActor
final class PairedSizesBench {
    let large = ScenarioKind.edit1M.make()
    let small = ScenarioKind.edit100k.make()
    var sample = 0
}

func pairedBenchmarks() {
    Benchmark("S1 paired edit-5k-over-hash-floor-5k", configuration: Paired.configuration(Budget(warmup: 10, maxIterations: 2_000, maxSeconds: 5))) {
        benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let ids = input.ids
            Paired.record(benchmark, sample: input.sample, measured: {
                blackHole(input.scenario.old.difference(to: input.scenario.new))
            }, fastestOf: [
                { blackHole(HashFloor.insert(old: ids.old, new: ids.new)) },
                { blackHole(HashFloor.uniqueKeys(old: ids.old, new: ids.new)) },
            ])
            input.sample += 1
        }
    } setup: {
        await MainActor.run { PairedFloorBench() }
    }

    Benchmark("S3 paired edit-1M-over-edit-100k", configuration: Paired.configuration(Budget(warmup: 1, maxIterations: 20, maxSeconds: 20))) {
        benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            Paired.record(benchmark, sample: input.sample, measured: {
                blackHole(input.large.old.difference(to: input.large.new))
            }, baseline: {
                blackHole(input.small.old.difference(to: input.small.new))
            })
            input.sample += 1
        }
    } setup: {
        await MainActor.run { PairedSizesBench() }
    }

    Benchmark("D1 paired screen-set-over-core-diff-10k-10pct", configuration: Paired.configuration(Budget(warmup: 3, maxIterations: 500, maxSeconds: 8))) {
        benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            Paired.record(benchmark, sample: input.sample, measured: {
                input.screen.adapter.set(input.screen.screens[1])
            }, baseline: {
                blackHole(StagedChangeset(source: input.plain.snapshots[0], target: input.plain.snapshots[1], contentUpdates: .reconfigure))
            })
            input.screen.adapter.set(input.screen.screens[0])
            input.sample += 1
        }
    } setup: {
        await MainActor.run { PairedScreenBench() }
    }

    Benchmark("L8 paired in-tree-over-alone-update-one-in-place-1M", configuration: Paired.configuration(Budget(warmup: 20, maxIterations: 2_000, maxSeconds: 5))) {
        benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let treeItem = input.inTree.takeFromPool(), aloneItem = input.alone.takeFromPool()
            Paired.record(benchmark, sample: input.sample, measured: {
                try? input.inTree.controller.updateItem(withID: treeItem.id) { $0.text &+= 1 }
            }, baseline: {
                try? input.alone.controller.updateItem(withID: aloneItem.id) { $0.text &+= 1 }
            })
            input.sample += 1
        }
    } setup: {
        await MainActor.run { PairedControllerBench() }
    }
}
