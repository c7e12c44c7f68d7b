// AppKit table benchmarks (issue 41): what turning an update into AppKit's
// sequential row calls costs a 100k-row table of 100 sections with group rows.
//
// - T1 batch-row-calls-100k: what `NSTableViewListView` does with the batches
//   a `ListAdapter` plans for UIKit: each stage's batch and the section
//   counts before and after it, turned into row calls
//   (`SequentialRowUpdate(_:from:to:)`): no identifiers, no hashing.
// - T1 baseline-identity-row-calls-100k: the same change from the two
//   snapshots, by identifier (`SequentialRowUpdate(from:to:groupRows:changeset:)`,
//   what `NSTableView.apply(_:from:to:…)` does): every row's identifier hashed.
//
// The change: 2% of the items deleted, 2% inserted, 4% moved (within and
// across sections), 2% changed in place. Diffing and staging, which both
// paths need before, are not measured.
import Benchmark
import Foundation
import Tabula

/// A row of the table benchmarks: an identifier and its content.
struct TableBenchItem: Hashable, Sendable {
    var id: Int
    var value: Int
}

typealias TableBenchSnapshot = Snapshot<Int, Int, Int, TableBenchItem>

/// Two lists and the changes between them, computed once.
struct TableBench: Sendable {
    let old: TableBenchSnapshot
    let new: TableBenchSnapshot
    let changeset: Changeset
    let stages: [StagedChangeset<Int, Int, Int, TableBenchItem>.Stage]

    init(items count: Int, sections: Int) {
        var rng = ControllerBenchRNG(seed: 11)
        let perSection = count / sections
        var lists = (0..<sections).map { section in
            (0..<perSection).map { TableBenchItem(id: section * perSection + $0, value: 0) }
        }
        let old = TableBenchSnapshot(sections: lists.enumerated().map { .init(id: $0.offset, model: 0, items: $0.element, itemID: \.id) })
        let changes = count / 50
        var nextID = count
        for _ in 0..<changes {
            let section = rng.next(sections)
            if !lists[section].isEmpty { lists[section].remove(at: rng.next(lists[section].count)) }
        }
        for _ in 0..<changes {
            let section = rng.next(sections)
            lists[section].insert(TableBenchItem(id: nextID, value: 0), at: rng.next(lists[section].count + 1))
            nextID += 1
        }
        for _ in 0..<(2 * changes) {
            let from = rng.next(sections), to = rng.next(sections)
            guard !lists[from].isEmpty else { continue }
            let item = lists[from].remove(at: rng.next(lists[from].count))
            lists[to].insert(item, at: rng.next(lists[to].count + 1))
        }
        for _ in 0..<changes {
            let section = rng.next(sections)
            guard !lists[section].isEmpty else { continue }
            lists[section][rng.next(lists[section].count)].value += 1
        }
        let new = TableBenchSnapshot(sections: lists.enumerated().map { .init(id: $0.offset, model: 0, items: $0.element, itemID: \.id) })
        self.old = old
        self.new = new
        changeset = old.difference(to: new)
        stages = StagedChangeset(source: old, target: new, contentUpdates: .reconfigure).stages
    }
}

func tableBenchmarks() {
    let budget = Budget(warmup: 3, maxIterations: 200, maxSeconds: 8).configuration
    let setup: () async throws -> TableBench = { TableBench(items: 100_000, sections: 100) }

    Benchmark("T1 batch-row-calls-100k", configuration: budget) { benchmark, bench in
        var before = TableRowLayout(counts: bench.old.sections.map(\.count), groupRows: true)
        for stage in bench.stages {
            let after = TableRowLayout(counts: stage.data.sections.map(\.count), groupRows: true)
            blackHole(SequentialRowUpdate(stage.batch, from: before, to: after))
            before = after
        }
    } setup: { try await setup() }

    Benchmark("T1 baseline-identity-row-calls-100k", configuration: budget) { benchmark, bench in
        blackHole(SequentialRowUpdate(from: bench.old, to: bench.new, groupRows: true, changeset: bench.changeset))
    } setup: { try await setup() }
}
