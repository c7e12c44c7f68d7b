import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The row operations AppKit applies one after another, checked by the
/// headless model of AppKit's table applying them in order, against lists
/// drawn at random.
@MainActor
@Suite("Sequential row updates")
struct SequentialRowUpdateTests {
    /// The identities `update` leaves when a table showing `old` gets its
    /// calls in order, or `nil` when a call names a row the table does not
    /// have at that point or the table does not end showing `new`.
    func applied(_ update: SequentialRowUpdate, to old: [Int], new: [Int]) -> [Int]? {
        var data = old
        let table = HeadlessNSTableView { data.map { HeadlessListView.Cell(id: $0) } }
        data = new
        table.perform(update)
        return table.violations.isEmpty ? table.rows.map { $0.id as? Int ?? -1 } : nil
    }

    /// The length of a longest increasing subsequence, by the quadratic
    /// textbook recurrence: independent of the implementation's.
    func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test("Reordering 0123 into 2301 takes two moves, applied in sequence (Differ#69)")
    func twoMovesInSequence() throws {
        let update = try #require(SequentialRowUpdate(from: [0, 1, 2, 3], to: [2, 3, 0, 1]))
        #expect(applied(update, to: [0, 1, 2, 3], new: [2, 3, 0, 1]) == [2, 3, 0, 1])
        #expect(update.operations.count == 2)
    }

    @Test("Removals come first by index before, insertions by final index, reloads last")
    func operationOrder() throws {
        let update = try #require(SequentialRowUpdate(from: [1, 2, 3, 4], to: [5, 4, 2, 6], reloads: { $0 == 2 }))
        #expect(update.operations == [.remove([0, 2]), .move(from: 0, to: 1), .insert([0, 3]), .reload([2])])
        #expect(applied(update, to: [1, 2, 3, 4], new: [5, 4, 2, 6]) == [5, 4, 2, 6])
        #expect(SequentialRowUpdate(from: [1, 2], to: [1, 2])?.operations == [])
    }

    @Test("An identifier twice in either list gives no update")
    func duplicates() {
        #expect(SequentialRowUpdate(from: [1, 1], to: [1]) == nil)
        #expect(SequentialRowUpdate(from: [1], to: [2, 2]) == nil)
    }

    @Test("Random lists: the operations, applied in order, give the new list with the fewest moves", arguments: 0..<300)
    func randomLists(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let oldCount = Int.random(in: 0...40, using: &rng)
        let old = Array(0..<oldCount).shuffled(using: &rng)
        // Survivors in an order partly kept, partly shuffled; new rows anywhere.
        var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
        for _ in 0..<Int.random(in: 0...6, using: &rng) where new.count > 1 {
            let from = Int.random(in: new.indices, using: &rng)
            new.insert(new.remove(at: from), at: Int.random(in: new.indices, using: &rng))
        }
        for id in 1_000..<(1_000 + Int.random(in: 0...8, using: &rng)) {
            new.insert(id, at: Int.random(in: 0...new.count, using: &rng))
        }
        let reloaded = Set(old.filter { _ in Bool.random(using: &rng) })
        let update = try #require(SequentialRowUpdate(from: old, to: new, reloads: reloaded.contains))

        #expect(applied(update, to: old, new: new) == new, "seed \(seed): \(update.operations)")
        let survivors = old.filter(new.contains)
        let finalIndexes = survivors.map { id in new.firstIndex(of: id) ?? -1 }
        let moves = update.operations.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == survivors.count - longestIncreasingLength(finalIndexes), "seed \(seed): the fewest moves")
        let expectedReloads = IndexSet(new.indices.filter { reloaded.contains(new[$0]) })
        let reloads = update.operations.compactMap { if case .reload(let rows) = $0 { rows } else { nil } }
        #expect(reloads == (expectedReloads.isEmpty ? [] : [expectedReloads]), "seed \(seed)")
        if case .reload = update.operations.dropLast().last {
            Issue.record("seed \(seed): a reload before the last operation")
        }
    }
}
