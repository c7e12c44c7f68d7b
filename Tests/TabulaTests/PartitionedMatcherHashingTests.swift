import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// The matcher's hashing: integers and `UUID`s are mixed with a key, every
/// other type goes through `hashValue`, and a mixed attempt whose probes run
/// long starts over with `hashValue` and the same outcome.
@Suite("Partitioned matching: hashing")
struct PartitionedMatcherHashingTests {
    typealias Hashing = PartitionedMatcher.Hashing
    typealias Layout = PartitionedMatcher.Layout

    /// Every mixed identifier in one slot: the probes exceed their budget in
    /// every layout, and the second attempt still matches the k-th
    /// occurrence with the k-th, duplicates included.
    @Test(arguments: [UInt64(1), 2, 3])
    func aCollidingMixStartsOverWithTheSameOutcome(seed: UInt64) {
        let (old, new) = PartitionedMatcherTests().largePair(seed: seed, count: 3_000, duplicateEvery: 11)
        let colliding = Hashing(key: 0, mixes: true, collidingFrom: 0)
        for layout in PartitionedMatcherTests.layouts {
            let ints = (PartitionedMatcherTests.mapped(old) { $0 }, PartitionedMatcherTests.mapped(new) { $0 })
            PartitionedMatcherTests.check(ints.0, ints.1, layout: layout, hashing: colliding)
            let intsStartedOver = PartitionedMatcherTests.match(ints.0, ints.1, layout: layout, hashing: colliding).startedOver
            #expect(intsStartedOver)

            let uuids = (PartitionedMatcherTests.mapped(old) { Self.uuid($0) },
                         PartitionedMatcherTests.mapped(new) { Self.uuid($0) })
            PartitionedMatcherTests.check(uuids.0, uuids.1, layout: layout, hashing: colliding)
            let uuidsStartedOver = PartitionedMatcherTests.match(uuids.0, uuids.1, layout: layout, hashing: colliding).startedOver
            #expect(uuidsStartedOver)
        }
    }

    /// The budget runs out on the new side, after matches were written: on
    /// one section a side (read in place) and on several (copied). The
    /// second attempt's outcome is the reference's, and its duplicates are
    /// those of an attempt that never gave up.
    @Test func anAttemptThatGivesUpAfterWritingMatchesStartsOverCleanly() {
        var rng = SplitMix64(seed: 21)
        var oldIDs = Array(0..<60)
        oldIDs[7] = 3  // a duplicate on the old side
        var newIDs = oldIDs.shuffled(using: &rng) + Array(1_000..<3_000) + [1_500, 3]
        newIDs.shuffle(using: &rng)
        newIDs.insert(contentsOf: [5, 9, 11], at: 0)  // matched before the probes run long
        let colliding = Hashing(key: 0, mixes: true, collidingFrom: 0)
        for sections in [1, 3] {
            func split(_ ids: [Int]) -> TestSnapshot {
                let size = (ids.count + sections - 1) / sections
                return makeSnapshot(ids: (0..<sections).map { s in (s, Array(ids[min(s * size, ids.count)..<min((s + 1) * size, ids.count)])) })
            }
            let old = PartitionedMatcherTests.mapped(split(oldIDs)) { $0 }
            let new = PartitionedMatcherTests.mapped(split(newIDs)) { $0 }
            PartitionedMatcherTests.check(old, new, layout: nil, hashing: colliding)
            let startedOver = PartitionedMatcherTests.match(old, new, layout: nil, hashing: colliding)
            let plain = PartitionedMatcherTests.match(old, new, layout: nil, hashing: .hashValues)
            #expect(startedOver.startedOver)
            #expect(startedOver.duplicates.sorted() == plain.duplicates.sorted(), "\(sections) sections")
        }
    }

    /// Only the identifiers of the last partition collide, so every earlier
    /// wave matched and wrote before the last one gives up.
    @Test func aLaterWaveThatGivesUpStartsOverCleanly() {
        let (old, new) = PartitionedMatcherTests().largePair(seed: 22, count: 12_000, duplicateEvery: 13)
        let ints = (PartitionedMatcherTests.mapped(old) { $0 }, PartitionedMatcherTests.mapped(new) { $0 })
        // The scenario's largest identifiers: a few hundred old ones and the new-only ones.
        let colliding = Hashing(key: 0, mixes: true, collidingFrom: 11_700)
        for layout in [Layout(partitionBits: 4, waveBits: 2), Layout(partitionBits: 3, waveBits: 0),
                       Layout(partitionBits: 4, waveBits: 2, numbersPartitions: true)] {
            PartitionedMatcherTests.check(ints.0, ints.1, layout: layout, hashing: colliding)
            let result = PartitionedMatcherTests.match(ints.0, ints.1, layout: layout, hashing: colliding)
            let plain = PartitionedMatcherTests.match(ints.0, ints.1, layout: layout, hashing: .hashValues)
            #expect(result.startedOver)
            #expect(result.duplicates.sorted() == plain.duplicates.sorted())
        }
    }

    /// Types that are not mixed have no budget: a type whose own hash values
    /// collide is matched in one attempt, however long its probes.
    @Test func unmixedTypesHaveNoBudget() {
        let (old, new) = PartitionedMatcherTests().largePair(seed: 4, count: 2_000, duplicateEvery: 13)
        let colliding = (PartitionedMatcherTests.mapped(old) { CollidingID(value: $0) },
                         PartitionedMatcherTests.mapped(new) { CollidingID(value: $0) })
        let startedOver = PartitionedMatcherTests.match(colliding.0, colliding.1, layout: nil).startedOver
        #expect(!startedOver)
        // Nor are integers when mixing is off.
        let ints = PartitionedMatcherTests.match(
            PartitionedMatcherTests.mapped(old) { $0 }, PartitionedMatcherTests.mapped(new) { $0 },
            layout: nil, hashing: Hashing(key: 0, mixes: false, collidingFrom: 0)).startedOver
        #expect(!ints)
        #expect(Hashing.mixesType(Int.self) && Hashing.mixesType(UInt32.self) && Hashing.mixesType(UUID.self))
        #expect(!Hashing.mixesType(String.self) && !Hashing.mixesType(Int8.self) && !Hashing.mixesType(CollidingID.self))
    }

    /// Every mixed width, in every layout, against the reference; and the
    /// same pair as strings, which go through `hashValue`.
    @Test(arguments: [UInt64(5), 6])
    func everyMixedTypeMatchesLikeTheReference(seed: UInt64) {
        let (old, new) = PartitionedMatcherTests().largePair(seed: seed, count: 5_000, duplicateEvery: 9)
        for layout in PartitionedMatcherTests.layouts {
            PartitionedMatcherTests.check(
                PartitionedMatcherTests.mapped(old) { Int32($0) }, PartitionedMatcherTests.mapped(new) { Int32($0) },
                layout: layout)
            PartitionedMatcherTests.check(
                PartitionedMatcherTests.mapped(old) { UInt64($0) << 40 }, PartitionedMatcherTests.mapped(new) { UInt64($0) << 40 },
                layout: layout)
            PartitionedMatcherTests.check(
                PartitionedMatcherTests.mapped(old) { Int64(-$0) }, PartitionedMatcherTests.mapped(new) { Int64(-$0) },
                layout: layout)
            PartitionedMatcherTests.check(
                PartitionedMatcherTests.mapped(old) { Self.uuid($0) }, PartitionedMatcherTests.mapped(new) { Self.uuid($0) },
                layout: layout)
            PartitionedMatcherTests.check(
                PartitionedMatcherTests.mapped(old) { UInt8(truncatingIfNeeded: $0) },
                PartitionedMatcherTests.mapped(new) { UInt8(truncatingIfNeeded: $0) }, layout: layout)
        }
    }

    /// Sequential and strided integers, and UUIDs that differ in one byte,
    /// spread over a table's slots about as a random hash would: 16,384
    /// values in 16,384 slots fill about 63% of them (1 − 1/e).
    @Test func theMixSpreadsStructuredIdentifiers() {
        let hashing = Hashing.mixing
        func filledSlots<ID: Hashable>(_ ids: [ID]) -> Int {
            Set(ids.map { hashing.fingerprint($0) & 0x3FFF }).count
        }
        func partitions<ID: Hashable>(_ ids: [ID]) -> Int {
            Set(ids.map { hashing.fingerprint($0) >> 26 }).count
        }
        let sequential = Array(0..<16_384)
        let strided = (0..<16_384).map { $0 << 14 }
        let uuids = (0..<16_384).map { Self.uuid($0) }
        for filled in [filledSlots(sequential), filledSlots(strided), filledSlots(uuids),
                       filledSlots(sequential.map(Int32.init))] {
            #expect(filled > 9_800 && filled < 10_900, "\(filled) slots of 16,384")
        }
        #expect(partitions(sequential) == 64 && partitions(strided) == 64 && partitions(uuids) == 64)
        // Keyed: another key moves the fingerprints, of every mixed kind.
        let other = Hashing(key: hashing.key &+ 1, mixes: true)
        #expect(sequential.filter { other.fingerprint($0) == hashing.fingerprint($0) }.count < 16)
        #expect(uuids.filter { other.fingerprint($0) == hashing.fingerprint($0) }.count < 16)
        let halfWords = sequential.map(Int32.init)
        #expect(halfWords.filter { other.fingerprint($0) == hashing.fingerprint($0) }.count < 16)
    }

    /// A diff of UUID identifiers, which are mixed, equals the diff of the
    /// same snapshots with string identifiers, which are not; replayed, it
    /// ends on the target.
    @Test(arguments: 0..<40)
    func uuidDiffsEqualStringDiffs(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 900)
        let old = Self.randomSections(&rng), new = Self.randomEdit(of: old, &rng)
        let uuidChanges = Self.snapshot(old) { Self.uuid($0) }.difference(to: Self.snapshot(new) { Self.uuid($0) })
        let stringChanges = Self.snapshot(old) { "\($0)" }.difference(to: Self.snapshot(new) { "\($0)" })
        #expect(uuidChanges.itemDeletes == stringChanges.itemDeletes)
        #expect(uuidChanges.itemInserts == stringChanges.itemInserts)
        #expect(uuidChanges.itemMoves.map { [$0.source, $0.destination] }
                == stringChanges.itemMoves.map { [$0.source, $0.destination] })
        #expect(uuidChanges.sectionDeletes == stringChanges.sectionDeletes)
        #expect(uuidChanges.sectionInserts == stringChanges.sectionInserts)
    }

    static func uuid(_ value: Int) -> UUID {
        let v = UInt64(bitPattern: Int64(value))
        return UUID(uuid: (0x5A, 0x11, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x80, 0x00,
                           UInt8(truncatingIfNeeded: v >> 40), UInt8(truncatingIfNeeded: v >> 32),
                           UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16),
                           UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)))
    }

    static func randomSections(_ rng: inout SplitMix64) -> [(Int, [Int])] {
        var next = 0
        return (0..<Int.random(in: 1...5, using: &rng)).map { section in
            let count = Int.random(in: 0...60, using: &rng)
            defer { next += count }
            return (section, Array(next..<(next + count)))
        }
    }

    static func randomEdit(of sections: [(Int, [Int])], _ rng: inout SplitMix64) -> [(Int, [Int])] {
        var pool = sections.flatMap(\.1).filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
        pool.shuffle(using: &rng)
        pool += (0..<Int.random(in: 0...20, using: &rng)).map { 10_000 + $0 }
        var result = sections.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 }.map { ($0.0, [Int]()) }
        if result.isEmpty { result = [(99, [])] }
        for id in pool { result[Int.random(in: 0..<result.count, using: &rng)].1.append(id) }
        return result
    }

    static func snapshot<ID: Hashable>(_ sections: [(Int, [Int])], _ id: (Int) -> ID) -> Snapshot<Int, Int, ID, ID> {
        Snapshot(sections: sections.map { section, items in
            Snapshot<Int, Int, ID, ID>.Section(id: section, model: section, items: items.map(id), itemID: { $0 })
        })
    }
}
