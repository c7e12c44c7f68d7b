// Headless list view benchmarks (GitHub issue 13: "The headless list view
// validates and applies a batch in O(operations + touched sections), not
// O(all rows): a one-operation batch on a 100k-row view ≤ 50 μs").
//
// Each view shows 100k rows in 1,000 sections of 100, served by a data source
// over plain arrays of `Int` (its cells box the id and the content, as any
// data source's do). One sample is one batch: an insert of one row into a
// section (the section and position cycle), or the delete of that row again,
// alternately, with the data source changed inside the batch.
//
// - H1 headless-batch-one-row-100k: the default identity check (the sections
//   the batch changes).
// - H1 baseline-uikit-reads-100k: what UIKit itself asks the data source
//   after such a batch, with no checking: the section count, every section's
//   item count and the one inserted cell.
// - H2 headless-batch-one-row-100k-every-section: `.everySection`, which
//   compares every row after every batch (the view's only behaviour before).
//
// GitHub issue 40, item 4 ("a one-row batch in a 2,000-row section of a
// 50k-row list within 2× of the same batch in a 20-row section"): 50k rows
// with a screen of 40 rows, `.touchedItems`, which compares what the batch
// writes and what is on screen:
// - H3 headless-batch-one-row-2000-row-section: 25 sections of 2,000.
// - H3 headless-batch-one-row-20-row-section: 2,500 sections of 20.
// - H3 baseline-touched-sections-2000-row-section: the default check, which
//   reads the whole 2,000-row section after each batch.
import Benchmark
import Foundation
import TabulaTesting

/// A data source over arrays of item ids.
@MainActor
final class BenchHeadlessSource: HeadlessListViewDataSource {
    var sections: [[Int]]
    init(sections: [[Int]]) { self.sections = sections }
    func numberOfSections(in listView: HeadlessListView) -> Int { sections.count }
    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        HeadlessListView.Cell(id: sections[indexPath.section][indexPath.item], content: 0)
    }
    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        HeadlessListView.Cell(id: -1 - section, content: 0)
    }
}

/// A loaded view and its data source, and which batch comes next.
@MainActor
final class HeadlessBench {
    let source: BenchHeadlessSource
    let view: HeadlessListView
    /// Even: insert a row; odd: delete the row inserted before.
    var step = 0
    var nextID = 1_000_000
    let rowsPerSection: Int

    init(sections: Int, rowsPerSection: Int, check: HeadlessListView.IdentityCheck, visibleRows: Int? = nil) {
        source = BenchHeadlessSource(
            sections: (0..<sections).map { s in Array(s * rowsPerSection..<(s + 1) * rowsPerSection) }
        )
        self.rowsPerSection = rowsPerSection
        view = HeadlessListView(dataSource: source)
        view.identityCheck = check
        view.visibleRowCount = visibleRows
        _ = view.sections
    }

    /// Where the current insert-and-delete pair acts.
    var target: IndexPath {
        let pair = step / 2
        return IndexPath(item: (pair * 37) % rowsPerSection, section: (pair * 7919) % source.sections.count)
    }

    func batch() {
        let (target, source, view) = (self.target, self.source, self.view)
        if step % 2 == 0 {
            nextID += 1
            let id = nextID
            view.performBatchUpdates({
                source.sections[target.section].insert(id, at: target.item)
                view.insertItems(at: [target])
            }, completion: nil)
        } else {
            view.performBatchUpdates({
                source.sections[target.section].remove(at: target.item)
                view.deleteItems(at: [target])
            }, completion: nil)
        }
        step += 1
    }

    /// What UIKit asks after a one-row insert: every count and the new cell,
    /// through the protocol, as the view asks.
    func uikitReads() -> Int {
        let dataSource: any HeadlessListViewDataSource = source
        let sectionCount = dataSource.numberOfSections(in: view)
        var total = sectionCount
        for section in 0..<sectionCount {
            total &+= dataSource.listView(view, numberOfItemsInSection: section)
        }
        total &+= dataSource.listView(view, cellForItemAt: target).id.hashValue
        step += 2
        return total
    }
}

/// Measures one batch of `input`, on the main actor.
private func measureBatch(_ benchmark: Benchmark, _ input: HeadlessBench) {
    // Safe: `onMain` blocks this thread until the main thread is done with it.
    nonisolated(unsafe) let benchmark = benchmark
    onMain {
        benchmark.startMeasurement()
        input.batch()
        benchmark.stopMeasurement()
    }
}

func headlessBenchmarks() {
    let configuration = Budget(warmup: 10, maxIterations: 5_000, maxSeconds: 5).configuration

    Benchmark("H1 headless-batch-one-row-100k", configuration: configuration) { benchmark, input in
        measureBatch(benchmark, input)
    } setup: {
        await MainActor.run { HeadlessBench(sections: 1_000, rowsPerSection: 100, check: .touchedSections) }
    }

    Benchmark("H1 baseline-uikit-reads-100k", configuration: configuration) { benchmark, input in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            blackHole(input.uikitReads())
            benchmark.stopMeasurement()
        }
    } setup: {
        await MainActor.run { HeadlessBench(sections: 1_000, rowsPerSection: 100, check: .touchedSections) }
    }

    Benchmark(
        "H2 headless-batch-one-row-100k-every-section",
        configuration: Budget(warmup: 1, maxIterations: 100, maxSeconds: 8).configuration
    ) { benchmark, input in
        measureBatch(benchmark, input)
    } setup: {
        await MainActor.run { HeadlessBench(sections: 1_000, rowsPerSection: 100, check: .everySection) }
    }

    Benchmark("H3 headless-batch-one-row-2000-row-section", configuration: configuration) { benchmark, input in
        measureBatch(benchmark, input)
    } setup: {
        await MainActor.run { HeadlessBench(sections: 25, rowsPerSection: 2_000, check: .touchedItems, visibleRows: 40) }
    }

    Benchmark("H3 headless-batch-one-row-20-row-section", configuration: configuration) { benchmark, input in
        measureBatch(benchmark, input)
    } setup: {
        await MainActor.run { HeadlessBench(sections: 2_500, rowsPerSection: 20, check: .touchedItems, visibleRows: 40) }
    }

    Benchmark("H3 baseline-touched-sections-2000-row-section", configuration: configuration) { benchmark, input in
        measureBatch(benchmark, input)
    } setup: {
        await MainActor.run { HeadlessBench(sections: 25, rowsPerSection: 2_000, check: .touchedSections, visibleRows: 40) }
    }
}
