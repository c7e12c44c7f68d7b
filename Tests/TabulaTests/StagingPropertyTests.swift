import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Random pairs of snapshots, staged and applied to a strict model of UIKit.
@Suite("Staging, checked through the headless list view")
@MainActor
struct StagingPropertyTests {
    /// Applies every stage of `staged` to a view showing `source` and checks the
    /// view after each: no rule broken, and cells and headers (identity and
    /// content) equal to the stage's data.
    func check(_ source: TestSnapshot, _ target: TestSnapshot, style: ContentUpdateStyle, seed: UInt64) -> StagedChangeset<Int, Int, Int, TestItem> {
        let staged = StagedChangeset(source: source, target: target, contentUpdates: style)
        let dataSource = SnapshotDataSource(source)
        let view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        for (k, stage) in staged.stages.enumerated() {
            view.apply(StagedChangeset(stages: [stage])) { dataSource.snapshot = $0 }
            #expect(view.violations.isEmpty, "seed \(seed) \(style) stage \(k): \(view.violations)\n\(stage.batch)\nsource \(source.sections.map { ($0.id, Array($0.items)) })\ntarget \(target.sections.map { ($0.id, Array($0.items)) })")
            let mismatches = view.verifyMatchesDataSource()
            #expect(mismatches.isEmpty, "seed \(seed) \(style) stage \(k): \(mismatches)")
            if !view.violations.isEmpty || !mismatches.isEmpty { break }
        }
        #expect(staged.stages.last.map { $0.data == target } ?? (source == target), "seed \(seed): the last stage holds the target")
        dataSource.snapshot = target
        #expect(view.verifyMatchesDataSource().isEmpty, "seed \(seed) \(style): the view ends showing the target")
        #expect(view.sectionIDs == target.sectionIdentifiers.map(AnyHashable.init), "seed \(seed)")
        return staged
    }

    /// The stage counts the staging promises.
    func checkStageCount(_ staged: StagedChangeset<Int, Int, Int, TestItem>, _ changes: Changeset, style: ContentUpdateStyle, seed: UInt64) {
        let hasContent = !changes.itemUpdates.isEmpty || !changes.sectionUpdates.isEmpty
        let hasItemMoves = !changes.itemMoves.isEmpty
        let hasSectionMoves = !changes.sectionMoves.isEmpty
        let count = staged.stages.count
        if changes.isEmpty { #expect(count == 0, "seed \(seed)") }
        if !hasSectionMoves && (!hasContent || style == .reconfigure) { #expect(count <= 1, "seed \(seed) \(style): \(count) stages") }
        if !hasSectionMoves && !hasItemMoves { #expect(count <= 1, "seed \(seed) \(style): content without moves is one batch, got \(count)") }
        if !hasSectionMoves { #expect(count <= 2, "seed \(seed) \(style)") }
        #expect(count <= (style == .reconfigure ? 2 : 3), "seed \(seed) \(style): \(count) stages")
    }

    @Test(arguments: 0..<6)
    func randomPairsPassEveryRuleAndEndOnTheTarget(batch: Int) {
        for seed in UInt64(batch * 1000)..<UInt64(batch * 1000 + 1000) {
            var rng = SplitMix64(seed: seed)
            let (source, target) = randomPair(&rng)
            let changes = source.difference(to: target)
            for style in ContentUpdateStyle.allCases {
                let staged = check(source, target, style: style, seed: seed)
                checkStageCount(staged, changes, style: style, seed: seed)
                let stagedMoves = staged.stages.reduce(0) { $0 + $1.batch.itemMoves.count }
                #expect(stagedMoves == changes.itemMoves.count, "seed \(seed): staging adds no moves")
            }
        }
    }

    @Test(arguments: 0..<2)
    func largerRandomPairs(batch: Int) {
        let profile = RandomPairProfile(maxSections: 12, maxItemsPerSection: 40)
        for seed in UInt64(50_000 + batch * 150)..<UInt64(50_000 + batch * 150 + 150) {
            var rng = SplitMix64(seed: seed)
            let (source, target) = randomPair(&rng, profile: profile)
            for style in ContentUpdateStyle.allCases {
                _ = check(source, target, style: style, seed: seed)
            }
        }
    }

    @Test func largeSnapshotsUseThePartitionedMatcherAndStillPass() {
        // Above PartitionedMatcher.singleTableLimit, with duplicates, moves and content changes.
        var rng = SplitMix64(seed: 77)
        var sections: [(Int, Int, [(Int, Int)])] = (0..<8).map { s in (s, 0, (0..<9_000).map { (s * 9_000 + $0, 0) }) }
        sections[3].2[5].0 = sections[3].2[6].0  // a duplicate identifier
        var target = sections
        for _ in 0..<2_000 {
            let s = Int.random(in: 0..<8, using: &rng), t = Int.random(in: 0..<8, using: &rng)
            let item = target[s].2.remove(at: Int.random(in: 0..<target[s].2.count, using: &rng))
            if Int.random(in: 0..<3, using: &rng) > 0 {
                target[t].2.insert((item.0, item.1 + Int.random(in: 0..<2, using: &rng)), at: Int.random(in: 0...target[t].2.count, using: &rng))
            }
        }
        for k in 0..<1_000 { target[k % 8].2.insert((1_000_000 + k, 0), at: Int.random(in: 0...target[k % 8].2.count, using: &rng)) }
        target.swapAt(1, 6)
        let source = makeSnapshot(sections), targetSnapshot = makeSnapshot(target)
        #expect(Swift.min(source.numberOfItems, targetSnapshot.numberOfItems) > PartitionedMatcher.singleTableLimit)
        for style in ContentUpdateStyle.allCases {
            _ = check(source, targetSnapshot, style: style, seed: 77)
        }
    }

    /// Snapshots with more than `Int32.max` items or sections are replaced
    /// section by section instead of matched; that change must pass too.
    @Test func replacingEverySectionPassesEveryRule() {
        for seed in 0..<200 {
        var rng = SplitMix64(seed: UInt64(seed))
        let pair = randomPair(&rng)
        var matching = SnapshotMatching()
        matching.replaceEverySection(pair.0, pair.1)
        let staged = StagedChangeset(matching: matching, source: pair.0, target: pair.1, style: .reload)
        let dataSource = SnapshotDataSource(pair.0)
        let view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        view.apply(staged) { dataSource.snapshot = $0 }
        #expect(view.violations.isEmpty, "seed \(seed): \(view.violations)")
        #expect(view.verifyMatchesDataSource().isEmpty && dataSource.snapshot == pair.1, "seed \(seed)")
        #expect(staged.stages.count == (pair.0.sections.isEmpty && pair.1.sections.isEmpty ? 0 : 1))
        }
    }

    @Test func insertsDeletesAndMovesWithoutSectionMovesAreOneBatch() {
        let source = makeSnapshot(ids: [(1, [1, 2, 3]), (2, [4, 5]), (3, [6])])
        let target = makeSnapshot(ids: [(1, [3, 1, 7]), (2, [5, 2]), (4, [8])])
        let staged = check(source, target, style: .reload, seed: 0)
        #expect(staged.stages.count == 1)
        let batch = staged.stages[0].batch
        #expect(batch.sectionDeletes == [2] && batch.sectionInserts == [2])
        #expect(batch.itemDeletes == [IndexPath(item: 0, section: 1)])
        #expect(batch.itemInserts == [IndexPath(item: 2, section: 0)])
        #expect(batch.itemMoves.count == 2)
    }

    @Test func contentChangesWithoutMovesFoldIntoOneBatch() {
        let source = makeSnapshot([(1, 0, [(1, 0), (2, 0), (3, 0)])])
        let target = makeSnapshot([(1, 0, [(0, 0), (1, 1), (3, 1)])])
        let staged = check(source, target, style: .reload, seed: 0)
        #expect(staged.stages.count == 1)
        #expect(staged.stages[0].batch.itemReloads == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test func aReloadedItemThatMovesTakesAStageOfItsOwn() {
        let source = makeSnapshot([(1, 0, [(1, 0), (2, 0), (3, 0)])])
        let target = makeSnapshot([(1, 0, [(3, 1), (1, 0), (2, 0)])])
        let reload = check(source, target, style: .reload, seed: 0)
        #expect(reload.stages.count == 2)
        #expect(reload.stages[0].batch.itemReloads == [IndexPath(item: 2, section: 0)])
        let reconfigure = check(source, target, style: .reconfigure, seed: 0)
        #expect(reconfigure.stages.count == 1)
        #expect(reconfigure.stages[0].batch.itemReconfigures == [IndexPath(item: 0, section: 0)])
    }

    @Test func itemChangesInsideAMovedSectionSplitInTwo() {
        let source = makeSnapshot(ids: [(1, [1, 2]), (2, [3, 4])])
        let target = makeSnapshot(ids: [(2, [4, 3, 5]), (1, [1])])
        let staged = check(source, target, style: .reconfigure, seed: 0)
        #expect(staged.stages.count == 2)
        #expect(staged.stages[0].batch.sectionMoves.isEmpty, "items first, with sections in their old places")
        #expect(!staged.stages[1].batch.sectionMoves.isEmpty && !staged.stages[1].batch.itemInserts.contains { _ in true })
    }

    @Test func identicalSnapshotsHaveNoStages() {
        let snapshot = makeSnapshot(ids: [(1, [1, 2]), (2, [])])
        #expect(StagedChangeset(source: snapshot, target: snapshot).stages.isEmpty)
    }

    @Test func applyFallsBackToReloadDataAboveTheThreshold() {
        let source = makeSnapshot(ids: [(1, [1, 2, 3])])
        let target = makeSnapshot(ids: [(1, [4, 5, 6])])
        let dataSource = SnapshotDataSource(source)
        let view = HeadlessListView(dataSource: dataSource)
        view.reloadData()
        var finished: Bool?
        view.apply(StagedChangeset(source: source, target: target), reloadThreshold: 2, setData: { dataSource.snapshot = $0 }) { finished = $0 }
        #expect(finished == true)
        #expect(view.batchCount == 0, "no animated batch")
        #expect(view.itemIDs == [[4, 5, 6]])
        #expect(view.violations.isEmpty)
    }
}
