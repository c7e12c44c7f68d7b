import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// An identifier whose hash values collide on purpose: only `bucket` is hashed,
/// so many identifiers share a fingerprint and only `==` tells them apart.
struct CollidingID: Hashable, Sendable {
    var value: Int
    var bucket: Int { value % 7 }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
}

/// An identifier whose hash value is the raw integer, as a type that
/// implements `hashValue` itself may have: its top bits are zero. Counts its
/// comparisons, so that a matcher that relies on those bits (and so puts every
/// identifier in one slot) fails by the count instead of by the clock.
struct RawHashID: Hashable, Sendable {
    static let comparisons = Locked<Int>(0)
    var value: Int
    var hashValue: Int { value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
    static func == (a: RawHashID, b: RawHashID) -> Bool {
        comparisons.withLock { $0 += 1 }
        return a.value == b.value
    }
}

/// An identifier that holds an object, so that every copy of it is retained
/// and must be released once. Counts the objects alive.
struct CountedID: Hashable, Sendable {
    final class Token: Sendable {
        static let alive = Locked<Int>(0)
        init() { Token.alive.withLock { $0 += 1 } }
        deinit { Token.alive.withLock { $0 -= 1 } }
    }
    var value: Int
    let token = Token()
    init(_ value: Int) { self.value = value }
    static func == (a: CountedID, b: CountedID) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The matcher against an independent model: the k-th occurrence of an
/// identifier in the old snapshot matches the k-th in the new, whatever the
/// layout (one table, partitions, partitions in waves) and the identifiers'
/// type (plain values, strings that need retaining, colliding hashes).
@Suite("Partitioned matching")
struct PartitionedMatcherTests {
    typealias Chunk = SnapshotMatching.Chunk
    typealias Layout = PartitionedMatcher.Layout

    static func chunks<S, M, I, T>(_ snapshot: Snapshot<S, M, I, T>) -> [Chunk] {
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
        for k in 0..<(count / 10) { newIDs.append(count + k % Swift.max(count / 20, 1)) }  // new ids, some twice
        newIDs.shuffle(using: &rng)
        func split(_ ids: [Int]) -> TestSnapshot {
            let size = ids.count / 7 + 1
            return makeSnapshot(ids: stride(from: 0, to: ids.count, by: size).enumerated().map { s, start in
                (s, Array(ids[start..<min(start + size, ids.count)]))
            })
        }
        return (split(oldIDs), split(newIDs))
    }

    /// The same pair with identifiers mapped through `transform`.
    static func mapped<ID: Hashable>(
        _ snapshot: TestSnapshot, _ transform: @escaping (Int) -> ID
    ) -> Snapshot<Int, Int, ID, Int> {
        Snapshot(sections: snapshot.sections.map { section in
            Snapshot<Int, Int, ID, Int>.Section(
                id: section.id, model: 0, items: section.itemIDs.map { $0 }, itemID: { transform($0) })
        })
    }

    /// What the matcher must produce, computed the plain way: per identifier,
    /// the queue of its old flat indexes, taken in order by its new occurrences;
    /// duplicates are identifiers seen twice in the old side, more often in
    /// the new than in the old, or twice in the new alone.
    static func reference<ID: Hashable>(old: [ID], new: [ID]) -> (newToOld: [Int32], duplicates: Set<ID>) {
        var queues: [ID: [Int]] = [:]
        var duplicates = Set<ID>()
        for (flat, id) in old.enumerated() {
            if queues[id] != nil { duplicates.insert(id) }
            queues[id, default: []].append(flat)
        }
        var taken: [ID: Int] = [:]
        var newOnly = Set<ID>()
        let newToOld = new.map { id -> Int32 in
            guard let queue = queues[id] else {
                if !newOnly.insert(id).inserted { duplicates.insert(id) }
                return -1
            }
            let k = taken[id, default: 0]
            taken[id] = k + 1
            guard k < queue.count else {
                duplicates.insert(id)
                return -1
            }
            return Int32(queue[k])
        }
        return (newToOld, duplicates)
    }

    /// Runs the matcher over whole snapshots with `layout`, its first attempt
    /// hashing as `hashing` says.
    static func match<ID: Hashable>(
        _ old: Snapshot<Int, Int, ID, Int>, _ new: Snapshot<Int, Int, ID, Int>, layout: Layout?,
        hashing: PartitionedMatcher.Hashing = .mixing, oldChunks: [Chunk]? = nil, newChunks: [Chunk]? = nil,
        filling: Int32 = -1
    ) -> (newToOld: [Int32], matchedOld: [UInt64], duplicates: [ID], startedOver: Bool) {
        let oldChunks = oldChunks ?? chunks(old), newChunks = newChunks ?? chunks(new)
        let oldCount = oldChunks.reduce(0) { $0 + $1.local.count }, newCount = newChunks.reduce(0) { $0 + $1.local.count }
        var newToOld = [Int32](repeating: filling, count: new.numberOfItems)
        var matched = FixedBitSet(count: old.numberOfItems)
        var arena = ScratchArena(byteCount: 1 << 12)
        var startedOver = false
        let duplicates = newToOld.withUnsafeMutableBufferPointer { newToOld in
            matched.words.withUnsafeMutableBufferPointer { words in
                withUnsafeMutablePointer(to: &startedOver) { startedOver in
                    PartitionedMatcher.match(
                        old.sections, new.sections, oldChunks, newChunks, oldCount, newCount,
                        newToOld: newToOld.baseAddress!, matchedOld: words, arena: &arena, layout: layout,
                        hashing: hashing, startedOver: startedOver)
                }
            }
        }
        arena.release()
        return (newToOld, matched.words, duplicates, startedOver)
    }

    /// Where `actual` first differs from `expected`, told in words; `nil`
    /// when they are equal.
    static func firstDifference<T: Equatable>(_ actual: [T], _ expected: [T]) -> String? {
        if let index = (0..<min(actual.count, expected.count)).first(where: { actual[$0] != expected[$0] }) {
            return "at \(index): \(actual[index]) instead of \(expected[index])"
        }
        return actual.count == expected.count ? nil : "\(actual.count) elements instead of \(expected.count)"
    }

    /// Checks the matcher against ``reference(old:new:)``; with the default
    /// hashing, also that no table ran out of its probe budget.
    static func check<ID: Hashable>(
        _ old: Snapshot<Int, Int, ID, Int>, _ new: Snapshot<Int, Int, ID, Int>, layout: Layout?,
        hashing: PartitionedMatcher.Hashing? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = reference(old: old.sections.flatMap(\.itemIDs), new: new.sections.flatMap(\.itemIDs))
        let actual = match(old, new, layout: layout, hashing: hashing ?? .mixing)
        if hashing == nil {
            let startedOver = actual.startedOver
            #expect(!startedOver, "a random-looking hash stays within its budget", sourceLocation: sourceLocation)
        }
        // The first difference, not the arrays: Swift Testing would diff
        // arrays of thousands of elements for its message, for minutes.
        let newToOldDifference = firstDifference(actual.newToOld, expected.newToOld)
        #expect(newToOldDifference == nil, "layout \(String(describing: layout))", sourceLocation: sourceLocation)
        var expectedMatched = FixedBitSet(count: old.numberOfItems)
        for o in expected.newToOld where o >= 0 { expectedMatched[Int(o)] = true }
        let matchedDifference = firstDifference(actual.matchedOld, expectedMatched.words)
        #expect(matchedDifference == nil, "layout \(String(describing: layout))", sourceLocation: sourceLocation)
        #expect(Set(actual.duplicates) == expected.duplicates, sourceLocation: sourceLocation)
        #expect(expected.newToOld.contains { $0 >= 0 } && expected.newToOld.contains(-1),
                "the case exercises both outcomes", sourceLocation: sourceLocation)
    }

    /// Layouts the sizes below would not choose on their own: one table,
    /// partitions in one wave, partitions in several waves, one partition a
    /// wave; and the waves keyed by partition numbers, where they can be
    /// (several waves) and where they cannot (one wave; more partition bits
    /// than a byte holds), which falls back on fingerprints.
    static let layouts: [Layout?] = [
        nil, Layout(partitionBits: 0, waveBits: 0), Layout(partitionBits: 3, waveBits: 0),
        Layout(partitionBits: 5, waveBits: 2), Layout(partitionBits: 4, waveBits: 4),
        Layout(partitionBits: 5, waveBits: 2, numbersPartitions: true),
        Layout(partitionBits: 4, waveBits: 4, numbersPartitions: true),
        Layout(partitionBits: 3, waveBits: 0, numbersPartitions: true),
        Layout(partitionBits: 9, waveBits: 3, numbersPartitions: true),
    ]

    @Test(arguments: [(UInt64(1), 4_000, 7), (2, 9_000, 1_000_000), (3, 20_000, 3)])
    func matchesTheKthOccurrenceInEveryLayout(seed: UInt64, count: Int, duplicateEvery: Int) {
        let (old, new) = largePair(seed: seed, count: count, duplicateEvery: duplicateEvery)
        let oldIDs = Self.mapped(old) { $0 }, newIDs = Self.mapped(new) { $0 }
        for layout in Self.layouts { Self.check(oldIDs, newIDs, layout: layout) }
    }

    /// One section a side: one table reads the identifiers in place (no
    /// copies, fingerprints computed as asked); forced partitions copy them.
    @Test(arguments: [(UInt64(9), 4_000, 7), (10, 12_000, 1_000_000)])
    func oneSectionASideIsMatchedInPlace(seed: UInt64, count: Int, duplicateEvery: Int) {
        let (old, new) = largePair(seed: seed, count: count, duplicateEvery: duplicateEvery)
        let oldIDs = makeSnapshot(ids: [(0, old.sections.flatMap(\.itemIDs))])
        let newIDs = makeSnapshot(ids: [(0, new.sections.flatMap(\.itemIDs))])
        for layout in Self.layouts { Self.check(Self.mapped(oldIDs) { $0 }, Self.mapped(newIDs) { $0 }, layout: layout) }
        let strings = (Self.mapped(oldIDs) { "item \($0)" }, Self.mapped(newIDs) { "item \($0)" })
        Self.check(strings.0, strings.1, layout: nil)
    }

    /// Each table packs its matches over the new copies it is done with,
    /// releasing them: each copy is still released exactly once.
    @Test func packedCopiesAreReleasedOnce() {
        let (old, new) = largePair(seed: 14, count: 6_000, duplicateEvery: 11)
        for layout in Self.layouts {
            do {
                let oldIDs = Self.mapped(old) { CountedID($0) }, newIDs = Self.mapped(new) { CountedID($0) }
                Self.check(oldIDs, newIDs, layout: layout)
            }
            // The snapshots are gone: a copy retained and never released keeps its object.
            let alive = CountedID.Token.alive.withLock { $0 }
            #expect(alive == 0, "layout \(String(describing: layout)): \(alive) objects outlived their snapshots")
        }
    }

    /// A table that gives up after the tables before it in its wave packed
    /// their matches over their copies: the fingerprint every colliding
    /// identifier shares is the largest, so the last partition gives up. The
    /// second attempt matches all the same. Only mixed identifiers give up,
    /// and they are plain values with nothing to release: what this checks is
    /// that the packing before the give-up leaves the second attempt a right
    /// map, and (under the address sanitizer, which CI runs) that it writes
    /// only inside its buffer.
    @Test func aTableGivingUpAfterOthersPackedStillMatches() {
        let (old, new) = largePair(seed: 15, count: 6_000, duplicateEvery: 11)
        let oldIDs = Self.mapped(old) { $0 }, newIDs = Self.mapped(new) { $0 }
        let colliding = PartitionedMatcher.Hashing(key: 0, mixes: true, collidingFrom: 5_000)
        for layout in [Layout(partitionBits: 3, waveBits: 0), Layout(partitionBits: 4, waveBits: 1),
                       Layout(partitionBits: 5, waveBits: 2, numbersPartitions: true)] {
            Self.check(oldIDs, newIDs, layout: layout, hashing: colliding)
            let startedOver = Self.match(oldIDs, newIDs, layout: layout, hashing: colliding).startedOver
            #expect(startedOver, "layout \(layout)")
        }
    }

    @Test func stringIdentifiersAreRetainedAndReleased() {
        let (old, new) = largePair(seed: 4, count: 6_000, duplicateEvery: 13)
        // Longer than a string stores inline: each copy is retained, and released once.
        let oldIDs = Self.mapped(old) { "item number \($0), stored out of line" }
        let newIDs = Self.mapped(new) { "item number \($0), stored out of line" }
        for layout in Self.layouts { Self.check(oldIDs, newIDs, layout: layout) }
    }

    /// Large enough that the layout tags mixed identifiers with partition
    /// numbers on its own, for half the waves; a colliding mix then starts
    /// over with fingerprints, in a layout of its own.
    @Test func largeMixedIdentifiersAreTaggedWithPartitionNumbers() {
        let (old, new) = largePair(seed: 31, count: 300_000, duplicateEvery: 97)
        let oldIDs = Self.mapped(old) { $0 }, newIDs = Self.mapped(new) { $0 }
        let counts = (old.numberOfItems, new.numberOfItems)
        let mixing = Layout(Int.self, oldCount: counts.0, newCount: counts.1, hashing: .mixing)
        let hashing = Layout(Int.self, oldCount: counts.0, newCount: counts.1, hashing: .hashValues)
        #expect(mixing.numbersPartitions && mixing.waveBits > 0 && mixing.waveBits < hashing.waveBits)
        #expect(!hashing.numbersPartitions)
        Self.check(oldIDs, newIDs, layout: nil)
        // Old identifiers from 299,000 and every new-only one share a fingerprint.
        let colliding = PartitionedMatcher.Hashing(key: 0, mixes: true, collidingFrom: 299_000)
        Self.check(oldIDs, newIDs, layout: nil, hashing: colliding)
        #expect(Self.match(oldIDs, newIDs, layout: nil, hashing: colliding).startedOver)
    }

    @Test func collidingHashesAreToldApartByEquality() {
        let (old, new) = largePair(seed: 5, count: 3_000, duplicateEvery: 17)
        let oldIDs = Self.mapped(old) { CollidingID(value: $0) }, newIDs = Self.mapped(new) { CollidingID(value: $0) }
        for layout in Self.layouts { Self.check(oldIDs, newIDs, layout: layout) }
    }

    @Test func rawIntegerHashValuesStillSpreadAcrossTheTable() {
        let (old, new) = largePair(seed: 6, count: 6_000, duplicateEvery: 1_000_000)
        let oldIDs = Self.mapped(old) { RawHashID(value: $0) }, newIDs = Self.mapped(new) { RawHashID(value: $0) }
        let expected = Self.reference(old: oldIDs.sections.flatMap(\.itemIDs), new: newIDs.sections.flatMap(\.itemIDs))
        for layout in [Layout(partitionBits: 0, waveBits: 0), Layout(partitionBits: 3, waveBits: 1)] {
            RawHashID.comparisons.withLock { $0 = 0 }
            let actual = Self.match(oldIDs, newIDs, layout: layout)
            let comparisons = RawHashID.comparisons.withLock { $0 }
            let difference = Self.firstDifference(actual.newToOld, expected.newToOld)
            #expect(difference == nil, "layout \(layout)")
            // About one comparison per matched item; slots that all collide would need millions.
            #expect(comparisons < 4 * (old.numberOfItems + new.numberOfItems), "\(comparisons) comparisons")
        }
    }

    /// A table that gives up where the copies are made in element order (one
    /// table, several sections) starts over and still matches; so do layouts
    /// of one partition a wave, most of whose waves hold no element of one
    /// side or of either.
    @Test func restartedTablesAndEmptyWavesStillMatch() {
        let (old, new) = largePair(seed: 11, count: 3_000, duplicateEvery: 13)
        let oldIDs = Self.mapped(old) { $0 }, newIDs = Self.mapped(new) { $0 }
        let colliding = PartitionedMatcher.Hashing(key: 0, mixes: true, collidingFrom: 0)
        let oneTable = Layout(partitionBits: 0, waveBits: 0)
        Self.check(oldIDs, newIDs, layout: oneTable, hashing: colliding)
        #expect(Self.match(oldIDs, newIDs, layout: oneTable, hashing: colliding).startedOver)

        let (fewOld, fewNew) = largePair(seed: 12, count: 40, duplicateEvery: 9)
        for numbers in [false, true] {
            Self.check(Self.mapped(fewOld) { $0 }, Self.mapped(fewNew) { $0 },
                       layout: Layout(partitionBits: 8, waveBits: 8, numbersPartitions: numbers))
        }
    }

    /// The middle the matcher is given starts and ends inside sections, as
    /// the runs matched in place leave it: entries of the map outside it
    /// stay as they were, whatever the layout.
    @Test func onlyTheGivenChunksAreWritten() {
        let (old, new) = largePair(seed: 13, count: 6_000, duplicateEvery: 11)
        let oldIDs = Self.mapped(old) { $0 }, newIDs = Self.mapped(new) { $0 }
        /// Each section without its first 5 and last 3 items.
        func trimmed(_ snapshot: Snapshot<Int, Int, Int, Int>) -> [Chunk] {
            var flat = 0
            return snapshot.sections.enumerated().compactMap { index, section in
                defer { flat += section.count }
                guard section.count > 8 else { return nil }
                return Chunk(section: index, flatBase: flat, local: 5..<(section.count - 3))
            }
        }
        let oldChunks = trimmed(oldIDs), newChunks = trimmed(newIDs)
        /// The flat indexes and identifiers of `chunks`, in order.
        func elements(_ snapshot: Snapshot<Int, Int, Int, Int>, _ chunks: [Chunk]) -> (flats: [Int], ids: [Int]) {
            var flats: [Int] = [], ids: [Int] = []
            for chunk in chunks {
                for i in chunk.local {
                    flats.append(chunk.flatBase + i)
                    ids.append(snapshot.sections[chunk.section].itemIDs[i])
                }
            }
            return (flats, ids)
        }
        let oldElements = elements(oldIDs, oldChunks), newElements = elements(newIDs, newChunks)
        let reference = Self.reference(old: oldElements.ids, new: newElements.ids)
        var expected = [Int32](repeating: -7, count: newIDs.numberOfItems)
        for (k, o) in reference.newToOld.enumerated() {
            expected[newElements.flats[k]] = o < 0 ? -1 : Int32(oldElements.flats[Int(o)])
        }
        for layout in Self.layouts {
            let actual = Self.match(oldIDs, newIDs, layout: layout, oldChunks: oldChunks, newChunks: newChunks, filling: -7)
            let difference = Self.firstDifference(actual.newToOld, expected)
            #expect(difference == nil, "layout \(String(describing: layout))")
        }
    }

    /// One identifier repeated tens of thousands of times fills one partition
    /// far beyond its expected size: its buffers no longer fit the guess.
    @Test func aSkewedPartitionStillMatchesInOrder() {
        let old = makeSnapshot(ids: [(0, (0..<30_000).map { $0 % 3 == 0 ? 7 : $0 + 100 }), (1, Array(50_000..<52_000))])
        let new = makeSnapshot(ids: [(0, (0..<31_000).map { $0 % 2 == 0 ? 7 : $0 + 300 }.reversed()), (1, Array(50_500..<53_000))])
        let oldIDs = Self.mapped(old) { $0 }, newIDs = Self.mapped(new) { $0 }
        for layout in Self.layouts { Self.check(oldIDs, newIDs, layout: layout) }
    }

    /// Duplicates are found partition by partition, in an order that follows
    /// the process's hash seed; the diagnostics follow the first occurrences.
    @Test func duplicateDiagnosticsFollowTheirFirstOccurrence() {
        var rng = SplitMix64(seed: 8)
        var oldIDs = Array(0..<40_000)
        // An identifier below 100 first occurs at its own position, a larger
        // one at 100 + k, where it is written over the first time.
        let duplicated = [31_000, 7, 25_000, 12, 39_000, 3_000, 8, 17_000]
        for (k, id) in duplicated.enumerated() { oldIDs[100 + k] = id }
        var newIDs = oldIDs
        newIDs.shuffle(using: &rng)
        let changes = makeSnapshot(ids: [(0, oldIDs)]).difference(to: makeSnapshot(ids: [(0, newIDs)]))
        #expect(changes.diagnostics.map(\.identifiers) == ["7", "8", "12", "31000", "25000", "39000", "3000", "17000"].map { [$0] })
    }

    @Test func sizesChooseTheirLayout() {
        let mixing = PartitionedMatcher.Hashing.mixing
        #expect(Layout(Int.self, oldCount: 5_000, newCount: 5_000, hashing: mixing) == Layout(partitionBits: 0, waveBits: 0))
        let midsize = Layout(Int.self, oldCount: 100_000, newCount: 100_000, hashing: mixing)
        #expect(midsize.partitionBits > 0 && midsize.waveBits == 0 && !midsize.numbersPartitions)
        // A wave's copies (16 bytes an element here) stay near 4 bytes an
        // element of either side beside fingerprints, 8 beside partition
        // numbers, which mixed identifiers use.
        let large = Layout(Int.self, oldCount: 1_000_000, newCount: 1_000_000, hashing: mixing)
        #expect(large == Layout(partitionBits: 8, waveBits: 1, numbersPartitions: true))
        let largeStrings = Layout(String.self, oldCount: 1_000_000, newCount: 1_000_000, hashing: mixing)
        #expect(largeStrings.waveBits >= 3 && !largeStrings.numbersPartitions)
        let restarted = Layout(Int.self, oldCount: 1_000_000, newCount: 1_000_000, hashing: .hashValues)
        #expect(restarted == Layout(partitionBits: 8, waveBits: 2))
        // More partitions than a byte numbers: fingerprints again.
        let larger = Layout(Int.self, oldCount: 2_000_000, newCount: 2_000_000, hashing: mixing)
        #expect(larger.partitionBits == 9 && !larger.numbersPartitions)
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
