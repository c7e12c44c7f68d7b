import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The partitioned matcher takes over from the dictionary above a size the
/// random small cases never reach; both must give the same matching.
@Suite("Partitioned matching")
struct PartitionedMatcherTests {
    typealias Chunk = SnapshotMatching.Chunk

    func chunks(_ snapshot: TestSnapshot) -> [Chunk] {
        var flat = 0
        return snapshot.sections.enumerated().map { index, section in
            defer { flat += section.count }
            return Chunk(section: index, flatBase: flat, local: 0..<section.count)
        }
    }

    /// A large pair with deletes, inserts, moves across sections and duplicates.
    func largePair(seed: UInt64, count: Int, duplicateEvery: Int) -> (TestSnapshot, TestSnapshot) {
        var rng = SplitMix64(seed: seed)
        var oldIDs = (0..<count).map { $0 }
        for k in stride(from: 0, to: count, by: duplicateEvery) { oldIDs[k] = Int.random(in: 0..<count, using: &rng) }
        var newIDs = oldIDs.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
        for k in 0..<(count / 10) { newIDs.append(count + k % (count / 20)) }  // new ids, some twice
        newIDs.shuffle(using: &rng)
        func split(_ ids: [Int]) -> TestSnapshot {
            let size = ids.count / 7 + 1
            return makeSnapshot(ids: stride(from: 0, to: ids.count, by: size).enumerated().map { s, start in
                (s, Array(ids[start..<min(start + size, ids.count)]))
            })
        }
        return (split(oldIDs), split(newIDs))
    }

    @Test(arguments: [(UInt64(1), 40_000, 7), (2, 70_000, 1_000_000), (3, 100_000, 3)])
    func agreesWithTheDictionaryMatcher(seed: UInt64, count: Int, duplicateEvery: Int) {
        let (old, new) = largePair(seed: seed, count: count, duplicateEvery: duplicateEvery)
        let oldChunks = chunks(old), newChunks = chunks(new)

        var dictionaryNewToOld = [Int](repeating: -1, count: new.numberOfItems)
        var dictionaryMatched = FixedBitSet(count: old.numberOfItems)
        let dictionaryDuplicates = SnapshotMatching.dictionaryMatch(
            old.sections, new.sections, oldChunks, newChunks, old.numberOfItems, &dictionaryNewToOld, &dictionaryMatched)

        var partitionedNewToOld = [Int](repeating: -1, count: new.numberOfItems)
        var partitionedMatched = FixedBitSet(count: old.numberOfItems)
        let partitionedDuplicates = PartitionedMatcher.match(
            old.sections, new.sections, oldChunks, newChunks, old.numberOfItems, new.numberOfItems,
            &partitionedNewToOld, &partitionedMatched)

        #expect(partitionedNewToOld == dictionaryNewToOld)
        #expect(partitionedMatched.words == dictionaryMatched.words)
        #expect(Set(partitionedDuplicates) == Set(dictionaryDuplicates))
        #expect(partitionedNewToOld.contains { $0 >= 0 } && partitionedNewToOld.contains(-1), "the case exercises both outcomes")
    }

    @Test func largeDiffIsMinimalAndEndsOnTheTarget() {
        let (old, new) = largePair(seed: 9, count: 80_000, duplicateEvery: 11)
        let changes = old.difference(to: new)
        // Replaying the changeset's deletes and inserts on the identifiers must
        // give the target's multiset of identifiers per section.
        #expect(old.numberOfItems - changes.itemDeletes.count + changes.itemInserts.count == new.numberOfItems)
        #expect(changes.diagnostics.contains { $0.kind == .duplicateItemIdentifier })
        #expect(changes.itemDeletes.allSatisfy { old.item(at: $0) != nil })
        #expect(changes.itemInserts.allSatisfy { new.item(at: $0) != nil })
        for move in changes.itemMoves {
            #expect(old.itemIdentifier(at: move.source) == new.itemIdentifier(at: move.destination))
        }
    }
}
