/// Occurrence matching by hashing, partitioned so that every random access
/// stays in cache, in memory that grows by a few bytes per item.
///
/// Every identifier is hashed to a 32-bit *fingerprint* (32- and 64-bit
/// integers and `UUID`s by a keyed mix, others through `hashValue`; see
/// ``Hashing``, which also says when the matching starts over): once, or twice
/// for mixed identifiers copied in several waves (see ``PartitionTags``). Small inputs are
/// matched in one open-addressing table. Above ``singleTableLimit``, a stable
/// counting sort by the fingerprint's top bits splits the old and the new
/// elements into partitions of about ``partitionSize``, copying each element's
/// fingerprint, flat index and identifier into one record; each partition is
/// then matched in a small table that fits in the core's cache. A dictionary
/// of a million identifiers is tens of megabytes, and each of its inserts and
/// lookups waits on main memory; here none does.
///
/// The copies are made one *wave* of partitions at a time, so that they never
/// take more than a few bytes per element of either side: a wave selects its
/// elements by a tag kept for the whole input (see ``PartitionTags``), a
/// 4-byte fingerprint or, for mixed identifiers, a 1-byte partition number.
///
/// All occurrences of an identifier have the same fingerprint, so they land in
/// the same partition, in their original order: matching the k-th old
/// occurrence with the k-th new one inside a partition is the same as doing it
/// globally. Fingerprints only narrow the search: two elements match only when
/// their identifiers are equal.
@usableFromInline
internal enum PartitionedMatcher {
    /// Up to this many elements on either side, one table holds the old side.
    @usableFromInline static let singleTableLimit = 1 << 14
    /// The number of elements a partition aims at.
    @usableFromInline static let partitionSize = 1 << 12
    /// The bytes one wave's copies may always take, however small the input.
    @usableFromInline static let waveFloorBytes = 1 << 22

    /// How the elements are split.
    @usableFromInline
    struct Layout: Equatable, Sendable {
        /// The partitions: `1 << partitionBits`, chosen by the fingerprint's top bits.
        @usableFromInline var partitionBits: Int
        /// The waves: `1 << waveBits` runs of consecutive partitions; at most `partitionBits`.
        @usableFromInline var waveBits: Int
        /// Whether the waves find the elements' partitions in ``PartitionNumbers``
        /// rather than ``Fingerprints``. Taken only where it can be: several
        /// waves, at most ``PartitionNumbers/maximumBits`` partition bits, and
        /// identifiers that are mixed.
        @usableFromInline var numbersPartitions: Bool

        @inlinable
        init(partitionBits: Int, waveBits: Int, numbersPartitions: Bool = false) {
            self.partitionBits = partitionBits
            self.waveBits = Swift.min(waveBits, partitionBits)
            self.numbersPartitions = numbersPartitions
        }

        /// The layout for `oldCount` and `newCount` elements copied in
        /// records of `recordStride` bytes; `mixed` says whether their
        /// fingerprints are cheap to compute again (see ``Hashing``).
        @inlinable
        init(oldCount: Int, newCount: Int, recordStride: Int, mixed: Bool) {
            let largest = Swift.max(oldCount, newCount)
            var bits = 0
            if largest > PartitionedMatcher.singleTableLimit {
                while (largest >> bits) > PartitionedMatcher.partitionSize { bits += 1 }
            }
            // A wave's copies may take 4 bytes per element of either side
            // beside 4-byte fingerprints, 8 beside 1-byte partition numbers:
            // 8 or 9 bytes per element in all, with the new-to-old map's 2.
            // In 64 bits, which a 32-bit `Int` could not hold.
            let elements = Int64(oldCount) + Int64(newCount)
            let copyBytes = elements * Int64(recordStride)
            func waves(budgetPerElement: Int64) -> Int {
                let budget = Swift.max(Int64(PartitionedMatcher.waveFloorBytes), budgetPerElement * elements)
                var waves = 0
                while waves < bits && (copyBytes >> waves) > budget { waves += 1 }
                return waves
            }
            let fingerprintWaves = waves(budgetPerElement: 4)
            let numberWaves = waves(budgetPerElement: 8)
            // Numbers cost a second hash of every element: only for fewer waves.
            if mixed && numberWaves < fingerprintWaves && bits <= PartitionNumbers.maximumBits {
                self.init(partitionBits: bits, waveBits: numberWaves, numbersPartitions: true)
            } else {
                self.init(partitionBits: bits, waveBits: fingerprintWaves)
            }
        }

        /// The layout for matching `ItemID`s with `hashing`.
        @inlinable
        init<ItemID: Hashable>(_: ItemID.Type, oldCount: Int, newCount: Int, hashing: Hashing) {
            self.init(oldCount: oldCount, newCount: newCount,
                      recordStride: MemoryLayout<Side<ItemID>.Record>.stride, mixed: hashing.mixesIdentifiers(of: ItemID.self))
        }

        /// How far a fingerprint is shifted right to give its partition.
        @inlinable
        var shift: UInt32 { UInt32(32 - partitionBits) }

        /// Whether an attempt hashing with `hashing` tags the elements with
        /// partition numbers: when the layout says so and it can.
        @inlinable
        func numbersPartitions<ItemID>(_: ItemID.Type, hashing: Hashing) -> Bool {
            numbersPartitions && waveBits > 0 && partitionBits <= PartitionNumbers.maximumBits
                && hashing.mixesIdentifiers(of: ItemID.self)
        }
    }

    /// The scratch bytes ``match(_:_:_:_:_:_:newToOld:matchedOld:arena:layout:hashing:startedOver:)``
    /// is expected to carve, for sizing an arena; skewed inputs may need more.
    /// Either attempt's layout fits, a restart's included.
    @inlinable
    static func expectedFootprint<ItemID: Hashable>(_: ItemID.Type, oldCount: Int, newCount: Int) -> Int {
        Swift.max(
            expectedFootprint(ItemID.self, Layout(ItemID.self, oldCount: oldCount, newCount: newCount, hashing: .mixing),
                              oldCount: oldCount, newCount: newCount),
            expectedFootprint(ItemID.self, Layout(ItemID.self, oldCount: oldCount, newCount: newCount, hashing: .hashValues),
                              oldCount: oldCount, newCount: newCount))
    }

    /// The scratch bytes one attempt with `layout` is expected to carve.
    @inlinable
    static func expectedFootprint<ItemID: Hashable>(_: ItemID.Type, _ layout: Layout, oldCount: Int, newCount: Int) -> Int {
        let waves = 1 << layout.waveBits
        // A wave holds its share of each side, with room for uneven partitions.
        let oldWave = layout.partitionBits == 0 ? oldCount : oldCount / waves + oldCount / (8 * waves) + partitionSize
        let newWave = layout.partitionBits == 0 ? newCount : newCount / waves + newCount / (8 * waves) + partitionSize
        let largestOld = layout.partitionBits == 0 ? oldCount : 2 * partitionSize
        let largestPartition = layout.partitionBits == 0 ? oldCount + newCount : 4 * partitionSize
        var bytes = 0
        if layout.numbersPartitions(ItemID.self, hashing: .mixing) {
            bytes += ScratchMemory.footprint(UInt8.self, count: oldCount) + ScratchMemory.footprint(UInt8.self, count: newCount)
        } else if layout.partitionBits > 0 {
            bytes += ScratchMemory.footprint(UInt32.self, count: oldCount) + ScratchMemory.footprint(UInt32.self, count: newCount)
        }
        bytes += Side<ItemID>.footprint(count: oldWave) + Side<ItemID>.footprint(count: newWave)
        bytes += Table.footprint(oldCount: largestOld, count: largestPartition)
        return bytes
    }

    /// Matches the old elements of `oldChunks` with the new elements of
    /// `newChunks`: for each matched new element, `newToOld` gets its old
    /// partner's flat index, and `matchedOld` the partner's bit.
    ///
    /// The duplicates returned are the identifiers that occur more than once
    /// on the old side, those that occur more often on the new side than on
    /// the old, and those that only the new side has, more than once.
    ///
    /// Identifiers are first hashed as ``Hashing/mixing`` says; if a table's
    /// probes exceed their budget, the matching starts over with
    /// ``Hashing/hashValues``. Both match the same pairs, so what the first
    /// attempt wrote into `newToOld` and `matchedOld` the second writes again.
    ///
    /// - Parameters:
    ///   - oldCount: The number of elements in `oldChunks`; below `Int32.max`.
    ///   - newCount: The number of elements in `newChunks`; below `Int32.max`.
    ///   - arena: Where the buffers come from; left as it was found.
    ///   - layout: How to split the elements; chosen from the counts and the
    ///     hashing of each attempt by default.
    ///   - hashing: The first attempt's hashing; ``Hashing/mixing`` by default.
    ///   - startedOver: Set to `true` when the first attempt gave up.
    /// - Returns: Identifiers seen more than once while matching.
    /// - Complexity: Expected O(*n*) in the number of elements; O(*n*) more
    ///   when the first attempt gives up.
    @inlinable
    static func match<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [SnapshotMatching.Chunk],
        _ newChunks: [SnapshotMatching.Chunk],
        _ oldCount: Int,
        _ newCount: Int,
        newToOld: UnsafeMutablePointer<Int32>,
        matchedOld: UnsafeMutableBufferPointer<UInt64>,
        arena: inout ScratchArena,
        layout: Layout? = nil,
        hashing: Hashing = .mixing,
        startedOver: UnsafeMutablePointer<Bool>? = nil
    ) -> [ItemID] {
        var duplicateIDs: [ItemID] = []
        if match(oldSections, newSections, oldChunks, newChunks, oldCount, newCount, newToOld: newToOld,
                 matchedOld: matchedOld, arena: &arena, layout: layout, hashing: hashing,
                 duplicateIDs: &duplicateIDs) {
            return duplicateIDs
        }
        startedOver?.pointee = true
        duplicateIDs.removeAll(keepingCapacity: true)
        // Without a budget, this attempt always finishes.
        _ = match(oldSections, newSections, oldChunks, newChunks, oldCount, newCount, newToOld: newToOld,
                  matchedOld: matchedOld, arena: &arena, layout: layout, hashing: .hashValues,
                  duplicateIDs: &duplicateIDs)
        return duplicateIDs
    }

    /// One attempt of ``match(_:_:_:_:_:_:newToOld:matchedOld:arena:layout:hashing:startedOver:)``.
    ///
    /// - Returns: `false` when a table exceeded its probe budget; what was
    ///   written then is a part of what a finished attempt writes.
    @inlinable
    static func match<SectionID, SectionModel, ItemID, Item>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [SnapshotMatching.Chunk],
        _ newChunks: [SnapshotMatching.Chunk],
        _ oldCount: Int,
        _ newCount: Int,
        newToOld: UnsafeMutablePointer<Int32>,
        matchedOld: UnsafeMutableBufferPointer<UInt64>,
        arena: inout ScratchArena,
        layout: Layout?,
        hashing: Hashing,
        duplicateIDs: inout [ItemID]
    ) -> Bool {
        let start = arena.mark
        defer { arena.reset(to: start) }
        let layout = layout ?? Layout(ItemID.self, oldCount: oldCount, newCount: newCount, hashing: hashing)

        if layout.partitionBits == 0 {
            let table = Table(arena: &arena, oldCount: oldCount, count: oldCount + newCount)
            if oldChunks.count == 1, newChunks.count == 1 {
                // Each side one run of one section: read in place.
                let oldChunk = oldChunks[0], newChunk = newChunks[0]
                let matched: Bool? = oldSections[oldChunk.section].itemIDs.withUnsafeBufferPointer { oldIDs in
                    newSections[newChunk.section].itemIDs.withUnsafeBufferPointer { newIDs in
                        guard let oldBase = oldIDs.baseAddress, let newBase = newIDs.baseAddress else { return nil }
                        return table.match(
                            Run(identifiers: oldBase + oldChunk.local.lowerBound, flatBase: oldChunk.flats.lowerBound,
                                hashing: hashing),
                            0..<oldCount,
                            Run(identifiers: newBase + newChunk.local.lowerBound, flatBase: newChunk.flats.lowerBound,
                                hashing: hashing),
                            0..<newCount,
                            newToOld: newToOld, matchedOld: matchedOld, duplicateIDs: &duplicateIDs,
                            budget: hashing.probeBudget(ItemID.self, count: oldCount &+ newCount))
                    }
                }
                if let matched { return matched }
            }
            let old = Side<ItemID>(arena: &arena, count: oldCount)
            let new = Side<ItemID>(arena: &arena, count: newCount)
            old.fill(oldSections, oldChunks, hashing)
            new.fill(newSections, newChunks, hashing)
            defer {
                old.deinitialize(count: oldCount)
                new.deinitialize(count: newCount)
            }
            guard table.match(old, 0..<oldCount, new, 0..<newCount, newToOld: newToOld, matchedOld: matchedOld,
                              duplicateIDs: &duplicateIDs, budget: hashing.probeBudget(ItemID.self, count: oldCount &+ newCount))
            else { return false }
            new.gatherFilled(newChunks, into: newToOld)
            return true
        }

        let shift = layout.shift
        if layout.numbersPartitions(ItemID.self, hashing: hashing) {
            let oldTags = PartitionNumbers(arena: &arena, count: oldCount, shift: shift, hashing: hashing)
            let newTags = PartitionNumbers(arena: &arena, count: newCount, shift: shift, hashing: hashing)
            return matchInWaves(oldSections, newSections, oldChunks, newChunks, oldTags, newTags, newToOld: newToOld,
                                matchedOld: matchedOld, arena: &arena, layout: layout, hashing: hashing,
                                duplicateIDs: &duplicateIDs)
        }
        let oldTags = Fingerprints(arena: &arena, count: oldCount, shift: shift)
        let newTags = Fingerprints(arena: &arena, count: newCount, shift: shift)
        return matchInWaves(oldSections, newSections, oldChunks, newChunks, oldTags, newTags, newToOld: newToOld,
                            matchedOld: matchedOld, arena: &arena, layout: layout, hashing: hashing,
                            duplicateIDs: &duplicateIDs)
    }

    /// The partitioned part of an attempt: tags every element, then copies
    /// and matches the partitions one wave at a time.
    @inlinable
    static func matchInWaves<SectionID, SectionModel, ItemID, Item, Tags: PartitionTags>(
        _ oldSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ newSections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ oldChunks: [SnapshotMatching.Chunk],
        _ newChunks: [SnapshotMatching.Chunk],
        _ oldTags: Tags,
        _ newTags: Tags,
        newToOld: UnsafeMutablePointer<Int32>,
        matchedOld: UnsafeMutableBufferPointer<UInt64>,
        arena: inout ScratchArena,
        layout: Layout,
        hashing: Hashing,
        duplicateIDs: inout [ItemID]
    ) -> Bool {
        let bits = layout.partitionBits
        let partitions = 1 << bits
        let shift = layout.shift
        let oldStarts = tag(oldSections, oldChunks, hashing, into: oldTags, shift: shift, partitions: partitions)
        let newStarts = tag(newSections, newChunks, hashing, into: newTags, shift: shift, partitions: partitions)

        let perWave = partitions >> layout.waveBits
        var largestOldWave = 0, largestNewWave = 0, largestOldPartition = 0, largestPartition = 0
        for first in stride(from: 0, to: partitions, by: perWave) {
            largestOldWave = Swift.max(largestOldWave, oldStarts[first + perWave] - oldStarts[first])
            largestNewWave = Swift.max(largestNewWave, newStarts[first + perWave] - newStarts[first])
        }
        for p in 0..<partitions {
            let oldPartition = oldStarts[p + 1] - oldStarts[p]
            largestOldPartition = Swift.max(largestOldPartition, oldPartition)
            largestPartition = Swift.max(largestPartition, oldPartition + newStarts[p + 1] - newStarts[p])
        }
        let old = Side<ItemID>(arena: &arena, count: largestOldWave)
        let new = Side<ItemID>(arena: &arena, count: largestNewWave)
        let table = Table(arena: &arena, oldCount: largestOldPartition, count: largestPartition)

        for first in stride(from: 0, to: partitions, by: perWave) {
            let oldBase = oldStarts[first], newBase = newStarts[first]
            let oldWaveCount = oldStarts[first + perWave] - oldBase
            let newWaveCount = newStarts[first + perWave] - newBase
            guard oldWaveCount > 0 || newWaveCount > 0 else { continue }
            old.place(oldSections, oldChunks, oldTags, starts: oldStarts, partitions: first..<(first + perWave))
            new.place(newSections, newChunks, newTags, starts: newStarts, partitions: first..<(first + perWave))
            var finished = true
            // The new records below `packed` are packed, and deinitialized.
            var packed = 0
            for p in first..<(first + perWave) {
                let oldRange = (oldStarts[p] - oldBase)..<(oldStarts[p + 1] - oldBase)
                let newRange = (newStarts[p] - newBase)..<(newStarts[p + 1] - newBase)
                finished = table.match(
                    old, oldRange, new, newRange,
                    newToOld: newToOld, matchedOld: matchedOld, duplicateIDs: &duplicateIDs,
                    budget: hashing.probeBudget(ItemID.self, count: oldRange.count &+ newRange.count))
                if !finished { break }
                new.packMatches(newRange)
                packed = newRange.upperBound
            }
            if finished && newWaveCount > 0 {
                new.gather(newChunks, newTags, starts: newStarts, partitions: first..<(first + perWave), into: newToOld)
            }
            old.deinitialize(count: oldWaveCount)
            new.deinitialize(packed..<newWaveCount)
            if !finished { return false }
        }
        return true
    }

    /// Tags every element, in element order, and counts the elements of
    /// each partition.
    ///
    /// - Returns: Where each partition starts when the elements are grouped by
    ///   partition, then the element count.
    @inlinable
    static func tag<SectionID, SectionModel, ItemID, Item, Tags: PartitionTags>(
        _ sections: ContiguousArray<Snapshot<SectionID, SectionModel, ItemID, Item>.Section>,
        _ chunks: [SnapshotMatching.Chunk],
        _ hashing: Hashing,
        into tags: Tags,
        shift: UInt32,
        partitions: Int
    ) -> [Int] {
        var starts = [Int](repeating: 0, count: partitions + 1)
        starts.withUnsafeMutableBufferPointer { counts in
            var r = 0
            for chunk in chunks {
                sections[chunk.section].itemIDs.withUnsafeBufferPointer { ids in
                    for i in chunk.local {
                        let fingerprint = hashing.fingerprint(ids[i])
                        tags.store(fingerprint, at: r)
                        counts[Int(truncatingIfNeeded: fingerprint &>> shift) &+ 1] &+= 1
                        r &+= 1
                    }
                }
            }
            for p in 0..<partitions { counts[p &+ 1] &+= counts[p] }
        }
        return starts
    }
}
