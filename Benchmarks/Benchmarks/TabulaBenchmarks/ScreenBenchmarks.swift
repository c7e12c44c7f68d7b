// Declarative screen benchmarks (GitHub issue 9: "Setting a 10k-row,
// 100-section heterogeneous model with 10% of rows changed: ≤ 3× the core
// diff of a same-sized snapshot of plain values. Setting an unchanged 1k-row
// model: ≤ 50 μs.")
//
// - D1 screen-set-10k-10pct: a ScreenAdapter on BenchListView shows a screen
//   of 10k rows of three cell model types in 100 sections; one sample sets a
//   screen (built beforehand) with every tenth row's content changed: the
//   comparison with the screen shown, the snapshot, the diff, the reconfigure
//   batch and the visible cells. The next sample sets the first screen back.
// - D1 baseline-core-diff-10k-10pct: the staged changeset (reconfigure) of two
//   snapshots of plain `Int`-identified values of the same shape and changes.
// - D2 screen-set-unchanged-1k: the adapter shows a 1k-row screen; one sample
//   sets an equal screen built separately (new rows, same content, new
//   closures).
import Benchmark
import Foundation
import Tabula

struct BenchTextRow: CellModel {
    let id: Int
    var text: Int
    var onSelect: @MainActor () -> Void
    var content: Int { text }
    var behavior: CellBehavior { CellBehavior(onSelect: onSelect) }
    func configure(_ cell: BenchCell) { cell.text = text }
}

struct BenchBadgeRow: CellModel, Equatable {
    let id: Int
    var count: Int
    func configure(_ cell: BenchCell) { cell.text = count }
}

struct BenchToggleRow: CellModel {
    let id: Int
    var isOn: Bool
    var onToggle: @MainActor (Bool) -> Void
    var content: Bool { isOn }
    func configure(_ cell: BenchCell) { cell.text = isOn ? 1 : 0 }
}

/// A plain item of the baseline diff.
struct BenchPlainItem: Hashable, Sendable {
    var id: Int
    var content: Int
}

enum ScreenBench {
    /// A screen of `rows` rows in `sections` sections; rows whose index is a
    /// multiple of 10 get content `changed`.
    static func screen(rows: Int, sections: Int, changed: Int) -> ListScreen {
        let perSection = rows / sections
        return ListScreen {
            for s in 0..<sections {
                ScreenSection(id: s, header: .title("Section \(s)")) {
                    for r in 0..<perSection {
                        let id = s * perSection + r
                        let value = id % 10 == 0 ? changed : 0
                        switch id % 3 {
                        case 0: BenchTextRow(id: id, text: value, onSelect: {})
                        case 1: BenchBadgeRow(id: id, count: value)
                        default: BenchToggleRow(id: id, isOn: value != 0, onToggle: { _ in })
                        }
                    }
                }
            }
        }
    }

    static func plain(rows: Int, sections: Int, changed: Int) -> Snapshot<Int, String, Int, BenchPlainItem> {
        let perSection = rows / sections
        return Snapshot(sections: (0..<sections).map { s in
            Snapshot<Int, String, Int, BenchPlainItem>.Section(
                id: s, model: "Section \(s)",
                items: (0..<perSection).map { r in
                    let id = s * perSection + r
                    return BenchPlainItem(id: id, content: id % 10 == 0 ? changed : 0)
                },
                itemID: \.id
            )
        })
    }
}

@MainActor
final class ScreenAdapterBench {
    let view = BenchListView()
    let adapter: ScreenAdapter
    let screens: [ListScreen]
    var next = 1

    init(rows: Int, sections: Int, changes: Bool) {
        adapter = ScreenAdapter(view: view)
        screens = [ScreenBench.screen(rows: rows, sections: sections, changed: 0),
                   ScreenBench.screen(rows: rows, sections: sections, changed: changes ? 1 : 0)]
        adapter.set(screens[0])
    }
}

/// The two plain snapshots of the baseline.
final class PlainDiffBench: Sendable {
    let snapshots: [Snapshot<Int, String, Int, BenchPlainItem>]
    init(rows: Int, sections: Int) {
        snapshots = [ScreenBench.plain(rows: rows, sections: sections, changed: 0),
                     ScreenBench.plain(rows: rows, sections: sections, changed: 1)]
    }
}

func screenBenchmarks() {
    let configuration = Budget(warmup: 3, maxIterations: 500, maxSeconds: 8).configuration

    Benchmark("D1 baseline-core-diff-10k-10pct", configuration: configuration) { benchmark, input in
        for _ in benchmark.scaledIterations {
            blackHole(StagedChangeset(source: input.snapshots[0], target: input.snapshots[1], contentUpdates: .reconfigure))
        }
    } setup: {
        PlainDiffBench(rows: 10_000, sections: 100)
    }

    Benchmark("D1 screen-set-10k-10pct", configuration: configuration) { benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            input.adapter.set(input.screens[1])
            benchmark.stopMeasurement()
            input.adapter.set(input.screens[0])
        }
    } setup: {
        await MainActor.run { ScreenAdapterBench(rows: 10_000, sections: 100, changes: true) }
    }

    Benchmark("D2 screen-set-unchanged-1k", configuration: Budget(warmup: 10, maxIterations: 5_000, maxSeconds: 5).configuration) {
        benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            input.adapter.set(input.screens[input.next])
            benchmark.stopMeasurement()
            input.next = 1 - input.next
        }
    } setup: {
        await MainActor.run { ScreenAdapterBench(rows: 1_000, sections: 10, changes: false) }
    }
}
