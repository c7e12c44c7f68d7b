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
}
