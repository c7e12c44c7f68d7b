import Foundation
import Testing
@testable import Tabula

/// The diff's scratch memory is kept between calls; it must never be handed to
/// two callers at once, nor keep more than its limit, and an arena must hand
/// out disjoint buffers whether or not they fit in its block.
@Suite("Scratch memory")
struct ScratchMemoryTests {
    @Test func aBlockIsNeverHandedToTwoHoldersAtOnce() {
        let first = ScratchMemory.take(byteCount: 1 << 12)
        ScratchMemory.giveBack(first)
        // The kept block goes to one of these two at most.
        let a = ScratchMemory.take(byteCount: 1 << 12)
        let b = ScratchMemory.take(byteCount: 1 << 12)
        #expect(a.base != b.base)
        ScratchMemory.giveBack(a)
        ScratchMemory.giveBack(b)
    }

    @Test func blocksAboveTheLimitAreNotKept() {
        let usual = ScratchMemory.take(byteCount: 1 << 12)
        ScratchMemory.giveBack(usual)
        let large = ScratchMemory.take(byteCount: ScratchMemory.retainedLimit + 1)
        #expect(large.byteCount > ScratchMemory.retainedLimit)
        #expect(large.base != usual.base)
        ScratchMemory.giveBack(large)
        #expect(ScratchMemory.retainedByteCount <= ScratchMemory.retainedLimit)
    }

    /// Writes a distinct pattern into every buffer, then checks that none was
    /// overwritten by another: the buffers are disjoint, inside or outside the block.
    @Test func carvedBuffersAreAlignedAndDisjoint() {
        var arena = ScratchArena(byteCount: 1 << 16)
        let bytes = arena.carve(UInt8.self, count: 3)
        let ints = arena.carve(Int.self, count: 500)
        let mark = arena.mark
        let strings = arena.carve(String.self, count: 2)
        // Larger than any block the arena could have been given: allocated on its own.
        let wordCount = arena.memory.byteCount / 2
        let words = arena.carve(UInt32.self, count: wordCount)
        #expect(arena.overflow.count == 1)
        for i in 0..<3 { bytes[i] = UInt8(i + 1) }
        for i in 0..<500 { ints[i] = -i }
        strings.initialize(repeating: "kept", count: 2)
        for i in 0..<wordCount { words[i] = UInt32(truncatingIfNeeded: i) }
        #expect((0..<3).allSatisfy { bytes[$0] == UInt8($0 + 1) })
        #expect((0..<500).allSatisfy { ints[$0] == -$0 })
        #expect(strings[0] == "kept" && strings[1] == "kept")
        #expect((0..<wordCount).allSatisfy { words[$0] == UInt32(truncatingIfNeeded: $0) })
        for pointer in [UnsafeRawPointer(ints), UnsafeRawPointer(strings), UnsafeRawPointer(words)] {
            #expect(Int(bitPattern: pointer) % ScratchMemory.alignment == 0)
        }
        strings.deinitialize(count: 2)

        // After a reset, the room is handed out again and what did not fit is freed.
        let overflowBefore = arena.overflow.count
        arena.reset(to: mark)
        #expect(arena.overflow.count <= overflowBefore && arena.overflow.count == mark.overflowCount)
        let again = arena.carve(String.self, count: 2)
        #expect(again == strings, "the same room, reused")
        #expect((0..<500).allSatisfy { ints[$0] == -$0 }, "buffers before the mark are untouched")
        arena.release()
    }

    /// Diffs from concurrent tasks, each repeated, give what they give one at
    /// a time: no two share scratch memory.
    @Test func concurrentDiffsMatchSequentialOnes() async {
        let pairs = (0..<4).map { k in
            PartitionedMatcherTests().largePair(seed: 40 + UInt64(k), count: 36_000 + 3_000 * k, duplicateEvery: 5 + k)
        }
        let sequential = pairs.map { $0.0.difference(to: $0.1) }
        let concurrent = await withTaskGroup(of: (Int, Changeset).self) { group in
            for round in 0..<3 {
                for (k, pair) in pairs.enumerated() {
                    group.addTask { ((round * pairs.count) + k, pair.0.difference(to: pair.1)) }
                }
            }
            var results: [Int: Changeset] = [:]
            for await (key, changeset) in group { results[key] = changeset }
            return results
        }
        #expect(concurrent.count == 12)
        for (key, changeset) in concurrent {
            #expect(changeset == sequential[key % pairs.count], "pair \(key % pairs.count), round \(key / pairs.count)")
        }
        #expect(ScratchMemory.retainedByteCount <= ScratchMemory.retainedLimit)
    }

    /// A diff whose buffers exceed the kept block matches in a block of its
    /// own, and with 16-byte identifiers in waves: its deletes and inserts are
    /// the reference's, and every move keeps its identifier.
    @Test func aDiffTooLargeForTheKeptBlockMatchesTheReference() {
        let (old, new) = PartitionedMatcherTests().largePair(seed: 61, count: 500_000, duplicateEvery: 9)
        let oldStrings = PartitionedMatcherTests.mapped(old) { "item number \($0), stored out of line" }
        let newStrings = PartitionedMatcherTests.mapped(new) { "item number \($0), stored out of line" }
        let block = ScratchMemory.footprint(Int32.self, count: new.numberOfItems)
            + PartitionedMatcher.expectedFootprint(String.self, oldCount: old.numberOfItems, newCount: new.numberOfItems)
        #expect(block > ScratchMemory.retainedLimit, "the buffers take a block of their own")
        #expect(PartitionedMatcher.Layout(
            String.self, oldCount: old.numberOfItems, newCount: new.numberOfItems, hashing: .mixing).waveBits > 0)

        let changes = oldStrings.difference(to: newStrings)
        let oldIDs = oldStrings.sections.flatMap(\.itemIDs), newIDs = newStrings.sections.flatMap(\.itemIDs)
        let expected = PartitionedMatcherTests.reference(old: oldIDs, new: newIDs)
        func paths<S, M, I, T>(_ snapshot: Snapshot<S, M, I, T>, _ flats: [Int]) -> [IndexPath] {
            var starts: [Int] = []
            var total = 0
            for section in snapshot.sections { starts.append(total); total += section.count }
            return flats.map { flat in
                let section = (starts.lastIndex { $0 <= flat }) ?? 0
                return IndexPath(item: flat - starts[section], section: section)
            }
        }
        var matched = Set<Int32>()
        for o in expected.newToOld where o >= 0 { matched.insert(o) }
        let expectedDeletes = paths(oldStrings, oldIDs.indices.filter { !matched.contains(Int32($0)) })
        let expectedInserts = paths(newStrings, newIDs.indices.filter { expected.newToOld[$0] < 0 })
        #expect(changes.itemDeletes == expectedDeletes)
        #expect(changes.itemInserts == expectedInserts)
        #expect(!changes.itemMoves.isEmpty)
        #expect(changes.itemMoves.allSatisfy {
            oldStrings.itemIdentifier(at: $0.source) == newStrings.itemIdentifier(at: $0.destination)
        })
        #expect(changes.diagnostics.count == expected.duplicates.count)
        #expect(ScratchMemory.retainedByteCount <= ScratchMemory.retainedLimit)
    }
}
