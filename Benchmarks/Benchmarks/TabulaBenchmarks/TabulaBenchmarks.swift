// Tabula's diff and staging against the scenarios of BenchmarkScenarios, and
// two baselines measured in the same run:
//
// - "hash floor": build a Dictionary<Int, Int> (id → index) from the old ids and
//   probe it with every new id — the least any hashing diff must do. Measured
//   both ways of building it ("insert": Dictionary(minimumCapacity:) + inserts;
//   "uniqueKeys": Dictionary(uniqueKeysWithValues:)); ratios.py uses the faster.
// - "stdlib-diff": the standard library's CollectionDifference on the plain id
//   arrays, `new.difference(from: old).inferringMoves()` (Myers' diff; see
//   `stdlibDiffSizes` for the sizes it is measured at).
//
// Every input is built in a setup closure, outside the measured region; each
// benchmark runs in its own process, so only the selected ones build anything.
//
// TABULA_BENCH_QUICK=1 caps every benchmark at a few iterations and about a
// second, for smoke runs; measured runs leave it unset.
import Benchmark
import BenchmarkScenarios
import Foundation
import Tabula

/// How long a benchmark runs: until `maxIterations` or `maxDuration`, whichever comes first.
struct Budget {
    var warmup: Int
    var maxIterations: Int
    var maxSeconds: Int

    static let quick = ProcessInfo.processInfo.environment["TABULA_BENCH_QUICK"].map { !$0.isEmpty && $0 != "0" } ?? false

    var configuration: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .microseconds,
            warmupIterations: Budget.quick ? min(warmup, 1) : warmup,
            maxDuration: .seconds(Budget.quick ? min(maxSeconds, 1) : maxSeconds),
            maxIterations: Budget.quick ? min(maxIterations, 5) : maxIterations
        )
    }

    // Per-iteration costs on a 2-core machine, roughly: 5k ≈ 0.3–1 ms, 100k ≈
    // 1–35 ms, 1M ≈ 0.1–0.5 s, identical-100k ≈ 0.3 ms. The whole suite
    // measures for about 2 minutes (plus a process start and a setup per
    // benchmark); the caps keep a slow machine under about 10 minutes.
    static let small = Budget(warmup: 10, maxIterations: 2_000, maxSeconds: 3)
    static let medium = Budget(warmup: 3, maxIterations: 300, maxSeconds: 8)
    static let large = Budget(warmup: 1, maxIterations: 20, maxSeconds: 15)
    static let tiny = Budget(warmup: 10, maxIterations: 2_000, maxSeconds: 3)

    static func forScenario(_ kind: ScenarioKind) -> Budget {
        switch kind {
        case .edit5k: return .small
        case .edit1M: return .large
        case .identical100k: return .tiny
        default: return .medium
        }
    }

    static func forFloor(_ size: FloorSize) -> Budget {
        switch size {
        case .n5k: return .small
        case .n100k: return .medium
        case .n1M: return .large
        }
    }
}

/// The sizes at which the standard library's diff is measured. Its Myers diff
/// takes O((N+M)·D) time, and D, the number of edits, grows with N in these
/// scenarios (D = 0.48·N at 5k, 0.24·N at 100k and 1M), so the time grows as
/// N²: about 0.1 s at 5k, about 9 s at 100k (smoke runs on a busy 2-core
/// machine), and some 15 minutes at 1M.
/// So 5k always, 100k only with TABULA_BENCH_STDLIB_100K=1 (run.sh
/// --with-stdlib-100k), 1M never.
let stdlibDiffSizes: [FloorSize] =
    ProcessInfo.processInfo.environment["TABULA_BENCH_STDLIB_100K"].map { !$0.isEmpty && $0 != "0" } ?? false
    ? [.n5k, .n100k] : [.n5k]

/// The old and new identifiers of a scenario as ``HashedID``s.
typealias HashedIdentifiers = (old: [HashedID], new: [HashedID])

let benchmarks: @Sendable () -> Void = {
    // Baselines first (B…), then the scenarios (S…): the tool sorts by name.
    for (i, size) in FloorSize.allCases.enumerated() {
        let name = "B\(i + 1) hash-floor-\(size.rawValue)"
        let configuration = Budget.forFloor(size).configuration

        Benchmark("\(name) insert", configuration: configuration) { benchmark, ids in
            for _ in benchmark.scaledIterations {
                blackHole(HashFloor.insert(old: ids.old, new: ids.new))
            }
        } setup: {
            size.identifiers()
        }

        Benchmark("\(name) uniqueKeys", configuration: configuration) { benchmark, ids in
            for _ in benchmark.scaledIterations {
                blackHole(HashFloor.uniqueKeys(old: ids.old, new: ids.new))
            }
        } setup: {
            size.identifiers()
        }
    }

    for (i, size) in stdlibDiffSizes.enumerated() {
        let budget = size == .n5k
            ? Budget(warmup: 1, maxIterations: 50, maxSeconds: 5)
            : Budget(warmup: 0, maxIterations: 3, maxSeconds: 15)
        Benchmark(
            "B\(FloorSize.allCases.count + i + 1) stdlib-diff-\(size.rawValue)",
            configuration: budget.configuration
        ) { benchmark, ids in
            for _ in benchmark.scaledIterations {
                blackHole(ids.new.difference(from: ids.old).inferringMoves())
            }
        } setup: {
            size.identifiers()
        }
    }

    for kind in ScenarioKind.allCases {
        let name = "S\(kind.number) \(kind.rawValue)"
        let configuration = Budget.forScenario(kind).configuration

        Benchmark("\(name) Changeset", configuration: configuration) { benchmark, scenario in
            for _ in benchmark.scaledIterations {
                blackHole(scenario.old.difference(to: scenario.new))
            }
        } setup: {
            kind.make()
        }

        Benchmark("\(name) StagedChangeset", configuration: configuration) { benchmark, scenario in
            for _ in benchmark.scaledIterations {
                blackHole(StagedChangeset(source: scenario.old, target: scenario.new))
            }
        } setup: {
            kind.make()
        }
    }

    // S1 and S2 again, with identifiers the diff does not mix (a struct whose
    // `Hashable` is synthesized: they go through `hashValue`), beside a hash
    // floor over the same identifiers: what the diff costs beside the floor
    // when both hash alike.
    for kind in [ScenarioKind.edit5k, .edit100k] {
        Benchmark(
            "X\(kind.number) \(kind.rawValue)-hashValue-ids hash-floor",
            configuration: Budget.forScenario(kind).configuration
        ) { (benchmark: Benchmark, ids: HashedIdentifiers) in
            for _ in benchmark.scaledIterations {
                blackHole(HashFloor.insert(old: ids.old, new: ids.new))
            }
        } setup: {
            let ids = kind.floorSize.identifiers()
            return (old: ids.old.map(HashedID.init), new: ids.new.map(HashedID.init))
        }

        Benchmark(
            "X\(kind.number) \(kind.rawValue)-hashValue-ids Changeset",
            configuration: Budget.forScenario(kind).configuration
        ) { benchmark, pair in
            for _ in benchmark.scaledIterations {
                blackHole(pair.old.difference(to: pair.new))
            }
        } setup: {
            kind.make().hashedIdentifiers()
        }
    }

    controllerBenchmarks()
    compositionBenchmarks()
    mappingBenchmarks()
    adapterBenchmarks()
    headlessBenchmarks()
    screenBenchmarks()
    outlineBenchmarks()
    liveQueryBenchmarks()
    objectChangeBenchmarks()
    tableBenchmarks()
    pairedBenchmarks()
}
