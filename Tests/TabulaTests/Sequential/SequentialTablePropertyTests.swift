import Foundation
import Testing
import Tabula
import TabulaTesting

/// Random pairs of snapshots shown by the headless model of AppKit's table,
/// with and without group rows: the linearized update, applied call after
/// call, leaves the table equal to the data, content included.
@MainActor
@Suite("Sequential updates of a headless NSTableView")
struct SequentialTablePropertyTests {
    /// `snapshot` as the table's rows, each showing its content.
    static func rows(_ snapshot: TestSnapshot, groupRows: Bool) -> [HeadlessListView.Cell] {
        HeadlessNSTableView.rows(
            of: snapshot, groupRows: groupRows,
            itemContent: { AnyEquatable($0.content) }, sectionContent: { AnyEquatable($0) }
        )
    }

    @Test("Random pairs: every update applied in AppKit's order, the table equal to the data after it", arguments: [false, true])
    func randomPairs(groupRows: Bool) throws {
        var profile = RandomPairProfile()
        profile.duplicates = false
        for seed in 0..<1_500 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomPair(&rng, profile: profile)
            var data = old
            let table = HeadlessNSTableView { Self.rows(data, groupRows: groupRows) }
            data = new
            let update = try #require(SequentialRowUpdate(from: old, to: new, groupRows: groupRows, changeset: old.difference(to: new)))
            table.perform(update)
            #expect(table.violations.isEmpty, "seed \(seed): \(table.violations) after \(update.operations)")
            #expect(table.rows == Self.rows(new, groupRows: groupRows), "seed \(seed)")
            if !table.violations.isEmpty { return }
        }
    }

    @Test(
        "Random pairs through UIKit's staged batches: each batch, turned into AppKit's calls without identifiers, leaves the table equal to the stage's data",
        arguments: [false, true]
    )
    func stagedBatches(groupRows: Bool) throws {
        var profile = RandomPairProfile()
        profile.duplicates = false
        var batches = 0
        for seed in 0..<1_500 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomPair(&rng, profile: profile)
            var data = old
            let table = HeadlessNSTableView { Self.rows(data, groupRows: groupRows) }
            let style: ContentUpdateStyle = seed.isMultiple(of: 2) ? .reload : .reconfigure
            for stage in StagedChangeset(source: old, target: new, contentUpdates: style).stages {
                let before = TableRowLayout(counts: data.sections.map(\.count), groupRows: groupRows)
                data = stage.data
                let after = TableRowLayout(counts: data.sections.map(\.count), groupRows: groupRows)
                let update = try #require(SequentialRowUpdate(stage.batch, from: before, to: after), "seed \(seed): \(stage.batch)")
                // Reconfigures come after the batch, where their items then are.
                var reconfigured = IndexSet(stage.batch.itemReconfigures.compactMap { after.row(ofItemAt: $0) })
                reconfigured.formUnion(IndexSet(stage.batch.sectionReconfigures.compactMap { after.row(of: .group(section: $0)) }))
                table.beginUpdates()
                table.perform(update)
                if !reconfigured.isEmpty { table.reloadData(forRowIndexes: reconfigured) }
                table.endUpdates()
                batches += 1
                #expect(table.violations.isEmpty, "seed \(seed): \(table.violations) after \(update.operations)")
                if !table.violations.isEmpty { return }
            }
            #expect(table.rows == Self.rows(new, groupRows: groupRows), "seed \(seed)")
        }
        #expect(batches > 1_000, "the pairs give batches")
    }

    @Test("A batch that does not lead to the new counts, or names a place twice, gives no update")
    func inconsistentBatches() {
        let old = TableRowLayout(counts: [2, 3], groupRows: true)
        var insert = BatchUpdate()
        insert.itemInserts = [IndexPath(item: 0, section: 0)]
        #expect(SequentialRowUpdate(insert, from: old, to: TableRowLayout(counts: [3, 3], groupRows: true)) != nil)
        #expect(SequentialRowUpdate(insert, from: old, to: TableRowLayout(counts: [2, 4], groupRows: true)) == nil)
        #expect(SequentialRowUpdate(insert, from: old, to: TableRowLayout(counts: [3, 3], groupRows: false)) == nil)
        var twice = BatchUpdate()
        twice.itemDeletes = [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)]
        #expect(SequentialRowUpdate(twice, from: old, to: TableRowLayout(counts: [1, 3], groupRows: true)) == nil)
        var outOfRange = BatchUpdate()
        outOfRange.sectionDeletes = [2]
        #expect(SequentialRowUpdate(outOfRange, from: old, to: TableRowLayout(counts: [2], groupRows: true)) == nil)
        var moveAndDelete = BatchUpdate()
        moveAndDelete.itemDeletes = [IndexPath(item: 0, section: 1)]
        moveAndDelete.itemMoves = [Changeset.Move(source: IndexPath(item: 0, section: 1), destination: IndexPath(item: 0, section: 0))]
        #expect(SequentialRowUpdate(moveAndDelete, from: old, to: TableRowLayout(counts: [3, 1], groupRows: true)) == nil)
    }
}
