import Foundation
import Testing
@testable import Tabula
import TabulaTesting

@Suite("Difference")
struct DifferenceTests {
    func paths(_ pairs: [(Int, Int)]) -> [IndexPath] { pairs.map { IndexPath(item: $0.1, section: $0.0) } }

    @Test func identicalSnapshotsHaveNoChanges() {
        let a = makeSnapshot(ids: [(1, [1, 2, 3]), (2, [])])
        #expect(a.difference(to: a).isEmpty)
        #expect(a.difference(to: makeSnapshot(ids: [(1, [1, 2, 3]), (2, [])])).isEmpty)
        #expect(TestSnapshot().difference(to: TestSnapshot()).isEmpty)
    }

    @Test func deleteShiftIsNotAMove() {
        let changes = makeSnapshot(ids: [(1, [1, 2, 3, 4])]).difference(to: makeSnapshot(ids: [(1, [2, 3, 4])]))
        #expect(changes.itemDeletes == paths([(0, 0)]))
        #expect(changes.itemMoves.isEmpty)
        #expect(changes.itemInserts.isEmpty)
    }

    @Test func movesOnlyWhatLeavesTheLongestIncreasingSubsequence() {
        let changes = makeSnapshot(ids: [(1, [1, 2, 3, 4, 5])]).difference(to: makeSnapshot(ids: [(1, [5, 1, 2, 3, 4])]))
        #expect(changes.itemMoves == [.init(source: IndexPath(item: 4, section: 0), destination: IndexPath(item: 0, section: 0))])
    }

    @Test func reversalMovesAllButOne() {
        let ids = Array(0..<10)
        let changes = makeSnapshot(ids: [(1, ids)]).difference(to: makeSnapshot(ids: [(1, ids.reversed())]))
        #expect(changes.itemMoves.count == 9)
    }

    @Test func crossSectionMoveAndSectionChanges() {
        let old = makeSnapshot(ids: [(1, [1, 2]), (2, [3]), (3, [4])])
        let new = makeSnapshot(ids: [(2, [3, 1]), (1, [2]), (4, [5])])
        let changes = old.difference(to: new)
        #expect(changes.sectionDeletes == [2])
        #expect(changes.sectionInserts == [2])
        #expect(changes.sectionMoves.count == 1)
        #expect(changes.itemMoves == [.init(source: IndexPath(item: 0, section: 0), destination: IndexPath(item: 1, section: 0))])
        #expect(changes.itemInserts.isEmpty, "items of an inserted section arrive with it")
        #expect(changes.itemDeletes.isEmpty, "items of a deleted section leave with it")
    }

    @Test func contentChangesAreUpdatesWithOldAndNewPaths() {
        let old = makeSnapshot([(1, 0, [(1, 0), (2, 0)])])
        let new = makeSnapshot([(1, 5, [(0, 0), (1, 0), (2, 9)])])
        let changes = old.difference(to: new)
        #expect(changes.sectionUpdates == [.init(old: 0, new: 0)])
        #expect(changes.itemUpdates == [.init(old: IndexPath(item: 1, section: 0), new: IndexPath(item: 2, section: 0))])
        #expect(changes.itemInserts == paths([(0, 0)]))
    }

    @Test func duplicatesMatchInOrderOfOccurrenceAndAreReported() {
        let old = makeSnapshot([(1, 0, [(7, 1), (8, 0), (7, 2)])])
        let new = makeSnapshot([(1, 0, [(7, 1), (7, 2), (7, 3)])])
        let changes = old.difference(to: new)
        #expect(changes.itemDeletes == paths([(0, 1)]))
        #expect(changes.itemInserts == paths([(0, 2)]))
        #expect(changes.itemUpdates.isEmpty, "the first 7 matches the first, the second the second")
        #expect(changes.diagnostics.contains { $0.kind == .duplicateItemIdentifier && $0.identifiers == ["7"] })
    }

    @Test func duplicateSectionIdentifiersAreReported() {
        let old = makeSnapshot(ids: [(1, [1]), (1, [2])])
        let new = makeSnapshot(ids: [(1, [2])])
        let changes = old.difference(to: new)
        #expect(changes.sectionDeletes == [1])
        #expect(changes.diagnostics.contains { $0.kind == .duplicateSectionIdentifier && $0.message.contains("1") })
    }

    @Test func trailingRunDoesNotBreakOccurrenceOrder() {
        // Matching the trailing run 6, 5, 7, 8, 9 in place (it is longer than
        // the middle, so it is kept at first) would pair the old second 5 with
        // the new only 5; occurrence order pairs the first.
        let old = makeSnapshot([(1, 0, [(5, 1), (6, 0), (5, 2), (7, 0), (8, 0), (9, 0)])])
        let new = makeSnapshot([(1, 0, [(6, 0), (5, 1), (7, 0), (8, 0), (9, 0)])])
        let changes = old.difference(to: new)
        #expect(changes.itemDeletes == paths([(0, 2)]))
        #expect(changes.itemUpdates.isEmpty)
        #expect(changes.itemMoves.count == 1)
    }

    /// Long identical trailing runs whose identifiers also occur, unmatched, in
    /// the middle: the run must then be matched by occurrence with the middle.
    /// Runs longer and shorter than the middle (kept at first, or matched
    /// with the middle at once), and more or fewer than 16 unmatched items,
    /// take each of the ways the conflict is looked for.
    @Test func longTrailingRunsWithDuplicatesAgreeWithTheNaiveReference() {
        var sawConflict = false
        for seed in UInt64(0)..<400 {
            var rng = SplitMix64(seed: seed)
            let tail = (0..<Int.random(in: 12...80, using: &rng)).map { 1_000 + $0 }
            func middle() -> [Int] {
                var ids = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<40, using: &rng) }
                // Some of the trailing run's identifiers, early.
                for _ in 0..<Int.random(in: 0...2, using: &rng) {
                    ids.insert(tail[Int.random(in: 0..<tail.count, using: &rng)], at: Int.random(in: 0...ids.count, using: &rng))
                }
                return ids
            }
            let old = makeSnapshot(ids: [(0, middle() + tail)])
            let new = makeSnapshot(ids: [(0, middle() + tail)])
            let changes = old.difference(to: new)
            let expected = NaiveDiff(old, new)
            #expect(changes.itemDeletes == expected.itemDeletes, "seed \(seed)")
            #expect(changes.itemInserts == expected.itemInserts, "seed \(seed)")
            #expect(changes.itemMoves.count == expected.itemMoveCount, "seed \(seed)")
            let oldMiddle = Set(old.sections[0].itemIDs.dropLast(tail.count))
            sawConflict = sawConflict || !oldMiddle.isDisjoint(with: tail)
        }
        #expect(sawConflict, "the cases include identifiers of the trailing run in the middle")
    }

    @Test func customContentEquality() {
        let old = makeSnapshot([(1, 0, [(1, 0)])])
        let new = makeSnapshot([(1, 1, [(1, 1)])])
        let changes = old.difference(to: new, sectionContentEqual: { _, _ in true }, itemContentEqual: { _, _ in true })
        #expect(changes.isEmpty)
    }

    @Test(arguments: 0..<4)
    func agreesWithTheNaiveReference(batch: Int) {
        for seed in UInt64(batch * 1000)..<UInt64(batch * 1000 + 1000) {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomPair(&rng)
            let changes = old.difference(to: new)
            let expected = NaiveDiff(old, new)
            #expect(changes.sectionDeletes == expected.sectionDeletes, "seed \(seed)")
            #expect(changes.sectionInserts == expected.sectionInserts, "seed \(seed)")
            #expect(changes.sectionMoves.count == expected.sectionMoveCount, "seed \(seed): section moves are minimal")
            #expect(changes.sectionUpdates == expected.sectionUpdates, "seed \(seed)")
            #expect(changes.itemDeletes == expected.itemDeletes, "seed \(seed)")
            #expect(changes.itemInserts == expected.itemInserts, "seed \(seed)")
            #expect(changes.itemMoves.count == expected.itemMoveCount, "seed \(seed): item moves are minimal")
            #expect(expected.crossSectionMoves.isSubset(of: Set(changes.itemMoves)), "seed \(seed)")
            #expect(changes.itemUpdates == expected.itemUpdates, "seed \(seed)")
        }
    }

    @Test func longestIncreasingSubsequenceMarksAMaximalRun() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let values = (0..<Int.random(in: 0..<30, using: &rng)).map { _ in Int.random(in: 0..<20, using: &rng) }
            let members = values.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
            let chosen = members.map { flags in values.indices.filter { flags[$0] }.map { values[$0] } } ?? values
            #expect(chosen.count == NaiveDiff.lisLength(values), "\(values)")
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
        }
    }

    /// Lists mostly in order with some values moved, the shape a diff gives
    /// (the tails' places are then guessed and galloped to), and values near
    /// the type's limits (where the guess wraps around): the members are
    /// those a plain binary search chooses, and as many as the quadratic count.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func longestIncreasingSubsequenceMatchesABinarySearch(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for round in 0..<300 {
            let count = Int.random(in: 2..<(round % 10 == 0 ? 3_000 : 200), using: &rng)
            var values = Array(0..<count)
            for _ in 0..<Int.random(in: 1...Swift.max(1, count / 20), using: &rng) {
                let moved = values.remove(at: Int.random(in: values.indices, using: &rng))
                values.insert(moved, at: Int.random(in: 0...values.count, using: &rng))
            }
            if round % 3 == 1 { values = values.map { $0 % 7 == 0 ? Int.random(in: 0..<count, using: &rng) : $0 } }
            if round % 3 == 2 { values = values.map { $0.isMultiple(of: 2) ? Int.max - $0 : Int.min + $0 } }
            let members = values.withUnsafeBufferPointer { longestIncreasingSubsequence($0) }
            let expected = Self.binarySearchMembers(values)
            #expect((members.map { flags in values.indices.map { flags[$0] } } ?? Array(repeating: true, count: count))
                == expected, "seed \(seed), round \(round)")
            if count <= 200 { #expect(expected.filter { $0 }.count == NaiveDiff.lisLength(values)) }
        }
    }

    /// Patience sorting with a binary search over the tails, kept simple.
    static func binarySearchMembers(_ values: [Int]) -> [Bool] {
        var tails: [Int] = [], predecessors = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { predecessors[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var members = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            members[cursor] = true
            cursor = predecessors[cursor]
        }
        return members
    }
}
